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
    public var perMillisecond: Double { self == .normal ? 0.998 : 0.99 }
}

/// What a scroll view declares beyond a plain view (SV1–SV5): its content, its switches and
/// its thresholds, each at UIKit's default until the scene writes it. The content offset is
/// the view's bounds origin (SV2).
public struct ScrollSettings: Hashable, Sendable {
    /// `contentSize`: the content's width and height.
    public package(set) var contentWidth = 0.0
    public package(set) var contentHeight = 0.0
    /// The inset in effect around the content (`adjustedContentInset`).
    public package(set) var contentInset = EdgeInsets.zero
    /// `isScrollEnabled` (SD1, SP1, SV5).
    public package(set) var scrollEnabled = true
    /// `delaysContentTouches` (SD2).
    public package(set) var delaysContentTouches = true
    /// `canCancelContentTouches` (SP3).
    public package(set) var canCancelContentTouches = true
    /// The `touchesShouldCancel(in:)` override (SP3).
    public package(set) var touchesShouldCancel = ScrollAnswer.default
    /// The `touchesShouldBegin(_:with:in:)` override (SD4).
    public package(set) var touchesShouldBegin = ScrollAnswer.yes
    /// `isDirectionalLockEnabled` (SP6).
    public package(set) var directionalLock = false
    /// `bounces` (SV4, SP7).
    public package(set) var bounces = true
    /// `alwaysBounceHorizontal`, `alwaysBounceVertical` (SV4).
    public package(set) var alwaysBounceHorizontal = false
    public package(set) var alwaysBounceVertical = false
    /// `decelerationRate` (SK3).
    public package(set) var decelerationRate = DecelerationRate.normal
    /// A subclass whose touch methods call `next` (SV5).
    public package(set) var forwardsTouches = false
    /// How long the delay recognizer holds a touch-down (SD2).
    public package(set) var touchDelay: Microseconds = 150_000
    /// Points a finger must move along a scrollable axis before the pan begins (SP2).
    public package(set) var hysteresis = 10.0
    /// Points per second a lift needs to start a deceleration (SK2).
    public package(set) var minFlickSpeed = 250.0
    /// Points per second at which a deceleration ends (SK3).
    public package(set) var stopSpeed = 10.0
    /// A lift later than this after the last move has no velocity (SK1).
    public package(set) var flickPause: Microseconds = 100_000
    /// The two built-in recognizers: `NAME.delay` and `NAME.pan` (SD, SP).
    public package(set) var delay = RecognizerID(0)
    public package(set) var pan = RecognizerID(0)

    /// Settings at UIKit's defaults.
    package init() {}

    /// Sets one key (never `content-offset`, which is the bounds origin, nor
    /// `pan-requires-failure-of`, which is the pan's requirement list).
    package mutating func set(_ key: ScrollKey, _ value: ScrollValue) {
        switch (key, value) {
        case (.contentSize, .pair(let width, let height)):
            contentWidth = width
            contentHeight = height
        case (.contentInset, .insets(let insets)): contentInset = insets
        case (.scrollEnabled, .flag(let flag)): scrollEnabled = flag
        case (.delaysContentTouches, .flag(let flag)): delaysContentTouches = flag
        case (.canCancelContentTouches, .flag(let flag)): canCancelContentTouches = flag
        case (.touchesShouldCancel, .answer(let answer)): touchesShouldCancel = answer
        case (.touchesShouldBegin, .answer(let answer)): touchesShouldBegin = answer
        case (.directionalLock, .flag(let flag)): directionalLock = flag
        case (.bounces, .flag(let flag)): bounces = flag
        case (.alwaysBounceHorizontal, .flag(let flag)): alwaysBounceHorizontal = flag
        case (.alwaysBounceVertical, .flag(let flag)): alwaysBounceVertical = flag
        case (.decelerationRate, .rate(let rate)): decelerationRate = rate
        case (.forwardsTouches, .flag(let flag)): forwardsTouches = flag
        case (.touchDelay, .duration(let time)): touchDelay = time
        case (.flickPause, .duration(let time)): flickPause = time
        case (.hysteresis, .number(let number)): hysteresis = number
        case (.minFlickSpeed, .number(let number)): minFlickSpeed = number
        case (.stopSpeed, .number(let number)): stopSpeed = number
        default: break
        }
    }

