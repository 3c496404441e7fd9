import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// The scroll views' arithmetic and their two built-in recognizers' rules driven alone, call by
/// call, without a scene or an engine (SV3, SV4, SP2, SP5–SP7, SK1, SD2–SD5).
@Suite struct ScrollKindRuleTests {
    /// A 320 × 480 scroll view with content `[width, height]` and the offset given.
    static func geometry(
        content: (Double, Double) = (320, 2000), offset: Point = .zero, _ configure: (inout ScrollSettings) -> Void = { _ in }
    ) -> ScrollGeometry {
        var settings = ScrollSettings()
        settings.set(.contentSize, .pair(content.0, content.1))
        configure(&settings)
        return ScrollGeometry(width: 320, height: 480, settings: settings, offset: offset)
    }

    /// A call of one touch (slot 0) moving from `previous` to `location`.
    static func call(
        _ phase: TouchPhase, _ location: Point, from previous: Point, now: Microseconds, scroll: ScrollGeometry, active: Bool = false
    )
        -> KindCall
    {
        var call = KindCall(phase: phase, slots: [0], touches: [], now: now)
        let stepPhase: EventPhase = phase == .began ? .began : phase == .ended ? .ended : .moved
        call.touches = [
            KindCall.Touch(slot: 0, location: location, previousLocation: previous, stepPhase: stepPhase, isDown: phase != .ended)
        ]
        call.isActive = active
        call.isPossible = !active
        call.scroll = scroll
        return call
    }

