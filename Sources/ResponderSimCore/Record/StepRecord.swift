/// A touch as it appears in a trace: its creation order (the order of `down` lines) and its id.
public struct TouchRef: Hashable, Sendable {
    /// 0-based creation order of the touch in the run (a reused id gets a new serial).
    public package(set) var serial: Int
    /// The touch's slot (``TouchChange/touch``): its id is ``StepRecord/touchNames``[name]
    /// in the records of the steps it appears in.
    public package(set) var name: Int
    package init(serial: Int, name: Int) {
        self.serial = serial
        self.name = name
    }
}

/// What a step is (README.md, Trace formats: JSON Lines `kind`).
public enum StepKind: String, Sendable {
    case touches, cancel, set, remove, wait, timer
    case ignoreBegin = "ignore-begin"
    case ignoreEnd = "ignore-end"
    case become, resign
    case makeKey = "make-key"
    case action, key, press, shake, remote, menu
}

/// A touch's phase as listed in `all` (`event.allTouches`).
public enum EventPhase: Int, Sendable {
    case began, moved, ended, cancelled, stationary

    /// The name printed in traces: a phase's own name, or `stationary`.
    public var name: String { nameLiteral.description }

    /// ``name`` as a literal, for writers that append bytes.
    var nameLiteral: StaticString { touchPhase?.nameLiteral ?? "stationary" }

    /// The touch phase, or nil for `stationary`.
    @inline(__always)
    var touchPhase: TouchPhase? {
        switch self {
        case .began: .began
        case .moved: .moved
        case .ended: .ended
        case .cancelled: .cancelled
        case .stationary: nil
        }
    }

    init(_ phase: TouchPhase) {
        switch phase {
        case .began: self = .began
        case .moved: self = .moved
        case .ended: self = .ended
        case .cancelled: self = .cancelled
        }
    }
}

/// Why a touch is withheld (README.md, Trace formats: drop reasons), in priority order.
public enum DropReason: String, Sendable, CaseIterable {
    case ignoringInteraction = "ignoring-interaction"
    case touchLimit = "touch-limit"
    case noWindow = "no-window"
    case noHitView = "no-hit-view"
    case multipleTouchDisabled = "multiple-touch-disabled"
    case exclusiveTouch = "exclusive-touch"

}

/// What happened to a call at one responder.
public enum DeliveryResult: String, CaseIterable, Sendable {
    /// The chain stops here.
    case handled
    /// The next delivery record is the next responder.
    case forwarded
    /// It forwarded and there was no next responder.
    case unhandled
}

/// The hit test's verdict on one visited view (`--explain`).
public enum HitVerdict: String, Sendable {
    case hit, outside, hidden, transparent, passthrough
    case interactionDisabled = "interaction-disabled"
    /// A control with `enabled: no` (U1).
    case disabledControl = "disabled-control"

    /// The rule behind the verdict: H4 (the point is inside), H3 (outside: nil, subviews never
    /// asked), H2 (hidden, transparent, interaction off), H8 (passthrough), U1 (a disabled
    /// control).
    public var rule: RuleID {
        switch self {
        case .hit: .h4
        case .outside: .h3
        case .hidden, .transparent, .interactionDisabled: .h2
        case .passthrough: .h8
        case .disabledControl: .u1
        }
    }
}

/// One touch line of the event: the touch, the phase the script gives it, its screen point.
public struct ChangeRecord: Sendable {
    /// The touch this line is about.
    public package(set) var touch: TouchRef
    /// The phase the script gives it.
    public package(set) var phase: TouchPhase
    /// Its screen point.
    public package(set) var point: Point
}

/// The hit test run for a touch that begins.
public struct HitTestRecord: Sendable {
    /// The touch that begins.
    public package(set) var touch: TouchRef
    /// The window chosen; nil when the touch was withheld before hit testing or no window contains the point.
    public package(set) var window: ViewID?
    /// The hit-test view, or nil.
    public package(set) var view: ViewID?
    /// Range of ``StepRecord/pathViews``: the hit view's ancestry from its window.
    public package(set) var path: Range<Int>
    /// Range of ``StepRecord/visited`` (empty unless explaining).
    public package(set) var visited: Range<Int>
    /// Range of ``StepRecord/pathViews``: what the hit test finds at the same point when the
    /// hit-test view is left out, from its window down, when that is not one of the hit-test
    /// view's ancestors: the view it covers (H5, H7). Empty unless explaining.
    public package(set) var covered: Range<Int> = 0..<0
    /// Range of ``StepRecord/attachments``: the recognizers on the touch's path and whether
    /// each took it (G1–G3; empty when the scene has none).
    public package(set) var attachments: Range<Int> = 0..<0
}

