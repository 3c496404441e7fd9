/// JSON Lines (README.md, Trace formats: JSON Lines): one object per step, then one per notice, then the summary.
public struct JSONLinesWriter<Output: TextOutputStream>: TraceSink {
    /// Where the lines go.
    public package(set) var output: Output
    /// Whether hit tests list every visited view (`--explain`).
    public package(set) var explain: Bool

    /// Creates a writer that streams into `output`.
    public init(output: Output, explain: Bool = false) {
        self.output = output
        self.explain = explain
    }

    /// Everything but the covered views (the script action gives a step's `script`).
    public var reads: StepParts { StepParts.everything.subtracting(.covered) }

    /// The line being built, kept from step to step.
    private var line = TraceLine()
    private let handOff = TextHandOff<Output>()
    /// Names as JSON strings.
    private var names = ResponderNames()
    private var touchNames = TouchNames { name, line in line.appendJSONString(name) }
    /// What the deliveries of one call share, written once per call: from the method to the
    /// locations, and from the tap counts to the result.
    private var callHead = TraceLine()
    private var callTail = TraceLine()

    public mutating func step(_ step: StepRecord, _ scene: Scene) {
        names.prepare(for: scene) { name, line in line.appendJSONString(name) }
        line.clear()
        appendHeader(step, scene)
        appendChanges(step)
        appendHitTests(step)
        if step.gestureInputs.isEmpty && step.gestures.isEmpty && step.holds.isEmpty && step.releases.isEmpty
            && step.discards.isEmpty
        {
            line.appendASCII(",\"gestureInputs\":[],\"gestures\":[],\"holds\":[],\"releases\":[],\"discards\":[]")
        } else {
            appendGestureRecords(step, scene)
        }
        appendDeliveries(step, scene)
        if step.lineCount == step.deliveryCount && step.scrollSet == nil {
            // No line but deliveries: no control event, drop, skip or output.
            line.appendASCII(
                "],\"controls\":[],\"drops\":[],\"skips\":[],\"outputs\":[],\"firstResponder\":[],\"actions\":[],\"menu\":[],\"ignored\":[],\"scrolls\":[],\"cells\":[]}\n"
            )
        } else {
            appendOtherLines(step, scene)
            appendChainLines(step, scene)
            line.appendASCII("]}\n")
        }
        handOff.write(line, to: &output)
    }

    /// `{"step":N,"time":T,"kind":"K"` and the timer, when the step is one.
    @inline(__always)
    private mutating func appendHeader(_ step: StepRecord, _ scene: Scene) {
        line.appendASCII("{\"step\":")
        line.append(step.number)
        line.appendASCII(",\"time\":")
        line.appendMicros(step.time)
        line.appendASCII(",\"kind\":\"")
        line.append(step.kind.rawValue)
        if let timer = step.timer {
            line.appendASCII("\",\"timer\":{\"owner\":")
            switch timer.owner {
            case .view(let view): names.append(view, to: &line)
            case .recognizer(let recognizer): line.appendJSONString(scene.name(of: recognizer))
            }
            line.appendASCII(",\"what\":\"")
            line.append(timer.what.rawValue)
            line.appendASCII("\"}")
        } else {
            line.append(UInt8(ascii: "\""))
            if let action = step.action, let text = ScriptText.line(of: action, scene) {
                line.appendASCII(",\"script\":")
                line.appendJSONString(text)
            }
        }
    }

    /// `,"changes":[…]`.
    @inline(__always)
    private mutating func appendChanges(_ step: StepRecord) {
        line.appendASCII(",\"changes\":[")
        for index in step.changes.indices {
            if index > 0 { line.append(Punctuation.comma) }
            let change = step.changes[index]
            line.appendASCII("{\"touch\":")
            touchNames.append(change.touch, of: step, to: &line)
            line.appendASCII(",\"phase\":\"")
            line.appendASCII(change.phase.nameLiteral)
            line.appendASCII("\",\"point\":")
            appendPoint(change.point)
            line.append(Punctuation.closeBrace)
        }
    }

