import Foundation
import ResponderSim

/// The `responder-sim` command line: finds the command, parses its arguments against its
/// declaration (``Command``), runs it and returns its exit code. It never calls `exit`;
/// `main.swift` does.
package enum Tool {
    /// The tool's version.
    package static let version = "0.1.0"

    /// Every command, in the order the general help lists them. Adding a command is its
    /// declaration and one line here.
    static let commands: [Command] = [
        RunCommand.command,
        DiffCommand.command,
        CheckCommand.command,
        TestCommand.command,
        RenderCommand.command,
        ReportCommand.command,
        QuizCommand.command,
        RulesCommand.command,
        ImportCommand.command,
        GenerateCommand.command,
        BenchCommand.command,
        LSPCommand.command,
        helpCommand,
    ]

    /// The command named `name`.
    static func command(named name: String) -> Command? { commands.first { $0.name == name } }

    /// Runs the tool as the process: with its standard streams and environment, from
    /// `main.swift`. The command runs as a task while the calling thread waits, so that
    /// `main.swift` needs no top-level `await`: valgrind (callgrind profiles the engine) cannot
    /// run a program whose main thread suspends in an `await`.
    package static func main(_ arguments: [String]) -> Int32 {
        let exit = ExitCodeBox()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            exit.code = await run(arguments, environment: .process())
            done.signal()
        }
        done.wait()
        return exit.code
    }

    /// The exit code the task hands to the waiting thread: written once before the semaphore
    /// is signalled and read once after the wait, which orders the two.
    private final class ExitCodeBox: @unchecked Sendable {
        var code: Int32 = 0
    }

    /// Runs the tool with `arguments` (without the program name) in `environment`; tests run
    /// it in process this way.
    package static func run(_ arguments: [String], environment: ToolEnvironment) async -> Int32 {
        guard let first = arguments.first else {
            environment.writeError(generalHelp)
            return ExitCode.usage.rawValue
        }
        let rest = Array(arguments.dropFirst())
        var current: Command?
        do {
            switch first {
            case "--help", "-h":
                try environment.writeOutput(generalHelp)
                return ExitCode.success.rawValue
            case "--version":
                try environment.writeOutput("responder-sim \(version)\n")
                return ExitCode.success.rawValue
            default:
                guard let command = command(named: first) else {
                    var message = "unknown command '\(first)'"
                    if let near = Suggestions.closest(to: first, in: commands.map(\.name) + ["--help", "--version"]) {
                        message += "; did you mean '\(near)'?"
                    }
                    throw UsageError(message: message)
                }
                current = command
                if rest.contains(where: { $0 == "--help" || $0 == "-h" }) {
                    try environment.writeOutput(command.help)
                    return ExitCode.success.rawValue
                }
                let invocation = try Invocation(parsing: rest, for: command)
                return try await command.run(invocation, environment).rawValue
            }
        } catch let error as UsageError {
            let help = current.flatMap { $0.name == "help" ? nil : "responder-sim help \($0.name)" } ?? "responder-sim --help"
            environment.writeError("responder-sim: error: \(error.message)\nRun '\(help)' for usage.\n")
            return ExitCode.usage.rawValue
        } catch let error as FileError {
            // A file that cannot be read or written: the path and the system's reason say it all.
            environment.writeError("responder-sim: error: \(error)\n")
            return ExitCode.usage.rawValue
        } catch {
            environment.writeError("responder-sim: error: \(TerminalText.escaped("\(error)"))\n")
            return ExitCode.usage.rawValue
        }
    }

    /// `responder-sim help [COMMAND]`.
    static let helpCommand = Command(
        name: "help", abstract: "show help for a command",
        discussion: """
            Shows the help of COMMAND, or without one the list of commands.

            """,
        arguments: [.init(name: "COMMAND", count: .optional, help: "the command to describe")],
        examples: [.init(line: "responder-sim help run", meaning: "the options of 'run'")],
        run: { invocation, environment in
            guard let name = invocation.arguments.first else {
                try environment.writeOutput(generalHelp)
                return .success
            }
            guard let command = command(named: name) else {
                var message = "no help for '\(name)': there is no such command"
                if let near = Suggestions.closest(to: name, in: commands.map(\.name)) { message += "; did you mean '\(near)'?" }
                throw UsageError(message: message)
            }
            try environment.writeOutput(command.help)
            return .success
        })

    /// The list of commands and the tool's own options.
    static var generalHelp: String {
        var text = """
            responder-sim \(version): simulates how UIKit routes touches through a view tree.

            Usage: responder-sim COMMAND [OPTIONS]

            Commands:

            """
        let width = (commands.map(\.name.count).max() ?? 0) + 2
        for command in commands {
            text += "  " + command.name.padding(toLength: width, withPad: " ", startingAt: 0) + command.abstract + "\n"
        }
        text += """

            Options:
              --help, -h   show this help (or 'responder-sim help COMMAND')
              --version    print the version

            Exit codes: 0 success, 1 a test or expectation failed, 2 wrong usage or a file that
            cannot be read or written, 3 a scene is invalid.

            """
        return text
    }
}
