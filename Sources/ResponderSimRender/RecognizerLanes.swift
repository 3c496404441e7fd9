import ResponderSimCore
import ResponderSimTeaching

/// The report's recognizer lanes: one row per recognizer that took part in the kept steps,
/// one cell per step, coloured by its state after the step (G7–G11) and naming what
/// changed in the step: its `gesture` lines, the calls it held, discarded or cancelled. The
/// page's script marks the current step's column and, in teaching mode, hides later ones.
enum RecognizerLanes {
    /// Lanes drawn at most; a scene with more says so.
    static let maxLanes = 40
    /// Steps the lanes cover at most: past this a lane cannot be read at a glance, and the
    /// lanes say where they stop.
    static let maxSteps = 400

    /// What one recognizer did in one step.
    struct Cell {
        /// Its state after the step.
        var state: GestureState = .possible
        /// Its `gesture` lines in the step, as `failed timeout`, `recognized`.
        var changes: [String] = []
        /// Its holds, discards and cancellations of view calls (G16–G19).
        var effects: [String] = []
        /// The compact lines and rules for the hover text.
        var lines: [String] = []
        var rules: [RuleID] = []
    }

    /// The lanes as an HTML section (empty when no recognizer took part); the rules they cite
    /// (each cell names them with their summaries on hover) are added to `cited`.
    static func html(_ recording: RunRecording, cited: inout Set<RuleID>) -> String {
        let scene = recording.scene
        guard !scene.recognizers.isEmpty else { return "" }
        let steps = recording.steps.prefix(maxSteps)
        // Which recognizers take part, in file order.
        var takesPart = Array(repeating: false, count: scene.recognizers.count)
        for step in steps {
            for gesture in step.lines(of: GestureLine.self) { takesPart[gesture.recognizer.index] = true }
            for attachment in step.attachments where attachment.verdict == .attached { takesPart[attachment.recognizer.index] = true }
        }
        let shown = scene.recognizers.indices.filter { takesPart[$0] }
        guard !shown.isEmpty else { return "" }
        let lanes = Array(shown.prefix(maxLanes))
        var row: [Int: Int] = [:]
        for (position, index) in lanes.enumerated() { row[index] = position }
        var cells = Array(repeating: Array(repeating: Cell(), count: steps.count), count: lanes.count)
        for (column, step) in steps.enumerated() {
            for state in step.recognizerStates {
                guard let lane = row[state.recognizer.index] else { continue }
                cells[lane][column].state = state.state
            }
            for entry in step.entries {
                // A recognizer's own line: its compact line and the rules it cites.
                func note(_ cell: inout Cell) {
                    cell.lines.append(CompactLines.gestureLine(entry, step, scene))
                    cell.rules += ReportWriter.rules(of: entry, step, scene)
                }
                switch step.line(entry) {
                case .gesture(let gesture)?:
                    guard let lane = row[gesture.recognizer.index] else { continue }
                    cells[lane][column].changes.append(PictureText.stateWords(gesture.state, gesture.failure, gesture.other, scene))
                    note(&cells[lane][column])
                case .hold(let hold)?:
                    guard let lane = row[hold.recognizer.index] else { continue }
                    cells[lane][column].effects.append("◇ holds " + hold.phase.name)
                    note(&cells[lane][column])
                case .discard(let discard)?:
                    guard let recognizer = discard.recognizer, let lane = row[recognizer.index] else { continue }
                    cells[lane][column].effects.append("discards held")
                    note(&cells[lane][column])
                case nil:
                    guard case .delivery(let index) = entry else { continue }
                    let delivery = step.deliveries[index]
                    let call = step.calls[delivery.call]
                    guard case .gesture(let by) = call.origin, let lane = row[by.index],
                        index == 0 || step.deliveries[index - 1].call != delivery.call
                    else { continue }
                    let view = scene.name(of: delivery.responder)
                    cells[lane][column].effects.append("✕ cancels " + view)
                    cells[lane][column].lines.append(
                        "\(view).touchesCancelled [" + CompactLines.touchList(step.touches(of: delivery), of: step) + "]")
                    cells[lane][column].rules.append(.g16)
                default:
                    continue
                }
            }
        }

        var html = "<section class=\"lanes\" aria-label=\"recognizers step by step\">\n<div class=\"lane-scroll\">\n<table>\n"
        html += "<thead><tr><th class=\"name\">"
        html += "recognizer</th><th class=\"lane-step\" data-step=\"0\">0</th>"
        for step in steps { html += "<th class=\"lane-step\" data-step=\"\(step.number)\">\(step.number)</th>" }
        html += "</tr></thead>\n<tbody>\n"
        for (lane, index) in lanes.enumerated() {
            let recognizer = scene.recognizers[index]
            html += "<tr data-recognizer=\"" + SVGText.escape(recognizer.name) + "\"><th class=\"name\" title=\""
            html += SVGText.escape(Badge.words(RecognizerID(index), scene)) + "\">" + SVGText.escape(recognizer.name)
            html += " <span class=\"muted\">" + recognizer.kind.name + " on " + SVGText.escape(scene.views[recognizer.view.index].name)
            html += "</span></th><td class=\"lane s-possible\" data-step=\"0\"></td>"
            for (column, step) in steps.enumerated() {
                let cell = cells[lane][column]
                html += "<td class=\"lane s-\(cell.state.rawValue)\" data-step=\"\(step.number)\""
                if !cell.lines.isEmpty {
                    var unique: [RuleID] = []
                    for rule in cell.rules where !unique.contains(rule) { unique.append(rule) }
                    cited.formUnion(unique)
                    let hover = (cell.lines + [""] + unique.map { "\($0) \($0.rule.summary)" }).joined(separator: "\n")
                    html += " title=\"" + SVGText.escape(hover) + "\""
                }
                html += ">"
                html += cell.changes.map { "<b>" + SVGText.escape($0) + "</b>" }.joined(separator: "<br/>")
                if !cell.effects.isEmpty {
                    if !cell.changes.isEmpty { html += "<br/>" }
                    html += "<small>" + cell.effects.map(SVGText.escape).joined(separator: "<br/>") + "</small>"
                }
                html += "</td>"
            }
            html += "</tr>\n"
        }
        html += "</tbody>\n</table>\n</div>\n"
        if recording.steps.count > steps.count {
            html += "<p class=\"muted\">The lanes cover the first \(steps.count) steps.</p>\n"
        }
        if shown.count > lanes.count {
            html += "<p class=\"muted\">The first \(lanes.count) of \(shown.count) recognizers that took part are shown.</p>\n"
        }
        html += "<p class=\"lane-key\"><span class=\"lane s-possible\">possible</span> <span class=\"lane s-pending\">pending</span> "
        html += "<span class=\"lane s-began\">began / changed</span> <span class=\"lane s-recognized\">recognized / ended</span> "
        html += "<span class=\"lane s-failed\">failed</span> <span class=\"lane s-cancelled\">cancelled</span>: the state after "
        html += "each step; the words say what changed in it (◇ held a view's call, ✕ cancelled a view's touch). Hover a cell for "
        html += "its lines and rules.</p>\n</section>\n"
        return html
    }
}
