import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// `responder-sim lsp`, message by message.
@Suite struct LanguageServerTests {
    static let uri = "file:///tmp/a.scene"

    static func message(_ object: [String: Any]) -> [UInt8] {
        (try? JSONSerialization.data(withJSONObject: object)).map(Array.init) ?? []
    }

    static func decode(_ body: [UInt8]) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] ?? [:]
    }

    /// A server initialized (with `encodings` offered) and holding `text` open; the
    /// diagnostics it published.
    static func opened(_ text: String, encodings: [String] = []) -> (LanguageServer, [[String: Any]]) {
        var server = LanguageServer()
        let capabilities: [String: Any] = encodings.isEmpty ? [:] : ["general": ["positionEncodings": encodings]]
        _ = server.handle(message(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": capabilities]]))
        let published = server.handle(
            message([
                "jsonrpc": "2.0", "method": "textDocument/didOpen",
                "params": ["textDocument": ["uri": uri, "languageId": "scene", "version": 1, "text": text]],
            ]))
        let params = published.first.map(decode)?["params"] as? [String: Any]
        return (server, params?["diagnostics"] as? [[String: Any]] ?? [])
    }

    static func start(_ diagnostic: [String: Any]?) -> [Int] {
        let start = (diagnostic?["range"] as? [String: Any])?["start"] as? [String: Any]
        return [start?["line"] as? Int ?? -1, start?["character"] as? Int ?? -1]
    }

    static let broken = """
        scene: x
        window:
          window: main
          frame: [0, 0, 320, 480]
          subviews:
            - view: ok
              frmae: [0, 0, 10, 10]
        script:
          - 0.0 down t1 5 5

        """

    @Test func everyLoaderErrorIsADiagnosticAtTheSamePlaceCheckGives() throws {
        let (_, diagnostics) = Self.opened(Self.broken)
        let first = try #require(diagnostics.first)
        #expect(first["code"] as? String == "unknown-key")
        #expect(first["source"] as? String == "responder-sim")
        #expect(first["severity"] as? Int == 1)
        // check says 7:7; the protocol counts from 0.
        #expect(Self.start(first) == [6, 6])
    }

    @Test func malformedCorpusErrorsAppearWhereCheckPutsThem() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Malformed")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".scene") }.sorted()
        #expect(files.count > 20)
        for file in files {
            guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8), text.utf8.count < 60_000
            else { continue }
            let (_, diagnostics) = Self.opened(text, encodings: ["utf-8"])
            guard case .failure(let error) = Result(catching: { try SceneLoader.load(SourceFile(path: file, text: text)) }),
                let load = error as? SceneLoadError, let expected = load.diagnostics.first
            else { continue }
            let line = expected.location.line - 1
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let column = line < lines.count ? lines[line].prefix(expected.location.column - 1).utf8.count : 0
            #expect(Self.start(diagnostics.first) == [line, column], "\(file)")
        }
    }

    @Test func charactersCountUTF16UnitsPastEmojiAndCJKUnlessUTF8IsOffered() {
        let text =
            "scene: x\nwindow:\n  window: main\n  frame: [0, 0, 320, 480]\n  subviews:\n    - view: 😀名\n      frame: [0, 0, 1, 1]\nscript:\n  - 0.0 wait\n"
        let (_, utf16) = Self.opened(text)
        let range = utf16.first?["range"] as? [String: Any]
        #expect((range?["start"] as? [String: Any])?["character"] as? Int == 12)
        #expect((range?["end"] as? [String: Any])?["character"] as? Int == 15)
        let (_, utf8) = Self.opened(text, encodings: ["utf-8"])
        #expect(((utf8.first?["range"] as? [String: Any])?["end"] as? [String: Any])?["character"] as? Int == 19)
    }

    @Test func aStaleExpectBlockIsADiagnosticWithWhatTheRunPrints() {
        let text =
            Self.broken.replacingOccurrences(of: "frmae", with: "frame").replacingOccurrences(of: "handles", with: "x")
            + "expect:\n  - ok.touchesBegan [t1] handled\n"
        let (_, diagnostics) = Self.opened(text)
        #expect(diagnostics.first?["code"] as? String == "stale-expect")
        #expect((diagnostics.first?["message"] as? String)?.contains("the run prints 'ok.touchesBegan [t1] forwarded'") == true)
        #expect(Self.start(diagnostics.first) == [10, 0])
    }

    /// The hover text at a position of the open document, if any.
    static func hover(_ server: inout LanguageServer, _ line: Int, _ character: Int) -> String? {
        let reply = server.handle(
            Self.message([
                "jsonrpc": "2.0", "id": 7, "method": "textDocument/hover",
                "params": ["textDocument": ["uri": Self.uri], "position": ["line": line, "character": character]],
            ]))
        let result = reply.first.map(Self.decode)?["result"] as? [String: Any]
        return (result?["contents"] as? [String: Any])?["value"] as? String
    }

    @Test func hoverGivesARulesTextAndAKeysValue() {
        var (server, _) = Self.opened(Self.broken + "# see H6 here\n")
        func hover(_ line: Int, _ character: Int) -> String? { Self.hover(&server, line, character) }
        #expect(hover(9, 7)?.contains("H6 [doc] UILabel and UIImageView start with user interaction off") == true)
        #expect(hover(3, 3)?.hasPrefix("**frame**: [x, y, w, h]") == true)
        #expect(hover(3, 3)?.contains(ViewKey.frame.declaration.help) == true)
        #expect(hover(0, 0) == nil)
    }

    @Test func hoverOnARecognizersKeyGivesItsKindsRangeAndHelp() {
        let text = """
            window:
              window: main
              frame: [0, 0, 320, 480]
              enabled: yes
              gestures:
                - rotation: spin
                  hysteresis: 12
                  enabled: no
            script: []

            """
        var (server, _) = Self.opened(text)
        func hover(_ line: Int, _ character: Int) -> String? { Self.hover(&server, line, character) }
        #expect(hover(6, 8)?.hasPrefix("**hysteresis**: a number of degrees from 0 to 180") == true)
        #expect(hover(6, 8)?.hasSuffix("On rotation recognizers.") == true)
        #expect(hover(7, 8)?.contains("a disabled recognizer sees no touch") == true)
        // Outside a recognizer, `enabled` is the control's key.
        #expect(hover(3, 3)?.contains("isEnabled of a control") == true)
    }

    @Test func completionOffersKeysInTheTreeAndVerbsInTheScript() {
        var (server, _) = Self.opened(Self.broken)
        func labels(_ line: Int) -> [String] {
            let reply = server.handle(
                Self.message([
                    "jsonrpc": "2.0", "id": 8, "method": "textDocument/completion",
                    "params": ["textDocument": ["uri": Self.uri], "position": ["line": line, "character": 6]],
                ]))
            let items = (reply.first.map(Self.decode)?["result"] as? [String: Any])?["items"] as? [[String: Any]] ?? []
            return items.compactMap { $0["label"] as? String }
        }
        #expect(labels(6).contains("frame") && labels(6).contains("exclusive-touch"))
        #expect(labels(8).contains("down") && !labels(8).contains("frame"))
    }

    @Test func malformedMessagesUnknownDocumentsAndShutdownFollowTheProtocol() {
        var server = LanguageServer()
        let garbage = server.handle(Array("{bad".utf8))
        #expect((garbage.first.map(Self.decode)?["error"] as? [String: Any])?["code"] as? Int == -32700)
        let notOpen = server.handle(
            Self.message([
                "jsonrpc": "2.0", "id": 2, "method": "textDocument/hover",
                "params": ["textDocument": ["uri": "file:///x.scene"], "position": ["line": 0, "character": 0]],
            ]))
        #expect((notOpen.first.map(Self.decode)?["error"] as? [String: Any])?["code"] as? Int == -32602)
        let unknown = server.handle(Self.message(["jsonrpc": "2.0", "id": 3, "method": "textDocument/rename"]))
        #expect((unknown.first.map(Self.decode)?["error"] as? [String: Any])?["code"] as? Int == -32601)
        _ = server.handle(Self.message(["jsonrpc": "2.0", "id": 4, "method": "shutdown"]))
        _ = server.handle(Self.message(["jsonrpc": "2.0", "method": "exit"]))
        #expect(server.shutDown && server.exited)
    }

    @Test func framingSplitsMessagesThatArriveInPieces() {
        var framing = LSPFraming()
        let one = LSPFraming.frame(Array("{\"a\":1}".utf8))
        let two = LSPFraming.frame(Array("{\"b\":2}".utf8))
        let all = one + two
        framing.append(all[0..<5])
        #expect(framing.next() == nil)
        framing.append(all[5...])
        #expect(framing.next() == .message(Array("{\"a\":1}".utf8)))
        #expect(framing.next() == .message(Array("{\"b\":2}".utf8)))
        #expect(framing.next() == nil)
    }

    static let good = """
        scene: x
        window:
          window: main
          frame: [0, 0, 320, 480]
          subviews:
            - view: card
              frame: [0, 0, 320, 200]
              handles: all
              gestures:
                - tap: cardTap
        script:
          - 0.0 down t1 20 20
          - 0.1 up t1
          - 0.2 set card hidden yes

        """

    static func request(_ server: inout LanguageServer, _ method: String, line: Int = 0, character: Int = 0) -> Any? {
        let reply = server.handle(
            message([
                "jsonrpc": "2.0", "id": 9, "method": method,
                "params": ["textDocument": ["uri": uri], "position": ["line": line, "character": character]],
            ]))
        return reply.first.map(decode)?["result"]
    }

    @Test func definitionAndReferencesOfANameUsedInASetLine() {
        var (server, _) = Self.opened(Self.good)
        let definition = Self.request(&server, "textDocument/definition", line: 13, character: 12) as? [String: Any]
        #expect(Self.start(definition) == [5, 12])
        let references = Self.request(&server, "textDocument/references", line: 5, character: 13) as? [[String: Any]] ?? []
        #expect(references.map { Self.start($0) } == [[5, 12], [13, 12]])
    }

    @Test func documentSymbolsGiveTheTreeAndTheScript() {
        var (server, _) = Self.opened(Self.good)
        let symbols = Self.request(&server, "textDocument/documentSymbol") as? [[String: Any]] ?? []
        #expect(
            symbols.compactMap { $0["name"] as? String } == [
                "main", "card", "cardTap", "0.0 down t1 20 20", "0.1 up t1", "0.2 set card hidden yes",
            ])
    }

    @Test func inlayHintsAndCodeLensesGiveEachScriptLinesOutcome() {
        var (server, _) = Self.opened(Self.good)
        let hints = Self.request(&server, "textDocument/inlayHint") as? [[String: Any]] ?? []
        let labels = hints.compactMap { $0["label"] as? String }
        #expect(labels.first == "  → card.touchesBegan [t1] handled")
        #expect(labels.dropFirst().first == "  → card.touchesCancelled [t1] handled; gesture cardTap recognized")
        #expect(labels.last == "  → nothing")
        #expect((hints.first?["position"] as? [String: Any])?["line"] as? Int == 11)
        let lenses = Self.request(&server, "textDocument/codeLens") as? [[String: Any]] ?? []
        #expect((lenses.first?["command"] as? [String: Any])?["title"] as? String == "→ card.touchesBegan [t1] handled")
        // Hover on a script line gives its step's lines; on a view, its path.
        let hover = Self.request(&server, "textDocument/hover", line: 12, character: 4) as? [String: Any]
        #expect(((hover?["contents"] as? [String: Any])?["value"] as? String)?.contains("gesture cardTap recognized") == true)
        let view = Self.request(&server, "textDocument/hover", line: 5, character: 13) as? [String: Any]
        #expect((view?["contents"] as? [String: Any])?["value"] as? String == "**card** (UIView): main ▸ card")
    }

    @Test func completionFollowsTheCursor() {
        let text = Self.good + "        \n"
        var (server, _) = Self.opened(text)
        func labels(_ line: Int, _ character: Int) -> [String] {
            let result = Self.request(&server, "textDocument/completion", line: line, character: character) as? [String: Any]
            return (result?["items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
        }
        #expect(labels(1, 0).contains("script") && !labels(1, 0).contains("frame"))
        #expect(labels(6, 6).contains("frame"))
        #expect(labels(7, 15) == ["began", "moved", "ended", "cancelled", "all"])
        #expect(labels(9, 10).contains("pan") && labels(9, 10).contains("cancels-touches"))
        #expect(labels(13, 12).contains("card"))
        #expect(labels(12, 8).contains("down"))
    }

    @Test func aChangeIsCheckedAgainAndAChangeALaterOneReplacesIsDropped() {
        var (server, diagnostics) = Self.opened(Self.broken)
        #expect(!diagnostics.isEmpty)
        func change(_ text: String, _ version: Int) -> [UInt8] {
            Self.message([
                "jsonrpc": "2.0", "method": "textDocument/didChange",
                "params": ["textDocument": ["uri": Self.uri, "version": version], "contentChanges": [["text": text]]],
            ])
        }
        let fixed = Self.broken.replacingOccurrences(of: "frmae", with: "frame")
        let replies = server.handle(batch: [change(Self.broken + "# typing\n", 2), change(fixed, 3)])
        // One check, for the latest text: no diagnostics left.
        #expect(replies.count == 1)
        let params = replies.first.map(Self.decode)?["params"] as? [String: Any]
        #expect((params?["diagnostics"] as? [[String: Any]])?.isEmpty == true)
    }
}

extension LanguageServerTests {
    @Test func completionAndHoverKnowTheResponderChainsKeysAndLines() {
        let text = """
            window:
              window: main
              frame: [0, 0, 320, 480]
              handles-motion: all
              can-become-first-responder: yes
            script:
              - 0.0 press select began
              - 0.1 remote 
              - 0.2 become 
            """
        var (server, _) = Self.opened(text)
        func labels(_ line: Int, _ character: Int) -> [String] {
            let result = Self.request(&server, "textDocument/completion", line: line, character: character) as? [String: Any]
            return (result?["items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
        }
        #expect(labels(3, 18) == ["began", "ended", "cancelled", "all"])
        // A window takes the chain's keys but not a control's.
        #expect(!labels(2, 2).contains("sends") && labels(2, 2).contains("key-commands"))
        #expect(labels(6, 15).contains("select"))
        #expect(labels(7, 15).contains("toggle-play-pause"))
        #expect(labels(8, 15).contains("main"))
        let hover = Self.request(&server, "textDocument/hover", line: 4, character: 4) as? [String: Any]
        #expect(
            ((hover?["contents"] as? [String: Any])?["value"] as? String)?.hasPrefix("**can-become-first-responder**: yes or no") == true)
    }
}

extension LanguageServerTests {
    @Test func completionAndHoverKnowTheScrollViewKeys() {
        let text = """
            window:
              window: main
              frame: [0, 0, 320, 480]
              subviews:
                - view: list
                  class: UITableView
                  frame: [0, 0, 320, 480]
                  deceleration-rate: fast
                  content-size: [320, 900]
            script: []
            """
        var (server, _) = Self.opened(text)
        func labels(_ line: Int, _ character: Int) -> [String] {
            let result = Self.request(&server, "textDocument/completion", line: line, character: character) as? [String: Any]
            return (result?["items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
        }
        #expect(labels(7, 25) == ["normal", "fast"])
        #expect(labels(6, 6).contains("touches-should-cancel") && labels(6, 6).contains("content-offset"))
        #expect(labels(5, 13).contains("UICollectionView"))
        let hover = Self.request(&server, "textDocument/hover", line: 8, character: 8) as? [String: Any]
        #expect(
            ((hover?["contents"] as? [String: Any])?["value"] as? String)?.hasPrefix("**content-size**: [w, h] with both at least 0")
                == true)
    }
}
