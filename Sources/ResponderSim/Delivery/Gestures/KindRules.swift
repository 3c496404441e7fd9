import Foundation

/// The kind rules of the kind rules: what each kind of recognizer does at a call it takes.
/// Centroids are means of window points; "down" counts the recognizer's touches down for it.
extension Simulator {
    /// Applies the recognizer's kind rule to a call it took (its down flags already updated).
    mutating func applyKindRule(_ phase: TouchPhase, _ slots: [Int], recognizer index: Int) {
        if phase == .cancelled {
            // G9 (and GT5, GW3): active → Cancelled, Possible → Failed `cancelled`.
            cancelOrFail(index, .cancelled)
            return
        }
        switch scene.recognizers[index].kind {
        case .tap: tapRule(phase, slots, index)
        case .longPress: longPressRule(phase, slots, index)
        case .pan: panRule(phase, slots, index)
        case .swipe: swipeRule(phase, slots, index)
        case .pinch, .rotation: pairRule(phase, slots, index)
        }
    }

    /// The recognizer's touches that are down for it.
    private func downTouches(_ index: Int) -> [Int] {
        let runtime = recognizers[index]
        return runtime.touches.indices.filter { runtime.down[$0] }.map { runtime.touches[$0] }
    }

    private func centroid(_ slots: [Int]) -> Point {
        var x = 0.0
        var y = 0.0
        for slot in slots {
            x += touches[slot].location.x
            y += touches[slot].location.y
        }
        let count = Double(max(1, slots.count))
        return Point(x / count, y / count)
    }

    // MARK: GT — tap

    private mutating func tapRule(_ phase: TouchPhase, _ slots: [Int], _ index: Int) {
        let spec = scene.recognizers[index]
        switch phase {
        case .began:
            if recognizers[index].kindState.tapTouches.isEmpty {
                // GT1, GT4: the first touch of a tap stops the interval and starts the duration.
                stopTimers(index, .tapInterval)
                startTimer(index, .tapDuration, after: spec.maxDuration)
            }
            recognizers[index].kindState.tapTouches += slots
            let down = downTouches(index)
            // GT2: more than K down.
            if down.count > spec.touches {
                fail(index, .touches)
                return
            }
            // GT3: K first down together: the reference, or within D of it.
            let tapDown = down.filter { recognizers[index].kindState.tapTouches.contains($0) }
            if tapDown.count == spec.touches && !recognizers[index].kindState.tapReachedCount {
                recognizers[index].kindState.tapReachedCount = true
                let center = centroid(tapDown)
                if let reference = recognizers[index].kindState.reference {
                    if center.distance(to: reference) > spec.movement { fail(index, .movement) }
                } else {
                    recognizers[index].kindState.reference = center
                }
            }
        case .moved:
            let tapDown = downTouches(index).filter { recognizers[index].kindState.tapTouches.contains($0) }
            if tapDown.count == spec.touches, let reference = recognizers[index].kindState.reference,
                centroid(tapDown).distance(to: reference) > spec.movement
            {
                fail(index, .movement)
            }
        case .ended:
            // GT2: an end before K of the tap's touches were down together.
            guard recognizers[index].kindState.tapReachedCount else {
                fail(index, .touches)
                return
            }
            // GT4: the tap completes when none of its touches is down.
            let tapTouches = recognizers[index].kindState.tapTouches
            guard !downTouches(index).contains(where: { tapTouches.contains($0) }) else { return }
            stopTimers(index, .tapDuration)
            recognizers[index].kindState.completedTaps += 1
            recognizers[index].kindState.tapTouches.removeAll()
            recognizers[index].kindState.tapReachedCount = false
            if recognizers[index].kindState.completedTaps >= spec.taps {
                request(index)
            } else {
                startTimer(index, .tapInterval, after: spec.interval)
            }
        case .cancelled:
            break
        }
    }

    // MARK: GL — long press

