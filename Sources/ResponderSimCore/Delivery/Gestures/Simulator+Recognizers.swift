/// The recognizers' steps that cross parts (G1–G11, G27–G30): attaching a new touch, taking
/// calls, state changes with their `gesture` lines and timers, cancellations, the step's end.
extension Simulator {
    /// Records a touch's change in this step for the recognizers (G5).
    mutating func markStepPhase(_ slot: Int, _ phase: EventPhase) {
        if touches[slot].stepPhase == .stationary { arena.stepSlots.append(slot) }
        touches[slot].stepPhase = phase
    }

    /// G1–G3: the enabled, non-terminal recognizers on the new touch's hit-test view and its
    /// ancestors take it, in RO; under an exclusive-touch view's live touch only those on that
    /// view and its ancestors (G2). `multiple-touch` never matters (G3).
    mutating func attachRecognizers(_ slot: Int) {
        let view = touches[slot].view.index
        let window = touches[slot].window
        // G2: the exclusive views of the window that track a live touch.
        var exclusive: [Int] = []
        for other in touches.live where touches[other].window == window {
            let otherView = touches[other].view.index
            if tree.routing.nodes[otherView].flags.contains(.exclusiveTouch) && !exclusive.contains(otherView) {
                exclusive.append(otherView)
            }
        }
        let attachmentStart = record.attachments.count
        var current = view
        while current >= 0 {
            if tree.routing.nodes[current].flags.contains(.recognizers) {
                let allowed = exclusive.allSatisfy { tree.routing.isInside($0, current) }
                for id in tree.views[current].gestures {
                    let index = id.index
                    let verdict = arena.verdict(index, allowed: allowed) { arena.shouldReceive(index, view: view, tree: tree) }
                    if verdict == .attached { arena.attach(index, slot: slot) }
                    record.attachments.append(AttachmentRecord(recognizer: id, verdict: verdict))
                }
            }
            current = Int(tree.routing.nodes[current].superview)
        }
        if let last = record.hitTests.indices.last {
            record.hitTests[last].attachments = attachmentStart..<record.attachments.count
        }
        if arena.delegates.inPlay { arena.meetAtTouch(slot) }
        markStepPhase(slot, .began)
    }

    /// G4, G5: in RO, each recognizer takes the step's calls of its touches, one per phase, in
    /// the order began, moved, ended; kind rules act at each call (G7–G11).
    mutating func recognizersTakeCalls() {
        guard !arena.stepSlots.isEmpty else { return }
        for index in arena.engaged where arena.runtimes[index].takesPart && !arena.runtimes[index].isTerminal {
            for phase in [TouchPhase.began, .moved, .ended] {
                guard !arena.runtimes[index].isTerminal else { break }
                let wanted = EventPhase(phase)
                let slots = arena.runtimes[index].touches.filter { touches[$0].stepPhase == wanted }
                guard !slots.isEmpty else { continue }
                takeCall(phase, slots, recognizer: index)
            }
        }
    }

    /// One call taken by a recognizer: its touches' down flags change, then its kind rule acts.
    mutating func takeCall(_ phase: TouchPhase, _ slots: [Int], recognizer index: Int) {
        if record.parts.contains(.gestureInputs) {
            let range = record.addEntryTouches(slots.map { touches[$0].ref })
            record.gestureInputs.append(GestureInputRecord(recognizer: RecognizerID(index), phase: phase, touches: range))
        }
        for slot in slots {
            guard let position = arena.runtimes[index].position(of: slot) else { continue }
            switch phase {
            case .began: arena.runtimes[index].down[position] = true
            case .moved: break
            case .ended:
                arena.runtimes[index].down[position] = false
            case .cancelled:
                arena.runtimes[index].down[position] = false
                arena.runtimes[index].cancelled[position] = true
            }
        }
        if arena.runtimes[index].waiting {
            // G13: a waiting recognizer ignores its calls, but a cancellation fails it, and a
            // continuous one fails when none of its touches is down.
            if phase == .cancelled {
                fail(index, .cancelled)
            } else if scene.recognizers[index].kind.isContinuous && !arena.runtimes[index].down.contains(true) {
                fail(index, .lifted, rule: .g13)
            }
            return
        }
        applyKindRule(phase, slots, recognizer: index)
    }

