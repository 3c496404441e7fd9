import ResponderSimCore
import ResponderSimTeaching

/// The words of pictures and reports: what happened to each touch, and what each step did.
/// Every claim is read from the run's records, with the names the compact trace uses.
package enum PictureText {
    /// `0.35 s`.
    package static func time(_ time: Microseconds) -> String { NumberFormatting.seconds(time) + " s" }

    /// A count with its thousands apart: `1,000,002`.
    package static func count(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + grouped
    }

    /// `(130, 120)`.
    package static func point(_ point: Point) -> String { NumberFormatting.point(point) }

    /// The first line about a touch: when and where its finger came down, moved and lifted.
    package static func headline(_ track: TouchTrack, at time: Microseconds?) -> String {
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
    /// the legend: the hit-test view and the recognizers that took the touch, then each phase
    /// with the responder that handled it and the control events it sent, the calls
    /// recognizers held, and what each recognizer did with the touch.
    /// In a focused picture, runs of plain containers (`collapsing`) in the path and in a
    /// call's chain are counted rather than named (`via UITableView-1, 8 containers, UIWindow-1`).
    package static func story(_ track: TouchTrack, _ scene: Scene, collapsing: Set<ViewID> = []) -> [String] {
        var lines: [String] = []
        let pathText = names(track.hitPath.map { Responder.view($0) }, scene, collapsing: collapsing).joined(separator: " ▸ ")
        switch track.fate {
        case .withheld(let reason, let view, let rule):
            if let view { lines.append("hit-test view: \(scene.views[view.index].name) (\(pathText))") }
            lines.append("withheld: \(reason.rawValue) (\(rule)): \(track.withholding ?? reason.rawValue); no responder sees it")
            if let reached = recognizersLine(track, scene) { lines.append(reached) }
        case .delivered(let view, _):
            lines.append("hit-test view: \(scene.views[view.index].name) (\(pathText))")
            if let reached = recognizersLine(track, scene) { lines.append(reached) }
            for call in track.calls {
                var head = call.phase.name + (call.count > 1 ? " ×\(call.count)" : "")
                switch call.origin {
                case .gesture(let by): head += " (\(scene.name(of: by)) took the touch at \(time(call.time)), G16)"
                case .release: head += " (held, released at \(time(call.time)), G20)"
                case .event: if call.phase == .cancelled { head += " (\(cancelCause(call)))" }
                }
                var line = head + ": " + outcome(call.hops, scene, collapsing: collapsing)
                if let first = call.controlEvents.first, let last = call.controlEvents.last {
                    line +=
                        "; control \(scene.views[first.control.index].name) "
                        + call.controlEvents.map(\.event.rawValue).joined(separator: ", ") + " (\(last.event.rule))"
                }
                lines.append(line)
            }
            if track.calls.isEmpty && !track.holds.isEmpty {
                lines.append("no call reached \(scene.views[view.index].name): recognizers held them back (G17)")
            }
            for hold in track.holds { lines.append(holdLine(hold, scene)) }
            if track.droppedHolds > 0 { lines.append("… and \(track.droppedHolds) more held calls") }
            for skip in track.skips {
                var text = skip.phase.name + (skip.count > 1 ? " ×\(skip.count)" : "") + " skipped while the app ignored touches (I3)"
                if skip.phase == .ended { text += ": \(scene.views[view.index].name) never hears it end" }
                lines.append(text)
            }
        }
        for recognition in track.recognitions where !recognition.changes.isEmpty {
            lines.append(recognitionLine(recognition, scene))
        }
        for output in track.outputs {
            lines.append("\(scene.name(of: output.responder)) printed: \(output.text)" + (output.count > 1 ? " (×\(output.count))" : ""))
        }
        if track.droppedOutputs > 0 { lines.append("… and \(track.droppedOutputs) more printed lines") }
        for code in [Notice.Code.neverFinished, .noBegan, .stillHeld] {
            let responders = track.notices.filter { $0.code == code }.map { scene.name(of: $0.responder) }
            guard !responders.isEmpty else { continue }
            lines.append("notice \(code.rawValue) (\(code.rule)) at " + responders.joined(separator: ", "))
        }
        return lines
    }

    /// What lay under a touch's finger, in at most two sentences: the views its hit test
    /// passed over there and why (`passed over under the finger: key (interaction off, H2)`),
    /// and the view its hit-test view covers (`under it: cell would get the touch without
    /// overlay (main ▸ table ▸ cell; H5)`).
    static func underLines(_ finger: UnderFinger, track: TouchTrack, _ scene: Scene) -> [String] {
        var lines: [String] = []
        if !finger.passedOver.isEmpty {
            let shown = finger.passedOver.prefix(8).map { passed in
                "\(scene.views[passed.view.index].name) (\(verdictWords(passed.verdict)))"
            }
            let more = finger.passedOver.count - shown.count
            lines.append(
                "passed over under the finger: " + shown.joined(separator: ", ") + (more > 0 ? " and \(more) more" : ""))
        }
        if case .delivered(let hit, let window) = track.fate,
            let covered = TraceWording.covered(finger.covered, hit: hit, window: window, scene)
        {
            lines.append(covered.sentence)
        }
        return lines
    }

    /// Why the hit test passed over a view, with the rule: `interaction off, H2`.
    static func verdictWords(_ verdict: HitVerdict) -> String {
        switch verdict {
        case .hidden: "hidden, H2"
        case .transparent: "alpha below 0.01, H2"
        case .interactionDisabled: "interaction off, H2"
        case .disabledControl: "enabled: no, U1"
        case .passthrough: "passthrough, H8"
        case .hit, .outside: verdict.rawValue
        }
    }

    /// The colour of a legend sentence: red for a withheld touch, purple for a notice, amber
    /// for a held call, magenta for what recognizers did, ink otherwise.
    /// The scene's recognizer names come gathered once (a legend of ten thousand touches on
    /// scroll views would otherwise ask twenty thousand names a sentence).
    static func sentenceColor(_ sentence: String, recognizerNames: Set<String>) -> String {
        if sentence.hasPrefix("withheld") { return "#a61b1b" }
        if sentence.hasPrefix("notice") { return "#7b1fa2" }
        if sentence.hasPrefix("held:") { return "#8a5a00" }
        if sentence.hasPrefix("recognizers:") || startsWithRecognizer(sentence, recognizerNames) {
            return "#880e4f"
        }
        return PictureDrawing.ink
    }

    /// Whether `sentence` starts with a recognizer's name and ` (`: each text before a ` (` is a
    /// candidate.
    private static func startsWithRecognizer(_ sentence: String, _ names: Set<String>) -> Bool {
        guard !names.isEmpty else { return false }
        var rest = sentence[...]
        while let found = rest.range(of: " (") {
            if names.contains(String(sentence[..<found.lowerBound])) { return true }
            rest = sentence[found.upperBound...]
        }
        return false
    }

    /// `ok's slop (70 pt): t1 inside (U3)`.
    static func slopWords(_ slop: Picture.ControlSlop) -> String {
        "\(slop.name)'s slop (\(NumberFormatting.decimal(slop.slop)) pt): \(slop.touch) " + (slop.inside ? "inside" : "outside") + " (U3)"
    }

    /// `recognizers: dbl, single (G1)`, with those left out and why; nil when none is on the path.
    static func recognizersLine(_ track: TouchTrack, _ scene: Scene) -> String? {
        guard !track.recognitions.isEmpty else { return nil }
        let taken = track.recognitions.filter { $0.verdict == .attached }.map { scene.name(of: $0.recognizer) }
        var rules: [RuleID] = [.g1]
        if case .withheld(let reason, _, _) = track.fate, !taken.isEmpty {
            rules.append(reason == .exclusiveTouch ? .g2 : .g3)
        }
        var text = "recognizers: " + (taken.isEmpty ? "none took it" : taken.joined(separator: ", "))
        let left = track.recognitions.filter { $0.verdict != .attached }
        if !left.isEmpty {
            text += "; left out: " + left.map { "\(scene.name(of: $0.recognizer)) (\($0.verdict.reason))" }.joined(separator: ", ")
            if left.contains(where: { $0.verdict == .exclusiveTouch }) && !rules.contains(.g2) { rules.append(.g2) }
            if left.contains(where: { $0.verdict == .terminal }) { rules.append(.g10) }
        }
        return text + " (" + rules.map(\.rawValue).joined(separator: ", ") + ")"
    }

    /// `held: touchesEnded by dbl at 0.1 s (G18), released at 0.45 s (G20)`.
    static func holdLine(_ hold: TouchTrack.Hold, _ scene: Scene) -> String {
        let recognizer = scene.recognizers[hold.recognizer.index]
        var text = "held: \(hold.phase.methodName) by \(recognizer.name) at \(time(hold.time)) (\(hold.rule))"
        switch hold.outcome {
        case .held: text += ", still held"
        case .released(_, let at): text += ", released at \(time(at)) (G20)"
        case .discarded(_, let at, let by?): text += ", discarded at \(time(at)) when \(scene.name(of: by)) took the touch (G16)"
        case .discarded(_, let at, nil): text += ", discarded at \(time(at)) with the touch's cancellation (G23)"
        }
        return text
    }

    /// A `gesture` line's state and reason: `recognized`, `failed timeout`, `failed required dbl`.
    static func stateWords(_ state: GestureState, _ failure: GestureFailure?, _ other: GestureOther?, _ scene: Scene) -> String {
        var text = state.rawValue
        guard let failure else { return text }
        text += " " + failure.rawValue
        if let other { text += " " + scene.name(of: other) }
        return text
    }

    /// `dbl (tap): failed timeout at 0.45 s (GT1, GT4)`; `pan (pan): began at 0.02 s, changed ×3, ended at 0.05 s (G8)`.
    static func recognitionLine(_ recognition: TouchTrack.Recognition, _ scene: Scene) -> String {
        let recognizer = scene.recognizers[recognition.recognizer.index]
        var rules: [RuleID] = []
        let parts = recognition.changes.map { change -> String in
            var text = stateWords(change.state, change.failure, change.other, scene)
            rules += change.rules.ids
            text += change.count > 1 ? " ×\(change.count)" : " at \(time(change.time))"
            return text
        }
        var unique: [RuleID] = []
        for rule in rules where !unique.contains(rule) { unique.append(rule) }
        return "\(recognizer.name) (\(recognizer.kind.name)): " + parts.joined(separator: ", ") + " ("
            + unique.map(\.rawValue).joined(separator: ", ") + ")"
    }

    /// `handled by board, via placard`, or `unhandled, via …` when the call fell off the chain.
    static func outcome(_ hops: [TouchTrack.Hop], _ scene: Scene, collapsing: Set<ViewID> = []) -> String {
        guard let last = hops.last else { return "no call" }
        let via = names(hops.dropLast().map(\.responder), scene, collapsing: collapsing)
        let viaText = via.isEmpty ? "" : ", via " + via.joined(separator: ", ")
        switch last.result {
        case .handled, .forwarded:
            return "handled by \(scene.name(of: last.responder))" + viaText
        case .unhandled:
            let names = names(hops.map(\.responder), scene, collapsing: collapsing)
            let passed = TraceWording.names(names)
            return "unhandled (C4): \(passed) forwarded it, and the chain ended"
        }
    }

    /// The responders' names, each run of two or more views of `collapsing` as one count
    /// (`8 containers`).
    static func names(_ responders: [Responder], _ scene: Scene, collapsing: Set<ViewID>) -> [String] {
        var names: [String] = []
        var run: [String] = []
        func flush() {
            if run.count >= 2 { names.append("\(run.count) containers") } else { names += run }
            run = []
        }
        for responder in responders {
            if case .view(let view) = responder, collapsing.contains(view) {
                run.append(scene.name(of: responder))
            } else {
                flush()
                names.append(scene.name(of: responder))
            }
        }
        flush()
        return names
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
    package static func describe(_ step: StepRecord, _ scene: Scene) -> String {
        switch step.action {
        case .ignoreBegin: "ignore begin: the app starts ignoring touches"
        case nil:
            if case .recognizer = step.timer?.owner { TextWriter<String>.describe(step, scene) } else { "delayed call" }
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
                if case .recognizer = step.timer?.owner { lines.append("\(time(step.time)) \(describe(step, scene))") }
                for output in step.lines(of: OutputLine.self) {
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
