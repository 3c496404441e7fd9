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
    /// handles it or the chain ends (C2–C4; a control runs UIControl's code, U13).
    /// `range` indexes ``callSlots``: the call's touches, by creation. A released call reads
    /// its window points from ``releasedPoints`` (G20).
    ///
    /// A responder without behaviour code or UIControl's code only forwards or stops the call,
    /// so each hop costs a few reads; the touches' locations in its coordinates (P5) are
    /// computed only when the record keeps them or when code runs that reads them.
    mutating func deliverCall(
        _ phase: TouchPhase, to view: ViewID, touches range: Range<Int>, origin: DeliveryOrigin = .event, all: Range<Int>? = nil
    ) {
        let call = record.calls.count
        let keepsCalls = record.parts.contains(.deliveries)
        let keepsLocations = record.parts.contains(.locations)
        if keepsCalls { record.calls.append(CallRecord(phase: phase, touches: range, origin: origin, all: all)) }
        let window = touches[callSlots[range.lowerBound]].window
        var responder = Responder.view(view)
        var hop = 0
        // Window points into the responder's coordinates, followed hop by hop once needed.
        var mapping: ScreenMapping? = keepsLocations ? ScreenMapping(offset: routing.screenOffset(of: view.index), view: view.index) : nil
        var mappingVersion = geometryVersion
        let flagsWithCode: RoutingTable.Flags = [.control, .behavior]
        while true {
            let locationStart = record.locations.count
            if keepsLocations, let mapping {
                for index in range { record.locations.append(mapping.apply(windowPoint(index, origin), routing)) }
            }
            let next: Responder?
            let forwards: Bool
            if case .view(let id) = responder, !routing.nodes[id.index].flags.isDisjoint(with: flagsWithCode) {
                if mapping == nil {
                    mapping = Simulator.replayedMapping(from: view, hops: hop, window: window, routing, geometryVersion)
                    mappingVersion = geometryVersion
                }
                forwards = runCode(
                    phase, at: responder, touches: range, origin: origin, all: all, call: call, hop: hop,
                    mapping: mapping ?? ScreenMapping(offset: nil, view: id.index), locations: locationStart..<record.locations.count)
                next = forwards ? routing.nextResponder(after: responder) : nil
            } else {
                // UIResponder's own code: an override that does not call super stops the call.
                forwards = !routing.handles(phase, at: responder)
                next = forwards ? routing.nextResponder(after: responder) : nil
                recordDelivery(
                    phase, at: responder, call: call, result: !forwards ? .handled : next == nil ? .unhandled : .forwarded,
                    touches: range, locations: locationStart..<record.locations.count, hop: hop)
            }
            guard let next else {
                if forwards { summary.unhandled += 1 }
                break
            }
            if let current = mapping {
                mapping = Simulator.advancedMapping(
                    current, from: responder, to: next, window: window, version: &mappingVersion, routing, geometryVersion)
            }
            responder = next
            hop += 1
        }
    }

    /// One hop up the chain of a call's mapping from window points (H4): undoes the
    /// coordinate view's own conversion when the next responder is its superview, otherwise
    /// (a transform, a moved frame, a controller's superview) converts afresh.
    /// Static, as the other helpers the hot paths call: an instance method called from a
    /// mutating one made the compiler copy the whole simulator (2 KB) first.
    static func advancedMapping(
        _ mapping: ScreenMapping, from responder: Responder, to next: Responder, window: ViewID, version: inout Int,
        _ routing: RoutingTable, _ geometryVersion: Int
    ) -> ScreenMapping {
        if version != geometryVersion || mapping.offset == nil {
            let coordinateView = routing.coordinateView(of: next, window: window).index
            version = geometryVersion
            return ScreenMapping(offset: routing.screenOffset(of: coordinateView), view: coordinateView)
        }
        guard case .view(let superview) = next else {
            return ScreenMapping(offset: mapping.offset, view: routing.coordinateView(of: next, window: window).index)
        }
        let below = routing.nodes[routing.coordinateView(of: responder, window: window).index]
        if below.superview == superview.index, var offset = mapping.offset {
            offset.x -= below.boundsX - below.frameX
            offset.y -= below.boundsY - below.frameY
            return ScreenMapping(offset: offset, view: superview.index)
        }
        return ScreenMapping(offset: routing.screenOffset(of: superview.index), view: superview.index)
    }

    /// The mapping a call to `view` has at hop `hops` of its chain, followed from the bound view
    /// exactly as ``deliverCall(_:to:touches:origin:all:)`` follows it (the tree has not changed
    /// during the call before code first runs in it).
    static func replayedMapping(from view: ViewID, hops: Int, window: ViewID, _ routing: RoutingTable, _ geometryVersion: Int)
        -> ScreenMapping
    {
        var mapping = ScreenMapping(offset: routing.screenOffset(of: view.index), view: view.index)
        var version = geometryVersion
        var responder = Responder.view(view)
        for _ in 0..<hops {
            guard let next = routing.nextResponder(after: responder) else { break }
            mapping = advancedMapping(mapping, from: responder, to: next, window: window, version: &version, routing, geometryVersion)
            responder = next
        }
        return mapping
    }

    /// One hop of a call at a view with code (behaviour code, UIControl's code): runs it,
    /// records the delivery, then applies what the code did (outputs after the call's line,
    /// U12's control events after it). Returns whether the call goes on up the chain.
    private mutating func runCode(
        _ phase: TouchPhase, at responder: Responder, touches range: Range<Int>, origin: DeliveryOrigin, all: Range<Int>?, call: Int,
        hop: Int, mapping: ScreenMapping, locations: Range<Int>
    ) -> Bool {
        var overrides = routing.handling(of: responder)
        var flags: RoutingTable.Flags = []
        if case .view(let id) = responder {
            flags = routing.nodes[id.index].flags
            // An absorbing scroll view's node handles every phase; its overrides are the view's.
            if flags.contains(.absorbsTouches) { overrides = views[id.index].handling }
        }
        let behaves = flags.contains(.behavior)
        var forwards = true
        var context: BehaviorContext?
        if flags.contains(.control) {
            // U13: an override instead of UIControl's code (handles), before it (passes-on),
            // or UIControl's code alone; forwarded only when either code forwards.
            forwards = false
            if overrides.handles.contains(phase) || overrides.passesOn.contains(phase) {
                if behaves {
                    context = runBehavior(phase, at: responder, touches: range, mapping: mapping, origin: origin, all: all)
                    forwards = context?.forwarded == true
                }
            }
            if !overrides.handles.contains(phase), case .view(let control) = responder {
                if runControlCode(phase, control: control, touches: range, mapping: mapping, origin: origin) {
                    forwards = true
                }
            }
        } else if flags.contains(.absorbsTouches) {
            // SV5: the scroll view's own code keeps the call; an override of the phase runs
            // instead of it (handles) or before it (passes-on).
            forwards = false
            if overrides.handles.contains(phase) {
                if behaves { context = runBehavior(phase, at: responder, touches: range, mapping: mapping, origin: origin, all: all) }
                forwards = context?.forwarded == true
            } else if behaves && overrides.passesOn.contains(phase) {
                context = runBehavior(phase, at: responder, touches: range, mapping: mapping, origin: origin, all: all)
            }
        } else if overrides.handles.contains(phase) {
            if behaves { context = runBehavior(phase, at: responder, touches: range, mapping: mapping, origin: origin, all: all) }
            forwards = context?.forwarded == true
        } else if behaves && overrides.passesOn.contains(phase) {
            context = runBehavior(phase, at: responder, touches: range, mapping: mapping, origin: origin, all: all)
        }
        let next = forwards ? routing.nextResponder(after: responder) : nil
        let delivery = record.deliveries.count
        recordDelivery(
            phase, at: responder, call: call, result: !forwards ? .handled : next == nil ? .unhandled : .forwarded, touches: range,
            locations: locations, hop: hop)
        if let context { apply(context, of: responder, delivery: delivery) }
        flushControlEvents()
        return forwards
    }

    /// Records one delivery of a call, with the bookkeeping for N1/N2 (by the position of
    /// its line in the whole trace) when notices are read.
    @inline(__always)
    private mutating func recordDelivery(
        _ phase: TouchPhase, at responder: Responder, call: Int, result: DeliveryResult, touches range: Range<Int>,
        locations: Range<Int>, hop: Int
    ) {
        record.addDelivery(responder: responder, call: call, result: result, locations: locations)
        summary.deliveries += 1
        guard record.parts.contains(.notices) else { return }
        let line = traceLines + record.lineCount
        for index in range { receivers[callSlots[index]].note(phase, by: responder, line: line, hop: hop) }
    }

    /// `event.allTouches` of a call (P4): its own (``CallRecord/all``), or the event's.
    func eventAll(_ own: Range<Int>?) -> [EventTouch] {
        if let own { return Array(record.callAll[own]) }
        if record.parts.contains(.all) { return record.all.elements }
        return live.map { EventTouch(touch: touches[$0].ref, phase: touches[$0].eventPhase, tapCount: touches[$0].tapCount) }
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
        _ phase: TouchPhase, at responder: Responder, touches range: Range<Int>, mapping: ScreenMapping, origin: DeliveryOrigin,
        all: Range<Int>?
    ) -> BehaviorContext? {
        guard case .view(let view) = responder, var behavior = behaviors[view.index] else { return nil }
        func behaviorTouch(_ slot: Int, location: Point, previous: Point) -> BehaviorTouch {
            BehaviorTouch(
                name: record.name(of: touches[slot].ref), serial: touches[slot].ref.serial, location: mapping.apply(location, routing),
                previousLocation: mapping.apply(previous, routing), tapCount: touches[slot].tapCount,
                windowLocation: location, windowPreviousLocation: previous)
        }
        let callTouches = range.map { index in
            behaviorTouch(callSlots[index], location: windowPoint(index, origin), previous: previousWindowPoint(index, origin))
        }
        let allTouches = eventAll(all).map { (name: record.name(of: $0.touch), phase: $0.phase) }
        var context = BehaviorContext(
            time: now, view: view, touches: callTouches, allTouches: allTouches, frames: views.map(\.frame),
            liveTouches: behavior.readsTouchesNow ? touchesNow { mapping.apply($0, routing) } : [])
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
            cancelTimers(of: .view(view), .delay)
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
