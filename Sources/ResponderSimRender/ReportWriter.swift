import ResponderSimCore
import ResponderSimTeaching

/// Writes a run as one self-contained HTML page: the picture on one side, the trace on the
/// other, and a step slider (and the arrow keys) that moves through the steps.
///
/// Everything is inline: the SVG, the CSS and a little plain JavaScript; nothing is fetched,
/// so the page works offline. The page is also well-formed XML (the script sits in a CDATA
/// section), so tests can parse it. Without JavaScript it shows the whole run.
///
/// Every rule id the trace cites links to the rule's statement at the end of the page and
/// shows it on hover. A teaching mode (the "hide later steps" toggle, or `#hide-future` in
/// the address) hides the steps after the current one and everything that tells the end of
/// the story (the touches in words, the notices), so a class can guess before it is shown.
/// A run longer than ``PictureLimits/maxSteps`` is stepped through up to there, and the page
/// says so.
package enum ReportWriter {
    /// Writes the report of `recording` into `output`; `named` views are labelled even when
    /// the tree is too large to label every view (``PictureFocus``).
    package static func write<Output: TextOutputStream>(
        _ recording: RunRecording, naming named: Set<ViewID> = [], into output: inout Output
    ) {
        let scene = recording.scene
        let whole = Picture(recording, naming: named)
        let tracks = whole.tracks
        let stepCount = recording.steps.count
        let stepped = recording.isComplete ? tracks : recording.tracks(afterSteps: stepCount)
        let picture = ReportPicture(recording: recording, tracks: stepped, naming: named)
        let svg = picture.svg()
        var cited: Set<RuleID> = []

        var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
        html += "<title>" + SVGText.escape(whole.title) + " · responder-sim</title>\n"
        html += "<style>\n" + css + touchColorCSS() + "</style>\n</head>\n<body>\n"

        // Header.
        html += "<header>\n<h1>" + SVGText.escape(whole.title) + "</h1>\n"
        let device = scene.device
        var meta = SVGText.escape(scene.path) + " · " + SVGText.escape(device.name ?? "custom device")
        let total = recording.totalSteps
        meta +=
            ": \(device.touchLimit) touches, overflow \(device.overflow.rawValue) · \(PictureText.count(total)) step"
            + (total == 1 ? "" : "s")
        html += "<p class=\"meta\">" + meta + "</p>\n"
        if !recording.isComplete {
            html += "<p class=\"limit\">This run has \(PictureText.count(total)) steps, too many to step through: the slider "
            html +=
                "covers the first \(PictureText.count(stepCount)). The touches in words, the notices and the totals below cover the whole run; "
            html += "<code>responder-sim run</code> prints every step.</p>\n"
        }
        if let note = whole.summaryNote { html += "<p class=\"limit\">" + SVGText.escape(note) + ".</p>\n" }
        if let note = picture.focus.note { html += "<p class=\"meta focus-note\">" + SVGText.escape(note) + ".</p>\n" }
        html += "</header>\n"

        // Controls.
        html += "<nav class=\"controls\">\n"
        html += "<button id=\"prev\" type=\"button\" title=\"previous step (left arrow)\">◀</button>\n"
        html +=
            "<input id=\"slider\" type=\"range\" min=\"0\" max=\"\(stepCount)\" value=\"\(stepCount)\" step=\"1\" aria-label=\"step\"/>\n"
        html += "<button id=\"next\" type=\"button\" title=\"next step (right arrow)\">▶</button>\n"
        html += "<span id=\"where\">the whole run</span>\n"
        html += "<label class=\"teach\" title=\"teaching mode: hide the steps after the current one (#hide-future)\">"
        html += "<input id=\"hide-future\" type=\"checkbox\"/> hide later steps</label>\n</nav>\n"

        // Picture and key.
        var laneRules: Set<RuleID> = []
        let lanes = RecognizerLanes.html(recording, cited: &laneRules)
        html += "<main>\n<section class=\"picture" + (lanes.isEmpty ? "" : " with-lanes") + "\">\n" + svg + lanes + "</section>\n"

        // Notes, then the trace.
        html += "<section class=\"trace\">\n"
        if let notes = scene.notes, !notes.isEmpty {
            html += "<div class=\"notes\">"
            for paragraph in paragraphs(notes) {
                html += "<p>" + paragraph.map { linkingRules(SVGText.escape($0), &cited) }.joined(separator: "<br/>") + "</p>"
            }
            html += "</div>\n"
        }
        html += "<ol id=\"steps\">\n"
        html += "<li class=\"step\" id=\"step-0\" data-step=\"0\" data-title=\"Before the first step\"><div class=\"head\">"
        html += "<span class=\"n\">0</span><span class=\"what\">before the first step: the scene as written</span></div></li>\n"
        for step in recording.steps {
            html += stepItem(step, scene, cited: &cited)
        }
        html += "</ol>\n"
        html += "<div class=\"whole-run\">\n"
        if !recording.isComplete {
            let summary = recording.summary
            let counts = [
                (summary.deliveries, "deliveries"), (summary.drops, "drops"), (summary.skips, "skips"), (summary.unhandled, "unhandled"),
                (summary.outputs, "outputs"), (summary.notices, "notices"),
            ].map { PictureText.count($0.0) + " " + $0.1 }
            html += "<p class=\"limit\">Steps \(PictureText.count(stepCount + 1)) to \(PictureText.count(total)) are not listed. "
            html += "The whole run: " + counts.joined(separator: ", ") + ".</p>\n"
        }
        if !recording.notices.isEmpty {
            html += "<h2>Notices</h2>\n<ul class=\"notices\">\n"
            for notice in recording.notices {
                html += "<li>" + linkingRules(SVGText.escape(TraceWording.notice(notice, scene)), &cited) + "</li>\n"
            }
            html += "</ul>\n"
        }
        html += "<h2>Touches</h2>\n<ul class=\"touches\">\n"
        for (index, track) in tracks.enumerated() {
            html += "<li><span class=\"swatch c\(track.colorIndex % PictureDrawing.touchColors.count)\"></span>"
            html += "<b class=\"c\(track.colorIndex % PictureDrawing.touchColors.count)\">" + SVGText.escape(track.label) + "</b> "
            html += "<span class=\"muted\">" + SVGText.escape(PictureText.headline(track, at: nil)) + "</span><ul>"
            for sentence in whole.stories[index] { html += "<li>" + linkingRules(SVGText.escape(sentence), &cited) + "</li>" }
            html += "</ul></li>\n"
        }
        if tracks.isEmpty { html += "<li>No touches.</li>\n" }
        html += "</ul>\n</div>\n<h2>Key</h2>\n<div class=\"key\">\n" + keySVG(whole) + reportKey + "</div>\n"
        html += rulesSection(cited.union(laneRules))
        html += "</section>\n</main>\n"
        html += "<script>//<![CDATA[\n" + script(maxStep: stepCount) + "//]]></script>\n</body>\n</html>\n"
        output.write(html)
    }

    /// Block text as paragraphs (a blank line between them), each a list of lines. Lines the
    /// author only wrapped are joined again, so the text flows in any width; a line break the
    /// author meant stays: before a line that opens with a label (`Task:`, `Rules to read
    /// afterwards:`) or a list mark (`-`, `*`, `1.`), after a line ending in `:`, and after a
    /// sentence that ends well short of the paragraph's width.
    static func paragraphs(_ text: String) -> [[String]] {
        var result: [[String]] = []
        var block: [String] = []
        func flush() {
            guard !block.isEmpty else { return }
            let width = block.map(\.count).max() ?? 0
            var lines: [String] = []
            for (index, line) in block.enumerated() {
                let previous = index > 0 ? block[index - 1] : nil
                let keepsBreak =
                    previous.map { previous in
                        previous.hasSuffix(":") || startsItem(line)
                            || (previous.count * 10 < width * 7 && [".", "?", "!"].contains(previous.last))
                    } ?? true
                if keepsBreak || lines.isEmpty { lines.append(line) } else { lines[lines.count - 1] += " " + line }
            }
            result.append(lines)
            block = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = String(line.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
            if trimmed.isEmpty { flush() } else { block.append(trimmed) }
        }
        flush()
        return result
    }

    /// Whether a line opens an item: a list mark, or a short capitalised label and a colon.
    static func startsItem(_ line: String) -> Bool {
        if line.hasPrefix("- ") || line.hasPrefix("* ") || line.hasPrefix("• ") { return true }
        let digits = line.prefix { $0.isNumber }
        if !digits.isEmpty, line.dropFirst(digits.count).hasPrefix(". ") { return true }
        guard let first = line.first, first.isUppercase, let colon = line.firstIndex(of: ":") else { return false }
        let label = line[..<colon]
        return label.count <= 32 && label.allSatisfy { $0.isLetter || $0 == " " || $0 == "'" }
    }

    /// Escaped text with every rule id of the catalogue (`M1`, `GT3`) made a link to its
    /// statement at the end of the page, with the statement on hover; the ids are added to
    /// `cited`.
    static func linkingRules(_ escaped: String, _ cited: inout Set<RuleID>) -> String {
        var result = ""
        var word = ""
        func flush() {
            if let id = RuleID(rawValue: word) {
                result += ruleLink(id, &cited)
            } else {
                result += word
            }
            word = ""
        }
        for character in escaped {
            if character.isLetter || character.isNumber || character == "_" || character == "-" {
                word.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }

    /// `<a class="rule" href="#rule-M1" title="…">M1</a>`, the rule added to `cited`. Only a
    /// rule's first link on the page carries its statement; the page's script gives it to the
    /// others, so a long run does not repeat every statement at every line.
    static func ruleLink(_ id: RuleID, _ cited: inout Set<RuleID>) -> String {
        guard cited.insert(id).inserted else { return "<a class=\"rule\" href=\"#rule-\(id)\">\(id)</a>" }
        let rule = id.rule
        let title = "\(id) \(rule.tag.bracketed) \(rule.summary). \(rule.statement)"
        return "<a class=\"rule\" href=\"#rule-\(id)\" title=\"" + SVGText.escape(title) + "\">\(id)</a>"
    }

    /// The statements of the rules the page cites, in catalogue order.
    static func rulesSection(_ cited: Set<RuleID>) -> String {
        guard !cited.isEmpty else { return "" }
        var html = "<h2>Rules cited</h2>\n<dl class=\"rules\">\n"
        for id in cited.sorted() {
            let rule = id.rule
            html += "<dt id=\"rule-\(id)\"><b>\(id)</b> <span class=\"muted\">\(rule.tag.bracketed)</span> "
            html += SVGText.escape(rule.summary) + "</dt>\n<dd>" + SVGText.escape(rule.statement)
            html += " <span class=\"muted\">Source: " + SVGText.escape(rule.source) + "</span></dd>\n"
        }
        html += "</dl>\n<p class=\"muted\"><code>responder-sim rules</code> prints every rule.</p>\n"
        return html
    }

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
            switch entry {
            case .drop(let index):
                let drop = step.drops[index]
                let at = drop.view.map { " at " + SVGText.escape(scene.views[$0.index].name) } ?? ""
                html +=
                    "<li class=\"drop\">withheld " + touch(drop.touch) + ": " + drop.reason.rawValue + " (" + ruleLink(drop.rule, &cited)
                    + ")" + at
                html += " — " + SVGText.escape(TraceWording.withholding(drop, in: step, scene)) + "; no responder sees it</li>"
            case .delivery(let index):
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
            case .output(let index):
                let output = step.outputs[index]
                html +=
                    "<li class=\"output\">output " + SVGText.escape(scene.name(of: output.responder)) + ": " + SVGText.escape(output.text)
                    + "</li>"
            case .skip(let index):
                let skip = step.skips[index]
                html +=
                    "<li class=\"skip\">skipped " + touch(skip.touch) + " " + skip.phase.name + " at "
                    + SVGText.escape(scene.views[skip.view.index].name)
                html += ": ignoring-interaction (" + ruleLink(.i3, &cited) + ")</li>"
            case .gesture, .control, .hold, .release, .discard, .firstResponder, .action, .menu, .ignored, .scroll, .cell:
                var className: String
                switch entry {
                case .gesture(let index): className = "gesture s-" + step.gestures[index].state.rawValue
                case .control: className = "control"
                case .hold: className = "hold"
                case .release: className = "release"
                case .firstResponder, .action, .menu, .ignored, .scroll, .cell: className = "chain"
                default: className = "discard"
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
        switch entry {
        case .delivery(let index):
            let delivery = step.deliveries[index]
            return (delivery.responder, delivery.result, delivery.result == .forwarded)
        case .action(let index):
            guard let responder = step.actions[index].responder, let answer = step.actions[index].answer else { return nil }
            let style: DeliveryResult = answer == .yes ? .handled : answer == .refused ? .unhandled : .forwarded
            return (responder, style, answer != .yes)
        default:
            return nil
        }
    }

    /// The rules behind a recognizer, control, hold, release or discard line, as the record
    /// gives them.
    static func rules(of entry: StepEntry, _ step: StepRecord, _ scene: Scene) -> [RuleID] {
        switch entry {
        case .gesture, .control, .hold, .release, .discard, .firstResponder, .action, .menu, .ignored, .scroll, .cell:
            step.rules(of: entry)?.ids ?? []
        case .drop, .delivery, .output, .skip: []
        }
    }

    /// A small SVG with the key of marks of the whole-run picture.
    static func keySVG(_ picture: Picture) -> String {
        var xml = XMLBuilder()
        let height = SVGWriter.writeKey(picture, at: 0, into: &xml) + 4
        var svg = XMLBuilder()
        svg.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("class", "key-marks"), ("width", SVGText.number(SVGWriter.legendWidth)),
                ("height", SVGText.number(height)), ("viewBox", "0 0 \(SVGText.number(SVGWriter.legendWidth)) \(SVGText.number(height))"),
                ("font-family", SVGText.fontFamily),
            ])
        PictureDrawing.defs(&svg)
        svg.raw(xml.text)
        svg.close("svg")
        return svg.text
    }

    /// The marks only the report uses.
    static let reportKey = """
        <ul class="report-key">
        <li><span class="hopnum handled">1</span><span class="hopnum forwarded">1</span><span class="hopnum unhandled">1</span> a delivery hop, numbered in the order of the step's calls, on the responder's view: green handled it, grey forwarded it, amber fell off the chain; a square badge is the view controller of that root view. The responders a search for an action asks are numbered the same way: green can perform it, grey does not implement it, amber refuses it</li>
        <li><span class="ring"></span> a touch that changed in this step; a thick outline in its colour marks the hit-test view it got now</li>
        <li><span class="tag gesture">gesture</span> <span class="tag control">control</span> <span class="tag hold">hold</span> a recognizer's state change next to its view, a control's events next to the control, a held, released or discarded call next to its touch; under the picture, a lane per recognizer shows its state after each step</li>
                <li><span class="tag drop">withheld</span> <span class="tag skip">skipped</span> <span class="tag output">output</span> <span class="tag change">set / removed</span> what else the step did, next to where it happened</li>
        </ul>

        """

    static func touchColorCSS() -> String {
        var text = ""
        for (index, color) in PictureDrawing.touchColors.enumerated() {
            text += ".c\(index){color:\(color)} .swatch.c\(index){background:\(color)}\n"
        }
        return text
    }

    static let css = """
        :root{--ink:#1d2733;--muted:#5f6b78;--line:#dde2e8;--handled:#2e7d32;--forwarded:#607d8b;--unhandled:#c77700;--drop:#b71c1c;--skip:#a66300;--output:#00796b;--change:#c2410c}
        *{box-sizing:border-box}
        html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",Verdana,sans-serif;color:var(--ink);background:#f5f6f8}
        html,body{height:100%}
        body{margin:0;display:flex;flex-direction:column;overflow:hidden}
        header{flex:none;padding:10px 20px 8px}
        h1{font-size:1.4rem;margin:0 0 4px}
        h2{font-size:1.05rem;margin:18px 0 6px}
        .meta,.muted{color:var(--muted)}
        .meta{margin:0;font-size:.9rem}
        .notes p{margin:0 0 6px} .notes p:last-child{margin:0}
        .notes{margin:0 0 10px;padding:8px 12px;background:#fff;border:1px solid var(--line);border-radius:6px;font-size:.92rem;line-height:1.4}
        .controls{flex:none;display:flex;align-items:center;gap:10px;padding:8px 20px;background:#fff;border-top:1px solid var(--line);border-bottom:1px solid var(--line)}
        .controls button{font-size:1rem;padding:4px 12px;border:1px solid #b8c2cc;border-radius:6px;background:#f8fafc;cursor:pointer}
        #slider{flex:0 1 30%;min-width:8em}
        #where{flex:1 1 auto;font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
        main{flex:1 1 auto;min-height:0;display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:18px;padding:12px 20px}
        .picture{min-height:0;height:100%}
        .picture>svg{display:block;width:100%;height:100%;background:#fff;border:1px solid var(--line);border-radius:8px}
        .picture.with-lanes{display:flex;flex-direction:column;gap:8px}
        .picture.with-lanes>svg{flex:1 1 auto;min-height:0;height:auto}
        .lanes{flex:none;max-height:38%;display:flex;flex-direction:column;background:#fff;border:1px solid var(--line);border-radius:8px;padding:4px 6px;font-size:.78rem}
        .lane-scroll{overflow:auto;min-height:0}
        .lanes table{border-collapse:separate;border-spacing:2px}
        .lanes th.name{position:sticky;left:0;background:#fff;text-align:left;white-space:nowrap;padding:2px 8px 2px 2px;font-weight:600;z-index:1}
        .lanes th.lane-step{font-weight:500;color:var(--muted);min-width:4.2em}
        .lanes th.lane-step.now{color:var(--ink);background:#fde68a;border-radius:3px}
        .lane{min-width:4.2em;height:2.1em;padding:1px 4px;border-radius:3px;white-space:nowrap;text-align:center;vertical-align:middle;line-height:1.15}
        .lane b{font-weight:700}
        .lane small{font-size:.68rem}
        td.lane.now{outline:2.5px solid #f59e0b;outline-offset:0}
        .lane.s-possible{background:#eceff1;color:#455a64}
        .lane.s-pending{background:#ffe0a3;color:#6b4200}
        .lane.s-began,.lane.s-changed{background:#c8e6c9;color:#1b5e20}
        .lane.s-recognized,.lane.s-ended{background:#2e7d32;color:#fff}
        .lane.s-failed{background:#ffcdd2;color:#8e0000}
        .lane.s-cancelled{background:#ffccbc;color:#8a2a00}
        .lane-key{margin:4px 2px 2px;line-height:1.9}
        .lane-key .lane{display:inline-block;height:auto;min-width:0;padding:0 5px}
        html.hide-future .lanes .future{visibility:hidden}
        .lines .gesture,.lines .control,.lines .hold,.lines .release,.lines .discard,.lines .attach{font-weight:600}
        .lines .gesture{color:#880e4f} .lines .gesture.s-failed{color:#b71c1c} .lines .gesture.s-pending{color:#8a5a00}
        .lines .gesture.s-began,.lines .gesture.s-changed,.lines .gesture.s-recognized,.lines .gesture.s-ended{color:#1b5e20}
        .lines .control{color:#558b2f} .lines .hold{color:#8a5a00} .lines .release{color:#6d4c41} .lines .discard{color:#37474f}
        .lines .attach{color:#880e4f;font-weight:500}
        .origin{color:var(--muted);font-style:italic}
        .trace{min-height:0;height:100%;overflow-y:auto;padding-right:6px}
        .key{margin-top:10px;background:#fff;border:1px solid var(--line);border-radius:8px;padding:8px 10px;font-size:.85rem}
        .key svg{max-width:100%;height:auto}
        .report-key{list-style:none;margin:6px 0 0;padding:0}
        .report-key li{margin:4px 0}
        #steps{list-style:none;margin:0;padding:0}
        .step{background:#fff;border:1px solid var(--line);border-left:5px solid transparent;border-radius:6px;margin:0 0 6px;padding:6px 10px;cursor:pointer}
        .step.current{border-left-color:#f59e0b;background:#fffbeb;box-shadow:0 1px 4px rgba(0,0,0,.12)}
        .step.future{opacity:.5}
        .head{display:flex;gap:10px;align-items:baseline;font-weight:600}
        .head .n{min-width:2.2em;text-align:right;color:var(--muted)}
        .head .t{min-width:4.5em;color:var(--muted);font-weight:500}
        .head .kind{font-size:.75rem;font-weight:500;color:var(--muted);border:1px solid var(--line);border-radius:4px;padding:0 4px}
        .lines{list-style:none;margin:4px 0 0 3.2em;padding:0;font-family:ui-monospace,"DejaVu Sans Mono",Menlo,Consolas,monospace;font-size:.86rem;line-height:1.55}
        .hop.handled .result{color:var(--handled);font-weight:700}
        .hop.forwarded .result{color:var(--forwarded)}
        .hop.unhandled .result{color:var(--unhandled);font-weight:700}
        .hopnum{display:inline-block;min-width:1.45em;height:1.45em;line-height:1.45em;border-radius:.75em;text-align:center;color:#fff;font-weight:700;font-size:.78rem;margin-right:.45em;font-family:system-ui,"DejaVu Sans",sans-serif}
        .hopnum.handled{background:var(--handled)}
        .hopnum.forwarded{background:var(--forwarded)}
        .hopnum.unhandled{background:var(--unhandled)}
        .drop{color:var(--drop)}
        .skip{color:var(--skip)}
        .output{color:var(--output)}
        .note{color:var(--muted);font-style:italic;font-family:system-ui,"DejaVu Sans",sans-serif}
        .notices li{color:#7b1fa2}
        .touches{padding-left:1.2em}
        .touches>li{margin:0 0 8px}
        .touches ul{margin:2px 0 0;padding-left:1.4em;font-size:.92rem}
        .swatch{display:inline-block;width:.9em;height:.9em;border-radius:50%;margin-right:.4em;vertical-align:-.1em}
        .ring{display:inline-block;width:1.1em;height:1.1em;border:2.5px solid #f59e0b;border-radius:50%;vertical-align:-.2em}
        .tag{display:inline-block;border-radius:4px;padding:0 5px;color:#fff;font-size:.8rem}
        .tag.drop{background:var(--drop)} .tag.skip{background:var(--skip)} .tag.output{background:var(--output)} .tag.change{background:var(--change)}
        .tag.gesture{background:#880e4f} .tag.control{background:#558b2f} .tag.hold{background:#8a5a00}
        html.js .static{display:none}
        .limit{margin:6px 0 0;padding:6px 10px;background:#fff4e5;border:1px solid #f0c36d;border-radius:6px;font-size:.9rem}
        a.rule{color:inherit;text-decoration:underline dotted;cursor:help}
        .teach{margin-left:auto;font-size:.9rem;white-space:nowrap;cursor:pointer;user-select:none}
        html.hide-future .step.future,html.hide-future .whole-run{display:none}
        dl.rules dt{margin:10px 0 0} dl.rules dd{margin:2px 0 0 1.2em;font-size:.92rem;line-height:1.45}
        @media (max-width:900px){body{display:block;overflow:auto}main{display:block}.picture{height:auto}.picture>svg{height:auto;max-height:90vh}.trace{height:auto;overflow:visible}}
        @media print{html,body{height:auto;background:#fff}body{display:block;overflow:visible}.controls{display:none}main{display:block;padding:0}.picture{height:auto;break-inside:avoid}.picture>svg{width:100%;height:auto;max-height:none;border:none}.trace{height:auto;overflow:visible}.step.future{opacity:1}}

        """

    /// The page's script: the slider, the buttons, the arrow keys and `#step=N`.
    static func script(maxStep: Int) -> String {
        """
        (function () {
          "use strict";
          var max = \(maxStep);
          var root = document.documentElement;
          root.className += " js";
          var slider = document.getElementById("slider");
          var where = document.getElementById("where");
          var hide = document.getElementById("hide-future");
          function setHiding(on) {
            hide.checked = on;
            if (on) { root.classList.add("hide-future"); } else { root.classList.remove("hide-future"); }
          }
          function all(selector) { return Array.prototype.slice.call(document.querySelectorAll(selector)); }
          var upto = all(".upto"), at = all(".at"), trees = all("g.tree"), items = all("li.step");
          var laneCells = all(".lanes [data-step]"), lanes = document.querySelector(".lane-scroll");
          function num(el, name) { return Number(el.getAttribute(name)); }
          var ruleTitles = {};
          all("a.rule").forEach(function (a) {
            var id = a.getAttribute("href");
            if (a.title) { ruleTitles[id] = ruleTitles[id] || a.title; } else if (ruleTitles[id]) { a.title = ruleTitles[id]; }
          });
          var current = -1;
          function show(n, scroll) {
            n = Math.max(0, Math.min(max, Math.round(Number(n) || 0)));
            current = n;
            slider.value = String(n);
            upto.forEach(function (el) { el.style.display = num(el, "data-step") <= n ? "" : "none"; });
            at.forEach(function (el) { el.style.display = num(el, "data-step") === n ? "" : "none"; });
            trees.forEach(function (el) {
              el.style.display = num(el, "data-first") <= n && n <= num(el, "data-last") ? "" : "none";
            });
            items.forEach(function (li) {
              var s = num(li, "data-step");
              li.classList.toggle("current", s === n);
              li.classList.toggle("future", s > n);
            });
            laneCells.forEach(function (cell) {
              var s = num(cell, "data-step");
              cell.classList.toggle("now", s === n);
              cell.classList.toggle("future", s > n);
              if (s === n && cell.tagName === "TH" && lanes) {
                var left = cell.offsetLeft, right = left + cell.offsetWidth;
                if (left < lanes.scrollLeft + 160 || right > lanes.scrollLeft + lanes.clientWidth) {
                  lanes.scrollLeft = Math.max(0, left - lanes.clientWidth / 2);
                }
              }
            });
            var item = document.getElementById("step-" + n);
            if (item) {
              where.textContent = item.getAttribute("data-title") + (n === 0 ? "" : "  (" + n + " of " + max + ")");
              if (scroll) { item.scrollIntoView({ block: "nearest" }); }
            }
            try { history.replaceState(null, "", "#step=" + n + (hide.checked ? "&hide-future" : "")); } catch (e) { /* some file: pages refuse */ }
          }
          function fromHash() {
            var match = /step=(\\d+)/.exec(location.hash);
            return match ? Number(match[1]) : null;
          }
          slider.addEventListener("input", function () { show(slider.value, true); });
          hide.addEventListener("change", function () { setHiding(hide.checked); show(current, true); });
          document.getElementById("prev").addEventListener("click", function () { show(current - 1, true); });
          document.getElementById("next").addEventListener("click", function () { show(current + 1, true); });
          items.forEach(function (li) {
            li.addEventListener("click", function () { show(num(li, "data-step"), false); });
          });
          document.addEventListener("keydown", function (event) {
            if (event.target === slider || event.altKey || event.ctrlKey || event.metaKey) { return; }
            var next = null;
            if (event.key === "ArrowRight" || event.key === "ArrowDown") { next = current + 1; }
            else if (event.key === "ArrowLeft" || event.key === "ArrowUp") { next = current - 1; }
            else if (event.key === "Home") { next = 0; }
            else if (event.key === "End") { next = max; }
            if (next !== null) { event.preventDefault(); show(next, true); }
          });
          window.addEventListener("hashchange", function () {
            var wanted = fromHash();
            var hiding = /hide-future/.test(location.hash);
            if (hiding !== hide.checked) { setHiding(hiding); show(current, true); }
            if (wanted !== null && wanted !== current) { show(wanted, true); }
          });
          setHiding(/hide-future/.test(location.hash));
          var start = fromHash();
          show(start === null ? 0 : start, start !== null);
        })();

        """
    }
}

extension RunRecording {
    /// The run as a self-contained HTML report.
    package var report: String { report() }

    /// The run as a self-contained HTML report that labels `named` views even when the tree is
    /// too large to label every view.
    package func report(naming named: Set<ViewID> = []) -> String {
        var text = ""
        ReportWriter.write(self, naming: named, into: &text)
        return text
    }
}
