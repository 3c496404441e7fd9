/// Works out a ``Quiz``: one run of the simulator (with hit-test verdicts recorded), seeing the
/// tree just before each script step, so each question can show the tree the step starts from
/// and explain the outcome from the records: the step's, and what earlier steps' records told
/// (``RecordedState``).
struct QuizBuilder: TraceSink {
    /// What the quiz remembers of a touch between steps.
    struct TouchInfo {
        var name: String
        /// The hit-test view it is bound to, when it was delivered.
        var view: ViewID?
        /// Who handled its previous phase (nil: none did), once asked.
        var lastHandler: Responder?
        var lastPhase: TouchPhase = .began
        /// Its bound view as it was when the touch began (RULES B3).
        var viewAtBegan: View?
    }

    let scene: Scene
    /// The tree just before the current script step; nil for a `timer` step.
    var viewsBefore: [View]?
    /// The live touches and ignoring depth after the steps so far.
    var recorded = RecordedState()
    var touches: [Int: TouchInfo] = [:]
    /// The tree and ignoring depth last shown with a question.
    var lastShown: (views: [View], ignoreDepth: Int)?
    /// When script lines last changed each view, each of its keys, and the application.
    var changedAt = ChangeTimes()
    var steps: [QuizStep] = []
    var notices: [String] = []

    init(scene: Scene) { self.scene = scene }

    static func build(_ scene: Scene) -> Quiz {
        var simulator = Simulator(scene: scene, options: SimulationOptions(explain: true))
        var builder = QuizBuilder(scene: scene)
        simulator.run(into: &builder) { builder, state in builder.viewsBefore = state.currentViews }
        return Quiz(
            title: scene.title ?? scene.path, notes: scene.notes, responders: responderNames(scene),
            steps: builder.steps, notices: builder.notices)
    }

    static func responderNames(_ scene: Scene) -> [String] {
        var names: [String] = []
        var stack = scene.windows.reversed().map { $0 }
        while let id = stack.popLast() {
            names.append(scene.views[id.index].name)
            stack.append(contentsOf: scene.views[id.index].subviews.reversed())
        }
        names += scene.controllers.map(\.name)
        names.append(scene.application.name)
        if let delegate = scene.delegate { names.append(delegate.name) }
        return names
    }

    // MARK: TraceSink

    mutating func step(_ record: StepRecord, _ scene: Scene) {
        var trace = ""
        var writer = TextWriter(output: trace)
        writer.step(record, scene)
        trace = writer.output
        let views = record.kind == .timer ? nil : viewsBefore
        viewsBefore = nil

        var questions: [QuizQuestion] = []
        if let views {
            questions = ask(record, views)
        }
        var tree: [String]?
        var changes: [String] = []
        if let views, !questions.isEmpty {
            tree = TreeOutline.lines(views, scene: scene, tracking: recorded.tracking, ignoreDepth: recorded.ignoreDepth)
            if let shown = lastShown {
                changes = changesSinceLastQuestion(shown, now: (views, recorded.ignoreDepth))
            }
            lastShown = (views, recorded.ignoreDepth)
        }
        changedAt.note(record)
        recorded.update(after: record)
        steps.append(
            QuizStep(number: record.number, summary: summary(record), tree: tree, changes: changes, questions: questions, trace: trace))
    }

    mutating func notice(_ notice: Notice, _ scene: Scene) {
        notices.append(TraceWording.notice(notice, scene))
    }

    /// The differences of the tree and of the application's ignoring since the last question,
    /// in the order the script made them, each with its time when a script line made it.
    func changesSinceLastQuestion(_ old: (views: [View], ignoreDepth: Int), now: (views: [View], ignoreDepth: Int)) -> [String] {
        var entries: [(order: Int, text: String)] = []
        for change in TreeOutline.propertyChanges(from: old.views, to: now.views, scene: scene) {
            let when = changedAt.time(of: change.view, key: change.key)
            let suffix = when.map { " (at \(NumberFormatting.seconds($0.time))s)" } ?? ""
            entries.append((when?.step ?? .max, change.text + suffix))
        }
        if old.ignoreDepth != now.ignoreDepth {
            let what = now.ignoreDepth > 0 ? "ignoring interaction events" : "no longer ignoring interaction events"
            let when = changedAt.application
            let suffix = when.map { " (at \(NumberFormatting.seconds($0.time))s)" } ?? ""
            entries.append(
                (when?.step ?? .max, "\(scene.application.name): \(what), depth \(old.ignoreDepth) → \(now.ignoreDepth)" + suffix))
        }
        return entries.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map(\.element.text)
    }

