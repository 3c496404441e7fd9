import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimRender
@testable import ResponderSimTeaching

/// Controls and recognizers in the pictures: badges, the slop while a control tracks, held
/// calls on the paths, the report's lanes and its step list in trace order.
@Suite struct GesturePictureTests {
    static func scene(_ path: String) throws -> Scene {
        try #require(RenderTesting.load(GoldenSceneTests.scenesFolder + "/" + path))
    }

    static func report(_ path: String) throws -> ParsedElement {
        try #require(RenderTesting.parse(RunRecording(scene: try scene(path)).report))
    }

    static func legend(_ root: ParsedElement, _ touch: String) -> [String] {
        root.elements("g", withClass: "legend-touch").filter { $0.attributes["data-touch"] == touch }.flatMap { legend in
            legend.elements("g", withClass: "sentence").map { $0.elements("text").map(\.text).joined(separator: " ") }
        }
    }

    static func badges(_ root: ParsedElement, of view: String) -> [String] {
        root.elements("g", withClass: "label").filter { $0.attributes["data-view"] == view }.flatMap { label in
            label.elements("text").filter { $0.attributes["font-size"] == SVGText.number(Badge.fontSize) }.map(\.text)
        }
    }

    // MARK: Controls

    @Test func controlsShowTheirSlopAndADisabledControlIsHatched() throws {
        let root = try #require(RenderTesting.parse(Picture(RunRecording(scene: try Self.scene("gestures/s18-disabled-button.scene"))).svg))
        #expect(Self.badges(root, of: "ok") == ["enabled: no", "slop 70"])
        let shape = root.descendants.first { $0.classes.contains("view") && $0.attributes["data-view"] == "ok" }
        #expect(shape?.classes.contains("refuses") == true && shape?.classes.contains("control") == true)
        #expect(root.elements("rect", withClass: "hatch").contains { $0.attributes["data-view"] == "ok" })
        #expect(root.elements("text", withClass: "key-line").contains { $0.text.hasPrefix("a disabled control: the hit test skips it") })
    }

    @Test func theSlopIsDrawnWhileTheControlTracksItsTouch() throws {
        let recording = RunRecording(scene: try Self.scene("gestures/s17-button-slop.scene"))
        // At 0.25 s the finger is 86 pt below the button: tracked, outside.
        let during = Picture(recording, at: 250_000)
        #expect(during.tracking.map(\.name) == ["ok"] && during.tracking.first?.inside == false)
        #expect(during.tracking.first?.area.rect == Rect(30, 30, 260, 184))
        let drawn = try #require(RenderTesting.parse(during.svg))
        #expect(drawn.elements("rect", withClass: "slop").count == 1)
        #expect(drawn.allText.contains("ok's slop (70 pt): t1 outside (U3)"))
        // After the lift the button tracks nothing.
        let after = Picture(recording, at: 450_000)
        #expect(after.tracking.isEmpty)
        #expect(try #require(RenderTesting.parse(after.svg)).elements("rect", withClass: "slop").isEmpty)
        // The report draws it in the steps after which the button tracks.
        let page = try #require(RenderTesting.parse(recording.report))
        let withSlop = page.elements("g", withClass: "under").filter { !$0.elements("rect", withClass: "slop").isEmpty }
        #expect(withSlop.compactMap { $0.attributes["data-step"] } == ["1", "2", "3", "4"])
    }

    @Test func controlEventsAreInTheLegendAndInTheStepList() throws {
        let recording = RunRecording(scene: try Self.scene("gestures/s17-button-slop.scene"))
        let root = try #require(RenderTesting.parse(Picture(recording).svg))
        let sentences = Self.legend(root, "t1")
        #expect(sentences.contains("began: handled by ok; control ok touchDown (U2)"))
        #expect(sentences.contains("moved: handled by ok; control ok touchDragExit, touchDragOutside (U3)"))
        #expect(sentences.contains("ended: handled by ok; control ok touchDragExit, touchUpOutside (U4)"))
        let page = try #require(RenderTesting.parse(recording.report))
        let controls = page.elements("li", withClass: "control").map(\.allText)
        #expect(controls.first == "control ok touchDown (U2, U12)")
        #expect(controls.count == 8)
    }

