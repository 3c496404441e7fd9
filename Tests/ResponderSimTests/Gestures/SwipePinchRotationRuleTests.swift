import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// GW1–GW3 (swipe), GZ1–GZ4 (pinch) and GR1–GR4 (rotation).
@Suite struct SwipePinchRotationRuleTests {
    typealias G = GestureScene

    /// The `gesture` lines of a scene with `items` on `v` (multiple-touch).
    static func gestures(_ items: String, _ script: [String]) -> [String] {
        G.trace(G.v(items, extra: "multiple-touch: yes"), script).filter { $0.hasPrefix("gesture") }
    }

    // MARK: GW1 — touches and the start

    @Test func gw1MoreFingersThanRequiredFailTheSwipe() {
        #expect(
            Self.gestures("- swipe: s", ["0.0 down t1 50 50", "0.1 down t2 150 50", "0.2 move t1 150 50"]) == ["gesture s failed touches"])
    }

    @Test func gw1TheStartTimeIsThatOfTheLatestBeganCall() {
        // Two fingers: t2 lands at 0.4, so a move at 0.8 is 0.4 s after the start.
        let two = "- swipe: s\n  touches: 2"
        #expect(
            Self.gestures(two, ["0.0 down t1 50 50", "0.4 down t2 50 150", "0.8 move t1 110 50", "0.8 move t2 110 150"])
                == ["gesture s recognized"])
    }

    // MARK: GW2 — the move

    @Test func gw2TheDistanceIsInclusiveAndTheDurationStrict() {
        #expect(Self.gestures("- swipe: s", ["0.0 down t1 50 50", "0.1 move t1 100 50"]) == ["gesture s recognized"])
        #expect(Self.gestures("- swipe: s", ["0.0 down t1 50 50", "0.1 move t1 99.99 50", "0.2 up t1"]) == ["gesture s failed lifted"])
        #expect(Self.gestures("- swipe: s", ["0.0 down t1 50 50", "0.5 move t1 150 50"]) == ["gesture s recognized"])
        #expect(Self.gestures("- swipe: s", ["0.0 down t1 50 50", "0.500001 move t1 150 50"]) == ["gesture s failed timeout"])
    }

    @Test func gw2ThePerpendicularPartIsAtMostHalfTheComponent() {
        #expect(Self.gestures("- swipe: s", ["0.0 down t1 50 50", "0.1 move t1 110 80"]) == ["gesture s recognized"])
        #expect(Self.gestures("- swipe: s", ["0.0 down t1 50 50", "0.1 move t1 110 80.01"]) == [])
        #expect(Self.gestures("- swipe: s", ["0.0 down t1 50 50", "0.1 move t1 110 19.99"]) == [])
    }

    @Test func gw2MovingTheWrongWayDoesNotFailTheSwipe() {
        #expect(Self.gestures("- swipe: s", ["0.0 down t1 150 50", "0.1 move t1 50 50", "0.2 move t1 200 50"]) == ["gesture s recognized"])
    }

    @Test(arguments: [("left", 40.0, 100.0), ("up", 100.0, 40.0), ("down", 100.0, 160.0), ("right", 160.0, 100.0)])
    func gw2EachDirection(direction: String, x: Double, y: Double) {
        #expect(
            Self.gestures("- swipe: s\n  direction: \(direction)", ["0.0 down t1 100 100", "0.1 move t1 \(x) \(y)"]) == [
                "gesture s recognized"
            ])
    }

    @Test func gw2AnyListedDirectionWillDo() {
        let both = "- swipe: s\n  direction: [left, down]"
        #expect(Self.gestures(both, ["0.0 down t1 100 100", "0.1 move t1 100 160"]) == ["gesture s recognized"])
        #expect(Self.gestures(both, ["0.0 down t1 100 100", "0.1 move t1 160 100", "0.2 up t1"]) == ["gesture s failed lifted"])
    }

    @Test func gw2EveryFingerMustSwipe() {
        let two = "- swipe: s\n  touches: 2"
        #expect(
            Self.gestures(two, ["0.0 down t1 50 50", "0.0 down t2 50 150", "0.1 move t1 110 50", "0.2 up t1"]) == [
                "gesture s failed lifted"
            ])
        #expect(
            Self.gestures(two, ["0.0 down t1 50 50", "0.0 down t2 50 150", "0.1 move t1 110 50", "0.2 move t2 110 150"]) == [
                "gesture s recognized"
            ])
    }

    @Test func gw2TheKeysSetDistanceAndDuration() {
        #expect(Self.gestures("- swipe: s\n  min-distance: 10", ["0.0 down t1 50 50", "0.1 move t1 60 50"]) == ["gesture s recognized"])
        #expect(
            Self.gestures("- swipe: s\n  max-duration: 0.05", ["0.0 down t1 50 50", "0.1 move t1 150 50"]) == ["gesture s failed timeout"])
    }

    @Test func gw2DirectionsAreInTheRecognizerViewsCoordinates() {
        // Turned 90°, the view's "up" points right on screen.
        let turned =
            "- view: v\n  frame: [0, 0, 320, 480]\n  handles: all\n  transform:\n    rotate: 90\n  gestures:\n    - swipe: s\n      direction: up"
        #expect(G.trace(turned, ["0.0 down t1 160 240", "0.1 move t1 220 240"]).contains("gesture s recognized"))
        // Scaled 0.5, 30 window points are 60 in the view.
        let scaled = "- view: v\n  frame: [0, 0, 320, 480]\n  handles: all\n  transform:\n    scale: 0.5\n  gestures:\n    - swipe: s"
        #expect(G.trace(scaled, ["0.0 down t1 160 240", "0.1 move t1 185 240"]).contains("gesture s recognized"))
        #expect(!G.trace(scaled, ["0.0 down t1 160 240", "0.1 move t1 184.99 240"]).contains("gesture s recognized"))
    }

    // MARK: GW3

    @Test func gw3ALiftOrACancelBeforeRecognitionFailsTheSwipe() {
        #expect(Self.gestures("- swipe: s", ["0.0 down t1 50 50", "0.1 up t1 200 50"]) == ["gesture s failed lifted"])
        #expect(Self.gestures("- swipe: s", ["0.0 down t1 50 50", "0.1 cancel"]) == ["gesture s failed cancelled"])
    }

    // MARK: GZ — pinch

    @Test func gz2TheDistanceMustChangeByMoreThanTheHysteresis() {
        #expect(Self.gestures("- pinch: z", ["0.0 down t1 100 100", "0.0 down t2 200 100", "0.1 move t2 208 100"]) == [])
        #expect(
            Self.gestures("- pinch: z", ["0.0 down t1 100 100", "0.0 down t2 200 100", "0.1 move t2 208.01 100"]) == ["gesture z began"])
        #expect(
            Self.gestures("- pinch: z", ["0.0 down t1 100 100", "0.0 down t2 200 100", "0.1 move t2 191.99 100"]) == ["gesture z began"])
        #expect(Self.gestures("- pinch: z\n  hysteresis: 50", ["0.0 down t1 100 100", "0.0 down t2 200 100", "0.1 move t2 240 100"]) == [])
    }

    @Test func gz1ATouchOutsideThePairHasNoEffect() {
        #expect(
            Self.gestures("- pinch: z", ["0.0 down t1 100 100", "0.0 down t2 200 100", "0.0 down t3 150 300", "0.1 move t3 150 400"]) == [])
    }

    @Test func gz1ANewPairTakesItsOwnStartingDistance() {
        // t1 lifts: the pair becomes (t2, t3), 150 pt apart when it forms. Measured against
        // the first pair's 100 pt, any move of t3 would begin the pinch.
        let pinch = "- pinch: z"
        let start = ["0.0 down t1 100 100", "0.0 down t2 100 200", "0.0 down t3 100 350", "0.1 up t1"]
        #expect(Self.gestures(pinch, start + ["0.2 move t3 100 355"]) == [])
        #expect(Self.gestures(pinch, start + ["0.2 move t3 100 359"]) == ["gesture z began"])
    }

    @Test func gz1TheDistanceIsTakenWhenTheSecondFingerLands() {
        // t1 alone moves first: no pair, no effect; the pair forms at t2's began.
        #expect(
            Self.gestures("- pinch: z", ["0.0 down t1 100 100", "0.1 move t1 0 100", "0.2 down t2 100 100", "0.3 move t2 105 100"]) == [])
    }

    @Test func gz3AnActivePinchChangesWhileItHoldsTwoFingers() {
        let script = [
            "0.0 down t1 100 100", "0.0 down t2 200 100", "0.1 move t2 220 100", "0.2 move t1 90 100", "0.3 up t2", "0.4 move t1 80 100",
            "0.5 up t1",
        ]
        #expect(Self.gestures("- pinch: z", script) == ["gesture z began", "gesture z changed", "gesture z ended"])
    }

    @Test func gz4APossiblePinchFailsLiftedWhenAllItsFingersLift() {
        #expect(Self.gestures("- pinch: z", ["0.0 down t1 100 100", "0.1 up t1"]) == ["gesture z failed lifted"])
        #expect(
            Self.gestures("- pinch: z", ["0.0 down t1 100 100", "0.0 down t2 200 100", "0.1 up t1", "0.2 up t2"]) == [
                "gesture z failed lifted"
            ])
    }

    // MARK: GR — rotation

    @Test func gr2TheAngleMustTurnByMoreThanTheHysteresis() {
        // atan2(10, 100) = 5.71°; atan2(8, 100) = 4.57°.
        #expect(Self.gestures("- rotation: r", ["0.0 down t1 100 100", "0.0 down t2 200 100", "0.1 move t2 200 108"]) == [])
        #expect(
            Self.gestures("- rotation: r", ["0.0 down t1 100 100", "0.0 down t2 200 100", "0.1 move t2 200 110"]) == ["gesture r began"])
        #expect(
            Self.gestures("- rotation: r", ["0.0 down t1 100 100", "0.0 down t2 200 100", "0.1 move t2 200 90"]) == ["gesture r began"])
        #expect(
            Self.gestures("- rotation: r\n  hysteresis: 10", ["0.0 down t1 100 100", "0.0 down t2 200 100", "0.1 move t2 200 110"]) == [])
    }

    @Test func gr2TheDifferenceWrapsAroundHalfATurn() {
        // From 170° to −175° is a turn of 15°, not 345°.
        func point(_ degrees: Double) -> String {
            let radians = degrees * Double.pi / 180
            return String(format: "%.6f %.6f", 200 + 100 * cos(radians), 200 + 100 * sin(radians))
        }
        #expect(
            Self.gestures(
                "- rotation: r\n  hysteresis: 20", ["0.0 down t1 200 200", "0.0 down t2 \(point(170))", "0.1 move t2 \(point(-175))"])
                == [])
        #expect(
            Self.gestures(
                "- rotation: r\n  hysteresis: 10", ["0.0 down t1 200 200", "0.0 down t2 \(point(170))", "0.1 move t2 \(point(-175))"])
                == ["gesture r began"])
    }

    @Test func gr1TheAngleIsFromTheFirstTouchToTheSecond() {
        // t2 lands first: the line runs from t2 to t1 (180°) and turns to −174.29°: 5.71°.
        #expect(
            Self.gestures("- rotation: r", ["0.0 down t2 200 100", "0.0 down t1 100 100", "0.1 move t2 200 110"]) == ["gesture r began"])
    }

    @Test func gr2ScalingWithoutTurningBeginsNoRotation() {
        #expect(Self.gestures("- rotation: r", ["0.0 down t1 100 100", "0.0 down t2 200 100", "0.1 move t2 300 100"]) == [])
    }

    @Test func gr3AndGr4AsPinch() {
        let script = [
            "0.0 down t1 100 100", "0.0 down t2 200 100", "0.1 move t2 200 120", "0.2 move t1 100 90", "0.3 up t2", "0.4 move t1 80 100",
            "0.5 up t1",
        ]
        #expect(Self.gestures("- rotation: r", script) == ["gesture r began", "gesture r changed", "gesture r ended"])
        #expect(Self.gestures("- rotation: r", ["0.0 down t1 100 100", "0.1 up t1"]) == ["gesture r failed lifted"])
    }
}
