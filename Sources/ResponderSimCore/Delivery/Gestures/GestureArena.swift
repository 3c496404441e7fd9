/// The gesture recognizers of a run (G1–G31): each one's state, the touches attached to it,
/// the engaged ones in recognizer order RO, the calls they hold for views (G17–G19), and their
/// delegates' answers (GD1–GD3). It decides the rules that read only recognizers: RO, who
/// holds a call, who may prevent whom (G12a, G14, G15, SD1), what a requirement counts as
/// (G12.2). The coordinator (`Simulator`) applies what crosses into touches, views and timers.
struct GestureArena {
    /// By ``RecognizerID``: the scene's recognizers.
    let specs: [GestureRecognizer]
    /// Whether the scene has gesture recognizers; without them none of their machinery runs.
    let isActive: Bool
    /// Recognizer ids in recognizer order RO (G1–G6).
    let order: [Int]
    /// By id: the recognizer's position in RO.
    let rank: [Int]
    /// Whether each step records every recognizer's state (`--explain`).
    var recordsStates: Bool
    /// By id: each recognizer's state.
    var runtimes: [RecognizerRuntime]
    /// The recognizers' delegate answers and the dynamic requirements of their attempts
    /// (GD1–GD3), kept apart from ``RecognizerRuntime`` so that a scene without them copies
    /// nothing more per recognizer.
    var delegates: RecognizerDelegates
    /// The recognizers with something to do (touches, a state other than Possible, a request),
    /// in RO; ``isEngaged`` by id.
    private(set) var engaged: [Int] = []
    private var isEngaged: [Bool]
    /// By touch slot: the recognizers attached to the touch, in RO.
    var attached: [[Int]] = []
    /// Slots whose touch changed in this step (G5; reset at its end).
    var stepSlots: [Int] = []
    /// Whether a request waits for the coordinator's `resolveRequests`.
    var hasPendingRequests = false
    /// What the kind rule of the call being taken asked for (reused from call to call).
    var effects: [KindEffect] = []
    /// By slot: calls held for the touch's view, oldest first (G19).
    var heldCalls: [[HeldCall]] = []
    /// Slots with held calls.
    var heldTouches: [Int] = []
    /// Recognizers whose action ends editing in their view now (TI3; `set` changes it).
    var endsEditing: Set<Int>

    init(_ scene: Scene, recordsStates: Bool) {
        specs = scene.recognizers
        isActive = !scene.recognizers.isEmpty
        order = GestureArena.order(scene)
        var rank = Array(repeating: 0, count: scene.recognizers.count)
        for (position, index) in order.enumerated() { rank[index] = position }
        self.rank = rank
        self.recordsStates = recordsStates
        runtimes = scene.recognizers.map { RecognizerRuntime(isEnabled: $0.isEnabled) }
        delegates = RecognizerDelegates(scene)
        isEngaged = Array(repeating: false, count: scene.recognizers.count)
        endsEditing = Set(scene.recognizers.indices.filter { scene.recognizers[$0].endsEditing })
    }

