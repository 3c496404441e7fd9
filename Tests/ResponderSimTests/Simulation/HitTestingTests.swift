import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// H1–H9, the `no-window` / `no-hit-view` drop reasons (README.md, Trace formats: drop reasons) and the
/// `--explain` verdicts (README.md, Trace formats: the trace model).
@Suite struct HitTestingTests {
    /// A window `main` at the origin with a handling root view filling it.
    private static func screen() -> TreeBuilder {
        var tree = TreeBuilder()
        let main = tree.window("main")
        tree.handler("root", in: main, Rect(0, 0, 320, 480))
        return tree
    }

    /// The name of the view the first hit test of the first step chose, `-` for none.
    private static func firstHit(_ tree: TreeBuilder) -> String {
        guard let test = tree.steps().first?.hitTests.first else { return "no hit test" }
        return test.view.map { tree.scene.views[$0.index].name } ?? "-"
    }

    // MARK: H1

    @Test func eachNewTouchIsHitTestedOnItsOwn() {
        var tree = Self.screen()
        let root = tree.id("root")
        tree.handler("left", in: root, Rect(0, 0, 100, 100))
        tree.handler("right", in: root, Rect(100, 0, 100, 100))
        tree.event(at: 0, [("t1", .down, 50, 50), ("t2", .down, 150, 50)])
        let step = tree.steps()[0]
        #expect(tree.hitTests(step) == ["t1 window=main view=left path=main/root/left", "t2 window=main view=right path=main/root/right"])
        #expect(tree.linesByStep()[0] == ["left.touchesBegan [t1] handled", "right.touchesBegan [t2] handled"])
    }

    @Test func windowHitTestReceivesThePointInWindowCoordinates() {
        var tree = TreeBuilder()
        let main = tree.window("main", Rect(100, 100, 200, 200)) { $0.handling = Handling(handles: .all) }
        tree.handler("corner", in: main, Rect(0, 0, 50, 50))
        tree.down("t1", 120, 120, at: 0)
        #expect(tree.linesByStep()[0] == ["corner.touchesBegan [t1] handled"])
    }

    @Test func hitTestRunsOnlyForTouchesThatBegin() {
        var tree = Self.screen()
        let root = tree.id("root")
        tree.handler("pad", in: root, Rect(0, 0, 100, 100))
        tree.down("t1", 50, 50, at: 0)
        tree.move("t1", 60, 60, at: 0.1)
        tree.up("t1", at: 0.2)
        let steps = tree.steps()
        #expect(steps.map(\.hitTests.count) == [1, 0, 0])
    }

    // MARK: H2

    @Test func hiddenViewAndItsWholeSubtreeAreNotHit() {
        var tree = Self.screen()
        let root = tree.id("root")
        tree.handler("back", in: root, Rect(0, 0, 200, 200))
        let cover = tree.view("cover", in: root, Rect(0, 0, 200, 200)) { $0.isHidden = true }
        tree.handler("inner", in: cover, Rect(0, 0, 100, 100))
        tree.down("t1", 50, 50, at: 0)
        #expect(Self.firstHit(tree) == "back")
    }

    @Test func viewWithInteractionDisabledAndItsSubtreeAreNotHit() {
        var tree = Self.screen()
        let root = tree.id("root")
        tree.handler("back", in: root, Rect(0, 0, 200, 200))
        let cover = tree.view("cover", in: root, Rect(0, 0, 200, 200)) { $0.userInteraction = false }
        tree.handler("inner", in: cover, Rect(0, 0, 100, 100))
        tree.down("t1", 50, 50, at: 0)
        #expect(Self.firstHit(tree) == "back")
    }

    @Test(arguments: [
        (Float(0), "back"), (Float(0.0099), "back"), (Float(0.01), "back"), (Float(0.0101), "inner"), (Float(0.5), "inner"),
    ])
    func alphaBelowOneHundredthAsAFloatHidesTheSubtree(alpha: Float, hit: String) {
        var tree = Self.screen()
        let root = tree.id("root")
        tree.handler("back", in: root, Rect(0, 0, 200, 200))
        let cover = tree.view("cover", in: root, Rect(0, 0, 200, 200)) { $0.alpha = alpha }
        tree.handler("inner", in: cover, Rect(0, 0, 100, 100))
        tree.down("t1", 50, 50, at: 0)
        #expect(Self.firstHit(tree) == hit)
    }

