/// What the engine knows of one gesture recognizer during a run (G1–G11).
///
/// Its *attempt* runs from one reset to the next; ``touches`` are the touches attached to it
/// in the attempt (G1), in began order, with whether each is down and live for it.
struct RecognizerRuntime {
    /// Possible, Began, Changed, Ended, Cancelled, Recognized or Failed (never `pending`:
    /// waiting is Possible with a held-back request, ``waiting``).
    var state: GestureState = .possible
    /// Possible with a request held back by `requires-failure-of` (G12.2).
    var waiting = false
    /// A request (to Began or Recognized) not yet resolved (G12).
    var requested = false
    /// Whether `gesture NAME pending` was written in this attempt.
    var announcedPending = false
    /// Granted in the current step (G12.3: it prevents later requests as if active).
    var grantedThisStep = false
    /// Went to Changed in the current step (G11: once per step).
    var changedThisStep = false
    var isEnabled: Bool
    /// The touches' slots, in began order.
    var touches: [Int] = []
    /// Parallel to ``touches``: down for it (from its began call to its ended or cancelled call).
    var down: [Bool] = []
    /// Parallel to ``touches``: cancelled for it (no longer live for it even while its finger is down).
    var cancelled: [Bool] = []
    /// What its kind rule keeps in this attempt (created at its first call).
    var kindRule = KindRuleState.none

    var isActive: Bool { state == .began || state == .changed }
    var isTerminal: Bool {
        switch state {
        case .recognized, .ended, .cancelled, .failed: true
        case .possible, .pending, .began, .changed: false
        }
    }
    /// Whether it takes part in arbitration: it has touches (G31).
    var takesPart: Bool { !touches.isEmpty }

    /// The position of a touch in ``touches``.
    func position(of slot: Int) -> Int? { touches.firstIndex(of: slot) }
}

extension Simulator {
    /// Recognizer order RO (G1–G6): deeper views first, equal depths in the order of
    /// their `view:` lines, on one view in `gestures:` order. Returns the ids in RO.
    static func recognizerOrder(_ scene: Scene) -> [Int] {
        let keyed = scene.recognizers.indices.map { index -> (depth: Int, view: SourceLocation, position: Int, index: Int) in
            let recognizer = scene.recognizers[index]
            let view = scene.views[recognizer.view.index]
            let position = view.gestures.firstIndex(of: RecognizerID(index)) ?? 0
            return (scene.depth(of: recognizer.view), view.location, position, index)
        }
        return keyed.sorted { a, b in
            if a.depth != b.depth { return a.depth > b.depth }
            if a.view != b.view { return (a.view.line, a.view.column) < (b.view.line, b.view.column) }
            return a.position < b.position
        }.map(\.index)
    }

    /// Records a touch's change in this step for the recognizers (G5).
    mutating func markStepPhase(_ slot: Int, _ phase: EventPhase) {
        if touches[slot].stepPhase == .stationary { stepSlots.append(slot) }
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
        for other in live where touches[other].window == window {
            let otherView = touches[other].view.index
            if routing.nodes[otherView].flags.contains(.exclusiveTouch) && !exclusive.contains(otherView) {
                exclusive.append(otherView)
            }
        }
        let attachmentStart = record.attachments.count
        var current = view
        while current >= 0 {
            if routing.nodes[current].flags.contains(.recognizers) {
                let allowed = exclusive.allSatisfy { routing.isInside($0, current) }
                for id in views[current].gestures {
                    let index = id.index
                    let verdict: AttachmentRecord.Verdict
                    if !recognizers[index].isEnabled {
                        verdict = .disabled
                    } else if recognizers[index].isTerminal {
                        verdict = .terminal
                    } else if !allowed {
                        verdict = .exclusiveTouch
                    } else if delegates.inPlay && !shouldReceive(index, slot) {
                        verdict = .shouldReceive
                    } else {
                        verdict = .attached
                        engage(index)
                        recognizers[index].touches.append(slot)
                        recognizers[index].down.append(false)
                        recognizers[index].cancelled.append(false)
                        attachedRecognizers[slot].append(index)
                    }
                    record.attachments.append(AttachmentRecord(recognizer: id, verdict: verdict))
                }
            }
            current = Int(routing.nodes[current].superview)
        }
        if let last = record.hitTests.indices.last {
            record.hitTests[last].attachments = attachmentStart..<record.attachments.count
        }
        if delegates.inPlay { meetAtTouch(slot) }
        markStepPhase(slot, .began)
    }

