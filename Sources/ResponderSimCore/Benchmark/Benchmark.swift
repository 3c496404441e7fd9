/// A text stream that throws its text away, counting bytes so the work is not optimised out.
package struct DiscardingOutput: TraceByteStream {
    /// Bytes written so far.
    package private(set) var bytes = 0
    package init() {}
    package mutating func write(_ string: String) { bytes &+= string.utf8.count }
    package mutating func write(utf8 bytes: UnsafeBufferPointer<UInt8>) { self.bytes &+= bytes.count }
}

/// Figures of one benchmark (`responder-sim bench`).
package struct BenchmarkReport: Sendable {
    /// Size of the scene file in bytes.
    package var sourceBytes: Int
    /// Best seconds the loader took (parse and validate) over the runs.
    package var parseSeconds: Double
    /// Script steps of one run (events and control steps).
    package var steps: Int
    /// Deliveries of one run.
    package var deliveries: Int
    /// The run's summary.
    package var summary: TraceSummary
    /// Best seconds of the runs into a counting sink.
    package var simulateSeconds: Double
    /// Best seconds per output format over the runs, into a discarding sink.
    package var formatSeconds: [(format: TraceFormat, seconds: Double, bytes: Int)]
    /// Hit tests run, and views they asked in all (from one `--explain` run): the hit test's
    /// cost follows the views it asks, the depth of the hit path and the siblings scanned.
    package var hitTests: Int
    package var viewsVisited: Int
    /// Views in the scene, windows included.
    package var views: Int
}

/// Measures parsing, simulation and each writer on one scene.
package enum Benchmark {
    /// The best seconds of `count` runs of `scene` into a fresh sink each, and the last sink.
    /// Inlined, so that each run is specialized for its sink as the CLI's runs are.
    @inline(__always)
    static func bestRun<Sink: TraceSink, C: Clock>(of count: Int, _ scene: Scene, _ clock: C, _ makeSink: () -> Sink) -> (Double, Sink)
    where C.Duration == Duration {
        var seconds = Double.infinity
        var sink = makeSink()
        for _ in 0..<max(1, count) {
            sink = makeSink()
            var simulator = Simulator(scene: scene)
            seconds = min(seconds, time(clock) { simulator.run(into: &sink) })
        }
        return (seconds, sink)
    }

    /// Seconds `body` takes by `clock` (inlined with its body, so that the run it times is
    /// specialized for its sink).
    @inline(__always)
    static func time<C: Clock>(_ clock: C, _ body: () throws -> Void) rethrows -> Double where C.Duration == Duration {
        let start = clock.now
        try body()
        let elapsed = start.duration(to: clock.now).components
        return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
    }

    /// The order ``run(_:repeat:formats:clock:)`` times the formats in, whatever order they
    /// are asked in: the cheapest first.
    package static let formatOrder: [TraceFormat] = [.compact, .json, .text]

    /// Loads `source` `repeat` times, runs it `repeat` times into a counting sink and `repeat`
    /// times per format of `formats` into a discarding sink, timing
    /// each by `clock` (the caller's: the library reads no clock of its own) and keeping the best.
    ///
    /// A loaded scene reads its script again on every run; the timed runs play the steps from
    /// memory instead, so that they measure the engine and the writers, and the parse figure
    /// measures the script's reading.
    ///
    /// - Throws: ``FileError`` or ``SceneLoadError``, as ``SceneLoader/load(_:)`` does.
    package static func run<C: Clock>(
        _ source: SourceFile, repeat count: Int, formats selected: [TraceFormat] = formatOrder, clock: C
    ) throws
        -> BenchmarkReport where C.Duration == Duration
    {
        var loaded: Scene?
        var parseSeconds = Double.infinity
        for _ in 0..<max(1, count) {
            parseSeconds = min(parseSeconds, try time(clock) { loaded = try SceneLoader.load(source) })
        }
        guard var scene = loaded else { throw SceneLoadError(source: source, diagnostics: []) }
        scene.script = ScriptSource(Array(scene.script))

        var summarySink = SummarySink()
        var first = Simulator(scene: scene)
        first.run(into: &summarySink)

        let (best, _) = bestRun(of: count, scene, clock) { CountingSink() }
        var formats: [(TraceFormat, Double, Int)] = []
        for format in formatOrder where selected.contains(format) {
            // Each writer is named here so that its run is specialized for it.
            switch format {
            case .compact:
                let (seconds, writer) = bestRun(of: count, scene, clock) { CompactWriter(output: DiscardingOutput()) }
                formats.append((format, seconds, writer.output.bytes))
            case .json:
                let (seconds, writer) = bestRun(of: count, scene, clock) { JSONLinesWriter(output: DiscardingOutput()) }
                formats.append((format, seconds, writer.output.bytes))
            case .text:
                let (seconds, writer) = bestRun(of: count, scene, clock) { TextWriter(output: DiscardingOutput()) }
                formats.append((format, seconds, writer.output.bytes))
            }
        }
        var visits = VisitCounter()
        var explaining = Simulator(scene: scene, options: SimulationOptions(explain: true))
        explaining.run(into: &visits)
        return BenchmarkReport(
            sourceBytes: source.byteCount, parseSeconds: parseSeconds, steps: summarySink.summary.steps,
            deliveries: summarySink.summary.deliveries, summary: summarySink.summary, simulateSeconds: best, formatSeconds: formats,
            hitTests: visits.hitTests, viewsVisited: visits.visited, views: scene.views.count)
    }
}

/// Counts hit tests and the views they asked.
struct VisitCounter: TraceSink {
    var hitTests = 0
    var visited = 0
    var reads: StepParts { .hitTests }
    mutating func step(_ step: StepRecord, _ scene: Scene) {
        hitTests += step.hitTests.count
        visited += step.visited.count
    }
}

/// Keeps only the summary.
struct SummarySink: TraceSink {
    var summary = TraceSummary()
    /// The summary counts notices.
    var reads: StepParts { .notices }
    mutating func step(_ step: StepRecord, _ scene: Scene) {}
    mutating func end(_ summary: TraceSummary, _ scene: Scene) { self.summary = summary }
}
