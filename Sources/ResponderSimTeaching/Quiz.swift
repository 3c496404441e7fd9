import Foundation
import ResponderSimCore

/// A scene played as a quiz (`responder-sim quiz`): its steps in order, and at each touch that
/// begins, and at each later phase of it that a different responder will handle than the
/// previous one, a question: which responder will handle it (or `none`)? Where a scene has
/// controls and recognizers it also asks which control event ends a control's tracking, which
/// recognizer wins, and which call ends a touch for its view (``QuizQuestion/Kind``).
///
/// The whole quiz is worked out before the first question, by one run of the simulator, so
/// the command only asks, reads and prints. Everything in it is deterministic.
package struct Quiz: Sendable {
    /// The scene's title, or its path.
    package var title: String
    /// The scene's notes, which set the task.
    package var notes: String?
    /// Every responder name of the scene (views and windows in tree order, controllers, the
    /// application, the delegate): the names an answer may give.
    package var responders: [String]
    /// Every step of the run, those without questions included, in order.
    package var steps: [QuizStep]
    /// The notices of the run (N1, N2), as the text trace prints them.
    package var notices: [String]

    /// How many questions the quiz asks.
    package var questionCount: Int { steps.reduce(0) { $0 + $1.questions.count } }

    /// Works out the quiz of `scene`.
    package init(scene: Scene) {
        self = QuizBuilder.build(scene)
    }

    init(title: String, notes: String?, responders: [String], steps: [QuizStep], notices: [String]) {
        self.title = title
        self.notes = notes
        self.responders = responders
        self.steps = steps
        self.notices = notices
    }

    /// What an answer names.
    package enum Answer: Sendable, Equatable {
        /// A responder of the scene, by its name as the scene writes it.
        case responder(String)
        /// One of a question's other answers (a control event, a recognizer, a method), as
        /// ``QuizQuestion/choices`` writes it.
        case choice(String)
        /// `none`: no responder will handle it (nothing happens, for the other kinds).
        case none
        /// A name the scene does not have, with the closest one if any.
        case unknown(suggestion: String?)
    }

    /// Words read as `none`: nothing will handle it.
    package static let noneSynonyms: Set<String> = ["none", "nothing", "nil", "nobody", "no one", "noone", "null", "-"]

    /// An answer as typed, made comparable: spaces around it dropped, and the obvious
    /// variants of a word read as the word (`nothing`, `nil`, `nobody` as `none`;
    /// `touchesCanceled`, `cancelled`, `canceled` as `touchesCancelled`, or as `touchCancel`
    /// for a control event; `ended` as `touchesEnded`). Typed and file answers go through it
    /// alike.
    package static func normalized(_ text: String, for kind: QuizQuestion.Kind = .responder) -> String {
        let word = text.trimmingCharacters(in: .whitespaces)
        let lower = word.lowercased()
        if noneSynonyms.contains(lower) { return "none" }
        switch (kind, lower) {
        case (.viewEnd, "touchescanceled"), (.viewEnd, "touchescancelled"), (.viewEnd, "cancelled"), (.viewEnd, "canceled"),
            (.viewEnd, "cancel"):
            return TouchPhase.cancelled.methodName
        case (.viewEnd, "touchesended"), (.viewEnd, "ended"), (.viewEnd, "end"):
            return TouchPhase.ended.methodName
        case (.controlEvent, "touchcanceled"), (.controlEvent, "touchcancelled"), (.controlEvent, "cancelled"),
            (.controlEvent, "canceled"), (.controlEvent, "cancel"):
            return ControlEvent.touchCancel.rawValue
        default:
            return word
        }
    }

    /// Reads an answer: `none`, or a responder name, both matched case-insensitively, with
    /// spaces around them ignored (``normalized(_:for:)``). A responder's own name is read as
    /// that responder even when it is a variant of `none` (a view called `nothing`).
    package func match(_ text: String) -> Answer {
        if let name = Self.exactName(text, in: responders) { return .responder(name) }
        let word = Self.normalized(text)
        if word.lowercased() == "none" { return .none }
        if let name = responders.first(where: { $0.lowercased() == word.lowercased() }) { return .responder(name) }
        return .unknown(suggestion: Suggestions.closest(to: word, in: responders + ["none"]))
    }

    /// Reads an answer to `question`: a responder name for a responder question, otherwise
    /// one of its ``QuizQuestion/choices``, or `none`, matched case-insensitively (a choice's
    /// own name first, as for responders).
    package func match(_ text: String, for question: QuizQuestion) -> Answer {
        guard question.kind != .responder else { return match(text) }
        if let name = Self.exactName(text, in: question.choices) { return .choice(name) }
        let word = Self.normalized(text, for: question.kind)
        if word.lowercased() == "none" { return .none }
        if let name = question.choices.first(where: { $0.lowercased() == word.lowercased() }) { return .choice(name) }
        return .unknown(suggestion: Suggestions.closest(to: word, in: question.choices + ["none"]))
    }

    /// The name of `names` that `text` spells (case and surrounding spaces aside), unless
    /// `text` is `none` itself, which always means none.
    private static func exactName(_ text: String, in names: [String]) -> String? {
        let typed = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard typed != "none" else { return nil }
        return names.first { $0.lowercased() == typed }
    }

    /// What `?` lists for a question: `Responders: main, card, UIApplication; or none.`
    package func choicesLine(for question: QuizQuestion) -> String {
        switch question.kind {
        case .responder: "Responders: \(responders.joined(separator: ", ")); or none."
        case .controlEvent: "Control events: \(question.choices.joined(separator: ", ")); or none."
        case .recognizer: "Recognizers: \(question.choices.joined(separator: ", ")); or none."
        case .viewEnd: "Calls: \(question.choices.joined(separator: ", ")); or none."
        case .cell: "Answers: \(question.choices.joined(separator: ", ")); or none."
        }
    }

    /// What an unknown answer is told: `'crad' is not a responder of this scene`.
    package func unknownAnswerMessage(_ word: String, for question: QuizQuestion) -> String {
        switch question.kind {
        case .responder: "'\(word)' is not a responder of this scene"
        case .controlEvent: "'\(word)' is not a control event"
        case .recognizer: "'\(word)' is not a recognizer of this scene"
        case .viewEnd: "'\(word)' is not one of the calls"
        case .cell: "'\(word)' is neither selected nor deselected"
        }
    }

    /// A sentence for the introduction when some questions are not about responders; nil when
    /// every question is.
    package var otherAnswersNote: String? {
        let kinds = Set(steps.flatMap { $0.questions.map(\.kind) })
        guard kinds.contains(where: { $0 != .responder }) else { return nil }
        return "Some questions ask instead for a control event, a recognizer or a call; each says what it asks.\n"
    }
}

