/// The scroll views' running decelerations (SK3), found by scroll view in constant time, so
/// that thousands decelerating at once cost each step only those still moving.
///
/// A deceleration that has come to rest at its limits, and whose end offset is that same
/// offset, no longer moves until its end (its course is monotonic on each axis, SK3): it
/// leaves ``moving`` and the steps stop following it. A `set` of its scroll view (a new frame
/// size moves the limits) puts it back (``wake(_:)``).
struct RunningDecelerations {
    /// By scroll view: its deceleration and when it started among the others.
    private var byView: [Int: (deceleration: Deceleration, start: Int)] = [:]
    /// The scroll views whose deceleration may still move, in no particular order.
    private(set) var moving: [Int] = []
    /// By scroll view: its place in ``moving``.
    private var movingPosition: [Int: Int] = [:]
    private var started = 0

    /// Whether no scroll view decelerates.
    var isEmpty: Bool { byView.isEmpty }

    /// Whether `view` decelerates.
    func contains(_ view: Int) -> Bool { byView[view] != nil }

    /// `view`'s deceleration, if it runs.
    subscript(view: Int) -> Deceleration? { byView[view]?.deceleration }

    /// Of `views`, those that decelerate, in the order their decelerations started.
    func decelerating(among views: [Int]) -> [Int] {
        views.compactMap { view in byView[view].map { (view, $0.start) } }.sorted { $0.1 < $1.1 }.map(\.0)
    }

    /// Starts (or restarts) `deceleration`.
    mutating func start(_ deceleration: Deceleration) {
        let view = deceleration.view
        if byView[view] != nil { remove(view) }
        byView[view] = (deceleration, started)
        started += 1
        wake(view)
    }

    /// Ends `view`'s deceleration; returns it.
    @discardableResult
    mutating func remove(_ view: Int) -> Deceleration? {
        guard let entry = byView.removeValue(forKey: view) else { return nil }
        settle(view)
        return entry.deceleration
    }

    /// `view`'s deceleration no longer moves until its end.
    mutating func settle(_ view: Int) {
        guard let position = movingPosition.removeValue(forKey: view) else { return }
        let last = moving.removeLast()
        if position < moving.count {
            moving[position] = last
            movingPosition[last] = position
        }
    }

    /// `view`'s deceleration may move again.
    mutating func wake(_ view: Int) {
        guard byView[view] != nil, movingPosition[view] == nil else { return }
        movingPosition[view] = moving.count
        moving.append(view)
    }
}
