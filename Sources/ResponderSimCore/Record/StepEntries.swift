/// One line of a step's compact trace (README.md, Trace formats: the compact format, Scenes/README.md, Expectations), in trace order: the
/// engine appends an entry as it records each delivery and each other line, so writers only
/// walk ``StepRecord/entries``.
public enum StepEntry: Sendable, Hashable {
    /// Index into ``StepRecord/deliveries``.
    case delivery(Int)
    /// Index into ``StepRecord/lines``: a drop, skip, output, control, recognizer, chain,
    /// scroll or cell line.
    case line(Int)
}

/// The rules behind one line of the trace, decided by the engine when it records the line
/// (one to three ids, most specific first). Every writer cites these, so the text trace,
/// `--explain`, the report, the pictures and the quiz give one answer.
public struct RuleCitation: Sendable, Hashable, CustomStringConvertible {
    /// The first, most specific rule.
    public let first: RuleID
    /// A second rule, if any.
    public let second: RuleID?
    /// A third rule, if any.
    public let third: RuleID?

    /// A citation of one to three rules.
    package init(_ first: RuleID, _ second: RuleID? = nil, _ third: RuleID? = nil) {
        self.first = first
        self.second = second
        self.third = third
    }

    /// The ids in order.
    public var ids: [RuleID] { [first] + [second, third].compactMap { $0 } }

    /// The ids joined as a trace prints them: `G18, G19`.
    public var description: String { ids.map(\.rawValue).joined(separator: ", ") }

    /// The same citation with `rule` added after the others (at most three are kept).
    package func adding(_ rule: RuleID) -> RuleCitation {
        if ids.contains(rule) { return self }
        if second == nil { return RuleCitation(first, rule) }
        if third == nil { return RuleCitation(first, second, rule) }
        return self
    }
}

/// A recognizer's state as a `gesture` line names it (Scenes/README.md, Gesture recognizers).
public enum GestureState: String, CaseIterable, Sendable, Hashable {
    case possible, pending, began, changed, ended, cancelled, recognized, failed

    /// Whether the recognizer's action is sent on entering this state (G8).
    public var sendsAction: Bool {
        switch self {
        case .began, .changed, .ended, .cancelled, .recognized: true
        case .possible, .pending, .failed: false
        }
    }
}

/// Why a recognizer failed (Scenes/README.md, Gesture recognizers).
public enum GestureFailure: String, CaseIterable, Sendable, Hashable {
    case movement, timeout, touches, lifted, cancelled, disabled, removed
    /// Another recognizer that is not simultaneous with it was granted first (G12.3, G12.4).
    case prevented
    /// A recognizer it requires to fail succeeded (G12.2, G12.4).
    case required
    /// A button's default action won (U7).
    case control
    /// A scroll view's delay decided at the began call, its delay being off (SD2, SD4).
    case immediate
    /// Content tracks the touch and may not be cancelled: the scroll pan gives way (SP3).
    case contentTracking = "content-tracking"
    /// Its delegate's `should-begin` answered no at its request (GD2).
    case shouldBegin = "should-begin"

    /// The rule behind the failure of a recognizer of `kind`, when the kind decides it; the
    /// engine names the rule itself where the moment decides it (a tap's two timers, GT1 and
    /// GT4; a waiting recognizer whose fingers lift, G13).
    package func rule(for kind: GestureKind) -> RuleID {
        let rules = kind.failureRules
        return switch self {
        case .movement: rules.movement
        case .timeout: rules.timeout
        case .touches: rules.touches
        case .lifted: rules.lifted
        case .immediate: .sd2
        case .contentTracking: .sp3
        case .shouldBegin: .gd2
        case .cancelled: .g9
        case .disabled: .g30
        case .removed: .g28
        case .prevented, .required: .g12
        case .control: .u7
        }
    }
}

/// A `gesture NAME STATE` line: a recognizer's state change.
public struct GestureRecord: Sendable {
    /// The recognizer whose state changed.
    public package(set) var recognizer: RecognizerID
    /// The state it entered.
    public package(set) var state: GestureState
    /// Why it failed, for the `failed` state; nil otherwise.
    public package(set) var failure: GestureFailure?
    /// The recognizer or button named after `prevented`, `required` or `control`.
    public package(set) var other: GestureOther?
    /// The rules behind the change (the failure's rule, or the grant's, the action's, ...).
    public package(set) var rules: RuleCitation
    /// For a grant: the first recognizer in RO sharing a touch that it could not make fail
    /// because a tap never prevents a tap that needs more taps (G12a); it stays Possible.
    package var spared: RecognizerID?
    /// For a grant: an active or earlier-granted tap sharing a touch that could not prevent it
    /// (G12a).
    package var sparedBy: RecognizerID?
    /// Range of ``StepRecord/entryTouches``: the recognizer's touches, by creation.
    public package(set) var touches: Range<Int>
    /// 1-based position among the step's compact lines.
    public package(set) var seq: Int
    /// Range of ``StepRecord/dynamicRequires``: the recognizers it requires in this attempt by
    /// the delegate's dynamic lists (GD3); nil for a recognizer that has no such list and is
    /// named in none.
    package var dynamicRequires: Range<Int>? = nil
}

