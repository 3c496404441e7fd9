/// The text trace (TRACE.md §5), for people: a header, each step with what changed, the hit
/// tests, the deliveries aligned in columns, drops, skips and outputs (each naming its rule),
/// then notices and a summary line.
public struct TextWriter<Output: TextOutputStream>: TraceSink {
    /// Where the text goes.
    public var output: Output
    /// ANSI colours (only for a terminal with `NO_COLOR` unset; the CLI decides).
    public var color: Bool
    /// One line per view the hit test visited, with its verdict.
    public var explain: Bool
    private var printedNoticeHeader = false

    /// Creates a writer that streams into `output`.
    public init(output: Output, color: Bool = false, explain: Bool = false) {
        self.output = output
        self.color = color
        self.explain = explain
    }

    private func paint(_ text: String, _ code: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    public mutating func begin(_ scene: Scene) {
        output.write(paint(scene.title ?? scene.path, "1") + "\n")
        let device = scene.device
        let deviceName = device.name ?? "custom device"
        output.write("\(deviceName): \(device.touchLimit) touches, overflow \(device.overflow.rawValue)\n")
        if let notes = scene.notes, !notes.isEmpty {
            for line in notes.split(separator: "\n", omittingEmptySubsequences: false) {
                output.write(paint("  " + line, "2") + "\n")
            }
        }
    }

    public mutating func step(_ step: StepRecord, _ scene: Scene) {
        var text = "\n"
        let number = String(step.number)
        let head = String(repeating: " ", count: max(0, 4 - number.count)) + number
        let time = NumberFormatting.seconds(step.time) + "s"
        text +=
            paint(head, "1") + "  " + time + String(repeating: " ", count: max(1, 10 - time.count))
            + paint(TextWriter.describe(step, scene), "1")
            + "\n"
        let indent = String(repeating: " ", count: 16)
        for test in step.hitTests {
            let touch = step.name(of: test.touch)
            if explain {
                for visit in step.visited[test.visited] {
                    let depth = TextWriter.depth(of: visit.view, scene)
                    text +=
                        indent + "visit " + String(repeating: "  ", count: depth) + scene.views[visit.view.index].name + "  "
                        + visit.verdict.rawValue + "\n"
                }
            }
            if let view = test.view {
                let path = step.pathViews[test.path].map { scene.views[$0.index].name }.joined(separator: " ▸ ")
                let delivered = step.all.contains { $0.touch == test.touch }
                let taps = delivered ? "  tapCount \(step.tapCount(of: test.touch))" : ""
                text += indent + "hit-test \(touch) → \(scene.views[view.index].name)  (\(path))\(taps)\n"
            } else if test.window == nil
                && step.drops.contains(where: { $0.touch == test.touch && ($0.reason == .ignoringInteraction || $0.reason == .touchLimit) })
            {
                text += indent + "hit-test \(touch) not run\n"
            } else {
                text += indent + "hit-test \(touch) → nothing\n"
            }
        }
        for drop in step.drops {
            let at = drop.view.map { " at \(scene.views[$0.index].name)" } ?? ""
            text +=
                indent + paint("withheld \(step.name(of: drop.touch)): \(drop.reason.rawValue) (\(drop.rule))\(at)", "31") + "\n"
        }
        var calls: [String] = []
        var touchLists: [String] = []
        for delivery in step.deliveries {
            calls.append("\(scene.name(of: delivery.responder)).\(step.phase(of: delivery).methodName)")
            touchLists.append("[" + CompactLines.touchList(step.touches(of: delivery), of: step) + "]")
        }
        let callWidth = calls.map(\.count).max() ?? 0
        let touchWidth = touchLists.map(\.count).max() ?? 0
        var nextOutput = 0
        func outputs(through delivery: Int?) -> String {
            var lines = ""
            while nextOutput < step.outputs.count, step.outputs[nextOutput].afterDelivery == delivery {
                let output = step.outputs[nextOutput]
                lines += indent + "  " + paint("output \(scene.name(of: output.responder)): \(output.text)", "36") + "\n"
                nextOutput += 1
            }
            return lines
        }
        text += outputs(through: nil)
        for (index, delivery) in step.deliveries.enumerated() {
            let locations = step.locations[delivery.locations].map(NumberFormatting.point).joined(separator: " ")
            let result: String
            switch delivery.result {
            case .handled: result = paint("handled", "32")
            case .forwarded: result = paint("forwarded", "2")
            case .unhandled: result = paint("unhandled (C4)", "33")
            }
            text += indent + TextWriter.pad(calls[index], callWidth) + "  " + TextWriter.pad(touchLists[index], touchWidth) + "  "
            text += TextWriter.pad(locations, 0) + "  " + result + "\n"
            text += outputs(through: index)
        }
        while nextOutput < step.outputs.count {
            let output = step.outputs[nextOutput]
            text += indent + paint("output \(scene.name(of: output.responder)): \(output.text)", "36") + "\n"
            nextOutput += 1
        }
        for skip in step.skips {
            text +=
                indent
                + paint(
                    "skipped \(step.name(of: skip.touch)) \(skip.phase.name) at \(scene.views[skip.view.index].name): ignoring-interaction (I3)",
                    "33") + "\n"
        }
        output.write(text)
    }

    public mutating func notice(_ notice: Notice, _ scene: Scene) {
        if !printedNoticeHeader {
            output.write("\n" + paint("notices", "1") + "\n")
            printedNoticeHeader = true
        }
        let responder = scene.name(of: notice.responder)
        let touch = notice.touchName
        let text: String
        switch notice.code {
        case .neverFinished:
            text = "never-finished \(responder) \(touch): it got touchesBegan but neither touchesEnded nor touchesCancelled (N1)"
        case .noBegan:
            text = "no-began \(responder) \(touch): it got later phases without touchesBegan (N2)"
        }
        output.write("  " + paint(text, "35") + "\n")
    }

    public mutating func end(_ summary: TraceSummary, _ scene: Scene) {
        output.write(
            "\n" + paint("summary", "1")
                + ": \(summary.steps) steps, \(summary.deliveries) deliveries, \(summary.drops) drops, \(summary.skips) skips, "
                + "\(summary.unhandled) unhandled, \(summary.outputs) outputs, \(summary.notices) notices\n")
    }

    /// What the step is, in a few words (the step line of the text trace).
    static func describe(_ step: StepRecord, _ scene: Scene) -> String {
        switch step.action {
        case .touches:
            return step.changes.map { change in
                "\(step.name(of: change.touch)) \(change.phase.name) \(NumberFormatting.point(change.point))"
            }.joined(separator: ", ")
        case .cancel: return "cancel: the system cancels every live touch"
        case .ignoreBegin: return "ignore begin"
        case .ignoreEnd: return "ignore end"
        case .set(let view, let key, let change): return "set \(scene.views[view.index].name) \(key) \(change.valueText(scene))"
        case .remove(let view): return "remove \(scene.views[view.index].name)"
        case .wait: return "wait"
        case nil: return "timer: a delayed call fires"
        }
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    private static func depth(of view: ViewID, _ scene: Scene) -> Int {
        var depth = 0
        var current = scene.views[view.index].superview
        while let id = current {
            depth += 1
            current = scene.views[id.index].superview
        }
        return depth
    }
}

extension ViewPropertyChange {
    /// The value as a scene file writes it.
    public func valueText(_ scene: Scene) -> String {
        func flag(_ value: Bool) -> String { value ? "yes" : "no" }
        func list(_ numbers: [Double]) -> String { "[" + numbers.map(NumberFormatting.decimal).joined(separator: ", ") + "]" }
        func phases(_ set: PhaseSet) -> String { set == .all ? "all" : "[" + set.phases.map(\.name).joined(separator: ", ") + "]" }
        switch self {
        case .frame(let r): return list([r.x, r.y, r.width, r.height])
        case .boundsOrigin(let p): return list([p.x, p.y])
        case .hidden(let v), .userInteraction(let v), .multipleTouch(let v), .exclusiveTouch(let v), .clips(let v): return flag(v)
        case .alpha(let v): return NumberFormatting.decimal(Double(v))
        case .hitInsets(let i): return list([i.top, i.left, i.bottom, i.right])
        case .hitTest(let mode): return mode.rawValue
        case .handling(let h): return "handles \(phases(h.handles)), passes-on \(phases(h.passesOn))"
        case .behavior(let spec, _): return spec?.kind.rawValue ?? "none"
        }
    }
}
