import Foundation
import ResponderSim

/// The `responder-sim` command line: parses arguments, runs a command, returns its exit code.
/// It never calls `exit`; `main.swift` does.
public enum Tool {
    /// The tool's version.
    public static let version = "0.1.0"

    static let commands: [(name: String, summary: String)] = [
        ("run", "play a scene and print its trace"),
        ("check", "validate scenes without running them"),
        ("test", "run scenes with expect: blocks and compare their traces"),
        ("help", "show help for a command"),
    ]

    /// Runs the tool with `arguments` (without the program name).
    public static func run(_ arguments: [String], environment: ToolEnvironment) -> Int32 {
        guard let first = arguments.first else {
            environment.writeError(generalHelp)
            return ExitCode.usage.rawValue
        }
        let rest = Array(arguments.dropFirst())
        do {
            switch first {
            case "--help", "-h":
                environment.writeOutput(generalHelp)
                return ExitCode.success.rawValue
            case "--version":
                environment.writeOutput("responder-sim \(version)\n")
                return ExitCode.success.rawValue
            case "help":
                return try help(rest, environment)
            case "run":
                if rest.contains("--help") || rest.contains("-h") { return printHelp("run", environment) }
                return try RunCommand.run(rest, environment).rawValue
            case "check":
                if rest.contains("--help") || rest.contains("-h") { return printHelp("check", environment) }
                return try CheckCommand.run(rest, environment).rawValue
            case "test":
                if rest.contains("--help") || rest.contains("-h") { return printHelp("test", environment) }
                return try TestCommand.run(rest, environment).rawValue
            default:
                var message = "unknown command '\(first)'"
                if let near = Suggestions.closest(to: first, in: commands.map(\.name) + ["--help", "--version"]) {
                    message += "; did you mean '\(near)'?"
                }
                throw UsageError(message: message)
            }
        } catch let error as UsageError {
            environment.writeError("responder-sim: error: \(error.message)\nRun 'responder-sim --help' for usage.\n")
            return ExitCode.usage.rawValue
        } catch {
            environment.writeError("responder-sim: error: \(error)\n")
            return ExitCode.usage.rawValue
        }
    }

    private static func help(_ arguments: [String], _ environment: ToolEnvironment) throws -> Int32 {
        guard let command = arguments.first else {
            environment.writeOutput(generalHelp)
            return ExitCode.success.rawValue
        }
        guard commandHelp[command] != nil else {
            var message = "no help for '\(command)': there is no such command"
            if let near = Suggestions.closest(to: command, in: commands.map(\.name)) { message += "; did you mean '\(near)'?" }
            throw UsageError(message: message)
        }
        return printHelp(command, environment)
    }

    private static func printHelp(_ command: String, _ environment: ToolEnvironment) -> Int32 {
        environment.writeOutput(commandHelp[command] ?? generalHelp)
        return ExitCode.success.rawValue
    }

    static var generalHelp: String {
        var text = """
            responder-sim \(version): simulates how UIKit routes touches through a view tree.

            Usage: responder-sim COMMAND [OPTIONS]

            Commands:

            """
        for command in commands {
            text += "  " + command.name.padding(toLength: 8, withPad: " ", startingAt: 0) + command.summary + "\n"
        }
        text += """

            Options:
              --help, -h   show this help (or 'responder-sim help COMMAND')
              --version    print the version

            Exit codes: 0 success, 1 a test or expectation failed, 2 wrong usage, 3 a scene is invalid.

            """
        return text
    }

    static let commandHelp: [String: String] = [
        "run": """
            Usage: responder-sim run SCENE [--format text|json|compact] [--explain] [-o FILE]

            Plays SCENE and prints, step by step, which responder receives which touch phase,
            which touches are withheld and why.

              --format FORMAT  text (default, for people), json (JSON Lines), compact (expect: lines)
              --explain        list every view the hit test visited and its verdict
              -o, --output FILE  write the trace to FILE instead of standard output

            """,
        "check": """
            Usage: responder-sim check SCENE...

            Validates scenes without running them: prints 'ok' (or 'PATH: ok' for several) or
            every error with its file:line:column. Exit 3 when any scene is invalid.

            """,
        "test": """
            Usage: responder-sim test [PATH...]

            Runs every scene with an expect: block under PATH (files, or folders searched
            recursively for *.scene; default Scenes) and compares its compact trace line by line.
            The last line reads 'N passed, M failed' (', K skipped' for scenes without expect:).
            Exit 0 when all pass, 1 when any failed or was invalid.

            """,
        "help": """
            Usage: responder-sim help COMMAND

            Shows the help of COMMAND.

            """,
    ]

    /// Reads and loads a scene; a file that cannot be read is a usage error.
    static func loadScene(_ path: String) throws -> Result<Scene, SceneLoadError> {
        switch SceneTestRunner.load(path) {
        case .success(let scene): return .success(scene)
        case .failure(.invalid(let error)): return .failure(error)
        case .failure(.unreadable(let message)): throw UsageError(message: message)
        }
    }
}
