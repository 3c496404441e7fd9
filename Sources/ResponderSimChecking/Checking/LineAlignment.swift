import ResponderSimCore

/// Which lines two versions of a text share: a longest common subsequence, the alignment that
/// the `expect:` rewriter keeps lines by and the unified diff of a failed test shows.
enum LineAlignment {
    /// The pairs (old index, new index) of a longest common subsequence, in order.
    static func commonSubsequence(_ old: [String], _ new: [String]) -> [(old: Int, new: Int)] {
        // Trim the common prefix and suffix first: expectations usually differ in a few lines.
        var prefix = 0
        while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix && suffix < new.count - prefix
            && old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        var pairs: [(old: Int, new: Int)] = (0..<prefix).map { ($0, $0) }
        let a = Array(old[prefix..<(old.count - suffix)])
        let b = Array(new[prefix..<(new.count - suffix)])
        if !a.isEmpty && !b.isEmpty {
            if a.count * b.count <= 4_000_000 {
                var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
                for i in stride(from: a.count - 1, through: 0, by: -1) {
                    for j in stride(from: b.count - 1, through: 0, by: -1) {
                        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                    }
                }
                var i = 0
                var j = 0
                while i < a.count && j < b.count {
                    if a[i] == b[j] {
                        pairs.append((prefix + i, prefix + j))
                        i += 1
                        j += 1
                    } else if table[i + 1][j] >= table[i][j + 1] {
                        i += 1
                    } else {
                        j += 1
                    }
                }
            }
            // Beyond the size limit the middle is simply replaced.
        }
        for offset in 0..<suffix { pairs.append((old.count - suffix + offset, new.count - suffix + offset)) }
        return pairs
    }
}
