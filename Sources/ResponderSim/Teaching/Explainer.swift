/// Explains the outcome of one step by the rules of the catalogue, one sentence per rule. It
/// reads only records: the step's (with hit-test verdicts and the causes of its drops), the
/// tree as it was before the step, and what earlier steps' records told (``RecordedState``);
/// it never looks inside the engine.
struct Explainer {
    let scene: Scene
    let record: StepRecord
    /// The view tree just before the step.
    let views: [View]
    /// The live touches and the ignoring depth just before the step.
    let before: RecordedState

    func name(_ id: ViewID) -> String { scene.views[id.index].name }
    func name(_ responder: Responder) -> String { scene.name(of: responder) }
    func touchName(_ touch: TouchRef) -> String { record.name(of: touch) }

    /// The responder that handles a call, or nil when it falls off the end of the chain.
    func handler(of call: Int) -> Responder? {
        let last = record.deliveries.last { $0.call == call }
        guard let last, last.result == .handled else { return nil }
        return last.responder
    }

    // MARK: Touches that begin

    /// A delivered touch: the hit test, then the chain.
    func began(_ test: HitTestRecord, call: Int) -> [RuleNote] {
        var notes = hitTest(test)
        if let view = test.view {
            let others = before.live.filter { $0.view == view }.map(\.name)
            if !others.isEmpty && !views[view.index].isWindow && views[view.index].multipleTouch {
                notes.append(
                    RuleNote(
                        .m1, "\(name(view)) has multiple-touch on, so it takes \(touchName(test.touch)) while it tracks \(list(others))."))
            }
            let tapCount = record.tapCount(of: test.touch)
            if tapCount > 1 {
                notes.append(
                    RuleNote(
                        .t1,
                        "\(touchName(test.touch)) begins on \(name(view)) soon after a tap there ended and close to it, so its tapCount is \(tapCount)."
                    ))
            }
        }
        return notes + chain(call)
    }

    /// A touch withheld when it began: the rule and the touches that caused it, as the drop's
    /// record gives them.
    func withheld(_ test: HitTestRecord, _ drop: DropRecord) -> [RuleNote] {
        let touch = touchName(test.touch)
        let cause = TraceWording.withholding(drop, in: record, scene)
        var notes: [RuleNote]
        switch drop.rule {
        case .i2:
            notes = [RuleNote(.i2, "\(touch) is withheld for its whole life because \(cause), even if ignoring ends before it lifts.")]
            if before.ignoreDepth > 1 {
                notes.append(
                    RuleNote(
                        .i1,
                        "'ignore begin' nests: it was called \(before.ignoreDepth) times, and ignoring lasts until as many 'ignore end'."))
            }
        case .l1:
            notes = [RuleNote(.l1, "\(touch) is withheld: \(cause).")]
        case .l2:
            notes = [RuleNote(.l2, "\(touch) is withheld and the others go on: \(cause).")]
        case .h7:
            notes = [RuleNote(.h7, "No window can take \(touch): \(cause).")]
        case .m1:
            notes =
                hitTest(test) + [RuleNote(.m1, "\(cause), so \(touch) is withheld for its whole life, and no other view gets it either.")]
        case .m2:
            let first = record.dropCauses[drop.causes].map { touchName($0.touch) }
            let view = drop.view.map(name) ?? "the view"
            notes =
                hitTest(test) + [
                    RuleNote(
                        .m2,
                        "\(list(first + [touch])) begin in the same event on \(view), which has multiple-touch off: the first in script order is delivered and \(touch) is withheld."
                    )
                ]
        case .x1, .x2:
            notes = hitTest(test) + [RuleNote(drop.rule, "\(touch) is withheld: \(cause).")]
            let causes = record.dropCauses[drop.causes]
            if causes.contains(where: { cause in record.changes.contains { $0.touch == cause.touch && $0.phase == .began } }) {
                notes.append(x4)
            }
        default:
            notes = hitTest(test)
        }
        return notes + [dead(touch)]
    }

