/// SD2–SD5: a scroll view's delay recognizer holds the content's touch-down while it waits to
/// see whether the finger scrolls; it decides when its timer fires, when the finger moves
/// beyond the hysteresis along an axis the scroll view cannot scroll, or at the lift. With
/// the delay off it decides at the began call. The decision itself (SD4) is the engine's: it
/// asks the scroll view's `touches-should-begin` about each touch's view.
struct ScrollDelayRule {
    /// Its timer runs (SD2).
    var timerRunning = false
    /// It has decided (SD4): it takes no part any more in this attempt.
    var decided = false
    /// The start point: the centroid of its touches down when its timer last started.
    var start = Point.zero

    mutating func take(_ call: KindCall, effects: inout [KindEffect]) {
        guard !decided, let scroll = call.scroll else { return }
        switch call.phase {
        case .began:
            guard scroll.settings.delaysContentTouches else {
                decide(.immediate, effects: &effects)
                return
            }
            effects.append(.stopTimers(.touchDelay))
            effects.append(.startTimer(.touchDelay, after: scroll.settings.touchDelay))
            timerRunning = true
            start = call.centroid(call.down)
        case .moved:
            // SD3: movement along an axis the scroll view cannot scroll, strictly beyond h.
            let center = call.centroid(call.down)
            let moved = scroll.turned(center.x - start.x, center.y - start.y)
            let h = scroll.settings.hysteresis
            if (!scroll.canScrollX && abs(moved.x) > h) || (!scroll.canScrollY && abs(moved.y) > h) {
                decide(.movement, effects: &effects)
            }
        case .ended:
            // SD5: a lift while the timer runs decides at once.
            if timerRunning { decide(.lifted, effects: &effects) }
        case .cancelled:
            break
        }
    }

    /// SD2: the timer came due.
    mutating func timerFired(effects: inout [KindEffect]) {
        guard !decided else { return }
        decide(.timeout, effects: &effects)
    }

    private mutating func decide(_ reason: GestureFailure, effects: inout [KindEffect]) {
        decided = true
        if timerRunning { effects.append(.stopTimers(.touchDelay)) }
        timerRunning = false
        effects.append(.decide(reason))
    }
}