    private mutating func longPressRule(_ phase: TouchPhase, _ slots: [Int], _ index: Int) {
        let spec = scene.recognizers[index]
        let runtime = recognizers[index]
        if runtime.isActive {
            // GL2: Changed when a press touch moves, Ended at the first lift of one.
            let press = runtime.kindState.pressTouches
            switch phase {
            case .moved where slots.contains(where: press.contains): changed(index)
            case .ended where slots.contains(where: press.contains): setState(index, .ended)
            default: break
            }
            return
        }
        guard !runtime.requested else { return }
        switch phase {
        case .began:
            let down = downTouches(index)
            if down.count > spec.touches {
                fail(index, .touches)
            } else if down.count == spec.touches && runtime.kindState.pressTouches.isEmpty {
                recognizers[index].kindState.pressTouches = down
                recognizers[index].kindState.pressCentroid = centroid(down)
                if spec.duration == 0 {
                    request(index)
                } else {
                    startTimer(index, .press, after: spec.duration)
                }
            }
        case .moved:
            let press = runtime.kindState.pressTouches
            if !press.isEmpty && centroid(press).distance(to: runtime.kindState.pressCentroid) > spec.movement {
                fail(index, .movement)
            }
        case .ended:
            fail(index, .lifted)
        case .cancelled:
            break
        }
    }

    // MARK: GP — pan

    private mutating func panRule(_ phase: TouchPhase, _ slots: [Int], _ index: Int) {
        let spec = scene.recognizers[index]
        switch phase {
        case .began:
            // GP1: the first n touches in began order are counted.
            let limit = spec.maxTouches ?? Int.max
            for slot in slots where recognizers[index].kindState.counted.count < limit {
                recognizers[index].kindState.counted.append(slot)
            }
        case .moved:
            let counted = recognizers[index].kindState.counted
            guard slots.contains(where: counted.contains) else { return }
            // GP2: the mean displacement of the counted touches down before and after the step.
            var sumX = 0.0
            var sumY = 0.0
            var count = 0
            for slot in counted {
                guard let position = recognizers[index].position(of: slot), recognizers[index].down[position] else { continue }
                let stepPhase = touches[slot].stepPhase
                guard stepPhase != .began && stepPhase != .ended else { continue }
                count += 1
                if stepPhase == .moved {
                    sumX += touches[slot].location.x - touches[slot].previousLocation.x
                    sumY += touches[slot].location.y - touches[slot].previousLocation.y
                }
            }
            if count > 0 {
                recognizers[index].kindState.translationX += sumX / Double(count)
                recognizers[index].kindState.translationY += sumY / Double(count)
            }
            let countedDown = counted.filter { slot in
                recognizers[index].position(of: slot).map { recognizers[index].down[$0] } ?? false
            }.count
            guard countedDown >= spec.minTouches else { return }
            if recognizers[index].isActive {
                changed(index)  // GP3
            } else if recognizers[index].state == .possible && !recognizers[index].requested {
                // GP2: per axis, in the view's turned axes.
                let phi = routing.totalRotation(of: spec.view.index)
                let x = recognizers[index].kindState.translationX
                let y = recognizers[index].kindState.translationY
                var turnedX = x
                var turnedY = y
                if phi != 0 {
                    let (cos, sin) = ViewTransform(rotation: phi).cosineAndSine
                    turnedX = cos * x + sin * y
                    turnedY = -sin * x + cos * y
                }
                if abs(turnedX) >= spec.hysteresis || abs(turnedY) >= spec.hysteresis { request(index) }
            }
        case .ended:
            // GP4: when no counted touch is down.
            let counted = recognizers[index].kindState.counted
            let anyDown = counted.contains { slot in
                recognizers[index].position(of: slot).map { recognizers[index].down[$0] } ?? false
            }
            guard !anyDown else { return }
            if recognizers[index].isActive {
                setState(index, .ended)
            } else {
                fail(index, .lifted)
            }
        case .cancelled:
            break
        }
    }