    /// G4, G5: in RO, each recognizer takes the step's calls of its touches, one per phase, in
    /// the order began, moved, ended; kind rules act at each call (G7–G11).
    mutating func recognizersTakeCalls() {
        guard !stepSlots.isEmpty else { return }
        for index in engaged where recognizers[index].takesPart && !recognizers[index].isTerminal {
            for phase in [TouchPhase.began, .moved, .ended] {
                guard !recognizers[index].isTerminal else { break }
                let wanted = EventPhase(phase)
                let slots = recognizers[index].touches.filter { touches[$0].stepPhase == wanted }
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
            guard let position = recognizers[index].position(of: slot) else { continue }
            switch phase {
            case .began: recognizers[index].down[position] = true
            case .moved: break
            case .ended:
                recognizers[index].down[position] = false
            case .cancelled:
                recognizers[index].down[position] = false
                recognizers[index].cancelled[position] = true
            }
        }
        if recognizers[index].waiting {
            // G13: a waiting recognizer ignores its calls, but a cancellation fails it, and a
            // continuous one fails when none of its touches is down.
            if phase == .cancelled {
                fail(index, .cancelled)
            } else if scene.recognizers[index].kind.isContinuous && !recognizers[index].down.contains(true) {
                fail(index, .lifted, rule: .g13)
            }
            return
        }
        applyKindRule(phase, slots, recognizer: index)
    }

    /// G27: the system cancel or the touch limit. In RO, every recognizer with live touches
    /// takes one `touchesCancelled` call holding them all (G9).
    mutating func cancelRecognizersOfLiveTouches() {
        for index in engaged where recognizers[index].takesPart {
            // Live for it: down, or lifting in this very event (whose end the cancellation
            // replaces, L1), and not cancelled for it yet.
            var slots: [Int] = []
            for (position, slot) in recognizers[index].touches.enumerated()
            where (!touches[slot].lifted || touches[slot].stepPhase == .ended) && !recognizers[index].cancelled[position] {
                slots.append(slot)
            }
            guard !slots.isEmpty else { continue }
            if recognizers[index].isTerminal {
                for slot in slots {
                    if let position = recognizers[index].position(of: slot) {
                        recognizers[index].cancelled[position] = true
                        recognizers[index].down[position] = false
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
        if recognizers[index].isActive {
            setState(index, .cancelled, rule: reason.rule(for: scene.recognizers[index].kind))
        } else {
            fail(index, reason)
        }
    }

    /// G28: the recognizers on views that left the window lose their touches; one that took
    /// part and was not terminal is cancelled first.
    mutating func cancelRecognizers(inside removed: ViewID) {
        for index in engaged where recognizers[index].takesPart {
            guard routing.isInside(scene.recognizers[index].view.index, removed.index) else { continue }
            if !recognizers[index].isTerminal { cancelOrFail(index, .removed) }
            detachTouches(index)
        }
    }

    /// G30: `set NAME enabled`. A scroll view's built-in recognizer is enabled only while its
    /// scroll view's `scroll-enabled` is yes too (SD1, SP1).
    mutating func setEnabled(_ recognizer: RecognizerID, _ enabled: Bool) {
        var effective = enabled
        if scene.recognizers[recognizer.index].kind.isBuiltIn {
            if enabled { switchedOffBuiltIns.remove(recognizer.index) } else { switchedOffBuiltIns.insert(recognizer.index) }
            effective = enabled && views[scene.recognizers[recognizer.index].view.index].scroll?.scrollEnabled != false
        }
        switchRecognizer(recognizer, effective)
    }

    /// G30: a recognizer is switched on or off; off, it fails or is cancelled and lets go.
    /// Requests are resolved (and held calls released) unless the caller does it after
    /// switching several.
    mutating func switchRecognizer(_ recognizer: RecognizerID, _ enabled: Bool, resolving: Bool = true) {
        let index = recognizer.index
        recognizers[index].isEnabled = enabled
        if !enabled {
            if recognizers[index].takesPart && !recognizers[index].isTerminal { cancelOrFail(index, .disabled) }
            detachTouches(index)
            stopTimers(index)
        }
        if resolving { resolveRequests() }
    }

    /// A recognizer's timer came due (G25).
    mutating func recognizerTimerFired(_ recognizer: RecognizerID, what: TimerRecord.What) {
        let index = recognizer.index
        guard recognizers[index].state == .possible, !recognizers[index].waiting else { return }
        switch what {
        case .tapDuration: fail(index, .timeout, rule: .gt1)
        case .tapInterval: fail(index, .timeout, rule: .gt4)
        case .press: request(index)
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
        if state != .pending { recognizers[index].state = state }
        if state != .possible && state != .pending && state != .changed { stopTimers(index) }
        if state == .failed || state == .cancelled || state == .ended || state == .recognized {
            recognizers[index].waiting = false
            recognizers[index].requested = false
        }
        let range = record.addEntryTouches(recognizers[index].touches.map { touches[$0].ref })
        let dynamicRequires = delegates.inPlay && delegates.answers[index].isInDynamicList ? recordDynamicRequires(index) : nil
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
        if dynamicRequires != nil, citesDynamicEdge(index, state, failure: failure, other: other) { rules = rules.adding(.gd3) }
        record.addGesture(
            GestureRecord(
                recognizer: RecognizerID(index), state: state, failure: failure, other: other, rules: rules, spared: spared,
                sparedBy: sparedBy, touches: range, seq: 0, dynamicRequires: dynamicRequires))
        if recognizers[index].kindRule.followsStateChanges { kindRuleHears(index, becameState: state) }
        textInputAfterGesture(index, state)
    }

    /// Tells the recognizer's kind rule of its new state and applies what it answers, right
    /// after the `gesture` line (a scroll pan's content moves, SP5–SP8, SK1–SK3).
    private mutating func kindRuleHears(_ index: Int, becameState state: GestureState) {
        let scroll = scrollGeometry(of: scene.recognizers[index].view.index)
        var effects: [KindEffect] = []
        recognizers[index].kindRule.stateChanged(to: state, now: progress.now, scroll: scroll, effects: &effects)
        applyKindEffects(effects, recognizer: index)
    }

    /// Failed, with its reason; `rule` where the moment decides it rather than the kind.
    mutating func fail(_ index: Int, _ reason: GestureFailure, other: GestureOther? = nil, rule: RuleID? = nil) {
        setState(index, .failed, failure: reason, other: other, rule: rule)
    }

    /// A request to leave Possible, resolved by ``resolveRequests()`` (G12).
    mutating func request(_ index: Int) {
        recognizers[index].requested = true
        hasPendingRequests = true
    }

    /// Starts a recognizer timer.
    mutating func startTimer(_ index: Int, _ what: TimerRecord.What, after delay: Microseconds) {
        runLoop.schedule(after: delay, from: progress.now, owner: .recognizer(RecognizerID(index)), what: what, tag: 0)
    }

    /// Stops a recognizer's timers of one kind, or all of them.
    mutating func stopTimers(_ index: Int, _ what: TimerRecord.What? = nil) {
        runLoop.cancel(.recognizer(RecognizerID(index)), what)
    }

    /// Lets go of every touch of the recognizer's attempt.
    mutating func detachTouches(_ index: Int) {
        for slot in recognizers[index].touches {
            attachedRecognizers[slot].removeAll { $0 == index }
        }
        recognizers[index].touches.removeAll()
        recognizers[index].down.removeAll()
        recognizers[index].cancelled.removeAll()
    }

    /// G10 and the end of every step: terminal recognizers none of whose touches is live for
    /// them are reset, silently; per-step flags are cleared; touch slots nothing uses are freed.
    /// With `--explain`, every recognizer's state is recorded first.
    mutating func finishRecognizerStep() {
        if options.explain && options.recognizerStates {
            for index in recognizerOrder {
                let runtime = recognizers[index]
                // A scroll view's idle built-ins say nothing (every scroll view has two).
                if runtime.state == .possible && runtime.touches.isEmpty && !runtime.waiting
                    && scene.recognizers[index].kind.isBuiltIn
                {
                    continue
                }
                record.recognizerStates.append(
                    RecognizerStateRecord(
                        recognizer: RecognizerID(index), state: runtime.waiting ? .pending : runtime.state,
                        touchCount: runtime.touches.count))
            }
        }
        if options.explain && options.scrollStates {
            // The scroll views that moved since the scene began, or decelerate.
            for index in scrollViews where routing.nodes[routing.root(of: index)].flags.contains(.window) {
                let decelerating = decelerations.contains(index)
                guard decelerating || views[index].boundsOrigin != scene.views[index].boundsOrigin else { continue }
                record.scrollStates.append(
                    ScrollStateRecord(scrollView: ViewID(index), offset: views[index].boundsOrigin, isDecelerating: decelerating))
            }
        }
        var stillEngaged = 0
        for position in engaged.indices {
            let index = engaged[position]
            recognizers[index].grantedThisStep = false
            recognizers[index].changedThisStep = false
            defer {
                // A recognizer with no touch, Possible and not waiting has nothing to do until a
                // touch attaches: it leaves the engaged list.
                let runtime = recognizers[index]
                if runtime.takesPart || runtime.state != .possible || runtime.waiting || runtime.requested {
                    engaged[stillEngaged] = index
                    stillEngaged += 1
                } else {
                    isEngaged[index] = false
                }
            }
            guard recognizers[index].isTerminal else { continue }
            var anyLive = false
            for (position, slot) in recognizers[index].touches.enumerated()
            where !touches[slot].lifted && !recognizers[index].cancelled[position] {
                anyLive = true
                break
            }
            if !anyLive {
                detachTouches(index)
                stopTimers(index)
                let enabled = recognizers[index].isEnabled
                recognizers[index] = RecognizerRuntime(isEnabled: enabled)
                if delegates.inPlay { delegates.reset(index) }
            }
        }
        engaged.removeLast(engaged.count - stillEngaged)
        for slot in stepSlots { touches[slot].stepPhase = .stationary }
        stepSlots.removeAll(keepingCapacity: true)
        freeUnusedSlots()
    }

    /// Puts a recognizer on the engaged list, kept in RO: only engaged recognizers take calls,
    /// wait, arbitrate or reset, so a step costs nothing for the recognizers no touch reached.
    mutating func engage(_ index: Int) {
        guard !isEngaged[index] else { return }
        isEngaged[index] = true
        let rank = recognizerRank[index]
        var low = 0
        var high = engaged.count
        while low < high {
            let middle = (low + high) / 2
            if recognizerRank[engaged[middle]] < rank { low = middle + 1 } else { high = middle }
        }
        engaged.insert(index, at: low)
    }

    /// Frees the slots of lifted touches that no recognizer holds and that have no held call.
    mutating func freeUnusedSlots() {
        guard !lingering.isEmpty else { return }
        var kept = 0
        for position in lingering.indices {
            let slot = lingering[position]
            // A slot stays in use while a recognizer holds its touch (G1) or it has held calls.
            if attachedRecognizers[slot].isEmpty && !touches[slot].hasHeldCalls && touches[slot].status != .live {
                collectNotices(of: slot)
                freeSlot(slot)
            } else {
                lingering[kept] = slot
                kept += 1
            }
        }
        lingering.removeLast(lingering.count - kept)
    }
}
