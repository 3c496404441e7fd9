import Foundation
import Testing

@testable import ResponderSimCLI

/// Dispatch, help, version, `run` and `check`, and the exit codes of DEVELOPERS.md
/// (0 success, 1 a test failed, 2 usage, 3 an invalid scene), in process.
@Suite struct ToolTests {
    @Test func versionAndHelp() {
        let version = CLI.run(["--version"])
        #expect(version.code == 0)
        #expect(version.output == "responder-sim \(Tool.version)\n")
        let help = CLI.run(["--help"])
        #expect(help.code == 0)
        for command in ["run", "check", "test", "quiz", "help"] { #expect(help.output.contains("  \(command) ")) }
        #expect(help.output.contains("Exit codes: 0 success, 1"))
        #expect(CLI.run(["help", "run"]).output.contains("Usage: responder-sim run SCENE"))
        #expect(CLI.run(["run", "--help"]).code == 0)
        for command in Tool.commands.map(\.name) {
            let named = CLI.run(["help", command])
            #expect(named.code == 0, "help \(command)")
            #expect(named.output.hasPrefix("Usage: responder-sim \(command)"), "help \(command)")
            #expect(CLI.run([command, "--help"]).output == named.output, "\(command) --help")
        }
    }

    @Test func noArgumentsPrintsHelpToStandardErrorAndExitsTwo() {
        let result = CLI.run([])
        #expect(result.code == 2)
        #expect(result.output.isEmpty)
        #expect(result.error.contains("Usage: responder-sim COMMAND"))
    }

    @Test func unknownCommandsAndOptionsAreUsageErrorsWithSuggestions() {
        let command = CLI.run(["tset"])
        #expect(command.code == 2)
        #expect(command.error.contains("unknown command 'tset'; did you mean 'test'?"))
        let option = CLI.run(["test", "--fliter", "x"])
        #expect(option.code == 2)
        #expect(option.error.contains("unknown option '--fliter' for 'test'; did you mean '--filter'?"))
        let help = CLI.run(["help", "quizz"])
        #expect(help.code == 2)
        #expect(help.error.contains("did you mean 'quiz'?"))
        let value = CLI.run(["test", "--junit"])
        #expect(value.code == 2)
        #expect(value.error.contains("option '--junit' needs a value"))
    }

    @Test func runPrintsTheCompactTraceOfAValidScene() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("good.scene", Fixtures.passing)
        let result = CLI.run(["run", path, "--format", "compact"])
        #expect(result.code == 0)
        #expect(result.output == "card.touchesBegan [t1] handled\ncard.touchesEnded [t1] handled\n")
        let text = CLI.run(["run", path])
        #expect(text.code == 0)
        #expect(text.output.hasPrefix("Label tap\n"))
    }

    @Test func runAndCheckExitThreeOnAnInvalidSceneAndTwoOnAMissingFile() throws {
        let folder = try TemporaryFolder()
        let bad = try folder.write("bad.scene", Fixtures.corrupt)
        let good = try folder.write("good.scene", Fixtures.passing)
        let run = CLI.run(["run", bad])
        #expect(run.code == 3)
        #expect(run.error.contains("bad.scene:4:3: error: unknown key 'frmae'"))
        #expect(run.output.isEmpty)
        let check = CLI.run(["check", good, bad])
        #expect(check.code == 3)
        #expect(check.output.contains("\(good): ok"))
        #expect(CLI.run(["check", good]).output == "ok\n")
        #expect(CLI.run(["run", folder.path + "/missing.scene"]).code == 2)
        #expect(CLI.run(["check"]).code == 2)
        #expect(CLI.run(["run", good, "--format", "xml"]).code == 2)
    }

    @Test func generateWritesASceneThatBenchMeasuresInTheChosenFormats() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/generated.scene"
        let generated = CLI.run(["generate", "--views", "40", "--touches", "30", "--seed", "3", "-o", path])
        #expect(generated.code == 0)
        #expect(CLI.run(["check", path]).output == "ok\n")
        let bench = CLI.run(["bench", path, "--repeat", "1", "--formats", "compact"])
        #expect(bench.code == 0)
        #expect(bench.output.contains("\nsimulate: "))
        #expect(bench.output.contains("\ncompact: "))
        #expect(!bench.output.contains("\njson: "))
        #expect(bench.output.contains("summary:    steps 150, "))
        let none = CLI.run(["bench", path, "--repeat", "1", "--formats", "none"])
        #expect(!none.output.contains("\ncompact: "))
        let wrong = CLI.run(["bench", path, "--formats", "compact,xml"])
        #expect(wrong.code == 2)
        #expect(wrong.error.contains("got 'xml'"))
    }
}
