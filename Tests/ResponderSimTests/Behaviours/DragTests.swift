import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

@Suite struct DragTests {
    @Test func eachMoveShiftsTheViewByTheTouchsDelta() {
        var h = BehaviorHarness(Drag(target: nil))
        let moves = h.call(.moved, [touch("t1", 30, 40, previous: Point(20, 25))]).context.frameMoves
        #expect(moves.map(\.view) == [ViewID(1)])
        #expect(moves.map(\.dx) == [10])
        #expect(moves.map(\.dy) == [15])
    }

    @Test func readsTheDeltaOfTheFirstTouchOnly() {
        var h = BehaviorHarness(Drag(target: nil))
        let call = h.call(.moved, [touch("t1", 1, 2, previous: Point(0, 0)), touch("t2", 90, 90, previous: Point(0, 0))])
        let moves = call.context.frameMoves
        #expect(moves.count == 1)
        #expect(moves.first?.dx == 1 && moves.first?.dy == 2)
    }

    @Test func endedPrintsTheTargetsFrameOrigin() {
        var h = BehaviorHarness(Drag(target: nil))
        h.frames[1] = Rect(105.5, 100.0 / 3, 50, 50)
        let ended = h.call(.ended, [touch("t1", 5, 5)]).context
        #expect(ended.printed == ["moved to (105.5, 33.333333)"])
        #expect(ended.frameMoves.isEmpty)
    }

    @Test func aTargetMovesAnotherView() {
        var h = BehaviorHarness(Drag(target: ViewID(2)))
        let moves = h.call(.moved, [touch("t1", 15, 5, previous: Point(10, 10))]).context.frameMoves
        #expect(moves.map(\.view) == [ViewID(2)])
        #expect(moves.map(\.dx) == [5] && moves.map(\.dy) == [-5])
        h.frames[2] = Rect(15, 5, 50, 50)
        #expect(h.printed(.ended, touch("t1", 15, 5)) == ["moved to (15, 5)"])
    }

    @Test func cancelledAndBeganKeepTheFrameAndPrintNothing() {
        var h = BehaviorHarness(Drag(target: nil))
        for phase in [TouchPhase.began, .cancelled] {
            let context = h.call(phase, [touch("t1", 30, 40, previous: Point(20, 25))]).context
            #expect(context.printed.isEmpty && context.frameMoves.isEmpty)
        }
    }

    @Test func readsItsTargetFromItsSpecAndDefaultsToItself() {
        #expect(Drag(spec: BehaviorSpec(kind: .drag, parameters: [.target: .view(ViewID(2))])).target == ViewID(2))
        #expect(Drag(spec: BehaviorSpec(kind: .drag)).target == nil)
    }

    @Test func keepsEveryCall() {
        var h = BehaviorHarness(Drag(target: nil))
        for phase in TouchPhase.allCases { #expect(h.call(phase, [touch("t1", 0, 0)]).verdict == .keep) }
    }

    /// H14: `drag` shifts the frame origin by the finger's delta in window points,
    /// even inside a scaled superview (whose own coordinates see the move doubled).
    @Test func movesByTheWindowDeltaInsideAScaledSuperview() throws {
        let scene = try #require(
            SceneTesting.scene(
                """
                window:
                  window: main
                  frame: [0, 0, 400, 400]
                  subviews:
                    - view: board
                      frame: [0, 0, 400, 400]
                      transform:
                        scale: 0.5
                      subviews:
                        - view: placard
                          frame: [300, 300, 100, 100]
                          behavior: drag
                script:
                  - 0.0 down t1 260 260
                  - 0.1 move t1 270 275
                  - 0.2 up t1
                """))
        var collector = CompactLineCollector()
        var simulator = Simulator(scene: scene)
        simulator.run(into: &collector)
        #expect(collector.lines.contains("output placard: moved to (310, 315)"))
    }
}
