import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// V15–V20: the static checks of scroll views' keys, built-in recognizer names and `set`
/// lines, each at the position the catalogue gives (markers 1️⃣ point where the error must be).
@Suite struct ScrollChecksTests {
    /// A window `main` holding a scroll view `list` (its keys `listKeys`) with a row `row`, and
    /// a plain view `plain`.
    static func scene(listKeys: String = "", rowKeys: String = "", plainKeys: String = "", windowKeys: String = "", script: [String] = [])
        -> String
    {
        func indent(_ text: String, _ spaces: Int) -> String {
            text.isEmpty ? "" : text.split(separator: "\n").map { String(repeating: " ", count: spaces) + $0 + "\n" }.joined()
        }
        return """
            window:
              window: main
              frame: [0, 0, 320, 480]
            \(indent(windowKeys, 2))  subviews:
                - view: list
                  class: UIScrollView
                  frame: [0, 0, 320, 480]
            \(indent(listKeys, 6))      subviews:
                    - view: row
                      frame: [0, 100, 320, 100]
            \(indent(rowKeys, 10))    - view: plain
                  frame: [0, 0, 10, 10]
            \(indent(plainKeys, 6))script:\(script.isEmpty ? " []" : "")
            \(script.map { "  - " + $0 }.joined(separator: "\n"))

            """
    }

    @Test func aValidScrollViewBuildsWithItsTwoBuiltInsFirstOnTheView() throws {
        let scene = try #require(SceneTesting.scene(Self.scene(listKeys: "content-size: [320, 2000]\ntouch-delay: 0.2")))
        let list = try #require(scene.view(named: "list"))
        let settings = try #require(scene.views[list.index].scroll)
        #expect(settings.contentHeight == 2000 && settings.touchDelay == 200_000)
        #expect(scene.views[list.index].gestures.map { scene.name(of: $0) } == ["list.delay", "list.pan"])
        #expect(scene.views[list.index].multipleTouch && scene.views[list.index].clips)
        #expect(scene.recognizers[settings.delay.index].kind == .scrollDelay)
        #expect(scene.recognizers[settings.pan.index].kind == .scrollPan)
    }

    @Test func v15ScrollKeysOnlyOnScrollViews() {
        SceneTesting.expectError(Self.scene(plainKeys: "1️⃣content-size: [1, 1]"), id: "scroll-view-only-key", mentions: ["scroll views"])
        SceneTesting.expectError(
            Self.scene(windowKeys: "1️⃣bounces: no"), id: "scroll-view-only-key", mentions: ["a window is never a scroll view"])
    }

    @Test func v16ValuesHaveTheirTypeAndRange() {
        SceneTesting.expectError(Self.scene(listKeys: "content-size: [320, 1️⃣-1]"), id: "out-of-range")
        SceneTesting.expectError(Self.scene(listKeys: "stop-speed: 1️⃣0"), id: "out-of-range")
        SceneTesting.expectError(Self.scene(listKeys: "touch-delay: 1️⃣61"), id: "out-of-range")
        SceneTesting.expectError(Self.scene(listKeys: "deceleration-rate: 1️⃣slow"), id: "unknown-value")
        SceneTesting.expectError(Self.scene(listKeys: "touches-should-begin: 1️⃣default"), id: "unknown-value")
        SceneTesting.expectError(Self.scene(listKeys: "bounces: 1️⃣maybe"), id: "wrong-type")
    }

    @Test func v17ContentOffsetOrBoundsOriginNotBoth() {
        SceneTesting.expectError(
            Self.scene(listKeys: "bounds-origin: [0, 10]\n1️⃣content-offset: [0, 20]"), id: "offset-and-bounds-origin")
        SceneTesting.expectError(
            Self.scene(listKeys: "content-offset: [0, 20]\n1️⃣bounds-origin: [0, 10]"), id: "offset-and-bounds-origin")
    }

