/// `pinch-tracked` (Scenes/README.md, Behaviours): the fix for PinchMe's traps. It keeps its own record of
/// the touches that began in it and have not ended or been cancelled (keyed by touch
/// identity, in began order) and measures with the first two of them, whatever the
/// `touches` set of a call holds.
///
/// - On `began`, the new touches join the record; then, if it holds two or more, it
///   measures. With no starting distance yet (0, as in PinchMe) the measurement only sets it;
///   otherwise it compares and may print. So fingers that land one after another give a
///   starting distance when the second lands, and moving apart afterwards prints. A began
///   can only compare when a third finger lands while the first two are down; the pair's
///   distance is then the one its last move measured.
/// - On `moved`, the locations of the call's touches that are in the record are updated and,
///   with two or more recorded, it measures and compares (on every such move), so a move of
///   one finger while the other is stationary counts.
/// - On `ended` and `cancelled`, the touches leave the record. When that changes the pair
///   measured (fewer than two remain, or one of the first two left while others remain), the
///   starting distance is reset to 0: distances of different pairs are not compared.
///
/// A touch of the call is measured where the call carries it (a released call carries the
/// points of the moment it was held, G20). Any other recorded touch is measured where it is
/// now: a `UITouch` is one object that UIKit keeps updating and is read when it is needed, so
/// such a finger is measured where it is, even if the code never saw it move or end (it moved
/// while the app ignored touches, a recognizer took it, or the view does not handle `ended`),
/// one that lifted where it lifted, and one cancelled that no recognizer follows where it was
/// cancelled (L4). All in the view's own coordinates.
struct PinchTracked: TouchBehavior {
    /// A recorded touch and where it was last seen.
    struct TrackedTouch: Hashable, Sendable {
        var serial: Int
        var location: Point
    }

    /// How much the distance must change to print.
    let minimumDelta: Double
    /// The live touches that began here, in began order.
    private(set) var record: [TrackedTouch] = []
    /// The distance of the first two recorded touches when measuring started; 0 means none.
    private(set) var startingDistance = 0.0

    init(minimumDelta: Double) { self.minimumDelta = minimumDelta }

    var readsTouchesNow: Bool { true }

    init(spec: BehaviorSpec) { self.init(minimumDelta: spec.number(.minDelta)) }

    mutating func touches(_ phase: TouchPhase, context: inout BehaviorContext) -> BehaviorVerdict {
        switch phase {
        case .began:
            for touch in context.touches where !record.contains(where: { $0.serial == touch.serial }) {
                record.append(TrackedTouch(serial: touch.serial, location: touch.location))
            }
            measure(&context)
        case .moved:
            for touch in context.touches {
                if let index = record.firstIndex(where: { $0.serial == touch.serial }) {
                    record[index].location = touch.location
                }
            }
            measure(&context)
        case .ended, .cancelled:
            let pairBefore = record.prefix(2).map(\.serial)
            let leaving = Set(context.touches.map(\.serial))
            record.removeAll { leaving.contains($0.serial) }
            if record.prefix(2).map(\.serial) != pairBefore {
                startingDistance = 0
            }
        }
        return .keep
    }

    /// Where a recorded touch is measured: a touch of the call where the call carries it (a
    /// released call carries the points of the moment it was held, G20), any other where it
    /// is now (L4: a cancelled touch no recognizer follows stays where it was cancelled).
    private func location(of tracked: TrackedTouch, _ context: BehaviorContext) -> Point {
        if let own = context.touches.first(where: { $0.serial == tracked.serial }) { return own.location }
        return context.currentLocation(of: tracked.serial) ?? tracked.location
    }

    /// Measures the first two recorded touches: sets the starting distance if there is none,
    /// else prints when the distance changed by more than the minimum.
    private mutating func measure(_ context: inout BehaviorContext) {
        guard record.count >= 2 else { return }
        let current = location(of: record[0], context).distance(to: location(of: record[1], context))
        if startingDistance == 0 {
            startingDistance = current
        } else if let word = Pinch.word(from: startingDistance, to: current, minimumDelta: minimumDelta) {
            context.print(word)
        }
    }
}
