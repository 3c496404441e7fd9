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
        call.touches.reserveCapacity(recognizers[index].touches.count)
        for (position, slot) in recognizers[index].touches.enumerated() {
            call.touches.append(
                KindCall.Touch(
                    slot: slot, location: touches[slot].location, previousLocation: touches[slot].previousLocation,
                    stepPhase: touches[slot].stepPhase, isDown: recognizers[index].down[position]))
        }
        call.isActive = recognizers[index].isActive
        call.isPossible = recognizers[index].state == .possible
        call.requested = recognizers[index].requested
        if spec.kind == .pan { call.rotation = routing.totalRotation(of: spec.view.index) }
        if spec.kind.isBuiltIn { call.scroll = scrollGeometry(of: spec.view.index) }
        kindEffects.removeAll(keepingCapacity: true)
        let routing = self.routing
        recognizers[index].kindRule.take(
            call, spec: spec, toView: { routing.fromScreen($0, to: spec.view.index) }, effects: &kindEffects)
        let effects = kindEffects
        applyKindEffects(effects, recognizer: index)
    }

    /// Applies what a kind rule asked for, in order.
    mutating func applyKindEffects(_ effects: [KindEffect], recognizer index: Int) {
        for effect in effects {
            switch effect {
            case .fail(let reason): fail(index, reason)
            case .request: request(index)
            case .changed: changed(index)
            case .end: setState(index, .ended)
            case .startTimer(let what, let delay): startTimer(index, what, after: delay)
            case .stopTimers(let what): stopTimers(index, what)
            case .decide(let reason): decideScrollDelay(index, reason)
            case .requestScroll: requestScrollPan(index)
            case .catchDeceleration: catchDeceleration(index)
            case .moveContent(let offset, let rules): moveContent(scene.recognizers[index].view.index, to: offset, rules)
            case .decelerate(let offset, let velocity):
                startDeceleration(scene.recognizers[index].view.index, from: offset, velocity: velocity)
            }
        }
    }

    /// G11: Changed, once per step.
    private mutating func changed(_ index: Int) {
        guard !recognizers[index].changedThisStep else { return }
        recognizers[index].changedThisStep = true
        setState(index, .changed)
    }
}