    @Test func alphaOfOneHundredthReadsBackBelowTheThreshold() {
        // The scene value 0.01 kept as CALayer.opacity keeps it (H2).
        #expect(Double(Float(0.01)) < 0.01)
        #expect(Double(Float(0.0101)) >= 0.01)
        var tree = Self.screen()
        let root = tree.id("root")
        let faded = tree.handler("faded", in: root, Rect(0, 0, 100, 100))
        tree.down("t1", 50, 50, at: 0)
        tree.up("t1", at: 0.1)
        tree.step(at: 0.2, .set(faded, key: "alpha", .alpha(0.01)))
        tree.down("t2", 50, 50, at: 0.3)
        tree.up("t2", at: 0.4)
        tree.step(at: 0.5, .set(faded, key: "alpha", .alpha(0.0101)))
        tree.down("t3", 50, 50, at: 0.6)
        let firstBegan = tree.linesByStep().map { $0.first { $0.contains("touchesBegan") } }
        #expect(firstBegan[0] == "faded.touchesBegan [t1] handled")
        #expect(firstBegan[3] == "root.touchesBegan [t2] handled")
        #expect(firstBegan[6] == "faded.touchesBegan [t3] handled")
    }

    @Test(arguments: ["hidden", "user-interaction", "alpha"])
    func passthroughOverrideKeepsTheVisibilityChecks(flag: String) {
        var tree = Self.screen()
        let root = tree.id("root")
        tree.handler("back", in: root, Rect(0, 0, 200, 200))
        let overlay = tree.view("overlay", in: root, Rect(0, 0, 200, 200)) { view in
            view.hitTest = .passthrough
            switch flag {
            case "hidden": view.isHidden = true
            case "user-interaction": view.userInteraction = false
            default: view.alpha = 0
            }
        }
        tree.handler("button", in: overlay, Rect(0, 0, 100, 100))
        tree.down("t1", 50, 50, at: 0)
        #expect(Self.firstHit(tree) == "back")
    }

    // MARK: H3

    @Test(arguments: [false, true])
    func subviewStickingOutOfItsSuperviewIsNotHitThere(clips: Bool) {
        var tree = Self.screen()
        let root = tree.id("root")
        let parent = tree.handler("parent", in: root, Rect(0, 0, 100, 100)) { $0.clips = clips }
        tree.handler("child", in: parent, Rect(80, 0, 50, 50))
        tree.down("t1", 110, 10, at: 0)
        tree.down("t2", 90, 10, at: 0.1)
        let hits = tree.steps().map { $0.hitTests.first?.view.map { tree.scene.views[$0.index].name } }
        #expect(hits == ["root", "child"])
    }

    @Test func subviewsOfAViewThePointMissesAreNeverAsked() {
        var tree = Self.screen()
        let root = tree.id("root")
        let far = tree.view("far", in: root, Rect(200, 200, 50, 50))
        // Lies over the point in screen terms, but its superview does not contain it.
        tree.handler("reach", in: far, Rect(-200, -200, 100, 100))
        tree.down("t1", 50, 50, at: 0)
        let step = tree.steps(explain: true)[0]
        #expect(tree.visited(step) == ["main hit", "root hit", "far outside"])
        #expect(tree.linesByStep()[0] == ["root.touchesBegan [t1] handled"])
    }

    // MARK: H4

    @Test func boundsOriginShiftsWhereSubviewsAppear() {
        var tree = Self.screen()
        let root = tree.id("root")
        let scroll = tree.handler("scroll", in: root, Rect(0, 50, 320, 200)) { $0.boundsOrigin = Point(0, 100) }
        tree.handler("content", in: scroll, Rect(0, 120, 100, 100))
        // content shows at screen y 50 + 120 − 100 = 70 ..< 170.
        tree.down("t1", 10, 80, at: 0)
        tree.up("t1", at: 0.1)
        tree.down("t2", 10, 60, at: 0.2)
        tree.up("t2", at: 0.3)
        tree.down("t3", 10, 169.5, at: 0.4)
        tree.up("t3", at: 0.5)
        tree.down("t4", 10, 170, at: 0.6)
        let hits = tree.steps().compactMap { $0.hitTests.first?.view.map { tree.scene.views[$0.index].name } }
        #expect(hits == ["content", "scroll", "content", "scroll"])
    }