    // MARK: Questions

    /// The questions of one step: each touch that begins (in creation order), then each later
    /// phase of a touch whose handler differs from its previous phase's, in the order of the
    /// trace. A note that names another touch of the step (P2) goes only with the last of the
    /// step's questions about the touches it names, so no explanation gives away an answer
    /// still to come.
    mutating func ask(_ record: StepRecord, _ views: [View]) -> [QuizQuestion] {
        var questions: [QuizQuestion] = []
        var askedTouches: [TouchRef] = []
        var sharedNotes: [(question: Int, note: RuleNote, touches: [TouchRef])] = []
        let explainer = Explainer(scene: scene, record: record, views: views, before: recorded)
        func addShared(_ call: Int) {
            if let shared = explainer.sharedResponder(call) { sharedNotes.append((questions.count - 1, shared.note, shared.touches)) }
        }
        for test in record.hitTests {
            let name = record.name(of: test.touch)
            var info = TouchInfo(name: name)
            let event = "\(name) comes down at \(NumberFormatting.point(point(of: test.touch, in: record)))"
            if let drop = record.drops.first(where: { $0.touch == test.touch }) {
                questions.append(
                    QuizQuestion(
                        touch: name, event: event, answer: nil,
                        outcome: "No responder handles \(name): it is withheld (\(drop.reason.rawValue)).",
                        reasons: explainer.withheld(test, drop)))
                askedTouches.append(test.touch)
                info.lastHandler = nil
            } else if let call = record.calls.firstIndex(where: {
                $0.phase == .began && record.callTouches[$0.touches].contains(test.touch)
            }) {
                let handler = explainer.handler(of: call)
                info.view = test.view
                info.viewAtBegan = test.view.map { views[$0.index] }
                info.lastHandler = handler
                questions.append(
                    QuizQuestion(
                        touch: name, event: event, answer: handler.map { scene.name(of: $0) },
                        outcome: outcome(handler, phase: .began, touch: name),
                        reasons: explainer.began(test, call: call)))
                askedTouches.append(test.touch)
                addShared(call)
            }
            touches[test.touch.serial] = info
        }
        for (callIndex, call) in record.calls.enumerated() where call.phase != .began {
            let handler = explainer.handler(of: callIndex)
            for touch in record.callTouches[call.touches] {
                guard var info = touches[touch.serial] else { continue }
                defer { touches[touch.serial] = info }
                let previous = info.lastHandler
                let previousPhase = info.lastPhase
                info.lastHandler = handler
                info.lastPhase = call.phase
                guard handler != previous else { continue }
                var reasons = explainer.phase(call.phase, of: touch, info: info, previous: previous, previousPhase: previousPhase)
                reasons += explainer.chain(callIndex)
                questions.append(
                    QuizQuestion(
                        touch: info.name, event: event(of: touch, phase: call.phase, record), answer: handler.map { scene.name(of: $0) },
                        outcome: outcome(handler, phase: call.phase, touch: info.name), reasons: reasons))
                askedTouches.append(touch)
                addShared(callIndex)
            }
        }
        for skip in record.skips {
            guard var info = touches[skip.touch.serial] else { continue }
            defer { touches[skip.touch.serial] = info }
            let previous = info.lastHandler
            let previousPhase = info.lastPhase
            info.lastHandler = nil
            info.lastPhase = skip.phase
            guard previous != nil else { continue }
            var reasons = [
                explainer.previousPhaseNote(info.name, previous: previous, previousPhase: previousPhase, now: nil, phase: skip.phase)
            ]
            reasons.append(explainer.skipped(skip))
            questions.append(
                QuizQuestion(
                    touch: info.name, event: event(of: skip.touch, phase: skip.phase, record),
                    answer: nil,
                    outcome:
                        "No responder handles \(skip.phase.methodName) for \(info.name): it is skipped while the application ignores interaction events.",
                    reasons: reasons))
            askedTouches.append(skip.touch)
        }
        for shared in sharedNotes {
            let later = askedTouches[(shared.question + 1)...]
            guard !later.contains(where: { shared.touches.contains($0) }) else { continue }
            questions[shared.question].reasons.append(shared.note)
        }
        return questions
    }

