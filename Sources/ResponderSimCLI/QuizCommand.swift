import Foundation
import ResponderSim

/// `responder-sim quiz SCENE [--answers FILE]`: plays a scene as a quiz. The questions, the
/// tree outlines and the explanations come from the library (``Quiz``); this asks, reads and
/// prints.
enum QuizCommand {
    static let options = [OptionSpec(names: ["--answers"], takesValue: true)]

    /// Where answers come from.
    enum Source {
        /// Standard input: unknown names are asked again.
        case input
        /// A file's lines: an unknown name counts as a wrong answer.
        case file([String])
    }

    static func run(_ arguments: [String], _ environment: ToolEnvironment) throws -> ExitCode {
        let parsed = try ParsedArguments.parse(arguments, specs: options, command: "quiz")
        let path = try parsed.singleSceneFile(for: "quiz")
        var source = Source.input
        if let file = parsed.values["--answers"] {
            // A file handle also reads pipes such as /dev/stdin.
            guard let handle = FileHandle(forReadingAtPath: file), let data = try? handle.readToEnd() ?? Data() else {
                throw UsageError(message: "cannot read the answers file '\(file)'")
            }
            try? handle.close()
            // "\r\n" is one Character in Swift, so both endings are separators.
            var lines = String(decoding: data, as: UTF8.self)
                .split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(String.init)
            if lines.last == "" { lines.removeLast() }
            source = .file(lines)
        }
        guard let scene = try Tool.loadScene(path, reportingTo: environment) else { return .invalidScene }
        var session = Session(quiz: Quiz(scene: scene), source: source, environment: environment)
        session.play()
        return .success
    }

    /// One play of a quiz.
    struct Session {
        let quiz: Quiz
        var source: Source
        let environment: ToolEnvironment
        var nextAnswerLine = 0
        var asked = 0
        var right = 0

        init(quiz: Quiz, source: Source, environment: ToolEnvironment) {
            self.quiz = quiz
            self.source = source
            self.environment = environment
        }

        func say(_ text: String) { environment.writeOutput(text) }

        mutating func play() {
            let total = quiz.questionCount
            var intro = "quiz: \(quiz.title)\n"
            if let notes = quiz.notes, !notes.isEmpty {
                for line in notes.split(separator: "\n", omittingEmptySubsequences: false) { intro += line.isEmpty ? "\n" : "  \(line)\n" }
            }
            intro += "\n\(total) question\(total == 1 ? "" : "s"). Answer each with the name of a responder (case does not matter),\n"
            intro += "or 'none' when no responder will handle the touch. '?' lists the names.\n"
            if let note = quiz.otherAnswersNote { intro += note }
            say(intro)
            for step in quiz.steps {
                guard !step.questions.isEmpty else {
                    say(step.trace)
                    continue
                }
                var text = "\n== \(step.summary)\n"
                if let tree = step.tree {
                    text += "The tree before this step:\n"
                    for line in tree { text += "  \(line)\n" }
                }
                if asked > 0 {
                    text +=
                        step.changes.isEmpty
                        ? "Changed since the last question: nothing in the tree.\n" : "Changed since the last question:\n"
                    for change in step.changes { text += "  \(change)\n" }
                }
                say(text)
                for question in step.questions {
                    guard ask(question, number: asked + 1, of: total) else {
                        say("\n(end of input after \(asked) of \(total) questions)\n")
                        finish()
                        return
                    }
                }
                say("What happened:\n" + step.trace.drop { $0 == "\n" })
            }
            if !quiz.notices.isEmpty {
                var text = "\nnotices\n"
                for notice in quiz.notices { text += "  \(notice)\n" }
                say(text)
            }
            finish()
        }

        func finish() {
            say("\nscore: \(right) of \(asked) right\n")
        }

        /// Asks one question until it has an answer; false at the end of input.
        mutating func ask(_ question: QuizQuestion, number: Int, of total: Int) -> Bool {
            say("\nQuestion \(number) of \(total): \(question.event). \(question.prompt)\n")
            var verdict: String
            while true {
                say("> ")
                guard let line = nextLine() else { return false }
                let isFile: Bool
                if case .file = source { isFile = true } else { isFile = false }
                if isFile || !environment.inputIsTerminal { say(line + "\n") }
                let word = line.trimmingCharacters(in: .whitespaces)
                if !isFile && (word.isEmpty || word == "?") {
                    say(quiz.choicesLine(for: question) + "\n")
                    continue
                }
                let answer = quiz.match(word, for: question)
                if case .unknown(let suggestion) = answer {
                    var message = word.isEmpty ? "No answer" : quiz.unknownAnswerMessage(word, for: question)
                    if let suggestion { message += "; did you mean '\(suggestion)'?" } else { message += "." }
                    if !isFile {
                        say(message + " (Type '?' to list them.)\n")
                        continue
                    }
                    say(message + " That counts as wrong.\n")
                }
                asked += 1
                if question.isRight(answer) {
                    right += 1
                    verdict = "Right. "
                } else {
                    switch answer {
                    case .responder(let name), .choice(let name): verdict = "Wrong (you said \(name)). "
                    case .none: verdict = "Wrong (you said none). "
                    case .unknown: verdict = "Wrong. "
                    }
                }
                break
            }
            var text = verdict + question.outcome + "\nWhy:\n"
            for note in question.reasons { text += "  \(note.rule)  \(note.sentence)\n" }
            say(text)
            return true
        }

        mutating func nextLine() -> String? {
            switch source {
            case .input:
                return environment.readLine()
            case .file(let lines):
                guard nextAnswerLine < lines.count else { return nil }
                nextAnswerLine += 1
                return lines[nextAnswerLine - 1]
            }
        }
    }
}
