/// The outcome of comparing a scene's compact trace with its `expect:` block (SCENE.md §6).
public enum ExpectationOutcome: Sendable, Equatable {
    /// The scene has no `expect:` block.
    case noExpectation
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

    /// A unified diff of expected against actual (one hunk with three lines of context).
    public static func unifiedDiff(expected: [String], actual: [String]) -> [String] {
        var prefix = 0
        while prefix < expected.count && prefix < actual.count && expected[prefix] == actual[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < expected.count - prefix && suffix < actual.count - prefix
            && expected[expected.count - 1 - suffix] == actual[actual.count - 1 - suffix]
        {
            suffix += 1
        }
        let start = max(0, prefix - 3)
        let expectedEnd = expected.count - suffix
        let actualEnd = actual.count - suffix
        let contextEnd = min(expected.count, expectedEnd + 3)
        var lines = ["--- expected", "+++ actual"]
        let oldCount = contextEnd - start
        let newCount = (actualEnd - start) + (contextEnd - expectedEnd)
        lines.append("@@ -\(start + 1),\(oldCount) +\(start + 1),\(newCount) @@")
        for line in expected[start..<prefix] { lines.append(" " + line) }
        for line in expected[prefix..<expectedEnd] { lines.append("-" + line) }
        for line in actual[prefix..<actualEnd] { lines.append("+" + line) }
        for line in expected[expectedEnd..<contextEnd] { lines.append(" " + line) }
        return lines
    }
}
