import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

@Suite struct TapCounterTests {
    @Test func aSingleTapSchedulesSingleTapAfterTheDelay() {
        var h = BehaviorHarness(TapCounter(delay: 300_000))
        #expect(h.call(.began, [touch("t1", 5, 5)]).context.scheduled.isEmpty)
        let ended = h.call(.ended, [touch("t1", 5, 5)]).context
        #expect(ended.printed.isEmpty)
        #expect(ended.scheduled.map(\.delay) == [300_000])
        #expect(ended.scheduled.map(\.tag) == [TapCounter.singleTapTag])
        #expect(h.delayedCall(tag: TapCounter.singleTapTag).printed == ["single tap"])
    }

    @Test func aSecondTapCancelsThePendingCallAndPrintsDoubleTap() {
        var h = BehaviorHarness(TapCounter(delay: 300_000))
        h.call(.began, [touch("t1", 5, 5)])
        h.call(.ended, [touch("t1", 5, 5)])
        let began = h.call(.began, [touch("t2", 6, 6, tapCount: 2)]).context
        #expect(began.cancelledPending)
        #expect(began.printed.isEmpty)
        let ended = h.call(.ended, [touch("t2", 6, 6, tapCount: 2)]).context
        #expect(ended.printed == ["double tap"])
        #expect(ended.scheduled.isEmpty)
    }

    @Test func aFirstTapDoesNotCancel() {
        var h = BehaviorHarness(TapCounter(delay: 300_000))
        #expect(!h.call(.began, [touch("t1", 5, 5)]).context.cancelledPending)
        #expect(!h.call(.began, [touch("t1", 5, 5, tapCount: 3)]).context.cancelledPending)
    }

    @Test func aSlowDoubleTapRunsBothHandlers() {
        // The single tap fired before the second touch began: nothing is left to cancel.
        var h = BehaviorHarness(TapCounter(delay: 300_000))
        h.call(.began, [touch("t1", 5, 5)])
        h.call(.ended, [touch("t1", 5, 5)])
        #expect(h.delayedCall(tag: TapCounter.singleTapTag).printed == ["single tap"])
        h.call(.began, [touch("t2", 5, 5, tapCount: 2)])
        #expect(h.printed(.ended, touch("t2", 5, 5, tapCount: 2)) == ["double tap"])
    }

    @Test func aTripleTapDoesNothingOfItsOwn() {
        var h = BehaviorHarness(TapCounter(delay: 300_000))
        let began = h.call(.began, [touch("t1", 5, 5, tapCount: 3)]).context
        let ended = h.call(.ended, [touch("t1", 5, 5, tapCount: 3)]).context
        #expect(began.printed.isEmpty && ended.printed.isEmpty && ended.scheduled.isEmpty)
    }

    @Test func readsTheTapCountOfTheFirstTouch() {
        var h = BehaviorHarness(TapCounter(delay: 300_000))
        let ended = h.call(.ended, [touch("t1", 5, 5, tapCount: 2), touch("t2", 50, 5)]).context
        #expect(ended.printed == ["double tap"])
        #expect(ended.scheduled.isEmpty)
    }

    @Test func movedAndCancelledDoNothing() {
        var h = BehaviorHarness(TapCounter(delay: 300_000))
        for phase in [TouchPhase.moved, .cancelled] {
            let result = h.call(phase, [touch("t1", 5, 5, tapCount: 2)])
            #expect(result.verdict == .keep)
            #expect(result.context.printed.isEmpty && result.context.scheduled.isEmpty && !result.context.cancelledPending)
        }
    }

    @Test func anUnknownTagPrintsNothing() {
        var h = BehaviorHarness(TapCounter(delay: 300_000))
        #expect(h.delayedCall(tag: TapCounter.singleTapTag + 1).printed.isEmpty)
    }

    @Test func readsTheDelayFromItsSpecWithTheCatalogueDefault() {
        #expect(TapCounter(spec: BehaviorSpec(kind: .tapCounter, parameters: [.delay: .duration(500_000)])).delay == 500_000)
        #expect(TapCounter(spec: BehaviorSpec(kind: .tapCounter)).delay == 300_000)
    }
}
