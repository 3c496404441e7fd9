import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// The benchmark times with the clock it is given: the library reads none of its own.
@Suite struct BenchmarkTests {
    @Test func everyFigureIsTimedByTheCallersClock() throws {
        let source = SourceFile(path: "taps.scene", text: SourceFixtures.scene(taps: 3))
        let report = try Benchmark.run(source, repeat: 2, formats: [.text, .compact], clock: SceneTestRunnerTests.TickingClock())
        #expect(report.parseSeconds == 1)
        #expect(report.simulateSeconds == 1)
        // Timed in the cheapest-first order, whatever order they are asked in.
        #expect(report.formatSeconds.map(\.format) == [.compact, .text])
        #expect(report.formatSeconds.map(\.seconds) == [1, 1])
        #expect(report.steps == 6 && report.sourceBytes == source.byteCount)
    }
}
