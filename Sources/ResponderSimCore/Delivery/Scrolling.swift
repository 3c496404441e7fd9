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

/// The engine's side of scroll views (SV, SD, SP, SK, SW): it shows the built-in recognizers'
/// rules their scroll view, applies what they decide to the content offset, and runs the
/// decelerations of flicks as timers.
extension Simulator {
    /// The scroll view `view` as its rules read it now; nil when it is not one.
    func scrollGeometry(of view: Int) -> ScrollGeometry? {
        guard var geometry = ScrollGeometry(views[view]) else { return nil }
        geometry.rotation = routing.totalRotation(of: view)
        geometry.isDecelerating = decelerations.contains(view)
        return geometry
    }

    /// Records a `scroll` line.
    private mutating func recordScroll(_ view: Int, _ event: ScrollRecord.Event, _ x: Double, _ y: Double, _ rules: RuleCitation) {
        record.addScroll(ScrollRecord(scrollView: ViewID(view), event: event, x: x, y: y, rules: rules))
    }

    /// Sets a scroll view's offset without a line (a deceleration's course); later hit tests
    /// and deliveries read it (SV2). Returns whether it changed (SN6: `==` on each axis).
    @discardableResult
    private mutating func setOffset(_ view: Int, _ offset: Point) -> Bool {
        guard views[view].boundsOrigin.x != offset.x || views[view].boundsOrigin.y != offset.y else { return false }
        views[view].boundsOrigin = offset
        viewChanged(ViewID(view))
        return true
    }

    /// Moves the content to `offset` with its `scroll SV offset` line, when it changed (SN6).
    mutating func moveContent(_ view: Int, to offset: Point, _ rules: RuleCitation) {
        if setOffset(view, offset) { recordScroll(view, .offset, offset.x, offset.y, rules) }
    }

    // MARK: SD — the delay recognizer

    /// SD2: the delay's timer came due.
    mutating func scrollDelayTimerFired(_ index: Int) {
        guard case .scrollDelay(var rule) = recognizers[index].kindRule else { return }
        kindEffects.removeAll(keepingCapacity: true)
        rule.timerFired(effects: &kindEffects)
        recognizers[index].kindRule = .scrollDelay(rule)
        let effects = kindEffects
        applyKindEffects(effects, recognizer: index)
    }

    /// SD4: each touch on a proper descendant of the scroll view asks `touches-should-begin`
    /// about its view (touches on the scroll view, or whose view left it, say yes). All yes:
    /// it fails with `reason`. Otherwise it lets go of the touches answered yes (G20 releases
    /// their calls) and asks to be recognized, to take the others.
    mutating func decideScrollDelay(_ index: Int, _ reason: GestureFailure) {
        let scrollView = scene.recognizers[index].view.index
        guard let settings = views[scrollView].scroll else { return }
        var answeredYes: [Int] = []
        var anyNo = false
        for slot in recognizers[index].touches {
            let view = touches[slot].view.index
            if view != scrollView && routing.isInside(view, scrollView) && !settings.shouldBegin(ViewID(view)) {
                anyNo = true
            } else {
                answeredYes.append(slot)
            }
        }
        guard anyNo else {
            fail(index, reason)
            return
        }
        for slot in answeredYes {
            guard let position = recognizers[index].position(of: slot) else { continue }
            recognizers[index].touches.remove(at: position)
            recognizers[index].down.remove(at: position)
            recognizers[index].cancelled.remove(at: position)
            attachedRecognizers[slot].removeAll { $0 == index }
        }
        request(index)
    }

    // MARK: SP — the scroll pan

    /// SP3: before asking to begin, the pan gives way to content that tracks one of its touches
    /// and may not be cancelled.
    mutating func requestScrollPan(_ index: Int) {
        let scrollView = scene.recognizers[index].view.index
        guard let settings = views[scrollView].scroll else { return }
        for slot in recognizers[index].touches {
            let view = touches[slot].view.index
            guard view != scrollView, routing.isInside(view, scrollView), touches[slot].viewGotBegan, touches[slot].status == .live
            else { continue }
            if !settings.canCancelContentTouches || !settings.shouldCancel(ViewID(view), isControl: views[view].isControl) {
                fail(index, .contentTracking)
                return
            }
        }
        request(index)
    }

    /// SK4: a touch lands on a decelerating scroll view: the deceleration stops where it is,
    /// and the pan asks to begin at once.
    mutating func catchDeceleration(_ index: Int) {
        stopDeceleration(of: scene.recognizers[index].view.index, RuleCitation(.sk4))
        request(index)
    }

    // MARK: SK — deceleration

