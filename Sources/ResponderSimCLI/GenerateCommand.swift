import ResponderSim

/// `responder-sim generate [--views N] [--fanout F] [--touches M] [--seed S] [--recognizers P] [--scroll-views P] [--dump] [-o FILE]`.
enum GenerateCommand {
    static let command = Command(
        name: "generate", abstract: "write a deterministic synthetic scene for benchmarks",
        discussion: """
            Writes a deterministic synthetic scene for benchmarks: N views in a tree with up to F
            children each, overlapping, a few hidden or not interactive, about a third handling
            every phase; M touches, each a down, three moves and an up, at most two fingers at
            once; with --recognizers, a gesture recognizer on P percent of the views; with
            --scroll-views, P percent of the views are scroll views three times as tall inside
            as out, so that drags scroll them. The same
            seed gives the same file. With --dump it writes a recursiveDescription dump of such
            a tree instead, for timing 'import'.

            """,
        options: [
            views.option, fanout.option, touches.option, seed.option, recognizers.option, scrollViews.option, dump.option,
            output.option,
        ],
        examples: [
            .init(
                line: "responder-sim generate --views 10000 --touches 100000 -o big.scene",
                meaning: "a scene for 'responder-sim bench big.scene'")
        ],
        run: run)

    static let views = TypedOption.wholeNumber(
        .init(names: ["--views"], values: ["N"], help: "views below the window, 0 to 999999 (default 1000)"),
        in: 0...SceneLimits.maxViews - 1)
    static let fanout = TypedOption.wholeNumber(
        .init(names: ["--fanout"], values: ["F"], help: "children per view, 1 to 1000 (default 4)"), in: 1...1_000)
    static let touches = TypedOption.wholeNumber(
        .init(names: ["--touches"], values: ["M"], help: "touch sequences in the script, 0 to 10000000 (default 1000)"),
        in: 0...10_000_000)
    static let seed = TypedOption.wholeNumber(
        .init(names: ["--seed"], values: ["S"], help: "the seed, a whole number (default 1)"), in: 0...Int.max)
    static let recognizers = TypedOption.wholeNumber(
        .init(
            names: ["--recognizers"], values: ["P"],
            help: "put a recognizer (tap, long press, pan, swipe, pinch, rotation in turn) on P percent of the views, 0 to 100"),
        in: 0...100)
    static let scrollViews = TypedOption.wholeNumber(
        .init(names: ["--scroll-views"], values: ["P"], help: "make P percent of the views scroll views, 0 to 100"), in: 0...100)
    static let dump = FlagOption(["--dump"], help: "write a debugger dump of the tree instead of a scene")
    static let output = TypedOption.output("write the scene to FILE (default: standard output)")

    static func run(_ invocation: Invocation, _ environment: ToolEnvironment) throws -> ExitCode {
        let generator = SceneGenerator(
            views: try invocation.value(of: views) ?? 1_000, fanout: try invocation.value(of: fanout) ?? 4,
            touches: try invocation.value(of: touches) ?? 1_000, seed: UInt64(try invocation.value(of: seed) ?? 1),
            recognizerPercent: try invocation.value(of: recognizers) ?? 0, scrollViewPercent: try invocation.value(of: scrollViews) ?? 0)
        var output = try Destination(invocation.value(of: Self.output)).open(environment)
        if invocation.isSet(dump) {
            DumpGenerator(views: generator.views, fanout: generator.fanout, seed: generator.seed).write(to: &output)
        } else {
            generator.write(to: &output)
        }
        try output.close()
        return .success
    }
}
