import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimRender
@testable import ResponderSimTeaching

/// A picture of an imported app (302 views, most of them full-screen containers, a table
/// scrolled by 310 points, the keyboard's windows in front) stays legible: few labels that
/// do not overlap, every view that explains a touch named, containers faint, cells out of
/// sight left out.
@Suite struct FocusedPictureTests {
    /// A tap on a cell, on a cell's button, on the navigation bar's button, on the keyboard
    /// and on the keyboard's dock button, as `import --tap` writes them.
    static let taps = [
        DumpTap(x: 200, y: 300), DumpTap(x: 364, y: 173), DumpTap(x: 40, y: 70), DumpTap(x: 20, y: 530), DumpTap(x: 44, y: 820),
    ]

    /// The corpus's realistic mail app, imported with `taps`; with `keyboard: false`, only its
    /// first window (the dump cut before the keyboard's windows).
    static func mailApp(keyboard: Bool = true) throws -> Scene {
        var bytes = ImportTesting.bytes(ImportTesting.corpus.appendingPathComponent("23-realistic-mail-app.txt"))
        if !keyboard {
            let text = String(decoding: bytes, as: UTF8.self)
            let cut = try #require(text.range(of: "<UITextEffectsWindow"))
            bytes = Array(text[..<cut.lowerBound].utf8)
        }
        guard case .success(let imported) = DumpImporter.importDump(bytes, name: "mail.txt", taps: taps) else {
            Issue.record("the mail app does not import")
            throw ImportFailed()
        }
        return try #require(SceneTesting.scene(imported.text))
    }

    struct ImportFailed: Error {}

    /// The labels' areas (views' and touches') of the SVG layout and of the report's, with the
    /// report's scale.
    static func labelAreas(_ picture: Picture, scale: Double) -> [(name: String, area: Rect)] {
        let layout = PictureDrawing.Layout(
            boxes: picture.boxes, starts: picture.starts, ghosts: picture.ghosts, tracks: picture.tracks, scene: picture.scene,
            scale: scale, focus: picture.focus)
        var areas = layout.labels.map { ($0.box.name, Rect($0.at.x, $0.at.y, $0.block.width * scale, $0.block.height * scale)) }
        areas += layout.touchLabels.map { (picture.tracks[$0.track].label, Rect($0.at.x, $0.at.y, $0.width, 13 * scale)) }
        return areas
    }

    static func name(_ scene: Scene, _ view: ViewID) -> String { scene.views[view.index].name }

