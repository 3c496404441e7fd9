/// `skip TOUCH PHASE ignoring-interaction VIEW`: an event of a live touch not delivered while
/// the application ignores interaction (I3).
package enum SkipLine: LineKind {
    package static let id = LineKindID.skip
    package static func wrap(_ record: SkipRecord) -> LineRecord { .skip(record) }
    package static func unwrap(_ line: LineRecord) -> SkipRecord? {
        if case .skip(let record) = line { record } else { nil }
    }
    package static var keywords: [String] { ["skip"] }
    package static var jsonOpening: StaticString { "],\"skips\":[" }

    package static func compact(_ skip: SkipRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.line.appendASCII("skip ")
        out.appendTouch(skip.touch, step)
        out.line.append(UInt8(ascii: " "))
        out.line.appendASCII(skip.phase.nameLiteral)
        out.line.appendASCII(" ignoring-interaction ")
        out.appendName(.view(skip.view), scene)
    }

    package static func json(_ skip: SkipRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.line.appendASCII(",\"touch\":")
        out.appendTouch(skip.touch, step)
        out.line.appendASCII(",\"phase\":\"")
        out.line.append(skip.phase.name)
        out.line.appendASCII("\",\"reason\":\"ignoring-interaction\",\"view\":")
        out.appendName(.view(skip.view), scene)
    }

    /// `skipped TOUCH PHASE at VIEW: ignoring-interaction (I3)` in yellow.
    package static func text(_ skip: SkipRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.line.appendSpaces(LineOutput.textIndent)
        out.startPaint("33")
        out.line.appendASCII("skipped ")
        out.appendTouch(skip.touch, step)
        out.line.append(UInt8(ascii: " "))
        out.line.append(skip.phase.name)
        out.line.appendASCII(" at ")
        out.appendName(.view(skip.view), scene)
        out.line.appendASCII(": ignoring-interaction (I3)")
        out.endPaint()
        out.line.append(UInt8(ascii: "\n"))
    }

    package static func rules(_ skip: SkipRecord) -> RuleCitation? { RuleCitation(.i3) }
    package static func counter(_ skip: SkipRecord) -> LineCounter { .skips }

    package static func check(_ words: inout LineWordCheck) {
        words.word(2, TouchPhase.allCases.map(\.name), "is no touch phase")
        words.word(3, [DropReason.ignoringInteraction.rawValue], "is not why an event is skipped")
        words.name(4, .view)
    }
}

extension SkipRecord: NumberedLine {}

extension StepRecord {
    /// Records a `skip` line.
    mutating func addSkip(_ skip: SkipRecord) { add(SkipLine.self, skip) }
}
