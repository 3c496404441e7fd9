/// How a key's value is written and read, with its range: the checked cases of ``KeyValue``
/// that every key declaration names (V4–V6, V16) and the one reader in `Building/`
/// (`ValueReader.read`) reads.
package enum KeyValueType: Sendable, Equatable {
    /// `yes` or `no`.
    case flag
    /// A number at least (or, without `orEqual`, above) `above`, and at most `atMost`.
    case number(above: Double, orEqual: Bool, atMost: Double?)
    /// A number from 0 to 1, kept as a 32-bit float.
    case alpha
    /// `[x, y]` of a view (a bounds origin).
    case point
    /// `[x, y]` of a scroll view (its content offset), read as a pair.
    case offset
    /// `[w, h]`, both at least 0.
    case size
    /// `[x, y, w, h]`.
    case rect
    /// `[top, left, bottom, right]`.
    case insets
    /// A duration; `positive`: greater than 0; at most `atMost`.
    case duration(positive: Bool, atMost: Microseconds?)
    /// A whole number from 1 to 20; `limited`: also at most the device's touch limit (V6).
    case count(limited: Bool)
    /// A direction or a list of them.
    case directions
    /// A list of recognizer names, resolved once every recognizer is known.
    case recognizers
    /// `normal` or `passthrough`.
    case hitTest
    /// `should-receive`: a word or a list of views (V64).
    case receiveAnswer
    /// `should-begin`: a word; `horizontal` and `vertical` on pans only (V64).
    case beginAnswer
    /// `yes`, `no` (and `default` when `orDefault`), or a list of views resolved once the
    /// tree is known (V18). (Every case is trivial, so a declaration's type copies for free.)
    case answer(orDefault: Bool)
    /// `normal` or `fast`.
    case rate
    /// `none` or `on-drag`.
    case dismissMode

    /// The words an `answer` takes, in the order messages list them.
    package var answerWords: [String] {
        guard case .answer(let orDefault) = self else { return [] }
        return orDefault ? ["default", "yes", "no"] : ["yes", "no"]
    }

    /// A number at least 0 (a distance).
    package static let distance = KeyValueType.number(above: 0, orEqual: true, atMost: nil)
}
