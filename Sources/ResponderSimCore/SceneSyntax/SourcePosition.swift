/// A position kept as bytes while parsing: the 1-based line, the byte offset where that line
/// starts and the byte offset of the position. Character columns are computed only when a
/// diagnostic is made (``toLocation(in:)``), so the hot path never counts characters.
package struct SourcePosition: Hashable, Comparable, Sendable {
    /// 1-based line number.
    package var line: Int
    /// Byte offset of the first byte of the line in the file.
    package var lineStart: Int
    /// Byte offset of the position in the file (at or after `lineStart`).
    package var offset: Int

    /// A position from its line, the line's first byte and its own byte offset.
    package init(line: Int, lineStart: Int, offset: Int) {
        self.line = line
        self.lineStart = lineStart
        self.offset = offset
    }

    /// The start of the file.
    package static let fileStart = SourcePosition(line: 1, lineStart: 0, offset: 0)

    /// File order: by line, then by byte column (so that positions made from different
    /// buffers holding the same line compare as they should).
    package static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.offset - lhs.lineStart) < (rhs.line, rhs.offset - rhs.lineStart)
    }

    /// The 1-based line and character column of this position in `bytes`: the column is one
    /// more than the number of `Character`s between the line start and the position.
    package func toLocation(in bytes: [UInt8]) -> SourceLocation {
        let end = ByteText.clampToLine(bytes, from: lineStart, to: offset)
        return SourceLocation(line: line, column: ByteText.characterCount(bytes, lineStart, end) + 1)
    }
}

/// Byte-level helpers shared by the parser and the builder.
package enum ByteText {
    static let space: UInt8 = 0x20
    static let tab: UInt8 = 0x09
    static let newline: UInt8 = 0x0A
    package static let carriageReturn: UInt8 = 0x0D
    static let hash: UInt8 = 0x23
    static let quote: UInt8 = 0x22
    static let backslash: UInt8 = 0x5C
    static let colon: UInt8 = 0x3A
    static let dash: UInt8 = 0x2D
    static let comma: UInt8 = 0x2C
    static let openBracket: UInt8 = 0x5B
    static let closeBracket: UInt8 = 0x5D
    static let pipe: UInt8 = 0x7C
    static let dot: UInt8 = 0x2E

    /// The number of `Character`s that the bytes `start..<end` decode to.
    static func characterCount<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ start: Int, _ end: Int) -> Int
    where Bytes.Index == Int {
        guard start < end else { return 0 }
        var allASCII = true
        for index in start..<end where bytes[index] >= 0x80 || bytes[index] == carriageReturn {
            allASCII = false
            break
        }
        if allASCII { return end - start }
        return String(decoding: bytes[start..<end], as: UTF8.self).count
    }

    /// `to`, moved back to the end of the line that starts at `from` when it lies past it.
    package static func clampToLine(_ bytes: [UInt8], from: Int, to: Int) -> Int {
        let limit = min(max(to, from), bytes.count)
        var index = from
        while index < limit {
            if bytes[index] == newline { return index }
            index += 1
        }
        return limit
    }

    /// The text of `start..<end`.
    static func string(_ bytes: [UInt8], _ start: Int, _ end: Int) -> String {
        guard start < end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether `byte` is a space or a tab.
    @inline(__always)
    static func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    /// Whether the byte at `index` starts a comment: a `#` at the line start or after a blank.
    @inline(__always)
    static func startsComment(_ bytes: [UInt8], _ index: Int, lineStart: Int) -> Bool {
        bytes[index] == hash && (index == lineStart || isBlank(bytes[index - 1]))
    }

    /// Whether `byte` may appear in a key: `[A-Za-z0-9_-]`.
    @inline(__always)
    static func isKeyByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == 0x5F || byte == dash
    }

    /// The offset of the first invalid UTF-8 byte in `start..<end`, or nil when the range is valid.
    package static func firstInvalidUTF8(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Int? {
        var index = start
        while index < end {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let count: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: count = 1
            case 0xE0:
                count = 2
                low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: count = 2
            case 0xED:
                count = 2
                high = 0x9F
            case 0xF0:
                count = 3
                low = 0x90
            case 0xF1...0xF3: count = 3
            case 0xF4:
                count = 3
                high = 0x8F
            default: return index
            }
            // A sequence that breaks off is reported at its lead byte, as decoders do.
            for step in 1...count {
                let at = index + step
                guard at < end else { return index }
                let byte = bytes[at]
                let lower: UInt8 = step == 1 ? low : 0x80
                let upper: UInt8 = step == 1 ? high : 0xBF
                if byte < lower || byte > upper { return index }
            }
            index += count + 1
        }
        return nil
    }
}
