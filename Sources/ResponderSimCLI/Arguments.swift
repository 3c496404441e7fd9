import ResponderSim

/// A usage error: printed with a hint, exit code 2.
struct UsageError: Error {
    var message: String
}

/// One option a command accepts.
struct OptionSpec {
    /// Spellings, the first is the canonical one (`--format`, `-f`).
    var names: [String]
    /// Whether it takes a value (`--format json` or `--format=json`).
    var takesValue: Bool
    /// The allowed values, if the value is one of a few words.
    var allowed: [String]? = nil
}

/// Parsed arguments of one command.
struct ParsedArguments {
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []

    /// The one scene file a command takes.
    func singleSceneFile(for command: String) throws(UsageError) -> String {
        guard positionals.count == 1, let path = positionals.first else {
            throw UsageError(
                message: positionals.isEmpty
                    ? "'\(command)' needs a scene file" : "'\(command)' takes one scene file, got \(positionals.count)")
        }
        return path
    }

    /// Parses `arguments` against `specs`; `--` ends options.
    static func parse(_ arguments: [String], specs: [OptionSpec], command: String) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let spec = specs.first(where: { $0.names.contains(name) }) else {
                let all = specs.flatMap(\.names)
                var message = "unknown option '\(name)' for '\(command)'"
                if let near = Suggestions.closest(to: name, in: all) { message += "; did you mean '\(near)'?" }
                throw UsageError(message: message)
            }
            let canonical = spec.names[0]
            if spec.takesValue {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError(message: "option '\(canonical)' needs a value")
                }
                if let allowed = spec.allowed, !allowed.contains(value) {
                    var message = "'\(value)' is not a value of '\(canonical)'; expected one of \(allowed.joined(separator: ", "))"
                    if let near = Suggestions.closest(to: value, in: allowed) { message += " (did you mean '\(near)'?)" }
                    throw UsageError(message: message)
                }
                if parsed.values[canonical] != nil { throw UsageError(message: "option '\(canonical)' is given twice") }
                parsed.values[canonical] = value
            } else {
                if inlineValue != nil { throw UsageError(message: "option '\(canonical)' takes no value") }
                parsed.flags.insert(canonical)
            }
        }
        return parsed
    }
}
