/// Renders diagnostics the way editors recognise them:
///
/// ```
/// Scenes/tap.scene:4:3: error: unknown key 'frmae'
///    4 |   frmae: [0, 0, 100, 44]
///      |   ^~~~~ did you mean 'frame'?
/// ```
package enum DiagnosticRenderer {
    /// One diagnostic with its source line and caret, ending in a newline.
    package static func render(_ diagnostic: Diagnostic, in source: SourceFile) -> String {
        render(diagnostic, path: source.path, line: source.lineText(diagnostic.location.line))
    }

    /// One diagnostic of the file at `path` whose line reads `line` (nil when there is none).
    /// Control characters in the path, the message, the line and the hint are shown escaped
    /// (``TerminalText``); the caret still points at the character the location names.
    package static func render(_ diagnostic: Diagnostic, path: String, line: String?) -> String {
        let location = diagnostic.location
        var text = "\(TerminalText.escaped(path)):\(location.line):\(location.column): error: \(TerminalText.escaped(diagnostic.message))\n"
        guard let line else { return text }
        let raw = String(line.prefix(240))
        let number = String(location.line)
        let gutter = String(repeating: " ", count: max(4, number.count + 1))
        let paddedNumber = String(repeating: " ", count: gutter.count - number.count) + number
        text += "\(paddedNumber) | \(TerminalText.escaped(raw))\n"
        let prefixCount = min(location.column - 1, raw.count)
        var caretPrefix = ""
        for character in raw.prefix(prefixCount) {
            caretPrefix += character == "\t" ? "\t" : String(repeating: " ", count: width(character))
        }
        let available = max(1, raw.count - prefixCount)
        let underlined = raw.dropFirst(prefixCount).prefix(min(diagnostic.length, available))
        let length = max(1, underlined.reduce(0) { $0 + width($1) })
        let underline = "^" + String(repeating: "~", count: length - 1)
        text += "\(gutter) | \(caretPrefix)\(underline)"
        if let hint = diagnostic.hint { text += " \(TerminalText.escaped(hint))" }
        text += "\n"
        return text
    }

    /// How many characters `character` takes once escaped (one, unless it is a control character).
    private static func width(_ character: Character) -> Int {
        guard character.unicodeScalars.contains(where: TerminalText.isControl) else { return 1 }
        return TerminalText.escaped(String(character)).count
    }
}