    // MARK: Recognizers

    @Test func eachRecognizerHasABadgeWithItsKindAndName() throws {
        let root = try #require(
            RenderTesting.parse(Picture(RunRecording(scene: try Self.scene("gestures/s05-single-waits-for-double.scene"))).svg))
        #expect(Self.badges(root, of: "v") == ["tap dbl · 2 taps", "tap single · needs dbl to fail"])
        #expect(root.allText.contains("a gesture recognizer of the view"))
    }

    @Test func aPictureAtATimeShowsEachRecognizersStateThen() throws {
        let recording = RunRecording(scene: try Self.scene("gestures/s05-single-waits-for-double.scene"))
        let root = try #require(RenderTesting.parse(Picture(recording, at: 200_000).svg))
        #expect(Self.badges(root, of: "v") == ["tap dbl · 2 taps", "tap single · needs dbl to fail: pending"])
    }

    /// The lanes' cells of one recognizer, by step: their state class and their words.
    static func lane(_ page: ParsedElement, _ name: String) -> [(state: String, text: String)] {
        let row = page.elements("tr").first { $0.attributes["data-recognizer"] == name }
        return (row?.elements("td") ?? []).map { cell in
            (cell.classes.first { $0.hasPrefix("s-") }.map { String($0.dropFirst(2)) } ?? "?", cell.allText)
        }
    }

    @Test func eachRecognizerHasALaneWithItsStateAfterEveryStep() throws {
        let page = try Self.report("gestures/s05-single-waits-for-double.scene")
        let dbl = Self.lane(page, "dbl")
        let single = Self.lane(page, "single")
        #expect(dbl.map(\.state) == ["possible", "possible", "possible", "failed"])
        #expect(single.map(\.state) == ["possible", "possible", "pending", "recognized"])
        #expect(dbl[2].text == "◇ holds ended" && dbl[3].text == "failed timeout")
        #expect(single[2].text == "pending")
        #expect(single[3].text.hasPrefix("recognized") && single[3].text.contains("✕ cancels v"))
        #expect(page.elements("th", withClass: "lane-step").map(\.text) == ["0", "1", "2", "3"])
        // A pan's lane: began, changed, ended.
        let pan = Self.lane(try Self.report("gestures/s07-pan-cancels-past-hysteresis.scene"), "pan")
        #expect(pan.map(\.state) == ["possible", "possible", "possible", "began", "changed", "ended"])
        // A scene without recognizers has no lanes.
        #expect(try Self.report("gestures/s17-button-slop.scene").elements("section", withClass: "lanes").isEmpty)
    }

    @Test func heldCallsAreHollowUntilTheirReleaseOrDiscard() throws {
        // On the paths (the key's samples aside): each mark from its own step.
        func marks(_ page: ParsedElement, _ name: String, _ className: String) -> [String] {
            page.elements("g", withClass: "touches").flatMap { $0.elements(name, withClass: className) }.map {
                $0.attributes["data-step"] ?? $0.attributes["data-phase"] ?? "?"
            }
        }
        let released = try Self.report("gestures/s04-double-tap-times-out.scene")
        #expect(marks(released, "g", "held") == ["2"])
        #expect(marks(released, "polygon", "released") == ["3"])
        let discarded = try Self.report("gestures/s05-single-waits-for-double.scene")
        #expect(marks(discarded, "path", "discarded") == ["3"])
        let svg = try #require(
            RenderTesting.parse(Picture(RunRecording(scene: try Self.scene("gestures/s13-delays-began-slow-swipe.scene"))).svg))
        #expect(marks(svg, "g", "held") == ["began", "moved"])
        #expect(marks(svg, "polygon", "released") == ["began", "moved"])
        #expect(Self.legend(svg, "t1").contains("held: touchesBegan by flick at 0 s (G17), released at 0.6 s (G20)"))
    }

    @Test func theLegendSaysWhichRecognizersATouchReachedAndWhatTheyDid() throws {
        let root = try #require(
            RenderTesting.parse(Picture(RunRecording(scene: try Self.scene("gestures/s05-single-waits-for-double.scene"))).svg))
        let sentences = Self.legend(root, "t1")
        #expect(sentences.contains("recognizers: dbl, single (G1)"))
        #expect(sentences.contains("cancelled (single took the touch at 0.45 s, G16): handled by v"))
        // The record names the timer that fired (the interval, GT4) and the cascade's grant (G13).
        #expect(sentences.contains("dbl (tap): failed timeout at 0.45 s (GT4)"))
        #expect(sentences.contains("single (tap): pending at 0.1 s, recognized at 0.45 s (G12, G13, G8)"))
        let excluded = try #require(
            RenderTesting.parse(Picture(RunRecording(scene: try Self.scene("gestures/s28-exclusive-view-and-recognizers.scene"))).svg))
        #expect(
            Self.legend(excluded, "t2").contains(
                "recognizers: none took it; left out: bTap (an exclusive-touch view tracks a touch) (G1, G2)"))
        let pinch = try #require(
            RenderTesting.parse(Picture(RunRecording(scene: try Self.scene("gestures/s14-pinch-sees-withheld-finger.scene"))).svg))
        #expect(Self.legend(pinch, "t2").contains("recognizers: zoom (G1, G3)"))
    }

    @Test(arguments: (try? SceneTestRunner.findScenes(in: [GoldenSceneTests.scenesFolder + "/gestures"])) ?? [])
    func theStepListShowsEveryCompactLineInTraceOrder(path: String) throws {
        let scene = try #require(RenderTesting.load(path))
        let recording = RunRecording(scene: scene)
        let page = try #require(RenderTesting.parse(recording.report))
        for step in recording.steps {
            let item = try #require(page.elements("li", withClass: "step").first { $0.attributes["data-step"] == String(step.number) })
            let lines = (item.elements("ul", withClass: "lines").first?.children ?? []).filter {
                !$0.classes.contains("hit") && !$0.classes.contains("attach") && !$0.classes.contains("note")
            }
            #expect(lines.count == step.entries.count, "\(path) step \(step.number)")
            var compact: [String] = []
            CompactLines.forEach(step, scene) { compact.append($0) }
            for (index, (entry, line)) in zip(step.entries, lines).enumerated() {
                let expected: String
                switch step.line(entry) {
                case .drop?: expected = "drop"
                case nil: expected = "hop"
                case .output?: expected = "output"
                case .skip?: expected = "skip"
                case .gesture?: expected = "gesture"
                case .control?: expected = "control"
                case .hold?: expected = "hold"
                case .release?: expected = "release"
                case .discard?: expected = "discard"
                case .firstResponder?, .action?, .menu?, .ignored?, .scroll?, .cell?: expected = "chain"
                }
                #expect(line.classes.contains(expected), "\(path) step \(step.number) line \(index + 1)")
                if ["gesture", "control", "hold", "release", "discard"].contains(expected) {
                    #expect(line.allText.hasPrefix(compact[index]), "\(line.allText) ≠ \(compact[index])")
                    #expect(!line.elements("a", withClass: "rule").isEmpty)
                }
                if expected == "hop", let call = compact[index].split(separator: "]").first {
                    #expect(line.allText.contains(String(call) + "]"), "\(line.allText) ≠ \(compact[index])")
                }
            }
        }
    }

    @Test func theLanesHideLaterStepsInTeachingMode() throws {
        let report = RunRecording(scene: try Self.scene("gestures/s05-single-waits-for-double.scene")).report
        #expect(report.contains("html.hide-future .lanes .future{visibility:hidden}"))
        #expect(report.contains("cell.classList.toggle(\"future\", s > n);"))
    }
}