    @Test(arguments: [
        (10.0, 10.0, "box"), (109.5, 109.5, "box"), (110.0, 50.0, "root"), (50.0, 110.0, "root"), (9.9, 50.0, "root"),
    ])
    func boundsAreHalfOpen(x: Double, y: Double, hit: String) {
        var tree = Self.screen()
        let root = tree.id("root")
        tree.handler("box", in: root, Rect(10, 10, 100, 100))
        tree.down("t1", x, y, at: 0)
        #expect(Self.firstHit(tree) == hit)
    }

    @Test(arguments: [
        (-10.0, 95.0, "box"), (-10.0, 159.0, "box"), (-10.0, 160.0, "root"), (10.0, 105.0, "root"), (10.0, 115.0, "box"),
    ])
    func hitInsetsMoveTheEdges(inset: Double, coordinate: Double, hit: String) {
        var tree = Self.screen()
        let root = tree.id("root")
        tree.handler("box", in: root, Rect(100, 100, 50, 50)) {
            $0.hitInsets = EdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
        }
        tree.down("t1", coordinate, coordinate, at: 0)
        #expect(Self.firstHit(tree) == hit)
    }

    @Test func zeroSizeViewContainsNothingWithoutInsets() {
        var tree = Self.screen()
        let root = tree.id("root")
        tree.handler("dot", in: root, Rect(50, 50, 0, 0))
        tree.handler("line", in: root, Rect(60, 50, 0, 100))
        tree.down("t1", 50, 50, at: 0)
        tree.up("t1", at: 0.1)
        tree.down("t2", 60, 70, at: 0.2)
        let hits = tree.steps().compactMap { $0.hitTests.first?.view.map { tree.scene.views[$0.index].name } }
        #expect(hits == ["root", "root"])
    }

    @Test func negativeInsetsMakeAZeroSizeViewTouchable() {
        var tree = Self.screen()
        let root = tree.id("root")
        tree.handler("dot", in: root, Rect(50, 50, 0, 0)) { $0.hitInsets = EdgeInsets(top: -10, left: -10, bottom: -10, right: -10) }
        tree.down("t1", 45, 45, at: 0)
        #expect(Self.firstHit(tree) == "dot")
    }

    @Test func invertedInsetRectangleContainsNothing() {
        var tree = Self.screen()
        let root = tree.id("root")
        tree.handler("box", in: root, Rect(0, 0, 100, 100)) { $0.hitInsets = EdgeInsets(top: 60, left: 0, bottom: 60, right: 0) }
        tree.down("t1", 50, 50, at: 0)
        #expect(Self.firstHit(tree) == "root")
    }

    // MARK: H5

    @Test func frontMostSubviewIsAskedFirst() {
        var tree = Self.screen()
        let root = tree.id("root")
        tree.handler("back", in: root, Rect(0, 0, 100, 100))
        tree.handler("front", in: root, Rect(50, 0, 100, 100))
        tree.down("t1", 75, 50, at: 0)
        tree.up("t1", at: 0.1)
        tree.down("t2", 25, 50, at: 0.2)
        let hits = tree.steps().compactMap { $0.hitTests.first?.view.map { tree.scene.views[$0.index].name } }
        #expect(hits == ["front", "back"])
    }

    @Test func viewItselfIsTheResultWhenNoSubviewAnswers() {
        var tree = Self.screen()
        let root = tree.id("root")
        let panel = tree.handler("panel", in: root, Rect(0, 0, 200, 200))
        tree.handler("corner", in: panel, Rect(0, 0, 50, 50))
        tree.down("t1", 150, 150, at: 0)
        #expect(Self.firstHit(tree) == "panel")
        #expect(tree.hitTests(tree.steps()[0]) == ["t1 window=main view=panel path=main/root/panel"])
    }

    // MARK: H6

