import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimTeaching

/// Table and collection view selection through whole scenes (TS1–TS10): the `cell` line in
/// every format, the keys read when their rule runs, the silent end, and the checks of
/// `expect:` lines.
@Suite struct CellSelectionTests {
    /// A table `list` with cells `r0` and `r1` (rows of 100 points), `extra` more keys on the
    /// list, `cellKeys` on `r1`, and `script`.
    static func table(_ script: String, extra: String = "", cellKeys: String = "", root: String = "") -> String {
        """
        window:
          window: main
          frame: [0, 0, 320, 480]
          subviews:
            - view: root
              frame: [0, 0, 320, 480]
        \(root)
              subviews:
                - view: list
                  class: UITableView
                  frame: [0, 0, 320, 480]
                  content-size: [320, 1000]
        \(extra)
                  subviews:
                    - view: r0
                      class: UITableViewCell
                      frame: [0, 0, 320, 100]
                    - view: r1
                      class: UITableViewCell
                      frame: [0, 100, 320, 100]
        \(cellKeys)
        script:
        \(script)

        """
    }

    static func run(_ text: String, _ format: TraceFormat, explain: Bool = false) -> String {
        guard let scene = SceneTesting.scene(text) else { return "" }
        var output = ""
        format.write(scene, explain: explain, into: &output)
        return output
    }

    static let quickTap = "  - 0.00 down t1 160 50\n  - 0.10 up t1"

    @Test func jsonListsCellsInEveryStepWithTheirReasonAndCountsThem() throws {
        let text = Self.table(Self.quickTap, extra: "          should-select: [r0]")
        let lines = Self.run(text, .json).split(separator: "\n").map(String.init)
        for line in lines.dropLast() { #expect(line.hasSuffix("]}") && line.contains(#""cells":["#)) }
        let items = try #require(lines.dropLast().last).components(separatedBy: #""cells":"#).last ?? ""
        #expect(
            items
                == #"[{"seq":6,"list":"list","cell":"r0","event":"highlighted","reason":null},"#
                + #"{"seq":9,"list":"list","cell":"r0","event":"refused","reason":"should-select"},"#
                + #"{"seq":10,"list":"list","cell":"r0","event":"unhighlighted","reason":null}]}"#)
        #expect(lines.last?.hasSuffix(#""scrolls":0,"cells":3}"#) == true)
        for line in lines { #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil) }
    }

    @Test func theTextTraceSaysWhyNoSelectionHappened() {
        // S85's recognizer, with a lift after the highlight and with a quick tap.
        let root = "      gestures:\n        - tap: bgTap"
        let late = Self.run(Self.table("  - 0.00 down t1 160 50\n  - 0.40 up t1", root: root), .text)
        #expect(late.contains("cell list r0 unhighlighted (TS6, G16): bgTap took the touch: cancelled before the lift, so no selection"))
        let quick = Self.run(Self.table(Self.quickTap, root: root), .text)
        #expect(quick.contains("list never hears of them, so r0 is not selected (TS6)"))
        #expect(!quick.contains("cell list"))
        let selected = Self.run(Self.table(Self.quickTap), .text, explain: true)
        #expect(selected.contains("cell list r0 selected (TS5): didSelectRowAt, once the event has been handled"))
        #expect(selected.contains("lists now: list tracks nothing, nothing selected"))
        #expect(selected.contains("lists now: list tracks nothing, selected r0"))
        #expect(selected.contains("2 cell lines") == false && selected.contains("3 cell lines"))
        #expect(selected.contains("TS5  Selection: should-select, unhighlight, then select; a table after the event"))
    }

    @Test func keysAreReadWhenTheirRuleRuns() {
        // TS9: a set of should-select between the began and the lift refuses that lift;
        // allows-selection no after the began still lets it select.
        let refused = SceneTesting.compactLines(
            Self.table("  - 0.00 down t1 160 50\n  - 0.20 set list should-select no\n  - 0.30 up t1"))
        #expect(refused.suffix(2) == ["cell list r0 refused should-select", "cell list r0 unhighlighted"])
        let kept = SceneTesting.compactLines(
            Self.table(
                "  - 0.00 down t1 160 50\n  - 0.20 set list allows-selection no\n  - 0.30 up t1\n  - 1.00 down t2 160 150\n  - 1.30 up t2"))
        #expect(
            kept.filter { $0.hasPrefix("cell ") } == ["cell list r0 highlighted", "cell list r0 unhighlighted", "cell list r0 selected"])
    }

    @Test func setSelectsSilentlyAndTheNextTapDeselectsIt() {
        let lines = SceneTesting.compactLines(
            Self.table("  - 0.00 set r1 selected yes\n  - 0.50 set r0 selected yes\n" + "  - 1.00 down t1 160 150\n  - 1.10 up t1"))
        // r0 was selected last (TS8): the tap on r1 deselects it.
        #expect(lines.suffix(3) == ["cell list r1 unhighlighted", "cell list r0 deselected", "cell list r1 selected"])
    }

    @Test func aCellThatSwallowsItsEndedStaysHighlightedWithoutALine() {
        let text = Self.table(
            "  - 0.00 down t1 160 150\n  - 0.30 up t1\n  - 1.00 down t2 160 50\n  - 1.10 up t2", cellKeys: "              handles: [ended]")
        let lines = SceneTesting.compactLines(text)
        // TS7: t1's tracking ends silently; t2 starts afresh.
        #expect(
            lines.filter { $0.hasPrefix("cell ") } == [
                "cell list r1 highlighted", "cell list r0 highlighted", "cell list r0 unhighlighted", "cell list r0 selected",
            ])
        let explained = Self.run(text, .text, explain: true)
        #expect(explained.contains("lists now: list tracks nothing (r1 still highlighted, TS7), nothing selected"))
    }

