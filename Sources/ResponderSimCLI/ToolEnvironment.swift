import Foundation
import ResponderSim

/// Exit codes of the tool (README.md, Commands).
package enum ExitCode: Int32, Sendable {
    case success = 0
    /// A test or expectation failed.
    case failure = 1
    /// Wrong usage: an unknown command or option, a missing argument, an unreadable file.
    case usage = 2
    /// A scene is invalid.
    case invalidScene = 3
}

/// What the commands read and write, so they run in process in tests.
package struct ToolEnvironment {
    /// Writes to standard output; throws when the write fails (a full disk, a closed pipe).
    package var writeOutput: (String) throws -> Void
    /// Writes to standard error (a failure there has nowhere to be reported).
    package var writeError: (String) -> Void
    /// Whether standard output is a terminal (colour is used only then, and only with `NO_COLOR` unset).
    package var outputIsTerminal: Bool
    /// The process environment.
    package var variables: [String: String]
    /// Reads standard input line by line (nil at its end); throws when it cannot be read or a
    /// line is longer than ``SceneLimits/maxLineLength`` bytes.
    package var readLine: () throws -> String?
    /// Whether standard input is a terminal (which echoes what is typed; otherwise `quiz`
    /// echoes each answer it reads, so its output reads as a transcript).
    package var inputIsTerminal: Bool
    /// Standard input as a scene source (`-`); it can be read once.
    package var standardInput: SourceFile

    /// Creates an environment from its parts.
    package init(
        writeOutput: @escaping (String) throws -> Void, writeError: @escaping (String) -> Void,
        outputIsTerminal: Bool = false, variables: [String: String] = [:], readLine: @escaping () throws -> String? = { nil },
        inputIsTerminal: Bool = false, standardInput: SourceFile = SourceFile(path: FileError.standardInputName, bytes: [])
    ) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.outputIsTerminal = outputIsTerminal
        self.variables = variables
        self.readLine = readLine
        self.inputIsTerminal = inputIsTerminal
        self.standardInput = standardInput
    }

    /// The real process: standard streams, written with checked writes, and its environment.
    package static func process() -> ToolEnvironment {
        let input = TextLines.standardInput()
        return ToolEnvironment(
            writeOutput: { text in
                let code = Array(text.utf8).withUnsafeBytes { SystemIO.writeAll(STDOUT_FILENO, $0) }
                if code != 0 { throw FileError(.write, FileError.standardOutputName, code: code) }
            },
            writeError: { text in _ = Array(text.utf8).withUnsafeBytes { SystemIO.writeAll(STDERR_FILENO, $0) } },
            outputIsTerminal: isatty(STDOUT_FILENO) != 0,
            variables: ProcessInfo.processInfo.environment,
            readLine: { try input.next() },
            inputIsTerminal: isatty(STDIN_FILENO) != 0,
            standardInput: .standardInput)
    }

    /// Whether text output may use ANSI colours.
    var useColor: Bool { outputIsTerminal && variables["NO_COLOR"] == nil }
}
