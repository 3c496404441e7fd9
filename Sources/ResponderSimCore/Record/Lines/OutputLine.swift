/// `output RESPONDER: TEXT`: a line a behaviour printed.
package enum OutputLine: LineKind {
    package static let id = LineKindID.output
    package static func wrap(_ record: OutputRecord) -> LineRecord { .output(record) }
    package static func unwrap(_ line: LineRecord) -> OutputRecord? {
        if case .output(let record) = line { record } else { nil }
    }
    package static var keywords: [String] { ["output"] }
    package static var jsonOpening: StaticString { "],\"outputs\":[" }

    package static func compact(_ printed: OutputRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.line.appendASCII("output ")
        out.appendName(printed.responder, scene)
        out.line.appendASCII(": ")
        out.line.append(printed.text)
    }

    package static func json(_ printed: OutputRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.line.appendASCII(",\"responder\":")
        out.appendName(printed.responder, scene)
        out.line.appendASCII(",\"text\":")
        out.line.appendJSONString(printed.text)
    }

    /// `output RESPONDER: TEXT` in its colour, under the deliveries.
    package static func text(_ printed: OutputRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.line.appendSpaces(LineOutput.textIndent + 2)
        out.startPaint("36")
        out.line.appendASCII("output ")
        out.appendName(printed.responder, scene)
        out.line.appendASCII(": ")
        out.line.append(TerminalText.escaped(printed.text))
        out.endPaint()
        out.line.append(UInt8(ascii: "\n"))
    }

    package static func rules(_ printed: OutputRecord) -> RuleCitation? { nil }
    package static func counter(_ printed: OutputRecord) -> LineCounter { .outputs }

    package static func check(_ words: inout LineWordCheck) {
        if words.words.count >= 2, words.words[1].hasSuffix(":") { words.name(String(words.words[1].dropLast()), .responder) }
    }
}

extension OutputRecord: NumberedLine {}

extension StepRecord {
    /// Records an `output` line.
    mutating func addOutput(_ output: OutputRecord) { add(OutputLine.self, output) }
}
