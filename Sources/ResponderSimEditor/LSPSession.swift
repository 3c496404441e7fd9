/// Where a language server's bytes come from: standard input for `responder-sim lsp`, a list
/// of pieces in tests and the fuzz target.
package protocol LSPInput {
    /// The next bytes, waiting for some to arrive; nil at the end of the input.
    mutating func read() -> [UInt8]?
    /// Whether bytes are waiting to be read, without waiting for any.
    mutating func hasWaitingBytes() -> Bool
}

/// A session of ``LanguageServer`` over a byte stream: reads frames (``LSPFraming``), answers
/// every request as it comes, and checks the changed documents only when it has read all that
/// has arrived and no message is half read. A burst of changes is then checked once, for the
/// latest text, whatever the size of the messages: one larger than a pipe's buffer arrives in
/// pieces, and the check waits for its last piece and whatever follows it.
package enum LSPSession {
    /// Serves until the input ends or the client sends `exit`; `write` sends a reply's body
    /// (unframed). Returns the server, for its shutdown state.
    package static func serve(_ input: inout some LSPInput, write: ([UInt8]) -> Void) -> LanguageServer {
        var server = LanguageServer()
        var framing = LSPFraming()
        while !server.exited {
            while !server.exited, let frame = framing.next() {
                for reply in server.receive(frame) where !reply.isEmpty { write(reply) }
            }
            if server.exited { break }
            if !framing.holdsPartialMessage && !input.hasWaitingBytes() {
                for reply in server.publishPending() where !reply.isEmpty { write(reply) }
            }
            guard let bytes = input.read() else {
                // The client stopped writing; it may still read.
                for reply in server.publishPending() where !reply.isEmpty { write(reply) }
                break
            }
            framing.append(bytes)
        }
        return server
    }
}