    @Test(arguments: [
        (ViewClass.uiLabel, "root"), (.uiImageView, "root"), (.uiButton, "subject"), (.uiControl, "subject"),
        (.uiScrollView, "subject"), (.uiView, "subject"),
    ])
    func labelsAndImageViewsStartWithInteractionDisabled(viewClass: ViewClass, hit: String) {
        var tree = Self.screen()
        let root = tree.id("root")
        tree.handler("subject", in: root, Rect(0, 0, 100, 100), class: viewClass)
        tree.down("t1", 50, 50, at: 0)
        #expect(Self.firstHit(tree) == hit)
    }

    @Test func labelWithInteractionEnabledIsHit() {
        var tree = Self.screen()
        let root = tree.id("root")
        tree.handler("label", in: root, Rect(0, 0, 100, 100), class: .uiLabel) { $0.userInteraction = true }
        tree.down("t1", 50, 50, at: 0)
        #expect(Self.firstHit(tree) == "label")
    }

    // MARK: H7

    @Test func higherLevelWindowIsInFrontWhateverItsPlaceInTheList() {
        var tree = TreeBuilder()
        let alert = tree.window("alert", level: 1)
        let main = tree.window("main")
        tree.handler("alertRoot", in: alert, Rect(0, 0, 320, 480))
        tree.handler("mainRoot", in: main, Rect(0, 0, 320, 480))
        tree.down("t1", 50, 50, at: 0)
        #expect(tree.hitTests(tree.steps()[0]) == ["t1 window=alert view=alertRoot path=alert/alertRoot"])
    }

    @Test func laterWindowOfEqualLevelIsInFront() {
        var tree = TreeBuilder()
        let first = tree.window("first")
        let second = tree.window("second")
        tree.handler("firstRoot", in: first, Rect(0, 0, 320, 480))
        tree.handler("secondRoot", in: second, Rect(0, 0, 320, 480))
        tree.down("t1", 50, 50, at: 0)
        #expect(tree.linesByStep()[0] == ["secondRoot.touchesBegan [t1] handled"])
    }

    @Test(arguments: ["user-interaction", "hidden", "outside", "passthrough"])
    func windowWhoseHitTestReturnsNilLetsTheTouchFallThrough(reason: String) {
        var tree = TreeBuilder()
        let main = tree.window("main")
        tree.handler("mainRoot", in: main, Rect(0, 0, 320, 480))
        let overlay = tree.window("overlay", level: 1) { window in
            switch reason {
            case "user-interaction": window.userInteraction = false
            case "hidden": window.isHidden = true
            case "outside": window.frame = Rect(0, 200, 320, 280)
            default: window.hitTest = .passthrough
            }
        }
        tree.handler("badge", in: overlay, Rect(200, 300, 50, 50))
        tree.down("t1", 50, 50, at: 0)
        #expect(tree.hitTests(tree.steps()[0]) == ["t1 window=main view=mainRoot path=main/mainRoot"])
    }

    @Test func passthroughWindowStillDeliversToItsSubviews() {
        var tree = TreeBuilder()
        let main = tree.window("main")
        tree.handler("mainRoot", in: main, Rect(0, 0, 320, 480))
        let overlay = tree.window("overlay", level: 1) { $0.hitTest = .passthrough }
        tree.handler("badge", in: overlay, Rect(200, 300, 50, 50))
        tree.down("t1", 210, 310, at: 0)
        #expect(tree.hitTests(tree.steps()[0]) == ["t1 window=overlay view=badge path=overlay/badge"])
    }

    @Test func windowWithNoSubviewHitIsItsOwnHitTestView() {
        var tree = TreeBuilder()
        tree.window("main") { $0.handling = Handling(handles: .all) }
        tree.down("t1", 50, 50, at: 0)
        let step = tree.steps()[0]
        #expect(tree.linesByStep()[0] == ["main.touchesBegan [t1] handled"])
        #expect(step.deliveries.map { tree.scene.role(of: $0.responder) } == [.window])
    }

    // MARK: H8

    @Test func passthroughViewLetsTouchesFallBehindButItsSubviewsReceiveThem() {
        var tree = Self.screen()
        let root = tree.id("root")
        tree.handler("map", in: root, Rect(0, 0, 320, 480))
        let overlay = tree.handler("overlay", in: root, Rect(0, 0, 320, 480)) { $0.hitTest = .passthrough }
        tree.handler("button", in: overlay, Rect(10, 10, 50, 50))
        tree.down("t1", 20, 20, at: 0)
        tree.up("t1", at: 0.1)
        tree.down("t2", 200, 200, at: 0.2)
        let hits = tree.steps().compactMap { $0.hitTests.first?.view.map { tree.scene.views[$0.index].name } }
        #expect(hits == ["button", "map"])
    }

