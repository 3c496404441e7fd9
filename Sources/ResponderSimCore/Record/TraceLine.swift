import Foundation

/// Trace text built as UTF-8 bytes in one buffer, handed to the output in one piece
/// (``TextHandOff``).
///
/// Writers used to build each line by concatenating and interpolating strings; for the JSON
/// Lines trace that came to about 80,000 instructions a step (callgrind on `bench`), most of
/// them in the string runtime. Appending to a `[UInt8]` cut that to about 20,000, still
/// mostly `Array.append(contentsOf:)` and uniqueness checks, paid on every piece of every
/// line. So the bytes live behind a pointer the line owns: a piece is one capacity check and
/// one copy (callgrind: with the names spelled once, the JSON trace went from about 22,800
/// to 5,700 instructions a step).
///
/// A scratch buffer, not a value: copies of a line share the bytes until one of them grows.
/// That is harmless for its one use, where every user clears the line, appends, and takes
/// the text out before it returns; a line is never kept half-built.
package struct TraceLine {
    /// Owns the bytes: they are freed when the last line using them goes.
    private final class Storage {
        let bytes: UnsafeMutablePointer<UInt8>
        init(capacity: Int) {
            bytes = .allocate(capacity: capacity)
            bytes.initialize(repeating: 0, count: capacity)
        }
        deinit { bytes.deallocate() }
    }

    private var storage: Storage
    /// `storage`'s bytes.
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The number of bytes in the line.
    private(set) var count = 0

    /// An empty line with room for `capacity` bytes before it grows.
    package init(capacity: Int = 64) {
        self.capacity = Swift.max(1, capacity)
        storage = Storage(capacity: self.capacity)
        base = storage.bytes
    }

    /// Empties the line, keeping its storage.
    mutating func clear() { count = 0 }

    /// The line as a string.
    package var string: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }

    /// Where the next `extra` bytes go, after making room for them.
    @inline(__always)
    private mutating func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
        if count &+ extra <= capacity { return base + count }
        return grow(extra)
    }

    @inline(never)
    private mutating func grow(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
        let newCapacity = Swift.max(256, capacity * 2, count + extra)
        let grown = Storage(capacity: newCapacity)
        grown.bytes.update(from: base, count: count)
        storage = grown
        base = grown.bytes
        capacity = newCapacity
        return grown.bytes + count
    }

    /// Appends bytes as they are.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        let length = bytes.count
        let target = reserve(length)
        if length <= 16 {
            TraceLine.copySmall(from: UnsafeRawPointer(source), to: UnsafeMutableRawPointer(target), length)
        } else {
            target.update(from: source, count: length)
        }
        count += length
    }

    /// Copies 1 to 16 bytes with two loads and two stores that may overlap: the pieces of a
    /// line are mostly names and words of a few bytes, and calling `memcpy` for each cost
    /// about 30 instructions (callgrind), more than the copy.
    @inline(__always)
    private static func copySmall(from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer, _ length: Int) {
        if length >= 8 {
            let head = source.loadUnaligned(as: UInt64.self)
            let tail = source.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
            target.storeBytes(of: head, as: UInt64.self)
            target.storeBytes(of: tail, toByteOffset: length - 8, as: UInt64.self)
        } else if length >= 4 {
            let head = source.loadUnaligned(as: UInt32.self)
            let tail = source.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self)
            target.storeBytes(of: head, as: UInt32.self)
            target.storeBytes(of: tail, toByteOffset: length - 4, as: UInt32.self)
        } else {
            for offset in 0..<length {
                target.storeBytes(of: source.load(fromByteOffset: offset, as: UInt8.self), toByteOffset: offset, as: UInt8.self)
            }
        }
    }

    /// Appends text as it is.
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends one ASCII character.
    @inline(__always)
    package mutating func append(_ byte: UInt8) {
        reserve(1).pointee = byte
        count += 1
    }

    /// Calls `body` with the line's bytes.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: base, count: count))
    }

    /// Appends the text of another line.
    mutating func append(_ other: TraceLine) {
        append(UnsafeBufferPointer(start: other.base, count: other.count))
    }

    /// Appends `text` as a JSON string literal, escaping quotes, backslashes and every
    /// control character (`\n`, `\r`, `\t`, others as `\u00xx`).
    package mutating func appendJSONString(_ text: String) {
        var text = text
        text.withUTF8 { appendJSONString($0) }
    }

    /// Appends UTF-8 text as a JSON string literal (see ``appendJSONString(_:)-(String)``).
    mutating func appendJSONString(_ utf8: UnsafeBufferPointer<UInt8>) {
        append(UInt8(ascii: "\""))
        if !utf8.contains(where: TraceLine.needsJSONEscape) {
            append(utf8)
        } else {
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "\""): appendASCII("\\\"")
                case UInt8(ascii: "\\"): appendASCII("\\\\")
                case UInt8(ascii: "\n"): appendASCII("\\n")
                case UInt8(ascii: "\r"): appendASCII("\\r")
                case UInt8(ascii: "\t"): appendASCII("\\t")
                case 0..<0x20:
                    appendASCII("\\u00")
                    append(TraceLine.hexDigit(byte >> 4))
                    append(TraceLine.hexDigit(byte & 0xF))
                default: append(byte)
                }
            }
        }
        append(UInt8(ascii: "\""))
    }

    /// Whether a byte of a JSON string must be escaped.
    @inline(__always)
    private static func needsJSONEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// The lowercase hex digit of a value below 16.
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    /// Appends a literal of ASCII text.
    @inline(__always)
    package mutating func appendASCII(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    /// Appends `count` spaces (none when it is not positive).
    mutating func appendSpaces(_ count: Int) {
        guard count > 0 else { return }
        reserve(count).update(repeating: UInt8(ascii: " "), count: count)
        self.count += count
    }

    /// The number of characters of `value` in decimal.
    static func digitCount(of value: Int) -> Int {
        var digits = value < 0 ? 2 : 1
        var rest = value.magnitude
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        return digits
    }

    /// Appends a whole number in decimal.
    @inline(__always)
    package mutating func append(_ value: Int) {
        if value >= 0 && value < 10 {
            append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
            return
        }
        if value < 0 { append(UInt8(ascii: "-")) }
        appendDigits(value.magnitude)
    }

    /// Appends `magnitude` in decimal, two digits a division (callgrind: a digit a division
    /// took a tenth of the text trace's instructions).
    private mutating func appendDigits(_ magnitude: UInt) {
        var width = 1
        var power: UInt = 10
        while width < 20 && magnitude >= power {
            width += 1
            power &*= 10
        }
        let start = reserve(width)
        let pairs = TraceLine.digitPairs.utf8Start
        var rest = magnitude
        var end = width
        while rest >= 100 {
            let pair = Int(truncatingIfNeeded: rest % 100) &* 2
            rest /= 100
            end &-= 2
            start[end] = pairs[pair]
            start[end &+ 1] = pairs[pair &+ 1]
        }
        if rest >= 10 {
            let pair = Int(truncatingIfNeeded: rest) &* 2
            start[0] = pairs[pair]
            start[1] = pairs[pair &+ 1]
        } else {
            start[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
        }
        count += width
    }

    /// The numbers 00 to 99 as text, two bytes each.
    private static let digitPairs: StaticString =
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"

    /// Appends a whole number of millionths as a decimal with at most six decimals and no
    /// trailing zeros (`105`, `105.5`, `-0.000001`; zero is `0`).
    mutating func appendMicros(_ value: Int64) {
        if value == 0 {
            append(UInt8(ascii: "0"))
            return
        }
        if value < 0 { append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        let whole = magnitude / 1_000_000
        var fraction = magnitude - whole * 1_000_000
        appendDigits(UInt(whole))
        guard fraction != 0 else { return }
        // Six decimals at most, trailing zeros dropped (at most five: the fraction is not 0).
        var digits = 6
        if fraction % 1000 == 0 {
            fraction /= 1000
            digits -= 3
        }
        if fraction % 100 == 0 {
            fraction /= 100
            digits -= 2
        }
        if fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let start = reserve(digits + 1)
        start[0] = UInt8(ascii: ".")
        var index = digits + 1
        repeat {
            index -= 1
            start[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10)
            fraction /= 10
        } while index > 1
        count += digits + 1
    }

    /// Appends a coordinate as ``NumberFormatting/decimal(_:)`` writes it.
    mutating func appendDecimal(_ value: Double) {
        // Whole and half points (most coordinates) without going through millionths: the
        // same text, a quarter of the instructions.
        let twice = value * 2
        if abs(twice) < 1e15 {
            let halves = Int64(twice)
            if Double(halves) == twice {
                if halves < 0 { append(UInt8(ascii: "-")) }
                appendDigits(UInt(halves.magnitude / 2))
                if halves % 2 != 0 { appendASCII(".5") }
                return
            }
        }
        guard value.isFinite else {
            appendASCII(value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf"))
            return
        }
        // Ties to even, as C's `%.6f` rounds a value that lies exactly halfway (0.0078125 is
        // 0.007812); a value near a tie is the one the product lands on.
        let scaled = (value * 1_000_000).rounded(.toNearestOrEven)
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
