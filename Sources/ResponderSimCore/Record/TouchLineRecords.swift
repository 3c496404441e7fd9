// The records a step's touch lines are made of (touch references, changes, hit tests, calls,
// deliveries, drops, skips, outputs): the parts of ``StepRecord`` that the touch chapter
// fills, kept apart from the step record itself.

/// A touch as it appears in a trace: its creation order (the order of `down` lines) and its id.
public struct TouchRef: Hashable, Sendable {
    /// 0-based creation order of the touch in the run (a reused id gets a new serial).
    public package(set) var serial: Int
    /// The touch's slot (``TouchChange/touch``): its id is ``StepRecord/touchNames``[name]
    /// in the records of the steps it appears in.
    public package(set) var name: Int
    package init(serial: Int, name: Int) {
        self.serial = serial
        self.name = name
    }
}

/// What a step is (README.md, Trace formats: JSON Lines `kind`).
public enum StepKind: String, Sendable {
    case touches, cancel, set, remove, wait, timer
    case ignoreBegin = "ignore-begin"
    case ignoreEnd = "ignore-end"
    case become, resign
    case makeKey = "make-key"
    case action, key, press, shake, remote, menu
}

/// A touch's phase as listed in `all` (`event.allTouches`).
package enum EventPhase: Int, Sendable {
    case began, moved, ended, cancelled, stationary

    /// The name printed in traces: a phase's own name, or `stationary`.
    package var name: String { nameLiteral.description }

    /// ``name`` as a literal, for writers that append bytes.
    var nameLiteral: StaticString { touchPhase?.nameLiteral ?? "stationary" }

    /// The touch phase, or nil for `stationary`.
    @inline(__always)
    var touchPhase: TouchPhase? {
        switch self {
        case .began: .began
        case .moved: .moved
        case .ended: .ended
        case .cancelled: .cancelled
        case .stationary: nil
        }
    }

    init(_ phase: TouchPhase) {
        switch phase {
        case .began: self = .began
        case .moved: self = .moved
        case .ended: self = .ended
        case .cancelled: self = .cancelled
        }
    }
}

/// Why a touch is withheld (README.md, Trace formats: drop reasons), in priority order.
public enum DropReason: String, Sendable, CaseIterable {
    case ignoringInteraction = "ignoring-interaction"
    case touchLimit = "touch-limit"
    case noWindow = "no-window"
    case noHitView = "no-hit-view"
    case multipleTouchDisabled = "multiple-touch-disabled"
    case exclusiveTouch = "exclusive-touch"

}

/// What happened to a call at one responder.
public enum DeliveryResult: String, CaseIterable, Sendable {
    /// The chain stops here.
    case handled
    /// The next delivery record is the next responder.
    case forwarded
    /// It forwarded and there was no next responder.
    case unhandled
}

/// The hit test's verdict on one visited view (`--explain`).
package enum HitVerdict: String, Sendable {
    case hit, outside, hidden, transparent, passthrough
    case interactionDisabled = "interaction-disabled"
    /// A control with `enabled: no` (U1).
    case disabledControl = "disabled-control"

    /// The rule behind the verdict: H4 (the point is inside), H3 (outside: nil, subviews never
    /// asked), H2 (hidden, transparent, interaction off), H8 (passthrough), U1 (a disabled
    /// control).
    package var rule: RuleID {
        switch self {
        case .hit: .h4
        case .outside: .h3
        case .hidden, .transparent, .interactionDisabled: .h2
        case .passthrough: .h8
        case .disabledControl: .u1
        }
    }
}

/// One touch line of the event: the touch, the phase the script gives it, its screen point.
public struct ChangeRecord: Sendable {
    /// The touch this line is about.
    public package(set) var touch: TouchRef
    /// The phase the script gives it.
    public package(set) var phase: TouchPhase
    /// Its screen point.
    public package(set) var point: Point
}

