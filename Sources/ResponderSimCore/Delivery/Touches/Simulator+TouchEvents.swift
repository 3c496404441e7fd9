extension Simulator {
    /// A touch event: consecutive same-time touch lines (P1–P4, H, M, X, I, L, T), in the
    /// order of Scenes/README.md, Expectations: drops (and the recognizers each new touch gets), the
    /// recognizers' calls and arbitration, releases, then the step's own view calls.
    mutating func processEvent(_ changes: [TouchChange]) {
        let overflowCancelsAll = touches.overflowCancelsAll(changes)

        for index in changes.indices {
            switch changes[index].kind {
            case .down: touchDown(changes[index], overflowCancelsAll: overflowCancelsAll)
            case .move:
                let slot = touches.slot(of: changes[index].touch)
                guard slot >= 0, let point = changes[index].point, !staysWhereCancelled(slot) else { continue }
                touches.move(slot, to: point, record: &record)
                if arena.isActive { markStepPhase(slot, .moved) }
            case .up:
                let slot = touches.slot(of: changes[index].touch)
                guard slot >= 0 else { continue }
                var point = changes[index].point
                if point != nil && staysWhereCancelled(slot) { point = nil }
                touches.lift(slot, name: changes[index].touch, at: point, record: &record)
                if arena.isActive { markStepPhase(slot, .ended) }
            }
        }

        if overflowCancelsAll {
            // Cancellations are not interaction events: they replace any skip (L1, I3).
            if arena.isActive { cancelRecognizersOfLiveTouches() }
            for slot in touches.live { touches[slot].eventPhase = .cancelled }
            if arena.isActive { resolveRequests() }
            deliverCancellations()
        } else if touches.ignoreDepth > 0 {
            // G26: recognizers take no calls for skipped events; releases are still delivered.
            if arena.isActive { resolveRequests() }
            touches.skipLiveChanges(record: &record)
        } else {
            if arena.isActive {
                _ = fillAll()
                recognizersTakeCalls()
                resolveRequests()
            }
            deliverEvent([.began, .moved, .ended], allReady: arena.isActive)
        }
        finishEvent()
    }

    /// L4: a touch cancelled for the views (L1, L3, B2) that no recognizer follows any more
    /// stays where it was cancelled: its later lines move nothing, and its moves are no change.
    @inline(__always)
    private func staysWhereCancelled(_ slot: Int) -> Bool {
        // Cancelled: finished for the views before its finger lifted.
        guard touches[slot].status == .dead && !touches[slot].lifted else { return false }
        return !arena.isActive || !arena.follows(slot)
    }

    /// A `down` line: hit test, then the withholding rules in the order of README.md, Trace formats: drop reasons
    private mutating func touchDown(_ change: TouchChange, overflowCancelsAll: Bool) {
        let point = change.point ?? .zero
        let (slot, overLimit, alone) = touches.begin(change.touch, at: point)
        if arena.isActive && slot == arena.attached.count { arena.addSlot() }
        let ref = touches[slot].ref
        // The record keeps the names across steps, by slot: a `down` sets its slot's (a sink
        // that kept an earlier record holds its own copy).
        if slot >= record.touchNames.count {
            record.touchNames += Array(repeating: "", count: slot + 1 - record.touchNames.count)
        }
        record.touchNames[slot] = change.name
        if record.parts.contains(.changes) { record.changes.append(ChangeRecord(touch: ref, phase: .began, point: point)) }

        func withhold(_ reason: DropReason, view: ViewID?) {
            let rule: RuleID
            let causesStart = record.dropCauses.count
            switch reason {
            case .ignoringInteraction: rule = .i2
            case .touchLimit: rule = touches.settings.overflow == .cancelAll ? .l1 : .l2
            case .noWindow: rule = .h7
            case .noHitView: rule = .h1
            case .multipleTouchDisabled, .exclusiveTouch:
                rule = touches.recordDropCauses(reason, of: view ?? ViewID(0), routing: tree.routing, record: &record)
            }
            record.addDrop(
                DropRecord(touch: ref, reason: reason, view: view, rule: rule, causes: causesStart..<record.dropCauses.count))
        }
        if touches.ignoreDepth > 0 || overLimit || overflowCancelsAll {
            if record.parts.contains(.hitTests) {
                let pathStart = record.pathViews.count
                let visitedStart = record.visited.count
                record.hitTests.append(
                    HitTestRecord(touch: ref, window: nil, view: nil, path: pathStart..<pathStart, visited: visitedStart..<visitedStart))
            }
            withhold(touches.ignoreDepth > 0 ? .ignoringInteraction : .touchLimit, view: nil)
            return
        }
        let (window, hit) = tree.hitTest(at: point, touch: ref, record: &record)
        guard let window, let view = hit else {
            withhold(window == nil ? .noWindow : .noHitView, view: nil)
            return
        }
        touches[slot].view = view
        touches[slot].window = window
        // G1–G3: the recognizers on its path see it, withheld from its view by M or X or not.
        if arena.isActive { attachRecognizers(slot) }
        if tree.routing.nodes[view.index].flags.isDisjoint(with: [.window, .multipleTouch]) && touches.tracks(view) {
            withhold(.multipleTouchDisabled, view: view)
            return
        }
        if touches.isExcluded(view, window: window, routing: tree.routing) {
            withhold(.exclusiveTouch, view: view)
            return
        }
        touches.accept(slot, alone: alone, now: progress.now)
    }

    /// Delivers the event's calls, phase by phase (P2, P3), and remembers taps. With
    /// recognizers, a call of a touch that a recognizer holds is held instead (G17–G19).
    mutating func deliverEvent(_ phases: PhaseSet, allReady: Bool = false) {
        let changes = touches.eventPhases(fillingAll: !allReady, record: &record)
        if !arena.isActive, changes.count == 1, let phase = touches[changes.slot].eventPhase.touchPhase {
            // One touch changed (most events): its call is that touch alone.
            if phases.contains(phase) {
                touches.appendCallTouch(changes.slot, record: &record)
                deliverCall(phase, to: touches[changes.slot].view, touches: touches.calls.slots.count - 1..<touches.calls.slots.count)
                touches.noteDelivered(phase, touches: touches.calls.slots.count - 1..<touches.calls.slots.count)
            }
        } else {
            for phase in TouchPhase.allCases where phases.contains(phase) && changes.phases.contains(phase) {
                var group = touches.firstGroup(of: phase, from: 0, record: &record)
                while let (view, start, next) = group {
                    if arena.isActive {
                        deliverOrHold(phase, to: view, touches: start..<touches.calls.slots.count)
                    } else {
                        deliverCall(phase, to: view, touches: start..<touches.calls.slots.count)
                        touches.noteDelivered(phase, touches: start..<touches.calls.slots.count)
                    }
                    group = touches.firstGroup(of: phase, from: next, record: &record)
                }
            }
        }
        if changes.phases.contains(.ended) || changes.phases.contains(.cancelled) { touches.finishLiveTouches() }
        if phases.contains(.ended) && !touches.liftedSlots.isEmpty { touches.rememberTaps(now: progress.now) }
    }

    /// `all` (P4): every live delivered touch with its phase in this step. Returns the
    /// phases present, how many touches changed, and the slot of the last that did.
    mutating func fillAll() -> (phases: PhaseSet, count: Int, slot: Int) { touches.eventPhases(fillingAll: true, record: &record) }

    /// Ends an event: finished touches stop tracking, notices are collected, slots freed.
    mutating func finishEvent() {
        // Without recognizers a finished touch's notices are due now (with them, when its
        // recognizers let it go); nothing was noted when no sink reads notices.
        let notes = !arena.isActive && record.parts.contains(.notices)
        if !arena.isActive, let change = touches.eventChange, change.count <= 1, !change.phases.contains(.ended),
            !change.phases.contains(.cancelled)
        {
            // At most one touch moved or began and none finished (most events): every live
            // touch stays, only the changed one goes back to stationary.
            if change.count == 1 { touches[change.slot].eventPhase = .stationary }
        } else {
            touches.keepLiveTouches(notes: notes, record: &record, progress: &progress)
        }
        if !touches.liftedSlots.isEmpty { touches.endLifted(lingers: arena.isActive, notes: notes, record: &record, progress: &progress) }
    }

}
