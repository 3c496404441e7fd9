import ResponderSimCore

/// Recognizers in words: who won, who failed and why, and what they did to the views' calls (G*).
extension Explainer {
    /// G12, G13 and the kind rules: why each recognizer that changed in this step did, and
    /// why those that could still win did not.
    func winner() -> [RuleNote] {
        var notes: [RuleNote] = []
        let granted = record.lines(of: GestureLine.self).filter { $0.state == .began || $0.state == .recognized }.map(\.recognizer)
        var mentioned: Set<RecognizerID> = []
        for gesture in record.lines(of: GestureLine.self) {
            let recognizer = scene.recognizers[gesture.recognizer.index]
            let words = recognizerWords(gesture.recognizer)
            mentioned.insert(gesture.recognizer)
            switch gesture.state {
            case .pending:
                let waiting = recognizer.requiresFailureOf.map { scene.name(of: $0) }
                notes.append(
                    RuleNote(
                        .g12,
                        "\(words) would be recognized, but it requires \(list(waiting)) to fail and \(waiting.count == 1 ? "that one is" : "they are") still possible: it waits (pending) with its request held back."
                    ))
            case .began, .recognized:
                let verb = gesture.state == .began ? "begins" : "is recognized"
                if recognizerStates[gesture.recognizer]?.state == .pending {
                    let required = recognizer.requiresFailureOf.map { scene.name(of: $0) }
                    notes.append(
                        RuleNote(
                            .g13,
                            "\(list(required)), which \(words) requires to fail, \(required.count == 1 ? "has" : "have") failed, so its waiting request is granted: it \(verb)."
                        ))
                } else {
                    notes.append(request(gesture.recognizer, verb: verb))
                }
                let together = granted.filter { other in
                    other != gesture.recognizer
                        && (recognizer.simultaneousWith.contains(other)
                            || scene.recognizers[other.index].simultaneousWith.contains(gesture.recognizer))
                }
                if let by = gesture.sparedBy {
                    notes.append(
                        RuleNote(
                            .g12a,
                            "\(scene.name(of: by)) was granted first and shares a touch, but a tap never prevents a tap that needs more taps, so \(recognizer.name) \(verb) too: both actions run."
                        ))
                }
                if let spared = gesture.spared {
                    notes.append(
                        RuleNote(
                            .g12a,
                            "\(scene.name(of: spared)) shares a touch with \(recognizer.name) but needs more taps: a tap never prevents it, so it stays possible and may be recognized too (both actions run; give \(recognizer.name) requires-failure-of: [\(scene.name(of: spared))] to run only one)."
                        ))
                }
                if !together.isEmpty {
                    notes.append(
                        RuleNote(
                            .g14,
                            "\(recognizer.name) and \(list(together.map { scene.name(of: $0) })) are simultaneous: neither prevents the other."
                        ))
                }
            case .failed:
                notes.append(failure(gesture))
            case .possible, .changed, .ended, .cancelled:
                continue
            }
        }
        // Those that could win and did not change.
        for (id, state) in recognizerStates.sorted(by: { $0.key < $1.key }) where !mentioned.contains(id) {
            guard (state.state == .possible && state.touchCount > 0) || state.state == .pending else { continue }
            notes.append(stillPossible(id, pending: state.state == .pending))
        }
        return notes
    }

    /// Why a recognizer's request comes in this step, by its kind rule.
    func request(_ id: RecognizerID, verb: String) -> RuleNote {
        var context = KindNoteContext(scene.recognizers[id.index], words: recognizerWords(id), numbers: .scene)
        context.verb = verb
        let note = scene.recognizers[id.index].kind.declaration.requestNote(context)
        return RuleNote(note.rule, note.sentence)
    }

