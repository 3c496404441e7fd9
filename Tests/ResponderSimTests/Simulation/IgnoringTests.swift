import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// I1–I3: `beginIgnoringInteractionEvents`, application-wide and nested.
@Suite struct IgnoringTests {
    /// A window `main`, a handling root, and a handling `canvas` at (20, 20).
    private static func scene(device: Device = .iphone, multipleTouch: Bool = false) -> TreeBuilder {
        var tree = TreeBuilder(device: device)
        let main = tree.window("main")
        let root = tree.handler("root", in: main, Rect(0, 0, 320, 480))
        tree.handler("canvas", in: root, Rect(20, 20, 200, 200)) { $0.multipleTouch = multipleTouch }
        return tree
    }

    // MARK: I1

    @Test func ignoringNestsThreeDeep() {
        var tree = Self.scene()
        for _ in 0..<3 { tree.step(at: 0, .ignoreBegin) }
        tree.step(at: 0.1, .ignoreEnd)
        tree.step(at: 0.1, .ignoreEnd)
        tree.down("t1", 50, 50, at: 0.2)
        tree.up("t1", at: 0.3)
        tree.step(at: 0.4, .ignoreEnd)
        tree.down("t2", 50, 50, at: 0.5)
        tree.up("t2", at: 0.6)
        #expect(tree.trace() == ["drop t1 ignoring-interaction -", "canvas.touchesBegan [t2] handled", "canvas.touchesEnded [t2] handled"])
    }

    @Test func matchingIgnoreEndRestoresDelivery() {
        var tree = Self.scene()
        tree.step(at: 0, .ignoreBegin)
        tree.step(at: 0.1, .ignoreEnd)
        tree.down("t1", 50, 50, at: 0.2)
        #expect(tree.linesByStep()[2] == ["canvas.touchesBegan [t1] handled"])
    }

    // MARK: I2

    @Test func touchThatBeganWhileIgnoringStaysWithheldAfterIgnoringEnds() {
        var tree = Self.scene()
        tree.step(at: 0, .ignoreBegin)
        tree.down("t1", 50, 50, at: 0.1)
        tree.step(at: 0.2, .ignoreEnd)
        tree.move("t1", 60, 60, at: 0.3)
        tree.up("t1", at: 0.4)
        #expect(tree.trace() == ["drop t1 ignoring-interaction -"])
    }

    // MARK: I3

