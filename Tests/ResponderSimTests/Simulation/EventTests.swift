import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// P1–P5: events, calls, their order, `all` and locations.
@Suite struct EventTests {
    /// A window `main`, a handling root, multiple-touch views `a` (0, 0) and `b` (100, 0) and a
    /// single-touch `solo` (200, 0), all 100 × 100 and handling every phase.
    private static func scene() -> TreeBuilder {
        var tree = TreeBuilder()
        let main = tree.window("main")
        let root = tree.handler("root", in: main, Rect(0, 0, 320, 480))
        tree.handler("a", in: root, Rect(0, 0, 100, 100)) { $0.multipleTouch = true }
        tree.handler("b", in: root, Rect(100, 0, 100, 100)) { $0.multipleTouch = true }
        tree.handler("solo", in: root, Rect(200, 0, 100, 100))
        return tree
    }

    // MARK: P1

    @Test func touchLinesOfOneStepFormOneEvent() {
        var tree = Self.scene()
        tree.event(at: 0, [("t1", .down, 10, 10), ("t2", .down, 20, 20)])
        let steps = tree.steps()
        #expect(steps.count == 1)
        #expect(steps[0].hitTests.count == 2)
        #expect(tree.linesByStep() == [["a.touchesBegan [t1, t2] handled"]])
        #expect(tree.all(steps[0]) == ["t1 began", "t2 began"])
    }

    @Test func stepsAtTheSameTimeAreSeparateEvents() {
        var tree = Self.scene()
        tree.down("t1", 10, 10, at: 0)
        tree.down("t2", 20, 20, at: 0)
        #expect(tree.linesByStep() == [["a.touchesBegan [t1] handled"], ["a.touchesBegan [t2] handled"]])
        #expect(tree.all(tree.steps()[1]) == ["t1 stationary", "t2 began"])
    }

    @Test func everyOtherLiveTouchIsStationary() {
        var tree = Self.scene()
        tree.down("t1", 10, 10, at: 0)
        tree.down("t2", 110, 10, at: 0.1)
        tree.move("t1", 20, 20, at: 0.2)
        #expect(tree.all(tree.steps()[2]) == ["t1 moved", "t2 stationary"])
    }

    /// A scene file with a multiple-touch `pad` that handles everything, and `script`.
    private static func loaded(_ script: String) throws -> Scene {
        let text = """
            window:
              window: main
              frame: [0, 0, 320, 480]
              subviews:
                - view: pad
                  frame: [0, 0, 200, 200]
                  multiple-touch: yes
                  handles: all
            script:
            \(script)
            """
        return try SceneLoader.load(SourceFile(path: "grouping.scene", text: text))
    }