/// A recognizer on a new touch's path, and whether it took the touch (G1–G3).
public struct AttachmentRecord: Sendable {
    /// Why a recognizer on the path was left out, or that it took the touch.
    public enum Verdict: String, Sendable {
        case attached
        /// `enabled: no` (G1, G30).
        case disabled
        /// Recognized, ended, cancelled or failed, not yet reset (G1, G10).
        case terminal
        /// Not on an exclusive-touch view that tracks a live touch, nor an ancestor of it (G2).
        case exclusiveTouch = "exclusive-touch"
        /// Its delegate's `should-receive` answered no for the touch (GD1).
        case shouldReceive = "should-receive"
    }
    /// The recognizer on the touch's path.
    public package(set) var recognizer: RecognizerID
    /// Whether it took the touch, or why it was left out.
    public package(set) var verdict: Verdict
}

/// A recognizer's state at the end of a step (`--explain`, README.md, Trace formats).
public struct RecognizerStateRecord: Sendable {
    /// The recognizer this entry is about.
    public package(set) var recognizer: RecognizerID
    /// Its state; `pending` while it waits for the recognizers it requires to fail.
    public package(set) var state: GestureState
    /// How many touches it has in its attempt.
    public package(set) var touchCount: Int
}

/// A scroll view's offset at the end of a step, and whether it decelerates (`--explain`).
public struct ScrollStateRecord: Sendable {
    /// The scroll view.
    public package(set) var scrollView: ViewID
    /// Its content offset.
    public package(set) var offset: Point
    /// Whether a flick's deceleration runs (SK3).
    public package(set) var isDecelerating: Bool
}

/// A control that tracks a touch at the end of a step (U2–U6).
public struct TrackingRecord: Sendable {
    /// The control, and the touch it tracks.
    public package(set) var control: ViewID
    public package(set) var touch: TouchRef
    /// Whether the touch is inside the control's slop area (U3).
    public package(set) var inside: Bool
}

/// One view the hit test asked, and its verdict.
public struct VisitedView: Sendable {
    /// The view asked.
    public package(set) var view: ViewID
    /// The hit test's verdict on it.
    public package(set) var verdict: HitVerdict
    /// The point the view was asked about, in its own coordinates.
    public package(set) var point: Point
}

/// One call of a touch method on a view's chain: the phase and the touches it carries.
/// Every hop of the call up the chain is a ``DeliveryRecord`` that points back to it.
public struct CallRecord: Sendable {
    /// The phase of the touch method called.
    public package(set) var phase: TouchPhase
    /// Range of ``StepRecord/callTouches``, sorted by creation.
    public package(set) var touches: Range<Int>
    /// Where the call came from: the step's own event, a release or a recognizer's grant.
    public package(set) var origin: DeliveryOrigin = .event
    /// Range of ``StepRecord/callAll`` when the call's `all` is not the step's own (a released
    /// call, or a G16 cancellation); nil for the step's ``StepRecord/all``.
    public package(set) var all: Range<Int>? = nil
    /// The message when the call is not a touch call (a press, motion or remote-control
    /// phase, RC4); nil for a touch call, whose message is ``phase``.
    public package(set) var message: ChainMessage? = nil
    /// For a message call: index into ``StepRecord/callItems`` of its bracket (the press kind
    /// or key spec, `shake`, the remote subtype).
    public package(set) var item: Int32 = -1
    /// For a message call: where it starts and why.
    public package(set) var messageStart: MessageStart? = nil

    /// The call's family.
    public var family: MessageFamily { message?.family ?? .touches }

    /// The method called: `touchesBegan`, `pressesEnded`, `remoteControlReceived`…
    public var methodName: String { methodNameLiteral.description }

