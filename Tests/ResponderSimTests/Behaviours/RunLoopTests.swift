import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// The simulated run loop (issue 7, README.md, Trace formats: JSON Lines `timer`): delayed calls are scheduled,
/// cancelled, and fire as steps of their own at their due time.
@Suite struct RunLoopTests {
    private static let tapCounter = BehaviorSpec(kind: .tapCounter, parameters: [.delay: .duration(300_000)])

    private func tapScene(delay: Microseconds = 300_000) -> SceneInCode {
        var builder = SceneInCode()
        builder.view("pad", Rect(0, 0, 320, 480), behavior: BehaviorSpec(kind: .tapCounter, parameters: [.delay: .duration(delay)]))
        return builder
    }

    @Test func aDelayedCallFiresAfterTheLastLine() {
        var builder = tapScene()
        builder.at(0, "down t1 50 50")
        builder.at(0.1, "up t1")
        #expect(builder.compactTrace == ["pad.touchesBegan [t1] handled", "pad.touchesEnded [t1] handled", "output pad: single tap"])
        #expect(builder.steps == ["touches@0", "touches@0.1", "timer@0.4"])
    }

    @Test func aDelayedCallFiresBeforeAScriptStepAtTheSameTime() {
        var builder = tapScene()
        builder.at(0, "down t1 50 50")
        builder.at(0.1, "up t1")
        builder.at(0.4, .wait)
        builder.at(0.5, .wait)
        #expect(builder.steps == ["touches@0", "touches@0.1", "timer@0.4", "wait@0.4", "wait@0.5"])
    }

    @Test func aDelayedCallWaitsForItsTime() {
        var builder = tapScene()
        builder.at(0, "down t1 50 50")
        builder.at(0.1, "up t1")
        builder.at(0.399999, .wait)
        #expect(builder.steps == ["touches@0", "touches@0.1", "wait@0.399999", "timer@0.4"])
    }

    @Test func sameTimeCallsFireInTheOrderTheyWereScheduled() {
        var builder = SceneInCode()
        builder.view("a", Rect(0, 0, 100, 100), behavior: Self.tapCounter)
        builder.view("b", Rect(100, 0, 100, 100), behavior: Self.tapCounter)
        // b's touch is created first, so b's ended call (and its scheduling) comes first.
        builder.at(0, "down tb 150 50", "down ta 50 50")
        builder.at(0.1, "up ta", "up tb")
        #expect(
            builder.compactTrace == [
                "b.touchesBegan [tb] handled", "a.touchesBegan [ta] handled",
                "b.touchesEnded [tb] handled", "a.touchesEnded [ta] handled",
                "output b: single tap", "output a: single tap",
            ])
        #expect(builder.steps == ["touches@0", "touches@0.1", "timer@0.4", "timer@0.4"])
    }

    @Test func anEarlierDueTimeFiresFirstWhateverTheSchedulingOrder() {
        var builder = SceneInCode()
        builder.view("slow", Rect(0, 0, 100, 100), behavior: BehaviorSpec(kind: .tapCounter, parameters: [.delay: .duration(500_000)]))
        builder.view("quick", Rect(100, 0, 100, 100), behavior: Self.tapCounter)
        builder.at(0, "down t1 50 50")
        builder.at(0.1, "up t1")
        builder.at(0.2, "down t2 150 50")
        builder.at(0.25, "up t2")
        #expect(Array(builder.compactTrace.suffix(2)) == ["output quick: single tap", "output slow: single tap"])
        #expect(Array(builder.steps.suffix(2)) == ["timer@0.55", "timer@0.6"])
    }

    @Test func aDoubleTapCancelsThePendingSingleTap() {
        var builder = tapScene()
        builder.at(0, "down t1 50 50")
        builder.at(0.1, "up t1")
        builder.at(0.2, "down t2 52 52")
        builder.at(0.3, "up t2")
        builder.at(1, .wait)
        #expect(
            builder.compactTrace == [
                "pad.touchesBegan [t1] handled", "pad.touchesEnded [t1] handled",
                "pad.touchesBegan [t2] handled", "pad.touchesEnded [t2] handled", "output pad: double tap",
            ])
        #expect(!builder.steps.contains { $0.hasPrefix("timer") })
    }

    @Test func aSlowDoubleTapRunsBothHandlers() {
        var builder = tapScene()
        builder.at(0, "down t1 50 50")
        builder.at(0.1, "up t1")
        builder.at(0.42, "down t2 52 52")
        builder.at(0.5, "up t2")
        #expect(
            builder.compactTrace == [
                "pad.touchesBegan [t1] handled", "pad.touchesEnded [t1] handled", "output pad: single tap",
                "pad.touchesBegan [t2] handled", "pad.touchesEnded [t2] handled", "output pad: double tap",
            ])
        #expect(builder.steps == ["touches@0", "touches@0.1", "timer@0.4", "touches@0.42", "touches@0.5"])
    }

    @Test func cancellingTouchesOneViewsCallsLeavesOthersPending() {
        var builder = SceneInCode()
        builder.view("a", Rect(0, 0, 100, 100), behavior: Self.tapCounter)
        builder.view("b", Rect(100, 0, 100, 100), behavior: Self.tapCounter)
        builder.at(0, "down t1 50 50")
        builder.at(0.05, "up t1")
        builder.at(0.1, "down t2 150 50")
        builder.at(0.15, "up t2")
        builder.at(0.2, "down t3 50 50")  // a's second tap: cancels a's call only
        builder.at(0.25, "up t3")
        #expect(Array(builder.compactTrace.suffix(2)) == ["output a: double tap", "output b: single tap"])
    }

    @Test func replacingABehaviourCancelsItsPendingCalls() {
        var builder = tapScene()
        builder.at(0, "down t1 50 50")
        builder.at(0.1, "up t1")
        builder.at(0.2, .set(ViewID(1), key: "behavior", .behavior(Self.tapCounter, Self.tapCounter.kind.defaultHandling)))
        #expect(!builder.compactTrace.contains("output pad: single tap"))
        #expect(builder.steps == ["touches@0", "touches@0.1", "set@0.2"])
    }

    @Test func aZeroDelayFiresBeforeTheNextStepAtTheSameTime() {
        var builder = tapScene(delay: 0)
        builder.at(0, "down t1 50 50")
        builder.at(0.1, "up t1")
        builder.at(0.1, .wait)
        #expect(builder.steps == ["touches@0", "touches@0.1", "timer@0.1", "wait@0.1"])
    }
}
