import Foundation
import ResponderSim

/// `responder-sim quiz SCENE [--answers FILE] [--format text|json]`: plays a scene as a quiz.
/// The questions, the tree outlines and the explanations come from the library (``Quiz``); this
/// asks, reads, prints and grades (``QuizScore``).
enum QuizCommand {
    static let command = Command(
        name: "quiz", abstract: "play a scene as a quiz: who will handle each touch?",
        discussion: """
            Plays SCENE step by step. When a touch begins, and whenever a later phase of it will
            be handled by a different responder, it shows the view tree with each view's flags
            and what changed, and asks which responder will handle the touch ('none' when no
            responder will: withheld, skipped or unhandled). After each answer it says whether it
            was right, explains why by rule ids and shows the step's true trace. At the end (or
            at the end of input) it prints the score.

            Names are matched without regard to case, and obvious variants are read as the
            word: 'nothing', 'nil' or 'nobody' as 'none' (unless the scene has a view of that
            name); 'cancelled', 'touchesCanceled' as touchesCancelled (as touchCancel for a
            control event). Typed at a terminal or piped in, an unknown name gets a 'did you
            mean' and the question is asked again ('?' lists the responders); read from
            --answers FILE, an unknown name counts as a wrong answer.

            An answers file gives one answer per line in question order, or numbered lines
            ('3: toolbarTap', also '3.' or '3)') that answer their own question whatever their
            order; a question without a numbered line counts as unanswered. --questions prints
            the numbered questions without their answers, for writing such a file.
            Exit 0 when every question was answered right, 1 otherwise.

            """,
        arguments: [.init(name: "SCENE", help: "the scene file ('-' reads standard input; the answers then come from --answers)")],
        options: [answers.option, questions.option, format.option],
        examples: [
            .init(line: "responder-sim quiz Scenes/exercises/01-tap-on-the-label.scene", meaning: "play it at the terminal"),
            .init(
                line: "responder-sim quiz Scenes/exercises/11-the-slow-single-tap.scene --questions",
                meaning: "list the questions, to answer them in a numbered file ('3: toolbarTap')"),
            .init(
                line: "responder-sim quiz exercise.scene --answers student.txt --format json",
                meaning: "grade one student's answers; exit 0 when all are right"),
        ],
        run: run)

    static let answers = TypedOption(
        Command.Option(
            names: ["--answers"], values: ["FILE"],
            help: "read the answers from FILE, one per line, instead of standard input ('-': standard input read the same way)"))
    static let questions = FlagOption(
        ["--questions"],
        help: "print every question, numbered, without the answers, and play nothing "
            + "(with --format json: the same records as the score's, without answers or rules)")
    /// `--format json`: true.
    static let format = TypedOption<Bool>(
        option: .init(
            names: ["--format"], values: ["FORMAT"], allowed: ["text", "json"],
            help:
                "text (the default: the quiz as it is played) or json (only the score: for each question whether it was asked, the answer given, whether it was right and the rule ids; answers are read as from a file)"
        ),
        parse: { $0.first == "json" })

    /// Where answers come from.
    enum AnswerSource {
        /// Standard input, read as it is typed: unknown names are asked again.
        case typed
        /// An answer sheet: a file, or standard input given as `--answers -` or with
        /// `--format json`, read whole; an unknown name counts as a wrong answer.
        case sheet(QuizAnswerSheet)
    }

    /// Every line of `next` until the end.
    static func allLines(_ next: () throws -> String?) throws -> [String] {
        var lines: [String] = []
        while let line = try next() { lines.append(line) }
        return lines
    }

    static func run(_ invocation: Invocation, _ environment: ToolEnvironment) throws -> ExitCode {
        let path = invocation.arguments[0]
        let json = try invocation.value(of: format) ?? false
        let answersFile = try invocation.value(of: answers)
        if path == "-" && (answersFile == nil || answersFile == "-") {
            throw UsageError(message: "'quiz -' reads the scene from standard input, so the answers need --answers FILE")
        }
        guard let scene = try Tool.loadScene(path, reportingTo: environment) else { return .invalidScene }
        let quiz = Quiz(scene: scene)
        if invocation.isSet(questions) {
            try environment.writeOutput(json ? quiz.questionsJSON : TerminalText.escaped(quiz.questionList))
            return .success
        }
        var source = AnswerSource.typed
        var lines: [String]?
        if let answersFile, answersFile != "-" {
            let file = try TextLines(contentsOfFile: answersFile)
            lines = try allLines { try file.next() }
        } else if answersFile == "-" || json {
            lines = try allLines(environment.readLine)
        }
        if let lines {
            do {
                source = .sheet(try QuizAnswerSheet(lines: lines, questionCount: quiz.questionCount))
            } catch {
                let name = answersFile.map { $0 == "-" ? "<stdin>" : $0 } ?? "<stdin>"
                throw UsageError(message: "\(TerminalText.escaped(name)):\(error.line): \(error.message)")
            }
        }
        var session = Session(quiz: quiz, source: source, environment: environment, quiet: json)
        if quiz.questionCount == 0 && !json {
            try session.say("quiz: \(quiz.title) has no questions: no touch comes down in it.\n")
            return .success
        }
        try session.play()
        if json { try environment.writeOutput(session.score.json) }
        return session.score.isPerfect ? .success : .failure
    }

