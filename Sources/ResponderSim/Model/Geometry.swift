/// A point in some coordinate space, in points.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }
    public static let zero = Point(0, 0)
}

/// A rectangle: origin and size, in points.
public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
    /// The origin as a point.
    public var origin: Point {
        get { Point(x, y) }
        set {
            x = newValue.x
            y = newValue.y
        }
    }
    /// Half-open containment: `minX ≤ x < maxX` and `minY ≤ y < maxY`.
    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < x + width && point.y >= y && point.y < y + height
    }
}

/// `hit-insets`: `[top, left, bottom, right]`; negative values grow the touchable area.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// Simulated time in whole microseconds (scene times have at most six decimals).
public typealias Microseconds = Int64
