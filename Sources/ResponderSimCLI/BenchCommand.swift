import Foundation
import ResponderSim

/// `responder-sim bench SCENE [--repeat K] [--formats LIST]`: figures, not pass/fail.
enum BenchCommand {
    static let options = [
        OptionSpec(names: ["--repeat", "-r"], takesValue: true),
        OptionSpec(names: ["--formats"], takesValue: true),
    ]

    static func run(_ arguments: [String], _ environment: ToolEnvironment) throws -> ExitCode {
        let parsed = try ParsedArguments.parse(arguments, specs: options, command: "bench")
        guard parsed.positionals.count == 1, let path = parsed.positionals.first else {
            throw UsageError(message: "'bench' takes one scene file")
        }
        var count = 5
        if let text = parsed.values["--repeat"] {
            guard let value = Int(text), value >= 1, value <= 10_000 else {
                throw UsageError(message: "'--repeat' needs a whole number from 1 to 10000, got '\(text)'")
            }
            count = value
        }
        var formats = Benchmark.formatNames
        if let text = parsed.values["--formats"] {
            formats = text == "none" ? [] : text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            if let unknown = formats.first(where: { !Benchmark.formatNames.contains($0) }) {
                throw UsageError(
                    message: "'--formats' takes a comma-separated list of compact, json and text (or none), got '\(unknown)'")
            }
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError(message: "cannot read '\(path)': no such file")
        }
        let report: BenchmarkReport
        do {
            report = try Benchmark.run(SourceFile(path: path, bytes: [UInt8](data)), repeat: count, formats: formats)
        } catch let error as SceneLoadError {
            environment.writeError(error.rendered)
            return .invalidScene
        }
        func rate(_ amount: Int, _ seconds: Double) -> String {
            let perSecond = Double(amount) / max(seconds, 1e-9)
            return perSecond >= 1e6 ? String(format: "%.2f M/s", perSecond / 1e6) : String(format: "%.0f /s", perSecond)
        }
        var text = "scene: \(path)\n"
        text += String(
            format: "parse:      %8.1f ms  %7.1f MB/s  (%.1f MB, best of %d)\n", report.parseSeconds * 1e3,
            Double(report.sourceBytes) / 1e6 / max(report.parseSeconds, 1e-9), Double(report.sourceBytes) / 1e6, count)
        text += String(format: "simulate:   %8.1f ms  ", report.simulateSeconds * 1e3)
        text +=
            "events \(rate(report.steps, report.simulateSeconds)), deliveries \(rate(report.deliveries, report.simulateSeconds))  (counting sink, best of \(count))\n"
        for entry in report.formatSeconds {
            text +=
                (entry.format + ":").padding(toLength: 10, withPad: " ", startingAt: 0)
                + String(format: "  %8.1f ms  ", entry.seconds * 1e3)
            text +=
                "events \(rate(report.steps, entry.seconds)), deliveries \(rate(report.deliveries, entry.seconds)), \(String(format: "%.1f", Double(entry.bytes) / 1e6)) MB written\n"
        }
        let perTest = report.hitTests == 0 ? 0 : Double(report.viewsVisited) / Double(report.hitTests)
        text += "hit tests:  \(report.hitTests), views asked per hit test \(String(format: "%.1f", perTest)) of \(report.views) views\n"
        let s = report.summary
        text +=
            "summary:    steps \(s.steps), deliveries \(s.deliveries), unhandled \(s.unhandled), drops \(s.drops), skips \(s.skips), outputs \(s.outputs), notices \(s.notices)\n"
        text += "peak resident memory: \(peakResidentMemory())\n"
        environment.writeOutput(text)
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
}
