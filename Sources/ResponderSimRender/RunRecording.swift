import ResponderSimCore
import ResponderSimTeaching

/// A run kept for drawing: the step records and view trees a report steps through, every
/// touch's track, where removed views were, the notices and the totals. Pictures and reports
/// are drawn from it, so they show exactly what `run` prints.
///
/// The run streams by once; what is kept does not grow with the script beyond the limits
/// (``PictureLimits``): the first ``PictureLimits/maxSteps`` steps keep their records and
/// trees, and every touch keeps a condensed track, so a script of a million moves costs a
/// million steps of time and a few megabytes.
package struct RunRecording: Sendable {
    /// A view that left its window: where it was on screen just before, and when.
    package struct Removal: Sendable, Hashable {
        package var view: ViewID
        package var name: String
        /// Its shape on screen just before the `remove` step.
        package var shape: ViewShape
        /// The smallest screen rectangle holding that shape.
        package var rect: Rect { shape.rect }
        /// The `remove` step (1-based number) and its time.
        package var step: Int
        package var time: Microseconds
        /// The view the script removed (this one, or an ancestor).
        package var removedBy: ViewID
    }

    /// The scene that was run.
    package let scene: Scene
    /// What the recording keeps, and what pictures of it draw one by one.
    package let limits: PictureLimits
    /// The last time recorded (every step at or before it), or nil for the whole run.
    package let endTime: Microseconds?
    /// The steps kept, in order, delayed calls (`timer` steps) included: `steps[i].number ==
    /// i + 1`. All of them unless the run is longer than the limits allow (``isComplete``).
    package private(set) var steps: [StepRecord] = []
    /// How many steps were recorded, kept or not.
    package private(set) var totalSteps = 0
    /// The distinct view trees of the kept steps: `trees[0]` is the scene's tree before the first step.
    package private(set) var trees: [[View]]
    /// For each kept step (by index in ``steps``), the index in ``trees`` of the tree it left.
    package private(set) var treeAfterStep: [Int] = []
    /// The tree after the last recorded step.
    package private(set) var finalTree: [View]
    /// Every touch that came down in the recorded steps, in creation order (with its notices,
    /// for a whole run).
    package private(set) var tracks: [TouchTrack] = []
    /// Every view that left its window in the recorded steps (a removed view's subviews
    /// included), in the order of the steps.
    package private(set) var removals: [Removal] = []
    /// The findings of N1 and N2, reported after the last step (whole runs only).
    package private(set) var notices: [Notice] = []
    /// The run's totals (whole runs only).
    package private(set) var summary = TraceSummary()

    /// Whether every recorded step kept its record.
    package var isComplete: Bool { steps.count == totalSteps }

    /// Runs `scene` (up to `endTime`, when given) and keeps what pictures and reports need.
    package init(scene: Scene, until endTime: Microseconds? = nil, limits: PictureLimits = .standard) {
        self.scene = scene
        self.limits = limits
        self.endTime = endTime
        self.trees = [scene.views]
        self.finalTree = scene.views
        // With recognizers, each step records their states (the report's lanes); in a tree
        // drawn one by one, each hit test records its visits (what it passed over, and why).
        let explain = !scene.recognizers.isEmpty || scene.views.count <= limits.maxViews
        var options = SimulationOptions(explain: explain)
        // Pictures read no scroll states, and recognizer states only of the steps they keep;
        // they compare with the tree they drew only the views a step changed.
        options.scrollStates = false
        options.tracksChangedViews = true
        var simulator = Simulator(scene: scene, options: options)
        var collector = StepCollector()
        var builder = TrackBuilder(scene: scene, limits: limits)
        var keeping = true
        var unsynced: Set<Int> = []
        var mayDrag = scene.views.contains { $0.behavior?.kind == .drag }
        // A scroll view's offset moves with its pan and its deceleration (SV2, SK3): any step
        // may change how its content is drawn.
        let mayScroll = scene.views.contains(where: \.isScrollView)
        run: while simulator.advance(into: &collector) {
            defer { collector.steps.removeAll(keepingCapacity: true) }
            var changesTree = mayScroll
            for step in collector.steps {
                if let endTime, step.time > endTime { break run }
                totalSteps += 1
                builder.add(step)
                switch step.action {
                case .set(_, _, let change):
                    changesTree = true
                    if case .behavior(let spec, _) = change, spec?.kind == .drag { mayDrag = true }
                case .remove(let view):
                    changesTree = true
                    noteRemoval(of: view, in: step)
                case .touches: changesTree = changesTree || mayDrag
                default: break
                }
                if keeping && steps.count >= limits.maxSteps { stopKeeping(&keeping, &simulator) }
                if keeping {
                    steps.append(RunRecording.compacted(step))
                    treeAfterStep.append(trees.count - 1)
                }
            }
            guard changesTree else { continue }
            // The views changed since the last comparison (in this step or those before); the
            // tree takes them whole, with what they changed that draws the same, once one draws
            // differently.
            let changed = simulator.takeChangedViews()
            guard !changed.isEmpty else { continue }
            unsynced.formUnion(changed)
            let current = simulator.currentViews
            guard changed.contains(where: { !RunRecording.sameDrawing(finalTree[$0], current[$0]) }) else { continue }
            for view in unsynced { finalTree[view] = current[view] }
            unsynced.removeAll(keepingCapacity: true)
            if keeping, let last = collector.steps.last, steps.last?.number == last.number {
                trees.append(finalTree)
                for index in treeAfterStep.indices.suffix(collector.steps.count) { treeAfterStep[index] = trees.count - 1 }
                // Each tree is drawn whole in a report: past the budget, keep no more steps.
                if trees.count * current.count > limits.maxTreeBoxes { stopKeeping(&keeping, &simulator) }
            }
        }
        if endTime == nil {
            var noticeCollector = NoticeCollector()
            simulator.finish(into: &noticeCollector)
            notices = noticeCollector.notices
            summary = noticeCollector.summary
            builder.add(notices)
        }
        tracks = builder.tracks
    }

    /// Keeps no more steps: their recognizer states are no longer read either.
    private func stopKeeping(_ keeping: inout Bool, _ simulator: inout Simulator) {
        keeping = false
        simulator.stopRecordingRecognizerStates()
    }

    /// Where the removed view and its subviews were just before `step` removed them.
    private mutating func noteRemoval(of view: ViewID, in step: StepRecord) {
        let before = finalTree
        let geometry = ScreenGeometry(views: before, windows: scene.windows)
        var stack = [view]
        var count = 0
        while let id = stack.popLast(), count < limits.maxViews {
            if let shape = geometry.shapes[id.index] {
                removals.append(
                    Removal(view: id, name: before[id.index].name, shape: shape, step: step.number, time: step.time, removedBy: view))
                count += 1
            }
            stack.append(contentsOf: before[id.index].subviews.reversed())
        }
    }

    /// How many kept steps happened by `time` (every step at or before it); all of them for nil.
    package func stepCount(at time: Microseconds?) -> Int {
        guard let time else { return steps.count }
        var low = 0
        var high = steps.count
        while low < high {
            let middle = (low + high) / 2
            if steps[middle].time <= time { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether the kept steps hold every step at or before `time`.
    package func keepsEveryStep(through time: Microseconds) -> Bool {
        isComplete || stepCount(at: time) < steps.count
    }

    /// The view tree after the first `stepCount` kept steps (the scene's own tree for 0).
    package func tree(afterSteps stepCount: Int) -> [View] {
        trees[treeIndex(afterSteps: stepCount)]
    }

    /// The index in ``trees`` of the tree after the first `stepCount` kept steps.
    package func treeIndex(afterSteps stepCount: Int) -> Int {
        stepCount <= 0 || treeAfterStep.isEmpty ? 0 : treeAfterStep[min(stepCount, treeAfterStep.count) - 1]
    }

    /// The tracks of the first `stepCount` kept steps (without notices).
    package func tracks(afterSteps stepCount: Int) -> [TouchTrack] {
        var builder = TrackBuilder(scene: scene, limits: limits)
        for step in steps.prefix(stepCount) { builder.add(step) }
        return builder.tracks
    }

    /// The step with only what pictures draw: the recognizer states that are not idle
    /// (Possible with no touch), so a scene with many recognizers keeps little per step, and
    /// of each hit test's visits only the views it passed over for a reason of their own
    /// (``TouchTrack/passedOver``), not every view it found the point outside of.
    static func compacted(_ step: StepRecord) -> StepRecord {
        let idle = step.recognizerStates.contains { $0.state == .possible && $0.touchCount == 0 }
        guard idle || !step.visited.isEmpty else { return step }
        var copy = step
        if !step.visited.isEmpty {
            copy.visited = StepBuffer()
            copy.hitTests = StepBuffer()
            for var test in step.hitTests {
                let start = copy.visited.count
                for visit in step.visited[test.visited] where visit.verdict != .hit && visit.verdict != .outside {
                    copy.visited.append(visit)
                }
                test.visited = start..<copy.visited.count
                copy.hitTests.append(test)
            }
        }
        guard idle else { return copy }
        let kept = step.recognizerStates.filter { $0.state != .possible || $0.touchCount > 0 }
        copy.recognizerStates = StepBuffer()
        for state in kept { copy.recognizerStates.append(state) }
        return copy
    }

    /// Whether two views draw the same: same geometry, flags, handling and structure.
    static func sameDrawing(_ x: View, _ y: View) -> Bool {
        x.frame == y.frame && x.boundsOrigin == y.boundsOrigin && x.isHidden == y.isHidden && x.alpha == y.alpha
            && x.userInteraction == y.userInteraction && x.multipleTouch == y.multipleTouch
            && x.exclusiveTouch == y.exclusiveTouch && x.clips == y.clips && x.hitInsets == y.hitInsets
            && x.hitTest == y.hitTest && x.handling == y.handling && x.behavior == y.behavior
            && x.controller == y.controller && x.superview == y.superview && x.subviews == y.subviews
            && x.transform == y.transform && x.isEnabled == y.isEnabled && x.slop == y.slop
    }
}

/// Keeps a copy of every step record of one advance (the simulator reuses its record).
private struct StepCollector: TraceSink {
    var steps: [StepRecord] = []
    mutating func step(_ step: StepRecord, _ scene: Scene) { steps.append(step) }
}

/// Keeps the notices and the summary of a whole run.
private struct NoticeCollector: TraceSink {
    var notices: [Notice] = []
    var summary = TraceSummary()
    mutating func step(_ step: StepRecord, _ scene: Scene) {}
    mutating func notice(_ notice: Notice, _ scene: Scene) { notices.append(notice) }
    mutating func end(_ summary: TraceSummary, _ scene: Scene) { self.summary = summary }
}
