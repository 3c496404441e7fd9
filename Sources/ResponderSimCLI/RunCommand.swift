import Foundation
import ResponderSim

/// `responder-sim run SCENE [--format text|json|compact] [--explain] [-o FILE]`.
enum RunCommand {
    static let command = Command(
        name: "run", abstract: "play a scene and print its trace",
        discussion: """
            Plays SCENE and prints, step by step, which responder receives which touch phase,
            which touches are withheld and why.

            """,
        arguments: [.init(name: "SCENE", help: "the scene file ('-' reads standard input)")],
        options: [
            .init(
                names: ["--format", "-f"], values: ["FORMAT"], allowed: TraceFormat.allCases.map(\.rawValue),
                help: "text (the default, for people), json (JSON Lines) or compact (the lines of expect:)"),
            .init(names: ["--explain"], help: "list every view the hit test visited and its verdict"),
            .init(
                names: ["--output", "-o"], values: ["FILE"],
                help: "write the trace to FILE instead of standard output ('-': standard output)"),
        ],
        examples: [
            .init(line: "responder-sim run Scenes/core/h6-label-never-touched.scene", meaning: "the text trace, step by step"),
            .init(line: "responder-sim run tap.scene -f compact -o tap.trace", meaning: "the lines an expect: block holds, into a file"),
        ],
        run: run)

    static func run(_ invocation: Invocation, _ environment: ToolEnvironment) throws -> ExitCode {
        guard let scene = try Tool.loadScene(invocation.arguments[0], reportingTo: environment) else { return .invalidScene }
        let format = invocation.value("--format").flatMap(TraceFormat.init(rawValue:)) ?? .text
        let destination = Destination(invocation.value("--output"))
        var output = try destination.open(environment)
        let color = destination.isStandardOutput && environment.useColor
        format.write(scene, explain: invocation.flag("--explain"), color: color, into: &output)
        try output.close()
        return .success
    }
}
