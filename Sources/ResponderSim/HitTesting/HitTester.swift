/// UIKit's hit test over the current view tree (RULES H1–H9). It has no side effects (H9).
struct HitTester {
    /// Whether the hit test records each visited view's verdict (`--explain`).
    var explain: Bool

    /// `alpha < 0.01`, compared as UIKit does with the 32-bit value (RULES H2).
    static func isTransparent(_ alpha: Float) -> Bool { Double(alpha) < 0.01 }

    /// A point in a superview's coordinates converted to the subview's (RULES H4).
    @inline(__always)
    static func convert(_ point: Point, into view: borrowing View) -> Point {
        Point(point.x - view.frame.x + view.boundsOrigin.x, point.y - view.frame.y + view.boundsOrigin.y)
    }

    /// `hitTest(_:with:)` of view `index` for a point in its own coordinates, over the
    /// routing table's copy of the tree.
    func hitTest(_ index: Int, at x: Double, _ y: Double, in table: RoutingTable, visited: inout StepBuffer<VisitedView>) -> Int? {
        let node = table.nodes[index]
        let slot = visited.count
        if explain { visited.append(VisitedView(view: ViewID(index), verdict: .hit)) }
        if !node.flags.isDisjoint(with: .skipped) || !(x >= node.minX && x < node.maxX && y >= node.minY && y < node.maxY) {
            if explain {
                visited[slot].verdict =
                    node.flags.contains(.hidden)
                    ? .hidden
                    : node.flags.contains(.transparent) ? .transparent : node.flags.contains(.interactionDisabled) ? .interactionDisabled : .outside
            }
            return nil
        }
        let first = Int(node.firstSubview)
        var position = first + Int(node.subviewCount) - 1
        while position >= first {
            let subview = Int(table.subviews[position])
            let child = table.nodes[subview]
            if let hit = hitTest(subview, at: x - child.frameX + child.boundsX, y - child.frameY + child.boundsY, in: table, visited: &visited) {
                return hit
            }
            position -= 1
        }
        if node.flags.contains(.passthrough) {
            if explain { visited[slot].verdict = .passthrough }
            return nil
        }
        return index
    }
}