    // MARK: H9

    @Test func hitTestingTheSamePointAgainGivesTheSameView() {
        var tree = Self.screen()
        let root = tree.id("root")
        tree.handler("pad", in: root, Rect(0, 0, 100, 100))
        tree.handler("cover", in: root, Rect(50, 50, 100, 100))
        for (index, name) in ["t1", "t2", "t3"].enumerated() {
            tree.down(name, 75, 75, at: Double(index) * 0.2)
            tree.up(name, at: Double(index) * 0.2 + 0.1)
        }
        let hits = tree.steps().compactMap { $0.hitTests.first?.view.map { tree.scene.views[$0.index].name } }
        #expect(hits == ["cover", "cover", "cover"])
    }

    @Test func hitTestOfAWithheldTouchChangesNothing() {
        var tree = Self.screen()
        let root = tree.id("root")
        tree.handler("pad", in: root, Rect(0, 0, 100, 100))
        tree.down("t1", 50, 50, at: 0)
        tree.down("t2", 50, 50, at: 0.1)
        tree.up("t1", at: 0.2)
        tree.down("t3", 50, 50, at: 0.3)
        let steps = tree.steps()
        #expect(tree.hitTests(steps[1]) == ["t2 window=main view=pad path=main/root/pad"])
        #expect(tree.linesByStep()[3] == ["pad.touchesBegan [t3] handled"])
    }

    @Test func explainingChangesNothingButTheVerdicts() {
        var tree = Self.screen()
        let root = tree.id("root")
        tree.handler("pad", in: root, Rect(0, 0, 100, 100))
        tree.view("cover", in: root, Rect(0, 0, 100, 100)) { $0.isHidden = true }
        tree.down("t1", 50, 50, at: 0)
        tree.move("t1", 150, 150, at: 0.1)
        tree.down("t2", 150, 150, at: 0.2)
        tree.up("t1", at: 0.3)
        let plain = tree.steps()
        let explained = tree.steps(explain: true)
        #expect(plain.map { tree.locations($0) } == explained.map { tree.locations($0) })
        #expect(plain.map { tree.hitTests($0) } == explained.map { tree.hitTests($0) })
        #expect(plain.allSatisfy { $0.visited.isEmpty })
        #expect(explained[0].visited.count == 4)
    }

    // MARK: no-window / no-hit-view (README.md, Trace formats: drop reasons)

    @Test func touchOutsideEveryWindowIsDroppedWithNoWindow() {
        var tree = Self.screen()
        tree.down("t1", 400, 10, at: 0)
        tree.move("t1", 50, 50, at: 0.1)
        tree.up("t1", at: 0.2)
        #expect(tree.trace() == ["drop t1 no-window -"])
        #expect(tree.hitTests(tree.steps()[0]) == ["t1 window=- view=- path=-"])
    }

    @Test(arguments: ["hidden", "alpha"])
    func invisibleWindowDoesNotCountAsContainingThePoint(how: String) {
        var tree = TreeBuilder()
        let main = tree.window("main") { window in
            if how == "hidden" { window.isHidden = true } else { window.alpha = 0.01 }
        }
        tree.handler("root", in: main, Rect(0, 0, 320, 480))
        tree.down("t1", 50, 50, at: 0)
        #expect(tree.trace() == ["drop t1 no-window -"])
    }

    @Test(arguments: ["user-interaction", "insets", "passthrough"])
    func windowThatContainsThePointButHitsNothingDropsWithNoHitView(how: String) {
        var tree = TreeBuilder()
        let main = tree.window("main") { window in
            switch how {
            case "user-interaction": window.userInteraction = false
            case "insets": window.hitInsets = EdgeInsets(top: 100, left: 0, bottom: 0, right: 0)
            default: window.hitTest = .passthrough
            }
        }
        tree.handler("root", in: main, Rect(0, 200, 320, 280))
        tree.down("t1", 50, 50, at: 0)
        tree.up("t1", at: 0.1)
        #expect(tree.trace() == ["drop t1 no-hit-view -"])
        let test = tree.steps()[0].hitTests
        #expect(test.count == 1 && test.first?.view == nil && test.first?.path.isEmpty == true)
    }

