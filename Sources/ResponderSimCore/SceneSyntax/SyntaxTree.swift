/// The parsed text of a scene file before any meaning is given to it: mappings, lists and
/// scalars, each keeping where it was written.
///
/// Nodes live in one flat array and refer to each other by index, so a tree 4,000 levels deep
/// is built, walked and freed without recursion.
struct SyntaxTree: Sendable {
    enum Kind: UInt8, Sendable {
        /// A plain scalar: the bytes `start..<end` of ``SyntaxTree/bytes``.
        case plain
        /// A double-quoted scalar: the decoded ``SyntaxNode/text``; `start` is the opening quote.
        case quoted
        /// `[a, b]`: scalars in ``SyntaxNode/items``; `start` is the `[`.
        case flowList
        /// A block mapping: ``SyntaxNode/entries``; `start` is its first key.
        case mapping
        /// A block list: ``SyntaxNode/items``; `start` is its first `-`.
        case list
        /// `key: |` text in ``SyntaxNode/text``; `start` is the `|`.
        case blockText
        /// The list of `script:` or `expect:`: its ``SyntaxNode/items`` index ``SyntaxTree/lines``.
        case lineList
        /// An item of `script:` or `expect:` (in ``SyntaxTree/lines``): the bytes `start..<end`
        /// (comment and trailing blanks removed).
        case line
        /// An item of `script:` or `expect:` written in double quotes (in ``SyntaxTree/lines``):
        /// its decoded text is in ``SyntaxTree/lineTexts``; `start` is the opening quote.
        case quotedLine
        /// A list item with no value (`-` alone); `start` is the `-`.
        case empty
        /// A value that had a syntax error, already reported.
        case invalid
    }

    /// The bytes that node ranges refer to (the file, or a script line being read).
    var bytes: [UInt8]
    /// Added to a node's byte offsets to find it in the file (for decoded text: the quote + 1).
    var shift = 0
    var nodes: [SyntaxNode] = []
    /// The items of `expect:`, kept apart from ``nodes`` because a script may
    /// have millions: plain values with no reference-counted fields.
    var lines: [LineItem] = []
    /// Decoded text of quoted line items, by their index in ``lines``.
    var lineTexts: [Int: String] = [:]
    /// Where the items of `script:` start (they are not kept in ``lines``).
    var scriptBlock: SceneParser.ScriptBlock?

    init(bytes: [UInt8], shift: Int = 0) {
        self.bytes = bytes
        self.shift = shift
    }

    subscript(_ id: Int) -> SyntaxNode { nodes[id] }

    mutating func add(_ node: SyntaxNode) -> Int {
        nodes.append(node)
        return nodes.count - 1
    }

    /// Where node `id` starts, in the file.
    func position(_ id: Int) -> SourcePosition {
        let node = nodes[id]
        return SourcePosition(line: node.line, lineStart: node.lineStart, offset: node.start + shift)
    }

    /// Where node `id` ends, as a byte offset in the file.
    func endOffset(_ id: Int) -> Int { nodes[id].end + shift }

    /// Where line item `index` starts (its first character, or its opening quote), in the file.
    func linePosition(_ index: Int) -> SourcePosition {
        let item = lines[index]
        return SourcePosition(line: item.line, lineStart: item.lineStart, offset: item.start + shift)
    }

    /// The text of line item `index` (decoded when quoted).
    func lineText(_ index: Int) -> String {
        let item = lines[index]
        if item.kind == .quotedLine { return lineTexts[index] ?? "" }
        return ByteText.string(bytes, item.start, item.end)
    }

    /// The text of a scalar, line or block text (decoded for quoted ones).
    func text(_ id: Int) -> String {
        let node = nodes[id]
        if let text = node.text { return text }
        return ByteText.string(bytes, node.start, node.end)
    }

    /// The node as written in the source (quotes and brackets included), for messages.
    func sourceText(_ id: Int) -> String {
        let node = nodes[id]
        switch node.kind {
        case .plain, .line, .flowList: return ByteText.string(bytes, node.start, node.end)
        case .quoted, .quotedLine:
            return "\"" + (node.text ?? "") + "\""
        case .mapping: return "a mapping"
        case .list, .lineList: return "a list"
        case .blockText: return "block text"
        case .empty, .invalid: return ""
        }
    }

    /// Whether a plain scalar is exactly `word`.
    func isPlain(_ id: Int, _ word: String) -> Bool {
        let node = nodes[id]
        guard node.kind == .plain else { return false }
        var index = node.start
        for byte in word.utf8 {
            guard index < node.end, bytes[index] == byte else { return false }
            index += 1
        }
        return index == node.end
    }
}

/// One node of a ``SyntaxTree``.
struct SyntaxNode: Sendable {
    var kind: SyntaxTree.Kind
    /// 1-based line where the node starts.
    var line: Int
    /// Byte offset of that line's start in the file.
    var lineStart: Int
    /// Byte offset of the node's first byte in ``SyntaxTree/bytes``.
    var start: Int
    /// Byte offset after its last byte (on its first line).
    var end: Int
    /// Decoded text of a quoted scalar, quoted line or block text.
    var text: String?
    /// Items of a list or flow list.
    var items: [Int] = []
    /// Entries of a mapping, in file order (duplicates already removed).
    var entries: [SyntaxEntry] = []

    init(kind: SyntaxTree.Kind, line: Int, lineStart: Int, start: Int, end: Int, text: String? = nil) {
        self.kind = kind
        self.line = line
        self.lineStart = lineStart
        self.start = start
        self.end = end
        self.text = text
    }
}

/// `key: value` in a mapping.
struct SyntaxEntry: Sendable {
    var key: String
    /// Where the key is written.
    var keyPosition: SourcePosition
    /// Byte offset after the key.
    var keyEnd: Int
    /// The value node, or nil for `key:` with nothing after it.
    var value: Int?
}

/// One item of `script:` or `expect:`, kept small (32 bytes) since a script may have millions.
struct LineItem: Sendable {
    var lineStart: Int
    var line: Int
    /// Offsets from `lineStart` (a line is at most ``SceneLimits/maxLineLength`` bytes).
    private var startColumn: UInt32
    private var endColumn: UInt32
    /// `.line`, `.quotedLine`, `.empty` (a `-` alone; `start` is the `-`) or `.invalid`.
    var kind: SyntaxTree.Kind

    init(kind: SyntaxTree.Kind, line: Int, lineStart: Int, start: Int, end: Int) {
        self.kind = kind
        self.line = line
        self.lineStart = lineStart
        self.startColumn = UInt32(truncatingIfNeeded: start - lineStart)
        self.endColumn = UInt32(truncatingIfNeeded: end - lineStart)
    }

    /// Byte offset of the item's first byte (its opening quote when quoted).
    var start: Int {
        get { lineStart + Int(startColumn) }
        set { startColumn = UInt32(truncatingIfNeeded: newValue - lineStart) }
    }

    /// Byte offset after the item's text.
    var end: Int {
        get { lineStart + Int(endColumn) }
        set { endColumn = UInt32(truncatingIfNeeded: newValue - lineStart) }
    }
}
