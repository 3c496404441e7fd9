import ResponderSim

/// `responder-sim rules [ID...]` and `rules --search WORD`: the rule catalogue. Everything it
/// prints comes from the library (``RulesRequest``).
enum RulesCommand {
    static let options = [OptionSpec(names: ["--search", "-s"], takesValue: true)]

    static let help = """
        Usage: responder-sim rules [ID...] [--search WORD]

        Prints the rules the simulator follows, each with its id (the ids the traces, the quiz,
        --explain and the scenes' notes cite), its tag ([doc] Apple documents it, [obs] observed,
        [choice] the simulator's choice), a statement and its source. Without arguments, one line
        per rule; with ids, those rules in full (case does not matter; a family's letters, such
        as H or GT, stand for all its rules).

          -s, --search WORD  print in full every rule that mentions WORD

        Exit 2 for an id that is not a rule (with the closest id).

        """

    static func run(_ arguments: [String], _ environment: ToolEnvironment) throws -> ExitCode {
        let parsed = try ParsedArguments.parse(arguments, specs: options, command: "rules")
        let request: RulesRequest
        if let word = parsed.values["--search"] {
            guard parsed.positionals.isEmpty else { throw UsageError(message: "'rules --search' takes no rule ids") }
            request = .search(word)
        } else {
            request = parsed.positionals.isEmpty ? .index : .ids(parsed.positionals)
        }
        do {
            environment.writeOutput(try request.output())
        } catch {
            throw UsageError(message: error.message)
        }
        return .success
    }
}
