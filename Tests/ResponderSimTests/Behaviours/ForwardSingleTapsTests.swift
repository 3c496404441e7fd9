import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

@Suite struct ForwardSingleTapsTests {
    @Test func forwardsASingleTapsBeganWithoutPrinting() {
        var h = BehaviorHarness(ForwardSingleTaps())
        let result = h.call(.began, [touch("t1", 5, 5)])
        #expect(result.verdict == .forward)
        #expect(result.context.printed.isEmpty)
    }

    @Test func keepsADoubleTapAndPrints() {
        var h = BehaviorHarness(ForwardSingleTaps())
        let result = h.call(.began, [touch("t1", 5, 5, tapCount: 2)])
        #expect(result.verdict == .keep)
        #expect(result.context.printed == ["double tap"])
    }

    @Test func keepsEveryLaterTapToo() {
        var h = BehaviorHarness(ForwardSingleTaps())
        #expect(h.call(.began, [touch("t1", 5, 5, tapCount: 3)]).verdict == .keep)
    }

    @Test func readsTheFirstTouchOfTheCall() {
        var h = BehaviorHarness(ForwardSingleTaps())
        #expect(h.call(.began, [touch("t1", 5, 5, tapCount: 2), touch("t2", 9, 9)]).verdict == .keep)
        #expect(h.call(.began, [touch("t1", 5, 5), touch("t2", 9, 9, tapCount: 2)]).verdict == .forward)
    }

    @Test func itsOtherPhasesDoNothingWhenHandled() {
        var h = BehaviorHarness(ForwardSingleTaps())
        for phase in [TouchPhase.moved, .ended, .cancelled] {
            let result = h.call(phase, [touch("t1", 5, 5, tapCount: 2)])
            #expect(result.verdict == .keep)
            #expect(result.context.printed.isEmpty)
        }
    }
}
