import Testing

@testable import ResponderSimCore
@testable import ResponderSimRender

/// Cells in the pictures (TS3–TS8): a selected and a highlighted cell are tinted and badged at
/// the time drawn, the key says what the tints mean, and the report shows each step's state
/// and tags its `cell` lines.
@Suite struct CellPictureTests {
    /// A table whose `r0` starts selected; `t1` presses `r1` past the delay (highlighted at
    /// 0.15 s), lifts at 0.40 (r1 selected, r0 deselected); `set r0 selected yes` at 1.00
    /// selects r0 again and, without multiple selection, deselects r1 silently (TS8).
    static let sceneText = """
        scene: "cells"
        window:
          window: main
          frame: [0, 0, 320, 480]
          subviews:
            - view: list
              class: UITableView
              frame: [0, 0, 320, 480]
              content-size: [320, 1000]
              subviews:
                - view: r0
                  class: UITableViewCell
                  frame: [0, 0, 320, 100]
                  selected: yes
                - view: r1
                  class: UITableViewCell
                  frame: [0, 100, 320, 100]
        script:
          - 0.00 down t1 160 150
          - 0.40 up t1
          - 1.00 set r0 selected yes

        """

    static func recording() throws -> RunRecording {
        RunRecording(scene: try SceneLoader.load(SourceFile(path: "cells.scene", text: sceneText)))
    }

    /// The views drawn with `class` (`cell-selected`, `cell-highlighted`), by name.
    static func marked(_ root: ParsedElement, _ className: String) -> [String] {
        root.descendants.filter { $0.classes.contains(className) }.compactMap { $0.attributes["data-view"] }
    }

    @Test func aPictureTintsAndBadgesTheCellsSelectedAndHighlightedAtItsTime() throws {
        let recording = try Self.recording()
        // At 0.20 s the delay has released the began: r1 highlighted, r0 still selected.
        let during = try #require(RenderTesting.parse(Picture(recording, at: 200_000).svg))
        #expect(Self.marked(during, "cell-selected") == ["r0"])
        #expect(Self.marked(during, "cell-highlighted") == ["r1"])
        #expect(GesturePictureTests.badges(during, of: "r0") == ["selected"])
        #expect(GesturePictureTests.badges(during, of: "r1") == ["highlighted"])
        let key = during.elements("text", withClass: "key-line").map(\.text)
        #expect(key.contains { $0.hasPrefix("indigo tint, solid border") })
        #expect(key.contains { $0.hasPrefix("grey tint, dashed border") })
        // Before the first step only the scene's own selection shows, and the key has no highlight.
        let before = try #require(RenderTesting.parse(Picture(recording, at: 0).svg))
        #expect(Self.marked(before, "cell-selected") == ["r0"] && Self.marked(before, "cell-highlighted").isEmpty)
        #expect(!before.elements("text", withClass: "key-line").contains { $0.text.hasPrefix("grey tint") })
        // After the lift r1 is selected and r0 deselected (TS5).
        let lifted = try #require(RenderTesting.parse(Picture(recording, at: 500_000).svg))
        #expect(Self.marked(lifted, "cell-selected") == ["r1"] && Self.marked(lifted, "cell-highlighted").isEmpty)
        // The set selects r0 and deselects r1 without a line (TS8).
        let whole = try #require(RenderTesting.parse(Picture(recording).svg))
        #expect(Self.marked(whole, "cell-selected") == ["r0"])
    }

    @Test func theReportShowsEachStepsCellsAndTagsItsCellLines() throws {
        let recording = try Self.recording()
        let page = try #require(RenderTesting.parse(recording.report))
        func marks(step: Int, _ className: String) -> [String] {
            page.elements("g", withClass: "under").filter { $0.attributes["data-step"] == String(step) }.flatMap {
                Self.marked($0, className)
            }
        }
        func tags(step: Int) -> [String] {
            page.elements("g", withClass: "over").filter { $0.attributes["data-step"] == String(step) }.flatMap {
                $0.elements("g", withClass: "tag").flatMap { $0.elements("text").map(\.text) }
            }
        }
        // Step 0, the scene as written: r0 selected.
        #expect(marks(step: 0, "cell-selected") == ["r0"])
        let highlightStep = try #require(recording.steps.first { $0.lines(of: CellLine.self).contains { $0.event == .highlighted } }).number
        #expect(marks(step: highlightStep, "cell-highlighted") == ["r1"])
        #expect(marks(step: highlightStep, "cell-selected") == ["r0"])
        #expect(tags(step: highlightStep).contains("cell list r1 highlighted"))
        let liftStep = try #require(recording.steps.first { $0.lines(of: CellLine.self).contains { $0.event == .selected } }).number
        #expect(marks(step: liftStep, "cell-selected") == ["r1"] && marks(step: liftStep, "cell-highlighted").isEmpty)
        #expect(tags(step: liftStep).contains("cell list r1 selected") && tags(step: liftStep).contains("cell list r0 deselected"))
        let last = recording.steps.count
        #expect(marks(step: last, "cell-selected") == ["r0"])
        // The step list prints the cell lines, and the key explains both tints.
        #expect(page.allText.contains("cell list r1 selected"))
        let key = page.elements("text", withClass: "key-line").map(\.text)
        #expect(key.contains { $0.hasPrefix("indigo tint") } && key.contains { $0.hasPrefix("grey tint") })
    }

    @Test func aSceneWithoutCellsDrawsNoCellMarks() throws {
        let scene = try SceneLoader.load(
            SourceFile(
                path: "plain.scene",
                text: Self.sceneText.replacingOccurrences(of: "UITableViewCell", with: "UIView")
                    .replacingOccurrences(of: "          selected: yes\n", with: "")
                    .replacingOccurrences(of: "  - 1.00 set r0 selected yes\n", with: "")))
        let page = RunRecording(scene: scene).report
        #expect(!page.contains("cell-selected") && !page.contains("cell-highlighted") && !page.contains("tint"))
    }
}
