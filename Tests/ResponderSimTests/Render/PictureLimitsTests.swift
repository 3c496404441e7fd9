import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimRender
@testable import ResponderSimTeaching

/// Removed views stay on the picture as ghosts; past the limits a picture draws a summary and
/// says so, and a report steps through a long run only up to its limit.
@Suite struct PictureLimitsTests {
    static let removal = """
        window:
          window: main
          frame: [0, 0, 320, 480]
          subviews:
            - view: content
              frame: [0, 0, 320, 480]
              handles: all
            - view: sheet
              frame: [0, 280, 320, 200]
              subviews:
                - view: slider
                  frame: [20, 80, 280, 40]
                  handles: all
        script:
          - 0.0 down t1 60 380
          - 0.1 move t1 100 380
          - 0.2 remove sheet
          - 0.3 up t1

        """

    @Test func aRemovedViewIsDrawnAsAGhostWhereItWas() throws {
        let scene = try #require(SceneTesting.scene(Self.removal))
        let recording = RunRecording(scene: scene)
        #expect(recording.removals.map(\.name) == ["sheet", "slider"])
        let root = try #require(RenderTesting.parse(Picture(recording).svg))
        #expect(RenderTesting.viewRect(root, "sheet") == nil)
        let ghosts = root.elements("rect", withClass: "ghost")
        #expect(ghosts.map { $0.attributes["data-view"] ?? "" } == ["sheet", "slider"])
        #expect(RenderTesting.origin(of: ghosts.first) == ["0", "280"])
        #expect(root.elements("text", withClass: "ghost-label").map(\.text) == ["sheet (removed at 0.2 s)"])
        #expect(root.elements("text", withClass: "key-line").map(\.text).joined(separator: " ").contains("a view removed"))

        // Before the removal there is no ghost; the report shows each from its step on.
        let before = try #require(RenderTesting.parse(Picture(recording, at: 100_000).svg))
        #expect(before.elements("rect", withClass: "ghost").isEmpty)
        let page = try #require(RenderTesting.parse(recording.report))
        let stepped = page.elements("rect", withClass: "ghost")
        #expect(stepped.map { $0.attributes["data-step"] } == ["3", "3"])
        #expect(stepped.allSatisfy { $0.classes.contains("upto") })
    }

    /// A window of 60 views in a row, a touch on the tenth.
    static func manyViews(touches: String = "  - 0.0 down t1 95 10\n  - 0.1 up t1\n") -> String {
        var text = "scene: Many views\nwindow:\n  window: main\n  frame: [0, 0, 600, 100]\n  subviews:\n"
        for index in 0..<60 { text += "    - view: v\(index)\n      frame: [\(index * 10), 0, 10, 100]\n      handles: all\n" }
        return text + "script:\n" + touches
    }

    static let small = PictureLimits(maxViews: 20, maxSteps: 5, maxPointsPerTrack: 16, maxOutputsPerTrack: 2, maxTreeBoxes: 1_000)

    @Test func pastTheViewLimitAPictureDrawsTheTouchedPathsAndSaysSo() throws {
        let scene = try #require(SceneTesting.scene(Self.manyViews()))
        let picture = Picture(RunRecording(scene: scene, limits: Self.small))
        #expect(picture.isSummary && picture.viewsInWindows == 61)
        #expect(picture.boxes.map(\.name) == ["main", "v9"])
        let root = try #require(RenderTesting.parse(picture.svg))
        #expect(root.elements("rect", withClass: "view").count == 2)
        let note = root.elements("text", withClass: "summary-note").map(\.text).joined(separator: " ")
        #expect(note.contains("61 views are too many to draw one by one"))
        #expect(note.contains("only the windows and the 1 view on the touches' paths are drawn"))

        let page = try #require(RenderTesting.parse(RunRecording(scene: scene, limits: Self.small).report))
        #expect(page.elements("rect", withClass: "view").count == 2)
        #expect(page.elements("p", withClass: "limit").contains { $0.allText.contains("too many to draw one by one") })
        // Under the limit, every view is drawn.
        let whole = Picture(RunRecording(scene: scene))
        #expect(!whole.isSummary && whole.boxes.count == 61 && whole.summaryNote == nil)
    }

    @Test func aLongRunIsSteppedThroughUpToTheLimitAndItsTracksStaySmall() throws {
        let scene = try #require(
            SceneTesting.scene(Self.manyViews(touches: "  - 0 down t1 5 50\n  - 0..1 move t1 5 50 -> 595 50 steps 100\n  - 2 up t1\n")))
        let recording = RunRecording(scene: scene, limits: Self.small)
        #expect(recording.totalSteps == 102 && recording.steps.count == 5 && !recording.isComplete)
        let track = try #require(recording.tracks.first)
        #expect(track.moveCount == 100 && track.points.count <= 16)
        #expect(track.points.first?.phase == .began && track.points.last?.phase == .ended)
        #expect(track.calls.map(\.count) == [1, 100, 1])
        #expect(recording.summary.steps == 102)

        let page = try #require(RenderTesting.parse(recording.report))
        #expect(page.elements("li", withClass: "step").count == 6)
        #expect(page.elements("input").first?.attributes["max"] == "5")
        let limits = page.elements("p", withClass: "limit").map(\.allText)
        #expect(limits.contains { $0.contains("This run has 102 steps") })
        #expect(limits.contains { $0.contains("Steps 6 to 102 are not listed") })
        #expect(page.allText.contains("moved ×100: handled by v0"))

        // A picture at a time past the kept steps plays the run again up to that time.
        let later = Picture(recording, at: 1_500_000)
        #expect(later.stepCount == 101 && later.tracks.first?.moveCount == 100)
        #expect(later.tracks.first?.ending == .stillDown)
        // A recording up to a time draws later times by playing the run again.
        let early = RunRecording(scene: scene, until: 500_000, limits: Self.small)
        #expect(early.totalSteps == 51 && early.summary.steps == 0)
        #expect(Picture(early).stepCount == 51 && Picture(early).time == 500_000)
        #expect(Picture(early, at: 2_000_000).stepCount == 102)
    }

    @Test func longPathsKeepTheirEndsAndDeathsWhenThinned() {
        var points: [TouchTrack.PathPoint] = []
        points.append(TouchTrack.PathPoint(point: Point(0, 0), time: 0, step: 1, phase: .began, afterDeath: false))
        for index in 1...20 {
            points.append(
                TouchTrack.PathPoint(point: Point(Double(index), 0), time: 0, step: index + 1, phase: .moved, afterDeath: index > 10))
        }
        points.append(TouchTrack.PathPoint(point: Point(21, 0), time: 0, step: 22, phase: .ended, afterDeath: true))
        TrackBuilder.thin(&points)
        #expect(points.count < 22 && points.count >= 11)
        #expect(points.first?.phase == .began && points.last?.phase == .ended)
        #expect(points.contains { $0.step == 12 && $0.afterDeath })
    }

    @Test func countsShowTheirThousandsApart() {
        #expect(PictureText.count(1_000_002) == "1,000,002")
        #expect(PictureText.count(999) == "999")
        #expect(PictureText.count(-12_345) == "-12,345")
        #expect(PictureText.count(0) == "0")
    }
}