    /// `],"hitTests":[…]` (with each test's visited views under `--explain`).
    @inline(__always)
    private mutating func appendHitTests(_ step: StepRecord) {
        line.appendASCII("],\"hitTests\":[")
        for index in step.hitTests.indices {
            if index > 0 { line.append(Punctuation.comma) }
            let test = step.hitTests[index]
            line.appendASCII("{\"touch\":")
            touchNames.append(test.touch, of: step, to: &line)
            line.appendASCII(",\"window\":")
            appendName(test.window)
            line.appendASCII(",\"view\":")
            appendName(test.view)
            line.appendASCII(",\"path\":[")
            for position in test.path {
                if position > test.path.lowerBound { line.append(Punctuation.comma) }
                names.append(step.pathViews[position], to: &line)
            }
            line.append(Punctuation.closeBracket)
            if explain {
                line.appendASCII(",\"visited\":[")
                for position in test.visited {
                    if position > test.visited.lowerBound { line.append(Punctuation.comma) }
                    let visit = step.visited[position]
                    line.appendASCII("{\"view\":")
                    names.append(visit.view, to: &line)
                    line.appendASCII(",\"verdict\":\"")
                    line.append(visit.verdict.rawValue)
                    line.appendASCII("\"}")
                }
                line.append(Punctuation.closeBracket)
            }
            line.append(Punctuation.closeBrace)
        }
        line.append(Punctuation.closeBracket)
    }

    /// `,"deliveries":[…`: each call's shared part is written once (``writeCall(_:_:_:)``).
    @inline(__always)
    private mutating func appendDeliveries(_ step: StepRecord, _ scene: Scene) {
        line.appendASCII(",\"deliveries\":[")
        var callWritten = -1
        for index in step.deliveries.indices {
            if index > 0 { line.append(Punctuation.comma) }
            let delivery = step.deliveries[index]
            if delivery.call != callWritten {
                writeCall(step.calls[delivery.call], step, scene)
                callWritten = delivery.call
            }
            line.appendASCII("{\"seq\":")
            line.append(delivery.seq)
            line.appendASCII(",\"responder\":")
            names.append(delivery.responder, to: &line)
            line.appendASCII(",\"role\":\"")
            line.appendASCII(JSONLinesWriter.role(of: delivery.responder, scene))
            line.append(callHead)
            let touches = step.calls[delivery.call].touches
            for position in touches {
                if position > touches.lowerBound { line.append(Punctuation.comma) }
                touchNames.append(step.callTouches[position], of: step, to: &line)
                line.append(Punctuation.colon)
                appendPoint(step.locations[delivery.locations.lowerBound + (position - touches.lowerBound)])
            }
            line.append(callTail)
            line.appendASCII(JSONLinesWriter.ending(delivery.result))
        }
    }

    /// `],"controls":[…],"drops":[…],"skips":[…],"outputs":[…` (README.md, Trace formats: JSON Lines, README.md, Trace formats).
    private mutating func appendOtherLines(_ step: StepRecord, _ scene: Scene) {
        appendLines("],\"controls\":[", step.controls) { writer, control in
            writer.line.appendASCII(",\"control\":")
            writer.names.append(control.control, to: &writer.line)
            writer.line.appendASCII(",\"event\":\"")
            writer.line.append(control.event.rawValue)
            writer.line.appendASCII("\",\"touch\":")
            writer.touchNames.append(control.touch, of: step, to: &writer.line)
            writer.line.appendASCII(control.inside ? ",\"inside\":true" : ",\"inside\":false")
        }
        appendLines("],\"drops\":[", step.drops) { writer, drop in
            writer.line.appendASCII(",\"touch\":")
            writer.touchNames.append(drop.touch, of: step, to: &writer.line)
            writer.line.appendASCII(",\"reason\":\"")
            writer.line.append(drop.reason.rawValue)
            writer.line.appendASCII("\",\"view\":")
            writer.appendName(drop.view)
        }
        appendLines("],\"skips\":[", step.skips) { writer, skip in
            writer.line.appendASCII(",\"touch\":")
            writer.touchNames.append(skip.touch, of: step, to: &writer.line)
            writer.line.appendASCII(",\"phase\":\"")
            writer.line.append(skip.phase.name)
            writer.line.appendASCII("\",\"reason\":\"ignoring-interaction\",\"view\":")
            writer.names.append(skip.view, to: &writer.line)
        }
        appendLines("],\"outputs\":[", step.outputs) { writer, output in
            writer.line.appendASCII(",\"responder\":")
            writer.names.append(output.responder, to: &writer.line)
            writer.line.appendASCII(",\"text\":")
            writer.line.appendJSONString(output.text)
        }
    }

