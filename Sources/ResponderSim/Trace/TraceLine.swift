import Foundation

/// A line of trace text built as UTF-8 bytes and handed to the output as one string.
///
/// Writers used to build each line by concatenating and interpolating strings; for the JSON
/// Lines trace that came to about 80,000 instructions a step (callgrind on `bench`), most of
/// them in the string runtime. Appending bytes to one reused buffer costs a small fraction.
struct TraceLine {
    private var bytes: [UInt8] = []

    /// Empties the line, keeping its storage.
    mutating func clear() { bytes.removeAll(keepingCapacity: true) }

    /// The line as a string.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends text as it is.
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends one ASCII character.
    mutating func append(_ byte: UInt8) { bytes.append(byte) }

    /// Appends `text` as a JSON string literal, escaping quotes, backslashes and every
    /// control character (`\n`, `\r`, `\t`, others as `\u00xx`).
    mutating func appendJSONString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "\""): appendASCII("\\\"")
                case UInt8(ascii: "\\"): appendASCII("\\\\")
                case UInt8(ascii: "\n"): appendASCII("\\n")
                case UInt8(ascii: "\r"): appendASCII("\\r")
                case UInt8(ascii: "\t"): appendASCII("\\t")
                case 0..<0x20:
                    appendASCII("\\u00")
                    bytes.append(TraceLine.hexDigit(byte >> 4))
                    bytes.append(TraceLine.hexDigit(byte & 0xF))
                default: bytes.append(byte)
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The lowercase hex digit of a value below 16.
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    /// Appends a literal of ASCII text.
    mutating func appendASCII(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends a whole number in decimal.
    mutating func append(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(value.magnitude, minimumCount: 1)
    }

    /// Appends `magnitude` in decimal, zero-padded to `minimumCount` digits.
    private mutating func appendDigits(_ magnitude: UInt, minimumCount: Int) {
        var count = 1
        var probe = magnitude / 10
        while probe > 0 {
            count += 1
            probe /= 10
        }
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: max(count, minimumCount)))
        var rest = magnitude
        var index = bytes.count - 1
        while rest > 0 {
            bytes[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
            index -= 1
        }
    }

    /// Appends a whole number of millionths as a decimal with at most six decimals and no
    /// trailing zeros (`105`, `105.5`, `-0.000001`; zero is `0`).
    mutating func appendMicros(_ value: Int64) {
        if value == 0 {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        appendDigits(UInt(magnitude / 1_000_000), minimumCount: 1)
        var fraction = magnitude % 1_000_000
        guard fraction != 0 else { return }
        var digits = 6
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        bytes.append(UInt8(ascii: "."))
        appendDigits(UInt(fraction), minimumCount: digits)
    }

    /// Appends a coordinate as ``NumberFormatting/decimal(_:)`` writes it.
    mutating func appendDecimal(_ value: Double) {
        guard value.isFinite else {
            appendASCII(value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf"))
            return
        }
        let scaled = (value * 1_000_000).rounded()
        guard abs(scaled) < 9.0e18 else {
            // Beyond whole millionths in 64 bits (a tiny scale's huge local coordinates): the
            // same six decimals, trailing zeros dropped, never an exponent.
            var text = String(format: "%.6f", value)
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
            append(text)
            return
        }
        appendMicros(Int64(scaled))
    }
}
