import Foundation
import Testing

@testable import ResponderSimCore
@testable import ResponderSimRender

/// Pictures after the content scrolled: earlier touches' hit-test views that scrolled out of
/// sight are left out like the rest of the content (the window keeps its size), and the
/// report's step tags stay off the touches' labels.
@Suite struct ScrolledAwayPictureTests {
    static let scene = """
        scene: tap, set offset, tap, flick
        window:
          window: main
          frame: [0, 0, 320, 480]
          subviews:
            - view: list
              class: UITableView
              frame: [0, 0, 320, 480]
              content-size: [320, 2000]
              subviews:
                - view: c0
                  frame: [0, 0, 320, 100]
                  handles: all
                - view: c1
                  frame: [0, 100, 320, 100]
                  handles: all
                - view: c2
                  frame: [0, 200, 320, 100]
                  handles: all
                - view: c3
                  frame: [0, 300, 320, 100]
                  handles: all
        script:
          - 0.0 down t1 100 50
          - 0.05 up t1
          - 0.5 set list content-offset [0, 200]
          - 1.0 down t2 100 150
          - 1.05 up t2
          - 2.0 down t3 100 400
          - 2.05..2.15 move t3 100 400 -> 100 100 steps 3
          - 2.16 up t3
        """

    /// The numbers of a `viewBox` attribute: x, y, width, height.
    static func viewBox(_ svg: String) throws -> [Double] {
        let start = try #require(svg.range(of: "viewBox=\""))
        let end = try #require(svg[start.upperBound...].firstIndex(of: "\""))
        return svg[start.upperBound..<end].split(separator: " ").compactMap { Double($0) }
    }

    @Test func hitTestViewsThatScrolledAwayAreLeftOutAndTheWindowKeepsItsSize() throws {
        let scene = try #require(SceneTesting.scene(Self.scene))
        let recording = RunRecording(scene: scene)
        let picture = Picture(recording)
        // At the end the list is far down: c0 (t1's view) and c3 (t2's) are out of sight.
        let drawn = picture.boxes.map(\.name)
        #expect(!drawn.contains("c0") && !drawn.contains("c3"))
        #expect(picture.boxes.allSatisfy { $0.rect.y >= 0 && $0.rect.y + $0.rect.height <= 480 })
        #expect(picture.stories[0].contains { $0.hasPrefix("hit-test view: c0") && $0.contains("out of sight here") })
        #expect(picture.stories[1].contains { $0.hasPrefix("hit-test view: c3") && $0.contains("out of sight here") })
        #expect(!picture.stories[2].contains { $0.contains("out of sight") })
        // The picture is the window's height plus its header, not the content's 2,000 points.
        #expect(try Self.viewBox(picture.svg)[3] < 1100)
        // No hit outline and no covered outline of a view that is not there.
        let svg = picture.svg
        #expect(!svg.contains("data-view=\"c0\"") && !svg.contains("data-view=\"c3\""))
        // The report: every tree drawn within the window, so its picture is phone-sized.
        let report = ReportPicture(recording: recording, tracks: picture.tracks).svg()
        #expect(try Self.viewBox(report)[3] < 700)
        // At the offset 200 (after the set), c0 lies above the frame and is not drawn.
        let afterSet = Picture(recording, at: 600_000)
        #expect(!afterSet.boxes.map(\.name).contains("c0") && afterSet.boxes.map(\.name).contains("c2"))
    }

    /// `translate(x y)` (and an optional `scale(k)`) of a `transform` attribute.
    static func translation(_ transform: String) -> Point? {
        guard let open = transform.range(of: "translate("), let close = transform[open.upperBound...].firstIndex(of: ")") else {
            return nil
        }
        let numbers = transform[open.upperBound..<close].split(separator: " ").compactMap { Double($0) }
        return numbers.count == 2 ? Point(numbers[0], numbers[1]) : nil
    }

    /// S37's step 9 tags `release page [t3]` where the label `t3` was; no tag of any step
    /// covers a touch's label.
    @Test func reportTagsStayOffTheTouchLabels() throws {
        let (tags, labels) = try Self.tagOverlaps(try GesturePictureTests.scene("scroll/s37-flick-decelerates-tap-catches.scene"))
        #expect(labels == ["t1", "t2", "t3"])
        #expect(tags > 5)
    }

    /// Every scene's report: no tag over a touch's label.
    @Test(arguments: SVGPictureTests.files)
    func noReportTagCoversATouchLabel(path: String) throws {
        _ = try Self.tagOverlaps(try #require(RenderTesting.load(path)))
    }

    /// Records every tag of `scene`'s report that covers a touch's label shown at its step
    /// (more than a sliver: a fifth of the label); returns how many tags there are and the
    /// labels' names.
    static func tagOverlaps(_ scene: Scene) throws -> (tags: Int, labels: [String]) {
        let recording = RunRecording(scene: scene)
        let picture = ReportPicture(recording: recording, tracks: Picture(recording).tracks)
        let root = try #require(ParsedXML.parse(picture.svg()).root)
        var labels: [(name: String, from: Int, area: Rect)] = []
        for text in root.elements("text", withClass: "touch-label") {
            guard let at = Self.translation(text.attributes["transform"] ?? ""),
                let from = text.attributes["data-step"].flatMap({ Int($0) })
            else { continue }
            let width = SVGText.width(text.text, size: 11, bold: true) * picture.scale
            labels.append((text.text, from, Rect(at.x, at.y, width, 13 * picture.scale)))
        }
        var tags = 0
        for overlay in root.elements("g", withClass: "over") {
            guard let step = overlay.attributes["data-step"].flatMap({ Int($0) }) else { continue }
            for group in overlay.elements("g", withClass: "tag") {
                guard let at = Self.translation(group.attributes["transform"] ?? ""),
                    let width = group.elements("rect").first?.attributes["width"].flatMap(Double.init)
                else { continue }
                tags += 1
                let area = Rect(at.x, at.y, width * picture.scale, 15 * picture.scale)
                for label in labels where label.from <= step {
                    let covered = area.overlapArea(with: label.area)
                    #expect(
                        covered < label.area.width * label.area.height / 5,
                        "\(scene.path) step \(step): a tag at \(area) covers the label \(label.name) at \(label.area)")
                }
            }
        }
        return (tags, labels.map(\.name).sorted())
    }
}
