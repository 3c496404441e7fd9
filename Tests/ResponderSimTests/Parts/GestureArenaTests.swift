import Testing

@testable import ResponderSimCore

/// The gesture arena alone: recognizer order, attachment verdicts, what a requirement counts
/// as, who may prevent whom, who holds a call, and the reset at a step's end (G10), without a
/// script.
@Suite struct GestureArenaTests {
    private typealias G = GestureScene

    /// `outer` (full window) with `outerTap`, holding `inner` with the given recognizers.
    private static func arena(_ inner: String, outer: String = "- tap: outerTap") -> GestureArena {
        let views = """
            - view: outer
              frame: [0, 0, 320, 480]
              gestures:
            \(G.indent(outer, by: 4))
              subviews:
                - view: inner
                  frame: [0, 0, 100, 100]
                  gestures:
            \(G.indent(inner, by: 8))
            """
        guard let scene = G.scene(views, []) else { return GestureArena(Scene(path: "none"), recordsStates: false) }
        return GestureArena(scene, recordsStates: true)
    }

    private static func id(_ arena: GestureArena, _ name: String) -> Int {
        arena.specs.firstIndex { $0.name == name } ?? -1
    }

    @Test func recognizerOrderPutsDeeperViewsFirst() {
        let arena = Self.arena("- tap: a\n- pan: b")
        #expect(arena.isActive)
        #expect(arena.order == [Self.id(arena, "a"), Self.id(arena, "b"), Self.id(arena, "outerTap")])
        #expect(arena.rank[Self.id(arena, "outerTap")] == 2)
    }

    @Test func attachmentVerdictsAndEngagedOrder() {
        var arena = Self.arena("- tap: a\n- tap: off\n  enabled: no")
        let a = Self.id(arena, "a")
        let off = Self.id(arena, "off")
        let outer = Self.id(arena, "outerTap")
        #expect(arena.verdict(off, allowed: true) { true } == .disabled)
        #expect(arena.verdict(a, allowed: false) { true } == .exclusiveTouch)
        #expect(arena.verdict(a, allowed: true) { true } == .attached)
        arena.addSlot()
        // Attached out of order, engaged in RO.
        arena.attach(outer, slot: 0)
        arena.attach(a, slot: 0)
        #expect(arena.engaged == [a, outer])
        #expect(arena.attached[0] == [outer, a])
        #expect(arena.sharesTouch(a, outer))
        arena.runtimes[a].state = .recognized
        #expect(arena.verdict(a, allowed: true) { true } == .terminal)
    }

    @Test func aRequirementCountsAsFailedUndecidedOrSucceeded() {
        var arena = Self.arena("- tap: dbl\n  taps: 2\n- tap: single\n  requires-failure-of: [dbl]")
        let dbl = Self.id(arena, "dbl")
        let single = Self.id(arena, "single")
        #expect(arena.requirements(of: single) == [RecognizerID(dbl)])
        #expect(arena.waitsFor(single, dbl) && !arena.waitsFor(dbl, single))
        // Without touches a recognizer counts as failed (G31).
        #expect(arena.requirement(dbl) == .failed)
        arena.addSlot()
        arena.attach(dbl, slot: 0)
        #expect(arena.requirement(dbl) == .undecided)
        arena.runtimes[dbl].state = .recognized
        #expect(arena.requirement(dbl) == .succeeded)
        arena.runtimes[dbl].state = .failed
        #expect(arena.requirement(dbl) == .failed)
    }

    @Test func aTapNeverPreventsATapNeedingMoreTaps() {
        let arena = Self.arena("- tap: dbl\n  taps: 2\n- tap: single\n  simultaneous-with: [outerTap]")
        let dbl = Self.id(arena, "dbl")
        let single = Self.id(arena, "single")
        let outer = Self.id(arena, "outerTap")
        #expect(!arena.canPrevent(single, dbl))
        #expect(arena.canPrevent(dbl, single))
        #expect(arena.areSimultaneous(outer, single) && arena.areSimultaneous(single, outer))
        #expect(!arena.areSimultaneous(dbl, single))
    }

