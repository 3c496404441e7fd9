/// UIKit's hit test over the current view tree (RULES H1–H9). It has no side effects (H9).
struct HitTester {
    /// Whether the hit test records each visited view's verdict (`--explain`).
    var explain: Bool

    /// `alpha < 0.01`, compared as UIKit does with the 32-bit value (RULES H2).
    static func isTransparent(_ alpha: Float) -> Bool { Double(alpha) < 0.01 }

    /// `point(inside:)`: the bounds moved by the hit insets, half-open (RULES H4).
    @inline(__always)
    static func pointInside(_ view: borrowing View, _ point: Point) -> Bool {
        let insets = view.hitInsets
        let minX = view.boundsOrigin.x + insets.left
        let maxX = view.boundsOrigin.x + view.frame.width - insets.right
        let minY = view.boundsOrigin.y + insets.top
        let maxY = view.boundsOrigin.y + view.frame.height - insets.bottom
        return point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// A point in a superview's coordinates converted to the subview's (RULES H4).
    @inline(__always)
    static func convert(_ point: Point, into view: borrowing View) -> Point {
        Point(point.x - view.frame.x + view.boundsOrigin.x, point.y - view.frame.y + view.boundsOrigin.y)
    }

    /// `hitTest(_:with:)` of `id` for a point in its own coordinates.
    func hitTest(_ id: ViewID, at point: Point, in views: [View], visited: inout StepBuffer<VisitedView>) -> ViewID? {
        let index = id.index
        let slot = visited.count
        if explain { visited.append(VisitedView(view: id, verdict: .hit)) }
        let verdict: HitVerdict?
        if views[index].isHidden {
            verdict = .hidden
        } else if HitTester.isTransparent(views[index].alpha) {
            verdict = .transparent
        } else if !views[index].userInteraction {
            verdict = .interactionDisabled
        } else if !HitTester.pointInside(views[index], point) {
            verdict = .outside
        } else {
            verdict = nil
        }
        if let verdict {
            if explain { visited[slot].verdict = verdict }
            return nil
        }
        let subviews = views[index].subviews
        var position = subviews.count - 1
        while position >= 0 {
            let subview = subviews[position]
            let local = HitTester.convert(point, into: views[subview.index])
            if let hit = hitTest(subview, at: local, in: views, visited: &visited) {
                return hit
            }
            position -= 1
        }
        if views[index].hitTest == .passthrough {
            if explain { visited[slot].verdict = .passthrough }
            return nil
        }
        return id
    }
}
