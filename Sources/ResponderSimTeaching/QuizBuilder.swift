import ResponderSimCore

/// Works out a ``Quiz``: one run of the simulator (with hit-test verdicts recorded), seeing the
/// tree just before each step, so each question can show the tree the step starts from and
/// explain the outcome from the records: the step's, and what earlier steps' records told
/// (``RecordedState``, the recognizers' states and the controls' tracking after the step before).
struct QuizBuilder: TraceSink {
    /// What the quiz remembers of a touch between steps.
    struct TouchInfo {
        var name: String
        /// The hit-test view it is bound to, when it was delivered.
        var view: ViewID?
        /// Who handled its previous phase (nil: none did), once asked.
        var lastHandler: Responder?
        var lastPhase: TouchPhase = .began
        /// Its bound view as it was when the touch began (B3).
        var viewAtBegan: View?
        /// The recognizers that took it when it began (G1).
        var recognizers: [RecognizerID] = []
        /// Whether its view has got its touchesEnded or touchesCancelled.
        var viewDone = false
        /// Whether its finger has lifted.
        var lifted = false
    }

    let scene: Scene
    /// The tree just before the current step (timers do not change it).
    var viewsBefore: [View]?
    /// Each recognizer's state after the step before, when it was not idle.
    var recognizerStates: [RecognizerID: RecognizerStateRecord] = [:]
    /// The controls that tracked a touch after the step before.
    var tracking: [TrackingRecord] = []
    /// The live touches and ignoring depth after the steps so far.
    var recorded = RecordedState()
    var touches: [Int: TouchInfo] = [:]
    /// The tree and ignoring depth last shown with a question.
    var lastShown: (views: [View], ignoreDepth: Int, disabled: Set<RecognizerID>)?
    /// The recognizers disabled before the current step (`enabled: no`, `set NAME enabled`).
    var disabled: Set<RecognizerID> = []
    /// When script lines last changed each view, each of its keys, and the application.
    var changedAt = ChangeTimes()
    var steps: [QuizStep] = []

    init(scene: Scene) {
        self.scene = scene
        disabled = Set(scene.recognizers.indices.filter { !scene.recognizers[$0].isEnabled }.map(RecognizerID.init))
    }

    static func build(_ scene: Scene) -> Quiz {
        var simulator = Simulator(scene: scene, options: SimulationOptions(explain: true))
        var builder = QuizBuilder(scene: scene)
        builder.viewsBefore = simulator.currentViews
        while simulator.advance(into: &builder) { builder.viewsBefore = simulator.currentViews }
        var notices = NoticeLines()
        simulator.finish(into: &notices)
        return Quiz(
            title: scene.title ?? scene.path, notes: scene.notes, responders: responderNames(scene),
            steps: builder.steps, notices: notices.lines)
    }

    /// The notices of a run, as the text trace words them.
    private struct NoticeLines: TraceSink {
        var lines: [String] = []
        mutating func step(_ step: StepRecord, _ scene: Scene) {}
        mutating func notice(_ notice: Notice, _ scene: Scene) { lines.append(TraceWording.notice(notice, scene)) }
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
        let views = viewsBefore

        var questions: [QuizQuestion] = []
        if let views {
            questions = ask(record, views) + chainQuestions(record)
        }
        var tree: [String]?
        var changes: [String] = []
        if let views, !questions.isEmpty {
            tree = TreeOutline.lines(
                views, scene: scene, tracking: recorded.tracking, bound: recorded.bound, ignoreDepth: recorded.ignoreDepth,
                disabled: disabled,
                firstResponders: recorded.firstResponders?.marks ?? [])
            if let shown = lastShown {
                changes = changesSinceLastQuestion(shown, now: (views, recorded.ignoreDepth, disabled))
            }
            lastShown = (views, recorded.ignoreDepth, disabled)
        }
        if case .setRecognizerEnabled(let recognizer, let enabled) = record.action {
            if enabled { disabled.remove(recognizer) } else { disabled.insert(recognizer) }
        }
        changedAt.note(record)
        recorded.update(after: record, scene)
        recognizerStates = [:]
        for state in record.recognizerStates where state.state != .possible || state.touchCount > 0 {
            recognizerStates[state.recognizer] = state
        }
        tracking = record.tracking.elements
        steps.append(
            QuizStep(number: record.number, summary: summary(record), tree: tree, changes: changes, questions: questions, trace: trace))
    }

