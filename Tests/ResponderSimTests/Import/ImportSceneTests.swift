import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// What an imported view becomes (README.md, Debugging your own app) and how the scene plays.
@Suite struct ImportSceneTests {
    static func node(_ description: String, line: Int = 2) -> [String] {
        let text = "<UIView: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x2>>\n   | \(description)\n"
        guard let scene = ImportTesting.scene(text) else { return [] }
        return Array(ImportTesting.node(scene, line: line).dropFirst())
    }

    @Test func interactionIsOnUnlessPrintedOffAndUnknownWithoutALayer() {
        #expect(
            Self.node("<UILabel: 0x3; frame = (0 0; 1 1); layer = <L: 0x4>>") == [
                "class: UILabel", "frame: [0, 0, 1, 1]", "user-interaction: yes", "# ignored: layer",
            ])
        #expect(
            Self.node("<UILabel: 0x3; frame = (0 0; 1 1); userInteractionEnabled = NO; layer = <L: 0x4>>").contains("user-interaction: yes")
                == false)
        #expect(Self.node("<UILabel: 0x3; frame = (0 0; 1 1)>") == ["class: UILabel", "frame: [0, 0, 1, 1]"])
        #expect(
            Self.node("<UIView: 0x3; frame = (0 0; 1 1); userInteractionEnabled = NO>") == ["frame: [0, 0, 1, 1]", "user-interaction: no"])
        #expect(Self.node("<UIImageView: 0x3; frame = (0 0; 1 1); userInteractionEnabled = YES>").contains("user-interaction: yes"))
    }

    @Test func flagsAreWrittenOnlyWhenTheyDifferFromTheDefaults() {
        let node = Self.node(
            "<UIScrollView: 0x3; frame = (1 2; 3 4); hidden = YES; alpha = 0.25; clipsToBounds = YES; layer = <L: 0x4>; contentOffset: {5, -6}>"
        )
        // A scroll view clips by default, so clipsToBounds = YES writes nothing (SV1).
        #expect(
            node == [
                "class: UIScrollView", "frame: [1, 2, 3, 4]", "content-offset: [5, -6]", "hidden: yes", "alpha: 0.25", "# ignored: layer",
            ])
        #expect(
            Self.node("<UIView: 0x3; frame = (0 0; 1 1); hidden = NO; alpha = 1; clipsToBounds = NO; contentOffset: {0, -0}>") == [
                "class: UIScrollView", "frame: [0, 0, 1, 1]", "clips: no",
            ])
    }

    /// The four scroll rows of the class table, each name of each row, and a view of no known
    /// class that prints a `contentOffset`.
    static let scrollClasses: [(dumpClass: String, sceneClass: String)] = [
        ("UITableView", "UITableView"), ("UIPickerTableView", "UITableView"), ("UICollectionView", "UICollectionView"),
        ("UITextView", "UITextView"), ("UIScrollView", "UIScrollView"), ("UITableViewWrapperView", "UIScrollView"),
        ("UIWebScrollView", "UIScrollView"), ("_UIWebViewScrollView", "UIScrollView"), ("WKScrollView", "UIScrollView"),
        ("_UIQueuingScrollView", "UIScrollView"), ("MyApp.Pager", "UIScrollView"),
    ]

    @Test(arguments: scrollClasses)
    func everyNameOfTheScrollRowsImportsAsItsScrollViewClass(dumpClass: String, sceneClass: String) {
        let node = Self.node(
            "<\(dumpClass): 0x3; frame = (0 0; 10 10); clipsToBounds = YES; layer = <L: 0x4>; contentOffset: {0, 2}; contentSize: {10, 40}>"
        )
        #expect(
            node == [
                "class: \(sceneClass)", "frame: [0, 0, 10, 10]", "content-offset: [0, 2]", "content-size: [10, 40]", "# ignored: layer",
            ])
    }

    @Test func aBaseClassPicksTheScrollRowAndAWindowOrAKnownClassIsNoScrollView() {
        #expect(
            Self.node("<Inbox.Feed: 0x3; baseClass = UICollectionView; frame = (0 0; 1 1); clipsToBounds = YES; contentSize: {1, 1}>").first
                == "class: UICollectionView")
        #expect(
            Self.node("<Notes.Editor: 0x3; baseClass = UITextView; frame = (0 0; 1 1); clipsToBounds = YES; contentSize: {1, 1}>").first
                == "class: UITextView")
        // A label that prints an offset keeps its class, and the offset is its bounds origin.
        #expect(
            Self.node("<UILabel: 0x3; frame = (0 0; 1 1); userInteractionEnabled = NO; contentOffset: {0, 5}>") == [
                "class: UILabel", "frame: [0, 0, 1, 1]", "bounds-origin: [0, 5]",
            ])
        // So does a nested window: a window is never a scroll view.
        #expect(
            Self.node("<UIWindow: 0x3; frame = (0 0; 1 1); contentOffset: {0, 5}>") == [
                "class: UIWindow", "frame: [0, 0, 1, 1]", "bounds-origin: [0, 5]",
            ])
    }

    @Test func theScrollKeysComeAfterTheFrameAndBeforeTheTransformWhateverTheDumpsOrder() {
        #expect(
            Self.node(
                "<UITableView: 0x3; frame = (0 0; 320 480); transform = [1, 0, 0, 1, 5, 0]; clipsToBounds = YES; layer = <L: 0x4>; contentOffset: {0, 88}; contentSize: {320, 880}; adjustedContentInset: {64, 0, 34, 0}>"
            ) == [
                "class: UITableView", "frame: [-5, 0, 320, 480]", "content-offset: [0, 88]", "content-size: [320, 880]",
                "content-inset: [64, 0, 34, 0]", "transform:", "translate: [5, 0]", "# ignored: layer",
            ])
        #expect(
            Self.node(
                "<UITextView: 0x3; adjustedContentInset: {1, 2, 3, 4}; hidden = YES; contentSize: {5, 6}; contentOffset: {7, 8}; frame = (0 0; 9 9); alpha = 0.5>"
            ) == [
                "class: UITextView", "frame: [0, 0, 9, 9]", "content-offset: [7, 8]", "content-size: [5, 6]", "content-inset: [1, 2, 3, 4]",
                "hidden: yes", "alpha: 0.5", "clips: no",
            ])
    }

    @Test func eachScrollKeyIsLeftOutWhenAllItsNumbersAreZero() {
        let view = "<UITableView: 0x3; frame = (0 0; 1 1); clipsToBounds = YES; "
        #expect(
            Self.node(view + "contentOffset: {0, -0}; contentSize: {0, 0}; adjustedContentInset: {0, 0, -0, 0}>") == [
                "class: UITableView", "frame: [0, 0, 1, 1]",
            ])
        #expect(
            Self.node(view + "contentOffset: {0, 0}; contentSize: {0, 3}; adjustedContentInset: {0, 0, 0, 0}>") == [
                "class: UITableView", "frame: [0, 0, 1, 1]", "content-size: [0, 3]",
            ])
        #expect(
            Self.node(view + "contentOffset: {-2, 0}; contentSize: {0, 0}; adjustedContentInset: {0, 0, 0, 0}>") == [
                "class: UITableView", "frame: [0, 0, 1, 1]", "content-offset: [-2, 0]",
            ])
        #expect(
            Self.node(view + "contentOffset: {0, 0}; contentSize: {0, 0}; adjustedContentInset: {0, 0, 0, 34}>") == [
                "class: UITableView", "frame: [0, 0, 1, 1]", "content-inset: [0, 0, 0, 34]",
            ])
        // Not zero, only printed so: the key stays.
        #expect(Self.node(view + "contentOffset: {1e-13, 0}; contentSize: {1, 1}>").contains("content-offset: [0, 0]"))
    }

    @Test func clipsIsWrittenWhereItDiffersFromTheClassDefault() {
        // Scroll views clip by default: `clips: no` unless the dump prints clipsToBounds = YES.
        #expect(
            !Self.node("<UITableView: 0x3; frame = (0 0; 1 1); clipsToBounds = YES; contentSize: {1, 1}>").contains {
                $0.hasPrefix("clips")
            })
        #expect(Self.node("<UITableView: 0x3; frame = (0 0; 1 1); contentSize: {1, 1}>").contains("clips: no"))
        #expect(Self.node("<UITableView: 0x3; frame = (0 0; 1 1); clipsToBounds = NO; contentSize: {1, 1}>").contains("clips: no"))
        // Other views do not: `clips: yes` only when printed.
        #expect(Self.node("<UIView: 0x3; frame = (0 0; 1 1); clipsToBounds = YES>").contains("clips: yes"))
        #expect(!Self.node("<UIView: 0x3; frame = (0 0; 1 1)>").contains { $0.hasPrefix("clips") })
        #expect(!Self.node("<UIWindow: 0x3; frame = (0 0; 1 1); contentOffset: {0, 1}>").contains { $0.hasPrefix("clips") })
    }

    @Test func aScrollViewWithoutContentSizeWarnsAtItsHeadBeforeTheLinesOtherWarnings() {
        ImportTesting.expectWarnings(
            [.noContentSize],
            "<UIWindow: 0x1; frame = (0 0; 320 480)>\n   | 1️⃣<UITableView: 0x3; frame = (0 0; 1 1); contentOffset: {0, 0}>\n")
        // The head comes first; alpha = nan (W-NAN) and a turn by 45° (W-SQUARE) on the same
        // line point further right.
        ImportTesting.expectWarnings(
            [.noContentSize, .nanAlpha, .square],
            "<UIView: 0x1; frame = (0 0; 320 480)>\n   | 1️⃣<UIScrollView: 0x3; frame = (0 0; 14.1421 14.1421); alpha = 2️⃣nan; transform = 3️⃣[0.70710678118654757, 0.70710678118654746, -0.70710678118654746, 0.70710678118654757, 0, 0]; contentOffset: {0, 0}>\n"
        )
        // A content size of zero is printed, so it is known: no warning; nor for a window.
        ImportTesting.expectWarnings(
            [],
            "<UIWindow: 0x1; frame = (0 0; 9 9); contentOffset: {0, 1}>\n   | <UITextView: 0x3; frame = (0 0; 1 1); contentSize: {0, 0}>\n")
        let result = DumpImporter.importDump(
            Array("<UIView: 0x1; frame = (0 0; 9 9)>\n   | <WKScrollView: 0x3; frame = (0 0; 1 1)>\n".utf8), name: "d.txt")
        #expect(
            ImportTesting.standardError(result, path: "d.txt")
                == "d.txt:2:6: warning: WKScrollView is a scroll view but prints no contentSize; its content size is taken as 0, so its scene cannot scroll\n"
        )
    }

    @Test func aContentSizeOrInsetOnAViewThatIsNoScrollViewIsListedAsIgnored() {
        #expect(
            Self.node(
                "<UILabel: 0x3; frame = (0 0; 1 1); contentSize: {5, 5}; userInteractionEnabled = NO; adjustedContentInset: {1, 0, 0, 0}>")
                == ["class: UILabel", "frame: [0, 0, 1, 1]", "# ignored: contentSize, adjustedContentInset"])
    }

    /// An imported table keeps the touch calls of its cells (SV5) and selects the cell a tap
    /// lands on (TS3, TS5): the tap ends at the table instead of travelling to UIApplication;
    /// the view beside the table still forwards.
    @Test func aTapOnACellOfAnImportedTableEndsAtTheTable() throws {
        let dump = """
            <UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>
               | <UITableView: 0x3; frame = (0 0; 320 400); clipsToBounds = YES; layer = <CALayer: 0x4>; contentOffset: {0, 0}; contentSize: {320, 880}>
               |    | <UITableViewCell: 0x5; frame = (0 0; 320 88); text = 'First'; layer = <CALayer: 0x6>>
               | <UIView: 0x7; frame = (0 400; 320 80); layer = <CALayer: 0x8>>

            """
        let imported = try #require(ImportTesting.scene(dump, taps: [DumpTap(x: 160, y: 40), DumpTap(x: 160, y: 440)]))
        let scene = try #require(SceneTesting.scene(imported.text))
        #expect(
            ExpectationCheck.compactTrace(of: scene) == [
                "hold UITableViewCell_First-1.touchesBegan [t1] UITableView-1.delay", "gesture UITableView-1.delay failed lifted",
                "gesture UITableView-1.pan failed lifted", "release UITableViewCell_First-1 [t1]",
                "UITableViewCell_First-1.touchesBegan [t1] forwarded", "UITableView-1.touchesBegan [t1] handled",
                "cell UITableView-1 UITableViewCell_First-1 highlighted",
                "UITableViewCell_First-1.touchesEnded [t1] forwarded", "UITableView-1.touchesEnded [t1] handled",
                "cell UITableView-1 UITableViewCell_First-1 unhighlighted", "cell UITableView-1 UITableViewCell_First-1 selected",
                "UIView-1.touchesBegan [t2] forwarded", "UIWindow-1.touchesBegan [t2] forwarded",
                "UIApplication.touchesBegan [t2] unhandled", "UIView-1.touchesEnded [t2] forwarded",
                "UIWindow-1.touchesEnded [t2] forwarded",
                "UIApplication.touchesEnded [t2] unhandled",
            ])
    }

    @Test func theClassComesFromTheBaseClassThenTheNameThenTheOffset() {
        #expect(Self.node("<MyApp.Pay: 0x3; baseClass = UIButton; frame = (0 0; 1 1)>").first == "class: UIButton")
        #expect(Self.node("<UILabel: 0x3; baseClass = UIControl; frame = (0 0; 1 1)>").first == "class: UIControl")
        #expect(Self.node("<MyApp.Pager: 0x3; frame = (0 0; 1 1); contentOffset: {0, 0}>").first == "class: UIScrollView")
        #expect(Self.node("<MyApp.Card: 0x3; baseClass = UIStackView; frame = (0 0; 1 1)>").first == "frame: [0, 0, 1, 1]")
        #expect(Self.node("<MyApp.Host: 0x3; frame = (0 0; 1 1); layer = <UIWindowLayer: 0x4>>").first == "class: UIWindow")
    }

    @Test func keyboardContainersLetTouchesThrough() {
        #expect(Self.node("<UIInputSetContainerView: 0x3; frame = (0 0; 1 1)>").contains("hit-test: passthrough"))
        #expect(
            Self.node("<Keyboard.Host: 0x3; baseClass = UIInputSetContainerView; frame = (0 0; 1 1)>").contains("hit-test: passthrough"))
        #expect(Self.node("<UIInputSetHostView: 0x3; frame = (0 0; 1 1)>").contains("hit-test: passthrough") == false)
    }

    @Test func oneWindowSeveralWindowsOrAStandIn() {
        let window = "<UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>\n"
        #expect(
            ImportTesting.scene(window)?.text.contains("\nwindow:\n  window: UIWindow-1  # line 1: UIWindow\n  frame: [0, 0, 320, 480]\n")
                == true)
        let two = ImportTesting.scene(window + "<BannerWindow: 0x3; baseClass = UIWindow; frame = (0 0; 320 90)>\n")
        #expect(two?.text.contains("(views: 2, windows: 2)") == true)
        #expect(two?.text.contains("\nwindows:\n  - window: UIWindow-1  # line 1: UIWindow\n    frame: [0, 0, 320, 480]\n") == true)
        let standIn = ImportTesting.scene("<UIView: 0x1; frame = (10 -20; 300 500.5)>\n")
        #expect(
            standIn?.text.contains(
                "# No window in the dump: \"main\" stands in for one, just big enough for the top view.\nscene: \"Imported from dump.txt\"\nwindow:\n  window: main\n  frame: [0, 0, 310, 480.5]\n  subviews:\n    - view: UIView-1  # line 1: UIView\n      frame: [10, -20, 300, 500.5]\n"
            ) == true)
    }

    @Test func theHeaderCountsTheViewsThatHaveGestureRecognizers() {
        let text =
            "<UIView: 0x1; frame = (0 0; 9 9); gestureRecognizers = <NSArray: 0x2>; gestureRecognizers = <NSArray: 0x3>>\n   | <UIView: 0x4; frame = (0 0; 1 1); gestureRecognizers = <NSArray: 0x5>>\n"
        #expect(ImportTesting.scene(text)?.text.contains("# Not imported: gesture recognizers (views that have some: 2).\n") == true)
        #expect(ImportTesting.scene("<UIView: 0x1; frame = (0 0; 9 9)>\n")?.text.contains("gesture") == false)
    }

    @Test func importedScenesEndWithOneLineFeedAndHaveNoTrailingBlanks() {
        let text = ImportTesting.text(ImportTesting.corpus.appendingPathComponent("23-realistic-mail-app.txt"))
        guard let scene = ImportTesting.scene(text) else { return }
        #expect(scene.text.hasSuffix("  - 0.00 wait\n") && !scene.text.hasSuffix("\n\n"))
        #expect(!scene.text.contains(" \n") && !scene.text.contains("\t"))
    }

    /// End to end: a dump from lldb with the keyboard up, three taps, the scene run. No
    /// transforms and no controls, whose handling the engine does not have yet.
    @Test func anImportedSceneWithTapsPlaysTheTapsThroughTheHierarchy() throws {
        let dump = """
            (lldb) po UIApplication.shared.windows
            <UIWindow: 0x1; frame = (0 0; 320 480); gestureRecognizers = <NSArray: 0x11>; layer = <UIWindowLayer: 0x2>>
               | <UIView: 0x3; frame = (0 0; 320 480); layer = <CALayer: 0x4>>
               |    | <UILabel: 0x5; frame = (16 60; 288 21); text = 'Tap the label'; opaque = NO; layer = <_UILabelLayer: 0x6>>
               |    | <UIImageView: 0x7; frame = (0 100; 320 200); userInteractionEnabled = NO; layer = <CALayer: 0x8>>
               |    | <UIView: 0x9; frame = (0 0; 320 480); alpha = 0.004; userInteractionEnabled = NO; layer = <CALayer: 0xa>>
            <UITextEffectsWindow: 0xb; frame = (0 0; 320 480); opaque = NO; layer = <UIWindowLayer: 0xc>>
               | <UIInputSetContainerView: 0xd; frame = (0 0; 320 480); layer = <CALayer: 0xe>>
               |    | <UIInputSetHostView: 0xf; frame = (0 264; 320 216); layer = <CALayer: 0x10>>

            """
        let taps = [DumpTap(x: 40, y: 70), DumpTap(x: 160, y: 150), DumpTap(x: 160, y: 300)]
        guard let imported = ImportTesting.scene(dump, taps: taps), let scene = SceneTesting.scene(imported.text) else { return }
        let chain = { (touch: String, views: [String], window: String) -> [String] in
            ["touchesBegan", "touchesEnded"].flatMap { phase in
                (views + [window]).map { "\($0).\(phase) [\(touch)] forwarded" } + ["UIApplication.\(phase) [\(touch)] unhandled"]
            }
        }
        // t1: the label takes touches (no userInteractionEnabled = NO); t2: the image view
        // does not, and the faded overlay neither; t3: the keyboard's host view, in front.
        #expect(
            ExpectationCheck.compactTrace(of: scene)
                == chain("t1", ["UILabel_Tap_the_label-1", "UIView-1"], "UIWindow-1") + chain("t2", ["UIView-1"], "UIWindow-1")
                + chain("t3", ["UIInputSetHostView-1", "UIInputSetContainerView-1"], "UITextEffectsWindow-1"))
    }

    /// The import example played: the label that takes touches sends its calls up to the
    /// application, and the tap on the button's title ends in the button, which tracks it
    /// (U2–U4).
    @Test func theFirstExamplePlaysThroughTheLabelAndTheButton() throws {
        let result = DumpImporter.importDump(
            ImportTesting.bytes(ImportTesting.examples.appendingPathComponent("ex1.txt")), name: "ex1.txt",
            taps: [DumpTap(x: 40, y: 70), DumpTap(x: 160, y: 142)])
        guard case .success(let imported) = result else {
            Issue.record("ex1 did not import")
            return
        }
        let scene = try #require(SceneTesting.scene(imported.text))
        var collector = CompactLineCollector()
        var simulator = Simulator(scene: scene)
        simulator.run(into: &collector)
        #expect(
            collector.lines == [
                "UILabel_Tap_the_label-1.touchesBegan [t1] forwarded", "UIView-1.touchesBegan [t1] forwarded",
                "UIWindow-1.touchesBegan [t1] forwarded", "UIApplication.touchesBegan [t1] unhandled",
                "UILabel_Tap_the_label-1.touchesEnded [t1] forwarded", "UIView-1.touchesEnded [t1] forwarded",
                "UIWindow-1.touchesEnded [t1] forwarded", "UIApplication.touchesEnded [t1] unhandled",
                "UIButton_Save-1.touchesBegan [t2] handled", "control UIButton_Save-1 touchDown",
                "UIButton_Save-1.touchesEnded [t2] handled", "control UIButton_Save-1 touchUpInside",
            ])
    }
}
