import Foundation
import ResponderSimCore

/// Byte classes of the dump grammar (README.md, Debugging your own app); every byte it looks at is ASCII.
enum DumpText {
    @inline(__always) static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    @inline(__always) static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    @inline(__always) static func isHex(_ byte: UInt8) -> Bool { isDigit(byte) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66) }
    /// `[A-Za-z_$]`: the first character of a class name.
    @inline(__always) static func isClassStart(_ byte: UInt8) -> Bool { isLetter(byte) || byte == 0x5F || byte == 0x24 }
    /// `[A-Za-z0-9_$.]`: the other characters of a class name.
    @inline(__always) static func isClassByte(_ byte: UInt8) -> Bool { isClassStart(byte) || isDigit(byte) || byte == 0x2E }
    /// `[A-Za-z_]`: the first character of a KEY.
    @inline(__always) static func isKeyStart(_ byte: UInt8) -> Bool { isLetter(byte) || byte == 0x5F }
    /// `[A-Za-z0-9_.]`: the other characters of a KEY.
    @inline(__always) static func isKeyByte(_ byte: UInt8) -> Bool { isKeyStart(byte) || isDigit(byte) || byte == 0x2E }
    /// `>  /  *  "  @  #` and a backtick: the wrappers a pasted dump may carry.
    @inline(__always) static func isWrapper(_ byte: UInt8) -> Bool {
        byte == 0x3E || byte == 0x2F || byte == 0x2A || byte == 0x22 || byte == 0x40 || byte == 0x23 || byte == 0x60
    }

    /// Whether `text` holds a control character (C0, DEL or C1), tabs allowed or not.
    static func hasControls(_ text: String, allowingTabs: Bool) -> Bool {
        text.unicodeScalars.contains { isControl($0) && !(allowingTabs && $0 == "\t") }
    }

    /// `text` with every control character written `\u{1B}`, so that it cannot steer a terminal.
    static func escapingControls(_ text: String) -> String {
        guard hasControls(text, allowingTabs: false) else { return text }
        var escaped = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
    }
}

/// The lines of a dump, one at a time (README.md, Debugging your own app): a byte-order mark at the start is
/// skipped; lines end at LF; a CR before an LF, or at the very end, is dropped.
struct DumpCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The current line's number (1-based; 0 before the first).
    private(set) var number = 0
    /// The current line's first byte and the end of its text (without the line break).
    private(set) var start = 0
    private(set) var end = 0
    /// Where the following line starts (`bytes.count` after the last).
    private var next: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        let hasMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        next = hasMark ? 3 : 0
    }

    /// Moves to the next line; false after the last. An empty dump, or one that ends with a
    /// line break, has no empty line after it.
    mutating func advance() -> Bool {
        guard next < bytes.count else { return false }
        number += 1
        start = next
        var lineEnd = bytes.count
        if let base = bytes.baseAddress, let found = memchr(base + start, 0x0A, bytes.count - start) {
            lineEnd = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            next = lineEnd + 1
        } else {
            next = bytes.count
        }
        if lineEnd > start && bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
        end = lineEnd
        return true
    }

    /// The position of byte `offset` of the current line.
    @inline(__always) func position(_ offset: Int) -> SourcePosition {
        SourcePosition(line: number, lineStart: start, offset: offset)
    }
}

/// A view head: `<`, a class name, then `: 0x` and hex digits, or the address-stripped `;`.
struct ViewHead {
    /// The offset of its `<`.
    var open: Int
    /// The class name's bytes.
    var name: Range<Int>
    /// Where the description goes on: the `;` or `>` after the head.
    var end: Int
}