    /// The differences of the tree and of the application's ignoring since the last question,
    /// in the order the script made them, each with its time when a script line made it.
    func changesSinceLastQuestion(
        _ old: (views: [View], ignoreDepth: Int, disabled: Set<RecognizerID>),
        now: (views: [View], ignoreDepth: Int, disabled: Set<RecognizerID>)
    ) -> [String] {
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
        for recognizer in old.disabled.symmetricDifference(now.disabled).sorted() {
            let when = changedAt.recognizer(recognizer)
            let suffix = when.map { " (at \(NumberFormatting.seconds($0.time))s)" } ?? ""
            let (was, isNow) = now.disabled.contains(recognizer) ? ("yes", "no") : ("no", "yes")
            entries.append((when?.step ?? .max, "\(scene.name(of: recognizer)): enabled \(was) → \(isNow)" + suffix))
        }
        return entries.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map(\.element.text)
    }

    // MARK: Questions

    /// The questions of one step: each touch that begins (in creation order); which recognizer
    /// wins, when one does or a lift or a timer could let one; which call ends a lifted touch
    /// for its view when recognizers have it; how each control's tracking ends at a lift or
    /// cancellation; whether a list selects the cell a finger lifts from (TS5); then each later
    /// phase of a touch whose handler differs from its previous phase's, in the order of the
    /// trace. A note that names another touch of the step (P2) goes only with the last of the
    /// step's questions about the touches it names, so no explanation gives away an answer
    /// still to come.
    mutating func ask(_ record: StepRecord, _ views: [View]) -> [QuizQuestion] {
        var questions: [QuizQuestion] = []
        var askedTouches: [TouchRef] = []
        var sharedNotes: [(question: Int, note: RuleNote, touches: [TouchRef])] = []
        let explainer = Explainer(
            scene: scene, record: record, views: views, before: recorded, recognizerStates: recognizerStates)
        func addShared(_ call: Int) {
            if let shared = explainer.sharedResponder(call) { sharedNotes.append((questions.count - 1, shared.note, shared.touches)) }
        }
        for test in record.hitTests {
            let name = record.name(of: test.touch)
            var info = TouchInfo(name: name)
            info.recognizers = record.attachments[test.attachments].filter { $0.verdict == .attached }.map(\.recognizer)
            let event = "\(name) comes down at \(NumberFormatting.point(record.changedPoint(of: test.touch)))"
            if let drop = record.lines(of: DropLine.self).first(where: { $0.touch == test.touch }) {
                questions.append(
                    QuizQuestion(
                        touch: name, event: event, answer: nil,
                        outcome: "No responder handles \(name): it is withheld (\(drop.reason.rawValue)).",
                        reasons: explainer.withheld(test, drop)))
                askedTouches.append(test.touch)
                info.lastHandler = nil
                info.viewDone = true
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
            } else if let hold = record.lines(of: HoldLine.self).first(where: {
                $0.phase == .began && record.touches($0.touches).contains(test.touch)
            }) {
                // G17: a recognizer with delays-began holds the began call.
                info.view = test.view
                info.viewAtBegan = test.view.map { views[$0.index] }
                info.lastHandler = nil
                questions.append(
                    QuizQuestion(
                        touch: name, event: event, answer: nil,
                        outcome: "No responder handles touchesBegan for \(name) in this step: the call is held back.",
                        reasons: explainer.heldBegan(test, hold)))
                askedTouches.append(test.touch)
            }
            touches[test.touch.serial] = info
        }
        if let winner = winnerQuestion(record, explainer) {
            questions.append(winner.question)
            askedTouches.append(winner.touch)
        }
        // What the view gets before what the control sends: a control's event tells its call.
        for question in viewEndQuestions(record, explainer) + controlQuestions(record, explainer) + cellQuestions(record) {
            questions.append(question.question)
            askedTouches.append(question.touch)
        }
        for (callIndex, call) in record.calls.enumerated() {
            if call.phase == .began, case .event = call.origin { continue }
            let handler = explainer.handler(of: callIndex)
            for touch in record.callTouches[call.touches] {
                guard var info = touches[touch.serial] else { continue }
                defer { touches[touch.serial] = info }
                let previous = info.lastHandler
                let previousPhase = info.lastPhase
                info.lastHandler = handler
                info.lastPhase = call.phase
                if call.phase == .ended || call.phase == .cancelled { info.viewDone = true }
                guard handler != previous else { continue }
                var reasons = explainer.phase(
                    call.phase, of: touch, info: info, previous: previous, previousPhase: previousPhase, origin: call.origin)
                reasons += explainer.chain(callIndex)
                questions.append(
                    QuizQuestion(
                        touch: info.name, event: event(of: touch, phase: call.phase, origin: call.origin, record),
                        answer: handler.map { scene.name(of: $0) }, outcome: outcome(handler, phase: call.phase, touch: info.name),
                        reasons: reasons))
                askedTouches.append(touch)
                addShared(callIndex)
            }
        }
        for skip in record.lines(of: SkipLine.self) {
            guard var info = touches[skip.touch.serial] else { continue }
            defer { touches[skip.touch.serial] = info }
            let previous = info.lastHandler
            let previousPhase = info.lastPhase
            info.lastHandler = nil
            info.lastPhase = skip.phase
            if skip.phase == .ended { info.viewDone = true }
            guard previous != nil else { continue }
            var reasons = [
                explainer.previousPhaseNote(info.name, previous: previous, previousPhase: previousPhase, now: nil, phase: skip.phase)
            ]
            reasons.append(explainer.skipped(skip))
            questions.append(
                QuizQuestion(
                    touch: info.name, event: event(of: skip.touch, phase: skip.phase, origin: .event, record),
                    answer: nil,
                    outcome:
                        "No responder handles \(skip.phase.methodName) for \(info.name): it is skipped while the application ignores interaction events.",
                    reasons: reasons))
            askedTouches.append(skip.touch)
        }
        // G16, G24: a touch taken by a recognizer, or withheld, is done for its view.
        for call in record.calls where call.phase == .cancelled || call.phase == .ended {
            for touch in record.callTouches[call.touches] { touches[touch.serial]?.viewDone = true }
        }
        for discard in record.lines(of: DiscardLine.self) {
            for touch in record.touches(discard.touches) { touches[touch.serial]?.viewDone = true }
        }
        for change in record.changes where change.phase == .ended { touches[change.touch.serial]?.lifted = true }
        for shared in sharedNotes {
            let later = askedTouches[(shared.question + 1)...]
            guard !later.contains(where: { shared.touches.contains($0) }) else { continue }
            questions[shared.question].reasons.append(shared.note)
        }
        return questions
    }

