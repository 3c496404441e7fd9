// The lines of view calls recognizers hold (G17–G23): `hold`, `release` and `discard`.

/// `hold VIEW.touchesPHASE [TOUCHES] NAME`: a view call held by a recognizer (G17–G19).
package enum HoldLine: LineKind {
    package static let id = LineKindID.hold
    package static func wrap(_ record: HoldRecord) -> LineRecord { .hold(record) }
    package static func unwrap(_ line: LineRecord) -> HoldRecord? {
        if case .hold(let record) = line { record } else { nil }
    }
    package static var keywords: [String] { ["hold"] }
    package static var jsonOpening: StaticString { "],\"holds\":[" }

    package static func compact(_ hold: HoldRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.line.append(
            "hold \(scene.views[hold.view.index].name).\(hold.phase.methodName) \(LineOutput.list(hold.touches, step)) "
                + scene.name(of: hold.recognizer))
    }

    package static func json(_ hold: HoldRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.line.appendASCII(",\"responder\":")
        out.line.appendJSONString(scene.views[hold.view.index].name)
        out.line.appendASCII(",\"method\":\"")
        out.line.appendASCII(hold.phase.methodNameLiteral)
        out.line.appendASCII("\",\"touches\":")
        out.appendJSONTouches(hold.touches, step)
        out.line.appendASCII(",\"gesture\":")
        out.line.appendJSONString(scene.name(of: hold.recognizer))
    }

    /// `held VIEW.METHOD [TOUCHES] by NAME (RULE)`.
    package static func text(_ hold: HoldRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.appendTextLine(
            indent: LineOutput.textIndent, "33",
            "held \(scene.views[hold.view.index].name).\(hold.phase.methodName) \(LineOutput.list(hold.touches, step)) by "
                + "\(scene.name(of: hold.recognizer)) (\(hold.rule))")
    }

    package static func rules(_ hold: HoldRecord) -> RuleCitation? { RuleCitation(hold.rule) }
    package static func counter(_ hold: HoldRecord) -> LineCounter { .holds }
    package static func check(_ words: inout LineWordCheck) { words.heldCalls() }
}

/// `release VIEW [TOUCHES]`: held calls of these touches follow (G20).
package enum ReleaseLine: LineKind {
    package static let id = LineKindID.release
    package static func wrap(_ record: ReleaseRecord) -> LineRecord { .release(record) }
    package static func unwrap(_ line: LineRecord) -> ReleaseRecord? {
        if case .release(let record) = line { record } else { nil }
    }
    package static var keywords: [String] { ["release"] }
    package static var jsonOpening: StaticString { "],\"releases\":[" }

    package static func compact(_ release: ReleaseRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.line.append("release \(scene.views[release.view.index].name) \(LineOutput.list(release.touches, step))")
    }

    package static func json(_ release: ReleaseRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.line.appendASCII(",\"view\":")
        out.line.appendJSONString(scene.views[release.view.index].name)
        out.line.appendASCII(",\"touches\":")
        out.appendJSONTouches(release.touches, step)
    }

    package static func text(_ release: ReleaseRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.appendTextLine(
            indent: LineOutput.textIndent, "33",
            "release \(scene.views[release.view.index].name) \(LineOutput.list(release.touches, step)): its held calls follow (G20)")
    }

    package static func rules(_ release: ReleaseRecord) -> RuleCitation? { RuleCitation(release.rule) }
    package static func counter(_ release: ReleaseRecord) -> LineCounter { .releases }
    package static func check(_ words: inout LineWordCheck) { words.heldCalls() }
}

/// `discard VIEW [TOUCHES] NAME|-`: held calls thrown away (G16, G23).
package enum DiscardLine: LineKind {
    package static let id = LineKindID.discard
    package static func wrap(_ record: DiscardRecord) -> LineRecord { .discard(record) }
    package static func unwrap(_ line: LineRecord) -> DiscardRecord? {
        if case .discard(let record) = line { record } else { nil }
    }
    package static var keywords: [String] { ["discard"] }
    package static var jsonOpening: StaticString { "],\"discards\":[" }

    package static func compact(_ discard: DiscardRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.line.append(
            "discard \(scene.views[discard.view.index].name) \(LineOutput.list(discard.touches, step)) "
                + (discard.recognizer.map { scene.name(of: $0) } ?? "-"))
    }

    package static func json(_ discard: DiscardRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.line.appendASCII(",\"view\":")
        out.line.appendJSONString(scene.views[discard.view.index].name)
        out.line.appendASCII(",\"touches\":")
        out.appendJSONTouches(discard.touches, step)
        out.line.appendASCII(",\"gesture\":")
        out.appendStringOrNull(discard.recognizer.map { scene.name(of: $0) })
    }

    package static func text(_ discard: DiscardRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        let by = discard.recognizer.map { "by \(scene.name(of: $0)) (G16)" } ?? "by the cancellation (G23)"
        out.appendTextLine(
            indent: LineOutput.textIndent, "33",
            "discard \(scene.views[discard.view.index].name) \(LineOutput.list(discard.touches, step)): held calls thrown away \(by)"
                + inCell(discard.view, scene))
    }

    /// After a `discard` line of a view that is or lies in a cell: the list never hears of the
    /// calls thrown away, so they select nothing (TS6); empty for other views.
    package static func inCell(_ view: ViewID, _ scene: Scene) -> String {
        var current = view
        while let superview = scene.views[current.index].superview {
            let list = scene.views[superview.index]
            if list.viewClass.isList && scene.views[current.index].viewClass.listClassOfCell == list.viewClass {
                return "; \(list.name) never hears of them, so \(scene.views[current.index].name) is not selected (TS6)"
            }
            current = superview
        }
        return ""
    }

    package static func rules(_ discard: DiscardRecord) -> RuleCitation? { RuleCitation(discard.rule) }
    package static func counter(_ discard: DiscardRecord) -> LineCounter { .discards }
    package static func check(_ words: inout LineWordCheck) { words.heldCalls() }
}

extension HoldRecord: NumberedLine {}
extension ReleaseRecord: NumberedLine {}
extension DiscardRecord: NumberedLine {}

extension StepRecord {
    /// Records a `hold`, `release` or `discard` line.
    mutating func addHold(_ hold: HoldRecord) { add(HoldLine.self, hold) }
    mutating func addRelease(_ release: ReleaseRecord) { add(ReleaseLine.self, release) }
    mutating func addDiscard(_ discard: DiscardRecord) { add(DiscardLine.self, discard) }
}
