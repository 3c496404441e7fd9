import ResponderSimCore

/// The responder chain in words: who handled a call, who forwarded it (C1–C4).
extension Explainer {
    /// C1, C3 and C4 for one call.
    func chain(_ call: Int) -> [RuleNote] {
        let hops = record.deliveries.filter { $0.call == call }
        guard let last = hops.last else { return [] }
        let method = record.calls[call].phase.methodName
        let phase = record.calls[call].phase
        var notes: [RuleNote] = []
        if hops.count > 1 {
            notes.append(
                RuleNote(.c1, "The call travels the responder chain: " + hops.map { name($0.responder) }.joined(separator: " → ") + "."))
        }
        var unseen: [String] = []
        var passing: [String] = []
        var byCode: [String] = []
        var controlNote = false
        var scrollNote = false
        var controls: [String] = []
        for hop in hops.dropLast() {
            let handling = handling(of: hop.responder)
            if handling.handles.contains(phase) {
                byCode.append(name(hop.responder))
            } else if case .view(let id) = hop.responder, views[id.index].isControl {
                controls.append(name(hop.responder))
            } else if handling.passesOn.contains(phase) {
                passing.append(name(hop.responder))
            } else {
                unseen.append(name(hop.responder))
            }
        }
        var parts: [String] = []
        if !unseen.isEmpty {
            parts.append(
                "\(list(unseen)) \(unseen.count == 1 ? "does" : "do") not override \(method) and forward\(unseen.count == 1 ? "s" : "") it")
        }
        if !passing.isEmpty {
            parts.append(
                "\(list(passing)) pass\(passing.count == 1 ? "es" : "") it on (\(passing.count == 1 ? "it sees" : "they see") the call, then forward\(passing.count == 1 ? "s" : "") it)"
            )
        }
        if !byCode.isEmpty { parts.append("the code of \(list(byCode)) forwards this call itself") }
        if !controls.isEmpty {
            parts.append(
                "UIControl's code of \(list(controls)) forwards it (\(controls.count == 1 ? "a control that is" : "controls that are") disabled, or not tracking this touch, pass calls on, U2, U6)"
            )
        }
        let lastName = name(last.responder)
        switch last.result {
        case .handled:
            let handling = handling(of: last.responder)
            var how = handling.handles.contains(phase) ? "handles \(method)" : "keeps the call"
            if case .view(let id) = last.responder, views[id.index].isControl, !handling.handles.contains(phase) {
                how = "runs UIControl's code, which keeps the call"
                controlNote = true
            }
            if case .view(let id) = last.responder, views[id.index].scroll?.absorbsTouches == true, !handling.handles.contains(phase) {
                how = "is a scroll view with scrolling enabled, whose own touch code keeps the call"
                scrollNote = true
            }
            parts.append("\(lastName) \(how), so the chain stops there")
        case .unhandled, .forwarded:
            let handling = handling(of: last.responder)
            if handling.passesOn.contains(phase) {
                parts.append("\(lastName) passes it on too")
            } else if handling.handles.contains(phase) {
                parts.append("the code of \(lastName) forwards it too")
            } else {
                parts.append("\(lastName) does not override \(method) either")
            }
        }
        let sentence = parts.joined(separator: "; ")
        notes.append(RuleNote(.c3, sentence + "."))
        if controlNote {
            notes.append(
                RuleNote(
                    .u13,
                    "A control runs UIControl's code for every phase its override does not handle; that code keeps the call unless it forwards it (U2–U6)."
                ))
        }
        if scrollNote {
            notes.append(
                RuleNote(
                    .sv5,
                    "A scroll view that can scroll handles every touch call itself and forwards none: the controller behind it never hears of these touches (scroll-enabled: no or forwards-touches: yes forward them)."
                ))
        }
        if last.result != .handled {
            notes.append(
                RuleNote(
                    .c4,
                    "\(lastName) has no next responder, so the call falls off the end of the chain and is discarded: no responder handles it."
                ))
        }
        return notes
    }

    /// P2: the call's last responder also gets other calls of the same phase in this event,
    /// one per hit-test view, each with only that view's touches. Also the touches the note
    /// names, so a quiz can keep it until no later question is about one of them.
    func sharedResponder(_ call: Int) -> (note: RuleNote, touches: [TouchRef])? {
        let phase = record.calls[call].phase
        guard let last = record.deliveries.last(where: { $0.call == call }) else { return nil }
        let calls = record.calls.indices.filter { other in
            record.calls[other].phase == phase && record.deliveries.contains { $0.call == other && $0.responder == last.responder }
        }
        guard calls.count > 1 else { return nil }
        let named = calls.flatMap { record.callTouches[record.calls[$0].touches] }
        let sets = calls.map { other -> String in
            let touches = record.callTouches[record.calls[other].touches].map(touchName).joined(separator: ", ")
            let first = record.deliveries.first { $0.call == other }.map { name($0.responder) } ?? ""
            return first == name(last.responder) ? "[\(touches)]" : "[\(touches)] via \(first)"
        }
        let note = RuleNote(
            .p2,
            "Each hit-test view gets its own call holding only its own touches, so \(name(last.responder)) receives \(phase.methodName) \(calls.count == 2 ? "twice" : "\(calls.count) times") in this event: \(list(sets))."
        )
        return (note, named)
    }

    /// What a responder overrides, in the tree before the step.
    func handling(of responder: Responder) -> Handling {
        switch responder {
        case .view(let id): views[id.index].handling
        case .controller(let id): scene.controllers[id.index].handling
        case .application: scene.application.handling
        case .delegate: scene.delegate?.handling ?? .none
        }
    }
}
