import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// README.md, Trace formats: JSON Lines: the JSON Lines trace, key by key, and the text helpers it is built with.
@Suite struct JSONLinesTests {
    static let scene = """
        scene: JSON
        delegate:
          handles: [ended]
        window:
          window: main
          frame: [0, 0, 320, 480]
          subviews:
            - view: canvas
              frame: [10.5, 20, 200, 200]
              passes-on: [began]
              subviews:
                - view: dot
                  frame: [0, 0, 10, 10]
                  user-interaction: no
        script:
          - 0.1 down t"1\\ 50 60
          - 0.25 up t"1\\ 50.25 60
          - 0.3 down t2 500 500
        """

    /// The trace of ``scene``, line by line.
    static func lines(explain: Bool = false) throws -> [String] {
        let scene = try #require(SceneTesting.scene(Self.scene))
        var writer = JSONLinesWriter(output: "", explain: explain)
        var simulator = Simulator(scene: scene, options: SimulationOptions(explain: explain))
        simulator.run(into: &writer)
        return writer.output.split(separator: "\n").map(String.init)
    }

    /// The JSON Lines keys (README.md, Trace formats) with the recognizer additions: the recognizer lists after
    /// `hitTests`, `controls` after `deliveries`, `seq` on every record with a compact line,
    /// `origin` on deliveries, and the summary's new counts.
    @Test func stepsHaveExactlyTheKeysOfTheSpecInItsOrder() throws {
        let lines = try Self.lines()
        #expect(lines.count == 4)
        #expect(
            lines[0]
                == #"{"step":1,"time":0.1,"kind":"touches","changes":[{"touch":"t\"1\\","phase":"began","point":[50,60]}],"#
                + #""hitTests":[{"touch":"t\"1\\","window":"main","view":"canvas","path":["main","canvas"]}],"#
                + #""gestureInputs":[],"gestures":[],"holds":[],"releases":[],"discards":[],"#
                + #""deliveries":[{"seq":1,"responder":"canvas","role":"view","event":"touches","method":"touchesBegan","touches":["t\"1\\"],"#
                + #""all":[{"touch":"t\"1\\","phase":"began"}],"locations":{"t\"1\\":[39.5,40]},"tapCounts":{"t\"1\\":1},"#
                + #""origin":"event","result":"forwarded"},{"seq":2,"responder":"main","role":"window","event":"touches","method":"touchesBegan","#
                + #""touches":["t\"1\\"],"all":[{"touch":"t\"1\\","phase":"began"}],"locations":{"t\"1\\":[50,60]},"#
                + #""tapCounts":{"t\"1\\":1},"origin":"event","result":"forwarded"},{"seq":3,"responder":"UIApplication","#
                + #""role":"application","event":"touches","method":"touchesBegan","touches":["t\"1\\"],"all":[{"touch":"t\"1\\","phase":"began"}],"#
                + #""locations":{"t\"1\\":[50,60]},"tapCounts":{"t\"1\\":1},"origin":"event","result":"forwarded"},"#
                + #"{"seq":4,"responder":"AppDelegate","role":"delegate","event":"touches","method":"touchesBegan","touches":["t\"1\\"],"#
                + #""all":[{"touch":"t\"1\\","phase":"began"}],"locations":{"t\"1\\":[50,60]},"tapCounts":{"t\"1\\":1},"#
                + #""origin":"event","result":"unhandled"}],"controls":[],"drops":[],"skips":[],"outputs":[],"#
                + #""firstResponder":[],"actions":[],"menu":[],"ignored":[],"scrolls":[],"cells":[]}"#)
        #expect(
            lines[1].hasPrefix(
                #"{"step":2,"time":0.25,"kind":"touches","changes":[{"touch":"t\"1\\","phase":"ended","point":[50.25,60]}],"#
                    + #""hitTests":[],"#))
        #expect(
            lines[1].hasSuffix(
                #""locations":{"t\"1\\":[50.25,60]},"tapCounts":{"t\"1\\":1},"origin":"event","result":"handled"}],"#
                    + #""controls":[],"drops":[],"skips":[],"outputs":[],"#
                    + #""firstResponder":[],"actions":[],"menu":[],"ignored":[],"scrolls":[],"cells":[]}"#))
        #expect(
            lines[2]
                == #"{"step":3,"time":0.3,"kind":"touches","changes":[{"touch":"t2","phase":"began","point":[500,500]}],"#
                + #""hitTests":[{"touch":"t2","window":null,"view":null,"path":[]}],"#
                + #""gestureInputs":[],"gestures":[],"holds":[],"releases":[],"discards":[],"deliveries":[],"controls":[],"#
                + #""drops":[{"seq":1,"touch":"t2","reason":"no-window","view":null}],"skips":[],"outputs":[],"#
                + #""firstResponder":[],"actions":[],"menu":[],"ignored":[],"scrolls":[],"cells":[]}"#)
        #expect(
            lines[3]
                == #"{"kind":"summary","steps":3,"deliveries":8,"drops":1,"skips":0,"unhandled":1,"outputs":0,"notices":0,"#
                + #""gestures":0,"controls":0,"holds":0,"releases":0,"discards":0,"firstResponder":0,"sends":0,"asks":0,"#
                + #""performs":0,"noTargets":0,"commands":0,"menus":0,"ignored":0,"scrolls":0,"cells":0}"#)
    }

    @Test func explainListsEveryVisitedViewWithItsVerdict() throws {
        let first = try #require(try Self.lines(explain: true).first)
        #expect(
            first.contains(
                #""path":["main","canvas"],"visited":[{"view":"main","verdict":"hit"},{"view":"canvas","verdict":"hit"},{"view":"dot","verdict":"interaction-disabled"}]}]"#
            ))
    }

    @Test func everyLineIsJSONThatReadsBackToTheSameValues() throws {
        for line in try Self.lines(explain: true) {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
            #expect(object is [String: Any], "\(line)")
        }
    }

    @Test func stringsEscapeQuotesBackslashesAndEveryControlCharacter() throws {
        let text = "a\"b\\c\nd\re\tf\u{1}g\u{1F}h é ☕ \u{7F}"
        var line = TraceLine()
        line.appendJSONString(text)
        #expect(line.string == #""a\"b\\c\nd\re\tf\u0001g\u001fh é ☕ "# + "\u{7F}\"")
        let decoded = try JSONSerialization.jsonObject(with: Data(line.string.utf8), options: .fragmentsAllowed)
        #expect(decoded as? String == text)
    }

    @Test func numbersHaveAtMostSixDecimalsAndNoTrailingZeros() {
        func decimal(_ value: Double) -> String {
            var line = TraceLine()
            line.appendDecimal(value)
            return line.string
        }
        #expect(decimal(0) == "0")
        #expect(decimal(-0.0) == "0")
        #expect(decimal(105) == "105")
        #expect(decimal(105.5) == "105.5")
        #expect(decimal(-0.000001) == "-0.000001")
        #expect(decimal(100.0 / 3) == "33.333333")
        #expect(decimal(0.0000004) == "0")
        #expect(decimal(-12.0300) == "-12.03")
        #expect(decimal(1_000_000_007.25) == "1000000007.25")
        #expect(NumberFormatting.seconds(350_000) == "0.35")
        #expect(NumberFormatting.seconds(-2_000_050) == "-2.00005")
        var line = TraceLine()
        line.append(-42)
        line.append(UInt8(ascii: " "))
        line.append(0)
        #expect(line.string == "-42 0")
    }
}
