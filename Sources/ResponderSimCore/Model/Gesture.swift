/// Index of a gesture recognizer in ``Scene/recognizers``.
public struct RecognizerID: Hashable, Comparable, Sendable {
    /// The recognizer's position in ``Scene/recognizers``.
    public package(set) var index: Int
    package init(_ index: Int) { self.index = index }
    public static func < (lhs: RecognizerID, rhs: RecognizerID) -> Bool { lhs.index < rhs.index }
}

/// The six kinds of gesture recognizer (Scenes/README.md, Gesture recognizers); the kind key of a `gestures:` item.
public enum GestureKind: String, CaseIterable, Sendable {
    case tap
    case longPress = "long-press"
    case pan
    case swipe
    case pinch
    case rotation
    /// A scroll view's delay recognizer, `NAME.delay` (SD); never declared by a scene.
    case scrollDelay = "scroll-delay"
    /// A scroll view's pan, `NAME.pan` (SP); never declared by a scene.
    case scrollPan = "scroll-pan"

    /// The kinds a `gestures:` item may declare.
    public static let declarable: [GestureKind] = [.tap, .longPress, .pan, .swipe, .pinch, .rotation]

    /// Whether every scroll view has it and no scene declares it.
    public var isBuiltIn: Bool { self == .scrollDelay || self == .scrollPan }

    /// The key as written in scene files (and the kind JSON Lines write).
    public var name: String { rawValue }

    /// Continuous kinds go Began → Changed → Ended; discrete ones are Recognized at once (G7).
    public var isContinuous: Bool {
        switch self {
        case .tap, .swipe, .scrollDelay: false
        case .longPress, .pan, .pinch, .rotation, .scrollPan: true
        }
    }

    /// The kind rule behind a Changed (continuous kinds; G11 for the others).
    public var changeRule: RuleID {
        switch self {
        case .longPress: .gl2
        case .pan, .scrollPan: .gp3
        case .pinch: .gz3
        case .rotation: .gr3
        case .tap, .swipe, .scrollDelay: .g11
        }
    }

    /// The kind rule behind an Ended (continuous kinds; G7 for the others).
    public var endRule: RuleID {
        switch self {
        case .longPress: .gl2
        case .pan, .scrollPan: .gp4
        case .pinch: .gz4
        case .rotation: .gr4
        case .tap, .swipe, .scrollDelay: .g7
        }
    }

    /// The keys this kind takes besides the common ones, in the order suggestions consider them.
    public var keys: [GestureKey] {
        switch self {
        case .tap: [.taps, .touches, .movement, .interval, .maxDuration]
        case .longPress: [.duration, .movement, .touches]
        case .pan: [.minTouches, .maxTouches, .hysteresis]
        case .swipe: [.direction, .touches, .minDistance, .maxDuration]
        case .pinch, .rotation: [.hysteresis]
        case .scrollDelay, .scrollPan: []
        }
    }
}

/// A key of a `gestures:` item (Scenes/README.md, Gesture recognizers), declared once with its type, range and
/// default per kind.
public enum GestureKey: String, CaseIterable, Sendable {
    case cancelsTouches = "cancels-touches"
    case delaysBegan = "delays-began"
    case delaysEnded = "delays-ended"
    case enabled
    case requiresFailureOf = "requires-failure-of"
    case simultaneousWith = "simultaneous-with"
    case taps
    case touches
    case movement
    case interval
    case maxDuration = "max-duration"
    case duration
    case minTouches = "min-touches"
    case maxTouches = "max-touches"
    case hysteresis
    case direction
    case minDistance = "min-distance"

    /// The keys every kind takes.
    public static let common: [GestureKey] = [
        .cancelsTouches, .delaysBegan, .delaysEnded, .enabled, .requiresFailureOf, .simultaneousWith,
    ]

    /// The key as written in scene files.
    public var name: String { rawValue }

