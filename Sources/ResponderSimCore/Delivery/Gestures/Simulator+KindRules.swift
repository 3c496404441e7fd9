/// The engine's side of the kind rules (GT, GL, GP, GW, GZ, GR; each in `Kinds/`): it shows a
/// recognizer's rule the call it took and applies what the rule returns.
extension Simulator {
    /// Applies the recognizer's kind rule to a call it took (its down flags already updated).
    mutating func applyKindRule(_ phase: TouchPhase, _ slots: [Int], recognizer index: Int) {
        if phase == .cancelled {
            // G9 (and GT5, GW3): active → Cancelled, Possible → Failed `cancelled`.
            cancelOrFail(index, .cancelled)
            return
        }
        let spec = scene.recognizers[index]
        var call = KindCall(phase: phase, slots: slots, touches: [], now: progress.now)
        call.touches.reserveCapacity(arena.runtimes[index].touches.count)
        for (position, slot) in arena.runtimes[index].touches.enumerated() {
            call.touches.append(
                KindCall.Touch(
                    slot: slot, location: touches[slot].location, previousLocation: touches[slot].previousLocation,
                    stepPhase: touches[slot].stepPhase, isDown: arena.runtimes[index].down[position]))
        }
        call.isActive = arena.runtimes[index].isActive
        call.isPossible = arena.runtimes[index].state == .possible
        call.requested = arena.runtimes[index].requested
        if spec.kind.readsViewRotation { call.rotation = tree.routing.totalRotation(of: spec.view.index) }
        if spec.kind.isBuiltIn { call.scroll = scrolls.geometry(of: spec.view.index, tree: tree) }
        arena.effects.removeAll(keepingCapacity: true)
        let routing = tree.routing
        arena.runtimes[index].kindRule.take(
            call, spec: spec, toView: { routing.fromScreen($0, to: spec.view.index) }, effects: &arena.effects)
        let effects = arena.effects
        applyKindEffects(effects, recognizer: index)
    }

    /// Applies what a kind rule asked for, in order.
    mutating func applyKindEffects(_ effects: [KindEffect], recognizer index: Int) {
        for effect in effects {
            switch effect {
            case .fail(let reason): fail(index, reason)
            case .request: arena.request(index)
            case .changed: changed(index)
            case .end: setState(index, .ended)
            case .startTimer(let what, let delay): startTimer(index, what, after: delay)
            case .stopTimers(let what): stopTimers(index, what)
            case .decide(let reason): decideScrollDelay(index, reason)
            case .requestScroll: requestScrollPan(index)
            case .catchDeceleration: catchDeceleration(index)
            case .moveContent(let offset, let rules):
                scrolls.move(scene.recognizers[index].view.index, to: offset, rules, tree: &tree, record: &record)
            case .decelerate(let offset, let velocity):
                startDeceleration(scene.recognizers[index].view.index, from: offset, velocity: velocity)
            }
        }
    }

    /// G11: Changed, once per step.
    private mutating func changed(_ index: Int) {
        guard !arena.runtimes[index].changedThisStep else { return }
        arena.runtimes[index].changedThisStep = true
        setState(index, .changed)
    }
}
