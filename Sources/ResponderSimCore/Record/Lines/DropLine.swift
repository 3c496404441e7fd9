/// `drop TOUCH REASON VIEW|-`: a touch withheld (README.md, Trace formats: drop reasons).
package enum DropLine: LineKind {
    package static let id = LineKindID.drop
    package static func wrap(_ record: DropRecord) -> LineRecord { .drop(record) }
    package static func unwrap(_ line: LineRecord) -> DropRecord? {
        if case .drop(let record) = line { record } else { nil }
    }
    package static var keywords: [String] { ["drop"] }
    package static var jsonOpening: StaticString { "],\"drops\":[" }

    package static func compact(_ drop: DropRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.line.appendASCII("drop ")
        out.appendTouch(drop.touch, step)
        out.line.append(UInt8(ascii: " "))
        out.line.append(drop.reason.rawValue)
        out.line.append(UInt8(ascii: " "))
        if let view = drop.view { out.appendName(.view(view), scene) } else { out.line.append(UInt8(ascii: "-")) }
    }

    package static func json(_ drop: DropRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.line.appendASCII(",\"touch\":")
        out.appendTouch(drop.touch, step)
        out.line.appendASCII(",\"reason\":\"")
        out.line.append(drop.reason.rawValue)
        out.line.appendASCII("\",\"view\":")
        out.appendJSONName(drop.view, scene)
    }

    /// `withheld TOUCH: REASON (RULE) at VIEW` in red.
    package static func text(_ drop: DropRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.line.appendSpaces(LineOutput.textIndent)
        out.startPaint("31")
        out.line.appendASCII("withheld ")
        out.appendTouch(drop.touch, step)
        out.line.appendASCII(": ")
        out.line.append(drop.reason.rawValue)
        out.line.appendASCII(" (")
        out.line.append(drop.rule.rawValue)
        out.line.append(UInt8(ascii: ")"))
        if let view = drop.view {
            out.line.appendASCII(" at ")
            out.appendName(.view(view), scene)
        }
        out.endPaint()
        out.line.append(UInt8(ascii: "\n"))
    }

    package static func rules(_ drop: DropRecord) -> RuleCitation? { RuleCitation(drop.rule) }
    package static func counter(_ drop: DropRecord) -> LineCounter { .drops }

    package static func check(_ words: inout LineWordCheck) {
        words.word(2, DropReason.allCases.map(\.rawValue), "is no drop reason")
        words.name(3, .view, orAbsent: true)
    }
}

extension DropRecord: NumberedLine {}

extension StepRecord {
    /// Records a `drop` line.
    mutating func addDrop(_ drop: DropRecord) { add(DropLine.self, drop) }
}
