import Foundation

/// A scroll view as its rules read it at one moment: its frame's size, its settings and its
/// offset, with the arithmetic of its limits, its scrollable axes and its rubber band (SV3,
/// SV4, SP7), each evaluated exactly as written, left to right (SN1, SN3).
package struct ScrollGeometry {
    var width: Double
    var height: Double
    var settings: ScrollSettings
    var offset: Point
    /// The total rotation of the scroll view, in degrees (GP2's φ).
    var rotation: Double = 0
    /// Whether a flick's deceleration is running (SK4).
    var isDecelerating = false

    /// `view` as its rules read it, unrotated and at rest; nil when it is not a scroll view.
    package init?(_ view: View) {
        guard let settings = view.scroll else { return nil }
        self.init(width: view.frame.width, height: view.frame.height, settings: settings, offset: view.boundsOrigin)
    }

    /// The scroll view of frame size `width` × `height` with `settings`, at `offset`.
    package init(
        width: Double, height: Double, settings: ScrollSettings, offset: Point, rotation: Double = 0, isDecelerating: Bool = false
    ) {
        self.width = width
        self.height = height
        self.settings = settings
        self.offset = offset
        self.rotation = rotation
        self.isDecelerating = isDecelerating
    }

    var minX: Double { -settings.contentInset.left }
    var minY: Double { -settings.contentInset.top }
    /// SV3: max.x = max(−l, (cw + r) − W), max.y = max(−t, (ch + b) − H).
    var maxX: Double { max(-settings.contentInset.left, (settings.contentWidth + settings.contentInset.right) - width) }
    var maxY: Double { max(-settings.contentInset.top, (settings.contentHeight + settings.contentInset.bottom) - height) }

    /// SV4: the content is wider than the frame, or it always bounces horizontally.
    var canScrollX: Bool {
        (settings.contentWidth + settings.contentInset.left) + settings.contentInset.right > width
            || (settings.alwaysBounceHorizontal && settings.bounces)
    }
    var canScrollY: Bool {
        (settings.contentHeight + settings.contentInset.top) + settings.contentInset.bottom > height
            || (settings.alwaysBounceVertical && settings.bounces)
    }

    /// A vector in window axes turned by −φ into the scroll view's axes (GP2, SN3).
    func turned(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        guard rotation != 0 else { return (x, y) }
        let (cos, sin) = ViewTransform(rotation: rotation).cosineAndSine
        return (cos * x + sin * y, -sin * x + cos * y)
    }

    /// SP2's test: the translation reaches the hysteresis along an axis it can scroll.
    func passesHysteresis(_ x: Double, _ y: Double) -> Bool {
        (canScrollX && abs(x) >= settings.hysteresis) || (canScrollY && abs(y) >= settings.hysteresis)
    }

    /// SP7: a target on one axis made an offset; beyond a limit, the rubber band (or the limit
    /// when it does not bounce).
    func limited(_ target: Double, low: Double, high: Double, range: Double) -> Double {
        if target > high {
            guard settings.bounces else { return high }
            let d = target - high
            return high + ((0.55 * d) * range) / ((0.55 * d) + range)
        }
        if target < low {
            guard settings.bounces else { return low }
            let d = low - target
            return low - ((0.55 * d) * range) / ((0.55 * d) + range)
        }
        return target
    }

    /// The offset within [min, max] on each axis (SP8, SK3).
    func clamped(_ point: Point) -> Point {
        Point(min(max(point.x, minX), maxX), min(max(point.y, minY), maxY))
    }
}
