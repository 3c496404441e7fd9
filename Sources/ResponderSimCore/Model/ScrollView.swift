/// `keyboard-dismiss-mode`: whether a drag that scrolls ends editing (TI4). UIKit's
/// `interactive` is not modelled.
public enum KeyboardDismissMode: String, CaseIterable, Sendable {
    case none
    case onDrag = "on-drag"
}

/// How a scroll view answers `touchesShouldCancel(in:)` or `touchesShouldBegin(_:with:in:)`
/// for a content view (SP3, SD4).
public enum ScrollAnswer: Hashable, Sendable {
    /// UIKit's own answer: no for controls, yes for other views (`touches-should-cancel` only).
    case `default`
    case yes
    case no
    /// The listed views get the answer opposite to the key's default (`touches-should-cancel`:
    /// yes; `touches-should-begin`: no); the others the default.
    case listed([ViewID])
}

/// `deceleration-rate`: the share of its speed a flick keeps per millisecond (SK3).
public enum DecelerationRate: String, CaseIterable, Sendable {
    case normal
    case fast

    /// UIKit's rate per millisecond.
    package var perMillisecond: Double { self == .normal ? 0.998 : 0.99 }
}

/// What a scroll view declares beyond a plain view (SV1–SV5): its content, its switches and
/// its thresholds, each at UIKit's default until the scene writes it. The content offset is
/// the view's bounds origin (SV2).
public struct ScrollSettings: Hashable, Sendable {
    /// `contentSize`: the content's width and height.
    package var contentWidth = 0.0
    package var contentHeight = 0.0
    /// The inset in effect around the content (`adjustedContentInset`).
    package var contentInset = EdgeInsets.zero
    /// `isScrollEnabled` (SD1, SP1, SV5).
    package var scrollEnabled = true
    /// `delaysContentTouches` (SD2).
    package var delaysContentTouches = true
    /// `canCancelContentTouches` (SP3).
    package var canCancelContentTouches = true
    /// The `touchesShouldCancel(in:)` override (SP3).
    package var touchesShouldCancel = ScrollAnswer.default
    /// The `touchesShouldBegin(_:with:in:)` override (SD4).
    package var touchesShouldBegin = ScrollAnswer.yes
    /// `isDirectionalLockEnabled` (SP6).
    package var directionalLock = false
    /// `bounces` (SV4, SP7).
    package var bounces = true
    /// `alwaysBounceHorizontal`, `alwaysBounceVertical` (SV4).
    package var alwaysBounceHorizontal = false
    package var alwaysBounceVertical = false
    /// `decelerationRate` (SK3).
    package var decelerationRate = DecelerationRate.normal
    /// A subclass whose touch methods call `next` (SV5).
    package var forwardsTouches = false
    /// `keyboardDismissMode` (TI4).
    package var keyboardDismissMode = KeyboardDismissMode.none
    /// How long the delay recognizer holds a touch-down (SD2).
    package var touchDelay: Microseconds = 150_000
    /// Points a finger must move along a scrollable axis before the pan begins (SP2).
    package var hysteresis = 10.0
    /// Points per second a lift needs to start a deceleration (SK2).
    package var minFlickSpeed = 250.0
    /// Points per second at which a deceleration ends (SK3).
    package var stopSpeed = 10.0
    /// A lift later than this after the last move has no velocity (SK1).
    package var flickPause: Microseconds = 100_000
    /// The two built-in recognizers: `NAME.delay` and `NAME.pan` (SD, SP).
    package var delay = RecognizerID(0)
    package var pan = RecognizerID(0)
    /// A list's `allowsSelection` and `allowsMultipleSelection` (TS2, TS5).
    package var allowsSelection = true
    package var allowsMultipleSelection = false
    /// A list's delegate answers to `shouldHighlight…` (TS3) and `willSelect…`/`shouldSelect…`
    /// (TS5): yes, no, or no for the listed cells.
    package var shouldHighlight = ScrollAnswer.yes
    package var shouldSelect = ScrollAnswer.yes

