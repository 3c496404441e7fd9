/// Reads the lines of `script:` (SCENE.md §5) straight from bytes, one item at a time: times,
/// actions, range lines and their expansion, then checks touch states over the merged lines and
/// groups them into ``ScriptStep``s.
///
/// It keeps only what the checks need (the last time, the touches' states, pending range lines,
/// the ignore depth, the views' handling), never the steps: finished steps wait in a short
/// queue (``nextStep()``) when the reader plays a script, and are dropped when it only checks one.
struct ScriptReader {
    /// A range line whose moves are still to come, produced one at a time as the merge needs them.
    private struct RangeCursor {
        /// Time of the next move.
        var time: Microseconds
        /// The range line's position in the script (equal times keep script order).
        var order: Int
        var k: Int
        var steps: Int
        var start: Microseconds
        var quotient: Microseconds
        var remainder: Microseconds
        var from: Point
        var to: Point
        var touch: Int
        var lineItem: Int
        var lineNumber: Int
        var lineStart: Int
        var touchColumn: Int
        var touchEnd: Int
        /// The touch id's character column and length, for an error after the line is gone.
        var touchSpot: (column: Int, length: Int)

        /// Time of move `k`: `a + k(b−a)/N` to the nearest microsecond, halves up, computed as
        /// `k·q + round(k·r/N)` where `k·r < N² ≤ 10¹²`, so nothing overflows.
        func time(of k: Int) -> Microseconds {
            let k64 = Int64(k)
            let count = Int64(steps)
            return start + k64 * quotient + (2 * k64 * remainder + count) / (2 * count)
        }

        func point(of k: Int) -> Point {
            Point(
                from.x + Double(k) * (to.x - from.x) / Double(steps),
                from.y + Double(k) * (to.y - from.y) / Double(steps))
        }

        func precedes(_ other: RangeCursor) -> Bool {
            time != other.time ? time < other.time : order < other.order
        }
    }

    private struct Token {
        var start: Int
        var end: Int
    }

    /// A line being read: its bytes (the file, or a decoded quoted line) and where it is.
    private struct Line {
        var bytes: UnsafeBufferPointer<UInt8>
        /// The file's bytes (the same as `bytes` unless the line is quoted).
        var raw: UnsafeBufferPointer<UInt8>
        /// The file's bytes as an array, for the value of a `set` line.
        var rawArray: [UInt8]
        var end: Int
        /// Added to offsets in `bytes` to find them in the file.
        var shift: Int
        var isQuoted: Bool
        var lineItem: Int
        var number: Int
        var lineStart: Int
        /// For a quoted line: the offsets in `bytes` where a two-byte escape (`\"`, `\\`, `\n`)
        /// was decoded to one byte, so positions after it move one column further in the file.
        var escapes: [Int] = []

        /// The offset in the file of `offset` in `bytes`.
        func fileOffset(_ offset: Int) -> Int {
            var result = offset + shift
            for escape in escapes where escape < offset { result += 1 }
            return result
        }

        func position(_ offset: Int) -> SourcePosition {
            SourcePosition(line: number, lineStart: lineStart, offset: fileOffset(offset))
        }