    /// Why a recognizer failed, as its `gesture … failed` line gives it.
    func failure(_ gesture: GestureRecord) -> RuleNote {
        let recognizer = scene.recognizers[gesture.recognizer.index]
        let words = recognizerWords(gesture.recognizer)
        let other = gesture.other.map { scene.name(of: $0) } ?? ""
        let number = NumberFormatting.decimal
        let rule = gesture.rules.first
        if let note = kindFailure(gesture) { return RuleNote(note.rule, note.sentence) }
        switch gesture.failure {
        case .control?:
            return RuleNote(
                .u7,
                "\(words) is a single tap on an ancestor of the button \(other), and the touch landed on the button: the button's own action wins, so \(recognizer.name) fails."
            )
        case .prevented?:
            return RuleNote(
                .g12,
                "\(words) fails: \(other) shares a touch with it, is not simultaneous with it, and was granted first (prevented).")
        case .required?:
            return RuleNote(.g12, "\(words) fails: it requires \(other) to fail, and \(other) succeeded.")
        case .immediate?:
            return RuleNote(
                .sd2,
                "\(words) fails at once: its scroll view does not delay content touches, so it decided at the touch-down, and every touch's view may begin."
            )
        case .shouldBegin?:
            return RuleNote(
                .gd2,
                "\(words) fails: it was about to begin or recognize, and its delegate's should-begin answered no (\(recognizer.shouldBegin.rawValue) in the scene), so it fails like any other failure and the calls it held are released."
            )
        case .contentTracking?:
            return RuleNote(
                .sp3,
                "\(words) fails: the content already tracks the touch, and the scroll view may not cancel it (can-cancel-content-touches or touches-should-cancel), so it does not scroll."
            )
        case .timeout?:
            return RuleNote(
                rule,
                "\(words) fails: more than \(NumberFormatting.seconds(recognizer.maxDuration)) s passed before the finger covered \(number(recognizer.minDistance)) pt."
            )
        case .movement?:
            return RuleNote(rule, "\(words) fails: the finger moved more than \(number(recognizer.movement)) pt from where it came down.")
        case .lifted?:
            return RuleNote(rule, "\(words) fails: its fingers lifted before it could begin.")
        case .touches?:
            return RuleNote(rule, "\(words) fails: it got a different number of fingers than it needs.")
        case .cancelled?:
            return RuleNote(.g9, "\(words) fails: its touches were cancelled.")
        case .disabled?:
            return RuleNote(.g30, "\(words) fails: it was disabled.")
        case .removed?:
            return RuleNote(.g28, "\(words) fails: its view left the window.")
        case nil:
            return RuleNote(.g12, "\(words) fails.")
        }
    }

    /// Why a recognizer that has touches is still possible (or waiting) after this step.
    func stillPossible(_ id: RecognizerID, pending: Bool) -> RuleNote {
        let recognizer = scene.recognizers[id.index]
        let words = recognizerWords(id)
        if pending {
            // With the delegate's dynamic lists (GD3): those it may require by them too.
            var ids = recognizer.requiresFailureOf + recognizer.shouldRequireFailureOf
            for (index, other) in scene.recognizers.enumerated() where other.shouldBeRequiredToFailBy.contains(id) {
                ids.append(RecognizerID(index))
            }
            var required: [String] = []
            for name in ids.map({ scene.name(of: $0) }) where !required.contains(name) { required.append(name) }
            return RuleNote(
                .g13, "\(words) still waits: it is granted only once \(list(required)) \(required.count == 1 ? "fails" : "fail").")
        }
        let note = recognizer.kind.declaration.possibleNote(KindNoteContext(recognizer, words: words, numbers: .scene))
        return RuleNote(note.rule, note.sentence)
    }

    /// The failure's sentence when the recognizer's kind words it (a tap's timers, a scroll
    /// view's delay).
    private func kindFailure(_ gesture: GestureRecord) -> KindNote? {
        let recognizer = scene.recognizers[gesture.recognizer.index]
        var context = KindNoteContext(recognizer, words: recognizerWords(gesture.recognizer), numbers: .scene)
        context.failure = gesture.failure.flatMap { KindFailure(rawValue: $0.rawValue) }
        context.tapIntervalTimer = record.timer?.what == .tapInterval
        context.scrollHysteresis = scene.views[recognizer.view.index].scroll?.hysteresis ?? 0
        return recognizer.kind.declaration.failureNote(context)
    }