    /// `],"firstResponder":[…],"actions":[…],"menu":[…],"ignored":[…` (the responder chain's
    /// lines beyond touches).
    private mutating func appendChainLines(_ step: StepRecord, _ scene: Scene) {
        appendLines("],\"firstResponder\":[", step.firstResponders) { writer, record in
            writer.line.appendASCII(",\"line\":\"")
            writer.line.append(record.line.rawValue)
            writer.line.appendASCII("\",\"responder\":")
            writer.line.appendJSONString(scene.name(of: record.responder))
            writer.line.appendASCII(",\"window\":")
            writer.appendName(record.window)
            writer.line.appendASCII(",\"result\":\"")
            writer.line.append(record.result.rawValue)
            writer.line.appendASCII("\",\"reason\":")
            writer.appendStringOrNull(record.reason)
            writer.line.appendASCII(",\"other\":")
            writer.appendStringOrNull(record.other.map { scene.name(of: $0) })
        }
        appendLines("],\"actions\":[", step.actions) { writer, record in
            writer.line.appendASCII(",\"line\":\"")
            writer.line.append(record.line.rawValue)
            writer.line.appendASCII("\",\"action\":")
            writer.line.appendJSONString(record.action)
            writer.line.appendASCII(",\"responder\":")
            writer.appendStringOrNull(record.responder.map { scene.name(of: $0) })
            writer.line.appendASCII(",\"answer\":")
            writer.appendStringOrNull(record.answer?.rawValue)
            writer.line.appendASCII(",\"sender\":")
            writer.appendStringOrNull(record.sender.map { scene.name(of: $0) })
            writer.line.appendASCII(",\"target\":")
            writer.appendStringOrNull(record.target.map { scene.name(of: $0) })
            writer.line.appendASCII(",\"start\":")
            writer.appendStringOrNull(record.start?.rawValue)
            writer.line.appendASCII(",\"key\":")
            writer.appendStringOrNull(record.key)
        }
        appendLines("],\"menu\":[", step.menus) { writer, record in
            writer.line.appendASCII(",\"action\":")
            writer.appendStringOrNull(record.action)
            writer.line.appendASCII(",\"target\":")
            writer.appendStringOrNull(record.target.map { scene.name(of: $0) })
            writer.line.appendASCII(",\"reason\":")
            writer.appendStringOrNull(record.reason)
            writer.line.appendASCII(",\"asks\":[")
            for (position, ask) in record.asks.enumerated() {
                if position > 0 { writer.line.append(Punctuation.comma) }
                writer.line.appendASCII("{\"responder\":")
                writer.line.appendJSONString(scene.name(of: ask.responder))
                writer.line.appendASCII(",\"answer\":\"")
                writer.line.append(ask.answer.rawValue)
                writer.line.appendASCII("\"}")
            }
            writer.line.append(Punctuation.closeBracket)
        }
        appendLines("],\"ignored\":[", step.ignored) { writer, record in
            writer.line.appendASCII(",\"event\":\"remote\",\"item\":")
            writer.line.appendJSONString(record.item)
            writer.line.appendASCII(",\"reason\":\"not-receiving\"")
        }
        if let set = step.scrollSet {
            // A `set` that moved a scroll view: no line, so no `seq` (SP9).
            line.appendASCII("],\"scrolls\":[{\"seq\":null,\"scrollView\":")
            line.appendJSONString(scene.views[set.scrollView.index].name)
            line.appendASCII(",\"event\":\"set\",\"offset\":[")
            line.appendDecimal(set.offset.x)
            line.append(Punctuation.comma)
            line.appendDecimal(set.offset.y)
            line.appendASCII("]}")
            if !step.scrolls.isEmpty { line.append(Punctuation.comma) }
        }
        appendLines(step.scrollSet == nil ? "],\"scrolls\":[" : "", step.scrolls) { writer, record in
            writer.line.appendASCII(",\"scrollView\":")
            writer.line.appendJSONString(scene.views[record.scrollView.index].name)
            writer.line.appendASCII(",\"event\":\"")
            writer.line.append(record.event.rawValue)
            writer.line.appendASCII(record.event == .decelerating ? "\",\"velocity\":[" : "\",\"offset\":[")
            writer.line.appendDecimal(record.x)
            writer.line.append(Punctuation.comma)
            writer.line.appendDecimal(record.y)
            writer.line.append(Punctuation.closeBracket)
        }
        appendLines("],\"cells\":[", step.cells) { writer, record in
            writer.line.appendASCII(",\"list\":")
            writer.line.appendJSONString(scene.views[record.list.index].name)
            writer.line.appendASCII(",\"cell\":")
            writer.line.appendJSONString(scene.views[record.cell.index].name)
            writer.line.appendASCII(",\"event\":\"")
            writer.line.append(record.event.rawValue)
            writer.line.appendASCII("\",\"reason\":")
            writer.appendStringOrNull(record.reason?.rawValue)
        }
    }

