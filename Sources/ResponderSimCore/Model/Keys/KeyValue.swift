/// The value of a key of any node kind (view, recognizer, scroll view), as a scene or a `set`
/// line writes it: the one value type the key declarations read and write, the readers in
/// `Building/` make and the printer (`KeyValue.text`) writes.
public enum KeyValue: Hashable, Sendable {
    /// `yes` or `no`.
    case flag(Bool)
    /// A number: points, degrees, a speed.
    case number(Double)
    /// An opacity, kept as a 32-bit float.
    case alpha(Float)
    /// `[x, y]` of a view's bounds origin.
    case point(Point)
    /// `[a, b]` of a scroll view: its content size or offset.
    case pair(Double, Double)
    /// `[x, y, w, h]`.
    case rect(Rect)
    /// `[top, left, bottom, right]`.
    case insets(EdgeInsets)
    /// A time in microseconds.
    case duration(Microseconds)
    /// A count; nil for none (`max-touches`: unlimited).
    case count(Int?)
    /// Swipe directions.
    case directions([SwipeDirection])
    /// Recognizers, in list order.
    case recognizers([RecognizerID])
    /// A hit-test override.
    case hitTest(HitTestMode)
    /// A recognizer delegate's `should-receive` (GD1).
    case receive(ShouldReceiveAnswer)
    /// A recognizer delegate's `should-begin` (GD2).
    case begin(ShouldBeginAnswer)
    /// A scroll view's or list's answer: a word or the listed views.
    case answer(ScrollAnswer)
    /// A scroll view's deceleration rate.
    case rate(DecelerationRate)
    /// A scroll view's keyboard dismiss mode.
    case dismissMode(KeyboardDismissMode)

    /// The flag, for a `yes`/`no` value.
    package var flag: Bool? { Bool(self) }
}

/// A Swift type that a key's value has: one case of ``KeyValue``.
package protocol KeyValueConvertible: Sendable {
    /// As a ``KeyValue``.
    var keyValue: KeyValue { get }
    /// The value a ``KeyValue`` holds, if of this type.
    init?(_ value: KeyValue)
}

extension Bool: KeyValueConvertible {
    package var keyValue: KeyValue { .flag(self) }
    package init?(_ value: KeyValue) {
        guard case .flag(let flag) = value else { return nil }
        self = flag
    }
}

extension Double: KeyValueConvertible {
    package var keyValue: KeyValue { .number(self) }
    package init?(_ value: KeyValue) {
        guard case .number(let number) = value else { return nil }
        self = number
    }
}

// The keys' only Float is an alpha.
extension Float: KeyValueConvertible {
    package var keyValue: KeyValue { .alpha(self) }
    package init?(_ value: KeyValue) {
        guard case .alpha(let alpha) = value else { return nil }
        self = alpha
    }
}

// The keys' only Int64 is a duration in microseconds.
extension Int64: KeyValueConvertible {
    package var keyValue: KeyValue { .duration(self) }
    package init?(_ value: KeyValue) {
        guard case .duration(let time) = value else { return nil }
        self = time
    }
}

extension Rect: KeyValueConvertible {
    package var keyValue: KeyValue { .rect(self) }
    package init?(_ value: KeyValue) {
        guard case .rect(let rect) = value else { return nil }
        self = rect
    }
}

extension Point: KeyValueConvertible {
    package var keyValue: KeyValue { .point(self) }
    package init?(_ value: KeyValue) {
        guard case .point(let point) = value else { return nil }
        self = point
    }
}

extension EdgeInsets: KeyValueConvertible {
    package var keyValue: KeyValue { .insets(self) }
    package init?(_ value: KeyValue) {
        guard case .insets(let insets) = value else { return nil }
        self = insets
    }
}

extension HitTestMode: KeyValueConvertible {
    package var keyValue: KeyValue { .hitTest(self) }
    package init?(_ value: KeyValue) {
        guard case .hitTest(let mode) = value else { return nil }
        self = mode
    }
}

extension ScrollAnswer: KeyValueConvertible {
    package var keyValue: KeyValue { .answer(self) }
    package init?(_ value: KeyValue) {
        guard case .answer(let answer) = value else { return nil }
        self = answer
    }
}

extension DecelerationRate: KeyValueConvertible {
    package var keyValue: KeyValue { .rate(self) }
    package init?(_ value: KeyValue) {
        guard case .rate(let rate) = value else { return nil }
        self = rate
    }
}

extension KeyboardDismissMode: KeyValueConvertible {
    package var keyValue: KeyValue { .dismissMode(self) }
    package init?(_ value: KeyValue) {
        guard case .dismissMode(let mode) = value else { return nil }
        self = mode
    }
}
