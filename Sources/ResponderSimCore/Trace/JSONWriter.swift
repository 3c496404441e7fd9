/// JSON Lines (README.md, Trace formats: JSON Lines): one object per step, then one per notice, then the summary.
public struct JSONLinesWriter<Output: TextOutputStream>: TraceSink, LineKindVisitor {
    /// Where the lines go.
    public package(set) var output: Output
    /// Whether hit tests list every visited view (`--explain`).
    package var explain: Bool

    /// Creates a writer that streams into `output`.
    public init(output: Output, explain: Bool = false) {
        self.output = output
        self.explain = explain
    }

    /// Everything but the covered views (the script action gives a step's `script`).
    public var reads: StepParts { StepParts.everything.subtracting(.covered) }

    /// The line being built, kept from step to step, with names as JSON strings.
    private var out = LineOutput { name, line in line.appendJSONString(name) }
    private let handOff = TextHandOff<Output>()
    /// What the deliveries of one call share, written once per call: from the method to the
    /// locations, and from the tap counts to the result.
    private var callHead = TraceLine()
    private var callTail = TraceLine()

    public mutating func step(_ step: StepRecord, _ scene: Scene) {
        out.names.prepare(for: scene) { name, line in line.appendJSONString(name) }
        out.line.clear()
        appendHeader(step, scene)
        appendChanges(step)
        appendHitTests(step)
        if step.gestureInputs.isEmpty && step.kindsPresent & LineKinds.recognizerListsMask == 0 {
            out.line.appendASCII(LineKinds.emptyRecognizerLists)
        } else {
            appendGestureRecords(step, scene)
        }
        appendDeliveries(step, scene)
        if step.lineCount == step.deliveryCount && step.scrollSet == nil {
            // No line but deliveries: no control event, drop, skip or output.
            out.line.appendASCII(LineKinds.emptyLaterLists)
        } else {
            LineKinds.visitLaterLists(&self, step, scene)
            out.line.appendASCII("]}\n")
        }
        handOff.write(out.line, to: &output)
    }

    /// `{"step":N,"time":T,"kind":"K"` and the timer, when the step is one.
    @inline(__always)
    private mutating func appendHeader(_ step: StepRecord, _ scene: Scene) {
        out.line.appendASCII("{\"step\":")
        out.line.append(step.number)
        out.line.appendASCII(",\"time\":")
        out.line.appendMicros(step.time)
        out.line.appendASCII(",\"kind\":\"")
        out.line.append(step.kind.rawValue)
        if let timer = step.timer {
            out.line.appendASCII("\",\"timer\":{\"owner\":")
            switch timer.owner {
            case .view(let view): out.names.append(view, to: &out.line)
            case .recognizer(let recognizer): out.line.appendJSONString(scene.name(of: recognizer))
            }
            out.line.appendASCII(",\"what\":\"")
            out.line.append(timer.what.rawValue)
            out.line.appendASCII("\"}")
        } else {
            out.line.append(UInt8(ascii: "\""))
            if let action = step.action, let text = ScriptText.line(of: action, scene) {
                out.line.appendASCII(",\"script\":")
                out.line.appendJSONString(text)
            }
        }
    }

    /// `,"changes":[…]`.
    @inline(__always)
    private mutating func appendChanges(_ step: StepRecord) {
        out.line.appendASCII(",\"changes\":[")
        for index in step.changes.indices {
            if index > 0 { out.line.append(Punctuation.comma) }
            let change = step.changes[index]
            out.line.appendASCII("{\"touch\":")
            out.touchNames.append(change.touch, of: step, to: &out.line)
            out.line.appendASCII(",\"phase\":\"")
            out.line.appendASCII(change.phase.nameLiteral)
            out.line.appendASCII("\",\"point\":")
            appendPoint(change.point)
            out.line.append(Punctuation.closeBrace)
        }
    }

