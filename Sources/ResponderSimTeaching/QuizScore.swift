import ResponderSimCore

/// The score of one play of a ``Quiz``, question by question, and its machine-readable form
/// (`responder-sim quiz --format json`), so a teacher can grade a class.
package struct QuizScore: Sendable {
    /// One question: what was asked, what was answered, whether it was right.
    package struct Entry: Sendable, Equatable {
        /// The step the question belongs to.
        package var step: Int
        /// What ``touch`` names: a touch, a call's bracket or an action.
        package var subject: QuizQuestion.Subject = .touch
        /// The touch asked about (or the bracket, or the action).
        package var touch: String
        /// What happens to the touch, such as `t1 comes down at (50, 60)`.
        package var event: String
        /// The right answer: a responder's name, or `none`.
        package var answer: String
        /// The rule ids that explain it, in the order they act.
        package var rules: [String]
        /// Whether the question was asked (input may end before it).
        package var asked = false
        /// The answer given, as typed; nil when it was not asked.
        package var answered: String?
        /// Whether the answer given was right.
        package var right = false
    }

    /// The scene's title, or its path.
    package var title: String
    /// Every question of the quiz, in order.
    package private(set) var entries: [Entry]

    /// The score of a play that has not begun: every question of `quiz`, none asked.
    package init(quiz: Quiz) {
        title = quiz.title
        entries = quiz.steps.flatMap { step in
            step.questions.map { question in
                Entry(
                    step: step.number, subject: question.subject, touch: question.touch, event: question.event,
                    answer: question.answer ?? "none",
                    rules: question.reasons.map(\.rule.rawValue))
            }
        }
    }

    /// Records the answer to question `index` (0-based).
    package mutating func record(_ index: Int, answered: String, right: Bool) {
        guard entries.indices.contains(index) else { return }
        entries[index].asked = true
        entries[index].answered = answered
        entries[index].right = right
    }

    /// Records question `index` (0-based) as asked and left unanswered (a numbered answer
    /// sheet without a line for it): wrong.
    package mutating func recordUnanswered(_ index: Int) {
        guard entries.indices.contains(index) else { return }
        entries[index].asked = true
        entries[index].answered = nil
        entries[index].right = false
    }

    /// `{"title":…,"questions":N`: the start of the score's and the question list's JSON.
    static func appendHead(_ line: inout TraceLine, title: String, questions: Int) {
        line.appendASCII("{\"title\":")
        line.appendJSONString(title)
        line.appendASCII(",\"questions\":")
        line.append(questions)
    }

    /// `{"question":N,"step":S,"touch":…,"event":…`: what every question record starts with
    /// (`item` instead of `touch` for a press, motion or remote-control call, `action` for an
    /// action's search).
    static func appendQuestion(
        _ line: inout TraceLine, number: Int, step: Int, subject: QuizQuestion.Subject, touch: String, event: String
    ) {
        line.appendASCII("{\"question\":")
        line.append(number)
        line.appendASCII(",\"step\":")
        line.append(step)
        switch subject {
        case .touch: line.appendASCII(",\"touch\":")
        case .item: line.appendASCII(",\"item\":")
        case .action: line.appendASCII(",\"action\":")
        }
        line.appendJSONString(touch)
        line.appendASCII(",\"event\":")
        line.appendJSONString(event)
    }

    /// Questions asked so far.
    package var asked: Int { entries.filter(\.asked).count }
    /// Questions answered right.
    package var right: Int { entries.filter(\.right).count }
    /// Whether every question was asked and answered right.
    package var isPerfect: Bool { entries.allSatisfy(\.right) }

    /// The score as one JSON object on one line: `title`, `questions`, `asked`, `right`, and
    /// `results`, one object per question with `question` (1-based), `step`, `touch` (or
    /// `item`, or `action`), `event`,
    /// `answer` (the right one), `rules`, `asked`, `answered` (null when not asked) and `right`.
    package var json: String {
        var line = TraceLine()
        Self.appendHead(&line, title: title, questions: entries.count)
        line.appendASCII(",\"asked\":")
        line.append(asked)
        line.appendASCII(",\"right\":")
        line.append(right)
        line.appendASCII(",\"results\":[")
        for (index, entry) in entries.enumerated() {
            if index > 0 { line.append(UInt8(ascii: ",")) }
            Self.appendQuestion(
                &line, number: index + 1, step: entry.step, subject: entry.subject, touch: entry.touch, event: entry.event)
            line.appendASCII(",\"answer\":")
            line.appendJSONString(entry.answer)
            line.appendASCII(",\"rules\":[")
            for (ruleIndex, rule) in entry.rules.enumerated() {
                if ruleIndex > 0 { line.append(UInt8(ascii: ",")) }
                line.appendJSONString(rule)
            }
            line.appendASCII("],\"asked\":")
            line.appendASCII(entry.asked ? "true" : "false")
            line.appendASCII(",\"answered\":")
            if let answered = entry.answered { line.appendJSONString(answered) } else { line.appendASCII("null") }
            line.appendASCII(",\"right\":")
            line.appendASCII(entry.right ? "true" : "false")
            line.append(UInt8(ascii: "}"))
        }
        line.appendASCII("]}\n")
        return line.string
    }
}
