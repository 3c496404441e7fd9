import Foundation
import ResponderSim

/// `responder-sim test [PATH...] [--update] [--record] [--filter TEXT] [--junit FILE] [-j N]`: scenes as
/// regression tests (Scenes/README.md, Expectations). The running, comparing and rewriting live in the library
/// (``SceneTestRunner``, ``ExpectBlockRewriter``, ``JUnitReport``); this prints the report.
enum TestCommand {
    static let command = Command(
        name: "test", abstract: "run scenes with expect: blocks and compare their traces",
        discussion: """
            Runs every scene with an expect: block under PATH (files, or folders searched
            recursively for *.scene; '-' reads one scene from standard input) and compares its
            compact trace line by line. A mismatch prints the scene, then FILE:LINE of the first
            differing expect: line (where editors jump), both lines and a unified diff; an
            invalid scene prints its error. The last line reads 'N passed, M failed'
            (', K skipped' for scenes without expect:). A line that no run of the scene can
            print (a misspelt method such as touchesBegun, an unknown responder) is reported as
            such, at its own line. Standard input is called <stdin>.

            With --update, each failing scene's expect: block is rewritten with its actual
            trace and checked again; when every failing scene was rewritten and now passes, the
            run exits 0 (as snapshot tools do after an update). A trailing comment of a rewritten
            line is kept.

            Exit 0 when all pass, 1 when any failed, 3 when any was invalid, 2 when a file cannot
            be read, no scene was selected, or every selected scene was skipped (it has no
            expect: block: give it one with --record) and none was recorded.

            """,
        arguments: [.init(name: "PATH", count: .zeroOrMore, help: "scene files and folders (default: Scenes)")],
        options: [update.option, record.option, filter.option, junit.option, jobs.option],
        examples: [
            .init(line: "responder-sim test", meaning: "every scene under Scenes/"),
            .init(line: "responder-sim test Scenes/core --junit report.xml", meaning: "one folder, with a report for CI"),
        ],
        run: run)

    static let update = FlagOption(
        ["--update"], help: "rewrite the expect: block of each failing scene with its actual trace, leaving the rest of the file as it was")
    static let record = FlagOption(
        ["--record"], help: "give each scene without an expect: block a first one: its actual trace, added at the end of the file")
    static let filter = TypedOption(
        Command.Option(names: ["--filter"], values: ["TEXT"], help: "run only the scenes whose path contains TEXT"))
    static let junit = TypedOption(
        Command.Option(
            names: ["--junit"], values: ["FILE"],
            help: "also write a JUnit XML report to FILE ('-': standard output), with each scene's folder as its classname and its time"
        ))
    static let jobs = TypedOption<Int>(
        option: .init(
            names: ["--jobs", "-j"], values: ["N"],
            help: "run N scenes at a time (default: one per core); the report's order does not depend on it")
    ) { (words: [String]) throws(UsageError) -> Int in
        let text = words.first ?? ""
        guard let number = Int(text), number >= 1 else {
            throw UsageError(message: "'-j' needs a whole number of jobs, at least 1; found '\(text)'")
        }
        return number
    }

