/// UIControl's tracking (U2–U6, U12): per control, the one touch it tracks and whether that
/// touch is inside; the control events a call sends, kept until the call's line is recorded.
struct ControlTracker {
    /// One control's tracking.
    struct Tracking {
        /// The tracked touch's slot, or -1 when not tracking.
        var slot = -1
        var serial = -1
        var inside = false
    }

    /// By view: a control's tracking (empty when the scene has no control).
    private var tracking: [Tracking] = []
    /// The controls' view indices in view order: the per-step check visits only these.
    private let indices: [Int]
    /// Control events sent during the current call, written after its line (U12).
    private(set) var pending: [ControlRecord] = []

    init(_ scene: Scene) {
        indices = scene.views.indices.filter { scene.views[$0].isControl }
        if !indices.isEmpty { tracking = Array(repeating: Tracking(), count: scene.views.count) }
    }

    /// Whether the scene has controls; without them nothing here runs.
    var isActive: Bool { !tracking.isEmpty }

    /// The serial of the touch `control` tracks, if it tracks one.
    func trackedSerial(of control: ViewID) -> Int? {
        let tracked = tracking[control.index]
        return tracked.slot >= 0 ? tracked.serial : nil
    }

    /// U2: a began on `control`, whose first touch is `touch` in `slot`; returns whether the
    /// call is forwarded (a disabled or non-interactive control forwards; a tracking one keeps it).
    mutating func began(_ control: ViewID, isInteractive: Bool, touch: TouchRef, slot: Int, tapCount: Int) -> Bool {
        if !isInteractive { return true }
        if tracking[control.index].slot >= 0 { return false }
        tracking[control.index] = Tracking(slot: slot, serial: touch.serial, inside: true)
        send(.touchDown, touch, control)
        if tapCount >= 2 { send(.touchDownRepeat, touch, control) }
        return false
    }

    /// U3, U4, U6: a moved or ended on `control`, with its tracked touch and whether it is
    /// within the slop (nil when the call lacks the tracked touch); returns whether the call
    /// is forwarded (without the tracked touch: only when not tracking).
    mutating func movedOrEnded(_ phase: TouchPhase, _ control: ViewID, tracked: (touch: TouchRef, inside: Bool)?) -> Bool {
        guard let (touch, inside) = tracked else { return tracking[control.index].slot < 0 }
        // A change of inside first, then the move or the lift.
        if inside != tracking[control.index].inside {
            tracking[control.index].inside = inside
            send(inside ? .touchDragEnter : .touchDragExit, touch, control)
        }
        if phase == .moved {
            send(inside ? .touchDragInside : .touchDragOutside, touch, control)
        } else {
            send(inside ? .touchUpInside : .touchUpOutside, touch, control)
            tracking[control.index] = Tracking()
        }
        return false
    }

    /// U5: a cancelled on `control` is always handled; with the tracked touch, `touchCancel`
    /// ends the tracking.
    mutating func cancelled(_ control: ViewID, tracked touch: TouchRef?) -> Bool {
        if let touch {
            send(.touchCancel, touch, control)
            tracking[control.index] = Tracking()
        }
        return false
    }

    private mutating func send(_ event: ControlEvent, _ touch: TouchRef, _ control: ViewID) {
        pending.append(ControlRecord(control: control, event: event, touch: touch, inside: tracking[control.index].inside, seq: 0))
    }

    /// Forgets the control events written (``pending``).
    mutating func clearPending() {
        pending.removeAll(keepingCapacity: true)
    }

    /// U6: at a step's end, tracking ends, with no event, once the tracked touch is no longer
    /// live for the views and has no held call; the others are recorded as still tracked.
    mutating func endStep(_ touches: [Simulator.TouchState], record: inout StepRecord) {
        for index in indices where tracking[index].slot >= 0 {
            let touch = touches[tracking[index].slot]
            let sameTouch = touch.ref.serial == tracking[index].serial
            if !sameTouch || (touch.status != .live && !touch.hasHeldCalls) {
                tracking[index] = Tracking()
            } else {
                record.tracking.append(TrackingRecord(control: ViewID(index), touch: touch.ref, inside: tracking[index].inside))
            }
        }
    }
}
