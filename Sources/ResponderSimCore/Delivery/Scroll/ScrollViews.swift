/// The scroll views (SV, SK, SW): their decelerations (SK3), which of their built-in
/// recognizers a `set NAME enabled no` switched off (SD1, SP1), and the `scroll` lines of
/// their content's moves. The tree holds the offsets; this part moves them.
struct ScrollViews {
    /// The scroll views' view indices, in view order.
    let indices: [Int]
    /// Parallel to ``indices``: each scroll view's offset in the scene (`--explain` shows those
    /// that moved since).
    private let initialOffsets: [Point]
    /// Whether each step records the scroll views that moved or decelerate (`--explain`).
    let recordsStates: Bool
    /// The running decelerations (SK3).
    private(set) var decelerations = RunningDecelerations()
    /// Built-in recognizers a `set NAME enabled no` switched off (they stay off whatever
    /// `scroll-enabled` says; SD1, SP1).
    private var switchedOffBuiltIns: Set<Int> = []

    init(_ scene: Scene, recordsStates: Bool) {
        indices = scene.views.indices.filter { scene.views[$0].isScrollView }
        initialOffsets = indices.map { scene.views[$0].boundsOrigin }
        self.recordsStates = recordsStates
    }

    /// Whether a scroll view decelerates.
    var anyDecelerating: Bool { !decelerations.isEmpty }

    /// The scroll view `view` as its rules read it now; nil when it is not one.
    @inline(__always)
    func geometry(of view: Int, tree: LiveTree) -> ScrollGeometry? {
        guard var geometry = ScrollGeometry(tree.views[view]) else { return nil }
        geometry.rotation = tree.routing.totalRotation(of: view)
        geometry.isDecelerating = decelerations.contains(view)
        return geometry
    }

    /// Moves the content to `offset` with its `scroll SV offset` line, when it changed (SN6).
    func move(_ view: Int, to offset: Point, _ rules: RuleCitation, tree: inout LiveTree, record: inout StepRecord) {
        if tree.setOffset(view, offset) { ScrollViews.recordScroll(view, .offset, offset.x, offset.y, rules, &record) }
    }

    /// Records a `scroll` line.
    private static func recordScroll(
        _ view: Int, _ event: ScrollRecord.Event, _ x: Double, _ y: Double, _ rules: RuleCitation, _ record: inout StepRecord
    ) {
        record.addScroll(ScrollRecord(scrollView: ViewID(view), event: event, x: x, y: y, rules: rules))
    }

    // MARK: SK — deceleration

    /// SK2, SK3: the flick's deceleration starts at `now`, with its `decelerating` line and the
    /// timer of its end (the first whole microsecond at or after it, SN5).
    mutating func startDeceleration(
        _ view: Int, from offset: Point, velocity: Point, now: Microseconds, _ settings: ScrollSettings, runLoop: inout RunLoop,
        record: inout StepRecord
    ) {
        let deceleration = Deceleration(view: view, from: offset, velocity: velocity, lift: now, settings)
        decelerations.start(deceleration)
        runLoop.schedule(after: deceleration.duration, from: now, owner: .view(ViewID(view)), what: .deceleration, tag: 0)
        ScrollViews.recordScroll(view, .decelerating, velocity.x, velocity.y, RuleCitation(.sk2, .sk1), &record)
    }

    /// SK3: hit tests and deliveries of a step read a decelerating scroll view's offset of that
    /// moment; each step starts by moving the content there. Out of line: most steps have none.
    /// A deceleration that rests at its limits until its end is no longer followed
    /// (``RunningDecelerations``).
    @inline(never)
    mutating func follow(now: Microseconds, tree: inout LiveTree) {
        var position = decelerations.moving.count
        while position > 0 {
            position -= 1
            let view = decelerations.moving[position]
            guard let deceleration = decelerations[view], let geometry = ScrollGeometry(tree.views[view]) else { continue }
            let offset = deceleration.offset(at: now, within: geometry)
            tree.setOffset(view, offset)
            if deceleration.rests(at: offset, now, within: geometry) { decelerations.settle(view) }
        }
    }

