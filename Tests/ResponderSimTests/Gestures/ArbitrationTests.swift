import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// G12–G15 (and G31): requests, requirements, exclusivity and the cascade.
@Suite struct ArbitrationTests {
    typealias G = GestureScene

    /// Views `v1` `[0, 0, 100, 100]`, `v2` `[100, 0, 100, 100]`, `v3` `[200, 0, 100, 100]`,
    /// each handling all, with the given `gestures:` items.
    static func three(_ v1: String, _ v2: String = "", _ v3: String = "") -> String {
        [
            G.v(v1, name: "v1", frame: "[0, 0, 100, 100]"), G.v(v2, name: "v2", frame: "[100, 0, 100, 100]"),
            G.v(v3, name: "v3", frame: "[200, 0, 100, 100]"),
        ].joined()
    }

    // MARK: G12.2 — requires-failure-of

    @Test func g12ASucceededListedRecognizerFailsTheRequestWithTheFirstInListOrder() {
        // Pans on v2 and v3 are active when the tap on v1 completes.
        let views = Self.three(
            "- tap: t\n  requires-failure-of: [p3, p2]", "- pan: p2\n  cancels-touches: no", "- pan: p3\n  cancels-touches: no")
        let trace = G.trace(
            views,
            [
                "0.0 down t1 150 50", "0.0 down t2 250 50", "0.1 move t1 150 80", "0.1 move t2 250 80", "0.2 down t3 50 50", "0.3 up t3",
            ])
        #expect(trace.contains("gesture t failed required p3"))
        #expect(!trace.contains("gesture t recognized"))
    }

