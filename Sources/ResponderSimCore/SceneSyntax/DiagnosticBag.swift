/// A diagnostic still in byte positions, turned into a ``Diagnostic`` at the end of a load.
struct PendingDiagnostic: Sendable {
    var id: String
    var message: String
    var position: SourcePosition
    /// Byte offset where the underlined text ends (the caret spans at least one character).
    var end: Int
    var hint: String?
    /// Order of emission, so that equal positions keep it.
    var sequence: Int
    /// The character column and underline length, once worked out from the line's bytes.
    var resolved: (column: Int, length: Int)?
}

/// Collects diagnostics in any order and hands back the first ones in file order.
///
/// It keeps memory bounded on inputs with millions of errors: whenever it holds many, it
/// keeps only the earliest ``SceneLimits/maxDiagnostics`` (the result is the same).
struct DiagnosticBag: Sendable {
    private(set) var items: [PendingDiagnostic] = []
    /// How many diagnostics were added in all.
    private(set) var total = 0

    /// Whether nothing was reported.
    var isEmpty: Bool { total == 0 }

    /// Whether a suggestion is still worth computing (a hundred at most are looked for,
    /// so that a file full of errors does not spend its time on edit distances).
    var wantsSuggestions: Bool { total < 100 }

    /// Adds a diagnostic; `resolved` gives its character column and underline length when the
    /// bytes of its line will be gone by the end (the offsets then only order it).
    mutating func add(
        _ id: String, _ message: String, at position: SourcePosition, end: Int? = nil, hint: String? = nil,
        resolved: (column: Int, length: Int)? = nil
    ) {
        items.append(
            PendingDiagnostic(
                id: id, message: message, position: position, end: end ?? (position.offset + 1), hint: hint,
                sequence: total, resolved: resolved))
        total += 1
        if items.count >= 512 { compact() }
    }

    /// Moves the byte offsets of the diagnostics added since `total` was `since` (used where a
    /// value was parsed from decoded text whose offsets differ from the file's).
    mutating func remapOffsets(since: Int, _ transform: (Int) -> Int) {
        for index in items.indices where items[index].sequence >= since {
            items[index].position.offset = transform(items[index].position.offset)
            items[index].end = transform(items[index].end)
        }
    }

    /// Works out the columns of the diagnostics added since `total` was `since` on the line
    /// that starts at `lineStart` in `bytes`, before those bytes are let go.
    mutating func resolve(since: Int, lineStart: Int, bytes: [UInt8]) {
        for index in items.indices
        where items[index].sequence >= since && items[index].resolved == nil
            && items[index].position.lineStart == lineStart
        {
            items[index].resolved = Self.columns(of: items[index], in: bytes)
        }
    }

    private static func columns(of item: PendingDiagnostic, in bytes: [UInt8]) -> (column: Int, length: Int) {
        let location = item.position.toLocation(in: bytes)
        let end = ByteText.clampToLine(bytes, from: item.position.lineStart, to: item.end)
        let start = min(item.position.offset, end)
        return (location.column, ByteText.characterCount(bytes, start, end))
    }

    private mutating func compact() {
        items.sort(by: Self.precedes)
        items.removeSubrange(min(items.count, SceneLimits.maxDiagnostics)...)
    }

    private static func precedes(_ lhs: PendingDiagnostic, _ rhs: PendingDiagnostic) -> Bool {
        if lhs.position < rhs.position { return true }
        if rhs.position < lhs.position { return false }
        return lhs.sequence < rhs.sequence
    }

    /// The first ``SceneLimits/maxDiagnostics`` diagnostics in file order, with character columns.
    func finish(bytes: [UInt8]) -> [Diagnostic] {
        let sorted = items.sorted(by: Self.precedes).prefix(SceneLimits.maxDiagnostics)
        return sorted.map { item in
            let (column, length) = item.resolved ?? Self.columns(of: item, in: bytes)
            return Diagnostic(
                id: item.id, message: item.message, at: SourceLocation(line: item.position.line, column: column),
                length: length, hint: item.hint)
        }
    }
}
