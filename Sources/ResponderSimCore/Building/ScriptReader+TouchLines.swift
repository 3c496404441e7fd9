// `down`, `move` and `up` lines, the touch ids' slots, and the touch-state checks over the
// merged lines (Scenes/README.md, The script).
extension ScriptReader {
    // MARK: Touch lines

    mutating func readPoint(_ line: Line, after offset: Int, action: Token, usage: String) -> (Point, Int)? {
        guard let xToken = line.next(after: offset), let yToken = line.next(after: xToken.end) else {
            badArguments(line, action, "'\(line.text(action))' needs a point; it reads '\(usage)'")
            return nil
        }
        // Each number read once: the messages are made only for a line that has an error.
        guard let x = line.number(xToken) else {
            badNumber(line, action, xToken)
            return nil
        }
        guard let y = line.number(yToken) else {
            badNumber(line, action, yToken)
            return nil
        }
        return (Point(x, y), yToken.end)
    }

    /// Reports a point's coordinate that is not a number a scene may hold.
    mutating func badNumber(_ line: Line, _ action: Token, _ token: Token) {
        if ScalarNumbers.isTooLarge(line.bytes, token.start, token.end) {
            badArguments(line, action, ValueReader.tooLargeMessage(line.text(token)))
        } else {
            let exponent = ValueReader.hasExponent(line.text(token)) ? " (write digits, without an exponent)" : ""
            badArguments(
                line, action, "'\(line.text(action))' needs numbers for the point, found '\(line.text(token))'\(exponent)")
        }
    }

    mutating func touch(_ line: Line, _ token: Token, time: Microseconds) -> Int? {
        let slice = UnsafeBufferPointer(rebasing: line.bytes[token.start..<token.end])
        let hash = ByteKeyTable.hash(slice)
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
    mutating func reusableSlot(at time: Microseconds) -> Int? {
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

    mutating func readTouchLine(
        _ line: Line, verb: ScriptVerb, action: Token, time: Microseconds, rangeEnd: Microseconds?, timeToken: Token
    ) {
        let kind: TouchChange.Kind = verb == .down ? .down : verb == .move ? .move : .up
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
                ByteText.characterCount(line.raw, line.lineStart, line.lineStart + touchColumn) + 1,
                ByteText.characterCount(line.raw, line.lineStart + touchColumn, touchEnd)
            ))
        cursor.time = cursor.time(of: 1)
        pendingRanges[touch] += 1
        pushRange(cursor)
    }

    mutating func tooManySteps(_ line: Line, _ timeToken: Token) {
        diagnostics.add(
            "too-many-steps", "the script expands to more than \(SceneLimits.maxSteps) lines",
            at: line.position(timeToken.start), end: line.fileOffset(timeToken.end))
    }

    mutating func flushEvent() {
        guard hasEvent else { return }
        hasEvent = false
        stepsMade += 1
        guard keepsSteps else { return }
        ready.append(ScriptStep(time: eventTime, action: .touches(event), line: eventLine))
        event = []
    }

    mutating func touchError(
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
    mutating func emit(
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
