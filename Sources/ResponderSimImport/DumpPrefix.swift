import ResponderSimCore

/// A line's prefix of the dump's shape (README.md, Debugging your own app), read: its depth,
/// and where the controller annotations of iOS 5 and 6 it reads past start (W-ANNOT).
struct DumpPrefix {
    /// The number of `|` before any annotation: the line's depth.
    var depth: Int
    /// Where a quoted annotation (`'NAME:0xHEX' 1 child[…]`) starts, if there is one.
    var quotedAnnotation: Int?
    /// Where an `XX (` annotation starts, if there is one.
    var wordAnnotation: Int?
}

extension DumpLineGrammar {
    /// `start..<end` (the text before a head) read as a prefix of the dump's shape,
    /// `blanks lead? tree annotation? '<'?`, or nil. `tags`: HTML tags at its start are
    /// wrappers (an HTML-escaped dump).
    ///
    /// An annotation ends the prefix (only blanks may follow it before the head); the depth
    /// counts the `|` before it. A quoted annotation may be followed by an `XX (` one. The
    /// extra `<` of `<<_UITextContainerView …` is read only without an annotation.
    static func prefix(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, tags: Bool = false) -> DumpPrefix? {
        var index = skipBlanks(bytes, start, end)
        if index < end {
            let byte = bytes[index]
            if DumpText.isDigit(byte) {
                guard let after = logStamp(bytes, index, end) else { return nil }
                index = after
            } else if byte == 0x28 || byte == 0x24 {
                guard let after = debuggerResult(bytes, index, end) else { return nil }
                index = after
            } else {
                index = afterWrappers(bytes, index, end, tags: tags)
            }
        }
        while index < end && (DumpText.isBlank(bytes[index]) || bytes[index] == 0x7C) { index += 1 }
        let treeEnd = index
        var quoted: Int?
        var word: Int?
        if let after = quotedAnnotation(bytes, index, end) {
            quoted = index
            index = after
        }
        if let after = wordAnnotation(bytes, index, end) {
            word = index
            index = after
        }
        if quoted == nil && word == nil && index < end && bytes[index] == 0x3C { index += 1 }
        guard index == end else { return nil }
        return DumpPrefix(depth: depth(bytes, start, treeEnd), quotedAnnotation: quoted, wordAnnotation: word)
    }

