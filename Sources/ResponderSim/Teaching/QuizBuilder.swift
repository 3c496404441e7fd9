/// Works out a ``Quiz``: one run of the simulator (with hit-test verdicts recorded), seeing the
/// simulator just before each script step, so each question can show the tree the step starts
/// from and explain the outcome from the step's record.
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
    /// The simulator just before the current script step; nil for a `timer` step.
    var before: Simulator?
    var touches: [Int: TouchInfo] = [:]
    var lastShownTree: [View]?
    var steps: [QuizStep] = []
    var notices: [String] = []

    init(scene: Scene) { self.scene = scene }

    static func build(_ scene: Scene) -> Quiz {
        var simulator = Simulator(scene: scene, options: SimulationOptions(explain: true))
        var builder = QuizBuilder(scene: scene)
        simulator.run(into: &builder) { builder, state in builder.before = state }
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
        let state = record.kind == .timer ? nil : before
        before = nil

        var questions: [QuizQuestion] = []
        if let state {
            questions = ask(record, state)
        }
        var tree: [String]?
        var changes: [String] = []
        if let state, !questions.isEmpty {
            tree = TreeOutline.lines(state.views, scene: scene, tracking: tracking(state))
            if let previous = lastShownTree { changes = TreeOutline.changes(from: previous, to: state.views, scene: scene) }
            lastShownTree = state.views
        }
        steps.append(
            QuizStep(number: record.number, summary: summary(record), tree: tree, changes: changes, questions: questions, trace: trace))
    }

    mutating func notice(_ notice: Notice, _ scene: Scene) {
        var writer = TextWriter(output: "")
        writer.notice(notice, scene)
        for line in writer.output.split(separator: "\n") where line.hasPrefix("  ") {
            notices.append(String(line.dropFirst(2)))
        }
    }

    // MARK: Questions

    /// The questions of one step: each touch that begins (in creation order), then each later
    /// phase of a touch whose handler differs from its previous phase's, in the order of the trace.
    mutating func ask(_ record: StepRecord, _ state: Simulator) -> [QuizQuestion] {
        var questions: [QuizQuestion] = []
        let explainer = Explainer(scene: scene, record: record, state: state)
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
                info.lastHandler = nil
            } else if let call = record.calls.firstIndex(where: {
                $0.phase == .began && record.callTouches[$0.touches].contains(test.touch)
            }) {
                let handler = explainer.handler(of: call)
                info.view = test.view
                info.viewAtBegan = test.view.map { state.views[$0.index] }
                info.lastHandler = handler
                questions.append(
                    QuizQuestion(
                        touch: name, event: event, answer: handler.map { scene.name(of: $0) },
                        outcome: outcome(handler, phase: .began, touch: name),
                        reasons: explainer.began(test, call: call)))
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
                        touch: info.name, event: event(of: touch, record), answer: handler.map { scene.name(of: $0) },
                        outcome: outcome(handler, phase: call.phase, touch: info.name), reasons: reasons))
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
                    touch: info.name, event: event(of: skip.touch, record), answer: nil,
                    outcome:
                        "No responder handles \(skip.phase.methodName) for \(info.name): it is skipped while the application ignores interaction events.",
                    reasons: reasons))
        }
        return questions
    }

    func outcome(_ handler: Responder?, phase: TouchPhase, touch: String) -> String {
        guard let handler else {
            return "No responder handles \(phase.methodName) for \(touch): the call falls off the end of the chain."
        }
        return "\(scene.name(of: handler)) handles \(phase.methodName) for \(touch)."
    }

    /// What happens to a touch in the step, for a question's prompt.
    func event(of touch: TouchRef, _ record: StepRecord) -> String {
        let name = record.name(of: touch)
        if let change = record.changes.first(where: { $0.touch == touch }) {
            switch change.phase {
            case .began: return "\(name) comes down at \(NumberFormatting.point(change.point))"
            case .moved: return "\(name) moves to \(NumberFormatting.point(change.point))"
            case .ended, .cancelled: return "\(name) lifts at \(NumberFormatting.point(change.point))"
            }
        }
        switch record.action {
        case .cancel: return "the system cancels every touch (an incoming call) while \(name) is down"
        case .remove(let view): return "\(scene.views[view.index].name) is removed while \(name) is down"
        default: return "\(name) stays where it is during this event"
        }
    }

    func point(of touch: TouchRef, in record: StepRecord) -> Point {
        record.changes.first { $0.touch == touch }?.point ?? .zero
    }

    /// The live touches bound to each view just before the step.
    func tracking(_ state: Simulator) -> [ViewID: [String]] {
        var result: [ViewID: [String]] = [:]
        for slot in state.live where state.touches[slot].status == .live {
            let touch = state.touches[slot]
            result[touch.view, default: []].append(state.record.name(of: touch.ref))
        }
        return result
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
