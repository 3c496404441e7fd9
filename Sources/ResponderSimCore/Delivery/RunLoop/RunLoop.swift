/// The run loop of a run: the timers waiting to fire (behaviours' delayed calls, recognizers'
/// timers, scroll views' decelerations) and the script's cursor for ``Simulator/advance(into:)``.
/// Timers due together fire in the order they were scheduled (G25).
struct RunLoop {
    /// A timer waiting in the run loop.
    struct Entry {
        var due: Microseconds
        var order: Int
        var owner: TimerOwner
        var what: TimerRecord.What
        var tag: Int
    }

    /// Pending timers, by (due, order).
    private var timers = TimerQueue()
    /// The script as ``Simulator/advance(into:)`` reads it, and the step it plays next (read
    /// ahead, so that delayed calls due by its time fire first); nil before the first call.
    private var script: ScriptSource.Iterator?
    private(set) var nextStep: ScriptStep?

    /// Whether no timer is pending.
    var isEmpty: Bool { timers.isEmpty }

    /// When the first pending timer is due.
    var nextDue: Microseconds? { timers.first?.due }

    /// Schedules a timer `delay` after `time`; a due time past the clock's end saturates.
    mutating func schedule(after delay: Microseconds, from time: Microseconds, owner: TimerOwner, what: TimerRecord.What, tag: Int) {
        let due = time.addingReportingOverflow(delay)
        timers.schedule(due: due.overflow ? .max : due.partialValue, owner: owner, what: what, tag: tag)
    }

    /// Removes `owner`'s pending timers of one kind, or all of them.
    mutating func cancel(_ owner: TimerOwner, _ what: TimerRecord.What? = nil) {
        timers.cancel(owner, what)
    }

    /// Removes and returns the first pending timer when it is due by `limit`.
    mutating func popDue(by limit: Microseconds) -> Entry? {
        guard let first = timers.first, first.due <= limit else { return nil }
        timers.removeFirst()
        return first
    }

    /// Whether ``startScript(_:)`` has been called.
    var hasScript: Bool { script != nil }

    /// Starts reading `source` and reads its first step.
    mutating func startScript(_ source: ScriptSource) {
        var steps = source.makeIterator()
        nextStep = steps.next()
        script = steps
    }

    /// Reads the script's next step.
    mutating func advanceScript() {
        nextStep = script?.next()
    }
}
