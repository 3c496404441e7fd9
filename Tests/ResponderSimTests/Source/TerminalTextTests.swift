import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// Control characters from a file never reach a terminal raw.
@Suite struct TerminalTextTests {
    @Test func escapesControlCharactersAndKeepsTheRest() {
        #expect(TerminalText.escaped("a\u{1B}]0;title\u{07}b") == "a\\u{1B}]0;title\\u{07}b")
        #expect(TerminalText.escaped("\u{1B}[2J\r\u{7F}\u{9B}\u{202E}") == "\\u{1B}[2J\\u{0D}\\u{7F}\\u{9B}\\u{202E}")
        #expect(TerminalText.escaped("tab\tand\nline, café ☕ → ok") == "tab\tand\nline, café ☕ → ok")
        #expect(TerminalText.escaped("\u{00}") == "\\u{00}")
    }

    @Test func aDiagnosticShowsItsLineEscapedWithTheCaretUnderTheSameCharacter() {
        let diagnostic = Diagnostic(
            id: "x", message: "bad name 'm\u{1B}[2J'", at: SourceLocation(line: 2, column: 5), length: 2, hint: "h\u{07}")
        let text = DiagnosticRenderer.render(diagnostic, path: "a\u{1B}.scene", line: "a\u{1B}[2Jxy")
        #expect(
            text == """
                a\\u{1B}.scene:2:5: error: bad name 'm\\u{1B}[2J'
                   2 | a\\u{1B}[2Jxy
                     |          ^~ h\\u{07}

                """)
    }

    @Test func theTextTraceShowsHostileTitlesNotesAndTouchIDsEscaped() throws {
        let text =
            "scene: T\u{1B}[2J\nnotes: |\n  n\u{1B}]0;x\u{07}\nwindow:\n  window: main\n  frame: [0, 0, 320, 480]\n  handles: all\n"
            + "script:\n  - 0 down t\u{1B}[31m 1 1\n  - 1 up t\u{1B}[31m\n"
        let scene = try SceneLoader.load(SourceFile(path: "hostile.scene", text: text))
        var writer = TextWriter(output: "")
        var simulator = Simulator(scene: scene)
        simulator.run(into: &writer)
        #expect(!writer.output.contains("\u{1B}"))
        #expect(!writer.output.contains("\u{07}"))
        #expect(writer.output.hasPrefix("T\\u{1B}[2J\n"))
        #expect(writer.output.contains("  n\\u{1B}]0;x\\u{07}\n"))
        #expect(writer.output.contains("main.touchesBegan  [t\\u{1B}[31m]"))
    }

    @Test func theSummarySaysOneDropNotOneDrops() throws {
        let text =
            "scene: s\nwindow:\n  window: main\n  frame: [0, 0, 320, 480]\n  subviews:\n    - view: pad\n"
            + "      frame: [0, 0, 320, 480]\n      handles: all\nscript:\n  - 0 down t1 1 1\n  - 0.1 down t2 2 2\n  - 1 up t1\n  - 1 up t2\n"
        var writer = TextWriter(output: "")
        var simulator = Simulator(scene: try SceneLoader.load(SourceFile(path: "s.scene", text: text)))
        simulator.run(into: &writer)
        #expect(writer.output.contains("summary: 3 steps, 2 deliveries, 1 drop, 0 skips, 0 unhandled, 0 outputs, 0 notices\n"))
    }
}
