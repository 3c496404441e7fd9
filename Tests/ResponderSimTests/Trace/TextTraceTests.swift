import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// README.md, Trace formats: the text format: the text trace's delivery columns line up, whatever the names' lengths.
@Suite struct TextTraceTests {
    static func text(_ scene: String) throws -> String {
        let scene = try #require(SceneTesting.scene(scene))
        var writer = TextWriter(output: "")
        var simulator = Simulator(scene: scene)
        simulator.run(into: &writer)
        return writer.output
    }

    @Test func deliveryColumnsLineUpInCharactersWithIdsBeyondASCII() throws {
        let text = try Self.text(
            """
            window:
              window: main
              frame: [0, 0, 320, 480]
              subviews:
                - view: a
                  frame: [0, 0, 100, 100]
                  handles: all
                - view: longerName
                  frame: [100, 0, 100, 100]
                  handles: all
            script:
              - 0 down t1 10 10
              - 0 down tée☕ 150 10
            """)
        let calls = text.split(separator: "\n").filter { $0.contains(".touchesBegan") }
        #expect(calls.count == 2)
        let columns = calls.map { line in line.distance(from: line.startIndex, to: line.firstIndex(of: "(") ?? line.endIndex) }
        #expect(columns.count == 2 && columns[0] == columns[1], "\(calls)")
        #expect(calls.first?.hasPrefix("                a.touchesBegan           [t1]    (10, 10)") == true, "\(calls)")
        #expect(calls.last?.hasPrefix("                longerName.touchesBegan  [tée☕]  (50, 10)") == true, "\(calls)")
    }
}
