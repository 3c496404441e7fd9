import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// M1–M3: `multipleTouchEnabled`, off by default.
@Suite struct MultipleTouchTests {
    /// A window `main`, a handling root view, and a handling `canvas` with `multiple-touch` as given.
    private static func canvasScene(multipleTouch: Bool = false) -> TreeBuilder {
        var tree = TreeBuilder()
        let main = tree.window("main")
        let root = tree.handler("root", in: main, Rect(0, 0, 320, 480))
        tree.handler("canvas", in: root, Rect(0, 0, 200, 200)) { $0.multipleTouch = multipleTouch }
        return tree
    }

    // MARK: M1

    @Test func secondFingerOnSingleTouchViewIsWithheldForLife() {
        var tree = Self.canvasScene()
        tree.down("t1", 50, 50, at: 0)
        tree.down("t2", 100, 100, at: 0.1)
        tree.up("t1", at: 0.2)
        tree.move("t2", 110, 110, at: 0.3)
        tree.up("t2", at: 0.4)
        #expect(
            tree.trace() == [
                "canvas.touchesBegan [t1] handled", "drop t2 multiple-touch-disabled canvas", "canvas.touchesEnded [t1] handled",
            ])
    }

    @Test func withheldTouchIsNotHandedToAnyOtherView() {
        var tree = TreeBuilder()
        let main = tree.window("main")
        let root = tree.handler("root", in: main, Rect(0, 0, 320, 480))
        tree.handler("back", in: root, Rect(0, 0, 200, 200)) { $0.multipleTouch = true }
        tree.handler("canvas", in: root, Rect(0, 0, 200, 200))
        tree.down("t1", 50, 50, at: 0)
        tree.down("t2", 100, 100, at: 0.1)
        tree.move("t2", 110, 110, at: 0.2)
        #expect(Array(tree.linesByStep()[1...]) == [["drop t2 multiple-touch-disabled canvas"], []])
        #expect(tree.hitTests(tree.steps()[1]) == ["t2 window=main view=canvas path=main/root/canvas"])
    }

    @Test func touchAfterTheFirstHasEndedIsDelivered() {
        var tree = Self.canvasScene()
        tree.down("t1", 50, 50, at: 0)
        tree.up("t1", at: 0.1)
        tree.down("t2", 100, 100, at: 0.2)
        #expect(tree.linesByStep()[2] == ["canvas.touchesBegan [t2] handled"])
    }

    @Test func multipleTouchViewReceivesTheSecondFinger() {
        var tree = Self.canvasScene(multipleTouch: true)
        tree.down("t1", 50, 50, at: 0)
        tree.down("t2", 100, 100, at: 0.1)
        tree.event(at: 0.2, [("t1", .move, 55, 55), ("t2", .move, 105, 105)])
        #expect(
            tree.linesByStep() == [
                ["canvas.touchesBegan [t1] handled"], ["canvas.touchesBegan [t2] handled"], ["canvas.touchesMoved [t1, t2] handled"],
            ])
    }

    // MARK: M2

    @Test func firstOfSimultaneousTouchesInScriptOrderIsDelivered() {
        var tree = Self.canvasScene()
        tree.event(at: 0, [("b", .down, 50, 50), ("a", .down, 100, 100)])
        tree.event(at: 0.1, [("b", .move, 60, 60), ("a", .move, 110, 110)])
        #expect(
            tree.trace() == [
                "drop a multiple-touch-disabled canvas", "canvas.touchesBegan [b] handled", "canvas.touchesMoved [b] handled",
                "notice never-finished canvas b",
            ])
    }

    @Test func simultaneousTouchesOnAViewAlreadyTrackingOneAreAllWithheld() {
        var tree = Self.canvasScene()
        tree.down("t1", 50, 50, at: 0)
        tree.event(at: 0.1, [("t2", .down, 60, 60), ("t3", .down, 70, 70)])
        #expect(tree.linesByStep()[1] == ["drop t2 multiple-touch-disabled canvas", "drop t3 multiple-touch-disabled canvas"])
    }

    @Test func simultaneousTouchesOnAMultipleTouchViewShareOneCall() {
        var tree = Self.canvasScene(multipleTouch: true)
        tree.event(at: 0, [("t1", .down, 50, 50), ("t2", .down, 100, 100)])
        #expect(tree.linesByStep()[0] == ["canvas.touchesBegan [t1, t2] handled"])
    }

    // MARK: M3

    @Test func singleTouchParentDoesNotRestrictItsSubviews() {
        var tree = TreeBuilder()
        let main = tree.window("main")
        let root = tree.view("root", in: main, Rect(0, 0, 320, 480))
        let parent = tree.handler("parent", in: root, Rect(0, 0, 200, 200))
        tree.view("child", in: parent, Rect(0, 0, 100, 100))
        tree.down("t1", 150, 150, at: 0)
        tree.down("t2", 50, 50, at: 0.1)
        tree.down("t3", 60, 60, at: 0.2)
        // The child forwards t2 to its single-touch parent, which already tracks t1: M only
        // concerns the hit-test view. The child itself is single-touch, so t3 is withheld.
        #expect(
            tree.linesByStep() == [
                ["parent.touchesBegan [t1] handled"], ["child.touchesBegan [t2] forwarded", "parent.touchesBegan [t2] handled"],
                ["drop t3 multiple-touch-disabled child"],
            ])
    }

    @Test func singleTouchSubviewDoesNotRestrictItsParent() {
        var tree = TreeBuilder()
        let main = tree.window("main")
        let root = tree.handler("root", in: main, Rect(0, 0, 320, 480))
        let parent = tree.handler("parent", in: root, Rect(0, 0, 200, 200))
        tree.handler("child", in: parent, Rect(0, 0, 100, 100))
        tree.down("t1", 50, 50, at: 0)
        tree.down("t2", 150, 150, at: 0.1)
        #expect(tree.linesByStep() == [["child.touchesBegan [t1] handled"], ["parent.touchesBegan [t2] handled"]])
    }

    @Test func windowIgnoresTheFlag() {
        var tree = TreeBuilder()
        tree.window("main") { $0.handling = Handling(handles: .all) }
        tree.down("t1", 50, 50, at: 0)
        tree.down("t2", 100, 100, at: 0.1)
        tree.event(at: 0.2, [("t3", .down, 150, 150), ("t4", .down, 200, 200)])
        #expect(
            tree.linesByStep() == [
                ["main.touchesBegan [t1] handled"], ["main.touchesBegan [t2] handled"], ["main.touchesBegan [t3, t4] handled"],
            ])
    }
}