        func text(_ token: Token) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]), as: UTF8.self)
        }

        @inline(__always)
        func next(after offset: Int) -> Token? {
            var start = offset
            while start < end && ByteText.isBlank(bytes[start]) { start += 1 }
            guard start < end else { return nil }
            var stop = start + 1
            while stop < end && !ByteText.isBlank(bytes[stop]) { stop += 1 }
            return Token(start: start, end: stop)
        }

        @inline(__always)
        func `is`(_ token: Token, _ word: StaticString) -> Bool {
            guard token.end - token.start == word.utf8CodeUnitCount else { return false }
            let pointer = word.utf8Start
            for index in 0..<word.utf8CodeUnitCount where bytes[token.start + index] != pointer[index] {
                return false
            }
            return true
        }

        func number(_ token: Token) -> Double? { ScalarNumbers.number(bytes, token.start, token.end) }
    }

    static let actions = ["down", "move", "up", "cancel", "ignore", "set", "remove", "wait"]

    var diagnostics: DiagnosticBag
    private let views: [View]
    /// Views by name, built when a `set` or `remove` line first needs it.
    private var viewsByName: [String: ViewID]?
    /// The recognizers' names, by ``RecognizerID``.
    private let recognizerNames: [String]
    /// `handles` / `passes-on` as written, per view, as earlier `set` lines leave them.
    private var explicitHandling: [SceneBuilder.ExplicitHandling]
    /// The behaviour of each view, as earlier `set` lines leave it.
    private var behaviors: [BehaviorKind?]
    /// The id in each touch slot (``TouchChange/touch``). A slot is used again for a new id
    /// once its finger has lifted, nothing refers to it any more (no pending range line, no
    /// change at the current time) and the steps it appears in have been taken.
    private var touchNames: [String] = []
    private var touchTable = TouchTable()
    /// Slots whose finger lifted, oldest first (from `liftedHead` on), with the generation of
    /// the slot then: an entry whose slot was used again since is stale.
    private var lifted: [(slot: Int, generation: Int)] = []
    private var liftedHead = 0
    /// Bumped each time a slot is used for a new id.
    private var generation: [Int] = []
    /// Range lines still moving each slot.
    private var pendingRanges: [Int32] = []
    /// The number of the step each slot last appears in (steps counted from 0).
    private var lastStep: [Int] = []
    /// Steps made so far, and steps taken by ``nextStep()`` before the current read.
    private var stepsMade = 0
    private var stepsTaken = 0
    /// Steps whose records the consumer has finished with (set by ``markTaken()``).
    private var stepsDone = 0
    private var previousTime: Microseconds?
    private var ignoreDepth = 0
    /// Position of the current line in the script.
    private var order = 0
    /// Pending range lines, a binary min-heap by (time of next move, order).
    private var ranges: [RangeCursor] = []
    /// Script lines and range moves produced so far (``SceneLimits/maxSteps`` bounds them).
    private var itemCount = 0
    /// Touch states over the merged lines.
    private var isDown: [Bool] = []
    private var lastChange: [Microseconds] = []
    /// Whether finished steps are kept for ``nextStep()`` (false when only checking).
    private let keepsSteps: Bool
    /// Finished steps not yet taken by ``nextStep()``, from `readyHead` on.
    private var ready: [ScriptStep] = []
    private var readyHead = 0
    /// The event being gathered: same-time touch lines.
    private var event: [TouchChange] = []
    /// Whether an event is being gathered (its changes are kept only when steps are kept).
    private var hasEvent = false
    private var eventTime: Microseconds = 0
    private var eventLine = 0
    /// Line items that already had a touch-state error.
    private var reportedTouchLines: Set<Int> = []

    init(
        diagnostics: DiagnosticBag, views: [View], explicitHandling: [SceneBuilder.ExplicitHandling],
        recognizerNames: [String] = [], keepsSteps: Bool
    ) {
        self.keepsSteps = keepsSteps
        self.recognizerNames = recognizerNames
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
        bytes.withUnsafeBufferPointer { buffer in
            switch item.kind {
            case .line:
                readLine(
                    Line(
                        bytes: buffer, raw: buffer, rawArray: bytes, end: item.end, shift: 0, isQuoted: false,
                        lineItem: order, number: item.line, lineStart: item.lineStart), from: item.start)
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
                decoded.withUnsafeBufferPointer { text in
                    readLine(
                        Line(
                            bytes: text, raw: buffer, rawArray: bytes, end: text.count, shift: item.start + 1,
                            isQuoted: true, lineItem: order, number: item.line, lineStart: item.lineStart,
                            escapes: escapes), from: 0)
                }
            case .empty:
                diagnostics.add(
                    "empty-line", "empty script line; write 'TIME ACTION'",
                    at: SourcePosition(line: item.line, lineStart: item.lineStart, offset: item.start))
            default:
                break
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

    private mutating func append(_ step: ScriptStep) {
        stepsMade += 1
        if keepsSteps { ready.append(step) }
    }

    private mutating func readLine(_ line: Line, from start: Int) {
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
        var rangeSplit: Int?
        var index = timeToken.start
        while index + 1 < timeToken.end {
            if line.bytes[index] == ByteText.dot && line.bytes[index + 1] == ByteText.dot {
                rangeSplit = index
                break
            }
            index += 1
        }
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
        if rangeSplit != nil && !line.is(action, "move") {
            diagnostics.add(
                "range-not-move", "a time range '\(line.text(timeToken))' works only with 'move'",
                at: line.position(timeToken.start), end: line.fileOffset(timeToken.end))
            return
        }
        if line.is(action, "down") || line.is(action, "move") || line.is(action, "up") {
            readTouchLine(line, action: action, time: time, rangeEnd: rangeSplit == nil ? nil : end, timeToken: timeToken)
        } else if line.is(action, "cancel") || line.is(action, "wait") {
            guard expectNoMore(line, after: action.end, action: action, usage: line.text(action)) else { return }
            addControl(line.is(action, "cancel") ? .cancel : .wait, time: time, line: line)
        } else if line.is(action, "ignore") {
            readIgnore(line, action: action, time: time)
        } else if line.is(action, "set") {
            readSet(line, action: action, time: time)
        } else if line.is(action, "remove") {
            readRemove(line, action: action, time: time)
        } else {
            let word = line.text(action)
            diagnostics.add(
                "unknown-action",
                "unknown action '\(word)'; actions are down, move, up, cancel, ignore, set, remove, wait",
                at: line.position(action.start), end: line.fileOffset(action.end),
                hint: diagnostics.wantsSuggestions ? Suggestions.hint(for: word, in: Self.actions) : nil)
        }
    }

    /// A time in microseconds, or nil after reporting it at the start of the line's time.
    private mutating func readTime(_ line: Line, _ token: Token, whole: Token) -> Microseconds? {
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

    private mutating func badArguments(_ line: Line, _ action: Token, _ message: String) {
        diagnostics.add("bad-arguments", message, at: line.position(action.start), end: line.fileOffset(action.end))
    }

    /// Reports extra words after a complete line (at the action word); true when there are none.
    private mutating func expectNoMore(_ line: Line, after offset: Int, action: Token, usage: String) -> Bool {
        guard let extra = line.next(after: offset) else { return true }
        badArguments(
            line, action, "unexpected '\(line.text(extra))' at the end of the line; it reads '\(usage)'")
        return false
    }

    private mutating func addControl(_ action: ScriptAction, time: Microseconds, line: Line) {
        guard itemCount < SceneLimits.maxSteps else { return }
        itemCount += 1
        flushEvent()
        append(ScriptStep(time: time, action: action, line: line.number))
    }

    // MARK: Touch lines

    private mutating func readPoint(_ line: Line, after offset: Int, action: Token, usage: String) -> (Point, Int)? {
        guard let xToken = line.next(after: offset), let yToken = line.next(after: xToken.end) else {
            badArguments(line, action, "'\(line.text(action))' needs a point; it reads '\(usage)'")
            return nil
        }
        for token in [xToken, yToken] where line.number(token) == nil {
            if ScalarNumbers.isTooLarge(line.bytes, token.start, token.end) {
                badArguments(line, action, ValueReader.tooLargeMessage(line.text(token)))
            } else {
                let exponent = line.text(token).contains { $0 == "e" || $0 == "E" } ? " (write digits, without an exponent)" : ""
                badArguments(
                    line, action, "'\(line.text(action))' needs numbers for the point, found '\(line.text(token))'\(exponent)")
            }
            return nil
        }
        guard let x = line.number(xToken), let y = line.number(yToken) else { return nil }
        return (Point(x, y), yToken.end)
    }

    private mutating func touch(_ line: Line, _ token: Token, time: Microseconds) -> Int? {
        let slice = UnsafeBufferPointer(rebasing: line.bytes[token.start..<token.end])
        let hash = TouchTable.hash(slice)
        if let index = touchTable.find(slice, hash: hash) { return index }
        let name = String(decoding: slice, as: UTF8.self)
        if let index = reusableSlot(at: time) {
            touchTable.remove(slot: index)
            touchTable.insert(slice, hash: hash, at: index)
            touchNames[index] = name
            generation[index] += 1
            isDown[index] = false
            lastChange[index] = -1
            return index
        }
        guard touchNames.count < SceneLimits.maxTouchIDs else {
            diagnostics.add(
                "too-many-touch-ids", "a script may hold at most \(SceneLimits.maxTouchIDs) touch ids at once",
                at: line.position(token.start), end: line.fileOffset(token.end))
            return nil
        }
        touchTable.insert(slice, hash: hash, at: touchNames.count)
        touchNames.append(name)
        isDown.append(false)
        lastChange.append(-1)
        generation.append(0)
        pendingRanges.append(0)
        lastStep.append(-1)
        return touchNames.count - 1
    }

    /// The oldest lifted slot that nothing refers to any more, taken off the lifted list.
    private mutating func reusableSlot(at time: Microseconds) -> Int? {
        while liftedHead < lifted.count {
            let entry = lifted[liftedHead]
            let slot = entry.slot
            guard generation[slot] == entry.generation, !isDown[slot] else {
                // Used again since, or down again under the same id: its next lift counts.
                liftedHead += 1
                continue
            }
            // A script only checked has no consumer: its steps are done once made.
            let done = keepsSteps ? stepsDone : stepsMade
            guard pendingRanges[slot] == 0, lastChange[slot] < time, lastStep[slot] < done else { return nil }
            liftedHead += 1
            if liftedHead >= 1024 && liftedHead * 2 >= lifted.count {
                lifted.removeFirst(liftedHead)
                liftedHead = 0
            }
            return slot
        }
        return nil
    }

    private mutating func readTouchLine(
        _ line: Line, action: Token, time: Microseconds, rangeEnd: Microseconds?, timeToken: Token
    ) {
        let kind: TouchChange.Kind = line.is(action, "down") ? .down : line.is(action, "move") ? .move : .up
        let usage: String
        switch kind {
        case .down: usage = "down ID X Y"
        case .up: usage = "up ID, or up ID X Y"
        default: usage = rangeEnd == nil ? "move ID X Y" : "A..B move ID X Y -> X Y steps N"
        }
        guard let idToken = line.next(after: action.end) else {
            badArguments(line, action, "'\(line.text(action))' needs a touch id; it reads '\(usage)'")
            return
        }
        var point: Point?
        var offset = idToken.end
        if kind == .up && line.next(after: offset) == nil {
            point = nil
        } else {
            guard let (read, after) = readPoint(line, after: offset, action: action, usage: usage) else { return }
            point = read
            offset = after
        }
        var target: Point?
        var steps = 0
        if let arrow = line.next(after: offset), line.is(arrow, "->") {
            guard rangeEnd != nil, kind == .move else {
                badArguments(
                    line, action,
                    kind == .move
                        ? "a move with '->' needs a time range: 'A..B move ID X Y -> X Y steps N'"
                        : "'->' belongs to range moves; '\(line.text(action))' reads '\(usage)'")
                return
            }
            guard let (to, after) = readPoint(line, after: arrow.end, action: action, usage: usage) else { return }
            guard let stepsWord = line.next(after: after), line.is(stepsWord, "steps"),
                let countToken = line.next(after: stepsWord.end)
            else {
                badArguments(line, action, "a range move ends with 'steps N'; it reads '\(usage)'")
                return
            }
            guard let count = ScalarNumbers.integer(line.bytes, countToken.start, countToken.end),
                count >= 1, count <= SceneLimits.maxRangeSteps
            else {
                diagnostics.add(
                    "bad-steps",
                    "'steps' must be a whole number from 1 to \(SceneLimits.maxRangeSteps), found '\(line.text(countToken))'",
                    at: line.position(action.start), end: line.fileOffset(action.end))
                return
            }
            target = to
            steps = count
            offset = countToken.end
        } else if rangeEnd != nil {
            badArguments(line, action, "a range move reads '\(usage)'")
            return
        }
        guard expectNoMore(line, after: offset, action: action, usage: usage) else { return }
        guard let touch = touch(line, idToken, time: time) else { return }
        let touchColumn = line.fileOffset(idToken.start) - line.lineStart
        // Where a touch error's underline ends: the id as written in the file.
        var touchEnd = line.lineStart + touchColumn
        while touchEnd < line.raw.count && !ByteText.isBlank(line.raw[touchEnd]) && line.raw[touchEnd] != ByteText.newline
            && line.raw[touchEnd] != ByteText.quote
        {
            touchEnd += 1
        }
        guard let end = rangeEnd, let from = point, let to = target else {
            guard itemCount < SceneLimits.maxSteps else {
                tooManySteps(line, timeToken)
                return
            }
            itemCount += 1
            emit(
                TouchChange(touch: touch, kind: kind, point: point, name: touchNames[touch]), time: time,
                line: line.number,
                lineItem: line.lineItem, lineStart: line.lineStart, touchColumn: touchColumn, touchEnd: touchEnd)
            return
        }
        guard steps <= SceneLimits.maxSteps - itemCount else {
            tooManySteps(line, timeToken)
            return
        }
        itemCount += steps
        let duration = end - time
        var cursor = RangeCursor(
            time: 0, order: order, k: 1, steps: steps, start: time, quotient: duration / Int64(steps),
            remainder: duration % Int64(steps), from: from, to: to, touch: touch, lineItem: line.lineItem,
            lineNumber: line.number, lineStart: line.lineStart, touchColumn: touchColumn, touchEnd: touchEnd,
            touchSpot: (
                ByteText.characterCount(line.rawArray, line.lineStart, line.lineStart + touchColumn) + 1,
                ByteText.characterCount(line.rawArray, line.lineStart + touchColumn, touchEnd)
            ))
        cursor.time = cursor.time(of: 1)
        pendingRanges[touch] += 1
        pushRange(cursor)
    }

    private mutating func tooManySteps(_ line: Line, _ timeToken: Token) {
        diagnostics.add(
            "too-many-steps", "the script expands to more than \(SceneLimits.maxSteps) lines",
            at: line.position(timeToken.start), end: line.fileOffset(timeToken.end))
    }

    // MARK: Control lines

    private mutating func readIgnore(_ line: Line, action: Token, time: Microseconds) {
        guard let word = line.next(after: action.end), line.is(word, "begin") || line.is(word, "end") else {
            let found = line.next(after: action.end).map { ", found '\(line.text($0))'" } ?? ""
            badArguments(line, action, "'ignore' takes 'begin' or 'end'\(found)")
            return
        }
        guard expectNoMore(line, after: word.end, action: action, usage: "ignore \(line.text(word))") else { return }
        if line.is(word, "begin") {
            ignoreDepth += 1
            addControl(.ignoreBegin, time: time, line: line)
        } else if ignoreDepth == 0 {
            diagnostics.add(
                "ignore-end-without-begin", "'ignore end' without a matching 'ignore begin'",
                at: line.position(action.start), end: line.fileOffset(action.end))
        } else {
            ignoreDepth -= 1
            addControl(.ignoreEnd, time: time, line: line)
        }
    }

    /// The recognizer named by `token`, if it names one.
    private func recognizer(_ line: Line, _ token: Token) -> RecognizerID? {
        guard !recognizerNames.isEmpty else { return nil }
        let name = line.text(token)
        return recognizerNames.firstIndex(of: name).map(RecognizerID.init)
    }

    /// The view named by `token`, or nil after reporting an unknown view at it.
    private mutating func view(_ line: Line, _ token: Token) -> ViewID? {
        let name = line.text(token)
        let byName = viewsByName ?? SceneBuilder.viewsByName(views)
        viewsByName = byName
        if let id = byName[name] { return id }
        diagnostics.add(
            "unknown-view", "unknown view '\(name)'", at: line.position(token.start), end: line.fileOffset(token.end),
            hint: diagnostics.wantsSuggestions
                ? Suggestions.hint(for: name, in: views.lazy.map(\.name).filter { !$0.isEmpty }) : nil)
        return nil
    }

    private mutating func readRemove(_ line: Line, action: Token, time: Microseconds) {
        guard let nameToken = line.next(after: action.end) else {
            badArguments(line, action, "'remove' needs a view; it reads 'remove VIEW'")
            return
        }
        guard expectNoMore(line, after: nameToken.end, action: action, usage: "remove VIEW") else { return }
        // V14: recognizers leave with their view.
        if recognizer(line, nameToken) != nil {
            diagnostics.add(
                "remove-recognizer",
                "'\(line.text(nameToken))' is a gesture recognizer; 'remove' takes a view (recognizers leave with their view)",
                at: line.position(nameToken.start), end: line.fileOffset(nameToken.end))
            return
        }
        guard let id = view(line, nameToken) else { return }
        guard !views[id.index].isWindow else {
            diagnostics.add(
                "remove-window", "'\(line.text(nameToken))' is a window; 'remove' takes a view, never a window",
                at: line.position(action.start), end: line.fileOffset(action.end))
            return
        }
        addControl(.remove(id), time: time, line: line)
    }

    private mutating func readSet(_ line: Line, action: Token, time: Microseconds) {
        guard let viewToken = line.next(after: action.end), let keyToken = line.next(after: viewToken.end) else {
            badArguments(line, action, "'set' needs a view, a key and a value; it reads 'set VIEW KEY VALUE'")
            return
        }
        let keyText = line.text(keyToken)
        if let recognizer = recognizer(line, viewToken) {
            readSetRecognizer(line, action: action, recognizer: recognizer, keyToken: keyToken, time: time)
            return
        }
        let viewID = view(line, viewToken)
        guard let key = ViewKey(rawValue: keyText), key.isSettable else {
            if ViewKey(rawValue: keyText) != nil {
                diagnostics.add(
                    "not-settable", "'\(keyText)' cannot be changed by 'set'", at: line.position(keyToken.start),
                    end: line.fileOffset(keyToken.end))
            } else {
                diagnostics.add(
                    "unknown-key", "unknown key '\(keyText)' in 'set'", at: line.position(keyToken.start),
                    end: line.fileOffset(keyToken.end),
                    hint: diagnostics.wantsSuggestions
                        ? Suggestions.hint(for: keyText, in: ViewKey.settableKeys.map(\.name)) : nil)
            }
            return
        }
        // V13: `enabled` and `slop` only on controls.
        if key.placement == .controlsOnly, let viewID, !views[viewID.index].isControl {
            diagnostics.add(
                "control-only-key",
                "'\(keyText)' is only for controls (class UIControl or UIButton), and '\(line.text(viewToken))' is not one",
                at: line.position(keyToken.start), end: line.fileOffset(keyToken.end))
            return
        }
        var valueStart = keyToken.end
        while valueStart < line.end && ByteText.isBlank(line.bytes[valueStart]) { valueStart += 1 }
        guard valueStart < line.end else {
            diagnostics.add(
                "missing-value", "'set' needs a value for '\(keyText)': \(key.expectation)",
                at: line.position(keyToken.start), end: line.fileOffset(keyToken.end))
            return
        }
        let lineBytes = line.isQuoted ? Array(line.bytes) : line.rawArray
        // In a quoted line the value is parsed from decoded text; its diagnostics are moved
        // back to file offsets at the end (escapes shift them).
        let valueShift = line.fileOffset(valueStart) - valueStart
        let checkpoint = diagnostics.total
        defer {
            if !line.escapes.isEmpty {
                diagnostics.remapOffsets(since: checkpoint) { line.fileOffset($0 - valueShift) }
            }
        }
        var parser = ValueParser(
            tree: SyntaxTree(bytes: lineBytes, shift: valueShift), diagnostics: diagnostics, allowComments: false)
        diagnostics = DiagnosticBag()
        let context = ValueParser.LineContext(
            line: line.number, fileLineStart: line.lineStart, bufferLineStart: line.lineStart - valueShift,
            end: line.end)
        let value = parser.parseValue(at: valueStart, context)
        diagnostics = parser.diagnostics
        let reader = ValueReader(tree: parser.tree)
        guard let viewID else { return }
        let change: ViewPropertyChange
        switch key {
        case .handles, .passesOn:
            guard let phases = reader.phases(value, key: keyText, &diagnostics) else { return }
            var explicit = explicitHandling[viewID.index]
            if key == .handles { explicit.handles = phases } else { explicit.passesOn = phases }
            let handling = explicit.effective(behavior: behaviors[viewID.index])
            let common = handling.handles.intersection(handling.passesOn)
            guard common.isEmpty else {
                diagnostics.add(
                    "phase-in-both", SceneBuilder.phaseInBothMessage(common), at: reader.tree.position(value),
                    end: reader.tree.endOffset(value))
                return
            }
            explicitHandling[viewID.index] = explicit
            change = .handling(handling)
        case .behavior:
            let kind = reader.tree[value].kind
            guard kind == .plain || kind == .quoted else {
                reader.wrongType(value, key: keyText, expected: "a behaviour name or 'none' (by name only)", &diagnostics)
                return
            }
            if reader.tree.isPlain(value, "none") {
                behaviors[viewID.index] = nil
                change = .behavior(nil, explicitHandling[viewID.index].effective(behavior: nil))
            } else {
                guard let behavior = SceneBuilder.behaviorKind(value, key: keyText, reader: reader, &diagnostics) else {
                    return
                }
                behaviors[viewID.index] = behavior
                change = .behavior(
                    BehaviorSpec(kind: behavior),
                    explicitHandling[viewID.index].effective(behavior: behavior))
            }
        default:
            guard let property = SceneBuilder.readProperty(key, value, reader: reader, &diagnostics) else { return }
            change = property
        }
        addControl(.set(viewID, key: keyText, change), time: time, line: line)
    }

    /// `set NAME enabled yes|no` of a recognizer (GESTURES.md §1.4, V13).
    private mutating func readSetRecognizer(_ line: Line, action: Token, recognizer: RecognizerID, keyToken: Token, time: Microseconds) {
        let key = line.text(keyToken)
        guard key == GestureKey.enabled.name else {
            diagnostics.add(
                "not-settable", "'\(key)' cannot be changed by 'set' on a recognizer; only 'enabled' can",
                at: line.position(keyToken.start), end: line.fileOffset(keyToken.end))
            return
        }
        guard let valueToken = line.next(after: keyToken.end) else {
            diagnostics.add(
                "missing-value", "'set' needs a value for 'enabled': yes or no", at: line.position(keyToken.start),
                end: line.fileOffset(keyToken.end))
            return
        }
        let enabled: Bool
        if line.is(valueToken, "yes") || line.is(valueToken, "true") {
            enabled = true
        } else if line.is(valueToken, "no") || line.is(valueToken, "false") {
            enabled = false
        } else {
            diagnostics.add(
                "wrong-type", "'enabled' must be yes or no, found '\(line.text(valueToken))'",
                at: line.position(valueToken.start), end: line.fileOffset(valueToken.end))
            return
        }
        guard expectNoMore(line, after: valueToken.end, action: action, usage: "set NAME enabled yes|no") else { return }
        addControl(.setRecognizerEnabled(recognizer, enabled), time: time, line: line)
    }

    // MARK: Merging, touch states and steps

    private mutating func pushRange(_ cursor: RangeCursor) {
        ranges.append(cursor)
        var child = ranges.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard ranges[child].precedes(ranges[parent]) else { break }
            ranges.swapAt(child, parent)
            child = parent
        }
    }

    /// Restores the heap after its root changed.
    private mutating func siftDownRoot() {
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < ranges.count else { return }
            var smallest = left
            if left + 1 < ranges.count && ranges[left + 1].precedes(ranges[left]) { smallest = left + 1 }
            guard ranges[smallest].precedes(ranges[parent]) else { return }
            ranges.swapAt(smallest, parent)
            parent = smallest
        }
    }

    /// Emits the pending range moves due at or before `time` (all of them for nil): they come
    /// from earlier lines, so at equal times they go first.
    private mutating func flushRanges(through time: Microseconds?) {
        while let first = ranges.first, time.map({ first.time <= $0 }) ?? true {
            emit(
                TouchChange(
                    touch: first.touch, kind: .move, point: first.point(of: first.k), name: touchNames[first.touch]),
                time: first.time,
                line: first.lineNumber, lineItem: first.lineItem, lineStart: first.lineStart,
                touchColumn: first.touchColumn, touchEnd: first.touchEnd, spot: first.touchSpot)
            if first.k == first.steps {
                pendingRanges[first.touch] -= 1
                let last = ranges.removeLast()
                if !ranges.isEmpty {
                    ranges[0] = last
                    siftDownRoot()
                }
            } else {
                ranges[0].k += 1
                ranges[0].time = ranges[0].time(of: ranges[0].k)
                siftDownRoot()
            }
        }
    }

    private mutating func flushEvent() {
        guard hasEvent else { return }
        hasEvent = false
        stepsMade += 1
        guard keepsSteps else { return }
        ready.append(ScriptStep(time: eventTime, action: .touches(event), line: eventLine))
        event = []
    }

    private mutating func touchError(
        _ id: String, _ message: String, lineItem: Int, line: Int, lineStart: Int, touchColumn: Int, touchEnd: Int,
        spot: (column: Int, length: Int)?
    ) {
        // A range line reports its touch once, not once per move.
        guard reportedTouchLines.insert(lineItem).inserted else { return }
        diagnostics.add(
            id, message, at: SourcePosition(line: line, lineStart: lineStart, offset: lineStart + touchColumn),
            end: touchEnd, resolved: spot)
    }

    /// Checks a touch line against the touch's state, then adds it to the current event (or
    /// starts one when the time changed).
    private mutating func emit(
        _ change: TouchChange, time: Microseconds, line: Int, lineItem: Int, lineStart: Int, touchColumn: Int,
        touchEnd: Int, spot: (column: Int, length: Int)? = nil
    ) {
        let touch = change.touch
        if lastChange[touch] == time {
            touchError(
                "touch-changes-twice",
                "touch '\(touchNames[touch])' changes twice at time \(ScalarNumbers.formatTime(time)); "
                    + "give each touch one line per time", lineItem: lineItem, line: line, lineStart: lineStart, touchColumn: touchColumn,
                touchEnd: touchEnd, spot: spot)
        } else {
            switch change.kind {
            case .down where isDown[touch]:
                touchError(
                    "touch-already-down", "touch '\(touchNames[touch])' is already down", lineItem: lineItem,
                    line: line, lineStart: lineStart, touchColumn: touchColumn, touchEnd: touchEnd, spot: spot)
            case .move where !isDown[touch], .up where !isDown[touch]:
                touchError(
                    "touch-not-down", "touch '\(touchNames[touch])' is not down", lineItem: lineItem,
                    line: line, lineStart: lineStart, touchColumn: touchColumn, touchEnd: touchEnd, spot: spot)
            default: break
            }
        }
        lastChange[touch] = time
        switch change.kind {
        case .down: isDown[touch] = true
        case .up:
            isDown[touch] = false
            lifted.append((touch, generation[touch]))
        case .move: break
        }
        if hasEvent && eventTime == time {
            if keepsSteps { event.append(change) }
        } else {
            flushEvent()
            if keepsSteps { event = [change] }
            hasEvent = true
            eventTime = time
            eventLine = line
        }
        lastStep[touch] = stepsMade
    }
}

/// Touch ids interned straight from bytes: an open-addressing table with FNV-1a hashes, so a
/// script line looks its touch up without making a `String`. Each id maps to the slot the
/// caller gives; ids are removed when their slot serves a new id.
struct TouchTable {
    /// Slot of each table position, or -1 when empty.
    private var positions = [Int32](repeating: -1, count: 16)
    /// By slot: the id's bytes and hash.
    private var names: [[UInt8]] = []
    private var hashes: [UInt64] = []
    private var count = 0

    static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    /// The slot of the id, if it is in the table.
    func find(_ name: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int? {
        let mask = positions.count - 1
        var position = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = Int(positions[position])
            if slot < 0 { return nil }
            if hashes[slot] == hash && equals(names[slot], name) { return slot }
            position = (position + 1) & mask
        }
    }

    private func equals(_ stored: [UInt8], _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard stored.count == name.count else { return false }
        for index in 0..<name.count where stored[index] != name[index] { return false }
        return true
    }

    /// Adds an id (not already present) for `slot`.
    mutating func insert(_ name: UnsafeBufferPointer<UInt8>, hash: UInt64, at slot: Int) {
        if slot >= names.count {
            names.append(contentsOf: repeatElement([], count: slot + 1 - names.count))
            hashes.append(contentsOf: repeatElement(0, count: slot + 1 - hashes.count))
        }
        names[slot] = Array(name)
        hashes[slot] = hash
        count += 1
        if count * 2 > positions.count {
            let old = positions
            positions = [Int32](repeating: -1, count: positions.count * 2)
            for entry in old where entry >= 0 { place(Int(entry)) }
        }
        place(slot)
    }

    /// Removes the id of `slot`.
    mutating func remove(slot: Int) {
        let mask = positions.count - 1
        var position = Int(truncatingIfNeeded: hashes[slot]) & mask
        while Int(positions[position]) != slot {
            guard positions[position] >= 0 else { return }
            position = (position + 1) & mask
        }
        positions[position] = -1
        count -= 1
        // Move back the entries after it that would no longer be found (linear probing).
        var next = (position + 1) & mask
        while positions[next] >= 0 {
            let entry = Int(positions[next])
            let home = Int(truncatingIfNeeded: hashes[entry]) & mask
            let distanceToHole = (position - home) & mask
            let distanceToHere = (next - home) & mask
            if distanceToHole < distanceToHere {
                positions[position] = positions[next]
                positions[next] = -1
                position = next
            }
            next = (next + 1) & mask
        }
    }

    private mutating func place(_ slot: Int) {
        let mask = positions.count - 1
        var position = Int(truncatingIfNeeded: hashes[slot]) & mask
        while positions[position] >= 0 { position = (position + 1) & mask }
        positions[position] = Int32(truncatingIfNeeded: slot)
    }
}
