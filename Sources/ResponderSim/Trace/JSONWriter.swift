/// JSON Lines (TRACE.md §2): one object per step, then one per notice, then the summary.
public struct JSONLinesWriter<Output: TextOutputStream>: TraceSink {
    /// Where the lines go.
    public var output: Output
    /// Whether hit tests list every visited view (`--explain`).
    public var explain: Bool

    /// Creates a writer that streams into `output`.
    public init(output: Output, explain: Bool = false) {
        self.output = output
        self.explain = explain
    }

    public mutating func step(_ step: StepRecord, _ scene: Scene) {
        var line =
            "{\"step\":\(step.number),\"time\":\(NumberFormatting.seconds(step.time)),\"kind\":\"\(step.kind.rawValue)\",\"changes\":["
        for (index, change) in step.changes.enumerated() {
            if index > 0 { line += "," }
            line +=
                "{\"touch\":\(JSON.string(step.name(of: change.touch))),\"phase\":\"\(change.phase.name)\",\"point\":\(JSON.point(change.point))}"
        }
        line += "],\"hitTests\":["
        for (index, test) in step.hitTests.enumerated() {
            if index > 0 { line += "," }
            line +=
                "{\"touch\":\(JSON.string(step.name(of: test.touch))),\"window\":\(JSON.name(test.window, scene)),\"view\":\(JSON.name(test.view, scene)),\"path\":["
            for (position, view) in step.pathViews[test.path].enumerated() {
                if position > 0 { line += "," }
                line += JSON.string(scene.views[view.index].name)
            }
            line += "]"
            if explain {
                line += ",\"visited\":["
                for (position, visit) in step.visited[test.visited].enumerated() {
                    if position > 0 { line += "," }
                    line += "{\"view\":\(JSON.string(scene.views[visit.view.index].name)),\"verdict\":\"\(visit.verdict.rawValue)\"}"
                }
                line += "]"
            }
            line += "}"
        }
        line += "],\"deliveries\":["
        for (index, delivery) in step.deliveries.enumerated() {
            if index > 0 { line += "," }
            let touches = step.touches(of: delivery)
            line +=
                "{\"responder\":\(JSON.string(scene.name(of: delivery.responder))),\"role\":\"\(scene.role(of: delivery.responder).rawValue)\""
            line += ",\"method\":\"\(step.phase(of: delivery).methodName)\",\"touches\":["
            for (position, touch) in touches.enumerated() {
                if position > 0 { line += "," }
                line += JSON.string(step.name(of: touch))
            }
            line += "],\"all\":["
            for (position, entry) in step.all.enumerated() {
                if position > 0 { line += "," }
                line += "{\"touch\":\(JSON.string(step.name(of: entry.touch))),\"phase\":\"\(entry.phase.name)\"}"
            }
            line += "],\"locations\":{"
            for (position, (touch, point)) in zip(touches, step.locations[delivery.locations]).enumerated() {
                if position > 0 { line += "," }
                line += "\(JSON.string(step.name(of: touch))):\(JSON.point(point))"
            }
            line += "},\"tapCounts\":{"
            for (position, touch) in touches.enumerated() {
                if position > 0 { line += "," }
                line += "\(JSON.string(step.name(of: touch))):\(step.tapCount(of: touch))"
            }
            line += "},\"result\":\"\(delivery.result.rawValue)\"}"
        }
        line += "],\"drops\":["
        for (index, drop) in step.drops.enumerated() {
            if index > 0 { line += "," }
            line +=
                "{\"touch\":\(JSON.string(step.name(of: drop.touch))),\"reason\":\"\(drop.reason.rawValue)\",\"view\":\(JSON.name(drop.view, scene))}"
        }
        line += "],\"skips\":["
        for (index, skip) in step.skips.enumerated() {
            if index > 0 { line += "," }
            line +=
                "{\"touch\":\(JSON.string(step.name(of: skip.touch))),\"phase\":\"\(skip.phase.name)\",\"reason\":\"ignoring-interaction\",\"view\":\(JSON.string(scene.views[skip.view.index].name))}"
        }
        line += "],\"outputs\":["
        for (index, output) in step.outputs.enumerated() {
            if index > 0 { line += "," }
            line += "{\"responder\":\(JSON.string(scene.name(of: output.responder))),\"text\":\(JSON.string(output.text))}"
        }
        line += "]}\n"
        output.write(line)
    }

    public mutating func notice(_ notice: Notice, _ scene: Scene) {
        output.write(
            "{\"kind\":\"notice\",\"code\":\"\(notice.code.rawValue)\",\"responder\":\(JSON.string(scene.name(of: notice.responder))),\"touch\":\(JSON.string(notice.touchName))}\n"
        )
    }

    public mutating func end(_ summary: TraceSummary, _ scene: Scene) {
        output.write(
            "{\"kind\":\"summary\",\"steps\":\(summary.steps),\"deliveries\":\(summary.deliveries),\"drops\":\(summary.drops),\"skips\":\(summary.skips),\"unhandled\":\(summary.unhandled),\"outputs\":\(summary.outputs),\"notices\":\(summary.notices)}\n"
        )
    }
}

/// JSON text helpers.
enum JSON {
    /// A JSON string literal with every control character escaped.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    static func point(_ point: Point) -> String {
        "[\(NumberFormatting.decimal(point.x)),\(NumberFormatting.decimal(point.y))]"
    }

    static func name(_ view: ViewID?, _ scene: Scene) -> String {
        view.map { string(scene.views[$0.index].name) } ?? "null"
    }
}
