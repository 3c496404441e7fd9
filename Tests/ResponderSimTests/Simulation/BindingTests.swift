import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// B1–B3: a delivered touch stays with its view and window.
@Suite struct BindingTests {
    /// A window `main` at the origin with a handling root view filling it.
    private static func screen() -> TreeBuilder {
        var tree = TreeBuilder()
        let main = tree.window("main")
        tree.handler("root", in: main, Rect(0, 0, 320, 480))
        return tree
    }

    // MARK: B1

    @Test func touchStaysWithItsViewWhereverTheFingerMoves() {
        var tree = Self.screen()
        let root = tree.id("root")
        tree.handler("left", in: root, Rect(0, 0, 100, 100))
        tree.handler("right", in: root, Rect(100, 0, 100, 100))
        tree.down("t1", 50, 50, at: 0)
        tree.move("t1", 150, 50, at: 0.1)
        tree.move("t1", 500, 500, at: 0.2)
        tree.up("t1", at: 0.3)
        #expect(
            tree.trace() == [
                "left.touchesBegan [t1] handled", "left.touchesMoved [t1] handled", "left.touchesMoved [t1] handled",
                "left.touchesEnded [t1] handled",
            ])
    }

    @Test func frameChangesMidTouchNeverReRouteIt() {
        var tree = Self.screen()
        let root = tree.id("root")
        let left = tree.handler("left", in: root, Rect(0, 0, 100, 100))
        let right = tree.handler("right", in: root, Rect(100, 0, 100, 100))
        tree.down("t1", 50, 50, at: 0)
        tree.step(at: 0.1, .set(left, key: "frame", .frame(Rect(200, 200, 50, 50))))
        tree.step(at: 0.1, .set(right, key: "frame", .frame(Rect(0, 0, 100, 100))))
        tree.down("t2", 60, 60, at: 0.2)
        tree.move("t1", 60, 60, at: 0.3)
        tree.event(at: 0.4, [("t1", .up, nil, nil), ("t2", .up, nil, nil)])
        #expect(
            tree.trace() == [
                "left.touchesBegan [t1] handled", "right.touchesBegan [t2] handled", "left.touchesMoved [t1] handled",
                "left.touchesEnded [t1] handled", "right.touchesEnded [t2] handled",
            ])
    }

    @Test func touchStaysWithItsWindowWhenTheFingerCrossesIntoAnother() {
        var tree = TreeBuilder()
        let main = tree.window("main")
        tree.handler("mainRoot", in: main, Rect(0, 0, 320, 480))
        let sheet = tree.window("sheet", Rect(0, 240, 320, 240), level: 1)
        tree.handler("sheetRoot", in: sheet, Rect(0, 0, 320, 240))
        tree.down("t1", 50, 50, at: 0)
        tree.move("t1", 50, 300, at: 0.1)
        tree.up("t1", at: 0.2)
        #expect(
            tree.trace() == [
                "mainRoot.touchesBegan [t1] handled", "mainRoot.touchesMoved [t1] handled", "mainRoot.touchesEnded [t1] handled",
            ])
    }

    // MARK: B2

    @Test func removingTheBoundViewCancelsItsTouchAtOnce() {
        var tree = Self.screen()
        let button = tree.view("button", in: tree.id("root"), Rect(10, 10, 50, 50)) {
            $0.handling = Handling(handles: [.began, .moved, .ended])
        }
        tree.down("t1", 20, 20, at: 0)
        tree.step(at: 0.1, .remove(button))
        tree.move("t1", 30, 30, at: 0.2)
        tree.up("t1", at: 0.3)
        // After the removal the button has no superview: its chain ends at itself.
        #expect(tree.linesByStep() == [["button.touchesBegan [t1] handled"], ["button.touchesCancelled [t1] unhandled"], [], []])
        #expect(tree.notices().isEmpty)
    }

    @Test func removingAnAncestorCancelsTouchesOfViewsInsideIt() {
        var tree = Self.screen()
        let panel = tree.view("panel", in: tree.id("root"), Rect(0, 0, 200, 200))
        tree.view("button", in: panel, Rect(10, 10, 50, 50)) { $0.handling = Handling(handles: [.began, .moved, .ended]) }
        tree.down("t1", 20, 20, at: 0)
        tree.step(at: 0.1, .remove(panel))
        tree.up("t1", at: 0.2)
        #expect(
            tree.trace() == [
                "button.touchesBegan [t1] handled", "button.touchesCancelled [t1] forwarded", "panel.touchesCancelled [t1] unhandled",
                "notice no-began panel t1",
            ])
    }

    @Test func controllerWhoseRootViewIsRemovedEndsTheChain() {
        var tree = Self.screen()
        let panel = tree.view("panel", in: tree.id("root"), Rect(0, 0, 200, 200))
        tree.controller("panelController", of: panel)
        tree.view("button", in: panel, Rect(10, 10, 50, 50)) { $0.handling = Handling(handles: [.began, .moved, .ended]) }
        tree.down("t1", 20, 20, at: 0)
        tree.step(at: 0.1, .remove(panel))
        #expect(
            tree.trace() == [
                "button.touchesBegan [t1] handled", "button.touchesCancelled [t1] forwarded", "panel.touchesCancelled [t1] forwarded",
                "panelController.touchesCancelled [t1] unhandled", "notice no-began panel t1", "notice no-began panelController t1",
            ])
    }

    @Test func removingAViewLeavesTheOtherTouchesAlone() {
        var tree = Self.screen()
        let root = tree.id("root")
        let left = tree.handler("left", in: root, Rect(0, 0, 100, 100))
        tree.handler("right", in: root, Rect(100, 0, 100, 100))
        tree.down("t1", 50, 50, at: 0)
        tree.down("t2", 150, 50, at: 0.1)
        tree.step(at: 0.2, .remove(left))
        tree.move("t2", 160, 50, at: 0.3)
        let lines = tree.linesByStep()
        #expect(lines[2] == ["left.touchesCancelled [t1] handled"])
        #expect(lines[3] == ["right.touchesMoved [t2] handled"])
        #expect(tree.all(tree.steps()[2]) == ["t1 cancelled", "t2 stationary"])
    }

    @Test func severalAffectedViewsGetOneCallEachInTheOrderOfTheirTouches() {
        var tree = Self.screen()
        let container = tree.view("container", in: tree.id("root"), Rect(0, 0, 320, 240))
        tree.handler("first", in: container, Rect(0, 0, 100, 100)) { $0.multipleTouch = true }
        tree.handler("second", in: container, Rect(100, 0, 100, 100))
        tree.down("t1", 150, 50, at: 0)
        tree.down("t2", 50, 50, at: 0.1)
        tree.down("t3", 60, 60, at: 0.2)
        tree.step(at: 0.3, .remove(container))
        #expect(tree.linesByStep()[3] == ["second.touchesCancelled [t1] handled", "first.touchesCancelled [t2, t3] handled"])
    }

    @Test func removingAViewWhoseOnlyTouchWasWithheldProducesNothing() {
        var tree = Self.screen()
        let pad = tree.handler("pad", in: tree.id("root"), Rect(0, 0, 100, 100))
        tree.step(at: 0, .ignoreBegin)
        tree.down("t1", 50, 50, at: 0.1)
        tree.step(at: 0.2, .ignoreEnd)
        tree.step(at: 0.3, .remove(pad))
        #expect(tree.linesByStep() == [[], ["drop t1 ignoring-interaction -"], [], []])
    }

    @Test func removedViewIsNoLongerHit() {
        var tree = Self.screen()
        let button = tree.handler("button", in: tree.id("root"), Rect(10, 10, 50, 50))
        tree.step(at: 0, .remove(button))
        tree.down("t1", 20, 20, at: 0.1)
        #expect(tree.linesByStep()[1] == ["root.touchesBegan [t1] handled"])
    }

    @Test func removingAMiddleSiblingKeepsTheOthersInFrontToBackOrder() {
        var tree = Self.screen()
        let root = tree.id("root")
        tree.handler("back", in: root, Rect(0, 0, 100, 100))
        let middle = tree.handler("middle", in: root, Rect(0, 0, 100, 100))
        tree.handler("front", in: root, Rect(50, 50, 100, 100))
        tree.step(at: 0, .remove(middle))
        tree.down("t1", 20, 20, at: 0.1)
        tree.down("t2", 60, 60, at: 0.1)
        tree.step(at: 0.2, .remove(tree.id("back")))
        tree.down("t3", 30, 30, at: 0.3)
        #expect(
            tree.linesByStep() == [
                [], ["back.touchesBegan [t1] handled"], ["front.touchesBegan [t2] handled"],
                ["back.touchesCancelled [t1] handled"], ["root.touchesBegan [t3] handled"],
            ])
    }

    // MARK: B3

    @Test(arguments: [
        ("user-interaction", ViewPropertyChange.userInteraction(false)), ("hidden", .hidden(true)), ("alpha", .alpha(0)),
    ])
    func changingHitTestFlagsMidTouchDoesNotAffectTheBoundTouch(key: String, change: ViewPropertyChange) {
        var tree = Self.screen()
        let pad = tree.handler("pad", in: tree.id("root"), Rect(0, 0, 100, 100))
        tree.down("t1", 50, 50, at: 0)
        tree.step(at: 0.1, .set(pad, key: key, change))
        tree.move("t1", 60, 60, at: 0.2)
        tree.up("t1", at: 0.3)
        tree.down("t2", 50, 50, at: 0.4)
        tree.up("t2", at: 0.5)
        #expect(
            tree.trace() == [
                "pad.touchesBegan [t1] handled", "pad.touchesMoved [t1] handled", "pad.touchesEnded [t1] handled",
                "root.touchesBegan [t2] handled", "root.touchesEnded [t2] handled",
            ])
    }

    @Test func hidingTheWindowMidTouchDoesNotAffectTheBoundTouch() {
        var tree = Self.screen()
        let main = tree.id("main")
        tree.down("t1", 50, 50, at: 0)
        tree.step(at: 0.1, .set(main, key: "hidden", .hidden(true)))
        tree.move("t1", 60, 60, at: 0.2)
        tree.up("t1", at: 0.3)
        tree.down("t2", 50, 50, at: 0.4)
        #expect(
            tree.trace() == [
                "root.touchesBegan [t1] handled", "root.touchesMoved [t1] handled", "root.touchesEnded [t1] handled", "drop t2 no-window -",
            ])
    }

    @Test func hidingAnAncestorMidTouchDoesNotAffectTheBoundTouch() {
        var tree = Self.screen()
        let panel = tree.view("panel", in: tree.id("root"), Rect(0, 0, 200, 200))
        tree.handler("pad", in: panel, Rect(0, 0, 100, 100))
        tree.down("t1", 50, 50, at: 0)
        tree.step(at: 0.1, .set(panel, key: "hidden", .hidden(true)))
        tree.move("t1", 60, 60, at: 0.2)
        tree.up("t1", at: 0.3)
        #expect(tree.trace() == ["pad.touchesBegan [t1] handled", "pad.touchesMoved [t1] handled", "pad.touchesEnded [t1] handled"])
    }
}