    /// G27: the system cancel or the touch limit. In RO, every recognizer with live touches
    /// takes one `touchesCancelled` call holding them all (G9).
    mutating func cancelRecognizersOfLiveTouches() {
        for index in arena.engaged where arena.runtimes[index].takesPart {
            // Live for it: down, or lifting in this very event (whose end the cancellation
            // replaces, L1), and not cancelled for it yet.
            var slots: [Int] = []
            for (position, slot) in arena.runtimes[index].touches.enumerated()
            where (!touches[slot].lifted || touches[slot].stepPhase == .ended) && !arena.runtimes[index].cancelled[position] {
                slots.append(slot)
            }
            guard !slots.isEmpty else { continue }
            if arena.runtimes[index].isTerminal {
                for slot in slots {
                    if let position = arena.runtimes[index].position(of: slot) {
                        arena.runtimes[index].cancelled[position] = true
                        arena.runtimes[index].down[position] = false
                    }
                }
                continue
            }
            takeCall(.cancelled, slots, recognizer: index)
        }
    }

    /// An active recognizer is Cancelled; a Possible or waiting one Failed with `reason` (G9,
    /// G28, G30).
    mutating func cancelOrFail(_ index: Int, _ reason: GestureFailure) {
        if arena.runtimes[index].isActive {
            setState(index, .cancelled, rule: reason.rule(for: scene.recognizers[index].kind))
        } else {
            fail(index, reason)
        }
    }

    /// G28: the recognizers on views that left the window lose their touches; one that took
    /// part and was not terminal is cancelled first.
    mutating func cancelRecognizers(inside removed: ViewID) {
        for index in arena.engaged where arena.runtimes[index].takesPart {
            guard tree.routing.isInside(scene.recognizers[index].view.index, removed.index) else { continue }
            if !arena.runtimes[index].isTerminal { cancelOrFail(index, .removed) }
            arena.detachTouches(index)
        }
    }

    /// G30: `set NAME enabled`. A scroll view's built-in recognizer is enabled only while its
    /// scroll view's `scroll-enabled` is yes too (SD1, SP1).
    mutating func setEnabled(_ recognizer: RecognizerID, _ enabled: Bool) {
        var effective = enabled
        if scene.recognizers[recognizer.index].kind.isBuiltIn {
            let scrollView = tree.views[scene.recognizers[recognizer.index].view.index]
            effective = scrolls.setEnabled(builtIn: recognizer, enabled, scrollView: scrollView)
        }
        switchRecognizer(recognizer, effective)
    }

    /// G30: a recognizer is switched on or off; off, it fails or is cancelled and lets go.
    /// Requests are resolved (and held calls released) unless the caller does it after
    /// switching several.
    mutating func switchRecognizer(_ recognizer: RecognizerID, _ enabled: Bool, resolving: Bool = true) {
        let index = recognizer.index
        arena.runtimes[index].isEnabled = enabled
        if !enabled {
            if arena.runtimes[index].takesPart && !arena.runtimes[index].isTerminal { cancelOrFail(index, .disabled) }
            arena.detachTouches(index)
            stopTimers(index)
        }
        if resolving { resolveRequests() }
    }

    /// A recognizer's timer came due (G25).
    mutating func recognizerTimerFired(_ recognizer: RecognizerID, what: TimerRecord.What) {
        let index = recognizer.index
        guard arena.runtimes[index].state == .possible, !arena.runtimes[index].waiting else { return }
        switch what {
        case .tapDuration: fail(index, .timeout, rule: .gt1)
        case .tapInterval: fail(index, .timeout, rule: .gt4)
        case .press: arena.request(index)
        case .touchDelay: scrollDelayTimerFired(index)
        case .delay, .deceleration: break
        }
    }

    // MARK: State changes

