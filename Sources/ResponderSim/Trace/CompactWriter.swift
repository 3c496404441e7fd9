/// The compact trace (TRACE.md §3): one line per drop, delivery, output and skip, then the
/// notices. It is what `expect:` blocks hold.
public struct CompactWriter<Output: TextOutputStream>: TraceSink {
    /// Where the lines go.
    public var output: Output

    /// Creates a writer that streams into `output`.
    public init(output: Output) { self.output = output }

    public mutating func step(_ step: StepRecord, _ scene: Scene) {
        CompactLines.forEach(step, scene) { line in
            output.write(line)
            output.write("\n")
        }
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
        for drop in step.drops {
            body("drop \(scene.touchNames[drop.touch.name]) \(drop.reason.rawValue) \(drop.view.map { scene.views[$0.index].name } ?? "-")")
        }
        var nextOutput = 0
        func outputs(through delivery: Int?) {
            while nextOutput < step.outputs.count, step.outputs[nextOutput].afterDelivery == delivery {
                let output = step.outputs[nextOutput]
                body("output \(scene.name(of: output.responder)): \(output.text)")
                nextOutput += 1
            }
        }
        outputs(through: nil)
        for (index, delivery) in step.deliveries.enumerated() {
            body(
                "\(scene.name(of: delivery.responder)).\(step.phase(of: delivery).methodName) [\(touchList(step.touches(of: delivery), scene))] \(delivery.result.rawValue)"
            )
            outputs(through: index)
        }
        while nextOutput < step.outputs.count {
            let output = step.outputs[nextOutput]
            body("output \(scene.name(of: output.responder)): \(output.text)")
            nextOutput += 1
        }
        for skip in step.skips {
            body("skip \(scene.touchNames[skip.touch.name]) \(skip.phase.name) ignoring-interaction \(scene.views[skip.view.index].name)")
        }
    }

    /// `notice CODE RESPONDER TOUCH`.
    public static func notice(_ notice: Notice, _ scene: Scene) -> String {
        "notice \(notice.code.rawValue) \(scene.name(of: notice.responder)) \(scene.touchNames[notice.touch.name])"
    }

    /// Touch ids joined with `, ` (already in creation order).
    static func touchList(_ touches: Slice<StepBuffer<TouchRef>>, _ scene: Scene) -> String {
        var text = ""
        for touch in touches {
            if !text.isEmpty { text += ", " }
            text += scene.touchNames[touch.name]
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