    @Test func v18ListsNameContentViewsOnceAndAreNotEmpty() {
        SceneTesting.expectError(Self.scene(listKeys: "touches-should-cancel: [1️⃣list]"), id: "not-content", mentions: ["itself"])
        SceneTesting.expectError(Self.scene(listKeys: "touches-should-cancel: [1️⃣plain]"), id: "not-content")
        SceneTesting.expectError(Self.scene(listKeys: "touches-should-begin: [row, 1️⃣row]"), id: "repeated-view")
        SceneTesting.expectError(Self.scene(listKeys: "touches-should-begin: 1️⃣[]"), id: "empty-list")
        SceneTesting.expectError(Self.scene(listKeys: "touches-should-begin: [1️⃣nobody]"), id: "unknown-view")
    }

    @Test func v19BuiltInNamesNeedAScrollView() {
        SceneTesting.expectError(
            Self.scene(rowKeys: "gestures:\n  - tap: t\n    requires-failure-of: [1️⃣plain.pan]"), id: "not-a-scroll-view")
        SceneTesting.expectError(Self.scene(script: ["0.0 set 1️⃣plain.delay enabled no"]), id: "not-a-scroll-view")
        // pan-requires-failure-of follows V5 and counts for V7 as the pan's edges.
        SceneTesting.expectError(Self.scene(listKeys: "pan-requires-failure-of: [1️⃣nothing]"), id: "unknown-recognizer")
        SceneTesting.expectError(
            Self.scene(
                listKeys: "pan-requires-failure-of: [t]",
                rowKeys: "gestures:\n  - tap: t\n    requires-failure-of: [1️⃣list.pan]"), id: "requirement-cycle")
        // pan-requires-failure-of never names a delay, its own or another scroll view's (SD1).
        SceneTesting.expectError(
            Self.scene(listKeys: "pan-requires-failure-of: [1️⃣list.delay]"), id: "pan-requires-delay", mentions: ["'list.delay'"])
        SceneTesting.expectError(
            Self.scene(listKeys: "pan-requires-failure-of: [t, 1️⃣list.delay]", rowKeys: "gestures:\n  - tap: t"),
            id: "pan-requires-delay", mentions: ["never makes a pan fail"])
        // Another recognizer may still require a delay's failure.
        #expect(SceneTesting.scene(Self.scene(rowKeys: "gestures:\n  - tap: t\n    requires-failure-of: [list.delay]")) != nil)
    }

    @Test func v20SetTakesScrollKeysOnScrollViewsAndOnlyEnabledOnBuiltIns() {
        SceneTesting.expectError(Self.scene(script: ["0.0 set list 1️⃣pan-requires-failure-of [x]"]), id: "not-settable")
        SceneTesting.expectError(Self.scene(script: ["0.0 set plain 1️⃣content-size [1, 1]"]), id: "scroll-view-only-key")
        SceneTesting.expectError(Self.scene(script: ["0.0 set list.pan 1️⃣hysteresis 3"]), id: "not-settable")
        SceneTesting.expectError(Self.scene(script: ["0.0 set list touches-should-cancel [1️⃣plain]"]), id: "not-content")
        #expect(SceneTesting.scene(Self.scene(script: ["0.0 set list content-offset [0, 5]", "0.1 set list.delay enabled no"])) != nil)
    }

    @Test func expectLinesOfScrollViewsThatCanNeverAppear() throws {
        let scene = try #require(SceneTesting.scene(Self.scene()))
        #expect(ExpectationCheck.impossibility(of: "scroll list offset 0 90", in: scene) == nil)
        #expect(ExpectationCheck.impossibility(of: "gesture list.pan began", in: scene) == nil)
        #expect(ExpectationCheck.impossibility(of: "scroll row offset 0 90", in: scene)?.contains("no scroll view 'row'") == true)
        #expect(ExpectationCheck.impossibility(of: "scroll list ofset 0 90", in: scene)?.contains("did you mean 'offset'") == true)
        #expect(ExpectationCheck.impossibility(of: "gesture row.pan began", in: scene)?.contains("no recognizer 'row.pan'") == true)
    }
}
