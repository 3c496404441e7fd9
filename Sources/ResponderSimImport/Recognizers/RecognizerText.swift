import ResponderSimCore

/// One field of a recognizer description: `KEY = value`.
struct RecognizerField {
    enum Value {
        /// A text value: its bytes, trailing blanks removed.
        case text(String)
        /// A `must-fail` or `must-fail-for` list: the indices of its entries in the reader's descriptions.
        case list([Int])
    }

    var key: String
    /// The offset of the key's first byte.
    var keyOffset: Int
    var value: Value
    /// The offset of the value's first byte.
    var valueOffset: Int

    /// The text of a text value (nil for a list).
    var text: String? {
        if case .text(let text) = value { return text }
        return nil
    }
}

/// One recognizer description as printed (README.md, Debugging your own app: gesture recognizers).
struct RecognizerDescription {
    /// The offset of its `<`.
    var open: Int
    var className: String
    /// Its address: hex digits, lower case, without leading zeros.
    var address: String
    /// The printed name, between the parentheses after the address.
    var name: String?
    var fields: [RecognizerField] = []
    /// Whether it stands outside every list (a top-level description).
    var topLevel: Bool

    /// The first field with `key`.
    func field(_ key: String) -> RecognizerField? { fields.first { $0.key == key } }

    /// The entries of its list `key` (`must-fail` or `must-fail-for`), empty when it has none.
    func list(_ key: String) -> [Int] {
        if case .list(let entries)? = field(key)?.value { return entries }
        return []
    }
}

/// An error of the recognizer reader, at a byte offset of its text.
struct RecognizerTextFailure: Error {
    enum Kind {
        /// E-RCUT: the description whose head's `<` is at the offset does not end.
        case cut(String)
        /// E-RBRACKET: a bracket that closes nothing or the wrong kind.
        case bracket(UInt8, closing: UInt8?, className: String)
        /// E-RTWICE: a key read twice in one description.
        case twice(String, className: String)
        /// E-RVALUE: a character the grammar does not allow there.
        case unexpected(String, className: String)
        /// E-RVALUE: a list entry that is not a recognizer description.
        case entry(className: String)
        /// E-RVALUE: a `must-fail` value that does not start with `{`.
        case list(String, className: String)
    }

    var kind: Kind
    var offset: Int
}

/// Finds and reads the recognizer descriptions of a text (the grammar of README.md, Debugging
/// your own app: gesture recognizers). The reader knows nothing of views: it returns every
/// description, list entries included, in reading order, or the first error.
struct RecognizerTextReader {
    /// The keys the importer reads: each may appear once in a description (E-RTWICE).
    static let readKeys: Set<String> = [
        "id", "baseClass", "state", "enabled", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded", "view", "target",
        "numberOfTapsRequired", "numberOfTouchesRequired", "minimumPressDuration", "must-fail", "must-fail-for",
    ]

    let bytes: [UInt8]
    private(set) var descriptions: [RecognizerDescription] = []
    /// The byte ranges of the top-level descriptions, from `<` to `>` inclusive.
    private(set) var spans: [Range<Int>] = []
    /// Open brackets of the value being read.
    private var brackets = ValueBrackets()

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Reads every description of the text, from its start (a byte-order mark skipped).
    mutating func read() throws(RecognizerTextFailure) {
        var index = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        while index < bytes.count {
            guard bytes[index] == 0x3C else {
                index += 1
                continue
            }
            guard case .head = matchHead(at: index) else {
                index += 1
                continue
            }
            let end = try readDescription(at: index, topLevel: true)
            spans.append(index..<end)
            index = end
        }
    }

    /// Whether the text holds a recognizer head anywhere.
    static func hasHead(_ bytes: [UInt8]) -> Bool {
        let reader = RecognizerTextReader(bytes)
        for index in bytes.indices where bytes[index] == 0x3C {
            if case .head = reader.matchHead(at: index) { return true }
        }
        return false
    }

    // MARK: Characters

