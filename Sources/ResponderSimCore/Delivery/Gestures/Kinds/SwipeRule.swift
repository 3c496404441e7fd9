/// GW1–GW3: the swipe is recognized when its K touches all travel `min-distance` along one of
/// its directions, within a 2:1 cone, before `max-duration`.
struct SwipeRule: RecognizerKindRule {
    /// Where each touch began (window points).
    var starts: [Int: Point] = [:]
    var startTime: Microseconds = 0

    mutating func take(_ call: KindCall, spec: GestureRecognizer, toView: (Point) -> Point, effects: inout [KindEffect]) {
        switch call.phase {
        case .began:
            for slot in call.slots { starts[slot] = call.touch(slot)?.location }
            startTime = call.now
            if call.down.count > spec.touches { effects.append(.fail(.touches)) }
        case .moved:
            if call.now - startTime > spec.maxDuration {
                effects.append(.fail(.timeout))
                return
            }
            guard !call.requested else { return }
            let down = call.down
            guard down.count == spec.touches else { return }
            for direction in spec.directions {
                let (dx, dy) = direction.vector
                let all = down.allSatisfy { slot in
                    guard let start = starts[slot], let now = call.touch(slot)?.location else { return false }
                    let from = toView(start)
                    let to = toView(now)
                    let moveX = to.x - from.x
                    let moveY = to.y - from.y
                    let along = moveX * dx + moveY * dy
                    let across = moveX * -dy + moveY * dx
                    return along >= spec.minDistance && abs(across) <= along / 2
                }
                if all {
                    effects.append(.request)
                    return
                }
            }
        case .ended:
            // GW3: an end before recognition (a request made earlier in this step is not one).
            effects.append(.fail(.lifted))
        case .cancelled:
            break
        }
    }
}
