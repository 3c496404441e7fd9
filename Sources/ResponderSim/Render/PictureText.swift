/// The words of pictures and reports: what happened to each touch, and what each step did.
/// Every claim is read from the run's records, with the names the compact trace uses.
public enum PictureText {
    /// `0.35 s`.
    public static func time(_ time: Microseconds) -> String { NumberFormatting.seconds(time) + " s" }

    /// A count with its thousands apart: `1,000,002`.
    public static func count(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + grouped
    }

    /// `(130, 120)`.
    public static func point(_ point: Point) -> String { NumberFormatting.point(point) }

    /// The first line about a touch: when and where its finger came down, moved and lifted.
    public static func headline(_ track: TouchTrack, at time: Microseconds?) -> String {
        guard let down = track.points.first else { return track.label }
        var text = "down \(self.time(down.time)) at \(point(down.point))"
        let moves = track.moveCount
        if moves > 0 { text += ", \(moves) move" + (moves == 1 ? "" : "s") }
        switch track.ending {
        case .lifted:
            if let up = track.points.last { text += ", up \(self.time(up.time)) at \(point(up.point))" }
        case .stillDown:
            if let time { text += ", still down at \(self.time(time))" }
        }
        return text
    }

    /// The sentences that say where a touch went (or why it went nowhere), one per line of
    /// the legend: the hit-test view, then each phase with the responder that handled it.
    public static func story(_ track: TouchTrack, _ scene: Scene) -> [String] {
        var lines: [String] = []
        let pathText = track.hitPath.map { scene.views[$0.index].name }.joined(separator: " ▸ ")
        switch track.fate {
        case .withheld(let reason, let view, let rule):
            if let view { lines.append("hit-test view: \(scene.views[view.index].name) (\(pathText))") }
            lines.append("withheld: \(reason.rawValue) (\(rule)): \(track.withholding ?? reason.rawValue); no responder sees it")
        case .delivered(let view, _):
            lines.append("hit-test view: \(scene.views[view.index].name) (\(pathText))")
            for call in track.calls {
                var head = call.phase.name + (call.count > 1 ? " ×\(call.count)" : "")
                if call.phase == .cancelled { head += " (\(cancelCause(call)))" }
                lines.append(head + ": " + outcome(call.hops, scene))
            }
            for skip in track.skips {
                var text = skip.phase.name + (skip.count > 1 ? " ×\(skip.count)" : "") + " skipped while the app ignored touches (I3)"
                if skip.phase == .ended { text += ": \(scene.views[view.index].name) never hears it end" }
                lines.append(text)
            }
        }
        for output in track.outputs {
            lines.append("\(scene.name(of: output.responder)) printed: \(output.text)" + (output.count > 1 ? " (×\(output.count))" : ""))
        }
        if track.droppedOutputs > 0 { lines.append("… and \(track.droppedOutputs) more printed lines") }
        for code in [Notice.Code.neverFinished, .noBegan] {
            let responders = track.notices.filter { $0.code == code }.map { scene.name(of: $0.responder) }
            guard !responders.isEmpty else { continue }
            lines.append("notice \(code.rawValue) (\(code.rule)) at " + responders.joined(separator: ", "))
        }
        return lines
    }

    /// `handled by board, via placard`, or `unhandled, via …` when the call fell off the chain.
    static func outcome(_ hops: [TouchTrack.Hop], _ scene: Scene) -> String {
        guard let last = hops.last else { return "no call" }
        let via = hops.dropLast().map { scene.name(of: $0.responder) }
        let viaText = via.isEmpty ? "" : ", via " + via.joined(separator: ", ")
        switch last.result {
        case .handled, .forwarded:
            return "handled by \(scene.name(of: last.responder))" + viaText
        case .unhandled:
            let names = hops.map { scene.name(of: $0.responder) }
            let passed = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
            return "unhandled (C4): \(passed) forwarded it, and the chain ended"
        }
    }

    /// Why a `cancelled` call happened.
    static func cancelCause(_ call: TouchTrack.Call) -> String {
        switch call.cause {
        case .cancel: "system cancel at \(time(call.time))"
        case .remove: "its view was removed at \(time(call.time))"
        case .touches: "touch limit at \(time(call.time))"
        default: "at \(time(call.time))"
        }
    }

    /// What a step is, in a few words: the text trace's step line, with the picture's own
    /// wording for ignoring and delayed calls.
    public static func describe(_ step: StepRecord, _ scene: Scene) -> String {
        switch step.action {
        case .ignoreBegin: "ignore begin: the app starts ignoring touches"
        case nil: "delayed call"
        default: TextWriter<String>.describe(step, scene)
        }
    }

    /// The steps that are not touch events (and delayed calls), one line each, for a legend.
    /// `omitted` steps beyond these were not kept (a long run); the last line says so.
    static func eventLines(_ steps: ArraySlice<StepRecord>, _ scene: Scene, omitted: Int = 0) -> [String] {
        var lines: [String] = []
        for step in steps {
            switch step.kind {
            case .touches, .wait: continue
            case .timer:
                for output in step.outputs {
                    lines.append("\(time(step.time)) delayed call: \(scene.name(of: output.responder)) printed: \(output.text)")
                }
            default:
                lines.append("\(time(step.time)) \(describe(step, scene))")
            }
        }
        if omitted > 0 { lines.append("(the \(count(omitted)) steps after step \(count(steps.count)) are not listed here)") }
        return lines
    }

}