    var x4: RuleNote {
        RuleNote(
            .x4, "For touches that begin in the same event, the checks run in script order, each seeing the touches accepted before it.")
    }

    func dead(_ touch: String) -> RuleNote {
        RuleNote(.l4, "A withheld touch produces nothing more: the later moves and the end of \(touch) reach no responder.")
    }

    // MARK: Hit testing

    func point(of touch: TouchRef) -> Point {
        record.changes.first { $0.touch == touch }?.point ?? .zero
    }

    /// H1 (and H7 with several windows), then what the verdicts of the visited views show.
    func hitTest(_ test: HitTestRecord) -> [RuleNote] {
        var notes: [RuleNote] = []
        let touch = touchName(test.touch)
        let screenPoint = point(of: test.touch)
        let visited = Array(record.visited[test.visited])
        if let view = test.view, let window = test.window {
            let path = record.pathViews[test.path].map(name).joined(separator: " ▸ ")
            notes.append(
                RuleNote(.h1, "The hit test for \(touch) at \(NumberFormatting.point(screenPoint)) returns \(name(view)) (\(path))."))
            if scene.windows.count > 1 {
                let tried = visited.map(\.view).filter { views[$0.index].isWindow && $0 != window }
                var sentence =
                    "Windows are tried front to back, higher level first, and the first whose hit test returns a view gets the touch: \(name(window))"
                sentence += tried.isEmpty ? "." : ", after \(list(tried.map(name))) returned nil."
                notes.append(RuleNote(.h7, sentence))
            }
        } else {
            notes.append(
                RuleNote(
                    .h1,
                    "The hit test of every window returns nil for \(touch) at \(NumberFormatting.point(screenPoint)), so no view can take it."
                ))
        }
        notes += verdicts(visited, screenPoint: screenPoint, test: test)
        return notes
    }

    /// H2/H6, H3/H4, H8 and H5 from the visited views.
    func verdicts(_ visited: [VisitedView], screenPoint: Point, test: HitTestRecord) -> [RuleNote] {
        var notes: [RuleNote] = []
        var refused: [String] = []
        var startsDisabled: [String] = []
        var outside: [String] = []
        var stickOut: [String] = []
        var moved: [String] = []
        var passthrough: [String] = []
        for visit in visited {
            let view = views[visit.view.index]
            switch visit.verdict {
            case .hidden: refused.append("\(view.name) is hidden")
            case .transparent:
                let written = NumberFormatting.decimal(Double(view.alpha))
                let stored = Double(view.alpha) < 0.01 && written == "0.01" ? " (kept as the 32-bit float \(Double(view.alpha)))" : ""
                refused.append("\(view.name) has alpha \(written)\(stored), below 0.01")
            case .disabledControl:
                refused.append("\(view.name) is a control with enabled: no (U1)")
            case .interactionDisabled:
                refused.append("\(view.name) has user interaction off")
                if !view.viewClass.defaultUserInteraction { startsDisabled.append("\(view.name) is a \(view.viewClass.rawValue)") }
            case .outside:
                outside.append(view.name)
                for subview in view.subviews where views[subview.index].frame.contains(visit.point) {
                    stickOut.append("\(views[subview.index].name) sticks out of \(view.name) there but is never asked")
                }
                if let shift = shifts(view) { moved.append(shift) }
            case .passthrough: passthrough.append(view.name)
            case .hit:
                if let shift = shifts(view) { moved.append(shift) }
            }
        }
        if !refused.isEmpty {
            notes.append(
                RuleNote(
                    .h2,
                    "\(sentenceList(refused)), so \(refused.count == 1 ? "it answers" : "they answer") nil for \(refused.count == 1 ? "itself and its" : "themselves and their") subviews."
                ))
        }
        if !startsDisabled.isEmpty {
            notes.append(
                RuleNote(
                    .h6,
                    "\(sentenceList(startsDisabled)): that class starts with user interaction off, whatever touch methods it overrides."))
        }
        if !outside.isEmpty {
            var sentence =
                "The point is outside the bounds of \(list(outside, limit: 5)), so \(outside.count == 1 ? "it answers" : "they answer") nil without asking \(outside.count == 1 ? "its" : "their") subviews"
            sentence += stickOut.isEmpty ? "." : ": \(sentenceList(stickOut))."
            notes.append(RuleNote(.h3, sentence))
        }
        if !moved.isEmpty {
            notes.append(
                RuleNote(
                    .h4, "\(sentenceList(moved)), which moves what \(moved.count == 1 ? "its bounds contain" : "their bounds contain")."))
        }
        if !passthrough.isEmpty {
            notes.append(
                RuleNote(
                    .h8,
                    "\(list(passthrough)) \(passthrough.count == 1 ? "is" : "are") passthrough: where the default hit test would return \(passthrough.count == 1 ? "the view" : "each") itself, it returns nil, so the touch falls to what lies behind."
                ))
        }
        if let sentence = frontMost(visited, screenPoint: screenPoint, test: test) { notes.append(RuleNote(.h5, sentence)) }
        return notes
    }

