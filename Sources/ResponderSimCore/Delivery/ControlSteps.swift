extension Simulator {
    /// `cancel` (L3): recognizers first (G27), then every live delivered touch is
    /// cancelled, each bound view getting one `touchesCancelled` routed up its chain as it is now.
    mutating func cancelEverything() {
        if hasRecognizers { cancelRecognizersOfLiveTouches() }
        for slot in live { touches[slot].eventPhase = .cancelled }
        if hasRecognizers { resolveRequests() }
        deliverCancellations()
        finishEvent()
        chainAfterCancel()
    }

    /// Delivers the cancellations marked in the live touches, if any; with recognizers, their
    /// held calls are thrown away first and a view whose began was held gets no
    /// `touchesCancelled` (G23); after a `remove`, calls held for removed views go too.
    mutating func deliverCancellations(removed: ViewID? = nil) {
        if hasRecognizers {
            deliverSystemCancellations(removed: removed)
        } else if live.contains(where: { touches[$0].eventPhase == .cancelled }) {
            deliverEvent(.cancelled)
        }
    }

    /// `remove VIEW` (B2, G28): detach it, then cancel the recognizers on the
    /// views that left the window and the touches bound inside it.
    mutating func remove(_ id: ViewID) {
        guard let superview = views[id.index].superview else { return }
        if !decelerations.isEmpty { stopDecelerations(inside: id) }
        views[superview.index].subviews.removeAll { $0 == id }
        views[id.index].superview = nil
        if options.tracksChangedViews { changedViews += [superview.index, id.index] }
        routing.detach(id)
        geometryVersion += 1
        if hasRecognizers { cancelRecognizers(inside: id) }
        for slot in live where routing.isInside(touches[slot].view.index, id.index) {
            touches[slot].eventPhase = .cancelled
        }
        if hasRecognizers { resolveRequests(removed: id) }
        deliverCancellations(removed: id)
        finishEvent()
        chainAfterRemoval(of: id)
    }

    /// `set VIEW KEY VALUE`: only later hit tests read the flags (B3, U10).
    mutating func apply(_ change: ViewPropertyChange, to id: ViewID) {
        let offsetBefore = views[id.index].boundsOrigin
        views[id.index].apply(change)
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
        viewChanged(id)
        if views[id.index].isScrollView {
            let offset = views[id.index].boundsOrigin
            if offset.x != offsetBefore.x || offset.y != offsetBefore.y {
                record.noteScrollSet(ScrollSetRecord(scrollView: id, offset: offset))
            }
            scrollViewChanged(id, change, offsetBefore: offsetBefore)
        }
        if hasRecognizers { resolveRequests() }
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
            decelerationEnded(view.index)
        case .view(let view):
            if code.hasBehavior(view) {
                var context = BehaviorContext(time: first.due, view: view, touches: [], allTouches: [], frames: views.map(\.frame))
                code.delayedCall(view, tag: first.tag, context: &context)
                apply(context, of: .view(view), delivery: nil)
            }
        case .recognizer(let recognizer):
            recognizerTimerFired(recognizer, what: first.what)
        }
        if hasRecognizers { resolveRequests() }
        endStep()
        return true
    }
}
