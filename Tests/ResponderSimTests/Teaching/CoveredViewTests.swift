import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimRender
@testable import ResponderSimTeaching

/// What the touch did not reach, and why: `--explain` and every picture name the view the
/// hit-test view covers at the touch's point (H5, H7), whatever the scene's size.
@Suite struct CoveredViewTests {
    static let overlay = """
        scene: The Buy button under a shimmer
        window:
          window: main
          frame: [0, 0, 320, 480]
          subviews:
            - view: buy
              class: UIButton
              frame: [100, 100, 120, 50]
            - view: shimmer
              frame: [0, 0, 320, 480]
              handles: all
        script:
          - 0.0 down t1 150 120
          - 0.1 up t1
          - 0.2 down t2 10 10
          - 0.3 up t2
        """

    private static func explained(_ text: String) throws -> String {
        let scene = try #require(SceneTesting.scene(text))
        var writer = TextWriter(output: "", explain: true)
        var simulator = Simulator(scene: scene, options: SimulationOptions(explain: true))
        simulator.run(into: &writer)
        return writer.output
    }

    @Test func explainNamesTheButtonAnOverlayCoversInASmallScene() throws {
        let text = try Self.explained(Self.overlay)
        #expect(text.contains("under it: buy would get the touch without shimmer (main ▸ buy; H5)"))
        // t2 lands where nothing lies under the overlay but the window, its ancestor: no line.
        #expect(text.components(separatedBy: "under it:").count == 2)
        #expect(text.contains("  H5   "))
    }

    @Test func explainNamesTheWindowBehindWhenTheViewCoveredIsInAnotherWindow() throws {
        let text = try Self.explained(
            """
            windows:
              - window: back
                frame: [0, 0, 320, 480]
                level: 0
                subviews:
                  - view: list
                    frame: [0, 0, 320, 480]
                    handles: all
              - window: alert
                frame: [0, 0, 320, 480]
                level: 1
                handles: all
            script:
              - 0.0 down t1 50 50
            """)
        #expect(text.contains("under it: list would get the touch without alert (back ▸ list; H7)"))
    }

    @Test func explainGivesEachVisitedViewsVerdictWithItsRule() throws {
        let text = try Self.explained(Self.overlay)
        #expect(text.contains("visit main  hit (H4)"))
        #expect(text.contains("visit   shimmer  hit (H4)"))
    }

    @Test func aSmallPictureNamesTheCoveredView() throws {
        let scene = try #require(SceneTesting.scene(Self.overlay))
        let root = try #require(RenderTesting.parse(Picture(RunRecording(scene: scene)).svg))
        let sentences = GesturePictureTests.legend(root, "t1")
        #expect(sentences.contains { $0.contains("under it: buy would get the touch without shimmer") })
        let outlines = ["rect", "path", "polygon"].flatMap { root.elements($0, withClass: "covered-outline") }
        #expect(outlines.map { $0.attributes["data-view"] } == ["buy"])
    }

    /// The second hit test runs only for a sink that reads the covered view.
    @Test func theCoveredViewIsFoundOnlyForASinkThatReadsIt() throws {
        let scene = try #require(SceneTesting.scene(Self.overlay))
        for (reads, expected) in [(StepParts.hitTests, 0), (StepParts.covered, 2)] {
            var sink = CoveredCounter(reads: reads)
            var simulator = Simulator(scene: scene, options: SimulationOptions(explain: true))
            simulator.run(into: &sink)
            #expect(sink.coveredViews == expected, "reads \(reads.rawValue)")
        }
    }
}

/// Counts the views of the covered paths the engine recorded.
private struct CoveredCounter: TraceSink {
    var reads: StepParts
    var coveredViews = 0
    mutating func step(_ step: StepRecord, _ scene: Scene) {
        coveredViews += step.hitTests.map(\.covered.count).reduce(0, +)
    }
}
