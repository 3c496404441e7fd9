extension Simulator {
    /// A touch event: consecutive same-time touch lines (P1–P4, H, M, X, I, L, T), in the
    /// order of Scenes/README.md, Expectations: drops (and the recognizers each new touch gets), the
    /// recognizers' calls and arbitration, releases, then the step's own view calls.
    mutating func processEvent(_ changes: [TouchChange]) {
        let limit = touchLimit
        // L1: a finger beyond the limit under cancel-all turns the whole event into a cancellation.
        var count = fingersDown
        var overflowCancelsAll = false
        // By index, reading fields: copying a change would retain and release its id's text.
        for index in changes.indices {
            switch changes[index].kind {
            case .down:
                if count >= limit && overflow == .cancelAll { overflowCancelsAll = true }
                count += 1
            case .up: count -= 1
            case .move: break
            }
        }

        for index in changes.indices {
            switch changes[index].kind {
            case .down: touchDown(changes[index], overflowCancelsAll: overflowCancelsAll)
            case .move:
                let slot = slot(of: changes[index].touch)
                guard slot >= 0, let point = changes[index].point, !staysWhereCancelled(slot) else { continue }
                touches[slot].previousLocation = touches[slot].location
                touches[slot].location = point
                if record.parts.contains(.changes) {
                    record.changes.append(ChangeRecord(touch: touches[slot].ref, phase: .moved, point: point))
                }
                if touches[slot].status == .live { touches[slot].eventPhase = .moved }
                if hasRecognizers { markStepPhase(slot, .moved) }
            case .up:
                let slot = slot(of: changes[index].touch)
                guard slot >= 0 else { continue }
                if let point = changes[index].point, !staysWhereCancelled(slot) {
                    touches[slot].previousLocation = touches[slot].location
                    touches[slot].location = point
                }
                if record.parts.contains(.changes) {
                    record.changes.append(ChangeRecord(touch: touches[slot].ref, phase: .ended, point: touches[slot].location))
                }
                if touches[slot].status == .live { touches[slot].eventPhase = .ended }
                if hasRecognizers { markStepPhase(slot, .ended) }
                touches[slot].lifted = true
                fingersDown -= 1
                slotOfName[changes[index].touch] = -1
                liftedSlots.append(slot)
            }
        }

        if overflowCancelsAll {
            // Cancellations are not interaction events: they replace any skip (L1, I3).
            if hasRecognizers { cancelRecognizersOfLiveTouches() }
            for slot in live { touches[slot].eventPhase = .cancelled }
            if hasRecognizers { resolveRequests() }
            deliverCancellations()
        } else if ignoreDepth > 0 {
            // G26: recognizers take no calls for skipped events; releases are still delivered.
            if hasRecognizers { resolveRequests() }
            skipLiveChanges()
        } else {
            if hasRecognizers {
                _ = fillAll()
                recognizersTakeCalls()
                resolveRequests()
            }
            deliverEvent([.began, .moved, .ended], allReady: hasRecognizers)
        }
        finishEvent()
    }

    /// L4: a touch cancelled for the views (L1, L3, B2) that no recognizer follows any more
    /// stays where it was cancelled: its later lines move nothing, and its moves are no change.
    @inline(__always)
    private func staysWhereCancelled(_ slot: Int) -> Bool {
        // Cancelled: finished for the views before its finger lifted.
        guard touches[slot].status == .dead && !touches[slot].lifted else { return false }
        guard hasRecognizers else { return true }
        for index in attachedRecognizers[slot] {
            if let position = recognizers[index].position(of: slot), !recognizers[index].cancelled[position] { return false }
        }
        return true
    }

    /// A `down` line: hit test, then the withholding rules in the order of README.md, Trace formats: drop reasons
    private mutating func touchDown(_ change: TouchChange, overflowCancelsAll: Bool) {
        let point = change.point ?? .zero
        nextSerial += 1
        let overLimit = fingersDown >= touchLimit
        let otherFingersDown = fingersDown > 0
        fingersDown += 1
        let slot = allocateSlot(
            TouchState(
                ref: TouchRef(serial: nextSerial - 1, name: 0), status: .withheld, location: point, previousLocation: point,
                beganLocation: point))
        // The record keeps the names across steps, by slot: a `down` sets its slot's (a sink
        // that kept an earlier record holds its own copy).
        touches[slot].ref.name = slot
        let ref = touches[slot].ref
        if change.touch >= slotOfName.count {
            slotOfName += Array(repeating: -1, count: change.touch + 1 - slotOfName.count)
        }
        if slot >= record.touchNames.count {
            record.touchNames += Array(repeating: "", count: slot + 1 - record.touchNames.count)
        }
        slotOfName[change.touch] = slot
        record.touchNames[slot] = change.name
        if record.parts.contains(.changes) { record.changes.append(ChangeRecord(touch: ref, phase: .began, point: point)) }

        func withhold(_ reason: DropReason, view: ViewID?) {
            let rule: RuleID
            let causesStart = record.dropCauses.count
            switch reason {
            case .ignoringInteraction: rule = .i2
            case .touchLimit: rule = overflow == .cancelAll ? .l1 : .l2
            case .noWindow: rule = .h7
            case .noHitView: rule = .h1
            case .multipleTouchDisabled, .exclusiveTouch:
                rule = recordDropCauses(reason, of: view ?? ViewID(0))
            }
            record.addDrop(
                DropRecord(touch: ref, reason: reason, view: view, rule: rule, causes: causesStart..<record.dropCauses.count))
        }
        if ignoreDepth > 0 || overLimit || overflowCancelsAll {
            if record.parts.contains(.hitTests) {
                let pathStart = record.pathViews.count
                let visitedStart = record.visited.count
                record.hitTests.append(
                    HitTestRecord(touch: ref, window: nil, view: nil, path: pathStart..<pathStart, visited: visitedStart..<visitedStart))
            }
            withhold(ignoreDepth > 0 ? .ignoringInteraction : .touchLimit, view: nil)
            return
        }
        let (window, hit) = hitTestWindows(at: point, touch: ref)
        guard let window, let view = hit else {
            withhold(window == nil ? .noWindow : .noHitView, view: nil)
            return
        }
        touches[slot].view = view
        touches[slot].window = window
        // G1–G3: the recognizers on its path see it, withheld from its view by M or X or not.
        if hasRecognizers { attachRecognizers(slot) }
        if routing.nodes[view.index].flags.isDisjoint(with: [.window, .multipleTouch]) && trackingCount[view.index] > 0 {
            withhold(.multipleTouchDisabled, view: view)
            return
        }
        if Simulator.isExcluded(view, window: window, routing: routing, live: live, touches: touches) {
            withhold(.exclusiveTouch, view: view)
            return
        }
        touches[slot].status = .live
        touches[slot].eventPhase = .began
        touches[slot].tapCount =
            otherFingersDown
            ? 1 : Simulator.tapCount(after: lastTap[view.index], at: point, now: progress.now, radius: tapRadius, interval: tapInterval)
        trackingCount[view.index] += 1
        live.append(slot)
    }

    /// Records the live touches that withhold a new touch on `view` (M1, M2, X1, X2) and
    /// returns the rule: M2 when every touch the view tracks began in this event, X1 when the
    /// view is exclusive.
    private mutating func recordDropCauses(_ reason: DropReason, of view: ViewID) -> RuleID {
        let exclusive = routing.nodes[view.index].flags.contains(.exclusiveTouch)
        let window = ViewID(routing.root(of: view.index))
        var onlyThisEvent = true
        for slot in live {
            let other = touches[slot]
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
    /// Static, like ``tapCount(after:at:now:radius:interval:)``: as instance methods called
    /// from the mutating ``touchDown(_:overflowCancelsAll:)`` they made the compiler copy the
    /// whole simulator (about 1.6 KB, ~180 instructions of memcpy each) on every `down`.
    static func isExcluded(_ view: ViewID, window: ViewID, routing: RoutingTable, live: [Int], touches: [TouchState]) -> Bool {
        let exclusive = routing.nodes[view.index].flags.contains(.exclusiveTouch)
        for slot in live where touches[slot].window == window {
            if exclusiveTouchKeepsOut(view, exclusive: exclusive, by: touches[slot].view, routing) { return true }
        }
        return false
    }

    /// Whether a live touch on `other` keeps a new touch off `view`: X1 when `view` is
    /// exclusive (any other view), X2 when `other` is.
    private static func exclusiveTouchKeepsOut(_ view: ViewID, exclusive: Bool, by other: ViewID, _ routing: RoutingTable) -> Bool {
        exclusive ? other != view : routing.nodes[other.index].flags.contains(.exclusiveTouch)
    }

    /// T1: the tap count of a touch that begins alone at `point` on a view whose last tap is `tap`.
    private static func tapCount(after tap: TapMemory?, at point: Point, now: Microseconds, radius: Double, interval: Microseconds) -> Int {
        guard let tap else { return 1 }
        let close = point.distance(to: tap.beganLocation) <= radius
        return now - tap.endTime <= interval && close ? tap.count + 1 : 1
    }

    /// H1, H7: windows front to back; the first whose hit test returns a view wins.
    /// With no view, the window is the front-most visible one whose frame holds the point (if any).
    mutating func hitTestWindows(at point: Point, touch: TouchRef) -> (window: ViewID?, view: ViewID?) {
        let pathStart = record.pathViews.count
        let visitedStart = record.visited.count
        var chosen: (window: ViewID?, view: ViewID?) = (nil, nil)
        for window in windowOrder {
            let local = routing.nodes[window.index].local(point.x, point.y)
            if let view = hitTester.hitTest(window.index, at: local.x, local.y, in: routing, visited: &record.visited) {
                chosen = (window, ViewID(view))
                break
            }
        }
        guard record.parts.contains(.hitTests) else {
            if chosen.view == nil { chosen.window = Simulator.frontWindow(at: point, windowOrder, views) }
            return chosen
        }
        if let view = chosen.view {
            var current = view.index
            while current >= 0 {
                record.pathViews.append(ViewID(current))
                current = Int(routing.nodes[current].superview)
            }
            var low = pathStart
            var high = record.pathViews.count - 1
            while low < high {
                record.pathViews.swapAt(low, high)
                low += 1
                high -= 1
            }
        } else {
            chosen.window = Simulator.frontWindow(at: point, windowOrder, views)
        }
        let pathEnd = record.pathViews.count
        if hitTester.explain, record.parts.contains(.covered), let view = chosen.view {
            // H5, H7: the view the hit-test view covers at this point, for `--explain`.
            let covered = routing.hitPath(at: point, without: view, in: views, windows: windowOrder)
            if let last = covered.last, !record.pathViews[pathStart..<pathEnd].contains(last) {
                for entry in covered { record.pathViews.append(entry) }
            }
        }
        record.hitTests.append(
            HitTestRecord(
                touch: touch, window: chosen.window, view: chosen.view, path: pathStart..<pathEnd,
                visited: visitedStart..<record.visited.count, covered: pathEnd..<record.pathViews.count))
        return chosen
    }

    /// The front-most visible window whose frame holds `point`, if any (for a touch no view takes).
    private static func frontWindow(at point: Point, _ windowOrder: [ViewID], _ views: [View]) -> ViewID? {
        windowOrder.first { window in
            let w = views[window.index]
            return !w.isHidden && !HitTester.isTransparent(w.alpha) && w.frame.contains(point)
        }
    }

    /// I3: while ignoring, the changes of live touches are reported as skipped.
    private mutating func skipLiveChanges() {
        for phase in [TouchPhase.moved, .ended] where live.contains(where: { touches[$0].eventPhase == EventPhase(phase) }) {
            var group = firstGroup(of: phase, from: 0)
            while let (view, start, next) = group {
                for index in start..<callSlots.count {
                    let slot = callSlots[index]
                    record.addSkip(SkipRecord(touch: touches[slot].ref, phase: phase, view: view))
                    if phase == .ended {
                        touches[slot].status = .dead
                        // A UITouch keeps the location where it lifted (read by behaviours).
                        liftedLocations[touches[slot].ref.serial] = touches[slot].location
                    }
                }
                callSlots.truncate(to: start)
                record.callTouches.truncate(to: start)
                group = firstGroup(of: phase, from: next)
            }
        }
    }

    /// Delivers the event's calls, phase by phase (P2, P3), and remembers taps. With
    /// recognizers, a call of a touch that a recognizer holds is held instead (G17–G19).
    mutating func deliverEvent(_ phases: PhaseSet, allReady: Bool = false) {
        let changes = eventPhases(fillingAll: !allReady)
        if !hasRecognizers, changes.count == 1, let phase = touches[changes.slot].eventPhase.touchPhase {
            // One touch changed (most events): its call is that touch alone.
            if phases.contains(phase) {
                appendCallTouch(changes.slot)
                deliverCall(phase, to: touches[changes.slot].view, touches: callSlots.count - 1..<callSlots.count)
                noteDelivered(phase, touches: callSlots.count - 1..<callSlots.count)
            }
        } else {
            for phase in TouchPhase.allCases where phases.contains(phase) && changes.phases.contains(phase) {
                var group = firstGroup(of: phase, from: 0)
                while let (view, start, next) = group {
                    if hasRecognizers {
                        deliverOrHold(phase, to: view, touches: start..<callSlots.count)
                    } else {
                        deliverCall(phase, to: view, touches: start..<callSlots.count)
                        noteDelivered(phase, touches: start..<callSlots.count)
                    }
                    group = firstGroup(of: phase, from: next)
                }
            }
        }
        if changes.phases.contains(.ended) || changes.phases.contains(.cancelled) {
            for slot in live {
                switch touches[slot].eventPhase {
                case .ended, .cancelled: touches[slot].status = .dead
                default: break
                }
            }
        }
        if phases.contains(.ended) && !liftedSlots.isEmpty {
            // The last up line wins when several taps end in one event (T1).
            for slot in liftedSlots where touches[slot].eventPhase == .ended {
                let view = touches[slot].view
                lastTap[view.index] = TapMemory(
                    endTime: progress.now, beganLocation: touches[slot].beganLocation, count: touches[slot].tapCount)
            }
        }
    }

    /// Marks what the view got of the touches of a call it received (G16's "got its began").
    @inline(__always)
    mutating func noteDelivered(_ phase: TouchPhase, touches range: Range<Int>) {
        guard hasRecognizers else { return }
        for index in range {
            let slot = callSlots[index]
            switch phase {
            case .began: touches[slot].viewGotBegan = true
            case .ended, .cancelled: touches[slot].viewGotFinish = true
            case .moved: break
            }
        }
    }

    /// `all` (P4): every live delivered touch with its phase in this step. Returns the
    /// phases present, how many touches changed, and the slot of the last that did.
    mutating func fillAll() -> (phases: PhaseSet, count: Int, slot: Int) { eventPhases(fillingAll: true) }

    /// The phases of the live touches now: how many changed, and the slot of the last that
    /// did. With `fillingAll` it refills `all` too (when it is built); without, `all` is kept
    /// from before the recognizers acted, so that a taken touch still shows in it.
    private mutating func eventPhases(fillingAll: Bool) -> (phases: PhaseSet, count: Int, slot: Int) {
        let fills = fillingAll && record.parts.contains(.all)
        if fills { record.all.removeAll() }
        var phases: PhaseSet = []
        var count = 0
        var changed = -1
        for slot in live {
            let touch = touches[slot]
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
    /// touches in the phase, sorted by creation, to ``callSlots`` and the record's call touches.
    /// Returns the view, where its touches start, and where to look for the next call.
    mutating func firstGroup(of phase: TouchPhase, from: Int) -> (view: ViewID, start: Int, next: Int)? {
        let wanted = EventPhase(phase)
        var index = from
        while index < live.count {
            let slot = live[index]
            index += 1
            guard touches[slot].eventPhase == wanted else { continue }
            let view = touches[slot].view
            var seenBefore = false
            var earlier = 0
            while earlier < index - 1 {
                let other = live[earlier]
                if touches[other].eventPhase == wanted && touches[other].view == view {
                    seenBefore = true
                    break
                }
                earlier += 1
            }
            if seenBefore { continue }
            let start = callSlots.count
            var later = index - 1
            while later < live.count {
                let other = live[later]
                if touches[other].eventPhase == wanted && touches[other].view == view { appendCallTouch(other) }
                later += 1
            }
            return (view, start, index)
        }
        return nil
    }

    /// Adds a touch to the call being gathered: its slot, and its ref when calls are built.
    @inline(__always)
    mutating func appendCallTouch(_ slot: Int) {
        callSlots.append(slot)
        if record.parts.contains(.deliveries) { record.callTouches.append(touches[slot].ref) }
    }

    /// Ends an event: finished touches stop tracking, notices are collected, slots freed.
    mutating func finishEvent() {
        // Without recognizers a finished touch's notices are due now (with them, when its
        // recognizers let it go); nothing was noted when no sink reads notices.
        let notes = !hasRecognizers && record.parts.contains(.notices)
        if !hasRecognizers, let change = eventChange, change.count <= 1, !change.phases.contains(.ended),
            !change.phases.contains(.cancelled)
        {
            // At most one touch moved or began and none finished (most events): every live
            // touch stays, only the changed one goes back to stationary.
            if change.count == 1 { touches[change.slot].eventPhase = .stationary }
        } else {
            keepLiveTouches(notes: notes)
        }
        if liftedSlots.isEmpty { return }
        for slot in liftedSlots {
            if touches[slot].status != .taken { touches[slot].status = .dead }
            if hasRecognizers {
                lingering.append(slot)
            } else {
                if notes { collectNotices(of: slot) }
                freeSlot(slot)
            }
        }
        liftedSlots.removeAll()
    }

    /// Finished touches stop tracking (their notices collected when `notes`); the others go
    /// back to stationary.
    private mutating func keepLiveTouches(notes: Bool) {
        var kept = 0
        for position in live.indices {
            let slot = live[position]
            if touches[slot].status == .live {
                if touches[slot].eventPhase != .stationary { touches[slot].eventPhase = .stationary }
                // Most events keep every touch: skip the writes (each checks the array's uniqueness).
                if kept != position { live[kept] = slot }
                kept += 1
            } else {
                trackingCount[touches[slot].view.index] -= 1
                touches[slot].eventPhase = .stationary
                if notes { collectNotices(of: slot) }
            }
        }
        while live.count > kept { live.removeLast() }
    }

    /// Frees a finished touch's slot; where it lifted is kept for behaviours that read it.
    mutating func freeSlot(_ slot: Int) {
        if keepsLiftedTouches { liftedLocations[touches[slot].ref.serial] = touches[slot].location }
        freeSlots.append(slot)
    }

    /// Every touch as a behaviour's code reads it now, mapped into its view (see
    /// ``BehaviorContext/liveTouches``): the touches in use, then those that lifted.
    func touchesNow(_ map: (Point) -> Point) -> [BehaviorTouch] {
        var free = [Bool](repeating: false, count: touches.count)
        for slot in freeSlots { free[slot] = true }
        var result: [BehaviorTouch] = []
        for slot in touches.indices where !free[slot] && touches[slot].status != .withheld {
            let touch = touches[slot]
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

    private mutating func allocateSlot(_ state: TouchState) -> Int {
        if let slot = freeSlots.popLast() {
            // Keep the receivers' storage: one allocation per slot, not per touch.
            receivers[slot].items.removeAll()
            touches[slot] = state
            return slot
        }
        touches.append(state)
        receivers.append(ReceiverList())
        if hasRecognizers {
            heldCalls.append([])
            attachedRecognizers.append([])
        }
        return touches.count - 1
    }

    /// The finger slot of a script slot, or -1 when its finger is not down.
    @inline(__always)
    func slot(of touch: Int) -> Int { touch < slotOfName.count ? slotOfName[touch] : -1 }

    /// N1, N2: turns a finished touch's receivers into notices.
    mutating func collectNotices(of slot: Int) {
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
                code: code, responder: receiver.responder, touch: touches[slot].ref, touchName: record.name(of: touches[slot].ref))
            progress.addNotice(notice, order: receiver.firstLine)
        }
        receivers[slot].items.removeAll()
    }
}
