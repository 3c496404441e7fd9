extension Simulator {
    /// One call: the bound view's method, then each hop up the chain until a responder
    /// handles it or the chain ends (RULES C2–C4). `range` indexes ``callSlots``: the call's
    /// touches, by creation.
    mutating func deliverCall(_ phase: TouchPhase, to view: ViewID, touches range: Range<Int>) {
        let call = record.calls.count
        record.calls.append(CallRecord(phase: phase, touches: range))
        let window = touches[callSlots[range.lowerBound]].window
        let firstDelivery = record.deliveries.count
        var responder = Responder.view(view)
        var offset = routing.screenOffset(of: view.index)
        var offsetVersion = geometryVersion
        while true {
            let locationStart = record.locations.count
            for index in range {
                let point = touches[callSlots[index]].location
                record.locations.append(Point(point.x + offset.x, point.y + offset.y))
            }
            let delivery = record.deliveries.count
            let overrides = routing.handling(of: responder)
            // Tested here so that a responder without behaviour code never enters runBehavior.
            var behaves = false
            if case .view(let id) = responder { behaves = routing.nodes[id.index].flags.contains(.behavior) }
            var forwards = true
            if overrides.handles.contains(phase) {
                forwards = behaves && runBehavior(phase, at: responder, touches: range, offset: offset, delivery: delivery) == .forward
            } else if behaves && overrides.passesOn.contains(phase) {
                _ = runBehavior(phase, at: responder, touches: range, offset: offset, delivery: delivery)
            }
            let next = forwards ? routing.nextResponder(after: responder) : nil
            let result: DeliveryResult = !forwards ? .handled : next == nil ? .unhandled : .forwarded
            record.deliveries.append(
                DeliveryRecord(responder: responder, call: call, result: result, locations: locationStart..<record.locations.count))
            summary.deliveries += 1
            // Bookkeeping for RULES N1/N2; deliveries are numbered from 1.
            for index in range {
                receivers[callSlots[index]].note(phase, by: responder, delivery: summary.deliveries, hop: delivery - firstDelivery)
            }
            guard let next else {
                if result == .unhandled { summary.unhandled += 1 }
                break
            }
            if offsetVersion != geometryVersion {
                offset = routing.screenOffset(of: routing.coordinateView(of: next, window: window).index)
                offsetVersion = geometryVersion
            } else if case .view(let superview) = next {
                // One step up: undo this coordinate view's own conversion (RULES H4).
                let below = routing.nodes[routing.coordinateView(of: responder, window: window).index]
                if below.superview == superview.index {
                    offset.x -= below.boundsX - below.frameX
                    offset.y -= below.boundsY - below.frameY
                } else {
                    offset = routing.screenOffset(of: superview.index)
                }
            }
            responder = next
        }
    }

    /// Runs the view's behaviour code, if it has one, and applies what it did.
    private mutating func runBehavior(_ phase: TouchPhase, at responder: Responder, touches range: Range<Int>, offset: Point, delivery: Int)
        -> BehaviorVerdict
    {
        guard case .view(let view) = responder, var behavior = behaviors[view.index] else { return .keep }
        func behaviorTouch(_ slot: Int) -> BehaviorTouch {
            let touch = touches[slot]
            return BehaviorTouch(
                name: record.touchNames[touch.ref.name], serial: touch.ref.serial,
                location: Point(touch.location.x + offset.x, touch.location.y + offset.y),
                previousLocation: Point(touch.previousLocation.x + offset.x, touch.previousLocation.y + offset.y),
                tapCount: touch.tapCount)
        }
        let callTouches = range.map { behaviorTouch(callSlots[$0]) }
        let all = record.all.map { (name: record.touchNames[$0.touch.name], phase: $0.phase) }
        var context = BehaviorContext(
            time: now, view: view, touches: callTouches, allTouches: all, frames: views.map(\.frame),
            liveTouches: live.map(behaviorTouch))
        let verdict = behavior.touches(phase, context: &context)
        behaviors[view.index] = behavior
        apply(context, of: view, delivery: delivery)
        return verdict
    }

    /// Applies a behaviour's effects: outputs, frame moves, delayed calls.
    mutating func apply(_ context: BehaviorContext, of view: ViewID, delivery: Int?) {
        for line in context.printed {
            record.outputs.append(OutputRecord(responder: .view(view), text: line, afterDelivery: delivery))
        }
        for move in context.frameMoves {
            views[move.view.index].frame.x += move.dx
            views[move.view.index].frame.y += move.dy
            viewChanged(move.view)
        }
        if context.cancelledPending {
            pendingCalls.removeAll { $0.view == view }
        }
        for call in context.scheduled {
            let due = context.time.addingReportingOverflow(call.delay)
            let pending = PendingCall(due: due.overflow ? .max : due.partialValue, order: nextCallOrder, view: view, tag: call.tag)
            nextCallOrder += 1
            let position = pendingCalls.firstIndex { ($0.due, $0.order) > (pending.due, pending.order) } ?? pendingCalls.count
            pendingCalls.insert(pending, at: position)
        }
    }

    /// Call after changing `views[id]` (not its subviews or superview): later hit tests,
    /// chain walks and coordinate conversions read the routing table.
    mutating func viewChanged(_ id: ViewID) {
        routing.refresh(id, from: views[id.index])
        geometryVersion += 1
    }
}
