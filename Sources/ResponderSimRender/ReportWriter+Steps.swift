import ResponderSimCore
import ResponderSimTeaching

/// The report's step list, for ``ReportWriter``: each step of the trace as a list item, and
/// what the picture reads of a line (a hop and its style, the rules it cites).
extension ReportWriter {
    /// One step of the trace, as a list item; the rules it cites are added to `cited`.
    static func stepItem(_ step: StepRecord, _ scene: Scene, cited: inout Set<RuleID>) -> String {
        let what = PictureText.describe(step, scene)
        let title = "Step \(step.number) · \(PictureText.time(step.time)) · " + what
        var html =
            "<li class=\"step\" id=\"step-\(step.number)\" data-step=\"\(step.number)\" data-title=\"" + SVGText.escape(title) + "\">"
        html += "<div class=\"head\"><span class=\"n\">\(step.number)</span><span class=\"t\">" + PictureText.time(step.time) + "</span>"
        html +=
            "<span class=\"kind\">" + step.kind.rawValue + "</span><span class=\"what\">" + SVGText.escape(what)
            + "</span></div>\n<ul class=\"lines\">"
        func touch(_ ref: TouchRef) -> String {
            "<b class=\"c\(ref.serial % PictureDrawing.touchColors.count)\">" + SVGText.escape(step.name(of: ref)) + "</b>"
        }
        var lines = 0
        for test in step.hitTests {
            html += "<li class=\"hit\">hit-test " + touch(test.touch)
            if let view = test.view {
                let path = step.pathViews[test.path].map { scene.views[$0.index].name }.joined(separator: " ▸ ")
                html +=
                    " → <b>" + SVGText.escape(scene.views[view.index].name) + "</b> <span class=\"muted\">(" + SVGText.escape(path)
                    + ")</span>"
            } else if step.hitTestWasSkipped(test) {
                html += " not run"
            } else {
                html += " → nothing"
            }
            html += "</li>"
            lines += 1
            if !test.attachments.isEmpty {
                let attachments = step.attachments[test.attachments]
                let taken = attachments.filter { $0.verdict == .attached }.map { SVGText.escape(scene.name(of: $0.recognizer)) }
                let left = attachments.filter { $0.verdict != .attached }.map {
                    SVGText.escape(scene.name(of: $0.recognizer)) + " (" + $0.verdict.reason + ")"
                }
                html += "<li class=\"attach\">recognizers for " + touch(test.touch) + ": "
                html += taken.isEmpty ? "none" : taken.joined(separator: ", ")
                if !left.isEmpty { html += "; left out: " + left.joined(separator: ", ") }
                html += " (" + ruleLink(.g1, &cited) + ")</li>"
            }
        }
        // Hops of calls and of searches share one numbering, as the picture's badges do.
        var hop = 0
        for entry in step.entries {
            let hopStyle = Self.hop(entry, step)
            if hopStyle != nil { hop += 1 }
            switch step.line(entry) {
            case .drop(let drop)?:
                let at = drop.view.map { " at " + SVGText.escape(scene.views[$0.index].name) } ?? ""
                html +=
                    "<li class=\"drop\">withheld " + touch(drop.touch) + ": " + drop.reason.rawValue + " (" + ruleLink(drop.rule, &cited)
                    + ")" + at
                html += " — " + SVGText.escape(TraceWording.withholding(drop, in: step, scene)) + "; no responder sees it</li>"
            case nil:
                guard case .delivery(let index) = entry else { continue }
                let delivery = step.deliveries[index]
                let call = step.calls[delivery.call]
                let touches =
                    call.message == nil
                    ? step.touches(of: delivery).map(touch).joined(separator: ", ") : SVGText.escape(step.item(of: call))
                let locations = step.locations[delivery.locations].map(NumberFormatting.point).joined(separator: " ")
                let result = delivery.result
                html += "<li class=\"hop \(result.rawValue)\"><span class=\"hopnum \(result.rawValue)\">\(hop)</span>"
                html += SVGText.escape(scene.name(of: delivery.responder)) + "." + call.methodName
                html += " [" + touches + "] "
                html += "<span class=\"muted\">" + SVGText.escape(locations) + "</span> <span class=\"result\">"
                html += result == .unhandled ? "unhandled (" + ruleLink(.c4, &cited) + ")" : result.rawValue
                html += "</span>"
                switch step.calls[delivery.call].origin {
                case .event: break
                case .release(let heldAt):
                    html += " <span class=\"origin\">released: held at step \(heldAt) (" + ruleLink(.g20, &cited) + ")</span>"
                case .gesture(let by):
                    html +=
                        " <span class=\"origin\">" + SVGText.escape(scene.name(of: by)) + " took the touch (" + ruleLink(.g16, &cited)
                        + ")</span>"
                }
                html += "</li>"
            case .output(let output)?:
                html +=
                    "<li class=\"output\">output " + SVGText.escape(scene.name(of: output.responder)) + ": " + SVGText.escape(output.text)
                    + "</li>"
            case .skip(let skip)?:
                html +=
                    "<li class=\"skip\">skipped " + touch(skip.touch) + " " + skip.phase.name + " at "
                    + SVGText.escape(scene.views[skip.view.index].name)
                html += ": ignoring-interaction (" + ruleLink(.i3, &cited) + ")</li>"
            case let line?:
                var className: String
                switch line {
                case .gesture(let gesture): className = "gesture s-" + gesture.state.rawValue
                case .control: className = "control"
                case .hold: className = "hold"
                case .release: className = "release"
                case .discard: className = "discard"
                // The responder chain's lines, scroll and cell lines, and any kind added later.
                default: className = "chain"
                }
                let rules = Self.rules(of: entry, step, scene)
                html += "<li class=\"\(className)\">"
                if let hopStyle { html += "<span class=\"hopnum \(hopStyle.style.rawValue)\">\(hop)</span>" }
                html += SVGText.escape(CompactLines.gestureLine(entry, step, scene))
                if !rules.isEmpty {
                    html += " <span class=\"muted\">(" + rules.map { ruleLink($0, &cited) }.joined(separator: ", ") + ")</span>"
                }
                html += "</li>"
            }
            lines += 1
        }
        if lines == 0 {
            let note: String
            switch step.kind {
            case .touches:
                note =
                    step.gestureInputs.isEmpty
                    ? "no call: these touches produce nothing (withheld or finished earlier)"
                    : "no call reaches a view: these touches are withheld or finished for the views, but recognizers take their calls (G5, L4)"
            case .cancel: note = "no live touch to cancel"
            case .remove: note = "no live touch was bound inside it"
            case .set: note = "later hit tests read the new value; touches already bound keep their view (B1, B3)"
            case .ignoreBegin: note = "touches that begin now are withheld; live touches' events are skipped (I2, I3)"
            case .ignoreEnd: note = "delivery resumes once the outermost ignore ends (I3)"
            case .wait: note = "time passes"
            case .timer: note = "the delayed call printed nothing"
            case .press, .shake: note = "it belongs to a cancelled press or shake, so it does nothing (RK9, RM3)"
            case .become, .resign, .makeKey, .action, .key, .remote, .menu: note = "nothing happened"
            }
            html += "<li class=\"note\">" + linkingRules(SVGText.escape(note), &cited) + "</li>"
        }
        html += "</ul></li>\n"
        return html
    }

    /// A line that is a hop, numbered in the step and drawn as a badge: a delivery, or an `ask`
    /// of a search (RA2), with its responder and its style (an answer yes as handled, no as
    /// forwarded, refused as unhandled) and whether its outline is dashed. Nil for other lines.
    static func hop(_ entry: StepEntry, _ step: StepRecord) -> (responder: Responder, style: DeliveryResult, dashed: Bool)? {
        if case .delivery(let index) = entry {
            let delivery = step.deliveries[index]
            return (delivery.responder, delivery.result, delivery.result == .forwarded)
        }
        switch step.line(entry) {
        case .action(let line)?:
            guard let responder = line.responder, let answer = line.answer else { return nil }
            let style: DeliveryResult = answer == .yes ? .handled : answer == .refused ? .unhandled : .forwarded
            return (responder, style, answer != .yes)
        default:
            return nil
        }
    }

    /// The rules behind a recognizer, control, hold, release or discard line, as the record
    /// gives them.
    static func rules(of entry: StepEntry, _ step: StepRecord, _ scene: Scene) -> [RuleID] {
        switch step.line(entry) {
        case nil, .drop?, .output?, .skip?: []
        default: step.rules(of: entry)?.ids ?? []
        }
    }
}