    /// The value of one key, as `set(_:_:)` takes it; nil for `content-offset` and
    /// `pan-requires-failure-of`, which these settings do not hold.
    package func value(of key: ScrollKey) -> ScrollValue? {
        switch key {
        case .contentOffset, .panRequiresFailureOf: nil
        case .contentSize: .pair(contentWidth, contentHeight)
        case .contentInset: .insets(contentInset)
        case .scrollEnabled: .flag(scrollEnabled)
        case .delaysContentTouches: .flag(delaysContentTouches)
        case .canCancelContentTouches: .flag(canCancelContentTouches)
        case .touchesShouldCancel: .answer(touchesShouldCancel)
        case .touchesShouldBegin: .answer(touchesShouldBegin)
        case .directionalLock: .flag(directionalLock)
        case .bounces: .flag(bounces)
        case .alwaysBounceHorizontal: .flag(alwaysBounceHorizontal)
        case .alwaysBounceVertical: .flag(alwaysBounceVertical)
        case .decelerationRate: .rate(decelerationRate)
        case .forwardsTouches: .flag(forwardsTouches)
        case .touchDelay: .duration(touchDelay)
        case .hysteresis: .number(hysteresis)
        case .minFlickSpeed: .number(minFlickSpeed)
        case .stopSpeed: .number(stopSpeed)
        case .flickPause: .duration(flickPause)
        }
    }

    /// Whether the scroll view's own touch code keeps every call (SV5): scrolling is enabled
    /// and no subclass forwards.
    public var absorbsTouches: Bool { scrollEnabled && !forwardsTouches }

