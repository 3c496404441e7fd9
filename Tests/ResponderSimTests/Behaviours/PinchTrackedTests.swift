import Testing

@testable import ResponderSim

@Suite struct PinchTrackedTests {
    private func pinch(minimumDelta: Double = 100) -> BehaviorHarness<PinchTracked> {
        BehaviorHarness(PinchTracked(minimumDelta: minimumDelta))
    }

    @Test func fingersLandingOneAfterAnotherThenMovingInEventsOfTheirOwnPrint() {
        var h = pinch()
        #expect(h.printed(.began, touch("t1", 0, 0)).isEmpty)
        #expect(h.printed(.began, touch("t2", 100, 0)).isEmpty)
        #expect(h.behavior.startingDistance == 100)
        #expect(h.printed(.moved, touch("t1", -30, 0)).isEmpty)
        #expect(h.printed(.moved, touch("t2", 180, 0)) == ["Outward Pinch"])
    }

    @Test func fingersLandingOneAfterAnotherThenMovingTogetherPrint() {
        var h = pinch()
        h.call(.began, [touch("t1", 0, 0)])
        h.call(.began, [touch("t2", 100, 0)])
        #expect(h.printed(.moved, touch("t1", -60, 0), touch("t2", 160, 0)) == ["Outward Pinch"])
    }

    @Test func aFingerHeldStillWhileTheOtherMovesPrints() {
        var h = pinch()
        h.call(.began, [touch("t1", 0, 0), touch("t2", 300, 0)])
        #expect(h.printed(.moved, touch("t2", 250, 0)).isEmpty)
        #expect(h.printed(.moved, touch("t2", 150, 0)) == ["Inward Pinch"])
        #expect(h.printed(.moved, touch("t2", 140, 0)) == ["Inward Pinch"])
    }

    @Test func theSecondBeganOnlySetsTheStartingDistance() {
        var h = pinch(minimumDelta: 1)
        #expect(h.printed(.began, touch("t1", 0, 0)).isEmpty)
        #expect(h.printed(.began, touch("t2", 500, 0)).isEmpty)
        #expect(h.behavior.startingDistance == 500)
    }

    @Test func aThirdFingerLandingComparesTheFirstPair() {
        var h = pinch()
        h.call(.began, [touch("t1", 0, 0), touch("t2", 100, 0)])
        #expect(h.printed(.moved, touch("t2", 250, 0)) == ["Outward Pinch"])
        #expect(h.printed(.began, touch("t3", 1000, 1000)) == ["Outward Pinch"])
        #expect(h.behavior.record.map(\.serial) == [1, 2, 3])
    }

    @Test func measuresOnlyTheFirstTwoInBeganOrder() {
        var h = pinch()
        h.call(.began, [touch("t1", 0, 0), touch("t2", 100, 0)])
        h.call(.began, [touch("t3", 50, 50)])
        #expect(h.printed(.moved, touch("t3", 900, 900)).isEmpty)
        #expect(h.printed(.moved, touch("t3", 0, 0)).isEmpty)
    }

    @Test func aTouchItNeverSawBeginIsIgnored() {
        var h = pinch()
        h.call(.began, [touch("t1", 0, 0)])
        #expect(h.printed(.moved, touch("t1", 0, 0), touch("t2", 400, 0)).isEmpty)
        #expect(h.behavior.record.map(\.serial) == [1])
        #expect(h.behavior.startingDistance == 0)
    }

    @Test func endedForgetsTheTouchAndResetsWhenFewerThanTwoRemain() {
        var h = pinch()
        h.call(.began, [touch("t1", 0, 0), touch("t2", 100, 0)])
        h.call(.ended, [touch("t2", 100, 0)])
        #expect(h.behavior.record.map(\.serial) == [1])
        #expect(h.behavior.startingDistance == 0)
        #expect(h.printed(.began, touch("t3", 400, 0)).isEmpty)
        #expect(h.behavior.startingDistance == 400)
    }

    @Test func cancelledForgetsTheTouchesLikeEnded() {
        var h = pinch()
        h.call(.began, [touch("t1", 0, 0), touch("t2", 100, 0)])
        h.call(.cancelled, [touch("t1", 0, 0), touch("t2", 100, 0)])
        #expect(h.behavior.record.isEmpty)
        #expect(h.behavior.startingDistance == 0)
    }

    @Test func losingOneOfTheMeasuredPairStartsAfreshWithTheNextPair() {
        var h = pinch()
        h.call(.began, [touch("t1", 0, 0), touch("t2", 100, 0), touch("t3", 500, 0)])
        h.call(.ended, [touch("t1", 0, 0)])
        #expect(h.behavior.startingDistance == 0)
        // (t2, t3) are 400 apart; without the reset this would compare 400 with 100.
        #expect(h.printed(.moved, touch("t3", 500, 0)).isEmpty)
        #expect(h.behavior.startingDistance == 400)
    }

    @Test func losingAThirdFingerKeepsTheStartingDistance() {
        var h = pinch()
        h.call(.began, [touch("t1", 0, 0), touch("t2", 100, 0), touch("t3", 500, 0)])
        h.call(.ended, [touch("t3", 500, 0)])
        #expect(h.behavior.startingDistance == 100)
    }

    @Test func readsMinDeltaFromItsSpecWithTheCatalogueDefault() {
        #expect(PinchTracked(spec: BehaviorSpec(kind: .pinchTracked, parameters: [.minDelta: .number(5)])).minimumDelta == 5)
        #expect(PinchTracked(spec: BehaviorSpec(kind: .pinchTracked)).minimumDelta == 100)
    }
}