/// The standalone picture fits the window, and a tap a recognizer took keeps its marks apart.
@Suite struct PictureLegibilityTests {
    @Test func theStandalonePictureFitsTheWindowBothWays() throws {
        let root = try #require(
            RenderTesting.parse(Picture(RunRecording(scene: try GesturePictureTests.scene("gestures/s01-tap-cancels-the-end.scene"))).svg))
        #expect(root.attributes["width"] == "100%" && root.attributes["height"] == "100%")
        #expect(root.attributes["viewBox"] != nil && root.attributes["preserveAspectRatio"] == "xMinYMin meet")
    }

    @Test func aCancelledTapsCrossStandsBesideItsDotAndRingTiedByALine() throws {
        let root = try #require(
            RenderTesting.parse(Picture(RunRecording(scene: try GesturePictureTests.scene("gestures/s01-tap-cancels-the-end.scene"))).svg))
        let down = try #require(root.elements("circle", withClass: "down").first)
        let cross = try #require(root.elements("path", withClass: "cancel").first)
        let tie = try #require(root.elements("line", withClass: "cancel-tie").first)
        let (x, y) = (Double(down.attributes["cx"] ?? "") ?? 0, Double(down.attributes["cy"] ?? "") ?? 0)
        // The cross's first stroke starts 10 points right of and below the dot's centre.
        #expect(cross.attributes["d"]?.hasPrefix("M\(SVGText.number(x + 10)),\(SVGText.number(y + 10)) ") == true)
        #expect(
            Double(tie.attributes["x1"] ?? "") ?? 0 > x && Double(tie.attributes["x2"] ?? "") ?? 0 > Double(tie.attributes["x1"] ?? "") ?? 0
        )
    }
}

