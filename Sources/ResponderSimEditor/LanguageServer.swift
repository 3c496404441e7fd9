import Foundation
import ResponderSimChecking
import ResponderSimCore

/// `responder-sim lsp`: a Language Server Protocol (3.17) server for scene files, driven one
/// JSON-RPC message at a time so that tests can talk to it without processes. It publishes the
/// loader's diagnostics (and a stale `expect:` block) for the text as it is in the editor, and
/// answers hover (rule ids, keys) and completion (keys and script verbs).
///
/// Positions are 0-based lines and characters counted in UTF-16 code units, or in bytes when
/// the client offers `utf-8` in `positionEncodings`.
///
/// A document is checked lazily: ``receive(_:)`` only records a change, and
/// ``publishPending()``, called when no more input is waiting, checks each changed document
/// once, for its latest text, whatever the number and the size of the changes before it.
package struct LanguageServer {
    /// The open documents' texts, by URI.
    private var documents: [String: String] = [:]
    /// The documents changed since their diagnostics were last published, in the order of
    /// their first change.
    private var unpublished: [String] = []
    /// Whether characters are counted in UTF-8 bytes (else UTF-16 code units).
    var countsBytes = false
    /// Whether `shutdown` was received: `exit` then ends with status 0.
    package private(set) var shutDown = false
    /// Whether `exit` was received: the caller stops reading.
    package private(set) var exited = false
    /// How many times a document was checked (its diagnostics computed), for tests.
    package private(set) var checkCount = 0
    /// Each document's script-line outcomes for the text they were computed from: hints,
    /// lenses, symbols and hovers of one version run the scene once.
    private var outcomeCache: [String: (text: String, outcomes: [Int: LineOutcome])] = [:]

    /// The most items a list reply holds (outline symbols, references, hints, lenses): more
    /// than an editor shows, and few enough that a reply stays small on any document.
    package static let replyLimit = 5_000

    /// The outcomes of the document's script lines (``outcomes(of:path:)``), cached per text.
    mutating func outcomes(_ uri: String, _ text: String) -> [Int: LineOutcome] {
        if let cached = outcomeCache[uri], cached.text == text { return cached.outcomes }
        let computed = Self.outcomes(of: text, path: Self.path(of: uri))
        outcomeCache[uri] = (text, computed)
        return computed
    }

    package init() {}

    /// Handles the messages that arrived together, in order, then publishes the diagnostics of
    /// the documents they changed: each once, for its latest text.
    package mutating func handle(batch bodies: [[UInt8]]) -> [[UInt8]] {
        var replies: [[UInt8]] = []
        for body in bodies where !exited { replies += receive(body) }
        return replies + publishPending()
    }

    /// Handles one message's body (JSON) and publishes the diagnostics it makes due: the
    /// bodies to send back, in order.
    package mutating func handle(_ body: [UInt8]) -> [[UInt8]] {
        receive(body) + publishPending()
    }

    /// Handles a frame the framing read: a message, or a broken frame (a parse error).
    package mutating func receive(_ frame: LSPFraming.Frame) -> [[UInt8]] {
        switch frame {
        case .message(let body): return receive(body)
        case .broken(let reason): return [Self.error(nil, -32700, "parse error: \(reason)")]
        }
    }

    /// The diagnostics of every document changed since they were last published, each checked
    /// once, for its text as it is now.
    package mutating func publishPending() -> [[UInt8]] {
        let uris = unpublished
        unpublished = []
        return uris.filter { documents[$0] != nil }.map { diagnostics($0) }
    }

    /// Records that a document's text changed: its check waits for ``publishPending()``.
    private mutating func changed(_ uri: String) {
        if !unpublished.contains(uri) { unpublished.append(uri) }
    }

    /// Handles one message's body (JSON) and returns the replies to send back, in order; a
    /// document it opens or changes is checked later, by ``publishPending()``.
    package mutating func receive(_ body: [UInt8]) -> [[UInt8]] {
        guard let message = LSPMessageText.object(body) else { return [Self.error(nil, -32700, "parse error")] }
        let id = message["id"]
        guard let method = message["method"] as? String else {
            // A response from the client, or nonsense: nothing to answer unless it has an id.
            return id == nil ? [] : [Self.error(id, -32600, "invalid request: no method")]
        }
        let params = message["params"] as? [String: Any]
        switch method {
        case "initialize":
            let general = (params?["capabilities"] as? [String: Any])?["general"] as? [String: Any]
            let encodings = general?["positionEncodings"] as? [String] ?? []
            countsBytes = encodings.contains("utf-8")
            let capabilities: [String: Any] = [
                "positionEncoding": countsBytes ? "utf-8" : "utf-16",
                "textDocumentSync": 1,
                "hoverProvider": true,
                "completionProvider": ["triggerCharacters": [" "]],
                "definitionProvider": true,
                "referencesProvider": true,
                "documentSymbolProvider": true,
                "inlayHintProvider": true,
                "codeLensProvider": ["resolveProvider": false],
            ]
            return [Self.result(id, ["capabilities": capabilities, "serverInfo": ["name": "responder-sim"]])]
        case "initialized", "$/setTrace", "$/cancelRequest", "workspace/didChangeConfiguration":
            return []
        case "shutdown":
            // The documents changed last are checked before the end (a client that sent all
            // its messages at once gets their diagnostics).
            shutDown = true
            return publishPending() + [Self.result(id, NSNull())]
        case "exit":
            exited = true
            return []
        case "textDocument/didOpen":
            guard let document = params?["textDocument"] as? [String: Any], let uri = document["uri"] as? String,
                let text = document["text"] as? String
            else { return [] }
            documents[uri] = text
            changed(uri)
            return []
        case "textDocument/didChange":
            // A document never opened (or closed since) has nothing to check.
            guard let uri = (params?["textDocument"] as? [String: Any])?["uri"] as? String, documents[uri] != nil,
                let changes = params?["contentChanges"] as? [[String: Any]], let text = changes.last?["text"] as? String
            else { return [] }
            // Full sync: only the last change counts; earlier ones are obsolete.
            documents[uri] = text
            changed(uri)
            return []
        case "textDocument/didClose":
            guard let uri = (params?["textDocument"] as? [String: Any])?["uri"] as? String, documents[uri] != nil else { return [] }
            documents[uri] = nil
            outcomeCache[uri] = nil
            unpublished.removeAll { $0 == uri }
            return [
                Self.encode(["jsonrpc": "2.0", "method": "textDocument/publishDiagnostics", "params": ["uri": uri, "diagnostics": []]])
            ]
        case "textDocument/definition", "textDocument/references", "textDocument/documentSymbol", "textDocument/inlayHint",
            "textDocument/codeLens", "textDocument/hover", "textDocument/completion":
            guard let params else { return [Self.error(id, -32602, "invalid params: '\(method)' needs params")] }
            guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String else {
                return [Self.error(id, -32602, "invalid params: '\(method)' needs params.textDocument.uri")]
            }
            guard let text = documents[uri] else { return [Self.error(id, -32602, "the document is not open")] }
            return [Self.result(id, answer(method, uri, text, params))]
        default:
            return id == nil ? [] : [Self.error(id, -32601, "method not found: \(method)")]
        }
    }

    /// The result of a request about an open document.
    private mutating func answer(_ method: String, _ uri: String, _ text: String, _ params: [String: Any]) -> Any {
        let position = params["position"] as? [String: Any] ?? [:]
        let line = position["line"] as? Int ?? 0
        let character = position["character"] as? Int ?? 0
        switch method {
        case "textDocument/hover": return hover(uri, text, line: line, character: character)
        case "textDocument/completion": return completion(text, line: line, character: character)
        default: break
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        switch method {
        case "textDocument/definition", "textDocument/references":
            guard let word = word(in: lines, line: line, character: character) else { return NSNull() }
            if method == "textDocument/definition" {
                guard let found = Self.declarations(in: lines).first(where: { $0.name == word }) else { return NSNull() }
                return location(uri, lines, found.line, found.column, found.name.count)
            }
            return Self.occurrences(of: word, in: lines, limit: Self.replyLimit).map {
                location(uri, lines, $0.line, $0.column, word.count)
            }
        case "textDocument/documentSymbol":
            // The tree's names, then the script's lines, read from the text (no run): the
            // first ``replyLimit`` of them.
            var symbols: [[String: Any]] = []
            for found in Self.declarations(in: lines, limit: Self.replyLimit) {
                symbols.append([
                    "name": found.name, "kind": found.kind, "location": location(uri, lines, found.line, found.column, found.name.count),
                ])
            }
            for line in Self.scriptItemLines(in: lines, limit: Self.replyLimit - symbols.count) where symbols.count < Self.replyLimit {
                let item = lines[line].drop { $0 == " " || $0 == "-" }
                let shown = item.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
                symbols.append([
                    "name": shown, "kind": 12, "containerName": "script", "location": location(uri, lines, line, 0, lines[line].count),
                ])
            }
            return symbols
        default:
            // Each script line's outcome: inlay hints at the line's end, or code lenses; only
            // the lines of the requested range (the part of the file on screen), at most
            // ``replyLimit`` of them.
            var items: [[String: Any]] = []
            let range = params["range"] as? [String: Any]
            let first = (range?["start"] as? [String: Any])?["line"] as? Int ?? 0
            let last = (range?["end"] as? [String: Any])?["line"] as? Int ?? Int.max
            for (line, outcome) in outcomes(uri, text).sorted(by: { $0.key < $1.key })
            where line < lines.count && line >= first && line <= last {
                guard items.count < Self.replyLimit else { break }
                let end = ["line": line, "character": offset(in: lines[line], characters: lines[line].count)]
                let label = Self.hintText(outcome.lines)
                if method == "textDocument/inlayHint" {
                    items.append(["position": end, "label": "  " + label, "tooltip": outcome.summary, "paddingLeft": true])
                } else {
                    items.append([
                        "range": ["start": ["line": line, "character": 0], "end": end], "command": ["title": label, "command": ""],
                    ])
                }
            }
            return items
        }
    }

    // MARK: Diagnostics

    /// `textDocument/publishDiagnostics` for the document's text as it is now.
    private mutating func diagnostics(_ uri: String) -> [UInt8] {
        checkCount += 1
        let text = documents[uri] ?? ""
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var items: [[String: Any]] = []
        func range(_ location: SourceLocation, length: Int) -> [String: Any] {
            let line = location.line - 1
            let lineText = line >= 0 && line < lines.count ? lines[line] : ""
            return [
                "start": ["line": max(0, line), "character": offset(in: lineText, characters: location.column - 1)],
                "end": ["line": max(0, line), "character": offset(in: lineText, characters: location.column - 1 + length)],
            ]
        }
        do {
            let scene = try SceneLoader.load(SourceFile(path: Self.path(of: uri), text: text))
            if case .failed(let expected, let actual, let index) = ExpectationCheck.check(scene), let keyLine = scene.expectLocation?.line {
                let fileLine =
                    SceneTestRunner.expectItemLine(in: SourceFile(path: "", text: text), keyLine: keyLine, item: index - 1) ?? keyLine
                let printed = index <= actual.count ? "'\(actual[index - 1])'" : "nothing more"
                let lineText = fileLine - 1 < lines.count ? lines[fileLine - 1] : ""
                items.append([
                    "range": range(SourceLocation(line: fileLine, column: 1), length: lineText.count),
                    "severity": 1, "source": "responder-sim", "code": "stale-expect",
                    "message": "the trace differs at its line \(index): the run prints \(printed)"
                        + (index <= expected.count ? "" : " where expect: has ended"),
                ])
            }
        } catch let error as SceneLoadError {
            for diagnostic in error.diagnostics {
                var message = diagnostic.message
                if let hint = diagnostic.hint { message += " (\(hint))" }
                items.append([
                    "range": range(diagnostic.location, length: diagnostic.length), "severity": 1, "source": "responder-sim",
                    "code": diagnostic.id, "message": message,
                ])
            }
        } catch {
            items.append([
                "range": range(.start, length: 1), "severity": 1, "source": "responder-sim", "message": "\(error)",
            ])
        }
        return Self.encode([
            "jsonrpc": "2.0", "method": "textDocument/publishDiagnostics", "params": ["uri": uri, "diagnostics": items],
        ])
    }

    /// The protocol's character offset of the first `characters` characters of `line`.
    func offset(in line: String, characters: Int) -> Int {
        let prefix = line.prefix(max(0, characters))
        return countsBytes ? prefix.utf8.count : prefix.utf16.count
    }

    /// The character (grapheme) index of the protocol's `offset` in `line`.
    func characterIndex(in line: String, offset: Int) -> Int {
        var count = 0
        var units = 0
        for character in line {
            let width = countsBytes ? character.utf8.count : character.utf16.count
            if units + width > offset { break }
            units += width
            count += 1
        }
        return count
    }

    /// A `Location` of the protocol: `count` characters from (`line`, `column`).
    func location(_ uri: String, _ lines: [String], _ line: Int, _ column: Int, _ count: Int) -> [String: Any] {
        let text = line < lines.count ? lines[line] : ""
        return [
            "uri": uri,
            "range": [
                "start": ["line": line, "character": offset(in: text, characters: column)],
                "end": ["line": line, "character": offset(in: text, characters: column + count)],
            ],
        ]
    }

    /// The name under the protocol's position, if any.
    func word(in lines: [String], line: Int, character: Int) -> String? {
        guard line >= 0, line < lines.count else { return nil }
        let characters = Array(lines[line])
        let index = characterIndex(in: lines[line], offset: character)
        func isNameCharacter(_ character: Character) -> Bool {
            character.isLetter || character.isNumber || character == "_" || character == "-"
        }
        guard index < characters.count, isNameCharacter(characters[index]) else { return nil }
        var start = index
        while start > 0 && isNameCharacter(characters[start - 1]) { start -= 1 }
        var end = index
        while end < characters.count && isNameCharacter(characters[end]) { end += 1 }
        return String(characters[start..<end])
    }

    // MARK: JSON-RPC

    static func path(of uri: String) -> String {
        URL(string: uri).map(\.path).flatMap { $0.isEmpty ? nil : $0 } ?? uri
    }

    static func result(_ id: Any?, _ result: Any) -> [UInt8] {
        encode(["jsonrpc": "2.0", "id": id ?? NSNull(), "result": result])
    }

    private static func error(_ id: Any?, _ code: Int, _ message: String) -> [UInt8] {
        encode(["jsonrpc": "2.0", "id": id ?? NSNull(), "error": ["code": code, "message": message]])
    }

    static func encode(_ object: [String: Any]) -> [UInt8] {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return [] }
        return Array(data)
    }
}
