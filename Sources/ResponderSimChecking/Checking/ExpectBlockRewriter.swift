import ResponderSimCore

/// Rewrites the `expect:` block of a scene file (`responder-sim test --update`), leaving every
/// other byte of the file as it was: comments, blank lines, spacing, key order, line endings.
///
/// The old and new lines are aligned (longest common subsequence), so an item line that stays
/// keeps its bytes, its trailing comment included; new items are written at the indentation of
/// the existing ones (for `expect: []`, that of the `script:` items, else two spaces) with the
/// line ending of the `expect:` line. Where new items take the place of items that go, the
/// k-th new item of that gap is the k-th old one rewritten and keeps its trailing comment
/// (`# pinned: must reach the form`); the comments of items that go without a replacement go
/// with them. Comment and blank lines inside the block stay where they are.
package enum ExpectBlockRewriter {
    /// The outcome of a rewrite.
    package struct Rewrite: Sendable, Equatable {
        /// The whole file after the rewrite.
        package var bytes: [UInt8]
        /// The item lines that were removed, as they were written (without their line ending).
        package var removed: [String]
        /// The item lines that were added, as they are written.
        package var added: [String]
    }

    /// Why a block cannot be rewritten.
    package enum Failure: Error, Sendable, Equatable {
        /// No top-level `expect:` key on the given line (or anywhere, when no line is given).
        case noExpectKey
        /// `expect:` holds something other than an indented block of items or `[]`.
        case unsupportedValue(line: Int)
        /// A first block was to be added, but the file has an `expect:` key on this line.
        case expectKeyExists(line: Int)
    }

    /// Replaces the items of the `expect:` block with `lines`.
    ///
    /// - Parameters:
    ///   - bytes: the scene file.
    ///   - lines: the new expectation, one compact trace line each.
    ///   - keyLine: the 1-based line of the `expect:` key (``Scene/expectLocation``); when nil,
    ///     the first line that starts with `expect:` in column 1.
    package static func rewrite(_ bytes: [UInt8], with lines: [String], keyLine: Int? = nil) throws(Failure) -> Rewrite {
        let fileLines = splitLines(bytes)
        let keyIndex = try expectKeyIndex(fileLines, keyLine: keyLine)
        let key = fileLines[keyIndex]
        let ending = key.ending.isEmpty ? detectEnding(fileLines) : key.ending
        let afterKey = Array(key.text[7...])
        let emptyFlow = try emptyFlowValue(afterKey, line: keyIndex + 1)

        // The block: item lines indented under the key, with the comment and blank lines between them.
        var block = Block()
        var index = keyIndex + 1
        while index < fileLines.count && block.take(fileLines[index].text) { index += 1 }
        let items = block.items.map { keyIndex + 1 + $0 }
        let blockEnd = keyIndex + 1 + block.length
        if emptyFlow != nil, let first = items.first { throw .unsupportedValue(line: first + 1) }

        let oldValues = items.map { itemValue(fileLines[$0].text) }
        let pairs = LineAlignment.commonSubsequence(oldValues, lines)
        let indent: [UInt8]
        if let firstItem = items.first {
            indent = Array(fileLines[firstItem].text[..<firstContent(fileLines[firstItem].text)])
        } else {
            indent = scriptItemIndent(fileLines) ?? [space, space]
        }
        func written(_ line: String) -> [UInt8] { indent + [dash, space] + encode(line) }

        // Output lines, each with its ending; a file that did not end with a line ending gets
        // its last one removed again at the end.
        var output: [[UInt8]] = fileLines[..<keyIndex].map { Array($0.text) + ($0.ending.isEmpty ? ending : $0.ending) }
        output.append(Array(key.text[..<7]) + keyValue(afterKey, emptyFlow: emptyFlow, empty: lines.isEmpty) + ending)

        var removed: [String] = []
        var added: [String] = []
        var newIndex = 0
        func emitNew(upTo limit: Int, comment: [UInt8] = []) {
            while newIndex < limit {
                let text = written(lines[newIndex]) + comment
                added.append(String(decoding: text, as: UTF8.self))
                output.append(text + ending)
                newIndex += 1
                if !comment.isEmpty { return }
            }
        }
        // Walk the old block: matched items stay, the others go; new lines are written at the
        // place of the first item that goes in their gap, else before the next item that stays.
        var pairIndex = 0
        var itemNumber = 0
        for lineIndex in (keyIndex + 1)..<blockEnd {
            let line = fileLines[lineIndex]
            let lineOut = Array(line.text) + (line.ending.isEmpty ? ending : line.ending)
            guard itemNumber < items.count, items[itemNumber] == lineIndex else {
                output.append(lineOut)
                continue
            }
            if pairIndex < pairs.count && pairs[pairIndex].old == itemNumber {
                emitNew(upTo: pairs[pairIndex].new)
                output.append(lineOut)
                newIndex += 1
                pairIndex += 1
            } else {
                // The gap's next new item takes the place of this one, with its comment; the
                // others follow before the next item that stays.
                let gapEnd = pairIndex < pairs.count ? pairs[pairIndex].new : lines.count
                let comment = trailingComment(line.text)
                if comment.isEmpty {
                    emitNew(upTo: gapEnd)
                } else {
                    emitNew(upTo: gapEnd, comment: comment)
                }
                removed.append(String(decoding: line.text, as: UTF8.self))
            }
            itemNumber += 1
        }
        emitNew(upTo: lines.count)
        for line in fileLines[blockEnd...] { output.append(Array(line.text) + (line.ending.isEmpty ? ending : line.ending)) }

        var result = output.flatMap { $0 }
        if let last = fileLines.last, last.ending.isEmpty, result.last == newline {
            result.removeLast()
            if result.last == carriageReturn { result.removeLast() }
        }
        return Rewrite(bytes: result, removed: removed, added: added)
    }

    /// The 0-based index of the `expect:` key line: `keyLine` when given (it must hold the
    /// key), else the first line that starts with `expect:` in column 1.
    private static func expectKeyIndex(_ fileLines: [Line], keyLine: Int?) throws(Failure) -> Int {
        if let keyLine {
            guard keyLine >= 1, keyLine <= fileLines.count, isExpectKey(fileLines[keyLine - 1].text) else { throw .noExpectKey }
            return keyLine - 1
        }
        guard let found = fileLines.firstIndex(where: { isExpectKey($0.text) }) else { throw .noExpectKey }
        return found
    }

    /// What follows `expect:` on its line: nothing or a comment (nil), or `[]` and maybe a
    /// comment (the range of `[]`); any other value cannot be rewritten.
    private static func emptyFlowValue(_ afterKey: [UInt8], line: Int) throws(Failure) -> Range<Int>? {
        var cursor = 0
        while cursor < afterKey.count && isBlank(afterKey[cursor]) { cursor += 1 }
        guard cursor < afterKey.count && afterKey[cursor] != hash else { return nil }
        guard afterKey[cursor] == openBracket else { throw .unsupportedValue(line: line) }
        var close = cursor + 1
        while close < afterKey.count && isBlank(afterKey[close]) { close += 1 }
        guard close < afterKey.count, afterKey[close] == closeBracket else { throw .unsupportedValue(line: line) }
        var rest = close + 1
        while rest < afterKey.count && isBlank(afterKey[rest]) { rest += 1 }
        guard rest == afterKey.count || afterKey[rest] == hash else { throw .unsupportedValue(line: line) }
        return cursor..<(close + 1)
    }

    /// The key line's text after `expect:` once the block holds items (`empty` false) or none.
    private static func keyValue(_ afterKey: [UInt8], emptyFlow: Range<Int>?, empty: Bool) -> [UInt8] {
        if let emptyFlow {
            let rest = Array(afterKey[emptyFlow.upperBound...])
            if empty { return afterKey }
            // `expect: []  # c` → `expect:  # c`.
            return rest.contains(where: { !isBlank($0) }) ? rest : []
        }
        // `expect:  # c` → `expect: []  # c`.
        return empty ? [space, openBracket, closeBracket] + afterKey : afterKey
    }

    /// Appends a first `expect:` block holding `lines` to a scene that has none (`test
    /// --record`): after the last line, with the file's line ending and the indentation of its
    /// `script:` items (two spaces when it has none); `expect: []` for an empty trace.
    package static func appendBlock(to bytes: [UInt8], with lines: [String]) throws(Failure) -> Rewrite {
        let fileLines = splitLines(bytes)
        if let key = fileLines.firstIndex(where: { isExpectKey($0.text) }) { throw .expectKeyExists(line: key + 1) }
        let ending = detectEnding(fileLines)
        let indent = scriptItemIndent(fileLines) ?? [space, space]
        var result = bytes
        if let last = result.last, last != newline { result += ending }
        var added: [String] = []
        result += Array("expect:".utf8) + (lines.isEmpty ? Array(" []".utf8) : []) + ending
        for line in lines {
            let text = indent + [dash, space] + encode(line)
            added.append(String(decoding: text, as: UTF8.self))
            result += text + ending
        }
        return Rewrite(bytes: result, removed: [], added: added)
    }

    /// The lines of an `expect:` block, fed one at a time after its key line: which are items
    /// (`- …` indented under the key), with the comment and blank lines among them.
    struct Block {
        /// The items, counted from the line after the key (0-based).
        private(set) var items: [Int] = []
        /// How many lines after the key belong to the block (up to its last item).
        private(set) var length = 0
        private var seen = 0

        /// Takes the next line's text (without its ending); false when the block ended before it.
        mutating func take(_ text: [UInt8]) -> Bool {
            let first = firstContent(text)
            if first == text.count || text[first] == hash {
                seen += 1
                return true
            }
            guard first > 0, isDashItem(text, first) else { return false }
            items.append(seen)
            seen += 1
            length = seen
            return true
        }
    }

    // MARK: Lines

    struct Line {
        var text: [UInt8]
        /// `\n`, `\r\n`, or empty for a last line without one.
        var ending: [UInt8]
    }

    static func splitLines(_ bytes: [UInt8]) -> [Line] {
        var lines: [Line] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            if bytes[index] == newline {
                let crlf = index > start && bytes[index - 1] == carriageReturn
                lines.append(
                    Line(text: Array(bytes[start..<(crlf ? index - 1 : index)]), ending: crlf ? [carriageReturn, newline] : [newline]))
                start = index + 1
            }
            index += 1
        }
        if start < bytes.count { lines.append(Line(text: Array(bytes[start...]), ending: [])) }
        return lines
    }

    static func detectEnding(_ lines: [Line]) -> [UInt8] {
        lines.first { !$0.ending.isEmpty }?.ending ?? [newline]
    }

    static func isExpectKey(_ text: [UInt8]) -> Bool {
        let key = Array("expect:".utf8)
        guard text.count >= key.count, Array(text.prefix(key.count)) == key else { return false }
        return text.count == key.count || isBlank(text[key.count])
    }

    /// The offset (from the slice's start) of the first non-blank byte, or the count.
    static func firstContent(_ text: [UInt8]) -> Int {
        var offset = 0
        while offset < text.count && isBlank(text[offset]) { offset += 1 }
        return offset
    }

    static func isDashItem(_ text: [UInt8], _ offset: Int) -> Bool {
        text[offset] == dash && (offset + 1 == text.count || isBlank(text[offset + 1]))
    }

    /// The indentation of the first `script:` item, if any.
    static func scriptItemIndent(_ lines: [Line]) -> [UInt8]? {
        let key = Array("script:".utf8)
        guard let scriptLine = lines.firstIndex(where: { Array($0.text.prefix(key.count)) == key }) else { return nil }
        for line in lines[(scriptLine + 1)...] {
            let first = firstContent(line.text)
            if first == line.text.count || line.text[first] == hash { continue }
            guard first > 0, isDashItem(line.text, first) else { return nil }
            return Array(line.text.prefix(first))
        }
        return nil
    }

    /// The value of an item line as the parser reads it (Scenes/README.md, The file format): a double-quoted string,
    /// or the text after `- ` up to a comment, without trailing blanks.
    static func itemValue(_ text: [UInt8]) -> String {
        let bytes = text
        var start = firstContent(text) + 1
        while start < bytes.count && isBlank(bytes[start]) { start += 1 }
        if start < bytes.count && bytes[start] == quote {
            var value: [UInt8] = []
            var index = start + 1
            while index < bytes.count && bytes[index] != quote {
                if bytes[index] == backslash && index + 1 < bytes.count {
                    index += 1
                    value.append(bytes[index] == UInt8(ascii: "n") ? newline : bytes[index])
                } else {
                    value.append(bytes[index])
                }
                index += 1
            }
            return String(decoding: value, as: UTF8.self)
        }
        var end = start
        while end < bytes.count {
            if bytes[end] == hash && isBlank(bytes[end - 1]) { break }
            end += 1
        }
        while end > start && isBlank(bytes[end - 1]) { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The trailing comment of an item line with the blanks before it (`  # pinned`), or empty.
    static func trailingComment(_ text: [UInt8]) -> [UInt8] {
        var start = firstContent(text) + 1
        while start < text.count && isBlank(text[start]) { start += 1 }
        var index = start
        if index < text.count && text[index] == quote {
            index += 1
            while index < text.count && text[index] != quote {
                if text[index] == backslash { index += 1 }
                index += 1
            }
            index += 1
        }
        while index < text.count {
            if text[index] == hash && index > start && isBlank(text[index - 1]) {
                var blanks = index
                while blanks > start && isBlank(text[blanks - 1]) { blanks -= 1 }
                return Array(text[blanks...])
            }
            index += 1
        }
        return []
    }

    /// A trace line as an item value: bare when the parser reads it back unchanged, else quoted.
    static func encode(_ line: String) -> [UInt8] {
        let bytes = Array(line.utf8)
        var needsQuotes = bytes.isEmpty || bytes.first == quote || isBlank(bytes[0]) || isBlank(bytes[bytes.count - 1])
        for (index, byte) in bytes.enumerated()
        where byte == newline || byte == carriageReturn || (byte == hash && index > 0 && isBlank(bytes[index - 1])) {
            needsQuotes = true
        }
        if bytes.first == hash { needsQuotes = true }
        guard needsQuotes else { return bytes }
        var quoted: [UInt8] = [quote]
        for byte in bytes {
            switch byte {
            case quote: quoted += [backslash, quote]
            case backslash: quoted += [backslash, backslash]
            case newline: quoted += [backslash, UInt8(ascii: "n")]
            default: quoted.append(byte)
            }
        }
        quoted.append(quote)
        return quoted
    }

    static func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let hash = UInt8(ascii: "#")
    static let dash = UInt8(ascii: "-")
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
}
