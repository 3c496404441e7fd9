/// Which items two sequences share, found in O(n log n): the common prefix and suffix, then,
/// in between, the items that occur exactly once on each side and keep their order (a longest
/// increasing subsequence, as patience diff anchors), each anchor widened by the equal items
/// next to it. `diff` aligns a step's compact lines this way; unlike a longest common
/// subsequence (``LineAlignment``), it never takes time proportional to the product of the
/// two lengths, which a user can make large.
package enum AnchoredAlignment {
    /// One item of the alignment, in order: on both sides, or on one side only.
    package enum Edit: Equatable, Sendable {
        case same(Int, Int)
        case onlyA(Int)
        case onlyB(Int)
    }

    /// The edits that turn `a` into `b`, in order: every index of each side appears once.
    package static func edits<Item: Hashable>(_ a: [Item], _ b: [Item]) -> [Edit] {
        var edits: [Edit] = []
        var i = 0
        var j = 0
        for pair in pairs(a, b) + [(a.count, b.count)] {
            while i < pair.0 {
                edits.append(.onlyA(i))
                i += 1
            }
            while j < pair.1 {
                edits.append(.onlyB(j))
                j += 1
            }
            if pair.0 < a.count {
                edits.append(.same(pair.0, pair.1))
                i += 1
                j += 1
            }
        }
        return edits
    }

    /// The pairs (index in `a`, index in `b`) of equal items the alignment keeps, increasing
    /// on both sides.
    static func pairs<Item: Hashable>(_ a: [Item], _ b: [Item]) -> [(Int, Int)] {
        var pairs: [(Int, Int)] = []
        widen(a, 0..<a.count, b, 0..<b.count, into: &pairs)
        return pairs
    }

    /// Pairs the equal items at the start and the end of the two ranges, and between them the
    /// anchors (``anchors(_:_:_:_:)``), each widened the same way.
    private static func widen<Item: Hashable>(
        _ a: [Item], _ aRange: Range<Int>, _ b: [Item], _ bRange: Range<Int>, into pairs: inout [(Int, Int)],
        anchoring: Bool = true
    ) {
        var aStart = aRange.lowerBound
        var bStart = bRange.lowerBound
        while aStart < aRange.upperBound && bStart < bRange.upperBound && a[aStart] == b[bStart] {
            pairs.append((aStart, bStart))
            aStart += 1
            bStart += 1
        }
        var aEnd = aRange.upperBound
        var bEnd = bRange.upperBound
        while aEnd > aStart && bEnd > bStart && a[aEnd - 1] == b[bEnd - 1] {
            aEnd -= 1
            bEnd -= 1
        }
        let suffix = (aEnd..<aRange.upperBound).map { ($0, bEnd + $0 - aEnd) }
        if anchoring && aStart < aEnd && bStart < bEnd {
            var aNext = aStart
            var bNext = bStart
            for anchor in anchors(a, aStart..<aEnd, b, bStart..<bEnd) {
                // Between anchors only the prefix and suffix are widened: one level, so the
                // whole stays O(n log n).
                widen(a, aNext..<anchor.0, b, bNext..<anchor.1, into: &pairs, anchoring: false)
                pairs.append(anchor)
                aNext = anchor.0 + 1
                bNext = anchor.1 + 1
            }
            widen(a, aNext..<aEnd, b, bNext..<bEnd, into: &pairs, anchoring: false)
        }
        pairs += suffix
    }

    /// The items found exactly once in each range, paired, as many as keep their order on both
    /// sides (a longest increasing subsequence of their positions in `b`, by patience sorting).
    private static func anchors<Item: Hashable>(_ a: [Item], _ aRange: Range<Int>, _ b: [Item], _ bRange: Range<Int>)
        -> [(Int, Int)]
    {
        // Per item: how often it occurs in a's range, and where it occurs in b's (-1: twice or more).
        var inA: [Item: Int] = [:]
        for index in aRange { inA[a[index], default: 0] += 1 }
        var inB: [Item: Int] = [:]
        for index in bRange where inA[b[index]] == 1 {
            inB[b[index]] = inB[b[index]] == nil ? index : -1
        }
        var candidates: [(Int, Int)] = []
        for index in aRange where inA[a[index]] == 1 {
            if let other = inB[a[index]], other >= 0 { candidates.append((index, other)) }
        }
        // Patience sorting: tails[k] is the candidate ending the best chain of length k + 1.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: candidates.count)
        for (position, candidate) in candidates.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if candidates[tails[middle]].1 < candidate.1 { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var chain: [(Int, Int)] = []
        var position = tails.last ?? -1
        while position >= 0 {
            chain.append(candidates[position])
            position = previous[position]
        }
        return chain.reversed()
    }
}
