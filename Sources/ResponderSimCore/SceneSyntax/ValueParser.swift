/// Reads the values of one line: plain scalars, double-quoted strings and flow lists.
///
/// Used by ``SceneParser`` for the values of a file, and by the script reader for the value of
/// a `set` line (where comments are already gone, so `allowComments` is false).
struct ValueParser {
    /// Where a line is: its number, where it starts in the file and in ``SyntaxTree/bytes``,
    /// and where its text ends in ``SyntaxTree/bytes``.
    struct LineContext {
        var line: Int
        var fileLineStart: Int
        var bufferLineStart: Int
        var end: Int
    }

    var tree: SyntaxTree
    var diagnostics: DiagnosticBag
    var allowComments: Bool

    init(tree: SyntaxTree, diagnostics: DiagnosticBag = DiagnosticBag(), allowComments: Bool) {
        self.tree = tree
        self.diagnostics = diagnostics
        self.allowComments = allowComments
    }

    func position(_ offset: Int, _ context: LineContext) -> SourcePosition {
        SourcePosition(line: context.line, lineStart: context.fileLineStart, offset: offset + tree.shift)
    }

    /// Whether `index` is the end of the line's text or the start of a comment.
    @inline(__always)
    func atEnd(_ index: Int, _ context: LineContext) -> Bool {
        index >= context.end
            || (allowComments && ByteText.startsComment(tree.bytes, index, lineStart: context.bufferLineStart))
    }

    /// The first offset at or after `index` that is not a blank.
    @inline(__always)
    func skipBlanks(_ index: Int, _ context: LineContext) -> Int {
        var index = index
        while index < context.end && ByteText.isBlank(tree.bytes[index]) { index += 1 }
        return index
    }

    mutating func node(
        _ kind: SyntaxTree.Kind, _ start: Int, _ end: Int, _ context: LineContext, text: String? = nil
    ) -> Int {
        tree.add(
            SyntaxNode(
                kind: kind, line: context.line, lineStart: context.fileLineStart, start: start, end: end, text: text))
    }

    /// Parses the value that starts at `start` (not a blank, not the line's end) and runs to
    /// the end of the line; reports problems and returns an `.invalid` node for a broken one.
    mutating func parseValue(at start: Int, _ context: LineContext) -> Int {
        let byte = tree.bytes[start]
        switch byte {
        case ByteText.quote:
            guard let (id, after) = parseQuoted(at: start, context) else {
                return node(.invalid, start, start + 1, context)
            }
            expectEnd(after, context, what: "the closing quote")
            return id
        case ByteText.openBracket:
            return parseFlowList(at: start, context)
        case 0x7B, 0x27, 0x26, 0x2A, 0x21, 0x3E, ByteText.pipe, 0x25, 0x40, 0x60:
            // { ' & * ! > | % @ `
            let character = String(UnicodeScalar(byte))
            let hint: String? = byte == 0x27 ? "write double quotes" : nil
            diagnostics.add(
                "unsupported-syntax",
                "'\(character)' starts YAML syntax that scene files do not support",
                at: position(start, context), hint: hint)
            return node(.invalid, start, start + 1, context)
        default:
            var end = start
            while !atEnd(end, context) { end += 1 }
            while end > start && ByteText.isBlank(tree.bytes[end - 1]) { end -= 1 }
            return node(.plain, start, end, context)
        }
    }

    /// Reports text after a complete value (other than a comment).
    mutating func expectEnd(_ index: Int, _ context: LineContext, what: String) {
        let index = skipBlanks(index, context)
        guard !atEnd(index, context) else { return }
        var end = index
        while !atEnd(end, context) { end += 1 }
        let found = ByteText.string(tree.bytes, index, end)
        diagnostics.add(
            "unexpected-text", "unexpected text '\(found)' after \(what)", at: position(index, context),
            end: end + tree.shift)
    }

