import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// The scroll views' rules one by one, beyond the worked examples of `Scenes/scroll/`: each
/// test plays a small scene (a full-window `list` with a tall `page` that handles all) and
/// checks its whole compact trace.
@Suite struct ScrollRulesTests {
    /// `list` (`UIScrollView`, content `[320, 4000]`, more keys in `listKeys`) holding `page`.
    /// A full-window `list` (more keys in `listKeys`) whose content size is `content`, holding a
    /// `page` of that size that handles all, under a window that handles all.
    static func trace(
        _ listKeys: String = "", content: String = "[320, 4000]", _ script: [String],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> [String] {
        let keys = listKeys.isEmpty ? "" : listKeys.split(separator: "\n").map { "      " + $0 + "\n" }.joined()
        let text = """
            window:
              window: main
              frame: [0, 0, 320, 480]
              handles: all
              subviews:
                - view: list
                  class: UIScrollView
                  frame: [0, 0, 320, 480]
                  content-size: \(content)
            \(keys)      subviews:
                    - view: page
                      frame: [0, 0, \(content.dropFirst())
                      handles: all
            script:
            \(script.map { "  - " + $0 }.joined(separator: "\n"))

            """
        return GestureScene.trace(text: text, sourceLocation: sourceLocation)
    }

    static let flick = ["0.00 down t1 160 400", "0.00..0.15 move t1 160 400 -> 160 100 steps 3", "0.16 up t1"]
    static let drag = [
        "hold page.touchesBegan [t1] list.delay", "discard page [t1] list.pan", "gesture list.pan began", "scroll list offset 0 90",
        "gesture list.delay failed prevented list.pan", "gesture list.pan changed", "scroll list offset 0 190",
        "gesture list.pan changed", "scroll list offset 0 290", "gesture list.pan ended",
    ]

    @Test func sk3AFastRateStopsSooner() {
        #expect(
            Self.trace("deceleration-rate: fast", Self.flick)
                == Self.drag + ["scroll list decelerating 0 2000", "scroll list stopped 0 488.003333"])
    }