    /// `touchesShouldCancel(in:)` for a content view (SP3).
    func shouldCancel(_ view: ViewID, isControl: Bool) -> Bool {
        switch touchesShouldCancel {
        case .yes: true
        case .no: false
        case .default: !isControl
        case .listed(let views): views.contains(view) || !isControl
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

/// A value of a scroll-view key, as the scene or a `set` line writes it.
public enum ScrollValue: Hashable, Sendable {
    case flag(Bool)
    case pair(Double, Double)
    case insets(EdgeInsets)
    case number(Double)
    case duration(Microseconds)
    case answer(ScrollAnswer)
    case rate(DecelerationRate)
}

/// A key only scroll views take (V15), declared once with what its value must be and whether
/// `set` may change it.
public enum ScrollKey: String, CaseIterable, Sendable {
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

    /// The key as written in scene files.
    package var name: String { rawValue }

    /// Whether `set` may change it (V20): every key but the pan's requirement list.
    package var isSettable: Bool { declaration.isSettable }

    /// Everything declared about the key, in one place: adding a key is one case here.
    package var declaration: ScrollKeyDeclaration {
        switch self {
        case .contentSize:
            ScrollKeyDeclaration(
                settable: true, "[w, h] with both at least 0",
                help: "contentSize: with the bounds and the inset, how far the content can scroll (SV3, SV4).")
        case .contentOffset:
            ScrollKeyDeclaration(
                settable: true, "[x, y]",
                help: "contentOffset: the bounds origin, how far the content is scrolled (write it or bounds-origin, V17).")
        case .contentInset:
            ScrollKeyDeclaration(settable: true, "[top, left, bottom, right]", help: "adjustedContentInset: room around the content (SV3).")
        case .scrollEnabled:
            ScrollKeyDeclaration(
                settable: true, "yes or no",
                help: "isScrollEnabled: off, both built-in recognizers are off and touch calls go up the chain (SV5).")
        case .delaysContentTouches:
            ScrollKeyDeclaration(
                settable: true, "yes or no",
                help: "delaysContentTouches: the delay recognizer holds the content's touch-down a moment (SD2).")
        case .canCancelContentTouches:
            ScrollKeyDeclaration(
                settable: true, "yes or no",
                help: "canCancelContentTouches: whether a drag may take a touch the content already tracks (SP3).")
        case .touchesShouldCancel:
            ScrollKeyDeclaration(
                settable: true, "default, yes, no, or a list of views such as [buy]",
                help: "A touchesShouldCancel(in:) override: default answers no for controls, yes for other views (SP3).")
        case .touchesShouldBegin:
            ScrollKeyDeclaration(
                settable: true, "yes, no, or a list of views such as [canvas]",
                help: "A touchesShouldBegin override: yes by default; no answers no for every view, a list for the listed views (SD4).")
        case .directionalLock:
            ScrollKeyDeclaration(
                settable: true, "yes or no", help: "isDirectionalLockEnabled: a drag that starts within 20° of an axis keeps to it (SP6).")
        case .bounces:
            ScrollKeyDeclaration(
                settable: true, "yes or no",
                help: "bounces: a drag past a limit stretches like a rubber band; no stops it at the limit (SP7).")
        case .alwaysBounceHorizontal:
            ScrollKeyDeclaration(settable: true, "yes or no", help: "Scrolls horizontally even when the content fits, if it bounces (SV4).")
        case .alwaysBounceVertical:
            ScrollKeyDeclaration(settable: true, "yes or no", help: "Scrolls vertically even when the content fits, if it bounces (SV4).")
        case .decelerationRate:
            ScrollKeyDeclaration(
                settable: true, "normal or fast", help: "decelerationRate: normal (0.998 a millisecond) or fast (0.99) (SK3).")
        case .forwardsTouches:
            ScrollKeyDeclaration(
                settable: true, "yes or no",
                help: "A subclass whose touch methods call the next responder: its own code forwards calls (SV5).")
        case .panRequiresFailureOf:
            ScrollKeyDeclaration(
                settable: false, "a list of recognizer names such as [swipeRow]",
                help: "The built-in pan waits for these recognizers to fail (SP1).")
        case .touchDelay:
            ScrollKeyDeclaration(
                settable: true, "a duration in seconds from 0 to 60, with at most six decimals",
                help: "How long the delay recognizer holds a touch-down (SD2).")
        case .hysteresis:
            ScrollKeyDeclaration(
                settable: true, "a number at least 0",
                help: "How far, in points, a finger moves along a scrollable axis before the pan begins (SP2).")
        case .minFlickSpeed:
            ScrollKeyDeclaration(
                settable: true, "a number at least 0", help: "The speed, in points a second, a lift needs to fling the content (SK2).")
        case .stopSpeed:
            ScrollKeyDeclaration(
                settable: true, "a number greater than 0", help: "The speed, in points a second, at which a deceleration ends (SK3).")
        case .flickPause:
            ScrollKeyDeclaration(
                settable: true, "a duration in seconds from 0 to 60, with at most six decimals",
                help: "A lift this long after the last move has no velocity (SK1).")
        }
    }

    /// What the key means, for help texts and the editor.
    package var help: String { declaration.help }

    /// What its value must be, as messages say it (V16).
    package var expectation: String { declaration.expectation }
}

/// What is declared about one scroll-view key: whether `set` may change it, what its value
/// must be and what it means.
package struct ScrollKeyDeclaration: Sendable {
    /// Whether `set` may change it (V20).
    package let isSettable: Bool
    /// What its value must be, as messages say it (V16).
    package let expectation: String
    /// What the key means, for help texts and the editor.
    package let help: String

    init(settable: Bool, _ expectation: String, help: String) {
        self.isSettable = settable
        self.expectation = expectation
        self.help = help
    }
}

/// The names of a scroll view's built-in recognizers: `NAME.delay` and `NAME.pan` (a declared
/// name never has a dot, so they never collide).
package enum BuiltInRecognizer: String, CaseIterable, Sendable {
    case delay
    case pan

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