    /// `scroller has bounds-origin [0, 100]`, or nil when the view's bounds are not moved.
    func shifts(_ view: View) -> String? {
        var parts: [String] = []
        if view.boundsOrigin != .zero { parts.append("bounds-origin " + TreeOutline.list([view.boundsOrigin.x, view.boundsOrigin.y])) }
        if view.hitInsets != .zero {
            parts.append(
                "hit-insets " + TreeOutline.list([view.hitInsets.top, view.hitInsets.left, view.hitInsets.bottom, view.hitInsets.right]))
        }
        return parts.isEmpty ? nil : "\(view.name) has " + parts.joined(separator: " and ")
    }

    /// H5: which siblings answered nil first, or were never asked because one in front answered.
    func frontMost(_ visited: [VisitedView], screenPoint: Point, test: HitTestRecord) -> String? {
        let path = Array(record.pathViews[test.path])
        var parts: [String] = []
        let visitedViews = Set(visited.map(\.view))
        for (position, parent) in path.enumerated() where position + 1 < path.count {
            let child = path[position + 1]
            let subviews = views[parent.index].subviews
            guard let childIndex = subviews.firstIndex(of: child) else { continue }
            let inFront = subviews[(childIndex + 1)...].reversed().filter { visitedViews.contains($0) }.map(name)
            if !inFront.isEmpty {
                parts.append("in \(name(parent)), \(list(inFront)) answered nil before \(name(child)) was asked")
            }
            let local = visited.first { $0.view == parent }?.point ?? screenPoint
            let behind = subviews[..<childIndex].filter { views[$0.index].frame.contains(local) }.map(name)
            if !behind.isEmpty {
                parts.append("\(name(child)) is in front of \(list(behind)), which \(behind.count == 1 ? "was" : "were") never asked")
            }
        }
        if let view = test.view {
            let asked = views[view.index].subviews.filter { visitedViews.contains($0) }
            if !asked.isEmpty {
                parts.append("none of the subviews of \(name(view)) answered, so \(name(view)) itself is the result")
            }
        }
        guard !parts.isEmpty else { return nil }
        return "Subviews are asked front-most first and the first answer wins: " + parts.joined(separator: "; ") + "."
    }

    // MARK: Later phases

