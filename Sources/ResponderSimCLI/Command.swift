import ResponderSim

/// One command of the tool, declared once. Dispatch, `COMMAND --help`, `help COMMAND`, the
/// general help's list of commands and every usage error (an unknown option with its "did you
/// mean", a missing or extra argument, a value that is not one of the allowed words) are
/// derived from it, as swift-argument-parser derives them from a command's declarations.
///
/// A new command is one declaration (`static let command = Command(…)` in its own file) and
/// one line in ``Tool/commands``.
struct Command: Sendable {
    /// The word that selects the command: `run`.
    var name: String
    /// One line for the general help's list: `play a scene and print its trace`.
    var abstract: String
    /// The paragraphs after the usage line, as written (already wrapped).
    var discussion: String
    /// The positional arguments, in order.
    var arguments: [Argument] = []
    /// The options, in the order the help lists them.
    var options: [Option] = []
    /// Command lines shown at the end of the help, each with what it does.
    var examples: [Example] = []
    /// Runs the command with the parsed arguments; returns the exit code. It throws
    /// ``UsageError`` for wrong usage and ``FileError`` for a file that cannot be read or written.
    var run: @Sendable (Invocation, ToolEnvironment) async throws -> ExitCode

    /// A positional argument.
    struct Argument: Sendable {
        /// How many values it takes.
        enum Count: Sendable {
            case one
            case optional
            case oneOrMore
            case zeroOrMore
        }
        /// Its name in the usage line: `SCENE`.
        var name: String
        var count: Count = .one
        var help: String
    }

    /// An option: a flag, or an option with one or more values.
    struct Option: Sendable {
        /// Its spellings, the long one first: `["--format", "-f"]`. The first is the name the
        /// command reads it by.
        var names: [String]
        /// The names of its values in the help (`["FORMAT"]`, `["X", "Y"]`); empty for a flag.
        var values: [String] = []
        /// The only words its value may be, when it is one of a few.
        var allowed: [String]? = nil
        /// Whether it may be given more than once (each time with its values).
        var repeats = false
        var help: String

        /// The canonical name.
        var name: String { names[0] }
        var isFlag: Bool { values.isEmpty }
    }

    /// A command line of the help's examples.
    struct Example: Sendable {
        var line: String
        var meaning: String
    }
}

/// Wrong usage: printed with a pointer to the command's help, exit code 2.
struct UsageError: Error {
    var message: String
}

/// The arguments of one command, parsed against its declaration.
struct Invocation {
    /// The positional arguments, in order.
    var arguments: [String] = []
    /// Each option given (by canonical name), with the values of each time it was given.
    private var given: [String: [[String]]] = [:]

    /// The values of each time an option was given, by its canonical name (commands read
    /// their options as typed values: ``value(of:)``, ``values(of:)``, ``isSet(_:)``).
    func values(_ name: String) -> [[String]] { given[name] ?? [] }

    /// The option's value, read as its type; nil when not given.
    func value<Value>(of typed: TypedOption<Value>) throws(UsageError) -> Value? {
        guard let words = given[typed.option.name]?.last else { return nil }
        return try typed.parse(words)
    }

    /// Each value of a repeating option, read as its type, in the order given.
    func values<Value>(of typed: TypedOption<Value>) throws(UsageError) -> [Value] {
        var result: [Value] = []
        for words in given[typed.option.name] ?? [] { result.append(try typed.parse(words)) }
        return result
    }

    /// Whether a flag was given.
    func isSet(_ flag: FlagOption) -> Bool { given[flag.option.name] != nil }

    /// Parses `words` for `command`: options anywhere (`--name value`, `--name=value`), `--`
    /// ends them, `-` is a positional argument (standard input or output).
    init(parsing words: [String], for command: Command) throws(UsageError) {
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            if optionsEnded || !word.hasPrefix("-") || word == "-" {
                arguments.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            var name = word
            var inlineValue: String?
            if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
                name = String(word[..<equals])
                inlineValue = String(word[word.index(after: equals)...])
            }
            guard let option = command.options.first(where: { $0.names.contains(name) }) else {
                var message = "unknown option '\(name)' for '\(command.name)'"
                if let near = Suggestions.closest(to: name, in: command.options.flatMap(\.names) + ["--help"]) {
                    message += "; did you mean '\(near)'?"
                }
                throw UsageError(message: message)
            }
            if option.isFlag && inlineValue != nil { throw UsageError(message: "option '\(option.name)' takes no value") }
            var values: [String] = []
            for _ in option.values {
                if let inline = inlineValue {
                    values.append(inline)
                    inlineValue = nil
                } else if index < words.count {
                    values.append(words[index])
                    index += 1
                } else {
                    let what = option.values.count == 1 ? "a value" : option.values.joined(separator: " ")
                    throw UsageError(message: "option '\(option.name)' needs \(what)")
                }
            }
            if let allowed = option.allowed, let value = values.first, !allowed.contains(value) {
                var message = "'\(value)' is not a value of '\(option.name)'; expected one of \(allowed.joined(separator: ", "))"
                if let near = Suggestions.closest(to: value, in: allowed) { message += " (did you mean '\(near)'?)" }
                throw UsageError(message: message)
            }
            if given[option.name] != nil && !option.repeats {
                throw UsageError(message: "option '\(option.name)' is given twice")
            }
            given[option.name, default: []].append(values)
        }
        try checkArguments(command)
    }

    /// Checks the positional arguments' count against the declaration.
    private func checkArguments(_ command: Command) throws(UsageError) {
        let declared = command.arguments
        guard !declared.isEmpty else {
            if let first = arguments.first {
                throw UsageError(message: "'\(command.name)' takes no arguments, got '\(first)'")
            }
            return
        }
        let required = declared.filter { $0.count == .one || $0.count == .oneOrMore }
        let unbounded = declared.contains { $0.count == .oneOrMore || $0.count == .zeroOrMore }
        if arguments.count < required.count {
            let missing = required[arguments.count]
            throw UsageError(message: "'\(command.name)' needs \(missing.name)")
        }
        if !unbounded && arguments.count > declared.count {
            let names = declared.map(\.name).joined(separator: " ")
            throw UsageError(
                message: "'\(command.name)' takes \(declared.count == 1 ? "one \(names)" : names), got \(arguments.count) arguments")
        }
    }
}

