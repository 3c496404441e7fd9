import ResponderSimCore

/// A value of a description (README.md, Debugging your own app): quoted (`'…'`, possibly over several lines)
/// or running to the first `;` or `>` outside brackets.
struct DumpValue {
    /// Its first character (the opening quote of a quoted value).
    var position: SourcePosition
    var quoted: Bool
    /// The text (between the quotes of a quoted value) when it lies on one line.
    var range: Range<Int>
    /// The text of a quoted value that spans lines (joined with line feeds).
    var joined: [UInt8]?

    /// Calls `body` with the bytes that hold the text and the text's range in them.
    func withText<Result>(
        _ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>, Range<Int>) -> Result
    ) -> Result {
        guard let joined else { return body(bytes, range) }
        return joined.withUnsafeBufferPointer { body($0, 0..<$0.count) }
    }

    /// The text as a string.
    func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        withText(bytes) { String(decoding: UnsafeBufferPointer(rebasing: $0[$1]), as: UTF8.self) }
    }

    /// The value as `# ignored:` and comments show it: a quoted one with its quotes, a line
    /// feed as `\n`.
    func shown(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let text = ImportedText.showingLineFeeds(string(bytes))
        return quoted ? "'" + text + "'" : text
    }
}

/// One attribute: `KEY = value`, `KEY: value` or a bare value.
struct DumpAttribute {
    /// The key's bytes (nil for a bare value).
    var key: Range<Int>?
    /// Where the key (or the bare value) starts.
    var keyPosition: SourcePosition
    var value: DumpValue
}

/// Reads a description from its head to its closing `>` (README.md, Debugging your own app), moving on to
/// later lines only inside a quoted value.
struct DescriptionParser {
    /// Open brackets of the value being read (kept to reuse its storage).
    private var brackets = ValueBrackets()
    /// Whether HTML tags start a prefix as wrappers do (an HTML-escaped dump).
    private let tags: Bool

    init(tags: Bool = false) {
        self.tags = tags
    }

    /// Reads the description of `head` on the cursor's line into `attributes` (empty
    /// attributes are left out) and returns whether it is a layer line (no attributes, then
    /// `(layer)`). On return the cursor is on the line where the description ends.
    mutating func parse(
        _ head: ViewHead, cursor: inout DumpCursor, into attributes: inout [DumpAttribute]
    ) throws(DumpFailure) -> Bool {
        attributes.removeAll(keepingCapacity: true)
        let bytes = cursor.bytes
        let headPosition = cursor.position(head.open)
        func cut() -> DumpFailure { .cut(Self.className(bytes, head), at: headPosition) }
        var index = head.end
        while true {
            index = DumpLineGrammar.skipBlanks(bytes, index, cursor.end)
            guard index < cursor.end else { throw cut() }
            if bytes[index] == 0x3E { break }
            guard bytes[index] == 0x3B else { throw cut() }
            index = DumpLineGrammar.skipBlanks(bytes, index + 1, cursor.end)
            guard index < cursor.end else { throw cut() }
            if bytes[index] == 0x3B || bytes[index] == 0x3E { continue }
            let attribute = try readAttribute(at: index, head: head, headPosition: headPosition, cursor: &cursor)
            attributes.append(attribute.attribute)
            index = attribute.end
        }
        let trailing = index + 1
        try checkTrailing(bytes, trailing, cursor.end, cursor)
        guard attributes.isEmpty else { return false }
        let start = DumpLineGrammar.skipBlanks(bytes, trailing, cursor.end)
        let layer: [UInt8] = Array("(layer)".utf8)
        guard cursor.end - start >= layer.count else { return false }
        for offset in 0..<layer.count where bytes[start + offset] != layer[offset] { return false }
        return true
    }

