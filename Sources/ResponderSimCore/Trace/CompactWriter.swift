/// The compact trace (README.md, Trace formats: the compact format): one line per drop, delivery, output and skip, then the
/// notices. It is what `expect:` blocks hold.
public struct CompactWriter<Output: TextOutputStream>: TraceSink {
    /// Where the lines go.
    public package(set) var output: Output
    /// The step's lines, built as bytes in one buffer kept from step to step (``TraceLine``).
    private var line = TraceLine()
    private let handOff = TextHandOff<Output>()
    private var names = ResponderNames()
    private var touchNames = TouchNames { name, line in line.append(name) }

    /// Creates a writer that streams into `output`.
    public init(output: Output) { self.output = output }

    /// The lines and the notices: no locations, `all`, hit tests or touch lines.
    public var reads: StepParts { CompactLines.parts }

    public mutating func step(_ step: StepRecord, _ scene: Scene) {
        guard !step.entries.isEmpty else { return }
        names.prepare(for: scene) { name, line in line.append(name) }
        line.clear()
        CompactLines.append(step, scene, names, &touchNames, to: &line)
        handOff.write(line, to: &output)
    }

    public mutating func notice(_ notice: Notice, _ scene: Scene) {
        output.write(CompactLines.notice(notice, scene))
        output.write("\n")
    }
}

