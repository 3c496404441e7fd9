/// An array that a step record reuses from step to step: clearing it only resets its count,
/// so a run allocates its buffers once rather than once per step.
public struct StepBuffer<Element>: RandomAccessCollection {
    private var storage: [Element] = []
    /// The number of elements in use.
    public private(set) var count = 0

    package init() {}

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }
    /// The positions in use, as a plain range (not the default, which holds a copy of the buffer).
    public var indices: Range<Int> { 0..<count }

    public subscript(position: Int) -> Element {
        get {
            precondition(position < count, "index out of range")
            return storage[position]
        }
        set {
            precondition(position < count, "index out of range")
            storage[position] = newValue
        }
    }

    /// Adds an element at the end.
    @inline(__always)
    package mutating func append(_ element: Element) {
        if count < storage.count {
            storage[count] = element
        } else {
            storage.append(element)
        }
        count += 1
    }

    /// Forgets every element, keeping the storage.
    @inline(__always)
    mutating func removeAll() { count = 0 }

    /// Forgets the elements from `start` on.
    mutating func truncate(to start: Int) { count = Swift.min(count, Swift.max(0, start)) }

    /// Swaps two elements.
    mutating func swapAt(_ i: Int, _ j: Int) {
        precondition(i < count && j < count, "index out of range")
        storage.swapAt(i, j)
    }

    /// The elements in use, as an array.
    public var elements: [Element] { Array(storage[0..<count]) }
}

extension StepBuffer: Sendable where Element: Sendable {}
