/// Options of a run.
public struct SimulationOptions: Sendable {
    /// Record every view the hit test visits and its verdict (`--explain`).
    public package(set) var explain = false
    /// With ``explain``: record each step's recognizer states, and the scroll views that moved
    /// or decelerate. A picture of a run reads the recognizer states of the steps it keeps
    /// only, and no scroll states: each costs a step every recognizer or scroll view.
    package var recognizerStates = true
    package var scrollStates = true
    /// Note the views each step changes (``Simulator/takeChangedViews()``), so that a picture
    /// compares only those with the tree it drew.
    package var tracksChangedViews = false
    /// Creates options for a run; `explain` as for ``explain``.
    public init(explain: Bool = false) { self.explain = explain }
}

/// The delivery engine: plays a scene's script step by step and streams each step's record
/// to a sink. Memory holds the view tree and the fingers that are down, not the script.
public struct Simulator {
    /// A touch's state (``TouchTable/TouchState``).
    typealias TouchState = TouchTable.TouchState

    /// The scene being played.
    public let scene: Scene
    /// The view tree as it is now, its routing table and the hit test.
    var tree: LiveTree
    /// The views' behaviour code and what it did at the current hop of a call.
    var code: ViewCode
    /// Delayed calls, recognizer timers and decelerations, and the script's cursor.
    var runLoop = RunLoop()

    /// UIControl's tracking of controls and the control events of the current call (U2–U6, U12).
    var controls: ControlTracker
    /// Tables' and collection views' tracking, highlights and selections (TS1–TS10).
    var lists: ListSelection
    /// The fingers down, the event being processed, the calls being gathered and the taps.
    var touches: TouchTable
    /// The gesture recognizers: their states, attachments, arbitration and held calls.
    var arena: GestureArena
    /// The scroll views' decelerations and switched-off built-in recognizers.
    var scrolls: ScrollViews
    /// First responders, the key window, bound presses and the shake (RF, RK, RM).
    var chain: ChainState
    var record = StepRecord()
    /// The clock, the step number, the lines so far, the summary and the notices.
    var progress = RunProgress()

    /// Prepares a run of `scene`.
    public init(scene: Scene, options: SimulationOptions = SimulationOptions()) {
        self.scene = scene
        self.tree = LiveTree(scene, explain: options.explain, tracksChangedViews: options.tracksChangedViews)
        self.code = ViewCode(scene)
        self.touches = TouchTable(scene, keepsLifted: code.anyReadsTouchesNow)
        self.chain = ChainState(scene)
        self.arena = GestureArena(scene, recordsStates: options.explain && options.recognizerStates)
        self.scrolls = ScrollViews(scene, recordsStates: options.explain && options.scrollStates)
        self.controls = ControlTracker(scene)
        self.lists = ListSelection(scene)
    }

    // Inlinable, so that the call of `sink.step` is specialized for the sink in the sink's own
    // target (checking's sinks, a user's own: through an unspecialized generic loop each step
    // was copied and destroyed through value witnesses, +2 % instructions on the counting run
    // by callgrind). The loop itself stays in this target, in ``playScript(_:)``.
    /// Runs the whole script, then pending delayed calls, then reports notices and the summary.
    @inlinable
    public mutating func run<Sink: TraceSink>(into sink: inout Sink) {
        build(for: sink.reads)
        sink.begin(scene)
        playScript { record, scene in sink.step(record, scene) }
        finish(into: &sink)
    }

    // Out of line, so that a run is one function in a profile (callgrind).
    /// Plays every script step, each preceded by the timers due by its time, handing each
    /// step's record to `deliver` (``run(into:)``). The record is `inout` only so that it is
    /// passed without a copy (callgrind: a copy of the record a step, 264 bytes); `deliver` reads it.
    @usableFromInline @inline(never)
    mutating func playScript(_ deliver: (inout StepRecord, Scene) -> Void) {
        switch scene.script.storage {
        case .steps(let steps):
            // Each step is read in place (callgrind: 6 instructions a step fewer than through
            // the script's iterator).
            steps.withUnsafeBufferPointer { steps in
                for index in steps.indices { play(steps[index], deliver) }
            }
        case .replay(let replay):
            var steps = replay.makeStepIterator()
            while let step = steps.next() { play(step, deliver) }
        }
    }

    /// Plays one step after the timers due by its time and hands its record to `deliver`.
    @inline(__always)
    private mutating func play(_ step: ScriptStep, _ deliver: (inout StepRecord, Scene) -> Void) {
        if !runLoop.isEmpty { fireDelayedCalls(dueBy: step.time, deliver) }
        perform(step)
        deliver(&record, scene)
    }

    /// Decides which parts of the step record to build for a sink that reads `reads`
    /// (``StepParts``): those, and what the engine itself reads back of the record.
    @usableFromInline
    mutating func build(for reads: StepParts) {
        var parts = reads
        if parts.contains(.locations) { parts.insert(.deliveries) }
        if parts.contains(.covered) { parts.insert(.hitTests) }
        // Recognizers read the step's `all` back (G16's cancellations, G20's releases).
        if arena.isActive { parts.insert(.all) }
        record.parts = parts
    }

