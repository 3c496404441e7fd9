// Script lines as bytes: tokens and positions (Scenes/README.md, The file format, The script).
extension ScriptReader {
    struct Token {
        var start: Int
        var end: Int
    }

    /// A line being read: its bytes (the file, or a decoded quoted line) and where it is.
    struct Line {
        var bytes: UnsafeBufferPointer<UInt8>
        /// The file's bytes (the same as `bytes` unless the line is quoted).
        var raw: UnsafeBufferPointer<UInt8>
        var end: Int
        /// Added to offsets in `bytes` to find them in the file.
        var shift: Int
        var isQuoted: Bool
        var lineItem: Int
        var number: Int
        var lineStart: Int
        /// For a quoted line: the offsets in `bytes` where a two-byte escape (`\"`, `\\`, `\n`)
        /// was decoded to one byte, so positions after it move one column further in the file.
        var escapes: [Int] = []

        /// The offset in the file of `offset` in `bytes`.
        func fileOffset(_ offset: Int) -> Int {
            var result = offset + shift
            for escape in escapes where escape < offset { result += 1 }
            return result
        }

        func position(_ offset: Int) -> SourcePosition {
            SourcePosition(line: number, lineStart: lineStart, offset: fileOffset(offset))
        }

        func text(_ token: Token) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]), as: UTF8.self)
        }

        @inline(__always)
        func next(after offset: Int) -> Token? {
            var start = offset
            while start < end && ByteText.isBlank(bytes[start]) { start += 1 }
            guard start < end else { return nil }
            var stop = start + 1
            while stop < end && !ByteText.isBlank(bytes[stop]) { stop += 1 }
            return Token(start: start, end: stop)
        }

        @inline(__always)
        func `is`(_ token: Token, _ word: StaticString) -> Bool {
            guard token.end - token.start == word.utf8CodeUnitCount else { return false }
            let pointer = word.utf8Start
            for index in 0..<word.utf8CodeUnitCount where bytes[token.start + index] != pointer[index] {
                return false
            }
            return true
        }

        func number(_ token: Token) -> Double? { ScalarNumbers.number(bytes, token.start, token.end) }

        /// Where a time token splits into a range `a..b`: the offset of its `..`, if any.
        func rangeSplit(_ token: Token) -> Int? {
            var index = token.start
            while index + 1 < token.end {
                if bytes[index] == ByteText.dot && bytes[index + 1] == ByteText.dot { return index }
                index += 1
            }
            return nil
        }
    }
}