    /// Records a state change with its `gesture` line (G8) and the rules behind it: `rule`
    /// where the moment decides it (which timer, which cancellation), else the kind's.
    mutating func setState(
        _ index: Int, _ state: GestureState, failure: GestureFailure? = nil, other: GestureOther? = nil, rule: RuleID? = nil,
        spared: RecognizerID? = nil, sparedBy: RecognizerID? = nil
    ) {
        if state != .pending { arena.runtimes[index].state = state }
        if state != .possible && state != .pending && state != .changed { stopTimers(index) }
        if state == .failed || state == .cancelled || state == .ended || state == .recognized {
            arena.runtimes[index].waiting = false
            arena.runtimes[index].requested = false
        }
        let range = record.addEntryTouches(arena.runtimes[index].touches.map { touches[$0].ref })
        let dynamicRequires =
            arena.delegates.inPlay && arena.delegates.answers[index].isInDynamicList
            ? arena.recordDynamicRequires(index, into: &record) : nil
        let kind = scene.recognizers[index].kind
        var rules: RuleCitation
        switch state {
        case .failed: rules = RuleCitation(rule ?? failure.map { $0.rule(for: kind) } ?? .g7)
        case .pending: rules = RuleCitation(.g12)
        case .began, .recognized:
            rules = spared != nil || sparedBy != nil ? RuleCitation(rule ?? .g12, .g12a, .g8) : RuleCitation(rule ?? .g12, .g8)
        case .changed: rules = RuleCitation(kind.changeRule, .g11, .g8)
        case .ended: rules = RuleCitation(kind.endRule, .g8)
        case .cancelled: rules = RuleCitation(rule ?? .g9, .g8)
        case .possible: rules = RuleCitation(.g7)
        }
        if dynamicRequires != nil, arena.citesDynamicEdge(index, state, failure: failure, other: other) { rules = rules.adding(.gd3) }
        record.addGesture(
            GestureRecord(
                recognizer: RecognizerID(index), state: state, failure: failure, other: other, rules: rules, spared: spared,
                sparedBy: sparedBy, touches: range, seq: 0, dynamicRequires: dynamicRequires))
        if arena.runtimes[index].kindRule.followsStateChanges { kindRuleHears(index, becameState: state) }
        textInputAfterGesture(index, state)
    }

    /// Tells the recognizer's kind rule of its new state and applies what it answers, right
    /// after the `gesture` line (a scroll pan's content moves, SP5–SP8, SK1–SK3).
    private mutating func kindRuleHears(_ index: Int, becameState state: GestureState) {
        let scroll = scrolls.geometry(of: scene.recognizers[index].view.index, tree: tree)
        var effects: [KindEffect] = []
        arena.runtimes[index].kindRule.stateChanged(to: state, now: progress.now, scroll: scroll, effects: &effects)
        applyKindEffects(effects, recognizer: index)
    }

    /// Failed, with its reason; `rule` where the moment decides it rather than the kind.
    mutating func fail(_ index: Int, _ reason: GestureFailure, other: GestureOther? = nil, rule: RuleID? = nil) {
        setState(index, .failed, failure: reason, other: other, rule: rule)
    }

    /// Starts a recognizer timer.
    mutating func startTimer(_ index: Int, _ what: TimerRecord.What, after delay: Microseconds) {
        runLoop.schedule(after: delay, from: progress.now, owner: .recognizer(RecognizerID(index)), what: what, tag: 0)
    }

    /// Stops a recognizer's timers of one kind, or all of them.
    mutating func stopTimers(_ index: Int, _ what: TimerRecord.What? = nil) {
        runLoop.cancel(.recognizer(RecognizerID(index)), what)
    }

    /// G10 and the end of every step: terminal recognizers none of whose touches is live for
    /// them are reset, silently; per-step flags are cleared; touch slots nothing uses are freed.
    /// With `--explain`, every recognizer's state is recorded first.
    mutating func finishRecognizerStep() {
        if arena.recordsStates { arena.recordStates(into: &record) }
        if scrolls.recordsStates { scrolls.recordStates(tree: tree, record: &record) }
        arena.endStep(touches: touches.states, runLoop: &runLoop)
        for slot in arena.stepSlots { touches[slot].stepPhase = .stationary }
        arena.stepSlots.removeAll(keepingCapacity: true)
        touches.freeLingering(attached: arena.attached, record: &record, progress: &progress)
    }
}