    /// G12, G13: which recognizer wins in this step, asked when one is granted, or when a
    /// finger lifts or a recognizer's timer fires while a recognizer that has touches could
    /// still win (Possible or waiting after the step before).
    func winnerQuestion(_ record: StepRecord, _ explainer: Explainer) -> (question: QuizQuestion, touch: TouchRef)? {
        guard !scene.recognizers.isEmpty else { return nil }
        let grants = record.lines(of: GestureLine.self).filter { $0.state == .began || $0.state == .recognized }
        let contenders = recognizerStates.values.filter { ($0.state == .possible && $0.touchCount > 0) || $0.state == .pending }
        let lifts = record.changes.contains { $0.phase == .ended }
        var timerFires = false
        if case .recognizer = record.timer?.owner { timerFires = true }
        guard !grants.isEmpty || ((lifts || timerFires) && !contenders.isEmpty) else { return nil }
        let names = grants.map { scene.name(of: $0.recognizer) }
        var touch = record.changes.first?.touch
        if let first = grants.first, let own = record.touches(first.touches).first { touch = own }
        if touch == nil, let first = record.lines(of: GestureLine.self).first { touch = record.touches(first.touches).first }
        guard let touch else { return nil }
        let outcome: String
        switch names.count {
        case 0: outcome = "No recognizer begins or recognizes its gesture in this step."
        case 1: outcome = "\(names[0]) " + (grants[0].state == .began ? "begins." : "is recognized.")
        default: outcome = "\(TraceWording.names(names)) are granted together."
        }
        var question = QuizQuestion(
            touch: record.name(of: touch), event: stepEvent(record), answer: names.first, outcome: outcome,
            reasons: explainer.winner())
        question.kind = .recognizer
        question.prompt = "Which recognizer begins or recognizes its gesture in this step?"
        question.choices = scene.recognizers.map(\.name)
        question.alsoRight = Array(names.dropFirst())
        return (question, touch)
    }

