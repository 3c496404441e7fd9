import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimRender
@testable import ResponderSimTeaching

/// Where labels go: clear of one another, in their own view's area rather than over another
/// view, on every scene of Scenes/, in the SVG and in the report.
@Suite struct LabelLayoutTests {
    static func layouts(_ path: String) throws -> [(scale: Double, picture: Picture, layout: PictureDrawing.Layout)] {
        let scene = try #require(RenderTesting.load(path))
        let recording = RunRecording(scene: scene)
        let picture = Picture(recording)
        let report = ReportPicture(recording: recording, tracks: picture.tracks)
        return [1.0, report.scale].map { scale in
            (
                scale, picture,
                PictureDrawing.Layout(
                    boxes: picture.boxes, starts: picture.starts, ghosts: picture.ghosts, tracks: picture.tracks, scene: scene,
                    scale: scale)
            )
        }
    }

    @Test(arguments: SVGPictureTests.files)
    func labelsDoNotOverlap(path: String) throws {
        for (scale, picture, layout) in try Self.layouts(path) {
            var areas: [(String, Rect)] = layout.labels.map {
                ($0.box.name, Rect($0.at.x, $0.at.y, $0.block.width * scale, $0.block.height * scale))
            }
            areas += layout.touchLabels.map { (picture.tracks[$0.track].label, Rect($0.at.x, $0.at.y, $0.width, 13 * scale)) }
            for first in areas.indices {
                for second in areas.indices where second > first {
                    let overlap = areas[first].1.overlapArea(with: areas[second].1)
                    #expect(overlap == 0, "\(areas[first].0) and \(areas[second].0) overlap at scale \(scale)")
                }
            }
        }
    }

    /// A label lies in its own view, where nothing drawn in front of the view covers it, or
    /// next to its view (touching it) when the view has no room: never over a view drawn in
    /// front of its own, or away from it, where it would seem to belong to another view.
    @Test(arguments: SVGPictureTests.files)
    func labelsLieOverTheirOwnViewOrItsAncestorsOnly(path: String) throws {
        for (scale, picture, layout) in try Self.layouts(path) {
            let scene = picture.scene
            for label in layout.labels {
                let area = Rect(label.at.x, label.at.y, label.block.width * scale, label.block.height * scale)
                let inside = label.box.rect.contains(area)
                let own = label.box.rect
                let near = Rect(own.x - 6 * scale, own.y - 6 * scale, own.width + 12 * scale, own.height + 12 * scale)
                #expect(inside || area.overlapArea(with: near) > 0, "\(path): the label of \(label.box.name) is away from it")
                let position = picture.boxes.firstIndex { $0.view == label.box.view } ?? 0
                for (index, other) in picture.boxes.enumerated() where other.view != label.box.view && index > position {
                    guard area.overlapArea(with: other.rect) > 0 else { continue }
                    var ancestor = scene.views[label.box.view.index].superview
                    var isAncestor = false
                    while let id = ancestor {
                        if id == other.view { isAncestor = true }
                        ancestor = scene.views[id.index].superview
                    }
                    #expect(isAncestor, "\(path): the label of \(label.box.name) lies over \(other.name) at scale \(scale)")
                }
            }
        }
    }

    @Test func theBannerWindowsLabelIsNotDrawnInsideAnotherWindow() throws {
        let path = GoldenSceneTests.scenesFolder + "/core/h7-two-windows.scene"
        let (scale, picture, layout) = try #require(Self.layouts(path).first)
        let banner = try #require(layout.labels.first { $0.box.name == "bannerWindow" })
        let main = try #require(picture.boxes.first { $0.name == "main" })
        let area = Rect(banner.at.x, banner.at.y, banner.block.width * scale, banner.block.height * scale)
        #expect(area.overlapArea(with: main.rect) == 0)
        #expect(banner.block.badgeRows.flatMap { $0 }.map(\.text) == ["passthrough"])
    }

    @Test func placingManyLabelsKeepsThemApartAndEndsWithEveryLabelPlaced() throws {
        // 400 views in a 20×20 grid of 40-point cells: every label fits in its own cell.
        var rows: [String] = []
        for index in 0..<400 {
            rows.append(
                """
                    - view: v\(index)
                      frame: [\(index % 20 * 40), \(index / 20 * 40), 40, 40]
                """)
        }
        let text = "window:\n  window: main\n  frame: [0, 0, 800, 800]\n  subviews:\n" + rows.joined(separator: "\n") + "\nscript: []\n"
        let scene = try #require(SceneTesting.scene(text))
        let picture = Picture(RunRecording(scene: scene))
        let layout = PictureDrawing.Layout(boxes: picture.boxes, starts: [], tracks: [], scene: scene)
        #expect(layout.labels.count == 401)
        let inside = layout.labels.filter { label in
            label.box.rect.contains(Rect(label.at.x, label.at.y, label.block.width, label.block.height))
        }
        #expect(inside.count == 400)
    }

    @Test func aGridFindsEveryRectangleThatMeetsAQueryOnce() {
        var index = RectIndex(cell: 10)
        index.insert(Rect(0, 0, 5, 5))
        index.insert(Rect(12, 12, 30, 30))
        index.insert(Rect(-1e9, -1e9, 2e9, 2e9))
        index.insert(Rect(100, 100, 1, 1))
        var found: [Int] = []
        index.forEach(near: Rect(4, 4, 10, 10)) { id in
            found.append(id)
            return true
        }
        #expect(found.sorted() == [0, 1, 2])
    }
}
