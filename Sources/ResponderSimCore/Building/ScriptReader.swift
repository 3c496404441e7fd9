/// Reads the lines of `script:` (Scenes/README.md, The script) straight from bytes, one item at a time: times,
/// actions, range lines and their expansion, then checks touch states over the merged lines and
/// groups them into ``ScriptStep``s.
///
/// It keeps only what the checks need (the last time, the touches' states, pending range lines,
/// the ignore depth, the views' handling), never the steps: finished steps wait in a short
/// queue (``nextStep()``) when the reader plays a script, and are dropped when it only checks one.
package struct ScriptReader {
    /// A range line whose moves are still to come, produced one at a time as the merge needs them.

    var diagnostics: DiagnosticBag
    let views: [View]
    /// Views by name, built when a `set` or `remove` line first needs it.
    var viewsByName: [String: ViewID]?
    /// The recognizers by name (the first of a name, as V2 keeps names unique).
    let recognizersByName: [String: RecognizerID]
    /// The scene's recognizers, for `set` of their delegate answers (V64–V66).
    let recognizers: [GestureRecognizer]
    /// The requirement edges after the dynamic lists' `set` lines so far (V66); nil before the first.
    var requirementsInForce: RequirementsInForce?
    /// Whether a line sets a recognizer's delegate answer.
    var setsAnswers = false
    /// `handles` / `passes-on` as written, per view, as earlier `set` lines leave them.
    var explicitHandling: [SceneBuilder.ExplicitHandling]
    /// The behaviour of each view, as earlier `set` lines leave it.
    var behaviors: [BehaviorKind?]
    /// The id in each touch slot (``TouchChange/touch``). A slot is used again for a new id
    /// once its finger has lifted, nothing refers to it any more (no pending range line, no
    /// change at the current time) and the steps it appears in have been taken.
    var touchNames: [String] = []
    var touchTable = ByteKeyTable()
    /// Slots whose finger lifted, oldest first (from `liftedHead` on), with the generation of
    /// the slot then: an entry whose slot was used again since is stale.
    var lifted: [(slot: Int, generation: Int)] = []
    var liftedHead = 0
    /// Bumped each time a slot is used for a new id.
    var generation: [Int] = []
    /// Range lines still moving each slot.
    var pendingRanges: [Int32] = []
    /// The number of the step each slot last appears in (steps counted from 0).
    var lastStep: [Int] = []
    /// Steps made so far, and steps taken by ``nextStep()`` before the current read.
    var stepsMade = 0
    var stepsTaken = 0
    /// Steps whose records the consumer has finished with (set by ``markTaken()``).
    var stepsDone = 0
    var previousTime: Microseconds?
    var ignoreDepth = 0
    /// Position of the current line in the script.
    var order = 0
    /// Pending range lines, a binary min-heap by (time of next move, order).
    var ranges: [RangeCursor] = []
    /// Script lines and range moves produced so far (``SceneLimits/maxSteps`` bounds them).
    var itemCount = 0
    /// Touch states over the merged lines.
    var isDown: [Bool] = []
    var lastChange: [Microseconds] = []
    /// Whether finished steps are kept for ``nextStep()`` (false when only checking).
    let keepsSteps: Bool
    /// Finished steps not yet taken by ``nextStep()``, from `readyHead` on.
    var ready: [ScriptStep] = []
    var readyHead = 0
    /// The event being gathered: same-time touch lines.
    var event: [TouchChange] = []
    /// Whether an event is being gathered (its changes are kept only when steps are kept).
    var hasEvent = false
    var eventTime: Microseconds = 0
    var eventLine = 0
    /// Line items that already had a touch-state error.
    var reportedTouchLines: Set<Int> = []
    /// Responders by name and what they implement, for the chain's lines.
    var chainNames = ChainNames()
    /// Each view's chain traits, as earlier `set` lines leave them (V52).
    var traits: [ResponderTraits]
    /// Press kinds down (V50) and whether a shake is in progress (V51), by the script's lines.
    var pressesDown: Set<String> = []
    var shakeInProgress = false

    init(
        diagnostics: DiagnosticBag, views: [View], explicitHandling: [SceneBuilder.ExplicitHandling],
        recognizerNames: [String] = [], recognizers: [GestureRecognizer] = [], chainNames: ChainNames = ChainNames(),
        keepsSteps: Bool
    ) {
        self.recognizers = recognizers
        self.chainNames = chainNames
        self.traits = views.map(\.traits)
        self.keepsSteps = keepsSteps
        self.recognizersByName = Dictionary(
            recognizerNames.enumerated().map { ($0.element, RecognizerID($0.offset)) }, uniquingKeysWith: { first, _ in first })
        self.diagnostics = diagnostics
        self.views = views
        self.explicitHandling = explicitHandling
        self.behaviors = views.map { $0.behavior?.kind }
    }

    // MARK: Lines

    /// Reads one item of the script, merging range moves in as it goes. `bytes` holds the
    /// item's line at the offsets the item gives.
    mutating func read(_ script: SceneParser.ScriptItem, bytes: [UInt8]) {
        let item = script.item
        let checkpoint = diagnostics.total
        defer {
            order += 1
            if diagnostics.total > checkpoint {
                diagnostics.resolve(since: checkpoint, lineStart: item.lineStart, bytes: bytes)
            }
        }
        if item.kind == .empty {
            diagnostics.add(
                "empty-line", "empty script line; write 'TIME ACTION'",
                at: SourcePosition(line: item.line, lineStart: item.lineStart, offset: item.start))
            return
        }
        _ = ScriptReader.withLine(script, bytes: bytes, lineItem: order) { line, start in readLine(line, from: start) }
    }

    /// Calls `body` with a script item's line and where its text starts, or returns nil for an
    /// item that is not a line. A quoted line is read as decoded, its positions mapped back to
    /// the file.
    static func withLine<Result>(
        _ script: SceneParser.ScriptItem, bytes: [UInt8], lineItem: Int, _ body: (Line, Int) -> Result
    ) -> Result? {
        let item = script.item
        return bytes.withUnsafeBufferPointer { buffer in
            switch item.kind {
            case .line:
                return body(
                    Line(
                        bytes: buffer, raw: buffer, end: item.end, shift: 0, isQuoted: false,
                        lineItem: lineItem, number: item.line, lineStart: item.lineStart), item.start)
            case .quotedLine:
                let decoded = Array((script.decoded ?? "").utf8)
                // Where the escapes were, in decoded offsets (the raw text is well formed:
                // the parser checked it).
                var escapes: [Int] = []
                var raw = item.start + 1
                var decodedOffset = 0
                while raw < item.end && buffer[raw] != UInt8(ascii: "\"") {
                    if buffer[raw] == UInt8(ascii: "\\") {
                        escapes.append(decodedOffset)
                        raw += 1
                    }
                    raw += 1
                    decodedOffset += 1
                }
                return decoded.withUnsafeBufferPointer { text in
                    body(
                        Line(
                            bytes: text, raw: buffer, end: text.count, shift: item.start + 1,
                            isQuoted: true, lineItem: lineItem, number: item.line, lineStart: item.lineStart,
                            escapes: escapes), 0)
                }
            default:
                return nil
            }
        }
    }

    /// Emits what is still pending after the last item: range moves and the last event.
    mutating func finish() {
        flushRanges(through: nil)
        flushEvent()
    }

    /// Records that the consumer is done with every step taken so far (it asks for the next
    /// one only after writing the last), so their touch slots may serve new ids.
    mutating func markTaken() {
        stepsDone = stepsTaken
    }

    /// The next finished step, if one is ready.
    mutating func nextStep() -> ScriptStep? {
        guard readyHead < ready.count else { return nil }
        let step = ready[readyHead]
        readyHead += 1
        stepsTaken += 1
        if readyHead == ready.count {
            ready.removeAll(keepingCapacity: true)
            readyHead = 0
        }
        return step
    }

    mutating func append(_ step: ScriptStep) {
        stepsMade += 1
        if keepsSteps { ready.append(step) }
    }

    mutating func readLine(_ line: Line, from start: Int) {
        guard let timeToken = line.next(after: start) else {
            diagnostics.add("empty-line", "empty script line; write 'TIME ACTION'", at: line.position(start))
            return
        }
        guard let action = line.next(after: timeToken.end) else {
            diagnostics.add(
                "missing-action", "a script line needs an action after the time '\(line.text(timeToken))'",
                at: line.position(timeToken.start), end: line.fileOffset(timeToken.end))
            return
        }
        // The time, or a range `a..b`.
        let rangeSplit = line.rangeSplit(timeToken)
        let timeEnd = rangeSplit ?? timeToken.end
        guard let start = readTime(line, Token(start: timeToken.start, end: timeEnd), whole: timeToken) else { return }
        var end = start
        if let split = rangeSplit {
            guard let rangeEnd = readTime(line, Token(start: split + 2, end: timeToken.end), whole: timeToken) else {
                return
            }
            guard rangeEnd >= start else {
                diagnostics.add(
                    "bad-range",
                    "time range '\(line.text(timeToken))' goes back: its end must not be earlier than its start",
                    at: line.position(timeToken.start), end: line.fileOffset(timeToken.end))
                return
            }
            end = rangeEnd
        }
        var time = start
        if let previous = previousTime, start < previous {
            diagnostics.add(
                "time-goes-back",
                "time \(ScalarNumbers.formatTime(start)) is earlier than the previous line's time "
                    + "\(ScalarNumbers.formatTime(previous))", at: line.position(timeToken.start),
                end: line.fileOffset(timeEnd))
            // Read on at the previous time, without touch-state errors from the clamped time.
            time = previous
            end = max(end, previous)
            reportedTouchLines.insert(line.lineItem)
        } else {
            previousTime = start
        }
        flushRanges(through: time)
        guard let verb = ScriptVerb(line, action) else {
            let word = line.text(action)
            diagnostics.add(
                "unknown-action",
                "unknown action '\(word)'; actions are \(ScriptVerb.allCases.map(\.rawValue).joined(separator: ", "))",
                at: line.position(action.start), end: line.fileOffset(action.end),
                hint: diagnostics.wantsSuggestions ? Suggestions.hint(for: word, in: ScriptVerb.allCases.map(\.rawValue)) : nil)
            return
        }
        if rangeSplit != nil && verb != .move {
            diagnostics.add(
                "range-not-move", "a time range '\(line.text(timeToken))' works only with 'move'",
                at: line.position(timeToken.start), end: line.fileOffset(timeToken.end))
            return
        }
        switch verb {
        case .down, .move, .up:
            readTouchLine(line, verb: verb, action: action, time: time, rangeEnd: rangeSplit == nil ? nil : end, timeToken: timeToken)
        case .cancel, .wait:
            guard expectNoMore(line, after: action.end, action: action, usage: line.text(action)) else { return }
            addControl(verb == .cancel ? .cancel : .wait, time: time, line: line)
        case .ignore:
            readIgnore(line, action: action, time: time)
        case .set:
            readSet(line, action: action, time: time)
        case .remove:
            readRemove(line, action: action, time: time)
        case .become, .resign:
            readFirstResponderLine(line, verb: verb, action: action, time: time)
        case .makeKey:
            readMakeKey(line, action: action, time: time)
        case .action:
            readAction(line, action: action, time: time)
        case .key:
            readKey(line, action: action, time: time)
        case .press:
            readPress(line, action: action, time: time)
        case .shake:
            readShake(line, action: action, time: time)
        case .remote:
            readRemote(line, action: action, time: time)
        case .menu:
            readMenu(line, action: action, time: time)
        }
    }

    /// A time in microseconds, or nil after reporting it at the start of the line's time.
    mutating func readTime(_ line: Line, _ token: Token, whole: Token) -> Microseconds? {
        switch ScalarNumbers.microseconds(line.bytes, token.start, token.end) {
        case .success(let value): return value
        case .failure(let problem):
            let text = line.text(whole)
            let message: String
            switch problem {
            case .malformed: message = "'\(text)' is not a time: write seconds such as 0.25 (at least 0)"
            case .tooManyDecimals: message = "time '\(text)' has more than six decimals"
            case .tooLarge: message = "time '\(text)' is too large"
            }
            diagnostics.add("bad-time", message, at: line.position(whole.start), end: line.fileOffset(whole.end))
            return nil
        }
    }

    mutating func badArguments(_ line: Line, _ action: Token, _ message: String) {
        diagnostics.add("bad-arguments", message, at: line.position(action.start), end: line.fileOffset(action.end))
    }

    /// Reports extra words after a complete line (at the action word); true when there are none.
    mutating func expectNoMore(_ line: Line, after offset: Int, action: Token, usage: String) -> Bool {
        guard let extra = line.next(after: offset) else { return true }
        badArguments(
            line, action, "unexpected '\(line.text(extra))' at the end of the line; it reads '\(usage)'")
        return false
    }

    mutating func addControl(_ action: ScriptAction, time: Microseconds, line: Line) {
        guard itemCount < SceneLimits.maxSteps else { return }
        itemCount += 1
        flushEvent()
        append(ScriptStep(time: time, action: action, line: line.number))
    }
}

/// The action words of script lines (Scenes/README.md, The script), declared once.
package enum ScriptVerb: String, CaseIterable {
    case down, move, up, cancel, ignore, set, remove, wait
    case become, resign
    case makeKey = "make-key"
    case action, key, press, shake, remote, menu

    /// The word as bytes, for matching a line without making a `String`.
    var word: StaticString {
        switch self {
        case .down: "down"
        case .move: "move"
        case .up: "up"
        case .cancel: "cancel"
        case .ignore: "ignore"
        case .set: "set"
        case .remove: "remove"
        case .wait: "wait"
        case .become: "become"
        case .resign: "resign"
        case .makeKey: "make-key"
        case .action: "action"
        case .key: "key"
        case .press: "press"
        case .shake: "shake"
        case .remote: "remote"
        case .menu: "menu"
        }
    }

    /// The verb a line's action token spells, if any.
    init?(_ line: ScriptReader.Line, _ token: ScriptReader.Token) {
        guard let verb = ScriptVerb.allCases.first(where: { line.is(token, $0.word) }) else { return nil }
        self = verb
    }
}
