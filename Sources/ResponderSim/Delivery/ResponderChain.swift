extension Simulator {
    /// RULES C1: the next responder, in the tree as it is now.
    func nextResponder(after responder: Responder) -> Responder? {
        switch responder {
        case .view(let id):
            if let controller = views[id.index].controller { return .controller(controller) }
            if let superview = views[id.index].superview { return .view(superview) }
            return views[id.index].isWindow ? .application : nil
        case .controller(let id):
            let root = controllerViews[id.index]
            return views[root.index].superview.map { .view($0) }
        case .application:
            return delegateHandling == nil ? nil : .delegate
        case .delegate:
            return nil
        }
    }

    /// What the responder overrides now.
    func handling(of responder: Responder) -> Handling {
        switch responder {
        case .view(let id): views[id.index].handling
        case .controller(let id): controllerHandling[id.index]
        case .application: applicationHandling
        case .delegate: delegateHandling ?? .none
        }
    }

    /// The offset that turns a screen point into `view`'s own coordinates (RULES H4, P5).
    /// A view that was removed counts its detached root's frame as if in screen coordinates.
    ///
    /// Static, reading only `views`: as an instance method called from the mutating
    /// ``deliverCall(_:to:touches:)`` it made the compiler copy the whole simulator (about
    /// 1.6 KB, ~180 instructions of memcpy) on every call.
    static func screenOffset(of view: ViewID, in views: [View]) -> Point {
        var dx = 0.0
        var dy = 0.0
        var current: ViewID? = view
        while let id = current {
            dx += views[id.index].boundsOrigin.x - views[id.index].frame.x
            dy += views[id.index].boundsOrigin.y - views[id.index].frame.y
            current = views[id.index].superview
        }
        return Point(dx, dy)
    }

    /// The view whose coordinates a responder's locations use (P5): a controller uses its
    /// view's, the application and delegate the touch's window's.
    func coordinateView(of responder: Responder, window: ViewID) -> ViewID {
        switch responder {
        case .view(let id): id
        case .controller(let id): controllerViews[id.index]
        case .application, .delegate: window
        }
    }

    /// One call: the bound view's method, then each hop up the chain until a responder
    /// handles it or the chain ends (RULES C2–C4). `range` indexes ``callSlots``: the call's
    /// touches, by creation.
    mutating func deliverCall(_ phase: TouchPhase, to view: ViewID, touches range: Range<Int>) {
        let call = record.calls.count
        record.calls.append(CallRecord(phase: phase, touches: range))
        let window = touches[callSlots[range.lowerBound]].window
        var responder = Responder.view(view)
        var offset = Simulator.screenOffset(of: view, in: views)
        var offsetVersion = geometryVersion
        var hop = 0
        while true {
            let locationStart = record.locations.count
            for index in range {
                let point = touches[callSlots[index]].location
                record.locations.append(Point(point.x + offset.x, point.y + offset.y))
            }
            let delivery = record.deliveries.count
            record.deliveries.append(
                DeliveryRecord(responder: responder, call: call, result: .handled, locations: locationStart..<record.locations.count))
            summary.deliveries += 1
            noteReceipt(of: phase, by: responder, touches: range, delivery: summary.deliveries, hop: hop)
            hop += 1

            let overrides = handling(of: responder)
            // Tested here so that a responder without behaviour code never enters runBehavior.
            var behaves = false
            if case .view(let id) = responder { behaves = hasBehavior[id.index] }
            var forwards = true
            if overrides.handles.contains(phase) {
                forwards = behaves && runBehavior(phase, at: responder, touches: range, offset: offset, delivery: delivery) == .forward
            } else if behaves && overrides.passesOn.contains(phase) {
                _ = runBehavior(phase, at: responder, touches: range, offset: offset, delivery: delivery)
            }
            guard forwards else { return }
            guard let next = nextResponder(after: responder) else {
                record.deliveries[delivery].result = .unhandled
                summary.unhandled += 1
                return
            }
            record.deliveries[delivery].result = .forwarded
            if offsetVersion != geometryVersion {
                offset = Simulator.screenOffset(of: coordinateView(of: next, window: window), in: views)
                offsetVersion = geometryVersion
            } else if case .view(let superview) = next {
                // One step up: undo this coordinate view's own conversion (RULES H4).
                let below = coordinateView(of: responder, window: window)
                if views[below.index].superview == superview {
                    offset.x -= views[below.index].boundsOrigin.x - views[below.index].frame.x
                    offset.y -= views[below.index].boundsOrigin.y - views[below.index].frame.y
                } else {
                    offset = Simulator.screenOffset(of: superview, in: views)
                }
            }
            responder = next
        }
    }

    /// Bookkeeping for RULES N1/N2. `hop` is the position of `responder` in the call's chain.
    private mutating func noteReceipt(of phase: TouchPhase, by responder: Responder, touches range: Range<Int>, delivery: Int, hop: Int) {
        for index in range {
            receivers[callSlots[index]].note(phase, by: responder, delivery: delivery, hop: hop)
        }
    }

    /// Runs the view's behaviour code, if it has one, and applies what it did.
    private mutating func runBehavior(_ phase: TouchPhase, at responder: Responder, touches range: Range<Int>, offset: Point, delivery: Int)
        -> BehaviorVerdict
    {
        guard case .view(let view) = responder, hasBehavior[view.index], var behavior = behaviors[view.index] else { return .keep }
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
            geometryVersion += 1
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
}
