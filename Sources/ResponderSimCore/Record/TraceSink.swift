/// Receives a run as it happens: the header, each step, the notices and the summary.
/// Writers stream to their output; nothing holds the whole trace.
public protocol TraceSink {
    /// The parts of each step the sink reads: the engine builds only those (``StepParts``).
    /// The default is ``StepParts/everything``.
    var reads: StepParts { get }
    /// Called once before the first step.
    mutating func begin(_ scene: Scene)
    /// Called for every step. The record is reused for the next step.
    mutating func step(_ step: StepRecord, _ scene: Scene)
    /// Called once per notice after the last step, in order.
    mutating func notice(_ notice: Notice, _ scene: Scene)
    /// Called once at the end.
    mutating func end(_ summary: TraceSummary, _ scene: Scene)
}

extension TraceSink {
    public var reads: StepParts { .everything }
    public mutating func begin(_ scene: Scene) {}
    public mutating func notice(_ notice: Notice, _ scene: Scene) {}
    public mutating func end(_ summary: TraceSummary, _ scene: Scene) {}
}

/// A sink that only counts steps and deliveries (for benchmarks): it reads no part of a step
/// beyond its counts.
package struct CountingSink: TraceSink {
    /// The number of steps seen.
    package private(set) var steps = 0
    /// The number of deliveries seen, over every step.
    package private(set) var deliveries = 0
    /// Creates a sink with both counts at 0.
    package init() {}
    package var reads: StepParts { [] }
    package mutating func step(_ step: StepRecord, _ scene: Scene) {
        steps += 1
        deliveries += step.deliveryCount
    }
}
