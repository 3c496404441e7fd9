import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimRender
@testable import ResponderSimTeaching

/// The SVG picture of every scene in Scenes/ is well-formed and says what the trace says; the
/// picture at a given time shows the tree as it is then.
@Suite struct SVGPictureTests {
    static let files = (try? SceneTestRunner.findScenes(in: [GoldenSceneTests.scenesFolder])) ?? []

    @Test(arguments: files)
    func everySceneDrawsAWellFormedPictureThatMatchesItsTrace(path: String) throws {
        let scene = try #require(RenderTesting.load(path))
        let recording = RunRecording(scene: scene)
        let picture = Picture(recording)
        let svg = picture.svg
        let root = try #require(RenderTesting.parse(svg))
        #expect(root.name == "svg")

        // One shape per view in a window (a rectangle, or a polygon when a transform turns it),
        // and no other view shapes.
        let views = root.descendants.filter { ($0.name == "rect" || $0.name == "polygon") && $0.classes.contains("view") }
            .compactMap { $0.attributes["data-view"] }
        let tree = recording.tree(afterSteps: recording.steps.count)
        var expected = ScreenGeometry(views: tree, windows: scene.windows).drawingOrder.map { scene.views[$0.view.index].name }
        if tree.contains(where: \.isScrollView) {
            // Content scrolled out of its scroll view's frame is not drawn (the views on a
            // touch's path always are).
            let kept = Set(picture.tracks.flatMap(\.hitPath))
            expected = PictureFocus.visibleBoxes(ViewBox.boxes(tree, scene), keeping: kept, scrollViewsOnly: true).map(\.name)
        }
        #expect(views == expected)

        // One path per touch, in creation order.
        let downs = recording.steps.flatMap { step in step.changes.filter { $0.phase == .began }.map { step.name(of: $0.touch) } }
        let paths = root.elements("polyline", withClass: "touch-path")
        #expect(paths.map { $0.attributes["data-touch"] ?? "?" } == downs)

        RenderTesting.expectLegendMatchesCompactTrace(root, scene)
        #expect(!svg.contains("href=") && !svg.contains("<image") && !svg.contains("@import"))
    }

    @Test func namesAreEscapedInTheSVGAndTheReport() throws {
        let text = """
            scene: Title with <tags> & "quotes" and 'apostrophes'
            notes: |
              Notes with <b>markup</b> & more.
            window:
              window: main
              frame: [0, 0, 320, 480]
              subviews:
                - view: pad
                  frame: [0, 0, 320, 480]
                  handles: all
            script:
              - 0.0 down a<&"b 10 10
              - 0.1 move a<&"b 20 20
              - 0.2 up a<&"b
            """
        let scene = try #require(SceneTesting.scene(text))
        let recording = RunRecording(scene: scene)
        let svg = Picture(recording).svg
        #expect(!svg.contains("a<&\"b"))
        let root = try #require(RenderTesting.parse(svg))
        #expect(root.elements("polyline", withClass: "touch-path").map { $0.attributes["data-touch"] } == ["a<&\"b"])
        let legend = try #require(root.elements("g", withClass: "legend-touch").first)
        #expect(legend.attributes["data-touch"] == "a<&\"b")
        #expect(legend.allText.contains("a<&\"b"))
        #expect(root.elements("title").first?.text == "Title with <tags> & \"quotes\" and 'apostrophes'")

        let report = recording.report
        #expect(!report.contains("a<&\"b") && !report.contains("<b>markup"))
        let page = try #require(RenderTesting.parse(report))
        #expect(page.allText.contains("Notes with <b>markup</b> & more."))
        #expect(page.allText.contains("pad.touchesBegan [a<&\"b]"))
    }

