import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimRender
@testable import ResponderSimTeaching

/// Pictures of scroll views: content drawn where the offset of the time drawn puts it,
/// clipped to its scroll view, with the offset and a running deceleration on the label.
@Suite struct ScrollPictureTests {
    static func chips(_ svg: String) -> [String] {
        ["offset 0, 290", "offset 0, 783.233957", "offset 0, 921.856045", ">decelerating<", "scroll-enabled no"].filter {
            svg.contains($0)
        }
    }

    @Test func aPictureDuringAFlickShowsTheOffsetOfThatMomentAndTheDeceleration() throws {
        let scene = try GesturePictureTests.scene("scroll/s37-flick-decelerates-tap-catches.scene")
        let recording = RunRecording(scene: scene)
        // At 0.5 s the last step is the lift at 0.16 s (offset 290); the flick has since
        // carried the content to 783.233957 (SK3), and it still moves.
        let during = Picture(recording, at: 500_000).svg
        #expect(Self.chips(during) == ["offset 0, 783.233957", ">decelerating<"])
        // At 0.7 s the second touch has caught it at 921.856045 (SK4).
        #expect(Self.chips(Picture(recording, at: 700_000).svg) == ["offset 0, 921.856045"])
    }

    @Test func contentScrolledOutOfSightIsNotDrawn() throws {
        let scene = try GesturePictureTests.scene("scroll/s36-same-point-another-cell.scene")
        let picture = Picture(RunRecording(scene: scene), at: 300_000)
        let drawn = picture.boxes.map(\.name)
        // The table is scrolled by 290: r0 and r1 lie entirely above its frame.
        #expect(!drawn.contains("r0") && !drawn.contains("r1"))
        #expect(drawn.contains("r2") && drawn.contains("r4"))
        #expect(picture.starts.isEmpty)
    }

    @Test func scrollingOffMidRunDisablesTheBuiltInsInThePicture() throws {
        let text = GestureScene.text(
            "- view: list\n  class: UIScrollView\n  frame: [0, 0, 320, 480]\n  content-size: [320, 900]",
            script: ["0.0 set list scroll-enabled no"])
        let scene = try #require(SceneTesting.scene(text))
        let picture = Picture(RunRecording(scene: scene), at: 0)
        #expect(picture.disabledRecognizers.map { scene.name(of: $0) }.sorted() == ["list.delay", "list.pan"])
        #expect(Self.chips(picture.svg) == ["scroll-enabled no"])
    }
}
