import Foundation
import ResponderSim

/// `responder-sim quiz SCENE [--answers FILE]`: plays a scene as a quiz. The questions, the
/// tree outlines and the explanations come from the library (``Quiz``); this asks, reads and
/// prints.
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

            Names are matched without regard to case; an unknown name gets a 'did you mean' and
            the question is asked again. '?' lists the responders.

            """,
        arguments: [.init(name: "SCENE", help: "the scene file")],
        options: [
            .init(
                names: ["--answers"], values: ["FILE"],
                help: "read the answers from FILE, one per line, instead of standard input (an unknown name then counts as a wrong answer)")
        ],
        examples: [
            .init(line: "responder-sim quiz Scenes/exercises/01-tap-on-the-label.scene", meaning: "play it at the terminal"),
            .init(line: "responder-sim quiz exercise.scene --answers student.txt", meaning: "grade one student's answers"),
        ],
        run: run)

    /// Where answers come from.
    enum Source {
        /// Standard input: unknown names are asked again.
        case input
        /// A file's lines: an unknown name counts as a wrong answer.
        case file([String])
    }

    static func run(_ invocation: Invocation, _ environment: ToolEnvironment) throws -> ExitCode {
        let path = invocation.arguments[0]
        var source = Source.input
        if let file = invocation.value("--answers") {
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
        try session.play()
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

        func say(_ text: String) throws { try environment.writeOutput(text) }

        mutating func play() throws {
            let total = quiz.questionCount
            var intro = "quiz: \(quiz.title)\n"
            if let notes = quiz.notes, !notes.isEmpty {
                for line in notes.split(separator: "\n", omittingEmptySubsequences: false) { intro += line.isEmpty ? "\n" : "  \(line)\n" }
            }
            intro += "\n\(total) question\(total == 1 ? "" : "s"). Answer each with the name of a responder (case does not matter),\n"
            intro += "or 'none' when no responder will handle the touch. '?' lists the names.\n"
            try say(intro)
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
                if asked > 0 {
                    text +=
                        step.changes.isEmpty
                        ? "Changed since the last question: nothing in the tree.\n" : "Changed since the last question:\n"
                    for change in step.changes { text += "  \(change)\n" }
                }
                try say(text)
                for question in step.questions {
                    guard try ask(question, number: asked + 1, of: total) else {
                        try say("\n(end of input after \(asked) of \(total) questions)\n")
                        try finish()
                        return
                    }
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
            try say("\nscore: \(right) of \(asked) right\n")
        }

        /// Asks one question until it has an answer; false at the end of input.
        mutating func ask(_ question: QuizQuestion, number: Int, of total: Int) throws -> Bool {
            try say("\nQuestion \(number) of \(total): \(question.event). Which responder will handle it?\n")
            var verdict: String
            while true {
                try say("> ")
                guard let line = nextLine() else { return false }
                let isFile: Bool
                if case .file = source { isFile = true } else { isFile = false }
                if isFile || !environment.inputIsTerminal { try say(line + "\n") }
                let word = line.trimmingCharacters(in: .whitespaces)
                if !isFile && (word.isEmpty || word == "?") {
                    try say("Responders: \(quiz.responders.joined(separator: ", ")); or none.\n")
                    continue
                }
                let answer = quiz.match(word)
                if case .unknown(let suggestion) = answer {
                    var message = word.isEmpty ? "No answer" : "'\(word)' is not a responder of this scene"
                    if let suggestion { message += "; did you mean '\(suggestion)'?" } else { message += "." }
                    if !isFile {
                        try say(message + " (Type '?' to list them.)\n")
                        continue
                    }
                    try say(message + " That counts as wrong.\n")
                }
                asked += 1
                if question.isRight(answer) {
                    right += 1
                    verdict = "Right. "
                } else {
                    switch answer {
                    case .responder(let name): verdict = "Wrong (you said \(name)). "
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