    @Test func aPictureAtATimeShowsSetAndRemovedViewsAsTheyAreThen() throws {
        let text = """
            window:
              window: main
              frame: [0, 0, 320, 480]
              subviews:
                - view: page
                  frame: [0, 0, 320, 480]
                  handles: all
                  subviews:
                    - view: panel
                      frame: [20, 20, 200, 200]
                      handles: all
                      subviews:
                        - view: knob
                          frame: [10, 10, 40, 40]
                    - view: badge
                      frame: [20, 300, 100, 40]
            script:
              - 0.0 down t1 30 30
              - 0.1 move t1 40 40
              - 0.2 set badge hidden yes
              - 0.3 move t1 50 50
              - 0.4 remove panel
              - 0.5 up t1
            """
        let scene = try #require(SceneTesting.scene(text))
        let recording = RunRecording(scene: scene)

        let before = try #require(RenderTesting.parse(Picture(recording, at: 150_000).svg))
        let badgeBefore = try #require(RenderTesting.viewRect(before, "badge"))
        #expect(!badgeBefore.classes.contains("hidden") && badgeBefore.attributes["stroke-dasharray"] == nil)
        #expect(RenderTesting.pathPoints(before, "t1") == 2)

        let afterSet = try #require(RenderTesting.parse(Picture(recording, at: 250_000).svg))
        let badge = try #require(RenderTesting.viewRect(afterSet, "badge"))
        #expect(badge.classes.contains("hidden"))
        #expect(badge.attributes["stroke-dasharray"] != nil)
        #expect(RenderTesting.viewRect(afterSet, "panel") != nil)
        #expect(RenderTesting.viewRect(afterSet, "knob") != nil)

        let afterRemove = try #require(RenderTesting.parse(Picture(recording, at: 400_000).svg))
        #expect(RenderTesting.viewRect(afterRemove, "panel") == nil)
        #expect(RenderTesting.viewRect(afterRemove, "knob") == nil)
        #expect(RenderTesting.viewRect(afterRemove, "page") != nil)
        #expect(afterRemove.elements("path", withClass: "cancel").count == 1)
        #expect(RenderTesting.pathPoints(afterRemove, "t1") == 3)
        let legend = afterRemove.elements("g", withClass: "legend-touch").map(\.allText).joined()
        #expect(legend.contains("its view was removed at 0.4 s"))
        #expect(legend.contains("still down at 0.4 s"))
        let drawing = try #require(afterRemove.elements("g", withClass: "picture").first)
        #expect(drawing.elements("circle", withClass: "finger").count == 1)
    }

    @Test func aDraggedViewIsDrawnWhereTheDragLeftIt() throws {
        let path = GoldenSceneTests.scenesFolder + "/behaviours/moveme.scene"
        let scene = try #require(RenderTesting.load(path))
        let recording = RunRecording(scene: scene)
        #expect(recording.trees.count == 3)

        let start = try #require(RenderTesting.parse(Picture(recording, at: 0).svg))
        #expect(RenderTesting.origin(of: RenderTesting.viewRect(start, "placard")) == ["100", "100"])
        #expect(start.elements("rect", withClass: "start").isEmpty)

        // The two moves of the drag come at 0.2 s and 0.3 s.
        let midway = try #require(RenderTesting.parse(Picture(recording, at: 250_000).svg))
        #expect(RenderTesting.origin(of: RenderTesting.viewRect(midway, "placard")) == ["150", "200"])
        #expect(RenderTesting.pathPoints(midway, "t1") == 2)
        #expect(midway.elements("polyline", withClass: "touch-path").count == 1)

        let end = try #require(RenderTesting.parse(Picture(recording).svg))
        #expect(RenderTesting.origin(of: RenderTesting.viewRect(end, "placard")) == ["200", "300"])
        let startOutline = try #require(end.elements("rect", withClass: "start").first)
        #expect(startOutline.attributes["x"] == "100" && startOutline.attributes["y"] == "100")
    }

    @Test func boundsOriginAndHitInsetsPlaceViewsOnScreen() throws {
        let path = GoldenSceneTests.scenesFolder + "/core/h4-bounds-origin-and-insets.scene"
        let scene = try #require(RenderTesting.load(path))
        let root = try #require(RenderTesting.parse(Picture(RunRecording(scene: scene)).svg))
        // The scroller is scrolled down by 100: the row at y 120 of its content is at y 20.
        #expect(RenderTesting.origin(of: RenderTesting.viewRect(root, "row")) == ["0", "20"])
        #expect(RenderTesting.origin(of: RenderTesting.viewRect(root, "info")) == ["280", "200"])
        let area = try #require(root.elements("rect", withClass: "hit-area").first)
        #expect(
            [area.attributes["x"], area.attributes["y"], area.attributes["width"], area.attributes["height"]] == ["265", "185", "40", "40"])
    }

    @Test func viewsThatCannotBeHitAreHatchedOrGreyed() throws {
        let path = GoldenSceneTests.scenesFolder + "/core/h2-hidden-transparent-disabled.scene"
        let scene = try #require(RenderTesting.load(path))
        let root = try #require(RenderTesting.parse(Picture(RunRecording(scene: scene)).svg))
        let hatched = Set(root.elements("rect", withClass: "hatch").compactMap { $0.attributes["data-view"] })
        #expect(hatched == ["disabledPanel", "faintPanel"])
        #expect(RenderTesting.viewRect(root, "enabledChild")?.classes.contains("unreachable") == true)
        #expect(RenderTesting.viewRect(root, "hiddenPanel")?.classes.contains("hidden") == true)
        #expect(RenderTesting.viewRect(root, "hiddenChild")?.classes.contains("hidden") == true)
        #expect(RenderTesting.viewRect(root, "barelyVisiblePanel")?.classes == ["view"])
    }

    @Test func picturesAreDeterministic() throws {
        for path in Self.files {
            let scene = try #require(RenderTesting.load(path))
            #expect(Picture(RunRecording(scene: scene)).svg == Picture(RunRecording(scene: scene)).svg, "\(path)")
        }
    }

    @Test func timesReadAsSceneFilesWriteThem() {
        #expect(Picture.parseTime("0.25") == 250_000)
        #expect(Picture.parseTime("2") == 2_000_000)
        #expect(Picture.parseTime("1.5s") == 1_500_000)
        #expect(Picture.parseTime("0.000001") == 1)
        #expect(Picture.parseTime("0.0000001") == nil)
        #expect(Picture.parseTime("-1") == nil)
        #expect(Picture.parseTime("abc") == nil)
        #expect(Picture.parseTime("") == nil)
        #expect(Picture.parseTime("s") == nil)
    }
}

