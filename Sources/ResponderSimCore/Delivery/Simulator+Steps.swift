/// The script's steps besides touch events and the chain's: `cancel` (L3), `remove` (B2,
/// G28), `set`, and the run loop's timer steps (G25).
extension Simulator {
    /// `cancel` (L3): recognizers first (G27), then every live delivered touch is
    /// cancelled, each bound view getting one `touchesCancelled` routed up its chain as it is now.
    mutating func cancelEverything() {
        if arena.isActive { cancelRecognizersOfLiveTouches() }
        for slot in touches.live { touches[slot].eventPhase = .cancelled }
        if arena.isActive { resolveRequests() }
        deliverCancellations()
        finishEvent()
        chainAfterCancel()
    }

    /// Delivers the cancellations marked in the live touches, if any; with recognizers, their
    /// held calls are thrown away first and a view whose began was held gets no
    /// `touchesCancelled` (G23); after a `remove`, calls held for removed views go too.
    mutating func deliverCancellations(removed: ViewID? = nil) {
        if arena.isActive {
            deliverSystemCancellations(removed: removed)
        } else if touches.live.contains(where: { touches[$0].eventPhase == .cancelled }) {
            deliverEvent(.cancelled)
        }
    }

    /// `remove VIEW` (B2, G28): detach it, then cancel the recognizers on the
    /// views that left the window and the touches bound inside it.
    mutating func remove(_ id: ViewID) {
        guard tree.views[id.index].superview != nil else { return }
        if scrolls.anyDecelerating { scrolls.stopDecelerations(inside: id, tree: tree, runLoop: &runLoop, record: &record) }
        _ = tree.detach(id)
        if arena.isActive { cancelRecognizers(inside: id) }
        for slot in touches.live where tree.routing.isInside(touches[slot].view.index, id.index) {
            touches[slot].eventPhase = .cancelled
        }
        if arena.isActive { resolveRequests(removed: id) }
        deliverCancellations(removed: id)
        finishEvent()
        chainAfterRemoval(of: id)
    }

    /// `set VIEW KEY VALUE`: only later hit tests read the flags (B3, U10).
    mutating func apply(_ change: ViewPropertyChange, to id: ViewID) {
        let offsetBefore = tree.apply(change, to: id)
        switch change {
        case .behavior(let spec, _):
            code.replace(id, with: spec)
            runLoop.cancel(.view(id), .delay)
        case .traits:
            return
        case .selected(let selected):
            setCellSelected(id, selected)
            return
        default:
            break
        }
        tree.changed(id)
        if tree.views[id.index].isScrollView {
            let offset = tree.views[id.index].boundsOrigin
            if offset.x != offsetBefore.x || offset.y != offsetBefore.y {
                record.noteScrollSet(ScrollSetRecord(scrollView: id, offset: offset))
            }
            scrollViewChanged(id, change, offsetBefore: offsetBefore)
        }
        if arena.isActive { resolveRequests() }
    }

    // MARK: The run loop

    /// The run loop: each timer due by `limit` fires as a `timer` step of its own (README.md,
    /// Trace formats: JSON Lines, G25), whose record goes to `deliver`.
    mutating func fireDelayedCalls(dueBy limit: Microseconds, _ deliver: (inout StepRecord, Scene) -> Void) {
        while fireNextTimer(dueBy: limit) { deliver(&record, scene) }
    }

    /// Fires the first timer of the run loop as a step of its own into ``record``, when it is
    /// due by `limit`; returns whether one fired.
    mutating func fireNextTimer(dueBy limit: Microseconds) -> Bool {
        guard let first = runLoop.popDue(by: limit) else { return false }
        beginStep(time: first.due, kind: .timer)
        record.timer = TimerRecord(owner: first.owner, what: first.what)
        switch first.owner {
        case .view(let view) where first.what == .deceleration:
            scrolls.decelerationEnded(view.index, now: progress.now, tree: &tree, record: &record)
        case .view(let view):
            if code.hasBehavior(view) {
                var context = BehaviorContext(time: first.due, view: view, touches: [], allTouches: [], frames: tree.views.map(\.frame))
                code.delayedCall(view, tag: first.tag, context: &context)
                apply(context, of: .view(view), delivery: nil)
            }
        case .recognizer(let recognizer):
            recognizerTimerFired(recognizer, what: first.what)
        }
        if arena.isActive { resolveRequests() }
        endStep()
        return true
    }
}
