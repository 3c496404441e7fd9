import ResponderSimCore
import ResponderSimTeaching

/// Where the views of one tree sit on screen, and the order they are drawn in.
///
/// Every conversion between a view's coordinates and the screen is the routing table's
/// (``RoutingTable/toSuperview(_:_:_:)``, H4 and H10): each view's map to
/// the screen is its superview's map after the view's own, read from the table, so a
/// transformed view (and everything inside it) is drawn as the shape the hit test sees.
/// Views removed from their window are not on screen.
package struct ScreenGeometry: Sendable {
    /// One view on screen, in drawing order.
    package struct Entry: Sendable, Hashable {
        /// The view.
        package var view: ViewID
        /// Depth below its window (0 for a window).
        package var depth: Int
        /// Its window.
        package var window: ViewID
    }

    /// The smallest screen rectangle holding each view's shape, by index; nil for a view that
    /// is not in a window. For a view with no transform on its chain it is the view itself.
    package private(set) var rects: [Rect?]
    /// Each view's bounds on screen, by index (nil when detached).
    package private(set) var shapes: [ViewShape?]
    /// Each view's coordinates on screen, by index (nil when detached).
    private var maps: [ScreenMap?]
    /// Every view in a window, back to front: windows from the back (lowest `level`, then
    /// the first listed), each followed by its subtree, subviews in order (the last in front).
    package private(set) var drawingOrder: [Entry] = []

    /// Lays out `views`, whose windows are `windows` in the order the scene lists them.
    package init(views: [View], windows: [ViewID]) {
        rects = Array(repeating: nil, count: views.count)
        shapes = Array(repeating: nil, count: views.count)
        maps = Array(repeating: nil, count: views.count)
        var shell = Scene(path: "")
        shell.views = views
        let table = RoutingTable(shell)
        let backToFront = windows.enumerated().sorted { a, b in
            let levelA = views[a.element.index].level
            let levelB = views[b.element.index].level
            return levelA != levelB ? levelA < levelB : a.offset < b.offset
        }.map(\.element)
        for window in backToFront {
            // Depth-first, pre-order, with an explicit stack (trees may be deep).
            var stack: [(ViewID, Int)] = [(window, 0)]
            while let (id, depth) = stack.popLast() {
                let view = views[id.index]
                let own = ScreenMap.superviewMap(of: id.index, in: table)
                var map = own
                if id != window, let superview = view.superview, let parent = maps[superview.index] {
                    map = parent.after(own)
                }
                maps[id.index] = map
                let shape = ViewShape(corners: map.corners(of: view.bounds))
                shapes[id.index] = shape
                rects[id.index] = shape.rect
                drawingOrder.append(Entry(view: id, depth: depth, window: window))
                for subview in view.subviews.reversed() { stack.append((subview, depth + 1)) }
            }
        }
    }

    /// A point in a view's own coordinates, on screen (nil when the view is detached).
    package func toScreen(_ point: Point, from view: ViewID) -> Point? {
        maps[view.index]?.apply(point)
    }

    /// A rectangle in a view's own coordinates, as the shape it has on screen (nil when the
    /// view is detached).
    package func shape(of rect: Rect, in view: ViewID) -> ViewShape? {
        maps[view.index].map { ViewShape(corners: $0.corners(of: rect)) }
    }

    /// The area `point(inside:)` accepts, on screen: the bounds moved by the hit insets
    /// (nil when the view is detached or has no insets).
    package func hitArea(of id: ViewID, in views: [View]) -> ViewShape? {
        let view = views[id.index]
        guard view.hitInsets != .zero else { return nil }
        let insets = view.hitInsets
        let bounds = view.bounds
        return shape(
            of: Rect(
                bounds.x + insets.left, bounds.y + insets.top, bounds.width - insets.left - insets.right,
                bounds.height - insets.top - insets.bottom),
            in: id)
    }

    /// The area a control's tracked touch counts as inside (U3): its touchable
    /// area grown by its slop on every side, on screen.
    package func slopArea(of id: ViewID, in views: [View]) -> ViewShape? {
        let view = views[id.index]
        let insets = view.hitInsets
        let bounds = view.bounds
        let slop = view.slop
        return shape(
            of: Rect(
                bounds.x + insets.left - slop, bounds.y + insets.top - slop,
                bounds.width - insets.left - insets.right + 2 * slop, bounds.height - insets.top - insets.bottom + 2 * slop),
            in: id)
    }
}

