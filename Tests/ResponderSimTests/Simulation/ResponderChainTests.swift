import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// C1–C4: the responder chain.
@Suite struct ResponderChainTests {
    /// `main` ▸ `root` ▸ `panel` (20, 20) ▸ `button` (10, 10); nothing handles anything unless
    /// `configure` says so. A touch at (40, 40) hits the button.
    private static func scene(
        panelController: Bool = false, rootController: Bool = false, _ configure: (inout TreeBuilder) -> Void = { _ in }
    ) -> TreeBuilder {
        var tree = TreeBuilder()
        let main = tree.window("main")
        let root = tree.view("root", in: main, Rect(0, 0, 320, 480))
        let panel = tree.view("panel", in: root, Rect(20, 20, 200, 200))
        tree.view("button", in: panel, Rect(10, 10, 50, 50))
        if rootController { tree.controller("rootController", of: root) }
        if panelController { tree.controller("panelController", of: panel) }
        configure(&tree)
        return tree
    }

    // MARK: C1

    @Test func viewForwardsToItsSuperviewThenTheWindowThenTheApplication() {
        var tree = Self.scene()
        tree.down("t1", 40, 40, at: 0)
        let step = tree.steps()[0]
        #expect(
            tree.linesByStep()[0] == [
                "button.touchesBegan [t1] forwarded", "panel.touchesBegan [t1] forwarded", "root.touchesBegan [t1] forwarded",
                "main.touchesBegan [t1] forwarded", "UIApplication.touchesBegan [t1] unhandled",
            ])
        #expect(step.deliveries.map { tree.scene.role(of: $0.responder) } == [.view, .view, .view, .window, .application])
    }

    @Test func rootViewOfAControllerForwardsToItsController() {
        var tree = Self.scene(panelController: true, rootController: true)
        tree.down("t1", 40, 40, at: 0)
        let step = tree.steps()[0]
        #expect(
            tree.linesByStep()[0] == [
                "button.touchesBegan [t1] forwarded", "panel.touchesBegan [t1] forwarded", "panelController.touchesBegan [t1] forwarded",
                "root.touchesBegan [t1] forwarded", "rootController.touchesBegan [t1] forwarded", "main.touchesBegan [t1] forwarded",
                "UIApplication.touchesBegan [t1] unhandled",
            ])
        #expect(
            step.deliveries.map { tree.scene.role(of: $0.responder) } == [
                .view, .view, .controller, .view, .controller, .window, .application,
            ])
    }

    @Test func applicationForwardsToTheDelegateWhenTheSceneDeclaresOne() {
        var tree = Self.scene { $0.scene.delegate = AppResponder(name: "AppDelegate") }
        tree.down("t1", 40, 40, at: 0)
        let step = tree.steps()[0]
        #expect(
            Array(tree.linesByStep()[0].suffix(2)) == [
                "UIApplication.touchesBegan [t1] forwarded", "AppDelegate.touchesBegan [t1] unhandled",
            ])
        #expect(step.deliveries.last.map { tree.scene.role(of: $0.responder) } == .delegate)
    }

    @Test func delegateThatHandlesAPhaseStopsThatPhase() {
        var tree = Self.scene { $0.scene.delegate = AppResponder(name: "Delegate", handling: Handling(handles: [.ended])) }
        tree.down("t1", 40, 40, at: 0)
        tree.up("t1", at: 0.1)
        let lines = tree.linesByStep()
        #expect(lines[0].last == "Delegate.touchesBegan [t1] unhandled")
        #expect(lines[1].last == "Delegate.touchesEnded [t1] handled")
    }

    @Test func applicationIsNamedAsTheSceneNamesIt() {
        var tree = Self.scene { $0.scene.application = AppResponder(name: "App", handling: Handling(handles: .all)) }
        tree.down("t1", 40, 40, at: 0)
        #expect(tree.linesByStep()[0].last == "App.touchesBegan [t1] handled")
    }

    // MARK: C2

    @Test func eachPhaseIsRoutedOnItsOwn() {
        var tree = Self.scene { tree in
            tree.scene.views[tree.id("button").index].handling = Handling(handles: [.began])
        }
        tree.down("t1", 40, 40, at: 0)
        tree.up("t1", at: 0.1)
        #expect(
            tree.trace() == [
                "button.touchesBegan [t1] handled", "button.touchesEnded [t1] forwarded", "panel.touchesEnded [t1] forwarded",
                "root.touchesEnded [t1] forwarded", "main.touchesEnded [t1] forwarded", "UIApplication.touchesEnded [t1] unhandled",
                "notice no-began panel t1", "notice no-began root t1", "notice no-began main t1", "notice no-began UIApplication t1",
            ])
    }

    // MARK: C3

    @Test func handlingResponderStopsTheChain() {
        var tree = Self.scene { tree in
            tree.scene.views[tree.id("panel").index].handling = Handling(handles: [.began])
        }
        tree.down("t1", 40, 40, at: 0)
        #expect(tree.linesByStep()[0] == ["button.touchesBegan [t1] forwarded", "panel.touchesBegan [t1] handled"])
    }

    @Test func handlingControllerStopsTheChain() {
        var tree = Self.scene(panelController: true) { tree in
            tree.scene.controllers[0].handling = Handling(handles: [.began])
        }
        tree.down("t1", 40, 40, at: 0)
        #expect(
            tree.linesByStep()[0] == [
                "button.touchesBegan [t1] forwarded", "panel.touchesBegan [t1] forwarded", "panelController.touchesBegan [t1] handled",
            ])
    }

    @Test func passingOnResponderSeesTheCallAndForwardsIt() {
        var tree = Self.scene { tree in
            let panel = tree.id("panel").index
            tree.scene.views[panel].behavior = BehaviorSpec(kind: .log)
            tree.scene.views[panel].handling = Handling(passesOn: [.began])
            tree.scene.views[tree.id("root").index].handling = Handling(handles: .all)
        }
        tree.down("t1", 40, 40, at: 0)
        tree.up("t1", at: 0.1)
        // Only the phase it passes on runs its code; the others it forwards unseen.
        #expect(
            tree.linesByStep() == [
                [
                    "button.touchesBegan [t1] forwarded", "panel.touchesBegan [t1] forwarded", "output panel: began [t1] all [t1 began]",
                    "root.touchesBegan [t1] handled",
                ],
                ["button.touchesEnded [t1] forwarded", "panel.touchesEnded [t1] forwarded", "root.touchesEnded [t1] handled"],
            ])
    }

    @Test func forwardingFollowsTheBoundViewNotTheFinger() {
        var tree = TreeBuilder()
        let main = tree.window("main")
        let root = tree.handler("root", in: main, Rect(0, 0, 320, 480))
        let left = tree.handler("left", in: root, Rect(0, 0, 160, 480))
        tree.view("button", in: left, Rect(0, 0, 100, 100))
        tree.handler("right", in: root, Rect(160, 0, 160, 480))
        tree.down("t1", 50, 50, at: 0)
        tree.move("t1", 200, 50, at: 0.1)
        tree.up("t1", at: 0.2)
        #expect(
            tree.trace() == [
                "button.touchesBegan [t1] forwarded", "left.touchesBegan [t1] handled", "button.touchesMoved [t1] forwarded",
                "left.touchesMoved [t1] handled", "button.touchesEnded [t1] forwarded", "left.touchesEnded [t1] handled",
            ])
    }

    @Test func forwardedCallsReachASuperviewThatNoLongerTakesTouches() {
        var tree = TreeBuilder()
        let main = tree.window("main")
        let root = tree.handler("root", in: main, Rect(0, 0, 320, 480))
        let panel = tree.handler("panel", in: root, Rect(0, 0, 200, 200))
        tree.view("button", in: panel, Rect(0, 0, 100, 100))
        tree.down("t1", 50, 50, at: 0)
        tree.step(at: 0.1, .set(panel, key: "user-interaction", .userInteraction(false)))
        tree.step(at: 0.1, .set(panel, key: "frame", .frame(Rect(300, 300, 10, 10))))
        tree.move("t1", 60, 60, at: 0.2)
        #expect(tree.linesByStep()[3] == ["button.touchesMoved [t1] forwarded", "panel.touchesMoved [t1] handled"])
    }

    // MARK: C4

    @Test func callFallingOffTheEndOfTheChainIsUnhandledAtTheLastResponderOnly() {
        var tree = Self.scene(panelController: true) { $0.scene.delegate = AppResponder(name: "AppDelegate") }
        tree.down("t1", 40, 40, at: 0)
        let results = tree.steps()[0].deliveries.map(\.result)
        #expect(results == [.forwarded, .forwarded, .forwarded, .forwarded, .forwarded, .forwarded, .unhandled])
        #expect(tree.linesByStep()[0].last == "AppDelegate.touchesBegan [t1] unhandled")
    }
}
