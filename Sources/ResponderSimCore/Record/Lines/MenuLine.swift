/// `menu ACTION TARGET` or `menu none REASON`: the edit menu's validation (RE1, RE2).
package enum MenuLine: LineKind {
    package static let id = LineKindID.menu
    package static func wrap(_ record: MenuRecord) -> LineRecord { .menu(record) }
    package static func unwrap(_ line: LineRecord) -> MenuRecord? {
        if case .menu(let record) = line { record } else { nil }
    }
    package static var keywords: [String] { ["menu"] }
    package static var jsonOpening: StaticString { "],\"menu\":[" }

    /// The compact line, as text.
    package static func compactText(_ record: MenuRecord, _ scene: Scene) -> String {
        guard let action = record.action, let target = record.target else { return "menu none \(record.reason ?? "")" }
        return "menu \(action) \(scene.name(of: target))"
    }

    package static func compact(_ record: MenuRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.line.append(compactText(record, scene))
    }

    package static func json(_ record: MenuRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.line.appendASCII(",\"action\":")
        out.appendStringOrNull(record.action)
        out.line.appendASCII(",\"target\":")
        out.appendStringOrNull(record.target.map { scene.name(of: $0) })
        out.line.appendASCII(",\"reason\":")
        out.appendStringOrNull(record.reason)
        out.line.appendASCII(",\"asks\":[")
        for (position, ask) in record.asks.enumerated() {
            if position > 0 { out.line.append(UInt8(ascii: ",")) }
            out.line.appendASCII("{\"responder\":")
            out.line.appendJSONString(scene.name(of: ask.responder))
            out.line.appendASCII(",\"answer\":\"")
            out.line.append(ask.answer.rawValue)
            out.line.appendASCII("\"}")
        }
        out.line.append(UInt8(ascii: "]"))
    }

    package static func text(_ record: MenuRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.appendChainLine(compactText(record, scene), RuleCitation(.re2), "")
    }

    package static func rules(_ record: MenuRecord) -> RuleCitation? { RuleCitation(.re2) }
    package static func counter(_ record: MenuRecord) -> LineCounter { .menus }

    package static func check(_ words: inout LineWordCheck) {
        if words.at(1) == "none" {
            words.word(2, MenuRecord.EmptyReason.allCases.map(\.rawValue), "is no reason of an empty menu")
        } else {
            words.name(2, .responder)
        }
    }
}

extension MenuRecord: NumberedLine {}

extension StepRecord {
    /// Records a `menu` line.
    mutating func addMenu(_ line: MenuRecord) { add(MenuLine.self, line) }
}
