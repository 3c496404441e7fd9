/// Renders diagnostics the way editors recognise them:
///
/// ```
/// Scenes/tap.scene:4:3: error: unknown key 'frmae'
///    4 |   frmae: [0, 0, 100, 44]
///      |   ^~~~~ did you mean 'frame'?
/// ```
public enum DiagnosticRenderer {
    /// One diagnostic with its source line and caret, ending in a newline.
    public static func render(_ diagnostic: Diagnostic, in source: SourceFile) -> String {
        render(diagnostic, path: source.path, line: source.lineText(diagnostic.location.line))
    }

    /// One diagnostic of the file at `path` whose line reads `line` (nil when there is none).
    public static func render(_ diagnostic: Diagnostic, path: String, line: String?) -> String {
        let location = diagnostic.location
        var text = "\(path):\(location.line):\(location.column): error: \(diagnostic.message)\n"
        guard let line else { return text }
        let shown = String(line.prefix(240))
        let number = String(location.line)
        let gutter = String(repeating: " ", count: max(4, number.count + 1))
        let paddedNumber = String(repeating: " ", count: gutter.count - number.count) + number
        text += "\(paddedNumber) | \(shown)\n"
        let prefixCount = min(location.column - 1, shown.count)
        var caretPrefix = ""
        for character in shown.prefix(prefixCount) {
            caretPrefix.append(character == "\t" ? "\t" : " ")
        }
        let available = max(1, shown.count - prefixCount)
        let underline = "^" + String(repeating: "~", count: max(0, min(diagnostic.length, available) - 1))
        text += "\(gutter) | \(caretPrefix)\(underline)"
        if let hint = diagnostic.hint { text += " \(hint)" }
        text += "\n"
        return text
    }
}