    /// ``methodName`` as a literal, for writers that append bytes.
    var methodNameLiteral: StaticString {
        @inline(__always) get { if let message { message.methodNameLiteral } else { phase.methodNameLiteral } }
    }
}

/// One method call on one responder.
public struct DeliveryRecord: Sendable {
    /// The responder that received the call.
    public package(set) var responder: Responder
    /// Index into ``StepRecord/calls``.
    public package(set) var call: Int
    /// What happened to the call at this responder: handled, forwarded or unhandled.
    public package(set) var result: DeliveryResult
    /// Range of ``StepRecord/locations``, parallel to the call's touches, in the responder's coordinates.
    public package(set) var locations: Range<Int>
    /// 1-based position among the step's compact lines.
    public package(set) var seq: Int = 0
}

/// A withheld touch.
public struct DropRecord: Sendable {
    /// The withheld touch.
    public package(set) var touch: TouchRef
    /// Why it was withheld (the first reason that applies).
    public package(set) var reason: DropReason
    /// The hit-test view, for `multiple-touch-disabled` and `exclusive-touch`.
    public package(set) var view: ViewID?
    /// The rule that withholds it (`M1` or `M2`, `X1` or `X2`, `L1` or `L2`, …).
    public package(set) var rule: RuleID
    /// Range of ``StepRecord/dropCauses``: the live touches that made the engine withhold it
    /// (M1, M2: those its hit-test view tracks; X1: those of the other views of its window;
    /// X2: those of the window's exclusive-touch views); empty for the other reasons.
    public package(set) var causes: Range<Int>
    /// 1-based position among the step's compact lines.
    public package(set) var seq: Int = 0
}

/// A live touch that caused a drop, and the view it is bound to.
public struct DropCause: Sendable {
    /// The live touch, and the view it is bound to.
    public package(set) var touch: TouchRef
    public package(set) var view: ViewID
}

/// An event of a live touch not delivered while the application ignored interaction (I3).
public struct SkipRecord: Sendable {
    /// The live touch whose event was not delivered.
    public package(set) var touch: TouchRef
    /// The phase of that event.
    public package(set) var phase: TouchPhase
    /// The view the touch is bound to.
    public package(set) var view: ViewID
    /// 1-based position among the step's compact lines.
    public package(set) var seq: Int = 0
}

/// A line a behaviour printed.
public struct OutputRecord: Sendable {
    /// The responder whose behaviour printed the line.
    public package(set) var responder: Responder
    /// The line printed.
    public package(set) var text: String
    /// The delivery whose handler printed it; nil for a delayed call (a `timer` step).
    public package(set) var afterDelivery: Int?
    /// 1-based position among the step's compact lines.
    public package(set) var seq: Int = 0
}

/// One entry of `all`: a touch and its phase in this event.
public struct EventTouch: Sendable {
    /// The touch this entry is about.
    public package(set) var touch: TouchRef
    /// Its phase in this event; `stationary` for a live touch that did not change.
    public package(set) var phase: EventPhase
    /// `tapCount` of the touch.
    public package(set) var tapCount: Int
}

