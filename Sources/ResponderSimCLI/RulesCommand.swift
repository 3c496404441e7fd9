import ResponderSim

/// `responder-sim rules [ID...]` and `rules --search WORD`: the rule catalogue. Everything it
/// prints comes from the library (``RulesRequest``).
enum RulesCommand {
    static let command = Command(
        name: "rules", abstract: "print the rules the simulator follows, by id or word",
        discussion: """
            Prints the rules the simulator follows, each with its id (the ids the traces, the quiz,
            --explain and the scenes' notes cite), its tag ([doc] Apple documents it, [obs]
            observed, [choice] the simulator's choice), a statement and its source. Without
            arguments, one line per rule; with ids, those rules in full (case does not matter; a
            family's letters, such as H or GT, stand for all its rules). Exit 2 for an id that is
            not a rule (with the closest id).

            """,
        arguments: [.init(name: "ID", count: .zeroOrMore, help: "a rule id such as H6, or a family such as GT")],
        options: [search.option],
        examples: [
            .init(line: "responder-sim rules M1 X", meaning: "M1 and every X rule in full"),
            .init(line: "responder-sim rules --search slop", meaning: "the rules that mention slop"),
        ],
        run: run)

    static let search = TypedOption(
        Command.Option(names: ["--search", "-s"], values: ["WORD"], help: "print in full every rule that mentions WORD"))

    static func run(_ invocation: Invocation, _ environment: ToolEnvironment) throws -> ExitCode {
        let request: RulesRequest
        if let word = try invocation.value(of: search) {
            guard invocation.arguments.isEmpty else { throw UsageError(message: "'rules --search' takes no rule ids") }
            request = .search(word)
        } else {
            request = invocation.arguments.isEmpty ? .index : .ids(invocation.arguments)
        }
        let text: String
        do {
            text = try request.output()
        } catch {
            throw UsageError(message: error.message)
        }
        try environment.writeOutput(text)
        return .success
    }
}
