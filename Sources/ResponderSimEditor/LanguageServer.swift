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
package struct LanguageServer {
    /// The open documents' texts, by URI.
    private var documents: [String: String] = [:]
    /// Whether characters are counted in UTF-8 bytes (else UTF-16 code units).
    private var countsBytes = false
    /// Whether `shutdown` was received: `exit` then ends with status 0.
    package private(set) var shutDown = false
    /// Whether `exit` was received: the caller stops reading.
    package private(set) var exited = false
    /// Each document's script-line outcomes for the text they were computed from: hints,
    /// lenses, symbols and hovers of one version run the scene once.
    private var outcomeCache: [String: (text: String, outcomes: [Int: [String]])] = [:]

    /// The outcomes of the document's script lines (``outcomes(of:path:)``), cached per text.
    private mutating func outcomes(_ uri: String, _ text: String) -> [Int: [String]] {
        if let cached = outcomeCache[uri], cached.text == text { return cached.outcomes }
        let computed = Self.outcomes(of: text, path: Self.path(of: uri))
        outcomeCache[uri] = (text, computed)
        return computed
    }

    package init() {}

    /// Handles the messages that arrived together, in order, dropping each `didChange` that a
    /// later one in the batch makes obsolete (the same document's whole text again): while
    /// the user types faster than a check takes, only the latest text is checked.
    package mutating func handle(batch bodies: [[UInt8]]) -> [[UInt8]] {
        let uris = bodies.map(Self.changedDocument)
        var replies: [[UInt8]] = []
        for (index, body) in bodies.enumerated() where !exited {
            // A later change replaces this one's whole text: skip it, and its check.
            if let uri = uris[index], uris[(index + 1)...].contains(uri) { continue }
            replies += handle(body)
        }
        return replies
    }

    /// The document a `textDocument/didChange` body changes, or nil for any other message.
    private static func changedDocument(_ body: [UInt8]) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any],
            object["method"] as? String == "textDocument/didChange"
        else { return nil }
        return ((object["params"] as? [String: Any])?["textDocument"] as? [String: Any])?["uri"] as? String
    }

    /// Handles one message's body (JSON) and returns the bodies to send back, in order.
    package mutating func handle(_ body: [UInt8]) -> [[UInt8]] {
        guard let object = try? JSONSerialization.jsonObject(with: Data(body)), let message = object as? [String: Any] else {
            return [Self.encode(["jsonrpc": "2.0", "id": NSNull(), "error": ["code": -32700, "message": "parse error"]])]
        }
        let id = message["id"]
        guard let method = message["method"] as? String else {
            // A response from the client, or nonsense: nothing to answer unless it has an id.
            return id == nil ? [] : [Self.error(id, -32600, "invalid request: no method")]
        }
        let params = message["params"] as? [String: Any] ?? [:]
        switch method {
        case "initialize":
            let general = (params["capabilities"] as? [String: Any])?["general"] as? [String: Any]
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
            shutDown = true
            return [Self.result(id, NSNull())]
        case "exit":
            exited = true
            return []
        case "textDocument/didOpen":
            guard let document = params["textDocument"] as? [String: Any], let uri = document["uri"] as? String,
                let text = document["text"] as? String
            else { return [] }
            documents[uri] = text
            return [diagnostics(uri)]
        case "textDocument/didChange":
            guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String,
                let changes = params["contentChanges"] as? [[String: Any]], let text = changes.last?["text"] as? String
            else { return [] }
            // Full sync: only the last change counts; earlier ones are obsolete.
            documents[uri] = text
            return [diagnostics(uri)]
        case "textDocument/didClose":
            guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String else { return [] }
            documents[uri] = nil
            outcomeCache[uri] = nil
            return [
                Self.encode(["jsonrpc": "2.0", "method": "textDocument/publishDiagnostics", "params": ["uri": uri, "diagnostics": []]])
            ]
        case "textDocument/definition", "textDocument/references", "textDocument/documentSymbol", "textDocument/inlayHint",
            "textDocument/codeLens":
            guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String, let text = documents[uri] else {
                return [Self.error(id, -32602, "the document is not open")]
            }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let position = params["position"] as? [String: Any] ?? [:]
            let line = position["line"] as? Int ?? 0
            let character = position["character"] as? Int ?? 0
            switch method {
            case "textDocument/definition", "textDocument/references":
                guard let word = word(in: lines, line: line, character: character) else { return [Self.result(id, NSNull())] }
                if method == "textDocument/definition" {
                    guard let found = Self.declarations(in: lines).first(where: { $0.name == word }) else {
                        return [Self.result(id, NSNull())]
                    }
                    return [Self.result(id, location(uri, lines, found.line, found.column, found.name.count))]
                }
                let all = Self.occurrences(of: word, in: lines).map { location(uri, lines, $0.line, $0.column, word.count) }
                return [Self.result(id, all)]
            case "textDocument/documentSymbol":
                var symbols: [[String: Any]] = Self.declarations(in: lines).map { found in
                    ["name": found.name, "kind": found.kind, "location": location(uri, lines, found.line, found.column, found.name.count)]
                }
                for (line, _) in outcomes(uri, text).sorted(by: { $0.key < $1.key }) {
                    let item = lines[line].drop { $0 == " " || $0 == "-" }
                    let shown = item.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
                    symbols.append([
                        "name": shown, "kind": 12, "containerName": "script", "location": location(uri, lines, line, 0, lines[line].count),
                    ])
                }
                return [Self.result(id, symbols)]
            default:
                // Each script line's outcome: inlay hints at the line's end, or code lenses.
                var items: [[String: Any]] = []
                // Only the lines of the requested range (the part of the file on screen).
                let range = params["range"] as? [String: Any]
                let first = (range?["start"] as? [String: Any])?["line"] as? Int ?? 0
                let last = (range?["end"] as? [String: Any])?["line"] as? Int ?? Int.max
                for (line, printed) in outcomes(uri, text).sorted(by: { $0.key < $1.key })
                where line < lines.count && line >= first && line <= last {
                    let end = ["line": line, "character": offset(in: lines[line], characters: lines[line].count)]
                    let label = Self.hintText(printed)
                    let tooltip = printed.isEmpty ? "nothing" : printed.joined(separator: "\n")
                    if method == "textDocument/inlayHint" {
                        items.append(["position": end, "label": "  " + label, "tooltip": tooltip, "paddingLeft": true])
                    } else {
                        items.append([
                            "range": ["start": ["line": line, "character": 0], "end": end],
                            "command": ["title": label, "command": ""],
                        ])
                    }
                }
                return [Self.result(id, items)]
            }
        case "textDocument/hover", "textDocument/completion":
            guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String, let text = documents[uri] else {
                return [Self.error(id, -32602, "the document is not open")]
            }
            let position = params["position"] as? [String: Any] ?? [:]
            let line = position["line"] as? Int ?? 0
            let character = position["character"] as? Int ?? 0
            if method == "textDocument/hover" { return [Self.result(id, hover(uri, text, line: line, character: character))] }
            return [Self.result(id, completion(text, line: line, character: character))]
        default:
            return id == nil ? [] : [Self.error(id, -32601, "method not found: \(method)")]
        }
    }

    // MARK: Diagnostics

    /// `textDocument/publishDiagnostics` for the document's text as it is now.
    private func diagnostics(_ uri: String) -> [UInt8] {
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
    private func offset(in line: String, characters: Int) -> Int {
        let prefix = line.prefix(max(0, characters))
        return countsBytes ? prefix.utf8.count : prefix.utf16.count
    }

    /// The character (grapheme) index of the protocol's `offset` in `line`.
    private func characterIndex(in line: String, offset: Int) -> Int {
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
    private func location(_ uri: String, _ lines: [String], _ line: Int, _ column: Int, _ count: Int) -> [String: Any] {
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
    private func word(in lines: [String], line: Int, character: Int) -> String? {
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

    // MARK: Hover and completion

    /// The kind of the `gestures:` item whose key starts at column `start` of `line`: the
    /// nearest line above, less indented, that is `- KIND: NAME`; nil outside such an item.
    static func recognizerKind(of line: Int, start: Int, in lines: [String]) -> GestureKind? {
        var index = line
        while index > 0 {
            index -= 1
            let text = lines[index]
            let indent = text.prefix { $0 == " " }.count
            let item = text.dropFirst(indent)
            guard indent < start, !item.isEmpty, !item.hasPrefix("#") else { continue }
            guard item.hasPrefix("- "), let colon = item.firstIndex(of: ":") else { return nil }
            let word = item[item.index(item.startIndex, offsetBy: 2)..<colon].trimmingCharacters(in: .whitespaces)
            return GestureKind(rawValue: word).flatMap { GestureKind.declarable.contains($0) ? $0 : nil }
        }
        return nil
    }

    /// The hover text of the key `word` written at column `start` of `line`: what its value
    /// must be, what it means and where it may be written; a key of a `gestures:` item is the
    /// recognizer key of that kind. Nil for a word that is no key.
    static func keyHover(_ word: String, line: Int, start: Int, _ lines: [String]) -> String? {
        func text(_ expectation: String, _ help: String, on place: String, settable: Bool?) -> String {
            let set = settable.map { $0 ? "; a script's `set` may change it." : "." } ?? "."
            return "**\(word)**: \(expectation)\n\n\(help)\n\nOn \(place)" + set
        }
        if let key = GestureKey(rawValue: word), let kind = recognizerKind(of: line, start: start, in: lines) {
            // Its kind decides its range and default.
            let declaration = key.declaration(for: kind)
            return text(declaration.expectation, declaration.help, on: "\(kind.name) recognizers", settable: nil)
        }
        if let key = ViewKey(rawValue: word) {
            let place: String
            switch key.placement {
            case .anywhere: place = "views and windows"
            case .viewsOnly: place = "views"
            case .windowsOnly: place = "windows"
            case .controlsOnly: place = "controls (UIControl, UIButton, UITextField)"
            }
            return text(key.expectation, key.declaration.help, on: place, settable: key.isSettable)
        }
        if let key = ChainKey(rawValue: word) {
            let place: String
            switch key.placement {
            case .everyResponder: place = "every responder (views, windows, controllers, application, delegate)"
            case .viewsWindowsControllers: place = "views, windows and controllers"
            case .viewsOnly: place = "views (not windows)"
            case .controlsOnly: place = "controls (UIControl, UIButton, UITextField)"
            case .controllersOnly: place = "controllers"
            }
            return text(key.expectation, key.help, on: place, settable: key.isSettable)
        }
        if let key = ScrollKey(rawValue: word) {
            return text(
                key.expectation, key.help, on: "scroll views (UIScrollView, UITableView, UICollectionView, UITextView)",
                settable: key.isSettable)
        }
        return nil
    }

    /// Hover on a rule id (anywhere, notes and comments included) or a key: the rule as
    /// `responder-sim rules ID` prints it, or the key's value and where it may be written.
    private mutating func hover(_ uri: String, _ text: String, line: Int, character: Int) -> Any {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard line >= 0, line < lines.count else { return NSNull() }
        let characters = Array(lines[line])
        let index = characterIndex(in: lines[line], offset: character)
        func isWordCharacter(_ character: Character) -> Bool {
            character.isLetter || character.isNumber || character == "-" || character == "_"
        }
        guard index < characters.count, isWordCharacter(characters[index]) else { return NSNull() }
        var start = index
        while start > 0 && isWordCharacter(characters[start - 1]) { start -= 1 }
        var end = index
        while end < characters.count && isWordCharacter(characters[end]) { end += 1 }
        let word = String(characters[start..<end])
        var contents: String?
        if let rule = RuleID(id: word), rule.rawValue == word || rule.rawValue.uppercased() == word,
            let printed = try? RulesRequest.ids([word]).output()
        {
            contents = "```\n" + printed + "```"
        } else if end < characters.count, characters[end] == ":", let key = Self.keyHover(word, line: line, start: start, lines) {
            contents = key
        } else if let scene = try? SceneLoader.load(SourceFile(path: "", text: text)), let view = scene.view(named: word) {
            // A view or window: its path in the tree.
            var path: [String] = []
            var current: ViewID? = view
            while let id = current {
                path.insert(scene.views[id.index].name, at: 0)
                current = scene.views[id.index].superview
            }
            let node = scene.views[view.index]
            contents = "**\(word)** (\(node.isWindow ? "window" : node.viewClass.rawValue)): " + path.joined(separator: " ▸ ")
        } else if let printed = outcomes(uri, text)[line] {
            // A script line: what its step prints.
            contents = "```\n" + (printed.isEmpty ? "(nothing)" : printed.joined(separator: "\n")) + "\n```"
        }
        guard let contents else { return NSNull() }
        let lineText = lines[line]
        return [
            "contents": ["kind": "markdown", "value": contents],
            "range": [
                "start": ["line": line, "character": offset(in: lineText, characters: start)],
                "end": ["line": line, "character": offset(in: lineText, characters: end)],
            ],
        ]
    }

    /// Completion by context: after a key, its values (classes, `yes`/`no`, phases, kinds,
    /// directions) or names (`requires-failure-of`, `simultaneous-with`, `target`); in the
    /// script, action words, then names after `set` and `remove`; at the top level its keys;
    /// inside a `gestures:` item the recognizer keys; elsewhere the keys of views and windows.
    private func completion(_ text: String, line: Int, character: Int) -> Any {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard line >= 0, line < lines.count else { return ["isIncomplete": false, "items": []] }
        let current = lines[line]
        let before = String(current.prefix(characterIndex(in: current, offset: character)))
        let names = Self.declarations(in: lines).map(\.name)
        func items(_ words: [String], kind: Int, detail: String) -> [[String: Any]] {
            words.map { ["label": $0, "kind": kind, "detail": detail] }
        }
        var inScript = false
        var inGestures = false
        for (index, text) in lines.enumerated() where index < line {
            if let first = text.first, first != " ", first != "#", first != "-" { inScript = text.hasPrefix("script:") }
            let trimmed = text.drop { $0 == " " }
            if trimmed.hasPrefix("gestures:") { inGestures = true }
            if trimmed.hasPrefix("- view:") || trimmed.hasPrefix("subviews:") || trimmed.hasPrefix("window:") { inGestures = false }
        }
        let trimmed = before.drop { $0 == " " || $0 == "-" }
        let result: [[String: Any]]
        if inScript {
            let words = trimmed.split(separator: " ")
            let verb = words.count >= 2 ? String(words[1]) : ""
            if words.count >= 2, ["set", "remove", "become", "resign", "make-key"].contains(verb) {
                result = items(names, kind: 6, detail: "a name of the scene")
            } else if words.count >= 2, verb == "press" {
                result =
                    words.count == 2 || (words.count == 3 && !before.hasSuffix(" "))
                    ? items(ScriptReader.pressKinds, kind: 20, detail: "press kind")
                    : items(PressPhase.allCases.map(\.name), kind: 20, detail: "press phase")
            } else if words.count >= 2, verb == "shake" {
                result = items(MotionPhase.allCases.map(\.name), kind: 20, detail: "shake phase")
            } else if words.count >= 2, verb == "remote" {
                result = items(ScriptReader.remoteSubtypes, kind: 20, detail: "remote-control subtype")
            } else if words.count >= 2, verb == "menu" {
                result = items(ChainState.editActions, kind: 20, detail: "edit action")
            } else if words.count >= 3, verb == "action" {
                result = items(["from", "to"] + names, kind: 14, detail: "sender or target")
            } else {
                result = items(ScriptVerb.allCases.map(\.rawValue), kind: 14, detail: "script action")
            }
        } else if let colon = trimmed.firstIndex(of: ":") {
            let key = String(trimmed[..<colon])
            switch key {
            case "class": result = items(ViewClass.allCases.map(\.rawValue), kind: 20, detail: "class")
            case "handles", "passes-on": result = items(TouchPhase.allCases.map(\.name) + ["all"], kind: 20, detail: "phase")
            case "direction": result = items(SwipeDirection.allCases.map(\.rawValue), kind: 20, detail: "direction")
            case "requires-failure-of", "simultaneous-with", "target": result = items(names, kind: 6, detail: "a name of the scene")
            case "hit-test": result = items(["normal", "passthrough"], kind: 20, detail: "hit-test mode")
            case "handles-presses", "passes-on-presses", "handles-motion", "passes-on-motion":
                let chainKey = ChainKey(rawValue: key)
                result = items(
                    (chainKey?.phaseNames ?? []) + (key.hasPrefix("handles") ? ["all"] : []), kind: 20,
                    detail: (chainKey?.phaseFamily == "presses" ? "press" : "motion") + " phase")
            case "event": result = items(ControlEvent.allCases.map(\.rawValue), kind: 20, detail: "control event")
            case "presented-by": result = items(names, kind: 6, detail: "a controller of the scene")
            case "key-window", "receives-remote-control", "priority": result = items(["yes", "no"], kind: 20, detail: "bool")
            case "deceleration-rate": result = items(DecelerationRate.allCases.map(\.rawValue), kind: 20, detail: "deceleration rate")
            case "touches-should-cancel": result = items(["default", "yes", "no"], kind: 20, detail: "answer, or a list of views")
            case "touches-should-begin": result = items(["yes", "no"], kind: 20, detail: "answer, or a list of views")
            case "pan-requires-failure-of": result = items(names, kind: 6, detail: "a name of the scene")
            default:
                let recognizerBools: [GestureKey] = [.cancelsTouches, .delaysBegan, .delaysEnded]
                let isBool =
                    ViewKey(rawValue: key).map { $0.expectation == "yes or no" }
                    ?? ChainKey(rawValue: key).map { $0.expectation == "yes or no" }
                    ?? ScrollKey(rawValue: key).map { $0.expectation == "yes or no" }
                    ?? GestureKey(rawValue: key).map { recognizerBools.contains($0) } ?? false
                result = isBool ? items(["yes", "no"], kind: 20, detail: "bool") : []
            }
        } else if !before.hasPrefix(" ") {
            result = SceneBuilder.topKeys.map { ["label": $0, "kind": 10, "detail": "top-level key", "insertText": $0 + ": "] }
        } else if inGestures {
            result =
                GestureKind.declarable.map { ["label": $0.name, "kind": 10, "detail": "recognizer kind: its value is the name"] }
                + GestureKey.allCases.map {
                    [
                        "label": $0.rawValue, "kind": 10, "detail": "recognizer key",
                        "documentation": $0.declaration(for: .tap).help, "insertText": $0.rawValue + ": ",
                    ]
                }
        } else {
            result =
                ViewKey.allCases.map { key -> [String: Any] in
                    [
                        "label": key.name, "kind": 10, "detail": key.expectation, "documentation": key.declaration.help,
                        "insertText": key.name + ": ",
                    ]
                }
                + ChainKey.allCases.map { key -> [String: Any] in
                    ["label": key.name, "kind": 10, "detail": key.expectation, "documentation": key.help, "insertText": key.name + ": "]
                }
                + ScrollKey.allCases.map { key -> [String: Any] in
                    [
                        "label": key.name, "kind": 10, "detail": "scroll views: " + key.expectation, "documentation": key.help,
                        "insertText": key.name + ": ",
                    ]
                }
        }
        return ["isIncomplete": false, "items": result]
    }

    // MARK: JSON-RPC

    private static func path(of uri: String) -> String {
        URL(string: uri).map(\.path).flatMap { $0.isEmpty ? nil : $0 } ?? uri
    }

    private static func result(_ id: Any?, _ result: Any) -> [UInt8] {
        encode(["jsonrpc": "2.0", "id": id ?? NSNull(), "result": result])
    }

    private static func error(_ id: Any?, _ code: Int, _ message: String) -> [UInt8] {
        encode(["jsonrpc": "2.0", "id": id ?? NSNull(), "error": ["code": code, "message": message]])
    }

    private static func encode(_ object: [String: Any]) -> [UInt8] {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return [] }
        return Array(data)
    }
}

/// The base protocol's framing: `Content-Length: N` headers, a blank line, then N bytes.
package struct LSPFraming {
    private var buffer: [UInt8] = []

    package init() {}

    /// Adds bytes read from the client.
    package mutating func append(_ bytes: some Sequence<UInt8>) { buffer.append(contentsOf: bytes) }

    /// The next whole message's body, if one has arrived; a header without a length is skipped.
    package mutating func next() -> [UInt8]? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard buffer.count >= 4,
            let headerEnd = (0...(buffer.count - 4)).first(where: { Array(buffer[$0..<($0 + 4)]) == separator })
        else { return nil }
        let header = String(decoding: buffer[0..<headerEnd], as: UTF8.self)
        var length: Int?
        for line in header.split(separator: "\r\n") where line.lowercased().hasPrefix("content-length:") {
            length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
        }
        let bodyStart = headerEnd + 4
        guard let length, length >= 0 else {
            buffer.removeFirst(bodyStart)
            return []
        }
        guard buffer.count >= bodyStart + length else { return nil }
        let body = Array(buffer[bodyStart..<(bodyStart + length)])
        buffer.removeFirst(bodyStart + length)
        return body
    }

    /// A message framed for the client.
    package static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}
