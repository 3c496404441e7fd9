/// `gesture NAME STATE [REASON [OTHER]]`: a recognizer's state change (Scenes/README.md,
/// Gesture recognizers).
package enum GestureLine: LineKind {
    package static let id = LineKindID.gesture
    package static func wrap(_ record: GestureRecord) -> LineRecord { .gesture(record) }
    package static func unwrap(_ line: LineRecord) -> GestureRecord? {
        if case .gesture(let record) = line { record } else { nil }
    }
    package static var keywords: [String] { ["gesture"] }
    package static var jsonOpening: StaticString { "],\"gestures\":[" }

    package static func compact(_ gesture: GestureRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        var text = "gesture \(scene.name(of: gesture.recognizer)) \(gesture.state.rawValue)"
        if let failure = gesture.failure { text += " \(failure.rawValue)" }
        if let other = gesture.other { text += " \(scene.name(of: other))" }
        out.line.append(text)
    }

    package static func json(_ gesture: GestureRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        let recognizer = scene.recognizers[gesture.recognizer.index]
        out.line.appendASCII(",\"gesture\":")
        out.line.appendJSONString(recognizer.name)
        out.line.appendASCII(",\"view\":")
        out.line.appendJSONString(scene.views[recognizer.view.index].name)
        out.line.appendASCII(",\"kind\":\"")
        out.line.append(recognizer.kind.rawValue)
        out.line.appendASCII("\",\"state\":\"")
        out.line.append(gesture.state.rawValue)
        out.line.appendASCII("\",\"reason\":")
        out.appendStringOrNull(gesture.failure?.rawValue)
        out.line.appendASCII(",\"other\":")
        out.appendStringOrNull(gesture.other.map { scene.name(of: $0) })
        out.line.appendASCII(",\"touches\":")
        out.appendJSONTouches(gesture.touches, step)
        out.line.appendASCII(gesture.state.sendsAction ? ",\"action\":true" : ",\"action\":false")
        if let dynamic = gesture.dynamicRequires {
            // GD3: the recognizers it requires by the delegate's dynamic lists in this attempt.
            out.line.appendASCII(",\"dynamicRequires\":[")
            for position in dynamic {
                if position > dynamic.lowerBound { out.line.append(UInt8(ascii: ",")) }
                out.line.appendJSONString(scene.name(of: step.dynamicRequires[position]))
            }
            out.line.append(UInt8(ascii: "]"))
        }
    }

    package static func text(_ gesture: GestureRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.appendTextLine(indent: LineOutput.textIndent, "34", wording(gesture, scene))
    }

    /// The line in words: `gesture NAME (KIND on VIEW) → STATE`, with why.
    package static func wording(_ gesture: GestureRecord, _ scene: Scene) -> String {
        let recognizer = scene.recognizers[gesture.recognizer.index]
        var text =
            "gesture \(recognizer.name) (\(recognizer.kind.rawValue) on \(scene.views[recognizer.view.index].name)) → "
            + gesture.state.rawValue
        let other = gesture.other.map { scene.name(of: $0) } ?? ""
        // GD3: a requirement the delegate's dynamic lists set up.
        let dynamic = gesture.rules.ids.contains(.gd3) ? ", GD3" : ""
        switch gesture.failure {
        case .prevented?: text += ": prevented by \(other) (G12)"
        case .required?: text += ": \(other), which it requires to fail, succeeded (G12\(dynamic))"
        case .control?: text += ": button \(other)'s own action wins (U7)"
        case .disabled?: text += ": disabled (G30)"
        case .removed?: text += ": its view left the window (G28)"
        case .cancelled?: text += ": its touches were cancelled (G9)"
        case let failure?:
            text += ": \(failure.rawValue) (\(gesture.rules))"
        case nil:
            if gesture.state == .pending { text += " (waits for the recognizers it requires to fail, G12\(dynamic))" }
            if gesture.state == .cancelled {
                switch gesture.rules.first {
                case .g30: text += ": disabled (G30)"
                case .g28: text += ": its view left the window (G28)"
                default: text += ": its touches were cancelled (G9)"
                }
            }
            if gesture.state.sendsAction { text += ", action sent" }
            if let by = gesture.sparedBy {
                text += "; \(scene.name(of: by)) cannot prevent it: a tap never prevents a tap that needs more taps (G12a)"
            }
            if let spared = gesture.spared {
                text += "; \(scene.name(of: spared)) stays possible: a tap never prevents a tap that needs more taps (G12a)"
            }
        }
        return text
    }

    package static func rules(_ gesture: GestureRecord) -> RuleCitation? { gesture.rules }
    package static func counter(_ gesture: GestureRecord) -> LineCounter { .gestures }

    package static func check(_ words: inout LineWordCheck) {
        words.name(1, .recognizer)
        words.word(2, GestureState.allCases.filter { $0 != .possible }.map(\.rawValue), "is no recognizer state")
        if words.at(2) == GestureState.failed.rawValue {
            words.word(3, GestureFailure.allCases.map(\.rawValue), "is no reason a recognizer fails")
            words.name(4, .recognizerOrResponder)
        }
    }
}

extension GestureRecord: NumberedLine {}

extension StepRecord {
    /// Records a `gesture` line.
    mutating func addGesture(_ gesture: GestureRecord) { add(GestureLine.self, gesture) }
}
