/// Parses the YAML subset of Scenes/README.md, The file format into a ``SyntaxTree``, line by line, without
/// recursion. The tree's node 0 is the top-level mapping.
///
/// Problems are reported to a ``DiagnosticBag`` and parsing goes on: a misindented line is
/// skipped with the lines indented more than it, so one mistake gives one error.
///
/// The items of `script:` are not stored: a script may have millions. The parser checks their
/// syntax and records where the block starts (``SyntaxTree/scriptBlock``); a parser made with
/// ``init(replaying:bytes:)`` then reads the block again, with the same rules, and hands out
/// its items one at a time (``nextScriptItem()``).
struct SceneParser {
    /// The parser's state where the `script:` list opens, enough to read its items again.
    struct ScriptBlock: Sendable {
        /// Byte offset in the file of the line holding the first item.
        var fileOffset: Int
        /// That line's number.
        var line: Int
        fileprivate var frames: [Frame]
    }

    /// One item of `script:`, with its decoded text when it is quoted.
    struct ScriptItem {
        var item: LineItem
        var decoded: String?
    }

    fileprivate struct Frame: Sendable {
        /// Byte column of the frame's keys or dashes (indentation is ASCII spaces).
        var indent: Int
        var node: Int
        var isList: Bool
        /// A list whose items are lines (`script:` and `expect:`).
        var isLineList: Bool
        /// The `script:` list: its items are read by ``nextScriptItem()``, not stored.
        var isScript = false
        /// The keys seen, once a mapping grows large enough to need a set.
        var keys: Set<String>?
    }

    private enum Slot {
        case entry(node: Int, index: Int)
        case item(node: Int, index: Int)
    }

    /// A `key:` or `-` with nothing after it, waiting for an indented block.
    private struct Pending {
        var slot: Slot
        var parentIndent: Int
        var key: String?
        var wantsLines: Bool
    }

    /// `key: |` text being collected.
    private struct BlockText {
        var slot: Slot
        var node: Int
        var keyIndent: Int
        var firstIndent: Int?
        /// Byte ranges of the kept lines (an empty range for a blank line).
        var lines: [Range<Int>] = []
    }

    private var values: ValueParser
    private var stack: [Frame] = []
    private var pending: Pending?
    private var block: BlockText?
    private var skipAbove: Int?
    private var skipListAt: Int?
    private var reportedInvalidUTF8 = false
    /// The spaces before the tab of the tab-indented line just reported, while its block goes on.
    private var tabBlockIndent: Int?
    /// The lines to parse.
    private var reader: LineReader?
    /// The number of the last line read, and the offset in the file of the next.
    private var lineNumber = 0
    private var fileOffset = 0
    /// When replaying a script block: the stack depth of its list (fewer frames end it).
    private var scriptDepth: Int?
    /// The item the last line gave, when replaying.
    private var replayedItem: ScriptItem?
    private var replayFinished = false

    /// The lines kept so far: every line but the items of `script:` (and, when replaying, only
    /// the line being read). Offsets in the tree and in diagnostics refer to these bytes; a
    /// diagnostic on a line that is let go has its column worked out before.
    var bytes: [UInt8] { values.tree.bytes }

    private init(reader: LineReader?) {
        self.reader = reader
        values = ValueParser(tree: SyntaxTree(bytes: []), allowComments: true)
        _ = values.tree.add(SyntaxNode(kind: .mapping, line: 1, lineStart: 0, start: 0, end: 0))
    }

    /// A parser that reads the `script:` block of `origin` again, from where
    /// ``parse(_:)`` found it; its own diagnostics repeat the first pass's and are not used.
    init(replaying block: ScriptBlock, origin: ByteOrigin) {
        self.init(reader: LineReader(origin, from: block.fileOffset))
        stack = block.frames
        scriptDepth = block.frames.count
        lineNumber = block.line - 1
        fileOffset = block.fileOffset
        reportedInvalidUTF8 = true
    }

    /// Parses a whole file. Node 0 of the tree is the top-level mapping.
    static func parse(_ bytes: [UInt8]) -> (tree: SyntaxTree, diagnostics: DiagnosticBag) {
        parse(.memory(bytes))
    }

    /// Parses a file read line by line.
    static func parse(_ origin: ByteOrigin) -> (tree: SyntaxTree, diagnostics: DiagnosticBag) {
        parse(LineReader(origin, from: 0))
    }

