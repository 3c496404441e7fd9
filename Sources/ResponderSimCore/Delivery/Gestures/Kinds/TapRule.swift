/// GT1–GT5: the tap recognizer counts taps of K touches within a duration, each next tap
/// within an interval and within `movement` of the first.
struct TapRule: RecognizerKindRule {
    var completedTaps = 0
    /// The current tap's touches (those that began since its first touch).
    var tapTouches: [Int] = []
    /// K of the current tap's touches have been down together.
    var tapReachedCount = false
    /// The reference centroid of the first tap.
    var reference: Point?

    mutating func take(_ call: KindCall, spec: GestureRecognizer, toView: (Point) -> Point, effects: inout [KindEffect]) {
        switch call.phase {
        case .began:
            if tapTouches.isEmpty {
                // GT1, GT4: the first touch of a tap stops the interval and starts the duration.
                effects.append(.stopTimers(.tapInterval))
                effects.append(.startTimer(.tapDuration, after: spec.maxDuration))
            }
            tapTouches += call.slots
            let down = call.down
            // GT2: more than K down.
            if down.count > spec.touches {
                effects.append(.fail(.touches))
                return
            }
            // GT3: K first down together: the reference, or within D of it.
            let tapDown = down.filter { tapTouches.contains($0) }
            if tapDown.count == spec.touches && !tapReachedCount {
                tapReachedCount = true
                let center = call.centroid(tapDown)
                if let reference {
                    if center.distance(to: reference) > spec.movement { effects.append(.fail(.movement)) }
                } else {
                    reference = center
                }
            }
        case .moved:
            let tapDown = call.down.filter { tapTouches.contains($0) }
            if tapDown.count == spec.touches, let reference, call.centroid(tapDown).distance(to: reference) > spec.movement {
                effects.append(.fail(.movement))
            }
        case .ended:
            // GT2: an end before K of the tap's touches were down together.
            guard tapReachedCount else {
                effects.append(.fail(.touches))
                return
            }
            // GT4: the tap completes when none of its touches is down.
            guard !call.down.contains(where: { tapTouches.contains($0) }) else { return }
            effects.append(.stopTimers(.tapDuration))
            completedTaps += 1
            tapTouches.removeAll()
            tapReachedCount = false
            if completedTaps >= spec.taps {
                effects.append(.request)
            } else {
                effects.append(.startTimer(.tapInterval, after: spec.interval))
            }
        case .cancelled:
            break
        }
    }
}