    @Test func sv3AndSv4LimitsAndScrollableAxes() {
        let tall = Self.geometry { $0.set(.contentInset, .insets(EdgeInsets(top: 64, left: 0, bottom: 34, right: 0))) }
        #expect(tall.minY == -64 && tall.maxY == 1554 && tall.maxX == 0)
        #expect(tall.canScrollY && !tall.canScrollX)
        // Content exactly as large as the frame does not scroll, unless it always bounces.
        #expect(!Self.geometry(content: (320, 480)).canScrollY)
        #expect(Self.geometry(content: (320, 480)) { $0.set(.alwaysBounceVertical, .flag(true)) }.canScrollY)
        #expect(
            !Self.geometry(content: (320, 480)) {
                $0.set(.alwaysBounceVertical, .flag(true))
                $0.set(.bounces, .flag(false))
            }.canScrollY)
    }

    @Test func sp7TheRubberBandAndItsAbsenceWithoutBounces() {
        let fits = Self.geometry(content: (320, 480)) { $0.set(.alwaysBounceVertical, .flag(true)) }
        let band = fits.limited(10, low: 0, high: 0, range: 480)
        #expect(NumberFormatting.decimal(band) == "5.437693")
        #expect(NumberFormatting.decimal(fits.limited(-40, low: 0, high: 0, range: 480)) == "-21.035857")
        let stiff = Self.geometry { $0.set(.bounces, .flag(false)) }
        #expect(stiff.limited(2000, low: 0, high: 1520, range: 480) == 1520)
    }

    @Test func sp2ThePanAsksOnlyAlongAnAxisItCanScroll() {
        let scroll = Self.geometry()
        var rule = ScrollPanRule()
        var effects: [KindEffect] = []
        rule.take(Self.call(.began, Point(160, 150), from: Point(160, 150), now: 0, scroll: scroll), effects: &effects)
        rule.take(Self.call(.moved, Point(200, 150), from: Point(160, 150), now: 50_000, scroll: scroll), effects: &effects)
        #expect(effects.isEmpty)  // 40 points along x, which it cannot scroll
        rule.take(Self.call(.moved, Point(200, 140), from: Point(200, 150), now: 100_000, scroll: scroll), effects: &effects)
        #expect(effects == [.requestScroll])
    }

    @Test func sp5TheGrantRemovesTheHysteresisAndSp6LocksASteepDrag() {
        let scroll = Self.geometry(content: (640, 2000)) { $0.set(.directionalLock, .flag(true)) }
        var rule = ScrollPanRule()
        var effects: [KindEffect] = []
        rule.take(Self.call(.began, Point(160, 150), from: Point(160, 150), now: 0, scroll: scroll), effects: &effects)
        rule.take(Self.call(.moved, Point(157, 135), from: Point(160, 150), now: 50_000, scroll: scroll), effects: &effects)
        #expect(rule.grant(scroll) == Point(0, 5))
        #expect(rule.lock == .y)
        #expect(ScrollPanRule.lockedAxis(10, 3, scroll) == .x)
        #expect(ScrollPanRule.lockedAxis(10, 10, scroll) == nil)
    }

    @Test func sk1AFingerThatRestedDoesNotFling() {
        let scroll = Self.geometry()
        var rule = ScrollPanRule()
        var effects: [KindEffect] = []
        rule.take(Self.call(.began, Point(160, 400), from: Point(160, 400), now: 0, scroll: scroll), effects: &effects)
        rule.take(Self.call(.moved, Point(160, 300), from: Point(160, 400), now: 50_000, scroll: scroll), effects: &effects)
        let quick = rule.releaseVelocity(now: 60_000, scroll)
        #expect(quick.x == 0 && quick.y == 2000)
        let rested = rule.releaseVelocity(now: 150_001, scroll)
        #expect(rested.x == 0 && rested.y == 0)
    }

    @Test func sp5Sp8Sk1ThePanMovesTheTreeThroughEffects() {
        let scroll = Self.geometry()
        var rule = ScrollPanRule()
        var effects: [KindEffect] = []
        rule.take(Self.call(.began, Point(160, 400), from: Point(160, 400), now: 0, scroll: scroll), effects: &effects)
        rule.take(Self.call(.moved, Point(160, 300), from: Point(160, 400), now: 50_000, scroll: scroll), effects: &effects)
        effects.removeAll()
        // Began: the content follows the 100 points dragged, less the hysteresis (10).
        rule.stateChanged(to: .began, now: 50_000, scroll, effects: &effects)
        #expect(effects == [.moveContent(Point(0, 90), RuleCitation(.sp5))])
        effects.removeAll()
        rule.take(Self.call(.moved, Point(160, 200), from: Point(160, 300), now: 60_000, scroll: scroll), effects: &effects)
        effects.removeAll()
        rule.stateChanged(to: .changed, now: 60_000, scroll, effects: &effects)
        #expect(effects == [.moveContent(Point(0, 190), RuleCitation(.sp5))])
        // Ended right after a quick move: back within the limits (SP8), then a flick (SK1).
        let moved = Self.geometry(offset: Point(0, 190))
        effects.removeAll()
        rule.stateChanged(to: .ended, now: 70_000, moved, effects: &effects)
        #expect(effects.first == .moveContent(Point(0, 190), RuleCitation(.sp8)))
        guard effects.count == 2, case .decelerate(let start, let velocity) = effects[1] else {
            Issue.record("no deceleration: \(effects)")
            return
        }
        #expect(start == Point(0, 190) && velocity.x == 0 && velocity.y > 0)
        // Cancelled: only back within the limits, never a flick.
        effects.removeAll()
        rule.stateChanged(to: .cancelled, now: 70_000, Self.geometry(offset: Point(0, -30)), effects: &effects)
        #expect(effects == [.moveContent(Point(0, 0), RuleCitation(.sp8))])
    }

    @Test func sp7IsCitedOnlyForATargetBeyondALimit() {
        let scroll = Self.geometry()
        var rule = ScrollPanRule()
        var effects: [KindEffect] = []
        // Dragged down at offset 0: the target is above the top, so the rubber band applies.
        rule.take(Self.call(.began, Point(160, 300), from: Point(160, 300), now: 0, scroll: scroll), effects: &effects)
        rule.take(Self.call(.moved, Point(160, 400), from: Point(160, 300), now: 50_000, scroll: scroll), effects: &effects)
        effects.removeAll()
        rule.stateChanged(to: .began, now: 50_000, scroll, effects: &effects)
        guard effects.count == 1, case .moveContent(let offset, let rules) = effects[0] else {
            Issue.record("no move: \(effects)")
            return
        }
        #expect(offset.y < 0 && offset.y > -90)
        #expect(rules == RuleCitation(.sp5, .sp7))
        // Back up past the start: the target (0, 10) is within the limits, SP5 alone.
        rule.take(Self.call(.moved, Point(160, 200), from: Point(160, 400), now: 60_000, scroll: scroll), effects: &effects)
        effects.removeAll()
        rule.stateChanged(to: .changed, now: 60_000, scroll, effects: &effects)
        #expect(effects == [.moveContent(Point(0, 110), RuleCitation(.sp5))])
    }

    @Test func onlyAScrollPansRuleAnswersItsStateChanges() {
        let scroll = Self.geometry()
        var pan = KindRuleState.scrollPan(ScrollPanRule())
        var effects: [KindEffect] = []
        #expect(pan.followsStateChanges)
        pan.stateChanged(to: .cancelled, now: 0, scroll: Self.geometry(offset: Point(0, -30)), effects: &effects)
        #expect(effects == [.moveContent(Point(0, 0), RuleCitation(.sp8))])
        effects.removeAll()
        // Without its scroll view (removed), nothing moves.
        pan.stateChanged(to: .cancelled, now: 0, scroll: nil, effects: &effects)
        #expect(effects.isEmpty)
        for var other in [KindRuleState.tap(TapRule()), .pan(PanRule()), .scrollDelay(ScrollDelayRule()), .none] {
            #expect(!other.followsStateChanges)
            other.stateChanged(to: .began, now: 0, scroll: scroll, effects: &effects)
            #expect(effects.isEmpty)
        }
    }

    @Test func sd2Sd3Sd5TheDelayDecidesAtItsTimerAMoveAcrossOrTheLift() {
        let scroll = Self.geometry()
        var rule = ScrollDelayRule()
        var effects: [KindEffect] = []
        rule.take(Self.call(.began, Point(160, 150), from: Point(160, 150), now: 0, scroll: scroll), effects: &effects)
        #expect(effects == [.stopTimers(.touchDelay), .startTimer(.touchDelay, after: 150_000)])
        effects.removeAll()
        // Along y, which the list scrolls: nothing to decide.
        rule.take(Self.call(.moved, Point(160, 120), from: Point(160, 150), now: 10_000, scroll: scroll), effects: &effects)
        #expect(effects.isEmpty)
        // 11 points along x, strictly beyond the hysteresis.
        rule.take(Self.call(.moved, Point(171, 120), from: Point(160, 120), now: 20_000, scroll: scroll), effects: &effects)
        #expect(effects == [.stopTimers(.touchDelay), .decide(.movement)])
        effects.removeAll()
        rule.take(Self.call(.ended, Point(171, 120), from: Point(171, 120), now: 30_000, scroll: scroll), effects: &effects)
        #expect(effects.isEmpty)  // decided once

        var lifted = ScrollDelayRule()
        lifted.take(Self.call(.began, Point(160, 150), from: Point(160, 150), now: 0, scroll: scroll), effects: &effects)
        effects.removeAll()
        lifted.take(Self.call(.ended, Point(160, 150), from: Point(160, 150), now: 100_000, scroll: scroll), effects: &effects)
        #expect(effects == [.stopTimers(.touchDelay), .decide(.lifted)])

        var immediate = ScrollDelayRule()
        effects.removeAll()
        let off = Self.geometry { $0.set(.delaysContentTouches, .flag(false)) }
        immediate.take(Self.call(.began, Point(160, 150), from: Point(160, 150), now: 0, scroll: off), effects: &effects)
        #expect(effects == [.decide(.immediate)])
    }
}
