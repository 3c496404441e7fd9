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
    /// `range` indexes ``TouchTable/calls``: the call's touches, by creation. A released call reads
    /// its window points from ``TouchTable/calls`` (G20).
    mutating func deliverCall(
        _ phase: TouchPhase, to view: ViewID, touches range: Range<Int>, origin: DeliveryOrigin = .event, all: Range<Int>? = nil
    ) {
        let call = record.calls.count
        if record.parts.contains(.deliveries) { record.calls.append(CallRecord(phase: phase, touches: range, origin: origin, all: all)) }
        let keepsLocations = record.parts.contains(.locations)
        var visitor = TouchCallVisitor(
            phase: phase, range: range, origin: origin, all: all, view: view,
            window: touches[touches.calls.slots[range.lowerBound]].window, keepsLocations: keepsLocations,
            keepsNotices: record.parts.contains(.notices),
            mapping: keepsLocations ? ScreenMapping(offset: tree.routing.screenOffset(of: view.index), view: view.index) : nil,
            mappingVersion: tree.geometryVersion)
        walkChain(&visitor, from: .view(view), call: call)
    }

    /// The touch family at each hop of a call. A responder without behaviour code or
    /// UIControl's code only forwards or stops the call, so such a hop costs a few reads; the
    /// touches' locations in the responder's coordinates (P5) are computed only when the
    /// record keeps them or when code runs that reads them.
    struct TouchCallVisitor: ChainVisitor {
        let phase: TouchPhase
        let range: Range<Int>
        let origin: DeliveryOrigin
        let all: Range<Int>?
        /// The view the call is bound to, where the walk starts.
        let view: ViewID
        let window: ViewID
        let keepsLocations: Bool
        let keepsNotices: Bool
        /// Window points into the responder's coordinates, followed hop by hop once needed,
        /// and the tree's geometry version it was made for.
        var mapping: ScreenMapping?
        var mappingVersion: Int

        @inline(__always)
        mutating func take(at responder: Responder, hop: Int, _ simulator: inout Simulator) -> ChainHop {
            let locationStart = simulator.record.locations.count
            if keepsLocations, let mapping {
                for index in range {
                    simulator.record.locations.append(mapping.apply(simulator.touches.windowPoint(index, origin), simulator.tree.routing))
                }
            }
            let locations = locationStart..<simulator.record.locations.count
            guard case .view(let id) = responder,
                !simulator.tree.routing.nodes[id.index].flags.isDisjoint(with: [.control, .behavior, .editableTextView, .list])
            else {
                // UIResponder's own code: an override that does not call super stops the call.
                return ChainHop(forwards: !simulator.tree.routing.handles(phase, at: responder), locations: locations)
            }
            if mapping == nil {
                mapping = Simulator.replayedMapping(
                    from: view, hops: hop, window: window, simulator.tree.routing, simulator.tree.geometryVersion)
                mappingVersion = simulator.tree.geometryVersion
            }
            let forwards = simulator.runCode(
                phase, at: responder, touches: range, origin: origin, all: all,
                mapping: mapping ?? ScreenMapping(offset: nil, view: id.index))
            // TI1: an ended call bound to an editable text view reaches its own code unless
            // an override of ended keeps it.
            if phase == .ended, id == view, simulator.tree.routing.nodes[id.index].flags.contains(.editableTextView),
                !simulator.tree.views[id.index].handling.handles.contains(.ended)
            {
                simulator.code.tappedTextView = id
            }
            return ChainHop(forwards: forwards, locations: locations, ranCode: true)
        }

        @inline(__always)
        mutating func delivered(_ taken: ChainHop, at responder: Responder, next: Responder?, hop: Int, _ simulator: inout Simulator) {
            if keepsNotices {
                // N1/N2 read the position of the delivery's line in the whole trace.
                let line = simulator.progress.traceLines + simulator.record.lineCount
                for index in range {
                    simulator.touches.receivers[simulator.touches.calls.slots[index]].note(phase, by: responder, line: line, hop: hop)
                }
            }
            if taken.ranCode { simulator.applyCodeEffects(of: responder) }
            if let next, let current = mapping {
                mapping = Simulator.advancedMapping(
                    current, from: responder, to: next, window: window, version: &mappingVersion, simulator.tree.routing,
                    simulator.tree.geometryVersion)
            }
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
        for next in routing.chain(from: responder).dropFirst().prefix(hops) {
            mapping = advancedMapping(mapping, from: responder, to: next, window: window, version: &version, routing, geometryVersion)
            responder = next
        }
        return mapping
    }

    /// One hop of a call at a view with code (behaviour code, UIControl's code): runs it and
    /// returns whether the call goes on up the chain. What the code did waits for the hop's
    /// delivery line (``applyCodeEffects(of:)``).
    fileprivate mutating func runCode(
        _ phase: TouchPhase, at responder: Responder, touches range: Range<Int>, origin: DeliveryOrigin, all: Range<Int>?,
        mapping: ScreenMapping
    ) -> Bool {
        let delivery = record.deliveries.count
        var overrides = tree.routing.handling(of: responder)
        var flags: RoutingTable.Flags = []
        if case .view(let id) = responder {
            flags = tree.routing.nodes[id.index].flags
            // An absorbing scroll view's node handles every phase; its overrides are the view's.
            if flags.contains(.absorbsTouches) { overrides = tree.views[id.index].handling }
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
            // instead of it (handles) or before it (passes-on). As U13 for controls, the call
            // is forwarded when the override's code forwards it.
            if behaves && (overrides.handles.contains(phase) || overrides.passesOn.contains(phase)) {
                context = runBehavior(phase, at: responder, touches: range, mapping: mapping, origin: origin, all: all)
            }
            forwards = context?.forwarded == true
        } else if overrides.handles.contains(phase) {
            if behaves { context = runBehavior(phase, at: responder, touches: range, mapping: mapping, origin: origin, all: all) }
            forwards = context?.forwarded == true
        } else if behaves && overrides.passesOn.contains(phase) {
            context = runBehavior(phase, at: responder, touches: range, mapping: mapping, origin: origin, all: all)
        }
        // TS1: a list's own code, for a phase it does not override (after a passes-on override).
        if flags.contains(.list), !overrides.handles.contains(phase), case .view(let list) = responder {
            runListCode(phase, list: list, touches: range, origin: origin)
        }
        if let context { code.pending = (context, delivery) }
        return forwards
    }

    /// After the delivery line of a hop where code ran: what behaviour code did (outputs after
    /// the call's line, moves, delayed calls), then U12's control events, then a list's `cell`
    /// lines (TS3–TS6).
    fileprivate mutating func applyCodeEffects(of responder: Responder) {
        if let (context, delivery) = code.pending.take() { apply(context, of: responder, delivery: delivery) }
        flushControlEvents()
        if let textView = code.tappedTextView.take() { textViewTapped(textView) }
        flushCellLines()
    }

    /// `event.allTouches` of a call (P4): its own (``CallRecord/all``), or the event's.
    func eventAll(_ own: Range<Int>?) -> [EventTouch] {
        if let own { return Array(record.callAll[own]) }
        if record.parts.contains(.all) { return record.all.elements }
        return touches.live.map { EventTouch(touch: touches[$0].ref, phase: touches[$0].eventPhase, tapCount: touches[$0].tapCount) }
    }

    /// Runs the view's behaviour code, if it has one, and returns what it did (applied by
    /// ``apply(_:of:delivery:)`` once the call's line is recorded).
    private mutating func runBehavior(
        _ phase: TouchPhase, at responder: Responder, touches range: Range<Int>, mapping: ScreenMapping, origin: DeliveryOrigin,
        all: Range<Int>?
    ) -> BehaviorContext? {
        guard case .view(let view) = responder, let readsTouchesNow = code.readsTouchesNow(view) else { return nil }
        func behaviorTouch(_ slot: Int, location: Point, previous: Point) -> BehaviorTouch {
            BehaviorTouch(
                name: record.name(of: touches[slot].ref), serial: touches[slot].ref.serial, location: mapping.apply(location, tree.routing),
                previousLocation: mapping.apply(previous, tree.routing), tapCount: touches[slot].tapCount,
                windowLocation: location, windowPreviousLocation: previous)
        }
        let callTouches = range.map { index in
            behaviorTouch(
                touches.calls.slots[index], location: touches.windowPoint(index, origin),
                previous: touches.previousWindowPoint(index, origin))
        }
        let allTouches = eventAll(all).map { (name: record.name(of: $0.touch), phase: $0.phase) }
        var context = BehaviorContext(
            time: progress.now, view: view, touches: callTouches, allTouches: allTouches, frames: tree.views.map(\.frame),
            liveTouches: readsTouchesNow ? touches.touchesNow { mapping.apply($0, tree.routing) } : [])
        context.forwarded = code.run(phase, view: view, context: &context)
        return context
    }

    /// Applies a behaviour's effects: outputs, frame moves, delayed calls.
    mutating func apply(_ context: BehaviorContext, of responder: Responder, delivery: Int?) {
        for line in context.printed {
            record.addOutput(OutputRecord(responder: responder, text: line, afterDelivery: delivery))
        }
        guard case .view(let view) = responder else { return }
        for move in context.frameMoves {
            tree.move(move.view, dx: move.dx, dy: move.dy)
        }
        if context.cancelledPending {
            runLoop.cancel(.view(view), .delay)
        }
        for call in context.scheduled {
            runLoop.schedule(after: call.delay, from: context.time, owner: .view(view), what: .delay, tag: call.tag)
        }
    }
}
