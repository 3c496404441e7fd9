import Testing

@testable import ResponderSimCore

/// The views' behaviour code alone: a view's behaviour runs with the context the coordinator
/// built and keeps its state from call to call; `set … behavior` replaces it.
@Suite struct ViewCodeTests {
    /// `main` ▸ `logger` (log), `painter` (pinch-tracked), `plain`.
    private static func code() -> (ViewCode, logger: ViewID, painter: ViewID, plain: ViewID) {
        var tree = TreeBuilder()
        let main = tree.window("main")
        let logger = tree.view("logger", in: main, Rect(0, 0, 100, 100)) { $0.behavior = BehaviorSpec(kind: .log) }
        let painter = tree.view("painter", in: main, Rect(0, 100, 100, 100)) { $0.behavior = BehaviorSpec(kind: .pinchTracked) }
        let plain = tree.view("plain", in: main, Rect(0, 200, 100, 100))
        return (ViewCode(tree.scene), logger, painter, plain)
    }

    private static func context(_ view: ViewID) -> BehaviorContext {
        BehaviorContext(time: 0, view: view, touches: [], allTouches: [], frames: [])
    }

    @Test func runsAViewsBehaviourWithItsContext() {
        var (code, logger, _, plain) = Self.code()
        var context = Self.context(logger)
        let forwarded = code.run(.began, view: logger, context: &context)
        #expect(!forwarded && context.printed == ["began [] all []"])
        #expect(code.hasBehavior(logger) && !code.hasBehavior(plain))
        #expect(code.readsTouchesNow(plain) == nil && code.readsTouchesNow(logger) == false)
    }

    @Test func knowsWhichBehavioursReadTouchesAsTheyAreNow() {
        var (code, _, painter, _) = Self.code()
        #expect(code.anyReadsTouchesNow && code.readsTouchesNow(painter) == true)
        code.replace(painter, with: nil)
        #expect(!code.anyReadsTouchesNow && !code.hasBehavior(painter))
    }
}