    /// Settings at UIKit's defaults.
    package init() {}

    /// Settings at UIKit's defaults for a scroll view of `viewClass`: a `UITableView` always
    /// bounces vertically (SV4), every other class does not.
    package init(for viewClass: ViewClass) {
        alwaysBounceVertical = viewClass == .uiTableView
    }

    /// Sets one key through its declared field (never `content-offset`, which is the bounds
    /// origin, nor `pan-requires-failure-of`, which is the pan's requirement list); a value of
    /// another type changes nothing.
    package mutating func set(_ key: ScrollKey, _ value: KeyValue) {
        key.declaration.field?.set(&self, value)
    }

    /// The value of one key, as `set(_:_:)` takes it; nil for `content-offset` and
    /// `pan-requires-failure-of`, which these settings do not hold.
    package func value(of key: ScrollKey) -> KeyValue? {
        key.declaration.field?.get(self)
    }

    /// Whether the scroll view's own touch code keeps every call (SV5): scrolling is enabled
    /// and no subclass forwards.
    package var absorbsTouches: Bool { scrollEnabled && !forwardsTouches }

    /// `touchesShouldCancel(in:)` for a content view (SP3).
    func shouldCancel(_ view: ViewID, isControl: Bool) -> Bool {
        switch touchesShouldCancel {
        case .yes: true
        case .no: false
        case .default: !isControl
        case .listed(let views): views.contains(view) || !isControl
        }
    }

    /// A list's answer for one cell to `should-highlight` or `should-select` (TS3, TS5): no
    /// for every cell, or for the listed ones.
    static func answersYes(_ answer: ScrollAnswer, for cell: ViewID) -> Bool {
        switch answer {
        case .yes, .default: true
        case .no: false
        case .listed(let cells): !cells.contains(cell)
        }
    }

    /// `touchesShouldBegin(_:with:in:)` for a content view (SD4).
    func shouldBegin(_ view: ViewID) -> Bool {
        switch touchesShouldBegin {
        case .yes, .default: true
        case .no: false
        case .listed(let views): !views.contains(view)
        }
    }
}

/// A key only scroll views take (V15), declared once with what its value must be and whether
/// `set` may change it.
public enum ScrollKey: String, DeclaredKey {
    case contentSize = "content-size"
    case contentOffset = "content-offset"
    case contentInset = "content-inset"
    case scrollEnabled = "scroll-enabled"
    case delaysContentTouches = "delays-content-touches"
    case canCancelContentTouches = "can-cancel-content-touches"
    case touchesShouldCancel = "touches-should-cancel"
    case touchesShouldBegin = "touches-should-begin"
    case directionalLock = "directional-lock"
    case bounces
    case alwaysBounceHorizontal = "always-bounce-horizontal"
    case alwaysBounceVertical = "always-bounce-vertical"
    case decelerationRate = "deceleration-rate"
    case forwardsTouches = "forwards-touches"
    case panRequiresFailureOf = "pan-requires-failure-of"
    case touchDelay = "touch-delay"
    case hysteresis
    case minFlickSpeed = "min-flick-speed"
    case stopSpeed = "stop-speed"
    case flickPause = "flick-pause"
    case keyboardDismissMode = "keyboard-dismiss-mode"
    /// The list keys (TS2–TS5): only on a `UITableView` or `UICollectionView` (V61).
    case allowsSelection = "allows-selection"
    case allowsMultipleSelection = "allows-multiple-selection"
    case shouldHighlight = "should-highlight"
    case shouldSelect = "should-select"

    /// Whether only lists take the key (V61), not every scroll view.
    package var isListKey: Bool {
        switch self {
        case .allowsSelection, .allowsMultipleSelection, .shouldHighlight, .shouldSelect: true
        default: false
        }
    }

