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

    /// The line being built, kept from step to step.
    private var line = TraceLine()

    // Inlined into the engine's run loop: called there, the step record and the scene were
    // copied for the call (700 bytes a step), as the engine's memory is not theirs to lend.
    @inline(__always)
    public mutating func step(_ step: StepRecord, _ scene: Scene) {
        line.clear()
        line.appendASCII("{\"step\":")
        line.append(step.number)
        line.appendASCII(",\"time\":")
        line.appendMicros(step.time)
        line.appendASCII(",\"kind\":\"")
        line.append(step.kind.rawValue)
        if let timer = step.timer {
            line.appendASCII("\",\"timer\":{\"owner\":")
            switch timer.owner {
            case .view(let view): line.appendJSONString(scene.views[view.index].name)
            case .recognizer(let recognizer): line.appendJSONString(scene.name(of: recognizer))
            }
            line.appendASCII(",\"what\":\"")
            line.append(timer.what.rawValue)
            line.appendASCII("\"}")
        } else {
            line.append(UInt8(ascii: "\""))
        }
        line.appendASCII(",\"changes\":[")
        for (index, change) in step.changes.enumerated() {
            if index > 0 { line.append(Punctuation.comma) }
            line.appendASCII("{\"touch\":")
            line.appendJSONString(step.name(of: change.touch))
            line.appendASCII(",\"phase\":\"")
            line.append(change.phase.name)
            line.appendASCII("\",\"point\":")
            appendPoint(change.point)
            line.append(Punctuation.closeBrace)
        }
        line.appendASCII("],\"hitTests\":[")
        for (index, test) in step.hitTests.enumerated() {
            if index > 0 { line.append(Punctuation.comma) }
            line.appendASCII("{\"touch\":")
            line.appendJSONString(step.name(of: test.touch))
            line.appendASCII(",\"window\":")
            appendName(test.window, scene)
            line.appendASCII(",\"view\":")
            appendName(test.view, scene)
            line.appendASCII(",\"path\":[")
            for position in test.path {
                if position > test.path.lowerBound { line.append(Punctuation.comma) }
                line.appendJSONString(scene.views[step.pathViews[position].index].name)
            }
            line.append(Punctuation.closeBracket)
            if explain {
                line.appendASCII(",\"visited\":[")
                for position in test.visited {
                    if position > test.visited.lowerBound { line.append(Punctuation.comma) }
                    let visit = step.visited[position]
                    line.appendASCII("{\"view\":")
                    line.appendJSONString(scene.views[visit.view.index].name)
                    line.appendASCII(",\"verdict\":\"")
                    line.append(visit.verdict.rawValue)
                    line.appendASCII("\"}")
                }
                line.append(Punctuation.closeBracket)
            }
            line.append(Punctuation.closeBrace)
        }
        line.append(Punctuation.closeBracket)
        appendGestureRecords(step, scene)
        line.appendASCII(",\"deliveries\":[")
        for (index, delivery) in step.deliveries.enumerated() {
            if index > 0 { line.append(Punctuation.comma) }
            let call = step.calls[delivery.call]
            line.appendASCII("{\"seq\":")
            line.append(delivery.seq)
            line.appendASCII(",\"responder\":")
            line.appendJSONString(scene.name(of: delivery.responder))
            line.appendASCII(",\"role\":\"")
            line.append(scene.role(of: delivery.responder).rawValue)
            line.appendASCII("\",\"method\":\"")
            line.appendASCII(call.phase.methodNameLiteral)
            line.appendASCII("\",\"touches\":[")
            for position in call.touches {
                if position > call.touches.lowerBound { line.append(Punctuation.comma) }
                line.appendJSONString(step.name(of: step.callTouches[position]))
            }
            line.appendASCII("],\"all\":[")
            for (position, entry) in step.all(of: call).enumerated() {
                if position > 0 { line.append(Punctuation.comma) }
                line.appendASCII("{\"touch\":")
                line.appendJSONString(step.name(of: entry.touch))
                line.appendASCII(",\"phase\":\"")
                line.append(entry.phase.name)
                line.appendASCII("\"}")
            }
            line.appendASCII("],\"locations\":{")
            for (position, location) in zip(call.touches, delivery.locations) {
                if position > call.touches.lowerBound { line.append(Punctuation.comma) }
                line.appendJSONString(step.name(of: step.callTouches[position]))
                line.append(Punctuation.colon)
                appendPoint(step.locations[location])
            }
            line.appendASCII("},\"tapCounts\":{")
            for position in call.touches {
                if position > call.touches.lowerBound { line.append(Punctuation.comma) }
                let touch = step.callTouches[position]
                line.appendJSONString(step.name(of: touch))
                line.append(Punctuation.colon)
                line.append(step.tapCount(of: touch, in: call))
            }
            line.appendASCII("},\"origin\":")
            switch call.origin {
            case .event: line.appendASCII("\"event\"")
            case .release(let heldAt):
                line.appendASCII("\"release\",\"heldAt\":")
                line.append(heldAt)
            case .gesture(let recognizer):
                line.appendASCII("\"gesture\",\"by\":")
                line.appendJSONString(scene.name(of: recognizer))
            }
            line.appendASCII(",\"result\":\"")
            line.append(delivery.result.rawValue)
            line.appendASCII("\"}")
        }
        line.appendASCII("],\"controls\":[")
        for (index, control) in step.controls.enumerated() {
            if index > 0 { line.append(Punctuation.comma) }
            line.appendASCII("{\"seq\":")
            line.append(control.seq)
            line.appendASCII(",\"control\":")
            line.appendJSONString(scene.views[control.control.index].name)
            line.appendASCII(",\"event\":\"")
            line.append(control.event.rawValue)
            line.appendASCII("\",\"touch\":")
            line.appendJSONString(step.name(of: control.touch))
            line.appendASCII(control.inside ? ",\"inside\":true}" : ",\"inside\":false}")
        }
        line.appendASCII("],\"drops\":[")
        for (index, drop) in step.drops.enumerated() {
            if index > 0 { line.append(Punctuation.comma) }
            line.appendASCII("{\"seq\":")
            line.append(drop.seq)
            line.appendASCII(",\"touch\":")
            line.appendJSONString(step.name(of: drop.touch))
            line.appendASCII(",\"reason\":\"")
            line.append(drop.reason.rawValue)
            line.appendASCII("\",\"view\":")
            appendName(drop.view, scene)
            line.append(Punctuation.closeBrace)
        }
        line.appendASCII("],\"skips\":[")
        for (index, skip) in step.skips.enumerated() {
            if index > 0 { line.append(Punctuation.comma) }
            line.appendASCII("{\"seq\":")
            line.append(skip.seq)
            line.appendASCII(",\"touch\":")
            line.appendJSONString(step.name(of: skip.touch))
            line.appendASCII(",\"phase\":\"")
            line.append(skip.phase.name)
            line.appendASCII("\",\"reason\":\"ignoring-interaction\",\"view\":")
            line.appendJSONString(scene.views[skip.view.index].name)
            line.append(Punctuation.closeBrace)
        }
        line.appendASCII("],\"outputs\":[")
        for (index, output) in step.outputs.enumerated() {
            if index > 0 { line.append(Punctuation.comma) }
            line.appendASCII("{\"seq\":")
            line.append(output.seq)
            line.appendASCII(",\"responder\":")
            line.appendJSONString(scene.name(of: output.responder))
            line.appendASCII(",\"text\":")
            line.appendJSONString(output.text)
            line.append(Punctuation.closeBrace)
        }
        line.appendASCII("]}\n")
        output.write(line.string)
    }

    public mutating func notice(_ notice: Notice, _ scene: Scene) {
        line.clear()
        line.appendASCII("{\"kind\":\"notice\",\"code\":\"")
        line.append(notice.code.rawValue)
        line.appendASCII("\",\"responder\":")
        line.appendJSONString(scene.name(of: notice.responder))
        line.appendASCII(",\"touch\":")
        line.appendJSONString(notice.touchName)
        line.appendASCII("}\n")
        output.write(line.string)
    }

    public mutating func end(_ summary: TraceSummary, _ scene: Scene) {
        output.write(
            "{\"kind\":\"summary\",\"steps\":\(summary.steps),\"deliveries\":\(summary.deliveries),\"drops\":\(summary.drops),\"skips\":\(summary.skips),\"unhandled\":\(summary.unhandled),\"outputs\":\(summary.outputs),\"notices\":\(summary.notices),"
                + "\"gestures\":\(summary.gestures),\"controls\":\(summary.controls),\"holds\":\(summary.holds),"
                + "\"releases\":\(summary.releases),\"discards\":\(summary.discards)}\n"
        )
    }

    /// `,"gestureInputs":[…],"gestures":[…],"holds":[…],"releases":[…],"discards":[…]`
    /// (GESTURES.md §3.4).
    private mutating func appendGestureRecords(_ step: StepRecord, _ scene: Scene) {
        line.appendASCII(",\"gestureInputs\":[")
        for (index, input) in step.gestureInputs.enumerated() {
            if index > 0 { line.append(Punctuation.comma) }
            line.appendASCII("{\"gesture\":")
            line.appendJSONString(scene.name(of: input.recognizer))
            line.appendASCII(",\"method\":\"")
            line.appendASCII(input.phase.methodNameLiteral)
            line.appendASCII("\",\"touches\":")
            appendTouches(step.touches(input.touches), step)
            line.append(Punctuation.closeBrace)
        }
        line.appendASCII("],\"gestures\":[")
        for (index, gesture) in step.gestures.enumerated() {
            if index > 0 { line.append(Punctuation.comma) }
            let recognizer = scene.recognizers[gesture.recognizer.index]
            line.appendASCII("{\"seq\":")
            line.append(gesture.seq)
            line.appendASCII(",\"gesture\":")
            line.appendJSONString(recognizer.name)
            line.appendASCII(",\"view\":")
            line.appendJSONString(scene.views[recognizer.view.index].name)
            line.appendASCII(",\"kind\":\"")
            line.append(recognizer.kind.rawValue)
            line.appendASCII("\",\"state\":\"")
            line.append(gesture.state.rawValue)
            line.appendASCII("\",\"reason\":")
            if let failure = gesture.failure {
                line.appendJSONString(failure.rawValue)
            } else {
                line.appendASCII("null")
            }
            line.appendASCII(",\"other\":")
            switch gesture.other {
            case .recognizer(let other)?: line.appendJSONString(scene.name(of: other))
            case .control(let view)?: line.appendJSONString(scene.views[view.index].name)
            case nil: line.appendASCII("null")
            }
            line.appendASCII(",\"touches\":")
            appendTouches(step.touches(gesture.touches), step)
            line.appendASCII(gesture.state.sendsAction ? ",\"action\":true}" : ",\"action\":false}")
        }
        line.appendASCII("],\"holds\":[")
        for (index, hold) in step.holds.enumerated() {
            if index > 0 { line.append(Punctuation.comma) }
            line.appendASCII("{\"seq\":")
            line.append(hold.seq)
            line.appendASCII(",\"responder\":")
            line.appendJSONString(scene.views[hold.view.index].name)
            line.appendASCII(",\"method\":\"")
            line.appendASCII(hold.phase.methodNameLiteral)
            line.appendASCII("\",\"touches\":")
            appendTouches(step.touches(hold.touches), step)
            line.appendASCII(",\"gesture\":")
            line.appendJSONString(scene.name(of: hold.recognizer))
            line.append(Punctuation.closeBrace)
        }
        line.appendASCII("],\"releases\":[")
        for (index, release) in step.releases.enumerated() {
            if index > 0 { line.append(Punctuation.comma) }
            line.appendASCII("{\"seq\":")
            line.append(release.seq)
            line.appendASCII(",\"view\":")
            line.appendJSONString(scene.views[release.view.index].name)
            line.appendASCII(",\"touches\":")
            appendTouches(step.touches(release.touches), step)
            line.append(Punctuation.closeBrace)
        }
        line.appendASCII("],\"discards\":[")
        for (index, discard) in step.discards.enumerated() {
            if index > 0 { line.append(Punctuation.comma) }
            line.appendASCII("{\"seq\":")
            line.append(discard.seq)
            line.appendASCII(",\"view\":")
            line.appendJSONString(scene.views[discard.view.index].name)
            line.appendASCII(",\"touches\":")
            appendTouches(step.touches(discard.touches), step)
            line.appendASCII(",\"gesture\":")
            if let recognizer = discard.recognizer {
                line.appendJSONString(scene.name(of: recognizer))
            } else {
                line.appendASCII("null")
            }
            line.append(Punctuation.closeBrace)
        }
        line.append(Punctuation.closeBracket)
    }

    /// `["t1","t2"]`.
    private mutating func appendTouches(_ list: Slice<StepBuffer<TouchRef>>, _ step: StepRecord) {
        line.append(UInt8(ascii: "["))
        for (index, touch) in list.enumerated() {
            if index > 0 { line.append(Punctuation.comma) }
            line.appendJSONString(step.name(of: touch))
        }
        line.append(Punctuation.closeBracket)
    }

    /// `[x,y]`.
    private mutating func appendPoint(_ point: Point) {
        line.append(UInt8(ascii: "["))
        line.appendDecimal(point.x)
        line.append(Punctuation.comma)
        line.appendDecimal(point.y)
        line.append(Punctuation.closeBracket)
    }

    /// The view's name as a JSON string, or `null`.
    private mutating func appendName(_ view: ViewID?, _ scene: Scene) {
        if let view {
            line.appendJSONString(scene.views[view.index].name)
        } else {
            line.appendASCII("null")
        }
    }
}

/// Single characters of JSON text.
private enum Punctuation {
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let closeBrace = UInt8(ascii: "}")
    static let closeBracket = UInt8(ascii: "]")
}
