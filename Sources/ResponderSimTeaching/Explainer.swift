import ResponderSimCore

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
    /// Each recognizer's state after the step before, when it was not idle.
    let recognizerStates: [RecognizerID: RecognizerStateRecord]
    /// The tree before the step as the hit test reads it: every conversion between a view's
    /// coordinates and its superview's is this table's (H4, H11).
    let routing: RoutingTable

    init(
        scene: Scene, record: StepRecord, views: [View], before: RecordedState,
        recognizerStates: [RecognizerID: RecognizerStateRecord] = [:]
    ) {
        self.scene = scene
        self.record = record
        self.views = views
        self.before = before
        self.recognizerStates = recognizerStates
        var tree = scene
        tree.views = views
        self.routing = RoutingTable(tree)
    }

    /// Whether `subview` covers `point`, given in its superview's coordinates: the point,
    /// converted into the subview's own (H4, H11), lies in its bounds.
    func covers(_ subview: ViewID, _ point: Point) -> Bool {
        let local = routing.local(subview.index, point.x, point.y)
        return views[subview.index].bounds.contains(Point(local.x, local.y))
    }

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
        notes += attached(test)
        return notes + chain(call) + controlStart(test.touch)
    }

    /// G1–G3: the recognizers on the path that take the touch, and those left out.
    func attached(_ test: HitTestRecord) -> [RuleNote] {
        let attachments = record.attachments[test.attachments]
        guard !attachments.isEmpty else { return [] }
        let touch = touchName(test.touch)
        let taken = attachments.filter { $0.verdict == .attached }.map { recognizerWords($0.recognizer) }
        var sentence =
            taken.isEmpty
            ? "No recognizer on the path of \(touch) takes it"
            : "The recognizers on the path of \(touch), on its hit-test view and its ancestors, take it: \(list(taken))"
        let left = attachments.filter { $0.verdict != .attached }.map {
            "\(scene.name(of: $0.recognizer)) (\($0.verdict.reason))"
        }
        sentence += left.isEmpty ? "." : "; left out: \(list(left))."
        var notes = [RuleNote(.g1, sentence)]
        if attachments.contains(where: { $0.verdict == .exclusiveTouch }) {
            notes.append(
                RuleNote(.g2, "An exclusive-touch view tracks a live touch, so only recognizers on it and its ancestors take \(touch)."))
        }
        return notes
    }

    /// `dbl (tap on v)`.
    func recognizerWords(_ id: RecognizerID) -> String {
        let recognizer = scene.recognizers[id.index]
        return "\(recognizer.name) (\(recognizer.kind.name) on \(name(recognizer.view)))"
    }

    /// U2: a control that starts tracking the touch in this step.
    func controlStart(_ touch: TouchRef) -> [RuleNote] {
        let events = record.lines(of: ControlLine.self).filter {
            $0.touch == touch && ($0.event == .touchDown || $0.event == .touchDownRepeat)
        }
        guard let first = events.first else { return [] }
        let control = views[first.control.index]
        var sentence =
            "\(control.name) is a \(control.viewClass.rawValue): UIControl's code handles touchesBegan, starts tracking \(touchName(touch)) and sends touchDown"
        if events.contains(where: { $0.event == .touchDownRepeat }) { sentence += ", then touchDownRepeat (its tapCount is 2 or more)" }
        return [RuleNote(.u2, sentence + ".")]
    }

    /// G17: a began call held back by a recognizer with delays-began.
    func heldBegan(_ test: HitTestRecord, _ hold: HoldRecord) -> [RuleNote] {
        let recognizer = scene.recognizers[hold.recognizer.index]
        return hitTest(test) + attached(test) + [
            RuleNote(
                .g17,
                "\(recognizer.name) has delays-began: while it is possible it holds every call of \(touchName(test.touch)) for \(name(hold.view)), touchesBegan included. The view hears of the touch only if \(recognizer.name) fails (the calls are released, G20)."
            )
        ]
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
        notes.append(dead(touch))
        let taken = record.attachments[test.attachments].filter { $0.verdict == .attached }.map { scene.name(of: $0.recognizer) }
        if !taken.isEmpty {
            notes.append(
                drop.reason == .exclusiveTouch
                    ? RuleNote(
                        .g2, "Recognizers do not follow exclusive-touch: \(list(taken)) still take\(taken.count == 1 ? "s" : "") \(touch).")
                    : RuleNote(
                        .g3, "multiple-touch never affects recognizers: \(list(taken)) still take\(taken.count == 1 ? "s" : "") \(touch)."))
        }
        return notes
    }

    var x4: RuleNote {
        RuleNote(
            .x4, "For touches that begin in the same event, the checks run in script order, each seeing the touches accepted before it.")
    }

    func dead(_ touch: String) -> RuleNote {
        RuleNote(.l4, "A withheld touch produces nothing more: the later moves and the end of \(touch) reach no responder.")
    }

    // MARK: Later phases

    /// B1/B3, C2 and what caused a cancellation (L3, B2, L1), for a phase after began.
    func phase(
        _ phase: TouchPhase, of touch: TouchRef, info: QuizBuilder.TouchInfo, previous: Responder?, previousPhase: TouchPhase,
        origin: DeliveryOrigin = .event
    ) -> [RuleNote] {
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
        if case .release(let heldAt) = origin {
            notes.append(released(touch, heldAt: heldAt))
        } else if case .gesture(let by) = origin {
            notes.append(taken(by, touch: name))
        } else if phase == .cancelled {
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
        if previousPhase != phase {
            notes.append(
                previousPhaseNote(name, previous: previous, previousPhase: previousPhase, now: handlerOf(touch, phase), phase: phase))
        }
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

    /// G20: why held calls of a touch reach its view in this step.
    func released(_ touch: TouchRef, heldAt: Int) -> RuleNote {
        let failed = record.lines(of: GestureLine.self).filter { $0.state == .failed && record.touches($0.touches).contains(touch) }
        var sentence = "The call was held back in step \(heldAt); "
        if let first = failed.first {
            sentence += "\(scene.name(of: first.recognizer)) failed in this step, so no recognizer holds the touch's calls any more"
        } else {
            sentence += "no recognizer holds the touch's calls any more"
        }
        sentence += ": they are released, in their order and with the locations they had, before the step's own calls."
        return RuleNote(.g20, sentence)
    }

    /// G16: a recognizer's grant took the touch from its view.
    func taken(_ recognizer: RecognizerID, touch: String) -> RuleNote {
        RuleNote(
            .g16,
            "\(recognizerWords(recognizer)) was granted in this step with cancels-touches on, so it takes \(touch): its held calls are thrown away, the view gets touchesCancelled now, and no later call of \(touch) reaches a view."
        )
    }

    // MARK: Controls

    /// U3–U5, U9, U13: how a control's tracking of a touch ends in this step, or why it does not.
    func controlEnd(_ control: ViewID, touch: TouchRef) -> [RuleNote] {
        var notes: [RuleNote] = []
        let controlName = name(control)
        let touchName = self.touchName(touch)
        let view = views[control.index]
        let deliveries = record.deliveries.filter { delivery in
            delivery.responder == .view(control) && record.touches(of: delivery).contains(touch)
                && record.phase(of: delivery) != .began && record.phase(of: delivery) != .moved
        }
        let events = record.lines(of: ControlLine.self).filter { $0.control == control && $0.touch == touch }
        if let delivery = deliveries.first {
            let call = record.calls[delivery.call]
            if call.phase == .cancelled {
                if case .gesture(let by) = call.origin {
                    notes.append(taken(by, touch: touchName))
                    if scene.recognizers[by.index].view == control {
                        notes.append(
                            RuleNote(.u8, "\(scene.name(of: by)) is on \(controlName) itself: a recognizer of the control comes first."))
                    }
                }
                notes.append(RuleNote(.u5, "A cancelled call of the tracked touch makes UIControl's code send touchCancel; tracking ends."))
                return notes
            }
            if view.handling.handles.contains(.ended) {
                notes.append(
                    RuleNote(
                        .u13,
                        "\(controlName)'s override handles touchesEnded, so UIControl's code does not run for the lift: no control event."))
                return notes
            }
            let position = record.touches(of: delivery).firstIndex(of: touch) ?? record.touches(of: delivery).startIndex
            let offset = position - record.touches(of: delivery).startIndex
            let location = record.locations[delivery.locations.lowerBound + offset]
            let slop = view.slop
            let insets = view.hitInsets
            let bounds = view.bounds
            let (minX, maxX) = (bounds.x + insets.left - slop, bounds.x + bounds.width - insets.right + slop)
            let (minY, maxY) = (bounds.y + insets.top - slop, bounds.y + bounds.height - insets.bottom + slop)
            let inside = events.last?.inside ?? false
            let number = NumberFormatting.decimal
            notes.append(
                RuleNote(
                    .u3,
                    "\(touchName) lifts at \(NumberFormatting.point(location)) in \(controlName)'s own coordinates; its touchable area grown by its slop of \(number(slop)) pt spans x \(number(minX))…\(number(maxX)) and y \(number(minY))…\(number(maxY)), so the lift is \(inside ? "inside" : "outside")."
                ))
            let changed = events.contains { $0.event == .touchDragExit || $0.event == .touchDragEnter }
            var sentence = "At the lift UIControl's code "
            if changed { sentence += "first reports the change of inside (\(inside ? "touchDragEnter" : "touchDragExit")), then " }
            sentence += "sends \(inside ? "touchUpInside" : "touchUpOutside"), and tracking ends."
            notes.append(RuleNote(.u4, sentence))
            if view.transform != nil || views.contains(where: { $0.transform != nil }) {
                notes.append(
                    RuleNote(.h14, "The lift's location is converted into \(controlName)'s coordinates through every transform above it."))
            }
            return notes
        }
        if let hold = record.lines(of: HoldLine.self).first(where: { record.touches($0.touches).contains(touch) }) {
            notes.append(
                RuleNote(
                    .u9,
                    "\(recognizerWords(hold.recognizer)) holds the \(hold.phase.methodName) call of \(touchName) for \(controlName), as it would for any view: UIControl's code has not run, so no event yet. It comes when the call is released."
                ))
            return notes
        }
        notes.append(RuleNote(.u6, "\(controlName) gets no end of \(touchName) in this step, so its tracking does not end with an event."))
        return notes
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

    // MARK: Words

    /// `a`, `a and b`, `a, b and c` (with at most `limit` names, then `and N more`).
    func list(_ names: [String], limit: Int = .max) -> String {
        var shown = Array(names.prefix(limit))
        if names.count > limit { shown.append("\(names.count - limit) more") }
        return TraceWording.names(shown)
    }
}
