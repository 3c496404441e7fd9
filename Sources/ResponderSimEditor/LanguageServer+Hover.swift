import Foundation
import ResponderSimChecking
import ResponderSimCore

/// Hover, for ``LanguageServer``: rule ids, keys, names and script lines.
extension LanguageServer {
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
            case .cellsOnly: place = "cells (UITableViewCell in a UITableView, UICollectionViewCell in a UICollectionView)"
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
            if key.isListKey {
                return text(key.expectation, key.help, on: "lists (UITableView, UICollectionView)", settable: key.isSettable)
            }
            return text(
                key.expectation, key.help, on: "scroll views (UIScrollView, UITableView, UICollectionView, UITextView)",
                settable: key.isSettable)
        }
        return nil
    }

    /// Hover on a rule id (anywhere, notes and comments included) or a key: the rule as
    /// `responder-sim rules ID` prints it, or the key's value and where it may be written.
    mutating func hover(_ uri: String, _ text: String, line: Int, character: Int) -> Any {
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
        var word = String(characters[start..<end])
        // `list.pan` and `list.delay` are one name, whichever half is under the cursor.
        var builtIn: (view: String, recognizer: BuiltInRecognizer)?
        if start >= 2, characters[start - 1] == ".", BuiltInRecognizer(rawValue: word) != nil, isWordCharacter(characters[start - 2]) {
            var first = start - 1
            while first > 0 && isWordCharacter(characters[first - 1]) { first -= 1 }
            builtIn = BuiltInRecognizer.split(String(characters[first..<end]))
            start = first
        } else if end + 1 < characters.count, characters[end] == "." {
            var last = end + 1
            while last < characters.count && isWordCharacter(characters[last]) { last += 1 }
            if let split = BuiltInRecognizer.split(String(characters[start..<last])), split.view == word {
                builtIn = split
                end = last
            }
        }
        if builtIn != nil { word = String(characters[start..<end]) }
        var contents: String?
        if let rule = RuleID(id: word), rule.rawValue == word || rule.rawValue.uppercased() == word,
            let printed = try? RulesRequest.ids([word]).output()
        {
            contents = "```\n" + printed + "```"
        } else if let builtIn {
            contents = Self.builtInHover(word, builtIn.recognizer, view: TextTree(lines).node(named: builtIn.view))
        } else if end < characters.count, characters[end] == ":",
            let key = TextTree.parentKey(of: line, column: start, in: lines).flatMap({ Self.itemKeyHover(word, in: $0) })
                ?? Self.keyHover(word, line: line, start: start, lines)
        {
            contents = key
        } else if let viewClass = ViewClass(rawValue: word) {
            contents = Self.classHover(viewClass)
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
        } else if let outcome = outcomes(uri, text)[line] {
            // A script line: what its step prints.
            contents = "```\n" + (outcome.count == 0 ? "(nothing)" : outcome.summary) + "\n```"
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
}
