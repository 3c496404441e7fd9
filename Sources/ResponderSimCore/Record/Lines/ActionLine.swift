/// `send`, `ask`, `perform`, `no-target` and `command` lines: an action's search (RA2–RA6, RK6).
package enum ActionLine: LineKind {
    package static let id = LineKindID.action
    package static func wrap(_ record: ActionRecord) -> LineRecord { .action(record) }
    package static func unwrap(_ line: LineRecord) -> ActionRecord? {
        if case .action(let record) = line { record } else { nil }
    }
    package static var keywords: [String] { ActionRecord.Line.allCases.map(\.rawValue) }
    package static var jsonOpening: StaticString { "],\"actions\":[" }

    /// The compact line, as text.
    package static func compactText(_ record: ActionRecord, _ scene: Scene) -> String {
        let responder = record.responder.map { scene.name(of: $0) } ?? ""
        switch record.line {
        case .send:
            return "send \(record.action) \(record.sender.map { scene.name(of: $0) } ?? "-") "
                + (record.target.map { scene.name(of: $0) } ?? "nil")
        case .ask: return "ask \(responder) \(record.action) \(record.answer?.rawValue ?? "")"
        case .perform: return "perform \(responder) \(record.action)"
        case .noTarget: return "no-target \(record.action)"
        case .command: return "command \(record.key ?? "") \(record.action) \(responder)"
        }
    }

    package static func compact(_ record: ActionRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.line.append(compactText(record, scene))
    }

    package static func json(_ record: ActionRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.line.appendASCII(",\"line\":\"")
        out.line.append(record.line.rawValue)
        out.line.appendASCII("\",\"action\":")
        out.line.appendJSONString(record.action)
        out.line.appendASCII(",\"responder\":")
        out.appendStringOrNull(record.responder.map { scene.name(of: $0) })
        out.line.appendASCII(",\"answer\":")
        out.appendStringOrNull(record.answer?.rawValue)
        out.line.appendASCII(",\"sender\":")
        out.appendStringOrNull(record.sender.map { scene.name(of: $0) })
        out.line.appendASCII(",\"target\":")
        out.appendStringOrNull(record.target.map { scene.name(of: $0) })
        out.line.appendASCII(",\"start\":")
        out.appendStringOrNull(record.start?.rawValue)
        out.line.appendASCII(",\"key\":")
        out.appendStringOrNull(record.key)
    }

    package static func text(_ record: ActionRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.appendChainLine(compactText(record, scene), record.rules, searchStart(record, scene))
    }

    /// Where a send's or a key command's search starts, and why (RA3, RF9), after its line.
    static func searchStart(_ record: ActionRecord, _ scene: Scene) -> String {
        guard let start = record.start, let responder = record.startResponder else { return "" }
        let name = scene.name(of: responder)
        if record.line == .command {
            return ": of the matching commands on the chain from \(name), the farthest wins; its action is searched from \(name)"
        }
        return ": the search " + start.reason(name)
    }

    package static func rules(_ record: ActionRecord) -> RuleCitation? { record.rules }

    package static func counter(_ record: ActionRecord) -> LineCounter {
        switch record.line {
        case .send: .sends
        case .ask: .asks
        case .perform: .performs
        case .noTarget: .noTargets
        case .command: .commands
        }
    }

    package static func check(_ words: inout LineWordCheck) {
        switch words.words.first {
        case ActionRecord.Line.send.rawValue?:
            words.name(2, .responder, orAbsent: true)
            if words.at(3) != "nil" { words.name(3, .responder) }
        case ActionRecord.Line.ask.rawValue?:
            words.name(1, .responder)
            words.word(3, AskAnswer.allCases.map(\.rawValue), "is no answer of a search")
        case ActionRecord.Line.perform.rawValue?: words.name(1, .responder)
        case ActionRecord.Line.command.rawValue?: words.name(3, .responder)
        default: break
        }
    }
}

extension ActionRecord: NumberedLine {}

extension StepRecord {
    /// Records a `send`, `ask`, `perform`, `no-target` or `command` line.
    mutating func addAction(_ line: ActionRecord) { add(ActionLine.self, line) }
}
