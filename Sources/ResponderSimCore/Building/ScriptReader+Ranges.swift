// Range lines (`a..b move … steps N`): their moves, produced one at a time and merged with
// the other lines by time (Scenes/README.md, The script).
extension ScriptReader {
    struct RangeCursor {
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

    // MARK: Merging, touch states and steps

    mutating func pushRange(_ cursor: RangeCursor) {
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
    mutating func siftDownRoot() {
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

    /// Whether a range move is due at or before `time` (any pending one for nil).
    func hasRangeMove(dueBy time: Microseconds?) -> Bool {
        guard let first = ranges.first else { return false }
        return time.map { first.time <= $0 } ?? true
    }

    /// The time through which reading `script` first emits the pending range moves (see
    /// ``readLine(_:from:)``): the line's time, or the previous line's when it goes back.
    /// Nil when no move is pending or reading it would stop before (not a line, a bad time).
    func flushTime(of script: SceneParser.ScriptItem, bytes: [UInt8]) -> Microseconds? {
        guard !ranges.isEmpty else { return nil }
        let time: Microseconds?? = ScriptReader.withLine(script, bytes: bytes, lineItem: order) { line, start in
            guard let timeToken = line.next(after: start), line.next(after: timeToken.end) != nil else { return nil }
            let split = line.rangeSplit(timeToken) ?? timeToken.end
            guard case .success(let start) = ScalarNumbers.microseconds(line.bytes, timeToken.start, split) else { return nil }
            if split < timeToken.end {
                guard case .success(let end) = ScalarNumbers.microseconds(line.bytes, split + 2, timeToken.end), end >= start else {
                    return nil
                }
            }
            return max(start, previousTime ?? start)
        }
        return time ?? nil
    }

    /// Emits the pending range moves due at or before `time` (all of them for nil): they come
    /// from earlier lines, so at equal times they go first. With `stoppingWhenReady` it stops
    /// once a step is finished, so that a script plays its range lines one step at a time
    /// rather than holding all their moves at once.
    mutating func flushRanges(through time: Microseconds?, stoppingWhenReady: Bool = false) {
        while let first = ranges.first, time.map({ first.time <= $0 }) ?? true {
            if stoppingWhenReady && readyHead < ready.count { return }
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
}