    /// `],"hitTests":[…]` (with each test's visited views under `--explain`).
    @inline(__always)
    private mutating func appendHitTests(_ step: StepRecord) {
        out.line.appendASCII("],\"hitTests\":[")
        for index in step.hitTests.indices {
            if index > 0 { out.line.append(Punctuation.comma) }
            let test = step.hitTests[index]
            out.line.appendASCII("{\"touch\":")
            out.touchNames.append(test.touch, of: step, to: &out.line)
            out.line.appendASCII(",\"window\":")
            appendName(test.window)
            out.line.appendASCII(",\"view\":")
            appendName(test.view)
            out.line.appendASCII(",\"path\":[")
            for position in test.path {
                if position > test.path.lowerBound { out.line.append(Punctuation.comma) }
                out.names.append(step.pathViews[position], to: &out.line)
            }
            out.line.append(Punctuation.closeBracket)
            if explain {
                out.line.appendASCII(",\"visited\":[")
                for position in test.visited {
                    if position > test.visited.lowerBound { out.line.append(Punctuation.comma) }
                    let visit = step.visited[position]
                    out.line.appendASCII("{\"view\":")
                    out.names.append(visit.view, to: &out.line)
                    out.line.appendASCII(",\"verdict\":\"")
                    out.line.append(visit.verdict.rawValue)
                    out.line.appendASCII("\"}")
                }
                out.line.append(Punctuation.closeBracket)
            }
            out.line.append(Punctuation.closeBrace)
        }
        out.line.append(Punctuation.closeBracket)
    }

    /// `,"deliveries":[…`: each call's shared part is written once (``writeCall(_:_:_:)``).
    @inline(__always)
    private mutating func appendDeliveries(_ step: StepRecord, _ scene: Scene) {
        out.line.appendASCII(",\"deliveries\":[")
        var callWritten = -1
        for index in step.deliveries.indices {
            if index > 0 { out.line.append(Punctuation.comma) }
            let delivery = step.deliveries[index]
            if delivery.call != callWritten {
                writeCall(step.calls[delivery.call], step, scene)
                callWritten = delivery.call
            }
            out.line.appendASCII("{\"seq\":")
            out.line.append(delivery.seq)
            out.line.appendASCII(",\"responder\":")
            out.names.append(delivery.responder, to: &out.line)
            out.line.appendASCII(",\"role\":\"")
            out.line.appendASCII(JSONLinesWriter.role(of: delivery.responder, scene))
            out.line.append(callHead)
            let touches = step.calls[delivery.call].touches
            for position in touches {
                if position > touches.lowerBound { out.line.append(Punctuation.comma) }
                out.touchNames.append(step.callTouches[position], of: step, to: &out.line)
                out.line.append(Punctuation.colon)
                appendPoint(step.locations[delivery.locations.lowerBound + (position - touches.lowerBound)])
            }
            out.line.append(callTail)
            out.line.appendASCII(JSONLinesWriter.ending(delivery.result))
        }
    }

    /// `KEY":[…` of one line kind: what the kind writes before its lines, then each line as
    /// `{"seq":N` with the kind's fields and `}`, separated by commas.
    package mutating func visit<K: LineKind>(_ kind: K.Type, _ step: StepRecord, _ scene: Scene) {
        out.line.appendASCII(K.jsonOpening)
        var first = !K.jsonLead(step, scene, into: &out)
        guard step.has(K.self) else { return }
        for index in step.lines.indices {
            guard let record = K.unwrap(step.lines[index]) else { continue }
            if !first { out.line.append(Punctuation.comma) }
            first = false
            out.line.appendASCII("{\"seq\":")
            out.line.append(record.seq)
            K.json(record, step, scene, into: &out)
            out.line.append(Punctuation.closeBrace)
        }
    }

    /// Writes what the deliveries of `call` share into ``callHead`` (the method, the touches,
    /// `all`, up to the locations) and ``callTail`` (the tap counts, the origin, up to the result).
    private mutating func writeCall(_ call: CallRecord, _ step: StepRecord, _ scene: Scene) {
        callHead.clear()
        if let message = call.message {
            // A press, motion or remote-control call: its bracket, and no touches.
            callHead.appendASCII("\",\"event\":\"")
            callHead.append(message.family.rawValue)
            callHead.appendASCII("\",\"method\":\"")
            callHead.appendASCII(message.methodNameLiteral)
            callHead.appendASCII("\",\"items\":[")
            callHead.appendJSONString(step.item(of: call))
            callHead.appendASCII("],\"touches\":[],\"all\":[],\"locations\":{")
            callTail.clear()
            callTail.appendASCII("},\"tapCounts\":{},\"origin\":\"event\"")
            return
        }
        callHead.appendASCII("\",\"event\":\"touches\",\"method\":\"")
        callHead.appendASCII(call.phase.methodNameLiteral)
        callHead.appendASCII("\",\"touches\":[")
        for position in call.touches {
            if position > call.touches.lowerBound { callHead.append(Punctuation.comma) }
            out.touchNames.append(step.callTouches[position], of: step, to: &callHead)
        }
        callHead.appendASCII("],\"all\":[")
        let all = call.all ?? 0..<step.all.count
        for position in all {
            if position > all.lowerBound { callHead.append(Punctuation.comma) }
            let entry = call.all == nil ? step.all[position] : step.callAll[position]
            callHead.appendASCII("{\"touch\":")
            out.touchNames.append(entry.touch, of: step, to: &callHead)
            callHead.appendASCII(",\"phase\":\"")
            callHead.appendASCII(entry.phase.nameLiteral)
            callHead.appendASCII("\"}")
        }
        callHead.appendASCII("],\"locations\":{")
        callTail.clear()
        callTail.appendASCII("},\"tapCounts\":{")
        for position in call.touches {
            if position > call.touches.lowerBound { callTail.append(Punctuation.comma) }
            let touch = step.callTouches[position]
            out.touchNames.append(touch, of: step, to: &callTail)
            callTail.append(Punctuation.colon)
            callTail.append(step.tapCount(of: touch, in: call))
        }
        callTail.appendASCII("},\"origin\":")
        switch call.origin {
        case .event: callTail.appendASCII("\"event\"")
        case .release(let heldAt):
            callTail.appendASCII("\"release\",\"heldAt\":")
            callTail.append(heldAt)
        case .gesture(let recognizer):
            callTail.appendASCII("\"gesture\",\"by\":")
            callTail.appendJSONString(scene.name(of: recognizer))
        }
    }

