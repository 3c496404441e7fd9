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
