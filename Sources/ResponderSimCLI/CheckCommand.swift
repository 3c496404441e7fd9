import ResponderSim

/// `responder-sim check SCENE...`: validate only.
enum CheckCommand {
    static let command = Command(
        name: "check", abstract: "validate scenes without running them",
        discussion: """
            Validates scenes without running them: prints 'ok' (or 'PATH: ok' for several) or
            every error with its file:line:column. Exit 3 when any scene is invalid, 2 when
            one cannot be read.

            """,
        arguments: [.init(name: "SCENE", count: .oneOrMore, help: "a scene file ('-' reads standard input)")],
        examples: [.init(line: "responder-sim check Scenes/core/*.scene", meaning: "one 'PATH: ok' line per valid scene")],
        run: run)

    static func run(_ invocation: Invocation, _ environment: ToolEnvironment) throws -> ExitCode {
        let paths = invocation.arguments
        var result = ExitCode.success
        for path in paths {
            do {
                switch try Tool.loadScene(path, environment) {
                case .success:
                    try environment.writeOutput(paths.count == 1 ? "ok\n" : "\(TerminalText.escaped(path)): ok\n")
                case .failure(let error):
                    environment.writeError(error.rendered)
                    if result == .success { result = .invalidScene }
                }
            } catch let error as FileError where error.operation == .read {
                // The other scenes are still checked; an unreadable one makes the exit code 2.
                environment.writeError("responder-sim: error: \(error)\n")
                result = .usage
            }
        }
        return result
    }
}