/// The hit test run for a touch that begins.
public struct HitTestRecord: Sendable {
    /// The touch that begins.
    public package(set) var touch: TouchRef
    /// The window chosen; nil when the touch was withheld before hit testing or no window contains the point.
    public package(set) var window: ViewID?
    /// The hit-test view, or nil.
    public package(set) var view: ViewID?
    /// Range of ``StepRecord/pathViews``: the hit view's ancestry from its window.
    public package(set) var path: Range<Int>
    /// Range of ``StepRecord/visited`` (empty unless explaining).
    package var visited: Range<Int>
    /// Range of ``StepRecord/pathViews``: what the hit test finds at the same point when the
    /// hit-test view is left out, from its window down, when that is not one of the hit-test
    /// view's ancestors: the view it covers (H5, H7). Empty unless explaining.
    package var covered: Range<Int> = 0..<0
    /// Range of ``StepRecord/attachments``: the recognizers on the touch's path and whether
    /// each took it (G1–G3; empty when the scene has none).
    package var attachments: Range<Int> = 0..<0
}

/// A recognizer on a new touch's path, and whether it took the touch (G1–G3).
package struct AttachmentRecord: Sendable {
    /// Why a recognizer on the path was left out, or that it took the touch.
    package enum Verdict: String, Sendable {
        case attached
        /// `enabled: no` (G1, G30).
        case disabled
        /// Recognized, ended, cancelled or failed, not yet reset (G1, G10).
        case terminal
        /// Not on an exclusive-touch view that tracks a live touch, nor an ancestor of it (G2).
        case exclusiveTouch = "exclusive-touch"
        /// Its delegate's `should-receive` answered no for the touch (GD1).
        case shouldReceive = "should-receive"
        /// Why the recognizer was left out, in words, and the rules that leave it out; nil
        /// for `attached`.
        package var leftOut: (reason: String, rules: RuleCitation)? {
            switch self {
            case .attached: nil
            case .disabled: ("disabled", RuleCitation(.g1))
            case .terminal: ("not yet reset", RuleCitation(.g1, .g10))
            case .exclusiveTouch: ("an exclusive-touch view tracks a touch", RuleCitation(.g2))
            case .shouldReceive: ("its delegate's should-receive said no", RuleCitation(.gd1))
            }
        }
    }
    /// The recognizer on the touch's path.
    package var recognizer: RecognizerID
    /// Whether it took the touch, or why it was left out.
    package var verdict: Verdict
}

/// A recognizer's state at the end of a step (`--explain`, README.md, Trace formats).
package struct RecognizerStateRecord: Sendable {
    /// The recognizer this entry is about.
    package var recognizer: RecognizerID
    /// Its state; `pending` while it waits for the recognizers it requires to fail.
    package var state: GestureState
    /// How many touches it has in its attempt.
    package var touchCount: Int
}

/// A scroll view's offset at the end of a step, and whether it decelerates (`--explain`).
package struct ScrollStateRecord: Sendable {
    /// The scroll view.
    package var scrollView: ViewID
    /// Its content offset.
    package var offset: Point
    /// Whether a flick's deceleration runs (SK3).
    package var isDecelerating: Bool
}

/// A control that tracks a touch at the end of a step (U2–U6).
package struct TrackingRecord: Sendable {
    /// The control, and the touch it tracks.
    package var control: ViewID
    package var touch: TouchRef
    /// Whether the touch is inside the control's slop area (U3).
    package var inside: Bool
}

/// One view the hit test asked, and its verdict.
package struct VisitedView: Sendable {
    /// The view asked.
    package var view: ViewID
    /// The hit test's verdict on it.
    package var verdict: HitVerdict
    /// The point the view was asked about, in its own coordinates.
    package var point: Point
}

