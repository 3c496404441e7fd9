import Foundation
import Testing

@testable import ResponderSimCLI
@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `responder-sim test`, in process.
@Suite struct TestCommandTests {
    /// A folder with a passing, a failing, a skipped and a corrupt scene.
    static func mixedFolder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("a-pass.scene", Fixtures.passing)
        try folder.write("b-fail.scene", Fixtures.failing)
        try folder.write("c-skip.scene", Fixtures.skipped)
        try folder.write("sub/d-corrupt.scene", Fixtures.corrupt)
        try folder.write("sub/not-a-scene.txt", "ignored")
        return folder
    }

    @Test func reportsEachSceneInPathOrderAndEndsWithTheCounts() async throws {
        let folder = try Self.mixedFolder()
        let result = await CLI.run(["test", folder.path])
        #expect(result.code == 3)  // an invalid scene outweighs a failed one
        let verdicts = result.lines.filter { !$0.hasPrefix(" ") && !$0.isEmpty && !$0.contains(": first difference") }
        #expect(
            verdicts == [
                "pass  \(folder.path)/a-pass.scene",
                "FAIL  \(folder.path)/b-fail.scene",
                "skip  \(folder.path)/c-skip.scene (no expect: block)",
                "ERROR \(folder.path)/sub/d-corrupt.scene: invalid scene",
                "1 passed, 2 failed, 1 skipped",
            ])
        #expect(result.lastLine == "1 passed, 2 failed, 1 skipped")
    }

    @Test func anInvalidSceneExitsThreeAndAFailedOneOne() async throws {
        let folder = try Self.mixedFolder()
        #expect(await CLI.run(["test", folder.path + "/sub/d-corrupt.scene"]).code == 3)
        #expect(await CLI.run(["test", folder.path + "/b-fail.scene", folder.path + "/a-pass.scene"]).code == 1)
    }

    @Test func aMismatchShowsTheFirstDifferingLineAndAUnifiedDiff() async throws {
        let folder = try Self.mixedFolder()
        let result = await CLI.run(["test", folder.path + "/b-fail.scene"])
        #expect(result.code == 1)
        #expect(
            result.output == """
                FAIL  \(folder.path)/b-fail.scene
                \(folder.path)/b-fail.scene:18: first difference at trace line 1:
                        expected: label.touchesBegan [t1] handled
                        actual:   card.touchesBegan [t1] handled
                      --- expected
                      +++ actual
                      @@ -1,2 +1,2 @@
                      -label.touchesBegan [t1] handled
                      +card.touchesBegan [t1] handled
                       card.touchesEnded [t1] handled
                0 passed, 1 failed

                """)
    }

    @Test func anInvalidSceneShowsItsLocatedMessageAndTheOthersStillRun() async throws {
        let folder = try Self.mixedFolder()
        let result = await CLI.run(["test", folder.path + "/sub", folder.path + "/a-pass.scene"])
        #expect(result.code == 3)
        #expect(result.output.contains("d-corrupt.scene:4:3: error: unknown key 'frmae'"))
        #expect(result.output.contains("did you mean 'frame'?"))
        #expect(result.output.contains("pass  \(folder.path)/a-pass.scene"))
        #expect(result.lastLine == "1 passed, 1 failed")
    }

    @Test func allPassingExitsZeroWithoutASkippedCount() async throws {
        let folder = try Self.mixedFolder()
        let result = await CLI.run(["test", folder.path + "/a-pass.scene"])
        #expect(result.code == 0)
        #expect(result.lastLine == "1 passed, 0 failed")
    }

    /// A run that tests nothing is not green: like an empty selection, it exits 2 and says how
    /// to give the scenes an expectation.
    @Test func aRunWhereEverySceneIsSkippedExitsTwoWithAHintToRecord() async throws {
        let folder = try Self.mixedFolder()
        let result = await CLI.run(["test", folder.path + "/c-skip.scene"])
        #expect(result.code == 2)
        #expect(result.output.contains("0 passed, 0 failed, 1 skipped\n"))
        #expect(result.lastLine.hasSuffix("; the same command with --record gives each one its current trace"))
        // With --record the scene gets its block: that run is fine.
        #expect(await CLI.run(["test", folder.path + "/c-skip.scene", "--record"]).code == 0)
        // Standard input cannot be recorded: nothing was tested, and the hint says what to do.
        let piped = await CLI.run(["test", "-", "--record"], scene: Fixtures.skipped)
        #expect(piped.code == 2)
        #expect(piped.output.contains("not updated <stdin>: standard input cannot be rewritten\n"))
        #expect(piped.lastLine == "no scene has an expect: block, so nothing was tested, and none could be recorded")
        let plain = await CLI.run(["test", "-"], scene: Fixtures.skipped)
        #expect(plain.code == 2)
        #expect(plain.lastLine.contains("standard input cannot be recorded: give the scene an expect: block"))
        // One skipped scene among tested ones does not matter.
        #expect(await CLI.run(["test", folder.path + "/a-pass.scene", folder.path + "/c-skip.scene"]).code == 0)
    }

    @Test func standardInputIsCalledStdinInEveryLine() async throws {
        let result = await CLI.run(["test", "-"], scene: Fixtures.failing)
        #expect(result.output.contains("FAIL  <stdin>\n"))
        #expect(!result.output.contains(" - ") && !result.output.contains("FAIL  -"))
        // The failing line's position is given as for a file, at the same line.
        let folder = try TemporaryFolder()
        let path = try folder.write("failing.scene", Fixtures.failing)
        let fromFile = await CLI.run(["test", path])
        let place = try #require(fromFile.output.split(separator: "\n").first { $0.hasPrefix(path + ":") })
        #expect(result.output.contains("\n<stdin>:" + place.dropFirst(path.count + 1) + "\n"))
        // And in the JUnit report.
        let junit = await CLI.run(["test", "-", "--junit", "-"], scene: Fixtures.failing)
        #expect(junit.output.contains(#"<testcase name="&lt;stdin&gt;" classname="." file="&lt;stdin&gt;" line=""#))
        #expect(!junit.output.contains(#"file="-""#))
    }

    @Test func withoutAPathOutsideThePackageTheErrorNamesTheDefaultFolder() async throws {
        let folder = try TemporaryFolder()
        let result = try CLI.spawn(["test"], in: folder.path)
        #expect(result.code == 2)
        #expect(result.error.contains("no PATH given, and the default folder 'Scenes' cannot be read (No such file or directory)"))
    }

    @Test func aMisspeltExpectLineIsReportedAsALineThatCanNeverAppear() async throws {
        let folder = try TemporaryFolder()
        let text = Fixtures.passing.replacingOccurrences(of: "touchesBegan", with: "touchesBegun")
        let path = try folder.write("typo.scene", text)
        let result = await CLI.run(["test", path])
        #expect(result.code == 1)
        #expect(
            result.output.contains(
                "can never appear in this scene's trace: 'touchesBegun' is no touch method; did you mean 'touchesBegan'?"))
        let scene = try SceneLoader.load(SourceFile(path: "typo.scene", text: text))
        #expect(ExpectationCheck.impossibility(of: "card.touchesBegan [t1] handled", in: scene) == nil)
        #expect(ExpectationCheck.impossibility(of: "crad.touchesBegan [t1] handled", in: scene)?.contains("no responder 'crad'") == true)
        #expect(ExpectationCheck.impossibility(of: "card.touchesBegan [t1] handeld", in: scene)?.contains("did you mean 'handled'") == true)
        #expect(ExpectationCheck.impossibility(of: "gestrue tap recognized", in: scene)?.contains("starts no line") == true)
        #expect(ExpectationCheck.impossibility(of: "drop t2 multiple-touch main", in: scene)?.contains("no drop reason") == true)
    }

    @Test func aMissingPathIsAnErrorWithTheSystemsReasonAndExitTwo() async {
        let result = await CLI.run(["test", "/no/such/folder/x.scene"])
        #expect(result.code == 2)
        #expect(result.error == "responder-sim: error: cannot read '/no/such/folder/x.scene': No such file or directory\n")
        #expect(result.output.isEmpty)
    }

    @Test func filterKeepsOnlyMatchingPaths() async throws {
        let folder = try Self.mixedFolder()
        let result = await CLI.run(["test", folder.path, "--filter", "pass"])
        #expect(result.code == 0)
        #expect(result.lines.first == "pass  \(folder.path)/a-pass.scene")
        #expect(result.lastLine == "1 passed, 0 failed")
        let none = await CLI.run(["test", folder.path, "--filter", "nothing-matches"])
        #expect(none.code == 2)
        #expect(none.output.isEmpty)
        #expect(
            none.error.hasPrefix("responder-sim: error: no scene files found in \(folder.path) whose path contains 'nothing-matches'\n"))
    }

    @Test func theReportIsTheSameForAnyNumberOfJobs() async throws {
        let folder = try Self.mixedFolder()
        for index in 0..<12 { try folder.write("many/s\(index).scene", index % 3 == 0 ? Fixtures.failing : Fixtures.passing) }
        let one = await CLI.run(["test", folder.path, "-j", "1"])
        for jobs in ["2", "4", "16"] {
            let many = await CLI.run(["test", folder.path, "--jobs", jobs])
            #expect(many.output == one.output)
            #expect(many.code == one.code)
        }
    }

    @Test func rejectsABadJobCount() async {
        for bad in ["0", "-3", "many"] {
            let result = await CLI.run(["test", "-j", bad])
            #expect(result.code == 2)
            #expect(result.error.contains("'-j' needs a whole number"))
        }
    }

    @Test func coloursOnlyOnATerminalWithoutNoColor() async throws {
        let folder = try Self.mixedFolder()
        let terminal = await CLI.run(["test", folder.path], terminal: true)
        #expect(terminal.output.contains("\u{1B}[31m-label.touchesBegan"))
        #expect(terminal.output.contains("\u{1B}[32m+card.touchesBegan"))
        let noColor = await CLI.run(["test", folder.path], terminal: true, variables: ["NO_COLOR": "1"])
        #expect(!noColor.output.contains("\u{1B}["))
        let piped = await CLI.run(["test", folder.path])
        #expect(!piped.output.contains("\u{1B}["))
        #expect(noColor.output == piped.output)
    }

    @Test func updateRewritesOnlyTheExpectBlockAndThenTheScenePasses() async throws {
        let folder = try Self.mixedFolder()
        let before = try folder.read("b-fail.scene")
        let result = await CLI.run(["test", folder.path + "/b-fail.scene", "--update"])
        // Rewritten and passing now: exit 0.
        #expect(result.code == 0)
        #expect(result.output.contains("updated \(folder.path)/b-fail.scene: expect: block rewritten, 1 line removed, 1 added"))
        let after = try folder.read("b-fail.scene")
        // The rewritten line keeps the trailing comment of the line it replaces.
        #expect(
            after
                == before.replacingOccurrences(
                    of: "    - label.touchesBegan [t1] handled   # wrong: the label is not touchable\n",
                    with: "    - card.touchesBegan [t1] handled   # wrong: the label is not touchable\n"))
        let again = await CLI.run(["test", folder.path + "/b-fail.scene"])
        #expect(again.code == 0)
        #expect(again.lastLine == "1 passed, 0 failed")
    }

    @Test func updateLeavesPassingSkippedAndInvalidScenesAlone() async throws {
        let folder = try Self.mixedFolder()
        let names = ["a-pass.scene", "c-skip.scene", "sub/d-corrupt.scene"]
        let before = try names.map { try folder.read($0) }
        _ = await CLI.run(["test", folder.path, "--update"])
        #expect(try names.map { try folder.read($0) } == before)
        #expect(await CLI.run(["test", folder.path, "--filter", "fail"]).code == 0)
    }

    @Test func updateFillsAnEmptyExpectationInACRLFFile() async throws {
        let folder = try TemporaryFolder()
        let body = Fixtures.passing.components(separatedBy: "expect:")[0]
        let crlf = (body + "expect: []   # to be filled\n").replacingOccurrences(of: "\n", with: "\r\n")
        try folder.write("crlf.scene", crlf)
        let result = await CLI.run(["test", folder.path, "--update"])
        #expect(result.output.contains("0 lines removed, 2 added"))
        let after = try folder.read("crlf.scene")
        let expected = (body + "expect:   # to be filled\n  - card.touchesBegan [t1] handled\n  - card.touchesEnded [t1] handled\n")
            .replacingOccurrences(of: "\n", with: "\r\n")
        #expect(after == expected)
        #expect(await CLI.run(["test", folder.path]).code == 0)
    }

    @Test func junitReportParsesAndCountsEveryKind() async throws {
        let folder = try Self.mixedFolder()
        try folder.write("e-<&>.scene", Fixtures.passing)
        let report = folder.path + "/report.xml"
        let result = await CLI.run(["test", folder.path, "--junit", report])
        #expect(result.code == 3)
        let data = try Data(contentsOf: URL(fileURLWithPath: report))
        let collector = XMLCollector()
        let parser = XMLParser(data: data)
        parser.delegate = collector
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
        #expect(collector.elements.filter { $0 == "testcase" }.count == 5)
        #expect(collector.elements.contains("failure"))
        #expect(collector.elements.contains("error"))
        #expect(collector.elements.contains("skipped"))
        #expect(collector.suiteAttributes["tests"] == "5")
        #expect(collector.suiteAttributes["failures"] == "1")
        #expect(collector.suiteAttributes["errors"] == "1")
        #expect(collector.suiteAttributes["skipped"] == "1")
        #expect(collector.caseNames.contains("e-<&>.scene"))
        #expect(collector.text.contains("-label.touchesBegan [t1] handled"))
        #expect(collector.text.contains("unknown key 'frmae'"))
    }

    @Test func recordGivesAScenesWithoutExpectationAFirstBlockThatThenPasses() async throws {
        let folder = try Self.mixedFolder()
        let before = try folder.read("c-skip.scene")
        let record = await CLI.run(["test", folder.path, "--record"])
        #expect(record.output.contains("      recorded \(folder.path)/c-skip.scene: expect: block added, 4 lines\n"))
        let trace =
            ["main.touchesBegan [t1] forwarded", "UIApplication.touchesBegan [t1] unhandled"]
            + ["main.touchesEnded [t1] forwarded", "UIApplication.touchesEnded [t1] unhandled"]
        #expect(try folder.read("c-skip.scene") == before + "expect:\n" + trace.map { "  - \($0)\n" }.joined())
        #expect(try folder.read("a-pass.scene") == Fixtures.passing)
        #expect(try folder.read("b-fail.scene") == Fixtures.failing)
        #expect(await CLI.run(["test", folder.path + "/c-skip.scene"]).lastLine == "1 passed, 0 failed")
        let empty = try folder.write("d-empty.scene", "scene: e\nwindow:\n  window: w\n  frame: [0, 0, 1, 1]\nscript: []")
        _ = await CLI.run(["test", empty, "--record"])
        #expect(try folder.read("d-empty.scene") == "scene: e\nwindow:\n  window: w\n  frame: [0, 0, 1, 1]\nscript: []\nexpect: []\n")
    }

    @Test func anEmptySelectionIsAnErrorNotAPass() async throws {
        let folder = try TemporaryFolder()
        let empty = await CLI.run(["test", folder.path])
        #expect(empty.code == 2)
        #expect(empty.error.hasPrefix("responder-sim: error: no scene files found in \(folder.path)\n"))
        let typo = await CLI.run(["test", CLI.scenes, "--filter", "typo"])
        #expect(typo.code == 2)
        #expect(typo.error.contains("whose path contains 'typo'"))
    }

    @Test func aFailureNamesTheFileAndLineOfTheFirstDifferingExpectLine() async throws {
        let folder = try TemporaryFolder()
        // The second expectation is wrong, and one more is missing at the end.
        let path = try folder.write(
            "second.scene",
            Fixtures.passing.replacingOccurrences(
                of: "  - card.touchesEnded [t1] handled\n", with: "  - card.touchesEnded [t1] unhandled\n"))
        let second = await CLI.run(["test", path])
        #expect(second.lines[1] == "\(path):21: first difference at trace line 2:")
        let short = try folder.write(
            "short.scene", Fixtures.passing.replacingOccurrences(of: "  - card.touchesEnded [t1] handled\n", with: ""))
        #expect(await CLI.run(["test", short]).lines[1] == "\(short):20: first difference at trace line 2:")
    }

    @Test func junitCasesHaveTheirFolderAsClassnameTheirTimeAndTheLineOfAFailure() async throws {
        let folder = try Self.mixedFolder()
        let report = folder.path + "/report.xml"
        _ = await CLI.run(["test", folder.path, "--junit", report])
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        #expect(
            xml.contains(
                "<testcase name=\"d-corrupt.scene\" classname=\"\(folder.path)/sub\" file=\"\(folder.path)/sub/d-corrupt.scene\" time=\""))
        #expect(
            xml.contains(
                "<testcase name=\"b-fail.scene\" classname=\"\(folder.path)\" file=\"\(folder.path)/b-fail.scene\" line=\"18\" time=\""))
        #expect(xml.contains("skipped=\"1\" time=\""))
    }

    @Test func anUnreadableSceneInAFolderIsReportedAndMakesTheExitCodeTwo() async throws {
        guard geteuid() != 0 else { return }  // root reads any file
        let folder = try Self.mixedFolder()
        chmod(folder.path + "/a-pass.scene", 0)
        let result = await CLI.run(["test", folder.path])
        #expect(result.code == 2)
        #expect(result.output.contains("ERROR \(folder.path)/a-pass.scene: Permission denied\n"))
    }

    @Test func junitToAnUnwritablePathIsAUsageError() async throws {
        let folder = try Self.mixedFolder()
        let result = await CLI.run(["test", folder.path + "/a-pass.scene", "--junit", "/no/such/folder/report.xml"])
        #expect(result.code == 2)
        #expect(result.error == "responder-sim: error: cannot write '/no/such/folder/report.xml': No such file or directory\n")
    }

    @Test func helpDescribesTheOptions() async {
        let result = await CLI.run(["test", "--help"])
        #expect(result.code == 0)
        for option in ["--update", "--filter TEXT", "--junit FILE", "-j, --jobs N"] { #expect(result.output.contains(option)) }
        // What --update's exit means, as snapshot tools do it.
        #expect(result.output.contains("when every failing scene was rewritten and now passes, the\nrun exits 0"))
    }

    @Test func updateRoundTripOnACopyOfTheExercises() async throws {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: CLI.scenes + "/exercises", toPath: folder.path + "/exercises")
        // Break one expectation of a real scene: drop its last line and change its first.
        let path = folder.path + "/exercises/05-where-does-the-move-go.scene"
        let original = try String(contentsOfFile: path, encoding: .utf8)
        var broken = original.replacingOccurrences(
            of: "  - photo.touchesBegan [t1] forwarded\n", with: "  - photo.touchesBegan [t1] handled   # stale\n")
        broken = broken.replacingOccurrences(of: "  - notice no-began AppDelegate t1\n", with: "")
        try broken.write(toFile: path, atomically: true, encoding: .utf8)
        let update = await CLI.run(["test", folder.path + "/exercises", "--update"])
        #expect(update.code == 0)
        #expect(update.output.contains("updated \(path): expect: block rewritten, 1 line removed, 2 added"))
        // Back to the original, but for the comment, which the rewritten line keeps.
        let kept = original.replacingOccurrences(
            of: "  - photo.touchesBegan [t1] forwarded\n", with: "  - photo.touchesBegan [t1] forwarded   # stale\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == kept)
        #expect(await CLI.run(["test", folder.path + "/exercises"]).code == 0)
    }

    @Test func thePackageScenesPassThroughTheCommand() async {
        let result = await CLI.run(["test", CLI.scenes + "/exercises"])
        #expect(result.code == 0, "\(result.output)")
        #expect(result.lastLine.hasSuffix("passed, 0 failed"))
    }
}

/// Collects what a JUnit report holds.
final class XMLCollector: NSObject, XMLParserDelegate {
    var elements: [String] = []
    var suiteAttributes: [String: String] = [:]
    var caseNames: [String] = []
    var text = ""

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
        attributes attributeDict: [String: String] = [:]
    ) {
        elements.append(elementName)
        if elementName == "testsuite" { suiteAttributes = attributeDict }
        if elementName == "testcase", let name = attributeDict["name"] { caseNames.append(name) }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
}