    @Test func delaysBeganHoldsEveryPhaseAndDelaysEndedOnlyTheEnd() {
        var arena = Self.arena("- pan: ended\n  delays-ended: yes", outer: "- pan: began\n  delays-began: yes")
        let began = Self.id(arena, "began")
        let ended = Self.id(arena, "ended")
        arena.addSlot()
        arena.attach(ended, slot: 0)
        #expect(arena.holder(of: 0, .began) == nil && arena.holder(of: 0, .ended) == ended)
        #expect(arena.holdRule(of: 0, .ended) == .g18)
        arena.attach(began, slot: 0)
        // In RO, the inner recognizer comes first for an end; a began only the outer holds.
        #expect(arena.holder(of: 0, .ended) == ended && arena.holder(of: 0, .moved) == began)
        #expect(arena.holdRule(of: 0, .moved) == .g17)
        // Cancelled calls are never held (G18); nor are calls of a recognizer that left Possible.
        #expect(arena.holder(of: 0, .cancelled) == nil)
        arena.runtimes[began].state = .failed
        #expect(arena.holder(of: 0, .moved) == nil && arena.holdRule(of: 0, .moved) == .g19)
        arena.hold(.moved, slot: 0, step: 1, location: .zero, previous: .zero, isFirst: true)
        #expect(arena.heldTouches == [0] && arena.heldCalls[0].count == 1)
        arena.dropHeldCalls(0)
        #expect(arena.heldTouches.isEmpty && arena.heldCalls[0].isEmpty)
    }

    @Test func aTerminalRecognizerWithoutLiveTouchesResetsAtTheStepsEnd() {
        var arena = Self.arena("- tap: a")
        let a = Self.id(arena, "a")
        let outer = Self.id(arena, "outerTap")
        arena.addSlot()
        arena.attach(a, slot: 0)
        arena.attach(outer, slot: 0)
        arena.runtimes[a].state = .recognized
        arena.runtimes[a].grantedThisStep = true
        var runLoop = RunLoop()
        runLoop.schedule(after: 10, from: 0, owner: .recognizer(RecognizerID(a)), what: .tapInterval, tag: 0)
        var touch = TouchTable.TouchState(
            ref: TouchRef(serial: 0, name: 0), status: .live, location: .zero, previousLocation: .zero, beganLocation: .zero)
        // Its touch still down: it stays Recognized (G10 waits for the touch).
        arena.endStep(touches: [touch], runLoop: &runLoop)
        #expect(arena.runtimes[a].state == .recognized && !arena.runtimes[a].grantedThisStep)
        touch.lifted = true
        arena.endStep(touches: [touch], runLoop: &runLoop)
        #expect(arena.runtimes[a].state == .possible && arena.runtimes[a].touches.isEmpty)
        #expect(arena.attached[0] == [outer] && runLoop.isEmpty)
        // It left the engaged list; the Possible one with a touch stays.
        #expect(arena.engaged == [outer])
    }

    @Test func aRequestWaitsForResolution() {
        var arena = Self.arena("- tap: a")
        let a = Self.id(arena, "a")
        #expect(!arena.hasPendingRequests)
        arena.request(a)
        #expect(arena.hasPendingRequests && arena.runtimes[a].requested)
    }

    @Test func aRecognizerFollowsATouchUntilItIsCancelledForIt() {
        var arena = Self.arena("- pan: p")
        let p = Self.id(arena, "p")
        arena.addSlot()
        #expect(!arena.follows(0))
        arena.attach(p, slot: 0)
        #expect(arena.follows(0))
        // L4: cancelled for it, the touch no longer moves for the recognizer.
        arena.runtimes[p].cancelled[0] = true
        #expect(!arena.follows(0))
    }
}