    /// B1/B3, C2 and what caused a cancellation (L3, B2, L1), for a phase after began.
    func phase(_ phase: TouchPhase, of touch: TouchRef, info: QuizBuilder.TouchInfo, previous: Responder?, previousPhase: TouchPhase)
        -> [RuleNote]
    {
        var notes: [RuleNote] = []
        let name = info.name
        if let view = info.view {
            notes.append(
                RuleNote(.b1, "\(name) stays bound to \(self.name(view)), its hit-test view since it began, wherever the finger goes."))
            if let then = info.viewAtBegan {
                let now = views[view.index]
                var changed: [String] = []
                if then.isHidden != now.isHidden { changed.append("hidden") }
                if then.alpha != now.alpha { changed.append("alpha") }
                if then.userInteraction != now.userInteraction { changed.append("user-interaction") }
                if then.frame != now.frame { changed.append("frame") }
                if !changed.isEmpty {
                    notes.append(
                        RuleNote(
                            .b3,
                            "\(self.name(view))'s \(list(changed)) changed since \(name) began, but only hit testing reads that: the touch stays."
                        ))
                }
            }
        }
        if phase == .cancelled {
            switch record.action {
            case .cancel:
                notes.append(
                    RuleNote(
                        .l3,
                        "The system cancels every live delivered touch (an incoming call): each bound view gets one touchesCancelled, routed like any other phase."
                    ))
            case .remove(let removed):
                notes.append(
                    RuleNote(
                        .b2,
                        "\(self.name(removed)) was removed while \(name) was live, so the bound view gets touchesCancelled at once, travelling its chain as it is after the removal."
                    ))
            default:
                notes.append(
                    RuleNote(
                        .l1,
                        "A finger beyond the device's limit of \(scene.device.touchLimit) came down, so every live delivered touch, \(name) included, is cancelled."
                    ))
            }
        }
        notes.append(previousPhaseNote(name, previous: previous, previousPhase: previousPhase, now: handlerOf(touch, phase), phase: phase))
        return notes
    }

    func handlerOf(_ touch: TouchRef, _ phase: TouchPhase) -> Responder? {
        guard
            let call = record.calls.indices.first(where: {
                record.calls[$0].phase == phase && record.callTouches[record.calls[$0].touches].contains(touch)
            })
        else { return nil }
        return handler(of: call)
    }

    /// C2: this phase goes elsewhere than the previous one.
    func previousPhaseNote(_ touch: String, previous: Responder?, previousPhase: TouchPhase, now: Responder?, phase: TouchPhase) -> RuleNote
    {
        let before = previous.map { "went to \(name($0))" } ?? "reached no responder"
        let after = now.map { "goes to \(name($0))" } ?? "reaches no responder"
        return RuleNote(
            .c2, "Each phase is routed on its own: \(previousPhase.methodName) for \(touch) \(before), \(phase.methodName) \(after).")
    }

    /// I3: a live touch's event skipped while ignoring.
    func skipped(_ skip: SkipRecord) -> RuleNote {
        let touch = touchName(skip.touch)
        var sentence =
            "While the application ignores interaction events, the events of live touches are not delivered at all: \(skip.phase.methodName) for \(touch) is skipped"
        if skip.phase == .ended {
            sentence += ", so \(name(skip.view)) never sees \(touch) end."
        } else {
            sentence += "; delivery resumes after the outermost 'ignore end'."
        }
        return RuleNote(.i3, sentence)
    }

    // MARK: The chain

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
        for hop in hops.dropLast() {
            let handling = handling(of: hop.responder)
            if handling.handles.contains(phase) {
                byCode.append(name(hop.responder))
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
        let lastName = name(last.responder)
        switch last.result {
        case .handled:
            let handling = handling(of: last.responder)
            let how = handling.handles.contains(phase) ? "handles \(method)" : "keeps the call"
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

    // MARK: Words

    /// `a`, `a and b`, `a, b and c` (with at most `limit` names, then `and N more`).
    func list(_ names: [String], limit: Int = .max) -> String {
        var shown = Array(names.prefix(limit))
        if names.count > limit { shown.append("\(names.count - limit) more") }
        return TraceWording.names(shown)
    }

    /// Clauses joined like ``list(_:limit:)``. Sentences that start with a name keep its case.
    func sentenceList(_ clauses: [String]) -> String { list(clauses) }
}