    // MARK: GW — swipe

    private mutating func swipeRule(_ phase: TouchPhase, _ slots: [Int], _ index: Int) {
        let spec = scene.recognizers[index]
        switch phase {
        case .began:
            for slot in slots { recognizers[index].kindState.starts[slot] = touches[slot].location }
            recognizers[index].kindState.startTime = now
            if downTouches(index).count > spec.touches { fail(index, .touches) }
        case .moved:
            if now - recognizers[index].kindState.startTime > spec.maxDuration {
                fail(index, .timeout)
                return
            }
            guard !recognizers[index].requested else { return }
            let down = downTouches(index)
            guard down.count == spec.touches else { return }
            let view = spec.view.index
            for direction in spec.directions {
                let (dx, dy) = direction.vector
                let all = down.allSatisfy { slot in
                    guard let start = recognizers[index].kindState.starts[slot] else { return false }
                    let from = routing.fromScreen(start, to: view)
                    let to = routing.fromScreen(touches[slot].location, to: view)
                    let moveX = to.x - from.x
                    let moveY = to.y - from.y
                    let along = moveX * dx + moveY * dy
                    let across = moveX * -dy + moveY * dx
                    return along >= spec.minDistance && abs(across) <= along / 2
                }
                if all {
                    request(index)
                    return
                }
            }
        case .ended:
            // GW3: an end before recognition (a request made earlier in this step is not one).
            fail(index, .lifted)
        case .cancelled:
            break
        }
    }

    // MARK: GZ, GR — pinch and rotation

    private mutating func pairRule(_ phase: TouchPhase, _ slots: [Int], _ index: Int) {
        let spec = scene.recognizers[index]
        let down = downTouches(index)
        let pair: (Int, Int)? = down.count >= 2 ? (down[0], down[1]) : nil
        let previous = recognizers[index].kindState.pair
        if let pair, previous.map({ $0 != pair }) ?? true {
            // GZ1, GR1: a new pair takes its starting distance or angle.
            recognizers[index].kindState.pairReference = pairMeasure(pair, kind: spec.kind)
        }
        recognizers[index].kindState.pair = pair
        switch phase {
        case .began, .cancelled:
            break
        case .moved:
            guard let pair, slots.contains(pair.0) || slots.contains(pair.1) else { return }
            if recognizers[index].isActive {
                changed(index)  // GZ3, GR3
            } else if recognizers[index].state == .possible && !recognizers[index].requested {
                let measure = pairMeasure(pair, kind: spec.kind)
                let reference = recognizers[index].kindState.pairReference
                let turned: Double
                if spec.kind == .pinch {
                    turned = abs(measure - reference)
                } else {
                    // GR2: the difference taken in (−180°, 180°].
                    var difference = (measure - reference).truncatingRemainder(dividingBy: 360)
                    if difference > 180 { difference -= 360 }
                    if difference <= -180 { difference += 360 }
                    turned = abs(difference)
                }
                if turned > spec.hysteresis { request(index) }  // GZ2, GR2
            }
        case .ended:
            // GZ4, GR4: when none of its touches is down.
            guard down.isEmpty else { return }
            if recognizers[index].isActive {
                setState(index, .ended)
            } else {
                fail(index, .lifted)
            }
        }
    }

    /// The pair's distance (pinch) or the angle in degrees of the line from its first to its
    /// second touch (rotation), from window points.
    private func pairMeasure(_ pair: (Int, Int), kind: GestureKind) -> Double {
        let a = touches[pair.0].location
        let b = touches[pair.1].location
        if kind == .pinch { return a.distance(to: b) }
        return atan2(b.y - a.y, b.x - a.x) * 180 / Double.pi
    }

    /// G11: Changed, once per step.
    private mutating func changed(_ index: Int) {
        guard !recognizers[index].changedThisStep else { return }
        recognizers[index].changedThisStep = true
        setState(index, .changed)
    }
}
