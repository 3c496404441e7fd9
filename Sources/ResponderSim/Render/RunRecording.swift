/// A whole run kept for drawing: every step's record, the view tree as each step left it, and
/// the notices. Pictures and reports are drawn from it, so they show exactly what `run` prints.
public struct RunRecording: Sendable {
    /// The scene that was run.
    public let scene: Scene
    /// Every step in order, delayed calls (`timer` steps) included: `steps[i].number == i + 1`.
    public private(set) var steps: [StepRecord] = []
    /// The distinct view trees of the run: `trees[0]` is the scene's tree before the first step.
    public private(set) var trees: [[View]]
    /// For each step (by index in ``steps``), the index in ``trees`` of the tree it left.
    public private(set) var treeAfterStep: [Int] = []
    /// The findings of RULES N1 and N2, reported after the last step.
    public private(set) var notices: [Notice] = []
    /// The run's totals.
    public private(set) var summary = TraceSummary()

    /// Runs `scene` once step by step (to see the tree after each step) and once whole (for the
    /// notices and the summary). Both runs are deterministic, so they agree.
    public init(scene: Scene) {
        self.scene = scene
        self.trees = [scene.views]
        var simulator = Simulator(scene: scene)
        var collector = StepCollector()
        while simulator.advance(into: &collector) {
            let current = simulator.currentViews
            if let last = trees.last, !RunRecording.sameDrawing(last, current) {
                trees.append(current)
            }
            let treeIndex = trees.count - 1
            for step in collector.steps {
                steps.append(step)
                treeAfterStep.append(treeIndex)
            }
            collector.steps.removeAll(keepingCapacity: true)
        }
        var whole = Simulator(scene: scene)
        var noticeCollector = NoticeCollector()
        whole.run(into: &noticeCollector)
        notices = noticeCollector.notices
        summary = noticeCollector.summary
    }

    /// How many steps have happened by `time` (every step at or before it); all of them for nil.
    public func stepCount(at time: Microseconds?) -> Int {
        guard let time else { return steps.count }
        var count = 0
        while count < steps.count, steps[count].time <= time { count += 1 }
        return count
    }

    /// The view tree after the first `stepCount` steps (the scene's own tree for 0).
    public func tree(afterSteps stepCount: Int) -> [View] {
        trees[treeIndex(afterSteps: stepCount)]
    }

    /// The index in ``trees`` of the tree after the first `stepCount` steps.
    public func treeIndex(afterSteps stepCount: Int) -> Int {
        stepCount <= 0 ? 0 : treeAfterStep[min(stepCount, steps.count) - 1]
    }

    /// Whether two trees draw the same: same geometry, flags, handling and structure.
    static func sameDrawing(_ a: [View], _ b: [View]) -> Bool {
        guard a.count == b.count else { return false }
        for index in a.indices {
            let x = a[index]
            let y = b[index]
            let same =
                x.frame == y.frame && x.boundsOrigin == y.boundsOrigin && x.isHidden == y.isHidden && x.alpha == y.alpha
                && x.userInteraction == y.userInteraction && x.multipleTouch == y.multipleTouch
                && x.exclusiveTouch == y.exclusiveTouch && x.clips == y.clips && x.hitInsets == y.hitInsets
                && x.hitTest == y.hitTest && x.handling == y.handling && x.behavior == y.behavior
                && x.controller == y.controller && x.superview == y.superview && x.subviews == y.subviews
            if !same { return false }
        }
        return true
    }
}

/// Keeps a copy of every step record (the simulator reuses its record).
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