    /// Parses the lines `reader` hands out.
    static func parse(_ reader: LineReader) -> (tree: SyntaxTree, diagnostics: DiagnosticBag) {
        var parser = SceneParser(reader: reader)
        parser.run()
        return (parser.values.tree, parser.values.diagnostics)
    }

    /// The next item of the script block being replayed, or nil after its last one.
    mutating func nextScriptItem() -> ScriptItem? {
        while !replayFinished {
            guard readLine() else {
                replayFinished = true
                return nil
            }
            if let item = replayedItem {
                replayedItem = nil
                return item
            }
        }
        return nil
    }

    private mutating func run() {
        while readLine() {}
        if block != nil { finishBlock() }
    }

    /// Whether the line just read lies in the `script:` list (whose lines are not kept).
    private var inScriptList: Bool { stack.count > 1 && stack[1].isScript }

    /// Reads the next line; false after the last.
    private mutating func readLine() -> Bool {
        guard let (range, offset, high) = reader?.next(), let buffer = reader?.buffer else { return false }
        let physicalStart: Int
        if scriptDepth != nil {
            // Replaying keeps no line: the reader's buffer serves as the bytes, and the line is
            // read where it lies (copying each line cost about a tenth of the script's reading).
            values.tree.bytes = buffer
            physicalStart = range.lowerBound
        } else {
            physicalStart = values.tree.bytes.count
        }
        var lineStart = physicalStart
        if offset == 0 && range.count >= 3 && buffer[range.lowerBound] == 0xEF
            && buffer[range.lowerBound + 1] == 0xBB && buffer[range.lowerBound + 2] == 0xBF
        {
            // A byte order mark: kept with line 1, which starts after it.
            guard range.count > 3 else { return false }
            lineStart += 3
        }
        if scriptDepth == nil { values.tree.bytes.append(contentsOf: buffer[range]) }
        fileOffset = offset
        lineNumber += 1
        let checkpoint = values.diagnostics.total
        processLine(from: lineStart, to: physicalStart + range.count, mayBeInvalid: high)
        if values.diagnostics.total > checkpoint {
            values.diagnostics.resolve(since: checkpoint, lineStart: lineStart, bytes: values.tree.bytes)
        }
        if scriptDepth == nil && inScriptList {
            values.tree.bytes.removeLast(values.tree.bytes.count - physicalStart)
        }
        return true
    }

    /// Checks the encoding of the line at `lineStart..<lineEnd` of ``bytes`` and parses it.
    private mutating func processLine(from lineStart: Int, to lineEnd: Int, mayBeInvalid: Bool) {
        let bytes = self.bytes
        var end = lineEnd
        if end > lineStart && bytes[end - 1] == ByteText.newline { end -= 1 }
        var textEnd = end
        if textEnd > lineStart && bytes[textEnd - 1] == ByteText.carriageReturn { textEnd -= 1 }
        if mayBeInvalid && !reportedInvalidUTF8,
            let bad = ByteText.firstInvalidUTF8(bytes, lineStart, end)
        {
            reportedInvalidUTF8 = true
            let hex = String(bytes[bad], radix: 16, uppercase: true)
            values.diagnostics.add(
                "invalid-utf8", "invalid UTF-8 byte 0x\(hex.count < 2 ? "0" + hex : hex); scene files are UTF-8",
                at: SourcePosition(line: lineNumber, lineStart: lineStart, offset: bad))
        }
        processLine(lineNumber, lineStart, textEnd)
    }

    // MARK: Lines

    private func position(_ line: Int, _ lineStart: Int, _ offset: Int) -> SourcePosition {
        SourcePosition(line: line, lineStart: lineStart, offset: offset)
    }

    private func isDashItem(_ index: Int, _ end: Int) -> Bool {
        bytes[index] == ByteText.dash && (index + 1 == end || ByteText.isBlank(bytes[index + 1]))
    }

    private mutating func skip(above indent: Int, listsAt listIndent: Int? = nil) {
        skipAbove = indent
        skipListAt = listIndent
    }

