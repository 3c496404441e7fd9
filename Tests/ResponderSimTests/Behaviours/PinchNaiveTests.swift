import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

@Suite struct PinchNaiveTests {
    private func pinch(minimumDelta: Double = 100) -> BehaviorHarness<PinchNaive> {
        BehaviorHarness(PinchNaive(minimumDelta: minimumDelta))
    }

    @Test func fingersDownTogetherThenApartPrintOutwardPinch() {
        var h = pinch()
        #expect(h.printed(.began, touch("t1", 0, 0), touch("t2", 100, 0)).isEmpty)
        #expect(h.behavior.initialDistance == 100)
        #expect(h.printed(.moved, touch("t1", 0, 0), touch("t2", 250, 0)) == ["Outward Pinch"])
    }

    @Test func fingersTogetherPrintInwardPinch() {
        var h = pinch()
        h.call(.began, [touch("t1", 0, 0), touch("t2", 0, 300)])
        #expect(h.printed(.moved, touch("t1", 0, 50), touch("t2", 0, 180)) == ["Inward Pinch"])
    }

    @Test func aChangeOfExactlyMinDeltaPrintsNothing() {
        var h = pinch()
        h.call(.began, [touch("t1", 0, 0), touch("t2", 100, 0)])
        #expect(h.printed(.moved, touch("t1", 0, 0), touch("t2", 200, 0)).isEmpty)
        #expect(h.printed(.moved, touch("t1", 0, 0), touch("t2", 200.5, 0)) == ["Outward Pinch"])
    }

    @Test func printsOnEveryQualifyingMove() {
        var h = pinch()
        h.call(.began, [touch("t1", 0, 0), touch("t2", 100, 0)])
        #expect(h.printed(.moved, touch("t1", 0, 0), touch("t2", 210, 0)) == ["Outward Pinch"])
        #expect(h.printed(.moved, touch("t1", 0, 0), touch("t2", 220, 0)) == ["Outward Pinch"])
        #expect(h.printed(.moved, touch("t1", 0, 0), touch("t2", 230, 0)) == ["Outward Pinch"])
    }

    @Test func fingersLandingOneAfterAnotherGiveNoStartingDistance() {
        var h = pinch()
        h.call(.began, [touch("t1", 0, 0)])
        h.call(.began, [touch("t2", 100, 0)])
        #expect(h.behavior.initialDistance == 0)
        // Each finger moving in an event of its own: the set holds one touch, nothing is measured.
        #expect(h.printed(.moved, touch("t1", -200, 0)).isEmpty)
        #expect(h.printed(.moved, touch("t2", 300, 0)).isEmpty)
        #expect(h.behavior.initialDistance == 0)
    }

    @Test func theZeroFallbackTakesTheFirstMoveOfBothFingersAsStart() {
        var h = pinch()
        h.call(.began, [touch("t1", 0, 0)])
        h.call(.began, [touch("t2", 100, 0)])
        #expect(h.printed(.moved, touch("t1", -10, 0), touch("t2", 110, 0)).isEmpty)
        #expect(h.behavior.initialDistance == 120)
        #expect(h.printed(.moved, touch("t1", -60, 0), touch("t2", 170, 0)) == ["Outward Pinch"])
    }

    @Test func aFingerHeldStillNeverLetsItMeasure() {
        var h = pinch()
        h.call(.began, [touch("t1", 0, 0), touch("t2", 100, 0)])
        #expect(h.printed(.moved, touch("t2", 300, 0)).isEmpty)
        #expect(h.printed(.moved, touch("t2", 400, 0)).isEmpty)
    }

    @Test func aSetOfThreeIsNotMeasured() {
        var h = pinch()
        h.call(.began, [touch("t1", 0, 0), touch("t2", 100, 0), touch("t3", 50, 50)])
        #expect(h.behavior.initialDistance == 0)
        h.call(.began, [touch("t1", 0, 0), touch("t2", 100, 0)])
        #expect(h.printed(.moved, touch("t1", 0, 0), touch("t2", 400, 0), touch("t3", 0, 1)).isEmpty)
    }

    @Test func everyEndedCallResetsTheStartingDistance() {
        var h = pinch()
        h.call(.began, [touch("t1", 0, 0), touch("t2", 100, 0)])
        h.call(.ended, [touch("t3", 5, 5)])
        #expect(h.behavior.initialDistance == 0)
        #expect(h.printed(.moved, touch("t1", 0, 0), touch("t2", 250, 0)).isEmpty)
        #expect(h.behavior.initialDistance == 250)
    }

    @Test func cancelledKeepsTheStartingDistanceAsTheOriginalHasNoCancelledMethod() {
        var h = pinch()
        h.call(.began, [touch("t1", 0, 0), touch("t2", 100, 0)])
        h.call(.cancelled, [touch("t1", 0, 0), touch("t2", 100, 0)])
        #expect(h.behavior.initialDistance == 100)
    }

    @Test func keepsEveryCall() {
        var h = pinch()
        for phase in TouchPhase.allCases {
            #expect(h.call(phase, [touch("t1", 0, 0), touch("t2", 100, 0)]).verdict == .keep)
        }
    }

    @Test func readsMinDeltaFromItsSpecWithTheCatalogueDefault() {
        #expect(PinchNaive(spec: BehaviorSpec(kind: .pinchNaive, parameters: [.minDelta: .number(10)])).minimumDelta == 10)
        #expect(PinchNaive(spec: BehaviorSpec(kind: .pinchNaive)).minimumDelta == 100)
        var h = pinch(minimumDelta: 10)
        h.call(.began, [touch("t1", 0, 0), touch("t2", 100, 0)])
        #expect(h.printed(.moved, touch("t1", 0, 0), touch("t2", 111, 0)) == ["Outward Pinch"])
    }
}