    /// Whether a line ends at `index` (an LF, or a CR before an LF or at the text's end).
    private func isLineEnd(_ index: Int) -> Bool {
        guard index < bytes.count else { return false }
        if bytes[index] == 0x0A { return true }
        return bytes[index] == 0x0D && (index + 1 == bytes.count || bytes[index + 1] == 0x0A)
    }

    /// Skips spaces and tabs only.
    private func skipSpaces(_ start: Int) -> Int {
        var index = start
        while index < bytes.count && DumpText.isBlank(bytes[index]) { index += 1 }
        return index
    }

    /// Skips blanks: spaces, tabs, line breaks and `\n` escapes; after a line break one `//`
    /// or `*` among the leading blanks too. Returns where they end and whether a line broke.
    private func skipBlanks(_ start: Int) -> (index: Int, brokeLine: Bool) {
        var index = start
        var brokeLine = false
        var markAllowed = false
        while index < bytes.count {
            let byte = bytes[index]
            if DumpText.isBlank(byte) {
                index += 1
            } else if byte == 0x5C && index + 1 < bytes.count && bytes[index + 1] == 0x6E {
                index += 2
            } else if isLineEnd(index) {
                index += bytes[index] == 0x0D ? 2 : 1
                brokeLine = true
                markAllowed = true
            } else if markAllowed && byte == 0x2F && index + 1 < bytes.count && bytes[index + 1] == 0x2F {
                index += 2
                markAllowed = false
            } else if markAllowed && byte == 0x2A {
                index += 1
                markAllowed = false
            } else {
                break
            }
        }
        return (min(index, bytes.count), brokeLine)
    }

    private func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    // MARK: Heads

    enum HeadMatch {
        /// A recognizer head: the class name's range, the address and the printed name, and
        /// where the description goes on (at the `;` after the head).
        case head(name: Range<Int>, address: String, printedName: String?, end: Int)
        /// A head cut by a line end or the text's end where no blank may stand.
        case cut
        case none
    }

    /// The recognizer head whose `<` is at `open`.
    func matchHead(at open: Int) -> HeadMatch {
        var index = open + 1
        // Markdown escapes a name's `_` as `\_` (read as `_`, as in view heads).
        func escaped(_ at: Int) -> Bool { at + 1 < bytes.count && bytes[at] == 0x5C && (bytes[at + 1] == 0x5F || bytes[at + 1] == 0x24) }
        if escaped(index) { index += 1 }
        guard index < bytes.count else { return .cut }
        guard DumpText.isClassStart(bytes[index]) else { return isLineEnd(index) ? .cut : .none }
        while index < bytes.count && (DumpText.isClassByte(bytes[index]) || escaped(index)) { index += escaped(index) ? 2 : 1 }
        let name = (open + 1)..<index
        for literal in [UInt8](": 0x".utf8) {
            guard index < bytes.count, !isLineEnd(index) else { return .cut }
            guard bytes[index] == literal else { return .none }
            index += 1
        }
        let hexStart = index
        while index < bytes.count && DumpText.isHex(bytes[index]) { index += 1 }
        guard index > hexStart else { return index >= bytes.count || isLineEnd(index) ? .cut : .none }
        var address = Array(bytes[hexStart..<index]).map { $0 | 0x20 }.drop { $0 == 0x30 }
        if address.isEmpty { address = [0x30] }
        var printedName: String?
        if index + 1 < bytes.count && bytes[index] == 0x20 && bytes[index + 1] == 0x28 {
            var close = index + 2
            while close < bytes.count && !isLineEnd(close) && !(bytes[close] == 0x29 && close + 1 < bytes.count && bytes[close + 1] == 0x3B)
            {
                close += 1
            }
            guard close < bytes.count, !isLineEnd(close) else { return .cut }
            printedName = string((index + 2)..<close)
            index = close + 1
        }
        guard index < bytes.count, !isLineEnd(index) else { return .cut }
        guard bytes[index] == 0x3B else { return .none }
        let end = index
        // At most two fields `id` or `baseClass`, then the key `state` and `=`.
        for _ in 0..<3 {
            let blanks = skipBlanks(index + 1)
            index = blanks.index
            guard index < bytes.count else { return .cut }
            guard DumpText.isKeyStart(bytes[index]) else { return .none }
            let keyStart = index
            while index < bytes.count && Self.isKeyByte(bytes[index]) { index += 1 }
            let key = string(keyStart..<index)
            index = skipSpaces(index)
            guard index < bytes.count, !isLineEnd(index) else { return .cut }
            guard bytes[index] == 0x3D else { return .none }
            if key == "state" {
                return .head(name: name, address: String(decoding: address, as: UTF8.self), printedName: printedName, end: end)
            }
            guard key == "id" || key == "baseClass" else { return .none }
            while index < bytes.count && bytes[index] != 0x3B && bytes[index] != 0x3E && !isLineEnd(index) { index += 1 }
            guard index < bytes.count, !isLineEnd(index) else { return .cut }
            guard bytes[index] == 0x3B else { return .none }
        }
        return .none
    }

