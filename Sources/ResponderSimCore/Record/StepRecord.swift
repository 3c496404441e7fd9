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
    package var pathViews = StepBuffer<ViewID>()
    /// The views the hit tests asked (``HitTestRecord/visited``), with `--explain`.
    package var visited = StepBuffer<VisitedView>()
    /// The step's touch-method calls; every delivery points to one.
    public package(set) var calls = StepBuffer<CallRecord>()
    /// The calls' touches (``CallRecord/touches``).
    package var callTouches = StepBuffer<TouchRef>()
    /// Every hop of every call along the responder chain, in the order they happen.
    public package(set) var deliveries = StepBuffer<DeliveryRecord>()
    /// The deliveries' touch locations (``DeliveryRecord/locations``).
    public package(set) var locations = StepBuffer<Point>()
    /// `event.allTouches` for this step's calls, sorted by creation.
    package var all = StepBuffer<EventTouch>()
    /// The touches that caused each drop (``DropRecord/causes``).
    package var dropCauses = StepBuffer<DropCause>()
    /// The calls recognizers took (G5), in the order they took them.
    package var gestureInputs = StepBuffer<GestureInputRecord>()
    /// The touch lists of gesture inputs, gesture lines, holds, releases and discards.
    package var entryTouches = StepBuffer<TouchRef>()
    /// The recognizers gesture lines require by the delegate's dynamic lists (GD3,
    /// ``GestureRecord/dynamicRequires``).
    package var dynamicRequires = StepBuffer<RecognizerID>()
    /// The recognizers on new touches' paths (``HitTestRecord/attachments``).
    package var attachments = StepBuffer<AttachmentRecord>()
    /// With `--explain`, every recognizer's state after the step.
    package var recognizerStates = StepBuffer<RecognizerStateRecord>()
    /// With `--explain`, every scroll view's offset after the step.
    package var scrollStates = StepBuffer<ScrollStateRecord>()
    /// The `all` lists of calls whose `all` is their own (``CallRecord/all``).
    package var callAll = StepBuffer<EventTouch>()
    /// With `--explain`, every list's tracked touch and selected cells after the step.
    package var listStates = StepBuffer<ListStateRecord>()
    /// A `set` that moved a scroll view's offset (no line prints, SP9).
    package var scrollSet: ScrollSetRecord?
    /// A keystroke the text system took before the key commands (RK7).
    package var typedKey: TypedKeyRecord?
    /// The brackets of message calls (``CallRecord/item``).
    package var callItems = StepBuffer<String>()
    /// Whether the step has records of the chain beyond touches (touch steps skip clearing them).
    var hasChainRecords = false
    /// The controls that track a touch after the step (U2–U6), in view order.
    package var tracking = StepBuffer<TrackingRecord>()
    /// The step's lines other than deliveries, in the order the engine recorded them (each
    /// kind declared in `Record/Lines/`).
    public package(set) var lines = StepBuffer<LineRecord>()
    /// The kinds of ``lines`` the step has, one bit each (``LineKindID/bit``).
    package private(set) var kindsPresent: UInt32 = 0
    /// Every compact line of the step, in trace order (built with ``StepParts/deliveries``).
    public package(set) var entries = StepBuffer<StepEntry>()
    /// The number of the step's compact lines, whether ``entries`` is built or not.
    package var lineCount = 0
    /// The number of the step's deliveries, whether ``deliveries`` is built or not.
    public package(set) var deliveryCount = 0
    /// The parts built in this run (``TraceSink/reads``, and what the engine itself reads
    /// back); the others stay empty.
    package var parts: StepParts = .everything
    /// The ids of the touches this step refers to, by slot (``TouchRef/name``), as the last
    /// `down` in each slot named them. Slots are used again once a finger lifts, so a copy of
    /// the record keeps the names it needs.
    package var touchNames: [String] = []

    package init() {}

    /// The id of a touch this step refers to, as written in the script.
    public func name(of touch: TouchRef) -> String {
        touch.name < touchNames.count ? touchNames[touch.name] : ""
    }

    /// Whether the touch of `test` was withheld before its hit test ran (`ignoring-interaction`,
    /// `touch-limit`).
    package func hitTestWasSkipped(_ test: HitTestRecord) -> Bool {
        test.window == nil
            && lines(of: DropLine.self).contains {
                $0.touch == test.touch && ($0.reason == .ignoringInteraction || $0.reason == .touchLimit)
            }
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

    /// Records a line of kind `K` (its `seq` the step's next line); each kind's file declares
    /// the engine's shorthand for it (`addScroll`, `addGesture`, ...).
    @inline(__always)
    package mutating func add<K: LineKind>(_ kind: K.Type, _ record: K.Record) {
        var record = record
        record.seq = addLine(.line(lines.count))
        lines.append(K.wrap(record))
        kindsPresent |= K.id.bit
    }

    /// The line of an entry; nil for a delivery.
    public func line(_ entry: StepEntry) -> LineRecord? {
        if case .line(let index) = entry { lines[index] } else { nil }
    }

    /// Whether the step has a line of kind `K`.
    @inline(__always)
    package func has<K: LineKind>(_ kind: K.Type) -> Bool { kindsPresent & K.id.bit != 0 }

    /// The step's lines of kind `K`, in order.
    package func lines<K: LineKind>(of kind: K.Type) -> KindLines<K> { KindLines(lines: lines, present: has(K.self)) }

    mutating func addListState(_ state: ListStateRecord) {
        hasChainRecords = true
        listStates.append(state)
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
        case .delivery(let index):
            if case .gesture = calls[deliveries[index].call].origin { RuleCitation(.g16) } else { nil }
        case .line(let index): Self.rules(of: lines[index])
        }
    }

    /// The rules behind a line, as the engine decided them.
    package static func rules(of line: LineRecord) -> RuleCitation? {
        var reader = RulesReader()
        line.visitRecord(&reader)
        return reader.rules
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
        if kindsPresent != 0 {
            lines.removeAll()
            kindsPresent = 0
        }
        dropCauses.removeAll()
        gestureInputs.removeAll()
        entryTouches.removeAll()
        dynamicRequires.removeAll()
        attachments.removeAll()
        recognizerStates.removeAll()
        scrollStates.removeAll()
        callAll.removeAll()
        tracking.removeAll()
        if hasChainRecords {
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
    package func tapCount(of touch: TouchRef) -> Int {
        for index in 0..<all.count where all[index].touch.serial == touch.serial { return all[index].tapCount }
        return 1
    }

    /// The `all` of a call: its own (a released call, a G16 cancellation) or the step's.
    package func all(of call: CallRecord) -> Slice<StepBuffer<EventTouch>> {
        if let range = call.all { return callAll[range] }
        return all[all.startIndex..<all.endIndex]
    }

    /// The tap count of one of a call's touches.
    package func tapCount(of touch: TouchRef, in call: CallRecord) -> Int {
        if let own = call.all {
            for index in own where callAll[index].touch.serial == touch.serial { return callAll[index].tapCount }
        }
        return tapCount(of: touch)
    }

    /// The touches of a gesture line, hold, release, discard or gesture input.
    public func touches(_ range: Range<Int>) -> Slice<StepBuffer<TouchRef>> { entryTouches[range] }
}
