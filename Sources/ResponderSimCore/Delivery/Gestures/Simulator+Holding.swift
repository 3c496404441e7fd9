/// A view call held by a recognizer (G17–G19), with the window points of the
/// moment it was held.
struct HeldCall {
    var phase: TouchPhase
    /// The step that held it.
    var step: Int
    var location: Point
    var previous: Point
}

/// What recognizers do to the calls views receive (G16–G24): they take touches,
/// hold calls, release them, and throw them away.
extension Simulator {
    // MARK: G16 — taking

    /// G16: at a grant with `cancels-touches`, each touch of the attempt not taken yet is
    /// taken: its held calls are thrown away, its view gets `touchesCancelled` if it got the
    /// began and neither an end nor a cancellation, and no later call of it reaches a view.
    mutating func takeTouches(of index: Int) {
        let recognizer = RecognizerID(index)
        let ordered = arena.runtimes[index].touches.filter { !touches[$0].taken }.sorted {
            touches[$0].ref.serial < touches[$1].ref.serial
        }
        guard !ordered.isEmpty else { return }
        // (1) Held calls, one line per view in P3 order.
        let held = ordered.filter { touches[$0].hasHeldCalls }
        for (view, group) in groupedByView(held) {
            record.addDiscard(
                DiscardRecord(view: view, touches: record.addEntryTouches(group.map { touches[$0].ref }), recognizer: recognizer, seq: 0))
            for slot in group { dropHeldCalls(slot) }
        }
        // (2) The views' cancellations, one call per view in P3 order.
        let cancelled = ordered.filter {
            touches[$0].status != .withheld && touches[$0].viewGotBegan && !touches[$0].viewGotFinish
        }
        let base = baseAll()
        for (view, group) in groupedByView(cancelled) {
            let start = touches.calls.slots.count
            for slot in group {
                touches.appendCallTouch(slot, record: &record)
            }
            let all = ownAll(base: base, cancelled: group)
            deliverCall(.cancelled, to: view, touches: start..<touches.calls.slots.count, origin: .gesture(by: recognizer), all: all)
            for slot in group { touches[slot].viewGotFinish = true }
        }
        // (3) No later call reaches a view: the touch is no longer live for the views (G24).
        for slot in ordered {
            touches.take(slot)
        }
    }

    /// `all` before arbitration (P4): the event's touches in a touch step, otherwise every
    /// touch live for the views, as stationary (README.md, Trace formats).
    private func baseAll() -> [EventTouch] {
        if record.kind == .touches && !record.all.isEmpty { return Array(record.all.elements) }
        return touches.live.map { EventTouch(touch: touches[$0].ref, phase: .stationary, tapCount: touches[$0].tapCount) }
    }

    /// A G16 cancellation's own `all`: the base with the call's touches as cancelled.
    private mutating func ownAll(base: [EventTouch], cancelled: [Int]) -> Range<Int> {
        var entries = base
        for slot in cancelled {
            let ref = touches[slot].ref
            if let position = entries.firstIndex(where: { $0.touch.serial == ref.serial }) {
                entries[position].phase = .cancelled
            } else {
                entries.append(EventTouch(touch: ref, phase: .cancelled, tapCount: touches[slot].tapCount))
            }
        }
        entries.sort { $0.touch.serial < $1.touch.serial }
        let start = record.callAll.count
        for entry in entries { record.callAll.append(entry) }
        return start..<record.callAll.count
    }

    /// Touches grouped by their hit-test view, views in the order of their first touch (P3).
    private func groupedByView(_ slots: [Int]) -> [(ViewID, [Int])] {
        var groups: [(ViewID, [Int])] = []
        for slot in slots {
            let view = touches[slot].view
            if let position = groups.firstIndex(where: { $0.0 == view }) {
                groups[position].1.append(slot)
            } else {
                groups.append((view, [slot]))
            }
        }
        return groups
    }

    // MARK: G17–G19 — holding

