import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

@Suite struct SmokeTests {
    @Test func tapOnHandlingViewIsHandledThere() {
        var tree = TreeBuilder()
        let main = tree.window("main")
        let root = tree.view("root", in: main, Rect(0, 0, 320, 480))
        tree.view("button", in: root, Rect(10, 10, 100, 44)) { $0.handling = Handling(handles: .all) }
        tree.down("t1", 20, 20, at: 0)
        tree.up("t1", at: 0.1)
        #expect(tree.trace() == ["button.touchesBegan [t1] handled", "button.touchesEnded [t1] handled"])
    }

    @Test func unhandledTouchTravelsToTheApplication() {
        var tree = TreeBuilder()
        let main = tree.window("main")
        tree.view("root", in: main, Rect(0, 0, 320, 480))
        tree.down("t1", 20, 20, at: 0)
        #expect(
            tree.trace() == [
                "root.touchesBegan [t1] forwarded", "main.touchesBegan [t1] forwarded", "UIApplication.touchesBegan [t1] unhandled",
                "notice never-finished root t1", "notice never-finished main t1", "notice never-finished UIApplication t1",
            ])
    }
}
