import Foundation
import Testing

@testable import ResponderSimCLI
@testable import ResponderSimChecking
@testable import ResponderSimCore

/// `responder-sim diff A B`: exit codes, standard input, the classic what-ifs (a recognizer's
/// cancels-touches, a moved view, an app imported twice) and the JSON form.
@Suite struct DiffCommandTests {
    static var story: String { CLI.scenes + "/stories/tap-recognizer-on-a-table-swallows-the-selection.scene" }
    static var dump: String { CLI.packageRoot.appendingPathComponent("Tests/ResponderSimTests/Import/Examples/ex1.txt").path }

    @Test func equalScenesExitZeroAndSayTheyAgree() async {
        let result = await CLI.run(["diff", Self.story, Self.story])
        #expect(result.code == 0)
        #expect(result.error.isEmpty)
        #expect(result.lines.suffix(4) == ["… 2 steps agree", "", "A and B agree: 2 steps, the same lines in each.", ""])
    }

    @Test func cancelsTouchesNoGivesTheCellItsTouchBack() async throws {
        let story = try String(contentsOfFile: Self.story, encoding: .utf8)
        let fixed = story.replacingOccurrences(of: "cancels-touches: yes", with: "cancels-touches: no")
        #expect(fixed != story)
        let result = await CLI.run(["diff", Self.story, "-"], scene: fixed)
        #expect(result.code == 1)
        #expect(
            Array(result.lines.dropFirst(2)) == [
                "", "… 1 step agrees", "",
                "step 2 at 0.08s, line 33: t1 ended (160, 44)",
                "     … 1 line agrees",
                "     gesture table.pan failed lifted  (GP4)",
                "  A  discard row [t1] dismissKeyboard  (G16)",
                "     gesture dismissKeyboard recognized  (G12, G8)",
                "  B  release row [t1]  (G20)",
                "  B  row.touchesBegan [t1] forwarded",
                "  B  table.touchesBegan [t1] handled",
                "  B  cell table row highlighted  (TS3)",
                "  B  row.touchesEnded [t1] forwarded",
                "  B  table.touchesEnded [t1] handled",
                "  B  cell table row unhighlighted  (TS5)",
                "  B  cell table row selected  (TS5)",
                "", "A and B differ in 1 of 2 steps.", "",
            ])
        #expect(result.lines.prefix(2) == ["A: \(Self.story)", "B: <stdin>"])
        // Standard input may be either side.
        let swapped = await CLI.run(["diff", "-", Self.story], scene: fixed)
        #expect(swapped.code == 1)
        #expect(swapped.output.contains("  A  release row [t1]  (G20)\n"))
    }

    @Test func aMovedViewShowsWhereItsTouchesWentInstead() async throws {
        // The right pane grows over the left one's edge: both taps reach it, the second as a
        // double tap, and the single taps' timers are gone.
        let path = CLI.scenes + "/stories/taps-on-two-views.scene"
        let scene = try String(contentsOfFile: path, encoding: .utf8)
        let moved = scene.replacingOccurrences(of: "frame: [160, 0, 160, 480]", with: "frame: [140, 0, 180, 480]")
        #expect(moved != scene)
        let result = await CLI.run(["diff", path, "-"], scene: moved)
        #expect(result.code == 1)
        #expect(
            Array(result.lines.dropFirst(3)) == [
                "step 1 at 0s, line 18: t1 began (150, 240)",
                "  A  leftPane.touchesBegan [t1] handled",
                "  B  rightPane.touchesBegan [t1] handled", "",
                "step 2 at 0.05s, line 19: t1 ended (150, 240)",
                "  A  leftPane.touchesEnded [t1] handled",
                "  B  rightPane.touchesEnded [t1] handled", "",
                "… 1 step agrees", "",
                "step 4 at 0.15s, line 21: t2 ended (170, 240)",
                "     rightPane.touchesEnded [t2] handled",
                "  B  output rightPane: double tap", "",
                "step 5 at 0.35s, only in A, timer: leftPane's delayed call fires",
                "  A  output leftPane: single tap", "",
                "step 6 at 0.45s, only in A, timer: rightPane's delayed call fires",
                "  A  output rightPane: single tap", "",
                "A and B differ in 5 of 6 steps (2 only in A).", "",
            ])
    }

    @Test func twoImportsOfAnAppDifferWhereTheButtonMoved() async throws {
        // The same dump imported twice with the same taps, the second after the Save button
        // moved down 100 points: the tap at (160, 142) no longer reaches it.
        let folder = try TemporaryFolder()
        let dump = try String(contentsOfFile: Self.dump, encoding: .utf8)
        let moved = try folder.write(
            "moved.txt", dump.replacingOccurrences(of: "frame = (110 120; 100 44)", with: "frame = (110 220; 100 44)"))
        let taps = ["--tap", "40", "70", "--tap", "160", "142"]
        let a = folder.path + "/before.scene"
        let b = folder.path + "/after.scene"
        #expect(await CLI.run(["import", Self.dump, "-o", a] + taps).code == 0)
        #expect(await CLI.run(["import", moved, "-o", b] + taps).code == 0)
        let result = await CLI.run(["diff", a, b])
        #expect(result.code == 1)
        #expect(
            Array(result.lines.dropFirst(3)) == [
                "… 2 steps agree", "",
                "step 3 at 1s, line 31: t2 began (160, 142)",
                "  A  UIButton_Save-1.touchesBegan [t2] handled",
                "  A  control UIButton_Save-1 touchDown  (U2, U12)",
                "  B  UIView-1.touchesBegan [t2] forwarded",
                "  B  UIWindow-1.touchesBegan [t2] forwarded",
                "  B  UIApplication.touchesBegan [t2] unhandled", "",
                "step 4 at 1.1s, line 32: t2 ended (160, 142)",
                "  A  UIButton_Save-1.touchesEnded [t2] handled",
                "  A  control UIButton_Save-1 touchUpInside  (U4, U12)",
                "  B  UIView-1.touchesEnded [t2] forwarded",
                "  B  UIWindow-1.touchesEnded [t2] forwarded",
                "  B  UIApplication.touchesEnded [t2] unhandled", "",
                "A and B differ in 2 of 4 steps.", "",
            ])
    }

    @Test func twoImportsWithDifferentTapsCompareTheTapsStepByStep() async throws {
        let folder = try TemporaryFolder()
        let a = folder.path + "/save.scene"
        let b = folder.path + "/label.scene"
        #expect(await CLI.run(["import", Self.dump, "-o", a, "--tap", "160", "142"]).code == 0)
        #expect(await CLI.run(["import", Self.dump, "-o", b, "--tap", "160", "70"]).code == 0)
        let result = await CLI.run(["diff", a, b])
        #expect(result.code == 1)
        #expect(result.lines[3] == "step 1 at 0s, line 29: t1 began (160, 142) in A, t1 began (160, 70) in B")
        #expect(result.lines[4] == "  A  UIButton_Save-1.touchesBegan [t1] handled")
        #expect(result.lastLine == "A and B differ in 2 of 2 steps.")
        // The same import twice agrees.
        #expect(await CLI.run(["diff", a, a]).code == 0)
    }

    @Test func jsonOutputIsJSONLinesEndingInASummary() async throws {
        let story = try String(contentsOfFile: Self.story, encoding: .utf8)
        let fixed = story.replacingOccurrences(of: "cancels-touches: yes", with: "cancels-touches: no")
        let result = await CLI.run(["diff", Self.story, "-", "--format", "json"], scene: fixed)
        #expect(result.code == 1)
        let records = try result.output.split(separator: "\n").map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(records.map { $0["kind"] as? String } == ["step", "summary"])
        let step = records[0]
        #expect(step["time"] as? Double == 0.08)
        #expect((step["a"] as? [String: Any])?["line"] as? Int == 33)
        let lines = try #require(step["lines"] as? [[String: Any]])
        #expect(lines.map { $0["side"] as? String } == ["a"] + Array(repeating: "b", count: 8))
        #expect(lines.first?["line"] as? String == "discard row [t1] dismissKeyboard")
        #expect(lines.first?["rules"] as? [String] == ["G16"])
        #expect(records[1]["equal"] as? Bool == false)
        #expect(records[1]["b"] as? String == "<stdin>")
        // Equal traces: the summary alone.
        let equal = await CLI.run(["diff", Self.story, Self.story, "-f", "json"])
        #expect(equal.code == 0)
        #expect(equal.output.hasPrefix(#"{"kind":"summary","equal":true,"#))
        #expect(equal.lines.count == 2)
    }

    @Test func controlCharactersFromTheFilesAreEscaped() async throws {
        let story = try String(contentsOfFile: Self.story, encoding: .utf8)
        let hostile = story.replacingOccurrences(of: "t1", with: "t\u{1B}[2J")
        let result = await CLI.run(["diff", Self.story, "-"], scene: hostile)
        #expect(result.code == 1)
        #expect(!result.output.contains("\u{1B}"))
        #expect(result.output.contains("  B  discard row [t\\u{1B}[2J] dismissKeyboard  (G16)\n"))
        let json = await CLI.run(["diff", Self.story, "-", "-f", "json"], scene: hostile)
        #expect(!json.output.contains("\u{1B}"))
        #expect(json.output.contains(#"t\u001b[2J"#))
    }

    @Test func anInvalidSceneExitsThreeWithItsLocatedError() async throws {
        let folder = try TemporaryFolder()
        let bad = try folder.write("bad.scene", Fixtures.corrupt)
        let result = await CLI.run(["diff", Self.story, bad])
        #expect(result.code == 3)
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix("\(bad):4:3: error: unknown key 'frmae'"))
        // Both invalid: both reported.
        let both = await CLI.run(["diff", bad, "-"], scene: Fixtures.corrupt)
        #expect(both.code == 3)
        #expect(both.error.contains("\(bad):4:3: error") && both.error.contains("<stdin>:4:3: error"))
    }

    @Test func wrongUsageExitsTwo() async {
        let twice = await CLI.run(["diff", "-", "-"])
        #expect(twice.code == 2)
        #expect(twice.error.hasPrefix("responder-sim: error: only one of A and B can be '-' (standard input)\n"))
        #expect(await CLI.run(["diff", Self.story]).code == 2)
        #expect(await CLI.run(["diff", Self.story, Self.story, "-f", "compact"]).code == 2)
        let missing = await CLI.run(["diff", Self.story, "/nonexistent/x.scene"])
        #expect(missing.code == 2)
        #expect(missing.error == "responder-sim: error: cannot read '/nonexistent/x.scene': No such file or directory\n")
    }

    @Test func hasHelp() async {
        let result = await CLI.run(["help", "diff"])
        #expect(result.code == 0)
        #expect(result.output.hasPrefix("Usage: responder-sim diff A B [--format text|json]\n"))
        #expect(await CLI.run(["--help"]).output.contains("\n  diff      run two scenes and print where their traces differ\n"))
    }
}

/// The README's example of `diff` is what the command prints.
@Suite struct DiffReadmeTests {
    @Test func theReadmeShowsTheRealOutput() async throws {
        let readme = try String(contentsOf: CLI.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: "A: Scenes/stories/tap-recognizer-on-a-table-swallows-the-selection.scene"))
        let end = try #require(lines[start...].firstIndex(of: "```"))
        #expect(lines[start - 2].hasPrefix("$ sed 's/cancels-touches: yes/cancels-touches: no/' "))
        let shown = lines[start..<end].joined(separator: "\n") + "\n"
        let story = try String(contentsOfFile: DiffCommandTests.story, encoding: .utf8)
        let fixed = story.replacingOccurrences(of: "cancels-touches: yes", with: "cancels-touches: no")
        let relative = "Scenes/stories/tap-recognizer-on-a-table-swallows-the-selection.scene"
        let result = await CLI.run(["diff", DiffCommandTests.story, "-"], scene: fixed)
        #expect(result.output.replacingOccurrences(of: DiffCommandTests.story, with: relative) == shown)
    }
}