    @Test func noHitViewNeedsAVisibleWindowContainingThePoint() {
        var tree = TreeBuilder()
        let main = tree.window("main", Rect(0, 0, 320, 240))
        tree.handler("top", in: main, Rect(0, 0, 320, 240))
        let lower = tree.window("lower", Rect(0, 240, 320, 240)) { $0.userInteraction = false }
        tree.handler("bottom", in: lower, Rect(0, 0, 320, 240))
        tree.down("t1", 50, 300, at: 0)
        tree.up("t1", at: 0.1)
        tree.down("t2", 50, 500, at: 0.2)
        #expect(tree.trace() == ["drop t1 no-hit-view -", "drop t2 no-window -"])
    }

    @Test func ignoringOutranksNoWindow() {
        var tree = Self.screen()
        tree.step(at: 0, .ignoreBegin)
        tree.down("t1", 400, 10, at: 0.1)
        #expect(tree.trace() == ["drop t1 ignoring-interaction -"])
    }

    @Test func touchLimitOutranksNoWindow() {
        var tree = TreeBuilder(device: Device(name: nil, touchLimit: 1, overflow: .dropExtra))
        let main = tree.window("main")
        tree.handler("root", in: main, Rect(0, 0, 320, 480))
        tree.down("t1", 50, 50, at: 0)
        tree.down("t2", 400, 10, at: 0.1)
        #expect(tree.linesByStep()[1] == ["drop t2 touch-limit -"])
    }

    @Test func touchWithheldBeforeHitTestingHasNoWindow() {
        var tree = Self.screen()
        tree.step(at: 0, .ignoreBegin)
        tree.down("t1", 50, 50, at: 0.1)
        let step = tree.steps(explain: true)[1]
        #expect(tree.hitTests(step) == ["t1 window=- view=- path=-"])
        #expect(step.visited.isEmpty)
    }

    // MARK: --explain verdicts

    @Test func explainGivesEachVisitedViewItsVerdictInTheOrderAsked() {
        var tree = Self.screen()
        let root = tree.id("root")
        tree.handler("hidden", in: root, Rect(0, 0, 100, 100)) { $0.isHidden = true }
        tree.handler("faded", in: root, Rect(0, 0, 100, 100)) { $0.alpha = 0 }
        tree.handler("label", in: root, Rect(0, 0, 100, 100), class: .uiLabel)
        tree.handler("far", in: root, Rect(200, 200, 50, 50))
        tree.handler("ghost", in: root, Rect(0, 0, 100, 100)) { $0.hitTest = .passthrough }
        tree.down("t1", 50, 50, at: 0)
        let step = tree.steps(explain: true)[0]
        #expect(
            tree.visited(step) == [
                "main hit", "root hit", "ghost passthrough", "far outside", "label interaction-disabled", "faded transparent",
                "hidden hidden",
            ])
        #expect(tree.hitTests(step) == ["t1 window=main view=root path=main/root"])
    }

    @Test func explainCoversEveryWindowTried() {
        var tree = TreeBuilder()
        let main = tree.window("main")
        tree.handler("mainRoot", in: main, Rect(0, 0, 320, 480))
        tree.window("overlay", level: 1) { $0.userInteraction = false }
        tree.window("banner", Rect(0, 0, 320, 40), level: 2)
        tree.window("sheet", level: 3) { $0.isHidden = true }
        tree.down("t1", 50, 50, at: 0)
        let step = tree.steps(explain: true)[0]
        #expect(tree.visited(step) == ["sheet hidden", "banner outside", "overlay interaction-disabled", "main hit", "mainRoot hit"])
    }

    @Test func explainMarksAPassthroughAncestorOfTheHitViewAsHit() {
        var tree = Self.screen()
        let root = tree.id("root")
        let overlay = tree.view("overlay", in: root, Rect(0, 0, 320, 480)) { $0.hitTest = .passthrough }
        tree.handler("button", in: overlay, Rect(10, 10, 50, 50))
        tree.down("t1", 20, 20, at: 0)
        let step = tree.steps(explain: true)[0]
        #expect(tree.visited(step) == ["main hit", "root hit", "overlay hit", "button hit"])
    }
}
