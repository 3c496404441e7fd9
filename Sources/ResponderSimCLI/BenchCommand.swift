import Foundation
import ResponderSim

/// `responder-sim bench SCENE [--repeat K] [--formats LIST]`: figures, not pass/fail.
enum BenchCommand {
    static let command = Command(
        name: "bench", abstract: "measure parsing, simulation and output speed on a scene",
        discussion: """
            Loads SCENE K times, runs it K times into a counting sink and K times per output
            format into a sink that throws the text away, and prints parse MB/s, events/s and
            deliveries/s for each (the best of the K), the hit tests' cost, the summary and
            peak memory. Figures, not pass/fail.

            """,
        arguments: [.init(name: "SCENE", help: "the scene file ('-' reads standard input)")],
        options: [repetitions.option, formats.option],
        examples: [
            .init(
                line: "swift run -c release responder-sim bench big.scene --formats compact",
                meaning: "the engine and the compact writer, in a release build")
        ],
        run: run)

    static let repetitions = TypedOption.wholeNumber(
        .init(names: ["--repeat", "-r"], values: ["K"], help: "timed loads and runs of each kind, 1 to 10000 (default 5)"),
        in: 1...10_000)
    static let formats = TypedOption<[TraceFormat]>(
        option: .init(names: ["--formats"], values: ["LIST"], help: "formats to time: compact,json,text (the default) or none")
    ) { (words: [String]) throws(UsageError) -> [TraceFormat] in
        let text = words.first ?? ""
        var formats: [TraceFormat] = []
        for name in text == "none" ? [] : text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let format = TraceFormat(rawValue: String(name)) else {
                throw UsageError(message: "'--formats' takes a comma-separated list of compact, json and text (or none), got '\(name)'")
            }
            formats.append(format)
        }
        return formats
    }

    static func run(_ invocation: Invocation, _ environment: ToolEnvironment) throws -> ExitCode {
        let path = invocation.arguments[0]
        let count = try invocation.value(of: repetitions) ?? 5
        let formats = try invocation.value(of: Self.formats) ?? Benchmark.formatOrder
        var source = Tool.source(path, environment)
        // Standard input can be read once: keep what it gives so it can be loaded K times.
        if path == "-" { source = try source.keepingContents() }
        let report: BenchmarkReport
        do {
            report = try Benchmark.run(source, repeat: count, formats: formats, clock: ContinuousClock())
        } catch let error as SceneLoadError {
            environment.writeError(error.rendered)
            return .invalidScene
        }
        func rate(_ amount: Int, _ seconds: Double) -> String {
            let perSecond = Double(amount) / max(seconds, 1e-9)
            return perSecond >= 1e6 ? String(format: "%.2f M/s", perSecond / 1e6) : String(format: "%.0f /s", perSecond)
        }
        var text = "scene: \(TerminalText.escaped(source.path))\n"
        text += String(
            format: "parse:      %8.1f ms  %7.1f MB/s  (%.1f MB, best of %d)\n", report.parseSeconds * 1e3,
            Double(report.sourceBytes) / 1e6 / max(report.parseSeconds, 1e-9), Double(report.sourceBytes) / 1e6, count)
        text += String(format: "simulate:   %8.1f ms  ", report.simulateSeconds * 1e3)
        text +=
            "events \(rate(report.steps, report.simulateSeconds)), deliveries \(rate(report.deliveries, report.simulateSeconds))  (counting sink, best of \(count))\n"
        for entry in report.formatSeconds {
            text +=
                (entry.format.rawValue + ":").padding(toLength: 10, withPad: " ", startingAt: 0)
                + String(format: "  %8.1f ms  ", entry.seconds * 1e3)
            text +=
                "events \(rate(report.steps, entry.seconds)), deliveries \(rate(report.deliveries, entry.seconds)), \(String(format: "%.1f", Double(entry.bytes) / 1e6)) MB written\n"
        }
        let perTest = report.hitTests == 0 ? 0 : Double(report.viewsVisited) / Double(report.hitTests)
        text += "hit tests:  \(report.hitTests), views asked per hit test \(String(format: "%.1f", perTest)) of \(report.views) views\n"
        let s = report.summary
        text +=
            "summary:    steps \(s.steps), deliveries \(s.deliveries), unhandled \(s.unhandled), drops \(s[.drops]), skips \(s[.skips]), outputs \(s[.outputs]), notices \(s.notices)\n"
        text += "peak resident memory: \(peakResidentMemory())\n"
        if let note = debugBuildNote { text += note }
        try environment.writeOutput(text)
        return .success
    }

    /// VmHWM from /proc/self/status (Linux), or "unknown".
    static func peakResidentMemory() -> String {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return "unknown" }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
            return String(format: "%.1f MB", Double(kilobytes) / 1024)
        }
        return "unknown"
    }

    /// A warning under the figures of a debug build, which runs 20 to 65 times slower than a
    /// release build; nil in a release build.
    static var debugBuildNote: String? {
        #if DEBUG
            "note: this is a debug build, 20 to 65 times slower than release; "
                + "time a release build: swift run -c release responder-sim bench SCENE\n"
        #else
            nil
        #endif
    }

}
