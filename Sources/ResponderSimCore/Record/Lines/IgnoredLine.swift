/// `remote SUBTYPE not-receiving`: a remote-control event nobody receives (RM4).
package enum IgnoredLine: LineKind {
    package static let id = LineKindID.ignored
    package static func wrap(_ record: IgnoredRecord) -> LineRecord { .ignored(record) }
    package static func unwrap(_ line: LineRecord) -> IgnoredRecord? {
        if case .ignored(let record) = line { record } else { nil }
    }
    package static var keywords: [String] { ["remote"] }
    package static var jsonOpening: StaticString { "],\"ignored\":[" }

    package static func compact(_ record: IgnoredRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.line.append("remote \(record.item) not-receiving")
    }

    package static func json(_ record: IgnoredRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.line.appendASCII(",\"event\":\"remote\",\"item\":")
        out.line.appendJSONString(record.item)
        out.line.appendASCII(",\"reason\":\"not-receiving\"")
    }

    package static func text(_ record: IgnoredRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.appendChainLine("remote \(record.item) not-receiving", RuleCitation(.rm4), "")
    }

    package static func rules(_ record: IgnoredRecord) -> RuleCitation? { RuleCitation(.rm4) }
    package static func counter(_ record: IgnoredRecord) -> LineCounter { .ignored }

    package static func check(_ words: inout LineWordCheck) {
        if let outcome = words.at(2), outcome != "not-receiving" {
            words.fail("'\(outcome)' is no outcome of a remote-control event; did you mean 'not-receiving'?")
        }
    }
}

extension IgnoredRecord: NumberedLine {}

extension StepRecord {
    /// Records a `remote … not-receiving` line.
    mutating func addIgnored(_ line: IgnoredRecord) { add(IgnoredLine.self, line) }
}