/// What a failure names after its reason.
public enum GestureOther: Sendable, Hashable {
    /// The recognizer that prevented it, or that it required to fail.
    case recognizer(RecognizerID)
    /// The button whose default action won (U7).
    case control(ViewID)
}

extension Scene {
    /// The name of the recognizer or control a `gesture` line names after its reason.
    public func name(of other: GestureOther) -> String {
        switch other {
        case .recognizer(let recognizer): name(of: recognizer)
        case .control(let view): views[view.index].name
        }
    }
}

/// A `control NAME EVENT` line: a UIControl event (U2–U5, U12).
public struct ControlRecord: Sendable {
    /// The control that sent the event.
    public package(set) var control: ViewID
    /// The control event sent.
    public package(set) var event: ControlEvent
    /// The touch the control tracks.
    public package(set) var touch: TouchRef
    /// Whether the tracked touch is inside after the call.
    public package(set) var inside: Bool
    /// 1-based position among the step's compact lines.
    public package(set) var seq: Int
}

extension ControlRecord {
    /// The rules behind the line: the one that sends the event (U2–U5), then U12 (the line
    /// follows its call).
    public var rules: RuleCitation { RuleCitation(event.rule, .u12) }
}

/// A `hold VIEW.touchesPHASE [TOUCHES] NAME` line: a view call held by a recognizer (G17–G19).
public struct HoldRecord: Sendable {
    /// The hit-test view the call was for.
    public package(set) var view: ViewID
    /// The phase of the held call.
    public package(set) var phase: TouchPhase
    /// Range of ``StepRecord/entryTouches``.
    public package(set) var touches: Range<Int>
    /// The first recognizer in RO that holds the touches' oldest held call.
    public package(set) var recognizer: RecognizerID
    /// Why the call is held: G17 (a recognizer with delays-began), G18 (delays-ended) or G19
    /// (the touch already has held calls, which go first).
    public package(set) var rule: RuleID
    /// 1-based position among the step's compact lines.
    public package(set) var seq: Int
}

/// A `release VIEW [TOUCHES]` line: held calls of these touches follow (G20).
public struct ReleaseRecord: Sendable {
    /// The rule behind the line.
    public var rule: RuleID { .g20 }
    /// The view whose held calls follow.
    public package(set) var view: ViewID
    /// Range of ``StepRecord/entryTouches``.
    public package(set) var touches: Range<Int>
    /// 1-based position among the step's compact lines.
    public package(set) var seq: Int
}

/// A `discard VIEW [TOUCHES] NAME` line: held calls thrown away (G16, G23).
public struct DiscardRecord: Sendable {
    /// The view whose held calls were thrown away.
    public package(set) var view: ViewID
    /// Range of ``StepRecord/entryTouches``.
    public package(set) var touches: Range<Int>
    /// The granted recognizer, or nil for `-` (a system cancel, the touch limit, a removal).
    public package(set) var recognizer: RecognizerID?

    /// The rule behind the line: G16 for a grant that takes the touch, G23 for a cancellation.
    public var rule: RuleID { recognizer == nil ? .g23 : .g16 }
    /// 1-based position among the step's compact lines.
    public package(set) var seq: Int
}

/// A call a recognizer took (G5); JSON only.
package struct GestureInputRecord: Sendable {
    /// The recognizer that took the call.
    package var recognizer: RecognizerID
    /// The phase of the call.
    package var phase: TouchPhase
    /// Range of ``StepRecord/entryTouches``.
    package var touches: Range<Int>
}

/// Where a delivered call came from (README.md, Trace formats).
public enum DeliveryOrigin: Sendable, Hashable {
    /// The step's own call.
    case event
    /// A held call released in this step; it was held in step `heldAt`.
    case release(heldAt: Int)
    /// A cancellation made by recognizer `by`'s grant (G16).
    case gesture(by: RecognizerID)
}

/// A recognizer timer or a behaviour's delayed call coming due (`timer` steps).
public struct TimerRecord: Sendable, Hashable {
    /// What the timer is for.
    public enum What: String, Sendable {
        /// A behaviour's `performSelector:afterDelay:`.
        case delay
        case tapDuration = "tap-duration"
        case tapInterval = "tap-interval"
        case press
        /// A scroll view's delay holding a touch-down (SD2).
        case touchDelay = "touch-delay"
        /// The end of a flick's deceleration (SK3).
        case deceleration
    }
    /// The view whose behaviour scheduled it, or the recognizer.
    public package(set) var owner: TimerOwner
    /// What kind of timer came due.
    public package(set) var what: What
}

/// Who scheduled a timer.
public enum TimerOwner: Sendable, Hashable {
    case view(ViewID)
    case recognizer(RecognizerID)
}
