/// UIKit's hit test over the current view tree (RULES H1–H9). It has no side effects (H9).
struct HitTester {
    /// Whether the hit test records each visited view's verdict (`--explain`).
    var explain: Bool

    /// `alpha < 0.01`, compared as UIKit does with the 32-bit value (RULES H2).
    static func isTransparent(_ alpha: Float) -> Bool { Double(alpha) < 0.01 }

    /// `point(inside:)`: the bounds moved by the hit insets, half-open (RULES H4).
    static func pointInside(_ view: View, _ point: Point) -> Bool {
        let insets = view.hitInsets
        let minX = view.boundsOrigin.x + insets.left
        let maxX = view.boundsOrigin.x + view.frame.width - insets.right
        let minY = view.boundsOrigin.y + insets.top
        let maxY = view.boundsOrigin.y + view.frame.height - insets.bottom
        return point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// A point in a superview's coordinates converted to the subview's (RULES H4).
    static func convert(_ point: Point, into view: View) -> Point {
        Point(point.x - view.frame.x + view.boundsOrigin.x, point.y - view.frame.y + view.boundsOrigin.y)
    }

    /// `hitTest(_:with:)` of `id` for a point in its own coordinates.
    func hitTest(_ id: ViewID, at point: Point, in views: [View], visited: inout [VisitedView]) -> ViewID? {
        let view = views[id.index]
        let slot = visited.count
        if explain { visited.append(VisitedView(view: id, verdict: .hit)) }
        func verdict(_ value: HitVerdict) {
            if explain { visited[slot].verdict = value }
        }
        if view.isHidden {
            verdict(.hidden)
            return nil
        }
        if HitTester.isTransparent(view.alpha) {
            verdict(.transparent)
            return nil
        }
        if !view.userInteraction {
            verdict(.interactionDisabled)
            return nil
        }
        if !HitTester.pointInside(view, point) {
            verdict(.outside)
            return nil
        }
        var index = view.subviews.count - 1
        while index >= 0 {
            let subview = view.subviews[index]
            let local = HitTester.convert(point, into: views[subview.index])
            if let hit = hitTest(subview, at: local, in: views, visited: &visited) {
                return hit
            }
            index -= 1
        }
        if view.hitTest == .passthrough {
            verdict(.passthrough)
            return nil
        }
        return id
    }
}
