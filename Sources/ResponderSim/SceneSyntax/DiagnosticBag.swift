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

    mutating func add(
        _ id: String, _ message: String, at position: SourcePosition, end: Int? = nil, hint: String? = nil
    ) {
        items.append(
            PendingDiagnostic(
                id: id, message: message, position: position, end: end ?? (position.offset + 1), hint: hint,
                sequence: total))
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

    private mutating func compact() {
        items.sort(by: Self.precedes)
        items.removeSubrange(min(items.count, SceneLimits.maxDiagnostics)...)
    }

    private static func precedes(_ lhs: PendingDiagnostic, _ rhs: PendingDiagnostic) -> Bool {
        if lhs.position != rhs.position { return lhs.position < rhs.position }
        return lhs.sequence < rhs.sequence
    }

    /// The first ``SceneLimits/maxDiagnostics`` diagnostics in file order, with character columns.
    func finish(bytes: [UInt8]) -> [Diagnostic] {
        let sorted = items.sorted(by: Self.precedes).prefix(SceneLimits.maxDiagnostics)
        return sorted.map { item in
            let location = item.position.toLocation(in: bytes)
            let end = ByteText.clampToLine(bytes, from: item.position.lineStart, to: item.end)
            let start = min(item.position.offset, end)
            let length = ByteText.characterCount(bytes, start, end)
            return Diagnostic(id: item.id, message: item.message, at: location, length: length, hint: item.hint)
        }
    }
}
