/// The engine's side of the scroll views' built-in recognizers (SD, SP, SK4, SW8): what crosses
/// the gesture arena and ``ScrollViews``.
extension Simulator {
    // MARK: SD — the delay recognizer

    /// SD2: the delay's timer came due.
    mutating func scrollDelayTimerFired(_ index: Int) {
        guard case .scrollDelay(var rule) = arena.runtimes[index].kindRule else { return }
        arena.effects.removeAll(keepingCapacity: true)
        rule.timerFired(effects: &arena.effects)
        arena.runtimes[index].kindRule = .scrollDelay(rule)
        let effects = arena.effects
        applyKindEffects(effects, recognizer: index)
    }

    /// SD4: each touch on a proper descendant of the scroll view asks `touches-should-begin`
    /// about its view (touches on the scroll view, or whose view left it, say yes). All yes:
    /// it fails with `reason`. Otherwise it lets go of the touches answered yes (G20 releases
    /// their calls) and asks to be recognized, to take the others.
    mutating func decideScrollDelay(_ index: Int, _ reason: GestureFailure) {
        let scrollView = scene.recognizers[index].view.index
        guard let settings = tree.views[scrollView].scroll else { return }
        var answeredYes: [Int] = []
        var anyNo = false
        for slot in arena.runtimes[index].touches {
            let view = touches[slot].view.index
            if view != scrollView && tree.routing.isInside(view, scrollView) && !settings.shouldBegin(ViewID(view)) {
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
            guard let position = arena.runtimes[index].position(of: slot) else { continue }
            arena.runtimes[index].touches.remove(at: position)
            arena.runtimes[index].down.remove(at: position)
            arena.runtimes[index].cancelled.remove(at: position)
            arena.attached[slot].removeAll { $0 == index }
        }
        arena.request(index)
    }

    // MARK: SP — the scroll pan

    /// SP3: before asking to begin, the pan gives way to content that tracks one of its touches
    /// and may not be cancelled.
    mutating func requestScrollPan(_ index: Int) {
        let scrollView = scene.recognizers[index].view.index
        guard let settings = tree.views[scrollView].scroll else { return }
        for slot in arena.runtimes[index].touches {
            let view = touches[slot].view.index
            guard view != scrollView, tree.routing.isInside(view, scrollView), touches[slot].viewGotBegan, touches[slot].status == .live
            else { continue }
            if !settings.canCancelContentTouches || !settings.shouldCancel(ViewID(view), isControl: tree.views[view].isControl) {
                fail(index, .contentTracking)
                return
            }
        }
        arena.request(index)
    }

    /// SK4: a touch lands on a decelerating scroll view: the deceleration stops where it is,
    /// and the pan asks to begin at once.
    mutating func catchDeceleration(_ index: Int) {
        scrolls.stopDeceleration(
            of: scene.recognizers[index].view.index, RuleCitation(.sk4), tree: tree, runLoop: &runLoop, record: &record)
        arena.request(index)
    }

    /// SK2, SK3: a flick of the recognizer's scroll view starts its deceleration.
    mutating func startDeceleration(_ view: Int, from offset: Point, velocity: Point) {
        guard let settings = tree.views[view].scroll else { return }
        scrolls.startDeceleration(
            view, from: offset, velocity: velocity, now: progress.now, settings, runLoop: &runLoop, record: &record)
    }

    // MARK: `set` (SP9, SK5, SW8)

    /// After a `set` on a scroll view: an offset set mid-drag moves the pan's start offset
    /// (SP9); the offset, the content's size and inset and `scroll-enabled` stop a deceleration
    /// (SK5); `scroll-enabled` switches the built-in recognizers (SW8, G30).
    mutating func scrollViewChanged(_ id: ViewID, _ change: ViewPropertyChange, offsetBefore: Point) {
        guard let settings = tree.views[id.index].scroll else { return }
        if case .boundsOrigin(let offset) = change {
            let pan = settings.pan.index
            if arena.runtimes[pan].isActive, case .scrollPan(var rule) = arena.runtimes[pan].kindRule {
                rule.startOffset.x += offset.x - offsetBefore.x
                rule.startOffset.y += offset.y - offsetBefore.y
                arena.runtimes[pan].kindRule = .scrollPan(rule)
            }
        }
        scrolls.changed(id.index, change, tree: tree, runLoop: &runLoop, record: &record)
        guard case .scroll(.scrollEnabled, _) = change else { return }
        for builtIn in [settings.delay, settings.pan] {
            let enabled = scrolls.isEnabled(builtIn: builtIn, settings)
            guard enabled != arena.runtimes[builtIn.index].isEnabled else { continue }
            // Both switch before any release: `apply` resolves the step's requests after.
            switchRecognizer(builtIn, enabled, resolving: false)
        }
    }
}
