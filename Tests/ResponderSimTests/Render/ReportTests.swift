import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimRender
@testable import ResponderSimTeaching

/// The HTML report is one self-contained page (also well-formed XML) with a step for every
/// step of the trace and an overlay per step; the stepping API it is built on plays exactly
/// the steps `run` plays.
@Suite struct ReportTests {
    @Test(arguments: SVGPictureTests.files)
    func everySceneWritesASelfContainedReportWithEveryStep(path: String) throws {
        let scene = try #require(RenderTesting.load(path))
        let recording = RunRecording(scene: scene)
        let report = recording.report
        #expect(report.hasPrefix("<!DOCTYPE html>"))
        let page = try #require(RenderTesting.parse(report))
        #expect(page.name == "html")

        let items = page.elements("li", withClass: "step")
        #expect(items.map { $0.attributes["data-step"] ?? "?" } == (0...recording.steps.count).map(String.init))
        let overlays = page.elements("g", withClass: "over").compactMap { $0.attributes["data-step"] }
        #expect(overlays == (1...max(1, recording.steps.count)).prefix(recording.steps.count).map(String.init))
        #expect(page.elements("input").first?.attributes["max"] == String(recording.steps.count))

        // Every compact line of the trace (but the notices, listed in words) is on the page.
        var collector = CompactLineCollector()
        var simulator = Simulator(scene: scene)
        simulator.run(into: &collector)
        let text = page.allText
        for line in collector.lines where line.contains(".touches") {
            let call = String(line[..<(line.firstIndex(of: "]").map { line.index(after: $0) } ?? line.endIndex)])
            #expect(text.contains(call), "\(call)")
        }

        // Nothing is fetched: no external scripts, styles, images or fonts.
        for forbidden in ["src=", "href=", "<link", "@import", "http://", "https://"] {
            var allowed = 0
            if forbidden == "http://" { allowed = report.components(separatedBy: "http://www.w3.org/2000/svg").count - 1 }
            // Links within the page (a rule id to its statement) fetch nothing.
            if forbidden == "href=" { allowed = report.components(separatedBy: "href=\"#").count - 1 }
            #expect(report.components(separatedBy: forbidden).count - 1 == allowed, "\(forbidden)")
        }
        #expect(!report.contains("url(") || !report.replacingOccurrences(of: "url(#rs-hatch)", with: "").contains("url("))
    }

    @Test func theReportHighlightsHopsDropsAndOutputsOfEachStep() throws {
        let path = GoldenSceneTests.scenesFolder + "/behaviours/moveme.scene"
        let scene = try #require(RenderTesting.load(path))
        let page = try #require(RenderTesting.parse(RunRecording(scene: scene).report))
        func overlay(_ step: Int) -> ParsedElement? {
            page.elements("g", withClass: "over").first { $0.attributes["data-step"] == String(step) }
        }
        // Step 1: the hit test finds the placard, which forwards to the board (two hops).
        let first = try #require(overlay(1))
        #expect(first.elements("circle", withClass: "hop").count == 2)
        #expect(first.allText.contains("hit-test view of t1"))
        // Step 4: the board prints where the placard ended up.
        #expect(overlay(4)?.allText.contains("board: moved to (200, 300)") == true)
        // The tree changes with each move of the drag: three trees, each for its own steps.
        let trees = page.elements("g", withClass: "tree")
        let spans = Set(trees.map { [$0.attributes["data-first"] ?? "", $0.attributes["data-last"] ?? ""] })
        #expect(spans == [["0", "1"], ["2", "2"], ["3", "8"]])
    }

    @Test func withheldTouchesAreTaggedInTheirStep() throws {
        let path = GoldenSceneTests.scenesFolder + "/behaviours/pinch-naive-no-multitouch.scene"
        let scene = try #require(RenderTesting.load(path))
        let page = try #require(RenderTesting.parse(RunRecording(scene: scene).report))
        let first = try #require(page.elements("g", withClass: "over").first { $0.attributes["data-step"] == "1" })
        #expect(first.allText.contains("withheld t2: multiple-touch-disabled"))
        let item = try #require(page.elements("li", withClass: "drop").first)
        #expect(item.allText.contains("t2: multiple-touch-disabled (M2) at canvas — canvas has multiple-touch off and t1 began on it"))
    }

    @Test(arguments: SVGPictureTests.files)
    func steppingPlaysExactlyTheStepsOfARun(path: String) throws {
        let scene = try #require(RenderTesting.load(path))
        var whole = CompactLineCollector()
        var simulator = Simulator(scene: scene)
        simulator.run(into: &whole)

        var stepped = CompactLineCollector()
        var stepper = Simulator(scene: scene)
        var parts = 0
        while stepper.advance(into: &stepped) { parts += 1 }
        #expect(stepped.lines == whole.lines.filter { !$0.hasPrefix("notice ") })
        #expect(parts == RunRecording(scene: scene).steps.count)
        let more = stepper.advance(into: &stepped)
        #expect(!more)
    }

    @Test func theTreeAfterEachStepFollowsSetAndRemove() throws {
        let text = """
            window:
              window: main
              frame: [0, 0, 320, 480]
              subviews:
                - view: a
                  frame: [0, 0, 100, 100]
                - view: b
                  frame: [100, 0, 100, 100]
            script:
              - 0.1 set a frame [10, 10, 50, 50]
              - 0.2 wait
              - 0.3 remove b
            """
        let scene = try #require(SceneTesting.scene(text))
        let recording = RunRecording(scene: scene)
        #expect(recording.trees.count == 3)
        #expect(recording.treeAfterStep == [1, 1, 2])
        #expect(recording.tree(afterSteps: 0)[1].frame == Rect(0, 0, 100, 100))
        #expect(recording.tree(afterSteps: 1)[1].frame == Rect(10, 10, 50, 50))
        #expect(recording.tree(afterSteps: 3)[0].subviews == [ViewID(1)])
        #expect(recording.stepCount(at: 250_000) == 2)
        #expect(recording.stepCount(at: nil) == 3)
    }
}