/// Everything one step did (README.md, Trace formats: the trace model). The simulator reuses one record for every step, so
/// a sink must copy what it keeps.
public struct StepRecord: Sendable {
    /// 1-based step number.
    public package(set) var number = 0
    /// The step's time, in simulated microseconds.
    public package(set) var time: Microseconds = 0
    /// What the step is.
    public package(set) var kind: StepKind = .touches
    /// The script action of the step (built with ``StepParts/action``); nil for a `timer` step.
    public package(set) var action: ScriptAction?
    /// What came due, for a `timer` step.
    public package(set) var timer: TimerRecord?
    /// The event's touch lines: each touch, its phase and its screen point.
    public package(set) var changes = StepBuffer<ChangeRecord>()
    /// The hit tests of the touches that begin in this step.
    public package(set) var hitTests = StepBuffer<HitTestRecord>()
    /// The hit views' ancestries (``HitTestRecord/path``).
    public package(set) var pathViews = StepBuffer<ViewID>()
    /// The views the hit tests asked (``HitTestRecord/visited``), with `--explain`.
    public package(set) var visited = StepBuffer<VisitedView>()
    /// The step's touch-method calls; every delivery points to one.
    public package(set) var calls = StepBuffer<CallRecord>()
    /// The calls' touches (``CallRecord/touches``).
    public package(set) var callTouches = StepBuffer<TouchRef>()
    /// Every hop of every call along the responder chain, in the order they happen.
    public package(set) var deliveries = StepBuffer<DeliveryRecord>()
    /// The deliveries' touch locations (``DeliveryRecord/locations``).
    public package(set) var locations = StepBuffer<Point>()
    /// `event.allTouches` for this step's calls, sorted by creation.
    public package(set) var all = StepBuffer<EventTouch>()
    /// The touches withheld in this step (`drop` lines).
    public package(set) var drops = StepBuffer<DropRecord>()
    /// The touches that caused each drop (``DropRecord/causes``).
    public package(set) var dropCauses = StepBuffer<DropCause>()
    /// Events of live touches not delivered while the application ignored interaction.
    public package(set) var skips = StepBuffer<SkipRecord>()
    /// The lines behaviours printed in this step.
    public package(set) var outputs = StepBuffer<OutputRecord>()
    /// The calls recognizers took (G5), in the order they took them.
    public package(set) var gestureInputs = StepBuffer<GestureInputRecord>()
    /// The recognizers' state changes (`gesture` lines).
    public package(set) var gestures = StepBuffer<GestureRecord>()
    /// The control events sent (`control` lines).
    public package(set) var controls = StepBuffer<ControlRecord>()
    /// The view calls recognizers held (`hold` lines).
    public package(set) var holds = StepBuffer<HoldRecord>()
    /// The releases of held calls (`release` lines).
    public package(set) var releases = StepBuffer<ReleaseRecord>()
    /// The held calls thrown away (`discard` lines).
    public package(set) var discards = StepBuffer<DiscardRecord>()
    /// The touch lists of gesture inputs, gesture lines, holds, releases and discards.
    public package(set) var entryTouches = StepBuffer<TouchRef>()
    /// The recognizers gesture lines require by the delegate's dynamic lists (GD3,
    /// ``GestureRecord/dynamicRequires``).
    public package(set) var dynamicRequires = StepBuffer<RecognizerID>()
    /// The recognizers on new touches' paths (``HitTestRecord/attachments``).
    public package(set) var attachments = StepBuffer<AttachmentRecord>()
    /// With `--explain`, every recognizer's state after the step.
    public package(set) var recognizerStates = StepBuffer<RecognizerStateRecord>()
    /// With `--explain`, every scroll view's offset after the step.
    public package(set) var scrollStates = StepBuffer<ScrollStateRecord>()
    /// The `all` lists of calls whose `all` is their own (``CallRecord/all``).
    public package(set) var callAll = StepBuffer<EventTouch>()
    /// The `become`, `resign` and `key-window` lines.
    public package(set) var firstResponders = StepBuffer<FirstResponderRecord>()
    /// The `send`, `ask`, `perform`, `no-target` and `command` lines.
    public package(set) var actions = StepBuffer<ActionRecord>()
    /// The `menu` lines.
    public package(set) var menus = StepBuffer<MenuRecord>()
    /// The `remote … not-receiving` lines.
    public package(set) var ignored = StepBuffer<IgnoredRecord>()
    /// The `scroll` lines (scroll views' offsets and decelerations).
    public package(set) var scrolls = StepBuffer<ScrollRecord>()
    /// The `cell` lines (lists highlighting and selecting cells, TS3–TS6).
    public package(set) var cells = StepBuffer<CellRecord>()
    /// With `--explain`, every list's tracked touch and selected cells after the step.
    public package(set) var listStates = StepBuffer<ListStateRecord>()
    /// A `set` that moved a scroll view's offset (no line prints, SP9).
    public package(set) var scrollSet: ScrollSetRecord?
    /// A keystroke the text system took before the key commands (RK7).
    public package(set) var typedKey: TypedKeyRecord?
    /// The brackets of message calls (``CallRecord/item``).
    public package(set) var callItems = StepBuffer<String>()
    /// Whether the step has records of the chain beyond touches (touch steps skip clearing them).
    var hasChainRecords = false
    /// The controls that track a touch after the step (U2–U6), in view order.
    public package(set) var tracking = StepBuffer<TrackingRecord>()
    /// Every compact line of the step, in trace order (built with ``StepParts/deliveries``).
    public package(set) var entries = StepBuffer<StepEntry>()
    /// The number of the step's compact lines, whether ``entries`` is built or not.
    public package(set) var lineCount = 0
    /// The number of the step's deliveries, whether ``deliveries`` is built or not.
    public package(set) var deliveryCount = 0
    /// The parts built in this run (``TraceSink/reads``, and what the engine itself reads
    /// back); the others stay empty.
    public package(set) var parts: StepParts = .everything
    /// The ids of the touches this step refers to, by slot (``TouchRef/name``), as the last
    /// `down` in each slot named them. Slots are used again once a finger lifts, so a copy of
    /// the record keeps the names it needs.
    public package(set) var touchNames: [String] = []