    /// A step's own call with recognizers about: the touches a recognizer holds, or that
    /// already have held calls, are held (G19); the others are delivered first.
    mutating func deliverOrHold(_ phase: TouchPhase, to view: ViewID, touches range: Range<Int>) {
        var heldSlots: [Int] = []
        var deliveredSlots: [Int] = []
        for index in range {
            let slot = touches.calls.slots[index]
            if touches[slot].hasHeldCalls || arena.holder(of: slot, phase) != nil {
                heldSlots.append(slot)
            } else {
                deliveredSlots.append(slot)
            }
        }
        // A first check that nothing is held, before sorting, made the compiler copy the whole
        // simulator on every call (callgrind: +11 % on a scene with recognizers).
        if heldSlots.isEmpty {
            deliverCall(phase, to: view, touches: range)
            touches.noteDelivered(phase, touches: range)
            return
        }
        if !deliveredSlots.isEmpty {
            let start = touches.calls.slots.count
            for slot in deliveredSlots {
                touches.appendCallTouch(slot, record: &record)
            }
            deliverCall(phase, to: view, touches: start..<touches.calls.slots.count)
            touches.noteDelivered(phase, touches: start..<touches.calls.slots.count)
        }
        // One `hold` line per holding recognizer, ordered by their first touches' creation.
        var lines: [(recognizer: Int, slots: [Int])] = []
        for slot in heldSlots {
            arena.hold(
                phase, slot: slot, step: progress.stepNumber, location: touches[slot].location, previous: touches[slot].previousLocation,
                isFirst: !touches[slot].hasHeldCalls)
            touches[slot].hasHeldCalls = true
            let name = arena.holder(of: slot, arena.heldCalls[slot][0].phase) ?? arena.attached[slot].first ?? 0
            if let position = lines.firstIndex(where: { $0.recognizer == name }) {
                lines[position].slots.append(slot)
            } else {
                lines.append((name, [slot]))
            }
        }
        for line in lines {
            record.addHold(
                HoldRecord(
                    view: view, phase: phase, touches: record.addEntryTouches(line.slots.map { touches[$0].ref }),
                    recognizer: RecognizerID(line.recognizer), rule: arena.holdRule(of: line.slots[0], phase), seq: 0))
            for slot in line.slots where touches[slot].firstHoldLine < 0 {
                touches[slot].firstHoldLine = progress.traceLines + record.lineCount
            }
        }
    }

    // MARK: G20 — releasing

    /// G20: every touch whose oldest held call no recognizer holds any more has all its held
    /// calls released, unless it is cancelled in this step; per view (by the creation of the
    /// first released touch) a `release` line, then the calls in original order.
    mutating func releaseHeldCalls(removed: ViewID? = nil) {
        guard !arena.heldTouches.isEmpty else { return }
        var released: [Int] = []
        for slot in arena.heldTouches.sorted(by: { touches[$0].ref.serial < touches[$1].ref.serial }) {
            // Cancelled in this step, or held for a view that left the window: discarded (G23).
            guard touches[slot].eventPhase != .cancelled,
                removed.map({ !tree.routing.isInside(touches[slot].view.index, $0.index) }) ?? true,
                let oldest = arena.heldCalls[slot].first, arena.holder(of: slot, oldest.phase) == nil
            else { continue }
            released.append(slot)
        }
        guard !released.isEmpty else { return }
        for (view, group) in groupedByView(released) {
            record.addRelease(ReleaseRecord(view: view, touches: record.addEntryTouches(group.map { touches[$0].ref }), seq: 0))
            // The calls in original order: by the step that held them, then by phase (P3).
            var calls: [(step: Int, phase: TouchPhase)] = []
            for slot in group {
                for call in arena.heldCalls[slot] where !calls.contains(where: { $0.step == call.step && $0.phase == call.phase }) {
                    calls.append((call.step, call.phase))
                }
            }
            calls.sort { ($0.step, $0.phase) < ($1.step, $1.phase) }
            for call in calls {
                let start = touches.calls.slots.count
                var allEntries: [EventTouch] = []
                for slot in group {
                    guard let held = arena.heldCalls[slot].first(where: { $0.step == call.step && $0.phase == call.phase }) else {
                        continue
                    }
                    // Released points are parallel to the call slots: pad past the step's other calls.
                    while touches.calls.released.count < touches.calls.slots.count { touches.calls.released.append((.zero, .zero)) }
                    touches.appendCallTouch(slot, record: &record)
                    touches.calls.released.append((held.location, held.previous))
                    allEntries.append(EventTouch(touch: touches[slot].ref, phase: EventPhase(call.phase), tapCount: touches[slot].tapCount))
                }
                let allStart = record.callAll.count
                for entry in allEntries { record.callAll.append(entry) }
                deliverCall(
                    call.phase, to: view, touches: start..<touches.calls.slots.count, origin: .release(heldAt: call.step),
                    all: allStart..<record.callAll.count)
                touches.noteDelivered(call.phase, touches: start..<touches.calls.slots.count)
            }
            for slot in group { dropHeldCalls(slot) }
        }
    }