    @Test func aThreeHundredViewImportIsLabelledWithinTheBudget() throws {
        for keyboard in [true, false] {
            let scene = try Self.mailApp(keyboard: keyboard)
            let picture = Picture(RunRecording(scene: scene))
            #expect(picture.viewsInWindows > 250)
            #expect(picture.focus.isFocused && !picture.isSummary)
            let labels = Self.labelAreas(picture, scale: 1).count - picture.tracks.count
            #expect(labels > 10 && labels <= PictureFocus.labelBudget, "\(labels) labels")
            let root = try #require(RenderTesting.parse(picture.svg))
            #expect(root.elements("g", withClass: "label").count == labels)
            #expect(
                root.elements("text", withClass: "focus-note").map(\.text).joined(separator: " ").contains(
                    "point at any other view for its name"))
        }
    }

    @Test func theLabelsOfAFocusedPictureDoNotOverlap() throws {
        for keyboard in [true, false] {
            let recording = RunRecording(scene: try Self.mailApp(keyboard: keyboard))
            let picture = Picture(recording)
            let report = ReportPicture(recording: recording, tracks: picture.tracks)
            for scale in [1.0, report.scale] {
                let areas = Self.labelAreas(picture, scale: scale)
                for first in areas.indices {
                    for second in areas.indices where second > first {
                        #expect(
                            areas[first].area.overlapArea(with: areas[second].area) == 0,
                            "\(areas[first].name) and \(areas[second].name) overlap at scale \(scale)")
                    }
                }
            }
        }
    }

    /// Every view on a touch's hit-test path is labelled or is a faint container (counted in
    /// the legend), and is outlined in the touch's colour; each hit-test view is labelled.
    @Test func theViewsOnTheTouchesPathsAreLabelledAndOutlined() throws {
        let scene = try Self.mailApp(keyboard: false)
        let picture = Picture(RunRecording(scene: scene))
        let focus = picture.focus
        let root = try #require(RenderTesting.parse(picture.svg))
        let labelled = Set(root.elements("g", withClass: "label").compactMap { $0.attributes["data-view"] })
        #expect(picture.tracks.count == 5)
        for track in picture.tracks {
            let hit = try #require(track.hitPath.last)
            #expect(labelled.contains(Self.name(scene, hit)), "\(track.name)'s hit-test view is not labelled")
            for view in track.hitPath {
                #expect(
                    labelled.contains(Self.name(scene, view)) || focus.containers.contains(view),
                    "\(Self.name(scene, view)) on \(track.name)'s path is neither labelled nor a container")
            }
            let outlines = root.elements("rect", withClass: "path-outline").filter { $0.attributes["data-touch"] == track.name }
            #expect(!outlines.isEmpty, "\(track.name)'s path is not outlined")
        }
        // t1 lands on a cell's content view: its path counts the containers between the
        // window and the table.
        let story = picture.stories[0].joined(separator: "\n")
        #expect(
            story.contains(
                "hit-test view: UITableViewCellContentView-7 (UIWindow-1 ▸ 8 containers ▸ UITableView-1 ▸ MessageCell_Hank_Zakroff-1 ▸ UITableViewCellContentView-7)"
            ))
        // The table, a scroll view with scrolling enabled, keeps the calls (SV5): the tap ends there.
        #expect(story.contains("handled by UITableView-1, via UITableViewCellContentView-7, MessageCell_Hank_Zakroff-1"))
        // t2 lands on the cell's button, and its image (interaction off) was passed over.
        #expect(picture.stories[1].contains("passed over under the finger: UIImageView-9 (interaction off, H2)"))
        #expect(labelled.contains("UIImageView-9"))
    }

    @Test func containersAreFaintUnlabelledAndNamedOnHover() throws {
        let scene = try Self.mailApp()
        let picture = Picture(RunRecording(scene: scene))
        let root = try #require(RenderTesting.parse(picture.svg))
        let containers = root.elements("rect", withClass: "container")
        #expect(containers.count == picture.focus.containers.count && containers.count > 10)
        let names = Set(containers.compactMap { $0.attributes["data-view"] })
        for name in ["UILayoutContainerView-1", "UIViewControllerWrapperView-2", "UINavigationTransitionView-1", "UIDropShadowView-1"] {
            #expect(names.contains(name), "\(name) is not drawn as a container")
        }
        for container in containers {
            #expect(container.attributes["fill"] == "none" && container.attributes["stroke-dasharray"] != nil)
            #expect(container.elements("title").first?.text.hasPrefix(container.attributes["data-view"] ?? "?") == true)
        }
        let labelled = Set(root.elements("g", withClass: "label").compactMap { $0.attributes["data-view"] })
        #expect(labelled.isDisjoint(with: names))
        // Every view drawn without a label carries its name on hover.
        let views = root.descendants.filter { $0.classes.contains("view") }
        for view in views where !labelled.contains(view.attributes["data-view"] ?? "") {
            #expect(view.elements("title").count == 1, "\(view.attributes["data-view"] ?? "?") has no hover text")
        }
        // A teaching scene is not focused: every view labelled, nothing faint.
        let small = try #require(RenderTesting.load(GoldenSceneTests.scenesFolder + "/core/h7-two-windows.scene"))
        let plain = try #require(RenderTesting.parse(Picture(RunRecording(scene: small)).svg))
        #expect(plain.elements("rect", withClass: "container").isEmpty && plain.elements("title").count == 1)
        #expect(plain.elements("g", withClass: "label").count == small.views.count)
    }

    @Test func cellsOutOfSightAreLeftOutAndHalfVisibleOnesCut() throws {
        let scene = try Self.mailApp()
        let picture = Picture(RunRecording(scene: scene))
        let drawn = Dictionary(picture.boxes.map { ($0.name, $0.rect) }, uniquingKeysWith: { first, _ in first })
        // The table shows content from y = 310.67: the last cells are far below the screen.
        #expect(drawn["MessageCell_Pharmacy-1"] == nil && drawn["UISearchBar-1"] == nil)
        #expect(picture.focus.clippedOut > 100)
        // A cell half scrolled out shows only its part inside the table.
        let cell = try #require(drawn["MessageCell_Daniel_Higgins_Jr-1"])
        #expect(abs(cell.y) < 0.01 && abs(cell.height - 41.333333) < 0.01)
        let extent = picture.boxes.reduce(Rect(0, 0, 0, 0)) { $0.union($1.rect) }
        #expect(extent.height <= 844 && extent.width <= 390)
    }

    /// Behind the keyboard's windows, a full-screen view takes every tap above the keyboard:
    /// the legend says what each of those taps would have reached without it, and the
    /// picture outlines it.
    @Test func theLegendSaysWhatTheHitTestViewCovers() throws {
        let scene = try Self.mailApp()
        let picture = Picture(RunRecording(scene: scene))
        let first = picture.stories[0]
        #expect(
            first.first
                == "hit-test view: UIEditingOverlayGestureView-1 (UITextEffectsWindow-1 ▸ UIInputSetContainerView-1 ▸ UIEditingOverlayGestureView-1)"
        )
        #expect(
            first.contains(
                "passed over under the finger: UIRemoteKeyboardWindow-1 (passthrough, H8), UIInputSetContainerView-2 (passthrough, H8)"))
        #expect(
            first.contains(
                "under it: UITableViewCellContentView-7 would get the touch without UIEditingOverlayGestureView-1 (UIWindow-1 ▸ … ▸ UITableView-1 ▸ MessageCell_Hank_Zakroff-1 ▸ UITableViewCellContentView-7; H7)"
            ))
        #expect(picture.stories[1].contains { $0.hasPrefix("under it: UIButton-6 would get the touch") })
        #expect(picture.stories[2].contains { $0.hasPrefix("under it: _UIButtonBarButton_Mailboxes-1 would get the touch") })
        // The keyboard's own taps cover nothing that is not their ancestor.
        #expect(picture.under[3].covered.isEmpty && picture.under[4].covered.isEmpty)
        #expect(
            picture.stories[3].contains(
                "passed over under the finger: UIKBKeyplaneView-1 (interaction off, H2), UIKBKeyView-1 (interaction off, H2)"))
        let root = try #require(RenderTesting.parse(picture.svg))
        let covered = root.elements("rect", withClass: "covered-outline").map {
            "\($0.attributes["data-touch"] ?? "") \($0.attributes["data-view"] ?? "")"
        }
        #expect(covered == ["t1 UITableViewCellContentView-7", "t2 UIButton-6", "t3 _UIButtonBarButton_Mailboxes-1"])
        let labelled = Set(root.elements("g", withClass: "label").compactMap { $0.attributes["data-view"] })
        #expect(labelled.isSuperset(of: ["UITableViewCellContentView-7", "UIButton-6", "_UIButtonBarButton_Mailboxes-1", "UIKBKeyView-1"]))
        let key = root.elements("text", withClass: "key-line").map(\.text).joined(separator: " ")
        #expect(key.contains("the view that touch's") && key.contains("plain container"))
        // The report draws them from the step each touch came down in.
        let page = try #require(RenderTesting.parse(RunRecording(scene: scene).report))
        #expect(page.elements("rect", withClass: "covered-outline").map { $0.attributes["data-step"] } == ["1", "3", "5"])
        #expect(page.elements("p", withClass: "focus-note").count == 1)
    }

    @Test func namedViewsAreLabelledEvenPastTheBudget() throws {
        let scene = try Self.mailApp(keyboard: false)
        let buttons = PictureFocus.views(matching: "UIButton-*", in: scene)
        #expect(buttons.count == 23)
        #expect(PictureFocus.views(matching: "UIButton-6", in: scene).map { Self.name(scene, $0) } == ["UIButton-6"])
        #expect(PictureFocus.views(matching: "UIButton", in: scene).isEmpty)
        #expect(PictureFocus.views(matching: "*", in: scene).count == scene.views.count)
        let recording = RunRecording(scene: scene)
        let picture = Picture(recording, naming: Set(buttons))
        let root = try #require(RenderTesting.parse(picture.svg))
        let labelled = Set(root.elements("g", withClass: "label").compactMap { $0.attributes["data-view"] })
        let visible = Set(picture.boxes.map(\.view)).intersection(buttons).map { Self.name(scene, $0) }
        #expect(visible.count > 8 && labelled.isSuperset(of: visible))
        // The buttons of the cells scrolled out of sight stay out; the note names them.
        #expect(picture.focus.namedOutOfSight.first == "UIButton-1" && picture.focus.namedOutOfSight.contains("UIButton-23"))
        #expect(visible.count + picture.focus.namedOutOfSight.count == buttons.count)
        #expect(picture.focus.note?.contains("; named but out of sight: UIButton-1 and ") == true)
        let page = try #require(RenderTesting.parse(recording.report(naming: Set(buttons))))
        let pageLabels = Set(page.elements("g", withClass: "label").compactMap { $0.attributes["data-view"] })
        #expect(pageLabels.isSuperset(of: visible))
        // Naming every view labels every view drawn.
        let every = Picture(recording, naming: Set(PictureFocus.views(matching: "*", in: scene)))
        #expect(Self.labelAreas(every, scale: 1).count == every.boxes.count + every.tracks.count)
    }
}
