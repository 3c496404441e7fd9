import Foundation

/// GZ1–GZ4 and GR1–GR4: pinch and rotation follow the first two touches down: the distance
/// (pinch) or the angle (rotation) of the pair, measured from where the pair started.
struct PairRule: RecognizerKindRule {
    /// Distance (pinch) or angle (rotation).
    let measure: PairMeasure
    var pair: (Int, Int)?
    /// d₀ (pinch) or a₀ in degrees (rotation).
    var pairReference = 0.0

    mutating func take(_ call: KindCall, spec: GestureRecognizer, toView: (Point) -> Point, effects: inout [KindEffect]) {
        let down = call.down
        let current: (Int, Int)? = down.count >= 2 ? (down[0], down[1]) : nil
        if let current, pair.map({ $0 != current }) ?? true {
            // GZ1, GR1: a new pair takes its starting distance or angle.
            pairReference = Self.measure(current, call, measure)
        }
        pair = current
        switch call.phase {
        case .began, .cancelled:
            break
        case .moved:
            guard let current, call.slots.contains(current.0) || call.slots.contains(current.1) else { return }
            if call.isActive {
                effects.append(.changed)  // GZ3, GR3
            } else if call.isPossible && !call.requested {
                let measure = Self.measure(current, call, measure)
                let turned: Double
                if self.measure == .distance {
                    turned = abs(measure - pairReference)
                } else {
                    // GR2: the difference taken in (−180°, 180°].
                    var difference = (measure - pairReference).truncatingRemainder(dividingBy: 360)
                    if difference > 180 { difference -= 360 }
                    if difference <= -180 { difference += 360 }
                    turned = abs(difference)
                }
                if turned > spec.hysteresis { effects.append(.request) }  // GZ2, GR2
            }
        case .ended:
            // GZ4, GR4: when none of its touches is down.
            guard down.isEmpty else { return }
            effects.append(call.isActive ? .end : .fail(.lifted))
        }
    }

    /// The pair's distance (pinch) or the angle in degrees of the line from its first to its
    /// second touch (rotation), from window points.
    static func measure(_ pair: (Int, Int), _ call: KindCall, _ measure: PairMeasure) -> Double {
        let a = call.touch(pair.0)?.location ?? .zero
        let b = call.touch(pair.1)?.location ?? .zero
        if measure == .distance { return a.distance(to: b) }
        return atan2(b.y - a.y, b.x - a.x) * 180 / Double.pi
    }
}
