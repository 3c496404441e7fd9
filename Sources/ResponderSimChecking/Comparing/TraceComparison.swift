import ResponderSimCore

/// Two scenes' runs compared step by step (`responder-sim diff A B`): which steps print the
/// same compact lines, and for the others, the lines that differ.
///
/// Steps are matched by their time and script line, in two passes, each a hash lookup (the
/// whole is O(n log n) in the number of steps and lines, so a 16,000-line imported scene
/// compares as fast as it runs):
/// 1. A step of A and a step of B are the same step when they have the same time and play
///    the same thing (the script line as the text trace words it: `t1 began (160, 200)`, or
///    for a timer what came due). Line numbers are not compared, so a key added to the tree,
///    which moves every script line down, changes nothing.
/// 2. The steps left over at one time are paired in order, script steps with script steps and
///    timers with timers: a script line whose point or value was changed is still compared
///    with its old self.
///
/// Within a matched step the compact lines are aligned by ``AnchoredAlignment``. A step that
/// only one side has, and that prints nothing, agrees with its absence; so the two traces are
/// equal exactly when their compact traces (notices included) are the same step by step.
package struct TraceComparison: Sendable {
    /// What the comparison found, in the order of the runs.
    package enum Item: Sendable {
        /// Consecutive steps that agree: their number.
        case agree(Int)
        /// A step whose lines differ, or that one side has and the other has not.
        case step(StepDifference)
        /// The notices after the last step, when they differ.
        case notices([AnchoredAlignment.Edit])
    }

    /// A step that differs: A's step, B's step (one may be missing) and their lines aligned.
    package struct StepDifference: Sendable {
        package var a: RecordedRun.Step?
        package var b: RecordedRun.Step?
        /// The lines of both, in order: shared, or on one side only.
        package var edits: [AnchoredAlignment.Edit]

        /// The step's time (both sides have the same).
        package var time: Microseconds { a?.time ?? b?.time ?? 0 }
    }

    /// The two runs.
    package var a: RecordedRun
    package var b: RecordedRun
    /// What differs, with the runs of agreeing steps between.
    package private(set) var items: [Item] = []
    /// The steps of both runs once matched: a pair counts once.
    package private(set) var stepCount = 0
    /// Steps that agree (one-sided steps that print nothing included).
    package private(set) var agreeing = 0
    /// Steps that differ, with those only one side has among them.
    package private(set) var differing = 0
    package private(set) var onlyA = 0
    package private(set) var onlyB = 0
    /// Whether the notices after the last step differ.
    package private(set) var noticesDiffer = false

    /// Whether the two traces are the same.
    package var isEqual: Bool { differing == 0 && !noticesDiffer }

    /// Plays both scenes and compares their runs.
    package init(_ a: Scene, _ b: Scene) {
        self.init(RecordedRun(a), RecordedRun(b))
    }

    /// Compares two recorded runs.
    package init(_ a: RecordedRun, _ b: RecordedRun) {
        self.a = a
        self.b = b
        var pending = 0
        for row in Self.rows(a.steps, b.steps) {
            let stepA = row.a.map { a.steps[$0] }
            let stepB = row.b.map { b.steps[$0] }
            let linesA = stepA?.lines.map(\.text) ?? []
            let linesB = stepB?.lines.map(\.text) ?? []
            stepCount += 1
            if linesA == linesB {
                agreeing += 1
                pending += 1
                continue
            }
            differing += 1
            if stepA == nil { onlyB += 1 }
            if stepB == nil { onlyA += 1 }
            if pending > 0 { items.append(.agree(pending)) }
            pending = 0
            items.append(.step(StepDifference(a: stepA, b: stepB, edits: AnchoredAlignment.edits(linesA, linesB))))
        }
        if pending > 0 { items.append(.agree(pending)) }
        let noticesA = a.notices.map(\.text)
        let noticesB = b.notices.map(\.text)
        if noticesA != noticesB {
            noticesDiffer = true
            items.append(.notices(AnchoredAlignment.edits(noticesA, noticesB)))
        }
    }

    /// What matches a step in the first pass: its time, whether it is a timer, what it plays,
    /// and how many steps before it on its side had the same three (so every key is unique).
    private struct StepKey: Hashable {
        var time: Microseconds
        var isTimer: Bool
        var action: String
        var occurrence: Int
    }

    /// What pairs the steps left over in the second pass.
    private struct SlotKey: Hashable {
        var time: Microseconds
        var isTimer: Bool
    }

    /// The matched steps in the runs' order: (index in A, index in B), either missing for a
    /// step of one side only.
    static func rows(_ a: [RecordedRun.Step], _ b: [RecordedRun.Step]) -> [(a: Int?, b: Int?)] {
        func keys(_ steps: [RecordedRun.Step]) -> [StepKey] {
            var seen: [StepKey: Int] = [:]
            return steps.map { step in
                let first = StepKey(time: step.time, isTimer: step.isTimer, action: step.action, occurrence: 0)
                let occurrence = seen[first, default: 0]
                seen[first] = occurrence + 1
                var key = first
                key.occurrence = occurrence
                return key
            }
        }
        let keysB = keys(b)
        var indexB: [StepKey: Int] = [:]
        for (index, key) in keysB.enumerated() { indexB[key] = index }
        var matchA = [Int?](repeating: nil, count: a.count)
        var matchedB = [Bool](repeating: false, count: b.count)
        for (index, key) in keys(a).enumerated() {
            if let other = indexB[key] {
                matchA[index] = other
                matchedB[other] = true
            }
        }
        // Second pass: the steps left over at one time, paired in order.
        var leftB: [SlotKey: [Int]] = [:]
        for index in b.indices where !matchedB[index] {
            leftB[SlotKey(time: b[index].time, isTimer: b[index].isTimer), default: []].append(index)
        }
        var taken: [SlotKey: Int] = [:]
        for index in a.indices where matchA[index] == nil {
            let slot = SlotKey(time: a[index].time, isTimer: a[index].isTimer)
            let next = taken[slot, default: 0]
            guard let candidates = leftB[slot], next < candidates.count else { continue }
            taken[slot] = next + 1
            matchA[index] = candidates[next]
            matchedB[candidates[next]] = true
        }
        // Merge: A's steps in order, each step of B alone placed before the first row of A that
        // comes after it (a later time, or at the same time a B step after it).
        var rows: [(a: Int?, b: Int?)] = []
        rows.reserveCapacity(a.count + b.count)
        var nextB = 0
        // `time` nil: every step of B left.
        func flushB(before time: Microseconds?, orBefore limit: Int?) {
            while nextB < b.count {
                if matchedB[nextB] {
                    nextB += 1
                    continue
                }
                if let time {
                    let earlier = b[nextB].time < time || (b[nextB].time == time && limit.map { nextB < $0 } ?? false)
                    guard earlier else { return }
                }
                rows.append((nil, nextB))
                nextB += 1
            }
        }
        for index in a.indices {
            flushB(before: a[index].time, orBefore: matchA[index])
            rows.append((index, matchA[index]))
        }
        flushB(before: nil, orBefore: nil)
        return rows
    }
}
