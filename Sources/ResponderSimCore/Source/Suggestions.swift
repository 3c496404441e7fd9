/// "did you mean …?" hints for misspelt keys, names and words.
package enum Suggestions {
    /// The candidate closest to `word`: a case-insensitive match, else the first candidate
    /// within edit distance 2 (fewer edits first, and fewer edits than `word` has characters).
    package static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let lowered = word.lowercased()
        let typed = Array(word.unicodeScalars)
        var best: String?
        var bestDistance = 3
        for candidate in candidates where candidate != word {
            // Cheap checks first: a scene may offer a million view names.
            let count = candidate.unicodeScalars.count
            if count == typed.count && candidate.lowercased() == lowered { return candidate }
            guard abs(count - typed.count) < bestDistance else { continue }
            let other = Array(candidate.unicodeScalars)
            let distance = editDistance(typed, other, limit: bestDistance)
            // Never more edits than either word has letters to spare: 'jump' is not 'up'.
            if distance < bestDistance && distance < typed.count && distance < count {
                best = candidate
                bestDistance = distance
            }
        }
        return best
    }

    /// `did you mean 'frame'?`, or nil when nothing is close.
    static func hint(for word: String, in candidates: some Sequence<String>) -> String? {
        closest(to: word, in: candidates).map { "did you mean '\($0)'?" }
    }

    /// The optimal-string-alignment distance (insertions, deletions, substitutions and swaps of
    /// neighbours), or `limit` when it is at least `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if a.isEmpty { return min(b.count, limit) }
        if b.isEmpty { return min(a.count, limit) }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum >= limit { return limit }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return min(previous[b.count], limit)
    }
}