    /// SK3: the deceleration's timer came due at `now`: it stops at its end offset.
    mutating func decelerationEnded(_ view: Int, now: Microseconds, tree: inout LiveTree, record: inout StepRecord) {
        guard let deceleration = decelerations.remove(view) else { return }
        guard let geometry = ScrollGeometry(tree.views[view]) else { return }
        let offset = deceleration.offset(at: now, within: geometry)
        tree.setOffset(view, offset)
        ScrollViews.recordScroll(view, .stopped, offset.x, offset.y, RuleCitation(.sk3), &record)
    }

    /// SK4, SK5: a deceleration stops early, at the offset of this moment.
    mutating func stopDeceleration(of view: Int, _ rules: RuleCitation, tree: LiveTree, runLoop: inout RunLoop, record: inout StepRecord) {
        guard decelerations.remove(view) != nil else { return }
        runLoop.cancel(.view(ViewID(view)), .deceleration)
        let offset = tree.views[view].boundsOrigin
        ScrollViews.recordScroll(view, .stopped, offset.x, offset.y, rules, &record)
    }

    /// SK5, SW7: removing a view stops the decelerations of the scroll views in its subtree,
    /// in the order they started. Only a subtree still in its window can hold one (a removed
    /// view's touches were cancelled), so each view is visited once however many are removed.
    mutating func stopDecelerations(inside removed: ViewID, tree: LiveTree, runLoop: inout RunLoop, record: inout StepRecord) {
        guard tree.isInWindow(removed.index) else { return }
        for view in decelerations.decelerating(among: tree.subtree(of: removed.index)) {
            stopDeceleration(of: view, RuleCitation(.sk5, .sw7), tree: tree, runLoop: &runLoop, record: &record)
        }
    }

    // MARK: `set` (SK5, SW8)

    /// After a `set` on scroll view `view`: the offset, the content's size and inset and
    /// `scroll-enabled` stop a deceleration (SK5); any change may move the limits a resting
    /// deceleration waits at.
    mutating func changed(_ view: Int, _ change: ViewPropertyChange, tree: LiveTree, runLoop: inout RunLoop, record: inout StepRecord) {
        let stops: Bool
        switch change {
        case .boundsOrigin: stops = true
        case .scroll(let key, _): stops = key == .contentSize || key == .contentInset || key == .scrollEnabled
        default: stops = false
        }
        if stops { stopDeceleration(of: view, RuleCitation(.sk5), tree: tree, runLoop: &runLoop, record: &record) }
        // A new frame size moves the limits a resting deceleration waits at.
        decelerations.wake(view)
    }

    /// SW8: whether the built-in recognizer `builtIn` of a scroll view with `settings` is
    /// enabled: while `scroll-enabled` is yes, unless a `set NAME enabled no` switched it off.
    @inline(__always)
    func isEnabled(builtIn: RecognizerID, _ settings: ScrollSettings) -> Bool {
        settings.scrollEnabled && !switchedOffBuiltIns.contains(builtIn.index)
    }

    /// G30 on a built-in recognizer (SD1, SP1): notes `set NAME enabled`, and returns whether
    /// the recognizer is enabled, which also needs its scroll view's `scroll-enabled`.
    mutating func setEnabled(builtIn: RecognizerID, _ enabled: Bool, scrollView: View) -> Bool {
        if enabled { switchedOffBuiltIns.remove(builtIn.index) } else { switchedOffBuiltIns.insert(builtIn.index) }
        return enabled && scrollView.scroll?.scrollEnabled != false
    }

    /// `--explain`: the scroll views in a window that moved since the scene began, or decelerate.
    func recordStates(tree: LiveTree, record: inout StepRecord) {
        for (position, index) in indices.enumerated() where tree.isInWindow(index) {
            let decelerating = decelerations.contains(index)
            guard decelerating || tree.views[index].boundsOrigin != initialOffsets[position] else { continue }
            record.scrollStates.append(
                ScrollStateRecord(scrollView: ViewID(index), offset: tree.views[index].boundsOrigin, isDecelerating: decelerating))
        }
    }
}
