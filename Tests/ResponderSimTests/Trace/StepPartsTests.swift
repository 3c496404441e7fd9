import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// Each sink says which parts of a step it reads; the engine builds those and nothing more,
/// and what it writes does not depend on what else is built.
@Suite struct StepPartsTests {
    /// The compact lines, from a sink that makes the engine build every part.
    struct CompactFromEverything: TraceSink {
        var lines: [String] = []
        mutating func step(_ step: StepRecord, _ scene: Scene) { CompactLines.forEach(step, scene) { lines.append($0) } }
        mutating func notice(_ notice: Notice, _ scene: Scene) { lines.append(CompactLines.notice(notice, scene)) }
    }

    static let tapAndDrag = """
        scene: s
        window:
          window: main
          frame: [0, 0, 320, 480]
          subviews:
            - view: pad
              frame: [10, 20, 300, 400]
              handles: [began, moved]
        script:
          - 0 down t1 50 60
          - 0.1 move t1 55 65
          - 0.2 up t1
          - 0.3 down t2 70 80

        """

    private static func run<Sink: TraceSink>(_ text: String, into sink: inout Sink) throws {
        var simulator = Simulator(scene: try SceneLoader.load(SourceFile(path: "s.scene", text: text)))
        simulator.run(into: &sink)
    }

    @Test func aSinkThatReadsNoPartGetsTheCountsAndNothingElse() throws {
        var sink = StepCollector(reads: [])
        try Self.run(Self.tapAndDrag, into: &sink)
        // pad handles the began and moved calls; the end goes up to the application.
        #expect(sink.steps.map(\.deliveryCount) == [1, 1, 3, 1])
        #expect(sink.steps.map(\.lineCount) == [1, 1, 3, 1])
        for step in sink.steps {
            #expect(step.deliveries.isEmpty && step.calls.isEmpty && step.entries.isEmpty && step.locations.isEmpty)
            #expect(step.changes.isEmpty && step.hitTests.isEmpty && step.all.isEmpty && step.action == nil)
        }
        #expect(sink.summary.deliveries == 6)
    }

    @Test func locationsComeWithTheDeliveriesTheyBelongTo() throws {
        var sink = StepCollector(reads: .locations)
        try Self.run(Self.tapAndDrag, into: &sink)
        let first = try #require(sink.steps.first)
        #expect(first.deliveries.count == 1 && first.entries.count == 1)
        #expect(Array(first.locations[first.deliveries[0].locations]) == [Point(40, 40)])
        #expect(first.changes.isEmpty && first.all.isEmpty)
    }

    @Test func noticesReachOnlyTheSinksThatReadThem() throws {
        var reading = StepCollector(reads: .notices)
        try Self.run(Self.tapAndDrag, into: &reading)
        // main and the application got t1's end without its began; t2 never finishes.
        #expect(reading.notices.map(\.code) == [.noBegan, .noBegan, .neverFinished])
        #expect(reading.summary.notices == 3)
        var notReading = StepCollector(reads: .deliveries)
        try Self.run(Self.tapAndDrag, into: &notReading)
        #expect(notReading.notices.isEmpty)
    }

    @Test func countingSinkCountsWhatTheSummaryCounts() throws {
        var counting = CountingSink()
        try Self.run(Self.tapAndDrag, into: &counting)
        #expect(counting.steps == 4 && counting.deliveries == 6)
    }

    /// Behaviours, controls and recognizers read locations and `all` themselves; the compact
    /// writer reads neither, and must write the same lines as when everything is built.
    @Test(arguments: GoldenSceneTests.files)
    func compactLinesDoNotDependOnWhatElseIsBuilt(path: String) throws {
        guard case .success(let scene) = SceneTestRunner.load(path) else { return }
        var lean = CompactLineCollector()
        var leanSimulator = Simulator(scene: scene)
        leanSimulator.run(into: &lean)
        var full = CompactFromEverything()
        var fullSimulator = Simulator(scene: scene)
        fullSimulator.run(into: &full)
        #expect(lean.lines == full.lines)
    }
}
