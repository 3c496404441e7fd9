import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// GL1–GL2 (long press) and GP1–GP4 (pan).
@Suite struct LongPressAndPanRuleTests {
    typealias G = GestureScene

    /// The `gesture` lines of a scene with `items` on `v` (multiple-touch).
    static func gestures(_ items: String, _ script: [String]) -> [String] {
        G.trace(G.v(items, extra: "multiple-touch: yes"), script).filter { $0.hasPrefix("gesture") }
    }

    // MARK: GL1 — until the press begins

    @Test func gl1ThePressBeginsWhenItsTimerFires() {
        let tree = G.tree(G.v("- long-press: lp"), ["0.0 down t1 50 50", "0.8 up t1"])
        #expect(tree.steps().map(\.time) == [0, 500_000, 800_000])
        #expect(tree.linesByStep()[1] == ["v.touchesCancelled [t1] handled", "gesture lp began"])
    }

    @Test func gl1TheTimerStartsWhenTheRequiredFingersAreDown() {
        let tree = G.tree(
            G.v("- long-press: lp\n  touches: 2", extra: "multiple-touch: yes"), ["0.0 down t1 50 50", "0.2 down t2 150 50", "1.0 up t1"])
        #expect(tree.steps().first { $0.kind == .timer }?.time == 700_000)
    }

