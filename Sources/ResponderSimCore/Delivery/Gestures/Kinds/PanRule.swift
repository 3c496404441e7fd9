/// GP1–GP4: the pan counts its first touches, adds their mean displacement to its
/// translation, begins once the translation reaches the hysteresis on an axis of its view,
/// changes as they move and ends when none is down.
struct PanRule: RecognizerKindRule {
    var counted: [Int] = []
    var translationX = 0.0
    var translationY = 0.0

    mutating func take(_ call: KindCall, spec: GestureRecognizer, toView: (Point) -> Point, effects: inout [KindEffect]) {
        switch call.phase {
        case .began:
            // GP1: the first n touches in began order are counted.
            let limit = spec.maxTouches ?? Int.max
            for slot in call.slots where counted.count < limit { counted.append(slot) }
        case .moved:
            guard call.slots.contains(where: counted.contains) else { return }
            // GP2: the mean displacement of the counted touches down before and after the step.
            if let moved = call.meanDisplacement(of: counted) {
                translationX += moved.x
                translationY += moved.y
            }
            let countedDown = counted.filter(call.isDown).count
            guard countedDown >= spec.minTouches else { return }
            if call.isActive {
                effects.append(.changed)  // GP3
            } else if call.isPossible && !call.requested {
                // GP2: per axis, in the view's turned axes.
                let turned = turnedTranslation(rotation: call.rotation)
                if abs(turned.x) >= spec.hysteresis || abs(turned.y) >= spec.hysteresis { effects.append(.request) }
            }
        case .ended:
            // GP4: when no counted touch is down.
            guard !counted.contains(where: call.isDown) else { return }
            effects.append(call.isActive ? .end : .fail(.lifted))
        case .cancelled:
            break
        }
    }

    /// GP2's translation T′, turned into the axes of a view rotated by `rotation` degrees.
    func turnedTranslation(rotation: Double) -> (x: Double, y: Double) {
        guard rotation != 0 else { return (translationX, translationY) }
        let (cos, sin) = ViewTransform(rotation: rotation).cosineAndSine
        return (cos * translationX + sin * translationY, -sin * translationX + cos * translationY)
    }
}
