import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// N1–N2: the notices after the last step.
@Suite struct NoticeTests {
    /// `main` ▸ `root` ▸ `button` (10, 10, 50, 50); the button's handling as given, the root's
    /// as given (none by default).
    private static func scene(button: Handling, root: Handling = .none) -> TreeBuilder {
        var tree = TreeBuilder()
        let main = tree.window("main")
        let rootView = tree.view("root", in: main, Rect(0, 0, 320, 480)) { $0.handling = root }
        tree.view("button", in: rootView, Rect(10, 10, 50, 50)) { $0.handling = button }
        return tree
    }

    // MARK: N1

    @Test func touchNeverLiftedLeavesEveryReceiverUnfinished() {
        var tree = Self.scene(button: .none)
        tree.down("t1", 20, 20, at: 0)
        #expect(
            tree.trace() == [
                "button.touchesBegan [t1] forwarded", "root.touchesBegan [t1] forwarded", "main.touchesBegan [t1] forwarded",
                "UIApplication.touchesBegan [t1] unhandled", "notice never-finished button t1", "notice never-finished root t1",
                "notice never-finished main t1", "notice never-finished UIApplication t1",
            ])
    }

    @Test func responderWhoseEndWasHandledBelowItNeverFinishes() {
        var tree = Self.scene(button: Handling(handles: [.ended], passesOn: [.began]), root: Handling(handles: .all))
        tree.down("t1", 20, 20, at: 0)
        tree.up("t1", at: 0.1)
        #expect(
            tree.trace() == [
                "button.touchesBegan [t1] forwarded", "root.touchesBegan [t1] handled", "button.touchesEnded [t1] handled",
                "notice never-finished root t1",
            ])
    }

    @Test func cancelledTouchIsFinished() {
        var tree = Self.scene(button: .none, root: Handling(handles: .all))
        tree.down("t1", 20, 20, at: 0)
        tree.step(at: 0.1, .cancel)
        #expect(tree.notices().isEmpty)
        #expect(tree.linesByStep()[1] == ["button.touchesCancelled [t1] forwarded", "root.touchesCancelled [t1] handled"])
    }

    @Test func endSkippedWhileIgnoringLeavesEveryReceiverUnfinished() {
        var tree = Self.scene(button: .none, root: Handling(handles: .all))
        tree.down("t1", 20, 20, at: 0)
        tree.step(at: 0.1, .ignoreBegin)
        tree.up("t1", at: 0.2)
        tree.step(at: 0.3, .ignoreEnd)
        #expect(tree.notices() == ["notice never-finished button t1", "notice never-finished root t1"])
    }

    @Test func withheldTouchHasNoNotices() {
        var tree = Self.scene(button: Handling(handles: .all))
        tree.down("t1", 20, 20, at: 0)
        tree.down("t2", 30, 30, at: 0.1)
        tree.up("t1", at: 0.2)
        #expect(
            tree.trace() == [
                "button.touchesBegan [t1] handled", "drop t2 multiple-touch-disabled button", "button.touchesEnded [t1] handled",
            ])
    }

    // MARK: N2

    @Test func respondersThatMissedTheBeganGetOneNoBeganEach() {
        var tree = Self.scene(button: Handling(handles: [.began]))
        tree.down("t1", 20, 20, at: 0)
        tree.move("t1", 25, 25, at: 0.1)
        tree.move("t1", 30, 30, at: 0.2)
        tree.up("t1", at: 0.3)
        #expect(tree.notices() == ["notice no-began root t1", "notice no-began main t1", "notice no-began UIApplication t1"])
    }

    @Test func eachTouchOfAReusedIdGetsItsOwnNotices() {
        var tree = Self.scene(button: Handling(handles: [.began]))
        tree.down("t1", 20, 20, at: 0)
        tree.up("t1", at: 0.1)
        tree.down("t1", 20, 20, at: 0.2)
        tree.up("t1", at: 0.3)
        #expect(
            tree.notices() == [
                "notice no-began root t1", "notice no-began main t1", "notice no-began UIApplication t1", "notice no-began root t1",
                "notice no-began main t1", "notice no-began UIApplication t1",
            ])
    }

    @Test func noticesAreOrderedByTheFirstDeliveryOfTheirPair() {
        var tree = TreeBuilder()
        let main = tree.window("main")
        let root = tree.view("root", in: main, Rect(0, 0, 320, 480))
        tree.view("a", in: root, Rect(0, 0, 100, 100)) { $0.handling = Handling(handles: [.began]) }
        tree.handler("b", in: root, Rect(100, 0, 100, 100))
        tree.down("t1", 50, 50, at: 0)
        tree.down("t2", 150, 50, at: 0.1)
        tree.move("t1", 60, 60, at: 0.2)
        tree.up("t1", at: 0.3)
        // (b, t2) was first delivered at 0.1, before root, main and the application saw t1 at 0.2.
        #expect(
            tree.notices() == [
                "notice never-finished b t2", "notice no-began root t1", "notice no-began main t1", "notice no-began UIApplication t1",
            ])
    }

    @Test func responderThatGotBeganAndAnEndHasNoNotice() {
        var tree = Self.scene(button: .none)
        tree.down("t1", 20, 20, at: 0)
        tree.move("t1", 25, 25, at: 0.1)
        tree.up("t1", at: 0.2)
        #expect(tree.notices().isEmpty)
        #expect(tree.trace().count == 12)
    }
}
