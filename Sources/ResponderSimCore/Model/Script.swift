/// One touch line of a script event.
public struct TouchChange: Hashable, Sendable {
    /// What a touch line does: `down`, `move` or `up`.
    package enum Kind: Hashable, Sendable {
        case down, move, up
    }
    /// The touch's slot: a small number that stands for its id while the finger is down.
    /// A slot is used again for another id once its finger has lifted, so it identifies a
    /// touch only among the steps around it; ``name`` is the id.
    package var touch: Int
    /// Whether the finger comes down, moves or lifts.
    package var kind: Kind
    /// Screen point; nil for an `up` without a point (it lifts where it last was).
    package var point: Point?
    /// The touch id as written in the script.
    package var name: String
    package init(touch: Int, kind: Kind, point: Point?, name: String) {
        self.touch = touch
        self.kind = kind
        self.point = point
        self.name = name
    }
}

/// A property change made by `set VIEW KEY VALUE`.
public enum ViewPropertyChange: Hashable, Sendable {
    case frame(Rect)
    case boundsOrigin(Point)
    case hidden(Bool)
    case alpha(Float)
    case userInteraction(Bool)
    case multipleTouch(Bool)
    case exclusiveTouch(Bool)
    case clips(Bool)
    case hitInsets(EdgeInsets)
    case hitTest(HitTestMode)
    /// `enabled` of a control (U10: tracking goes on).
    case enabled(Bool)
    /// `slop` of a control (U3).
    case slop(Double)
    /// `editable` of a `UITextView` (TI1).
    case editable(Bool)
    /// `selected` of a cell (TS8): `selectRow(at:)` or `deselectRow(at:)`, no line.
    case selected(Bool)
    /// `handles` or `passes-on`: the responder's effective handling after the change.
    case handling(Handling)
    /// `behavior NAME`: fresh state, and the effective handling after the change.
    case behavior(BehaviorSpec?, Handling)
    /// A key of the responder chain's chapter (V52): the view's traits after the change, and
    /// the value as written.
    case traits(ResponderTraits, String)
    /// A scroll view's key (V20; `content-offset` is ``boundsOrigin(_:)``).
    case scroll(ScrollKey, KeyValue)
}

extension View {
    /// Gives the view the value a change carries: the one place a key's value reaches a view,
    /// for a scene's keys (the builder) and for `set` (the engine, which adds its own effects).
    package mutating func apply(_ change: ViewPropertyChange) {
        switch change {
        case .frame(let value): frame = value
        case .boundsOrigin(let value): boundsOrigin = value
        case .hidden(let value): isHidden = value
        case .alpha(let value): alpha = value
        case .userInteraction(let value): userInteraction = value
        case .multipleTouch(let value): multipleTouch = value
        case .exclusiveTouch(let value): exclusiveTouch = value
        case .clips(let value): clips = value
        case .hitInsets(let value): hitInsets = value
        case .hitTest(let value): hitTest = value
        case .enabled(let value): isEnabled = value
        case .slop(let value): slop = value
        case .editable(let value): isEditable = value
        case .selected(let value): isSelected = value
        case .handling(let value): handling = value
        case .behavior(let spec, let effective):
            behavior = spec
            handling = effective
        case .traits(let value, _): traits = value
        case .scroll(let key, let value): scroll?.set(key, value)
        }
    }
}

/// One step of the script (README.md, Trace formats: the trace model): an event, or a control action.
///
/// `set` keeps its payload in a box, so that an action is a pointer and a tag: copying a
/// step (out of the script, into the step record) retains one reference (callgrind: about
/// 400 instructions a step went to copying and destroying actions when `set` was inline).
public enum ScriptAction: Hashable, Sendable {
    /// Consecutive same-time touch lines, in script order.
    case touches([TouchChange])
    case cancel
    case ignoreBegin
    case ignoreEnd
    indirect case set(ViewID, key: String, ViewPropertyChange)
    /// `set NAME enabled yes|no` of a gesture recognizer (G30): a `set` step.
    case setRecognizerEnabled(RecognizerID, Bool)
    /// `set NAME KEY VALUE` of a declared recognizer's delegate answer (GD1–GD3): a `set` step.
    indirect case setRecognizerAnswer(RecognizerID, RecognizerAnswerChange)
    /// `set NAME ends-editing yes|no` of a declared recognizer (TI3): a `set` step.
    case setRecognizerEndsEditing(RecognizerID, Bool)
    case remove(ViewID)
    case wait
    /// A line of the responder chain beyond touches (`become`, `action`, `key`, `shake`…). One
    /// boxed case, so that touch steps copy no larger an action than before.
    indirect case chain(ChainStep)
}

/// A script step and its time.
package struct ScriptStep: Hashable, Sendable {
    /// The step's time, in simulated microseconds.
    package var time: Microseconds
    /// What the step does.
    package var action: ScriptAction
    /// The line the step comes from (its first line for an event).
    package var line: Int
    package init(time: Microseconds, action: ScriptAction, line: Int) {
        self.time = time
        self.action = action
        self.line = line
    }
}

/// A script line of the responder chain beyond touches.
public enum ChainStep: Hashable, Sendable {
    /// `become NAME` (RF4).
    case become(Responder)
    /// `resign NAME` (RF5).
    case resign(Responder)
    /// `make-key WINDOW` (RF8).
    case makeKey(ViewID)
    /// `action ACTION [from NAME] [to NAME]` (RA6).
    case sendAction(String, from: Responder?, to: Responder?)
    /// `key SPEC` (RK4).
    case key(String)
    /// `press KIND PHASE` (RK3).
    case press(String, PressPhase)
    /// `shake` (nil: began then ended) or `shake PHASE` (RM1).
    case shake(MotionPhase?)
    /// `remote SUBTYPE` (RM4).
    case remote(String)
    /// `menu [ACTION …]` (RE1); empty for the standard edit actions.
    case menu([String])
}