/// The line-level grammar of README.md, Debugging your own app
enum DumpLineGrammar {
    /// The leftmost view head in `start..<end`.
    static func firstHead(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> ViewHead? {
        var index = start
        while index < end {
            guard let base = bytes.baseAddress, let found = memchr(base + index, 0x3C, end - index) else { return nil }
            let open = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if let head = head(bytes, at: open, end) { return head }
            index = open + 1
        }
        return nil
    }

    /// The view head whose `<` is at `open`, if there is one.
    static func head(_ bytes: UnsafeBufferPointer<UInt8>, at open: Int, _ end: Int) -> ViewHead? {
        var index = open + 1
        // Markdown escapes a name's `_` as `\_` (`<\_UILayoutGuide: …>` pasted from a blog; W-MARKDOWN).
        func escaped(_ at: Int) -> Bool { at + 1 < end && bytes[at] == 0x5C && bytes[at + 1] == 0x5F }
        if escaped(index) { index += 1 }
        guard index < end, DumpText.isClassStart(bytes[index]) else { return nil }
        index += 1
        while index < end && (DumpText.isClassByte(bytes[index]) || escaped(index)) { index += escaped(index) ? 2 : 1 }
        let name = (open + 1)..<index
        guard index < end else { return nil }
        if bytes[index] == 0x3B { return ViewHead(open: open, name: name, end: index) }
        guard index + 4 < end, bytes[index] == 0x3A, bytes[index + 1] == 0x20, bytes[index + 2] == 0x30, bytes[index + 3] == 0x78
        else { return nil }
        index += 4
        let digits = index
        while index < end && DumpText.isHex(bytes[index]) { index += 1 }
        guard index > digits, index < end, bytes[index] == 0x3B || bytes[index] == 0x3E else { return nil }
        return ViewHead(open: open, name: name, end: index)
    }

    /// `DATE (' '|'T') TIME FRACTION? ZONE? blanks+ PROCESS '[' H (':' H)? ']' blanks`: the
    /// end of an NSLog or os_log stamp that starts at `start`.
    static func logStamp(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        var index = start
        func digits(_ count: Int) -> Bool {
            guard index + count <= end else { return false }
            for offset in 0..<count where !DumpText.isDigit(bytes[index + offset]) { return false }
            index += count
            return true
        }
        func byte(_ value: UInt8) -> Bool {
            guard index < end, bytes[index] == value else { return false }
            index += 1
            return true
        }
        func hexRun() -> Bool {
            let first = index
            while index < end && (DumpText.isHex(bytes[index]) || bytes[index] == 0x78) { index += 1 }
            return index > first
        }
        guard digits(4), byte(0x2D), digits(2), byte(0x2D), digits(2) else { return nil }
        guard byte(0x20) || byte(0x54) else { return nil }
        guard digits(2), byte(0x3A), digits(2), byte(0x3A), digits(2) else { return nil }
        if index < end && (bytes[index] == 0x2E || bytes[index] == 0x2C) {
            index += 1
            let first = index
            while index < end && DumpText.isDigit(bytes[index]) { index += 1 }
            guard index > first else { return nil }
        }
        if index < end && bytes[index] == 0x5A {
            index += 1
        } else if index < end && (bytes[index] == 0x2B || bytes[index] == 0x2D) {
            index += 1
            guard digits(2) else { return nil }
            _ = byte(0x3A)
            guard digits(2) else { return nil }
        }
        guard index < end, DumpText.isBlank(bytes[index]) else { return nil }
        index = skipBlanks(bytes, index, end)
        while index < end && bytes[index] != 0x5B {
            if bytes[index] == 0x5D { return nil }
            index += 1
        }
        guard byte(0x5B), hexRun() else { return nil }
        if byte(0x3A) { guard hexRun() else { return nil } }
        guard byte(0x5D) else { return nil }
        return skipBlanks(bytes, index, end)
    }

    /// `( '(' text ')' blanks )? '$' digits blanks '=' blanks ( '0x' hex blanks )?`: the end of
    /// an lldb or gdb result that starts at `start`.
    static func debuggerResult(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        var index = start
        if bytes[index] == 0x28 {
            index += 1
            while index < end && bytes[index] != 0x29 {
                if bytes[index] == 0x28 { return nil }
                index += 1
            }
            guard index < end else { return nil }
            index = skipBlanks(bytes, index + 1, end)
        }
        guard index < end, bytes[index] == 0x24 else { return nil }
        index += 1
        let digits = index
        while index < end && DumpText.isDigit(bytes[index]) { index += 1 }
        guard index > digits else { return nil }
        index = skipBlanks(bytes, index, end)
        guard index < end, bytes[index] == 0x3D else { return nil }
        index = skipBlanks(bytes, index + 1, end)
        if index + 2 < end, bytes[index] == 0x30, bytes[index + 1] == 0x78, DumpText.isHex(bytes[index + 2]) {
            index += 2
            while index < end && DumpText.isHex(bytes[index]) { index += 1 }
            index = skipBlanks(bytes, index, end)
        }
        return index
    }

    /// The number of `|` in `start..<end`: a line's depth.
    static func depth(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        var count = 0
        for index in start..<end where bytes[index] == 0x7C { count += 1 }
        return count
    }

    /// Where the first dot or `…` of a line that marks left-out views is (left-out views), or nil:
    /// blanks, `|`, `>`, `/` or `*`, then three or more dots or a `…`, then only blanks,
    /// dots and `…`.
    static func elisionMark(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        var index = start
        while index < end {
            let byte = bytes[index]
            guard DumpText.isBlank(byte) || byte == 0x7C || byte == 0x3E || byte == 0x2F || byte == 0x2A else { break }
            index += 1
        }
        let mark = index
        let dots = index + 2 < end && bytes[index] == 0x2E && bytes[index + 1] == 0x2E && bytes[index + 2] == 0x2E
        guard dots || isEllipsis(bytes, index, end) else { return nil }
        while index < end {
            if DumpText.isBlank(bytes[index]) || bytes[index] == 0x2E {
                index += 1
            } else if isEllipsis(bytes, index, end) {
                index += 3
            } else {
                return nil
            }
        }
        return mark
    }

    /// Whether `…` (E2 80 A6) starts at `index`.
    private static func isEllipsis(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int, _ end: Int) -> Bool {
        index + 2 < end && bytes[index] == 0xE2 && bytes[index + 1] == 0x80 && bytes[index + 2] == 0xA6
    }

    @inline(__always) static func skipBlanks(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        var index = start
        while index < end && DumpText.isBlank(bytes[index]) { index += 1 }
        return index
    }

    /// Whether the current line is a view line: a head after a prefix of the dump's shape
    /// (HTML tags read as wrappers when `tags`, in an HTML-escaped dump).
    static func isViewLine(_ cursor: DumpCursor, tags: Bool = false) -> Bool {
        guard let head = firstHead(cursor.bytes, cursor.start, cursor.end) else { return false }
        return prefix(cursor.bytes, cursor.start, head.open, tags: tags) != nil
    }
}
