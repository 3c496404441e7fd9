import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

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

    /// A `UITouch` keeps the location where it lifted: a finger whose end was skipped while
    /// the application ignored touches is measured there, not where a call last showed it.
    @Test func measuresAFingerThatLiftedWhileIgnoringWhereItLifted() throws {
        let scene = try #require(
            SceneTesting.scene(
                """
                window:
                  window: main
                  frame: [0, 0, 500, 500]
                  subviews:
                    - view: canvas
                      frame: [0, 0, 500, 500]
                      multiple-touch: yes
                      behavior:
                        name: pinch-tracked
                        min-delta: 50
                script:
                  - 0.0 down t1 100 100
                  - 0.0 down t2 200 100
                  - 0.1 ignore begin
                  - 0.2 up t2 400 100
                  - 0.3 ignore end
                  - 0.4 move t1 110 100
                  - 0.5 up t1
                """))
        var collector = CompactLineCollector()
        var simulator = Simulator(scene: scene)
        simulator.run(into: &collector)
        #expect(collector.lines.contains("output canvas: Outward Pinch"))
    }
}
