/// The id of a rule of the catalogue (``Rule``): what the engine records, the traces print and
/// scene notes cite. The raw value is the id as people write it (`H2`, `GT3`, `RO`).
///
/// Each case has exactly one entry in the catalogue (``Rule/catalogue``); the entry holds the
/// statement. Cases are in catalogue order: families as ``RuleFamily`` lists them, numbers
/// ascending.
public enum RuleID: String, CaseIterable, Sendable, Hashable, Comparable, CustomStringConvertible {
    // Hit testing, transforms included.
    case h1 = "H1"
    case h2 = "H2"
    case h3 = "H3"
    case h4 = "H4"
    case h5 = "H5"
    case h6 = "H6"
    case h7 = "H7"
    case h8 = "H8"
    case h9 = "H9"
    case h10 = "H10"
    case h11 = "H11"
    case h12 = "H12"
    case h13 = "H13"
    case h14 = "H14"
    // Binding.
    case b1 = "B1"
    case b2 = "B2"
    case b3 = "B3"
    // multipleTouchEnabled.
    case m1 = "M1"
    case m2 = "M2"
    case m3 = "M3"
    // exclusiveTouch.
    case x1 = "X1"
    case x2 = "X2"
    case x3 = "X3"
    case x4 = "X4"
    // Ignoring interaction events.
    case i1 = "I1"
    case i2 = "I2"
    case i3 = "I3"
    // The responder chain.
    case c1 = "C1"
    case c2 = "C2"
    case c3 = "C3"
    case c4 = "C4"
    // Phases and event content.
    case p1 = "P1"
    case p2 = "P2"
    case p3 = "P3"
    case p4 = "P4"
    case p5 = "P5"
    // Taps.
    case t1 = "T1"
    // The device's touch limit and cancellation.
    case l1 = "L1"
    case l2 = "L2"
    case l3 = "L3"
    case l4 = "L4"
    // Notices.
    case n1 = "N1"
    case n2 = "N2"
    case n3 = "N3"
    // Gesture recognizers: which see a touch, states, arbitration, holding, timers.
    case g1 = "G1"
    case g2 = "G2"
    case g3 = "G3"
    case g4 = "G4"
    case g5 = "G5"
    case g6 = "G6"
    case g7 = "G7"
    case g8 = "G8"
    case g9 = "G9"
    case g10 = "G10"
    case g11 = "G11"
    case g12 = "G12"
    case g12a = "G12a"
    case g13 = "G13"
    case g14 = "G14"
    case g15 = "G15"
    case g16 = "G16"
    case g17 = "G17"
    case g18 = "G18"
    case g19 = "G19"
    case g20 = "G20"
    case g21 = "G21"
    case g22 = "G22"
    case g23 = "G23"
    case g24 = "G24"
    case g25 = "G25"
    case g26 = "G26"
    case g27 = "G27"
    case g28 = "G28"
    case g29 = "G29"
    case g30 = "G30"
    case g31 = "G31"
    /// The recognizer order.
    case ro = "RO"
    // Tap recognizer.
    case gt1 = "GT1"
    case gt2 = "GT2"
    case gt3 = "GT3"
    case gt4 = "GT4"
    case gt5 = "GT5"
    // Long-press recognizer.
    case gl1 = "GL1"
    case gl2 = "GL2"
    // Pan recognizer.
    case gp1 = "GP1"
    case gp2 = "GP2"
    case gp3 = "GP3"
    case gp4 = "GP4"
    // Swipe recognizer.
    case gw1 = "GW1"
    case gw2 = "GW2"
    case gw3 = "GW3"
    // Pinch recognizer.
    case gz1 = "GZ1"
    case gz2 = "GZ2"
    case gz3 = "GZ3"
    case gz4 = "GZ4"
    // Rotation recognizer.
    case gr1 = "GR1"
    case gr2 = "GR2"
    case gr3 = "GR3"
    case gr4 = "GR4"
    // The recognizer delegate's answers.
    case gd1 = "GD1"
    case gd2 = "GD2"
    case gd3 = "GD3"
    case gd4 = "GD4"
    case gd5 = "GD5"
    case gd6 = "GD6"
    // UIControl tracking.
    case u1 = "U1"
    case u2 = "U2"
    case u3 = "U3"
    case u4 = "U4"
    case u5 = "U5"
    case u6 = "U6"
    case u7 = "U7"
    case u8 = "U8"
    case u9 = "U9"
    case u10 = "U10"
    case u11 = "U11"
    case u12 = "U12"
    case u13 = "U13"
    // The responder chain beyond touches: the chain, the first responder, actions, presses
    // and keys, motion and remote control, the edit menu.
    case rc1 = "RC1"
    case rc2 = "RC2"
    case rc3 = "RC3"
    case rc4 = "RC4"
    case rf1 = "RF1"
    case rf2 = "RF2"
    case rf3 = "RF3"
    case rf4 = "RF4"
    case rf5 = "RF5"
    case rf6 = "RF6"
    case rf7 = "RF7"
    case rf8 = "RF8"
    case rf9 = "RF9"
    case rf10 = "RF10"
    case ra1 = "RA1"
    case ra2 = "RA2"
    case ra3 = "RA3"
    case ra4 = "RA4"
    case ra5 = "RA5"
    case ra6 = "RA6"
    case ra7 = "RA7"
    case ra8 = "RA8"
    case ra9 = "RA9"
    case rk1 = "RK1"
    case rk2 = "RK2"
    case rk3 = "RK3"
    case rk4 = "RK4"
    case rk5 = "RK5"
    case rk6 = "RK6"
    case rk7 = "RK7"
    case rk8 = "RK8"
    case rk9 = "RK9"
    case rm1 = "RM1"
    case rm2 = "RM2"
    case rm3 = "RM3"
    case rm4 = "RM4"
    case re1 = "RE1"
    case re2 = "RE2"
    case re3 = "RE3"
    // Scroll views: classes, content offset, limits, scrollable axes, the chain.
    case sv1 = "SV1"
    case sv2 = "SV2"
    case sv3 = "SV3"
    case sv4 = "SV4"
    case sv5 = "SV5"
    // The scroll view's delay recognizer (NAME.delay).
    case sd1 = "SD1"
    case sd2 = "SD2"
    case sd3 = "SD3"
    case sd4 = "SD4"
    case sd5 = "SD5"
    case sd6 = "SD6"
    // The scroll view's pan (NAME.pan).
    case sp1 = "SP1"
    case sp2 = "SP2"
    case sp3 = "SP3"
    case sp4 = "SP4"
    case sp5 = "SP5"
    case sp6 = "SP6"
    case sp7 = "SP7"
    case sp8 = "SP8"
    case sp9 = "SP9"
    // Deceleration after a flick.
    case sk1 = "SK1"
    case sk2 = "SK2"
    case sk3 = "SK3"
    case sk4 = "SK4"
    case sk5 = "SK5"
    // Scroll views with the other rules.
    case sw1 = "SW1"
    case sw2 = "SW2"
    case sw3 = "SW3"
    case sw4 = "SW4"
    case sw5 = "SW5"
    case sw6 = "SW6"
    case sw7 = "SW7"
    case sw8 = "SW8"
    // Scroll arithmetic.
    case sn1 = "SN1"
    case sn2 = "SN2"
    case sn3 = "SN3"
    case sn4 = "SN4"
    case sn5 = "SN5"
    case sn6 = "SN6"
    case sn7 = "SN7"
    // Taps on text input: text views, ending editing, dismissing the keyboard on a drag.
    case ti1 = "TI1"
    case ti2 = "TI2"
    case ti3 = "TI3"
    case ti4 = "TI4"
    case ti5 = "TI5"
    // Table and collection view selection.
    case ts1 = "TS1"
    case ts2 = "TS2"
    case ts3 = "TS3"
    case ts4 = "TS4"
    case ts5 = "TS5"
    case ts6 = "TS6"
    case ts7 = "TS7"
    case ts8 = "TS8"
    case ts9 = "TS9"
    case ts10 = "TS10"
    // Static checks of scene files (recognizers, controls, transforms, scroll views, the
    // responder chain).
    case v1 = "V1"
    case v2 = "V2"
    case v3 = "V3"
    case v4 = "V4"
    case v5 = "V5"
    case v6 = "V6"
    case v7 = "V7"
    case v8 = "V8"
    case v9 = "V9"
    case v10 = "V10"
    case v11 = "V11"
    case v12 = "V12"
    case v13 = "V13"
    case v14 = "V14"
    case v15 = "V15"
    case v16 = "V16"
    case v17 = "V17"
    case v18 = "V18"
    case v19 = "V19"
    case v20 = "V20"
    case v40 = "V40"
    case v41 = "V41"
    case v42 = "V42"
    case v43 = "V43"
    case v44 = "V44"
    case v45 = "V45"
    case v46 = "V46"
    case v47 = "V47"
    case v48 = "V48"
    case v49 = "V49"
    case v50 = "V50"
    case v51 = "V51"
    case v52 = "V52"
    case v60 = "V60"
    case v61 = "V61"
    case v62 = "V62"
    case v63 = "V63"
    case v64 = "V64"
    case v65 = "V65"
    case v66 = "V66"

