/// UIKit's hit test over the current view tree (RULES H1–H9). It has no side effects (H9).
struct HitTester {
    /// Whether the hit test records each visited view's verdict (`--explain`).
    var explain: Bool

    /// `alpha < 0.01`, compared as UIKit does with the 32-bit value (RULES H2).
    static func isTransparent(_ alpha: Float) -> Bool { Double(alpha) < 0.01 }

    /// `hitTest(_:with:)` of view `index` for a point in its own coordinates, over the
    /// routing table's copy of the tree.
    func hitTest(_ index: Int, at x: Double, _ y: Double, in table: RoutingTable, visited: inout StepBuffer<VisitedView>) -> Int? {
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

    /// Why the hit test skips a view and its subtree (RULES H2–H4, GESTURES.md U1), or nil when
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
