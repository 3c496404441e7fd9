/// `control NAME EVENT`: a UIControl event (U2–U5, U12).
package enum ControlLine: LineKind {
    package static let id = LineKindID.control
    package static func wrap(_ record: ControlRecord) -> LineRecord { .control(record) }
    package static func unwrap(_ line: LineRecord) -> ControlRecord? {
        if case .control(let record) = line { record } else { nil }
    }
    package static var keywords: [String] { ["control"] }
    package static var jsonOpening: StaticString { "],\"controls\":[" }

    package static func compact(_ control: ControlRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.line.append("control \(scene.views[control.control.index].name) \(control.event.rawValue)")
    }

    package static func json(_ control: ControlRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.line.appendASCII(",\"control\":")
        out.appendName(.view(control.control), scene)
        out.line.appendASCII(",\"event\":\"")
        out.line.append(control.event.rawValue)
        out.line.appendASCII("\",\"touch\":")
        out.appendTouch(control.touch, step)
        out.line.appendASCII(control.inside ? ",\"inside\":true" : ",\"inside\":false")
    }

    /// `control NAME → EVENT`, under the call that sent it.
    package static func text(_ control: ControlRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.appendTextLine(
            indent: LineOutput.textIndent + 2, "36", "control \(scene.views[control.control.index].name) → \(control.event.rawValue)")
    }

    package static func rules(_ control: ControlRecord) -> RuleCitation? { control.rules }
    package static func counter(_ control: ControlRecord) -> LineCounter { .controls }

    package static func check(_ words: inout LineWordCheck) {
        words.name(1, .view)
        words.word(2, ControlEvent.allCases.map(\.rawValue), "is no control event")
    }
}

extension ControlRecord: NumberedLine {}

extension StepRecord {
    /// Records a `control` line.
    mutating func addControl(_ control: ControlRecord) { add(ControlLine.self, control) }
}