    static func run(_ invocation: Invocation, _ environment: ToolEnvironment) async throws -> ExitCode {
        let roots = invocation.arguments.isEmpty ? ["Scenes"] : invocation.arguments
        let update = invocation.isSet(Self.update)
        let jobs = try invocation.value(of: Self.jobs) ?? ProcessInfo.processInfo.activeProcessorCount
        let filter = try invocation.value(of: Self.filter)
        var paths: [String] = []
        var seen: Set<String> = []
        let found: [String]
        do {
            found = try SceneTestRunner.findScenes(in: roots)
        } catch {
            guard invocation.arguments.isEmpty else { throw error }
            throw UsageError(
                message: "no PATH given, and the default folder 'Scenes' cannot be read (\(error.reason)); "
                    + "run it in the package's folder, or name scene files or folders")
        }
        for path in found where seen.insert(path).inserted {
            if let filter, !path.contains(filter) { continue }
            paths.append(path)
        }
        guard !paths.isEmpty else {
            var message = "no scene files found in \(roots.map(TerminalText.escaped).joined(separator: ", "))"
            if let filter { message += " whose path contains '\(TerminalText.escaped(filter))'" }
            throw UsageError(message: message)
        }
        let junit = try invocation.value(of: Self.junit).map(Destination.init)
        let record = invocation.isSet(Self.record)

        let paint = Painter(enabled: environment.useColor)
        let output = try Destination(nil).open(environment)
        var counts = (passed: 0, failed: 0, invalid: 0, skipped: 0, unreadable: 0, updated: 0, fixed: 0)
        var cases: [JUnitReport.Case] = []
        let clock = ContinuousClock()
        let begun = clock.now
        await SceneTestRunner.runAll(paths, jobs: jobs, clock: clock, standardInput: environment.standardInput) { index, result, time in
            let path = paths[index]
            let shown = path == "-" ? FileError.standardInputName : TerminalText.escaped(path)
            if junit != nil { cases.append(JUnitReport.Case(path: path, result: result, seconds: seconds(time))) }
            switch result {
            case .passed:
                counts.passed += 1
                output.write(paint("pass ", "32") + " \(shown)\n")
            case .skipped:
                counts.skipped += 1
                output.write(paint("skip ", "33") + " \(shown) (no expect: block)\n")
                if record {
                    let outcome = SceneTestRunner.recordExpectation(at: path)
                    if case .updated = outcome { counts.updated += 1 }
                    output.write(describe(outcome, of: shown, recorded: true, paint: paint))
                }
            case .invalid(let rendered):
                counts.failed += 1
                counts.invalid += 1
                output.write(paint("ERROR", "1;31") + " \(shown): invalid scene\n")
                output.write(indented(rendered))
            case .unreadable(let error):
                counts.unreadable += 1
                output.write(paint("ERROR", "1;31") + " \(shown): \(error.reason)\n")
            case .failed(let expected, let actual, let line, let fileLine, let impossible):
                counts.failed += 1
                output.write(paint("FAIL ", "1;31") + " \(shown)\n")
                if let impossible {
                    output.write(
                        (impossible.fileLine.map { "\(shown):\($0): " } ?? "      ")
                            + "expect: line \(impossible.item) can never appear in this scene's trace: "
                            + TerminalText.escaped(impossible.reason) + "\n"
                            + "        \(TerminalText.escaped(impossible.text))\n")
                }
                let place = fileLine.map { "\(shown):\($0): " }
                output.write(report(expected: expected, actual: actual, line: line, place: place, paint: paint))
                if update {
                    let outcome = SceneTestRunner.updateExpectation(at: path, to: actual)
                    if case .updated = outcome {
                        counts.updated += 1
                        // Checked again: the rewritten block must pass.
                        if case .passed = SceneTestRunner.run(path) { counts.fixed += 1 }
                    }
                    output.write(describe(outcome, of: shown, recorded: false, paint: paint))
                }
            }
            output.flush()
        }
        let allFixed = update && counts.fixed > 0 && counts.fixed == counts.failed && counts.invalid == 0
        if counts.updated > 0 && !update {
            output.write("recorded \(count(counts.updated, "scene")); run 'responder-sim test' again to check them\n")
        } else if counts.updated > 0 {
            output.write("updated \(count(counts.updated, "scene")), \(counts.fixed) of them now passing\n")
        }
        var last = "\(counts.passed + (allFixed ? counts.fixed : 0)) passed, "
        last += "\(counts.failed - (allFixed ? counts.fixed : 0) + counts.unreadable) failed"
        if counts.skipped > 0 { last += ", \(counts.skipped) skipped" }
        output.write(last + "\n")
        // Nothing tested and nothing recorded: not green (a CI job on un-recorded scenes).
        let everySkipped = counts.skipped == paths.count && counts.updated == 0
        if everySkipped {
            var hint = "no scene has an expect: block, so nothing was tested"
            if record {
                hint += ", and none could be recorded"
            } else if paths.allSatisfy({ $0 == "-" }) {
                hint += "; standard input cannot be recorded: give the scene an expect: block "
                hint += "(its lines are what 'responder-sim run - -f compact' prints)"
            } else if invocation.arguments.isEmpty && filter == nil {
                hint += "; 'responder-sim test --record' gives each one its current trace"
            } else {
                hint += "; the same command with --record gives each one its current trace"
            }
            output.write(hint + "\n")
        }
        try output.close()

        if let junit {
            let xml = JUnitReport.xml(suite: "responder-sim test", cases: cases, seconds: seconds(begun.duration(to: clock.now)))
            try junit.write(xml, environment)
        }
        if counts.unreadable > 0 || everySkipped { return .usage }
        if counts.invalid > 0 { return .invalidScene }
        return counts.failed > 0 && !allFixed ? .failure : .success
    }

    /// A duration in seconds.
    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// The line under a scene's verdict that says how `--update` or `--record` went.
    static func describe(_ outcome: SceneTestRunner.UpdateOutcome, of shown: String, recorded: Bool, paint: Painter) -> String {
        switch outcome {
        case .updated(_, let added) where recorded:
            let block = added.isEmpty ? "expect: [] added (the trace is empty)" : "expect: block added, \(count(added.count, "line"))"
            return "      " + paint("recorded", "36") + " \(shown): \(block)\n"
        case .updated(let removed, let added):
            return "      " + paint("updated", "36")
                + " \(shown): expect: block rewritten, \(count(removed.count, "line")) removed, \(added.count) added\n"
        case .notUpdated(let reason):
            return "      " + paint("not updated", "1;31") + " \(shown): \(TerminalText.escaped(reason))\n"
        }
    }

    /// The first differing line and a unified diff under the FAIL line; `place` (`FILE:LINE: `,
    /// where that `expect:` line is written) starts the first line at the margin, where
    /// editors recognise it.
    static func report(expected: [String], actual: [String], line: Int, place: String?, paint: Painter) -> String {
        func at(_ lines: [String]) -> String { line <= lines.count ? TerminalText.escaped(lines[line - 1]) : "(end of trace)" }
        var text = (place ?? "      ") + "first difference at trace line \(line):\n"
        text += "        expected: \(at(expected))\n"
        text += "        actual:   \(at(actual))\n"
        for escapedLine in ExpectationCheck.unifiedDiff(expected: expected, actual: actual) {
            let diffLine = TerminalText.escaped(escapedLine)
            let painted: String
            if diffLine.hasPrefix("---") || diffLine.hasPrefix("+++") {
                painted = paint(diffLine, "1")
            } else if diffLine.hasPrefix("@@") {
                painted = paint(diffLine, "36")
            } else if diffLine.hasPrefix("-") {
                painted = paint(diffLine, "31")
            } else if diffLine.hasPrefix("+") {
                painted = paint(diffLine, "32")
            } else {
                painted = diffLine
            }
            text += "      " + painted + "\n"
        }
        return text
    }

    /// Each line of `text` indented by six spaces.
    static func indented(_ text: String) -> String {
        var result = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0) {
            result += line.isEmpty ? "\n" : "      " + line + "\n"
        }
        return result
    }

    static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
}

/// ANSI colours, or plain text when they are off.
struct Painter {
    var enabled: Bool
    func callAsFunction(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
