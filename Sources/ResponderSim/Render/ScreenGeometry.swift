/// Where the views of one tree sit on screen, and the order they are drawn in.
///
/// A view's screen rectangle is its frame composed up the superview chain: a subview at
/// `frame.x` appears at `frame.x − bounds.x` of its superview (RULES H4), and a window's frame
/// is already in screen coordinates. Views removed from their window are not on screen.
public struct ScreenGeometry: Sendable {
    /// One view on screen, in drawing order.
    public struct Entry: Sendable, Hashable {
        /// The view.
        public var view: ViewID
        /// Depth below its window (0 for a window).
        public var depth: Int
        /// Its window.
        public var window: ViewID
    }

    /// Screen rectangle of each view by index; nil for a view that is not in a window.
    public private(set) var rects: [Rect?]
    /// Where each view's own coordinate system has its origin on screen (nil when detached).
    public private(set) var contentOrigins: [Point?]
    /// Every view in a window, back to front: windows from the back (lowest `level`, then
    /// the first listed), each followed by its subtree, subviews in order (the last in front).
    public private(set) var drawingOrder: [Entry] = []

    /// Lays out `views`, whose windows are `windows` in the order the scene lists them.
    public init(views: [View], windows: [ViewID]) {
        rects = Array(repeating: nil, count: views.count)
        contentOrigins = Array(repeating: nil, count: views.count)
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
                let origin: Point
                if let superview = view.superview, id != window, let parentOrigin = contentOrigins[superview.index] {
                    origin = Point(parentOrigin.x + view.frame.x, parentOrigin.y + view.frame.y)
                } else {
                    origin = view.frame.origin
                }
                rects[id.index] = Rect(origin.x, origin.y, view.frame.width, view.frame.height)
                contentOrigins[id.index] = Point(origin.x - view.boundsOrigin.x, origin.y - view.boundsOrigin.y)
                drawingOrder.append(Entry(view: id, depth: depth, window: window))
                for subview in view.subviews.reversed() { stack.append((subview, depth + 1)) }
            }
        }
    }

    /// The area `point(inside:)` accepts, on screen: the bounds moved by the hit insets
    /// (nil when the view is detached or has no insets).
    public func hitArea(of id: ViewID, in views: [View]) -> Rect? {
        let view = views[id.index]
        guard view.hitInsets != .zero, let origin = contentOrigins[id.index] else { return nil }
        let insets = view.hitInsets
        return Rect(
            origin.x + view.boundsOrigin.x + insets.left, origin.y + view.boundsOrigin.y + insets.top,
            view.frame.width - insets.left - insets.right, view.frame.height - insets.top - insets.bottom)
    }
}