    /// The class name of `head`.
    static func className(_ bytes: UnsafeBufferPointer<UInt8>, _ head: ViewHead) -> String {
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[head.name]), as: UTF8.self)
        // A Markdown-escaped name (`\_UILayoutGuide`) without its backslashes.
        return name.contains("\\") ? name.replacingOccurrences(of: "\\", with: "") : name
    }

    /// Reads the attribute that starts at `start` (not blank, `;` or `>`); returns it and
    /// where reading goes on (at the `;` or `>` after it, blanks skipped).
    private mutating func readAttribute(
        at start: Int, head: ViewHead, headPosition: SourcePosition, cursor: inout DumpCursor
    ) throws(DumpFailure) -> (attribute: DumpAttribute, end: Int) {
        let bytes = cursor.bytes
        let end = cursor.end
        let keyPosition = cursor.position(start)
        var key: Range<Int>?
        var valueStart = start
        if DumpText.isKeyStart(bytes[start]) {
            var keyEnd = start + 1
            while keyEnd < end && DumpText.isKeyByte(bytes[keyEnd]) { keyEnd += 1 }
            let afterBlanks = DumpLineGrammar.skipBlanks(bytes, keyEnd, end)
            if afterBlanks < end && bytes[afterBlanks] == 0x3D {
                key = start..<keyEnd
                valueStart = DumpLineGrammar.skipBlanks(bytes, afterBlanks + 1, end)
            } else if keyEnd + 1 < end && bytes[keyEnd] == 0x3A && DumpText.isBlank(bytes[keyEnd + 1]) {
                key = start..<keyEnd
                valueStart = DumpLineGrammar.skipBlanks(bytes, keyEnd + 1, end)
            }
        }
        let value: (value: DumpValue, end: Int)
        if valueStart < end && bytes[valueStart] == 0x27 {
            value = try readQuoted(at: valueStart, key: key, head: head, cursor: &cursor)
        } else {
            value = try readUnquoted(at: valueStart, head: head, headPosition: headPosition, cursor: cursor)
        }
        return (DumpAttribute(key: key, keyPosition: keyPosition, value: value.value), value.end)
    }

    /// A value that runs to the first `;` or `>` outside brackets, trailing blanks dropped.
    private mutating func readUnquoted(
        at start: Int, head: ViewHead, headPosition: SourcePosition, cursor: DumpCursor
    ) throws(DumpFailure) -> (value: DumpValue, end: Int) {
        let bytes = cursor.bytes
        brackets.reset()
        var index = start
        scan: while true {
            guard index < cursor.end else { throw .cut(Self.className(bytes, head), at: headPosition) }
            let byte = bytes[index]
            switch brackets.read(byte) {
            case .inside:
                break
            case .valueEnds:
                break scan
            case .mismatch(let open):
                throw .bracket(byte, closing: open, className: Self.className(bytes, head), at: cursor.position(index))
            }
            index += 1
        }
        var textEnd = index
        while textEnd > start && DumpText.isBlank(bytes[textEnd - 1]) { textEnd -= 1 }
        return (DumpValue(position: cursor.position(start), quoted: false, range: start..<textEnd), index)
    }

    /// A quoted value: it ends at the first later `'` followed by blanks and then `;` and a
    /// `KEY =`, `;` and a `KEY: `, `;` and `>`, or `>`; on later lines when none follows on
    /// this one.
    private func readQuoted(
        at quote: Int, key: Range<Int>?, head: ViewHead, cursor: inout DumpCursor
    ) throws(DumpFailure) -> (value: DumpValue, end: Int) {
        let bytes = cursor.bytes
        let position = cursor.position(quote)
        if let close = Self.closingQuote(bytes, from: quote + 1, cursor.end) {
            return (DumpValue(position: position, quoted: true, range: (quote + 1)..<close), close + 1)
        }
        func unterminated(beforeView: Bool) -> DumpFailure {
            let keyName = key.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
            return .text(keyName, className: Self.className(bytes, head), beforeView: beforeView, at: position)
        }
        var joined = Array(UnsafeBufferPointer(rebasing: bytes[(quote + 1)..<cursor.end]))
        while true {
            guard cursor.advance() else { throw unterminated(beforeView: false) }
            if DumpLineGrammar.isViewLine(cursor, tags: tags) { throw unterminated(beforeView: true) }
            joined.append(0x0A)
            if let close = Self.closingQuote(bytes, from: cursor.start, cursor.end) {
                joined.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[cursor.start..<close]))
                return (DumpValue(position: position, quoted: true, range: 0..<0, joined: joined), close + 1)
            }
            joined.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[cursor.start..<cursor.end]))
        }
    }

    /// The first `'` in `start..<end` that ends a quoted value.
    private static func closingQuote(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ end: Int) -> Int? {
        var index = start
        while index < end {
            if bytes[index] == 0x27 && endsQuotedValue(bytes, index + 1, end) { return index }
            index += 1
        }
        return nil
    }

    /// Whether what follows a `'` at `start` ends a quoted value.
    private static func endsQuotedValue(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        var index = DumpLineGrammar.skipBlanks(bytes, start, end)
        guard index < end else { return false }
        if bytes[index] == 0x3E { return true }
        guard bytes[index] == 0x3B else { return false }
        index = DumpLineGrammar.skipBlanks(bytes, index + 1, end)
        guard index < end else { return false }
        if bytes[index] == 0x3E { return true }
        guard DumpText.isKeyStart(bytes[index]) else { return false }
        index += 1
        while index < end && DumpText.isKeyByte(bytes[index]) { index += 1 }
        if index + 1 < end && bytes[index] == 0x3A && DumpText.isBlank(bytes[index + 1]) { return true }
        index = DumpLineGrammar.skipBlanks(bytes, index, end)
        return index < end && bytes[index] == 0x3D
    }

    /// E-TWO: trailing text holding `|`, optional blanks, `<` and a letter, `_` or `$`.
    private func checkTrailing(
        _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ cursor: DumpCursor
    ) throws(DumpFailure) {
        var index = start
        while index < end {
            if bytes[index] == 0x7C {
                let open = DumpLineGrammar.skipBlanks(bytes, index + 1, end)
                if open + 1 < end && bytes[open] == 0x3C && DumpText.isClassStart(bytes[open + 1]) {
                    throw .two(at: cursor.position(open))
                }
            }
            index += 1
        }
    }
}
