// The language server's libFuzzer target: a session (LSPSession) over a byte stream made of
// framed and broken messages, opens, changes and requests at any position, cut into pieces
// that arrive with or without a pause between them. Every reply must be JSON.
// It is not part of the package's targets; build and run it with Tests/Fuzz/run-lsp-fuzzer.sh.
//
// The input is records separated by 0 bytes; a record's first byte says what it adds to the
// stream (its low 3 bits) and to which of two documents (bit 3), the rest is its payload:
//   0 didOpen with the payload as text      4 the payload framed as a message's body
//   1 didChange with the payload as text    5 the same with a Content-Length off by payload[0]
//   2 a request (payload: method, line,     6 a pause: what follows arrives later
//     character, range's last line)         7 didClose, initialize (utf-8 or not), shutdown,
//   3 the payload as raw bytes                exit, or a message without params
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLanguageServer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var input = FuzzInput(pieces: LSPFuzzStream.pieces(from: bytes))
    _ = LSPSession.serve(&input) { reply in
        // A reply that is no JSON object is a finding.
        guard (try? JSONSerialization.jsonObject(with: Data(reply))) is [String: Any] else {
            preconditionFailure("a reply that is not a JSON object: \(String(decoding: reply, as: UTF8.self))")
        }
    }
    return 0
}

/// The pieces of the stream, each with whether it arrives after a pause.
struct FuzzInput: LSPInput {
    var pieces: [(bytes: [UInt8], afterPause: Bool)]
    var next = 0

    mutating func read() -> [UInt8]? {
        guard next < pieces.count else { return nil }
        next += 1
        return pieces[next - 1].bytes
    }

    mutating func hasWaitingBytes() -> Bool { next < pieces.count && !pieces[next].afterPause }
}

enum LSPFuzzStream {
    static let uris = ["file:///fuzz/a.scene", "file:///fuzz/b.scene"]
    static let methods = [
        "textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/references",
        "textDocument/documentSymbol", "textDocument/inlayHint", "textDocument/codeLens", "textDocument/rename",
    ]

    static func pieces(from bytes: [UInt8]) -> [(bytes: [UInt8], afterPause: Bool)] {
        var pieces: [(bytes: [UInt8], afterPause: Bool)] = []
        var current: [UInt8] = []
        var afterPause = false
        var id = 0
        for record in bytes.split(separator: 0, omittingEmptySubsequences: false) {
            guard let code = record.first else { continue }
            let payload = Array(record.dropFirst())
            let uri = uris[Int(code >> 3) & 1]
            id += 1
            switch code & 7 {
            case 0:
                current += frame(["method": "textDocument/didOpen", "params": ["textDocument": ["uri": uri, "text": text(payload)]]])
            case 1:
                current += frame([
                    "method": "textDocument/didChange",
                    "params": ["textDocument": ["uri": uri, "version": id], "contentChanges": [["text": text(payload)]]],
                ])
            case 2:
                let method = methods[Int(payload.first ?? 0) % methods.count]
                let line = payload.count > 1 ? Int(payload[1]) : 0
                let character = payload.count > 2 ? Int(payload[2]) : 0
                let last = payload.count > 3 ? Int(payload[3]) : 1_000
                current += frame([
                    "id": id, "method": method,
                    "params": [
                        "textDocument": ["uri": uri], "position": ["line": line, "character": character],
                        "range": ["start": ["line": line, "character": 0], "end": ["line": last, "character": 0]],
                    ],
                ])
            case 3:
                current += payload
            case 4:
                current += Array("Content-Length: \(payload.count)\r\n\r\n".utf8) + payload
            case 5:
                let body = Array(payload.dropFirst())
                let off = Int(Int8(bitPattern: payload.first ?? 0))
                current += Array("Content-Length: \(max(0, body.count + off))\r\n\r\n".utf8) + body
            case 6:
                pieces.append((current, afterPause))
                current = []
                afterPause = true
                continue
            default:
                switch (payload.first ?? 0) % 6 {
                case 0: current += frame(["method": "textDocument/didClose", "params": ["textDocument": ["uri": uri]]])
                case 1: current += frame(["id": id, "method": "initialize", "params": ["capabilities": [:]]])
                case 2:
                    current += frame([
                        "id": id, "method": "initialize",
                        "params": ["capabilities": ["general": ["positionEncodings": ["utf-8"]]]],
                    ])
                case 3: current += frame(["id": id, "method": "shutdown"])
                case 4: current += frame(["method": "exit"])
                default: current += frame(["id": id, "method": "textDocument/hover"])
                }
            }
            // Pieces of any size: a message may arrive cut anywhere.
            if code & 0x80 != 0, !current.isEmpty {
                let cut = Int(code & 0x70) * current.count / 0x80
                pieces.append((Array(current[..<cut]), afterPause))
                current = Array(current[cut...])
                afterPause = false
            }
        }
        pieces.append((current, afterPause))
        return pieces
    }

    /// A scene's text for a document, kept to scripts the fuzzer can play quickly: a scene
    /// whose script has more than 10,000 steps is left out (the fuzzer looks for crashes and
    /// hangs, not long runs).
    static func text(_ payload: [UInt8]) -> String {
        let text = String(decoding: payload, as: UTF8.self)
        guard let scene = try? SceneLoader.load(SourceFile(path: "fuzz.scene", text: text)) else { return text }
        var steps = 0
        for _ in scene.script.prefix(10_001) { steps += 1 }
        return steps <= 10_000 ? text : ""
    }

    static func frame(_ object: [String: Any]) -> [UInt8] {
        var message = object
        message["jsonrpc"] = "2.0"
        guard let body = try? JSONSerialization.data(withJSONObject: message) else { return [] }
        return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + Array(body)
    }
}
