/// The text trace (README.md, Trace formats: the text format), for people: a header, each step with what changed, the hit
/// tests, the deliveries aligned in columns, drops, skips and outputs (each naming its rule),
/// then notices and a summary line.
public struct TextWriter<Output: TextOutputStream>: TraceSink {
    /// Where the text goes.
    public package(set) var output: Output
    /// ANSI colours (only for a terminal with `NO_COLOR` unset; the CLI decides).
    public package(set) var color: Bool
    /// One line per view the hit test visited, with its verdict.
    public package(set) var explain: Bool
    private var printedNoticeHeader = false
    /// The rules the trace cited so far, for the block it ends with.
    private var citedRules: Set<RuleID> = []
    private var citedUnhandled = false

    /// Creates a writer that streams into `output`.
    public init(output: Output, color: Bool = false, explain: Bool = false) {
        self.output = output
        self.color = color
        self.explain = explain
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

    /// The step's text, built as bytes in one buffer kept from step to step (see ``TraceLine``).
    private var line = TraceLine()
    private let handOff = TextHandOff<Output>()
    /// Names as bytes, and touch ids escaped for a terminal.
    private var names = ResponderNames()
    private var touchNames = TouchNames { name, line in line.append(TerminalText.escaped(name)) }
    /// By call of the step: the width of its touch list (the delivery lines' second column).
    private var touchListWidths: [Int] = []

    /// Appends `text` in the colour `code` (when colouring).
    private mutating func appendPainted(_ code: StaticString, _ text: String) {
        startPaint(code)
        line.append(text)
        endPaint()
    }

    /// Appends a literal in the colour `code` (when colouring).
    private mutating func appendPainted(_ code: StaticString, _ text: StaticString) {
        startPaint(code)
        line.appendASCII(text)
        endPaint()
    }

    /// Starts the colour `code` (when colouring); ``endPaint()`` ends it.
    private mutating func startPaint(_ code: StaticString) {
        guard color else { return }
        line.appendASCII("\u{1B}[")
        line.appendASCII(code)
        line.append(UInt8(ascii: "m"))
    }

    private mutating func endPaint() {
        if color { line.appendASCII("\u{1B}[0m") }
    }

    private mutating func appendSpaces(_ count: Int) {
        line.appendSpaces(count)
    }

    public mutating func step(_ step: StepRecord, _ scene: Scene) {
        names.prepare(for: scene) { name, line in line.append(name) }
        line.clear()
        line.append(UInt8(ascii: "\n"))
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
            line.append(UInt8(ascii: "\n"))
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
            line.appendASCII("scroll views now: ")
            for (position, state) in step.scrollStates.enumerated() {
                if position > 0 { line.appendASCII(", ") }
                names.append(state.scrollView, to: &line)
                line.appendASCII(" at ")
                line.append(NumberFormatting.point(state.offset))
                if state.isDecelerating { line.appendASCII(" decelerating") }
            }
            line.append(UInt8(ascii: "\n"))
        }
        if explain && !step.listStates.isEmpty {
            appendSpaces(Self.indent)
            line.append(TerminalText.escaped(TraceWording.listStates(step, scene)))
            line.append(UInt8(ascii: "\n"))
        }
        handOff.write(line, to: &output)
    }

    /// The step line: its number, its time, and the touches that changed or what it did.
    @inline(__always)
    private mutating func appendStepLine(_ step: StepRecord, _ scene: Scene) {
        startPaint("1")
        line.appendSpaces(4 - TraceLine.digitCount(of: step.number))
        line.append(step.number)
        endPaint()
        line.appendASCII("  ")
        let timeStart = line.count
        line.appendMicros(step.time)
        line.append(UInt8(ascii: "s"))
        appendSpaces(max(1, 10 - (line.count - timeStart)))
        if case .touches = step.action, !step.changes.isEmpty {
            // The touch lines, written here rather than made a string (the common step).
            startPaint("1")
            for index in step.changes.indices {
                if index > 0 { line.appendASCII(", ") }
                let change = step.changes[index]
                touchNames.append(change.touch, of: step, to: &line)
                line.append(UInt8(ascii: " "))
                line.appendASCII(change.phase.nameLiteral)
                line.appendASCII(" (")
                line.appendDecimal(change.point.x)
                line.appendASCII(", ")
                line.appendDecimal(change.point.y)
                line.append(UInt8(ascii: ")"))
            }
            endPaint()
        } else {
            if case .touches = step.action { citedRules.insert(.l4) }
            appendPainted("1", TerminalText.escaped(TextWriter.describe(step, scene)))
        }
        line.append(UInt8(ascii: "\n"))
    }

