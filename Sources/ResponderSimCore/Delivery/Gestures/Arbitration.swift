/// Arbitration between recognizers (G12–G15, U7): which request is granted, which
/// waits for another to fail, which is prevented. A reader asking "why did this pan fail" lands
/// here (prevented, required, control) or in the kind rules (movement, timeout, touches, lifted).
extension Simulator {
    /// Once the recognizers have acted in a step: resolves the step's requests in RO (G12),
    /// then the cascade of waiting ones (G13), then releases the held calls no recognizer holds
    /// any more (G20), but for the views that left the window in a `remove` step (G23).
    mutating func resolveRequests(removed: ViewID? = nil) {
        if hasPendingRequests {
            hasPendingRequests = false
            for index in engaged where recognizers[index].requested && !recognizers[index].waiting {
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
            for index in engaged where recognizers[index].waiting {
                if requirements(of: index).allSatisfy({ requirement($0.index) == .failed }) {
                    recognizers[index].waiting = false
                    resolveExclusivity(index, cascade: true)
                    changed = true
                    break
                }
            }
        }
    }

    /// How a listed recognizer counts for `requires-failure-of` (G12.2, G31).
    private enum Requirement {
        case failed, succeeded, undecided
    }

    private func requirement(_ index: Int) -> Requirement {
        let runtime = recognizers[index]
        if runtime.state == .failed || !runtime.isEnabled || !runtime.takesPart { return .failed }
        return runtime.state == .possible ? .undecided : .succeeded
    }

    /// G12 for one request: U7, then `requires-failure-of`, then exclusivity and the grant.
    private mutating func resolve(_ index: Int) {
        // A request whose recognizer failed earlier in the pass is dropped.
        guard recognizers[index].state == .possible else {
            recognizers[index].requested = false
            return
        }
        // 1. U7: a button's default action wins over an ancestor's single tap.
        if let button = winningButton(index) {
            fail(index, .control, other: .control(ViewID(button)))
            return
        }
        // 1a. GD2: the delegate's `should-begin`, asked after U7.
        if delegates.inPlay && !shouldBegin(index) {
            fail(index, .shouldBegin)
            return
        }
        // 2. `requires-failure-of`, with GD3's dynamic edges.
        let required = requirements(of: index)
        if let succeeded = required.first(where: { requirement($0.index) == .succeeded }) {
            fail(index, .required, other: .recognizer(succeeded))
            return
        }
        if required.contains(where: { requirement($0.index) == .undecided }) {
            recognizers[index].waiting = true
            if !recognizers[index].announcedPending {
                recognizers[index].announcedPending = true
                setState(index, .pending)
            }
            return
        }
        resolveExclusivity(index)
    }

    /// U7: the button, if a `UIButton` wins over this request: a tap with `taps: 1` and
    /// `touches: 1` on a proper ancestor of a button that is the hit-test view of one of its
    /// touches, in the tree as it is now.
    private func winningButton(_ index: Int) -> Int? {
        let spec = scene.recognizers[index]
        guard spec.kind == .tap, spec.taps == 1, spec.touches == 1 else { return nil }
        for slot in recognizers[index].touches {
            let view = touches[slot].view.index
            guard views[view].viewClass == .uiButton, !views[view].isWindow, view != spec.view.index,
                routing.isInside(view, spec.view.index), routing.nodes[routing.root(of: view)].flags.contains(.window)
            else { continue }
            return view
        }
        return nil
    }

    /// G12.3 and G12.4: prevented by an active (or just granted) recognizer that shares a
    /// touch, is not simultaneous with it and can prevent it (G12a); otherwise granted.
    private mutating func resolveExclusivity(_ index: Int, cascade: Bool = false) {
        var sparedBy: RecognizerID?
        for other in engaged where other != index {
            let runtime = recognizers[other]
            guard runtime.isActive || runtime.grantedThisStep, sharesTouch(index, other), !areSimultaneous(index, other),
                !delayNeverBlocks(other, index)
            else {
                continue
            }
            guard canPrevent(other, index) else {
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
        recognizers[index].requested = false
        recognizers[index].waiting = false
        recognizers[index].grantedThisStep = true
        recognizers[index].state = spec.kind.isContinuous ? .began : .recognized
        stopTimers(index)
        if spec.cancelsTouches { takeTouches(of: index) }
        // G12a: the first Possible tap sharing a touch that this tap cannot make fail.
        let spared = engaged.first { other in
            other != index && recognizers[other].state == .possible && sharesTouch(index, other) && !areSimultaneous(index, other)
                && !waitsFor(other, index) && !canPrevent(index, other)
        }
        setState(index, recognizers[index].state, rule: rule, spared: spared.map(RecognizerID.init), sparedBy: sparedBy)
        for other in engaged where other != index {
            let runtime = recognizers[other]
            guard runtime.state == .possible else { continue }
            let lists = waitsFor(other, index)
            let conflicts =
                sharesTouch(index, other) && !areSimultaneous(index, other) && (lists || canPrevent(index, other))
                && !delayNeverBlocks(index, other)
            guard conflicts || (runtime.waiting && lists) else { continue }
            fail(other, lists ? .required : .prevented, other: .recognizer(RecognizerID(index)))
        }
    }

    /// SD1 (amending G12.3 and G12.4): a scroll view's delay never blocks or fails a scroll pan.
    private func delayNeverBlocks(_ delay: Int, _ pan: Int) -> Bool {
        scene.recognizers[delay].kind == .scrollDelay && scene.recognizers[pan].kind == .scrollPan
    }

    /// G15: two recognizers share a touch of their attempts.
    private func sharesTouch(_ a: Int, _ b: Int) -> Bool {
        let other = recognizers[b].touches
        return recognizers[a].touches.contains(where: other.contains)
    }

    /// G12a: every recognizer can prevent every other, but a tap never prevents a tap that
    /// needs more taps (UIKit's `canPrevent` of its tap recognizer).
    private func canPrevent(_ preventing: Int, _ prevented: Int) -> Bool {
        let a = scene.recognizers[preventing]
        let b = scene.recognizers[prevented]
        return !(a.kind == .tap && b.kind == .tap && b.taps > a.taps)
    }

    /// G14: either lists the other in `simultaneous-with`.
    private func areSimultaneous(_ a: Int, _ b: Int) -> Bool {
        scene.recognizers[a].simultaneousWith.contains(RecognizerID(b))
            || scene.recognizers[b].simultaneousWith.contains(RecognizerID(a))
    }
}