    /// Parses `"…"` at `start`: the node and the offset after the closing quote, or nil after
    /// reporting an unterminated string or an unknown escape.
    mutating func parseQuoted(at start: Int, _ context: LineContext) -> (Int, Int)? {
        let bytes = tree.bytes
        var index = start + 1
        var decoded: [UInt8] = []
        while index < context.end {
            let byte = bytes[index]
            if byte == ByteText.quote {
                let id = node(
                    .quoted, start, index + 1, context, text: String(decoding: decoded, as: UTF8.self))
                return (id, index + 1)
            }
            if byte == ByteText.backslash {
                guard index + 1 < context.end else { break }
                switch bytes[index + 1] {
                case ByteText.quote: decoded.append(ByteText.quote)
                case ByteText.backslash: decoded.append(ByteText.backslash)
                case 0x6E: decoded.append(ByteText.newline)
                default:
                    var escapeEnd = index + 2
                    while escapeEnd < context.end && bytes[escapeEnd] >= 0x80 && bytes[escapeEnd] < 0xC0 {
                        escapeEnd += 1
                    }
                    let escape = ByteText.string(bytes, index, escapeEnd)
                    diagnostics.add(
                        "unknown-escape",
                        "unknown escape '\(escape)' in a quoted string; only \\\", \\\\ and \\n are allowed",
                        at: position(index, context), end: escapeEnd + tree.shift)
                    return nil
                }
                index += 2
                continue
            }
            decoded.append(byte)
            index += 1
        }
        diagnostics.add(
            "unterminated-string", "unterminated string: a quoted string ends with '\"' on the same line",
            at: position(start, context))
        return nil
    }

    /// Parses `[a, b, c]` at `start`.
    mutating func parseFlowList(at start: Int, _ context: LineContext) -> Int {
        let bytes = tree.bytes
        var items: [Int] = []
        var index = start + 1
        var expectingElement = true
        var afterComma = false
        var broken = false
        while true {
            index = skipBlanks(index, context)
            if atEnd(index, context) {
                diagnostics.add(
                    "unclosed-list", "unclosed '[': a flow list ends with ']' on the same line",
                    at: position(start, context))
                return node(.invalid, start, start + 1, context)
            }
            let byte = bytes[index]
            if byte == ByteText.closeBracket {
                if afterComma {
                    diagnostics.add(
                        "empty-element", "empty element before ']' in a flow list", at: position(index, context))
                    broken = true
                }
                index += 1
                break
            }
            if !expectingElement {
                if byte == ByteText.comma {
                    index += 1
                    expectingElement = true
                    afterComma = true
                    continue
                }
                diagnostics.add(
                    "bad-flow-list", "expected ',' or ']' in a flow list, found '\(String(UnicodeScalar(byte)))'",
                    at: position(index, context))
                return node(.invalid, start, start + 1, context)
            }
            if byte == ByteText.comma {
                diagnostics.add("empty-element", "empty element in a flow list", at: position(index, context))
                broken = true
                index += 1
                continue
            }
            if byte == ByteText.openBracket {
                diagnostics.add(
                    "nested-list", "a flow list holds scalars only, not lists", at: position(index, context))
                return node(.invalid, start, start + 1, context)
            }
            if byte == ByteText.quote {
                guard let (id, after) = parseQuoted(at: index, context) else {
                    return node(.invalid, start, start + 1, context)
                }
                items.append(id)
                index = after
            } else {
                var end = index
                while end < context.end && bytes[end] != ByteText.comma && bytes[end] != ByteText.closeBracket
                    && !atEnd(end, context)
                {
                    end += 1
                }
                let next = end
                while end > index && ByteText.isBlank(bytes[end - 1]) { end -= 1 }
                items.append(node(.plain, index, end, context))
                index = next
            }
            expectingElement = false
            afterComma = false
        }
        expectEnd(index, context, what: "']'")
        if broken { return node(.invalid, start, start + 1, context) }
        var list = SyntaxNode(
            kind: .flowList, line: context.line, lineStart: context.fileLineStart, start: start, end: index)
        list.items = items
        return tree.add(list)
    }
}
