/// UIKit's hit test over the current view tree (H1–H9). It has no side effects (H9).
package struct HitTester {
    /// Whether the hit test records each visited view's verdict (`--explain`).
    var explain: Bool

    /// `alpha < 0.01`, compared as UIKit does with the 32-bit value (H2).
    package static func isTransparent(_ alpha: Float) -> Bool { Double(alpha) < 0.01 }

    /// `hitTest(_:with:)` of view `index` for a point in its own coordinates, over the
    /// routing table's copy of the tree.
    func hitTest(_ index: Int, at x: Double, _ y: Double, in table: RoutingTable, visited: inout StepBuffer<VisitedView>) -> Int? {
        if !explain && !table.hasPassthrough { return HitTester.descend(from: index, at: x, y, in: table) }
        let node = table.nodes[index]
        let slot = visited.count
        if explain { visited.append(VisitedView(view: ViewID(index), verdict: .hit, point: Point(x, y))) }
        if let verdict = HitTester.rejection(of: node, x, y) {
            if explain { visited[slot].verdict = verdict }
            return nil
        }
        let first = Int(node.firstSubview)
        var position = first + Int(node.subviewCount) - 1
        while position >= first {
            let subview = Int(table.subviews[position])
            let local = table.local(subview, x, y)
            if let hit = hitTest(subview, at: local.x, local.y, in: table, visited: &visited) { return hit }
            position -= 1
        }
        if node.flags.contains(.passthrough) {
            if explain { visited[slot].verdict = .passthrough }
            return nil
        }
        return index
    }

    /// The same hit test when no view is `passthrough` and no visit is recorded: a view that
    /// takes the point then returns itself or one of its descendants, so the front-most subview
    /// that takes it is the way down and no branch is ever left again. One loop, as the
    /// yardstick's, instead of a call per view asked.
    static func descend(from index: Int, at x: Double, _ y: Double, in table: RoutingTable) -> Int? {
        guard takes(table.nodes[index], x, y) else { return nil }
        var current = index
        var x = x
        var y = y
        descending: while true {
            let first = Int(table.nodes[current].firstSubview)
            var position = first + Int(table.nodes[current].subviewCount) - 1
            while position >= first {
                let subview = Int(table.subviews[position])
                let local = table.local(subview, x, y)
                if takes(table.nodes[subview], local.x, local.y) {
                    current = subview
                    x = local.x
                    y = local.y
                    continue descending
                }
                position -= 1
            }
            return current
        }
    }

    /// Whether the hit test looks inside a view: ``rejection(of:_:_:)`` is nil.
    @inline(__always)
    static func takes(_ node: RoutingTable.Node, _ x: Double, _ y: Double) -> Bool {
        node.flags.isDisjoint(with: .skipped) && x >= node.minX && x < node.maxX && y >= node.minY && y < node.maxY
    }

    /// Why the hit test skips a view and its subtree (H2–H4, U1), or nil when
    /// it looks inside: a disabled control (checked first), hidden, transparent, not
    /// interactive, or the point outside its touchable area (in its own coordinates, H12).
    @inline(__always)
    static func rejection(of node: RoutingTable.Node, _ x: Double, _ y: Double) -> HitVerdict? {
        if !node.flags.isDisjoint(with: .skipped) {
            if node.flags.contains(.disabledControl) { return .disabledControl }
            if node.flags.contains(.hidden) { return .hidden }
            return node.flags.contains(.transparent) ? .transparent : .interactionDisabled
        }
        return x >= node.minX && x < node.maxX && y >= node.minY && y < node.maxY ? nil : .outside
    }
}
