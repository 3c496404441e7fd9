extension Simulator {
    /// `cancel` (RULES L3) and removal (B2): the matching live touches are cancelled, each
    /// bound view getting one `touchesCancelled` routed up its chain as it is now.
    mutating func cancelLiveTouches(where matches: (TouchState) -> Bool) {
        for slot in live where matches(touches[slot]) {
            touches[slot].eventPhase = .cancelled
        }
        deliverCancellations()
    }

    /// Delivers the cancellations marked in the live touches, if any.
    mutating func deliverCancellations() {
        guard live.contains(where: { touches[$0].eventPhase == .cancelled }) else { return }
        deliverEvent(.cancelled)
        finishEvent()
    }

    /// `remove VIEW` (RULES B2): detach it, then cancel the touches bound inside it.
    mutating func remove(_ id: ViewID) {
        guard let superview = views[id.index].superview else { return }
        views[superview.index].subviews.removeAll { $0 == id }
        views[id.index].superview = nil
        routing.detach(id)
        geometryVersion += 1
        for slot in live {
            var current = touches[slot].view.index
            while current >= 0 && current != id.index { current = Int(routing.nodes[current].superview) }
            if current >= 0 { touches[slot].eventPhase = .cancelled }
        }
        deliverCancellations()
    }

    /// `set VIEW KEY VALUE`: only later hit tests read the flags (RULES B3).
    mutating func apply(_ change: ViewPropertyChange, to id: ViewID) {
        switch change {
        case .frame(let frame): views[id.index].frame = frame
        case .boundsOrigin(let origin): views[id.index].boundsOrigin = origin
        case .hidden(let value): views[id.index].isHidden = value
        case .alpha(let value): views[id.index].alpha = value
        case .userInteraction(let value): views[id.index].userInteraction = value
        case .multipleTouch(let value): views[id.index].multipleTouch = value
        case .exclusiveTouch(let value): views[id.index].exclusiveTouch = value
        case .clips(let value): views[id.index].clips = value
        case .hitInsets(let insets): views[id.index].hitInsets = insets
        case .hitTest(let mode): views[id.index].hitTest = mode
        case .handling(let handling): views[id.index].handling = handling
        case .behavior(let spec, let handling):
            views[id.index].behavior = spec
            views[id.index].handling = handling
            behaviors[id.index] = spec.map { BehaviorCatalogue.make($0) }
            pendingCalls.removeAll { $0.view == id }
        }
        viewChanged(id)
    }

    /// The run loop: each delayed call due by `limit` fires as a `timer` step of its own.
    mutating func fireDelayedCalls<Sink: TraceSink>(dueBy limit: Microseconds, into sink: inout Sink) {
        while let first = pendingCalls.first, first.due <= limit {
            pendingCalls.removeFirst()
            beginStep(time: first.due, kind: .timer)
            if var behavior = behaviors[first.view.index] {
                var context = BehaviorContext(time: first.due, view: first.view, touches: [], allTouches: [], frames: views.map(\.frame))
                behavior.delayedCall(tag: first.tag, context: &context)
                behaviors[first.view.index] = behavior
                apply(context, of: first.view, delivery: nil)
            }
            endStep(action: nil)
            sink.step(record, scene)
        }
    }
}
