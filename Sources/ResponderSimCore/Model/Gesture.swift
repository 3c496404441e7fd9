/// Index of a gesture recognizer in ``Scene/recognizers``.
public struct RecognizerID: Hashable, Comparable, Sendable {
    /// The recognizer's position in ``Scene/recognizers``.
    public package(set) var index: Int
    package init(_ index: Int) { self.index = index }
    public static func < (lhs: RecognizerID, rhs: RecognizerID) -> Bool { lhs.index < rhs.index }
}

/// A key of a `gestures:` item (Scenes/README.md, Gesture recognizers), declared once with its type, range and
/// default per kind.
package enum GestureKey: String, DeclaredKey {
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
    // The delegate's answers (GD1–GD3), on declared recognizers of every kind.
    case shouldReceive = "should-receive"
    case shouldBegin = "should-begin"
    case shouldRequireFailureOf = "should-require-failure-of"
    case shouldBeRequiredToFailBy = "should-be-required-to-fail-by"
    /// Its action ends editing in its view (TI3).
    case endsEditing = "ends-editing"

    /// The keys every kind takes.
    package static let common: [GestureKey] =
        [
            .cancelsTouches, .delaysBegan, .delaysEnded, .enabled, .requiresFailureOf, .simultaneousWith,
        ] + delegateAnswers + [.endsEditing]

    /// The delegate's answers (GD1–GD3): keys of every kind that a script's `set` may change
    /// on a declared recognizer (V66).
    package static let delegateAnswers: [GestureKey] = [
        .shouldReceive, .shouldBegin, .shouldRequireFailureOf, .shouldBeRequiredToFailBy,
    ]

    /// What a value must be, as messages say it (V4).
    package func expectation(for kind: GestureKind) -> String { declaration(for: kind).expectation }

    /// What the key means (the same on every kind).
    package var help: String { declaration(for: nil).help }

    /// What a value must be on a kind that bounds nothing of its own.
    package var expectation: String { declaration(for: nil).expectation }

    /// Whether a script's `set` may change it on a declared recognizer: `enabled`, the
    /// delegate's answers (V66) and `ends-editing`.
    package var isSettable: Bool { self == .enabled || self == .endsEditing || Self.delegateAnswers.contains(self) }

    /// Everything declared about the key on a recognizer of `kind` (nil: a kind that changes
    /// no key), made once per kind.
    package func declaration(for kind: GestureKind?) -> GestureKeyDeclaration {
        let row = kind.flatMap { Self.kinds.firstIndex(of: $0) } ?? Self.kinds.count
        return row < Self.tables.count ? Self.tables[row][self] ?? declared(for: kind) : declared(for: kind)
    }

    /// One table per kind, then one for no kind.
    private static let tables: [KeyTable<GestureKey, GestureKeyDeclaration>] =
        GestureKind.allCases.map { kind in KeyTable { $0.declared(for: kind) } } + [KeyTable { $0.declared(for: nil) }]
    private static let kinds = GestureKind.allCases

    /// Everything declared about the key on a recognizer of `kind` (nil: a kind that changes
    /// no key), in one place: adding a
    /// key is one case here (and its field on ``GestureRecognizer``).
    private func declared(for kind: GestureKind?) -> GestureKeyDeclaration {
        switch self {
        case .cancelsTouches:
            GestureKeyDeclaration(
                .flag, "yes or no", help: "cancelsTouchesInView: on recognition the view's touches are cancelled (G16).",
                { .flag($0.cancelsTouches) }, { if case .flag(let value) = $1 { $0.cancelsTouches = value } }, default: .flag(true))
        case .delaysBegan:
            GestureKeyDeclaration(
                .flag, "yes or no",
                help: "delaysTouchesBegan: the views' began, moved and ended calls wait while the recognizer may still recognize (G17).",
                { .flag($0.delaysBegan) }, { if case .flag(let value) = $1 { $0.delaysBegan = value } },
                default: kind?.declaration.defaults[self] ?? .flag(false))
        case .delaysEnded:
            GestureKeyDeclaration(
                .flag, "yes or no", help: "delaysTouchesEnded: the view's ended calls wait while the recognizer may still recognize (G18).",
                { .flag($0.delaysEnded) }, { if case .flag(let value) = $1 { $0.delaysEnded = value } },
                default: kind?.declaration.defaults[self] ?? .flag(true))
        case .enabled:
            GestureKeyDeclaration(
                .flag, "yes or no", help: "isEnabled: a disabled recognizer sees no touch (G1, G30).",
                { .flag($0.isEnabled) }, { if case .flag(let value) = $1 { $0.isEnabled = value } }, default: .flag(true))
        case .requiresFailureOf:
            GestureKeyDeclaration(
                .recognizers, "a list of recognizer names such as [dbl]",
                help: "require(toFail:): the recognizer waits for these to fail before it recognizes (G12, G13).",
                { .recognizers($0.requiresFailureOf) }, { if case .recognizers(let ids) = $1 { $0.requiresFailureOf = ids } },
                default: .recognizers([]))
        case .simultaneousWith:
            GestureKeyDeclaration(
                .recognizers, "a list of recognizer names such as [dbl]",
                help: "The delegate lets the recognizer recognize together with these (G14).",
                { .recognizers($0.simultaneousWith) }, { if case .recognizers(let ids) = $1 { $0.simultaneousWith = ids } },
                default: .recognizers([]))
        case .taps:
            GestureKeyDeclaration(
                .count(limited: false), "a whole number from 1 to 20", help: "numberOfTapsRequired.",
                { .count($0.taps) }, { if case .count(let count?) = $1 { $0.taps = count } }, default: .count(1))
        case .touches:
            GestureKeyDeclaration(
                .count(limited: true), "a whole number from 1 to 20", help: "numberOfTouchesRequired: fingers down together.",
                { .count($0.touches) }, { if case .count(let count?) = $1 { $0.touches = count } }, default: .count(1))
        case .movement:
            GestureKeyDeclaration(
                .number(above: 0, orEqual: true, atMost: nil), "a number at least 0",
                help: "How far, in points, a finger may move before the recognizer fails.",
                { .number($0.movement) }, { if case .number(let number) = $1 { $0.movement = number } },
                default: kind?.declaration.defaults[self] ?? .number(45))
        case .interval:
            GestureKeyDeclaration(
                .duration(positive: true, atMost: nil), "a duration in seconds greater than 0, with at most six decimals",
                help: "The longest wait, in seconds, between the taps of a multiple tap.",
                { .duration($0.interval) }, { if case .duration(let time) = $1 { $0.interval = time } }, default: .duration(350_000))
        case .maxDuration:
            GestureKeyDeclaration(
                .duration(positive: true, atMost: nil), "a duration in seconds greater than 0, with at most six decimals",
                help: "The longest a tap or swipe may take, in seconds.",
                { .duration($0.maxDuration) }, { if case .duration(let time) = $1 { $0.maxDuration = time } },
                default: kind?.declaration.defaults[self] ?? .duration(750_000))
        case .duration:
            GestureKeyDeclaration(
                .duration(positive: false, atMost: 60_000_000), "a duration in seconds from 0 to 60, with at most six decimals",
                help: "minimumPressDuration, in seconds.",
                { .duration($0.duration) }, { if case .duration(let time) = $1 { $0.duration = time } }, default: .duration(500_000))
        case .minTouches:
            GestureKeyDeclaration(
                .count(limited: true), "a whole number from 1 to 20", help: "minimumNumberOfTouches.",
                { .count($0.minTouches) }, { if case .count(let count?) = $1 { $0.minTouches = count } }, default: .count(1))
        case .maxTouches:
            GestureKeyDeclaration(
                .count(limited: true), "a whole number from 1 to 20", help: "maximumNumberOfTouches (unlimited unless written).",
                { .count($0.maxTouches) }, { if case .count(let count) = $1 { $0.maxTouches = count } }, default: .count(nil))
        case .hysteresis:
            GestureKeyDeclaration(
                .number(above: 0, orEqual: true, atMost: kind?.declaration.hysteresisLimit?.atMost),
                kind?.declaration.hysteresisLimit?.expectation ?? "a number at least 0",
                help: "How far the fingers must move (points; degrees for a rotation) before the recognizer begins.",
                { .number($0.hysteresis) }, { if case .number(let number) = $1 { $0.hysteresis = number } },
                default: kind?.declaration.defaults[self] ?? .number(0))
        case .direction:
            GestureKeyDeclaration(
                .directions, "right, left, up or down, or a list of them such as [left, right]",
                help: "The directions a swipe may take.",
                { .directions($0.directions) }, { if case .directions(let directions) = $1 { $0.directions = directions } },
                default: .directions([.right]))
        case .minDistance:
            GestureKeyDeclaration(
                .number(above: 0, orEqual: false, atMost: nil), "a number greater than 0",
                help: "The distance, in points, a swipe must cover.",
                { .number($0.minDistance) }, { if case .number(let number) = $1 { $0.minDistance = number } }, default: .number(50))
        case .shouldReceive:
            GestureKeyDeclaration(
                .receiveAnswer, "yes, no, not-controls, or a list of views such as [list]",
                help: "gestureRecognizer(_:shouldReceive:), asked when a touch begins: no keeps the touch from the recognizer; "
                    + "not-controls says no for a touch on a control; a list says no for a touch on a listed view or inside one (GD1).",
                { .receive($0.shouldReceive) }, { if case .receive(let answer) = $1 { $0.shouldReceive = answer } }, default: .receive(.yes)
            )
        case .shouldBegin:
            GestureKeyDeclaration(
                .beginAnswer, (kind?.declaration.takesAxisAnswers ?? false) ? "yes, no, horizontal or vertical" : "yes or no",
                help: "gestureRecognizerShouldBegin(_:), asked when the recognizer would begin or recognize: no makes it fail "
                    + "with should-begin; on a pan, horizontal and vertical say yes only for a drag mostly along that axis (GD2).",
                { .begin($0.shouldBegin) }, { if case .begin(let answer) = $1 { $0.shouldBegin = answer } }, default: .begin(.yes))
        case .shouldRequireFailureOf:
            GestureKeyDeclaration(
                .recognizers, "a list of recognizer names such as [dbl, list.pan]",
                help: "gestureRecognizer(_:shouldRequireFailureOf:) answering yes: when the recognizer first shares a touch with "
                    + "one of these, it waits for that one to fail, for the rest of the attempt (GD3).",
                { .recognizers($0.shouldRequireFailureOf) },
                { if case .recognizers(let ids) = $1 { $0.shouldRequireFailureOf = ids } }, default: .recognizers([]))
        case .shouldBeRequiredToFailBy:
            GestureKeyDeclaration(
                .recognizers, "a list of recognizer names such as [list.pan]",
                help: "gestureRecognizer(_:shouldBeRequiredToFailBy:) answering yes: when the recognizer first shares a touch "
                    + "with one of these, that one waits for this one to fail, for the rest of the attempt (GD3, GD4).",
                { .recognizers($0.shouldBeRequiredToFailBy) },
                { if case .recognizers(let ids) = $1 { $0.shouldBeRequiredToFailBy = ids } }, default: .recognizers([]))
        case .endsEditing:
            GestureKeyDeclaration(
                .flag, "yes or no",
                help: "Its action calls endEditing(true) on the recognizer's view: a first responder in that subtree resigns, "
                    + "forced, right after the recognized or ended line (TI3).",
                { .flag($0.endsEditing) }, { if case .flag(let value) = $1 { $0.endsEditing = value } }, default: .flag(false))
        }
    }
}

