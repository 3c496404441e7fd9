import Foundation
import ResponderSim

/// `responder-sim report SCENE -o FILE.html`: a self-contained page to step through a run.
enum ReportCommand {
    static let options = [
        OptionSpec(names: ["--output", "-o"], takesValue: true)
    ]

    static func run(_ arguments: [String], _ environment: ToolEnvironment) throws -> ExitCode {
        let parsed = try ParsedArguments.parse(arguments, specs: options, command: "report")
        guard parsed.positionals.count == 1, let path = parsed.positionals.first else {
            throw UsageError(
                message: parsed.positionals.isEmpty
                    ? "'report' needs a scene file" : "'report' takes one scene file, got \(parsed.positionals.count)")
        }
        let scene: Scene
        switch try Tool.loadScene(path) {
        case .success(let loaded): scene = loaded
        case .failure(let error):
            environment.writeError(error.rendered)
            return .invalidScene
        }
        try RenderCommand.writeDocument(RunRecording(scene: scene).report, to: parsed.values["--output"], environment)
        return .success
    }
}
