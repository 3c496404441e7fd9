import ResponderSim

/// `responder-sim render SCENE [-o FILE.svg] [--at TIME]`: the scene as a picture.
enum RenderCommand {
    static let command = Command(
        name: "render", abstract: "draw a scene's tree and touch paths as an SVG picture",
        discussion: """
            Draws SCENE as a standalone SVG, to scale in screen points: every window and view
            with its name, each touch's path in its own colour, each touch's hit-test view
            outlined in that colour, and a legend that says where each touch went (or why it
            was withheld) and what every mark means.

            """,
        arguments: [.init(name: "SCENE", help: "the scene file ('-' reads standard input)")],
        options: [
            .init(names: ["--output", "-o"], values: ["FILE"], help: "write the picture to FILE (default and '-': standard output)"),
            .init(
                names: ["--at"], values: ["TIME"],
                help:
                    "draw the tree as it is at TIME seconds (after set, remove and drag moves) and the paths up to then; default: the whole run"
            ),
        ],
        examples: [
            .init(line: "responder-sim render Scenes/behaviours/moveme.scene -o moveme.svg", meaning: "the whole run"),
            .init(line: "responder-sim render moveme.scene --at 0.25 -o moveme-0.25.svg", meaning: "the tree a quarter second in"),
        ],
        run: run)

    static func run(_ invocation: Invocation, _ environment: ToolEnvironment) throws -> ExitCode {
        var time: Microseconds?
        if let text = invocation.value("--at") {
            guard let parsedTime = Picture.parseTime(text) else {
                throw UsageError(message: "'\(text)' is not a time for '--at'; write seconds such as 0.25 (at most six decimals)")
            }
            time = parsedTime
        }
        guard let scene = try Tool.loadScene(invocation.arguments[0], reportingTo: environment) else { return .invalidScene }
        let svg = Picture(RunRecording(scene: scene), at: time).svg
        try Destination(invocation.value("--output")).write(svg, environment)
        return .success
    }
}
