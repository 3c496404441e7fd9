import ResponderSim
import ResponderSimRender

/// `responder-sim render SCENE [-o FILE.svg] [--at TIME]`: the scene as a picture.
enum RenderCommand {
    static let command = Command(
        name: "render", abstract: "draw a scene's tree and touch paths as an SVG picture",
        discussion: """
            Draws SCENE as a standalone SVG, to scale in screen points: every window and view
            with its name, each touch's path in its own colour, each touch's hit-test view
            outlined in that colour, and a legend that says where each touch went (or why it
            was withheld) and what every mark means.

            A tree of more than 40 views (an imported app) is drawn in focus: labels go only to
            the windows, the views on the touches' hit-test paths (outlined thinly in the
            touch's colour), what each hit test passed over under the finger (hidden,
            interaction off, passthrough), the view each hit-test view covers (a dotted
            outline), controls near a finger and rare flags; plain full-screen containers are
            faint and dotted, views a clipping ancestor hides entirely (cells scrolled out of
            sight) are left out, and every other view shows its name on hover. --label names
            more views.

            """,
        arguments: [.init(name: "SCENE", help: "the scene file ('-' reads standard input)")],
        options: [output.option, at.option, labelOption.option],
        examples: [
            .init(line: "responder-sim render Scenes/behaviours/moveme.scene -o moveme.svg", meaning: "the whole run"),
            .init(line: "responder-sim render moveme.scene --at 0.25 -o moveme-0.25.svg", meaning: "the tree a quarter second in"),
            .init(
                line: "responder-sim import dump.txt --tap 364 173 | responder-sim render - --label 'UIButton*' -o app.svg",
                meaning: "an imported app, every button named"),
        ],
        run: run)

    static let output = TypedOption.output("write the picture to FILE (default and '-': standard output)")
    static let at = TypedOption<Microseconds>(
        option: .init(
            names: ["--at"], values: ["TIME"],
            help:
                "draw the tree as it is at TIME seconds (after set, remove and drag moves) and the paths up to then; default: the whole run"
        )
    ) { (words: [String]) throws(UsageError) -> Microseconds in
        let text = words.first ?? ""
        guard let time = Picture.parseTime(text) else {
            throw UsageError(message: "'\(text)' is not a time for '--at'; write seconds such as 0.25 (at most six decimals)")
        }
        return time
    }

    static func run(_ invocation: Invocation, _ environment: ToolEnvironment) throws -> ExitCode {
        let time = try invocation.value(of: at)
        guard let scene = try Tool.loadScene(invocation.arguments[0], reportingTo: environment) else { return .invalidScene }
        let named = try namedViews(invocation, in: scene)
        let svg = scene.svgPicture(at: time, naming: named)
        try Destination(invocation.value(of: output)).write(svg, environment)
        return .success
    }

    /// `--label NAME`, shared with `report`.
    static let labelOption = TypedOption(
        Command.Option(
            names: ["--label"], values: ["NAME"], repeats: true,
            help:
                "on a tree of more than 40 views, also label the view NAME; NAME* labels every view whose name starts with NAME, '*' every view; repeatable"
        ))

    /// The views `--label` names; a name that matches no view is wrong usage.
    static func namedViews(_ invocation: Invocation, in scene: Scene) throws -> Set<ViewID> {
        var named: Set<ViewID> = []
        for pattern in try invocation.values(of: labelOption) {
            let views = PictureFocus.views(matching: pattern, in: scene)
            guard !views.isEmpty else {
                let hint = Suggestions.closest(to: pattern, in: scene.views.lazy.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError(message: "'--label \(pattern)': no view of the scene is named so\(hint)")
            }
            named.formUnion(views)
        }
        return named
    }
}