    package init() {}

    /// The id of a touch this step refers to, as written in the script.
    public func name(of touch: TouchRef) -> String {
        touch.name < touchNames.count ? touchNames[touch.name] : ""
    }

    /// Whether the touch of `test` was withheld before its hit test ran (`ignoring-interaction`,
    /// `touch-limit`).
    public func hitTestWasSkipped(_ test: HitTestRecord) -> Bool {
        test.window == nil
            && drops.contains { $0.touch == test.touch && ($0.reason == .ignoringInteraction || $0.reason == .touchLimit) }
    }

    // MARK: Recording, each line in trace order

    /// Counts a line of the step and, when deliveries are built, lists it in ``entries``.
    /// Returns its 1-based position among the step's lines (its `seq`).
    @inline(__always)
    mutating func addLine(_ entry: StepEntry) -> Int {
        if parts.contains(.deliveries) { entries.append(entry) }
        lineCount += 1
        return lineCount
    }

    /// Records a delivery (only its count and line when ``StepParts/deliveries`` is not built).
    @inline(__always)
    mutating func addDelivery(responder: Responder, call: Int, result: DeliveryResult, locations: Range<Int>) {
        deliveryCount += 1
        guard parts.contains(.deliveries) else {
            lineCount += 1
            return
        }
        let seq = addLine(.delivery(deliveries.count))
        deliveries.append(DeliveryRecord(responder: responder, call: call, result: result, locations: locations, seq: seq))
    }

    /// `record` with the `seq` of the step's next line, which it becomes (listed in
    /// ``entries`` as `entry`).
    @inline(__always)
    private mutating func numbered<Record: NumberedLine>(_ record: Record, as entry: StepEntry) -> Record {
        var record = record
        record.seq = addLine(entry)
        return record
    }

    /// Records a line of its kind: a drop, an output, a skip, a recognizer's state change, a
    /// control event, a held, released or discarded call.
    mutating func addDrop(_ drop: DropRecord) { drops.append(numbered(drop, as: .drop(drops.count))) }
    mutating func addOutput(_ output: OutputRecord) { outputs.append(numbered(output, as: .output(outputs.count))) }
    mutating func addSkip(_ skip: SkipRecord) { skips.append(numbered(skip, as: .skip(skips.count))) }
    mutating func addGesture(_ gesture: GestureRecord) { gestures.append(numbered(gesture, as: .gesture(gestures.count))) }
    mutating func addControl(_ control: ControlRecord) { controls.append(numbered(control, as: .control(controls.count))) }
    mutating func addHold(_ hold: HoldRecord) { holds.append(numbered(hold, as: .hold(holds.count))) }
    mutating func addRelease(_ release: ReleaseRecord) { releases.append(numbered(release, as: .release(releases.count))) }
    mutating func addDiscard(_ discard: DiscardRecord) { discards.append(numbered(discard, as: .discard(discards.count))) }
    /// Records a line of the responder chain's chapter: first responder, action, menu, ignored.
    mutating func addFirstResponder(_ line: FirstResponderRecord) {
        firstResponders.append(chainNumbered(line, as: .firstResponder(firstResponders.count)))
    }
    mutating func addAction(_ line: ActionRecord) { actions.append(chainNumbered(line, as: .action(actions.count))) }
    mutating func addMenu(_ line: MenuRecord) { menus.append(chainNumbered(line, as: .menu(menus.count))) }
    mutating func addIgnored(_ line: IgnoredRecord) { ignored.append(chainNumbered(line, as: .ignored(ignored.count))) }
    mutating func addScroll(_ line: ScrollRecord) { scrolls.append(chainNumbered(line, as: .scroll(scrolls.count))) }
    mutating func addCell(_ line: CellRecord) { cells.append(chainNumbered(line, as: .cell(cells.count))) }
    mutating func addListState(_ state: ListStateRecord) {
        hasChainRecords = true
        listStates.append(state)
    }