    @Test func gl1MoreFingersThanRequiredFailThePress() {
        #expect(
            Self.gestures("- long-press: lp", ["0.0 down t1 50 50", "0.1 down t2 150 50", "1.0 up t1", "1.0 up t2"]) == [
                "gesture lp failed touches"
            ])
    }

    @Test func gl1ALiftBeforeTheRequestFailsThePress() {
        #expect(Self.gestures("- long-press: lp", ["0.0 down t1 50 50", "0.499999 up t1"]) == ["gesture lp failed lifted"])
        #expect(
            Self.gestures("- long-press: lp\n  touches: 2", ["0.0 down t1 50 50", "0.1 up t1"]) == ["gesture lp failed lifted"])
    }

    @Test func gl1MovementIsMeasuredFromTheCentroidAndStrict() {
        // (6, 8) is exactly 10 pt away.
        #expect(
            Self.gestures("- long-press: lp", ["0.0 down t1 50 50", "0.1 move t1 56 58", "0.8 up t1"]) == [
                "gesture lp began", "gesture lp ended",
            ])
        #expect(
            Self.gestures("- long-press: lp", ["0.0 down t1 50 50", "0.1 move t1 56 58.01", "0.8 up t1"]) == ["gesture lp failed movement"])
        // Two fingers: one moving 20 pt moves the centroid 10 pt.
        let two = "- long-press: lp\n  touches: 2"
        #expect(
            Self.gestures(two, ["0.0 down t1 50 50", "0.0 down t2 150 50", "0.1 move t1 70 50", "0.8 up t1"])
                == ["gesture lp began", "gesture lp ended"])
        #expect(Self.gestures(two, ["0.0 down t1 50 50", "0.0 down t2 150 50", "0.1 move t1 70.02 50"]) == ["gesture lp failed movement"])
    }

    @Test func gl1TheDurationAndMovementAreKeys() {
        let tree = G.tree(
            G.v("- long-press: lp\n  duration: 1.25\n  movement: 30"), ["0.0 down t1 50 50", "0.5 move t1 75 50", "2.0 up t1"])
        #expect(tree.steps().first { $0.kind == .timer }?.time == 1_250_000)
        #expect(tree.trace().contains("gesture lp began"))
    }

    // MARK: GL2 — active

    @Test func gl2AnActivePressChangesWithEveryMoveWithoutLimit() {
        #expect(
            Self.gestures("- long-press: lp", ["0.0 down t1 50 50", "0.6 move t1 250 50", "0.7 move t1 250 400", "0.8 up t1"])
                == ["gesture lp began", "gesture lp changed", "gesture lp changed", "gesture lp ended"])
    }

    @Test func gl2TheFirstLiftOfAPressTouchEndsIt() {
        let two = "- long-press: lp\n  touches: 2"
        #expect(
            Self.gestures(two, ["0.0 down t1 50 50", "0.0 down t2 150 50", "0.6 up t2", "0.7 move t1 60 50", "0.8 up t1"])
                == ["gesture lp began", "gesture lp ended"])
    }

    @Test func gl2OtherTouchesAreIgnored() {
        // t2 lands after the press began: its moves and lift change nothing.
        #expect(
            Self.gestures("- long-press: lp", ["0.0 down t1 50 50", "0.6 down t2 150 50", "0.7 move t2 250 50", "0.8 up t2", "0.9 up t1"])
                == ["gesture lp began", "gesture lp ended"])
    }

    // MARK: GP1 — counted touches

    @Test func gp1TouchesBeyondMaxTouchesNeverCount() {
        // t2 is not counted: its move begins nothing; t1's does.
        let pan = "- pan: p\n  max-touches: 1"
        #expect(Self.gestures(pan, ["0.0 down t1 50 50", "0.0 down t2 150 50", "0.1 move t2 150 100", "0.2 up t2"]) == [])
        #expect(
            Self.gestures(pan, ["0.0 down t1 50 50", "0.0 down t2 150 50", "0.1 move t2 150 100", "0.2 move t1 50 60"]) == [
                "gesture p began"
            ])
    }

    @Test func gp1TheCountedTouchesAreTheFirstInBeganOrder() {
        // Same event: creation order decides (t2's line comes first).
        let pan = "- pan: p\n  max-touches: 1"
        #expect(Self.gestures(pan, ["0.0 down t2 150 50", "0.0 down t1 50 50", "0.1 move t1 50 100"]) == [])
    }

    // MARK: GP2 — translation and the threshold

    @Test func gp2TheThresholdIsPerAxisAndInclusive() {
        #expect(Self.gestures("- pan: p", ["0.0 down t1 50 50", "0.1 move t1 58 58", "0.2 up t1"]) == ["gesture p failed lifted"])
        #expect(
            Self.gestures("- pan: p", ["0.0 down t1 50 50", "0.1 move t1 60 50", "0.2 up t1"]) == ["gesture p began", "gesture p ended"])
        #expect(
            Self.gestures("- pan: p", ["0.0 down t1 50 50", "0.1 move t1 50 40", "0.2 up t1"]) == ["gesture p began", "gesture p ended"])
        #expect(Self.gestures("- pan: p", ["0.0 down t1 50 50", "0.1 move t1 59.99 50", "0.2 up t1"]) == ["gesture p failed lifted"])
    }

    @Test func gp2TheTranslationAddsUpOverMoves() {
        #expect(Self.gestures("- pan: p", ["0.0 down t1 50 50", "0.1 move t1 55 50", "0.2 move t1 60 50"]) == ["gesture p began"])
        // Back and forth cancels out.
        #expect(Self.gestures("- pan: p", ["0.0 down t1 50 50", "0.1 move t1 59 50", "0.2 move t1 50 50", "0.3 move t1 59 50"]) == [])
    }

    @Test func gp2TheHysteresisIsAKey() {
        #expect(Self.gestures("- pan: p\n  hysteresis: 30", ["0.0 down t1 50 50", "0.1 move t1 79 50"]) == [])
        #expect(Self.gestures("- pan: p\n  hysteresis: 30", ["0.0 down t1 50 50", "0.1 move t1 80 50"]) == ["gesture p began"])
        #expect(Self.gestures("- pan: p\n  hysteresis: 0", ["0.0 down t1 50 50", "0.1 move t1 50.01 50"]) == ["gesture p began"])
    }

    @Test func gp2TheTranslationIsTheMeanDisplacementOfTheCountedTouches() {
        // One finger of two moving 20 pt moves the translation 10 pt.
        #expect(Self.gestures("- pan: p", ["0.0 down t1 50 50", "0.0 down t2 150 50", "0.1 move t1 70 50"]) == ["gesture p began"])
        #expect(Self.gestures("- pan: p", ["0.0 down t1 50 50", "0.0 down t2 150 50", "0.1 move t1 69.98 50"]) == [])
    }

    @Test func gp2ATouchThatBeginsInTheStepIsLeftOut() {
        // t2 lands as t1 moves 10 pt: the mean is over t1 alone.
        #expect(Self.gestures("- pan: p", ["0.0 down t1 50 50", "0.1 down t2 150 50", "0.1 move t1 60 50"]) == ["gesture p began"])
    }

    @Test func gp2ATouchThatLiftsInTheStepIsLeftOut() {
        #expect(
            Self.gestures("- pan: p", ["0.0 down t1 50 50", "0.0 down t2 150 50", "0.1 up t2 300 300", "0.1 move t1 60 50"]) == [
                "gesture p began"
            ])
    }

    @Test func gp2MinTouchesMustBeDown() {
        let pan = "- pan: p\n  min-touches: 2"
        #expect(Self.gestures(pan, ["0.0 down t1 50 50", "0.1 move t1 50 150", "0.2 up t1"]) == ["gesture p failed lifted"])
        #expect(
            Self.gestures(pan, ["0.0 down t1 50 50", "0.1 move t1 50 150", "0.2 down t2 150 50", "0.3 move t2 150 80"]) == [
                "gesture p began"
            ])
    }

    @Test func gp2TheThresholdIsTakenInTheViewsTurnedAxes() {
        // Turned 45°, a move of (8, 8) is 11.3 pt along the view's x axis.
        let turned = "- view: v\n  frame: [0, 0, 320, 480]\n  handles: all\n  transform:\n    rotate: 45\n  gestures:\n    - pan: p"
        #expect(G.trace(turned, ["0.0 down t1 160 240", "0.1 move t1 168 248"]).contains("gesture p began"))
        // The rotations of the ancestors add up: 30° + 15°.
        let nested = """
            - view: outer
              frame: [0, 0, 320, 480]
              handles: all
              transform:
                rotate: 30
              subviews:
                - view: v
                  frame: [0, 0, 320, 480]
                  handles: all
                  transform:
                    rotate: 15
                  gestures:
                    - pan: p
            """
        #expect(G.trace(nested, ["0.0 down t1 160 240", "0.1 move t1 168 248"]).contains("gesture p began"))
        // Unturned, (8, 8) begins nothing (S08).
        #expect(!G.trace(G.v("- pan: p"), ["0.0 down t1 160 240", "0.1 move t1 168 248"]).contains("gesture p began"))
    }

    // MARK: GP3, GP4

    @Test func gp3AnActivePanChangesOnlyWithMinTouchesDown() {
        let pan = "- pan: p\n  min-touches: 2\n  cancels-touches: no"
        let script = [
            "0.0 down t1 50 50", "0.0 down t2 150 50", "0.1 move t1 50 80", "0.1 move t2 150 80", "0.2 move t1 50 90", "0.3 up t2",
            "0.4 move t1 50 100", "0.5 up t1",
        ]
        #expect(Self.gestures(pan, script) == ["gesture p began", "gesture p changed", "gesture p ended"])
    }

    @Test func gp3MovesOfUncountedTouchesGiveNoChanged() {
        let pan = "- pan: p\n  max-touches: 1"
        #expect(
            Self.gestures(pan, ["0.0 down t1 50 50", "0.0 down t2 150 50", "0.1 move t1 50 80", "0.2 move t2 150 90", "0.3 up t1"])
                == ["gesture p began", "gesture p ended"])
    }

    @Test func gp4APanEndsWhenNoCountedTouchIsDown() {
        // t2 is not counted: t1's lift ends the pan.
        let pan = "- pan: p\n  max-touches: 1"
        #expect(
            Self.gestures(pan, ["0.0 down t1 50 50", "0.0 down t2 150 50", "0.1 move t1 50 80", "0.2 up t1", "0.3 up t2"])
                == ["gesture p began", "gesture p ended"])
        #expect(
            Self.gestures("- pan: p", ["0.0 down t1 50 50", "0.0 down t2 150 50", "0.1 move t1 50 80", "0.2 up t1", "0.3 up t2"])
                == ["gesture p began", "gesture p ended"])
    }

    @Test func gp4APossiblePanFailsLiftedWhenItsLastCountedTouchLifts() {
        #expect(
            Self.gestures("- pan: p", ["0.0 down t1 50 50", "0.0 down t2 150 50", "0.1 up t1", "0.2 up t2"]) == ["gesture p failed lifted"])
    }
}
