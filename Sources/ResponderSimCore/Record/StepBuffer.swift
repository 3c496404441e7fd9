/// An array that a step record reuses from step to step: clearing it only resets its count,
/// so a run allocates its buffers once rather than once per step.
///
/// Its members are inlinable, so that a sink in another target (checking, teaching, pictures,
/// a user's own) reads a step's buffers without a call into unspecialized generic code for
/// each element.
public struct StepBuffer<Element>: RandomAccessCollection {
    @usableFromInline var storage: [Element] = []
    @usableFromInline var used = 0

    package init() {}

    /// The number of elements in use.
    @inlinable public var count: Int { used }
    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { used }
    /// The positions in use, as a plain range (not the default, which holds a copy of the buffer).
    @inlinable public var indices: Range<Int> { 0..<used }

    @inlinable public subscript(position: Int) -> Element {
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
    @inlinable @inline(__always)
    package mutating func append(_ element: Element) {
        if used < storage.count {
            storage[used] = element
        } else {
            storage.append(element)
        }
        used += 1
    }

    /// Forgets every element, keeping the storage.
    @inline(__always)
    mutating func removeAll() { used = 0 }

    /// Forgets the elements from `start` on.
    mutating func truncate(to start: Int) { used = Swift.min(used, Swift.max(0, start)) }

    /// Swaps two elements.
    mutating func swapAt(_ i: Int, _ j: Int) {
        precondition(i < count && j < count, "index out of range")
        storage.swapAt(i, j)
    }

    /// The elements in use, as an array.
    @inlinable public var elements: [Element] { Array(storage[0..<used]) }
}

extension StepBuffer: Sendable where Element: Sendable {}
