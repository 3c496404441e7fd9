/// How far a run has got: the clock, the step number, the lines written so far, the
/// summary's counts and the notices waiting for the run's end.
struct RunProgress {
    /// The time of the step being played.
    private(set) var now: Microseconds = 0
    private(set) var stepNumber = 0
    /// Compact lines written in the steps before the current one (orders notices, N3).
    private(set) var traceLines = 0
    private(set) var summary = TraceSummary()
    /// Notices by the position in the whole trace of the line they are ordered by (N3).
    private var notices: [(order: Int, notice: Notice)] = []

    /// Starts step `stepNumber + 1` at `time`.
    @inline(__always)
    mutating func beginStep(time: Microseconds) {
        now = time
        stepNumber += 1
        summary.steps += 1
    }

    /// One delivery line was recorded; `unhandled` when its call left the chain unhandled.
    @inline(__always)
    mutating func countDelivery() { summary.deliveries += 1 }

    @inline(__always)
    mutating func countUnhandled() { summary.unhandled += 1 }

    /// Keeps `notice` for the run's end, ordered by the trace line `order`.
    mutating func addNotice(_ notice: Notice, order: Int) {
        notices.append((order, notice))
    }

    /// The notices kept, by their line and touch (N3); the summary counts them.
    mutating func finishNotices() -> [Notice] {
        notices.sort { ($0.order, $0.notice.touch.serial) < ($1.order, $1.notice.touch.serial) }
        summary.notices = notices.count
        return notices.map(\.notice)
    }

    /// Closes the step `record`: adds its lines to the count and to the summary. The record is
    /// `inout` only so that it is passed without a copy (callgrind: passed by value from the
    /// simulator's own field, it was copied every step, 88 instructions of memcpy); it is only read.
    mutating func endStep(_ record: inout StepRecord) {
        traceLines += record.lineCount
        // Every line that is not a delivery is one of the counts below: most steps have none.
        guard record.lineCount != record.deliveryCount else { return }
        summary.add(record)
    }
}
