import ResponderSim

/// `responder-sim check SCENE...`: validate only.
enum CheckCommand {
    static func run(_ arguments: [String], _ environment: ToolEnvironment) throws -> ExitCode {
        let parsed = try ParsedArguments.parse(arguments, specs: [], command: "check")
        guard !parsed.positionals.isEmpty else { throw UsageError(message: "'check' needs at least one scene file") }
        var result = ExitCode.success
        for path in parsed.positionals {
            switch try Tool.loadScene(path) {
            case .success:
                environment.writeOutput(parsed.positionals.count == 1 ? "ok\n" : "\(path): ok\n")
            case .failure(let error):
                environment.writeError(error.rendered)
                result = .invalidScene
            }
        }
        return result
    }
}
