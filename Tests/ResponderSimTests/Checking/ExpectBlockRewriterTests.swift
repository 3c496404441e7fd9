import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// The `--update` rewriter: only the `expect:` block's items change.
@Suite struct ExpectBlockRewriterTests {
    func rewrite(_ text: String, _ lines: [String], keyLine: Int? = nil) throws -> (text: String, rewrite: ExpectBlockRewriter.Rewrite) {
        let result = try ExpectBlockRewriter.rewrite(Array(text.utf8), with: lines, keyLine: keyLine)
        return (String(decoding: result.bytes, as: UTF8.self), result)
    }

    let file = """
        scene: x   # title
        expect:
          # began
          - a.touchesBegan [t1] handled    # first
          - b.touchesMoved [t1] handled
          - c.touchesEnded [t1] handled    # last
        script:
          - 0 down t1 1 1

        """

    @Test func rewritingWithTheSameLinesChangesNoByte() throws {
        let same = ["a.touchesBegan [t1] handled", "b.touchesMoved [t1] handled", "c.touchesEnded [t1] handled"]
        let result = try rewrite(file, same)
        #expect(result.text == file)
        #expect(result.rewrite.removed.isEmpty && result.rewrite.added.isEmpty)
    }

    @Test func keepsCommentsOfLinesThatStayAndReplacesInPlace() throws {
        let result = try rewrite(file, ["a.touchesBegan [t1] handled", "x.touchesMoved [t1] forwarded", "c.touchesEnded [t1] handled"])
        #expect(result.text == file.replacingOccurrences(of: "b.touchesMoved [t1] handled", with: "x.touchesMoved [t1] forwarded"))
        #expect(result.rewrite.removed == ["  - b.touchesMoved [t1] handled"])
        #expect(result.rewrite.added == ["  - x.touchesMoved [t1] forwarded"])
    }

    @Test func appendsAfterTheLastItemAndRemovesWithComments() throws {
        let result = try rewrite(file, ["b.touchesMoved [t1] handled", "c.touchesEnded [t1] handled", "notice never-finished a t1"])
        #expect(
            result.text == """
                scene: x   # title
                expect:
                  # began
                  - b.touchesMoved [t1] handled
                  - c.touchesEnded [t1] handled    # last
                  - notice never-finished a t1
                script:
                  - 0 down t1 1 1

                """)
    }

    @Test func anEmptyTraceBecomesAnEmptyFlowListAndBack() throws {
        let emptied = try rewrite(file, [])
        #expect(emptied.text == "scene: x   # title\nexpect: []\n  # began\nscript:\n  - 0 down t1 1 1\n")
        let refilled = try rewrite(emptied.text, ["a.touchesBegan [t1] handled"])
        #expect(refilled.text == "scene: x   # title\nexpect:\n  - a.touchesBegan [t1] handled\n  # began\nscript:\n  - 0 down t1 1 1\n")
    }

    @Test func newItemsOfAnEmptyBlockTakeTheScriptIndentation() throws {
        let text = "script:\n    - 0 down t1 1 1\nexpect: []  # none yet\n"
        let result = try rewrite(text, ["drop t1 no-window -"])
        #expect(result.text == "script:\n    - 0 down t1 1 1\nexpect:  # none yet\n    - drop t1 no-window -\n")
    }

    @Test func keepsCRLFAndAMissingFinalNewline() throws {
        let text = "scene: x\r\nexpect:\r\n  - old\r\n  - kept"
        let result = try rewrite(text, ["new", "kept"])
        #expect(result.text == "scene: x\r\nexpect:\r\n  - new\r\n  - kept")
        let grown = try rewrite(text, ["kept", "more"])
        #expect(grown.text == "scene: x\r\nexpect:\r\n  - kept\r\n  - more")
        let shrunk = try rewrite(text, ["old"])
        #expect(shrunk.text == "scene: x\r\nexpect:\r\n  - old")
    }

    @Test func quotesLinesThatWouldReadBackDifferently() throws {
        let result = try rewrite("expect:\n  - a\n", ["output v: C# #1", "\"quoted\" text", "plain"])
        #expect(result.text == "expect:\n  - \"output v: C# #1\"\n  - \"\\\"quoted\\\" text\"\n  - plain\n")
        let back = try rewrite(result.text, ["output v: C# #1", "\"quoted\" text", "plain"])
        #expect(back.text == result.text)
    }

    @Test func usesTheGivenKeyLineNotTextInNotes() throws {
        let text = "notes: |\n  expect:\n  - not an item\nexpect:\n  - old\n"
        let result = try rewrite(text, ["new"], keyLine: 4)
        #expect(result.text == "notes: |\n  expect:\n  - not an item\nexpect:\n  - new\n")
    }

    @Test func refusesWhatItCannotRewrite() {
        #expect(throws: ExpectBlockRewriter.Failure.noExpectKey) { try rewrite("scene: x\n", ["a"]) }
        #expect(throws: ExpectBlockRewriter.Failure.noExpectKey) { try rewrite("scene: x\nexpect: []\n", ["a"], keyLine: 1) }
        #expect(throws: ExpectBlockRewriter.Failure.unsupportedValue(line: 1)) { try rewrite("expect: [a]\n", ["a"]) }
    }

    @Test func aFirstBlockGoesAtTheEndWithTheFilesEndingAndTheScriptsIndentation() throws {
        let crlf = "scene: s\r\nscript:\r\n    - 0 down t1 1 1\r\n    - 1 up t1"
        let added = try ExpectBlockRewriter.appendBlock(to: Array(crlf.utf8), with: ["a.touchesBegan [t1] handled", "# b"])
        #expect(
            String(decoding: added.bytes, as: UTF8.self)
                == crlf + "\r\nexpect:\r\n    - a.touchesBegan [t1] handled\r\n    - \"# b\"\r\n")
        #expect(added.added == ["    - a.touchesBegan [t1] handled", "    - \"# b\""])
        let empty = try ExpectBlockRewriter.appendBlock(to: Array("script: []\n".utf8), with: [])
        #expect(String(decoding: empty.bytes, as: UTF8.self) == "script: []\nexpect: []\n")
        #expect(throws: ExpectBlockRewriter.Failure.expectKeyExists(line: 2)) {
            try ExpectBlockRewriter.appendBlock(to: Array("script: []\nexpect: []\n".utf8), with: [])
        }
    }
}

