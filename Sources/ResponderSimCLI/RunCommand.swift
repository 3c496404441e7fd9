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
        options: [format.option, explain.option, output.option],
        examples: [
            .init(line: "responder-sim run Scenes/core/h6-label-never-touched.scene", meaning: "the text trace, step by step"),
            .init(line: "responder-sim run tap.scene -f compact -o tap.trace", meaning: "the lines an expect: block holds, into a file"),
        ],
        run: run)

    static let format = TypedOption<TraceFormat>(
        option: .init(
            names: ["--format", "-f"], values: ["FORMAT"], allowed: TraceFormat.allCases.map(\.rawValue),
            help: "text (the default, for people), json (JSON Lines) or compact (the lines of expect:)"),
        parse: { TraceFormat(rawValue: $0.first ?? "") ?? .text })
    static let explain = FlagOption(["--explain"], help: "list every view the hit test visited and its verdict")
    static let output = TypedOption.output("write the trace to FILE instead of standard output ('-': standard output)")

    static func run(_ invocation: Invocation, _ environment: ToolEnvironment) throws -> ExitCode {
        guard let scene = try Tool.loadScene(invocation.arguments[0], reportingTo: environment) else { return .invalidScene }
        let format = try invocation.value(of: Self.format) ?? .text
        let destination = Destination(try invocation.value(of: Self.output))
        var output = try destination.open(environment)
        let color = destination.isStandardOutput && environment.useColor
        format.write(scene, explain: invocation.isSet(Self.explain), color: color, into: &output)
        try output.close()
        return .success
    }
}