    /// Whether `set` may change it (V20): every key but the pan's requirement list.
    package var isSettable: Bool { declaration.isSettable }

    /// Everything declared about the key (made once, see ``declared``).
    package var declaration: ScrollKeyDeclaration { Self.table[self] ?? declared }

    private static let table = KeyTable<ScrollKey, ScrollKeyDeclaration>(\.declared)

    /// Everything declared about the key, in one place: adding a key is one case here.
    private var declared: ScrollKeyDeclaration {
        switch self {
        case .contentSize:
            ScrollKeyDeclaration(
                settable: true, type: .size,
                field: ScrollKeyField(
                    get: { .pair($0.contentWidth, $0.contentHeight) },
                    set: { settings, value in
                        if case .pair(let width, let height) = value { (settings.contentWidth, settings.contentHeight) = (width, height) }
                    }), "[w, h] with both at least 0",
                help: "contentSize: with the bounds and the inset, how far the content can scroll (SV3, SV4).")
        case .contentOffset:
            ScrollKeyDeclaration(
                settable: true, type: .offset, field: nil, "[x, y]",
                help: "contentOffset: the bounds origin, how far the content is scrolled (write it or bounds-origin, V17).")
        case .contentInset:
            ScrollKeyDeclaration(
                settable: true, type: .insets, field: .of({ $0.contentInset }, { $0.contentInset = $1 }), "[top, left, bottom, right]",
                help: "adjustedContentInset: room around the content (SV3).")
        case .scrollEnabled:
            ScrollKeyDeclaration(
                settable: true, type: .flag, field: .of({ $0.scrollEnabled }, { $0.scrollEnabled = $1 }), "yes or no",
                help: "isScrollEnabled: off, both built-in recognizers are off and touch calls go up the chain (SV5).")
        case .delaysContentTouches:
            ScrollKeyDeclaration(
                settable: true, type: .flag, field: .of({ $0.delaysContentTouches }, { $0.delaysContentTouches = $1 }), "yes or no",
                help: "delaysContentTouches: the delay recognizer holds the content's touch-down a moment (SD2).")
        case .canCancelContentTouches:
            ScrollKeyDeclaration(
                settable: true, type: .flag, field: .of({ $0.canCancelContentTouches }, { $0.canCancelContentTouches = $1 }), "yes or no",
                help: "canCancelContentTouches: whether a drag may take a touch the content already tracks (SP3).")
        case .touchesShouldCancel:
            ScrollKeyDeclaration(
                settable: true, type: .answer(orDefault: true),
                field: .of({ $0.touchesShouldCancel }, { $0.touchesShouldCancel = $1 }),
                "default, yes, no, or a list of views such as [buy]",
                help: "A touchesShouldCancel(in:) override: default answers no for controls, yes for other views (SP3).")
        case .touchesShouldBegin:
            ScrollKeyDeclaration(
                settable: true, type: .answer(orDefault: false), field: .of({ $0.touchesShouldBegin }, { $0.touchesShouldBegin = $1 }),
                "yes, no, or a list of views such as [canvas]",
                help: "A touchesShouldBegin override: yes by default; no answers no for every view, a list for the listed views (SD4).")
        case .directionalLock:
            ScrollKeyDeclaration(
                settable: true, type: .flag, field: .of({ $0.directionalLock }, { $0.directionalLock = $1 }), "yes or no",
                help: "isDirectionalLockEnabled: a drag that starts within 20° of an axis keeps to it (SP6).")
        case .bounces:
            ScrollKeyDeclaration(
                settable: true, type: .flag, field: .of({ $0.bounces }, { $0.bounces = $1 }), "yes or no",
                help: "bounces: a drag past a limit stretches like a rubber band; no stops it at the limit (SP7).")
        case .alwaysBounceHorizontal:
            ScrollKeyDeclaration(
                settable: true, type: .flag, field: .of({ $0.alwaysBounceHorizontal }, { $0.alwaysBounceHorizontal = $1 }), "yes or no",
                help: "Scrolls horizontally even when the content fits, if it bounces (SV4).")
        case .alwaysBounceVertical:
            ScrollKeyDeclaration(
                settable: true, type: .flag, field: .of({ $0.alwaysBounceVertical }, { $0.alwaysBounceVertical = $1 }), "yes or no",
                help: "Scrolls vertically even when the content fits, if it bounces (SV4).")
        case .decelerationRate:
            ScrollKeyDeclaration(
                settable: true, type: .rate, field: .of({ $0.decelerationRate }, { $0.decelerationRate = $1 }), "normal or fast",
                help: "decelerationRate: normal (0.998 a millisecond) or fast (0.99) (SK3).")
        case .forwardsTouches:
            ScrollKeyDeclaration(
                settable: true, type: .flag, field: .of({ $0.forwardsTouches }, { $0.forwardsTouches = $1 }), "yes or no",
                help: "A subclass whose touch methods call the next responder: its own code forwards calls (SV5).")
        case .panRequiresFailureOf:
            ScrollKeyDeclaration(
                settable: false, type: .recognizers, field: nil, "a list of recognizer names such as [swipeRow]",
                help: "The built-in pan waits for these recognizers to fail (SP1).")
        case .touchDelay:
            ScrollKeyDeclaration(
                settable: true, type: .duration(positive: false, atMost: 60_000_000), field: .of({ $0.touchDelay }, { $0.touchDelay = $1 }),
                "a duration in seconds from 0 to 60, with at most six decimals",
                help: "How long the delay recognizer holds a touch-down (SD2).")
        case .hysteresis:
            ScrollKeyDeclaration(
                settable: true, type: .distance, field: .of({ $0.hysteresis }, { $0.hysteresis = $1 }),
                "a number at least 0",
                help: "How far, in points, a finger moves along a scrollable axis before the pan begins (SP2).")
        case .minFlickSpeed:
            ScrollKeyDeclaration(
                settable: true, type: .distance, field: .of({ $0.minFlickSpeed }, { $0.minFlickSpeed = $1 }),
                "a number at least 0", help: "The speed, in points a second, a lift needs to fling the content (SK2).")
        case .stopSpeed:
            ScrollKeyDeclaration(
                settable: true, type: .number(above: 0, orEqual: false, atMost: nil), field: .of({ $0.stopSpeed }, { $0.stopSpeed = $1 }),
                "a number greater than 0", help: "The speed, in points a second, at which a deceleration ends (SK3).")
        case .flickPause:
            ScrollKeyDeclaration(
                settable: true, type: .duration(positive: false, atMost: 60_000_000), field: .of({ $0.flickPause }, { $0.flickPause = $1 }),
                "a duration in seconds from 0 to 60, with at most six decimals",
                help: "A lift this long after the last move has no velocity (SK1).")
        case .keyboardDismissMode:
            ScrollKeyDeclaration(
                settable: true, type: .dismissMode, field: .of({ $0.keyboardDismissMode }, { $0.keyboardDismissMode = $1 }),
                "none or on-drag",
                help: "keyboardDismissMode: on-drag makes the first responder of the window, if it takes text, resign when the "
                    + "built-in pan begins (TI4); interactive is not modelled.")
        case .allowsSelection:
            ScrollKeyDeclaration(
                settable: true, type: .flag, field: .of({ $0.allowsSelection }, { $0.allowsSelection = $1 }), "yes or no",
                help: "allowsSelection of a list: no, and a touch in a cell is neither highlighted nor selected (TS2).")
        case .allowsMultipleSelection:
            ScrollKeyDeclaration(
                settable: true, type: .flag, field: .of({ $0.allowsMultipleSelection }, { $0.allowsMultipleSelection = $1 }),
                "yes or no",
                help: "allowsMultipleSelection of a list: a tap toggles its cell; no, and selecting a cell deselects the others (TS5).")
        case .shouldHighlight:
            ScrollKeyDeclaration(
                settable: true, type: .answer(orDefault: false), field: .of({ $0.shouldHighlight }, { $0.shouldHighlight = $1 }),
                "yes, no, or a list of cells such as [header]",
                help:
                    "The delegate's shouldHighlightRowAt/ItemAt: no for every cell, or for the listed cells; a refused cell is not selected either (TS3)."
            )
        case .shouldSelect:
            ScrollKeyDeclaration(
                settable: true, type: .answer(orDefault: false), field: .of({ $0.shouldSelect }, { $0.shouldSelect = $1 }),
                "yes, no, or a list of cells such as [header]",
                help: "The delegate's willSelectRowAt (nil) or shouldSelectItemAt: no for every cell, or for the listed cells (TS5).")
        }
    }

