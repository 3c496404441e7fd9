import Foundation

/// A flick's deceleration (SK3): where and when it started and how fast.
package struct Deceleration {
    var view: Int
    /// O_e: the offset at the lift.
    var start: Point
    /// v: the offset's velocity in points per second.
    var velocityX: Double
    var velocityY: Double
    var lift: Microseconds
    /// r per millisecond and k = log(r).
    var rate: Double
    var logRate: Double
    /// q = stop speed / |v|: r to the power of the end time (SN5).
    var endPower: Double
    /// When it ends: the microseconds from the lift to the first whole microsecond at or after
    /// the end (SN5).
    var duration: Microseconds

    /// A deceleration of `scroll` from `offset`, lifted at `lift` with the offset's velocity
    /// `velocity` (SK3, SN5).
    package init(view: Int, from offset: Point, velocity: Point, lift: Microseconds, _ settings: ScrollSettings) {
        self.view = view
        start = offset
        velocityX = velocity.x
        velocityY = velocity.y
        self.lift = lift
        rate = settings.decelerationRate.perMillisecond
        logRate = log(rate)
        let speed = (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot()
        endPower = settings.stopSpeed / speed
        duration = Deceleration.duration(stopSpeed: settings.stopSpeed, speed: speed, endPower: endPower, logRate: logRate)
    }

    /// The longest deceleration, in microseconds (a day): far beyond what a scene's numbers
    /// give (a stop speed of 5e-324 against 1e27 points per second ends in 403 s), so that
    /// the conversion below is total.
    static let longest: Microseconds = 86_400_000_000

    /// SK3, SN5: τ_end = ln(s/|v|)/ln r in whole microseconds, rounded up. When s/|v| is too
    /// small for a double (a stop speed of 5e-324), ln s − ln |v| gives it instead, finite.
    static func duration(stopSpeed: Double, speed: Double, endPower: Double, logRate: Double) -> Microseconds {
        var milliseconds = log(endPower) / logRate
        if !milliseconds.isFinite { milliseconds = (log(stopSpeed) - log(speed)) / logRate }
        let micros = (milliseconds * 1000).rounded(.up)
        guard micros < Double(longest) else { return longest }
        return micros > 0 ? Microseconds(micros) : 0
    }

    /// SK3: the offset at `power` = r to the power of the milliseconds since the lift, before
    /// the limits.
    private func offset(power: Double) -> Point {
        Point(
            start.x + ((velocityX / 1000) * (power - 1)) / logRate, start.y + ((velocityY / 1000) * (power - 1)) / logRate)
    }

    /// Whether `offset`, this deceleration's at `time` within `scroll`'s limits, is also its
    /// offset at every later time until it ends: on each axis it does not move or has reached
    /// the limit it moves towards (the course is monotonic, SK3), and the end offset is the same.
    func rests(at offset: Point, _ time: Microseconds, within scroll: ScrollGeometry) -> Bool {
        guard time - lift < duration else { return false }
        let atLimitX = velocityX == 0 || offset.x == (velocityX > 0 ? scroll.maxX : scroll.minX)
        let atLimitY = velocityY == 0 || offset.y == (velocityY > 0 ? scroll.maxY : scroll.minY)
        guard atLimitX && atLimitY else { return false }
        let end = scroll.clamped(self.offset(power: endPower))
        return end.x == offset.x && end.y == offset.y
    }

    /// SK3: the offset at `time` (the end offset once it is over), within `scroll`'s limits.
    package func offset(at time: Microseconds, within scroll: ScrollGeometry) -> Point {
        let milliseconds = Double(time - lift) / 1000
        return scroll.clamped(time - lift >= duration ? offset(power: endPower) : offset(power: pow(rate, milliseconds)))
    }
}