    /// U4, U5, U9: for each control that tracked a touch after the step before, when that
    /// touch lifts or its view gets its end or cancellation in this step, which control event
    /// ends the tracking (or none).
    func controlQuestions(_ record: StepRecord, _ explainer: Explainer) -> [(question: QuizQuestion, touch: TouchRef)] {
        var questions: [(question: QuizQuestion, touch: TouchRef)] = []
        let endings: [ControlEvent] = [.touchUpInside, .touchUpOutside, .touchCancel]
        for tracked in tracking {
            let touch = tracked.touch
            let lifts = record.changes.contains { $0.touch.serial == touch.serial && $0.phase == .ended }
            let reached = record.deliveries.contains { delivery in
                delivery.responder == .view(tracked.control) && record.phase(of: delivery) != .moved
                    && record.phase(of: delivery) != .began && record.touches(of: delivery).contains { $0.serial == touch.serial }
            }
            guard lifts || reached else { continue }
            let name = record.name(of: touch)
            let control = scene.views[tracked.control.index].name
            let events = record.lines(of: ControlLine.self).filter { $0.control == tracked.control && $0.touch.serial == touch.serial }
            let ending = events.last { endings.contains($0.event) }
            var outcome: String
            if let ending {
                outcome = "\(control) sends \(ending.event.rawValue)"
                let before = events.prefix { $0.event != ending.event }.map(\.event.rawValue)
                outcome += before.isEmpty ? "." : " (after \(TraceWording.names(before)))."
            } else {
                outcome = "\(control) sends no event that ends its tracking of \(name) in this step."
            }
            var question = QuizQuestion(
                touch: name, event: stepEvent(record), answer: ending?.event.rawValue, outcome: outcome,
                reasons: explainer.controlEnd(tracked.control, touch: touch))
            question.kind = .controlEvent
            question.prompt = "Which control event ends \(control)'s tracking of \(name) in this step?"
            question.choices = endings.map(\.rawValue)
            questions.append((question, touch))
        }
        return questions
    }

    /// G16–G20: for each touch that recognizers have and whose view has not had its end, when
    /// its finger lifts in this step, or when it lifted earlier and its held end is released
    /// or thrown away now: which call its view gets in this step, touchesEnded,
    /// touchesCancelled or none.
    func viewEndQuestions(_ record: StepRecord, _ explainer: Explainer) -> [(question: QuizQuestion, touch: TouchRef)] {
        var questions: [(question: QuizQuestion, touch: TouchRef)] = []
        /// The touch of that serial, when this step ends it for its view.
        func ending(_ serial: Int) -> TouchRef? {
            for call in record.calls where call.phase == .ended || call.phase == .cancelled {
                if let touch = record.callTouches[call.touches].first(where: { $0.serial == serial }) { return touch }
            }
            for discard in record.lines(of: DiscardLine.self) {
                if let touch = record.touches(discard.touches).first(where: { $0.serial == serial }) { return touch }
            }
            return nil
        }
        var asked: [TouchRef] = record.changes.filter { $0.phase == .ended }.map(\.touch)
        // A recognizer that takes a touch (G16) ends it for its view, lifted or not.
        for call in record.calls where call.phase == .cancelled {
            guard case .gesture = call.origin else { continue }
            for touch in record.callTouches[call.touches] where !asked.contains(touch) { asked.append(touch) }
        }
        for discard in record.lines(of: DiscardLine.self) where discard.recognizer != nil {
            for touch in record.touches(discard.touches) where !asked.contains(touch) { asked.append(touch) }
        }
        for (serial, info) in touches.sorted(by: { $0.key < $1.key }) where info.lifted && !info.viewDone {
            if let touch = ending(serial), !asked.contains(touch) { asked.append(touch) }
        }
        asked.sort { $0.serial < $1.serial }
        for touch in asked {
            guard let info = touches[touch.serial], let view = info.view, !info.viewDone, !info.recognizers.isEmpty
            else { continue }
            let call = record.calls.first { call in
                (call.phase == .ended || call.phase == .cancelled) && record.callTouches[call.touches].contains(touch)
            }
            let viewName = scene.views[view.index].name
            let answer = call.map { $0.phase.methodName }
            var question = QuizQuestion(
                touch: info.name, event: stepEvent(record), answer: answer,
                outcome: answer.map { "\(viewName) gets \($0) for \(info.name)." }
                    ?? "\(viewName) gets no call for \(info.name) in this step.",
                reasons: explainer.viewEnd(touch, view: view, name: info.name, recognizers: info.recognizers))
            question.kind = .viewEnd
            question.prompt = "Which call does \(viewName) get for \(info.name) in this step?"
            question.choices = [TouchPhase.ended.methodName, TouchPhase.cancelled.methodName]
            questions.append((question, touch))
        }
        return questions
    }