/// The compact lines of a step, shared by the compact writer and expectation checks.
package enum CompactLines {
    /// The parts of a step the compact lines are made of.
    package static let parts: StepParts = [.deliveries, .notices]

    /// Calls `body` with each compact line of `step`, in the order of the compact format (README.md, Trace formats). It spells the
    /// scene's names anew on each call: to go through many steps, use a
    /// ``CompactLineCollector`` or a ``CompactWriter``, which keep them.
    package static func forEach(_ step: StepRecord, _ scene: Scene, _ body: (String) -> Void) {
        var text = ""
        write(step, scene, to: &text)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            body(String(line))
        }
    }

    /// Writes the compact lines of `step`, each ending in a newline, in the order the engine
    /// recorded them (README.md, Trace formats: the compact format, Scenes/README.md, Expectations), as one piece of text (spelling the
    /// scene's names anew, as ``forEach(_:_:_:)`` does).
    package static func write<Output: TextOutputStream>(_ step: StepRecord, _ scene: Scene, to output: inout Output) {
        guard !step.entries.isEmpty else { return }
        var line = TraceLine()
        var names = ResponderNames()
        names.prepare(for: scene) { name, line in line.append(name) }
        var touchNames = TouchNames { name, line in line.append(name) }
        append(step, scene, names, &touchNames, to: &line)
        output.write(line.string)
    }

    /// Appends the compact lines of `step` to `line`.
    static func append(
        _ step: StepRecord, _ scene: Scene, _ names: ResponderNames, _ touchNames: inout TouchNames, to line: inout TraceLine
    ) {
        for entry in step.entries {
            switch entry {
            case .drop(let index):
                let drop = step.drops[index]
                line.appendASCII("drop ")
                touchNames.append(drop.touch, of: step, to: &line)
                line.append(UInt8(ascii: " "))
                line.append(drop.reason.rawValue)
                line.append(UInt8(ascii: " "))
                if let view = drop.view { names.append(view, to: &line) } else { line.append(UInt8(ascii: "-")) }
                line.append(UInt8(ascii: "\n"))
            case .delivery(let index):
                let delivery = step.deliveries[index]
                let call = step.calls[delivery.call]
                names.append(delivery.responder, to: &line)
                line.append(UInt8(ascii: "."))
                if let message = call.message {
                    line.appendASCII(message.methodNameLiteral)
                    line.appendASCII(" [")
                    line.append(step.item(of: call))
                } else {
                    line.appendASCII(call.phase.methodNameLiteral)
                    line.appendASCII(" [")
                }
                for position in call.touches {
                    if position > call.touches.lowerBound { line.appendASCII(", ") }
                    touchNames.append(step.callTouches[position], of: step, to: &line)
                }
                line.appendASCII(CompactLines.ending(delivery.result))
            case .output(let index):
                let printed = step.outputs[index]
                line.appendASCII("output ")
                names.append(printed.responder, to: &line)
                line.appendASCII(": ")
                line.append(printed.text)
                line.append(UInt8(ascii: "\n"))
            case .skip(let index):
                let skip = step.skips[index]
                line.appendASCII("skip ")
                touchNames.append(skip.touch, of: step, to: &line)
                line.append(UInt8(ascii: " "))
                line.appendASCII(skip.phase.nameLiteral)
                line.appendASCII(" ignoring-interaction ")
                names.append(skip.view, to: &line)
                line.append(UInt8(ascii: "\n"))
            default:
                line.append(gestureLine(entry, step, scene))
                line.append(UInt8(ascii: "\n"))
            }
        }
    }

    /// The compact line of a recognizer, control, hold, release, discard or responder-chain entry (Scenes/README.md, Gesture recognizers
    /// the recognizer lines), without its newline.
    package static func gestureLine(_ entry: StepEntry, _ step: StepRecord, _ scene: Scene) -> String {
        func list(_ range: Range<Int>) -> String {
            "[" + step.touches(range).map { step.name(of: $0) }.joined(separator: ", ") + "]"
        }
        switch entry {
        case .gesture(let index):
            let gesture = step.gestures[index]
            var text = "gesture \(scene.name(of: gesture.recognizer)) \(gesture.state.rawValue)"
            if let failure = gesture.failure { text += " \(failure.rawValue)" }
            if let other = gesture.other { text += " \(scene.name(of: other))" }
            return text
        case .control(let index):
            let control = step.controls[index]
            return "control \(scene.views[control.control.index].name) \(control.event.rawValue)"
        case .hold(let index):
            let hold = step.holds[index]
            return "hold \(scene.views[hold.view.index].name).\(hold.phase.methodName) \(list(hold.touches)) "
                + scene.name(of: hold.recognizer)
        case .release(let index):
            let release = step.releases[index]
            return "release \(scene.views[release.view.index].name) \(list(release.touches))"
        case .discard(let index):
            let discard = step.discards[index]
            return "discard \(scene.views[discard.view.index].name) \(list(discard.touches)) "
                + (discard.recognizer.map { scene.name(of: $0) } ?? "-")
        case .firstResponder(let index):
            let record = step.firstResponders[index]
            var text = "\(record.line.rawValue) \(scene.name(of: record.responder))"
            switch record.result {
            case .done: break
            case .already: text += " already"
            case .removed: text += " removed"
            case .refused:
                text += " refused " + (record.reason ?? "")
                if let other = record.other { text += " " + scene.name(of: other) }
            }
            return text
        case .action(let index):
            let record = step.actions[index]
            let responder = record.responder.map { scene.name(of: $0) } ?? ""
            switch record.line {
            case .send:
                return "send \(record.action) \(record.sender.map { scene.name(of: $0) } ?? "-") "
                    + (record.target.map { scene.name(of: $0) } ?? "nil")
            case .ask: return "ask \(responder) \(record.action) \(record.answer?.rawValue ?? "")"
            case .perform: return "perform \(responder) \(record.action)"
            case .noTarget: return "no-target \(record.action)"
            case .command: return "command \(record.key ?? "") \(record.action) \(responder)"
            }
        case .menu(let index):
            let record = step.menus[index]
            guard let action = record.action, let target = record.target else { return "menu none \(record.reason ?? "")" }
            return "menu \(action) \(scene.name(of: target))"
        case .ignored(let index):
            return "remote \(step.ignored[index].item) not-receiving"
        case .scroll(let index):
            let record = step.scrolls[index]
            return "scroll \(scene.views[record.scrollView.index].name) \(record.event.rawValue) "
                + "\(NumberFormatting.decimal(record.x)) \(NumberFormatting.decimal(record.y))"
        case .cell(let index):
            return step.cells[index].compactText(scene)
        case .drop, .delivery, .output, .skip:
            return ""
        }
    }

    /// `] RESULT` and the line's end, as one literal.
    static func ending(_ result: DeliveryResult) -> StaticString {
        switch result {
        case .handled: "] handled\n"
        case .forwarded: "] forwarded\n"
        case .unhandled: "] unhandled\n"
        }
    }

    /// `notice CODE RESPONDER TOUCH` (for `still-held`, the responder is the view).
    package static func notice(_ notice: Notice, _ scene: Scene) -> String {
        "notice \(notice.code.rawValue) \(scene.name(of: notice.responder)) \(notice.touchName)"
    }

    /// Touch ids joined with `, ` (already in creation order).
    package static func touchList(_ touches: Slice<StepBuffer<TouchRef>>, of step: StepRecord) -> String {
        var text = ""
        for touch in touches {
            if !text.isEmpty { text += ", " }
            text += step.name(of: touch)
        }
        return text
    }
}

/// Collects the compact trace as lines (for `expect:` checks and tests).
package struct CompactLineCollector: TraceSink {
    /// The compact lines so far, notices included.
    package private(set) var lines: [String] = []
    private var line = TraceLine()
    private var names = ResponderNames()
    private var touchNames = TouchNames { name, line in line.append(name) }
    /// Creates an empty collector.
    package init() {}
    package var reads: StepParts { CompactLines.parts }
    package mutating func step(_ step: StepRecord, _ scene: Scene) {
        guard !step.entries.isEmpty else { return }
        names.prepare(for: scene) { name, line in line.append(name) }
        line.clear()
        CompactLines.append(step, scene, names, &touchNames, to: &line)
        for text in line.string.split(separator: "\n", omittingEmptySubsequences: false).dropLast() { lines.append(String(text)) }
    }
    package mutating func notice(_ notice: Notice, _ scene: Scene) {
        lines.append(CompactLines.notice(notice, scene))
    }
    /// Forgets the lines so far (a reader that takes each step's lines as they come).
    package mutating func removeAllLines() { lines.removeAll(keepingCapacity: true) }
}
