/// `become N`, `resign N`, `key-window W`, with what happened (RF4–RF8, TI1–TI4).
package enum FirstResponderLine: LineKind {
    package static let id = LineKindID.firstResponder
    package static func wrap(_ record: FirstResponderRecord) -> LineRecord { .firstResponder(record) }
    package static func unwrap(_ line: LineRecord) -> FirstResponderRecord? {
        if case .firstResponder(let record) = line { record } else { nil }
    }
    package static var keywords: [String] { FirstResponderRecord.Line.allCases.map(\.rawValue) }
    package static var jsonOpening: StaticString { "],\"firstResponder\":[" }

    /// The compact line, as text.
    package static func compactText(_ record: FirstResponderRecord, _ scene: Scene) -> String {
        var text = "\(record.line.rawValue) \(scene.name(of: record.responder))"
        switch record.result {
        case .done: break
        case .already: text += " already"
        case .removed: text += " removed"
        case .refused:
            text += " refused " + (record.reason ?? "")
            if let other = record.other { text += " " + scene.name(of: other) }
        }
        return text
    }

    package static func compact(_ record: FirstResponderRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.line.append(compactText(record, scene))
    }

    package static func json(_ record: FirstResponderRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.line.appendASCII(",\"line\":\"")
        out.line.append(record.line.rawValue)
        out.line.appendASCII("\",\"responder\":")
        out.line.appendJSONString(scene.name(of: record.responder))
        out.line.appendASCII(",\"window\":")
        out.appendJSONName(record.window, scene)
        out.line.appendASCII(",\"result\":\"")
        out.line.append(record.result.rawValue)
        out.line.appendASCII("\",\"reason\":")
        out.appendStringOrNull(record.reason)
        out.line.appendASCII(",\"other\":")
        out.appendStringOrNull(record.other.map { scene.name(of: $0) })
        // TI1, TI3, TI4: what made the change, and the recognizer or scroll view behind it.
        out.line.appendASCII(",\"cause\":")
        out.appendStringOrNull(record.cause?.name)
        out.line.appendASCII(",\"by\":")
        switch record.cause {
        case .endEditing(let recognizer): out.line.appendJSONString(scene.name(of: recognizer))
        case .drag(let scrollView): out.line.appendJSONString(scene.views[scrollView.index].name)
        case .textViewTap, nil: out.line.appendASCII("null")
        }
    }

    package static func text(_ record: FirstResponderRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.appendChainLine(compactText(record, scene), RuleCitation(record.rule), cause(record, scene))
    }

    /// What made a text-input change, after its line in the text trace (TI1, TI3, TI4); empty
    /// for the chain's own lines.
    static func cause(_ record: FirstResponderRecord, _ scene: Scene) -> String {
        switch record.cause {
        case nil: ""
        case .textViewTap: ": a tap ended on the editable text view"
        case .endEditing(let recognizer):
            ": \(scene.name(of: recognizer))'s action ends editing in \(scene.views[scene.recognizers[recognizer.index].view.index].name), forced"
        case .drag(let scrollView): ": the drag that scrolls \(scene.views[scrollView.index].name) dismisses the keyboard"
        }
    }

    package static func rules(_ record: FirstResponderRecord) -> RuleCitation? { RuleCitation(record.rule) }
    package static func counter(_ record: FirstResponderRecord) -> LineCounter { .firstResponder }

    package static func check(_ words: inout LineWordCheck) {
        guard let keyword = words.words.first else { return }
        if keyword == FirstResponderRecord.Line.keyWindow.rawValue {
            words.name(1, .window)
            return
        }
        words.name(1, .responder)
        words.word(2, FirstResponderResult.allCases.filter { $0 != .done }.map(\.rawValue), "is no outcome of \(keyword)")
        if words.at(2) == FirstResponderResult.refused.rawValue {
            words.word(3, FirstResponderRecord.Refusal.allCases.map(\.rawValue), "is no reason for a refusal")
            words.name(4, .responder)
        }
    }
}

extension FirstResponderRecord: NumberedLine {}

extension StepRecord {
    /// Records a `become`, `resign` or `key-window` line.
    mutating func addFirstResponder(_ line: FirstResponderRecord) { add(FirstResponderLine.self, line) }
}

extension LineOutput {
    /// A chain line of the text trace: its compact line, its rules in brackets and what
    /// follows, in the chain's colour.
    package mutating func appendChainLine(_ compact: String, _ rules: RuleCitation, _ after: String) {
        appendTextLine(indent: Self.textIndent, "35", compact + " (" + rules.ids.map(\.rawValue).joined(separator: ", ") + ")" + after)
    }

    /// Where the lines under a step line start in the text trace.
    package static var textIndent: Int { 16 }
}