    /// `opening`, then each record as `{"seq":N` with what `body` writes after it, and `}`,
    /// separated by commas.
    private mutating func appendLines<Record: NumberedLine>(
        _ opening: StaticString, _ records: StepBuffer<Record>, _ body: (inout Self, Record) -> Void
    ) {
        line.appendASCII(opening)
        for index in records.indices {
            if index > 0 { line.append(Punctuation.comma) }
            let record = records[index]
            line.appendASCII("{\"seq\":")
            line.append(record.seq)
            body(&self, record)
            line.append(Punctuation.closeBrace)
        }
    }

    /// A JSON string, or `null`.
    private mutating func appendStringOrNull(_ text: String?) {
        if let text {
            line.appendJSONString(text)
        } else {
            line.appendASCII("null")
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
            touchNames.append(step.callTouches[position], of: step, to: &callHead)
        }
        callHead.appendASCII("],\"all\":[")
        let all = call.all ?? 0..<step.all.count
        for position in all {
            if position > all.lowerBound { callHead.append(Punctuation.comma) }
            let entry = call.all == nil ? step.all[position] : step.callAll[position]
            callHead.appendASCII("{\"touch\":")
            touchNames.append(entry.touch, of: step, to: &callHead)
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
            touchNames.append(touch, of: step, to: &callTail)
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
        line.clear()
        line.appendASCII("{\"kind\":\"notice\",\"code\":\"")
        line.append(notice.code.rawValue)
        line.appendASCII("\",\"responder\":")
        line.appendJSONString(scene.name(of: notice.responder))
        line.appendASCII(",\"touch\":")
        line.appendJSONString(notice.touchName)
        line.appendASCII("}\n")
        handOff.write(line, to: &output)
    }

    public mutating func end(_ summary: TraceSummary, _ scene: Scene) {
        output.write(
            "{\"kind\":\"summary\",\"steps\":\(summary.steps),\"deliveries\":\(summary.deliveries),\"drops\":\(summary.drops),\"skips\":\(summary.skips),\"unhandled\":\(summary.unhandled),\"outputs\":\(summary.outputs),\"notices\":\(summary.notices),"
                + "\"gestures\":\(summary.gestures),\"controls\":\(summary.controls),\"holds\":\(summary.holds),"
                + "\"releases\":\(summary.releases),\"discards\":\(summary.discards),"
                + "\"firstResponder\":\(summary.firstResponder),\"sends\":\(summary.sends),\"asks\":\(summary.asks),"
                + "\"performs\":\(summary.performs),\"noTargets\":\(summary.noTargets),\"commands\":\(summary.commands),"
                + "\"menus\":\(summary.menus),\"ignored\":\(summary.ignored),\"scrolls\":\(summary.scrolls),\"cells\":\(summary.cells)}\n"
        )
    }

    /// `,"gestureInputs":[…],"gestures":[…],"holds":[…],"releases":[…],"discards":[…]`
    /// (README.md, Trace formats).
    private mutating func appendGestureRecords(_ step: StepRecord, _ scene: Scene) {
        line.appendASCII(",\"gestureInputs\":[")
        for index in step.gestureInputs.indices {
            if index > 0 { line.append(Punctuation.comma) }
            let input = step.gestureInputs[index]
            line.appendASCII("{\"gesture\":")
            line.appendJSONString(scene.name(of: input.recognizer))
            line.appendASCII(",\"method\":\"")
            line.appendASCII(input.phase.methodNameLiteral)
            line.appendASCII("\",\"touches\":")
            appendTouches(input.touches, step)
            line.append(Punctuation.closeBrace)
        }
        appendLines("],\"gestures\":[", step.gestures) { writer, gesture in
            let recognizer = scene.recognizers[gesture.recognizer.index]
            writer.line.appendASCII(",\"gesture\":")
            writer.line.appendJSONString(recognizer.name)
            writer.line.appendASCII(",\"view\":")
            writer.line.appendJSONString(scene.views[recognizer.view.index].name)
            writer.line.appendASCII(",\"kind\":\"")
            writer.line.append(recognizer.kind.rawValue)
            writer.line.appendASCII("\",\"state\":\"")
            writer.line.append(gesture.state.rawValue)
            writer.line.appendASCII("\",\"reason\":")
            writer.appendStringOrNull(gesture.failure?.rawValue)
            writer.line.appendASCII(",\"other\":")
            writer.appendStringOrNull(gesture.other.map { scene.name(of: $0) })
            writer.line.appendASCII(",\"touches\":")
            writer.appendTouches(gesture.touches, step)
            writer.line.appendASCII(gesture.state.sendsAction ? ",\"action\":true" : ",\"action\":false")
            if let dynamic = gesture.dynamicRequires {
                // GD3: the recognizers it requires by the delegate's dynamic lists in this attempt.
                writer.line.appendASCII(",\"dynamicRequires\":[")
                for position in dynamic {
                    if position > dynamic.lowerBound { writer.line.append(Punctuation.comma) }
                    writer.line.appendJSONString(scene.name(of: step.dynamicRequires[position]))
                }
                writer.line.append(Punctuation.closeBracket)
            }
        }
        appendLines("],\"holds\":[", step.holds) { writer, hold in
            writer.line.appendASCII(",\"responder\":")
            writer.line.appendJSONString(scene.views[hold.view.index].name)
            writer.line.appendASCII(",\"method\":\"")
            writer.line.appendASCII(hold.phase.methodNameLiteral)
            writer.line.appendASCII("\",\"touches\":")
            writer.appendTouches(hold.touches, step)
            writer.line.appendASCII(",\"gesture\":")
            writer.line.appendJSONString(scene.name(of: hold.recognizer))
        }
        appendLines("],\"releases\":[", step.releases) { writer, release in
            writer.line.appendASCII(",\"view\":")
            writer.line.appendJSONString(scene.views[release.view.index].name)
            writer.line.appendASCII(",\"touches\":")
            writer.appendTouches(release.touches, step)
        }
        appendLines("],\"discards\":[", step.discards) { writer, discard in
            writer.line.appendASCII(",\"view\":")
            writer.line.appendJSONString(scene.views[discard.view.index].name)
            writer.line.appendASCII(",\"touches\":")
            writer.appendTouches(discard.touches, step)
            writer.line.appendASCII(",\"gesture\":")
            writer.appendStringOrNull(discard.recognizer.map { scene.name(of: $0) })
        }
        line.append(Punctuation.closeBracket)
    }

    /// `["t1","t2"]`.
    private mutating func appendTouches(_ range: Range<Int>, _ step: StepRecord) {
        line.append(UInt8(ascii: "["))
        for position in range {
            if position > range.lowerBound { line.append(Punctuation.comma) }
            touchNames.append(step.entryTouches[position], of: step, to: &line)
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
    private mutating func appendName(_ view: ViewID?) {
        if let view {
            names.append(view, to: &line)
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
