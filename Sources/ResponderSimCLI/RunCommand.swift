import Foundation
import ResponderSim

/// `responder-sim run SCENE [--format text|json|compact] [--explain] [-o FILE]`.
enum RunCommand {
    static let options = [
        OptionSpec(names: ["--format", "-f"], takesValue: true, allowed: ["text", "json", "compact"]),
        OptionSpec(names: ["--explain"], takesValue: false),
        OptionSpec(names: ["--output", "-o"], takesValue: true),
    ]

    static func run(_ arguments: [String], _ environment: ToolEnvironment) throws -> ExitCode {
        let parsed = try ParsedArguments.parse(arguments, specs: options, command: "run")
        let path = try parsed.singleSceneFile(for: "run")
        guard let scene = try Tool.loadScene(path, reportingTo: environment) else { return .invalidScene }
        let format = parsed.values["--format"] ?? "text"
        let explain = parsed.flags.contains("--explain")
        if let file = parsed.values["--output"] {
            guard FileManager.default.createFile(atPath: file, contents: nil), let handle = FileHandle(forWritingAtPath: file) else {
                throw UsageError(message: "cannot write '\(file)'")
            }
            let output = FileOutput(handle)
            write(scene, format: format, explain: explain, color: false, into: output)
            output.flush()
            try? handle.close()
        } else {
            var output = BufferedOutput(environment.writeOutput)
            write(scene, format: format, explain: explain, color: environment.useColor, into: &output)
            output.flush()
        }
        return .success
    }

    /// Runs `scene` and streams the trace in `format` into `output`.
    static func write<Output: TextOutputStream>(_ scene: Scene, format: String, explain: Bool, color: Bool, into output: inout Output) {
        var simulator = Simulator(scene: scene, options: SimulationOptions(explain: explain))
        switch format {
        case "json":
            var writer = JSONLinesWriter(output: output, explain: explain)
            simulator.run(into: &writer)
            output = writer.output
        case "compact":
            var writer = CompactWriter(output: output)
            simulator.run(into: &writer)
            output = writer.output
        default:
            var writer = TextWriter(output: output, color: color, explain: explain)
            simulator.run(into: &writer)
            output = writer.output
        }
    }

    static func write(_ scene: Scene, format: String, explain: Bool, color: Bool, into output: FileOutput) {
        var stream = output
        write(scene, format: format, explain: explain, color: color, into: &stream)
    }
}
