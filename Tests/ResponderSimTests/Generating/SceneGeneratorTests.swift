import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

@Suite struct SceneGeneratorTests {
    private func text(_ generator: SceneGenerator) -> String {
        var text = ""
        generator.write(to: &text)
        return text
    }

    @Test func recognizersGoOnTheirShareOfTheViewsWithoutChangingTheTreeOrTheScript() throws {
        let plain = text(SceneGenerator(views: 200, fanout: 4, touches: 30, seed: 7))
        let withGestures = text(SceneGenerator(views: 200, fanout: 4, touches: 30, seed: 7, recognizerPercent: 25))
        let kept = withGestures.split(separator: "\n").filter { line in
            !line.contains("gestures:") && !GestureKind.declarable.contains { line.contains("- \($0.name): ") }
        }
        #expect(Array(kept.dropFirst()) == Array(plain.split(separator: "\n").dropFirst()))
        let scene = try #require(SceneTesting.scene(withGestures))
        #expect((30...70).contains(scene.recognizers.count))
        // Every kind a scene may declare comes in turn, rotation included.
        #expect(Set(scene.recognizers.map(\.kind)) == Set(GestureKind.declarable))
        var collector = CompactLineCollector()
        var simulator = Simulator(scene: scene)
        simulator.run(into: &collector)
        #expect(collector.lines.contains { $0.hasPrefix("gesture ") })
    }

    @Test func theSameSeedGivesTheSameBytes() {
        let generator = SceneGenerator(views: 50, fanout: 3, touches: 10, seed: 3, recognizerPercent: 10)
        #expect(text(generator) == text(generator))
    }
}