    func outcome(_ handler: Responder?, phase: TouchPhase, touch: String) -> String {
        guard let handler else {
            return "No responder handles \(phase.methodName) for \(touch): the call falls off the end of the chain."
        }
        return "\(scene.name(of: handler)) handles \(phase.methodName) for \(touch)."
    }

    /// What happens to a touch in the step, for a question's prompt: the finger's change, or
    /// the step that interrupts it and the call UIKit then sends (without naming the method,
    /// which is part of the answer), so "it" in "which responder will handle it?" can only
    /// mean that call.
    func event(of touch: TouchRef, phase: TouchPhase, _ record: StepRecord) -> String {
        let name = record.name(of: touch)
        if let change = record.changes.first(where: { $0.touch == touch }) {
            let moved: String
            switch change.phase {
            case .began: moved = "\(name) comes down at \(NumberFormatting.point(change.point))"
            case .moved: moved = "\(name) moves to \(NumberFormatting.point(change.point))"
            case .ended, .cancelled: moved = "\(name) lifts at \(NumberFormatting.point(change.point))"
            }
            guard phase == .cancelled else { return moved }
            return moved + " as a finger beyond the device's limit comes down, and UIKit sends a call for \(name)"
        }
        switch record.action {
        case .cancel: return "the system interrupts (an incoming call) while \(name) is down, and UIKit sends a call for \(name)"
        case .remove(let view):
            return "\(scene.views[view.index].name) is removed while \(name) is down, and UIKit sends a call for \(name)"
        default:
            if phase == .cancelled {
                return "a finger beyond the device's limit comes down while \(name) is down, and UIKit sends a call for \(name)"
            }
            return "\(name) stays where it is during this event"
        }
    }

    func point(of touch: TouchRef, in record: StepRecord) -> Point {
        record.changes.first { $0.touch == touch }?.point ?? .zero
    }

    /// The step in a few words.
    func summary(_ record: StepRecord) -> String {
        let time = NumberFormatting.seconds(record.time) + "s"
        let what: String
        switch record.action {
        case .touches:
            what = record.changes.map { change in
                let name = record.name(of: change.touch)
                switch change.phase {
                case .began: return "\(name) down at \(NumberFormatting.point(change.point))"
                case .moved: return "\(name) moves to \(NumberFormatting.point(change.point))"
                case .ended, .cancelled: return "\(name) up at \(NumberFormatting.point(change.point))"
                }
            }.joined(separator: ", ")
        case .cancel: what = "cancel (the system cancels every live touch)"
        case .ignoreBegin: what = "ignore begin"
        case .ignoreEnd: what = "ignore end"
        case .set(let view, let key, let change): what = "set \(scene.views[view.index].name) \(key) \(change.valueText(scene))"
        case .setRecognizerEnabled(let recognizer, let enabled):
            what = "set \(scene.name(of: recognizer)) enabled \(enabled ? "yes" : "no")"
        case .remove(let view): what = "remove \(scene.views[view.index].name)"
        case .wait: what = "wait"
        case nil: what = "a delayed call fires"
        }
        return "step \(record.number) at \(time): \(what)"
    }
}

/// When script lines last changed each view (and which key) and the application's ignoring:
/// the quiz lists changes in the order the script made them.
struct ChangeTimes {
    struct When {
        var step: Int
        var time: Microseconds
    }
    private var byKey: [String: When] = [:]
    private var byView: [Int: When] = [:]
    private(set) var application: When?

    /// Takes in a step's `set`, `remove` or `ignore`.
    mutating func note(_ record: StepRecord) {
        let when = When(step: record.number, time: record.time)
        switch record.action {
        case .set(let view, let key, _):
            byKey["\(view.index) \(key)"] = when
            byView[view.index] = when
        case .remove(let view):
            byView[view.index] = when
        case .ignoreBegin, .ignoreEnd:
            application = when
        default: break
        }
    }

    /// When a script line last changed `key` of a view (or, failing that, anything of it).
    func time(of view: Int, key: String) -> When? { byKey["\(view) \(key)"] ?? byView[view] }
}
