import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// G25–G30: recognizer timers, and recognizers with ignoring, the touch limit,
/// system cancels, removal, property changes and `set NAME enabled`.
@Suite struct TimerAndRuleTests {
    typealias G = GestureScene

    // MARK: G25 — timers

    @Test func g25ATimerStepComesBeforeAScriptLineAtTheSameTime() {
        let tree = G.tree(G.v("- tap: dbl\n  taps: 2"), ["0.0 down t1 50 50", "0.1 up t1", "0.45 down t2 50 50", "0.5 up t2"])
        let steps = tree.steps()
        #expect(steps.map(\.kind) == [.touches, .touches, .timer, .touches, .touches, .timer])
        #expect(steps.map(\.time) == [0, 100_000, 450_000, 450_000, 500_000, 850_000])
        #expect(
            tree.linesByStep()[2...3].flatMap { $0 } == [
                "gesture dbl failed timeout", "release v [t1]", "v.touchesEnded [t1] handled", "v.touchesBegan [t2] handled",
            ])
    }

    @Test func g25TimersDueTogetherFireInTheOrderTheyWereScheduled() throws {
        // At t1's end the double tap schedules its interval (recognizer section) before the
        // view's tap-counter schedules its single tap (its ended call): both due at 0.45.
        let views =
            "- view: v\n  frame: [0, 0, 320, 480]\n  behavior:\n    name: tap-counter\n    delay: 0.35\n  gestures:\n    - tap: dbl\n      taps: 2\n      delays-ended: no"
        let timers = G.json(views, ["0.0 down t1 50 50", "0.1 up t1"]).filter { $0.string("kind") == "timer" }
        #expect(
            timers.map { ($0["timer"] as? [String: String]) ?? [:] } == [
                ["owner": "dbl", "what": "tap-interval"], ["owner": "v", "what": "delay"],
            ])
        #expect(timers.map { $0["time"] as? Double } == [0.45, 0.45])
    }

    @Test func g25AHeldEndDelaysABehavioursTimerUntilItsRelease() {
        // The classic slow single tap: the view hears of the end only at 0.45, so the
        // tap-counter's single tap comes its 0.3 s after that.
        let views = "- view: v\n  frame: [0, 0, 320, 480]\n  behavior: tap-counter\n  gestures:\n    - tap: dbl\n      taps: 2"
        let lines = G.json(views, ["0.0 down t1 50 50", "0.1 up t1"]).filter { $0.string("kind") == "timer" }
        #expect(lines.map { $0["time"] as? Double } == [0.45, 0.75])
        #expect(lines.last?.objects("outputs").first?.string("text") == "single tap")
    }

    @Test func g25ADisabledRecognizersTimerStops() {
        let tree = G.tree(G.v("- tap: dbl\n  taps: 2"), ["0.0 down t1 50 50", "0.1 up t1", "0.2 set dbl enabled no"])
        #expect(!tree.steps().contains { $0.kind == .timer })
    }

    @Test func g25ARemovedRecognizersTimerStops() {
        let tree = G.tree(G.v("- tap: dbl\n  taps: 2"), ["0.0 down t1 50 50", "0.1 up t1", "0.2 remove v"])
        #expect(!tree.steps().contains { $0.kind == .timer })
        // B2, G23: the end held for the removed view is thrown away, not released to it.
        #expect(tree.linesByStep().last == ["gesture dbl failed removed", "discard v [t1] -"])

    }

    @Test func g25TheTapDurationTimerFailsALongTap() throws {
        let lines = G.json(G.v("- tap: t"), ["0.0 down t1 50 50", "1.0 up t1"])
        let timer = try #require(lines.first { $0.string("kind") == "timer" })
        #expect(timer["time"] as? Double == 0.75)
        #expect((timer["timer"] as? [String: String]) == ["owner": "t", "what": "tap-duration"])
        #expect(timer.objects("gestures").first?.string("reason") == "timeout")
    }

    @Test func g25ThePressTimerBeginsTheLongPress() throws {
        let lines = G.json(G.v("- long-press: lp\n  duration: 0.2"), ["0.0 down t1 50 50", "1.0 up t1"])
        let timer = try #require(lines.first { $0.string("kind") == "timer" })
        #expect(timer["time"] as? Double == 0.2)
        #expect((timer["timer"] as? [String: String]) == ["owner": "lp", "what": "press"])
    }

    @Test func g25ALongPressOfZeroDurationBeginsInItsBeganStep() {
        // Granted before the step's own began call: the view never hears of t1.
        #expect(
            G.trace(G.v("- long-press: lp\n  duration: 0"), ["0.0 down t1 50 50", "0.5 up t1"]) == ["gesture lp began", "gesture lp ended"])
    }

    // MARK: G26 — ignoring

    @Test func g26RecognizersTakeNoCallsForSkippedEvents() {
        // The pan never sees the 50 pt skipped move; the next move starts from where the
        // finger is, so the pan does not begin.
        #expect(
            G.trace(
                G.v("- pan: p"),
                ["0.0 down t1 50 50", "0.1 ignore begin", "0.2 move t1 50 100", "0.3 ignore end", "0.4 move t1 50 101", "0.5 up t1"])
                == [
                    "v.touchesBegan [t1] handled", "skip t1 moved ignoring-interaction v", "v.touchesMoved [t1] handled",
                    "gesture p failed lifted", "v.touchesEnded [t1] handled",
                ])
        #expect(
            G.inputsByStep(G.v("- pan: p"), ["0.0 down t1 50 50", "0.1 ignore begin", "0.2 move t1 50 100"])
                == [["p touchesBegan [t1]"], [], []])
    }

    @Test func g26CancellationsReachRecognizersWhileIgnoring() {
        #expect(
            G.trace(G.v("- pan: p"), ["0.0 down t1 50 50", "0.1 ignore begin", "0.2 cancel", "0.3 ignore end"]) == [
                "v.touchesBegan [t1] handled", "gesture p failed cancelled", "v.touchesCancelled [t1] handled",
            ])
    }

    @Test func g26TimersRunWhileIgnoring() {
        #expect(
            G.trace(G.v("- tap: t"), ["0.0 down t1 50 50", "0.1 ignore begin", "1.0 ignore end", "1.1 up t1"]) == [
                "v.touchesBegan [t1] handled", "gesture t failed timeout", "v.touchesEnded [t1] handled",
            ])
    }

    /// Spec doubt, literal reading: a finger that lifts while ignoring never gives its
    /// recognizers an ended call, so a pan keeps it down for good.
    @Test func g26APanWhoseFingerLiftsWhileIgnoringStaysInItsAttempt() {
        let views = G.v("- pan: p", extra: "multiple-touch: yes")
        let script = [
            "0.0 down t1 50 50", "0.1 ignore begin", "0.2 up t1", "0.3 ignore end", "0.4 down t2 50 50", "0.5 move t2 50 70", "0.6 up t2",
        ]
        // t1 stays counted and down: t2's 20 pt give a translation of 10, enough to begin,
        // and t2's lift does not end the pan.
        #expect(G.trace(views, script).filter { $0.hasPrefix("gesture") } == ["gesture p began"])
    }

    // MARK: G27 — touch limit and system cancel

    @Test func g27CancellationsReachWithheldAndTakenTouches() {
        // S14, then a system cancel: the active pinch is cancelled with both its touches;
        // t1 was taken and t2 withheld, so no view hears of it.
        let views = G.v("- pinch: zoom")
        let script = ["0.00 down t1 100 200", "0.05 down t2 200 200", "0.10 move t2 212 200", "0.15 cancel", "0.20 up t1", "0.20 up t2"]
        #expect(
            G.trace(views, script) == [
                "v.touchesBegan [t1] handled", "drop t2 multiple-touch-disabled v", "v.touchesCancelled [t1] handled",
                "gesture zoom began", "gesture zoom cancelled",
            ])
        #expect(G.inputsByStep(views, script)[3] == ["zoom touchesCancelled [t1, t2]"])
    }

    @Test func g27ATerminalRecognizerTakesNoCancelCall() {
        let views = G.v("- tap: t")
        #expect(G.inputsByStep(views, ["0.0 down t1 50 50", "0.1 move t1 50 100", "0.2 cancel"]).last == [])
    }

    @Test func g27ALiftInTheEventThatOverflowsTheLimitStillEndsTheRecognizersAttempt() {
        // t1 lifts in the event whose sixth finger cancels everything (L1); the pan on v must
        // not keep t1 down for good: a later finger's pan begins and ends.
        let views = """
            - view: v
              frame: [0, 0, 100, 480]
              handles: all
              gestures:
                - pan: p
            - view: w
              frame: [100, 0, 220, 480]
              handles: all
              multiple-touch: yes
            """
        var script = ["0.0 down t1 50 50"] + (2...5).map { "0.0 down t\($0) \(100 + 10 * $0) 50" }
        script += ["0.1 down t6 190 50", "0.1 up t1"] + (2...6).map { "0.2 up t\($0)" }
        script += ["0.3 down t7 50 50", "0.4 move t7 50 70", "0.5 up t7"]
        #expect(G.trace(views, script).filter { $0.hasPrefix("gesture") }.suffix(2) == ["gesture p began", "gesture p ended"])

    }

    // MARK: G28 — remove

    @Test func g28RemovingAnActiveRecognizersViewCancelsIt() {
        #expect(
            G.trace(G.v("- pan: p\n  cancels-touches: no"), ["0.0 down t1 50 50", "0.1 move t1 50 80", "0.2 remove v", "0.3 up t1"]) == [
                "v.touchesBegan [t1] handled", "gesture p began", "v.touchesMoved [t1] handled", "gesture p cancelled",
                "v.touchesCancelled [t1] handled",
            ])
    }

    @Test func g28RemovingAPossibleRecognizersViewFailsIt() {
        #expect(
            G.trace(G.v("- pan: p"), ["0.0 down t1 50 50", "0.1 remove v"]) == [
                "v.touchesBegan [t1] handled", "gesture p failed removed", "v.touchesCancelled [t1] handled",
            ])
    }

    @Test func g28AncestorsLeftInTheWindowKeepTheTouch() {
        // S24.
        let views = """
            - view: panel
              frame: [0, 0, 320, 480]
              handles: all
              gestures:
                - pan: scroll
                  cancels-touches: no
              subviews:
                - view: v
                  frame: [0, 0, 320, 240]
                  handles: all
            """
        #expect(
            G.trace(views, ["0.00 down t1 50 50", "0.01 move t1 50 80", "0.02 remove v", "0.03 move t1 50 120", "0.04 up t1"]) == [
                "v.touchesBegan [t1] handled", "gesture scroll began", "v.touchesMoved [t1] handled", "v.touchesCancelled [t1] handled",
                "gesture scroll changed", "gesture scroll ended",
            ])
    }

    @Test func g28ATerminalRecognizerOnARemovedViewJustLosesItsTouches() {
        let views = G.v("- tap: t")
        #expect(
            G.trace(views, ["0.0 down t1 50 50", "0.1 move t1 50 100", "0.2 remove v"]) == [
                "v.touchesBegan [t1] handled", "gesture t failed movement", "v.touchesMoved [t1] handled",
                "v.touchesCancelled [t1] handled",
            ])
    }

    // MARK: G29 — property changes

    @Test(arguments: ["user-interaction no", "hidden yes", "alpha 0"])
    func g29ChangingAViewMidTouchDoesNotDetachItsRecognizers(change: String) {
        #expect(
            G.trace(G.v("- tap: t"), ["0.0 down t1 50 50", "0.05 set v \(change)", "0.1 up t1"]) == [
                "v.touchesBegan [t1] handled", "v.touchesCancelled [t1] handled", "gesture t recognized",
            ])
    }

    @Test func g29DisablingAControlMidTouchDoesNotDetachRecognizers() {
        let views = "- view: ok\n  class: UIButton\n  frame: [100, 100, 120, 44]\n  gestures:\n    - tap: t"
        #expect(
            G.trace(views, ["0.0 down t1 150 120", "0.05 set ok enabled no", "0.1 up t1"]) == [
                "ok.touchesBegan [t1] handled", "control ok touchDown", "ok.touchesCancelled [t1] handled", "control ok touchCancel",
                "gesture t recognized",
            ])
    }

    // MARK: G30 — set NAME enabled

    @Test func g30DisablingAnActiveRecognizerCancelsItAndItLosesItsTouches() {
        #expect(
            G.trace(
                G.v("- pan: p\n  cancels-touches: no"),
                ["0.0 down t1 50 50", "0.1 move t1 50 80", "0.2 set p enabled no", "0.3 move t1 50 90", "0.4 up t1"])
                == [
                    "v.touchesBegan [t1] handled", "gesture p began", "v.touchesMoved [t1] handled", "gesture p cancelled",
                    "v.touchesMoved [t1] handled", "v.touchesEnded [t1] handled",
                ])
    }

    @Test func g30ADisabledRecognizerIsAttachedToNoTouchUntilEnabledAgain() {
        let script = [
            "0.0 set t enabled no", "0.1 down t1 50 50", "0.2 up t1", "0.3 set t enabled yes", "0.4 down t2 50 50", "0.5 up t2",
        ]
        #expect(
            G.trace(G.v("- tap: t"), script) == [
                "v.touchesBegan [t1] handled", "v.touchesEnded [t1] handled", "v.touchesBegan [t2] handled",
                "v.touchesCancelled [t2] handled", "gesture t recognized",
            ])
    }

    @Test func g30DisablingATerminalOrIdleRecognizerWritesNothing() {
        #expect(G.trace(G.v("- tap: t"), ["0.0 set t enabled no", "0.1 set t enabled no", "0.2 set t enabled yes"]) == [])
    }
}