/// A hop badge reads as its own responder's: an ancestor's badge never sits inside a subview
/// drawn in front of it.
@Suite struct HopBadgePlacementTests {
    static let scene = """
        scene: Badges of ancestors
        window:
          window: main
          frame: [0, 0, 320, 480]
          subviews:
            - view: container
              frame: [0, 0, 320, 480]
              subviews:
                - view: image
                  class: UIImageView
                  frame: [120, 0, 200, 200]
                  user-interaction: yes
        script:
          - 0.0 down t1 200 100
          - 0.1 up t1
        """

    @Test func anAncestorsBadgeStaysOutOfTheFrontMostViewAtItsCorner() throws {
        let scene = try #require(SceneTesting.scene(Self.scene))
        let page = try #require(RenderTesting.parse(RunRecording(scene: scene).report))
        let overlay = try #require(page.elements("g", withClass: "over").first { $0.attributes["data-step"] == "1" })
        let hops = overlay.elements("circle", withClass: "hop").map {
            (x: Double($0.attributes["cx"] ?? "") ?? -1, y: Double($0.attributes["cy"] ?? "") ?? -1)
        }
        // image, container, the window, and the application beside the screen.
        #expect(hops.count == 4)
        func frame(_ name: String) throws -> (x: Double, y: Double, w: Double, h: Double) {
            let rect = try #require(
                page.elements("rect", withClass: "view").first { $0.attributes["data-view"] == name })
            return (
                Double(rect.attributes["x"] ?? "") ?? 0, Double(rect.attributes["y"] ?? "") ?? 0,
                Double(rect.attributes["width"] ?? "") ?? 0, Double(rect.attributes["height"] ?? "") ?? 0
            )
        }
        func inside(_ point: (x: Double, y: Double), _ rect: (x: Double, y: Double, w: Double, h: Double)) -> Bool {
            point.x >= rect.x && point.x <= rect.x + rect.w && point.y >= rect.y && point.y <= rect.y + rect.h
        }
        let image = try frame("image")
        let container = try frame("container")
        #expect(inside(hops[0], image))
        // The container's badge: inside the container, outside the image that shares its corner.
        #expect(inside(hops[1], container) && !inside(hops[1], image))
        // The window is covered whole by the container: its badge sits above its top edge.
        #expect(!inside(hops[2], container))
    }
}