    @Test func g12AListedRecognizerThatFailedOrTakesNoPartDoesNotHoldTheRequest() {
        // p2 takes no part (G31); the tap recognizes at once.
        let views = Self.three("- tap: t\n  requires-failure-of: [p2]", "- pan: p2")
        #expect(
            G.trace(views, ["0.0 down t1 50 50", "0.1 up t1"]) == [
                "v1.touchesBegan [t1] handled", "v1.touchesCancelled [t1] handled", "gesture t recognized",
            ])
    }

    @Test func g31ADisabledListedRecognizerCountsAsFailed() {
        let views = G.v("- tap: dbl\n  taps: 2\n  enabled: no\n- tap: single\n  requires-failure-of: [dbl]")
        #expect(
            G.trace(views, ["0.0 down t1 50 50", "0.1 up t1"]) == [
                "v.touchesBegan [t1] handled", "v.touchesCancelled [t1] handled", "gesture single recognized",
            ])
    }

    @Test func g31ATapNeverWaitsForADoubleTapOnAViewTheFingerDidNotTouch() {
        let views = Self.three("- tap: single\n  requires-failure-of: [dbl]", "- tap: dbl\n  taps: 2")
        #expect(G.trace(views, ["0.0 down t1 50 50", "0.1 up t1"]).last == "gesture single recognized")
    }

    @Test func g12AnUndecidedListedRecognizerMakesTheRequestWait() {
        // p2 holds t1 (Possible); the tap on v1 waits, its end held; p2 fails at t1's lift and
        // the cascade grants the tap, which throws the held end away.
        let views = Self.three("- tap: single\n  requires-failure-of: [p2]", "- pan: p2")
        #expect(
            G.trace(views, ["0.0 down t1 150 50", "0.1 down t2 50 50", "0.2 up t2", "0.3 up t1"]) == [
                "v2.touchesBegan [t1] handled", "v1.touchesBegan [t2] handled", "gesture single pending",
                "hold v1.touchesEnded [t2] single", "gesture p2 failed lifted", "discard v1 [t2] single",
                "v1.touchesCancelled [t2] handled", "gesture single recognized", "v2.touchesEnded [t1] handled",
            ])
    }

    @Test func g12PendingIsWrittenOncePerAttempt() {
        // Two slow single taps: each attempt waits once for the double tap.
        let views = G.v("- tap: dbl\n  taps: 2\n- tap: single\n  requires-failure-of: [dbl]")
        let trace = G.trace(views, ["0.0 down t1 50 50", "0.1 up t1", "1.0 down t2 50 50", "1.1 up t2"])
        #expect(trace.filter { $0 == "gesture single pending" }.count == 2)
        #expect(trace.filter { $0 == "gesture single recognized" }.count == 2)
    }

    // MARK: G12.3 — exclusivity

    @Test func g12AnActiveRecognizerSharingATouchPreventsARequest() {
        // The panel's pan is active with t1 when t2 begins on `inner`: both get t2; the inner
        // tap's request at t2's end is prevented by the pan.
        let views = """
            - view: panel
              frame: [0, 0, 320, 480]
              handles: all
              multiple-touch: yes
              gestures:
                - pan: p
                  cancels-touches: no
              subviews:
                - view: inner
                  frame: [0, 0, 100, 100]
                  handles: all
                  gestures:
                    - tap: it
            """
        #expect(
            G.trace(views, ["0.0 down t1 200 200", "0.1 move t1 200 230", "0.2 down t2 50 50", "0.3 up t2", "0.4 up t1"]) == [
                "panel.touchesBegan [t1] handled", "gesture p began", "panel.touchesMoved [t1] handled",
                "inner.touchesBegan [t2] handled", "gesture it failed prevented p", "inner.touchesEnded [t2] handled",
                "gesture p ended", "panel.touchesEnded [t1] handled",
            ])
    }

    @Test func g12TwoRequestsOfOneStepTheFirstInRecognizerOrderWins() {
        #expect(
            G.trace(G.v("- tap: a\n- tap: b"), ["0.0 down t1 50 50", "0.1 up t1"]) == [
                "v.touchesBegan [t1] handled", "v.touchesCancelled [t1] handled", "gesture a recognized", "gesture b failed prevented a",
            ])
    }

    @Test func g12DeeperRecognizersComeFirst() {
        // S09: the inner pan is granted, the outer one prevented, whatever the file order of
        // their gestures.
        let views = """
            - view: outer
              frame: [0, 0, 320, 480]
              handles: all
              gestures:
                - pan: outerPan
              subviews:
                - view: inner
                  frame: [0, 0, 320, 480]
                  handles: all
                  gestures:
                    - pan: innerPan
            """
        #expect(
            G.trace(views, ["0.0 down t1 10 10", "0.1 move t1 30 10", "0.2 up t1"]) == [
                "inner.touchesBegan [t1] handled", "inner.touchesCancelled [t1] handled", "gesture innerPan began",
                "gesture outerPan failed prevented innerPan", "gesture innerPan ended",
            ])
    }

    // MARK: G12.4 — the grant

    @Test
    func g12AGrantFailsAWaitingRecognizerThatListsItEvenWithoutASharedTouch() {
        // The tap on v1 waits for the pan on v2 (another finger); the pan begins: required.
        let views = Self.three("- tap: single\n  requires-failure-of: [p2]", "- pan: p2")
        #expect(
            G.trace(views, ["0.0 down t1 150 50", "0.1 down t2 50 50", "0.2 up t2", "0.3 move t1 150 80", "0.4 up t1"]) == [
                "v2.touchesBegan [t1] handled", "v1.touchesBegan [t2] handled", "gesture single pending",
                "hold v1.touchesEnded [t2] single", "v2.touchesCancelled [t1] handled", "gesture p2 began",
                "gesture single failed required p2", "release v1 [t2]", "v1.touchesEnded [t2] handled", "gesture p2 ended",
            ])
    }

    @Test func g12AGrantFailsEveryPossibleRecognizerSharingATouch() {
        // The long press begins on its timer: the tap and the pan on the same touch fail.
        let views = G.v("- tap: t\n- pan: p\n- long-press: lp")
        let trace = G.trace(views, ["0.0 down t1 50 50", "0.9 up t1"])
        #expect(
            trace == [
                "v.touchesBegan [t1] handled", "v.touchesCancelled [t1] handled", "gesture lp began", "gesture t failed prevented lp",
                "gesture p failed prevented lp", "gesture lp ended",
            ])
    }

    // MARK: G12a — a tap never prevents a tap that needs more taps

    @Test func g12aASingleTapGrantedAtTheFirstTapLeavesTheDoubleTapPossible() {
        let views = G.v("- tap: single\n- tap: dbl\n  taps: 2")
        // Without a second tap, the double tap fails later on its interval timer, not by prevention.
        let trace = G.trace(views, ["0.0 down t1 50 50", "0.05 up t1"])
        #expect(
            trace == [
                "v.touchesBegan [t1] handled", "v.touchesCancelled [t1] handled", "gesture single recognized",
                "gesture dbl failed timeout",
            ])
    }

    @Test func g12aBothTapsAreRecognizedAtTheSecondTapWhenTheSingleTapComesFirst() {
        let views = G.v("- tap: single\n- tap: dbl\n  taps: 2")
        let trace = G.trace(views, ["0.0 down t1 100 100", "0.05 up t1", "0.15 down t2 102 100", "0.2 up t2"])
        #expect(Array(trace.suffix(2)) == ["gesture single recognized", "gesture dbl recognized"])
    }

    @Test func g12aTheDoubleTapStillPreventsTheSingleTap() {
        let views = G.v("- tap: dbl\n  taps: 2\n- tap: single")
        let trace = G.trace(views, ["0.0 down t1 100 100", "0.05 up t1", "0.15 down t2 102 100", "0.2 up t2"])
        #expect(Array(trace.suffix(2)) == ["gesture dbl recognized", "gesture single failed prevented dbl"])
    }

    @Test func g12aAnActiveTapDoesNotMakeARequestOfATapWithMoreTapsFail() {
        // A double tap and a triple tap on one view: the triple tap keeps going after the double
        // tap is recognized at the second tap, and at the third its grant makes the double tap's
        // new attempt fail (a tap with more taps may prevent one with fewer).
        let views = G.v("- tap: two\n  taps: 2\n- tap: three\n  taps: 3")
        let script = [
            "0.0 down t1 100 100", "0.05 up t1", "0.15 down t2 100 100", "0.2 up t2", "0.3 down t3 100 100", "0.35 up t3",
        ]
        let trace = G.trace(views, script)
        #expect(trace.contains("gesture two recognized"))
        #expect(Array(trace.suffix(2)) == ["gesture three recognized", "gesture two failed prevented three"])
    }

    @Test func g12aAPanStillPreventsATap() {
        let views = G.v("- pan: pan\n- tap: tap\n  taps: 2")
        let trace = G.trace(views, ["0.0 down t1 10 10", "0.01 move t1 40 10", "0.02 up t1"])
        #expect(trace.contains("gesture tap failed prevented pan"))
    }

    // MARK: G13 — the cascade

    @Test func g13TheCascadeResolvesEveryWaitingRecognizerInRecognizerOrder() {
        // Taps on v1 and v2 both wait for the pan on v3; its failure grants both, v1's first.
        let views = Self.three("- tap: a\n  requires-failure-of: [p3]", "- tap: b\n  requires-failure-of: [p3]", "- pan: p3")
        let trace = G.trace(
            views, ["0.0 down t1 250 50", "0.1 down t2 150 50", "0.1 down t3 50 50", "0.2 up t2", "0.2 up t3", "0.3 up t1"])
        #expect(
            trace.suffix(8) == [
                "gesture p3 failed lifted", "discard v1 [t3] a", "v1.touchesCancelled [t3] handled", "gesture a recognized",
                "discard v2 [t2] b", "v2.touchesCancelled [t2] handled", "gesture b recognized", "v3.touchesEnded [t1] handled",
            ])
    }

    @Test func g13ACascadedGrantFailsTheRecognizersThatWaitForIt() {
        // c waits for b, b waits for a: a's failure grants b, whose grant fails c (required).
        let views = Self.three(
            "- tap: b\n  requires-failure-of: [a]\n- tap: c\n  requires-failure-of: [b]", "", "- pan: a")
        let trace = G.trace(views, ["0.0 down t1 250 50", "0.1 down t2 50 50", "0.2 up t2", "0.3 up t1"])
        #expect(
            trace == [
                "v3.touchesBegan [t1] handled", "v1.touchesBegan [t2] handled", "gesture b pending", "gesture c pending",
                "hold v1.touchesEnded [t2] b", "gesture a failed lifted", "discard v1 [t2] b", "v1.touchesCancelled [t2] handled",
                "gesture b recognized", "gesture c failed required b", "v3.touchesEnded [t1] handled",
            ])
    }

    @Test func g13AWaitingContinuousRecognizerFailsLiftedWhenNoneOfItsTouchesIsDown() {
        let views = G.v("- long-press: lp\n  movement: 100\n- pan: p\n  requires-failure-of: [lp]")
        #expect(
            G.trace(views, ["0.0 down t1 50 50", "0.1 move t1 70 50", "0.3 up t1"]) == [
                "v.touchesBegan [t1] handled", "gesture p pending", "v.touchesMoved [t1] handled", "gesture lp failed lifted",
                "gesture p failed lifted", "v.touchesEnded [t1] handled",
            ])
    }

    @Test func g13AWaitingRecognizerIgnoresItsCallsButFailsWhenCancelled() {
        // The swipe waits for the long press; further moves change nothing; the system cancel
        // fails both.
        let views = G.v("- long-press: lp\n  movement: 200\n- swipe: flick\n  requires-failure-of: [lp]")
        #expect(
            G.trace(views, ["0.0 down t1 50 50", "0.1 move t1 110 50", "0.15 move t1 160 50", "0.2 cancel", "0.3 up t1"]) == [
                "v.touchesBegan [t1] handled", "gesture flick pending", "v.touchesMoved [t1] handled", "v.touchesMoved [t1] handled",
                "gesture lp failed cancelled", "gesture flick failed cancelled", "v.touchesCancelled [t1] handled",
            ])
    }

    @Test func g13AWaitingDiscreteRecognizerStaysWaitingAfterItsTouchesEnd() {
        // S05: the single tap waits until the double tap times out at 0.45.
        let tree = G.tree(G.v("- tap: dbl\n  taps: 2\n- tap: single\n  requires-failure-of: [dbl]"), ["0.0 down t1 50 50", "0.1 up t1"])
        let steps = tree.linesByStep()
        #expect(steps.count == 3)
        #expect(
            steps.last == [
                "gesture dbl failed timeout", "discard v [t1] single", "v.touchesCancelled [t1] handled", "gesture single recognized",
            ])
        #expect(tree.steps().last?.time == 450_000)
    }

    // MARK: G14, G15

    @Test func g14SimultaneousRecognizersBothSucceedAndEachStillTakesTouches() {
        #expect(
            G.trace(G.v("- tap: a\n  simultaneous-with: [b]\n- tap: b"), ["0.0 down t1 50 50", "0.1 up t1"]) == [
                "v.touchesBegan [t1] handled", "v.touchesCancelled [t1] handled", "gesture a recognized", "gesture b recognized",
            ])
    }

    @Test func g14EitherSideListingTheOtherIsEnough() {
        // The fingers spread and move down together: the pan and the pinch both begin.
        let views = G.v("- pan: p\n- pinch: z\n  simultaneous-with: [p]", extra: "multiple-touch: yes")
        #expect(
            G.trace(
                views,
                ["0.0 down t1 100 100", "0.0 down t2 200 100", "0.1 move t1 80 120", "0.1 move t2 220 120", "0.2 up t1", "0.2 up t2"])
                == [
                    "v.touchesBegan [t1, t2] handled", "v.touchesCancelled [t1, t2] handled", "gesture p began", "gesture z began",
                    "gesture p ended", "gesture z ended",
                ])
    }

    @Test func g15RecognizersWithDisjointTouchesCanBeActiveTogether() {
        let views = Self.three("- pan: p1", "- pan: p2")
        #expect(
            G.trace(
                views, ["0.0 down t1 50 50", "0.0 down t2 150 50", "0.1 move t1 50 80", "0.1 move t2 150 80", "0.2 up t1", "0.2 up t2"])
                == [
                    "v1.touchesBegan [t1] handled", "v2.touchesBegan [t2] handled", "v1.touchesCancelled [t1] handled", "gesture p1 began",
                    "v2.touchesCancelled [t2] handled", "gesture p2 began", "gesture p1 ended", "gesture p2 ended",
                ])
    }
}
