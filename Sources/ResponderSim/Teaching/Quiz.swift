import Foundation

/// A scene played as a quiz (`responder-sim quiz`): its steps in order, and at each touch that
/// begins, and at each later phase of it that a different responder will handle than the
/// previous one, a question: which responder will handle it (or `none`)?
///
/// The whole quiz is worked out before the first question, by one run of the simulator, so
/// the command only asks, reads and prints. Everything in it is deterministic.
public struct Quiz: Sendable {
    /// The scene's title, or its path.
    public var title: String
    /// The scene's notes, which set the task.
    public var notes: String?
    /// Every responder name of the scene (views and windows in tree order, controllers, the
    /// application, the delegate): the names an answer may give.
    public var responders: [String]
    /// Every step of the run, those without questions included, in order.
    public var steps: [QuizStep]
    /// The notices of the run (RULES N1, N2), as the text trace prints them.
    public var notices: [String]

    /// How many questions the quiz asks.
    public var questionCount: Int { steps.reduce(0) { $0 + $1.questions.count } }

    /// Works out the quiz of `scene`.
    public init(scene: Scene) {
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
    public enum Answer: Sendable, Equatable {
        /// A responder of the scene, by its name as the scene writes it.
        case responder(String)
        /// `none`: no responder will handle it.
        case none
        /// A name the scene does not have, with the closest one if any.
        case unknown(suggestion: String?)
    }

    /// Reads an answer: `none`, or a responder name, both matched case-insensitively, with
    /// spaces around them ignored.
    public func match(_ text: String) -> Answer {
        let word = text.trimmingCharacters(in: .whitespaces)
        if word.lowercased() == "none" { return .none }
        if let name = responders.first(where: { $0.lowercased() == word.lowercased() }) { return .responder(name) }
        return .unknown(suggestion: Suggestions.closest(to: word, in: responders + ["none"]))
    }
}

/// One step of the script (or a delayed call coming due), as the quiz shows it.
public struct QuizStep: Sendable {
    /// The step number of the trace.
    public var number: Int
    /// What the step does, in a few words: `t1 down at (50, 60)`, `remove button`.
    public var summary: String
    /// The tree just before the step, when the step asks questions.
    public var tree: [String]?
    /// What changed in the tree since the last tree shown (empty for the first).
    public var changes: [String]
    /// The step's questions, in the order of the trace.
    public var questions: [QuizQuestion]
    /// The step's text trace (TRACE.md §5), as `run` prints it.
    public var trace: String
}

/// One question: which responder will handle a touch in this step.
public struct QuizQuestion: Sendable {
    /// The touch asked about.
    public var touch: String
    /// What happens to the touch, such as `t1 comes down at (50, 60)`.
    public var event: String
    /// The responder that handles it, or nil when none will (withheld, skipped, unhandled).
    public var answer: String?
    /// The outcome in one sentence, such as `canvas handles touchesBegan for t1.`
    public var outcome: String
    /// Why: the rules at work, one sentence each, in the order they act.
    public var reasons: [RuleNote]

    /// Whether `given` is right.
    public func isRight(_ given: Quiz.Answer) -> Bool {
        switch given {
        case .responder(let name): name == answer
        case .none: answer == nil
        case .unknown: false
        }
    }
}

/// A rule of RULES.md at work, with one sentence on how.
public struct RuleNote: Sendable, Hashable {
    /// The rule, such as `H6` (its statement is `rule.rule`).
    public var rule: RuleID
    /// How the rule acts here, in one sentence.
    public var sentence: String
    /// Creates a note.
    public init(_ rule: RuleID, _ sentence: String) {
        self.rule = rule
        self.sentence = sentence
    }
}
