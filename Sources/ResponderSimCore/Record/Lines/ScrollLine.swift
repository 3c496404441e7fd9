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

/// A `set` of `content-offset` or `bounds-origin` that moved a scroll view. It prints no line
/// (SP9), so it has no `seq`; JSON lists it under `scrolls` so that a program sees the offset
/// change.
package struct ScrollSetRecord: Sendable, Hashable {
    /// The scroll view.
    package var scrollView: ViewID
    /// Its offset after the `set`.
    package var offset: Point
}

/// `scroll SV offset|decelerating|stopped X Y`: a scroll view's offset or deceleration.
package enum ScrollLine: LineKind {
    package static let id = LineKindID.scroll
    package static func wrap(_ record: ScrollRecord) -> LineRecord { .scroll(record) }
    package static func unwrap(_ line: LineRecord) -> ScrollRecord? {
        if case .scroll(let record) = line { record } else { nil }
    }
    package static var keywords: [String] { ["scroll"] }
    package static var jsonOpening: StaticString { "],\"scrolls\":[" }

    /// The compact line, as text.
    static func compactText(_ record: ScrollRecord, _ scene: Scene) -> String {
        "scroll \(scene.views[record.scrollView.index].name) \(record.event.rawValue) "
            + "\(NumberFormatting.decimal(record.x)) \(NumberFormatting.decimal(record.y))"
    }

    package static func compact(_ record: ScrollRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.line.append(compactText(record, scene))
    }

    /// A `set` that moved a scroll view has no line, so no `seq` (SP9); JSON lists it first.
    package static func jsonLead(_ step: StepRecord, _ scene: Scene, into out: inout LineOutput) -> Bool {
        guard let set = step.scrollSet else { return false }
        out.line.appendASCII("{\"seq\":null,\"scrollView\":")
        out.line.appendJSONString(scene.views[set.scrollView.index].name)
        out.line.appendASCII(",\"event\":\"set\",\"offset\":[")
        out.line.appendDecimal(set.offset.x)
        out.line.append(UInt8(ascii: ","))
        out.line.appendDecimal(set.offset.y)
        out.line.appendASCII("]}")
        return true
    }

    package static func json(_ record: ScrollRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.line.appendASCII(",\"scrollView\":")
        out.line.appendJSONString(scene.views[record.scrollView.index].name)
        out.line.appendASCII(",\"event\":\"")
        out.line.append(record.event.rawValue)
        out.line.appendASCII(record.event == .decelerating ? "\",\"velocity\":[" : "\",\"offset\":[")
        out.line.appendDecimal(record.x)
        out.line.append(UInt8(ascii: ","))
        out.line.appendDecimal(record.y)
        out.line.append(UInt8(ascii: "]"))
    }

    package static func text(_ record: ScrollRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.appendChainLine(compactText(record, scene), record.rules, "")
    }

    package static func rules(_ record: ScrollRecord) -> RuleCitation? { record.rules }
    package static func counter(_ record: ScrollRecord) -> LineCounter { .scrolls }

    package static func check(_ words: inout LineWordCheck) {
        words.name(1, .scrollView)
        words.word(2, ScrollRecord.Event.allCases.map(\.rawValue), "is no scroll line")
    }
}

extension ScrollRecord: NumberedLine {}

extension StepRecord {
    /// Records a `scroll` line.
    mutating func addScroll(_ line: ScrollRecord) { add(ScrollLine.self, line) }
}
