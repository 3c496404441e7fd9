/// The run loop's pending timers (G25): a binary heap by (due, order), so that scheduling and
/// firing cost log n however many timers wait (ten thousand decelerations end as ten thousand
/// timers). Timers due together fire in the order they were scheduled, as a sorted list would
/// give them.
///
/// Cancelling is lazy: ``cancel(_:_:)`` notes the order number reached, and a cancelled timer
/// is dropped when it comes to the top, which is kept clear of them, so ``first`` is the
/// next timer that will fire. When the heap has doubled since it was last swept, the cancelled
/// timers still in it go, so that timers cancelled long before they are due do not pile up.
struct TimerQueue {
    private var heap: [RunLoop.Entry] = []
    /// By owner and kind (nil: every kind): timers scheduled before this order are cancelled.
    private var cancelledBefore: [CancelKey: Int] = [:]
    /// The order number of the next timer scheduled.
    private(set) var nextOrder = 0
    /// The size at which the heap is next swept of cancelled timers.
    private var sweepAt = 1_024

    private struct CancelKey: Hashable {
        var owner: TimerOwner
        var what: TimerRecord.What?
    }

    /// Whether no timer is pending.
    var isEmpty: Bool { heap.isEmpty }

    /// The timer that fires next.
    var first: RunLoop.Entry? { heap.first }

    /// Adds a timer due at `due`.
    mutating func schedule(due: Microseconds, owner: TimerOwner, what: TimerRecord.What, tag: Int) {
        heap.append(RunLoop.Entry(due: due, order: nextOrder, owner: owner, what: what, tag: tag))
        nextOrder += 1
        siftUp(heap.count - 1)
        if heap.count >= sweepAt { sweep() }
    }

    /// Drops every cancelled timer; a sorted array is a heap.
    private mutating func sweep() {
        var kept = heap.filter { !isCancelled($0) }
        kept.sort(by: Self.precedes)
        heap = kept
        sweepAt = max(1_024, 2 * heap.count)
    }

    /// Removes the timer that fires next.
    mutating func removeFirst() {
        guard !heap.isEmpty else { return }
        removeTop()
        dropCancelledTop()
    }

    /// Cancels `owner`'s pending timers of kind `what`, or of every kind for nil.
    mutating func cancel(_ owner: TimerOwner, _ what: TimerRecord.What?) {
        guard !heap.isEmpty else { return }
        cancelledBefore[CancelKey(owner: owner, what: what)] = nextOrder
        dropCancelledTop()
    }

    private func isCancelled(_ entry: RunLoop.Entry) -> Bool {
        guard !cancelledBefore.isEmpty else { return false }
        if let order = cancelledBefore[CancelKey(owner: entry.owner, what: nil)], entry.order < order { return true }
        if let order = cancelledBefore[CancelKey(owner: entry.owner, what: entry.what)], entry.order < order { return true }
        return false
    }

    private mutating func dropCancelledTop() {
        while let top = heap.first, isCancelled(top) { removeTop() }
    }

    private static func precedes(_ a: RunLoop.Entry, _ b: RunLoop.Entry) -> Bool {
        a.due != b.due ? a.due < b.due : a.order < b.order
    }

    private mutating func removeTop() {
        let last = heap.removeLast()
        guard !heap.isEmpty else { return }
        heap[0] = last
        siftDown(0)
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.precedes(heap[child], heap[parent]) else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { return }
            var least = left
            if left + 1 < heap.count && Self.precedes(heap[left + 1], heap[left]) { least = left + 1 }
            guard Self.precedes(heap[least], heap[parent]) else { return }
            heap.swapAt(least, parent)
            parent = least
        }
    }
}
