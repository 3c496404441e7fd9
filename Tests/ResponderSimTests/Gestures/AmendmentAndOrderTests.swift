import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// Scenes/README.md, Gesture recognizers (T1, L4, B2, I3, N3): the amendments to the earlier rules, and
/// the order of lines within a step.
@Suite struct AmendmentAndOrderTests {
    typealias G = GestureScene

    /// The tap count of `touch` in the first step whose `all` holds it.
    static func tapCount(_ touch: String, _ views: String, _ script: [String]) -> Int? {
        let tree = G.tree(views, script)
        for step in tree.steps() {
            if let count = tree.tapCount(touch, in: step) { return count }
        }
        return nil
    }

    // MARK: T1 — tap counts with recognizers

    @Test func t1AnEndHeldByARecognizerCountsAtItsUpLine() {
        // t1's end is held until 0.45; t2 begins at 0.40, within 0.35 s of t1's up line.
        let views = G.v("- tap: dbl\n  taps: 2")
        #expect(Self.tapCount("t2", views, ["0.0 down t1 50 50", "0.1 up t1", "0.4 down t2 50 50"]) == 2)
        // The end counts at 0.10, not at its release at 0.45.
        #expect(Self.tapCount("t2", views, ["0.0 down t1 50 50", "0.1 up t1", "0.45 down t2 50 50"]) == 2)
        #expect(Self.tapCount("t2", views, ["0.0 down t1 50 50", "0.1 up t1", "0.450001 down t2 50 50"]) == 1)
    }

    @Test func t1ATouchTakenAtItsUpLineCounts() {
        #expect(Self.tapCount("t2", G.v("- tap: t"), ["0.0 down t1 50 50", "0.1 up t1", "0.3 down t2 50 50"]) == 2)
    }

    @Test func t1ATouchTakenAfterItsUpLineCounts() {
        // S05 with a 1 s tap interval: the single tap takes t1 at 0.45, after its up line.
        let views = G.v("- tap: dbl\n  taps: 2\n- tap: single\n  requires-failure-of: [dbl]")
        let script = ["0.0 down t1 50 50", "0.1 up t1", "0.6 down t2 50 50"]
        #expect(G.trace(views, script, top: "tap:\n  interval: 1").contains("gesture single recognized"))
        let tree = G.tree(views, script, top: "tap:\n  interval: 1")
        #expect(tree.steps().compactMap { tree.tapCount("t2", in: $0) }.first == 2)
    }

    @Test func t1ATouchTakenBeforeItsUpLineDoesNotCount() {
        #expect(Self.tapCount("t2", G.v("- pan: p"), ["0.0 down t1 50 50", "0.05 move t1 50 70", "0.1 up t1", "0.2 down t2 50 60"]) == 1)
    }

    @Test func t1AWithheldTouchIsNeverAPreviousTapWhateverRecognizersDo() {
        // t2 is withheld (M1) yet taken by the two-finger tap at its up line; t3 lands where
        // t2 was, 100 pt from t1: the previous tap is t1, too far.
        let views = G.v("- tap: two\n  touches: 2")
        let script = ["0.0 down t1 100 100", "0.0 down t2 200 100", "0.1 up t1", "0.1 up t2", "0.2 down t3 200 100"]
        #expect(G.trace(views, script).contains("gesture two recognized"))
        #expect(Self.tapCount("t3", views, script) == 1)
    }

    // MARK: N3 — still-held notices

