/// The compact trace (TRACE.md §3): one line per drop, delivery, output and skip, then the
/// notices. It is what `expect:` blocks hold.
public struct CompactWriter<Output: TextOutputStream>: TraceSink {
    /// Where the lines go.
    public var output: Output

    /// Creates a writer that streams into `output`.
    public init(output: Output) { self.output = output }

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
    /// Calls `body` with each compact line of `step`, in TRACE.md §3 order.
    public static func forEach(_ step: StepRecord, _ scene: Scene, _ body: (String) -> Void) {
        var text = ""
        write(step, scene, to: &text)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            body(String(line))
        }
    }

    /// Writes the compact lines of `step`, each ending in a newline, in TRACE.md §3 order:
    /// drops, then deliveries each followed by the outputs its handler printed, then skips.
    /// It writes pieces rather than whole lines, so a long run builds no string per line.
    public static func write<Output: TextOutputStream>(_ step: StepRecord, _ scene: Scene, to output: inout Output) {
        for drop in step.drops {
            output.write("drop ")
            output.write(step.name(of: drop.touch))
            output.write(" ")
            output.write(drop.reason.rawValue)
            output.write(" ")
            output.write(drop.view.map { scene.views[$0.index].name } ?? "-")
            output.write("\n")
        }
        step.forEachDeliveryAndOutput { entry in
            switch entry {
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
            case .output(let index, _):
                let printed = step.outputs[index]
                output.write("output ")
                output.write(scene.name(of: printed.responder))
                output.write(": ")
                output.write(printed.text)
                output.write("\n")
            }
        }
        for skip in step.skips {
            output.write("skip ")
            output.write(step.name(of: skip.touch))
            output.write(" ")
            output.write(skip.phase.name)
            output.write(" ignoring-interaction ")
            output.write(scene.views[skip.view.index].name)
            output.write("\n")
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

    /// `notice CODE RESPONDER TOUCH`.
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
    public mutating func step(_ step: StepRecord, _ scene: Scene) {
        CompactLines.forEach(step, scene) { lines.append($0) }
    }
    public mutating func notice(_ notice: Notice, _ scene: Scene) {
        lines.append(CompactLines.notice(notice, scene))
    }
}
