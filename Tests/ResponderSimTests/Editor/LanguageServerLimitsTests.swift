import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor

/// `responder-sim lsp` on hostile input: broken frames, bursts of big changes, huge replies,
/// the protocol's corners. Growth is measured as work counted, never as seconds.
@Suite struct LanguageServerLimitsTests {
    typealias Frame = LSPFraming.Frame

    static func frames(_ framing: inout LSPFraming) -> [Frame] {
        var all: [Frame] = []
        while let frame = framing.next() { all.append(frame) }
        return all
    }

    static let good = LSPFraming.frame(Array(#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#.utf8))
    static let goodBody = Frame.message(Array(#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#.utf8))

    // MARK: Framing

    @Test func aWellFramedMessageAfterABrokenOneIsRead() {
        let broken: [(String, [UInt8])] = [
            ("no length", Array("Content-Type: x\r\n\r\n{}".utf8)),
            ("length no number", Array("Content-Length: x\r\n\r\n".utf8)),
            ("negative length", Array("Content-Length: -5\r\n\r\n".utf8)),
            ("two lengths", Array("Content-Length: 3\r\nContent-Length: 4\r\n\r\nabc".utf8)),
            ("a length over the limit", Array("Content-Length: 99999999999999999999\r\n\r\n".utf8)),
            ("garbage glued to the header", Array("garbage".utf8)),
            ("a line that is no header", Array("hello world\r\n\r\n".utf8)),
            ("a length too large", Array("Content-Length: 500\r\n\r\n{}".utf8)),
            ("a header that never ends", Array(repeating: UInt8(ascii: "a"), count: 200_000)),
        ]
        for (name, bytes) in broken {
            var framing = LSPFraming()
            framing.append(bytes + Self.good + Self.good)
            let read = Self.frames(&framing)
            #expect(read.suffix(2) == [Self.goodBody, Self.goodBody], "\(name)")
            #expect(read.dropLast(2).allSatisfy { if case .broken = $0 { true } else { false } }, "\(name)")
            #expect(read.count <= 4, "\(name): \(read.count) frames")
            #expect(!framing.holdsPartialMessage, "\(name)")
        }
        // A short length answers the rest as a parse error, then reads on.
        var short = LSPFraming()
        short.append(Array("Content-Length: 2\r\n\r\n{}}".utf8) + Self.good)
        #expect(Self.frames(&short).first == .message(Array("{}".utf8)))
    }

    @Test func aNeverEndingHeaderIsCutAt64KiBAndReadInLinearWork() {
        // Bytes arriving 1 KiB at a time: the work is a small multiple of the bytes, whatever
        // their number, and the memory stays at the header limit.
        func work(_ size: Int) -> (examined: Int, held: Int, broken: Int) {
            var framing = LSPFraming()
            var held = 0
            var broken = 0
            let piece = [UInt8](repeating: UInt8(ascii: "x"), count: 1_024)
            for _ in 0..<(size / piece.count) {
                framing.append(piece)
                for frame in Self.frames(&framing) { if case .broken = frame { broken += 1 } }
                held = max(held, framing.heldByteCount)
            }
            framing.append(Self.good)
            #expect(Self.frames(&framing) == [Self.goodBody])
            return (framing.examined, held, broken)
        }
        let small = work(1 << 20)
        let large = work(4 << 20)
        #expect(small.examined <= 3 * (1 << 20))
        #expect(large.examined <= 3 * (4 << 20))
        #expect(Double(large.examined) / Double(small.examined) < 4.5)
        #expect(large.held <= LSPFraming.headerLimit + 2_048)
        #expect(small.broken == 1 && large.broken == 1)
    }

    @Test func aBigBodyInSmallPiecesIsReadInLinearWork() {
        let body = Array(("{\"text\":\"" + String(repeating: "content-length: 12 ", count: 50_000) + "\"}").utf8)
        var framing = LSPFraming()
        let all = LSPFraming.frame(body)
        var read: [Frame] = []
        for start in stride(from: 0, to: all.count, by: 4_096) {
            framing.append(all[start..<min(all.count, start + 4_096)])
            read += Self.frames(&framing)
        }
        #expect(read == [.message(body)])
        #expect(framing.examined <= 2 * all.count)
    }

    @Test func aBrokenFrameIsAnsweredWithAParseErrorAndTheNextMessageStill() {
        var input = Pieces([Array("Content-Length: nope\r\n\r\n".utf8) + Self.good])
        var replies: [[String: Any]] = []
        _ = LSPSession.serve(&input) { replies.append(LanguageServerTests.decode($0)) }
        #expect((replies.first?["error"] as? [String: Any])?["code"] as? Int == -32700)
        #expect(((replies.first?["error"] as? [String: Any])?["message"] as? String)?.contains("Content-Length") == true)
        #expect(replies.count == 2 && replies.last?["id"] as? Int == 1)
    }

    // MARK: Coalescing

    /// Bytes in pieces, each with whether it arrives after a pause (no bytes waiting before it).
    struct Pieces: LSPInput {
        var pieces: [(bytes: [UInt8], afterPause: Bool)]
        var next = 0
        init(_ pieces: [[UInt8]], pauses: Set<Int> = []) {
            self.pieces = pieces.enumerated().map { ($0.element, pauses.contains($0.offset)) }
        }
        mutating func read() -> [UInt8]? {
            guard next < pieces.count else { return nil }
            next += 1
            return pieces[next - 1].bytes
        }
        mutating func hasWaitingBytes() -> Bool { next < pieces.count && !pieces[next].afterPause }
    }

    static let uri = LanguageServerTests.uri

    static func change(_ text: String, _ version: Int) -> [UInt8] {
        LanguageServerTests.message([
            "jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": ["textDocument": ["uri": uri, "version": version], "contentChanges": [["text": text]]],
        ])
    }

    static func open(_ text: String) -> [UInt8] {
        LanguageServerTests.message([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": ["textDocument": ["uri": uri, "languageId": "scene", "version": 1, "text": text]],
        ])
    }

    static func hoverRequest(_ id: Int, _ line: Int, _ character: Int) -> [UInt8] {
        LanguageServerTests.message([
            "jsonrpc": "2.0", "id": id, "method": "textDocument/hover",
            "params": ["textDocument": ["uri": uri], "position": ["line": line, "character": character]],
        ])
    }

    /// A scene of about `views` views and `touches` touches, as `generate` writes it.
    static func generated(views: Int, touches: Int) -> String {
        var text = ""
        SceneGenerator(views: views, fanout: 4, touches: touches, seed: 1).write(to: &text)
        return text
    }

    @Test func aBurstOfBigChangesInSmallPiecesIsCheckedOnceForTheLatestText() {
        // Each change is larger than a pipe's buffer and arrives in 4 KiB pieces; a hover in
        // the middle is answered before any check, with the text as it is then.
        let text = Self.generated(views: 50, touches: 500)
        #expect(text.utf8.count > 65_536)
        var stream = LSPFraming.frame(Self.open(text))
        for version in 2...20 { stream += LSPFraming.frame(Self.change(text + "# \(version)\n", version)) }
        stream += LSPFraming.frame(Self.hoverRequest(5, 0, 0))
        let broken = text.replacingOccurrences(of: "frame:", with: "frmae:")
        for version in 21...40 { stream += LSPFraming.frame(Self.change(broken + "# \(version)\n", version)) }
        let pieces = stride(from: 0, to: stream.count, by: 4_096).map { Array(stream[$0..<min(stream.count, $0 + 4_096)]) }
        var input = Pieces(pieces)
        var replies: [[String: Any]] = []
        let server = LSPSession.serve(&input) { replies.append(LanguageServerTests.decode($0)) }
        #expect(server.checkCount == 1)
        #expect(replies.count == 2)
        #expect(replies.first?["id"] as? Int == 5)
        let diagnostics = (replies.last?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
        #expect(diagnostics.first?["code"] as? String == "unknown-key")
    }

    @Test func aPauseBetweenMessagesChecksAndAPauseInsideOneDoesNot() {
        let text = LanguageServerTests.good
        let first = LSPFraming.frame(Self.open(text))
        let second = LSPFraming.frame(Self.change(text + "# more\n", 2))
        // Pieces: the open, half of the change (after a pause), its other half (after a pause).
        let half = second.count / 2
        var input = Pieces([first, Array(second[..<half]), Array(second[half...])], pauses: [1, 2])
        var published = 0
        let server = LSPSession.serve(&input) { reply in
            if LanguageServerTests.decode(reply)["method"] as? String == "textDocument/publishDiagnostics" { published += 1 }
        }
        // After the open (input paused); not while the change was half read; after it (at the end).
        #expect(server.checkCount == 2 && published == 2)
    }

    @Test func changesThatArriveTogetherAreCheckedOnce() {
        var (server, _) = LanguageServerTests.opened(LanguageServerTests.broken)
        let before = server.checkCount
        for version in 2...50 { #expect(server.receive(Self.change(LanguageServerTests.good + "# \(version)\n", version)).isEmpty) }
        let published = server.publishPending()
        #expect(server.checkCount == before + 1 && published.count == 1)
        #expect(server.publishPending().isEmpty)
    }

    // MARK: Work proportional to the input

    @Test func hoverOnTheLastScriptLineGrowsWithTheSceneNotItsSquare() {
        // The work of a hover is one load and one run: measured by the processor time of the
        // thread against a load and run of the same scene, at two sizes 4 times apart (views and
        // touches both), the hover stays within a few runs at both. When each step spelled
        // every view's name again, it grew with views × steps: 4.3 and 12.3 runs here.
        func ratio(views: Int, touches: Int) -> Double {
            let text = Self.generated(views: views, touches: touches)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let last = lines.lastIndex { $0.hasPrefix("  - ") } ?? 0
            // On the touch's id, the line's last word.
            let hover = LanguageServerTests.message([
                "jsonrpc": "2.0", "id": 1, "method": "textDocument/hover",
                "params": ["textDocument": ["uri": Self.uri], "position": ["line": last, "character": lines[last].count - 1]],
            ])
            var best = Double.infinity
            var bestRun = Double.infinity
            for _ in 0..<3 {
                var (server, _) = LanguageServerTests.opened(text)
                let start = Self.threadTime()
                let reply = server.handle(hover).first.map(LanguageServerTests.decode)
                #expect((reply?["result"] as? [String: Any])?["contents"] != nil)
                best = min(best, Self.threadTime() - start)
                let runStart = Self.threadTime()
                if let scene = try? SceneLoader.load(SourceFile(path: "", text: text)) {
                    var simulator = Simulator(scene: scene)
                    var writer = CompactWriter(output: DiscardingOutput())
                    simulator.run(into: &writer)
                }
                bestRun = min(bestRun, Self.threadTime() - runStart)
            }
            return best / max(bestRun, 1e-6)
        }
        let small = ratio(views: 1_000, touches: 50)
        let large = ratio(views: 4_000, touches: 200)
        // Generous bounds (a shared machine's noise), which the quadratic hover still fails.
        #expect(large < 8, "hover costs \(large) loads and runs at the large size")
        #expect(large < small * 2.5, "hover/run grew from \(small) to \(large)")
    }

    /// The processor time of the calling thread, in seconds.
    static func threadTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    // MARK: Bounded replies

    @Test func aRangeOfManyStepsGetsAShortHintAndTooltip() throws {
        let text = """
            scene: x
            window:
              window: main
              frame: [0, 0, 320, 480]
              subviews:
                - view: card
                  frame: [0, 0, 320, 480]
                  handles: all
            script:
              - 0.0 down t1 10 10
              - 0.0..100.0 move t1 10 10 -> 300 400 steps 100000
              - 100.1 up t1

            """
        var (server, _) = LanguageServerTests.opened(text)
        let hints = LanguageServerTests.request(&server, "textDocument/inlayHint") as? [[String: Any]] ?? []
        let range = try #require(hints.first { ($0["position"] as? [String: Any])?["line"] as? Int == 10 })
        let tooltip = try #require(range["tooltip"] as? String)
        #expect(tooltip.utf8.count < 4_000)
        #expect(tooltip.split(separator: "\n").count == LineOutcome.shownLimit + 1)
        #expect(tooltip.hasSuffix("… and 99980 more lines"))
        #expect((range["label"] as? String).map { $0.count <= 82 } == true)
        let hover = LanguageServerTests.request(&server, "textDocument/hover", line: 10, character: 4) as? [String: Any]
        let value = try #require((hover?["contents"] as? [String: Any])?["value"] as? String)
        #expect(value.utf8.count < 4_000 && value.contains("… and 99980 more lines"))
    }

    @Test func outlineLensesHintsAndReferencesHoldAtMostTheReplyLimit() {
        var text = LanguageServerTests.good
        for index in 0..<6_000 { text += "  - \(3 + index).0 set card hidden \(index % 2 == 0 ? "no" : "yes")\n" }
        var (server, _) = LanguageServerTests.opened(text)
        let symbols = LanguageServerTests.request(&server, "textDocument/documentSymbol") as? [[String: Any]] ?? []
        #expect(symbols.count == LanguageServer.replyLimit)
        #expect(symbols.prefix(3).compactMap { $0["name"] as? String } == ["main", "card", "cardTap"])
        let lenses = LanguageServerTests.request(&server, "textDocument/codeLens") as? [[String: Any]] ?? []
        #expect(lenses.count == LanguageServer.replyLimit)
        let hints = LanguageServerTests.request(&server, "textDocument/inlayHint") as? [[String: Any]] ?? []
        #expect(hints.count == LanguageServer.replyLimit)
        let references = LanguageServerTests.request(&server, "textDocument/references", line: 5, character: 13) as? [[String: Any]]
        #expect(references?.count == LanguageServer.replyLimit)
    }

    @Test func theOutlineListsTheScriptOfASceneThatDoesNotLoad() {
        var (server, _) = LanguageServerTests.opened(LanguageServerTests.broken)
        let symbols = LanguageServerTests.request(&server, "textDocument/documentSymbol") as? [[String: Any]] ?? []
        #expect(symbols.compactMap { $0["name"] as? String } == ["main", "ok", "0.0 down t1 5 5"])
    }

    // MARK: Protocol details

    @Test func changingOrClosingADocumentNeverOpenedPublishesNothing() {
        var server = LanguageServer()
        #expect(server.handle(Self.change(LanguageServerTests.good, 2)).isEmpty)
        let close = LanguageServerTests.message([
            "jsonrpc": "2.0", "method": "textDocument/didClose", "params": ["textDocument": ["uri": Self.uri]],
        ])
        #expect(server.handle(close).isEmpty)
        #expect(server.checkCount == 0)
        // Still not open: a request about it says so.
        let reply = server.handle(Self.hoverRequest(3, 0, 0)).first.map(LanguageServerTests.decode)
        #expect((reply?["error"] as? [String: Any])?["message"] as? String == "the document is not open")
    }

    @Test func aRequestWithoutParamsSaysSo() {
        var (server, _) = LanguageServerTests.opened(LanguageServerTests.good)
        for method in ["textDocument/hover", "textDocument/documentSymbol", "textDocument/completion"] {
            let reply = server.handle(LanguageServerTests.message(["jsonrpc": "2.0", "id": 4, "method": method]))
            let error = reply.first.map(LanguageServerTests.decode)?["error"] as? [String: Any]
            #expect(error?["code"] as? Int == -32602)
            #expect(error?["message"] as? String == "invalid params: '\(method)' needs params", "\(method)")
        }
        let noURI = server.handle(
            LanguageServerTests.message(["jsonrpc": "2.0", "id": 5, "method": "textDocument/hover", "params": ["position": [:]]]))
        #expect(
            (noURI.first.map(LanguageServerTests.decode)?["error"] as? [String: Any])?["message"] as? String
                == "invalid params: 'textDocument/hover' needs params.textDocument.uri")
    }

    @Test func aLoneSurrogateEscapeIsValidJSONText() {
        var server = LanguageServer()
        // A comment cut in the middle of an emoji's pair, as an editor may send it.
        let text = (LanguageServerTests.good + "# \\ud800 H6\n").replacingOccurrences(of: "\n", with: "\\n")
        let body =
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///tmp/a.scene","text":""#
            + text + #""}}}"#
        let replies = server.handle(Array(body.utf8)).map(LanguageServerTests.decode)
        #expect(replies.count == 1)
        #expect(replies.first?["method"] as? String == "textDocument/publishDiagnostics")
        // The surrogate stands for one UTF-16 unit, as U+FFFD does: the rule id is at 4.
        let hover = LanguageServerTests.request(&server, "textDocument/hover", line: 14, character: 5) as? [String: Any]
        #expect(LanguageServerTests.start(hover) == [14, 4])
        // Escaped backslashes and a proper pair are left alone.
        #expect(LSPMessageText.replacingLoneSurrogates(Array(#"{"a":"\\ud800 \ud83d\ude00"}"#.utf8)) == nil)
        #expect(
            LSPMessageText.replacingLoneSurrogates(Array(#"{"a":"\udc00\ud800"}"#.utf8))
                == Array(#"{"a":"\ufffd\ufffd"}"#.utf8))
    }
}
