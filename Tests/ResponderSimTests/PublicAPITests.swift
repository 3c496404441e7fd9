import Foundation
import ResponderSim
import ResponderSimRender
import Testing

/// The library as a user's test target sees it: only `import ResponderSim` (and
/// `import ResponderSimRender` for pictures), no `@testable`.
/// Each test is one use the README's "The library" section shows.
@Suite struct PublicAPITests {
    static let sceneText = """
        scene: A tap on a button inside a card
        window:
          window: main
          frame: [0, 0, 320, 480]
          subviews:
            - view: card
              frame: [20, 100, 280, 200]
              handles: all
              subviews:
                - view: icon
                  frame: [10, 10, 40, 40]
                  handles: all
        script:
          - 0.00 down t1 40 120
          - 0.10 up t1
        expect:
          - icon.touchesBegan [t1] handled
          - icon.touchesEnded [t1] handled

        """

    /// Counts the calls each responder receives: a sink of the user's own.
    struct CallCounter: TraceSink {
        var calls: [String: Int] = [:]
        var reads: StepParts { .deliveries }
        mutating func step(_ step: StepRecord, _ scene: Scene) {
            for delivery in step.deliveries { calls[scene.name(of: delivery.responder), default: 0] += 1 }
        }
    }

    func load() throws -> Scene {
        try SceneLoader.load(SourceFile(path: "card.scene", text: Self.sceneText))
    }

    @Test func aSceneBuiltInCodeIsCheckedAgainstItsExpectation() throws {
        let scene = try load()
        #expect(ExpectationCheck.compactTrace(of: scene) == ["icon.touchesBegan [t1] handled", "icon.touchesEnded [t1] handled"])
        #expect(ExpectationCheck.check(scene) == .passed)
        let icon = try #require(scene.view(named: "icon"))
        #expect(scene.views[icon.index].frame == Rect(10, 10, 40, 40))
    }

    @Test func anInvalidSceneInCodeGetsTheSameErrorsAsAFile() throws {
        let broken = Self.sceneText.replacingOccurrences(of: "frame: [10, 10, 40, 40]", with: "frame: [10, 10, 40]")
        #expect {
            _ = try SceneLoader.load(SourceFile(path: "card.scene", text: broken))
        } throws: { error in
            guard let error = error as? SceneLoadError else { return false }
            return error.diagnostics.map { "\($0.location): \($0.message)" } == ["11:18: 'frame' needs 4 numbers [x, y, w, h], found 3"]
        }
    }

    @Test func aSinkOfTheUsersOwnReceivesEveryStep() throws {
        var simulator = Simulator(scene: try load())
        var counter = CallCounter()
        simulator.run(into: &counter)
        #expect(counter.calls == ["icon": 2])
    }

    /// Reads the lines that are not deliveries, in trace order, and the summary's counts.
    struct LineReader: TraceSink {
        var lines: [String] = []
        var counts: [String: Int] = [:]
        mutating func step(_ step: StepRecord, _ scene: Scene) {
            for entry in step.entries {
                guard let line = step.line(entry) else { continue }
                switch line {
                case .drop(let drop):
                    lines.append(
                        "\(line.seq) drop \(step.name(of: drop.touch)) \(drop.reason.rawValue) \(step.rules(of: entry)?.description ?? "")")
                default: lines.append("\(line.seq) other")
                }
            }
        }
        mutating func end(_ summary: TraceSummary, _ scene: Scene) {
            for (name, count) in summary.lineCounts where count > 0 { counts[name] = count }
        }
    }

    @Test func aSinkOfTheUsersOwnReadsEachLineByKind() throws {
        let outside = Self.sceneText.replacingOccurrences(of: "down t1 40 120", with: "down t1 400 500")
        var simulator = Simulator(scene: try SceneLoader.load(SourceFile(path: "card.scene", text: outside)))
        var reader = LineReader()
        simulator.run(into: &reader)
        #expect(reader.lines == ["1 drop t1 no-window H7"])
        #expect(reader.counts == ["drops": 1])
    }

    @Test func eachTraceFormatWritesIntoAString() throws {
        let scene = try load()
        var compact = ""
        TraceFormat.compact.write(scene, explain: false, into: &compact)
        #expect(compact == "icon.touchesBegan [t1] handled\nicon.touchesEnded [t1] handled\n")
        var json = ""
        TraceFormat.json.write(scene, explain: false, into: &json)
        #expect(json.split(separator: "\n").count == 3)  // two steps and the summary
    }

    @Test func picturesAreTheRenderAndReportCommandsOutput() throws {
        let scene = try load()
        #expect(scene.svgPicture(at: 0).contains("<svg"))
        #expect(scene.htmlReport().hasPrefix("<!DOCTYPE html>"))
    }

    @Test func rulesAreLookedUpById() throws {
        let rule = try #require(Rule.rule("H1"))
        #expect(rule.id == .h1)
    }
}
