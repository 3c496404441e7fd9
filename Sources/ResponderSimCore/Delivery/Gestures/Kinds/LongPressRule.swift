/// GL1–GL2: the long press begins when K touches stay within `movement` for `duration`; then
/// it changes as they move and ends at the first lift.
struct LongPressRule: RecognizerKindRule {
    var pressTouches: [Int] = []
    var pressCentroid = Point.zero

    mutating func take(_ call: KindCall, spec: GestureRecognizer, toView: (Point) -> Point, effects: inout [KindEffect]) {
        if call.isActive {
            // GL2: Changed when a press touch moves, Ended at the first lift of one.
            switch call.phase {
            case .moved where call.slots.contains(where: pressTouches.contains): effects.append(.changed)
            case .ended where call.slots.contains(where: pressTouches.contains): effects.append(.end)
            default: break
            }
            return
        }
        guard !call.requested else { return }
        switch call.phase {
        case .began:
            let down = call.down
            if down.count > spec.touches {
                effects.append(.fail(.touches))
            } else if down.count == spec.touches && pressTouches.isEmpty {
                pressTouches = down
                pressCentroid = call.centroid(down)
                if spec.duration == 0 {
                    effects.append(.request)
                } else {
                    effects.append(.startTimer(.press, after: spec.duration))
                }
            }
        case .moved:
            if !pressTouches.isEmpty && call.centroid(pressTouches).distance(to: pressCentroid) > spec.movement {
                effects.append(.fail(.movement))
            }
        case .ended:
            effects.append(.fail(.lifted))
        case .cancelled:
            break
        }
    }
}
