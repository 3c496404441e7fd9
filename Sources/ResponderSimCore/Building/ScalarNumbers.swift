/// Numbers and times read straight from bytes, with no `String` on the common path.
package enum ScalarNumbers {
    /// Exact powers of ten as doubles (10^0 … 10^22 are all exactly representable).
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18,
        1e19, 1e20, 1e21, 1e22,
    ]

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// The largest magnitude a number in a scene may have: at most nine digits before the
    /// point, so every coordinate and its conversions stay exact enough and print plainly.
    static let limit = 1_000_000_000.0

    /// Whether `-?[0-9]+(\.[0-9]+)?` at `start..<end` has ten or more digits before the point
    /// (leading zeros aside): a well-formed number beyond ``limit``.
    static func isTooLarge<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ start: Int, _ end: Int) -> Bool
    where Bytes.Index == Int {
        var index = start
        if index < end && bytes[index] == ByteText.dash { index += 1 }
        while index < end && bytes[index] == 0x30 { index += 1 }
        var digits = 0
        while index < end && isDigit(bytes[index]) {
            digits += 1
            index += 1
        }
        guard digits >= 10 else { return false }
        // The rest must be a fraction, or nothing: otherwise it is not a number at all.
        if index == end { return true }
        guard bytes[index] == ByteText.dot, index + 1 < end else { return false }
        index += 1
        while index < end && isDigit(bytes[index]) { index += 1 }
        return index == end
    }

    /// A number written `-?[0-9]+(\.[0-9]+)?` (no exponent, no `+`, no leading `.`) whose
    /// magnitude is below ``limit``, so never NaN or infinite; nil for anything else.
    static func number<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ start: Int, _ end: Int) -> Double?
    where Bytes.Index == Int {
        var index = start
        var negative = false
        if index < end && bytes[index] == ByteText.dash {
            negative = true
            index += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        let integerStart = index
        while index < end && isDigit(bytes[index]) {
            mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- 0x30)
            // Leading zeros do not count (see `isTooLarge`).
            if digits > 0 || bytes[index] != 0x30 { digits += 1 }
            index += 1
        }
        guard index > integerStart else { return nil }
        // Ten or more digits before the point: beyond `limit` (what `isTooLarge` tells).
        guard digits < 10 else { return nil }
        var decimals = 0
        if index < end {
            guard bytes[index] == ByteText.dot else { return nil }
            index += 1
            let fractionStart = index
            while index < end && isDigit(bytes[index]) {
                mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- 0x30)
                digits += 1
                index += 1
            }
            decimals = index - fractionStart
            guard decimals > 0, index == end else { return nil }
        }
        let value: Double
        if digits <= 15 {
            // Both operands are exact, so one correctly rounded division gives the same
            // double as a full decimal conversion (Clinger's fast path).
            value = Double(mantissa) / powersOfTen[decimals]
        } else {
            let text = String(decoding: bytes[(negative ? start + 1 : start)..<end], as: UTF8.self)
            guard let parsed = Double(text),
                parsed.isFinite
            else { return nil }
            value = parsed
        }
        return negative ? -value : value
    }

    /// `mantissa / 10^decimals` for at most 15 digits: both are exact doubles, so one
    /// correctly rounded division gives the same double as a full decimal conversion.
    @inline(__always)
    static func exact(mantissa: UInt64, decimals: Int) -> Double {
        Double(mantissa) / powersOfTen[decimals]
    }

    /// Why a time could not be read.
    package enum TimeProblem: Error {
        /// Not `[0-9]+(\.[0-9]+)?`.
        case malformed
        /// More than six decimals.
        case tooManyDecimals
        /// Too large to hold in microseconds.
        case tooLarge
    }

    /// A time or duration `[0-9]+(\.[0-9]{1,6})?` in whole microseconds, read digit by digit.
    package static func microseconds<Bytes: RandomAccessCollection<UInt8>>(
        _ bytes: Bytes, _ start: Int, _ end: Int
    ) -> Result<Microseconds, TimeProblem> where Bytes.Index == Int {
        var index = start
        var seconds: Int64 = 0
        var overflow = false
        while index < end && isDigit(bytes[index]) {
            let (times10, o1) = seconds.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(Int64(bytes[index] &- 0x30))
            overflow = overflow || o1 || o2
            seconds = sum
            index += 1
        }
        guard index > start else { return .failure(.malformed) }
        var fraction: Int64 = 0
        var decimals = 0
        if index < end {
            guard bytes[index] == ByteText.dot else { return .failure(.malformed) }
            index += 1
            while index < end && isDigit(bytes[index]) {
                if decimals < 6 { fraction = fraction * 10 + Int64(bytes[index] &- 0x30) }
                decimals += 1
                index += 1
            }
            guard decimals > 0, index == end else { return .failure(.malformed) }
            if decimals > 6 { return .failure(.tooManyDecimals) }
        }
        for _ in decimals..<6 { fraction *= 10 }
        let (whole, o3) = seconds.multipliedReportingOverflow(by: 1_000_000)
        let (total, o4) = whole.addingReportingOverflow(fraction)
        if overflow || o3 || o4 { return .failure(.tooLarge) }
        return .success(total)
    }

    /// A non-negative integer `[0-9]+` that fits in an `Int`, or nil.
    static func integer<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ start: Int, _ end: Int) -> Int?
    where Bytes.Index == Int {
        guard start < end else { return nil }
        var value = 0
        for index in start..<end {
            let byte = bytes[index]
            guard isDigit(byte) else { return nil }
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(Int(byte &- 0x30))
            guard !o1 && !o2 else { return nil }
            value = sum
        }
        return value
    }

    /// Microseconds as seconds the way scene files write them: `0.3`, `2`, `0.000001`.
    static func formatTime(_ time: Microseconds) -> String {
        let seconds = time / 1_000_000
        var fraction = time % 1_000_000
        guard fraction != 0 else { return String(seconds) }
        var digits = 6
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let text = String(fraction)
        return "\(seconds)." + String(repeating: "0", count: digits - text.count) + text
    }
}
