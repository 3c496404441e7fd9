import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// G7–G11: states, actions, cancellation and reset.
@Suite struct StateMachineTests {
    typealias G = GestureScene

    /// The `gestures` records of a run as `NAME STATE action` / `NAME STATE -`.
    static func gestureRecords(_ views: String, _ script: [String]) -> [String] {
        G.json(views, script).flatMap { $0.objects("gestures") }.map { record in
            let action = (record["action"] as? Bool) == true ? "action" : "-"
            return "\(record.string("gesture") ?? "?") \(record.string("state") ?? "?") \(action)"
        }
    }

    // MARK: G7, G8 — states and actions

    @Test func g7AContinuousRecognizerGoesBeganChangedEnded() {
        #expect(
            Self.gestureRecords(
                G.v("- pan: p"), ["0.0 down t1 50 50", "0.1 move t1 50 80", "0.2 move t1 50 90", "0.3 move t1 50 95", "0.4 up t1"])
                == ["p began action", "p changed action", "p changed action", "p ended action"])
    }

    @Test func g7ADiscreteRecognizerIsRecognizedWithNoBegan() {
        #expect(Self.gestureRecords(G.v("- tap: t"), ["0.0 down t1 50 50", "0.1 up t1"]) == ["t recognized action"])
    }

    @Test func g8FailuresAndPendingSendNoAction() {
        let views = G.v("- tap: dbl\n  taps: 2\n- tap: single\n  requires-failure-of: [dbl]\n- pan: p")
        #expect(
            Self.gestureRecords(views, ["0.0 down t1 50 50", "0.1 up t1"]) == [
                "p failed -", "single pending -", "dbl failed -", "single recognized action",
            ])
    }

    @Test func g8CancelledSendsAnAction() {
        #expect(
            Self.gestureRecords(G.v("- pan: p"), ["0.0 down t1 50 50", "0.1 move t1 50 80", "0.2 cancel"]) == [
                "p began action", "p cancelled action",
            ])
    }

    // MARK: G9 — cancellation

    @Test func g9ACancelFailsAPossibleRecognizerWithCancelled() {
        #expect(
            G.trace(G.v("- tap: t"), ["0.0 down t1 50 50", "0.1 cancel", "0.2 up t1"]) == [
                "v.touchesBegan [t1] handled", "gesture t failed cancelled", "v.touchesCancelled [t1] handled",
            ])
    }

    @Test func g9ACancelCancelsAnActiveRecognizer() {
        #expect(
            G.trace(G.v("- pan: p\n  cancels-touches: no"), ["0.0 down t1 50 50", "0.1 move t1 50 80", "0.2 cancel", "0.3 up t1"]) == [
                "v.touchesBegan [t1] handled", "gesture p began", "v.touchesMoved [t1] handled", "gesture p cancelled",
                "v.touchesCancelled [t1] handled",
            ])
    }

    @Test func g9TheTouchLimitFailsAPossibleRecognizer() {
        let views = G.v("- pan: p", extra: "multiple-touch: yes")
        let script = [
            "0.0 down t1 10 10", "0.0 down t2 20 20", "0.0 down t3 30 30", "0.0 down t4 40 40", "0.0 down t5 50 50", "0.1 down t6 60 60",
        ]
        #expect(
            G.trace(views, script) == [
                "v.touchesBegan [t1, t2, t3, t4, t5] handled", "drop t6 touch-limit -", "gesture p failed cancelled",
                "v.touchesCancelled [t1, t2, t3, t4, t5] handled",
            ])
    }

    // MARK: G10 — reset

    @Test func g10ATerminalRecognizerStopsItsTimers() {
        // The tap fails at the move: its maximum duration never fires (no timer step).
        let tree = G.tree(G.v("- tap: t"), ["0.0 down t1 50 50", "0.1 move t1 50 100", "2.0 up t1"])
        #expect(tree.steps().map(\.kind) == [.touches, .touches, .touches])
    }

    @Test func g10TheResetClearsWhatTheKindRuleRecorded() {
        // A double tap that timed out starts afresh: two more taps are recognized.
        let trace = G.trace(
            G.v("- tap: dbl\n  taps: 2"),
            ["0.0 down t1 50 50", "0.1 up t1", "1.0 down t2 50 50", "1.1 up t2", "1.2 down t3 50 50", "1.3 up t3"])
        #expect(trace.filter { $0.hasPrefix("gesture") } == ["gesture dbl failed timeout", "gesture dbl recognized"])
    }

    @Test func g10AnEndedRecognizerWaitsForAllItsTouchesBeforeItIsReset() {
        // max-touches 1: t2 is attached but not counted; the pan ends with t1 and is reset only
        // when t2 lifts, so t3 (begun before that) never reaches it, and t4 does.
        let views = G.v("- pan: p\n  max-touches: 1", extra: "multiple-touch: yes")
        let script = [
            "0.0 down t1 50 50", "0.0 down t2 150 150", "0.1 move t1 50 80", "0.2 up t1", "0.3 down t3 100 300", "0.4 move t3 100 330",
            "0.5 up t2", "0.6 up t3", "0.7 down t4 100 100", "0.8 move t4 100 130", "0.9 up t4",
        ]
        #expect(
            G.trace(views, script) == [
                "v.touchesBegan [t1, t2] handled", "v.touchesCancelled [t1, t2] handled", "gesture p began", "gesture p ended",
                "v.touchesBegan [t3] handled", "v.touchesMoved [t3] handled", "v.touchesEnded [t3] handled", "v.touchesBegan [t4] handled",
                "v.touchesCancelled [t4] handled", "gesture p began", "gesture p ended",
            ])
    }

    // MARK: G11 — Changed once per step

    @Test func g11TwoMovingTouchesGiveOneChanged() {
        let views = G.v("- pan: p", extra: "multiple-touch: yes")
        let script = [
            "0.0 down t1 50 50", "0.0 down t2 150 50", "0.1 move t1 50 80", "0.1 move t2 150 80", "0.2 move t1 50 90", "0.2 move t2 150 95",
        ]
        #expect(G.trace(views, script).filter { $0.hasPrefix("gesture") } == ["gesture p began", "gesture p changed"])
    }

    @Test func g11TouchesThatBeginOrLiftCauseNoChanged() {
        let views = G.v("- pan: p\n  cancels-touches: no", extra: "multiple-touch: yes")
        let script = ["0.0 down t1 50 50", "0.1 move t1 50 80", "0.2 down t2 150 50", "0.3 up t2", "0.4 move t1 50 81", "0.5 up t1"]
        #expect(G.trace(views, script).filter { $0.hasPrefix("gesture") } == ["gesture p began", "gesture p changed", "gesture p ended"])
    }
}
