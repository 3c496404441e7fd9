import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimRender

/// Numbers at their limits play, draw and print: a stop speed of the smallest double, scales
/// that multiply past the doubles' range, views scaled up a billion times, and thousands of
/// decelerations at once (issue 35).
@Suite struct NumberExtremesTests {
    /// 5e-324 written out, as a scene may write it.
    static let smallestDouble = "0." + String(repeating: "0", count: 323) + "5"

    /// S37's flick with `stop-speed` set to `stopSpeed`, and the script `script`.
    static func flick(stopSpeed: String, contentHeight: Int = 4000, script: String) -> String {
        """
        window:
          window: main
          frame: [0, 0, 320, 480]
          handles: all
          subviews:
            - view: list
              class: UIScrollView
              frame: [0, 0, 320, 480]
              content-size: [320, \(contentHeight)]
              stop-speed: \(stopSpeed)
              subviews:
                - view: page
                  frame: [0, 0, 320, 4000]
                  handles: all
        script:
          - 0.00 down t1 160 400
          - 0.00..0.15 move t1 160 400 -> 160 100 steps 3
          - 0.16 up t1
        \(script)
        """
    }

    /// `count` views, each inside the one before, each with `scale`; the innermost handles touches.
    static func nested(_ count: Int, scale: String, markSecond: Bool = false) -> String {
        var text = "window:\n  window: main\n  frame: [0, 0, 320, 480]\n  subviews:\n"
        var indent = "    "
        for index in 0..<count {
            let mark = markSecond && index == 1 ? "1️⃣" : ""
            text += "\(indent)- view: v\(index)\n\(indent)  frame: [0, 0, 320, 480]\n\(indent)  handles: all\n"
            text += "\(indent)  transform:\n\(indent)    scale: \(mark)\(scale)\n"
            if index < count - 1 {
                text += "\(indent)  subviews:\n"
                indent += "    "
            }
        }
        // At the centre of every view, however small it is drawn.
        return text + "script:\n  - 0.00 down t1 160 240\n  - 0.10 move t1 160.000001 240\n  - 0.20 up t1\n"
    }

    static func jsonLines(_ scene: Scene, explain: Bool) -> [String] {
        var writer = JSONLinesWriter(output: "", explain: explain)
        var simulator = Simulator(scene: scene, options: SimulationOptions(explain: explain))
        simulator.run(into: &writer)
        return writer.output.split(separator: "\n").map(String.init)
    }

    /// Every number in a JSON value, at any depth.
    static func numbers(in value: Any) -> [Double] {
        switch value {
        case let number as NSNumber: [number.doubleValue]
        case let list as [Any]: list.flatMap { numbers(in: $0) }
        case let object as [String: Any]: object.values.flatMap { numbers(in: $0) }
        default: []
        }
    }

