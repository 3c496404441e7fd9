import Foundation
import ResponderSim

/// Exit codes of the tool (DEVELOPERS.md).
public enum ExitCode: Int32, Sendable {
    case success = 0
    /// A test or expectation failed.
    case failure = 1
    /// Wrong usage: an unknown command or option, a missing argument, an unreadable file.
    case usage = 2
    /// A scene is invalid.
    case invalidScene = 3
}

/// What the commands read and write, so they run in process in tests.
public struct ToolEnvironment {
    /// Writes to standard output; throws when the write fails (a full disk, a closed pipe).
    public var writeOutput: (String) throws -> Void
    /// Writes to standard error.
    public var writeError: (String) -> Void
    /// Whether standard output is a terminal (colour is used only then, and only with `NO_COLOR` unset).
    public var outputIsTerminal: Bool
    /// The process environment.
    public var variables: [String: String]
    /// Reads standard input line by line (nil at its end).
    public var readLine: () -> String?
    /// Whether standard input is a terminal (which echoes what is typed; otherwise `quiz`
    /// echoes each answer it reads, so its output reads as a transcript).
    public var inputIsTerminal: Bool

    /// Creates an environment from its parts.
    public init(
        writeOutput: @escaping (String) throws -> Void, writeError: @escaping (String) -> Void,
        outputIsTerminal: Bool = false, variables: [String: String] = [:], readLine: @escaping () -> String? = { nil },
        inputIsTerminal: Bool = false
    ) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.outputIsTerminal = outputIsTerminal
        self.variables = variables
        self.readLine = readLine
        self.inputIsTerminal = inputIsTerminal
    }

    /// The real process: standard streams and environment.
    public static func process() -> ToolEnvironment {
        ToolEnvironment(
            writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) },
            outputIsTerminal: isatty(STDOUT_FILENO) != 0,
            variables: ProcessInfo.processInfo.environment,
            readLine: { Swift.readLine(strippingNewline: true) },
            inputIsTerminal: isatty(STDIN_FILENO) != 0)
    }

    /// Whether text output may use ANSI colours.
    var useColor: Bool { outputIsTerminal && variables["NO_COLOR"] == nil }
}

/// A text stream that collects output and hands it on in large chunks. A failed write is kept
/// and the text after it dropped; ``finish()`` throws it.
struct BufferedOutput: TextOutputStream {
    var flushTo: (String) throws -> Void
    var buffer = ""
    var failure: (any Error)?
    init(_ flushTo: @escaping (String) throws -> Void) {
        self.flushTo = flushTo
        buffer.reserveCapacity(1 << 16)
    }
    mutating func write(_ string: String) {
        buffer += string
        if buffer.utf8.count >= 1 << 16 { flush() }
    }
    mutating func flush() {
        if !buffer.isEmpty && failure == nil {
            do { try flushTo(buffer) } catch { failure = error }
        }
        buffer.removeAll(keepingCapacity: true)
    }
    /// Writes what is left; throws the first failed write.
    mutating func finish() throws {
        flush()
        if let failure { throw failure }
    }
}

/// A text stream that writes into a file handle in large chunks.
final class FileOutput: TextOutputStream {
    let handle: FileHandle
    var buffer: [UInt8] = []
    init(_ handle: FileHandle) {
        self.handle = handle
        buffer.reserveCapacity(1 << 16)
    }
    func write(_ string: String) {
        buffer.append(contentsOf: string.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }
    func flush() {
        if !buffer.isEmpty { handle.write(Data(buffer)) }
        buffer.removeAll(keepingCapacity: true)
    }
}
