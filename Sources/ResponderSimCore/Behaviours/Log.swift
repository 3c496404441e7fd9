/// `log` (Scenes/README.md, Behaviours): prints one line per call, then (passing on) lets the call go on up
/// the chain: `PHASE [t1, t2] all [t1 began, t2 stationary]`, the call's touches and
/// `event.allTouches`, each in creation order.
struct Log: TouchBehavior {
    mutating func touches(_ phase: TouchPhase, context: inout BehaviorContext) -> BehaviorVerdict {
        let touches = context.touches.map(\.name).joined(separator: ", ")
        let all = context.allTouches.map { "\($0.name) \($0.phase.name)" }.joined(separator: ", ")
        context.print("\(phase.name) [\(touches)] all [\(all)]")
        return .keep
    }
}
