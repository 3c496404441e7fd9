import ResponderSimCore

/// A JUnit XML report of a scene test run (`responder-sim test --junit FILE`), in the common
/// form CI systems read: one `<testsuite>` with a `<testcase>` per scene file, holding a
/// `<failure>` (a trace differs), an `<error>` (the scene is invalid or cannot be read) or a
/// `<skipped>` (no `expect:` block). Each test case has its `classname` (the scene's folder),
/// its `file`, the `line` of a failure, and its `time` in seconds, as measured by the caller.
package enum JUnitReport {
    /// One scene's entry.
    package struct Case: Sendable {
        /// The scene file's path, as the run found it (`-`: standard input, named `<stdin>`).
        package var path: String
        /// How the scene's test went.
        package var result: SceneTestResult
        /// The seconds its run took.
        package var seconds: Double
        /// Creates an entry.
        package init(path: String, result: SceneTestResult, seconds: Double = 0) {
            self.path = path
            self.result = result
            self.seconds = seconds
        }
    }

    /// The whole report as an XML document; `seconds` is the run's wall time (the sum of the
    /// cases' times when nil).
    package static func xml(suite name: String, cases: [Case], seconds: Double? = nil) -> String {
        var failures = 0
        var errors = 0
        var skipped = 0
        for entry in cases {
            switch entry.result {
            case .failed: failures += 1
            case .invalid, .unreadable: errors += 1
            case .skipped: skipped += 1
            case .passed: break
            }
        }
        let total = seconds ?? cases.reduce(0) { $0 + $1.seconds }
        let counts =
            "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\" time=\"\(time(total))\""
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<testsuites name=\"\(escape(name))\" \(counts)>\n"
        text += "  <testsuite name=\"\(escape(name))\" \(counts)>\n"
        for entry in cases {
            // Standard input is `<stdin>` here as in every line of the run.
            let path = entry.path == "-" ? FileError.standardInputName : entry.path
            let (folder, file) = split(path)
            var head = "    <testcase name=\"\(escape(file))\" classname=\"\(escape(folder))\" file=\"\(escape(path))\""
            if case .failed(_, _, _, let fileLine?, _) = entry.result { head += " line=\"\(fileLine)\"" }
            head += " time=\"\(time(entry.seconds))\""
            switch entry.result {
            case .passed:
                text += head + "/>\n"
            case .skipped:
                text += head + ">\n      <skipped message=\"no expect: block\"/>\n    </testcase>\n"
            case .invalid(let rendered):
                let message = rendered.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? "invalid scene"
                text += head + ">\n"
                text += "      <error type=\"invalid-scene\" message=\"\(escape(message))\">\(escape(rendered))</error>\n"
                text += "    </testcase>\n"
            case .unreadable(let error):
                text += head + ">\n"
                text += "      <error type=\"unreadable\" message=\"\(escape("\(error)"))\"/>\n"
                text += "    </testcase>\n"
            case .failed(let expected, let actual, let line, _, _):
                let diff = ExpectationCheck.unifiedDiff(expected: expected, actual: actual).joined(separator: "\n")
                text += head + ">\n"
                text += "      <failure type=\"trace-mismatch\" message=\"first difference at trace line \(line)\">"
                text += escape(diff + "\n") + "</failure>\n"
                text += "    </testcase>\n"
            }
        }
        text += "  </testsuite>\n</testsuites>\n"
        return text
    }

    /// Text made safe for XML content and attribute values (see ``XMLText/escape(_:)``).
    package static func escape(_ text: String) -> String { XMLText.escape(text) }

    /// Seconds with three decimals, as JUnit writes them.
    static func time(_ seconds: Double) -> String {
        let milliseconds = Int((max(0, seconds) * 1000).rounded())
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// `Scenes/core/h1.scene` → (`Scenes/core`, `h1.scene`); a file without a folder is in `.`.
    static func split(_ path: String) -> (folder: String, file: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        return (String(path[..<slash]), String(path[path.index(after: slash)...]))
    }
}
