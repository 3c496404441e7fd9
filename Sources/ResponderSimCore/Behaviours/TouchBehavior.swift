/// A touch as a behaviour's code sees it during one call.
package struct BehaviorTouch: Sendable {
    /// The touch's id as written in the script.
    package var name: String
    /// Creation order of the touch (its identity: a reused id is a new touch).
    package var serial: Int
    /// `locationInView:` of the receiving view.
    package var location: Point
    /// `previousLocationInView:` of the receiving view.
    package var previousLocation: Point
    package var tapCount: Int
    /// The location and previous location in window points (H14: `drag` moves by
    /// the window delta, whatever transforms lie between).
    package var windowLocation: Point
    package var windowPreviousLocation: Point
}

/// What a behaviour's code can read and do during one call or one delayed call.
package struct BehaviorContext: Sendable {
    /// The simulated time now.
    package let time: Microseconds
    /// The view the behaviour belongs to.
    package let view: ViewID
    /// The touches of the call, sorted by creation (empty for a delayed call).
    package let touches: [BehaviorTouch]
    /// `event.allTouches` as `name phase`, sorted by creation (empty for a delayed call).
    package let allTouches: [(name: String, phase: EventPhase)]
    /// The current frames of every view (read-only).
    package let frames: [Rect]
    /// Every touch as it is now, in the view's coordinates: a `UITouch` is one object UIKit
    /// keeps updating, so its location follows the finger even through moves the code never
    /// saw (skipped while ignoring, or after a recognizer took the touch), and stays where the
    /// finger lifted. Filled only for a behaviour that reads it (``TouchBehavior/readsTouchesNow``).
    package let liveTouches: [BehaviorTouch]

    /// Lines printed (becoming `output` records).
    package internal(set) var printed: [String] = []
    /// Delayed calls to schedule: after how long, and a tag the behaviour gets back.
    package internal(set) var scheduled: [(delay: Microseconds, tag: Int)] = []
    /// Whether the behaviour cancelled its pending delayed calls (before scheduling new ones).
    package internal(set) var cancelledPending = false
    /// Frame origin changes to apply, in order.
    package internal(set) var frameMoves: [(view: ViewID, dx: Double, dy: Double)] = []
    /// Whether the code called the next responder itself (set by the engine).
    var forwarded = false

    init(
        time: Microseconds, view: ViewID, touches: [BehaviorTouch], allTouches: [(name: String, phase: EventPhase)], frames: [Rect],
        liveTouches: [BehaviorTouch] = []
    ) {
        self.time = time
        self.view = view
        self.touches = touches
        self.allTouches = allTouches
        self.frames = frames
        self.liveTouches = liveTouches
    }

    /// The current location of touch `serial` (where it lifted, if it lifted), in the view's
    /// coordinates; nil for a touch the engine no longer knows.
    package func currentLocation(of serial: Int) -> Point? {
        liveTouches.first { $0.serial == serial }?.location
    }

    /// Prints one output line.
    package mutating func print(_ line: String) { printed.append(line) }
    /// `performSelector:afterDelay:`.
    package mutating func perform(after delay: Microseconds, tag: Int) { scheduled.append((delay, tag)) }
    /// `cancelPreviousPerformRequestsWithTarget:`.
    package mutating func cancelPendingCalls() {
        cancelledPending = true
        scheduled.removeAll()
    }
    /// Shifts a view's frame origin (later hit tests see the new frame).
    package mutating func moveFrame(of view: ViewID, dx: Double, dy: Double) { frameMoves.append((view, dx, dy)) }
}

/// What a behaviour's code did with a call.
package enum BehaviorVerdict: Sendable {
    /// It kept the call (for a `passes-on` phase the call is forwarded anyway, as super is called).
    case keep
    /// It called the next responder itself.
    case forward
}

/// A built-in touch handler (Scenes/README.md, Behaviours). Each lives in its own file; the delivery engine
/// knows only this protocol. State is per responder: one value per view.
package protocol TouchBehavior: Sendable {
    /// Called for a phase the responder handles or passes on.
    mutating func touches(_ phase: TouchPhase, context: inout BehaviorContext) -> BehaviorVerdict
    /// A delayed call scheduled with `tag` came due.
    mutating func delayedCall(tag: Int, context: inout BehaviorContext)
    /// Whether its code reads touches other than the call's, as they are now
    /// (``BehaviorContext/liveTouches``); the engine keeps where lifted touches lifted only then.
    var readsTouchesNow: Bool { get }
}

extension TouchBehavior {
    package mutating func delayedCall(tag: Int, context: inout BehaviorContext) {}
    package var readsTouchesNow: Bool { false }
}
