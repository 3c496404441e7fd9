/// `should-receive` on a declared recognizer: the delegate's `gestureRecognizer(_:shouldReceive:)`,
/// asked once per touch when it begins (GD1).
public enum ShouldReceiveAnswer: Hashable, Sendable {
    /// Every touch (UIKit's default).
    case yes
    /// No touch at all.
    case no
    /// No when the touch's hit-test view is a control (`UIControl`, `UIButton`, `UITextField`).
    case notControls
    /// No when the touch's hit-test view is one of these views or inside one of them.
    case views([ViewID])

    /// The words a scene may write besides a list of views.
    package static let words = ["yes", "no", "not-controls"]
}

/// `should-begin` on a declared recognizer: the delegate's `gestureRecognizerShouldBegin(_:)`,
/// asked at each request (GD2).
public enum ShouldBeginAnswer: String, CaseIterable, Sendable {
    case yes, no
    /// Pans only: yes when the translation is wider than it is tall.
    case horizontal
    /// Pans only: yes when the translation is taller than it is wide.
    case vertical
}

/// `set NAME KEY VALUE` of one of a declared recognizer's delegate answers (GD1–GD3, V66).
public enum RecognizerAnswerChange: Hashable, Sendable {
    case shouldReceive(ShouldReceiveAnswer)
    case shouldBegin(ShouldBeginAnswer)
    case shouldRequireFailureOf([RecognizerID])
    case shouldBeRequiredToFailBy([RecognizerID])
}

extension RecognizerAnswerChange {
    /// The key the change sets.
    package var key: GestureKey {
        switch self {
        case .shouldReceive: .shouldReceive
        case .shouldBegin: .shouldBegin
        case .shouldRequireFailureOf: .shouldRequireFailureOf
        case .shouldBeRequiredToFailBy: .shouldBeRequiredToFailBy
        }
    }

    /// The value it gives the key.
    package var value: KeyValue {
        switch self {
        case .shouldReceive(let answer): .receive(answer)
        case .shouldBegin(let answer): .begin(answer)
        case .shouldRequireFailureOf(let ids), .shouldBeRequiredToFailBy(let ids): .recognizers(ids)
        }
    }
}

/// A declared recognizer's delegate answers as they stand in a run: the scene's, changed by
/// `set` (GD1–GD3). Kept with the recognizer's run state, across its resets.
struct RecognizerAnswers {
    var shouldReceive: ShouldReceiveAnswer
    var shouldBegin: ShouldBeginAnswer
    var shouldRequireFailureOf: [RecognizerID]
    var shouldBeRequiredToFailBy: [RecognizerID]
    /// It has a dynamic list or is named in one, in the scene or by a `set` run so far: its
    /// JSON `gestures` items carry `dynamicRequires`.
    var isInDynamicList = false

    init(_ recognizer: GestureRecognizer) {
        shouldReceive = recognizer.shouldReceive
        shouldBegin = recognizer.shouldBegin
        shouldRequireFailureOf = recognizer.shouldRequireFailureOf
        shouldBeRequiredToFailBy = recognizer.shouldBeRequiredToFailBy
        isInDynamicList = !shouldRequireFailureOf.isEmpty || !shouldBeRequiredToFailBy.isEmpty
    }

    mutating func apply(_ change: RecognizerAnswerChange) {
        switch change {
        case .shouldReceive(let answer): shouldReceive = answer
        case .shouldBegin(let answer): shouldBegin = answer
        case .shouldRequireFailureOf(let ids): shouldRequireFailureOf = ids
        case .shouldBeRequiredToFailBy(let ids): shouldBeRequiredToFailBy = ids
        }
    }
}

extension GestureRecognizer {
    /// Whether any of its delegate answers differs from UIKit's default (GD1–GD3).
    var hasDelegateAnswers: Bool {
        shouldReceive != .yes || shouldBegin != .yes || !shouldRequireFailureOf.isEmpty || !shouldBeRequiredToFailBy.isEmpty
    }
}
