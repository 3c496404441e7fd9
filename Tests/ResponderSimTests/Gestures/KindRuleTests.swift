import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// Each recognizer kind's rule driven alone, call by call, without a scene or an engine: the
/// calls it takes and the effects it returns (GT, GL, GP, GW, GZ, GR).
@Suite struct KindRuleTests {
    static func spec(_ kind: GestureKind, _ configure: (inout GestureRecognizer) -> Void = { _ in }) -> GestureRecognizer {
        var spec = GestureRecognizer(name: "r", kind: kind, view: ViewID(0), location: SourceLocation(line: 1, column: 1))
        configure(&spec)
        return spec
    }

    /// A call of `phase` for `slots`, with the recognizer's touches at `points` (slot → now,
    /// before), down unless listed in `up`.
    static func call(
        _ phase: TouchPhase, _ slots: [Int], at points: [Int: (Point, Point)], up: Set<Int> = [], now: Microseconds = 0,
        active: Bool = false, requested: Bool = false
    ) -> KindCall {
        var call = KindCall(phase: phase, slots: slots, touches: [], now: now)
        for slot in points.keys.sorted() {
            let (location, previous) = points[slot] ?? (.zero, .zero)
            let stepPhase: EventPhase =
                !slots.contains(slot) ? .stationary : phase == .began ? .began : phase == .ended ? .ended : .moved
            call.touches.append(
                KindCall.Touch(slot: slot, location: location, previousLocation: previous, stepPhase: stepPhase, isDown: !up.contains(slot))
            )
        }
        call.isActive = active
        call.isPossible = !active
        call.requested = requested
        return call
    }

    static func take<Rule: RecognizerKindRule>(_ rule: inout Rule, _ call: KindCall, _ spec: GestureRecognizer) -> [KindEffect] {
        var effects: [KindEffect] = []
        rule.take(call, spec: spec, toView: { $0 }, effects: &effects)
        return effects
    }

    static let origin = Point(100, 100)

    @Test func tapStartsItsDurationAndRequestsAtTheLift() {
        let spec = Self.spec(.tap)
        var rule = TapRule()
        let down = Self.call(.began, [0], at: [0: (Self.origin, Self.origin)])
        #expect(Self.take(&rule, down, spec) == [.stopTimers(.tapInterval), .startTimer(.tapDuration, after: 750_000)])
        let lift = Self.call(.ended, [0], at: [0: (Self.origin, Self.origin)], up: [0])
        #expect(Self.take(&rule, lift, spec) == [.stopTimers(.tapDuration), .request])
    }