    /// A responder's role (``Scene/role(of:)``) as a literal.
    private static func role(of responder: Responder, _ scene: Scene) -> StaticString {
        switch scene.role(of: responder) {
        case .view: "view"
        case .window: "window"
        case .controller: "controller"
        case .application: "application"
        case .delegate: "delegate"
        }
    }

    /// `,"result":"RESULT"}`, as one literal.
    private static func ending(_ result: DeliveryResult) -> StaticString {
        switch result {
        case .handled: ",\"result\":\"handled\"}"
        case .forwarded: ",\"result\":\"forwarded\"}"
        case .unhandled: ",\"result\":\"unhandled\"}"
        }
    }

    public mutating func notice(_ notice: Notice, _ scene: Scene) {
        out.line.clear()
        out.line.appendASCII("{\"kind\":\"notice\",\"code\":\"")
        out.line.append(notice.code.rawValue)
        out.line.appendASCII("\",\"responder\":")
        out.line.appendJSONString(scene.name(of: notice.responder))
        out.line.appendASCII(",\"touch\":")
        out.line.appendJSONString(notice.touchName)
        out.line.appendASCII("}\n")
        handOff.write(out.line, to: &output)
    }

    public mutating func end(_ summary: TraceSummary, _ scene: Scene) {
        var text = "{\"kind\":\"summary\",\"steps\":\(summary.steps),\"deliveries\":\(summary.deliveries)"
        for counter in LineCounter.allCases {
            text += ",\"\(counter.jsonKey)\":\(summary[counter])"
            // The run's own counts, where the format has always had them.
            if counter == .skips { text += ",\"unhandled\":\(summary.unhandled)" }
            if counter == .outputs { text += ",\"notices\":\(summary.notices)" }
        }
        output.write(text + "}\n")
    }

    /// `,"gestureInputs":[…],"gestures":[…],"holds":[…],"releases":[…],"discards":[…]`
    /// (README.md, Trace formats).
    private mutating func appendGestureRecords(_ step: StepRecord, _ scene: Scene) {
        out.line.appendASCII(",\"gestureInputs\":[")
        for index in step.gestureInputs.indices {
            if index > 0 { out.line.append(Punctuation.comma) }
            let input = step.gestureInputs[index]
            out.line.appendASCII("{\"gesture\":")
            out.line.appendJSONString(scene.name(of: input.recognizer))
            out.line.appendASCII(",\"method\":\"")
            out.line.appendASCII(input.phase.methodNameLiteral)
            out.line.appendASCII("\",\"touches\":")
            out.appendJSONTouches(input.touches, step)
            out.line.append(Punctuation.closeBrace)
        }
        LineKinds.visitRecognizerLists(&self, step, scene)
        out.line.append(Punctuation.closeBracket)
    }

    /// `[x,y]`.
    private mutating func appendPoint(_ point: Point) {
        out.line.append(UInt8(ascii: "["))
        out.line.appendDecimal(point.x)
        out.line.append(Punctuation.comma)
        out.line.appendDecimal(point.y)
        out.line.append(Punctuation.closeBracket)
    }

    /// The view's name as a JSON string, or `null`.
    private mutating func appendName(_ view: ViewID?) {
        if let view {
            out.names.append(view, to: &out.line)
        } else {
            out.line.appendASCII("null")
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
