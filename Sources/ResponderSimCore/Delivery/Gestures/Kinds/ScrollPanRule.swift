import Foundation

/// SP1–SP9 and SK1: a scroll view's pan counts every touch, adds their mean displacement to
/// its translation (GP2), asks to begin once the translation reaches the hysteresis along an
/// axis the scroll view can scroll, and turns the translation into the content offset.
struct ScrollPanRule {
    /// An axis a directional lock keeps (SP6).
    enum Axis {
        case x, y
    }

    var counted: [Int] = []
    /// T: the translation in window axes (GP2).
    var translationX = 0.0
    var translationY = 0.0
    /// T′ after the grant: in the scroll view's axes, the hysteresis removed (SP5).
    var draggedX = 0.0
    var draggedY = 0.0
    /// O_s: the offset at the grant (SP5), moved by a `set` of the offset (SP9).
    var startOffset = Point.zero
    var granted = false
    /// It caught a decelerating scroll view at a began call (SK4).
    var catching = false
    /// SK4: the hysteresis is removed at the first moved call that passes SP2's test.
    var awaitingRemoval = false
    /// SK4: `directional-lock` as read at a catch's grant; the lock is decided at the removal.
    var lockAtRemoval = false
    /// The axis a directional lock keeps to (SP6).
    var lock: Axis?
    /// The last moved call that moved a counted touch: its displacement, its time and the time
    /// since the call before it (SK1).
    var lastMove: (x: Double, y: Double, time: Microseconds, span: Microseconds)?
    /// The time of its last began or moved call.
    var previousCall: Microseconds?

    mutating func take(_ call: KindCall, effects: inout [KindEffect]) {
        guard let scroll = call.scroll else { return }
        switch call.phase {
        case .began:
            counted += call.slots
            previousCall = call.now
            // SK4: a touch that lands on a decelerating scroll view catches it.
            if call.isPossible && !call.requested && scroll.isDecelerating {
                catching = true
                effects.append(.catchDeceleration)
            }
        case .moved:
            let span = previousCall.map { call.now - $0 } ?? 0
            previousCall = call.now
            guard call.slots.contains(where: counted.contains) else { return }
            if let moved = call.meanDisplacement(of: counted) {
                let dx = moved.x
                let dy = moved.y
                translationX += dx
                translationY += dy
                if granted {
                    let turned = scroll.turned(dx, dy)
                    draggedX += turned.x
                    draggedY += turned.y
                }
                lastMove = (dx, dy, call.now, span)
            }
            guard counted.contains(where: call.isDown) else { return }
            if call.isActive {
                effects.append(.changed)
            } else if call.isPossible && !call.requested {
                let turned = scroll.turned(translationX, translationY)
                if scroll.passesHysteresis(turned.x, turned.y) { effects.append(.requestScroll) }
            }
        case .ended:
            guard !counted.contains(where: call.isDown) else { return }
            effects.append(call.isActive ? .end : .fail(.lifted))
        case .cancelled:
            break
        }
    }

    /// SP5, SP6, SK4: the grant records the start offset, locks a direction and removes the
    /// hysteresis (after a catch, the lock and the removal wait for the first move past the
    /// hysteresis, ``target(_:)``); returns the offset.
    mutating func grant(_ scroll: ScrollGeometry) -> Point {
        granted = true
        startOffset = scroll.offset
        if catching {
            awaitingRemoval = true
            lockAtRemoval = scroll.settings.directionalLock
            return startOffset
        }
        let turned = scroll.turned(translationX, translationY)
        draggedX = turned.x
        draggedY = turned.y
        if scroll.settings.directionalLock { lock = Self.lockedAxis(draggedX, draggedY, scroll) }
        removeHysteresis(scroll.settings.hysteresis)
        return target(scroll)
    }