/// A view's coordinates on screen: `(x, y) ↦ (a·x + c·y + tx, b·x + d·y + ty)`. Without a
/// transform on the chain it is a translation, and points move by additions only.
struct ScreenMap: Sendable {
    var a = 1.0
    var b = 0.0
    var c = 0.0
    var d = 1.0
    var tx = 0.0
    var ty = 0.0
    /// Whether the linear part is the identity (no transform on the chain).
    var isTranslation = true

    func apply(_ point: Point) -> Point {
        guard !isTranslation else { return Point(point.x + tx, point.y + ty) }
        return Point(a * point.x + c * point.y + tx, b * point.x + d * point.y + ty)
    }

    /// This map applied after `inner`.
    func after(_ inner: ScreenMap) -> ScreenMap {
        if isTranslation && inner.isTranslation {
            return ScreenMap(tx: inner.tx + tx, ty: inner.ty + ty)
        }
        let origin = apply(Point(inner.tx, inner.ty))
        return ScreenMap(
            a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b, c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
            tx: origin.x, ty: origin.y, isTranslation: false)
    }

    /// The corners of `rect` mapped: (min x, min y), (max x, min y), (max x, max y), (min x, max y).
    func corners(of rect: Rect) -> [Point] {
        [
            apply(Point(rect.x, rect.y)), apply(Point(rect.x + rect.width, rect.y)),
            apply(Point(rect.x + rect.width, rect.y + rect.height)), apply(Point(rect.x, rect.y + rect.height)),
        ]
    }

    /// A view's coordinates in its superview's, as the routing table converts them (H4, H10):
    /// a translation for a view without a transform, otherwise the map through three points.
    static func superviewMap(of index: Int, in table: RoutingTable) -> ScreenMap {
        let origin = table.toSuperview(index, 0, 0)
        guard table.nodes[index].flags.contains(.transformed) else { return ScreenMap(tx: origin.x, ty: origin.y) }
        let unitX = table.toSuperview(index, 1, 0)
        let unitY = table.toSuperview(index, 0, 1)
        return ScreenMap(
            a: unitX.x - origin.x, b: unitX.y - origin.y, c: unitY.x - origin.x, d: unitY.y - origin.y, tx: origin.x, ty: origin.y,
            isTranslation: false)
    }
}

