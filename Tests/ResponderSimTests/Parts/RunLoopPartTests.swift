import Testing

@testable import ResponderSimCore

/// The run loop alone: timers fire by due time, then in the order they were scheduled (G25);
/// a due time past the clock's end saturates; timers are cancelled by owner and kind.
@Suite struct RunLoopPartTests {
    private static let view = TimerOwner.view(ViewID(1))
    private static let recognizer = TimerOwner.recognizer(RecognizerID(0))

    /// Pops every timer due by `limit`, as (owner, tag).
    private static func fire(_ loop: inout RunLoop, by limit: Microseconds) -> [(TimerOwner, Int)] {
        var fired: [(TimerOwner, Int)] = []
        while let entry = loop.popDue(by: limit) { fired.append((entry.owner, entry.tag)) }
        return fired
    }

    @Test func timersDueTogetherFireInSchedulingOrder() {
        var loop = RunLoop()
        loop.schedule(after: 300, from: 0, owner: Self.view, what: .delay, tag: 1)
        loop.schedule(after: 100, from: 200, owner: Self.view, what: .delay, tag: 2)
        loop.schedule(after: 100, from: 0, owner: Self.view, what: .delay, tag: 3)
        loop.schedule(after: 0, from: 300, owner: Self.recognizer, what: .tapDuration, tag: 4)
        #expect(loop.nextDue == 100)
        #expect(Self.fire(&loop, by: 99).isEmpty)
        #expect(Self.fire(&loop, by: 300).map(\.1) == [3, 1, 2, 4])
        #expect(loop.isEmpty && loop.nextDue == nil)
    }

    @Test func aDueTimePastTheEndSaturates() {
        var loop = RunLoop()
        loop.schedule(after: .max, from: 10, owner: Self.view, what: .delay, tag: 1)
        loop.schedule(after: 5, from: 10, owner: Self.view, what: .delay, tag: 2)
        #expect(loop.nextDue == 15)
        #expect(Self.fire(&loop, by: .max - 1).map(\.1) == [2])
        #expect(loop.nextDue == .max)
        #expect(Self.fire(&loop, by: .max).map(\.1) == [1])
    }

    @Test func cancelsByOwnerAndKind() {
        var loop = RunLoop()
        loop.schedule(after: 10, from: 0, owner: Self.view, what: .delay, tag: 1)
        loop.schedule(after: 20, from: 0, owner: Self.view, what: .deceleration, tag: 2)
        loop.schedule(after: 30, from: 0, owner: Self.recognizer, what: .tapDuration, tag: 3)
        loop.schedule(after: 40, from: 0, owner: Self.recognizer, what: .tapInterval, tag: 4)
        loop.cancel(Self.view, .delay)
        loop.cancel(Self.recognizer)
        #expect(Self.fire(&loop, by: .max).map(\.1) == [2])
    }

    @Test func readsTheScriptAhead() {
        let script = ScriptSource([ScriptStep(time: 5, action: .wait, line: 1), ScriptStep(time: 9, action: .wait, line: 2)])
        var loop = RunLoop()
        #expect(!loop.hasScript && loop.nextStep == nil)
        loop.startScript(script)
        #expect(loop.hasScript && loop.nextStep?.time == 5)
        loop.advanceScript()
        #expect(loop.nextStep?.time == 9)
        loop.advanceScript()
        #expect(loop.hasScript && loop.nextStep == nil)
    }
}