    /// SP6 (SN3): y = 0 locks x, else x = 0 locks y, else the angle decides; only along an
    /// axis the scroll view can scroll.
    static func lockedAxis(_ x: Double, _ y: Double, _ scroll: ScrollGeometry) -> Axis? {
        let axis: Axis?
        if y == 0 {
            axis = .x
        } else if x == 0 {
            axis = .y
        } else {
            let angle = (atan2(abs(y), abs(x)) * 180) / Double.pi
            axis = angle <= 20 ? .x : angle >= 70 ? .y : nil
        }
        switch axis {
        case .x: return scroll.canScrollX ? .x : nil
        case .y: return scroll.canScrollY ? .y : nil
        case nil: return nil
        }
    }

    private mutating func removeHysteresis(_ h: Double) {
        draggedX = draggedX > 0 ? max(draggedX - h, 0) : min(draggedX + h, 0)
        draggedY = draggedY > 0 ? max(draggedY - h, 0) : min(draggedY + h, 0)
    }

    /// SP5–SP7: the offset for the translation so far (U = O_s − T′, limited per axis).
    mutating func target(_ scroll: ScrollGeometry) -> Point {
        if awaitingRemoval {
            guard scroll.passesHysteresis(draggedX, draggedY) else { return startOffset }
            awaitingRemoval = false
            // SK4: after a catch, SP6's lock is decided here, from T′ before the removal.
            if lockAtRemoval { lock = Self.lockedAxis(draggedX, draggedY, scroll) }
            removeHysteresis(scroll.settings.hysteresis)
        }
        var x = startOffset.x
        var y = startOffset.y
        if scroll.canScrollX && lock != .y {
            x = scroll.limited(startOffset.x - draggedX, low: scroll.minX, high: scroll.maxX, range: scroll.width)
        }
        if scroll.canScrollY && lock != .x {
            y = scroll.limited(startOffset.y - draggedY, low: scroll.minY, high: scroll.maxY, range: scroll.height)
        }
        return Point(x, y)
    }

    /// What the pan does to its scroll view when its state becomes `state`: Began and Changed
    /// move the content (SP5–SP7); Ended and Cancelled bring it back within its limits (SP8),
    /// and after Ended a flick fast enough decelerates from there (SK1–SK3).
    mutating func stateChanged(to state: GestureState, now: Microseconds, _ scroll: ScrollGeometry, effects: inout [KindEffect]) {
        switch state {
        case .began:
            let offset = grant(scroll)
            effects.append(.moveContent(offset, limitCitation(scroll)))
        case .changed:
            let offset = target(scroll)
            effects.append(.moveContent(offset, limitCitation(scroll)))
        case .ended, .cancelled:
            let lifted = scroll.offset
            let limited = scroll.clamped(lifted)
            effects.append(.moveContent(limited, RuleCitation(.sp8)))
            guard state == .ended else { return }
            var velocity = releaseVelocity(now: now, scroll)
            if limited.x != lifted.x { velocity.x = 0 }
            if limited.y != lifted.y { velocity.y = 0 }
            let speed = (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot()
            let settings = scroll.settings
            guard speed >= settings.minFlickSpeed && speed > settings.stopSpeed else { return }
            effects.append(.decelerate(from: limited, velocity: velocity))
        default:
            break
        }
    }

    /// SK1, SK2: the offset's velocity at the lift in points per second, before the axes
    /// SK2 sets to 0 for the limits.
    func releaseVelocity(now: Microseconds, _ scroll: ScrollGeometry) -> Point {
        guard let move = lastMove, move.span > 0, now - move.time <= scroll.settings.flickPause else { return .zero }
        let seconds = Double(move.span) / 1_000_000
        let turned = scroll.turned(move.x, move.y)
        var vx = -(turned.x / seconds)
        var vy = -(turned.y / seconds)
        if !scroll.canScrollX || lock == .y { vx = 0 }
        if !scroll.canScrollY || lock == .x { vy = 0 }
        return Point(vx, vy)
    }
}