    static func expectFiniteJSON(_ scene: Scene, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for explain in [false, true] {
            for line in jsonLines(scene, explain: explain) {
                guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) else {
                    Issue.record("not JSON: \(line.prefix(200))", sourceLocation: sourceLocation)
                    return
                }
                let finite = numbers(in: object).allSatisfy { $0.isFinite }
                #expect(finite, "\(line.prefix(200))", sourceLocation: sourceLocation)
            }
        }
    }

    // MARK: 1. A stop speed of 5e-324

    @Test func aStopSpeedOfTheSmallestDoubleDeceleratesAndStops() throws {
        let lines = SceneTesting.compactLines(Self.flick(stopSpeed: Self.smallestDouble, script: ""))
        // The list flies towards 290 + 2000 / 1000 / −ln 0.998 = 1289 and stops there.
        #expect(lines.suffix(3) == ["gesture list.pan ended", "scroll list decelerating 0 2000", "scroll list stopped 0 1288.999666"])
        let scene = try #require(SceneTesting.scene(Self.flick(stopSpeed: Self.smallestDouble, script: "")))
        let json = Self.jsonLines(scene, explain: false)
        // The timer step of the end: (ln 5e-324 − ln 2000) / ln 0.998 ms after the lift at 0.16 s.
        let end = try #require(json.last { $0.contains("\"timer\"") })
        #expect(end.contains("\"time\":375.804342"), "\(end)")
        Self.expectFiniteJSON(scene)
    }

    @Test func aTouchStillCatchesThatDeceleration() {
        let lines = SceneTesting.compactLines(
            Self.flick(stopSpeed: Self.smallestDouble, script: "  - 0.66 down t2 160 150\n  - 0.70 up t2"))
        #expect(lines.contains("scroll list stopped 0 921.856045"), "\(lines)")
    }

    @Test func theEndOfADecelerationIsAlwaysAWholeNumberOfMicroseconds() {
        // s/|v| too small for a double: ln s − ln |v| instead.
        let tiny = Deceleration.duration(
            stopSpeed: .leastNonzeroMagnitude, speed: 2000, endPower: .leastNonzeroMagnitude / 2000, logRate: log(0.998))
        #expect(tiny == 375_644_342)
        // The usual case is the quotient's logarithm, as before.
        #expect(Deceleration.duration(stopSpeed: 10, speed: 2000, endPower: 10.0 / 2000, logRate: log(0.998)) == 2_646_509)
        // Whatever the values, never a trap.
        #expect(Deceleration.duration(stopSpeed: 1, speed: .infinity, endPower: 0, logRate: log(0.998)) == Deceleration.longest)
        #expect(Deceleration.duration(stopSpeed: .nan, speed: 1, endPower: .nan, logRate: log(0.998)) == Deceleration.longest)
        #expect(Deceleration.duration(stopSpeed: 100, speed: 1, endPower: 100, logRate: log(0.998)) == 0)
    }

    // MARK: 2. Pictures of views scaled up a billion times

    @Test(arguments: [(1, "999999999"), (2, "100000")])
    func aPictureOfAViewScaledUpHugelyIsDrawn(count: Int, scale: String) throws {
        let scene = try #require(SceneTesting.scene(Self.nested(count, scale: scale)))
        let recording = RunRecording(scene: scene)
        let root = try #require(RenderTesting.parse(Picture(recording).svg))
        #expect(RenderTesting.viewRect(root, "v\(count - 1)") != nil)
        var html = ""
        ReportWriter.write(recording, into: &html)
        #expect(RenderTesting.parse(html) != nil)
    }

    @Test func aRowCountIsTotal() {
        #expect(LabelPlacer.rowCount(2.5) == 3)
        #expect(LabelPlacer.rowCount(-3) == 1)
        #expect(LabelPlacer.rowCount(1e300) == 1_000_000)
        #expect(LabelPlacer.rowCount(.infinity) == 1_000_000)
        #expect(LabelPlacer.rowCount(.nan) == 1_000_000)
    }

    @Test func theLabelIndexTakesRectanglesOfAnySize() {
        var index = RectIndex(cell: 48)
        index.insert(Rect(-1e300, -1e300, 1e300, 1e300))
        index.insert(Rect(0, 0, 1e18, 10))
        index.insert(Rect(5, 5, 10, 10))
        var found: [Int] = []
        index.forEach(near: Rect(0, 0, 20, 20)) { id in
            found.append(id)
            return true
        }
        #expect(Set(found) == [0, 1, 2])
    }

    // MARK: 3. Scales that multiply past the doubles' range

    @Test func scalesThatMultiplyBelowTheLimitAreRefusedAtTheFirstViewPastIt() {
        SceneTesting.expectError(
            Self.nested(30, scale: "0.000000000001", markSecond: true), id: "scale-out-of-range",
            mentions: ["more than 1000000000000 times smaller", "0.000000000001"])
    }

    @Test func scalesThatMultiplyAboveTheLimitAreRefused() {
        SceneTesting.expectError(
            Self.nested(2, scale: "999999999", markSecond: true), id: "scale-out-of-range",
            mentions: ["more than 1000000000000 times larger"])
    }

    @Test func scalesAtTheLimitsPlayWithFiniteLocations() throws {
        for scale in ["0.000001", "1000000"] {
            let scene = try #require(SceneTesting.scene(Self.nested(2, scale: scale)))
            let lines = SceneTesting.compactLines(Self.nested(2, scale: scale))
            #expect(lines.first == "v1.touchesBegan [t1] handled")
            Self.expectFiniteJSON(scene)
        }
    }

    // MARK: 8. Many decelerations at once

    /// `count` scroll views side by side, each flicked in turn 10 µs after the one before, so
    /// that all decelerate together (each for about 6.7 s), each reaching its limit in a few
    /// microseconds.
    static func manyFlicks(_ count: Int) -> String {
        var text = "window:\n  window: main\n  frame: [0, 0, 2000, \((count / 100 + 1) * 20)]\n  subviews:\n"
        for index in 0..<count {
            text += "    - view: s\(index)\n      class: UIScrollView\n"
            text += "      frame: [\(index % 100 * 20), \(index / 100 * 20), 20, 20]\n      content-size: [20, 40]\n"
        }
        text += "script:\n"
        func time(_ micros: Int) -> String { NumberFormatting.seconds(Int64(micros)) }
        for index in 0..<count {
            let (x, y, start) = (index % 100 * 20 + 10, index / 100 * 20 + 15, index * 10)
            text += "  - \(time(start)) down t\(index) \(x) \(y)\n"
            text += "  - \(time(start + 1))..\(time(start + 3)) move t\(index) \(x) \(y) -> \(x) \(y - 14) steps 2\n"
            text += "  - \(time(start + 4)) up t\(index)\n"
        }
        return text
    }

    /// Counts the decelerations each step follows; a step may follow only those still moving.
    struct FollowCounter: TraceSink {
        var steps = 0
        var decelerating = 0
        var stopped = 0
        mutating func step(_ record: StepRecord, _ scene: Scene) {
            steps += 1
            for scroll in record.lines(of: ScrollLine.self) {
                if scroll.event == .decelerating { decelerating += 1 }
                if scroll.event == .stopped { stopped += 1 }
            }
        }
    }

    @Test func aThousandDecelerationsAtOnceCostEachStepOnlyTheMovingOnes() throws {
        let count = 1_000
        let scene = try #require(SceneTesting.scene(Self.manyFlicks(count)))
        var simulator = Simulator(scene: scene)
        var sink = FollowCounter()
        var followed = 0
        var mostAtOnce = 0
        while simulator.advance(into: &sink) {
            followed += simulator.scrolls.decelerations.moving.count
            mostAtOnce = max(mostAtOnce, simulator.scrolls.decelerations.isEmpty ? 0 : count - sink.stopped)
        }
        #expect(sink.decelerating == count)
        #expect(sink.stopped == count)
        #expect(mostAtOnce == count)
        // Five steps a flick (down, two moves, up, the end's timer). Every flick's content
        // reaches its limit in its first steps and rests there: following every running
        // deceleration at every step would be about 5 × count² / 2 = 2.5 million.
        #expect(sink.steps == 5 * count)
        #expect(followed <= 4 * sink.steps, "\(followed) decelerations followed over \(sink.steps) steps")
    }

    @Test func aRestingDecelerationMovesAgainWhenItsScrollViewChangesSize() {
        let lines = SceneTesting.compactLines(
            Self.flick(
                stopSpeed: "10", contentHeight: 1000,
                script: "  - 1.00 set list frame [0, 0, 320, 240]\n  - 1.10 down t2 160 100\n  - 1.20 up t2"))
        // At 1 s the list rests at its limit, 520 (it would go on to 1289); with half the
        // height its limit is 760, where it is when t2 catches it.
        #expect(lines.contains("scroll list stopped 0 760"), "\(lines)")
    }

    // MARK: The run loop

    @Test func theTimerQueueFiresAsASortedListWould() {
        var queue = TimerQueue()
        var reference: [ResponderSimCore.RunLoop.Entry] = []
        var random: UInt64 = 42
        func next(_ bound: Int) -> Int {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: (random >> 33) % UInt64(bound))
        }
        let owners: [TimerOwner] = [.view(ViewID(0)), .view(ViewID(1)), .recognizer(RecognizerID(0))]
        let kinds: [TimerRecord.What] = [.delay, .deceleration, .touchDelay]
        var order = 0
        // Long enough for the heap to pass 1,024 timers and be swept of cancelled ones.
        for _ in 0..<20_000 {
            switch next(10) {
            case 0..<7:
                let (due, owner, what) = (Microseconds(next(50)), owners[next(3)], kinds[next(3)])
                queue.schedule(due: due, owner: owner, what: what, tag: order)
                let entry = ResponderSimCore.RunLoop.Entry(due: due, order: order, owner: owner, what: what, tag: order)
                order += 1
                let position = reference.firstIndex { ($0.due, $0.order) > (due, entry.order) } ?? reference.count
                reference.insert(entry, at: position)
            case 7..<9:
                let (owner, what) = (owners[next(3)], next(2) == 0 ? nil : kinds[next(3)])
                queue.cancel(owner, what)
                reference.removeAll { $0.owner == owner && (what == nil || $0.what == what) }
            default:
                #expect(queue.first?.tag == reference.first?.tag)
                queue.removeFirst()
                if !reference.isEmpty { reference.removeFirst() }
            }
            #expect(queue.isEmpty == reference.isEmpty)
            #expect(queue.first?.tag == reference.first?.tag)
        }
    }
}
