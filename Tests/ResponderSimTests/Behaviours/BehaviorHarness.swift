@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// Calls one behaviour the way the engine does, without the engine: each call gets a fresh
/// context, and the behaviour's state carries over from call to call.
struct BehaviorHarness<Behavior: TouchBehavior> {
    var behavior: Behavior
    var time: Microseconds = 0
    var view = ViewID(1)
    /// Frames of every view, as the engine passes them (index = `ViewID.index`).
    var frames: [Rect] = [Rect(0, 0, 320, 480), Rect(20, 40, 200, 200), Rect(10, 10, 50, 50)]

    init(_ behavior: Behavior) { self.behavior = behavior }

    /// One call of `phase` with `touches`; `all` defaults to the call's touches in `phase`.
    @discardableResult
    mutating func call(
        _ phase: TouchPhase, _ touches: [BehaviorTouch], all: [(name: String, phase: EventPhase)]? = nil
    ) -> (verdict: BehaviorVerdict, context: BehaviorContext) {
        let allTouches = all ?? touches.map { (name: $0.name, phase: EventPhase(phase)) }
        var context = BehaviorContext(time: time, view: view, touches: touches, allTouches: allTouches, frames: frames)
        let verdict = behavior.touches(phase, context: &context)
        return (verdict, context)
    }

    /// One call; returns only the printed lines.
    mutating func printed(_ phase: TouchPhase, _ touches: BehaviorTouch...) -> [String] {
        call(phase, touches).context.printed
    }

    /// A delayed call coming due.
    mutating func delayedCall(tag: Int) -> BehaviorContext {
        var context = BehaviorContext(time: time, view: view, touches: [], allTouches: [], frames: frames)
        behavior.delayedCall(tag: tag, context: &context)
        return context
    }
}

/// A touch as a call sees it; `serial` defaults to the number in the name (`t2` → 2).
func touch(
    _ name: String, _ x: Double, _ y: Double, previous: Point? = nil, tapCount: Int = 1, serial: Int? = nil
) -> BehaviorTouch {
    BehaviorTouch(
        name: name, serial: serial ?? Int(name.drop { !$0.isNumber }) ?? 0,
        location: Point(x, y), previousLocation: previous ?? Point(x, y), tapCount: tapCount,
        windowLocation: Point(x, y), windowPreviousLocation: previous ?? Point(x, y))
}