    /// `[A-Za-z0-9_.-]`: the other characters of a recognizer field's key.
    private static func isKeyByte(_ byte: UInt8) -> Bool { DumpText.isKeyByte(byte) || byte == 0x2D }

    // MARK: Descriptions

    /// Reads the description whose head's `<` is at `open` (a head, checked by the caller) and
    /// returns the offset after its `>`.
    private mutating func readDescription(at open: Int, topLevel: Bool) throws(RecognizerTextFailure) -> Int {
        guard case .head(let nameRange, let address, let printedName, let headEnd) = matchHead(at: open) else {
            throw RecognizerTextFailure(kind: .cut(""), offset: open)
        }
        let className = Self.className(string(nameRange))
        let slot = descriptions.count
        descriptions.append(
            RecognizerDescription(open: open, className: className, address: address, name: printedName, topLevel: topLevel))
        func cut() -> RecognizerTextFailure { RecognizerTextFailure(kind: .cut(className), offset: open) }
        func unexpected(_ at: Int, brokeLine: Bool) -> RecognizerTextFailure {
            if brokeLine || at >= bytes.count { return cut() }
            return RecognizerTextFailure(kind: .unexpected(character(at), className: className), offset: at)
        }
        var seen: Set<String> = []
        var index = headEnd
        // At a `;` or where a field may start.
        var brokeLine = false
        while true {
            let blanks = skipBlanks(index)
            index = blanks.index
            brokeLine = brokeLine || blanks.brokeLine
            guard index < bytes.count else { throw cut() }
            let byte = bytes[index]
            if byte == 0x3E { return index + 1 }
            if byte == 0x3B {
                index += 1
                brokeLine = false
                continue
            }
            guard DumpText.isKeyStart(byte) else { throw unexpected(index, brokeLine: brokeLine) }
            let keyStart = index
            while index < bytes.count && Self.isKeyByte(bytes[index]) { index += 1 }
            let key = string(keyStart..<index)
            index = skipSpaces(index)
            guard index < bytes.count, !isLineEnd(index) else { throw cut() }
            guard bytes[index] == 0x3D else { throw unexpected(index, brokeLine: false) }
            if Self.readKeys.contains(key) {
                guard seen.insert(key).inserted else {
                    throw RecognizerTextFailure(kind: .twice(key, className: className), offset: keyStart)
                }
            }
            let valueBlanks = skipBlanks(index + 1)
            index = valueBlanks.index
            guard index < bytes.count else { throw cut() }
            let valueStart = index
            let value: RecognizerField.Value
            if key == "must-fail" || key == "must-fail-for" {
                guard bytes[index] == 0x7B else {
                    throw RecognizerTextFailure(kind: .list(key, className: className), offset: index)
                }
                let list = try readList(at: index, className: className, open: open)
                value = .list(list.entries)
                index = list.end
                brokeLine = false
            } else {
                let text = try readText(at: index, className: className, open: open)
                value = .text(text.value)
                index = text.end
                // A value that ended at a line end must be followed by `;` or `>`.
                brokeLine = text.atLineEnd
            }
            descriptions[slot].fields.append(RecognizerField(key: key, keyOffset: keyStart, value: value, valueOffset: valueStart))
            let after = skipBlanks(index)
            guard after.index < bytes.count else { throw cut() }
            let next = bytes[after.index]
            guard next == 0x3B || next == 0x3E else { throw unexpected(after.index, brokeLine: brokeLine || after.brokeLine) }
            index = after.index
            brokeLine = false
        }
    }

