import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// GT1–GT5: the tap recognizer.
@Suite struct TapRuleTests {
    typealias G = GestureScene

    /// The `gesture` lines of a scene with the tap `items` on `v` (multiple-touch).
    static func gestures(_ items: String, _ script: [String]) -> [String] {
        G.trace(G.v(items, extra: "multiple-touch: yes"), script).filter { $0.hasPrefix("gesture") }
    }

    // MARK: GT1 — maximum duration

    @Test func gt1ATapLongerThanItsMaximumDurationTimesOut() {
        #expect(Self.gestures("- tap: t", ["0.0 down t1 50 50", "0.75 up t1"]) == ["gesture t failed timeout"])
        #expect(Self.gestures("- tap: t", ["0.0 down t1 50 50", "0.749999 up t1"]) == ["gesture t recognized"])
    }

    @Test func gt1TheMaximumDurationIsAKey() {
        #expect(Self.gestures("- tap: t\n  max-duration: 0.2", ["0.0 down t1 50 50", "0.25 up t1"]) == ["gesture t failed timeout"])
        #expect(Self.gestures("- tap: t\n  max-duration: 2", ["0.0 down t1 50 50", "1.5 up t1"]) == ["gesture t recognized"])
    }

    @Test func gt1EachTapOfAMultipleTapHasItsOwnTimer() {
        // The second tap starts at 0.2 and is held past 0.95.
        #expect(
            Self.gestures("- tap: dbl\n  taps: 2", ["0.0 down t1 50 50", "0.1 up t1", "0.2 down t2 50 50", "1.0 up t2"])
                == ["gesture dbl failed timeout"])
        let tree = G.tree(G.v("- tap: dbl\n  taps: 2"), ["0.0 down t1 50 50", "0.1 up t1", "0.2 down t2 50 50", "1.0 up t2"])
        #expect(tree.steps().first { $0.kind == .timer }?.time == 950_000)
    }

    // MARK: GT2 — touches

    @Test func gt2MoreFingersThanRequiredFailTheTap() {
        #expect(
            Self.gestures("- tap: t", ["0.0 down t1 50 50", "0.0 down t2 150 50", "0.1 up t1", "0.1 up t2"]) == ["gesture t failed touches"]
        )
        #expect(
            Self.gestures("- tap: t", ["0.0 down t1 50 50", "0.05 down t2 150 50", "0.1 up t1", "0.1 up t2"]) == [
                "gesture t failed touches"
            ])
    }

    @Test func gt2AnEndBeforeTheRequiredFingersWereDownTogetherFailsTheTap() {
        #expect(
            Self.gestures("- tap: two\n  touches: 2", ["0.0 down t1 50 50", "0.1 up t1"])
                == ["gesture two failed touches"])
    }

    @Test func gt2TwoFingersThatLandApartAndLiftApartMakeATwoFingerTap() {
        #expect(
            Self.gestures("- tap: two\n  touches: 2", ["0.0 down t1 50 50", "0.05 down t2 150 50", "0.1 up t1", "0.15 up t2"])
                == ["gesture two recognized"])
    }

    // MARK: GT3 — movement

    @Test func gt3MovementIsEuclideanAndStrict() {
        // (27, 36) is exactly 45 pt away.
        #expect(Self.gestures("- tap: t", ["0.0 down t1 100 100", "0.05 move t1 127 136", "0.1 up t1"]) == ["gesture t recognized"])
        #expect(
            Self.gestures("- tap: t", ["0.0 down t1 100 100", "0.05 move t1 127 136.01", "0.1 up t1"]) == ["gesture t failed movement"])
    }

    @Test func gt3TheLiftPointCountsAsAMoveOnlyIfAMovedCallCarriesIt() {
        // `up t1 X Y` lifts there with no moved call: the tap completes.
        #expect(Self.gestures("- tap: t", ["0.0 down t1 100 100", "0.1 up t1 200 100"]) == ["gesture t recognized"])
    }

    @Test func gt3TheMovementKeySetsTheLimit() {
        #expect(
            Self.gestures("- tap: t\n  movement: 0", ["0.0 down t1 100 100", "0.05 move t1 100.01 100", "0.1 up t1"]) == [
                "gesture t failed movement"
            ])
        #expect(
            Self.gestures("- tap: t\n  movement: 100", ["0.0 down t1 100 100", "0.05 move t1 199 100", "0.1 up t1"]) == [
                "gesture t recognized"
            ])
    }

    @Test func gt3LaterTapsMustLandWithinTheMovementOfTheFirst() {
        #expect(
            Self.gestures("- tap: dbl\n  taps: 2", ["0.0 down t1 100 100", "0.1 up t1", "0.2 down t2 145 100", "0.3 up t2"]) == [
                "gesture dbl recognized"
            ])
        #expect(
            Self.gestures("- tap: dbl\n  taps: 2", ["0.0 down t1 100 100", "0.1 up t1", "0.2 down t2 145.01 100", "0.3 up t2"])
                == ["gesture dbl failed movement"])
    }

    @Test func gt3ALaterTapThatMovesAwayFromTheFirstTapsPointFails() {
        #expect(
            Self.gestures(
                "- tap: dbl\n  taps: 2", ["0.0 down t1 100 100", "0.1 up t1", "0.2 down t2 140 100", "0.25 move t2 146 100", "0.3 up t2"])
                == ["gesture dbl failed movement"])
    }

    @Test func gt3TheReferenceOfSeveralFingersIsTheirCentroid() {
        // Centroid (150, 100); t1 moving 90 pt moves it 45 pt: still a tap; 90.02 pt fails.
        let two = "- tap: two\n  touches: 2"
        #expect(
            Self.gestures(two, ["0.0 down t1 100 100", "0.0 down t2 200 100", "0.05 move t1 190 100", "0.1 up t1", "0.1 up t2"])
                == ["gesture two recognized"])
        #expect(
            Self.gestures(two, ["0.0 down t1 100 100", "0.0 down t2 200 100", "0.05 move t1 190.02 100", "0.1 up t1", "0.1 up t2"])
                == ["gesture two failed movement"])
    }

    // MARK: GT4 — completion and interval

    @Test func gt4TheIntervalRunsFromEachCompletionToTheNextTapsFirstTouch() {
        // t1 completes at 0.1: the interval ends at 0.45, and a timer comes before a script
        // line at the same time.
        #expect(
            Self.gestures("- tap: dbl\n  taps: 2", ["0.0 down t1 50 50", "0.1 up t1", "0.449999 down t2 50 50", "0.5 up t2"]) == [
                "gesture dbl recognized"
            ])
        #expect(
            Self.gestures("- tap: dbl\n  taps: 2", ["0.0 down t1 50 50", "0.1 up t1", "0.45 down t2 50 50", "0.5 up t2"]).first
                == "gesture dbl failed timeout")
    }

    @Test func gt4TheIntervalIsAKey() {
        #expect(
            Self.gestures("- tap: dbl\n  taps: 2\n  interval: 1", ["0.0 down t1 50 50", "0.1 up t1", "1.0 down t2 50 50", "1.05 up t2"])
                == ["gesture dbl recognized"])
    }

    @Test func gt4TheNthCompletionRequests() {
        let triple = "- tap: three\n  taps: 3"
        #expect(
            Self.gestures(triple, ["0.0 down t1 50 50", "0.1 up t1", "0.2 down t2 50 50", "0.3 up t2", "0.4 down t3 50 50", "0.5 up t3"])
                == ["gesture three recognized"])
        #expect(
            Self.gestures(triple, ["0.0 down t1 50 50", "0.1 up t1", "0.2 down t2 50 50", "0.3 up t2"]) == ["gesture three failed timeout"])
    }

    @Test func gt4ATwoFingerTapCompletesWhenTheLastFingerLifts() throws {
        let tree = G.tree(
            G.v("- tap: two\n  touches: 2", extra: "multiple-touch: yes"),
            ["0.0 down t1 50 50", "0.0 down t2 150 50", "0.1 up t1", "0.3 up t2"])
        let lines = tree.linesByStep()
        #expect(lines[1] == ["hold v.touchesEnded [t1] two"])
        #expect(lines[2] == ["discard v [t1] two", "v.touchesCancelled [t1, t2] handled", "gesture two recognized"])
    }

    // MARK: GT5 — cancellation

    @Test func gt5ACancelledTapFails() {
        #expect(Self.gestures("- tap: t", ["0.0 down t1 50 50", "0.05 cancel", "0.1 up t1"]) == ["gesture t failed cancelled"])
    }
}