    @Test func sk5ASetOfTheOffsetStopsADecelerationWhereItPuts() {
        #expect(
            Self.trace("", Self.flick + ["0.50 set list content-offset [0, 100]", "0.60 set list content-size [320, 3000]"])
                == Self.drag + ["scroll list decelerating 0 2000", "scroll list stopped 0 100"])
    }

    @Test func sk2AFlickBelowTheMinimumSpeedRests() {
        #expect(Self.trace("min-flick-speed: 2500", Self.flick) == Self.drag)
    }

    @Test func sp8ACancelledRubberBandReturnsToTheLimit() {
        #expect(
            Self.trace("", ["0.00 down t1 160 400", "0.05 move t1 160 450", "0.10 cancel"]) == [
                "hold page.touchesBegan [t1] list.delay", "discard page [t1] list.pan", "gesture list.pan began",
                "scroll list offset 0 -21.035857", "gesture list.delay failed prevented list.pan", "gesture list.pan cancelled",
                "scroll list offset 0 0",
            ])
    }

    @Test func sp7WithoutBouncesTheOffsetStopsAtTheLimit() {
        #expect(
            Self.trace("bounces: no", ["0.00 down t1 160 400", "0.05 move t1 160 450", "0.30 up t1"]) == [
                "hold page.touchesBegan [t1] list.delay", "discard page [t1] list.pan", "gesture list.pan began",
                "gesture list.delay failed prevented list.pan", "gesture list.pan ended",
            ])
    }

    @Test func sp9ASetMidDragMovesTheStartOffset() {
        #expect(
            Self.trace(
                "",
                [
                    "0.00 down t1 160 400", "0.05 move t1 160 300", "0.06 set list content-offset [0, 500]", "0.10 move t1 160 290",
                    "0.30 up t1",
                ])
                == [
                    "hold page.touchesBegan [t1] list.delay", "discard page [t1] list.pan", "gesture list.pan began",
                    "scroll list offset 0 90", "gesture list.delay failed prevented list.pan", "gesture list.pan changed",
                    "scroll list offset 0 510", "gesture list.pan ended",
                ])
    }

    @Test func sd2ATouchDelayOfZeroFiresRightAfterTheDown() {
        #expect(
            Self.trace("touch-delay: 0", ["0.00 down t1 160 400", "0.10 up t1"]) == [
                "hold page.touchesBegan [t1] list.delay", "gesture list.delay failed timeout", "release page [t1]",
                "page.touchesBegan [t1] handled", "gesture list.pan failed lifted", "page.touchesEnded [t1] handled",
            ])
    }

    @Test func sw5IgnoringKeepsRecognizersAway() {
        #expect(
            Self.trace("", ["0.00 ignore begin", "0.01 down t1 160 400", "0.05 move t1 160 300", "0.10 up t1", "0.20 ignore end"])
                == ["drop t1 ignoring-interaction -"])
    }

    @Test func sw7RemovingHeldContentDiscardsItsCallsAndTheDragStillScrolls() {
        #expect(
            Self.trace("", ["0.00 down t1 160 400", "0.05 remove page", "0.10 move t1 160 300", "0.30 up t1"]) == [
                "hold page.touchesBegan [t1] list.delay", "discard page [t1] -", "gesture list.pan began", "scroll list offset 0 90",
                "gesture list.delay failed prevented list.pan", "gesture list.pan ended",
            ])
    }

    @Test func sw8ScrollEnabledNoFailsBothBuiltInsBeforeTheRelease() {
        #expect(
            Self.trace(
                "",
                [
                    "0.00 down t1 160 400", "0.05 set list scroll-enabled no", "0.10 up t1", "0.20 set list scroll-enabled yes",
                    "0.30 down t2 160 400", "0.35 up t2",
                ]
            ) == [
                "hold page.touchesBegan [t1] list.delay", "gesture list.delay failed disabled", "gesture list.pan failed disabled",
                "release page [t1]", "page.touchesBegan [t1] handled", "page.touchesEnded [t1] handled",
                "hold page.touchesBegan [t2] list.delay", "gesture list.delay failed lifted", "gesture list.pan failed lifted",
                "release page [t2]", "page.touchesBegan [t2] handled", "page.touchesEnded [t2] handled",
            ])
    }

    @Test func g30ABuiltInSwitchedOffStaysOffWhenScrollingComesBack() {
        let trace = Self.trace(
            "scroll-enabled: no",
            ["0.00 set list.delay enabled no", "0.01 set list scroll-enabled yes", "0.10 down t1 160 400", "0.20 up t1"])
        #expect(trace == ["page.touchesBegan [t1] handled", "gesture list.pan failed lifted", "page.touchesEnded [t1] handled"])
    }

    @Test func sw1NestedDelaysComeDueAsTwoTimerStepsInnerFirst() throws {
        let text = GestureScene.text(
            """
            - view: page
              class: UIScrollView
              frame: [0, 0, 320, 480]
              content-size: [320, 2000]
              subviews:
                - view: strip
                  class: UIScrollView
                  frame: [0, 100, 320, 100]
                  content-size: [1000, 100]
                  subviews:
                    - view: card
                      frame: [0, 0, 1000, 100]
                      handles: all
            """, script: ["0.00 down t1 160 150", "0.40 up t1"])
        let scene = try #require(SceneTesting.scene(text))
        var collector = StepCollector()
        var simulator = Simulator(scene: scene)
        simulator.run(into: &collector)
        let steps = collector.steps.map { record in
            var lines: [String] = []
            CompactLines.forEach(record, scene) { lines.append($0) }
            return (kind: record.kind, lines: lines)
        }
        #expect(steps.map(\.kind) == [.touches, .timer, .timer, .touches])
        #expect(steps[1].lines == ["gesture strip.delay failed timeout"])
        #expect(steps[2].lines == ["gesture page.delay failed timeout", "release card [t1]", "card.touchesBegan [t1] handled"])
    }

    @Test func jsonListsScrollsOnEveryStepAndCountsThem() throws {
        let text = GestureScene.text(
            "- view: list\n  class: UIScrollView\n  frame: [0, 0, 320, 480]\n  content-size: [320, 4000]",
            script: ["0.00 down t1 160 400", "0.00..0.15 move t1 160 400 -> 160 100 steps 3", "0.16 up t1"])
        let scene = try #require(SceneTesting.scene(text))
        var writer = JSONLinesWriter(output: "")
        var simulator = Simulator(scene: scene)
        simulator.run(into: &writer)
        let lines = writer.output.split(separator: "\n").map(String.init)
        #expect(lines.dropLast().allSatisfy { $0.contains(#""scrolls":["#) })
        #expect(lines.contains { $0.contains(#""scrolls":[{"seq":3,"scrollView":"list","event":"offset","offset":[0,90]}]"#) })
        #expect(lines.contains { $0.contains(#"{"seq":2,"scrollView":"list","event":"decelerating","velocity":[0,2000]}"#) })
        #expect(lines.contains { $0.contains(#""what":"deceleration""#) })
        #expect(lines.contains { $0.contains(#""kind":"scroll-pan""#) })
        #expect(lines.last?.hasSuffix(#""scrolls":5,"cells":0}"#) == true)
    }
}

extension ScrollRulesTests {
    /// An imported table scrolled by a `set` is hit-tested at its new offset: the same point
    /// reaches the row now under the finger (SV2), and the table keeps the calls (SV5).
    @Test func anImportedTableTappedAfterASetReachesTheRowNowUnderTheFinger() throws {
        let dump = """
            <UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>
               | <UITableView: 0x3; frame = (0 0; 320 480); clipsToBounds = YES; layer = <CALayer: 0x4>; contentOffset: {0, 88}; contentSize: {320, 880}>
               |    | <UITableViewCell: 0x5; frame = (0 0; 320 88); text = 'First'; layer = <CALayer: 0x6>>
               |    | <UITableViewCell: 0x7; frame = (0 88; 320 88); text = 'Second'; layer = <CALayer: 0x8>>
               |    | <UITableViewCell: 0x9; frame = (0 176; 320 88); text = 'Third'; layer = <CALayer: 0xa>>

            """
        guard case .success(let imported) = DumpImporter.importDump(Array(dump.utf8), name: "table.txt") else {
            Issue.record("the dump did not import")
            return
        }
        #expect(imported.text.contains("class: UITableView") && imported.text.contains("content-offset: [0, 88]"))
        let scriptStart = try #require(imported.text.range(of: "script:")).lowerBound
        let text =
            String(imported.text[..<scriptStart])
            + "script:\n  - 0.00 down t1 160 50\n  - 0.05 up t1\n  - 1.00 set UITableView-1 content-offset [0, 0]\n"
            + "  - 1.10 down t2 160 50\n  - 1.15 up t2\n"
        let trace = GestureScene.trace(text: text)
        // At offset 88 the point is content y 138: the second row; at offset 0, the first.
        #expect(trace.contains("release UITableViewCell_Second-1 [t1]"))
        #expect(trace.contains("release UITableViewCell_First-1 [t2]"))
        #expect(trace.contains("UITableView-1.touchesBegan [t2] handled"))
    }
}
