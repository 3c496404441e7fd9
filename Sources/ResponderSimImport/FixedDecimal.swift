import Foundation
import ResponderSimCore

/// Numbers as the importer writes them (README.md, Debugging your own app): C's `printf("%.6f")` (or `%.3f`,
/// `%.2f`), which rounds the double's exact value to nearest with ties to even, then trailing
/// zeros and a trailing point removed and `-0` written `0`: `105`, `105.5`, `0.333333`.
enum FixedDecimal {
    /// `value` with `decimals` (0 to 9) decimals, trimmed.
    static func string(_ value: Double, decimals: Int) -> String {
        var bytes: [UInt8] = []
        append(value, decimals: decimals, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `value`, written with `decimals` decimals, is a number a scene holds: finite, with
    /// at most nine digits before the point (the scene loader refuses longer ones).
    static func fitsScene(_ value: Double, decimals: Int) -> Bool {
        guard value.isFinite else { return false }
        return abs(value) < 999_999_999 || fitsScene(string(value, decimals: decimals))
    }

    /// Whether a number as ``string(_:decimals:)`` wrote it has at most nine digits before the point.
    static func fitsScene(_ written: String) -> Bool {
        written.utf8.prefix { $0 != UInt8(ascii: ".") }.filter { $0 != UInt8(ascii: "-") }.count <= 9
    }

    /// Appends `value` as ``string(_:decimals:)`` writes it.
    static func append(_ value: Double, decimals: Int, to bytes: inout [UInt8]) {
        let scale = powersOfTen[decimals]
        // Fast path: below 10^6 the scaled product is off the exact one by less than 1.2e-4,
        // so unless it lies within 1e-3 of a half it rounds the way the exact value does.
        if value.isFinite && abs(value) < 1e6 {
            let scaled = value * scale
            let fraction = abs(scaled - scaled.rounded(.down) - 0.5)
            if fraction > 1e-3 {
                appendScaled(Int64(scaled.rounded()), decimals: decimals, to: &bytes)
                return
            }
        }
        appendPrinted(value, decimals: decimals, to: &bytes)
    }

    private static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9]

    /// Appends `scaled` / 10^decimals, trimmed.
    private static func appendScaled(_ scaled: Int64, decimals: Int, to bytes: inout [UInt8]) {
        guard scaled != 0 else {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        // Digits from the last into a small buffer (a point after `decimals` of them, trailing
        // zeros of the fraction left out), then appended in one piece.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
            var magnitude = scaled.magnitude
            var index = buffer.count
            var position = 0
            var significant = false
            while magnitude > 0 || position <= decimals {
                if position == decimals && significant {
                    index -= 1
                    buffer[index] = UInt8(ascii: ".")
                }
                let digit = UInt8(magnitude % 10)
                magnitude /= 10
                if position >= decimals || significant || digit != 0 {
                    if position < decimals { significant = true }
                    index -= 1
                    buffer[index] = UInt8(ascii: "0") + digit
                }
                position += 1
            }
            if scaled < 0 {
                index -= 1
                buffer[index] = UInt8(ascii: "-")
            }
            bytes.append(contentsOf: UnsafeMutableBufferPointer(rebasing: buffer[index...]))
        }
    }

    /// Appends what the C library prints, trimmed (any size, ties decided on the exact value).
    private static func appendPrinted(_ value: Double, decimals: Int, to bytes: inout [UInt8]) {
        var buffer = [CChar](repeating: 0, count: 400)
        let count = buffer.withUnsafeMutableBufferPointer { pointer -> Int32 in
            guard let base = pointer.baseAddress else { return 0 }
            return withVaList([Int32(decimals), value]) { vsnprintf(base, pointer.count, "%.*f", $0) }
        }
        var printed = buffer.prefix(max(0, min(Int(count), buffer.count - 1))).map { UInt8(bitPattern: $0) }
        if printed.contains(UInt8(ascii: ".")) {
            while printed.last == UInt8(ascii: "0") { printed.removeLast() }
            if printed.last == UInt8(ascii: ".") { printed.removeLast() }
        }
        if printed == Array("-0".utf8) { printed = [UInt8(ascii: "0")] }
        bytes.append(contentsOf: printed)
    }
}
