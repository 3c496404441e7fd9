/// The compact trace (README.md, Trace formats: the compact format): one line per drop, delivery, output and skip, then the
/// notices. It is what `expect:` blocks hold.
public struct CompactWriter<Output: TextOutputStream>: TraceSink {
    /// Where the lines go.
    public package(set) var output: Output
    /// The step's lines, built as bytes in one buffer kept from step to step (``TraceLine``).
    private var lines = CompactLines()
    private let handOff = TextHandOff<Output>()

    /// Creates a writer that streams into `output`.
    public init(output: Output) { self.output = output }

    /// The lines and the notices: no locations, `all`, hit tests or touch lines.
    public var reads: StepParts { CompactLines.parts }

    public mutating func step(_ step: StepRecord, _ scene: Scene) {
        guard !step.entries.isEmpty else { return }
        lines.prepare(for: scene)
        lines.append(step, scene)
        handOff.write(lines.out.line, to: &output)
    }

    public mutating func notice(_ notice: Notice, _ scene: Scene) {
        output.write(CompactLines.notice(notice, scene))
        output.write("\n")
    }
}

/// The compact lines of a step, shared by the compact writer and expectation checks: each
/// line kind writes its own (``LineKind/compact(_:_:_:into:)``).
package struct CompactLines: LineVisitor {
    /// The lines being built, and the names as the compact trace spells them.
    package var out = LineOutput { name, line in line.append(name) }

    /// No names spelled yet.
    package init() {}

    /// Spells the names of `scene` (unless spelled for it already) and clears the line.
    package mutating func prepare(for scene: Scene) {
        out.names.prepare(for: scene) { name, line in line.append(name) }
        out.line.clear()
    }

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
        var lines = CompactLines()
        lines.prepare(for: scene)
        lines.append(step, scene)
        output.write(lines.out.line.string)
    }

    /// Appends the compact lines of `step` to ``out``.
    package mutating func append(_ step: StepRecord, _ scene: Scene) {
        for entry in step.entries {
            switch entry {
            case .delivery(let index):
                let delivery = step.deliveries[index]
                let call = step.calls[delivery.call]
                out.names.append(delivery.responder, to: &out.line)
                out.line.append(UInt8(ascii: "."))
                if let message = call.message {
                    out.line.appendASCII(message.methodNameLiteral)
                    out.line.appendASCII(" [")
                    out.line.append(step.item(of: call))
                } else {
                    out.line.appendASCII(call.phase.methodNameLiteral)
                    out.line.appendASCII(" [")
                }
                for position in call.touches {
                    if position > call.touches.lowerBound { out.line.appendASCII(", ") }
                    out.touchNames.append(step.callTouches[position], of: step, to: &out.line)
                }
                out.line.appendASCII(CompactLines.ending(delivery.result))
            case .line(let index):
                step.lines[index].visit(&self, step, scene)
            }
        }
    }

    /// One line of its kind, and its newline.
    @inline(__always)
    package mutating func visit<K: LineKind>(_ kind: K.Type, _ record: K.Record, _ step: StepRecord, _ scene: Scene) {
        K.compact(record, step, scene, into: &out)
        out.line.append(UInt8(ascii: "\n"))
    }

    /// The compact line of an entry other than a delivery (a recognizer, control, hold, release,
    /// discard, chain, scroll or cell line), without its newline; empty for a delivery.
    package static func gestureLine(_ entry: StepEntry, _ step: StepRecord, _ scene: Scene) -> String {
        guard case .line(let index) = entry else { return "" }
        return text(of: step.lines[index], step, scene)
    }

    /// The compact line of `line`, without its newline, each name as the scene has it.
    package static func text(of line: LineRecord, _ step: StepRecord, _ scene: Scene) -> String {
        var lines = CompactLines()
        line.visit(&lines, step, scene)
        var text = lines.out.line.string
        text.removeLast()
        return text
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
    private var compact = CompactLines()
    /// Creates an empty collector.
    package init() {}
    package var reads: StepParts { CompactLines.parts }
    package mutating func step(_ step: StepRecord, _ scene: Scene) {
        guard !step.entries.isEmpty else { return }
        compact.prepare(for: scene)
        compact.append(step, scene)
        for text in compact.out.line.string.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            lines.append(String(text))
        }
    }
    package mutating func notice(_ notice: Notice, _ scene: Scene) {
        lines.append(CompactLines.notice(notice, scene))
    }
    /// Forgets the lines so far (a reader that takes each step's lines as they come).
    package mutating func removeAllLines() { lines.removeAll(keepingCapacity: true) }
}