    /// A hit test's line, with the views it visited and the recognizers it attached when
    /// explaining.
    @inline(__always)
    private mutating func appendHitTest(_ test: HitTestRecord, _ step: StepRecord, _ scene: Scene) {
        if explain {
            appendVisits(test, step, scene)
        }
        appendSpaces(Self.indent)
        line.appendASCII("hit-test ")
        touchNames.append(test.touch, of: step, to: &line)
        if let view = test.view {
            line.appendASCII(" → ")
            names.append(view, to: &line)
            line.appendASCII("  (")
            for position in test.path {
                if position > test.path.lowerBound { line.appendASCII(" ▸ ") }
                names.append(step.pathViews[position], to: &line)
            }
            line.append(UInt8(ascii: ")"))
            if step.all.contains(where: { $0.touch == test.touch }) {
                line.appendASCII("  tapCount ")
                line.append(step.tapCount(of: test.touch))
            }
            line.append(UInt8(ascii: "\n"))
            if let view = test.view,
                let covered = TraceWording.covered(Array(step.pathViews[test.covered]), hit: view, window: test.window, scene)
            {
                citedRules.insert(covered.rule)
                appendSpaces(Self.indent)
                line.append(TerminalText.escaped(covered.sentence))
                line.append(UInt8(ascii: "\n"))
            }
        } else if step.hitTestWasSkipped(test) {
            line.appendASCII(" not run\n")
        } else {
            line.appendASCII(" → nothing\n")
        }
        if explain && !test.attachments.isEmpty {
            appendAttachments(test, step, scene)
        }
    }

    /// One `visit` line per view the hit test asked, indented by its depth.
    private mutating func appendVisits(_ test: HitTestRecord, _ step: StepRecord, _ scene: Scene) {
        for visit in step.visited[test.visited] {
            appendSpaces(Self.indent)
            line.appendASCII("visit ")
            appendSpaces(2 * scene.depth(of: visit.view))
            names.append(visit.view, to: &line)
            line.appendASCII("  ")
            line.append(visit.verdict.rawValue)
            line.appendASCII(" (")
            line.append(visit.verdict.rule.rawValue)
            line.append(UInt8(ascii: ")"))
            citedRules.insert(visit.verdict.rule)
            line.append(UInt8(ascii: "\n"))
        }
    }

