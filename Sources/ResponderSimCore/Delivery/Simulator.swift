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
    /// What the engine knows of one touch while its finger is down.
    struct TouchState {
        enum Status {
            /// Delivered (or its began held) and not yet finished: it tracks its view.
            case live
            /// Withheld when it began (README.md, Trace formats: drop reasons): it produces nothing for views.
            case withheld
            /// Cancelled, lifted, or its end skipped while ignoring: it produces nothing more
            /// for views (its held calls may still be released, G20).
            case dead
            /// Taken by a recognizer's grant (G16): no later call reaches a view.
            case taken
        }
        var ref: TouchRef
        var status: Status
        var view = ViewID(0)
        var window = ViewID(0)
        var location: Point
        var previousLocation: Point
        var beganLocation: Point
        var tapCount = 1
        /// Its phase in the event being processed (`stationary` when unchanged).
        var eventPhase: EventPhase = .stationary
        /// Its change in the step being processed, whatever views make of it (recognizers
        /// read it, G5); `stationary` when unchanged.
        var stepPhase: EventPhase = .stationary
        /// Whether its finger has lifted (the script's `up` line).
        var lifted = false
        /// The hit-test view got its began, and got its ended or a cancelled call (G16).
        var viewGotBegan = false
        var viewGotFinish = false
        /// Whether it has calls held by recognizers (G19).
        var hasHeldCalls = false
        /// Taken by a recognizer's grant (G16).
        var taken = false
        /// The position in the whole trace of its first `hold` line (orders N3), or -1.
        var firstHoldLine = -1
    }

    /// The responders that received calls for one touch, for N1/N2. Kept apart from
    /// ``TouchState`` so that the touch table holds plain values only (cheap to read).
    struct ReceiverList {
        /// A step buffer: a slot's list is cleared for each new touch without freeing it.
        var items = StepBuffer<Receiver>()

        /// Records that `responder`, at position `hop` of a call's chain, received `phase`.
        /// Chains of later phases mostly repeat the first one, so `hop` is tried first.
        mutating func note(_ phase: TouchPhase, by responder: Responder, line: Int, hop: Int) {
            var position = hop
            if hop >= items.count || items[hop].responder != responder {
                if let found = items.firstIndex(where: { $0.responder == responder }) {
                    position = found
                } else {
                    items.append(Receiver(responder: responder, firstLine: line))
                    position = items.count - 1
                }
            }
            var flags = items[position].flags
            switch phase {
            case .began:
                flags.insert(.gotBegan)
            case .moved:
                if !flags.contains(.gotBegan) { flags.insert(.gotOtherWithoutBegan) }
            case .ended, .cancelled:
                flags.insert(.gotFinish)
                if !flags.contains(.gotBegan) { flags.insert(.gotOtherWithoutBegan) }
            }
            if flags != items[position].flags { items[position].flags = flags }
        }
    }

    /// One responder's calls for one touch (N1, N2).
    struct Receiver {
        struct Flags: OptionSet {
            let rawValue: UInt8
            static let gotBegan = Flags(rawValue: 1)
            static let gotFinish = Flags(rawValue: 2)
            static let gotOtherWithoutBegan = Flags(rawValue: 4)
        }
        var responder: Responder
        /// The position in the whole trace of its first call's line.
        var firstLine: Int
        var flags: Flags = []
    }

    /// The last tap on a view (T1).
    struct TapMemory {
        var endTime: Microseconds
        var beganLocation: Point
        var count: Int
    }

    /// The scene being played.
    public let scene: Scene
    var options: SimulationOptions
    let hitTester: HitTester
    /// Windows front to back (H7).
    let windowOrder: [ViewID]
    /// What the hot paths need of the scene beyond the view tree, as plain values: reading
    /// `scene` itself there made the compiler copy the whole simulator (1,576 bytes) onto the
    /// stack once per call and twice per `down` (callgrind: ~180 instructions of memcpy each).
    let touchLimit: Int
    let overflow: Overflow
    let tapRadius: Double
    let tapInterval: Microseconds

    /// The view tree as it is now (`set`, `remove` and behaviours change it).
    var views: [View]
    /// The views' behaviour code and what it did at the current hop of a call.
    var code: ViewCode
    /// The tree as plain values for the hit test and the chain walk, kept in step with `views`.
    var routing: RoutingTable
    var trackingCount: [Int32]
    var lastTap: [TapMemory?]

    var touches: [TouchState] = []
    /// Parallel to ``touches``: who received calls for the touch in each slot.
    var receivers: [ReceiverList] = []
    var freeSlots: [Int] = []
    /// For each script slot (``TouchChange/touch``), the slot of its finger while it is down,
    /// else -1 (it grows with the slots the script uses at once).
    var slotOfName: [Int] = []
    /// Slots of live touches, sorted by creation.
    var live: [Int] = []
    var fingersDown = 0
    var nextSerial = 0
    var ignoreDepth = 0

    /// Delayed calls, recognizer timers and decelerations, and the script's cursor.
    var runLoop = RunLoop()

    /// UIControl's tracking of controls and the control events of the current call (U2–U6, U12).
    var controls: ControlTracker
    /// Tables' and collection views' tracking, highlights and selections (TS1–TS10).
    var lists: ListSelection
    /// The window points of a released call's touches, parallel to ``callSlots`` (G20).
    var releasedPoints = StepBuffer<(location: Point, previous: Point)>()
    /// Where finished touches lifted, by serial, for behaviours that read touches as they are
    /// now (``TouchBehavior/readsTouchesNow``): a `UITouch` still reports that location to code
    /// that asks. Touches whose end was skipped while ignoring (I3) are always kept; other
    /// finished touches only when ``keepsLiftedTouches``.
    var liftedLocations: [Int: Point] = [:]
    /// Whether a behaviour of the scene reads touches as they are now.
    var keepsLiftedTouches = false
    /// Lifted touches whose slots recognizers or held calls still use.
    var lingering: [Int] = []
    /// By slot: calls held for the touch's view, oldest first (G19).
    var heldCalls: [[HeldCall]] = []
    /// Slots with held calls.
    var heldTouches: [Int] = []

    /// Whether the scene has gesture recognizers; without them none of their machinery runs.
    let hasRecognizers: Bool
    /// By ``RecognizerID``: each recognizer's state.
    var recognizers: [RecognizerRuntime]
    /// The recognizers' delegate answers and the dynamic requirements of their attempts
    /// (GD1–GD3), kept apart from ``RecognizerRuntime`` so that a scene without them copies
    /// nothing more per recognizer.
    var delegates: RecognizerDelegates
    /// Recognizer ids in recognizer order RO (G1–G6).
    let recognizerOrder: [Int]
    /// By id: the recognizer's position in RO.
    let recognizerRank: [Int]
    /// The recognizers with something to do (touches, a state other than Possible, a request),
    /// in RO; ``isEngaged`` by id.
    var engaged: [Int] = []
    var isEngaged: [Bool]
    /// By slot: the recognizers attached to the touch, in RO.
    var attachedRecognizers: [[Int]] = []
    /// Slots whose touch changed in this step (reset at its end).
    var stepSlots: [Int] = []
    /// Whether a request waits for ``resolveRequests()``.
    var hasPendingRequests = false
    /// What the kind rule of the call being taken asked for (reused from call to call).
    var kindEffects: [KindEffect] = []
    /// The scroll views' view indices, in view order.
    let scrollViews: [Int]
    /// The views changed since ``takeChangedViews()`` (``SimulationOptions/tracksChangedViews``).
    var changedViews: [Int] = []
    /// Scroll views' running decelerations (SK3).
    var decelerations = RunningDecelerations()
    /// Built-in recognizers a `set NAME enabled no` switched off (they stay off whatever
    /// `scroll-enabled` says; SD1, SP1).
    var switchedOffBuiltIns: Set<Int> = []

    /// First responders, the key window, bound presses and the shake (RF, RK, RM).
    var chain: ChainState
    var record = StepRecord()
    /// The clock, the step number, the lines so far, the summary and the notices.
    var progress = RunProgress()
    /// What ``eventPhases(fillingAll:)`` last found in this step (nil before it looked).
    var eventChange: (phases: PhaseSet, count: Int, slot: Int)?
    /// Slots whose finger lifted in this event, freed when the event is done.
    var liftedSlots = StepBuffer<Int>()
    /// The touch slots of this step's calls, parallel to the record's `callTouches`.
    /// A step buffer: clearing it every step costs a store, not an array's uniqueness check.
    var callSlots = StepBuffer<Int>()
    /// Bumped whenever a frame moves, so cached coordinate offsets are recomputed.
    var geometryVersion = 0

    /// Prepares a run of `scene`.
    public init(scene: Scene, options: SimulationOptions = SimulationOptions()) {
        self.scene = scene
        self.options = options
        self.hitTester = HitTester(explain: options.explain)
        self.touchLimit = scene.device.touchLimit
        self.overflow = scene.device.overflow
        self.tapRadius = scene.tap.radius
        self.tapInterval = scene.tap.interval
        self.views = scene.views
        self.code = ViewCode(scene)
        self.keepsLiftedTouches = code.anyReadsTouchesNow
        self.routing = RoutingTable(scene)
        self.chain = ChainState(scene)
        self.trackingCount = Array(repeating: 0, count: scene.views.count)
        self.lastTap = Array(repeating: nil, count: scene.views.count)
        self.hasRecognizers = !scene.recognizers.isEmpty
        self.recognizers = scene.recognizers.map { RecognizerRuntime(isEnabled: $0.isEnabled) }
        self.delegates = RecognizerDelegates(scene)
        self.recognizerOrder = Simulator.recognizerOrder(scene)
        var rank = Array(repeating: 0, count: scene.recognizers.count)
        for (position, index) in recognizerOrder.enumerated() { rank[index] = position }
        self.recognizerRank = rank
        self.isEngaged = Array(repeating: false, count: scene.recognizers.count)
        self.scrollViews = scene.views.indices.filter { scene.views[$0].isScrollView }
        self.controls = ControlTracker(scene)
        self.lists = ListSelection(scene)
        let listed = scene.windows.enumerated().map { (position: $0.offset, id: $0.element) }
        self.windowOrder = listed.sorted { a, b in
            let levelA = scene.views[a.id.index].level
            let levelB = scene.views[b.id.index].level
            return levelA != levelB ? levelA > levelB : a.position > b.position
        }.map(\.id)
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
        if hasRecognizers { parts.insert(.all) }
        record.parts = parts
    }

    /// Ends the run: the delayed calls still pending, then the notices and the summary. After
    /// ``advance(into:)`` has returned false, this reports what ``run(into:)`` would at its end.
    public mutating func finish<Sink: TraceSink>(into sink: inout Sink) {
        fireDelayedCalls(dueBy: .max) { record, scene in sink.step(record, scene) }
        for slot in touches.indices where touches[slot].status == .live || !receivers[slot].items.isEmpty {
            collectNotices(of: slot)
        }
        if hasRecognizers { collectStillHeldNotices() }
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
            ignoreDepth += 1
        case .ignoreEnd:
            beginStep(time: time, kind: .ignoreEnd)
            ignoreDepth = max(0, ignoreDepth - 1)
        case .set(let view, _, let change):
            beginStep(time: time, kind: .set)
            apply(change, to: view)
        case .setRecognizerEnabled(let recognizer, let enabled):
            beginStep(time: time, kind: .set)
            setEnabled(recognizer, enabled)
        case .setRecognizerAnswer(let recognizer, let change):
            beginStep(time: time, kind: .set)
            setAnswer(recognizer, change)
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
        callSlots.removeAll()
        if hasRecognizers { releasedPoints.removeAll() }
        eventChange = nil
        record.reset(number: progress.stepNumber, time: time, kind: kind)
        if !decelerations.isEmpty { followDecelerations() }
    }

    /// Closes the step record and adds its counts to the summary.
    mutating func endStep() {
        if hasRecognizers { finishRecognizerStep() }
        if lists.isActive { endListStep() }
        if controls.isActive { controls.endStep(touches, record: &record) }
        progress.endStep(&record)
    }
}

extension Simulator {
    /// The view tree as the steps played so far have left it (`set`, `remove` and the `drag`
    /// behaviour change it): before the first step, the scene's own tree.
    public var currentViews: [View] { views }

    /// The views changed since the last call, with repeats, when the options track them
    /// (``SimulationOptions/tracksChangedViews``): every view whose fields, subviews or
    /// superview may differ from before.
    package mutating func takeChangedViews() -> [Int] {
        defer { changedViews.removeAll(keepingCapacity: true) }
        return changedViews
    }

    /// Stops recording recognizer states (``SimulationOptions/recognizerStates``) from the next step on.
    package mutating func stopRecordingRecognizerStates() {
        options.recognizerStates = false
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
