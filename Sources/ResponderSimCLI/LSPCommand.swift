import Foundation
import ResponderSim

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `responder-sim lsp`: the language server for scene files, over standard input and output.
/// The protocol's work is in the library (``LanguageServer``, ``LSPSession``); this moves bytes.
enum LSPCommand {
    static let command = Command(
        name: "lsp", abstract: "a language server for scene files (LSP over standard input and output)",
        discussion: """
            Speaks the Language Server Protocol over standard input and output, for editors:
            diagnostics for the text as it is in the editor (every error the loader reports,
            with its id as the code, and a stale expect: block), hover on rule ids and keys,
            and completion of keys and script verbs. Positions count UTF-16 code units, or
            bytes when the editor offers utf-8. It ends at the protocol's exit, with status 0
            after a shutdown request and 1 otherwise. The README shows each editor's setup.

            """,
        examples: [.init(line: "responder-sim lsp", meaning: "started by an editor, never by hand")],
        run: run)

    static func run(_ invocation: Invocation, _ environment: ToolEnvironment) throws -> ExitCode {
        var input = StandardInput()
        let output = FileHandle.standardOutput
        let server = LSPSession.serve(&input) { reply in output.write(Data(LSPFraming.frame(reply))) }
        return server.shutDown ? .success : .failure
    }
}

/// Standard input, read as bytes arrive.
private struct StandardInput: LSPInput {
    mutating func read() -> [UInt8]? {
        let chunk = FileHandle.standardInput.availableData
        return chunk.isEmpty ? nil : Array(chunk)
    }

    mutating func hasWaitingBytes() -> Bool {
        var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }
}
