import ResponderSim

/// `responder-sim diff A B [--format text|json]`: what changes between two scenes' traces.
enum DiffCommand {
    static let command = Command(
        name: "diff", abstract: "run two scenes and print where their traces differ",
        discussion: """
            Runs scenes A and B and prints, step by step, only what differs: each differing
            step's compact lines, marked A or B, with the rules each side cites, and a count for
            each run of steps that agree. Steps are matched by their time and script line (what
            the line plays, so a key added to the tree, which moves the script's lines, changes
            nothing); steps left over at one time are compared in order. Exit 0 when the traces
            agree, 1 when they differ, 3 when a scene is invalid.

            """,
        arguments: [
            .init(name: "A", help: "the first scene ('-' reads standard input)"),
            .init(name: "B", help: "the scene to compare with it ('-' reads standard input, if A does not)"),
        ],
        options: [format.option],
        examples: [
            .init(
                line: "sed 's/cancels-touches: yes/cancels-touches: no/' tap.scene | responder-sim diff tap.scene -",
                meaning: "what a recognizer's cancels-touches changes"),
            .init(
                line: "responder-sim diff before.scene after.scene --format json",
                meaning: "the differing steps as JSON Lines, then a summary"),
        ],
        run: run)

    /// `--format text|json`.
    enum Format: String, CaseIterable {
        case text, json
    }

    static let format = TypedOption<Format>(
        option: .init(
            names: ["--format", "-f"], values: ["FORMAT"], allowed: Format.allCases.map(\.rawValue),
            help: "text (the default, for people) or json (JSON Lines: one record per differing step, then a summary)"),
        parse: { Format(rawValue: $0.first ?? "") ?? .text })

    static func run(_ invocation: Invocation, _ environment: ToolEnvironment) throws -> ExitCode {
        let paths = invocation.arguments
        let format = try invocation.value(of: Self.format) ?? .text
        guard paths[0] != "-" || paths[1] != "-" else {
            throw UsageError(message: "only one of A and B can be '-' (standard input)")
        }
        // Both are loaded, so that every invalid scene is reported at once.
        var scenes: [Scene] = []
        for path in paths {
            if let scene = try Tool.loadScene(path, reportingTo: environment) { scenes.append(scene) }
        }
        guard scenes.count == 2 else { return .invalidScene }
        let comparison = TraceComparison(scenes[0], scenes[1])
        var text = ""
        switch format {
        case .text: comparison.writeText(into: &text)
        case .json: comparison.writeJSON(into: &text)
        }
        try environment.writeOutput(text)
        return comparison.isEqual ? .success : .failure
    }
}
