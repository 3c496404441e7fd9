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
    /// The number of deliveries that forwarded with no next responder.
    public package(set) var unhandled = 0
    /// The number of notices after the last step.
    public package(set) var notices = 0
    /// The numbers of lines, by ``LineCounter`` (each kind says which it adds to).
    package private(set) var counts = [Int](repeating: 0, count: LineCounter.allCases.count)
    package init() {}

    /// The number of lines of each kind, named and ordered as JSON Lines' summary names them
    /// (`drops`, `skips`, `outputs`, `gestures`, …, `sends`, `asks`, …, `scrolls`, `cells`).
    public var lineCounts: [(name: String, count: Int)] { LineCounter.allCases.map { ($0.jsonKey, counts[$0.rawValue]) } }

    /// The number of lines counted by `counter`.
    package subscript(counter: LineCounter) -> Int { counts[counter.rawValue] }

    /// Adds the lines of a step.
    package mutating func add(_ record: StepRecord) {
        for index in record.lines.indices {
            var reader = CounterReader()
            record.lines[index].visitRecord(&reader)
            counts[reader.counter.rawValue] += 1
        }
    }
}

/// The lines of one kind of a step (``StepRecord/lines(of:)``), in order.
package struct KindLines<K: LineKind>: Sequence {
    let lines: StepBuffer<LineRecord>
    let present: Bool

    /// Whether the step has none.
    package var isEmpty: Bool { !present }

    /// How many the step has.
    package var count: Int { present ? reduce(0) { total, _ in total + 1 } : 0 }

    /// The first, if any.
    package var first: K.Record? {
        var iterator = makeIterator()
        return iterator.next()
    }

    package func makeIterator() -> Iterator { Iterator(lines: lines, index: present ? 0 : lines.count) }

    /// Goes through the step's lines, keeping those of the kind.
    package struct Iterator: IteratorProtocol {
        let lines: StepBuffer<LineRecord>
        var index: Int

        package mutating func next() -> K.Record? {
            while index < lines.count {
                defer { index += 1 }
                if let record = K.unwrap(lines[index]) { return record }
            }
            return nil
        }
    }
}
