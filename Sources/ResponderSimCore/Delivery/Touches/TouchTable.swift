/// What a touch table needs of the scene, as plain values: reading `scene` on the hot paths
/// made the compiler copy the whole simulator onto the stack (callgrind: ~180 instructions of
/// memcpy each).
struct TouchSettings {
    /// L1, L2: the most fingers down at once, and what a finger beyond them does.
    let limit: Int
    let overflow: Overflow
    /// T1: how close and how soon a tap follows the last to count on.
    let tapRadius: Double
    let tapInterval: Microseconds
    /// Whether finished touches' lift locations are kept: a behaviour of the scene reads
    /// touches as they are now (``TouchBehavior/readsTouchesNow``).
    let keepsLifted: Bool
    /// Whether the scene has gesture recognizers (they read touches' step phases, G5).
    let withRecognizers: Bool
}

/// The touch slots of a step's calls, parallel to the record's `callTouches`, and the window
/// points of a released call's touches, parallel to those (G20). Step buffers: clearing them
/// every step costs a store, not an array's uniqueness check.
struct CallSlots {
    var slots = StepBuffer<Int>()
    var released = StepBuffer<(location: Point, previous: Point)>()
}

/// The fingers on the screen (P1–P5, M, X, I, L, T, N1, N2): each touch's state by slot, who
/// received its calls, the touches live for the views, the event being processed, the calls
/// being gathered and each view's last tap. A slot is reused once its touch is finished and
/// nothing holds it.
struct TouchTable {
    let settings: TouchSettings
    /// By slot: each touch's state.
    private(set) var states: [TouchState] = []
    /// Parallel to ``states``: who received calls for the touch in each slot.
    var receivers: [ReceiverList] = []
    private var freeSlots: [Int] = []
    /// For each script slot (``TouchChange/touch``), the slot of its finger while it is down,
    /// else -1 (it grows with the slots the script uses at once).
    private var slotOfName: [Int] = []
    /// Slots of live touches, sorted by creation.
    private(set) var live: [Int] = []
    private(set) var fingersDown = 0
    private var nextSerial = 0
    /// I1–I3: how many `ignore begin` lines are open.
    private(set) var ignoreDepth = 0
    /// By view: how many live touches it tracks (M1, M2).
    private var trackingCount: [Int32]
    /// By view: its last tap (T1).
    private var lastTap: [TapMemory?]
    /// Slots whose finger lifted in this event, freed when the event is done.
    private(set) var liftedSlots = StepBuffer<Int>()
    /// Where finished touches lifted, by serial, for behaviours that read touches as they are
    /// now: a `UITouch` still reports that location to code that asks. Touches whose end was
    /// skipped while ignoring (I3) are always kept; other finished touches only when
    /// ``TouchSettings/keepsLifted``.
    private var liftedLocations: [Int: Point] = [:]
    /// Lifted touches whose slots recognizers or held calls still use.
    private var lingering: [Int] = []
    /// What ``eventPhases(fillingAll:record:)`` last found in this step (nil before it looked).
    private(set) var eventChange: (phases: PhaseSet, count: Int, slot: Int)?
    /// The calls being gathered in this step.
    var calls = CallSlots()

    init(_ scene: Scene, keepsLifted: Bool) {
        settings = TouchSettings(
            limit: scene.device.touchLimit, overflow: scene.device.overflow, tapRadius: scene.tap.radius,
            tapInterval: scene.tap.interval, keepsLifted: keepsLifted, withRecognizers: !scene.recognizers.isEmpty)
        trackingCount = Array(repeating: 0, count: scene.views.count)
        lastTap = Array(repeating: nil, count: scene.views.count)
    }

    /// The touch in `slot`.
    subscript(slot: Int) -> TouchState {
        @inline(__always) get { states[slot] }
        @inline(__always) _modify { yield &states[slot] }
    }
}

/// The touch table's rules: slots, the calls of an event (P2–P4), drops (M, X), skips (I3),
/// taps (T1) and notices (N1, N2).
extension TouchTable {
    /// Starts a step: no calls gathered, the event not looked at yet.
    @inline(__always)
    mutating func beginStep() {
        calls.slots.removeAll()
        if settings.withRecognizers { calls.released.removeAll() }
        eventChange = nil
    }