    /// The id as written: `H2`.
    public var description: String { rawValue }

    /// Its position in the catalogue.
    package var order: Int { RuleID.positions[self] ?? 0 }

    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.order < rhs.order }

    private static let positions: [RuleID: Int] = Dictionary(
        uniqueKeysWithValues: allCases.enumerated().map { ($0.element, $0.offset) })

    /// The id written `text`, in any case (`h2`, `Gt3`, `g12A`); nil when there is none.
    package init?(id text: String) {
        let upper = text.uppercased()
        guard let id = RuleID(rawValue: upper) ?? RuleID.lettered[upper] else { return nil }
        self = id
    }

    /// The ids that end in a lower-case letter (`G12a`), by their upper-case spelling.
    private static let lettered: [String: RuleID] = Dictionary(
        uniqueKeysWithValues: allCases.filter { $0.rawValue != $0.rawValue.uppercased() }.map {
            ($0.rawValue.uppercased(), $0)
        })

    /// The family: the letters before the number (`GT` for `GT3`, `RO` for the recognizer order).
    package var family: RuleFamily {
        let letters = rawValue.prefix { !$0.isNumber }
        return RuleFamily(rawValue: String(letters)) ?? .hitTesting
    }
}

/// A family of rules: the letters of its ids, and what it is about.
package enum RuleFamily: String, CaseIterable, Sendable {
    case hitTesting = "H"
    case binding = "B"
    case multipleTouch = "M"
    case exclusiveTouch = "X"
    case ignoring = "I"
    case chain = "C"
    case phases = "P"
    case taps = "T"
    case touchLimit = "L"
    case notices = "N"
    case recognizers = "G"
    case recognizerOrder = "RO"
    case tapRecognizer = "GT"
    case longPress = "GL"
    case pan = "GP"
    case swipe = "GW"
    case pinch = "GZ"
    case rotation = "GR"
    case recognizerDelegate = "GD"
    case controls = "U"
    case responderChain = "RC"
    case firstResponder = "RF"
    case actions = "RA"
    case keys = "RK"
    case motion = "RM"
    case editMenu = "RE"
    case scrollView = "SV"
    case scrollDelay = "SD"
    case scrollPan = "SP"
    case deceleration = "SK"
    case scrollWithOthers = "SW"
    case scrollArithmetic = "SN"
    case textInput = "TI"
    case listSelection = "TS"
    case checks = "V"

    /// What the family is about, as a heading.
    package var title: String {
        switch self {
        case .hitTesting: "Hit testing (when a touch begins), transforms included"
        case .binding: "Binding a touch to its view"
        case .multipleTouch: "multipleTouchEnabled"
        case .exclusiveTouch: "exclusiveTouch"
        case .ignoring: "Ignoring interaction events"
        case .chain: "The responder chain"
        case .phases: "Phases and what an event holds"
        case .taps: "Tap counts"
        case .touchLimit: "The device's touch limit, and cancellation"
        case .notices: "Notices: what the simulator points out"
        case .recognizers: "Gesture recognizers: who sees a touch, states, arbitration, holding, timers"
        case .recognizerOrder: "The order of recognizers"
        case .tapRecognizer: "Tap recognizer (tap)"
        case .longPress: "Long-press recognizer (long-press)"
        case .pan: "Pan recognizer (pan)"
        case .swipe: "Swipe recognizer (swipe)"
        case .pinch: "Pinch recognizer (pinch)"
        case .rotation: "Rotation recognizer (rotation)"
        case .recognizerDelegate: "The recognizer delegate's answers (should-receive, should-begin, the dynamic failure requirements)"
        case .controls: "UIControl tracking (UIControl, UIButton)"
        case .responderChain: "The chain for every message: presented controllers, presses, motion, remote control"
        case .firstResponder: "The first responder and the key window"
        case .actions: "Actions: target–action and the nil-targeted search"
        case .keys: "Presses, keys and key commands"
        case .motion: "Shakes and remote-control events"
        case .editMenu: "The edit menu"
        case .scrollView: "Scroll views: classes, content offset, limits, scrollable axes, the chain"
        case .scrollDelay: "A scroll view's delay recognizer (NAME.delay): holding the touch-down"
        case .scrollPan: "A scroll view's pan (NAME.pan): scrolling the content"
        case .deceleration: "Flicks: the release velocity and the deceleration"
        case .scrollWithOthers: "Scroll views with the other rules (nesting, controls, recognizers, ignoring, removal)"
        case .scrollArithmetic: "Scroll arithmetic: how numbers are computed and printed"
        case .textInput: "Taps on text input: text views, ending editing, dismissing the keyboard on a drag"
        case .listSelection: "Table and collection view selection: highlighting, selecting and refusing cells"
        case .checks: "Static checks of scene files (recognizers, controls, transforms, the responder chain, scroll views)"
        }
    }

    /// The rules of the family, in catalogue order.
    package var rules: [RuleID] { RuleID.allCases.filter { $0.family == self } }
}