/// One step of the script (or a delayed call coming due), as the quiz shows it.
package struct QuizStep: Sendable {
    /// The step number of the trace.
    package var number: Int
    /// What the step does, in a few words: `t1 down at (50, 60)`, `remove button`.
    package var summary: String
    /// The tree just before the step, when the step asks questions.
    package var tree: [String]?
    /// What changed in the tree since the last tree shown (empty for the first).
    package var changes: [String]
    /// The step's questions, in the order of the trace.
    package var questions: [QuizQuestion]
    /// The step's text trace (README.md, Trace formats: the text format), as `run` prints it.
    package var trace: String
}

/// One question: which responder will handle a touch in this step (or, for the other kinds,
/// which control event, recognizer or call).
package struct QuizQuestion: Sendable {
    /// What a question asks.
    package enum Kind: Sendable, Hashable {
        /// Which responder will handle the touch's call.
        case responder
        /// How a control's tracking of the touch ends in this step: `touchUpInside`,
        /// `touchUpOutside`, `touchCancel`, or none (U4, U5, U9).
        case controlEvent
        /// Which recognizer begins or is recognized in this step, or none (G12, G13).
        case recognizer
        /// Which call ends the touch for its view in this step: `touchesEnded`,
        /// `touchesCancelled`, or none (G16–G18).
        case viewEnd
        /// Whether a table or collection view selects (`selected`) or deselects (`deselected`)
        /// the cell a finger lifts from, or none (TS2–TS6).
        case cell
    }

    /// What a question is about, and the key that names it in the quiz's JSON.
    package enum Subject: String, Sendable, Hashable {
        /// A touch (`t1`).
        case touch
        /// A press, motion or remote-control call's bracket (`cmd+s`, `select`, `shake`, `play`).
        case item
        /// An action searched for (`save`).
        case action
    }

    /// What it asks.
    package var kind: Kind = .responder
    /// What ``touch`` names: a touch, unless the question is about a call without touches or
    /// an action.
    package var subject: Subject = .touch
    /// The touch asked about (or the call's bracket, or the action: see ``subject``).
    package var touch: String
    /// What happens to the touch, such as `t1 comes down at (50, 60)`.
    package var event: String
    /// The question itself: `Which responder will handle it?`.
    package var prompt = "Which responder will handle it?"
    /// The answers a question that is not about responders accepts, besides `none`.
    package var choices: [String] = []
    /// The right answer (a responder, control event, recognizer or method), or nil when it is
    /// none (withheld, skipped, unhandled; no event, no winner, no call).
    package var answer: String?
    /// Other answers that are right as well (recognizers granted together, G14).
    package var alsoRight: [String] = []
    /// The outcome in one sentence, such as `canvas handles touchesBegan for t1.`
    package var outcome: String
    /// Why: the rules at work, one sentence each, in the order they act.
    package var reasons: [RuleNote]

    /// Whether `given` is right.
    package func isRight(_ given: Quiz.Answer) -> Bool {
        switch given {
        case .responder(let name), .choice(let name): name == answer || alsoRight.contains(name)
        case .none: answer == nil
        case .unknown: false
        }
    }
}

/// A rule of the catalogue at work, with one sentence on how.
package struct RuleNote: Sendable, Hashable {
    /// The rule, such as `H6` (its statement is `rule.rule`).
    package var rule: RuleID
    /// How the rule acts here, in one sentence.
    package var sentence: String
    /// Creates a note.
    package init(_ rule: RuleID, _ sentence: String) {
        self.rule = rule
        self.sentence = sentence
    }
}
