import ResponderSim

/// `responder-sim test [PATH...]`: scenes as regression tests (SCENE.md §6).
enum TestCommand {
    static func run(_ arguments: [String], _ environment: ToolEnvironment) throws -> ExitCode {
        let parsed = try ParsedArguments.parse(arguments, specs: [], command: "test")
        let roots = parsed.positionals.isEmpty ? ["Scenes"] : parsed.positionals
        var passed = 0
        var failed = 0
        var skipped = 0
        for path in SceneTestRunner.findScenes(in: roots) {
            switch SceneTestRunner.run(path) {
            case .invalid(let rendered):
                environment.writeOutput("ERROR \(path)\n")
                environment.writeError(rendered)
                failed += 1
            case .skipped:
                environment.writeOutput("skip  \(path) (no expect:)\n")
                skipped += 1
            case .passed:
                environment.writeOutput("pass  \(path)\n")
                passed += 1
            case .failed(let expected, let actual, let line):
                failed += 1
                environment.writeOutput("FAIL  \(path): first difference at trace line \(line)\n")
                for diffLine in ExpectationCheck.unifiedDiff(expected: expected, actual: actual) {
                    environment.writeOutput("      \(diffLine)\n")
                }
            }
        }
        var last = "\(passed) passed, \(failed) failed"
        if skipped > 0 { last += ", \(skipped) skipped" }
        environment.writeOutput(last + "\n")
        return failed > 0 ? .failure : .success
    }
}