    /// Ends the run: the delayed calls still pending, then the notices and the summary. After
    /// ``advance(into:)`` has returned false, this reports what ``run(into:)`` would at its end.
    public mutating func finish<Sink: TraceSink>(into sink: inout Sink) {
        fireDelayedCalls(dueBy: .max) { record, scene in sink.step(record, scene) }
        for slot in touches.states.indices where touches[slot].status == .live || !touches.receivers[slot].items.isEmpty {
            touches.collectNotices(of: slot, record: &record, progress: &progress)
        }
        if arena.isActive { collectStillHeldNotices() }
        for notice in progress.finishNotices() { sink.notice(notice, scene) }
        sink.end(progress.summary, scene)
    }

    /// Runs one script step into ``record``.
    mutating func perform(_ step: ScriptStep) {
        let time = step.time
        switch step.action {
        case .touches(let changes):
            beginStep(time: time, kind: .touches)
            processEvent(changes)
        case .cancel:
            beginStep(time: time, kind: .cancel)
            cancelEverything()
        case .ignoreBegin:
            beginStep(time: time, kind: .ignoreBegin)
            touches.beginIgnoring()
        case .ignoreEnd:
            beginStep(time: time, kind: .ignoreEnd)
            touches.endIgnoring()
        case .set(let view, _, let change):
            beginStep(time: time, kind: .set)
            apply(change, to: view)
        case .setRecognizerEnabled(let recognizer, let enabled):
            beginStep(time: time, kind: .set)
            setEnabled(recognizer, enabled)
        case .setRecognizerAnswer(let recognizer, let change):
            beginStep(time: time, kind: .set)
            arena.setAnswer(recognizer, change)
        case .setRecognizerEndsEditing(let recognizer, let on):
            beginStep(time: time, kind: .set)
            setEndsEditing(recognizer, on)
        case .remove(let view):
            beginStep(time: time, kind: .remove)
            remove(view)
        case .wait:
            beginStep(time: time, kind: .wait)
        case .chain(let chainStep):
            beginStep(time: time, kind: chainStep.kind)
            perform(chainStep)
        }
        if record.parts.contains(.action) { keep(step.action) }
        endStep()
    }

    /// Keeps the step's action in the record, for a sink that reads it. Out of line, so that
    /// only this path copies the action (callgrind: inlined, the copy was made for every step,
    /// a retain and a release each).
    @inline(never)
    private mutating func keep(_ action: ScriptAction) {
        record.action = action
    }

    /// Starts a new step record.
    @inline(__always)
    mutating func beginStep(time: Microseconds, kind: StepKind) {
        progress.beginStep(time: time)
        touches.beginStep()
        record.reset(number: progress.stepNumber, time: time, kind: kind)
        if scrolls.anyDecelerating { scrolls.follow(now: progress.now, tree: &tree) }
    }

    /// Closes the step record and adds its counts to the summary (inlined into its two callers:
    /// a call of its own cost 28 instructions a step on the small workload).
    @inline(__always)
    mutating func endStep() {
        if arena.isActive { finishRecognizerStep() }
        if lists.isActive { endListStep() }
        if controls.isActive { controls.endStep(touches.states, record: &record) }
        progress.endStep(&record)
    }
}

extension Simulator {
    /// The view tree as the steps played so far have left it (`set`, `remove` and the `drag`
    /// behaviour change it): before the first step, the scene's own tree.
    public var currentViews: [View] { tree.views }

    /// The views changed since the last call, with repeats, when the options track them
    /// (``SimulationOptions/tracksChangedViews``): every view whose fields, subviews or
    /// superview may differ from before.
    package mutating func takeChangedViews() -> [Int] {
        tree.takeChangedViews()
    }

    /// Stops recording recognizer states (``SimulationOptions/recognizerStates``) from the next step on.
    package mutating func stopRecordingRecognizerStates() {
        arena.recordsStates = false
    }

    /// Plays the next part of the run into `sink`, exactly as ``run(into:)`` would: the delayed
    /// calls that come due next, when they are due by the next script step (or the script is
    /// done), otherwise that script step. Returns false when nothing is left; then
    /// ``finish(into:)`` reports the notices and the summary. Use it instead of ``run(into:)``,
    /// not together with it.
    /// The parts of the records built are those the sink of the first call reads.
    public mutating func advance<Sink: TraceSink>(into sink: inout Sink) -> Bool {
        if !runLoop.hasScript {
            build(for: sink.reads)
            runLoop.startScript(scene.script)
        }
        if let due = runLoop.nextDue, runLoop.nextStep.map({ due <= $0.time }) ?? true {
            fireDelayedCalls(dueBy: due) { record, scene in sink.step(record, scene) }
            return true
        }
        guard let step = runLoop.nextStep else { return false }
        perform(step)
        sink.step(record, scene)
        // Read on only now: the script's touch ids may reuse the slots of the step just written.
        runLoop.advanceScript()
        return true
    }
}