    @Test func scrollingDisabledStillSelectsAndAPlainSubviewIsNoCell() {
        let text = """
            window:
              window: main
              frame: [0, 0, 320, 480]
              subviews:
                - view: grid
                  class: UICollectionView
                  frame: [0, 0, 320, 480]
                  scroll-enabled: no
                  subviews:
                    - view: c0
                      class: UICollectionViewCell
                      frame: [0, 0, 160, 160]
                    - view: footer
                      frame: [0, 200, 320, 40]
            script:
              - 0.00 down t1 80 80
              - 0.10 up t1
              - 1.00 down t2 80 220
              - 1.10 up t2

            """
        let lines = SceneTesting.compactLines(text)
        #expect(
            lines.filter { $0.hasPrefix("cell ") } == ["cell grid c0 highlighted", "cell grid c0 unhighlighted", "cell grid c0 selected"])
        // TS1: with scrolling off the list forwards the calls after its code ran.
        #expect(lines.contains("grid.touchesBegan [t1] forwarded"))
    }

    @Test func expectLinesThatNoRunPrintsAreNamed() throws {
        let scene = try #require(SceneTesting.scene(Self.table(Self.quickTap)))
        #expect(ExpectationCheck.impossibility(of: "cell list r0 selected", in: scene) == nil)
        #expect(ExpectationCheck.impossibility(of: "cell list r0 refused should-select", in: scene) == nil)
        #expect(ExpectationCheck.impossibility(of: "cell list r0 selcted", in: scene)?.contains("did you mean 'selected'") == true)
        #expect(
            ExpectationCheck.impossibility(of: "cell root r0 selected", in: scene)?.contains("no table or collection view 'root'") == true)
        #expect(ExpectationCheck.impossibility(of: "cell list root selected", in: scene)?.contains("no cell 'root'") == true)
        #expect(ExpectationCheck.impossibility(of: "cell list r0 refused should-begin", in: scene) != nil)
    }

    @Test func alwaysBounceVerticalIsATablesDefaultOnly() throws {
        // SV4: a table whose rows fit still drags vertically; a collection view does not.
        func drag(_ list: String) -> [String] {
            SceneTesting.compactLines(
                """
                window:
                  window: main
                  frame: [0, 0, 320, 480]
                  subviews:
                    - view: list
                      class: \(list)
                      frame: [0, 0, 320, 480]
                script:
                  - 0.00 down t1 160 200
                  - 0.05 move t1 160 230
                  - 0.10 up t1

                """)
        }
        #expect(drag("UITableView").contains("gesture list.pan began"))
        #expect(!drag("UICollectionView").contains("gesture list.pan began"))
    }

    @Test func theQuizAsksWhichCellTheListSelects() throws {
        let root = "      gestures:\n        - tap: bgTap"
        for (text, answer) in [(Self.table(Self.quickTap), "selected"), (Self.table(Self.quickTap, root: root), nil)] {
            let scene = try #require(SceneTesting.scene(text))
            let questions = QuizBuilder.build(scene).steps.flatMap(\.questions).filter { $0.kind == .cell }
            #expect(questions.count == 1)
            #expect(questions.first?.prompt == "Does list select or deselect the cell t1 lifts from in this step?")
            #expect(questions.first?.choices == ["selected", "deselected"])
            #expect(questions.first?.answer == answer)
            // Why nothing is selected: bgTap took the touch before the list heard of it.
            if answer == nil { #expect(questions.first?.reasons.map(\.rule) == [.g16, .ts1]) }
        }
    }

    @Test func theEditorKnowsTheListKeysAndTheCellKey() {
        let text = """
            window:
              window: main
              frame: [0, 0, 320, 480]
              subviews:
                - view: list
                  class: UITableView
                  frame: [0, 0, 320, 480]
                  should-select: [r0]
                  subviews:
                    - view: r0
                      class: UITableViewCell
                      frame: [0, 0, 320, 100]
                      selected: yes
            script: []

            """
        var (server, _) = LanguageServerTests.opened(text)
        let listKey = LanguageServerTests.hover(&server, 7, 8)
        #expect(listKey?.hasPrefix("**should-select**: yes, no, or a list of cells") == true)
        #expect(listKey?.contains("On lists (UITableView, UICollectionView)") == true)
        let cellKey = LanguageServerTests.hover(&server, 12, 12)
        #expect(cellKey?.contains("On cells") == true)
        let keys = TextTree.keys(for: TextTree.Node(name: "s", line: 0, keyColumn: 0, isWindow: false, className: "UIScrollView"))
        #expect(!keys.scroll.contains(.shouldSelect) && keys.scroll.contains(.bounces))
        #expect(!keys.view.contains(.selected))
    }
}
