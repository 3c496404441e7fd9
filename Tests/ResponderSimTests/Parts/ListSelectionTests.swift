import Testing

@testable import ResponderSimCore

/// Table and collection view selection alone, without a scene's script (TS2–TS8): the part is
/// told what the coordinator found in a call and leaves the `cell` lines to record.
@Suite struct ListSelectionTests {
    /// `main` ▸ `list` (a table, or a collection view) ▸ `r0`, `r1` (cells; `r1` selected).
    private static func scene(table: Bool = true, keys: String = "") -> Scene? {
        let list = table ? "UITableView" : "UICollectionView"
        let cell = table ? "UITableViewCell" : "UICollectionViewCell"
        return SceneTesting.scene(
            """
            window:
              window: main
              frame: [0, 0, 320, 480]
              subviews:
                - view: list
                  class: \(list)
                  frame: [0, 0, 320, 480]
            \(keys)
                  subviews:
                    - view: r0
                      class: \(cell)
                      frame: [0, 0, 320, 100]
                    - view: r1
                      class: \(cell)
                      frame: [0, 100, 320, 100]
                      selected: yes
            script: []

            """)
    }

    private static let t1 = TouchRef(serial: 0, name: 0)
    private static let list = ViewID(1)
    private static let r0 = ViewID(2)
    private static let r1 = ViewID(3)

    private static func lines(_ part: inout ListSelection, _ scene: Scene) -> [String] {
        defer { part.clearPending() }
        return part.pending.map { $0.compactText(scene) }
    }

    @Test func aTableHighlightsAtTheBeganAndSelectsAtTheStepsEnd() throws {
        let scene = try #require(Self.scene())
        var part = ListSelection(scene)
        #expect(part.isActive)
        let settings = try #require(scene.views[1].scroll)
        part.began(Self.list, touch: (Self.t1, 0, Self.r0), settings: settings)
        #expect(Self.lines(&part, scene) == ["cell list r0 highlighted"])
        #expect(part.tracked(by: Self.list)?.cell == Self.r0)
        part.ended(Self.list, inside: true, settings: settings)
        // TS5: a table's block waits for the step's end; the tracking has ended.
        #expect(part.pending.isEmpty && part.tracked(by: Self.list) == nil)
        var record = StepRecord()
        let touches = [TouchTable.TouchState(ref: Self.t1, status: .dead, location: .zero, previousLocation: .zero, beganLocation: .zero)]
        let block = part.endStep(touches, views: scene.views, explain: true, record: &record)
        #expect(block.map { $0.compactText(scene) } == ["cell list r0 unhighlighted", "cell list r1 deselected", "cell list r0 selected"])
        #expect(record.listStates.first?.selected == [Self.r0])
    }

    @Test func aCollectionViewSelectsAtOnceAndMultipleSelectionToggles() throws {
        let scene = try #require(Self.scene(table: false, keys: "      allows-multiple-selection: yes"))
        var part = ListSelection(scene)
        let settings = try #require(scene.views[1].scroll)
        part.began(Self.list, touch: (Self.t1, 0, Self.r1), settings: settings)
        part.ended(Self.list, inside: true, settings: settings)
        #expect(Self.lines(&part, scene) == ["cell list r1 highlighted", "cell list r1 unhighlighted", "cell list r1 deselected"])
    }

    @Test func refusalsLiftsOutsideAndCancelsSelectNothing() throws {
        let scene = try #require(Self.scene(keys: "      should-highlight: [r0]\n      should-select: no"))
        var part = ListSelection(scene)
        let settings = try #require(scene.views[1].scroll)
        // TS3: refused, and not tracked.
        part.began(Self.list, touch: (Self.t1, 0, Self.r0), settings: settings)
        #expect(Self.lines(&part, scene) == ["cell list r0 refused should-highlight"])
        #expect(part.tracked(by: Self.list) == nil)
        // TS4: a lift outside the cell.
        part.began(Self.list, touch: (Self.t1, 0, Self.r1), settings: settings)
        part.ended(Self.list, inside: false, settings: settings)
        #expect(Self.lines(&part, scene) == ["cell list r1 highlighted", "cell list r1 unhighlighted"])
        // TS6: a cancel, by a recognizer's grant.
        part.began(Self.list, touch: (Self.t1, 0, Self.r1), settings: settings)
        part.cancelled(Self.list, by: RecognizerID(0))
        #expect(part.pending.last?.rules.ids == [.ts6, .g16])
        #expect(Self.lines(&part, scene) == ["cell list r1 highlighted", "cell list r1 unhighlighted"])
        // TS2: allows-selection no tracks nothing; a touch in no cell neither.
        var off = settings
        off.allowsSelection = false
        part.began(Self.list, touch: (Self.t1, 0, Self.r1), settings: off)
        part.began(Self.list, touch: nil, settings: settings)
        #expect(part.pending.isEmpty && part.tracked(by: Self.list) == nil)
    }

    @Test func aTrackedTouchThatDiesWithoutACallEndsSilently() throws {
        let scene = try #require(Self.scene())
        var part = ListSelection(scene)
        let settings = try #require(scene.views[1].scroll)
        part.began(Self.list, touch: (Self.t1, 0, Self.r0), settings: settings)
        part.clearPending()
        var record = StepRecord()
        var touches = [TouchTable.TouchState(ref: Self.t1, status: .live, location: .zero, previousLocation: .zero, beganLocation: .zero)]
        #expect(part.endStep(touches, views: scene.views, explain: false, record: &record).isEmpty)
        #expect(part.tracked(by: Self.list) != nil)
        // TS7: no line, the tracking ends; the cell stays shown highlighted.
        touches[0].status = .dead
        #expect(part.endStep(touches, views: scene.views, explain: true, record: &record).isEmpty)
        #expect(part.tracked(by: Self.list) == nil)
        #expect(record.listStates.first?.highlighted == Self.r0)
    }

    @Test func setSelectsWithoutALineAndDeselectsTheOthersWithoutMultipleSelection() throws {
        let scene = try #require(Self.scene())
        var part = ListSelection(scene)
        #expect(part.set(Self.r0, of: Self.list, selected: true, allowsMultipleSelection: false) == [Self.r1])
        #expect(part.set(Self.r1, of: Self.list, selected: true, allowsMultipleSelection: true).isEmpty)
        #expect(part.pending.isEmpty)
    }

    @Test func aSceneWithoutListsHasNothingToDo() throws {
        let scene = try #require(
            SceneTesting.scene(
                "window:\n  window: main\n  frame: [0, 0, 320, 480]\n  subviews:\n    - view: a\n      frame: [0, 0, 10, 10]\nscript: []\n")
        )
        #expect(!ListSelection(scene).isActive)
        // No view is flagged as a list, so no call runs list code (TS1).
        #expect(RoutingTable(scene).nodes.allSatisfy { !$0.flags.contains(.list) })
    }
}
