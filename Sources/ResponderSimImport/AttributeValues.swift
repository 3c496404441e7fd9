import ResponderSimCore

/// Readers of the values the importer uses (README.md, Debugging your own app). Each takes the value's
/// text and returns nil when it does not have the required shape.
enum AttributeValues {
    /// `(x y; w h)`: four finite numbers (blanks around each part are free).
    static func frame(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> [Double]? {
        var reader = NumberListReader(bytes: bytes, index: range.lowerBound, end: range.upperBound)
        guard reader.byte(0x28), let x = reader.number(), reader.blankSeparated(), let y = reader.number(), reader.byte(0x3B),
            let w = reader.number(), reader.blankSeparated(), let h = reader.number(), reader.byte(0x29), reader.atEnd
        else { return nil }
        return [x, y, w, h]
    }

    /// `{x, y}`: two finite numbers.
    static func point(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> [Double]? {
        list(bytes, range, open: 0x7B, close: 0x7D, count: 2)
    }

    /// `{t, l, b, r}`: four finite numbers.
    static func insets(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> [Double]? {
        list(bytes, range, open: 0x7B, close: 0x7D, count: 4)
    }

    /// `[a, b, c, d, tx, ty]`: six finite numbers.
    static func matrix(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> [Double]? {
        list(bytes, range, open: 0x5B, close: 0x5D, count: 6)
    }

    /// `YES` or `NO`.
    static func bool(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool? {
        let count = range.count
        let start = range.lowerBound
        if count == 3 && bytes[start] == 0x59 && bytes[start + 1] == 0x45 && bytes[start + 2] == 0x53 { return true }
        if count == 2 && bytes[start] == 0x4E && bytes[start + 1] == 0x4F { return false }
        return nil
    }

    /// One finite number, the whole value.
    static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Double? {
        var reader = NumberListReader(bytes: bytes, index: range.lowerBound, end: range.upperBound)
        guard let value = reader.number(), reader.atEnd else { return nil }
        return value
    }

    private static func list(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, open: UInt8, close: UInt8, count: Int
    ) -> [Double]? {
        var reader = NumberListReader(bytes: bytes, index: range.lowerBound, end: range.upperBound)
        guard reader.byte(open) else { return nil }
        var values: [Double] = []
        values.reserveCapacity(count)
        for index in 0..<count {
            if index > 0 { guard reader.byte(0x2C) else { return nil } }
            guard let value = reader.number() else { return nil }
            values.append(value)
        }
        guard reader.byte(close), reader.atEnd else { return nil }
        return values
    }

    /// Reads a decimal number as the dump prints it (`-15.3281`, `1e-05`, `0.92387953251128674`)
    /// from the bytes `start..<end` (the whole range), as the nearest double; nil when the
    /// text is not a number or the number is not finite.
    static func decimal(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Double? {
        var index = start
        var negative = false
        if index < end && (bytes[index] == 0x2D || bytes[index] == 0x2B) {
            negative = bytes[index] == 0x2D
            index += 1
        }
        var mantissa: UInt64 = 0
        var significant = 0
        var fractionDigits = 0
        var digits = 0
        while index < end && DumpText.isDigit(bytes[index]) {
            if mantissa != 0 || bytes[index] != 0x30 { significant += 1 }
            if significant <= 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[index] - 0x30) }
            digits += 1
            index += 1
        }
        if index < end && bytes[index] == 0x2E {
            index += 1
            while index < end && DumpText.isDigit(bytes[index]) {
                if mantissa != 0 || bytes[index] != 0x30 { significant += 1 }
                if significant <= 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[index] - 0x30) }
                fractionDigits += 1
                digits += 1
                index += 1
            }
        }
        guard digits > 0 else { return nil }
        var hasExponent = false
        if index < end && (bytes[index] | 0x20) == 0x65 {
            hasExponent = true
            index += 1
            if index < end && (bytes[index] == 0x2D || bytes[index] == 0x2B) { index += 1 }
            let first = index
            while index < end && DumpText.isDigit(bytes[index]) { index += 1 }
            guard index > first else { return nil }
        }
        guard index == end else { return nil }
        let value: Double
        // Clinger's fast path: a mantissa and a power of ten both exact give a correctly
        // rounded quotient; anything else goes through the standard library's parser.
        if !hasExponent && significant <= 15 && fractionDigits <= 22 {
            let magnitude = Double(mantissa) / exactPowersOfTen[fractionDigits]
            value = negative ? -magnitude : magnitude
        } else {
            guard let parsed = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
            else { return nil }
            value = parsed
        }
        return value.isFinite ? value : nil
    }

    private static let exactPowersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }
}

/// A cursor over a value's bytes that reads numbers and punctuation, blanks skipped around them.
private struct NumberListReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index: Int
    let end: Int

    var atEnd: Bool {
        mutating get {
            skipBlanks()
            return index == end
        }
    }

    mutating func skipBlanks() {
        index = DumpLineGrammar.skipBlanks(bytes, index, end)
    }

    /// Skips blanks, then takes `value` if it is next.
    mutating func byte(_ value: UInt8) -> Bool {
        skipBlanks()
        guard index < end, bytes[index] == value else { return false }
        index += 1
        return true
    }

    /// At least one blank (what separates `x y` and `w h`).
    mutating func blankSeparated() -> Bool {
        guard index < end, DumpText.isBlank(bytes[index]) else { return false }
        skipBlanks()
        return true
    }

    /// Skips blanks, then reads a finite number up to the next blank, `,`, `;` or bracket.
    mutating func number() -> Double? {
        skipBlanks()
        let start = index
        while index < end {
            let byte = bytes[index]
            if DumpText.isBlank(byte) || byte == 0x2C || byte == 0x3B || byte == 0x29 || byte == 0x5D || byte == 0x7D { break }
            index += 1
        }
        guard index > start else { return nil }
        return AttributeValues.decimal(bytes, start, index)
    }
}