/// One call of a touch method on a view's chain: the phase and the touches it carries.
/// Every hop of the call up the chain is a ``DeliveryRecord`` that points back to it.
public struct CallRecord: Sendable {
    /// The phase of the touch method called.
    public package(set) var phase: TouchPhase
    /// Range of ``StepRecord/callTouches``, sorted by creation.
    public package(set) var touches: Range<Int>
    /// Where the call came from: the step's own event, a release or a recognizer's grant.
    public package(set) var origin: DeliveryOrigin = .event
    /// Range of ``StepRecord/callAll`` when the call's `all` is not the step's own (a released
    /// call, or a G16 cancellation); nil for the step's ``StepRecord/all``.
    package var all: Range<Int>? = nil
    /// The message when the call is not a touch call (a press, motion or remote-control
    /// phase, RC4); nil for a touch call, whose message is ``phase``.
    public package(set) var message: ChainMessage? = nil
    /// For a message call: index into ``StepRecord/callItems`` of its bracket (the press kind
    /// or key spec, `shake`, the remote subtype).
    package var item: Int32 = -1
    /// For a message call: where it starts and why.
    package var messageStart: MessageStart? = nil

    /// The call's family.
    public var family: MessageFamily { message?.family ?? .touches }

    /// The method called: `touchesBegan`, `pressesEnded`, `remoteControlReceived`…
    public var methodName: String { methodNameLiteral.description }

    /// ``methodName`` as a literal, for writers that append bytes.
    var methodNameLiteral: StaticString {
        @inline(__always) get { if let message { message.methodNameLiteral } else { phase.methodNameLiteral } }
    }
}

/// One method call on one responder.
public struct DeliveryRecord: Sendable {
    /// The responder that received the call.
    public package(set) var responder: Responder
    /// Index into ``StepRecord/calls``.
    public package(set) var call: Int
    /// What happened to the call at this responder: handled, forwarded or unhandled.
    public package(set) var result: DeliveryResult
    /// Range of ``StepRecord/locations``, parallel to the call's touches, in the responder's coordinates.
    public package(set) var locations: Range<Int>
    /// 1-based position among the step's compact lines.
    public package(set) var seq: Int = 0
}

/// A withheld touch.
public struct DropRecord: Sendable {
    /// The withheld touch.
    public package(set) var touch: TouchRef
    /// Why it was withheld (the first reason that applies).
    public package(set) var reason: DropReason
    /// The hit-test view, for `multiple-touch-disabled` and `exclusive-touch`.
    public package(set) var view: ViewID?
    /// The rule that withholds it (`M1` or `M2`, `X1` or `X2`, `L1` or `L2`, …).
    public package(set) var rule: RuleID
    /// Range of ``StepRecord/dropCauses``: the live touches that made the engine withhold it
    /// (M1, M2: those its hit-test view tracks; X1: those of the other views of its window;
    /// X2: those of the window's exclusive-touch views); empty for the other reasons.
    package var causes: Range<Int>
    /// 1-based position among the step's compact lines.
    public package(set) var seq: Int = 0
}

/// A live touch that caused a drop, and the view it is bound to.
package struct DropCause: Sendable {
    /// The live touch, and the view it is bound to.
    package var touch: TouchRef
    package var view: ViewID
}

/// An event of a live touch not delivered while the application ignored interaction (I3).
public struct SkipRecord: Sendable {
    /// The live touch whose event was not delivered.
    public package(set) var touch: TouchRef
    /// The phase of that event.
    public package(set) var phase: TouchPhase
    /// The view the touch is bound to.
    public package(set) var view: ViewID
    /// 1-based position among the step's compact lines.
    public package(set) var seq: Int = 0
}

/// A line a behaviour printed.
public struct OutputRecord: Sendable {
    /// The responder whose behaviour printed the line.
    public package(set) var responder: Responder
    /// The line printed.
    public package(set) var text: String
    /// The delivery whose handler printed it; nil for a delayed call (a `timer` step).
    package var afterDelivery: Int?
    /// 1-based position among the step's compact lines.
    public package(set) var seq: Int = 0
}

/// One entry of `all`: a touch and its phase in this event.
package struct EventTouch: Sendable {
    /// The touch this entry is about.
    package var touch: TouchRef
    /// Its phase in this event; `stationary` for a live touch that did not change.
    package var phase: EventPhase
    /// `tapCount` of the touch.
    package var tapCount: Int
}
