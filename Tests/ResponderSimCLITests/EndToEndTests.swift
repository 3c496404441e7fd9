import Foundation
import Testing

@testable import ResponderSim

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The built executable, run as a user runs it: arguments, standard input, standard output
/// and error, exit codes.
@Suite(.serialized) struct EndToEndTests {
    /// A copy of the package's Scenes folder plus a corrupt and a failing scene.
    static func sceneCopy() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: CLI.scenes, toPath: folder.path + "/Scenes")
        try folder.write("Scenes/zz-extra/corrupt.scene", Fixtures.corrupt)
        try folder.write("Scenes/zz-extra/failing.scene", Fixtures.failing)
        return folder
    }

    @Test func versionHelpAndUsageExitCodes() throws {
        let version = try CLI.spawn(["--version"])
        #expect(version.code == 0)
        #expect(version.output.hasPrefix("responder-sim "))
        #expect(try CLI.spawn(["--help"]).code == 0)
        let unknown = try CLI.spawn(["frobnicate"])
        #expect(unknown.code == 2)
        #expect(unknown.error.contains("unknown command 'frobnicate'"))
        #expect(try CLI.spawn(["run", "--explian", "x.scene"]).code == 2)
    }

    @Test func runAndCheckExitCodes() throws {
        let folder = try TemporaryFolder()
        let good = try folder.write("good.scene", Fixtures.passing)
        let bad = try folder.write("bad.scene", Fixtures.corrupt)
        let run = try CLI.spawn(["run", good, "--format", "compact"])
        #expect(run.code == 0)
        #expect(run.output == "card.touchesBegan [t1] handled\ncard.touchesEnded [t1] handled\n")
        let invalid = try CLI.spawn(["check", bad])
        #expect(invalid.code == 3)
        #expect(invalid.error.contains("bad.scene:4:3: error: unknown key 'frmae'"))
    }

    @Test func testFindsTheDefaultScenesFolderAndReportsACorruptSceneAmongGoodOnes() throws {
        let folder = try Self.sceneCopy()
        let result = try CLI.spawn(["test"], in: folder.path)
        #expect(result.code == 1)
        #expect(result.output.contains("ERROR Scenes/zz-extra/corrupt.scene: invalid scene"))
        #expect(result.output.contains("Scenes/zz-extra/corrupt.scene:4:3: error: unknown key 'frmae'"))
        #expect(result.output.contains("FAIL  Scenes/zz-extra/failing.scene"))
        #expect(result.output.contains("pass  Scenes/exercises/01-tap-on-the-label.scene"))
        let passed = result.lines.filter { $0.hasPrefix("pass  ") }.count
        #expect(passed > 10)
        #expect(result.lastLine.hasPrefix("\(passed) passed, 2 failed"))
    }

    @Test func oneJobAndFourJobsPrintTheSameBytes() throws {
        let folder = try Self.sceneCopy()
        let one = try CLI.spawn(["test", "Scenes", "-j", "1"], in: folder.path)
        let four = try CLI.spawn(["test", "Scenes", "-j", "4"], in: folder.path)
        #expect(one.code == 1 && four.code == 1)
        #expect(one.output == four.output)
        #expect(!one.output.isEmpty)
    }

    @Test func updateRoundTripOnACopy() throws {
        let folder = try Self.sceneCopy()
        // Break one expectation of a real scene: drop its last line and change its first.
        let path = folder.path + "/Scenes/exercises/05-where-does-the-move-go.scene"
        let original = try String(contentsOfFile: path, encoding: .utf8)
        var broken = original.replacingOccurrences(
            of: "  - photo.touchesBegan [t1] forwarded\n", with: "  - photo.touchesBegan [t1] handled   # stale\n")
        broken = broken.replacingOccurrences(of: "  - notice no-began AppDelegate t1\n", with: "")
        try broken.write(toFile: path, atomically: true, encoding: .utf8)

        let update = try CLI.spawn(["test", "Scenes/exercises", "--update"], in: folder.path)
        #expect(update.code == 1)
        #expect(
            update.output.contains(
                "updated Scenes/exercises/05-where-does-the-move-go.scene: expect: block rewritten, 1 line removed, 2 added"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == original)

        let again = try CLI.spawn(["test", "Scenes/exercises"], in: folder.path)
        #expect(again.code == 0)
        #expect(again.lastLine.hasSuffix(" passed, 0 failed"))

        // The failing fixture: every byte outside its expect: items stays.
        let fixture = folder.path + "/Scenes/zz-extra/failing.scene"
        _ = try CLI.spawn(["test", "Scenes/zz-extra/failing.scene", "--update"], in: folder.path)
        let updated = try String(contentsOfFile: fixture, encoding: .utf8)
        let unrelated = { (text: String) in text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("    - ") }
        }
        #expect(unrelated(updated) == unrelated(Fixtures.failing))
        #expect(try CLI.spawn(["test", "Scenes/zz-extra/failing.scene"], in: folder.path).code == 0)
    }

    @Test func junitReportFromTheExecutableParses() throws {
        let folder = try Self.sceneCopy()
        let result = try CLI.spawn(["test", "--junit", "report.xml", "--filter", "zz-extra"], in: folder.path)
        #expect(result.code == 1)
        #expect(result.lastLine == "0 passed, 2 failed")
        let parser = try #require(XMLParser(contentsOf: URL(fileURLWithPath: folder.path + "/report.xml")))
        let collector = XMLCollector()
        parser.delegate = collector
        #expect(parser.parse())
        #expect(collector.suiteAttributes["failures"] == "1")
        #expect(collector.suiteAttributes["errors"] == "1")
    }

    @Test func quizReadsAnswersFromStandardInput() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("quiz.scene", QuizCommandTests.scene)
        let result = try CLI.spawn(["quiz", path], stdin: "Card\ncrad\nnone\n")
        #expect(result.code == 0)
        #expect(result.output.contains("> Card\nRight. card handles touchesBegan for t1."))
        #expect(result.output.contains("'crad' is not a responder of this scene; did you mean 'card'?"))
        #expect(result.output.contains("> none\nRight. No responder handles t2"))
        #expect(result.lastLine == "score: 2 of 2 right")
        #expect(result.error.isEmpty)
    }

    @Test func quizStopsCleanlyAtTheEndOfInput() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("quiz.scene", QuizCommandTests.scene)
        let result = try CLI.spawn(["quiz", path], stdin: "label\n")
        #expect(result.code == 1)
        #expect(result.output.contains("(end of input after 1 of 2 questions)"))
        #expect(result.lastLine == "score: 0 of 1 right")
    }

    @Test func quizWithAnAnswersFileAndAnInvalidScene() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("quiz.scene", QuizCommandTests.scene)
        let answers = try folder.write("answers.txt", "card\nnone\n")
        let result = try CLI.spawn(["quiz", path, "--answers", answers])
        #expect(result.code == 0)
        #expect(result.lastLine == "score: 2 of 2 right")
        let bad = try folder.write("bad.scene", Fixtures.corrupt)
        let invalid = try CLI.spawn(["quiz", bad])
        #expect(invalid.code == 3)
        #expect(invalid.error.contains("unknown key 'frmae'"))
    }
}