    /// What the step does, for a question about the whole step: `t1 lifts at (100, 100)`, or
    /// a timer's words.
    func stepEvent(_ record: StepRecord) -> String {
        guard record.action != nil else {
            return "at \(NumberFormatting.seconds(record.time))s, " + TextWriter<String>.describe(record, scene)
        }
        let changes = record.changes.map { fingerWords($0, record) }
        return changes.isEmpty ? actionWords(record) : TraceWording.names(changes)
    }

    /// `t1 comes down at (10, 20)`, `t1 moves to …`, `t1 lifts at …`.
    private func fingerWords(_ change: ChangeRecord, _ record: StepRecord) -> String {
        let name = record.name(of: change.touch)
        switch change.phase {
        case .began: return "\(name) comes down at \(NumberFormatting.point(change.point))"
        case .moved: return "\(name) moves to \(NumberFormatting.point(change.point))"
        case .ended, .cancelled: return "\(name) lifts at \(NumberFormatting.point(change.point))"
        }
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
    func event(of touch: TouchRef, phase: TouchPhase, origin: DeliveryOrigin, _ record: StepRecord) -> String {
        let name = record.name(of: touch)
        if case .release = origin {
            let held = "calls held back for \(name) are let through, among them its \(phase.methodName)"
            return stepEvent(record) + ", and " + held
        }
        if let change = record.changes.first(where: { $0.touch == touch }) {
            let moved = fingerWords(change, record)
            guard phase == .cancelled else { return moved }
            if case .gesture = origin { return moved + ", and UIKit sends a call for \(name)" }
            return moved + " as a finger beyond the device's limit comes down, and UIKit sends a call for \(name)"
        }
        if case .gesture = origin { return "during this step UIKit sends a call for \(name)" }
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

    /// The step in a few words.
    func summary(_ record: StepRecord) -> String {
        "step \(record.number) at \(NumberFormatting.seconds(record.time))s: " + actionWords(record)
    }

    /// What the step's script line (or timer) does, in a few words.
    func actionWords(_ record: StepRecord) -> String {
        switch record.action {
        case .touches:
            return record.changes.map { change in
                let name = record.name(of: change.touch)
                switch change.phase {
                case .began: return "\(name) down at \(NumberFormatting.point(change.point))"
                case .moved: return "\(name) moves to \(NumberFormatting.point(change.point))"
                case .ended, .cancelled: return "\(name) up at \(NumberFormatting.point(change.point))"
                }
            }.joined(separator: ", ")
        case .cancel: return "cancel (the system cancels every live touch)"
        default: return TextWriter<String>.describe(record, scene)  // the other actions are worded alike
        }
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
    private var byRecognizer: [Int: When] = [:]
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
        case .setRecognizerEnabled(let recognizer, _):
            byRecognizer[recognizer.index] = when
        default: break
        }
    }

    /// When a script line last enabled or disabled a recognizer.
    func recognizer(_ id: RecognizerID) -> When? { byRecognizer[id.index] }

    /// When a script line last changed `key` of a view (or, failing that, anything of it).
    func time(of view: Int, key: String) -> When? { byKey["\(view) \(key)"] ?? byView[view] }
}