/// The unified diff printed for a mismatch.
@Suite struct UnifiedDiffTests {
    @Test func separateChangesGetSeparateHunks() {
        let expected = (1...20).map { "line \($0)" }
        var actual = expected
        actual[1] = "changed 2"
        actual[17] = "changed 18"
        let diff = ExpectationCheck.unifiedDiff(expected: expected, actual: actual)
        #expect(diff.filter { $0.hasPrefix("@@") } == ["@@ -1,5 +1,5 @@", "@@ -15,6 +15,6 @@"])
        #expect(diff.contains("-line 2") && diff.contains("+changed 2") && diff.contains("+changed 18"))
    }

    @Test func anEmptySideIsNumberedLikeDiff() {
        #expect(ExpectationCheck.unifiedDiff(expected: [], actual: ["a"]) == ["--- expected", "+++ actual", "@@ -0,0 +1,1 @@", "+a"])
        #expect(ExpectationCheck.unifiedDiff(expected: ["a"], actual: ["a"]).isEmpty)
    }
}

/// The JUnit report's XML text.
@Suite struct JUnitReportTests {
    @Test func escapesMarkupAndDropsCharactersXMLForbids() {
        #expect(JUnitReport.escape("a<b>&\"c'\u{1B}[31m") == "a&lt;b&gt;&amp;&quot;c&apos;\u{FFFD}[31m")
    }

    @Test func countsEachKindOnTheSuite() {
        let xml = JUnitReport.xml(
            suite: "s",
            cases: [
                .init(path: "Scenes/a.scene", result: .passed), .init(path: "b.scene", result: .skipped),
                .init(
                    path: "Scenes/x/c.scene", result: .failed(expected: ["a"], actual: ["b"], line: 1, fileLine: 9, impossible: nil),
                    seconds: 0.0125),
                .init(path: "d.scene", result: .invalid("d.scene:1:1: error: bad\n")),
            ])
        #expect(xml.contains("<testsuite name=\"s\" tests=\"4\" failures=\"1\" errors=\"1\" skipped=\"1\" time=\"0.013\">"))
        #expect(xml.contains("<testcase name=\"a.scene\" classname=\"Scenes\" file=\"Scenes/a.scene\" time=\"0.000\"/>"))
        #expect(xml.contains("<testcase name=\"b.scene\" classname=\".\" file=\"b.scene\" time=\"0.000\">"))
        #expect(xml.contains("<testcase name=\"c.scene\" classname=\"Scenes/x\" file=\"Scenes/x/c.scene\" line=\"9\" time=\"0.013\">"))
        #expect(xml.contains("<failure type=\"trace-mismatch\" message=\"first difference at trace line 1\">"))
        #expect(xml.contains("<error type=\"invalid-scene\" message=\"d.scene:1:1: error: bad\">"))
    }
}