    /// `ignore begin` (I1).
    mutating func beginIgnoring() { ignoreDepth += 1 }

    /// `ignore end` (I1): a surplus end is nothing.
    mutating func endIgnoring() { ignoreDepth = max(0, ignoreDepth - 1) }

    /// L1: whether a finger beyond the limit under cancel-all turns the event `changes` into
    /// a cancellation.
    @inline(__always)
    func overflowCancelsAll(_ changes: [TouchChange]) -> Bool {
        var count = fingersDown
        var cancelsAll = false
        // By index, reading fields: copying a change would retain and release its id's text.
        for index in changes.indices {
            switch changes[index].kind {
            case .down:
                if count >= settings.limit && settings.overflow == .cancelAll { cancelsAll = true }
                count += 1
            case .up: count -= 1
            case .move: break
            }
        }
        return cancelsAll
    }

    /// A `down` line of the script's touch `name` at `point`: a new touch in a slot, withheld
    /// until ``accept(_:alone:now:)``. Returns its slot, whether it is beyond the touch limit
    /// (L1, L2), and whether no other finger is down (T1).
    @inline(__always)
    mutating func begin(_ name: Int, at point: Point) -> (slot: Int, overLimit: Bool, alone: Bool) {
        nextSerial += 1
        let overLimit = fingersDown >= settings.limit
        let alone = fingersDown == 0
        fingersDown += 1
        let slot = allocateSlot(
            TouchState(
                ref: TouchRef(serial: nextSerial - 1, name: 0), status: .withheld, location: point, previousLocation: point,
                beganLocation: point))
        // The record keeps the names by slot.
        states[slot].ref.name = slot
        if name >= slotOfName.count {
            slotOfName += Array(repeating: -1, count: name + 1 - slotOfName.count)
        }
        slotOfName[name] = slot
        return (slot, overLimit, alone)
    }

    /// A `move` line: the touch in `slot` moves to `point`.
    @inline(__always)
    mutating func move(_ slot: Int, to point: Point, record: inout StepRecord) {
        states[slot].previousLocation = states[slot].location
        states[slot].location = point
        if record.parts.contains(.changes) {
            record.changes.append(ChangeRecord(touch: states[slot].ref, phase: .moved, point: point))
        }
        if states[slot].status == .live { states[slot].eventPhase = .moved }
    }

    /// An `up` line of the script's touch `name`: the finger in `slot` lifts, at `point` when
    /// it moves there. Its slot is freed when the event is done (``endLifted(lingers:notes:record:progress:)``).
    @inline(__always)
    mutating func lift(_ slot: Int, name: Int, at point: Point?, record: inout StepRecord) {
        if let point {
            states[slot].previousLocation = states[slot].location
            states[slot].location = point
        }
        if record.parts.contains(.changes) {
            record.changes.append(ChangeRecord(touch: states[slot].ref, phase: .ended, point: states[slot].location))
        }
        if states[slot].status == .live { states[slot].eventPhase = .ended }
        states[slot].lifted = true
        fingersDown -= 1
        slotOfName[name] = -1
        liftedSlots.append(slot)
    }

    /// The end of an event: the touches that lifted in it are finished; their slots linger
    /// while recognizers may hold them (`lingers`), otherwise they are freed, with their
    /// notices when `notes`.
    @inline(__always)
    mutating func endLifted(lingers: Bool, notes: Bool, record: inout StepRecord, progress: inout RunProgress) {
        for slot in liftedSlots {
            if states[slot].status != .taken { states[slot].status = .dead }
            if lingers {
                lingering.append(slot)
            } else {
                if notes { collectNotices(of: slot, record: &record, progress: &progress) }
                freeSlot(slot)
            }
        }
        liftedSlots.removeAll()
    }

    /// Frees the slots of lifted touches that no recognizer holds (`attached`, by slot, G1)
    /// and that have no held call, with their notices.
    mutating func freeLingering(attached: [[Int]], record: inout StepRecord, progress: inout RunProgress) {
        guard !lingering.isEmpty else { return }
        var kept = 0
        for position in lingering.indices {
            let slot = lingering[position]
            if attached[slot].isEmpty && !states[slot].hasHeldCalls && states[slot].status != .live {
                collectNotices(of: slot, record: &record, progress: &progress)
                freeSlot(slot)
            } else {
                lingering[kept] = slot
                kept += 1
            }
        }
        lingering.removeLast(lingering.count - kept)
    }

