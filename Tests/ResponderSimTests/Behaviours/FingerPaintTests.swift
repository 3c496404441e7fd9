import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

@Suite struct FingerPaintTests {
    @Test func aTapIsALineOfTwoPoints() {
        var h = BehaviorHarness(FingerPaint())
        #expect(h.printed(.began, touch("t1", 10, 10)).isEmpty)
        #expect(h.printed(.ended, touch("t1", 10, 10)) == ["stroke t1: 2 points"])
    }

    @Test func eachMoveAddsAPoint() {
        var h = BehaviorHarness(FingerPaint())
        h.call(.began, [touch("t1", 10, 10)])
        for x in [20.0, 30, 40] { #expect(h.printed(.moved, touch("t1", x, 10)).isEmpty) }
        #expect(h.behavior.lines[1] == [Point(10, 10), Point(20, 10), Point(30, 10), Point(40, 10)])
        #expect(h.printed(.ended, touch("t1", 45, 10)) == ["stroke t1: 5 points"])
        #expect(h.behavior.lines.isEmpty)
    }

    @Test func endedAddsItsPointEvenWhereTheLastMoveWas() {
        var h = BehaviorHarness(FingerPaint())
        h.call(.began, [touch("t1", 10, 10)])
        h.call(.moved, [touch("t1", 20, 10)])
        #expect(h.printed(.ended, touch("t1", 20, 10)) == ["stroke t1: 3 points"])
    }

    @Test func cancelledDiscardsTheLine() {
        var h = BehaviorHarness(FingerPaint())
        h.call(.began, [touch("t1", 10, 10), touch("t2", 50, 50)])
        h.call(.moved, [touch("t1", 20, 10), touch("t2", 60, 50)])
        #expect(h.printed(.cancelled, touch("t1", 20, 10), touch("t2", 60, 50)).isEmpty)
        #expect(h.behavior.lines.isEmpty)
        #expect(h.printed(.ended, touch("t1", 20, 10)).isEmpty)
    }

    @Test func linesAreKeptPerTouchAndPrintedInCallOrder() {
        var h = BehaviorHarness(FingerPaint())
        h.call(.began, [touch("a", 0, 0, serial: 0), touch("b", 100, 0, serial: 1)])
        h.call(.began, [touch("c", 200, 0, serial: 2)])
        h.call(.moved, [touch("a", 0, 10, serial: 0)])
        h.call(.moved, [touch("a", 0, 20, serial: 0), touch("c", 200, 10, serial: 2)])
        let ended = h.printed(.ended, touch("a", 0, 30, serial: 0), touch("b", 100, 0, serial: 1))
        #expect(ended == ["stroke a: 4 points", "stroke b: 2 points"])
        #expect(h.printed(.ended, touch("c", 200, 10, serial: 2)) == ["stroke c: 3 points"])
    }

    @Test func aReusedIdIsANewLine() {
        var h = BehaviorHarness(FingerPaint())
        h.call(.began, [touch("t1", 0, 0, serial: 0)])
        h.call(.moved, [touch("t1", 0, 5, serial: 0)])
        h.call(.ended, [touch("t1", 0, 9, serial: 0)])
        h.call(.began, [touch("t1", 0, 0, serial: 3)])
        #expect(h.printed(.ended, touch("t1", 0, 0, serial: 3)) == ["stroke t1: 2 points"])
    }

    @Test func aTouchWhoseBeganItNeverSawDrawsNothing() {
        var h = BehaviorHarness(FingerPaint())
        #expect(h.printed(.moved, touch("t1", 0, 0)).isEmpty)
        #expect(h.printed(.ended, touch("t1", 0, 0)).isEmpty)
        #expect(h.behavior.lines.isEmpty)
    }

    @Test func keepsEveryCall() {
        var h = BehaviorHarness(FingerPaint())
        for phase in TouchPhase.allCases { #expect(h.call(phase, [touch("t1", 0, 0)]).verdict == .keep) }
    }
}
