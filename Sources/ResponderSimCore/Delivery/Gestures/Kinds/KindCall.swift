/// One call a recognizer took (G5), as its kind rule sees it: the phase, the call's touches,
/// the recognizer's touches with where each is and whether it is down for it, and what the
/// engine knows of the recognizer's state. Kind rules read only this and return
/// ``KindEffect``s, so each can be driven alone (as behaviours are through their context).
struct KindCall {
    /// One of the recognizer's touches in its attempt (G1), in began order.
    struct Touch: Equatable {
        var slot: Int
        /// Its window point now, and before this step's change.
        var location: Point
        var previousLocation: Point
        /// Its change in the step (`stationary` when unchanged).
        var stepPhase: EventPhase
        /// Down for the recognizer: from its began call to its ended or cancelled call.
        var isDown: Bool
    }

    var phase: TouchPhase
    /// The call's touches.
    var slots: [Int]
    var touches: [Touch]
    var now: Microseconds
    /// Began or Changed; Possible; a request not yet resolved (G12).
    var isActive = false
    var isPossible = true
    var requested = false
    /// The total rotation of the recognizer's view, in degrees (GP2).
    var rotation: Double = 0
    /// A scroll view's built-in recognizer: its scroll view as it is now (SV, SD, SP).
    var scroll: ScrollGeometry?

    /// The recognizer's touches down for it, in began order.
    var down: [Int] { touches.filter(\.isDown).map(\.slot) }

    /// The touch in `slot`, if it is one of the recognizer's.
    func touch(_ slot: Int) -> Touch? { touches.first { $0.slot == slot } }

    /// Whether the touch in `slot` is down for the recognizer.
    func isDown(_ slot: Int) -> Bool { touch(slot)?.isDown ?? false }

    /// GP2: the mean displacement in this step of the `counted` touches that are down and did
    /// not begin or end in it; nil when none of them counts.
    func meanDisplacement(of counted: [Int]) -> (x: Double, y: Double)? {
        var sumX = 0.0
        var sumY = 0.0
        var count = 0
        for slot in counted {
            guard let touch = touch(slot), touch.isDown else { continue }
            guard touch.stepPhase != .began && touch.stepPhase != .ended else { continue }
            count += 1
            if touch.stepPhase == .moved {
                sumX += touch.location.x - touch.previousLocation.x
                sumY += touch.location.y - touch.previousLocation.y
            }
        }
        guard count > 0 else { return nil }
        return (sumX / Double(count), sumY / Double(count))
    }

    /// The mean of the window points of `slots` (a centroid; the origin for none).
    func centroid(_ slots: [Int]) -> Point {
        var x = 0.0
        var y = 0.0
        for slot in slots {
            let location = touch(slot)?.location ?? .zero
            x += location.x
            y += location.y
        }
        let count = Double(max(1, slots.count))
        return Point(x / count, y / count)
    }
}

/// What a kind rule asks of the engine, applied in order after the call.
enum KindEffect: Equatable {
    /// Failed, with its reason (the engine cites the kind's rule).
    case fail(GestureFailure)
    /// A request to Began or Recognized (G12).
    case request
    /// Changed, once per step (G11).
    case changed
    /// Ended (a continuous recognizer's last touch lifted).
    case end
    /// A timer of the recognizer (G25), or stopping those of one kind.
    case startTimer(TimerRecord.What, after: Microseconds)
    case stopTimers(TimerRecord.What)
    /// A scroll view's delay decides (SD4): fail with the reason, or keep some touches.
    case decide(GestureFailure)
    /// A scroll pan asks to begin once no content tracks a touch it may not cancel (SP3).
    case requestScroll
    /// A scroll pan stops a deceleration and asks to begin at once (SK4).
    case catchDeceleration
    /// A scroll pan moves its scroll view's content to an offset, citing the rules (SP5–SP8).
    case moveContent(Point, RuleCitation)
    /// A scroll pan's flick: the content decelerates from an offset at a velocity in points
    /// per second (SK1–SK3).
    case decelerate(from: Point, velocity: Point)
}

/// A kind's rule: what it keeps during an attempt and what it does at each call it takes.
protocol RecognizerKindRule {
    /// Takes one call (never `cancelled`: G9 is the engine's). `toView` converts a window
    /// point into the recognizer's view's coordinates as the tree is now.
    mutating func take(
        _ call: KindCall, spec: GestureRecognizer, toView: (Point) -> Point, effects: inout [KindEffect])
}

/// The rule state of one recognizer's attempt, by kind (GT, GL, GP, GW, GZ and GR).
enum KindRuleState {
    case none
    case tap(TapRule)
    case longPress(LongPressRule)
    case pan(PanRule)
    case swipe(SwipeRule)
    case pair(PairRule)
    case scrollDelay(ScrollDelayRule)
    case scrollPan(ScrollPanRule)

    /// A fresh rule of `kind`, as its declaration names it.
    static func fresh(_ kind: GestureKind) -> KindRuleState {
        switch kind.rule {
        case .tap: .tap(TapRule())
        case .longPress: .longPress(LongPressRule())
        case .pan: .pan(PanRule())
        case .swipe: .swipe(SwipeRule())
        case .pair(let measure): .pair(PairRule(measure: measure))
        case .scrollDelay: .scrollDelay(ScrollDelayRule())
        case .scrollPan: .scrollPan(ScrollPanRule())
        }
    }

    /// Whether the rule hears of its recognizer's state changes (``stateChanged(to:now:scroll:effects:)``):
    /// only a scroll pan's does, to move its content.
    var followsStateChanges: Bool {
        if case .scrollPan = self { return true }
        return false
    }

    /// The rule hears that its recognizer's state became `state`, decided by the engine's
    /// arbitration or by the rule's own effects, and answers with effects: a scroll pan moves
    /// its content and may fling it (SP5–SP8, SK1–SK3). `scroll` is the recognizer's scroll
    /// view as it is now.
    mutating func stateChanged(to state: GestureState, now: Microseconds, scroll: ScrollGeometry?, effects: inout [KindEffect]) {
        guard case .scrollPan(var rule) = self, let scroll else { return }
        rule.stateChanged(to: state, now: now, scroll, effects: &effects)
        self = .scrollPan(rule)
    }

    /// Lets the kind's rule take `call`, keeping its state.
    mutating func take(_ call: KindCall, spec: GestureRecognizer, toView: (Point) -> Point, effects: inout [KindEffect]) {
        if case .none = self { self = .fresh(spec.kind) }
        switch self {
        case .none: break
        case .tap(var rule):
            rule.take(call, spec: spec, toView: toView, effects: &effects)
            self = .tap(rule)
        case .longPress(var rule):
            rule.take(call, spec: spec, toView: toView, effects: &effects)
            self = .longPress(rule)
        case .pan(var rule):
            rule.take(call, spec: spec, toView: toView, effects: &effects)
            self = .pan(rule)
        case .swipe(var rule):
            rule.take(call, spec: spec, toView: toView, effects: &effects)
            self = .swipe(rule)
        case .pair(var rule):
            rule.take(call, spec: spec, toView: toView, effects: &effects)
            self = .pair(rule)
        case .scrollDelay(var rule):
            rule.take(call, effects: &effects)
            self = .scrollDelay(rule)
        case .scrollPan(var rule):
            rule.take(call, effects: &effects)
            self = .scrollPan(rule)
        }
    }
}