/// Shared helpers of the render tests.
enum RenderTesting {
    static func load(_ path: String) -> Scene? {
        switch SceneTestRunner.load(path) {
        case .success(let scene): return scene
        case .failure(let error):
            Issue.record("\(path) does not load:\n\(error.rendered)")
            return nil
        }
    }

    static func parse(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ParsedElement? {
        let (root, error) = ParsedXML.parse(text)
        if let error { Issue.record("not well-formed XML: \(error)", sourceLocation: sourceLocation) }
        return root
    }

    static func viewRect(_ root: ParsedElement, _ name: String) -> ParsedElement? {
        root.elements("rect", withClass: "view").first { $0.attributes["data-view"] == name }
    }

    static func origin(of rect: ParsedElement?) -> [String] {
        [rect?.attributes["x"] ?? "-", rect?.attributes["y"] ?? "-"]
    }

    /// How many points the touch's polyline has.
    static func pathPoints(_ root: ParsedElement, _ touch: String) -> Int {
        let path = root.elements("polyline", withClass: "touch-path").first { $0.attributes["data-touch"] == touch }
        return (path?.attributes["points"] ?? "").split(separator: " ").count
    }

    /// Checks each claim of the compact trace against the legend: a withheld touch names its
    /// reason code, and each call that a responder handled (or that fell off the chain) appears
    /// under that touch as a sentence for that phase naming that responder.
    static func expectLegendMatchesCompactTrace(
        _ root: ParsedElement, _ scene: Scene, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        var collector = CompactLineCollector()
        var simulator = Simulator(scene: scene)
        simulator.run(into: &collector)
        let legends = root.elements("g", withClass: "legend-touch")
        func sentences(of touch: String) -> [String] {
            legends.filter { $0.attributes["data-touch"] == touch }.flatMap { legend in
                legend.elements("g", withClass: "sentence").map { sentence in
                    // A call's control events follow it after `; control`.
                    let text = sentence.elements("text").map(\.text).joined(separator: " ")
                    return text.components(separatedBy: "; control ").first ?? text
                }
            }
        }
        for line in collector.lines {
            let words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            if words.first == "drop", words.count >= 3 {
                let claims = sentences(of: words[1])
                #expect(
                    claims.contains { $0.hasPrefix("withheld: \(words[2]) (") }, "\(line) not in \(claims)",
                    sourceLocation: sourceLocation)
                continue
            }
            // Recognizer, control, hold, release and discard lines (Scenes/README.md, Gesture recognizers) are not
            // deliveries.
            let gestureLines = ["gesture ", "control ", "hold ", "release ", "discard "]
            guard let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]"),
                let dot = line[..<open].lastIndex(of: "."), !line.hasPrefix("output "),
                !gestureLines.contains(where: line.hasPrefix)
            else { continue }
            let responder = String(line[..<dot])
            let method = line[line.index(after: dot)..<open].trimmingCharacters(in: .whitespaces)
            let result = line[line.index(after: close)...].trimmingCharacters(in: .whitespaces)
            guard let phase = TouchPhase.allCases.first(where: { $0.methodName == method }) else { continue }
            let touches = line[line.index(after: open)..<close].components(separatedBy: ", ")
            for touch in touches {
                let claims = sentences(of: touch).filter { $0.hasPrefix(phase.name) }
                switch result {
                case "handled":
                    #expect(
                        claims.contains { $0.contains("handled by \(responder),") || $0.hasSuffix("handled by \(responder)") },
                        "\(line) not in \(claims)", sourceLocation: sourceLocation)
                case "unhandled":
                    #expect(
                        claims.contains { $0.contains("unhandled (C4)") && $0.contains(responder) }, "\(line) not in \(claims)",
                        sourceLocation: sourceLocation)
                default:
                    #expect(claims.contains { $0.contains(responder) }, "\(line) not in \(claims)", sourceLocation: sourceLocation)
                }
            }
        }
    }
}
