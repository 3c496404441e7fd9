/// The view tree as the steps played so far have left it (`set`, `remove`, behaviours' moves
/// and scroll offsets change it), with its routing table kept in step, the hit test over it
/// (H1–H9) and the windows front to back (H7).
struct LiveTree {
    /// The views as they are now.
    private(set) var views: [View]
    /// The tree as plain values for the hit test and the chain walk, kept in step with ``views``.
    private(set) var routing: RoutingTable
    /// The hit test; it records each visited view's verdict with `--explain`.
    let hitTester: HitTester
    /// Windows front to back (H7).
    let windowOrder: [ViewID]
    /// Bumped whenever a frame moves, so cached coordinate offsets are recomputed.
    private(set) var geometryVersion = 0
    /// Whether ``changedViews`` is kept (``SimulationOptions/tracksChangedViews``).
    let tracksChangedViews: Bool
    /// The views changed since ``takeChangedViews()``, with repeats.
    private(set) var changedViews: [Int] = []

    init(_ scene: Scene, explain: Bool, tracksChangedViews: Bool) {
        views = scene.views
        routing = RoutingTable(scene)
        hitTester = HitTester(explain: explain)
        self.tracksChangedViews = tracksChangedViews
        let listed = scene.windows.enumerated().map { (position: $0.offset, id: $0.element) }
        windowOrder = listed.sorted { a, b in
            let levelA = scene.views[a.id.index].level
            let levelB = scene.views[b.id.index].level
            return levelA != levelB ? levelA > levelB : a.position > b.position
        }.map(\.id)
    }

    /// Whether the hit test records what it visits (`--explain`).
    var explains: Bool { hitTester.explain }

    /// Call after changing `views[id]` (not its subviews or superview): later hit tests,
    /// chain walks and coordinate conversions read the routing table.
    mutating func changed(_ id: ViewID) {
        routing.refresh(id, from: views[id.index])
        geometryVersion += 1
        if tracksChangedViews { changedViews.append(id.index) }
    }

    /// `set VIEW KEY VALUE` on the view's own fields; returns its bounds origin before. The
    /// caller calls ``changed(_:)`` when the change matters to the routing table.
    @discardableResult
    mutating func apply(_ change: ViewPropertyChange, to id: ViewID) -> Point {
        let offsetBefore = views[id.index].boundsOrigin
        views[id.index].apply(change)
        return offsetBefore
    }

    /// A behaviour moves `view`'s frame by `dx`, `dy`.
    mutating func move(_ view: ViewID, dx: Double, dy: Double) {
        views[view.index].frame.x += dx
        views[view.index].frame.y += dy
        changed(view)
    }

    /// Sets a scroll view's offset (SV2); returns whether it changed (SN6: `==` on each axis).
    @discardableResult
    mutating func setOffset(_ view: Int, _ offset: Point) -> Bool {
        guard views[view].boundsOrigin.x != offset.x || views[view].boundsOrigin.y != offset.y else { return false }
        views[view].boundsOrigin = offset
        changed(ViewID(view))
        return true
    }

    /// `remove VIEW` (B2): detaches it from its superview; returns false when it had none.
    mutating func detach(_ id: ViewID) -> Bool {
        guard let superview = views[id.index].superview else { return false }
        views[superview.index].subviews.removeAll { $0 == id }
        views[id.index].superview = nil
        if tracksChangedViews { changedViews += [superview.index, id.index] }
        routing.detach(id)
        geometryVersion += 1
        return true
    }

    /// The views changed since the last call, with repeats (``tracksChangedViews``).
    mutating func takeChangedViews() -> [Int] {
        defer { changedViews.removeAll(keepingCapacity: true) }
        return changedViews
    }

    /// Whether `view` is in a window now.
    @inline(__always)
    func isInWindow(_ view: Int) -> Bool { routing.nodes[routing.root(of: view)].flags.contains(.window) }

    /// `view` and every view below it, depth first (the last subview first).
    func subtree(of view: Int) -> [Int] {
        var subtree: [Int] = []
        var stack = [view]
        while let view = stack.popLast() {
            subtree.append(view)
            for subview in views[view].subviews { stack.append(subview.index) }
        }
        return subtree
    }

    /// U3: a point in the control's bounds coordinates is inside when it lies within `slop`
    /// of its touchable area (the bounds after `hit-insets`), half-open like the hit test.
    @inline(__always)
    func isInsideSlop(_ point: Point, of index: Int) -> Bool {
        let node = routing.nodes[index]
        let slop = views[index].slop
        return point.x >= node.minX - slop && point.x < node.maxX + slop && point.y >= node.minY - slop
            && point.y < node.maxY + slop
    }

    /// H1, H7: windows front to back; the first whose hit test returns a view wins.
    /// With no view, the window is the front-most visible one whose frame holds the point (if any).
    mutating func hitTest(at point: Point, touch: TouchRef, record: inout StepRecord) -> (window: ViewID?, view: ViewID?) {
        let pathStart = record.pathViews.count
        let visitedStart = record.visited.count
        var chosen: (window: ViewID?, view: ViewID?) = (nil, nil)
        for window in windowOrder {
            let local = routing.nodes[window.index].local(point.x, point.y)
            if let view = hitTester.hitTest(window.index, at: local.x, local.y, in: routing, visited: &record.visited) {
                chosen = (window, ViewID(view))
                break
            }
        }
        guard record.parts.contains(.hitTests) else {
            if chosen.view == nil { chosen.window = LiveTree.frontWindow(at: point, windowOrder, views) }
            return chosen
        }
        if let view = chosen.view {
            var current = view.index
            while current >= 0 {
                record.pathViews.append(ViewID(current))
                current = Int(routing.nodes[current].superview)
            }
            var low = pathStart
            var high = record.pathViews.count - 1
            while low < high {
                record.pathViews.swapAt(low, high)
                low += 1
                high -= 1
            }
        } else {
            chosen.window = LiveTree.frontWindow(at: point, windowOrder, views)
        }
        let pathEnd = record.pathViews.count
        if hitTester.explain, record.parts.contains(.covered), let view = chosen.view {
            // H5, H7: the view the hit-test view covers at this point, for `--explain`.
            let covered = routing.hitPath(at: point, without: view, in: views, windows: windowOrder)
            if let last = covered.last, !record.pathViews[pathStart..<pathEnd].contains(last) {
                for entry in covered { record.pathViews.append(entry) }
            }
        }
        record.hitTests.append(
            HitTestRecord(
                touch: touch, window: chosen.window, view: chosen.view, path: pathStart..<pathEnd,
                visited: visitedStart..<record.visited.count, covered: pathEnd..<record.pathViews.count))
        return chosen
    }

    /// The front-most visible window whose frame holds `point`, if any (for a touch no view takes).
    private static func frontWindow(at point: Point, _ windowOrder: [ViewID], _ views: [View]) -> ViewID? {
        windowOrder.first { window in
            let w = views[window.index]
            return !w.isHidden && !HitTester.isTransparent(w.alpha) && w.frame.contains(point)
        }
    }
}
