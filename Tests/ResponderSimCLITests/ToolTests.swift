import Foundation
import Testing

@testable import ResponderSimCLI

/// Dispatch, help, version, `run` and `check`, and the exit codes (README.md, Commands)
/// (0 success, 1 a test failed, 2 usage, 3 an invalid scene), in process.
@Suite struct ToolTests {
    @Test func versionAndHelp() async {
        let version = await CLI.run(["--version"])
        #expect(version.code == 0)
        #expect(version.output == "responder-sim \(Tool.version)\n")
        let help = await CLI.run(["--help"])
        #expect(help.code == 0)
        for command in ["run", "check", "test", "quiz", "help"] { #expect(help.output.contains("  \(command) ")) }
        #expect(help.output.contains("Exit codes: 0 success, 1"))
        #expect(await CLI.run(["help", "run"]).output.contains("Usage: responder-sim run SCENE"))
        #expect(await CLI.run(["run", "--help"]).code == 0)
        for command in Tool.commands.map(\.name) where command != "help" {
            let named = await CLI.run(["help", command])
            #expect(named.code == 0, "help \(command)")
            #expect(named.output.hasPrefix("Usage: responder-sim \(command)"), "help \(command)")
            #expect(await CLI.run([command, "--help"]).output == named.output, "\(command) --help")
        }
    }

    @Test func everyOptionOfEveryCommandIsInItsHelp() async {
        for command in Tool.commands {
            let help = await CLI.run(["help", command.name]).output
            #expect(help.hasPrefix(command.usage + "\n"), "\(command.name)")
            for option in command.options {
                for name in option.names { #expect(help.contains(name), "\(command.name) \(name)") }
                #expect(!option.help.isEmpty, "\(command.name) \(option.name)")
            }
            for argument in command.arguments { #expect(help.contains("  \(argument.name)  "), "\(command.name) \(argument.name)") }
        }
        let run = await CLI.run(["help", "run"]).output
        #expect(run.contains("  -f, --format FORMAT  "))
        #expect(run.contains("Usage: responder-sim run SCENE [--format text|json|compact] [--explain] [--output FILE]\n"))
    }

    @Test func theGeneralHelpListsEveryRegisteredCommandWithItsAbstract() async {
        let help = await CLI.run(["--help"]).output
        for command in Tool.commands { #expect(help.contains("  \(command.name) ") && help.contains(command.abstract)) }
    }

    @Test func argumentCountsAreCheckedFromTheDeclaration() async {
        let missing = await CLI.run(["run"])
        #expect(missing.code == 2)
        #expect(missing.error == "responder-sim: error: 'run' needs SCENE\nRun 'responder-sim help run' for usage.\n")
        let extra = await CLI.run(["run", "a.scene", "b.scene"])
        #expect(extra.error.hasPrefix("responder-sim: error: 'run' takes one SCENE, got 2 arguments\n"))
        let none = await CLI.run(["generate", "x.scene"])
        #expect(none.error.hasPrefix("responder-sim: error: 'generate' takes no arguments, got 'x.scene'\n"))
        let flagValue = await CLI.run(["run", "--explain=yes", "a.scene"])
        #expect(flagValue.error.contains("option '--explain' takes no value"))
        let twice = await CLI.run(["run", "a.scene", "-f", "json", "--format", "text"])
        #expect(twice.error.contains("option '--format' is given twice"))
        let word = await CLI.run(["run", "a.scene", "--format=jsno"])
        #expect(word.error.contains("'jsno' is not a value of '--format'; expected one of text, json, compact (did you mean 'json'?)"))
    }

    /// The shape `import` needs: `--tap X Y` any number of times, negative numbers as values.
    @Test func anOptionWithTwoValuesMayRepeatAndDashDashEndsOptions() throws {
        let command = Command(
            name: "demo", abstract: "a", discussion: "d", arguments: [.init(name: "FILE", help: "f")],
            options: [
                .init(names: ["--tap"], values: ["X", "Y"], repeats: true, help: "t"), .init(names: ["-o"], values: ["FILE"], help: "o"),
            ],
            run: { _, _ in .success })
        let invocation = try Invocation(parsing: ["--tap", "-5", "10", "in.txt", "--tap", "1", "2.5"], for: command)
        #expect(invocation.values("--tap") == [["-5", "10"], ["1", "2.5"]])
        #expect(invocation.arguments == ["in.txt"])
        #expect(try Invocation(parsing: ["--", "-o"], for: command).arguments == ["-o"])
        #expect(try Invocation(parsing: ["-"], for: command).arguments == ["-"])
        #expect(throws: UsageError.self) { try Invocation(parsing: ["x", "--tap", "1"], for: command) }
        #expect(command.usage == "Usage: responder-sim demo FILE [--tap X Y]... [-o FILE]")
    }

    @Test func helpWrapsOptionTextUnderItsColumn() {
        let table = Command.table([("-o, --output FILE", String(repeating: "word ", count: 20)), ("--x", "short")])
        let lines = table.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { $0.count <= 88 })
        #expect(lines[1].hasPrefix(String(repeating: " ", count: 21) + "word"))
        #expect(lines[2] == "  --x                short")
    }

    @Test func noArgumentsPrintsHelpToStandardErrorAndExitsTwo() async {
        let result = await CLI.run([])
        #expect(result.code == 2)
        #expect(result.output.isEmpty)
        #expect(result.error.contains("Usage: responder-sim COMMAND"))
    }

    @Test func unknownCommandsAndOptionsAreUsageErrorsWithSuggestions() async {
        let command = await CLI.run(["tset"])
        #expect(command.code == 2)
        #expect(command.error.contains("unknown command 'tset'; did you mean 'test'?"))
        let option = await CLI.run(["test", "--fliter", "x"])
        #expect(option.code == 2)
        #expect(option.error.contains("unknown option '--fliter' for 'test'; did you mean '--filter'?"))
        let help = await CLI.run(["help", "quizz"])
        #expect(help.code == 2)
        #expect(help.error.contains("did you mean 'quiz'?"))
        let value = await CLI.run(["test", "--junit"])
        #expect(value.code == 2)
        #expect(value.error.contains("option '--junit' needs a value"))
    }

    @Test func runPrintsTheCompactTraceOfAValidScene() async throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("good.scene", Fixtures.passing)
        let result = await CLI.run(["run", path, "--format", "compact"])
        #expect(result.code == 0)
        #expect(result.output == "card.touchesBegan [t1] handled\ncard.touchesEnded [t1] handled\n")
        let text = await CLI.run(["run", path])
        #expect(text.code == 0)
        #expect(text.output.hasPrefix("Label tap\n"))
    }

    @Test func runAndCheckExitThreeOnAnInvalidSceneAndTwoOnAMissingFile() async throws {
        let folder = try TemporaryFolder()
        let bad = try folder.write("bad.scene", Fixtures.corrupt)
        let good = try folder.write("good.scene", Fixtures.passing)
        let run = await CLI.run(["run", bad])
        #expect(run.code == 3)
        #expect(run.error.contains("bad.scene:4:3: error: unknown key 'frmae'"))
        #expect(run.output.isEmpty)
        let check = await CLI.run(["check", good, bad])
        #expect(check.code == 3)
        #expect(check.output.contains("\(good): ok"))
        #expect(await CLI.run(["check", good]).output == "ok\n")
        #expect(await CLI.run(["run", folder.path + "/missing.scene"]).code == 2)
        #expect(await CLI.run(["check"]).code == 2)
        #expect(await CLI.run(["run", good, "--format", "xml"]).code == 2)
    }

    @Test func generateWritesASceneThatBenchMeasuresInTheChosenFormats() async throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/generated.scene"
        let generated = await CLI.run(["generate", "--views", "40", "--touches", "30", "--seed", "3", "-o", path])
        #expect(generated.code == 0)
        #expect(await CLI.run(["check", path]).output == "ok\n")
        let bench = await CLI.run(["bench", path, "--repeat", "1", "--formats", "compact"])
        #expect(bench.code == 0)
        #expect(bench.output.contains("\nsimulate: "))
        #expect(bench.output.contains("\ncompact: "))
        #expect(!bench.output.contains("\njson: "))
        #expect(bench.output.contains("summary:    steps 150, "))
        // The tests run a debug build, whose figures mislead: bench says so.
        #if DEBUG
            #expect(bench.lastLine.hasPrefix("note: this is a debug build, 20 to 65 times slower than release"))
        #else
            #expect(!bench.output.contains("debug build"))
        #endif
        let none = await CLI.run(["bench", path, "--repeat", "1", "--formats", "none"])
        #expect(!none.output.contains("\ncompact: "))
        let wrong = await CLI.run(["bench", path, "--formats", "compact,xml"])
        #expect(wrong.code == 2)
        #expect(wrong.error.contains("got 'xml'"))
    }

    /// The README's Speed section works from a clone: `generate` writes the workload that
    /// `bench` then reads, and a path outside the repository (the yardstick) is said to be
    /// optional.
    @Test func theReadmesSpeedSectionNeedsOnlyTheRepository() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "\n## Speed\n"))
        let rest = readme[start.upperBound...]
        let section = String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
        let prefix = "swift run -c release responder-sim "
        let spans = section.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }
        let commands = spans.map { $0.element.replacingOccurrences(of: "\n", with: " ") }.filter { $0.hasPrefix(prefix) }
        let generate = try #require(commands.first { $0.hasPrefix(prefix + "generate ") })
        var arguments = generate.dropFirst(prefix.count).split(separator: " ").map(String.init)
        let written = try #require(arguments.last)
        #expect(commands.contains(prefix + "bench " + written))
        let folder = try TemporaryFolder()
        arguments[arguments.count - 1] = folder.path + "/" + written
        #expect(await CLI.run(arguments).code == 0)
        let head = try #require(FileHandle(forReadingAtPath: folder.path + "/" + written)).readData(ofLength: 200)
        #expect(String(decoding: head, as: UTF8.self).contains("\nscene: synthetic 10000 views, 100000 touch sequences\n"))
        for paragraph in section.components(separatedBy: "\n\n") where paragraph.contains("../") {
            #expect(paragraph.contains("optional"), "README Speed: a path outside the repository not said to be optional")
        }
        #expect(!section.contains("gen.py"))
    }
}