    /// ``numbered(_:as:)`` for a line of the chain beyond touches, noting that the step has one.
    private mutating func chainNumbered<Record: NumberedLine>(_ record: Record, as entry: StepEntry) -> Record {
        hasChainRecords = true
        return numbered(record, as: entry)
    }
    /// Adds a message call's bracket and returns its index (``CallRecord/item``).
    mutating func addCallItem(_ item: String) -> Int32 {
        hasChainRecords = true
        callItems.append(item)
        return Int32(callItems.count - 1)
    }

    /// The bracket of a message call.
    public func item(of call: CallRecord) -> String { call.item >= 0 ? callItems[Int(call.item)] : "" }

    /// The rules behind a line of the step, as the engine decided them: a recognizer's state
    /// change, a control event, a hold, release or discard, a drop, a skip, and a view's
    /// `touchesCancelled` made by a recognizer's grant (G16). Nil for other deliveries and
    /// outputs.
    public func rules(of entry: StepEntry) -> RuleCitation? {
        switch entry {
        case .drop(let index): RuleCitation(drops[index].rule)
        case .gesture(let index): gestures[index].rules
        case .control(let index): controls[index].rules
        case .hold(let index): RuleCitation(holds[index].rule)
        case .release(let index): RuleCitation(releases[index].rule)
        case .discard(let index): RuleCitation(discards[index].rule)
        case .skip: RuleCitation(.i3)
        case .delivery(let index):
            if case .gesture = calls[deliveries[index].call].origin { RuleCitation(.g16) } else { nil }
        case .output: nil
        case .firstResponder(let index): RuleCitation(firstResponders[index].rule)
        case .action(let index): actions[index].rules
        case .menu: RuleCitation(.re2)
        case .ignored: RuleCitation(.rm4)
        case .scroll(let index): scrolls[index].rules
        case .cell(let index): cells[index].rules
        }
    }

    /// Adds touches to ``entryTouches`` and returns their range.
    mutating func addEntryTouches<Touches: Sequence<TouchRef>>(_ list: Touches) -> Range<Int> {
        let start = entryTouches.count
        for touch in list { entryTouches.append(touch) }
        return start..<entryTouches.count
    }

    mutating func reset(number: Int, time: Microseconds, kind: StepKind) {
        self.number = number
        self.time = time
        self.kind = kind
        if action != nil { action = nil }
        if timer != nil { timer = nil }
        changes.removeAll()
        hitTests.removeAll()
        pathViews.removeAll()
        visited.removeAll()
        calls.removeAll()
        callTouches.removeAll()
        deliveries.removeAll()
        locations.removeAll()
        all.removeAll()
        drops.removeAll()
        dropCauses.removeAll()
        skips.removeAll()
        outputs.removeAll()
        gestureInputs.removeAll()
        gestures.removeAll()
        controls.removeAll()
        holds.removeAll()
        releases.removeAll()
        discards.removeAll()
        entryTouches.removeAll()
        dynamicRequires.removeAll()
        attachments.removeAll()
        recognizerStates.removeAll()
        scrollStates.removeAll()
        callAll.removeAll()
        tracking.removeAll()
        if hasChainRecords {
            firstResponders.removeAll()
            actions.removeAll()
            menus.removeAll()
            ignored.removeAll()
            scrolls.removeAll()
            cells.removeAll()
            listStates.removeAll()
            scrollSet = nil
            typedKey = nil
            callItems.removeAll()
            hasChainRecords = false
        }
        entries.removeAll()
        lineCount = 0
        deliveryCount = 0
    }

    /// Where the touch is in this step's changes (the window point of its line), or the origin
    /// when it did not change.
    package func changedPoint(of touch: TouchRef) -> Point {
        changes.first { $0.touch == touch }?.point ?? .zero
    }

