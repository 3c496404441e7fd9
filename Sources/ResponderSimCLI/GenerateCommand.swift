import ResponderSim

/// `responder-sim generate [--views N] [--fanout F] [--touches M] [--seed S] [--recognizers P] [--dump] [-o FILE]`.
enum GenerateCommand {
    static let command = Command(
        name: "generate", abstract: "write a deterministic synthetic scene for benchmarks",
        discussion: """
            Writes a deterministic synthetic scene for benchmarks: N views in a tree with up to F
            children each, overlapping, a few hidden or not interactive, about a third handling
            every phase; M touches, each a down, three moves and an up, at most two fingers at
            once; with --recognizers, a gesture recognizer on P percent of the views. The same
            seed gives the same file. With --dump it writes a recursiveDescription dump of such
            a tree instead, for timing 'import'.

            """,
        options: [
            .init(names: ["--views"], values: ["N"], help: "views below the window, 0 to 999999 (default 1000)"),
            .init(names: ["--fanout"], values: ["F"], help: "children per view, 1 to 1000 (default 4)"),
            .init(names: ["--touches"], values: ["M"], help: "touch sequences in the script, 0 to 10000000 (default 1000)"),
            .init(names: ["--seed"], values: ["S"], help: "the seed, a whole number (default 1)"),
            .init(
                names: ["--recognizers"], values: ["P"],
                help: "put a recognizer (tap, pan, long press, swipe or pinch in turn) on P percent of the views, 0 to 100"),
            .init(names: ["--dump"], help: "write a debugger dump of the tree instead of a scene"),
            .init(names: ["--output", "-o"], values: ["FILE"], help: "write the scene to FILE (default: standard output)"),
        ],
        examples: [
            .init(
                line: "responder-sim generate --views 10000 --touches 100000 -o big.scene",
                meaning: "a scene for 'responder-sim bench big.scene'")
        ],
        run: run)

    static func run(_ invocation: Invocation, _ environment: ToolEnvironment) throws -> ExitCode {
        func number(_ name: String, default value: Int, range: ClosedRange<Int>) throws -> Int {
            guard let text = invocation.value(name) else { return value }
            guard let number = Int(text), range.contains(number) else {
                throw UsageError(message: "'\(name)' needs a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
            }
            return number
        }
        let generator = SceneGenerator(
            views: try number("--views", default: 1_000, range: 0...SceneLimits.maxViews - 1),
            fanout: try number("--fanout", default: 4, range: 1...1_000),
            touches: try number("--touches", default: 1_000, range: 0...10_000_000),
            seed: UInt64(try number("--seed", default: 1, range: 0...Int.max)),
            recognizerPercent: try number("--recognizers", default: 0, range: 0...100))
        var output = try Destination(invocation.value("--output")).open(environment)
        if invocation.flag("--dump") {
            DumpGenerator(views: generator.views, fanout: generator.fanout, seed: generator.seed).write(to: &output)
        } else {
            generator.write(to: &output)
        }
        try output.close()
        return .success
    }
}