    /// SK2, SK3: the flick's deceleration starts, with its `decelerating` line and the timer of
    /// its end (the first whole microsecond at or after it, SN5).
    mutating func startDeceleration(_ view: Int, from offset: Point, velocity: Point) {
        guard let settings = views[view].scroll else { return }
        let deceleration = Deceleration(view: view, from: offset, velocity: velocity, lift: progress.now, settings)
        decelerations.start(deceleration)
        runLoop.schedule(after: deceleration.duration, from: progress.now, owner: .view(ViewID(view)), what: .deceleration, tag: 0)
        recordScroll(view, .decelerating, velocity.x, velocity.y, RuleCitation(.sk2, .sk1))
    }

    /// SK3: hit tests and deliveries of a step read a decelerating scroll view's offset of that
    /// moment; each step starts by moving the content there. Out of line: most steps have none.
    /// A deceleration that rests at its limits until its end is no longer followed
    /// (``RunningDecelerations``).
    @inline(never)
    mutating func followDecelerations() {
        var position = decelerations.moving.count
        while position > 0 {
            position -= 1
            let view = decelerations.moving[position]
            guard let deceleration = decelerations[view], let geometry = ScrollGeometry(views[view]) else { continue }
            let offset = deceleration.offset(at: progress.now, within: geometry)
            setOffset(view, offset)
            if deceleration.rests(at: offset, progress.now, within: geometry) { decelerations.settle(view) }
        }
    }

    /// SK3: the deceleration's timer came due: it stops at its end offset.
    mutating func decelerationEnded(_ view: Int) {
        guard let deceleration = decelerations.remove(view) else { return }
        guard let geometry = ScrollGeometry(views[view]) else { return }
        let offset = deceleration.offset(at: progress.now, within: geometry)
        setOffset(view, offset)
        recordScroll(view, .stopped, offset.x, offset.y, RuleCitation(.sk3))
    }

    /// SK4, SK5: a deceleration stops early, at the offset of this moment.
    private mutating func stopDeceleration(of view: Int, _ rules: RuleCitation) {
        guard decelerations.remove(view) != nil else { return }
        runLoop.cancel(.view(ViewID(view)), .deceleration)
        let offset = views[view].boundsOrigin
        recordScroll(view, .stopped, offset.x, offset.y, rules)
    }

    /// SK5, SW7: removing a view stops the decelerations of the scroll views in its subtree,
    /// in the order they started. Only a subtree still in its window can hold one (a removed
    /// view's touches were cancelled), so each view is visited once however many are removed.
    mutating func stopDecelerations(inside removed: ViewID) {
        guard routing.nodes[routing.root(of: removed.index)].flags.contains(.window) else { return }
        var subtree: [Int] = []
        var stack = [removed.index]
        while let view = stack.popLast() {
            subtree.append(view)
            for subview in views[view].subviews { stack.append(subview.index) }
        }
        for view in decelerations.decelerating(among: subtree) {
            stopDeceleration(of: view, RuleCitation(.sk5, .sw7))
        }
    }

    // MARK: `set` (SP9, SK5, SW8)

    /// After a `set` on a scroll view: an offset set mid-drag moves the pan's start offset
    /// (SP9); the offset, the content's size and inset and `scroll-enabled` stop a deceleration
    /// (SK5); `scroll-enabled` switches the built-in recognizers (SW8, G30).
    mutating func scrollViewChanged(_ id: ViewID, _ change: ViewPropertyChange, offsetBefore: Point) {
        guard let settings = views[id.index].scroll else { return }
        var stops = false
        switch change {
        case .boundsOrigin(let offset):
            stops = true
            let pan = settings.pan.index
            if recognizers[pan].isActive, case .scrollPan(var rule) = recognizers[pan].kindRule {
                rule.startOffset.x += offset.x - offsetBefore.x
                rule.startOffset.y += offset.y - offsetBefore.y
                recognizers[pan].kindRule = .scrollPan(rule)
            }
        case .scroll(let key, _):
            stops = key == .contentSize || key == .contentInset || key == .scrollEnabled
        default:
            break
        }
        if stops { stopDeceleration(of: id.index, RuleCitation(.sk5)) }
        // A new frame size moves the limits a resting deceleration waits at.
        decelerations.wake(id.index)
        guard case .scroll(.scrollEnabled, _) = change else { return }
        for builtIn in [settings.delay, settings.pan] {
            let enabled = settings.scrollEnabled && !switchedOffBuiltIns.contains(builtIn.index)
            guard enabled != recognizers[builtIn.index].isEnabled else { continue }
            // Both switch before any release: `apply` resolves the step's requests after.
            switchRecognizer(builtIn, enabled, resolving: false)
        }
    }
}