    /// Whether `start..<end` (the text before a head) is a prefix of the dump's shape.
    static func isValidPrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, tags: Bool = false) -> Bool {
        prefix(bytes, start, end, tags: tags) != nil
    }

    /// Past the wrappers at `start` (`>  /  *  "  @  #` and a backtick, and with `tags` an HTML
    /// tag), each followed by any blanks.
    private static func afterWrappers(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, tags: Bool) -> Int {
        var index = start
        while index < end {
            if DumpText.isWrapper(bytes[index]) {
                index = skipBlanks(bytes, index + 1, end)
            } else if tags, let after = htmlTag(bytes, index, end) {
                index = skipBlanks(bytes, after, end)
            } else {
                break
            }
        }
        return index
    }

    /// The tags a web page puts around a dump: `<pre>`, `</pre>`, `<code>`, `</code>`, `<br>`,
    /// `<br/>`, `<p>`, `</p>`.
    private static let htmlTags: [[UInt8]] = ["<pre>", "</pre>", "<code>", "</code>", "<br>", "<br/>", "<p>", "</p>"].map {
        Array($0.utf8)
    }

    /// The end of the HTML tag at `start`, if one of ``htmlTags`` starts there.
    static func htmlTag(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        guard start < end, bytes[start] == 0x3C else { return nil }
        for tag in htmlTags where start + tag.count <= end {
            var matches = true
            for offset in 1..<tag.count where bytes[start + offset] != tag[offset] {
                matches = false
                break
            }
            if matches { return start + tag.count }
        }
        return nil
    }

    /// An iOS 5/6 controller annotation at `start`: `'NAME:0xHEX'`, optionally followed by
    /// `N child` or `N children` and a bracketed list `[…]`. Returns where the blanks after it end.
    static func quotedAnnotation(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        guard start < end, bytes[start] == 0x27 else { return nil }
        var index = start + 1
        guard index < end, DumpText.isClassStart(bytes[index]) else { return nil }
        while index < end && DumpText.isClassByte(bytes[index]) { index += 1 }
        guard index + 2 < end, bytes[index] == 0x3A, bytes[index + 1] == 0x30, bytes[index + 2] == 0x78 else { return nil }
        index += 3
        let digits = index
        while index < end && DumpText.isHex(bytes[index]) { index += 1 }
        guard index > digits, index < end, bytes[index] == 0x27 else { return nil }
        index = skipBlanks(bytes, index + 1, end)
        let count = index
        while index < end && DumpText.isDigit(bytes[index]) { index += 1 }
        guard index > count else { return index }
        index = skipBlanks(bytes, index, end)
        guard let word = childWord(bytes, index, end) else { return nil }
        index = skipBlanks(bytes, word, end)
        guard index < end, bytes[index] == 0x5B else { return nil }
        while index < end && bytes[index] != 0x5D { index += 1 }
        guard index < end else { return nil }
        return skipBlanks(bytes, index + 1, end)
    }

    /// The end of `children` or `child` at `start`.
    private static func childWord(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        let child = Array("child".utf8)
        guard start + child.count <= end else { return nil }
        for offset in child.indices where bytes[start + offset] != child[offset] { return nil }
        var index = start + child.count
        let rest = Array("ren".utf8)
        if index + rest.count <= end && Array(bytes[index..<(index + rest.count)]) == rest { index += rest.count }
        guard index == end || !DumpText.isLetter(bytes[index]) else { return nil }
        return index
    }

    /// The `XX (` annotation at `start`: one word, blanks, `(`, then only blanks to `end` (the
    /// head); its `)` after the description is trailing text. Returns `end`, or nil.
    static func wordAnnotation(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        guard start < end, DumpText.isClassStart(bytes[start]) || DumpText.isDigit(bytes[start]) else { return nil }
        var index = start
        while index < end && DumpText.isClassByte(bytes[index]) { index += 1 }
        index = skipBlanks(bytes, index, end)
        guard index < end, bytes[index] == 0x28, skipBlanks(bytes, index + 1, end) == end else { return nil }
        return end
    }

    /// The text that keeps `start..<end` (the text before a head) from being a prefix: what
    /// follows the part that reads (blanks, a lead, the tree), without trailing blanks (E-SKIPPED).
    static func unreadText(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, tags: Bool) -> Range<Int> {
        var index = skipBlanks(bytes, start, end)
        if index < end {
            let byte = bytes[index]
            if DumpText.isDigit(byte) {
                index = logStamp(bytes, index, end) ?? index
            } else if byte == 0x28 || byte == 0x24 {
                index = debuggerResult(bytes, index, end) ?? index
            } else {
                index = afterWrappers(bytes, index, end, tags: tags)
            }
        }
        while index < end && (DumpText.isBlank(bytes[index]) || bytes[index] == 0x7C) { index += 1 }
        var textEnd = end
        while textEnd > index && DumpText.isBlank(bytes[textEnd - 1]) { textEnd -= 1 }
        return index..<textEnd
    }

    /// The view head that follows `first` on its line after a `|` (`…> | <UIView: …`): the line
    /// breaks of the dump were lost. Nil when none does.
    static func lostBreak(_ bytes: UnsafeBufferPointer<UInt8>, after first: ViewHead, _ end: Int) -> ViewHead? {
        var index = first.end
        while index < end {
            if bytes[index] == 0x7C {
                let open = skipBlanks(bytes, index + 1, end)
                if open < end && bytes[open] == 0x3C, let second = head(bytes, at: open, end) { return second }
            }
            index += 1
        }
        return nil
    }
}