    private mutating func processLine(_ line: Int, _ start: Int, _ end: Int) {
        let bytes = self.bytes
        var first = start
        while first < end && bytes[first] == ByteText.space { first += 1 }
        let indent = first - start
        if end - start > SceneLimits.maxLineLength {
            values.diagnostics.add(
                "line-too-long", "line \(line) is longer than \(SceneLimits.maxLineLength) bytes",
                at: position(line, start, start))
            if block == nil { skip(above: min(indent, skipAbove ?? indent)) }
            return
        }
        var contentStart = first
        while contentStart < end && ByteText.isBlank(bytes[contentStart]) { contentStart += 1 }
        let isBlankLine = contentStart == end
        let startsWithTab = first < end && bytes[first] == ByteText.tab

        if let text = block {
            if isBlankLine {
                block?.lines.append(start..<start)
                return
            }
            if indent > text.keyIndent {
                let firstIndent = text.firstIndent ?? indent
                block?.firstIndent = firstIndent
                block?.lines.append((start + min(firstIndent, indent))..<end)
                return
            }
            if !startsWithTab && ByteText.startsComment(bytes, first, lineStart: start) { return }
            finishBlock()
        }
        if isBlankLine { return }
        if startsWithTab {
            // The lines of one tab-indented block are one mistake: one error.
            if tabBlockIndent == indent { return }
            tabBlockIndent = indent
            values.diagnostics.add(
                "tab-indentation", "tab in indentation; indent with spaces", at: position(line, start, first))
            if let waiting = pending, indent >= waiting.parentIndent {
                // The block a `key:` waits for: the key has its (invalid) value, not a missing one.
                pending = nil
                let context = ValueParser.LineContext(line: line, fileLineStart: start, bufferLineStart: start, end: end)
                fill(waiting.slot, with: values.node(.invalid, first, first + 1, context))
                skip(above: waiting.parentIndent)
            } else {
                skip(above: contentStart - start)
            }
            return
        }
        tabBlockIndent = nil
        if ByteText.startsComment(bytes, first, lineStart: start) { return }
        if let limit = skipAbove {
            if indent > limit || (indent == limit && skipListAt == limit && isDashItem(first, end)) { return }
            skipAbove = nil
            skipListAt = nil
        }
        let context = ValueParser.LineContext(line: line, fileLineStart: start, bufferLineStart: start, end: end)
        if stack.isEmpty {
            values.tree.nodes[0] = SyntaxNode(kind: .mapping, line: line, lineStart: start, start: first, end: first)
            stack.append(Frame(indent: indent, node: 0, isList: false, isLineList: false))
        }
        if let waiting = pending {
            pending = nil
            if indent > waiting.parentIndent {
                guard openBlock(for: waiting, at: first, context) else { return }
            } else if indent == waiting.parentIndent, let key = waiting.key, isDashItem(first, end) {
                values.diagnostics.add(
                    "misindented", "a list under '\(key)' must be indented more than the key",
                    at: position(line, start, first))
                fill(waiting.slot, with: values.node(.invalid, first, first + 1, context))
                skip(above: indent, listsAt: indent)
                return
            }
        }
        while stack.count > 1, let top = stack.last, top.indent > indent { stack.removeLast() }
        if let depth = scriptDepth, stack.count < depth {
            replayFinished = true
            return
        }
        guard let top = stack.last, top.indent == indent else {
            var wordEnd = first
            while wordEnd < end, wordEnd - first < 40, bytes[wordEnd] != UInt8(ascii: ":"), !ByteText.isBlank(bytes[wordEnd]) {
                wordEnd += 1
            }
            let word = String(decoding: bytes[first..<max(wordEnd, first)], as: UTF8.self)
            values.diagnostics.add(
                "misindented", "misindented line: '\(word)' lines up with no key or list item above it",
                at: position(line, start, first))
            skip(above: indent)
            return
        }
        parseContent(at: first, context)
    }

    /// Opens the block that a pending `key:` or `-` is waiting for; false when it is too deep.
    private mutating func openBlock(for waiting: Pending, at first: Int, _ context: ValueParser.LineContext) -> Bool {
        guard checkDepth(at: first, context, skipping: waiting.parentIndent) else {
            fill(waiting.slot, with: values.node(.invalid, first, first + 1, context))
            return false
        }
        let indent = first - context.fileLineStart
        let isList = isDashItem(first, context.end)
        let id = values.node(isList ? (waiting.wantsLines ? .lineList : .list) : .mapping, first, first, context)
        fill(waiting.slot, with: id)
        let isScript = isList && waiting.wantsLines && waiting.key == "script"
        stack.append(
            Frame(
                indent: indent, node: id, isList: isList, isLineList: isList && waiting.wantsLines, isScript: isScript))
        if isScript {
            values.tree.scriptBlock = ScriptBlock(fileOffset: fileOffset, line: context.line, frames: stack)
        }
        return true
    }

