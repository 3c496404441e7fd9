/// The parts of a step record that a sink reads (``TraceSink/reads``). The engine builds only
/// the parts some reader needs, so a sink that counts does not pay for locations or paths.
///
/// Always built, whatever the sink reads: the step's number, time, kind and timer;
/// ``StepRecord/deliveryCount`` and ``StepRecord/lineCount``; touch ids; and the rare lines
/// (drops, skips, outputs, and the recognizer and control lines) with what they say. A part
/// left out stays empty in every step.
public struct StepParts: OptionSet, Sendable, Hashable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// Each delivery (its responder, its call's phase and touches, its result) and the order
    /// of the step's lines: ``StepRecord/entries`` and each line's `seq`.
    public static let deliveries = StepParts(rawValue: 1 << 0)
    /// Each delivery's touch locations in its responder's coordinates (P5); implies
    /// ``deliveries``.
    public static let locations = StepParts(rawValue: 1 << 1)
    /// `event.allTouches` of the step and of calls that have their own (P4).
    public static let all = StepParts(rawValue: 1 << 2)
    /// The step's touch lines (``StepRecord/changes``).
    public static let changes = StepParts(rawValue: 1 << 3)
    /// Hit tests with their paths and the recognizers each new touch got; with `--explain`,
    /// the views each one visited.
    public static let hitTests = StepParts(rawValue: 1 << 4)
    /// The calls recognizers took (``StepRecord/gestureInputs``).
    public static let gestureInputs = StepParts(rawValue: 1 << 5)
    /// The script action the step played (``StepRecord/action``).
    public static let action = StepParts(rawValue: 1 << 7)
    /// The notices of N1–N3 (``TraceSink/notice(_:_:)``) and their count in the summary.
    public static let notices = StepParts(rawValue: 1 << 6)
    /// With `--explain`, the view each hit-test view covers (``HitTestRecord/covered``), found
    /// by a second hit test; implies ``hitTests``.
    public static let covered = StepParts(rawValue: 1 << 8)

    /// Every part: what a sink reads unless it says otherwise.
    public static let everything: StepParts = [
        .deliveries, .locations, .all, .changes, .hitTests, .gestureInputs, .action, .notices, .covered,
    ]
}
