import ResponderSim
import ResponderSimRender

/// `responder-sim report SCENE [-o FILE.html]`: a self-contained page to step through a run.
enum ReportCommand {
    static let command = Command(
        name: "report", abstract: "write a step-by-step HTML page: picture and trace side by side",
        discussion: """
            Writes one self-contained HTML page (inline SVG, CSS and a little JavaScript;
            nothing fetched, works offline): the picture on one side, the trace on the other,
            and a step slider (arrow keys, or #step=N in the address) that highlights each
            step's changes, hit-test views, delivery hops, drops, skips and outputs.

            A tree of more than 40 views (an imported app) is drawn in focus, as render draws
            it: only the windows, the touches' paths, what lies under each finger and the
            views named with --label are labelled; plain containers are faint; views hidden
            by a clipping ancestor are left out; every other view shows its name on hover.

            """,
        arguments: [.init(name: "SCENE", help: "the scene file ('-' reads standard input)")],
        options: [output.option, RenderCommand.labelOption.option],
        examples: [
            .init(line: "responder-sim report Scenes/behaviours/moveme.scene -o moveme.html", meaning: "a page to open in a browser")
        ],
        run: run)

    static let output = TypedOption.output("write the page to FILE (default and '-': standard output)")

    static func run(_ invocation: Invocation, _ environment: ToolEnvironment) throws -> ExitCode {
        guard let scene = try Tool.loadScene(invocation.arguments[0], reportingTo: environment) else { return .invalidScene }
        let named = try RenderCommand.namedViews(invocation, in: scene)
        try Destination(invocation.value(of: output)).write(scene.htmlReport(naming: named), environment)
        return .success
    }
}