    /// `recognizers for TOUCH:` with each recognizer the hit test found and why any was left out.
    private mutating func appendAttachments(_ test: HitTestRecord, _ step: StepRecord, _ scene: Scene) {
        appendSpaces(Self.indent)
        line.appendASCII("recognizers for ")
        touchNames.append(test.touch, of: step, to: &line)
        line.appendASCII(": ")
        for position in test.attachments {
            if position > test.attachments.lowerBound { line.appendASCII(", ") }
            let attachment = step.attachments[position]
            line.append(scene.name(of: attachment.recognizer))
            switch attachment.verdict {
            case .attached: break
            case .disabled: line.appendASCII(" (left out: disabled, G1)")
            case .terminal: line.appendASCII(" (left out: not yet reset, G1, G10)")
            case .exclusiveTouch: line.appendASCII(" (left out: an exclusive-touch view tracks a touch, G2)")
            case .shouldReceive: line.appendASCII(" (left out: its delegate's should-receive said no, GD1)")
            }
        }
        line.append(UInt8(ascii: "\n"))
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
            callWidth = max(callWidth, names.width(of: delivery.responder) + 1 + call.methodNameLiteral.utf8CodeUnitCount)
            touchWidth = max(touchWidth, touchListWidths[delivery.call])
        }
        return (callWidth, touchWidth)
    }

    /// One line of the step's body in the engine's order, noting the rule it cites.
    @inline(__always)
    private mutating func appendEntry(_ entry: StepEntry, _ step: StepRecord, _ scene: Scene, callWidth: Int, touchWidth: Int) {
        switch entry {
        case .drop(let index):
            appendDrop(step.drops[index], step)
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
                line.append(UInt8(ascii: "\n"))
            }
            appendDelivery(step.deliveries[index], step, scene, callWidth: callWidth, touchWidth: touchWidth)
        case .output(let index):
            appendSpaces(Self.indent + 2)
            appendOutput(step.outputs[index], scene)
        case .skip(let index):
            appendSkip(step.skips[index], step)
        case .control(let index):
            citedRules.formUnion(step.controls[index].rules.ids)
            appendSpaces(Self.indent + 2)
            appendPainted("36", TerminalText.escaped(TextWriter.describe(entry, step, scene)))
            line.append(UInt8(ascii: "\n"))
        case .firstResponder, .action, .menu, .ignored, .scroll, .cell:
            let rules = step.rules(of: entry)?.ids ?? []
            citedRules.formUnion(rules)
            appendSpaces(Self.indent)
            appendPainted(
                "35",
                TerminalText.escaped(
                    CompactLines.gestureLine(entry, step, scene) + " (" + rules.map(\.rawValue).joined(separator: ", ") + ")"
                        + TextWriter.searchStart(entry, step, scene)))
            line.append(UInt8(ascii: "\n"))
        case .gesture, .hold, .release, .discard:
            citedRules.formUnion(step.rules(of: entry)?.ids ?? [])
            appendSpaces(Self.indent)
            appendPainted(entry.isGesture ? "34" : "33", TerminalText.escaped(TextWriter.describe(entry, step, scene)))
            line.append(UInt8(ascii: "\n"))
        }
    }

    /// `withheld TOUCH: REASON (RULE) at VIEW` in red.
    private mutating func appendDrop(_ drop: DropRecord, _ step: StepRecord) {
        citedRules.insert(drop.rule)
        appendSpaces(Self.indent)
        startPaint("31")
        line.appendASCII("withheld ")
        touchNames.append(drop.touch, of: step, to: &line)
        line.appendASCII(": ")
        line.append(drop.reason.rawValue)
        line.appendASCII(" (")
        line.append(drop.rule.rawValue)
        line.append(UInt8(ascii: ")"))
        if let view = drop.view {
            line.appendASCII(" at ")
            names.append(view, to: &line)
        }
        endPaint()
        line.append(UInt8(ascii: "\n"))
    }

    /// `skipped TOUCH PHASE at VIEW: ignoring-interaction (I3)` in yellow.
    private mutating func appendSkip(_ skip: SkipRecord, _ step: StepRecord) {
        citedRules.insert(.i3)
        appendSpaces(Self.indent)
        startPaint("33")
        line.appendASCII("skipped ")
        touchNames.append(skip.touch, of: step, to: &line)
        line.append(UInt8(ascii: " "))
        line.append(skip.phase.name)
        line.appendASCII(" at ")
        names.append(skip.view, to: &line)
        line.appendASCII(": ignoring-interaction (I3)")
        endPaint()
        line.append(UInt8(ascii: "\n"))
    }

    /// `recognizers now:` with each recognizer's state and touch count after the step.
    private mutating func appendRecognizerStates(_ step: StepRecord, _ scene: Scene) {
        appendSpaces(Self.indent)
        line.appendASCII("recognizers now: ")
        for (position, state) in step.recognizerStates.enumerated() {
            if position > 0 { line.appendASCII(", ") }
            line.append(scene.name(of: state.recognizer))
            line.append(UInt8(ascii: " "))
            line.append(state.state.rawValue)
            if state.touchCount > 0 {
                line.appendASCII(" (")
                line.append(state.touchCount)
                line.appendASCII(state.touchCount == 1 ? " touch)" : " touches)")
            }
        }
        line.append(UInt8(ascii: "\n"))
    }

    /// Where the lines under a step line start.
    private static var indent: Int { 16 }

    /// One delivery line, its columns padded to the step's widest call and touch list.
    private mutating func appendDelivery(_ delivery: DeliveryRecord, _ step: StepRecord, _ scene: Scene, callWidth: Int, touchWidth: Int) {
        let call = step.calls[delivery.call]
        appendSpaces(Self.indent)
        names.append(delivery.responder, to: &line)
        line.append(UInt8(ascii: "."))
        line.appendASCII(call.methodNameLiteral)
        appendSpaces(callWidth - (names.width(of: delivery.responder) + 1 + call.methodNameLiteral.utf8CodeUnitCount) + 2)
        line.append(UInt8(ascii: "["))
        if call.message != nil { line.append(TerminalText.escaped(step.item(of: call))) }
        for position in call.touches {
            if position > call.touches.lowerBound { line.appendASCII(", ") }
            touchNames.append(step.callTouches[position], of: step, to: &line)
        }
        line.append(UInt8(ascii: "]"))
        appendSpaces(touchWidth - touchListWidths[delivery.call] + 2)
        for location in delivery.locations {
            if location > delivery.locations.lowerBound { line.append(UInt8(ascii: " ")) }
            let point = step.locations[location]
            line.append(UInt8(ascii: "("))
            line.appendDecimal(point.x)
            line.appendASCII(", ")
            line.appendDecimal(point.y)
            line.append(UInt8(ascii: ")"))
        }
        line.appendASCII("  ")
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
            line.appendASCII("  (")
            line.append(TerminalText.escaped(scene.name(of: by)))
            line.appendASCII(" took the touch, G16)")
        }
        if let typed = step.typedKey, typed.textInput == delivery.responder, case .press(let phase)? = call.message,
            typed.typed.contains(phase)
        {
            citedRules.insert(.rk8)
            line.appendASCII("  (typed by the text input, RK8)")
        }
        line.append(UInt8(ascii: "\n"))
    }

    /// `output RESPONDER: TEXT` in its colour, and the line's end.
    private mutating func appendOutput(_ printed: OutputRecord, _ scene: Scene) {
        startPaint("36")
        line.appendASCII("output ")
        names.append(printed.responder, to: &line)
        line.appendASCII(": ")
        line.append(TerminalText.escaped(printed.text))
        endPaint()
        line.append(UInt8(ascii: "\n"))
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
        var text =
            ": \(count(summary.steps, "step")), \(count(summary.deliveries, "delivery", "deliveries")), "
            + "\(count(summary.drops, "drop")), \(count(summary.skips, "skip")), \(summary.unhandled) unhandled, "
            + "\(count(summary.outputs, "output")), \(count(summary.notices, "notice"))"
        if !scene.recognizers.isEmpty {
            text +=
                ", \(count(summary.gestures, "gesture line")), \(count(summary.holds, "hold")), "
                + "\(count(summary.releases, "release")), \(count(summary.discards, "discard"))"
        }
        if scene.views.contains(where: \.isControl) { text += ", \(count(summary.controls, "control event"))" }
        // The responder chain's lines beyond touches, when there are any.
        let chainCounts = [
            (summary.firstResponder, "first-responder line"), (summary.sends, "send"), (summary.asks, "ask"),
            (summary.performs, "perform"), (summary.noTargets, "no-target"), (summary.commands, "key command"),
            (summary.menus, "menu line"), (summary.ignored, "ignored event"), (summary.cells, "cell line"),
        ]
        for (number, noun) in chainCounts where number > 0 { text += ", " + count(number, noun) }
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
