/// A `scroll SV offset|decelerating|stopped X Y` line (SP5–SP8, SK2–SK5).
public struct ScrollRecord: Sendable, Hashable {
    /// Which line it is.
    public enum Event: String, CaseIterable, Sendable {
        /// The content offset after a pan moved it (SP5–SP8).
        case offset
        /// A flick's deceleration started; the numbers are the offset's velocity (SK2).
        case decelerating
        /// A deceleration ended or was stopped, at this offset (SK3–SK5).
        case stopped
    }
    /// The scroll view.
    public package(set) var scrollView: ViewID
    /// Which line it is.
    public package(set) var event: Event
    /// The offset, or for `decelerating` the velocity in points per second.
    public package(set) var x: Double
    public package(set) var y: Double
    /// The rules behind the line.
    public package(set) var rules: RuleCitation
    /// 1-based position among the step's compact lines.
    public package(set) var seq = 0
}

extension ScrollRecord: NumberedLine {}

/// A `set` of `content-offset` or `bounds-origin` that moved a scroll view. It prints no line
/// (SP9), so it has no `seq`; JSON lists it under `scrolls` so that a program sees the offset
/// change.
public struct ScrollSetRecord: Sendable, Hashable {
    /// The scroll view.
    public package(set) var scrollView: ViewID
    /// Its offset after the `set`.
    public package(set) var offset: Point
}
