import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimRender
@testable import ResponderSimTeaching

/// Transformed views are drawn as the shape the hit test sees (H10–H12), with
/// their subviews, upright labels and the touches where they landed; every conversion is the
/// routing table's.
@Suite struct TransformedPictureTests {
    static func gestureScene(_ name: String) throws -> Scene {
        try #require(RenderTesting.load(GoldenSceneTests.scenesFolder + "/gestures/" + name))
    }

    /// The `points` of a view's polygon, or the corners of its rect, as written.
    static func shapePoints(_ root: ParsedElement, _ name: String) -> String? {
        let element = root.descendants.first {
            ($0.name == "polygon" || $0.name == "rect") && $0.classes.contains("view") && $0.attributes["data-view"] == name
        }
        guard let element else { return nil }
        if let points = element.attributes["points"] { return points }
        let values = ["x", "y", "width", "height"].map { element.attributes[$0] ?? "?" }
        return "rect " + values.joined(separator: " ")
    }

    /// A tree with a view turned by `degrees` (and mirrored when asked), holding a subview.
    static func turnedScene(degrees: Double, mirrored: Bool = false) -> String {
        """
        window:
          window: main
          frame: [0, 0, 320, 480]
          subviews:
            - view: card
              frame: [40, 120, 240, 160]
              handles: all
              transform:
                rotate: \(NumberFormatting.decimal(degrees))
                scale: [\(mirrored ? "-1" : "1"), 1]
              subviews:
                - view: chip
                  frame: [10, 10, 40, 30]
                  handles: all
        script:
          - 0.0 down t1 160 200
          - 0.1 up t1
          - 0.2 down t2 20 20
          - 0.3 up t2
        """
    }

    @Test func aViewTurnedAQuarterIsDrawnAsThePolygonTheHitTestSees() throws {
        let scene = try Self.gestureScene("s22-rotated-edges.scene")
        let root = try #require(RenderTesting.parse(Picture(RunRecording(scene: scene)).svg))
        // R's own top-left corner goes to (250, 50): a quarter turn clockwise about (200, 150).
        #expect(Self.shapePoints(root, "R") == "250,50 250,250 150,250 150,50")
        #expect(Self.shapePoints(root, "main") == "rect 0 0 320 480")
        let corner = root.elements("polyline", withClass: "corner").first { $0.attributes["data-view"] == "R" }
        #expect(corner?.attributes["points"]?.contains("250,50") == true)
        #expect(root.elements("text").contains { $0.text == "rotate 90°" })
    }

    @Test func scaledViewsAndTheirSubviewsAreDrawnWhereTheyAreOnScreen() throws {
        let scene = try Self.gestureScene("s21-scaled-views.scene")
        let root = try #require(RenderTesting.parse(Picture(RunRecording(scene: scene)).svg))
        #expect(Self.shapePoints(root, "R") == "rect 0 0 100 100")
        #expect(Self.shapePoints(root, "S") == "rect 12.5 12.5 25 25")
        #expect(Self.shapePoints(root, "R2") == "rect 200 0 100 100")
        #expect(Self.shapePoints(root, "S2") == "rect 225 25 50 50")
    }

    @Test(arguments: [0.0, 30, 90, 135, 180, 270])
    func everyTouchLandsInsideTheShapeOfItsHitTestView(degrees: Double) throws {
        for mirrored in [false, true] {
            let scene = try #require(SceneTesting.scene(Self.turnedScene(degrees: degrees, mirrored: mirrored)))
            let picture = Picture(RunRecording(scene: scene))
            for track in picture.tracks {
                guard case .delivered(let view, _) = track.fate, let down = track.points.first else { continue }
                let box = try #require(picture.boxes.first { $0.view == view })
                #expect(box.shape.contains(down.point), "\(track.name) at \(down.point) in \(box.name), \(degrees)°")
                // And no view drawn in front of it, on its path's subtree, holds the point.
                for other in picture.boxes where other.depth > box.depth && other.shape.contains(down.point) {
                    #expect(
                        !scene.views[other.view.index].isDescendant(of: view, in: scene.views),
                        "\(track.name) lands in \(other.name), in front of \(box.name)")
                }
            }
        }
    }

    @Test func theGeometryConvertsLikeTheRoutingTable() throws {
        let scene = try #require(SceneTesting.scene(Self.turnedScene(degrees: 37.5, mirrored: true)))
        let geometry = ScreenGeometry(views: scene.views, windows: scene.windows)
        let table = RoutingTable(scene)
        let chip = try #require(scene.view(named: "chip"))
        for point in [Point(0, 0), Point(40, 30), Point(13.25, -7), Point(200, 90)] {
            let drawn = try #require(geometry.toScreen(point, from: chip))
            let routed = table.toScreen(point, from: chip.index)
            #expect(abs(drawn.x - routed.x) < 1e-9 && abs(drawn.y - routed.y) < 1e-9)
            let back = table.fromScreen(drawn, to: chip.index)
            #expect(abs(back.x - point.x) < 1e-9 && abs(back.y - point.y) < 1e-9)
        }
    }

    @Test(arguments: [30.0, 90, 180, 225])
    func labelsOfTurnedViewsStayUprightAndInsideTheirShape(degrees: Double) throws {
        for mirrored in [false, true] {
            let scene = try #require(SceneTesting.scene(Self.turnedScene(degrees: degrees, mirrored: mirrored)))
            let picture = Picture(RunRecording(scene: scene))
            let root = try #require(RenderTesting.parse(picture.svg))
            for label in root.elements("g", withClass: "label") {
                let transform = label.attributes["transform"] ?? ""
                #expect(transform.hasPrefix("translate(") && !transform.contains("rotate") && !transform.contains("-1"))
            }
            let layout = PictureDrawing.Layout(boxes: picture.boxes, starts: [], tracks: picture.tracks, scene: scene)
            let card = try #require(layout.labels.first { $0.box.name == "card" })
            let area = Rect(card.at.x, card.at.y, card.block.width, card.block.height)
            #expect(card.box.shape.contains(area), "card's label at \(card.at), \(degrees)°, mirrored \(mirrored)")
        }
    }

    @Test func shapesInsetInwardsOnEveryEdge() {
        let turned = ViewShape(corners: [Point(250, 50), Point(250, 250), Point(150, 250), Point(150, 50)])
        #expect(!turned.isUpright)
        let inset = turned.inset(by: 2)
        #expect(inset.corners == [Point(248, 52), Point(248, 248), Point(152, 248), Point(152, 52)])
        let upright = ViewShape(Rect(10, 10, 100, 50))
        #expect(upright.isUpright && upright.inset(by: 2).rect == Rect(12, 12, 96, 46))
        #expect(turned.contains(Point(150, 50)) && !turned.contains(Point(149, 50)))
    }
}

extension View {
    /// Whether the view lies inside `ancestor`'s subtree.
    func isDescendant(of ancestor: ViewID, in views: [View]) -> Bool {
        var current = superview
        while let id = current {
            if id == ancestor { return true }
            current = views[id.index].superview
        }
        return false
    }
}
