/// A point in some coordinate space, in points.
public struct Point: Hashable, Sendable {
    /// The point's coordinates, in points.
    public package(set) var x: Double
    public package(set) var y: Double
    /// Creates the point (`x`, `y`).
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }
    /// The origin, (0, 0).
    package static let zero = Point(0, 0)
    /// The straight-line distance to `other`, in points.
    package func distance(to other: Point) -> Double {
        let dx = other.x - x
        let dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }
}

/// A rectangle: origin and size, in points.
public struct Rect: Hashable, Sendable {
    /// The origin's coordinates, in points.
    public package(set) var x: Double
    public package(set) var y: Double
    /// The size, in points.
    public package(set) var width: Double
    public package(set) var height: Double
    /// Creates the rectangle with origin (`x`, `y`) and size `width` × `height`.
    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
    /// The origin as a point.
    package var origin: Point {
        get { Point(x, y) }
        set {
            x = newValue.x
            y = newValue.y
        }
    }
    /// Half-open containment: `minX ≤ x < maxX` and `minY ≤ y < maxY`.
    package func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < x + width && point.y >= y && point.y < y + height
    }
}

extension Rect {
    /// Whether `inner` lies within this rectangle, edges included.
    package func contains(_ inner: Rect) -> Bool {
        inner.x >= x && inner.y >= y && inner.x + inner.width <= x + width && inner.y + inner.height <= y + height
    }

    /// The smallest rectangle holding both.
    package func union(_ other: Rect) -> Rect {
        let minX = min(x, other.x)
        let minY = min(y, other.y)
        return Rect(minX, minY, max(x + width, other.x + other.width) - minX, max(y + height, other.y + other.height) - minY)
    }

    /// The part both share; of zero width or height where they do not meet.
    package func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        return Rect(left, top, max(0, min(x + width, other.x + other.width) - left), max(0, min(y + height, other.y + other.height) - top))
    }

    /// The area both share (0 where they do not meet).
    package func overlapArea(with other: Rect) -> Double {
        let width = min(x + self.width, other.x + other.width) - max(x, other.x)
        let height = min(y + self.height, other.y + other.height) - max(y, other.y)
        return width > 0 && height > 0 ? width * height : 0
    }
}

/// `hit-insets`: `[top, left, bottom, right]`; negative values grow the touchable area.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset of each edge of the bounds, in points; negative values move it outward.
    package var top: Double
    package var left: Double
    package var bottom: Double
    package var right: Double
    /// Creates insets from the four edges' values.
    package init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    /// No insets: the touchable area is the bounds.
    package static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// Simulated time in whole microseconds (scene times have at most six decimals).
public typealias Microseconds = Int64
