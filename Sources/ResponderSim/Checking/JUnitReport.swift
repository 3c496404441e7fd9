/// A JUnit XML report of a scene test run (`responder-sim test --junit FILE`), in the common
/// form CI systems read: one `<testsuite>` with a `<testcase>` per scene file, holding a
/// `<failure>` (a trace differs), an `<error>` (the scene is invalid) or a `<skipped>`
/// (no `expect:` block). No times are written, so the report is the same for every run.
public enum JUnitReport {
    /// One scene's entry.
    public struct Case: Sendable {
        /// The scene file's path, as the run found it.
        public var path: String
        /// How the scene's test went.
        public var result: SceneTestResult
        /// Creates an entry.
        public init(path: String, result: SceneTestResult) {
            self.path = path
            self.result = result
        }
    }

    /// The whole report as an XML document.
    public static func xml(suite name: String, cases: [Case]) -> String {
        var failures = 0
        var errors = 0
        var skipped = 0
        for entry in cases {
            switch entry.result {
            case .failed: failures += 1
            case .invalid: errors += 1
            case .skipped: skipped += 1
            case .passed: break
            }
        }
        let counts = "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\""
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<testsuites name=\"\(escape(name))\" \(counts)>\n"
        text += "  <testsuite name=\"\(escape(name))\" \(counts)>\n"
        for entry in cases {
            let (folder, file) = split(entry.path)
            let head = "    <testcase name=\"\(escape(file))\" classname=\"\(escape(folder))\" file=\"\(escape(entry.path))\""
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
            case .failed(let expected, let actual, let line):
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
    public static func escape(_ text: String) -> String { XMLText.escape(text) }

    /// `Scenes/core/h1.scene` → (`Scenes/core`, `h1.scene`).
    static func split(_ path: String) -> (folder: String, file: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[..<slash]), String(path[path.index(after: slash)...]))
    }
}
