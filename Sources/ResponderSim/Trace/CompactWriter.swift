/// The compact trace (TRACE.md §3): one line per drop, delivery, output and skip, then the
/// notices. It is what `expect:` blocks hold.
public struct CompactWriter<Output: TextOutputStream>: TraceSink {
    /// Where the lines go.
    public var output: Output

    /// Creates a writer that streams into `output`.
    public init(output: Output) { self.output = output }

    /// The lines and the notices: no locations, `all`, hit tests or touch lines.
    public var reads: StepParts { CompactLines.parts }

    public mutating func step(_ step: StepRecord, _ scene: Scene) {
        CompactLines.write(step, scene, to: &output)
    }

    public mutating func notice(_ notice: Notice, _ scene: Scene) {
        output.write(CompactLines.notice(notice, scene))
        output.write("\n")
    }
}

/// The compact lines of a step, shared by the compact writer and expectation checks.
public enum CompactLines {
    /// The parts of a step the compact lines are made of.
    public static let parts: StepParts = [.deliveries, .notices]

    /// Calls `body` with each compact line of `step`, in TRACE.md §3 order.
    public static func forEach(_ step: StepRecord, _ scene: Scene, _ body: (String) -> Void) {
        var text = ""
        write(step, scene, to: &text)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            body(String(line))
        }
    }

    /// Writes the compact lines of `step`, each ending in a newline, in the order the engine
    /// recorded them (TRACE.md §3, GESTURES.md §3.3). It writes pieces rather than whole
    /// lines, so a long run builds no string per line.
    public static func write<Output: TextOutputStream>(_ step: StepRecord, _ scene: Scene, to output: inout Output) {
        for entry in step.entries {
            switch entry {
            case .drop(let index):
                let drop = step.drops[index]
                output.write("drop ")
                output.write(step.name(of: drop.touch))
                output.write(" ")
                output.write(drop.reason.rawValue)
                output.write(" ")
                output.write(drop.view.map { scene.views[$0.index].name } ?? "-")
                output.write("\n")
            case .delivery(let index):
                let delivery = step.deliveries[index]
                let call = step.calls[delivery.call]
                output.write(scene.name(of: delivery.responder))
                output.write(".")
                output.write(call.phase.methodName)
                output.write(" [")
                for position in call.touches {
                    if position > call.touches.lowerBound { output.write(", ") }
                    output.write(step.name(of: step.callTouches[position]))
                }
                output.write(CompactLines.ending(delivery.result))
            case .output(let index):
                let printed = step.outputs[index]
                output.write("output ")
                output.write(scene.name(of: printed.responder))
                output.write(": ")
                output.write(printed.text)
                output.write("\n")
            case .skip(let index):
                let skip = step.skips[index]
                output.write("skip ")
                output.write(step.name(of: skip.touch))
                output.write(" ")
                output.write(skip.phase.name)
                output.write(" ignoring-interaction ")
                output.write(scene.views[skip.view.index].name)
                output.write("\n")
            default:
                output.write(gestureLine(entry, step, scene))
                output.write("\n")
            }
        }
    }

    /// The compact line of a recognizer, control, hold, release or discard entry (GESTURES.md
    /// §3.2), without its newline.
    public static func gestureLine(_ entry: StepEntry, _ step: StepRecord, _ scene: Scene) -> String {
        func list(_ range: Range<Int>) -> String {
            "[" + step.touches(range).map { step.name(of: $0) }.joined(separator: ", ") + "]"
        }
        switch entry {
        case .gesture(let index):
            let gesture = step.gestures[index]
            var text = "gesture \(scene.name(of: gesture.recognizer)) \(gesture.state.rawValue)"
            if let failure = gesture.failure { text += " \(failure.rawValue)" }
            switch gesture.other {
            case .recognizer(let other)?: text += " \(scene.name(of: other))"
            case .control(let view)?: text += " \(scene.views[view.index].name)"
            case nil: break
            }
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
        case .drop, .delivery, .output, .skip:
            return ""
        }
    }

    /// `] RESULT` and the line's end, as one literal.
    static func ending(_ result: DeliveryResult) -> String {
        switch result {
        case .handled: "] handled\n"
        case .forwarded: "] forwarded\n"
        case .unhandled: "] unhandled\n"
        }
    }

    /// `notice CODE RESPONDER TOUCH` (for `still-held`, the responder is the view).
    public static func notice(_ notice: Notice, _ scene: Scene) -> String {
        "notice \(notice.code.rawValue) \(scene.name(of: notice.responder)) \(notice.touchName)"
    }

    /// Touch ids joined with `, ` (already in creation order).
    static func touchList(_ touches: Slice<StepBuffer<TouchRef>>, of step: StepRecord) -> String {
        var text = ""
        for touch in touches {
            if !text.isEmpty { text += ", " }
            text += step.name(of: touch)
        }
        return text
    }
}

/// Collects the compact trace as lines (for `expect:` checks and tests).
public struct CompactLineCollector: TraceSink {
    public private(set) var lines: [String] = []
    public init() {}
    public var reads: StepParts { CompactLines.parts }
    public mutating func step(_ step: StepRecord, _ scene: Scene) {
        CompactLines.forEach(step, scene) { lines.append($0) }
    }
    public mutating func notice(_ notice: Notice, _ scene: Scene) {
        lines.append(CompactLines.notice(notice, scene))
    }
}