    /// G16, G24: a recognizer's grant takes the touch; no later call of it reaches a view.
    @inline(__always)
    mutating func take(_ slot: Int) {
        states[slot].taken = true
        if states[slot].status == .live {
            states[slot].status = .taken
            trackingCount[states[slot].view.index] -= 1
            live.removeAll { $0 == slot }
        }
    }

    /// Records the live touches that withhold a new touch on `view` (M1, M2, X1, X2) and
    /// returns the rule: M2 when every touch the view tracks began in this event, X1 when the
    /// view is exclusive.
    func recordDropCauses(_ reason: DropReason, of view: ViewID, routing: RoutingTable, record: inout StepRecord) -> RuleID {
        let exclusive = routing.nodes[view.index].flags.contains(.exclusiveTouch)
        let window = ViewID(routing.root(of: view.index))
        var onlyThisEvent = true
        for slot in live {
            let other = states[slot]
            let causes: Bool
            switch reason {
            case .multipleTouchDisabled: causes = other.view == view
            default:
                causes = other.window == window && Self.exclusiveTouchKeepsOut(view, exclusive: exclusive, by: other.view, routing)
            }
            guard causes else { continue }
            record.dropCauses.append(DropCause(touch: other.ref, view: other.view))
            // A live touch is in its began phase exactly in the event whose `down` it came from.
            if other.eventPhase != .began { onlyThisEvent = false }
        }
        if reason == .multipleTouchDisabled { return onlyThisEvent ? .m2 : .m1 }
        return exclusive ? .x1 : .x2
    }

    /// X1–X4: exclusive touch, per window, against the touches accepted so far.
    @inline(__always)
    func isExcluded(_ view: ViewID, window: ViewID, routing: RoutingTable) -> Bool {
        let exclusive = routing.nodes[view.index].flags.contains(.exclusiveTouch)
        for slot in live where states[slot].window == window {
            if TouchTable.exclusiveTouchKeepsOut(view, exclusive: exclusive, by: states[slot].view, routing) { return true }
        }
        return false
    }

    /// Whether a live touch on `other` keeps a new touch off `view`: X1 when `view` is
    /// exclusive (any other view), X2 when `other` is.
    @inline(__always)
    private static func exclusiveTouchKeepsOut(_ view: ViewID, exclusive: Bool, by other: ViewID, _ routing: RoutingTable) -> Bool {
        exclusive ? other != view : routing.nodes[other.index].flags.contains(.exclusiveTouch)
    }

    /// A touch that began on its hit-test view is delivered (neither M nor X withholds it): it
    /// is live, and its tap count follows the view's last tap when it began `alone` (T1).
    @inline(__always)
    mutating func accept(_ slot: Int, alone: Bool, now: Microseconds) {
        let view = states[slot].view
        states[slot].status = .live
        states[slot].eventPhase = .began
        states[slot].tapCount = alone ? tapCount(on: view, at: states[slot].beganLocation, now: now) : 1
        trackingCount[view.index] += 1
        live.append(slot)
    }

    /// Whether a live touch tracks `view` (M1, M2).
    @inline(__always)
    func tracks(_ view: ViewID) -> Bool { trackingCount[view.index] > 0 }

    /// After an event's calls: its ended and cancelled touches are finished for the views.
    @inline(__always)
    mutating func finishLiveTouches() {
        for slot in live {
            switch states[slot].eventPhase {
            case .ended, .cancelled: states[slot].status = .dead
            default: break
            }
        }
    }

    /// T1: each touch that lifted in this event ended a tap on its view at `now`; the last up
    /// line wins when several taps end in one event.
    @inline(__always)
    mutating func rememberTaps(now: Microseconds) {
        for slot in liftedSlots where states[slot].eventPhase == .ended {
            let view = states[slot].view
            lastTap[view.index] = TapMemory(endTime: now, beganLocation: states[slot].beganLocation, count: states[slot].tapCount)
        }
    }

