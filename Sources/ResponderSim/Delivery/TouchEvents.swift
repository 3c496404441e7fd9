extension Simulator {
    /// A touch event: consecutive same-time touch lines (RULES P1–P4, H, M, X, I, L, T).
    mutating func processEvent(_ changes: [TouchChange]) {
        let limit = touchLimit
        // RULES L1: a finger beyond the limit under cancel-all turns the whole event into a cancellation.
        var count = fingersDown
        var overflowCancelsAll = false
        for change in changes {
            switch change.kind {
            case .down:
                if count >= limit && overflow == .cancelAll { overflowCancelsAll = true }
                count += 1
            case .up: count -= 1
            case .move: break
            }
        }

        for change in changes {
            switch change.kind {
            case .down: touchDown(change, overflowCancelsAll: overflowCancelsAll)
            case .move:
                let slot = slot(of: change.touch)
                guard slot >= 0, let point = change.point else { continue }
                touches[slot].previousLocation = touches[slot].location
                touches[slot].location = point
                record.changes.append(ChangeRecord(touch: touches[slot].ref, phase: .moved, point: point))
                if touches[slot].status == .live { touches[slot].eventPhase = .moved }
            case .up:
                let slot = slot(of: change.touch)
                guard slot >= 0 else { continue }
                if let point = change.point {
                    touches[slot].previousLocation = touches[slot].location
                    touches[slot].location = point
                }
                record.changes.append(ChangeRecord(touch: touches[slot].ref, phase: .ended, point: touches[slot].location))
                if touches[slot].status == .live { touches[slot].eventPhase = .ended }
                fingersDown -= 1
                slotOfName[change.touch] = -1
                liftedSlots.append(slot)
            }
        }

        if overflowCancelsAll {
            // Cancellations are not interaction events: they replace any skip (RULES L1, I3).
            for slot in live { touches[slot].eventPhase = .cancelled }
            deliverEvent(.cancelled)
        } else if ignoreDepth > 0 {
            skipLiveChanges()
        } else {
            deliverEvent([.began, .moved, .ended])
        }
        finishEvent()
    }

    /// A `down` line: hit test, then the withholding rules in the order of TRACE.md §4.
    private mutating func touchDown(_ change: TouchChange, overflowCancelsAll: Bool) {
        let point = change.point ?? .zero
        let ref = TouchRef(serial: nextSerial, name: change.touch)
        nextSerial += 1
        let overLimit = fingersDown >= touchLimit
        let otherFingersDown = fingersDown > 0
        fingersDown += 1
        let slot = allocateSlot(TouchState(ref: ref, status: .withheld, location: point, previousLocation: point, beganLocation: point))
        if change.touch >= slotOfName.count {
            slotOfName += Array(repeating: -1, count: change.touch + 1 - slotOfName.count)
            record.touchNames += Array(repeating: "", count: change.touch + 1 - record.touchNames.count)
        }
        slotOfName[change.touch] = slot
        // The record keeps the names across steps: a `down` sets its slot's (a sink that kept
        // an earlier record holds its own copy).
        record.touchNames[change.touch] = change.name
        slotNames[slot] = change.name
        record.changes.append(ChangeRecord(touch: ref, phase: .began, point: point))

        func withhold(_ reason: DropReason, view: ViewID?) {
            let rule: String
            switch reason {
            case .ignoringInteraction: rule = "I2"
            case .touchLimit: rule = overflow == .cancelAll ? "L1" : "L2"
            case .noWindow: rule = "H7"
            case .noHitView: rule = "H1"
            case .multipleTouchDisabled: rule = "M1"
            case .exclusiveTouch: rule = view.map { views[$0.index].exclusiveTouch } == true ? "X1" : "X2"
            }
            record.drops.append(DropRecord(touch: ref, reason: reason, view: view, rule: rule))
        }
        if ignoreDepth > 0 || overLimit || overflowCancelsAll {
            let pathStart = record.pathViews.count
            let visitedStart = record.visited.count
            record.hitTests.append(
                HitTestRecord(touch: ref, window: nil, view: nil, path: pathStart..<pathStart, visited: visitedStart..<visitedStart))
            withhold(ignoreDepth > 0 ? .ignoringInteraction : .touchLimit, view: nil)
            return
        }
        let (window, hit) = hitTestWindows(at: point, touch: ref)
        guard let window, let view = hit else {
            withhold(window == nil ? .noWindow : .noHitView, view: nil)
            return
        }
        if !views[view.index].isWindow && !views[view.index].multipleTouch && trackingCount[view.index] > 0 {
            withhold(.multipleTouchDisabled, view: view)
            return
        }
        if Simulator.isExcluded(view, window: window, views: views, live: live, touches: touches) {
            withhold(.exclusiveTouch, view: view)
            return
        }
        touches[slot].status = .live
        touches[slot].view = view
        touches[slot].window = window
        touches[slot].eventPhase = .began
        touches[slot].tapCount =
            otherFingersDown
            ? 1 : Simulator.tapCount(after: lastTap[view.index], at: point, now: now, radius: tapRadius, interval: tapInterval)
        trackingCount[view.index] += 1
        live.append(slot)
    }

    /// RULES X1–X4: exclusive touch, per window, against the touches accepted so far.
    /// Static, like ``tapCount(after:at:now:radius:interval:)``: as instance methods called
    /// from the mutating ``touchDown(_:overflowCancelsAll:)`` they made the compiler copy the
    /// whole simulator (about 1.6 KB, ~180 instructions of memcpy each) on every `down`.
    private static func isExcluded(_ view: ViewID, window: ViewID, views: [View], live: [Int], touches: [TouchState]) -> Bool {
        let exclusive = views[view.index].exclusiveTouch
        for slot in live where touches[slot].window == window {
            let other = touches[slot].view
            if exclusive && other != view { return true }
            if !exclusive && views[other.index].exclusiveTouch { return true }
        }
        return false
    }

    /// RULES T1: the tap count of a touch that begins alone at `point` on a view whose last tap is `tap`.
    private static func tapCount(after tap: TapMemory?, at point: Point, now: Microseconds, radius: Double, interval: Microseconds) -> Int {
        guard let tap else { return 1 }
        let dx = point.x - tap.beganLocation.x
        let dy = point.y - tap.beganLocation.y
        let close = (dx * dx + dy * dy).squareRoot() <= radius
        return now - tap.endTime <= interval && close ? tap.count + 1 : 1
    }

    /// RULES H1, H7: windows front to back; the first whose hit test returns a view wins.
    /// With no view, the window is the front-most visible one whose frame holds the point (if any).
    mutating func hitTestWindows(at point: Point, touch: TouchRef) -> (window: ViewID?, view: ViewID?) {
        let pathStart = record.pathViews.count
        let visitedStart = record.visited.count
        var chosen: (window: ViewID?, view: ViewID?) = (nil, nil)
        for window in windowOrder {
            let local = HitTester.convert(point, into: views[window.index])
            if let view = hitTester.hitTest(window, at: local, in: views, visited: &record.visited) {
                chosen = (window, view)
                break
            }
        }
        if let view = chosen.view {
            var current: ViewID? = view
            while let id = current {
                record.pathViews.append(id)
                current = views[id.index].superview
            }
            var low = pathStart
            var high = record.pathViews.count - 1
            while low < high {
                record.pathViews.swapAt(low, high)
                low += 1
                high -= 1
            }
        } else {
            chosen.window = windowOrder.first { window in
                let w = views[window.index]
                return !w.isHidden && !HitTester.isTransparent(w.alpha) && w.frame.contains(point)
            }
        }
        record.hitTests.append(
            HitTestRecord(
                touch: touch, window: chosen.window, view: chosen.view,
                path: pathStart..<record.pathViews.count, visited: visitedStart..<record.visited.count))
        return chosen
    }

    /// RULES I3: while ignoring, the changes of live touches are reported as skipped.
    private mutating func skipLiveChanges() {
        for phase in [TouchPhase.moved, .ended] where live.contains(where: { touches[$0].eventPhase == EventPhase(phase) }) {
            var group = firstGroup(of: phase, from: 0)
            while let (view, start, next) = group {
                for index in start..<callSlots.count {
                    let slot = callSlots[index]
                    record.skips.append(SkipRecord(touch: touches[slot].ref, phase: phase, view: view))
                    if phase == .ended { touches[slot].status = .dead }
                }
                callSlots.truncate(to: start)
                record.callTouches.truncate(to: start)
                group = firstGroup(of: phase, from: next)
            }
        }
    }

    /// Delivers the event's calls, phase by phase (RULES P2, P3), and remembers taps.
    mutating func deliverEvent(_ phases: PhaseSet) {
        fillAll()
        var present: PhaseSet = []
        for entry in record.all {
            switch entry.phase {
            case .began: present.insert(.began)
            case .moved: present.insert(.moved)
            case .ended: present.insert(.ended)
            case .cancelled: present.insert(.cancelled)
            case .stationary: break
            }
        }
        for phase in TouchPhase.allCases where phases.contains(phase) && present.contains(phase) {
            var group = firstGroup(of: phase, from: 0)
            while let (view, start, next) = group {
                deliverCall(phase, to: view, touches: start..<callSlots.count)
                group = firstGroup(of: phase, from: next)
            }
        }
        for slot in live {
            switch touches[slot].eventPhase {
            case .ended, .cancelled: touches[slot].status = .dead
            default: break
            }
        }
        if phases.contains(.ended) {
            // The last up line wins when several taps end in one event (RULES T1).
            for slot in liftedSlots where touches[slot].eventPhase == .ended {
                let view = touches[slot].view
                lastTap[view.index] = TapMemory(endTime: now, beganLocation: touches[slot].beganLocation, count: touches[slot].tapCount)
            }
        }
    }

    /// `all` (RULES P4): every live delivered touch with its phase in this step.
    mutating func fillAll() {
        record.all.removeAll()
        for slot in live {
            record.all.append(EventTouch(touch: touches[slot].ref, phase: touches[slot].eventPhase, tapCount: touches[slot].tapCount))
        }
    }

    /// Finds the next call of `phase` (RULES P2, P3): starting at position `from` of `live`, the
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
                if touches[other].eventPhase == wanted && touches[other].view == view {
                    callSlots.append(other)
                    record.callTouches.append(touches[other].ref)
                }
                later += 1
            }
            return (view, start, index)
        }
        return nil
    }

    /// Ends an event: finished touches stop tracking, notices are collected, slots freed.
    mutating func finishEvent() {
        var kept = 0
        for position in live.indices {
            let slot = live[position]
            if touches[slot].status == .live {
                touches[slot].eventPhase = .stationary
                live[kept] = slot
                kept += 1
            } else {
                trackingCount[touches[slot].view.index] -= 1
                touches[slot].eventPhase = .stationary
                collectNotices(of: slot)
            }
        }
        // Most events keep every touch and lift none: skip the arrays' uniqueness checks then.
        if kept < live.count { live.removeLast(live.count - kept) }
        if liftedSlots.isEmpty { return }
        for slot in liftedSlots {
            collectNotices(of: slot)
            touches[slot].status = .dead
            freeSlots.append(slot)
        }
        liftedSlots.removeAll(keepingCapacity: true)
    }

    private mutating func allocateSlot(_ state: TouchState) -> Int {
        if let slot = freeSlots.popLast() {
            // Keep the receivers' storage: one allocation per slot, not per touch.
            receivers[slot].items.removeAll(keepingCapacity: true)
            touches[slot] = state
            return slot
        }
        touches.append(state)
        receivers.append(ReceiverList())
        slotNames.append("")
        return touches.count - 1
    }

    /// The finger slot of a script slot, or -1 when its finger is not down.
    @inline(__always)
    func slot(of touch: Int) -> Int { touch < slotOfName.count ? slotOfName[touch] : -1 }

    /// RULES N1, N2: turns a finished touch's receivers into notices.
    mutating func collectNotices(of slot: Int) {
        let ref = touches[slot].ref
        let name = slotNames[slot]
        for receiver in receivers[slot].items {
            if receiver.gotBegan && !receiver.gotFinish {
                notices.append(
                    (receiver.firstDelivery, Notice(code: .neverFinished, responder: receiver.responder, touch: ref, touchName: name)))
            } else if receiver.gotOtherWithoutBegan {
                notices.append(
                    (receiver.firstDelivery, Notice(code: .noBegan, responder: receiver.responder, touch: ref, touchName: name)))
            }
        }
        receivers[slot].items.removeAll(keepingCapacity: true)
    }
}
