import Foundation
import ResponderSim

/// `responder-sim report SCENE -o FILE.html`: a self-contained page to step through a run.
enum ReportCommand {
    static let options = [
        OptionSpec(names: ["--output", "-o"], takesValue: true)
    ]

    static func run(_ arguments: [String], _ environment: ToolEnvironment) throws -> ExitCode {
        let parsed = try ParsedArguments.parse(arguments, specs: options, command: "report")
        let path = try parsed.singleSceneFile(for: "report")
        guard let scene = try Tool.loadScene(path, reportingTo: environment) else { return .invalidScene }
        try RenderCommand.writeDocument(RunRecording(scene: scene).report, to: parsed.values["--output"], environment)
        return .success
    }
}