    @Test func aDoubleTapWaitsForItsSecondTapAndFailsFarAway() {
        let spec = Self.spec(.tap) { $0.taps = 2 }
        var rule = TapRule()
        _ = Self.take(&rule, Self.call(.began, [0], at: [0: (Self.origin, Self.origin)]), spec)
        #expect(
            Self.take(&rule, Self.call(.ended, [0], at: [0: (Self.origin, Self.origin)], up: [0]), spec)
                == [.stopTimers(.tapDuration), .startTimer(.tapInterval, after: 350_000)])
        let far = Point(200, 100)
        #expect(
            Self.take(&rule, Self.call(.began, [1], at: [0: (Self.origin, Self.origin), 1: (far, far)], up: [0]), spec)
                == [.stopTimers(.tapInterval), .startTimer(.tapDuration, after: 750_000), .fail(.movement)])
    }

    @Test func aTapWithTooManyFingersFails() {
        var rule = TapRule()
        let call = Self.call(.began, [1], at: [0: (Self.origin, Self.origin), 1: (Self.origin, Self.origin)])
        #expect(Self.take(&rule, call, Self.spec(.tap)).last == .fail(.touches))
    }

    @Test func longPressStartsItsTimerThenFailsOnMovementOrLift() {
        let spec = Self.spec(.longPress)
        var rule = LongPressRule()
        #expect(
            Self.take(&rule, Self.call(.began, [0], at: [0: (Self.origin, Self.origin)]), spec)
                == [.startTimer(.press, after: 500_000)])
        let moved = Point(100, 111)
        #expect(Self.take(&rule, Self.call(.moved, [0], at: [0: (moved, Self.origin)]), spec) == [.fail(.movement)])
        var active = LongPressRule(pressTouches: [0], pressCentroid: Self.origin)
        #expect(Self.take(&active, Self.call(.moved, [0], at: [0: (moved, Self.origin)], active: true), spec) == [.changed])
        #expect(Self.take(&active, Self.call(.ended, [0], at: [0: (moved, moved)], up: [0], active: true), spec) == [.end])
    }

    @Test func panRequestsAtItsHysteresisAndEndsWhenItsTouchesLift() {
        let spec = Self.spec(.pan)
        var rule = PanRule()
        #expect(Self.take(&rule, Self.call(.began, [0], at: [0: (Self.origin, Self.origin)]), spec).isEmpty)
        #expect(Self.take(&rule, Self.call(.moved, [0], at: [0: (Point(109, 100), Self.origin)]), spec).isEmpty)
        #expect(Self.take(&rule, Self.call(.moved, [0], at: [0: (Point(110, 100), Point(109, 100))]), spec) == [.request])
        #expect(rule.translationX == 10 && rule.translationY == 0)
        #expect(
            Self.take(&rule, Self.call(.ended, [0], at: [0: (Point(110, 100), Point(110, 100))], up: [0], active: true), spec)
                == [.end])
    }

    @Test func aTurnedPanMeasuresAlongItsViewsAxes() {
        let spec = Self.spec(.pan)
        var rule = PanRule(counted: [0])
        var call = Self.call(.moved, [0], at: [0: (Point(107, 107), Self.origin)])
        call.rotation = 45
        // 7·√2 ≈ 9.9 along the turned x axis: below 10.
        #expect(Self.take(&rule, call, spec).isEmpty)
    }

    @Test func swipeRecognizesAlongItsDirectionWithinTheCone() {
        let spec = Self.spec(.swipe)
        var rule = SwipeRule()
        _ = Self.take(&rule, Self.call(.began, [0], at: [0: (Self.origin, Self.origin)]), spec)
        #expect(Self.take(&rule, Self.call(.moved, [0], at: [0: (Point(149, 100), Self.origin)], now: 100_000), spec).isEmpty)
        #expect(
            Self.take(&rule, Self.call(.moved, [0], at: [0: (Point(150, 120), Point(149, 100))], now: 200_000), spec)
                == [.request])
        var late = SwipeRule(starts: [0: Self.origin], startTime: 0)
        #expect(Self.take(&late, Self.call(.moved, [0], at: [0: (Point(150, 100), Self.origin)], now: 600_000), spec) == [.fail(.timeout)])
    }

    @Test func pinchAndRotationMeasureTheirPairFromWhereItStarted() {
        let a = Point(100, 100)
        let b = Point(200, 100)
        var pinch = PairRule(measure: .distance)
        let pinchSpec = Self.spec(.pinch)
        _ = Self.take(&pinch, Self.call(.began, [1], at: [0: (a, a), 1: (b, b)]), pinchSpec)
        #expect(pinch.pairReference == 100)
        #expect(Self.take(&pinch, Self.call(.moved, [1], at: [0: (a, a), 1: (Point(208, 100), b)]), pinchSpec).isEmpty)
        #expect(Self.take(&pinch, Self.call(.moved, [1], at: [0: (a, a), 1: (Point(209, 100), b)]), pinchSpec) == [.request])
        var rotation = PairRule(measure: .angle)
        let rotationSpec = Self.spec(.rotation)
        _ = Self.take(&rotation, Self.call(.began, [1], at: [0: (a, a), 1: (b, b)]), rotationSpec)
        // (200, 110) from (100, 100) is about 5.71°: beyond the 5° hysteresis.
        #expect(Self.take(&rotation, Self.call(.moved, [1], at: [0: (a, a), 1: (Point(200, 110), b)]), rotationSpec) == [.request])
        #expect(
            Self.take(&rotation, Self.call(.ended, [0, 1], at: [0: (a, a), 1: (b, b)], up: [0, 1]), rotationSpec) == [.fail(.lifted)])
    }
}
