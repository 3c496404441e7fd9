import Foundation

/// A view's `transform:` (Scenes/README.md, Transforms, H10): a scale, then a rotation, then a translation,
/// about the centre of the view's layout frame.
package struct ViewTransform: Hashable, Sendable {
    /// `scale`: x and y factors, never 0 (negative mirrors).
    package var scaleX: Double
    package var scaleY: Double
    /// `rotate` in degrees; positive turns clockwise on screen.
    package var rotation: Double
    /// `translate` in points, in the superview's coordinates.
    package var translateX: Double
    package var translateY: Double

    package init(scaleX: Double = 1, scaleY: Double = 1, rotation: Double = 0, translateX: Double = 0, translateY: Double = 0) {
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.rotation = rotation
        self.translateX = translateX
        self.translateY = translateY
    }

    /// cos θ and sin θ of the rotation: exactly 0 or ±1 for multiples of 90° (H13), otherwise
    /// double precision from θ·π/180.
    package var cosineAndSine: (cos: Double, sin: Double) {
        let turns = rotation / 90
        if turns.rounded() == turns, abs(turns) < 1e15 {
            switch Int64(turns) & 3 {
            case 0: return (1, 0)
            case 1: return (0, 1)
            case 2: return (-1, 0)
            default: return (0, -1)
            }
        }
        // Large angles are reduced first so that sin and cos stay accurate (1e9 degrees).
        let reduced = rotation.truncatingRemainder(dividingBy: 360)
        let radians = reduced * Double.pi / 180
        return (cos(radians), sin(radians))
    }
}