    /// What the key means, for help texts and the editor.
    package var help: String { declaration.help }

    /// What its value must be, as messages say it (V16).
    package var expectation: String { declaration.expectation }
}

/// What is declared about one scroll-view key: whether `set` may change it, what its value
/// must be and what it means.
package final class ScrollKeyDeclaration: Sendable {
    /// Whether `set` may change it (V20).
    package let isSettable: Bool
    /// How its value is written, which fixes how the builder reads it (V16).
    package let type: KeyValueType
    /// The field of ``ScrollSettings`` it reads and writes; nil for `content-offset` (the
    /// bounds origin) and `pan-requires-failure-of` (the pan's requirement list).
    package let field: ScrollKeyField?
    /// What its value must be, as messages say it (V16).
    package let expectation: String
    /// What the key means, for help texts and the editor.
    package let help: String

    init(settable: Bool, type: KeyValueType, field: ScrollKeyField?, _ expectation: String, help: String) {
        self.isSettable = settable
        self.type = type
        self.field = field
        self.expectation = expectation
        self.help = help
    }
}

/// The field of ``ScrollSettings`` a scroll-view key reads and writes: its value's codec with
/// ``KeyValue``.
package struct ScrollKeyField: Sendable {
    /// The key's value in the settings.
    package let get: @Sendable (ScrollSettings) -> KeyValue
    /// Gives the settings a value; one of another type changes nothing.
    package let set: @Sendable (inout ScrollSettings, KeyValue) -> Void

    init(
        get: @escaping @Sendable (ScrollSettings) -> KeyValue,
        set: @escaping @Sendable (inout ScrollSettings, KeyValue) -> Void
    ) {
        self.get = get
        self.set = set
    }

    /// The field that `get` reads and `set` writes, of a type that is one case of ``KeyValue``.
    static func of<Value: KeyValueConvertible>(
        _ get: @escaping @Sendable (ScrollSettings) -> Value, _ set: @escaping @Sendable (inout ScrollSettings, Value) -> Void
    ) -> ScrollKeyField {
        ScrollKeyField(
            get: { get($0).keyValue },
            set: { settings, value in
                if let typed = Value(value) { set(&settings, typed) }
            })
    }
}

/// The names of a scroll view's built-in recognizers: `NAME.delay` and `NAME.pan` (a declared
/// name never has a dot, so they never collide).
package enum BuiltInRecognizer: String, CaseIterable, Sendable {
    case delay
    case pan

    /// Its kind.
    package var kind: GestureKind { GestureKind(self) }

    /// The recognizer's name on the scroll view named `view`.
    package func name(on view: String) -> String { view + "." + rawValue }

    /// Splits `NAME.delay` or `NAME.pan` into the view's name and the recognizer; nil for any
    /// other text.
    package static func split(_ text: String) -> (view: String, recognizer: BuiltInRecognizer)? {
        guard let dot = text.lastIndex(of: "."), let builtIn = BuiltInRecognizer(rawValue: String(text[text.index(after: dot)...]))
        else { return nil }
        return (String(text[..<dot]), builtIn)
    }
}
