/// The text trace (README.md, Trace formats: the text format), for people: a header, each step with what changed, the hit
/// tests, the deliveries aligned in columns, drops, skips and outputs (each naming its rule),
/// then notices and a summary out.line.
public struct TextWriter<Output: TextOutputStream>: TraceSink, LineVisitor {
    /// Where the text goes.
    public package(set) var output: Output
    /// ANSI colours (only for a terminal with `NO_COLOR` unset; the CLI decides).
    package var color: Bool
    /// One line per view the hit test visited, with its verdict.
    package var explain: Bool
    private var printedNoticeHeader = false
    /// The rules the trace cited so far, for the block it ends with.
    private var citedRules: Set<RuleID> = []
    private var citedUnhandled = false

    /// Creates a writer that streams into `output`.
    public init(output: Output, color: Bool = false, explain: Bool = false) {
        self.output = output
        self.color = color
        self.explain = explain
        out.color = color
    }

    /// Everything but the calls recognizers took (JSON only).
    public var reads: StepParts { StepParts.everything.subtracting(.gestureInputs) }

    private func paint(_ text: String, _ code: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    public mutating func begin(_ scene: Scene) {
        output.write(paint(TerminalText.escaped(scene.title ?? scene.path), "1") + "\n")
        let device = scene.device
        let deviceName = device.name ?? "custom device"
        output.write("\(deviceName): \(device.touchLimit) touches, overflow \(device.overflow.rawValue)\n")
        if let notes = scene.notes, !notes.isEmpty {
            for line in notes.split(separator: "\n", omittingEmptySubsequences: false) {
                output.write(paint("  " + TerminalText.escaped(String(line)), "2") + "\n")
            }
        }
    }

    /// The step's text, built as bytes in one buffer kept from step to step (see ``TraceLine``),
    /// with names as bytes and touch ids escaped for a terminal.
    private var out = LineOutput { name, line in line.append(TerminalText.escaped(name)) }
    private let handOff = TextHandOff<Output>()
    /// By call of the step: the width of its touch list (the delivery lines' second column).
    private var touchListWidths: [Int] = []

    /// Appends `text` in the colour `code` (when colouring).
    private mutating func appendPainted(_ code: StaticString, _ text: String) {
        startPaint(code)
        out.line.append(text)
        endPaint()
    }

    /// Appends a literal in the colour `code` (when colouring).
    private mutating func appendPainted(_ code: StaticString, _ text: StaticString) {
        startPaint(code)
        out.line.appendASCII(text)
        endPaint()
    }

    /// Starts the colour `code` (when colouring); ``endPaint()`` ends it.
    private mutating func startPaint(_ code: StaticString) { out.startPaint(code) }

    private mutating func endPaint() { out.endPaint() }

    private mutating func appendSpaces(_ count: Int) {
        out.line.appendSpaces(count)
    }

    public mutating func step(_ step: StepRecord, _ scene: Scene) {
        out.names.prepare(for: scene) { name, line in line.append(name) }
        out.line.clear()
        out.line.append(UInt8(ascii: "\n"))
        // Without closures: one that captured the step record copied it (and retained its
        // buffers) on every step. The helpers take it as a borrowed argument.
        appendStepLine(step, scene)
        for test in step.hitTests {
            appendHitTest(test, step, scene)
        }
        if let typed = step.typedKey {
            citedRules.insert(.rk7)
            appendSpaces(Self.indent)
            appendPainted("35", TerminalText.escaped(typed.sentence(scene)))
            out.line.append(UInt8(ascii: "\n"))
        }
        let (callWidth, touchWidth) = measureColumns(step)
        for entry in step.entries {
            appendEntry(entry, step, scene, callWidth: callWidth, touchWidth: touchWidth)
        }
        if explain && !step.recognizerStates.isEmpty {
            appendRecognizerStates(step, scene)
        }
        if explain && !step.scrollStates.isEmpty {
            appendSpaces(Self.indent)
            out.line.appendASCII("scroll views now: ")
            for (position, state) in step.scrollStates.enumerated() {
                if position > 0 { out.line.appendASCII(", ") }
                out.names.append(state.scrollView, to: &out.line)
                out.line.appendASCII(" at ")
                out.line.append(NumberFormatting.point(state.offset))
                if state.isDecelerating { out.line.appendASCII(" decelerating") }
            }
            out.line.append(UInt8(ascii: "\n"))
        }
        if explain && !step.listStates.isEmpty {
            appendSpaces(Self.indent)
            out.line.append(TerminalText.escaped(TraceWording.listStates(step, scene)))
            out.line.append(UInt8(ascii: "\n"))
        }
        handOff.write(out.line, to: &output)
    }

    /// The step line: its number, its time, and the touches that changed or what it did.
    @inline(__always)
    private mutating func appendStepLine(_ step: StepRecord, _ scene: Scene) {
        startPaint("1")
        out.line.appendSpaces(4 - TraceLine.digitCount(of: step.number))
        out.line.append(step.number)
        endPaint()
        out.line.appendASCII("  ")
        let timeStart = out.line.count
        out.line.appendMicros(step.time)
        out.line.append(UInt8(ascii: "s"))
        appendSpaces(max(1, 10 - (out.line.count - timeStart)))
        if case .touches = step.action, !step.changes.isEmpty {
            // The touch lines, written here rather than made a string (the common step).
            startPaint("1")
            for index in step.changes.indices {
                if index > 0 { out.line.appendASCII(", ") }
                let change = step.changes[index]
                out.touchNames.append(change.touch, of: step, to: &out.line)
                out.line.append(UInt8(ascii: " "))
                out.line.appendASCII(change.phase.nameLiteral)
                out.line.appendASCII(" (")
                out.line.appendDecimal(change.point.x)
                out.line.appendASCII(", ")
                out.line.appendDecimal(change.point.y)
                out.line.append(UInt8(ascii: ")"))
            }
            endPaint()
        } else {
            if case .touches = step.action { citedRules.insert(.l4) }
            appendPainted("1", TerminalText.escaped(TextWriter.describe(step, scene)))
        }
        out.line.append(UInt8(ascii: "\n"))
    }

    /// A hit test's line, with the views it visited and the recognizers it attached when
    /// explaining.
    @inline(__always)
    private mutating func appendHitTest(_ test: HitTestRecord, _ step: StepRecord, _ scene: Scene) {
        if explain {
            appendVisits(test, step, scene)
        }
        appendSpaces(Self.indent)
        out.line.appendASCII("hit-test ")
        out.touchNames.append(test.touch, of: step, to: &out.line)
        if let view = test.view {
            out.line.appendASCII(" → ")
            out.names.append(view, to: &out.line)
            out.line.appendASCII("  (")
            for position in test.path {
                if position > test.path.lowerBound { out.line.appendASCII(" ▸ ") }
                out.names.append(step.pathViews[position], to: &out.line)
            }
            out.line.append(UInt8(ascii: ")"))
            if step.all.contains(where: { $0.touch == test.touch }) {
                out.line.appendASCII("  tapCount ")
                out.line.append(step.tapCount(of: test.touch))
            }
            out.line.append(UInt8(ascii: "\n"))
            if let view = test.view,
                let covered = TraceWording.covered(Array(step.pathViews[test.covered]), hit: view, window: test.window, scene)
            {
                citedRules.insert(covered.rule)
                appendSpaces(Self.indent)
                out.line.append(TerminalText.escaped(covered.sentence))
                out.line.append(UInt8(ascii: "\n"))
            }
        } else if step.hitTestWasSkipped(test) {
            out.line.appendASCII(" not run\n")
        } else {
            out.line.appendASCII(" → nothing\n")
        }
        if explain && !test.attachments.isEmpty {
            appendAttachments(test, step, scene)
        }
    }

    /// One `visit` line per view the hit test asked, indented by its depth.
    private mutating func appendVisits(_ test: HitTestRecord, _ step: StepRecord, _ scene: Scene) {
        for visit in step.visited[test.visited] {
            appendSpaces(Self.indent)
            out.line.appendASCII("visit ")
            appendSpaces(2 * scene.depth(of: visit.view))
            out.names.append(visit.view, to: &out.line)
            out.line.appendASCII("  ")
            out.line.append(visit.verdict.rawValue)
            out.line.appendASCII(" (")
            out.line.append(visit.verdict.rule.rawValue)
            out.line.append(UInt8(ascii: ")"))
            citedRules.insert(visit.verdict.rule)
            out.line.append(UInt8(ascii: "\n"))
        }
    }

    /// `recognizers for TOUCH:` with each recognizer the hit test found and why any was left out.
    private mutating func appendAttachments(_ test: HitTestRecord, _ step: StepRecord, _ scene: Scene) {
        appendSpaces(Self.indent)
        out.line.appendASCII("recognizers for ")
        out.touchNames.append(test.touch, of: step, to: &out.line)
        out.line.appendASCII(": ")
        for position in test.attachments {
            if position > test.attachments.lowerBound { out.line.appendASCII(", ") }
            let attachment = step.attachments[position]
            out.line.append(scene.name(of: attachment.recognizer))
            if let leftOut = attachment.verdict.leftOut {
                // The verdict's own reason and rules (G1, G2, G10, GD1), as the engine recorded them.
                out.line.append(" (left out: \(leftOut.reason), \(leftOut.rules))")
            }
        }
        out.line.append(UInt8(ascii: "\n"))
    }

    /// The delivery lines' columns: the widest call and touch list of the step, in characters
    /// (each call's touch list width kept in ``touchListWidths``).
    @inline(__always)
    private mutating func measureColumns(_ step: StepRecord) -> (callWidth: Int, touchWidth: Int) {
        var callWidth = 0
        var touchWidth = 0
        touchListWidths.removeAll(keepingCapacity: true)
        for index in step.calls.indices {
            let call = step.calls[index]
            touchListWidths.append(
                call.message == nil ? TextWriter.touchListWidth(call.touches, step) : 2 + TerminalText.escaped(step.item(of: call)).count)
        }
        for index in step.deliveries.indices {
            let delivery = step.deliveries[index]
            let call = step.calls[delivery.call]
            callWidth = max(callWidth, out.names.width(of: delivery.responder) + 1 + call.methodNameLiteral.utf8CodeUnitCount)
            touchWidth = max(touchWidth, touchListWidths[delivery.call])
        }
        return (callWidth, touchWidth)
    }

    /// One line of the step's body in the engine's order, noting the rule it cites.
    @inline(__always)
    private mutating func appendEntry(_ entry: StepEntry, _ step: StepRecord, _ scene: Scene, callWidth: Int, touchWidth: Int) {
        switch entry {
        case .delivery(let index):
            if explain, let origin = step.calls[step.deliveries[index].call].messageStart,
                index == 0 || step.deliveries[index - 1].call != step.deliveries[index].call
            {
                // --explain: where a press, motion or remote-control call starts, and why.
                let rule: RuleID = origin == .boundPress ? .rk2 : origin == .shakeHandler ? .rm3 : .rf9
                citedRules.insert(rule)
                appendSpaces(Self.indent)
                appendPainted(
                    "2",
                    TerminalText.escaped(
                        step.calls[step.deliveries[index].call].methodName + " "
                            + origin.reason(scene.name(of: step.deliveries[index].responder))))
                out.line.append(UInt8(ascii: "\n"))
            }
            appendDelivery(step.deliveries[index], step, scene, callWidth: callWidth, touchWidth: touchWidth)
        case .line(let index):
            step.lines[index].visit(&self, step, scene)
        }
    }

    /// A line of its kind in words, noting the rules it cites.
    package mutating func visit<K: LineKind>(_ kind: K.Type, _ record: K.Record, _ step: StepRecord, _ scene: Scene) {
        if let rules = K.rules(record) { citedRules.formUnion(rules.ids) }
        K.text(record, step, scene, into: &out)
    }

    /// `recognizers now:` with each recognizer's state and touch count after the step.
    private mutating func appendRecognizerStates(_ step: StepRecord, _ scene: Scene) {
        appendSpaces(Self.indent)
        out.line.appendASCII("recognizers now: ")
        for (position, state) in step.recognizerStates.enumerated() {
            if position > 0 { out.line.appendASCII(", ") }
            out.line.append(scene.name(of: state.recognizer))
            out.line.append(UInt8(ascii: " "))
            out.line.append(state.state.rawValue)
            if state.touchCount > 0 {
                out.line.appendASCII(" (")
                out.line.append(state.touchCount)
                out.line.appendASCII(state.touchCount == 1 ? " touch)" : " touches)")
            }
        }
        out.line.append(UInt8(ascii: "\n"))
    }

    /// Where the lines under a step line start.
    private static var indent: Int { 16 }

    /// One delivery line, its columns padded to the step's widest call and touch list.
    private mutating func appendDelivery(_ delivery: DeliveryRecord, _ step: StepRecord, _ scene: Scene, callWidth: Int, touchWidth: Int) {
        let call = step.calls[delivery.call]
        appendSpaces(Self.indent)
        out.names.append(delivery.responder, to: &out.line)
        out.line.append(UInt8(ascii: "."))
        out.line.appendASCII(call.methodNameLiteral)
        appendSpaces(callWidth - (out.names.width(of: delivery.responder) + 1 + call.methodNameLiteral.utf8CodeUnitCount) + 2)
        out.line.append(UInt8(ascii: "["))
        if call.message != nil { out.line.append(TerminalText.escaped(step.item(of: call))) }
        for position in call.touches {
            if position > call.touches.lowerBound { out.line.appendASCII(", ") }
            out.touchNames.append(step.callTouches[position], of: step, to: &out.line)
        }
        out.line.append(UInt8(ascii: "]"))
        appendSpaces(touchWidth - touchListWidths[delivery.call] + 2)
        for location in delivery.locations {
            if location > delivery.locations.lowerBound { out.line.append(UInt8(ascii: " ")) }
            let point = step.locations[location]
            out.line.append(UInt8(ascii: "("))
            out.line.appendDecimal(point.x)
            out.line.appendASCII(", ")
            out.line.appendDecimal(point.y)
            out.line.append(UInt8(ascii: ")"))
        }
        out.line.appendASCII("  ")
        switch delivery.result {
        case .handled: appendPainted("32", "handled" as StaticString)
        case .forwarded: appendPainted("2", "forwarded" as StaticString)
        case .unhandled:
            appendPainted("33", "unhandled (C4)" as StaticString)
            citedUnhandled = true
        }
        if case .gesture(let by) = call.origin {
            // G16: the grant that took the touch made this cancellation.
            citedRules.insert(.g16)
            out.line.appendASCII("  (")
            out.line.append(TerminalText.escaped(scene.name(of: by)))
            out.line.appendASCII(" took the touch, G16)")
        }
        if let typed = step.typedKey, typed.textInput == delivery.responder, case .press(let phase)? = call.message,
            typed.typed.contains(phase)
        {
            citedRules.insert(.rk8)
            out.line.appendASCII("  (typed by the text input, RK8)")
        }
        out.line.append(UInt8(ascii: "\n"))
    }

    public mutating func notice(_ notice: Notice, _ scene: Scene) {
        if !printedNoticeHeader {
            output.write("\n" + paint("notices", "1") + "\n")
            printedNoticeHeader = true
        }
        citedRules.insert(notice.code.rule)
        output.write("  " + paint(TerminalText.escaped(TraceWording.notice(notice, scene)), "35") + "\n")
    }

    public mutating func end(_ summary: TraceSummary, _ scene: Scene) {
        var text = ": \(count(summary.steps, "step")), \(count(summary.deliveries, "delivery", "deliveries"))"
        for shown in LineCounter.Shown.allCases {
            switch shown {
            case .recognizers where scene.recognizers.isEmpty, .controls where !scene.views.contains(where: \.isControl), .never:
                continue
            default: break
            }
            for counter in LineCounter.allCases where counter.shown == shown {
                let number = summary[counter]
                if shown == .nonzero && number == 0 { continue }
                text += ", " + count(number, counter.noun.one, counter.noun.many)
                // The run's own counts, where the summary has always had them.
                if counter == .skips { text += ", \(summary.unhandled) unhandled" }
                if counter == .outputs { text += ", " + count(summary.notices, "notice") }
            }
        }
        output.write("\n" + paint("summary", "1") + text + "\n")
        if citedUnhandled { citedRules.insert(.c4) }
        let block = RuleListing.citedBlock(citedRules)
        if let heading = block.firstIndex(of: "\n") {
            output.write("\n" + paint(String(block[..<heading]), "1") + String(block[heading...]))
        }
    }

    /// `1 drop`, `2 drops`.
    private func count(_ number: Int, _ one: String, _ many: String? = nil) -> String {
        "\(number) " + (number == 1 ? one : many ?? one + "s")
    }

    /// The width in characters of a call's `[t1, t2]` (the ids as written in the script).
    private static func touchListWidth(_ touches: Range<Int>, _ step: StepRecord) -> Int {
        var width = 2 + 2 * max(0, touches.count - 1)
        for position in touches {
            var id = step.name(of: step.callTouches[position])
            // An id beyond ASCII may start with a mark that joins the character before it.
            let ascii = id.withUTF8 { bytes in
                width += bytes.count
                return !bytes.contains { $0 >= 0x80 }
            }
            guard ascii else { return ("[" + CompactLines.touchList(step.callTouches[touches], of: step) + "]").count }
        }
        return width
    }
}
