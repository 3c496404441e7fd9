/// Arbitration between recognizers (G12–G15, U7): which request is granted, which
/// waits for another to fail, which is prevented. A reader asking "why did this pan fail" lands
/// here (prevented, required, control) or in the kind rules (movement, timeout, touches, lifted).
extension Simulator {
    /// Once the recognizers have acted in a step: resolves the step's requests in RO (G12),
    /// then the cascade of waiting ones (G13), then releases the held calls no recognizer holds
    /// any more (G20), but for the views that left the window in a `remove` step (G23).
    mutating func resolveRequests(removed: ViewID? = nil) {
        if arena.hasPendingRequests {
            arena.hasPendingRequests = false
            for index in arena.engaged where arena.runtimes[index].requested && !arena.runtimes[index].waiting {
                resolve(index)
            }
        }
        runCascade()
        releaseHeldCalls(removed: removed)
    }

    /// G13: repeatedly, the first waiting recognizer in RO whose listed recognizers all count
    /// as failed resolves its held request from G12.3.
    private mutating func runCascade() {
        var changed = true
        while changed {
            changed = false
            for index in arena.engaged where arena.runtimes[index].waiting {
                if arena.requirements(of: index).allSatisfy({ arena.requirement($0.index) == .failed }) {
                    arena.runtimes[index].waiting = false
                    resolveExclusivity(index, cascade: true)
                    changed = true
                    break
                }
            }
        }
    }

    /// G12 for one request: U7, then `requires-failure-of`, then exclusivity and the grant.
    private mutating func resolve(_ index: Int) {
        // A request whose recognizer failed earlier in the pass is dropped.
        guard arena.runtimes[index].state == .possible else {
            arena.runtimes[index].requested = false
            return
        }
        // 1. U7: a button's default action wins over an ancestor's single tap.
        if let button = arena.winningButton(index, touches: touches, tree: tree) {
            fail(index, .control, other: .control(ViewID(button)))
            return
        }
        // 1a. GD2: the delegate's `should-begin`, asked after U7.
        if arena.delegates.inPlay && !arena.shouldBegin(index, tree: tree) {
            fail(index, .shouldBegin)
            return
        }
        // 2. `requires-failure-of`, with GD3's dynamic edges.
        let required = arena.requirements(of: index)
        if let succeeded = required.first(where: { arena.requirement($0.index) == .succeeded }) {
            fail(index, .required, other: .recognizer(succeeded))
            return
        }
        if required.contains(where: { arena.requirement($0.index) == .undecided }) {
            arena.runtimes[index].waiting = true
            if !arena.runtimes[index].announcedPending {
                arena.runtimes[index].announcedPending = true
                setState(index, .pending)
            }
            return
        }
        resolveExclusivity(index)
    }

    /// G12.3 and G12.4: prevented by an active (or just granted) recognizer that shares a
    /// touch, is not simultaneous with it and can prevent it (G12a); otherwise granted.
    private mutating func resolveExclusivity(_ index: Int, cascade: Bool = false) {
        var sparedBy: RecognizerID?
        for other in arena.engaged where other != index {
            let runtime = arena.runtimes[other]
            guard runtime.isActive || runtime.grantedThisStep, arena.sharesTouch(index, other), !arena.areSimultaneous(index, other),
                !arena.delayNeverBlocks(other, index)
            else {
                continue
            }
            guard arena.canPrevent(other, index) else {
                if sparedBy == nil { sparedBy = RecognizerID(other) }
                continue
            }
            fail(index, .prevented, other: .recognizer(RecognizerID(other)))
            return
        }
        grant(index, sparedBy: sparedBy, rule: cascade ? .g13 : .g12)
    }

    /// G12.4: the grant, G16's taking, the `gesture` line, then the recognizers it makes fail.
    private mutating func grant(_ index: Int, sparedBy: RecognizerID?, rule: RuleID) {
        let spec = scene.recognizers[index]
        arena.runtimes[index].requested = false
        arena.runtimes[index].waiting = false
        arena.runtimes[index].grantedThisStep = true
        arena.runtimes[index].state = spec.kind.isContinuous ? .began : .recognized
        stopTimers(index)
        if spec.cancelsTouches { takeTouches(of: index) }
        // G12a: the first Possible tap sharing a touch that this tap cannot make fail.
        let spared = arena.engaged.first { other in
            other != index && arena.runtimes[other].state == .possible && arena.sharesTouch(index, other)
                && !arena.areSimultaneous(index, other)
                && !arena.waitsFor(other, index) && !arena.canPrevent(index, other)
        }
        setState(index, arena.runtimes[index].state, rule: rule, spared: spared.map(RecognizerID.init), sparedBy: sparedBy)
        for other in arena.engaged where other != index {
            let runtime = arena.runtimes[other]
            guard runtime.state == .possible else { continue }
            let lists = arena.waitsFor(other, index)
            let conflicts =
                arena.sharesTouch(index, other) && !arena.areSimultaneous(index, other) && (lists || arena.canPrevent(index, other))
                && !arena.delayNeverBlocks(index, other)
            guard conflicts || (runtime.waiting && lists) else { continue }
            fail(other, lists ? .required : .prevented, other: .recognizer(RecognizerID(index)))
        }
    }

}
