import Foundation
import ResponderSim

/// `responder-sim test [PATH...] [--update] [--filter TEXT] [--junit FILE] [-j N]`: scenes as
/// regression tests (SCENE.md §6). The running, comparing and rewriting live in the library
/// (``SceneTestRunner``, ``ExpectBlockRewriter``, ``JUnitReport``); this prints the report.
enum TestCommand {
    static let command = Command(
        name: "test", abstract: "run scenes with expect: blocks and compare their traces",
        discussion: """
            Runs every scene with an expect: block under PATH (files, or folders searched
            recursively for *.scene) and compares its compact trace line by line. A mismatch
            prints the scene, the first differing line and a unified diff; an invalid scene
            prints its error. The last line reads 'N passed, M failed' (', K skipped' for scenes
            without expect:). Exit 0 when all pass, 1 when any failed or was invalid.

            """,
        arguments: [.init(name: "PATH", count: .zeroOrMore, help: "scene files and folders (default: Scenes)")],
        options: [
            .init(
                names: ["--update"],
                help: "rewrite the expect: block of each failing scene with its actual trace, leaving the rest of the file as it was"),
            .init(names: ["--filter"], values: ["TEXT"], help: "run only the scenes whose path contains TEXT"),
            .init(names: ["--junit"], values: ["FILE"], help: "also write a JUnit XML report to FILE"),
            .init(
                names: ["--jobs", "-j"], values: ["N"],
                help: "run N scenes at a time (default: one per core); the report's order does not depend on it"),
        ],
        examples: [
            .init(line: "responder-sim test", meaning: "every scene under Scenes/"),
            .init(line: "responder-sim test Scenes/core --junit report.xml", meaning: "one folder, with a report for CI"),
        ],
        run: run)

    static func run(_ invocation: Invocation, _ environment: ToolEnvironment) throws -> ExitCode {
        let roots = invocation.arguments.isEmpty ? ["Scenes"] : invocation.arguments
        let update = invocation.flag("--update")
        var jobs = ProcessInfo.processInfo.activeProcessorCount
        if let text = invocation.value("--jobs") {
            guard let number = Int(text), number >= 1 else {
                throw UsageError(message: "'-j' needs a whole number of jobs, at least 1; found '\(text)'")
            }
            jobs = number
        }
        var paths: [String] = []
        var seen: Set<String> = []
        for path in SceneTestRunner.findScenes(in: roots) where seen.insert(path).inserted {
            if let filter = invocation.value("--filter"), !path.contains(filter) { continue }
            paths.append(path)
        }

        let paint = Painter(enabled: environment.useColor)
        var output = BufferedOutput(environment.writeOutput)
        var passed = 0
        var failed = 0
        var skipped = 0
        var updated = 0
        var cases: [JUnitReport.Case] = []
        SceneTestRunner.runAll(paths, jobs: jobs) { index, result in
            let path = paths[index]
            if invocation.value("--junit") != nil { cases.append(JUnitReport.Case(path: path, result: result)) }
            switch result {
            case .passed:
                passed += 1
                output.write(paint("pass ", "32") + " \(path)\n")
            case .skipped:
                skipped += 1
                output.write(paint("skip ", "33") + " \(path) (no expect: block)\n")
            case .invalid(let rendered):
                failed += 1
                output.write(paint("ERROR", "1;31") + " \(path): invalid scene\n")
                output.write(indented(rendered))
            case .failed(let expected, let actual, let line):
                failed += 1
                output.write(paint("FAIL ", "1;31") + " \(path)\n")
                output.write(report(expected: expected, actual: actual, line: line, paint: paint))
                if update {
                    switch SceneTestRunner.updateExpectation(at: path, to: actual) {
                    case .updated(let removed, let added):
                        updated += 1
                        output.write(
                            "      " + paint("updated", "36")
                                + " \(path): expect: block rewritten, \(count(removed.count, "line")) removed, \(added.count) added\n")
                    case .notUpdated(let reason):
                        output.write("      " + paint("not updated", "1;31") + " \(path): \(reason)\n")
                    }
                }
            }
            output.flush()
        }
        if paths.isEmpty {
            output.write("no scene files found in \(roots.joined(separator: ", "))")
            output.write(invocation.value("--filter").map { " whose path contains '\($0)'\n" } ?? "\n")
        }
        if update && updated > 0 {
            output.write("updated \(count(updated, "scene")); run 'responder-sim test' again to check them\n")
        }
        var last = "\(passed) passed, \(failed) failed"
        if skipped > 0 { last += ", \(skipped) skipped" }
        output.write(last + "\n")
        try output.finish()

        if let file = invocation.value("--junit") {
            let xml = JUnitReport.xml(suite: "responder-sim test", cases: cases)
            guard FileManager.default.createFile(atPath: file, contents: Data(xml.utf8)) else {
                throw UsageError(message: "cannot write the JUnit report to '\(file)'")
            }
        }
        return failed > 0 ? .failure : .success
    }

    /// The first differing line and a unified diff, indented under the FAIL line.
    static func report(expected: [String], actual: [String], line: Int, paint: Painter) -> String {
        func at(_ lines: [String]) -> String { line <= lines.count ? lines[line - 1] : "(end of trace)" }
        var text = "      first difference at trace line \(line):\n"
        text += "        expected: \(at(expected))\n"
        text += "        actual:   \(at(actual))\n"
        for diffLine in ExpectationCheck.unifiedDiff(expected: expected, actual: actual) {
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