    private mutating func checkDepth(
        at offset: Int, _ context: ValueParser.LineContext, skipping indent: Int
    ) -> Bool {
        guard stack.count >= SceneLimits.maxNestingDepth else { return true }
        values.diagnostics.add(
            "too-deep", "blocks are nested more than \(SceneLimits.maxNestingDepth) levels deep",
            at: position(context.line, context.fileLineStart, offset))
        skip(above: indent)
        return false
    }

    private mutating func fill(_ slot: Slot, with id: Int) {
        switch slot {
        case .entry(let node, let index): values.tree.nodes[node].entries[index].value = id
        case .item(let node, let index): values.tree.nodes[node].items[index] = id
        }
    }

    private mutating func appendItem(_ id: Int, to list: Int) -> Int {
        values.tree.nodes[list].items.append(id)
        return values.tree.nodes[list].items.count - 1
    }

    // MARK: Content of a line

    /// Whether `key:` (followed by a blank or the end) starts at `index`.
    private func looksLikeKey(_ index: Int, _ end: Int) -> Bool {
        var keyEnd = index
        while keyEnd < end && ByteText.isKeyByte(bytes[keyEnd]) { keyEnd += 1 }
        return keyEnd > index && keyEnd < end && bytes[keyEnd] == ByteText.colon
            && (keyEnd + 1 == end || ByteText.isBlank(bytes[keyEnd + 1]))
    }

    private mutating func parseContent(at start: Int, _ context: ValueParser.LineContext) {
        var offset = start
        let lineStart = context.fileLineStart
        while let frame = stack.last {
            guard frame.isList else {
                if isDashItem(offset, context.end) {
                    values.diagnostics.add(
                        "expected-key", "expected 'key: value', found a list item",
                        at: position(context.line, lineStart, offset))
                    skip(above: offset - lineStart, listsAt: offset - lineStart)
                    return
                }
                parseEntry(at: offset, frameIndex: stack.count - 1, context)
                return
            }
            guard isDashItem(offset, context.end) else {
                values.diagnostics.add(
                    "expected-list-item", "expected a list item '- …' here",
                    at: position(context.line, lineStart, offset))
                skip(above: offset - lineStart)
                return
            }
            let dash = offset
            let after = values.skipBlanks(dash + 1, context)
            if frame.isLineList {
                parseLineItem(dash: dash, at: after, list: frame.node, isScript: frame.isScript, context)
                return
            }
            if values.atEnd(after, context) {
                let index = appendItem(values.node(.empty, dash, dash + 1, context), to: frame.node)
                pending = Pending(
                    slot: .item(node: frame.node, index: index), parentIndent: dash - lineStart, key: nil,
                    wantsLines: false)
                return
            }
            let nestedList = isDashItem(after, context.end)
            if nestedList || looksLikeKey(after, context.end) {
                guard checkDepth(at: after, context, skipping: dash - lineStart) else {
                    _ = appendItem(values.node(.invalid, after, after + 1, context), to: frame.node)
                    return
                }
                let id = values.node(nestedList ? .list : .mapping, after, after, context)
                _ = appendItem(id, to: frame.node)
                stack.append(
                    Frame(indent: after - lineStart, node: id, isList: nestedList, isLineList: false))
                offset = after
                continue
            }
            _ = appendItem(values.parseValue(at: after, context), to: frame.node)
            return
        }
    }