// MARK: Help

extension Command {
    /// `Usage: responder-sim run SCENE [--format text|json|compact] [--explain] [--output FILE]`.
    var usage: String {
        var parts = ["Usage: responder-sim", name]
        for argument in arguments {
            switch argument.count {
            case .one: parts.append(argument.name)
            case .optional: parts.append("[\(argument.name)]")
            case .oneOrMore: parts.append("\(argument.name)...")
            case .zeroOrMore: parts.append("[\(argument.name)...]")
            }
        }
        for option in options {
            var text = option.name
            if let allowed = option.allowed {
                text += " " + allowed.joined(separator: "|")
            } else if !option.isFlag {
                text += " " + option.values.joined(separator: " ")
            }
            parts.append("[\(text)]" + (option.repeats ? "..." : ""))
        }
        return parts.joined(separator: " ")
    }

    /// The whole help of the command, ending in a newline.
    var help: String {
        var text = usage + "\n\n" + discussion
        if !text.hasSuffix("\n") { text += "\n" }
        var rows: [(String, String)] = arguments.map { ($0.name, $0.help) }
        if !rows.isEmpty {
            text += "\nArguments:\n" + Self.table(rows)
        }
        rows = options.map { option in
            let spellings = option.names.sorted { $0.count < $1.count }
            return ((spellings.joined(separator: ", ") + " " + option.values.joined(separator: " ")).trimmingSuffixSpaces(), option.help)
        }
        rows.append(("-h, --help", "show this help"))
        text += "\nOptions:\n" + Self.table(rows)
        if !examples.isEmpty {
            text += "\nExamples:\n"
            for example in examples { text += "  \(example.line)\n      \(example.meaning)\n" }
        }
        return text
    }

    /// Rows of a two-column list: the left column padded to the widest (at most 24
    /// characters; a longer one puts its help on the next line), the help wrapped at 88.
    static func table(_ rows: [(String, String)]) -> String {
        let width = min(24, rows.map(\.0.count).max() ?? 0) + 2
        var text = ""
        for (left, help) in rows {
            let lines = wrap(help, width: 88 - 2 - width)
            var first = "  " + left
            if left.count + 2 > width {
                text += first + "\n"
                first = String(repeating: " ", count: 2 + width)
            } else {
                first += String(repeating: " ", count: width - left.count)
            }
            for (index, line) in lines.enumerated() {
                text += (index == 0 ? first : String(repeating: " ", count: 2 + width)) + line + "\n"
            }
        }
        return text
    }

    /// `text` broken at spaces into lines of at most `width` characters (a longer word stays whole).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }
}

extension String {
    fileprivate func trimmingSuffixSpaces() -> String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}

/// An option with the type its value is read as. A command declares it once, lists its
/// ``option`` among its options and reads it with ``Invocation/value(of:)``: its name is
/// written in one place, and a value that does not parse is wrong usage, with a message
/// that says what the option needs.
struct TypedOption<Value>: Sendable {
    /// The option as the parser and the help see it.
    let option: Command.Option
    /// Reads the words given after the option (one per name in ``Command/Option/values``).
    let parse: @Sendable ([String]) throws(UsageError) -> Value
}

extension TypedOption where Value == String {
    /// An option of one word, read as given.
    init(_ option: Command.Option) { self.init(option: option, parse: { $0.first ?? "" }) }
}

extension TypedOption where Value == Int {
    /// A whole number within `range`.
    static func wholeNumber(_ option: Command.Option, in range: ClosedRange<Int>) -> TypedOption<Int> {
        TypedOption(option: option) { (words: [String]) throws(UsageError) -> Int in
            let text = words.first ?? ""
            guard let number = Int(text), range.contains(number) else {
                throw UsageError(
                    message: "'\(option.name)' needs a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
            }
            return number
        }
    }
}

extension TypedOption where Value == String {
    /// `--output FILE` / `-o FILE`: where a command writes (`-`: standard output).
    static func output(_ help: String) -> TypedOption<String> {
        TypedOption(Command.Option(names: ["--output", "-o"], values: ["FILE"], help: help))
    }
}

/// A flag (an option without a value), declared once and read with ``Invocation/isSet(_:)``.
struct FlagOption: Sendable {
    let option: Command.Option
    init(_ names: [String], help: String) { option = Command.Option(names: names, help: help) }
}