    /// Forgets a touch's held calls.
    private mutating func dropHeldCalls(_ slot: Int) {
        arena.dropHeldCalls(slot)
        touches[slot].hasHeldCalls = false
    }

    // MARK: G23 — system cancellations

    /// L1, L3 and B2 with recognizers about (G23): per view in P3 order, the held calls of
    /// its cancelled touches are thrown away (`discard VIEW [touches] -`), then the touches
    /// whose began it got are cancelled. With `removed`, calls held for views that left the
    /// window are thrown away too, live touch or not.
    mutating func deliverSystemCancellations(removed: ViewID?) {
        let cancelled = touches.live.filter { touches[$0].eventPhase == .cancelled }
        var discarded = cancelled.filter { touches[$0].hasHeldCalls }
        if let removed {
            for slot in arena.heldTouches where !discarded.contains(slot) && tree.routing.isInside(touches[slot].view.index, removed.index)
            {
                discarded.append(slot)
            }
        }
        let involved = (cancelled + discarded.filter { !cancelled.contains($0) })
            .sorted { touches[$0].ref.serial < touches[$1].ref.serial }
        guard !involved.isEmpty else { return }
        for (view, group) in groupedByView(involved) {
            let thrown = group.filter { discarded.contains($0) }
            if !thrown.isEmpty {
                record.addDiscard(
                    DiscardRecord(view: view, touches: record.addEntryTouches(thrown.map { touches[$0].ref }), recognizer: nil, seq: 0))
                for slot in thrown { dropHeldCalls(slot) }
            }
            let calls = group.filter { cancelled.contains($0) && touches[$0].viewGotBegan }
            if !calls.isEmpty {
                fillAllIfNeeded()
                let start = touches.calls.slots.count
                for slot in calls {
                    touches.appendCallTouch(slot, record: &record)
                }
                deliverCall(.cancelled, to: view, touches: start..<touches.calls.slots.count)
                touches.noteDelivered(.cancelled, touches: start..<touches.calls.slots.count)
            }
        }
        for slot in cancelled { touches[slot].status = .dead }
    }

    /// `all` for a cancellation step's calls (P4), filled once.
    private mutating func fillAllIfNeeded() {
        if record.all.isEmpty { _ = fillAll() }
    }

    /// N3: every call still held at the end, one notice per view and touch.
    mutating func collectStillHeldNotices() {
        for slot in arena.heldTouches where !arena.heldCalls[slot].isEmpty {
            let notice = Notice(
                code: .stillHeld, responder: .view(touches[slot].view), touch: touches[slot].ref,
                touchName: record.name(of: touches[slot].ref))
            progress.addNotice(notice, order: touches[slot].firstHoldLine)
        }
    }
}
