import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// G16–G24: taking touches, holding, releasing and discarding view calls.
@Suite struct HoldingTests {
    typealias G = GestureScene

    /// `panel` (with `gestures`) holding `a` `[0, 0, 100, 100]` and `b` `[100, 0, 100, 100]`;
    /// `aKeys` replace a's `handles: all`.
    static func panel(_ gestures: String, aKeys: String = "handles: all") -> String {
        """
        - view: panel
          frame: [0, 0, 320, 480]
          handles: all
          gestures:
        \(G.indent(gestures, by: 4))
          subviews:
            - view: a
              frame: [0, 0, 100, 100]
              \(aKeys)
            - view: b
              frame: [100, 0, 100, 100]
              handles: all
        """
    }

    // MARK: G16 — taking

    @Test func g16HeldCallsAreDiscardedOneLinePerViewInP3Order() {
        // t1 (on b) is created before t2 (on a): b's discard line comes first.
        let views = Self.panel("- pan: p\n  delays-began: yes")
        #expect(
            G.trace(
                views, ["0.0 down t1 150 50", "0.0 down t2 50 50", "0.1 move t1 150 80", "0.1 move t2 50 80", "0.2 up t1", "0.2 up t2"])
                == [
                    "hold b.touchesBegan [t1] p", "hold a.touchesBegan [t2] p", "discard b [t1] p", "discard a [t2] p", "gesture p began",
                    "gesture p ended",
                ])
    }

    @Test func g16ViewsThatGotTheBeganGetOneCancellationEachRoutedAlongTheChain() {
        // a does not handle cancelled: its cancellation travels to the panel.
        let views = Self.panel("- pan: p", aKeys: "handles: [began, moved, ended]")
        #expect(
            G.trace(
                views, ["0.0 down t1 50 50", "0.0 down t2 150 50", "0.1 move t1 50 80", "0.1 move t2 150 80", "0.2 up t1", "0.2 up t2"])
                == [
                    "a.touchesBegan [t1] handled", "b.touchesBegan [t2] handled", "a.touchesCancelled [t1] forwarded",
                    "panel.touchesCancelled [t1] handled", "b.touchesCancelled [t2] handled", "gesture p began", "gesture p ended",
                    "notice no-began panel t1",
                ])
    }

    @Test func g16ATakenTouchGetsNoLaterCallNotEvenThisSteps() {
        // S01: the tap's ended becomes a cancel.
        #expect(
            G.trace(G.v("- tap: tap1"), ["0.0 down t1 50 50", "0.1 up t1"]) == [
                "v.touchesBegan [t1] handled", "v.touchesCancelled [t1] handled", "gesture tap1 recognized",
            ])
    }

    @Test func g16TouchesAttachedAfterTheGrantAreNotTaken() {
        let views = G.v("- pan: p", extra: "multiple-touch: yes")
        #expect(
            G.trace(
                views, ["0.0 down t1 50 50", "0.1 move t1 50 80", "0.2 down t2 150 150", "0.3 move t2 150 160", "0.4 up t2", "0.5 up t1"])
                == [
                    "v.touchesBegan [t1] handled", "v.touchesCancelled [t1] handled", "gesture p began", "v.touchesBegan [t2] handled",
                    "gesture p changed", "v.touchesMoved [t2] handled", "v.touchesEnded [t2] handled", "gesture p ended",
                ])
    }

    @Test func g16AHeldEndIsNotGotSoTheViewIsCancelled() {
        // S03.
        #expect(
            G.trace(G.v("- tap: dbl\n  taps: 2"), ["0.0 down t1 100 100", "0.1 up t1", "0.2 down t2 102 101", "0.3 up t2"]) == [
                "v.touchesBegan [t1] handled", "hold v.touchesEnded [t1] dbl", "v.touchesBegan [t2] handled", "discard v [t1] dbl",
                "v.touchesCancelled [t1, t2] handled", "gesture dbl recognized",
            ])
    }

    @Test func g16AViewThatGotItsEndIsNotCancelled() {
        // With delays-ended off, t1's end reaches the view; the double tap's grant cancels t2 only.
        #expect(
            G.trace(
                G.v("- tap: dbl\n  taps: 2\n  delays-ended: no"), ["0.0 down t1 100 100", "0.1 up t1", "0.2 down t2 102 101", "0.3 up t2"])
                == [
                    "v.touchesBegan [t1] handled", "v.touchesEnded [t1] handled", "v.touchesBegan [t2] handled",
                    "v.touchesCancelled [t2] handled", "gesture dbl recognized",
                ])
    }

    // MARK: G17–G19 — holding

    @Test func g17DelaysBeganHoldsBeganMovedAndEnded() {
        let views = G.v("- long-press: lp\n  delays-began: yes\n  movement: 100")
        #expect(
            G.trace(views, ["0.0 down t1 50 50", "0.1 move t1 60 50", "0.2 up t1"]) == [
                "hold v.touchesBegan [t1] lp", "hold v.touchesMoved [t1] lp", "gesture lp failed lifted", "release v [t1]",
                "v.touchesBegan [t1] handled", "v.touchesMoved [t1] handled", "v.touchesEnded [t1] handled",
            ])
    }

    @Test func g18APossiblePanHoldsTheEndOfAFingerThatLiftsBeforeTheOthers() {
        // Reading tested: delays-ended holds the ended calls of every touch of a Possible
        // recognizer, so the first finger's end waits until the pan fails.
        let views = G.v("- pan: p", extra: "multiple-touch: yes")
        #expect(
            G.trace(views, ["0.0 down t1 50 50", "0.0 down t2 150 50", "0.1 up t1", "0.2 up t2"]) == [
                "v.touchesBegan [t1, t2] handled", "hold v.touchesEnded [t1] p", "gesture p failed lifted", "release v [t1]",
                "v.touchesEnded [t1] handled", "v.touchesEnded [t2] handled",
            ])
    }

    @Test func g18DelaysEndedOffHoldsNothing() {
        let views = G.v("- pan: p\n  delays-ended: no", extra: "multiple-touch: yes")
        #expect(
            G.trace(views, ["0.0 down t1 50 50", "0.0 down t2 150 50", "0.1 up t1", "0.2 up t2"]) == [
                "v.touchesBegan [t1, t2] handled", "v.touchesEnded [t1] handled", "gesture p failed lifted", "v.touchesEnded [t2] handled",
            ])
    }

    @Test func g18CancelledCallsAreNeverHeld() {
        // The panel's pan is Possible (it holds ended calls); a's removal cancels t1 at once.
        let views = Self.panel("- pan: p")
        #expect(
            G.trace(views, ["0.0 down t1 50 50", "0.1 remove a", "0.2 up t1"]) == [
                "a.touchesBegan [t1] handled", "a.touchesCancelled [t1] handled", "gesture p failed lifted",
            ])
    }

    @Test func g19OneHoldLinePerRecognizerNamedByTheTouchsOldestHeldCall() {
        // t1's oldest held call is held by b after a is disabled; t2's by a.
        let views = G.v("- pan: a\n  delays-began: yes\n- pan: b\n  delays-began: yes", extra: "multiple-touch: yes")
        let script = [
            "0.00 down t1 100 100", "0.01 set a enabled no", "0.02 set a enabled yes", "0.03 down t2 200 200", "0.04 move t1 101 100",
            "0.04 move t2 201 200",
        ]
        #expect(
            G.trace(views, script).prefix(5) == [
                "hold v.touchesBegan [t1] a", "gesture a failed disabled", "hold v.touchesBegan [t2] a", "hold v.touchesMoved [t1] b",
                "hold v.touchesMoved [t2] a",
            ])
    }

    @Test func g17ATouchThatBeginsWhileTheRecognizerIsActiveIsNeverHeld() {
        // lp begins at 0.5 and takes t1 (its held began is discarded); t2 arrives later, while
        // lp is active, so none of its calls is held.
        let views = G.v("- long-press: lp\n  delays-began: yes\n  movement: 100", extra: "multiple-touch: yes")
        let script = ["0.0 down t1 50 50", "0.6 down t2 150 150", "0.7 move t1 60 50", "0.7 move t2 160 150", "0.8 up t1", "0.8 up t2"]
        #expect(
            G.trace(views, script) == [
                "hold v.touchesBegan [t1] lp", "discard v [t1] lp", "gesture lp began", "v.touchesBegan [t2] handled", "gesture lp changed",
                "v.touchesMoved [t2] handled", "gesture lp ended", "v.touchesEnded [t2] handled",
            ])
    }

    // MARK: G20 — releasing

    @Test func g20ReleasesComeBeforeTheStepsOwnCallsInOriginalOrder() {
        // S13.
        let views = G.v("- swipe: flick\n  delays-began: yes")
        #expect(
            G.trace(views, ["0.0 down t1 100 100", "0.3 move t1 130 100", "0.6 move t1 200 100", "0.7 up t1"]) == [
                "hold v.touchesBegan [t1] flick", "hold v.touchesMoved [t1] flick", "gesture flick failed timeout", "release v [t1]",
                "v.touchesBegan [t1] handled", "v.touchesMoved [t1] handled", "v.touchesMoved [t1] handled", "v.touchesEnded [t1] handled",
            ])
    }

    @Test func g20ReleasedCallsCarryTheWindowPointsOfTheMomentTheyWereHeld() {
        let tree = G.tree(
            G.v("- swipe: flick\n  delays-began: yes"), ["0.0 down t1 100 100", "0.3 move t1 130 100", "0.6 move t1 200 100"])
        let steps = tree.steps()
        #expect(
            steps.last.map(tree.locations) == [
                "v.touchesBegan t1 (100, 100)", "v.touchesMoved t1 (130, 100)", "v.touchesMoved t1 (200, 100)",
            ])
    }

    @Test func g20ReleasedPointsAreConvertedWithTheGeometryAtDelivery() {
        // The view moves 10 pt right between the hold and the release.
        let views = G.v("- swipe: flick\n  delays-began: yes")
        let tree = G.tree(views, ["0.0 down t1 100 100", "0.1 set v frame [10, 0, 310, 480]", "0.2 up t1"])
        #expect(tree.steps().last.map(tree.locations) == ["v.touchesBegan t1 (90, 100)", "v.touchesEnded t1 (90, 100)"])
    }

    @Test func g20EveryReleaseCarriesItsOwnPoints() {
        // Two double taps time out, far apart: each release delivers its own touch's point.
        let tree = G.tree(G.v("- tap: dbl\n  taps: 2"), ["0.0 down t1 100 100", "0.1 up t1", "1.0 down t2 200 200", "1.1 up t2"])
        let released = tree.steps().filter { !$0.lines(of: ReleaseLine.self).isEmpty }.map(tree.locations)
        #expect(released == [["v.touchesEnded t1 (100, 100)"], ["v.touchesEnded t2 (200, 200)"]])
    }

    @Test
    func g20AReleaseInTheStepOfAGrantComesAfterTheGrantsCancellation() {
        // t1's end is held by the double tap; t2's pan takes t2 and makes the double tap fail,
        // which releases t1's end in the same step.
        #expect(
            G.trace(G.v("- tap: dbl\n  taps: 2\n- pan: p"), ["0.0 down t1 50 50", "0.1 up t1", "0.2 down t2 50 50", "0.3 move t2 50 70"])
                == [
                    "v.touchesBegan [t1] handled", "gesture p failed lifted", "hold v.touchesEnded [t1] dbl", "v.touchesBegan [t2] handled",
                    "v.touchesCancelled [t2] handled", "gesture p began", "gesture dbl failed prevented p", "release v [t1]",
                    "v.touchesEnded [t1] handled",
                ])
    }

    @Test func g20ViewsAreReleasedInTheOrderOfTheirFirstReleasedTouch() {
        // The panel's two-finger swipe holds both views' began calls; it fails at t1's lift:
        // b (t1) is released before a (t2), then comes the step's own call.
        let views = Self.panel("- swipe: flick\n  touches: 2\n  delays-began: yes")
        #expect(
            G.trace(views, ["0.0 down t1 150 50", "0.1 down t2 50 50", "0.6 up t1"]) == [
                "hold b.touchesBegan [t1] flick", "hold a.touchesBegan [t2] flick", "gesture flick failed lifted", "release b [t1]",
                "b.touchesBegan [t1] handled", "release a [t2]", "a.touchesBegan [t2] handled", "b.touchesEnded [t1] handled",
                "notice never-finished a t2",
            ])
    }

    @Test func g20ADisablingReleases() {
        let views = G.v("- tap: dbl\n  taps: 2")
        #expect(
            G.trace(views, ["0.0 down t1 100 100", "0.1 up t1", "0.2 set dbl enabled no"]) == [
                "v.touchesBegan [t1] handled", "hold v.touchesEnded [t1] dbl", "gesture dbl failed disabled", "release v [t1]",
                "v.touchesEnded [t1] handled",
            ])
    }

    @Test func g20ReleasesAreDeliveredWhileIgnoring() {
        let views = G.v("- tap: dbl\n  taps: 2")
        #expect(
            G.trace(views, ["0.0 down t1 100 100", "0.1 up t1", "0.2 ignore begin", "0.9 ignore end"]) == [
                "v.touchesBegan [t1] handled", "hold v.touchesEnded [t1] dbl", "gesture dbl failed timeout", "release v [t1]",
                "v.touchesEnded [t1] handled",
            ])
    }

    // MARK: G21, G22

    @Test func g21AGrantWithCancelsTouchesDiscardsTheHeldCalls() {
        // S13, fast: the view never hears of t1.
        #expect(
            G.trace(G.v("- swipe: flick\n  delays-began: yes"), ["0.0 down t1 100 100", "0.1 move t1 160 102", "0.2 up t1"]) == [
                "hold v.touchesBegan [t1] flick", "discard v [t1] flick", "gesture flick recognized",
            ])
    }

    @Test func g22AGrantWithoutCancelsTouchesReleasesInTheSameStep() {
        let views = G.v("- swipe: flick\n  delays-began: yes\n  cancels-touches: no")
        #expect(
            G.trace(views, ["0.0 down t1 100 100", "0.1 move t1 160 102", "0.2 up t1"]) == [
                "hold v.touchesBegan [t1] flick", "gesture flick recognized", "release v [t1]", "v.touchesBegan [t1] handled",
                "v.touchesMoved [t1] handled", "v.touchesEnded [t1] handled",
            ])
    }

    // MARK: G23 — system cancellations

    @Test func g23TheTouchLimitDiscardsHeldCalls() {
        let views = G.v("- swipe: flick\n  touches: 5\n  delays-began: yes", extra: "multiple-touch: yes")
        let script = [
            "0.0 down t1 10 10", "0.1 down t2 20 20", "0.1 down t3 30 30", "0.1 down t4 40 40", "0.1 down t5 50 50", "0.2 down t6 60 60",
        ]
        #expect(
            G.trace(views, script) == [
                "hold v.touchesBegan [t1] flick", "hold v.touchesBegan [t2, t3, t4, t5] flick", "drop t6 touch-limit -",
                "gesture flick failed cancelled", "discard v [t1, t2, t3, t4, t5] -",
            ])
    }

    @Test func g23CallsHeldForARemovedViewAreDiscardedLiveTouchOrNot() {
        // t1 has lifted (its end is held by the panel's double tap) when a is removed.
        let views = Self.panel("- tap: dbl\n  taps: 2")
        #expect(
            G.trace(views, ["0.0 down t1 50 50", "0.1 up t1", "0.2 remove a"]) == [
                "a.touchesBegan [t1] handled", "hold a.touchesEnded [t1] dbl", "discard a [t1] -", "gesture dbl failed timeout",
                "notice never-finished a t1",
            ])
    }

    @Test func g23ARemovedViewWhoseBeganWasHeldGetsNoCancellation() {
        let views = Self.panel("- pan: p\n  delays-began: yes")
        #expect(
            G.trace(views, ["0.0 down t1 50 50", "0.1 remove a", "0.2 move t1 50 90", "0.3 up t1"]) == [
                "hold a.touchesBegan [t1] p", "discard a [t1] -", "gesture p began", "gesture p ended",
            ])
    }

    // MARK: G24 — taken touches

    @Test func g24ATakenTouchHasNoSkipLinesAndNoViewCancellation() {
        let views = G.v("- pan: p")
        #expect(
            G.trace(
                views, ["0.0 down t1 50 50", "0.1 move t1 50 80", "0.2 ignore begin", "0.3 move t1 50 90", "0.4 ignore end", "0.5 cancel"])
                == [
                    "v.touchesBegan [t1] handled", "v.touchesCancelled [t1] handled", "gesture p began", "gesture p cancelled",
                ])
    }
}