    /// T1: the tap count of a touch that begins alone at `point` on `view`, after its last tap.
    @inline(__always)
    func tapCount(on view: ViewID, at point: Point, now: Microseconds) -> Int {
        guard let tap = lastTap[view.index] else { return 1 }
        let close = point.distance(to: tap.beganLocation) <= settings.tapRadius
        return now - tap.endTime <= settings.tapInterval && close ? tap.count + 1 : 1
    }

    /// I3: while ignoring, the changes of live touches are reported as skipped.
    mutating func skipLiveChanges(record: inout StepRecord) {
        for phase in [TouchPhase.moved, .ended] where live.contains(where: { states[$0].eventPhase == EventPhase(phase) }) {
            var group = firstGroup(of: phase, from: 0, record: &record)
            while let (view, start, next) = group {
                for index in start..<calls.slots.count {
                    let slot = calls.slots[index]
                    record.addSkip(SkipRecord(touch: states[slot].ref, phase: phase, view: view))
                    if phase == .ended {
                        states[slot].status = .dead
                        // A UITouch keeps the location where it lifted (read by behaviours).
                        liftedLocations[states[slot].ref.serial] = states[slot].location
                    }
                }
                calls.slots.truncate(to: start)
                record.callTouches.truncate(to: start)
                group = firstGroup(of: phase, from: next, record: &record)
            }
        }
    }

    /// Marks what the view got of the touches of a call it received (G16's "got its began").
    @inline(__always)
    mutating func noteDelivered(_ phase: TouchPhase, touches range: Range<Int>) {
        guard settings.withRecognizers else { return }
        for index in range {
            let slot = calls.slots[index]
            switch phase {
            case .began: states[slot].viewGotBegan = true
            case .ended, .cancelled: states[slot].viewGotFinish = true
            case .moved: break
            }
        }
    }

    /// The phases of the live touches now: how many changed, and the slot of the last that
    /// did. With `fillingAll` it refills `all` too (when it is built); without, `all` is kept
    /// from before the recognizers acted, so that a taken touch still shows in it.
    mutating func eventPhases(fillingAll: Bool, record: inout StepRecord) -> (phases: PhaseSet, count: Int, slot: Int) {
        let fills = fillingAll && record.parts.contains(.all)
        if fills { record.all.removeAll() }
        var phases: PhaseSet = []
        var count = 0
        var changed = -1
        for slot in live {
            let touch = states[slot]
            if fills { record.all.append(EventTouch(touch: touch.ref, phase: touch.eventPhase, tapCount: touch.tapCount)) }
            if let phase = touch.eventPhase.touchPhase {
                phases.insert(PhaseSet(phase))
                count += 1
                changed = slot
            }
        }
        eventChange = (phases, count, changed)
        return (phases, count, changed)
    }

    /// Finds the next call of `phase` (P2, P3): starting at position `from` of `live`, the
    /// first touch in that phase whose view had no earlier touch in it. Appends that view's
    /// touches in the phase, sorted by creation, to ``calls`` and the record's call touches.
    /// Returns the view, where its touches start, and where to look for the next call.
    mutating func firstGroup(of phase: TouchPhase, from: Int, record: inout StepRecord) -> (view: ViewID, start: Int, next: Int)? {
        let wanted = EventPhase(phase)
        var index = from
        while index < live.count {
            let slot = live[index]
            index += 1
            guard states[slot].eventPhase == wanted else { continue }
            let view = states[slot].view
            var seenBefore = false
            var earlier = 0
            while earlier < index - 1 {
                let other = live[earlier]
                if states[other].eventPhase == wanted && states[other].view == view {
                    seenBefore = true
                    break
                }
                earlier += 1
            }
            if seenBefore { continue }
            let start = calls.slots.count
            var later = index - 1
            while later < live.count {
                let other = live[later]
                if states[other].eventPhase == wanted && states[other].view == view { appendCallTouch(other, record: &record) }
                later += 1
            }
            return (view, start, index)
        }
        return nil
    }

    /// Adds a touch to the call being gathered: its slot, and its ref when calls are built.
    @inline(__always)
    mutating func appendCallTouch(_ slot: Int, record: inout StepRecord) {
        calls.slots.append(slot)
        if record.parts.contains(.deliveries) { record.callTouches.append(states[slot].ref) }
    }