    @Test func consecutiveSameTimeScriptLinesFormOneEventAndAControlActionSplitsThem() throws {
        let scene = try Self.loaded(
            """
              - 0.00 down t1 10 10
              - 0.00 down t2 20 20
              - 0.10 move t1 15 15
              - 0.10 wait
              - 0.10 move t2 25 25
              - 0.20 up t1
              - 0.20 up t2
            """)
        #expect(
            ExpectationCheck.compactTrace(of: scene) == [
                "pad.touchesBegan [t1, t2] handled", "pad.touchesMoved [t1] handled", "pad.touchesMoved [t2] handled",
                "pad.touchesEnded [t1, t2] handled",
            ])
    }

    @Test func rangeMovesOverTheSameIntervalGlideTogether() throws {
        let scene = try Self.loaded(
            """
              - 0.00 down t1 10 10
              - 0.00 down t2 20 20
              - 0.10..0.20 move t1 10 10 -> 30 10 steps 2
              - 0.10..0.20 move t2 20 20 -> 40 20 steps 2
              - 0.30 up t1
              - 0.30 up t2
            """)
        #expect(
            ExpectationCheck.compactTrace(of: scene) == [
                "pad.touchesBegan [t1, t2] handled", "pad.touchesMoved [t1, t2] handled", "pad.touchesMoved [t1, t2] handled",
                "pad.touchesEnded [t1, t2] handled",
            ])
    }

    // MARK: P2

    @Test func stationaryTouchesCauseNoCall() {
        var tree = Self.scene()
        tree.event(at: 0, [("t1", .down, 10, 10), ("t2", .down, 20, 20), ("t3", .down, 110, 10)])
        tree.move("t1", 30, 30, at: 0.1)
        #expect(tree.linesByStep()[1] == ["a.touchesMoved [t1] handled"])
    }

    @Test func eachViewGetsOneCallPerPhaseWithOnlyItsOwnTouches() {
        var tree = Self.scene()
        tree.event(at: 0, [("t1", .down, 10, 10), ("t2", .down, 20, 20), ("t3", .down, 110, 10)])
        tree.event(at: 0.1, [("t1", .move, 30, 30), ("t3", .move, 130, 30), ("t2", .move, 40, 40)])
        #expect(
            tree.linesByStep() == [
                ["a.touchesBegan [t1, t2] handled", "b.touchesBegan [t3] handled"],
                ["a.touchesMoved [t1, t2] handled", "b.touchesMoved [t3] handled"],
            ])
    }

    @Test func differentPhasesOfOneViewAreSeparateCalls() {
        var tree = Self.scene()
        tree.event(at: 0, [("t1", .down, 10, 10), ("t2", .down, 20, 20)])
        tree.event(at: 0.1, [("t1", .up, nil, nil), ("t2", .move, 40, 40)])
        #expect(tree.linesByStep()[1] == ["a.touchesMoved [t2] handled", "a.touchesEnded [t1] handled"])
    }

    // MARK: P3

    @Test func phasesAreCalledBeganThenMovedThenEnded() {
        var tree = Self.scene()
        tree.event(at: 0, [("t1", .down, 10, 10), ("t2", .down, 20, 20)])
        tree.event(at: 0.1, [("t1", .up, nil, nil), ("t2", .move, 40, 40), ("t3", .down, 110, 10)])
        #expect(tree.linesByStep()[1] == ["b.touchesBegan [t3] handled", "a.touchesMoved [t2] handled", "a.touchesEnded [t1] handled"])
    }

    @Test func viewsAreOrderedByTheCreationOfTheirFirstTouchInThePhase() {
        var tree = Self.scene()
        tree.down("t1", 10, 10, at: 0)
        tree.down("t2", 110, 10, at: 0.1)
        tree.down("t3", 20, 20, at: 0.2)
        // a's moved touch t3 is newer than b's t2, although a's t1 is older than both.
        tree.event(at: 0.3, [("t3", .move, 30, 30), ("t2", .move, 120, 20)])
        tree.event(at: 0.4, [("t2", .move, 130, 30), ("t1", .move, 15, 15)])
        let lines = tree.linesByStep()
        #expect(lines[3] == ["b.touchesMoved [t2] handled", "a.touchesMoved [t3] handled"])
        #expect(lines[4] == ["a.touchesMoved [t1] handled", "b.touchesMoved [t2] handled"])
    }

    @Test func touchListsFollowCreationNotScriptOrder() {
        var tree = Self.scene()
        tree.event(at: 0, [("t1", .down, 10, 10), ("t2", .down, 20, 20)])
        tree.event(at: 0.1, [("t2", .move, 40, 40), ("t1", .move, 30, 30)])
        #expect(tree.linesByStep()[1] == ["a.touchesMoved [t1, t2] handled"])
    }

    @Test func reusedTouchIdIsANewTouchCreatedLater() {
        var tree = Self.scene()
        tree.down("t1", 10, 10, at: 0)
        tree.down("t2", 110, 10, at: 0.1)
        tree.down("t3", 20, 20, at: 0.1)
        tree.up("t1", at: 0.2)
        tree.down("t1", 30, 30, at: 0.3)
        tree.event(at: 0.4, [("t1", .move, 35, 35), ("t2", .move, 120, 20), ("t3", .move, 25, 25)])
        #expect(tree.linesByStep()[5] == ["b.touchesMoved [t2] handled", "a.touchesMoved [t3, t1] handled"])
        #expect(tree.all(tree.steps()[5]) == ["t2 moved", "t3 moved", "t1 moved"])
    }

    // MARK: P4

    @Test func allListsEveryTouchOfTheEventWhateverItsView() {
        var tree = Self.scene()
        tree.down("t1", 10, 10, at: 0)
        tree.down("t2", 110, 10, at: 0.1)
        tree.down("t3", 20, 20, at: 0.2)
        tree.event(at: 0.3, [("t4", .down, 120, 20), ("t1", .move, 30, 30), ("t2", .up, nil, nil)])
        let step = tree.steps()[3]
        #expect(tree.all(step) == ["t1 moved", "t2 ended", "t3 stationary", "t4 began"])
        #expect(step.deliveries.count == 3)
    }

    @Test func withheldTouchesAreNotInAll() {
        var tree = Self.scene()
        tree.down("t1", 210, 10, at: 0)
        tree.down("t2", 220, 20, at: 0.1)
        tree.down("t3", 400, 10, at: 0.2)
        tree.event(at: 0.3, [("t1", .move, 230, 30), ("t2", .move, 240, 40), ("t3", .move, 410, 20)])
        #expect(tree.linesByStep()[3] == ["solo.touchesMoved [t1] handled"])
        #expect(tree.all(tree.steps()[3]) == ["t1 moved"])
    }

    @Test func finishedTouchesLeaveAll() {
        var tree = Self.scene()
        tree.event(at: 0, [("t1", .down, 10, 10), ("t2", .down, 20, 20)])
        tree.up("t1", at: 0.1)
        tree.move("t2", 30, 30, at: 0.2)
        let steps = tree.steps()
        #expect(tree.all(steps[1]) == ["t1 ended", "t2 stationary"])
        #expect(tree.all(steps[2]) == ["t2 moved"])
    }

    @Test func cancelStepListsTheCancelledTouches() {
        var tree = Self.scene()
        tree.down("t1", 10, 10, at: 0)
        tree.down("t2", 110, 10, at: 0.1)
        tree.down("t3", 210, 10, at: 0.2)
        tree.down("t4", 220, 20, at: 0.3)
        tree.step(at: 0.4, .cancel)
        #expect(tree.all(tree.steps()[4]) == ["t1 cancelled", "t2 cancelled", "t3 cancelled"])
    }

    @Test func touchWhoseEndWasSkippedLeavesAll() {
        var tree = Self.scene()
        tree.event(at: 0, [("t1", .down, 10, 10), ("t2", .down, 20, 20)])
        tree.step(at: 0.1, .ignoreBegin)
        tree.up("t1", at: 0.2)
        tree.step(at: 0.3, .ignoreEnd)
        tree.move("t2", 30, 30, at: 0.4)
        #expect(tree.all(tree.steps()[4]) == ["t2 moved"])
    }

    // MARK: P5

    @Test func locationsAreInEachResponderOwnCoordinates() {
        var tree = TreeBuilder()
        let main = tree.window("main", Rect(0, 20, 320, 460))
        let root = tree.view("root", in: main, Rect(5, 5, 310, 450))
        let panel = tree.view("panel", in: root, Rect(20, 30, 200, 200))
        tree.view("button", in: panel, Rect(10, 10, 50, 50))
        tree.controller("rootController", of: root)
        tree.controller("panelController", of: panel)
        tree.scene.delegate = AppResponder(name: "AppDelegate")
        tree.down("t1", 40, 70, at: 0)
        #expect(
            tree.locations(tree.steps()[0]) == [
                "button.touchesBegan t1 (5, 5)", "panel.touchesBegan t1 (15, 15)", "panelController.touchesBegan t1 (15, 15)",
                "root.touchesBegan t1 (35, 45)", "rootController.touchesBegan t1 (35, 45)", "main.touchesBegan t1 (40, 50)",
                "UIApplication.touchesBegan t1 (40, 50)", "AppDelegate.touchesBegan t1 (40, 50)",
            ])
    }

    @Test func applicationLocationsUseTheWindowOfTheTouch() {
        var tree = TreeBuilder()
        let main = tree.window("main", Rect(0, 0, 320, 240))
        tree.view("top", in: main, Rect(0, 0, 320, 240))
        let side = tree.window("side", Rect(10, 240, 300, 240))
        tree.view("bottom", in: side, Rect(0, 0, 300, 240))
        tree.down("t1", 50, 300, at: 0)
        #expect(
            tree.locations(tree.steps()[0]) == [
                "bottom.touchesBegan t1 (40, 60)", "side.touchesBegan t1 (40, 60)", "UIApplication.touchesBegan t1 (40, 60)",
            ])
    }

    @Test func boundsOriginShiftsLocations() {
        var tree = TreeBuilder()
        let main = tree.window("main")
        let root = tree.handler("root", in: main, Rect(0, 0, 320, 480))
        let scroll = tree.view("scroll", in: root, Rect(0, 50, 320, 200)) { $0.boundsOrigin = Point(0, 100) }
        tree.view("content", in: scroll, Rect(0, 120, 100, 100)) { $0.boundsOrigin = Point(-5, 0) }
        tree.down("t1", 10, 80, at: 0)
        #expect(
            tree.locations(tree.steps()[0]) == [
                "content.touchesBegan t1 (5, 10)", "scroll.touchesBegan t1 (10, 130)", "root.touchesBegan t1 (10, 80)",
            ])
    }

    @Test func eachTouchOfACallHasItsOwnLocation() {
        var tree = TreeBuilder()
        let main = tree.window("main")
        let root = tree.handler("root", in: main, Rect(0, 0, 320, 480))
        tree.handler("pad", in: root, Rect(100, 100, 100, 100)) { $0.multipleTouch = true }
        tree.event(at: 0, [("t1", .down, 110, 120), ("t2", .down, 150, 160)])
        #expect(tree.locations(tree.steps()[0]) == ["pad.touchesBegan t1 (10, 20), t2 (50, 60)"])
    }

    @Test func locationsFollowTheFingerOutsideTheBoundView() {
        var tree = TreeBuilder()
        let main = tree.window("main")
        let root = tree.handler("root", in: main, Rect(0, 0, 320, 480))
        tree.handler("pad", in: root, Rect(100, 100, 100, 100))
        tree.down("t1", 110, 120, at: 0)
        tree.move("t1", 50, 60, at: 0.1)
        tree.up("t1", at: 0.2)
        let steps = tree.steps()
        #expect(tree.locations(steps[1]) == ["pad.touchesMoved t1 (-50, -40)"])
        #expect(tree.locations(steps[2]) == ["pad.touchesEnded t1 (-50, -40)"])
    }

    @Test func upWithAPointLiftsThere() {
        var tree = TreeBuilder()
        let main = tree.window("main")
        let root = tree.handler("root", in: main, Rect(0, 0, 320, 480))
        tree.handler("pad", in: root, Rect(100, 100, 100, 100))
        tree.down("t1", 110, 120, at: 0)
        tree.up("t1", 130, 145.5, at: 0.1)
        let steps = tree.steps()
        #expect(tree.linesByStep()[1] == ["pad.touchesEnded [t1] handled"])
        #expect(tree.locations(steps[1]) == ["pad.touchesEnded t1 (30, 45.5)"])
    }
}