    /// Recognizer order RO (G1–G6): deeper views first, equal depths in the order of
    /// their `view:` lines, on one view in `gestures:` order. Returns the ids in RO.
    private static func order(_ scene: Scene) -> [Int] {
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

    /// A new touch slot gets its per-slot lists.
    mutating func addSlot() {
        heldCalls.append([])
        attached.append([])
    }

    /// Puts a recognizer on the engaged list, kept in RO: only engaged recognizers take calls,
    /// wait, arbitrate or reset, so a step costs nothing for the recognizers no touch reached.
    mutating func engage(_ index: Int) {
        guard !isEngaged[index] else { return }
        isEngaged[index] = true
        let position = rank[index]
        var low = 0
        var high = engaged.count
        while low < high {
            let middle = (low + high) / 2
            if rank[engaged[middle]] < position { low = middle + 1 } else { high = middle }
        }
        engaged.insert(index, at: low)
    }

    /// G1: the touch in `slot` attaches to the recognizer, which engages.
    @inline(__always)
    mutating func attach(_ index: Int, slot: Int) {
        engage(index)
        runtimes[index].touches.append(slot)
        runtimes[index].down.append(false)
        runtimes[index].cancelled.append(false)
        attached[slot].append(index)
    }

    /// G1–G3: the verdict for a recognizer on the new touch's path, `allowed` when no live
    /// exclusive-touch view keeps it out (G2) and `receives` its delegate's `should-receive` (GD1).
    @inline(__always)
    func verdict(_ index: Int, allowed: Bool, receives: () -> Bool) -> AttachmentRecord.Verdict {
        if !runtimes[index].isEnabled { return .disabled }
        if runtimes[index].isTerminal { return .terminal }
        if !allowed { return .exclusiveTouch }
        if delegates.inPlay && !receives() { return .shouldReceive }
        return .attached
    }

    /// A request to leave Possible, resolved by the coordinator's `resolveRequests` (G12).
    @inline(__always)
    mutating func request(_ index: Int) {
        runtimes[index].requested = true
        hasPendingRequests = true
    }

    /// Lets go of every touch of the recognizer's attempt.
    mutating func detachTouches(_ index: Int) {
        for slot in runtimes[index].touches {
            attached[slot].removeAll { $0 == index }
        }
        runtimes[index].touches.removeAll()
        runtimes[index].down.removeAll()
        runtimes[index].cancelled.removeAll()
    }

    /// Lets go of one touch of the recognizer's attempt (SD4), if it has it.
    mutating func detach(_ index: Int, slot: Int) {
        guard let position = runtimes[index].position(of: slot) else { return }
        runtimes[index].touches.remove(at: position)
        runtimes[index].down.remove(at: position)
        runtimes[index].cancelled.remove(at: position)
        attached[slot].removeAll { $0 == index }
    }

    /// G10 and the end of every step: terminal recognizers none of whose touches is live for
    /// them are reset, silently, their timers stopped; per-step flags are cleared; recognizers
    /// with nothing to do leave the engaged list.
    mutating func endStep(touches: [TouchTable.TouchState], runLoop: inout RunLoop) {
        var stillEngaged = 0
        for position in engaged.indices {
            let index = engaged[position]
            runtimes[index].grantedThisStep = false
            runtimes[index].changedThisStep = false
            if runtimes[index].isTerminal && !hasLiveTouch(index, touches) {
                detachTouches(index)
                runLoop.cancel(.recognizer(RecognizerID(index)), nil)
                let enabled = runtimes[index].isEnabled
                runtimes[index] = RecognizerRuntime(isEnabled: enabled)
                if delegates.inPlay { delegates.reset(index) }
            }
            // A recognizer with no touch, Possible and not waiting has nothing to do until a
            // touch attaches: it leaves the engaged list.
            let runtime = runtimes[index]
            if runtime.takesPart || runtime.state != .possible || runtime.waiting || runtime.requested {
                engaged[stillEngaged] = index
                stillEngaged += 1
            } else {
                isEngaged[index] = false
            }
        }
        engaged.removeLast(engaged.count - stillEngaged)
    }

    /// Whether a touch of the recognizer's attempt is still live for it: down and not cancelled.
    private func hasLiveTouch(_ index: Int, _ touches: [TouchTable.TouchState]) -> Bool {
        for (position, slot) in runtimes[index].touches.enumerated() where !touches[slot].lifted && !runtimes[index].cancelled[position] {
            return true
        }
        return false
    }

    /// `--explain`: every recognizer's state, in RO; a scroll view's idle built-ins say nothing
    /// (every scroll view has two).
    func recordStates(into record: inout StepRecord) {
        for index in order {
            let runtime = runtimes[index]
            if runtime.state == .possible && runtime.touches.isEmpty && !runtime.waiting && specs[index].kind.isBuiltIn {
                continue
            }
            record.recognizerStates.append(
                RecognizerStateRecord(
                    recognizer: RecognizerID(index), state: runtime.waiting ? .pending : runtime.state,
                    touchCount: runtime.touches.count))
        }
    }

    // MARK: G17–G19 — who holds a call

    /// The first recognizer in RO holding a call of `phase` for the touch in `slot`: one
    /// attached to it, Possible or waiting, with `delays-began` (began, moved, ended) or
    /// `delays-ended` (ended). Cancelled calls are never held (G18).
    @inline(__always)
    func holder(of slot: Int, _ phase: TouchPhase) -> Int? {
        guard phase != .cancelled else { return nil }
        for index in attached[slot] {
            let runtime = runtimes[index]
            guard runtime.state == .possible, runtime.isEnabled else { continue }
            let spec = specs[index]
            if spec.delaysBegan || (phase == .ended && spec.delaysEnded) { return index }
        }
        return nil
    }

    /// Why a call of `phase` for the touch in `slot` is held: by a recognizer with
    /// `delays-began` (G17), by one with `delays-ended` (G18), or only because the touch already
    /// has held calls, which go first (G19).
    @inline(__always)
    func holdRule(of slot: Int, _ phase: TouchPhase) -> RuleID {
        guard let holder = holder(of: slot, phase) else { return .g19 }
        return specs[holder].delaysBegan ? .g17 : .g18
    }

    /// Holds a call of `phase` for the touch in `slot`, made in step `step` at these window
    /// points; `isFirst` when the touch had no held call.
    mutating func hold(_ phase: TouchPhase, slot: Int, step: Int, location: Point, previous: Point, isFirst: Bool) {
        heldCalls[slot].append(HeldCall(phase: phase, step: step, location: location, previous: previous))
        if isFirst { heldTouches.append(slot) }
    }

    /// Forgets a touch's held calls.
    mutating func dropHeldCalls(_ slot: Int) {
        heldCalls[slot].removeAll()
        heldTouches.removeAll { $0 == slot }
    }

    // MARK: G12–G15 — arbitration

    /// L4: whether a recognizer still follows the touch in `slot`: one attached to it for
    /// which it is not cancelled.
    @inline(__always)
    func follows(_ slot: Int) -> Bool {
        for index in attached[slot] {
            if let position = runtimes[index].position(of: slot), !runtimes[index].cancelled[position] { return true }
        }
        return false
    }

    /// U7: the button, if a `UIButton` wins over this request: a tap with `taps: 1` and
    /// `touches: 1` on a proper ancestor of a button that is the hit-test view of one of its
    /// touches, in the tree as it is now.
    @inline(__always)
    func winningButton(_ index: Int, touches: TouchTable, tree: LiveTree) -> Int? {
        let spec = specs[index]
        guard spec.kind.losesToButtons, spec.taps == 1, spec.touches == 1 else { return nil }
        for slot in runtimes[index].touches {
            let view = touches[slot].view.index
            guard tree.views[view].viewClass == .uiButton, !tree.views[view].isWindow, view != spec.view.index,
                tree.routing.isInside(view, spec.view.index), tree.isInWindow(view)
            else { continue }
            return view
        }
        return nil
    }

    /// How a listed recognizer counts for `requires-failure-of` (G12.2, G31).
    enum Requirement {
        case failed, succeeded, undecided
    }

    @inline(__always)
    func requirement(_ index: Int) -> Requirement {
        let runtime = runtimes[index]
        if runtime.state == .failed || !runtime.isEnabled || !runtime.takesPart { return .failed }
        return runtime.state == .possible ? .undecided : .succeeded
    }

    /// SD1 (amending G12.3 and G12.4): a scroll view's delay never blocks or fails a scroll pan.
    @inline(__always)
    func delayNeverBlocks(_ delay: Int, _ pan: Int) -> Bool {
        specs[delay].kind.neverBlocks == specs[pan].kind
    }

    /// G15: two recognizers share a touch of their attempts.
    @inline(__always)
    func sharesTouch(_ a: Int, _ b: Int) -> Bool {
        let other = runtimes[b].touches
        return runtimes[a].touches.contains(where: other.contains)
    }

    /// G12a: every recognizer can prevent every other, but a tap never prevents a tap that
    /// needs more taps (UIKit's `canPrevent` of its tap recognizer).
    @inline(__always)
    func canPrevent(_ preventing: Int, _ prevented: Int) -> Bool {
        let a = specs[preventing]
        let b = specs[prevented]
        return !(a.kind == b.kind && a.kind.preventsOnlyUpToItsTaps && b.taps > a.taps)
    }

    /// G14: either lists the other in `simultaneous-with`.
    @inline(__always)
    func areSimultaneous(_ a: Int, _ b: Int) -> Bool {
        specs[a].simultaneousWith.contains(RecognizerID(b)) || specs[b].simultaneousWith.contains(RecognizerID(a))
    }

    /// G12.2, G13 with GD3: the recognizers whose failure this one requires now, its
    /// `requires-failure-of` first, then its dynamic edges in the order they arose.
    @inline(__always)
    func requirements(of index: Int) -> [RecognizerID] {
        let listed = specs[index].requiresFailureOf
        guard delegates.inPlay else { return listed }
        let dynamic = delegates.dynamicRequires[index]
        guard !dynamic.isEmpty else { return listed }
        return listed + dynamic.filter { !listed.contains($0) }
    }

    /// Whether `index` requires `other`'s failure, by `requires-failure-of` or a dynamic edge.
    @inline(__always)
    func waitsFor(_ index: Int, _ other: Int) -> Bool {
        let id = RecognizerID(other)
        return specs[index].requiresFailureOf.contains(id) || (delegates.inPlay && delegates.dynamicRequires[index].contains(id))
    }
}