    /// A text value from `start`: up to the first `;` or `>` outside brackets, or the line's
    /// end when no bracket is open; trailing blanks removed.
    private mutating func readText(
        at start: Int, className: String, open: Int
    ) throws(RecognizerTextFailure) -> (value: String, end: Int, atLineEnd: Bool) {
        brackets.reset()
        var index = start
        var atLineEnd = false
        scan: while true {
            guard index < bytes.count else {
                guard brackets.isEmpty else { throw RecognizerTextFailure(kind: .cut(className), offset: open) }
                break scan
            }
            if isLineEnd(index) {
                guard brackets.isEmpty else { throw RecognizerTextFailure(kind: .cut(className), offset: open) }
                atLineEnd = true
                break scan
            }
            let byte = bytes[index]
            switch brackets.read(byte) {
            case .inside:
                break
            case .valueEnds:
                break scan
            case .mismatch(let openBracket):
                throw RecognizerTextFailure(kind: .bracket(byte, closing: openBracket, className: className), offset: index)
            }
            index += 1
        }
        var end = index
        while end > start {
            if DumpText.isBlank(bytes[end - 1]) {
                end -= 1
            } else if end - 1 > start && bytes[end - 2] == 0x5C && bytes[end - 1] == 0x6E {
                end -= 2
            } else {
                break
            }
        }
        return (string(start..<end), index, atLineEnd)
    }

    /// A list from its `{`: recognizer descriptions separated by `,`; returns their indices and
    /// the offset after the `}`.
    private mutating func readList(
        at brace: Int, className: String, open: Int
    ) throws(RecognizerTextFailure) -> (entries: [Int], end: Int) {
        var entries: [Int] = []
        var blanks = skipBlanks(brace + 1)
        guard blanks.index < bytes.count else { throw RecognizerTextFailure(kind: .cut(className), offset: open) }
        if bytes[blanks.index] == 0x7D { return (entries, blanks.index + 1) }
        while true {
            let entry = blanks.index
            guard entry < bytes.count else { throw RecognizerTextFailure(kind: .cut(className), offset: open) }
            guard bytes[entry] == 0x3C else {
                throw RecognizerTextFailure(kind: .entry(className: className), offset: entry)
            }
            switch matchHead(at: entry) {
            case .head: break
            case .cut: throw RecognizerTextFailure(kind: .cut(Self.className(headName(at: entry))), offset: entry)
            case .none: throw RecognizerTextFailure(kind: .entry(className: className), offset: entry)
            }
            entries.append(descriptions.count)
            let end = try readDescription(at: entry, topLevel: false)
            blanks = skipBlanks(end)
            guard blanks.index < bytes.count else { throw RecognizerTextFailure(kind: .cut(className), offset: open) }
            switch bytes[blanks.index] {
            case 0x7D:
                return (entries, blanks.index + 1)
            case 0x2C:
                blanks = skipBlanks(blanks.index + 1)
            default:
                if blanks.brokeLine { throw RecognizerTextFailure(kind: .cut(className), offset: open) }
                throw RecognizerTextFailure(kind: .unexpected(character(blanks.index), className: className), offset: blanks.index)
            }
        }
    }

    /// The class name after a `<` (possibly empty).
    private func headName(at open: Int) -> String {
        var index = open + 1
        while index < bytes.count && (DumpText.isClassByte(bytes[index]) || bytes[index] == 0x5C) { index += 1 }
        return string((open + 1)..<index)
    }

    /// The character at `index`, as a message shows it.
    private func character(_ index: Int) -> String {
        var end = index + 1
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
        return string(index..<end)
    }

    /// A class name as printed, Markdown's `\_` read as `_`.
    static func className(_ name: String) -> String {
        name.contains("\\") ? name.replacingOccurrences(of: "\\", with: "") : name
    }
}
