import ResponderSimCore

/// The outcome of comparing a scene's compact trace with its `expect:` block (Scenes/README.md, Expectations).
public enum ExpectationOutcome: Sendable, Equatable {
    /// The scene has no `expect:` block.
    case noExpectation
    /// The trace matches `expect:` line for line.
    case passed
    /// The traces differ; `line` is the 1-based index of the first differing line.
    case failed(expected: [String], actual: [String], line: Int)
}

/// Runs scenes and compares them with their expectations.
public enum ExpectationCheck {
    /// The compact trace of a scene, as lines.
    public static func compactTrace(of scene: Scene) -> [String] {
        var simulator = Simulator(scene: scene)
        var collector = CompactLineCollector()
        simulator.run(into: &collector)
        return collector.lines
    }

    /// Runs the scene and compares its compact trace with `expect:`.
    public static func check(_ scene: Scene) -> ExpectationOutcome {
        guard let expected = scene.expect else { return .noExpectation }
        let actual = compactTrace(of: scene)
        if actual == expected { return .passed }
        var line = 0
        while line < expected.count && line < actual.count && expected[line] == actual[line] { line += 1 }
        return .failed(expected: expected, actual: actual, line: line + 1)
    }

    /// A unified diff of expected against actual: `--- expected`, `+++ actual`, then hunks of
    /// changed lines with up to `context` lines around them, as `diff -u` writes them (hunks
    /// closer than twice the context are merged). Empty when the two are equal.
    package static func unifiedDiff(expected: [String], actual: [String], context: Int = 3) -> [String] {
        var edits: [Edit] = []
        var i = 0
        var j = 0
        for pair in LineAlignment.commonSubsequence(expected, actual) + [(old: expected.count, new: actual.count)] {
            while i < pair.old {
                edits.append(.removed(i))
                i += 1
            }
            while j < pair.new {
                edits.append(.added(j))
                j += 1
            }
            if pair.old < expected.count {
                edits.append(.same(pair.old, pair.new))
                i += 1
                j += 1
            }
        }
        let changed = edits.indices.filter { if case .same = edits[$0] { false } else { true } }
        guard let firstChange = changed.first else { return [] }
        // Group the changes into hunks.
        var ranges: [ClosedRange<Int>] = []
        var hunkStart = max(0, firstChange - context)
        var hunkEnd = min(edits.count - 1, firstChange + context)
        for index in changed.dropFirst() {
            if index - context <= hunkEnd + 1 {
                hunkEnd = min(edits.count - 1, index + context)
            } else {
                ranges.append(hunkStart...hunkEnd)
                hunkStart = max(0, index - context)
                hunkEnd = min(edits.count - 1, index + context)
            }
        }
        ranges.append(hunkStart...hunkEnd)

        var lines = ["--- expected", "+++ actual"]
        for range in ranges {
            var oldStart: Int?
            var newStart: Int?
            var oldCount = 0
            var newCount = 0
            var body: [String] = []
            for edit in edits[range] {
                switch edit {
                case .same(let a, let b):
                    oldStart = oldStart ?? a
                    newStart = newStart ?? b
                    oldCount += 1
                    newCount += 1
                    body.append(" " + expected[a])
                case .removed(let a):
                    oldStart = oldStart ?? a
                    oldCount += 1
                    body.append("-" + expected[a])
                case .added(let b):
                    newStart = newStart ?? b
                    newCount += 1
                    body.append("+" + actual[b])
                }
            }
            // An empty side is numbered by the line before it, as diff -u does.
            let oldFirst = oldCount == 0 ? linesBefore(range.lowerBound, in: edits, old: true) : (oldStart ?? 0) + 1
            let newFirst = newCount == 0 ? linesBefore(range.lowerBound, in: edits, old: false) : (newStart ?? 0) + 1
            lines.append("@@ -\(oldFirst),\(oldCount) +\(newFirst),\(newCount) @@")
            lines += body
        }
        return lines
    }

    /// One line of a diff: the same on both sides, only expected, only actual.
    private enum Edit {
        case same(Int, Int)
        case removed(Int)
        case added(Int)
    }

    /// How many lines of one side come before edit `index`.
    private static func linesBefore(_ index: Int, in edits: [Edit], old: Bool) -> Int {
        var count = 0
        for edit in edits[..<index] {
            switch edit {
            case .same: count += 1
            case .removed: if old { count += 1 }
            case .added: if !old { count += 1 }
            }
        }
        return count
    }
}