/// A rectangle of a view's coordinates as it appears on screen: four corners, which a scale,
/// a rotation or a mirror (H10) may have turned or swapped.
package struct ViewShape: Sendable, Hashable {
    /// The screen points of the rectangle's (min x, min y), (max x, min y), (max x, max y) and
    /// (min x, max y) corners in the view's own coordinates.
    package var corners: [Point]
    /// The smallest screen rectangle holding the corners.
    package var rect: Rect
    /// Whether the shape is a screen rectangle with the view's own top-left corner at its
    /// top-left: no rotation (but multiples of 360°) and no mirror on the view's chain.
    package var isUpright: Bool

    /// The shape with these corners (in the order of ``corners``).
    package init(corners: [Point]) {
        self.corners = corners
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min() ?? 0
        let minY = ys.min() ?? 0
        rect = Rect(minX, minY, (xs.max() ?? 0) - minX, (ys.max() ?? 0) - minY)
        if corners.count == 4 {
            let tolerance = 1e-9 * max(1, abs(rect.x), abs(rect.y), rect.width, rect.height)
            func near(_ p: Double, _ q: Double) -> Bool { abs(p - q) <= tolerance }
            isUpright =
                near(corners[0].x, rect.x) && near(corners[0].y, rect.y) && near(corners[1].y, rect.y)
                && near(corners[2].x, rect.x + rect.width) && near(corners[2].y, rect.y + rect.height)
                && near(corners[3].x, rect.x) && corners[1].x >= corners[0].x && corners[3].y >= corners[0].y
        } else {
            isUpright = false
        }
    }

    /// A screen rectangle as a shape.
    package init(_ rect: Rect) {
        self.init(corners: [
            Point(rect.x, rect.y), Point(rect.x + rect.width, rect.y), Point(rect.x + rect.width, rect.y + rect.height),
            Point(rect.x, rect.y + rect.height),
        ])
    }

    /// The mean of the corners.
    package var center: Point {
        let count = Double(max(1, corners.count))
        return Point(corners.reduce(0) { $0 + $1.x } / count, corners.reduce(0) { $0 + $1.y } / count)
    }

    /// Whether `point` lies inside the shape or on its edge.
    package func contains(_ point: Point) -> Bool {
        guard corners.count >= 3 else { return false }
        var sign = 0.0
        for index in corners.indices {
            let from = corners[index]
            let to = corners[(index + 1) % corners.count]
            let cross = (to.x - from.x) * (point.y - from.y) - (to.y - from.y) * (point.x - from.x)
            if abs(cross) < 1e-9 { continue }
            if sign == 0 {
                sign = cross
            } else if (sign > 0) != (cross > 0) {
                return false
            }
        }
        return true
    }

    /// Whether the shape holds all of `rect`.
    func contains(_ rect: Rect) -> Bool {
        isUpright
            ? self.rect.contains(rect)
            : [
                Point(rect.x, rect.y), Point(rect.x + rect.width, rect.y), Point(rect.x, rect.y + rect.height),
                Point(rect.x + rect.width, rect.y + rect.height),
            ].allSatisfy(contains)
    }

    /// The shape with each edge moved `distance` points inwards (never past its middle).
    func inset(by distance: Double) -> ViewShape {
        guard !isUpright else {
            let dx = min(distance, max(0, rect.width / 2 - 1))
            let dy = min(distance, max(0, rect.height / 2 - 1))
            return ViewShape(Rect(rect.x + dx, rect.y + dy, max(0, rect.width - 2 * dx), max(0, rect.height - 2 * dy)))
        }
        let count = corners.count
        return ViewShape(
            corners: corners.indices.map { index in
                // Along both edges that meet at the corner, by the distance over the sine of
                // their angle, so each edge moves `distance` inwards.
                let corner = corners[index]
                let next = corners[(index + 1) % count]
                let previous = corners[(index + count - 1) % count]
                let (ux, uy) = (next.x - corner.x, next.y - corner.y)
                let (vx, vy) = (previous.x - corner.x, previous.y - corner.y)
                let lengthU = (ux * ux + uy * uy).squareRoot()
                let lengthV = (vx * vx + vy * vy).squareRoot()
                guard lengthU > 0, lengthV > 0 else { return corner }
                let sine = abs(ux * vy - uy * vx) / (lengthU * lengthV)
                guard sine > 1e-6 else { return corner }
                let along = min(distance / sine, max(0, min(lengthU, lengthV) / 2 - 1))
                return Point(corner.x + (ux / lengthU + vx / lengthV) * along, corner.y + (uy / lengthU + vy / lengthV) * along)
            })
    }

    /// The SVG attributes that draw the shape: a `rect`'s when upright, else a `polygon`'s
    /// `points`; the element's name first.
    func svgGeometry() -> (element: String, attributes: [(String, String)]) {
        if isUpright {
            return (
                "rect",
                [
                    ("x", SVGText.number(rect.x)), ("y", SVGText.number(rect.y)), ("width", SVGText.number(max(0, rect.width))),
                    ("height", SVGText.number(max(0, rect.height))),
                ]
            )
        }
        return ("polygon", [("points", corners.map { SVGText.number($0.x) + "," + SVGText.number($0.y) }.joined(separator: " "))])
    }
}