    @Test func n3EveryCallStillHeldAtTheEndGivesOneNoticePerViewAndTouch() {
        // c's touch never ends (N1); the panel's pan holds b's and a's calls to the end.
        let views = """
            - view: c
              frame: [0, 0, 100, 100]
              handles: all
            - view: panel
              frame: [100, 0, 220, 480]
              handles: all
              gestures:
                - pan: p
                  delays-began: yes
              subviews:
                - view: a
                  frame: [0, 0, 100, 100]
                  handles: all
                - view: b
                  frame: [100, 0, 100, 100]
                  handles: all
            """
        let script = ["0.0 down t0 50 50", "0.1 down t1 250 50", "0.2 down t2 150 50", "0.3 move t1 251 50", "0.3 move t2 151 50"]
        #expect(
            G.trace(views, script) == [
                "c.touchesBegan [t0] handled", "hold b.touchesBegan [t1] p", "hold a.touchesBegan [t2] p", "hold b.touchesMoved [t1] p",
                "hold a.touchesMoved [t2] p", "notice never-finished c t0", "notice still-held b t1", "notice still-held a t2",
            ])
    }

    @Test func n3NoticesOfDeliveriesAndHoldsAreOrderedByTheirFirstLines() {
        // The waiting single tap holds t2's end to the end of the run; v1 got t2's began first.
        let views = ArbitrationTests.three("- tap: single\n  requires-failure-of: [p2]", "- pan: p2")
        #expect(
            G.trace(views, ["0.0 down t1 150 50", "0.1 down t2 50 50", "0.2 up t2"]) == [
                "v2.touchesBegan [t1] handled", "v1.touchesBegan [t2] handled", "gesture single pending",
                "hold v1.touchesEnded [t2] single",
                "notice never-finished v2 t1", "notice never-finished v1 t2", "notice still-held v1 t2",
            ])
    }

    @Test func n3IsInTheJSONNoticesAndSummary() {
        let lines = G.json(G.v("- pan: p\n  delays-began: yes"), ["0.0 down t1 50 50"])
        #expect(lines.filter { $0.string("kind") == "notice" }.map { $0.string("code") } == ["still-held"])
        #expect(lines.last?["notices"] as? Int == 1)
    }

    // MARK: The order of lines within a step

    /// `btn` (a logging button with a pan and a tap), `held` (a double tap), `w` and the button
    /// `ok`; t1, t5 and t7 are down on btn, w and ok.
    static let orderViews = """
        - view: btn
          class: UIButton
          frame: [0, 0, 100, 100]
          behavior: log
          gestures:
            - pan: bp
            - tap: bt
        - view: held
          frame: [100, 0, 100, 100]
          handles: all
          multiple-touch: yes
          gestures:
            - tap: dbl
              taps: 2
        - view: w
          frame: [200, 0, 100, 100]
          handles: all
        - view: ok
          class: UIButton
          frame: [0, 200, 100, 100]
        """

    /// At 0.2, one event: a drop on w, t1 moving (the pan begins), two fingers on held (the
    /// double tap fails), t7 moving on ok.
    static let orderEvent = [
        "0.2 down t6 260 50", "0.2 move t1 50 80", "0.2 down t3 140 50", "0.2 down t4 160 50", "0.2 move t7 50 260",
    ]

    @Test func dropsThenKindRulesThenArbitrationThenTheStepsOwnCalls() {
        let script = ["0.0 down t1 50 50", "0.0 down t5 250 50", "0.0 down t7 50 250"] + Self.orderEvent
        #expect(
            G.linesByStep(Self.orderViews, script, top: "device: ipad").last == [
                "drop t6 multiple-touch-disabled w", "gesture dbl failed touches", "btn.touchesCancelled [t1] handled",
                "output btn: cancelled [t1] all [t1 cancelled, t5 stationary, t7 moved, t3 began, t4 began]", "control btn touchCancel",
                "gesture bp began", "gesture bt failed prevented bp", "held.touchesBegan [t3, t4] handled", "ok.touchesMoved [t7] handled",
                "control ok touchDragInside",
            ])
    }

    @Test func releasesComeBetweenTheRecognizerSectionAndTheStepsOwnCalls() {
        // t2's end is held by the double tap; two fingers on held fail it: the release, then
        // the step's own calls.
        let views = Self.orderViews.replacingOccurrences(
            of: "  handles: all\n  multiple-touch: yes", with: "  handles: all\n  behavior: log\n  multiple-touch: yes")
        let script =
            ["0.0 down t5 250 50", "0.0 down t7 50 250", "0.1 down t2 150 50", "0.15 up t2"] + Self.orderEvent.filter { !$0.contains("t1") }
        #expect(
            G.linesByStep(views, script, top: "device: ipad").last == [
                "drop t6 multiple-touch-disabled w", "gesture dbl failed touches", "release held [t2]", "held.touchesEnded [t2] handled",
                "output held: ended [t2] all [t2 ended]", "held.touchesBegan [t3, t4] handled",
                "output held: began [t3, t4] all [t5 stationary, t7 moved, t3 began, t4 began]", "ok.touchesMoved [t7] handled",
                "control ok touchDragInside",
            ])
    }

    @Test
    func theWholeOrderOfAStep() {
        let views = Self.orderViews.replacingOccurrences(
            of: "  handles: all\n  multiple-touch: yes", with: "  handles: all\n  behavior: log\n  multiple-touch: yes")
        let script =
            ["0.0 down t1 50 50", "0.0 down t5 250 50", "0.0 down t7 50 250", "0.1 down t2 150 50", "0.15 up t2"] + Self.orderEvent
        let last = G.linesByStep(views, script, top: "device: ipad").last ?? []
        // Reading: which `all` the own calls after a take show is not pinned here.
        #expect(
            last.filter { !$0.hasPrefix("output held: began") } == [
                "drop t6 multiple-touch-disabled w", "gesture dbl failed touches", "btn.touchesCancelled [t1] handled",
                "output btn: cancelled [t1] all [t1 cancelled, t5 stationary, t7 moved, t3 began, t4 began]", "control btn touchCancel",
                "gesture bp began", "gesture bt failed prevented bp", "release held [t2]", "held.touchesEnded [t2] handled",
                "output held: ended [t2] all [t2 ended]", "held.touchesBegan [t3, t4] handled", "ok.touchesMoved [t7] handled",
                "control ok touchDragInside",
            ])
    }

    @Test func inACancelStepAViewsDiscardLineComesJustBeforeItsCancellation() {
        // v3's t3 was released (delivered) before the swipe was enabled again; t4's began is
        // held. The cancel: the swipe's failure, then v1's call, then v3's discard and call.
        let views = """
            - view: v1
              frame: [0, 0, 100, 100]
              handles: all
            - view: v3
              frame: [100, 0, 100, 100]
              handles: all
              multiple-touch: yes
              gestures:
                - swipe: s
                  delays-began: yes
            """
        let script = [
            "0.0 down t1 50 50", "0.1 down t3 150 50", "0.2 set s enabled no", "0.3 set s enabled yes", "0.4 down t4 160 50", "0.5 cancel",
        ]
        #expect(
            G.linesByStep(views, script).last == [
                "gesture s failed cancelled", "v1.touchesCancelled [t1] handled", "discard v3 [t4] -", "v3.touchesCancelled [t3] handled",
            ])
    }

    @Test func inARemoveStepRecognizersAreCancelledBeforeTheViewsCalls() {
        // B2: the removed view's pan fails first, then its discard and cancellation.
        let views = G.v("- pan: p\n  delays-began: yes\n- tap: t", extra: "multiple-touch: yes")
        #expect(
            G.linesByStep(views, ["0.0 down t1 50 50", "0.1 remove v"]).last == [
                "gesture p failed removed", "gesture t failed removed", "discard v [t1] -",
            ])
    }

    // MARK: L4, I3

    @Test func l4ATakenTouchStillReachesItsRecognizers() {
        let views = G.v("- pan: p")
        #expect(
            G.inputsByStep(views, ["0.0 down t1 50 50", "0.1 move t1 50 80", "0.2 move t1 50 90", "0.3 up t1"]).suffix(2) == [
                ["p touchesMoved [t1]"], ["p touchesEnded [t1]"],
            ])
    }

    @Test func i3AWithheldTouchHasNoSkipLines() {
        let views = G.v("- pan: p")
        #expect(
            G.trace(
                views,
                ["0.0 down t1 50 50", "0.0 down t2 60 60", "0.1 ignore begin", "0.2 move t1 50 55", "0.2 move t2 60 65", "0.3 ignore end"]
            )
            .filter { $0.hasPrefix("skip") } == ["skip t1 moved ignoring-interaction v"])
    }
}
