import Foundation
import ResponderSimCore

/// The layout frame and `transform:` block of a transformed view, recovered from the dump's
/// bounding box and matrix (README.md, Debugging your own app), as the scene text writes them.
struct RecoveredTransform: Equatable {
    /// `[x, y, w, h]` with three decimals.
    var frame: [String]
    /// `s` or `[s1, s2]`; nil when the scale prints as 1.
    var scale: String?
    /// Degrees clockwise; nil when it prints as 0.
    var rotate: String?
    /// `[tx, ty]`; nil when both print as 0.
    var translate: String?
    /// The side of a view taken as square because the turn is an odd multiple of 45° (W-SQUARE).
    var squareSide: String?
    /// The smaller and the larger of the two scales in size, as the scene reads them back.
    var scaleSizes: (least: Double, greatest: Double) { (min(abs(scaleX), abs(scaleY)), max(abs(scaleX), abs(scaleY))) }
    /// The written scales, read back as numbers.
    private var scaleX = 1.0
    private var scaleY = 1.0

    /// Why a matrix cannot be imported.
    enum Failure: Error, Equatable {
        case shear
        case flat
        case box
        /// A number of the frame or the block has ten digits or more before the point, which a
        /// scene cannot hold.
        case tooLarge
    }

    /// Whether `[a, b, c, d, tx, ty]` is the identity (no transform, step 1).
    static func isIdentity(_ m: [Double]) -> Bool {
        m[0] == 1 && m[1] == 0 && m[2] == 0 && m[3] == 1 && m[4] == 0 && m[5] == 0
    }

    /// Steps 2 to 7 for the printed box `[X, Y, W, H]` and a matrix that is not the identity;
    /// every formula evaluated left to right as the chapter writes it.
    static func recover(box: [Double], matrix m: [Double]) -> Result<RecoveredTransform, Failure> {
        let (a, b, c, d, tx, ty) = (m[0], m[1], m[2], m[3], m[4], m[5])
        // 2. Shear.
        if abs(a * c + b * d) > 1e-5 * (a * a + b * b + c * c + d * d) { return .failure(.shear) }
        // 3. Scale and rotation.
        var s1 = (a * a + b * b).squareRoot()
        let determinant = a * d - b * c
        if s1 == 0 || determinant == 0 { return .failure(.flat) }
        if determinant < 0 { s1 = -s1 }
        var theta = (atan2(b / s1, a / s1) * 180) / Double.pi
        if theta == -180 { theta = 180 }
        let s2 = determinant / s1
        // 4. Size.
        let (boxX, boxY, boxW, boxH) = (box[0], box[1], box[2], box[3])
        let (absA, absB, absC, absD) = (abs(a), abs(b), abs(c), abs(d))
        let delta = absA * absD - absC * absB
        let w: Double
        let h: Double
        var square = false
        if abs(delta) <= 1e-6 * (absA + absC) * (absB + absD) {
            w = boxW / (absA + absC)
            h = w
            square = true
        } else {
            w = (absD * boxW - absC * boxH) / delta
            h = (absA * boxH - absB * boxW) / delta
        }
        // 5. Position.
        let cx = (boxX + boxW / 2) - tx
        let cy = (boxY + boxH / 2) - ty
        let numbers = [cx - w / 2, cy - h / 2, w, h]
        // 6. Rounding.
        guard numbers.allSatisfy(\.isFinite), s1.isFinite, s2.isFinite else { return .failure(.box) }
        let frame = numbers.map { FixedDecimal.string($0, decimals: 3) }
        if frame[2].hasPrefix("-") || frame[3].hasPrefix("-") { return .failure(.box) }
        // 7. The block.
        let scale1 = FixedDecimal.string(s1, decimals: 6)
        let scale2 = FixedDecimal.string(s2, decimals: 6)
        if scale1 == "0" || scale2 == "0" { return .failure(.flat) }
        let scale: String? = scale1 == scale2 ? (scale1 == "1" ? nil : scale1) : "[\(scale1), \(scale2)]"
        let rotation = FixedDecimal.string(theta, decimals: 6)
        let translateX = FixedDecimal.string(tx, decimals: 6)
        let translateY = FixedDecimal.string(ty, decimals: 6)
        guard (frame + [scale1, scale2, rotation, translateX, translateY]).allSatisfy(FixedDecimal.fitsScene) else {
            return .failure(.tooLarge)
        }
        var recovered = RecoveredTransform(
            frame: frame, scale: scale, rotate: rotation == "0" ? nil : rotation,
            translate: translateX == "0" && translateY == "0" ? nil : "[\(translateX), \(translateY)]",
            squareSide: square ? frame[2] : nil)
        recovered.scaleX = Double(scale1) ?? s1
        recovered.scaleY = Double(scale2) ?? s2
        return .success(recovered)
    }

    /// Whether there is anything to write under `transform:`.
    var hasBlock: Bool { scale != nil || rotate != nil || translate != nil }
}
