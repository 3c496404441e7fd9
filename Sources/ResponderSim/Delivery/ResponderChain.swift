extension Simulator {
    /// How window points become a responder's own coordinates (P5, H14): an offset for a
    /// chain without transforms (the common case), otherwise a conversion down the tree.
    struct ScreenMapping {
        /// The offset, or nil when the coordinate view or an ancestor has a transform.
        var offset: Point?
        /// The view whose coordinates the responder uses.
        var view: Int

        @inline(__always)
        func apply(_ point: Point, _ routing: RoutingTable) -> Point {
            if let offset { return Point(point.x + offset.x, point.y + offset.y) }
            return routing.fromScreen(point, to: view)
        }
    }

    /// One call: the bound view's method, then each hop up the chain until a responder
    /// handles it or the chain ends (RULES C2–C4; a control runs UIControl's code, U13).
    /// `range` indexes ``callSlots``: the call's touches, by creation. A released call reads
    /// its window points from ``releasedPoints`` (G20).
    mutating func deliverCall(
        _ phase: TouchPhase, to view: ViewID, touches range: Range<Int>, origin: DeliveryOrigin = .event, all: Range<Int>? = nil
    ) {
        let call = record.calls.count
        record.calls.append(CallRecord(phase: phase, touches: range, origin: origin, all: all))
        let firstDelivery = record.deliveries.count
        let window = touches[callSlots[range.lowerBound]].window
        var responder = Responder.view(view)
        var mapping = ScreenMapping(offset: routing.screenOffset(of: view.index), view: view.index)
        var offsetVersion = geometryVersion
        while true {
            let locationStart = record.locations.count
            for index in range {
                record.locations.append(mapping.apply(windowPoint(index, origin), routing))
            }
            let delivery = record.deliveries.count
            let overrides = routing.handling(of: responder)
            var flags: RoutingTable.Flags = []
            if case .view(let id) = responder { flags = routing.nodes[id.index].flags }
            // Tested here so that a responder without behaviour code never enters runBehavior.
            let behaves = flags.contains(.behavior)
            var forwards = true
            var context: BehaviorContext?
            if flags.contains(.control) {
                // U13: an override instead of UIControl's code (handles), before it (passes-on),
                // or UIControl's code alone; forwarded only when either code forwards.
                forwards = false
                if overrides.handles.contains(phase) || overrides.passesOn.contains(phase) {
                    if behaves {
                        context = runBehavior(phase, at: responder, touches: range, mapping: mapping, origin: origin)
                        forwards = context?.forwarded == true
                    }
                }
                if !overrides.handles.contains(phase), case .view(let control) = responder {
                    if runControlCode(phase, control: control, touches: range, locations: locationStart..<record.locations.count) {
                        forwards = true
                    }
                }
            } else if overrides.handles.contains(phase) {
                if behaves { context = runBehavior(phase, at: responder, touches: range, mapping: mapping, origin: origin) }
                forwards = context?.forwarded == true
            } else if behaves && overrides.passesOn.contains(phase) {
                context = runBehavior(phase, at: responder, touches: range, mapping: mapping, origin: origin)
            }
            let next = forwards ? routing.nextResponder(after: responder) : nil
            let result: DeliveryResult = !forwards ? .handled : next == nil ? .unhandled : .forwarded
            record.addDelivery(
                DeliveryRecord(responder: responder, call: call, result: result, locations: locationStart..<record.locations.count))
            summary.deliveries += 1
            // Bookkeeping for RULES N1/N2, by the position of the line in the whole trace.
            for index in range {
                receivers[callSlots[index]].note(
                    phase, by: responder, line: traceLines + record.entries.count, hop: delivery - firstDelivery)
            }
            if let context { apply(context, of: responder, delivery: delivery) }
            flushControlEvents()
            guard let next else {
                if result == .unhandled { summary.unhandled += 1 }
                break
            }
            if offsetVersion != geometryVersion || mapping.offset == nil {
                let coordinateView = routing.coordinateView(of: next, window: window).index
                mapping = ScreenMapping(offset: routing.screenOffset(of: coordinateView), view: coordinateView)
                offsetVersion = geometryVersion
            } else if case .view(let superview) = next {
                // One step up: undo this coordinate view's own conversion (RULES H4).
                let below = routing.nodes[routing.coordinateView(of: responder, window: window).index]
                if below.superview == superview.index, var offset = mapping.offset {
                    offset.x -= below.boundsX - below.frameX
                    offset.y -= below.boundsY - below.frameY
                    mapping = ScreenMapping(offset: offset, view: superview.index)
                } else {
                    mapping = ScreenMapping(offset: routing.screenOffset(of: superview.index), view: superview.index)
                }
            } else {
                let coordinateView = routing.coordinateView(of: next, window: window).index
                mapping.view = coordinateView
            }
            responder = next
        }
    }

    /// The window point of a call's touch: its current location, or the one it had when the
    /// released call was held.
    @inline(__always)
    func windowPoint(_ index: Int, _ origin: DeliveryOrigin) -> Point {
        if case .release = origin { return releasedPoints[index].location }
        return touches[callSlots[index]].location
    }

    /// The previous window point of a call's touch (see ``windowPoint(_:_:)``).
    func previousWindowPoint(_ index: Int, _ origin: DeliveryOrigin) -> Point {
        if case .release = origin { return releasedPoints[index].previous }
        return touches[callSlots[index]].previousLocation
    }

    /// Runs the view's behaviour code, if it has one, and returns what it did (applied by
    /// ``apply(_:of:delivery:)`` once the call's line is recorded).
    private mutating func runBehavior(
        _ phase: TouchPhase, at responder: Responder, touches range: Range<Int>, mapping: ScreenMapping, origin: DeliveryOrigin
    ) -> BehaviorContext? {
        guard case .view(let view) = responder, var behavior = behaviors[view.index] else { return nil }
        func behaviorTouch(_ slot: Int, location: Point, previous: Point) -> BehaviorTouch {
            BehaviorTouch(
                name: slotNames[slot], serial: touches[slot].ref.serial, location: mapping.apply(location, routing),
                previousLocation: mapping.apply(previous, routing), tapCount: touches[slot].tapCount,
                windowLocation: location, windowPreviousLocation: previous)
        }
        let callTouches = range.map { index in
            behaviorTouch(callSlots[index], location: windowPoint(index, origin), previous: previousWindowPoint(index, origin))
        }
        let call = record.calls[record.calls.count - 1]
        let all = record.all(of: call).map { (name: record.name(of: $0.touch), phase: $0.phase) }
        var context = BehaviorContext(
            time: now, view: view, touches: callTouches, allTouches: all, frames: views.map(\.frame),
            liveTouches: live.map { behaviorTouch($0, location: touches[$0].location, previous: touches[$0].previousLocation) }
                + liftedWhileIgnoring.sorted { $0.key < $1.key }.map { serial, point in
                    BehaviorTouch(
                        name: "", serial: serial, location: mapping.apply(point, routing), previousLocation: mapping.apply(point, routing),
                        tapCount: 1, windowLocation: point, windowPreviousLocation: point)
                })
        context.forwarded = behavior.touches(phase, context: &context) == .forward
        behaviors[view.index] = behavior
        return context
    }

    /// Applies a behaviour's effects: outputs, frame moves, delayed calls.
    mutating func apply(_ context: BehaviorContext, of responder: Responder, delivery: Int?) {
        for line in context.printed {
            record.addOutput(OutputRecord(responder: responder, text: line, afterDelivery: delivery))
        }
        guard case .view(let view) = responder else { return }
        for move in context.frameMoves {
            views[move.view.index].frame.x += move.dx
            views[move.view.index].frame.y += move.dy
            viewChanged(move.view)
        }
        if context.cancelledPending {
            runLoop.removeAll { $0.owner == .view(view) && $0.what == .delay }
        }
        for call in context.scheduled {
            schedule(after: call.delay, from: context.time, owner: .view(view), what: .delay, tag: call.tag)
        }
    }

    /// Call after changing `views[id]` (not its subviews or superview): later hit tests,
    /// chain walks and coordinate conversions read the routing table.
    mutating func viewChanged(_ id: ViewID) {
        routing.refresh(id, from: views[id.index])
        geometryVersion += 1
    }
}