    /// What a value must be, as messages say it (V4).
    public func expectation(for kind: GestureKind) -> String {
        switch self {
        case .cancelsTouches, .delaysBegan, .delaysEnded, .enabled: "yes or no"
        case .requiresFailureOf, .simultaneousWith: "a list of recognizer names such as [dbl]"
        case .taps, .touches, .minTouches, .maxTouches: "a whole number from 1 to 20"
        case .movement: "a number at least 0"
        case .hysteresis: kind == .rotation ? "a number of degrees from 0 to 180" : "a number at least 0"
        case .interval, .maxDuration: "a duration in seconds greater than 0, with at most six decimals"
        case .duration: "a duration in seconds from 0 to 60, with at most six decimals"
        case .direction: "right, left, up or down, or a list of them such as [left, right]"
        case .minDistance: "a number greater than 0"
        }
    }
}

/// A swipe's direction (GW).
public enum SwipeDirection: String, CaseIterable, Sendable {
    case right, left, up, down

    /// The unit vector of the direction in a view's coordinates (y down).
    public var vector: (x: Double, y: Double) {
        switch self {
        case .right: (1, 0)
        case .left: (-1, 0)
        case .up: (0, -1)
        case .down: (0, 1)
        }
    }
}

/// A validated gesture recognizer of a view or window (Scenes/README.md, Gesture recognizers), its keys at their
/// values or defaults.
public struct GestureRecognizer: Sendable {
    /// The recognizer's name, unique among the scene's names.
    public package(set) var name: String
    /// Which of the six kinds of recognizer it is.
    public package(set) var kind: GestureKind
    /// The view or window it is attached to.
    public package(set) var view: ViewID
    /// `cancelsTouchesInView` (G16).
    public package(set) var cancelsTouches = true
    /// `delaysTouchesBegan` (G17).
    public package(set) var delaysBegan = false
    /// `delaysTouchesEnded` (G18).
    public package(set) var delaysEnded = true
    /// `isEnabled` (G1, G30).
    public package(set) var isEnabled = true
    /// `require(toFail:)` (G12, G13, G31), in list order.
    public package(set) var requiresFailureOf: [RecognizerID] = []
    /// The delegate's `shouldRecognizeSimultaneouslyWith` answers yes for these (G14).
    public package(set) var simultaneousWith: [RecognizerID] = []
    /// `numberOfTapsRequired` (tap).
    public package(set) var taps = 1
    /// `numberOfTouchesRequired` (tap, long press, swipe).
    public package(set) var touches = 1
    /// Allowable movement in points (tap: 45, long press: 10).
    public package(set) var movement: Double
    /// The longest time between taps (tap).
    public package(set) var interval: Microseconds = 350_000
    /// The longest tap (0.75 s) or swipe (0.5 s).
    public package(set) var maxDuration: Microseconds
    /// `minimumPressDuration` (long press).
    public package(set) var duration: Microseconds = 500_000
    /// `minimumNumberOfTouches` and `maximumNumberOfTouches` (pan; nil: unlimited).
    public package(set) var minTouches = 1
    public package(set) var maxTouches: Int?
    /// The threshold in points (pan 10, pinch 8) or degrees (rotation 5).
    public package(set) var hysteresis: Double
    /// The allowed directions (swipe).
    public package(set) var directions: [SwipeDirection] = [.right]
    /// The distance a swipe must cover, in points.
    public package(set) var minDistance: Double = 50
    /// Where its name was written.
    public package(set) var location: SourceLocation

    /// A recognizer of `kind` with every key at its default.
    package init(name: String, kind: GestureKind, view: ViewID, location: SourceLocation) {
        self.name = name
        self.kind = kind
        self.view = view
        self.location = location
        movement = kind == .longPress ? 10 : 45
        maxDuration = kind == .swipe ? 500_000 : 750_000
        // A scroll view's delay holds the touch-down; its pan holds nothing (SD1, SP1).
        delaysBegan = kind == .scrollDelay
        delaysEnded = kind != .scrollPan
        switch kind {
        case .pan, .scrollPan: hysteresis = 10
        case .pinch: hysteresis = 8
        case .rotation: hysteresis = 5
        default: hysteresis = 0
        }
    }
}