    /// Finished touches stop tracking (their notices collected when `notes`); the others go
    /// back to stationary.
    mutating func keepLiveTouches(notes: Bool, record: inout StepRecord, progress: inout RunProgress) {
        var kept = 0
        for position in live.indices {
            let slot = live[position]
            if states[slot].status == .live {
                if states[slot].eventPhase != .stationary { states[slot].eventPhase = .stationary }
                // Most events keep every touch: skip the writes (each checks the array's uniqueness).
                if kept != position { live[kept] = slot }
                kept += 1
            } else {
                trackingCount[states[slot].view.index] -= 1
                states[slot].eventPhase = .stationary
                if notes { collectNotices(of: slot, record: &record, progress: &progress) }
            }
        }
        while live.count > kept { live.removeLast() }
    }

    /// Frees a finished touch's slot; where it lifted is kept for behaviours that read it.
    mutating func freeSlot(_ slot: Int) {
        if settings.keepsLifted { liftedLocations[states[slot].ref.serial] = states[slot].location }
        freeSlots.append(slot)
    }

    /// Every touch as a behaviour's code reads it now, mapped into its view (see
    /// ``BehaviorContext/liveTouches``): the touches in use, then those that lifted.
    func touchesNow(_ map: (Point) -> Point) -> [BehaviorTouch] {
        var free = [Bool](repeating: false, count: states.count)
        for slot in freeSlots { free[slot] = true }
        var result: [BehaviorTouch] = []
        for slot in states.indices where !free[slot] && states[slot].status != .withheld {
            let touch = states[slot]
            result.append(
                BehaviorTouch(
                    name: "", serial: touch.ref.serial, location: map(touch.location), previousLocation: map(touch.previousLocation),
                    tapCount: touch.tapCount, windowLocation: touch.location, windowPreviousLocation: touch.previousLocation))
        }
        for (serial, point) in liftedLocations.sorted(by: { $0.key < $1.key }) {
            result.append(
                BehaviorTouch(
                    name: "", serial: serial, location: map(point), previousLocation: map(point), tapCount: 1, windowLocation: point,
                    windowPreviousLocation: point))
        }
        return result
    }

    /// A slot for a new touch: a freed one, else a new one (the caller adds a new slot's
    /// per-slot lists elsewhere).
    mutating func allocateSlot(_ state: TouchState) -> Int {
        if let slot = freeSlots.popLast() {
            // Keep the receivers' storage: one allocation per slot, not per touch.
            receivers[slot].items.removeAll()
            states[slot] = state
            return slot
        }
        states.append(state)
        receivers.append(ReceiverList())
        return states.count - 1
    }

    /// The finger slot of a script slot, or -1 when its finger is not down.
    @inline(__always)
    func slot(of touch: Int) -> Int { touch < slotOfName.count ? slotOfName[touch] : -1 }

    /// N1, N2: turns a finished touch's receivers into notices.
    mutating func collectNotices(of slot: Int, record: inout StepRecord, progress: inout RunProgress) {
        var index = 0
        while index < receivers[slot].items.count {
            let receiver = receivers[slot].items[index]
            index += 1
            let code: Notice.Code
            if receiver.flags.contains(.gotBegan) && !receiver.flags.contains(.gotFinish) {
                code = .neverFinished
            } else if receiver.flags.contains(.gotOtherWithoutBegan) {
                code = .noBegan
            } else {
                continue
            }
            let notice = Notice(
                code: code, responder: receiver.responder, touch: states[slot].ref, touchName: record.name(of: states[slot].ref))
            progress.addNotice(notice, order: receiver.firstLine)
        }
        receivers[slot].items.removeAll()
    }

    /// The window point of a call's touch: its current location, or the one it had when the
    /// released call was held.
    @inline(__always)
    func windowPoint(_ index: Int, _ origin: DeliveryOrigin) -> Point {
        if case .release = origin { return calls.released[index].location }
        return states[calls.slots[index]].location
    }

    /// The previous window point of a call's touch (see ``windowPoint(_:_:)``).
    @inline(__always)
    func previousWindowPoint(_ index: Int, _ origin: DeliveryOrigin) -> Point {
        if case .release = origin { return calls.released[index].previous }
        return states[calls.slots[index]].previousLocation
    }
}
