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
            "\(scene.name(of: $0.recognizer)) (\(PictureText.leftOutReason($0.verdict)))"
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
        let events = record.controls.filter { $0.touch == touch && ($0.event == .touchDown || $0.event == .touchDownRepeat) }
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
        var disabledControls: [String] = []
        var turned: [String] = []
        for visit in visited {
            let view = views[visit.view.index]
            if let transform = view.transform, visit.verdict == .hit || visit.verdict == .outside {
                var inside = visit.verdict == .hit ? "inside" : "outside"
                let bounds = view.bounds
                let (x, y) = (visit.point.x, visit.point.y)
                if x == bounds.x + bounds.width || y == bounds.y + bounds.height {
                    inside += " (on its right or bottom edge, which is left out)"
                } else if visit.verdict == .hit && (x == bounds.x || y == bounds.y) {
                    inside += " (on its left or top edge, which counts)"
                }
                turned.append(
                    "\(view.name) has \(Badge.words(transform)): the point is \(NumberFormatting.point(visit.point)) in its own coordinates, \(inside) its bounds \(TreeOutline.list([bounds.x, bounds.y, bounds.width, bounds.height]))"
                )
            }
            switch visit.verdict {
            case .hidden: refused.append("\(view.name) is hidden")
            case .transparent:
                let written = NumberFormatting.decimal(Double(view.alpha))
                let stored = Double(view.alpha) < 0.01 && written == "0.01" ? " (kept as the 32-bit float \(Double(view.alpha)))" : ""
                refused.append("\(view.name) has alpha \(written)\(stored), below 0.01")
            case .disabledControl:
                disabledControls.append(view.name)
            case .interactionDisabled:
                refused.append("\(view.name) has user interaction off")
                if !view.viewClass.defaultUserInteraction { startsDisabled.append("\(view.name) is a \(view.viewClass.rawValue)") }
            case .outside:
                outside.append(view.name)
                for subview in view.subviews where covers(subview, visit.point) {
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
        if !disabledControls.isEmpty {
            notes.append(
                RuleNote(
                    .u1,
                    "\(list(disabledControls)) \(disabledControls.count == 1 ? "is a control" : "are controls") with enabled: no, so the hit test skips \(disabledControls.count == 1 ? "it and its" : "them and their") subviews before any other check: the touch goes to what lies behind."
                ))
        }
        if !turned.isEmpty {
            notes.append(
                RuleNote(
                    .h12,
                    "A transform changes where a view is on screen, and the hit test converts each point into the view's own coordinates before its checks (H11): \(sentenceList(turned))."
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
            let behind = subviews[..<childIndex].filter { covers($0, local) }.map(name)
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
        let failed = record.gestures.filter { $0.state == .failed && record.touches($0.touches).contains(touch) }
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

    // MARK: Recognizers

    /// G12, G13 and the kind rules: why each recognizer that changed in this step did, and
    /// why those that could still win did not.
    func winner() -> [RuleNote] {
        var notes: [RuleNote] = []
        let granted = record.gestures.filter { $0.state == .began || $0.state == .recognized }.map(\.recognizer)
        var mentioned: Set<RecognizerID> = []
        for gesture in record.gestures {
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
        let recognizer = scene.recognizers[id.index]
        let words = recognizerWords(id)
        let number = NumberFormatting.decimal
        switch recognizer.kind {
        case .tap:
            let which = recognizer.taps == 1 ? "its tap completes" : "its tap number \(recognizer.taps) completes"
            return RuleNote(.gt4, "\(words): \(which) in this step, within \(number(recognizer.movement)) pt and in time, so it \(verb).")
        case .longPress:
            return RuleNote(
                .gl1,
                "\(words): the finger stayed within \(number(recognizer.movement)) pt for \(NumberFormatting.seconds(recognizer.duration)) s, so it \(verb) when its timer fires."
            )
        case .pan:
            return RuleNote(
                .gp2, "\(words): its translation reaches \(number(recognizer.hysteresis)) pt along one axis, so it \(verb).")
        case .swipe:
            return RuleNote(
                .gw2,
                "\(words): the finger covered \(number(recognizer.minDistance)) pt in an allowed direction within \(NumberFormatting.seconds(recognizer.maxDuration)) s, so it \(verb)."
            )
        case .pinch:
            return RuleNote(
                .gz2,
                "\(words): the distance between its two fingers changed by more than \(number(recognizer.hysteresis)) pt, so it \(verb).")
        case .rotation:
            return RuleNote(
                .gr2, "\(words): the line between its two fingers turned by more than \(number(recognizer.hysteresis))°, so it \(verb).")
        }
    }

    /// Why a recognizer failed, as its `gesture … failed` line gives it.
    func failure(_ gesture: GestureRecord) -> RuleNote {
        let recognizer = scene.recognizers[gesture.recognizer.index]
        let words = recognizerWords(gesture.recognizer)
        var other = ""
        switch gesture.other {
        case .recognizer(let id)?: other = scene.name(of: id)
        case .control(let view)?: other = name(view)
        case nil: break
        }
        let number = NumberFormatting.decimal
        let rules = gesture.failure.map { $0.rules(for: recognizer.kind) } ?? [.g12]
        let rule = rules.first ?? .g12
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
        case .timeout?:
            switch (recognizer.kind, record.timer?.what) {
            case (.tap, .tapInterval?):
                return RuleNote(
                    .gt4,
                    "\(words) fails: the next tap did not come within \(NumberFormatting.seconds(recognizer.interval)) s (its timer fired)."
                )
            case (.tap, _):
                return RuleNote(
                    .gt1, "\(words) fails: the tap lasted longer than \(NumberFormatting.seconds(recognizer.maxDuration)) s.")
            default:
                return RuleNote(
                    rule,
                    "\(words) fails: more than \(NumberFormatting.seconds(recognizer.maxDuration)) s passed before the finger covered \(number(recognizer.minDistance)) pt."
                )
            }
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
        let number = NumberFormatting.decimal
        if pending {
            let required = recognizer.requiresFailureOf.map { scene.name(of: $0) }
            return RuleNote(
                .g13, "\(words) still waits: it is granted only once \(list(required)) \(required.count == 1 ? "fails" : "fail").")
        }
        switch recognizer.kind {
        case .tap:
            if recognizer.taps > 1 {
                return RuleNote(
                    .gt4,
                    "\(words) needs \(recognizer.taps) taps: after each but the last it waits up to \(NumberFormatting.seconds(recognizer.interval)) s for the next, so it is still possible."
                )
            }
            return RuleNote(.gt4, "\(words) is still possible: it is recognized when its tap completes, at the lift.")
        case .longPress:
            return RuleNote(
                .gl1,
                "\(words) is still possible: it begins when the finger has stayed within \(number(recognizer.movement)) pt for \(NumberFormatting.seconds(recognizer.duration)) s."
            )
        case .pan:
            return RuleNote(
                .gp2,
                "\(words) is still possible: its translation has not reached \(number(recognizer.hysteresis)) pt along either axis.")
        case .swipe:
            return RuleNote(.gw2, "\(words) is still possible: the finger has not yet covered \(number(recognizer.minDistance)) pt.")
        case .pinch:
            return RuleNote(
                .gz2,
                "\(words) is still possible: it needs two fingers whose distance changes by more than \(number(recognizer.hysteresis)) pt.")
        case .rotation:
            return RuleNote(
                .gr2, "\(words) is still possible: it needs two fingers whose line turns by more than \(number(recognizer.hysteresis))°.")
        }
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
                let granted = record.gestures.filter {
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
        if let hold = record.holds.first(where: { record.touches($0.touches).contains(touch) }) {
            let recognizer = scene.recognizers[hold.recognizer.index]
            if hold.phase == .ended && !recognizer.delaysBegan {
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
        if let discard = record.discards.first(where: { record.touches($0.touches).contains(touch) }), let by = discard.recognizer {
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
        let events = record.controls.filter { $0.control == control && $0.touch == touch }
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
        if let hold = record.holds.first(where: { record.touches($0.touches).contains(touch) }) {
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
        var controlNote = false
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
