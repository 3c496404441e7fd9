import Foundation
import ResponderSim

/// `responder-sim render SCENE -o FILE.svg [--at TIME]`: the scene as a picture.
enum RenderCommand {
    static let options = [
        OptionSpec(names: ["--output", "-o"], takesValue: true),
        OptionSpec(names: ["--at"], takesValue: true),
    ]

    static func run(_ arguments: [String], _ environment: ToolEnvironment) throws -> ExitCode {
        let parsed = try ParsedArguments.parse(arguments, specs: options, command: "render")
        let path = try parsed.singleSceneFile(for: "render")
        var time: Microseconds?
        if let text = parsed.values["--at"] {
            guard let parsedTime = Picture.parseTime(text) else {
                throw UsageError(message: "'\(text)' is not a time for '--at'; write seconds such as 0.25 (at most six decimals)")
            }
            time = parsedTime
        }
        guard let scene = try Tool.loadScene(path, reportingTo: environment) else { return .invalidScene }
        let svg = Picture(RunRecording(scene: scene), at: time).svg
        try writeDocument(svg, to: parsed.values["--output"], environment)
        return .success
    }

    /// Writes `text` to `file`, or to standard output when no file (or `-`) is given.
    static func writeDocument(_ text: String, to file: String?, _ environment: ToolEnvironment) throws {
        guard let file, file != "-" else {
            environment.writeOutput(text)
            return
        }
        guard FileManager.default.createFile(atPath: file, contents: Data(text.utf8)) else {
            throw UsageError(message: "cannot write '\(file)'")
        }
    }
}