    /// The touches a delivery carries.
    public func touches(of delivery: DeliveryRecord) -> Slice<StepBuffer<TouchRef>> {
        callTouches[calls[delivery.call].touches]
    }

    /// The phase of a delivery's call (a touch call's; see ``CallRecord/message`` for others).
    public func phase(of delivery: DeliveryRecord) -> TouchPhase { calls[delivery.call].phase }

    /// The tap count of a touch of this step's `all`.
    public func tapCount(of touch: TouchRef) -> Int {
        for index in 0..<all.count where all[index].touch.serial == touch.serial { return all[index].tapCount }
        return 1
    }

    /// The `all` of a call: its own (a released call, a G16 cancellation) or the step's.
    public func all(of call: CallRecord) -> Slice<StepBuffer<EventTouch>> {
        if let range = call.all { return callAll[range] }
        return all[all.startIndex..<all.endIndex]
    }

    /// The tap count of one of a call's touches.
    public func tapCount(of touch: TouchRef, in call: CallRecord) -> Int {
        if let own = call.all {
            for index in own where callAll[index].touch.serial == touch.serial { return callAll[index].tapCount }
        }
        return tapCount(of: touch)
    }

    /// The touches of a gesture line, hold, release, discard or gesture input.
    public func touches(_ range: Range<Int>) -> Slice<StepBuffer<TouchRef>> { entryTouches[range] }
}

/// A finding of N1/N2, reported after the last step.
public struct Notice: Sendable, Hashable {
    /// What a notice reports.
    public enum Code: String, CaseIterable, Sendable {
        case neverFinished = "never-finished"
        case noBegan = "no-began"
        /// A call still held by a recognizer at the end of the run (N3).
        case stillHeld = "still-held"

        /// The rule that defines the notice.
        public var rule: RuleID {
            switch self {
            case .neverFinished: .n1
            case .noBegan: .n2
            case .stillHeld: .n3
            }
        }
    }
    /// What the notice reports.
    public package(set) var code: Code
    /// The responder the notice is about.
    public package(set) var responder: Responder
    /// The touch the notice is about.
    public package(set) var touch: TouchRef
    /// The touch's id as written in the script (its slot may serve another id by now).
    public package(set) var touchName: String
}

/// Totals printed at the end of a run.
public struct TraceSummary: Sendable, Hashable {
    /// The number of steps, `timer` steps included.
    public package(set) var steps = 0
    /// The number of deliveries: every hop of every call.
    public package(set) var deliveries = 0
    /// The number of withheld touches (`drop` lines).
    public package(set) var drops = 0
    /// The number of `skip` lines.
    public package(set) var skips = 0
    /// The number of deliveries that forwarded with no next responder.
    public package(set) var unhandled = 0
    /// The number of lines behaviours printed.
    public package(set) var outputs = 0
    /// The number of notices after the last step.
    public package(set) var notices = 0
    /// The numbers of `gesture`, `control`, `hold`, `release` and `discard` lines (README.md, Trace formats).
    public package(set) var gestures = 0
    public package(set) var controls = 0
    public package(set) var holds = 0
    public package(set) var releases = 0
    public package(set) var discards = 0
    /// The numbers of `become`/`resign`/`key-window`, `send`, `ask`, `perform`, `no-target`,
    /// `command`, `menu` and `remote … not-receiving` lines.
    public package(set) var firstResponder = 0
    public package(set) var sends = 0
    public package(set) var asks = 0
    public package(set) var performs = 0
    public package(set) var noTargets = 0
    public package(set) var commands = 0
    public package(set) var menus = 0
    public package(set) var ignored = 0
    /// The number of `scroll` lines.
    public package(set) var scrolls = 0
    /// The number of `cell` lines.
    public package(set) var cells = 0
    package init() {}
}

/// A record that prints one line of the trace and knows its position among the step's lines.
protocol NumberedLine {
    /// 1-based position among the step's compact lines.
    var seq: Int { get set }
}

extension DropRecord: NumberedLine {}
extension OutputRecord: NumberedLine {}
extension SkipRecord: NumberedLine {}
extension GestureRecord: NumberedLine {}
extension ControlRecord: NumberedLine {}
extension HoldRecord: NumberedLine {}
extension ReleaseRecord: NumberedLine {}
extension DiscardRecord: NumberedLine {}
