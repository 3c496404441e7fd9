/// "Did you mean …" for command-line words.
enum Suggestions {
    /// The candidate closest to `word` (edit distance at most 2, or a case-insensitive match).
    static func nearest(to word: String, in candidates: [String]) -> String? {
        var best: (String, Int)?
        for candidate in candidates {
            if candidate.lowercased() == word.lowercased() { return candidate }
            let distance = editDistance(Array(word), Array(candidate))
            if distance <= 2 && distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        return best?.0
    }

    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