    /// One play of a quiz.
    struct Session {
        let quiz: Quiz
        var source: AnswerSource
        let environment: ToolEnvironment
        /// Whether only the score is printed (`--format json`).
        let quiet: Bool
        var score: QuizScore

        init(quiz: Quiz, source: AnswerSource, environment: ToolEnvironment, quiet: Bool) {
            self.quiz = quiz
            self.source = source
            self.environment = environment
            self.quiet = quiet
            self.score = QuizScore(quiz: quiz)
        }

        /// Prints `text`, its control characters escaped (it holds names and notes from the scene).
        func say(_ text: String) throws {
            if !quiet { try environment.writeOutput(TerminalText.escaped(text)) }
        }

        mutating func play() throws {
            let total = quiz.questionCount
            var intro = "quiz: \(quiz.title)\n"
            if let notes = quiz.notes, !notes.isEmpty {
                for line in notes.split(separator: "\n", omittingEmptySubsequences: false) { intro += line.isEmpty ? "\n" : "  \(line)\n" }
            }
            intro += "\n\(total) question\(total == 1 ? "" : "s"). Answer each with the name of a responder (case does not matter),\n"
            intro += "or 'none' when no responder will handle the touch. '?' lists the names.\n"
            if let note = quiz.otherAnswersNote { intro += note }
            try say(intro)
            var number = 0
            for step in quiz.steps {
                guard !step.questions.isEmpty else {
                    try say(step.trace)
                    continue
                }
                var text = "\n== \(step.summary)\n"
                if let tree = step.tree {
                    text += "The tree before this step:\n"
                    for line in tree { text += "  \(line)\n" }
                }
                if score.asked > 0 {
                    text +=
                        step.changes.isEmpty
                        ? "Changed since the last question: nothing in the tree.\n" : "Changed since the last question:\n"
                    for change in step.changes { text += "  \(change)\n" }
                }
                try say(text)
                for question in step.questions {
                    guard try ask(question, index: number, of: total) else {
                        try say("\n(end of input after \(score.asked) of \(total) questions)\n")
                        try finish()
                        return
                    }
                    number += 1
                }
                try say("What happened:\n" + step.trace.drop { $0 == "\n" })
            }
            if !quiz.notices.isEmpty {
                var text = "\nnotices\n"
                for notice in quiz.notices { text += "  \(notice)\n" }
                try say(text)
            }
            try finish()
        }

        func finish() throws {
            try say("\nscore: \(score.right) of \(score.asked) right\n")
        }

        /// Asks question `index` (0-based) until it has an answer; false at the end of input.
        mutating func ask(_ question: QuizQuestion, index: Int, of total: Int) throws -> Bool {
            try say("\nQuestion \(index + 1) of \(total): \(question.event). \(question.prompt)\n")
            let typed: Bool
            if case .typed = source { typed = true } else { typed = false }
            if case .sheet(let sheet) = source {
                if sheet.endsBefore(index + 1) { return false }
                if sheet.answer(to: index + 1) == nil {
                    score.recordUnanswered(index)
                    var text = "> (no answer in the file)\nUnanswered. " + question.outcome + "\nWhy:\n"
                    for note in question.reasons { text += "  \(note.rule)  \(note.sentence)\n" }
                    try say(text)
                    return true
                }
            }
            var verdict: String
            while true {
                try say("> ")
                guard let line = try nextLine(index) else { return false }
                if !typed || !environment.inputIsTerminal { try say(line + "\n") }
                let word = line.trimmingCharacters(in: .whitespaces)
                if typed && (word.isEmpty || word == "?") {
                    try say(quiz.choicesLine(for: question) + "\n")
                    continue
                }
                let answer = quiz.match(word, for: question)
                if case .unknown(let suggestion) = answer {
                    var message = word.isEmpty ? "No answer" : quiz.unknownAnswerMessage(word, for: question)
                    if let suggestion { message += "; did you mean '\(suggestion)'?" } else { message += "." }
                    if typed {
                        try say(message + " (Type '?' to list them.)\n")
                        continue
                    }
                    try say(message + " That counts as wrong.\n")
                }
                let right = question.isRight(answer)
                score.record(index, answered: word, right: right)
                if right {
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
            try say(text)
            return true
        }

        /// The next typed line, or the sheet's answer to question `index` (0-based).
        func nextLine(_ index: Int) throws -> String? {
            switch source {
            case .typed: return try environment.readLine()
            case .sheet(let sheet): return sheet.answer(to: index + 1)
            }
        }
    }
}
