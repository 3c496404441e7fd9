/// One problem found in a scene: a stable id, a message that names the offending key,
/// value or name, where it is, and an optional hint ("did you mean 'frame'?").
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// A stable identifier such as `unknown-key` or `time-goes-back`.
    public package(set) var id: String
    /// A sentence a person understands; it names the offending key, value or name.
    public package(set) var message: String
    /// Where the problem is (1-based line, character column).
    public package(set) var location: SourceLocation
    /// How many characters the caret underline spans (at least 1).
    package var length: Int
    /// A short hint shown after the caret, such as `did you mean 'frame'?`.
    public package(set) var hint: String?

    /// Creates a diagnostic.
    package init(id: String, message: String, at location: SourceLocation, length: Int = 1, hint: String? = nil) {
        self.id = id
        self.message = message
        self.location = location
        self.length = max(1, length)
        self.hint = hint
    }

    public var description: String { "\(location): error: \(message)" }
}

/// The error a scene that cannot be loaded raises: every diagnostic found in one pass
/// (at most ``SceneLimits/maxDiagnostics``), in file order.
public struct SceneLoadError: Error, Sendable {
    /// The file the diagnostics belong to.
    package var source: SourceFile
    /// The diagnostics, in file order (the first ``SceneLimits/maxDiagnostics`` found).
    public package(set) var diagnostics: [Diagnostic]
    /// How many problems were found in all, listed or not.
    public package(set) var total: Int

    /// Creates the error for a file; `total` counts the problems found, when more than listed.
    package init(source: SourceFile, diagnostics: [Diagnostic], total: Int? = nil) {
        self.source = source
        self.diagnostics = diagnostics
        self.total = max(total ?? diagnostics.count, diagnostics.count)
    }

    /// Every diagnostic rendered with its line and caret, the way editors read them, then
    /// `and N more errors` when more were found than listed.
    public var rendered: String {
        let lines = source.lineTexts(Set(diagnostics.map(\.location.line)))
        var text = ""
        for diagnostic in diagnostics {
            text += DiagnosticRenderer.render(diagnostic, path: source.path, line: lines[diagnostic.location.line])
        }
        let more = total - diagnostics.count
        if more > 0 { text += "\(TerminalText.escaped(source.path)): and \(more) more error\(more == 1 ? "" : "s") not listed\n" }
        return text
    }
}