    @Test func eventsOfLiveTouchesAreSkippedWhileIgnoring() {
        var tree = Self.scene()
        tree.down("t1", 50, 50, at: 0)
        tree.step(at: 0.1, .ignoreBegin)
        tree.move("t1", 60, 60, at: 0.2)
        tree.step(at: 0.3, .ignoreEnd)
        tree.move("t1", 70, 70, at: 0.4)
        tree.up("t1", at: 0.5)
        #expect(
            tree.trace() == [
                "canvas.touchesBegan [t1] handled", "skip t1 moved ignoring-interaction canvas", "canvas.touchesMoved [t1] handled",
                "canvas.touchesEnded [t1] handled",
            ])
    }

    @Test func deliveryResumesOnlyAfterTheOutermostIgnoreEnd() {
        var tree = Self.scene()
        tree.down("t1", 50, 50, at: 0)
        tree.step(at: 0.1, .ignoreBegin)
        tree.step(at: 0.1, .ignoreBegin)
        tree.move("t1", 60, 60, at: 0.2)
        tree.step(at: 0.3, .ignoreEnd)
        tree.move("t1", 70, 70, at: 0.4)
        tree.step(at: 0.5, .ignoreEnd)
        tree.move("t1", 80, 80, at: 0.6)
        tree.up("t1", at: 0.7)
        #expect(
            tree.trace() == [
                "canvas.touchesBegan [t1] handled", "skip t1 moved ignoring-interaction canvas",
                "skip t1 moved ignoring-interaction canvas",
                "canvas.touchesMoved [t1] handled", "canvas.touchesEnded [t1] handled",
            ])
    }

    @Test func endSkippedWhileIgnoringLeavesTheViewUnfinished() {
        var tree = Self.scene()
        tree.down("t1", 50, 50, at: 0)
        tree.step(at: 0.1, .ignoreBegin)
        tree.up("t1", at: 0.2)
        tree.step(at: 0.3, .ignoreEnd)
        #expect(
            tree.trace() == [
                "canvas.touchesBegan [t1] handled", "skip t1 ended ignoring-interaction canvas", "notice never-finished canvas t1",
            ])
    }

    @Test func viewIsFreeForANewTouchAfterItsTouchEndedWhileIgnoring() {
        var tree = Self.scene()
        tree.down("t1", 50, 50, at: 0)
        tree.step(at: 0.1, .ignoreBegin)
        tree.up("t1", at: 0.2)
        tree.step(at: 0.3, .ignoreEnd)
        tree.down("t2", 50, 50, at: 0.4)
        #expect(tree.linesByStep()[4] == ["canvas.touchesBegan [t2] handled"])
    }

    @Test func skippedMoveStillMovesTheFinger() {
        var tree = Self.scene()
        tree.down("t1", 30, 30, at: 0)
        tree.step(at: 0.1, .ignoreBegin)
        tree.move("t1", 60, 60, at: 0.2)
        tree.step(at: 0.3, .ignoreEnd)
        tree.up("t1", at: 0.4)
        // The up has no point: the finger lifts where the skipped move left it, (60, 60) on
        // screen, which is (40, 40) in canvas.
        #expect(tree.locations(tree.steps()[4]) == ["canvas.touchesEnded t1 (40, 40)"])
    }

    @Test func skippedMoveStillMovesThePreviousLocation() {
        var tree = TreeBuilder()
        let main = tree.window("main")
        let root = tree.handler("root", in: main, Rect(0, 0, 320, 480))
        tree.view("card", in: root, Rect(0, 0, 100, 100)) {
            $0.behavior = BehaviorSpec(kind: .drag)
            $0.handling = Handling(handles: .all)
        }
        tree.down("t1", 10, 10, at: 0)
        tree.step(at: 0.1, .ignoreBegin)
        tree.move("t1", 40, 10, at: 0.2)
        tree.step(at: 0.3, .ignoreEnd)
        tree.move("t1", 50, 10, at: 0.4)
        tree.up("t1", at: 0.5)
        // The delivered move's previous location is the skipped move's point: drag moves by 10.
        #expect(
            tree.trace() == [
                "card.touchesBegan [t1] handled", "skip t1 moved ignoring-interaction card", "card.touchesMoved [t1] handled",
                "card.touchesEnded [t1] handled", "output card: moved to (10, 0)",
            ])
    }

    @Test func skipsListMovesBeforeEnds() {
        var tree = TreeBuilder()
        let main = tree.window("main")
        let root = tree.handler("root", in: main, Rect(0, 0, 320, 480))
        tree.handler("a", in: root, Rect(0, 0, 100, 100))
        tree.handler("b", in: root, Rect(100, 0, 100, 100))
        tree.down("t1", 50, 50, at: 0)
        tree.down("t2", 150, 50, at: 0.1)
        tree.step(at: 0.2, .ignoreBegin)
        tree.event(at: 0.3, [("t1", .up, nil, nil), ("t2", .move, 160, 60)])
        #expect(tree.linesByStep()[3] == ["skip t2 moved ignoring-interaction b", "skip t1 ended ignoring-interaction a"])
    }

    @Test func skipsOfOnePhaseGoViewByViewInTheOrderOfP3() {
        var tree = TreeBuilder()
        let main = tree.window("main")
        let root = tree.handler("root", in: main, Rect(0, 0, 320, 480))
        tree.handler("a", in: root, Rect(0, 0, 100, 100)) { $0.multipleTouch = true }
        tree.handler("b", in: root, Rect(100, 0, 100, 100))
        tree.down("t1", 10, 10, at: 0)
        tree.down("t2", 110, 10, at: 0.1)
        tree.down("t3", 20, 20, at: 0.2)
        tree.step(at: 0.3, .ignoreBegin)
        tree.event(at: 0.4, [("t2", .move, 120, 20), ("t3", .move, 30, 30), ("t1", .move, 15, 15)])
        // Views in the order of their touches' creation (a by t1, then b), each view's touches by creation.
        #expect(
            tree.linesByStep()[4] == [
                "skip t1 moved ignoring-interaction a", "skip t3 moved ignoring-interaction a", "skip t2 moved ignoring-interaction b",
            ])
    }

    @Test func cancelWhileIgnoringIsStillDelivered() {
        var tree = Self.scene()
        tree.down("t1", 50, 50, at: 0)
        tree.step(at: 0.1, .ignoreBegin)
        tree.step(at: 0.2, .cancel)
        tree.step(at: 0.3, .ignoreEnd)
        tree.up("t1", at: 0.4)
        #expect(tree.trace() == ["canvas.touchesBegan [t1] handled", "canvas.touchesCancelled [t1] handled"])
        #expect(tree.linesByStep()[2] == ["canvas.touchesCancelled [t1] handled"])
    }

    @Test func removalWhileIgnoringIsStillDelivered() {
        var tree = Self.scene()
        let canvas = tree.id("canvas")
        tree.down("t1", 50, 50, at: 0)
        tree.step(at: 0.1, .ignoreBegin)
        tree.step(at: 0.2, .remove(canvas))
        tree.move("t1", 60, 60, at: 0.3)
        #expect(tree.linesByStep() == [["canvas.touchesBegan [t1] handled"], [], ["canvas.touchesCancelled [t1] handled"], []])
    }

    @Test func touchLimitCancellationWhileIgnoringReplacesTheSkips() {
        var tree = Self.scene(device: Device(name: nil, touchLimit: 2, overflow: .cancelAll), multipleTouch: true)
        tree.down("t1", 50, 50, at: 0)
        tree.down("t2", 60, 60, at: 0.1)
        tree.step(at: 0.2, .ignoreBegin)
        tree.event(at: 0.3, [("t1", .move, 70, 70), ("t3", .down, 80, 80)])
        let step = tree.steps()[3]
        #expect(step.lines(of: SkipLine.self).isEmpty)
        // Both ignoring-interaction and touch-limit apply to t3: the first in table of drop reasons (README.md, Trace formats) is reported.
        #expect(tree.linesByStep()[3] == ["drop t3 ignoring-interaction -", "canvas.touchesCancelled [t1, t2] handled"])
    }
}
