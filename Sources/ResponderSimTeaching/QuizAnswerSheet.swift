import Foundation
import ResponderSimCore

/// A student's answers read from a file: one per line in question order, or numbered
/// (`3: toolbarTap`), so that each numbered line answers its own question whatever the
/// order of the lines, and a question without a line counts as unanswered.
package struct QuizAnswerSheet: Sendable, Equatable {
    /// The answers by question number (1-based) when the sheet is numbered; nil when the
    /// lines answer the questions in order.
    package private(set) var numbered: [Int: String]?
    /// The lines in order, for a sheet that is not numbered.
    package private(set) var lines: [String]

    /// Why a numbered sheet cannot be read.
    package struct Problem: Error, Sendable, Equatable {
        /// The 1-based line of the sheet at fault.
        package var line: Int
        /// What is wrong, in words.
        package var message: String
    }

    /// Reads `lines`: numbered when its first non-blank line starts with a question number
    /// followed by `:`, `.` or `)`; then every non-blank line must be numbered, each number at
    /// most once and at most `questionCount`.
    package init(lines: [String], questionCount: Int) throws(Problem) {
        self.lines = lines
        guard let first = lines.first(where: { !Self.isBlank($0) }), Self.numberedLine(first) != nil else {
            numbered = nil
            return
        }
        var answers: [Int: String] = [:]
        for (index, line) in lines.enumerated() where !Self.isBlank(line) {
            guard let (number, answer) = Self.numberedLine(line) else {
                throw Problem(
                    line: index + 1, message: "this line has no question number, though the sheet numbers its answers ('3: name')")
            }
            guard number >= 1 && number <= questionCount else {
                throw Problem(line: index + 1, message: "there is no question \(number): the quiz has \(questionCount)")
            }
            guard answers[number] == nil else {
                throw Problem(line: index + 1, message: "question \(number) is answered twice")
            }
            answers[number] = answer
        }
        numbered = answers
    }

    /// The answer the sheet gives question `number` (1-based), or nil when it has none: the
    /// `number`-th line of an unnumbered sheet, the line numbered `number` of a numbered one.
    package func answer(to number: Int) -> String? {
        if let numbered { return numbered[number] }
        return lines.indices.contains(number - 1) ? lines[number - 1] : nil
    }

    /// Whether the sheet ends before question `number` (an unnumbered sheet that has fewer
    /// lines); a numbered sheet never ends early, its missing answers are unanswered.
    package func endsBefore(_ number: Int) -> Bool {
        numbered == nil && number > lines.count
    }

    private static func isBlank(_ line: String) -> Bool { line.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" } }

    /// `3: name`, `3. name`, `3) name` (spaces allowed around each part).
    static func numberedLine(_ line: String) -> (Int, String)? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 6, let number = Int(digits) else { return nil }
        let rest = trimmed.dropFirst(digits.count).drop { $0 == " " || $0 == "\t" }
        guard let mark = rest.first, mark == ":" || mark == "." || mark == ")" else { return nil }
        let answer = rest.dropFirst().trimmingCharacters(in: .whitespaces)
        return (number, answer)
    }
}

extension Quiz {
    /// Every question, numbered, without its answer (`quiz SCENE --questions`): what a student
    /// reads before writing a numbered answer sheet.
    package var questionList: String {
        var text = "quiz: \(title)\n"
        let total = questionCount
        text += "\(total) question\(total == 1 ? "" : "s"); answer each with a name, or 'none'.\n"
        var number = 0
        for step in steps {
            for question in step.questions {
                number += 1
                let when = step.summary.split(separator: ":", maxSplits: 1).first.map(String.init) ?? "step \(step.number)"
                text += "\n\(number). \(when): \(question.event). \(question.prompt)\n"
                if question.kind != .responder {
                    text += "   (\(choicesLine(for: question)))\n"
                }
            }
        }
        text += "\nAn answer sheet gives one answer per line, in order, or numbered lines such as '3: name' in any order.\n"
        return text
    }

    /// The questions as one JSON object on one line: `title`, `questions` (their count) and
    /// `results`, one object per question with `question` (1-based), `step`, `touch`, `event`,
    /// `kind` (`responder`, `control-event`, `recognizer` or `call`), `prompt` and `choices`
    /// (the accepted answers besides `none`; empty for a responder question), the same
    /// records as the score's with no answers or rules.
    package var questionsJSON: String {
        var line = TraceLine()
        QuizScore.appendHead(&line, title: title, questions: questionCount)
        line.appendASCII(",\"results\":[")
        var number = 0
        for step in steps {
            for question in step.questions {
                if number > 0 { line.append(UInt8(ascii: ",")) }
                number += 1
                QuizScore.appendQuestion(
                    &line, number: number, step: step.number, subject: question.subject, touch: question.touch, event: question.event)
                line.appendASCII(",\"kind\":")
                switch question.kind {
                case .responder: line.appendASCII("\"responder\"")
                case .controlEvent: line.appendASCII("\"control-event\"")
                case .recognizer: line.appendASCII("\"recognizer\"")
                case .viewEnd: line.appendASCII("\"call\"")
                case .cell: line.appendASCII("\"cell\"")
                }
                line.appendASCII(",\"prompt\":")
                line.appendJSONString(question.prompt)
                line.appendASCII(",\"choices\":[")
                for (index, choice) in question.choices.enumerated() {
                    if index > 0 { line.append(UInt8(ascii: ",")) }
                    line.appendJSONString(choice)
                }
                line.appendASCII("]}")
            }
        }
        line.appendASCII("]}\n")
        return line.string
    }
}
