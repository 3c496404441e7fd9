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
                (summary.deliveries, "deliveries"), (summary[.drops], "drops"), (summary[.skips], "skips"),
                (summary.unhandled, "unhandled"), (summary[.outputs], "outputs"), (summary.notices, "notices"),
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
        // The key explains the cell marks that some step shows.
        var keyed = whole
        keyed.cellKeys = picture.cellKeys
        html += "</ul>\n</div>\n<h2>Key</h2>\n<div class=\"key\">\n" + keySVG(keyed) + reportKey + "</div>\n"
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