    /// G16–G20: which call a lifted touch's view gets in this step, and why.
    func viewEnd(_ touch: TouchRef, view: ViewID, name touchName: String, recognizers: [RecognizerID]) -> [RuleNote] {
        var notes: [RuleNote] = []
        let viewName = name(view)
        if let call = record.calls.first(where: {
            ($0.phase == .ended || $0.phase == .cancelled) && record.callTouches[$0.touches].contains(touch)
        }) {
            switch call.origin {
            case .gesture(let by):
                notes.append(
                    RuleNote(
                        .g16,
                        "\(recognizerWords(by)) was granted in this step with cancels-touches on, so it takes \(touchName): its held calls are thrown away and \(viewName) gets touchesCancelled instead of touchesEnded; it never sees \(touchName) end."
                    ))
            case .release(let heldAt):
                notes.append(released(touch, heldAt: heldAt))
            case .event:
                let granted = record.lines(of: GestureLine.self).filter {
                    ($0.state == .began || $0.state == .recognized) && record.touches($0.touches).contains(touch)
                }
                if let keeps = granted.first(where: { !scene.recognizers[$0.recognizer.index].cancelsTouches }) {
                    notes.append(
                        RuleNote(
                            .g16,
                            "\(recognizerWords(keeps.recognizer)) has cancels-touches no: its grant takes nothing, so \(viewName) keeps receiving every phase."
                        ))
                }
                let holders = recognizers.filter { scene.recognizers[$0.index].delaysEnded }
                if holders.isEmpty {
                    notes.append(
                        RuleNote(
                            .g18,
                            "None of \(touchName)'s recognizers has delays-ended, so none holds its ended call: \(viewName) gets touchesEnded at once."
                        ))
                } else {
                    notes.append(
                        RuleNote(
                            .g18,
                            "A recognizer holds an ended call only while it is possible or waiting; \(list(holders.map { scene.name(of: $0) })) \(holders.count == 1 ? "is" : "are") no longer, so \(viewName) gets touchesEnded at once."
                        ))
                }
            }
            return notes
        }
        if let hold = record.lines(of: HoldLine.self).first(where: { record.touches($0.touches).contains(touch) }) {
            // The rule the engine recorded for the hold (G17, G18); a hold behind earlier held
            // calls (G19) is worded by the recognizer that holds it.
            let recognizer = scene.recognizers[hold.recognizer.index]
            let heldForItsEnd =
                hold.rule == .g19 ? hold.phase == .ended && !recognizer.delaysBegan : hold.rule == .g18
            if heldForItsEnd {
                notes.append(
                    RuleNote(
                        .g18,
                        "\(recognizerWords(hold.recognizer)) has delays-ended and is still possible or waiting, so it holds the ended call of \(touchName): \(viewName) gets nothing now."
                    ))
            } else {
                notes.append(
                    RuleNote(
                        .g17,
                        "\(recognizerWords(hold.recognizer)) has delays-began and is still possible, so it holds every call of \(touchName), the ended one included: \(viewName) gets nothing now."
                    ))
            }
            notes.append(
                RuleNote(
                    .g20,
                    "A held call reaches the view late if the recognizers holding it fail (released, G20); if a recognizer takes the touch, it is thrown away and the view gets touchesCancelled (G16)."
                ))
            return notes
        }
        if let discard = record.lines(of: DiscardLine.self).first(where: { record.touches($0.touches).contains(touch) }),
            let by = discard.recognizer
        {
            notes.append(
                RuleNote(
                    .g21,
                    "\(recognizerWords(by)) was granted with cancels-touches on and takes \(touchName): the calls held for \(viewName) are thrown away. \(viewName) never got touchesBegan for \(touchName), so it gets no touchesCancelled either: it never hears of the touch."
                ))
            return notes
        }
        notes.append(RuleNote(.g16, "\(viewName) gets no call for \(touchName) in this step."))
        return notes
    }
}