    private mutating func parseLineItem(
        dash: Int, at start: Int, list: Int, isScript: Bool, _ context: ValueParser.LineContext
    ) {
        // The first pass reads only what reports problems (a quoted item's syntax); a script
        // item itself is read when the block is replayed.
        if isScript && scriptDepth == nil && (start >= context.end || bytes[start] != ByteText.quote) { return }
        var item = LineItem(kind: .line, line: context.line, lineStart: context.fileLineStart, start: start, end: start)
        var decoded: String?
        if values.atEnd(start, context) {
            item.kind = .empty
            item.start = dash
            item.end = dash + 1
        } else if bytes[start] == ByteText.quote {
            if let (quoted, after) = values.parseQuoted(at: start, context) {
                item.kind = .quotedLine
                item.end = after
                decoded = values.tree.nodes[quoted].text ?? ""
                values.tree.nodes.removeLast()
                values.expectEnd(after, context, what: "the closing quote")
            } else {
                item.kind = .invalid
            }
        } else {
            let bytes = self.bytes
            var end = start
            while end < context.end {
                let byte = bytes[end]
                if byte == ByteText.hash && ByteText.isBlank(bytes[end - 1]) { break }
                end += 1
            }
            while end > start && ByteText.isBlank(bytes[end - 1]) { end -= 1 }
            item.end = end
        }
        if isScript {
            if scriptDepth != nil { replayedItem = ScriptItem(item: item, decoded: decoded) }
            return
        }
        if let decoded { values.tree.lineTexts[values.tree.lines.count] = decoded }
        values.tree.lines.append(item)
        _ = appendItem(values.tree.lines.count - 1, to: list)
    }

    private mutating func parseEntry(at start: Int, frameIndex: Int, _ context: ValueParser.LineContext) {
        let bytes = self.bytes
        let lineStart = context.fileLineStart
        var keyEnd = start
        while keyEnd < context.end && ByteText.isKeyByte(bytes[keyEnd]) { keyEnd += 1 }
        guard keyEnd > start, keyEnd < context.end, bytes[keyEnd] == ByteText.colon,
            keyEnd + 1 == context.end || ByteText.isBlank(bytes[keyEnd + 1])
        else {
            var end = start
            while !values.atEnd(end, context) { end += 1 }
            while end > start && ByteText.isBlank(bytes[end - 1]) { end -= 1 }
            values.diagnostics.add(
                "expected-key", "expected 'key: value', found '\(ByteText.string(bytes, start, end))'",
                at: position(context.line, lineStart, start), end: end)
            skip(above: start - lineStart)
            return
        }
        let key = ByteText.string(bytes, start, keyEnd)
        let keyPosition = position(context.line, lineStart, start)
        let node = stack[frameIndex].node
        if let previous = existingKey(key, frameIndex: frameIndex) {
            values.diagnostics.add(
                "duplicate-key", "duplicate key '\(key)'", at: keyPosition, end: keyEnd,
                hint: "first written on line \(previous.line)")
            skip(above: start - lineStart)
            return
        }
        values.tree.nodes[node].entries.append(
            SyntaxEntry(key: key, keyPosition: keyPosition, keyEnd: keyEnd, value: nil))
        let index = values.tree.nodes[node].entries.count - 1
        let slot = Slot.entry(node: node, index: index)
        let valueStart = values.skipBlanks(keyEnd + 1, context)
        if values.atEnd(valueStart, context) {
            let wantsLines = frameIndex == 0 && (key == "script" || key == "expect")
            pending = Pending(slot: slot, parentIndent: start - lineStart, key: key, wantsLines: wantsLines)
            return
        }
        if bytes[valueStart] == ByteText.pipe && values.atEnd(values.skipBlanks(valueStart + 1, context), context) {
            let id = values.node(.blockText, valueStart, valueStart + 1, context)
            block = BlockText(slot: slot, node: id, keyIndent: start - lineStart)
            return
        }
        fill(slot, with: values.parseValue(at: valueStart, context))
    }

    /// The position of `key` if the mapping of frame `frameIndex` already has it (and records it).
    private mutating func existingKey(_ key: String, frameIndex: Int) -> SourcePosition? {
        let node = stack[frameIndex].node
        let entries = values.tree.nodes[node].entries
        if entries.count < 16 {
            return entries.first { $0.key == key }?.keyPosition
        }
        if stack[frameIndex].keys == nil { stack[frameIndex].keys = Set(entries.map(\.key)) }
        if stack[frameIndex].keys?.insert(key).inserted == false {
            return entries.first { $0.key == key }?.keyPosition
        }
        return nil
    }

    private mutating func finishBlock() {
        guard let text = block else { return }
        block = nil
        var lines = text.lines
        while let last = lines.last, last.isEmpty { lines.removeLast() }
        var result: [UInt8] = []
        for (index, range) in lines.enumerated() {
            if index > 0 { result.append(ByteText.newline) }
            result.append(contentsOf: bytes[range])
        }
        values.tree.nodes[text.node].text = String(decoding: result, as: UTF8.self)
        fill(text.slot, with: text.node)
    }
}
