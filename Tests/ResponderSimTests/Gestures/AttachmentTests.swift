import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// G1–G6: which recognizers see a touch, and in what order they take its calls.
@Suite struct AttachmentTests {
    typealias G = GestureScene

    // MARK: G1 — the hit-test view and its ancestors, in RO

    /// `panel` holds `v` (`a`, `b`); `side` is `panel`'s front sibling (`s`); the window has `w`.
    static let tree = """
        - view: panel
          frame: [0, 0, 320, 480]
          handles: all
          gestures:
            - tap: p
          subviews:
            - view: v
              frame: [0, 0, 100, 100]
              handles: all
              gestures:
                - tap: a
                - pan: b
        - view: side
          frame: [200, 0, 100, 100]
          handles: all
          gestures:
            - tap: s
        """

    static func windowScene(_ script: [String]) -> String {
        G.text(Self.tree, script: script, window: "gestures:\n  - pan: w")
    }

    @Test func g1EveryRecognizerFromTheHitViewUpToItsWindowTakesTheTouchInRecognizerOrder() {
        guard let scene = SceneTesting.scene(Self.windowScene(["0.0 down t1 50 50", "0.1 move t1 51 50"])) else { return }
        let steps = G.jsonText(scene).compactMap { G.parse($0) }.filter { $0["step"] != nil }
        #expect(
            steps.map(G.inputs) == [
                ["a touchesBegan [t1]", "b touchesBegan [t1]", "p touchesBegan [t1]", "w touchesBegan [t1]"],
                ["a touchesMoved [t1]", "b touchesMoved [t1]", "p touchesMoved [t1]", "w touchesMoved [t1]"],
                // The timer steps of the two taps' maximum durations (GT1).
                [], [],
            ])
    }

    @Test func g1RecognizerOrderPutsDeeperViewsFirstThenFileOrder() {
        // t1 lands on side, t2 on v: v's recognizers (depth 2) first, then panel's and side's
        // (depth 1, in file order), then the window's, each with its own touches.
        guard let scene = SceneTesting.scene(Self.windowScene(["0.0 down t1 250 50", "0.0 down t2 50 50"])) else { return }
        let first = G.jsonText(scene).first.flatMap { G.parse($0) }
        #expect(
            first.map(G.inputs) == [
                "a touchesBegan [t2]", "b touchesBegan [t2]", "p touchesBegan [t2]", "s touchesBegan [t1]", "w touchesBegan [t1, t2]",
            ])
    }

    @Test func g1ADisabledRecognizerTakesNoTouch() {
        let views = G.v("- tap: a\n  enabled: no\n- tap: b")
        #expect(
            G.trace(views, ["0.0 down t1 50 50", "0.1 up t1"]) == [
                "v.touchesBegan [t1] handled", "v.touchesCancelled [t1] handled", "gesture b recognized",
            ])
        // The second step is b's maximum duration running out (GT1).
        #expect(G.inputsByStep(views, ["0.0 down t1 50 50"]) == [["b touchesBegan [t1]"], []])
    }

    @Test func g1ATerminalRecognizerGetsNoNewTouchUntilItIsReset() {
        // The tap fails while t1 is down; t2 begins then and never reaches it; after t1 lifts
        // it is reset, and t3 reaches it.
        let views = G.v("- tap: a", extra: "multiple-touch: yes")
        let script = [
            "0.0 down t1 10 10", "0.1 move t1 10 100", "0.2 down t2 200 200", "0.3 up t1", "0.4 down t3 50 50", "0.5 up t3",
        ]
        #expect(
            G.inputsByStep(views, script) == [
                ["a touchesBegan [t1]"], ["a touchesMoved [t1]"], [], [], ["a touchesBegan [t3]"], ["a touchesEnded [t3]"],
            ])
        #expect(G.trace(views, script).filter { $0.hasPrefix("gesture") } == ["gesture a failed movement", "gesture a recognized"])
    }

    @Test func g1ATouchDroppedWhileIgnoringGetsNoRecognizer() {
        #expect(
            G.trace(G.v("- tap: a"), ["0.0 ignore begin", "0.1 down t1 50 50", "0.2 ignore end", "0.3 up t1"]) == [
                "drop t1 ignoring-interaction -"
            ])
    }

    @Test func g1ATouchDroppedForTheTouchLimitGetsNoRecognizer() {
        // With drop-extra, t1 goes on; were t2 attached, the tap would fail (GT2).
        let top = "device:\n  touches: 1\n  overflow: drop-extra"
        #expect(
            G.trace(G.v("- tap: a"), ["0.0 down t1 50 50", "0.05 down t2 60 60", "0.1 up t1", "0.2 up t2"], top: top) == [
                "v.touchesBegan [t1] handled", "drop t2 touch-limit -", "v.touchesCancelled [t1] handled", "gesture a recognized",
            ])
    }

    @Test func g1ATouchOutsideEveryWindowGetsNoRecognizer() {
        let text = G.text("", script: ["0.0 down t1 500 500", "0.1 up t1"], window: "gestures:\n  - tap: w")
        #expect(G.trace(text: text) == ["drop t1 no-window -"])
    }

    @Test func g1ATouchWithNoHitViewGetsNoRecognizer() {
        let text = G.text("", script: ["0.0 down t1 50 50", "0.1 up t1"], window: "hit-test: passthrough\ngestures:\n  - tap: w")
        #expect(G.trace(text: text) == ["drop t1 no-hit-view -"])
    }

    @Test func g1APassthroughViewsRecognizersSeeOnlyTouchesOnItsSubviews() {
        let views = """
            - view: overlay
              frame: [0, 0, 320, 480]
              hit-test: passthrough
              gestures:
                - tap: o
              subviews:
                - view: inner
                  frame: [0, 0, 50, 50]
                  handles: all
            """
        #expect(
            G.trace(views, ["0.0 down t1 200 200", "0.1 up t1", "0.2 down t2 10 10", "0.3 up t2"]) == [
                "main.touchesBegan [t1] handled", "main.touchesEnded [t1] handled", "inner.touchesBegan [t2] handled",
                "inner.touchesCancelled [t2] handled", "gesture o recognized",
            ])
    }

    @Test func g1RecognizersAreAttachedOnlyWhenTheTouchBegins() {
        // G29: enabling a recognizer mid-touch does not attach it to the touch.
        let views = G.v("- tap: a\n  enabled: no")
        #expect(
            G.trace(views, ["0.0 down t1 50 50", "0.05 set a enabled yes", "0.1 up t1"]) == [
                "v.touchesBegan [t1] handled", "v.touchesEnded [t1] handled",
            ])
    }

    // MARK: G2 — exclusive touch

    /// `panel` (pan `p`) holds `a`, `b` and `c` (tap `cTap`), side by side.
    static let exclusiveTree = """
        - view: panel
          frame: [0, 0, 320, 480]
          handles: all
          gestures:
            - pan: p
          subviews:
            - view: a
              frame: [0, 0, 100, 100]
              handles: all
            - view: b
              frame: [100, 0, 100, 100]
              handles: all
            - view: c
              frame: [200, 0, 100, 100]
              handles: all
              gestures:
                - tap: cTap
        """

    @Test func g2UnderAnExclusiveViewsLiveTouchOnlyItsAncestorsRecognizersAttach() {
        let views = Self.exclusiveTree.replacingOccurrences(
            of: "- view: a\n      frame: [0, 0, 100, 100]", with: "- view: a\n      frame: [0, 0, 100, 100]\n      exclusive-touch: yes")
        let script = ["0.0 down t1 50 50", "0.1 down t2 250 50", "0.2 up t2", "0.3 up t1"]
        #expect(G.inputsByStep(views, script).prefix(2) == [["p touchesBegan [t1]"], ["p touchesBegan [t2]"]])
        #expect(
            G.trace(views, script) == [
                "a.touchesBegan [t1] handled", "drop t2 exclusive-touch c", "gesture p failed lifted", "a.touchesEnded [t1] handled",
            ])
    }

    @Test func g2TouchesAcceptedEarlierInTheEventCount() {
        let views = Self.exclusiveTree.replacingOccurrences(
            of: "- view: a\n      frame: [0, 0, 100, 100]", with: "- view: a\n      frame: [0, 0, 100, 100]\n      exclusive-touch: yes")
        #expect(G.inputsByStep(views, ["0.0 down t1 50 50", "0.0 down t2 250 50"]) == [["p touchesBegan [t1, t2]"]])
    }

    @Test func g2WithSeveralExclusiveViewsOnlyViewsContainingThemAllAttach() {
        // a and b become exclusive while tracking (a `set`); t3 on c reaches only the panel's pan.
        let script = [
            "0.0 down t1 50 50", "0.0 down t2 150 50", "0.1 set a exclusive-touch yes", "0.2 set b exclusive-touch yes",
            "0.3 down t3 250 50", "0.4 up t3",
        ]
        #expect(
            G.inputsByStep(Self.exclusiveTree, script) == [
                ["p touchesBegan [t1, t2]"], [], [], ["p touchesBegan [t3]"], ["p touchesEnded [t3]"],
            ])
        #expect(G.trace(Self.exclusiveTree, script).contains("drop t3 exclusive-touch c"))
    }

    @Test func g2ATouchWithheldByX1StillReachesItsRecognizers() {
        // a is exclusive and b tracks t1: t2 on a is withheld (X1), yet a's tap recognizes it.
        let views = """
            - view: a
              frame: [0, 0, 100, 100]
              handles: all
              exclusive-touch: yes
              gestures:
                - tap: aTap
            - view: b
              frame: [100, 0, 100, 100]
              handles: all
            """
        #expect(
            G.trace(views, ["0.0 down t1 150 50", "0.1 down t2 50 50", "0.2 up t2", "0.5 up t1"]) == [
                "b.touchesBegan [t1] handled", "drop t2 exclusive-touch a", "gesture aTap recognized", "b.touchesEnded [t1] handled",
            ])
    }

    // MARK: G3 — multiple-touch

    @Test func g3AFingerWithheldByMultipleTouchStillCountsForATwoFingerTap() {
        #expect(
            G.trace(G.v("- tap: two\n  touches: 2"), ["0.0 down t1 100 100", "0.0 down t2 120 100", "0.1 up t1", "0.1 up t2"]) == [
                "drop t2 multiple-touch-disabled v", "v.touchesBegan [t1] handled", "v.touchesCancelled [t1] handled",
                "gesture two recognized",
            ])
    }

    // MARK: G4, G5 — calls before views, one per phase, began-moved-ended

    @Test func g5EachRecognizerTakesOneCallPerPhaseInTheOrderBeganMovedEnded() {
        let views = G.v("- pan: p\n- pinch: z", extra: "multiple-touch: yes")
        let inputs = G.inputsByStep(
            views, ["0.0 down t1 10 10", "0.0 down t2 20 20", "0.1 up t2", "0.1 move t1 11 10", "0.1 down t3 30 30", "0.1 down t4 40 40"])
        #expect(
            inputs.last == [
                "p touchesBegan [t3, t4]", "p touchesMoved [t1]", "p touchesEnded [t2]", "z touchesBegan [t3, t4]",
                "z touchesMoved [t1]", "z touchesEnded [t2]",
            ])
    }

    @Test func g5ATouchEndingLaterInTheStepIsStillDownAtTheMovedCall() {
        // t1 spreads the pinch as t2 lifts, in one event: at the moved call the pair still
        // holds both, so the pinch begins and takes both touches (t2's end was not made yet).
        let views = G.v("- pinch: zoom", extra: "multiple-touch: yes")
        #expect(
            G.trace(views, ["0.0 down t1 100 200", "0.0 down t2 200 200", "0.1 up t2", "0.1 move t1 50 200", "0.2 up t1"]) == [
                "v.touchesBegan [t1, t2] handled", "v.touchesCancelled [t1, t2] handled", "gesture zoom began", "gesture zoom ended",
            ])
    }

    @Test func g4RecognizersActBeforeAnyViewGetsTheStepsCall() {
        // The tap fails at the move, before the view's touchesMoved line.
        #expect(
            G.trace(G.v("- tap: a"), ["0.0 down t1 10 10", "0.1 move t1 10 100", "0.2 up t1"]) == [
                "v.touchesBegan [t1] handled", "gesture a failed movement", "v.touchesMoved [t1] handled", "v.touchesEnded [t1] handled",
            ])
    }

    // MARK: G6 — no compact line for recognizer calls

    @Test func g6RecognizerCallsHaveNoCompactLineButAreInJSON() {
        let views = G.v("- pan: p")
        #expect(
            G.trace(views, ["0.0 down t1 10 10", "0.1 move t1 12 10"]) == [
                "v.touchesBegan [t1] handled", "v.touchesMoved [t1] handled", "notice never-finished v t1",
            ])
        #expect(G.inputsByStep(views, ["0.0 down t1 10 10", "0.1 move t1 12 10"]) == [["p touchesBegan [t1]"], ["p touchesMoved [t1]"]])
    }
}