/// What is declared about one recognizer key for one kind: how its value is read, what it
/// must be, what it means, the recognizer's field and UIKit's default.
package final class GestureKeyDeclaration: Sendable {
    /// How the value is read, with its range.
    package let type: KeyValueType
    /// What the value must be, as messages say it (V4).
    package let expectation: String
    /// What the key means, for help texts and the editor.
    package let help: String
    /// The key's value on a recognizer.
    package let value: @Sendable (GestureRecognizer) -> KeyValue
    /// Gives a recognizer the value (one of the key's type).
    package let set: @Sendable (inout GestureRecognizer, KeyValue) -> Void
    /// UIKit's default for the kind.
    package let defaultValue: KeyValue

    init(
        _ type: KeyValueType, _ expectation: String, help: String, _ value: @escaping @Sendable (GestureRecognizer) -> KeyValue,
        _ set: @escaping @Sendable (inout GestureRecognizer, KeyValue) -> Void, default defaultValue: KeyValue
    ) {
        self.type = type
        self.expectation = expectation
        self.help = help
        self.value = value
        self.set = set
        self.defaultValue = defaultValue
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
    package var name: String
    /// Which of the six kinds of recognizer it is.
    package var kind: GestureKind
    /// The view or window it is attached to.
    package var view: ViewID
    // The keys' fields start empty: the initializer gives each the default the key table
    // declares for the kind (`GestureKey.declaration(for:)`).
    /// `cancelsTouchesInView` (G16).
    package var cancelsTouches = false
    /// `delaysTouchesBegan` (G17).
    package var delaysBegan = false
    /// `delaysTouchesEnded` (G18).
    package var delaysEnded = false
    /// `isEnabled` (G1, G30).
    package var isEnabled = false
    /// `require(toFail:)` (G12, G13, G31), in list order.
    package var requiresFailureOf: [RecognizerID] = []
    /// The delegate's `shouldRecognizeSimultaneouslyWith` answers yes for these (G14).
    package var simultaneousWith: [RecognizerID] = []
    /// `numberOfTapsRequired` (tap).
    package var taps = 0
    /// `numberOfTouchesRequired` (tap, long press, swipe).
    package var touches = 0
    /// Allowable movement in points (tap: 45, long press: 10).
    package var movement = 0.0
    /// The longest time between taps (tap).
    package var interval: Microseconds = 0
    /// The longest tap (0.75 s) or swipe (0.5 s).
    package var maxDuration: Microseconds = 0
    /// `minimumPressDuration` (long press).
    package var duration: Microseconds = 0
    /// `minimumNumberOfTouches` and `maximumNumberOfTouches` (pan; nil: unlimited).
    package var minTouches = 0
    package var maxTouches: Int?
    /// The threshold in points (pan 10, pinch 8) or degrees (rotation 5).
    package var hysteresis = 0.0
    /// The allowed directions (swipe).
    package var directions: [SwipeDirection] = []
    /// The distance a swipe must cover, in points.
    package var minDistance = 0.0
    /// The delegate's `shouldReceive` answer (GD1).
    package var shouldReceive = ShouldReceiveAnswer.yes
    /// The delegate's `gestureRecognizerShouldBegin` answer (GD2).
    package var shouldBegin = ShouldBeginAnswer.yes
    /// The delegate's `shouldRequireFailureOf` answers yes for these (GD3), in list order.
    package var shouldRequireFailureOf: [RecognizerID] = []
    /// The delegate's `shouldBeRequiredToFailBy` answers yes for these (GD3), in list order.
    package var shouldBeRequiredToFailBy: [RecognizerID] = []
    /// Its action calls `endEditing(true)` on its view (TI3).
    package var endsEditing = false
    /// Where its name was written.
    package var location: SourceLocation

    /// A recognizer of `kind` with every key at the default the key table declares for it.
    package init(name: String, kind: GestureKind, view: ViewID, location: SourceLocation) {
        self.name = name
        self.kind = kind
        self.view = view
        self.location = location
        for key in GestureKey.allCases {
            let declaration = key.declaration(for: kind)
            declaration.set(&self, declaration.defaultValue)
        }
    }
}
