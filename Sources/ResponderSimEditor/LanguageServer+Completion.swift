import Foundation
import ResponderSimChecking
import ResponderSimCore

/// Completion, for ``LanguageServer``.
extension LanguageServer {
    /// Completion by context: after a key, its values (classes, `yes`/`no`, phases, kinds,
    /// directions) or names (recognizers for `requires-failure-of`, `simultaneous-with` and
    /// `pan-requires-failure-of`, built-in `X.pan`/`X.delay` included; responders for
    /// `target`); in the script, action words, then names after `set` and `remove`, then the
    /// keys `set` takes for the named node, then the key's values; at the top level its keys;
    /// inside a `gestures:` item the recognizer keys; at a view's or window's key column the
    /// keys its class takes (no `content-size` on a plain view, no `sends` on a non-control).
    func completion(_ text: String, line: Int, character: Int) -> Any {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard line >= 0, line < lines.count else { return ["isIncomplete": false, "items": []] }
        let current = lines[line]
        let before = String(current.prefix(characterIndex(in: current, offset: character)))
        let declarations = Self.declarations(in: lines)
        let names = declarations.map(\.name)
        var inScript = false
        var inGestures = false
        for (index, text) in lines.enumerated() where index < line {
            if let first = text.first, first != " ", first != "#", first != "-" { inScript = text.hasPrefix("script:") }
            let trimmed = text.drop { $0 == " " }
            if trimmed.hasPrefix("gestures:") { inGestures = true }
            if trimmed.hasPrefix("- view:") || trimmed.hasPrefix("subviews:") || trimmed.hasPrefix("window:") { inGestures = false }
        }
        let tree = TextTree(lines, upTo: line)
        let whole = TextTree(lines)
        let recognizers = declarations.filter { $0.kind == 24 }.map(\.name) + whole.builtInRecognizers
        let trimmed = before.drop { $0 == " " || $0 == "-" }
        let result: [[String: Any]]
        if inScript {
            result = Self.scriptCompletion(trimmed, names: names, recognizers: recognizers, tree: whole)
        } else if let colon = trimmed.firstIndex(of: ":") {
            result = Self.valueItems(forKey: String(trimmed[..<colon]), names: names, recognizers: recognizers)
        } else if !before.hasPrefix(" ") {
            result = SceneBuilder.topKeys.map { ["label": $0, "kind": 10, "detail": "top-level key", "insertText": $0 + ": "] }
        } else if inGestures {
            result =
                GestureKind.declarable.map { ["label": $0.name, "kind": 10, "detail": "recognizer kind: its value is the name"] }
                + GestureKey.allCases.map {
                    [
                        "label": $0.rawValue, "kind": 10, "detail": "recognizer key",
                        "documentation": $0.help, "insertText": $0.rawValue + ": ",
                    ]
                }
        } else if !before.drop(while: { $0 == " " }).hasPrefix("-"),
            let node = tree.node(withKeysAt: before.prefix { $0 == " " }.count)
        {
            // A key of a view or window block: those its class takes.
            let keys = TextTree.keys(for: node)
            result = Self.keyItems(keys.view, keys.chain, keys.scroll)
        } else {
            result = Self.keyItems(ViewKey.allCases, ChainKey.allCases, ScrollKey.allCases)
        }
        return ["isIncomplete": false, "items": result]
    }

    private static func items(_ words: [String], kind: Int, detail: String) -> [[String: Any]] {
        words.map { ["label": $0, "kind": kind, "detail": detail] }
    }

    /// Completion items of keys, with their values and help.
    private static func keyItems(_ view: [ViewKey], _ chain: [ChainKey], _ scroll: [ScrollKey]) -> [[String: Any]] {
        view.map { key -> [String: Any] in
            [
                "label": key.name, "kind": 10, "detail": key.expectation, "documentation": key.declaration.help,
                "insertText": key.name + ": ",
            ]
        }
            + chain.map { key -> [String: Any] in
                ["label": key.name, "kind": 10, "detail": key.expectation, "documentation": key.help, "insertText": key.name + ": "]
            }
            + scroll.map { key -> [String: Any] in
                [
                    "label": key.name, "kind": 10, "detail": "scroll views: " + key.expectation, "documentation": key.help,
                    "insertText": key.name + ": ",
                ]
            }
    }

    /// In the script: the action words, then each action's arguments; for `set`, the names,
    /// then the keys `set` takes for the named node, then the key's values.
    private static func scriptCompletion(_ trimmed: Substring, names: [String], recognizers: [String], tree: TextTree) -> [[String: Any]] {
        let words = trimmed.split(separator: " ")
        let verb = words.count >= 2 ? String(words[1]) : ""
        // The number of whole words after the action's: the argument being typed.
        let argument = words.count - 2 - (trimmed.hasSuffix(" ") ? 0 : 1)
        if words.count >= 2, verb == "set", argument >= 1 {
            let node = String(words[2])
            if argument == 1 { return setKeys(for: node, recognizers: recognizers, tree: tree) }
            return valueItems(forKey: String(words.count > 3 ? words[3] : ""), names: names, recognizers: recognizers)
        }
        if words.count >= 2, verb == "set" {
            return items(names + recognizers.filter { !names.contains($0) }, kind: 6, detail: "a name of the scene")
        }
        if words.count >= 2, ["remove", "become", "resign", "make-key"].contains(verb) {
            return items(names, kind: 6, detail: "a name of the scene")
        }
        if words.count >= 2, verb == "press" {
            return words.count == 2 || (words.count == 3 && !trimmed.hasSuffix(" "))
                ? items(ScriptReader.pressKinds, kind: 20, detail: "press kind")
                : items(PressPhase.allCases.map(\.name), kind: 20, detail: "press phase")
        }
        if words.count >= 2, verb == "shake" { return items(MotionPhase.allCases.map(\.name), kind: 20, detail: "shake phase") }
        if words.count >= 2, verb == "remote" { return items(ScriptReader.remoteSubtypes, kind: 20, detail: "remote-control subtype") }
        if words.count >= 2, verb == "menu" { return items(ChainState.editActions, kind: 20, detail: "edit action") }
        if words.count >= 3, verb == "action" { return items(["from", "to"] + names, kind: 14, detail: "sender or target") }
        return items(ScriptVerb.allCases.map(\.rawValue), kind: 14, detail: "script action")
    }

    /// The keys `set NODE` takes (V13, V15, V20, V52, V66): `enabled` for a recognizer, and the
    /// delegate's answers for a declared one (not `X.pan` or `X.delay`), else the settable keys
    /// of the node's class; every settable key for a name the text does not declare.
    private static func setKeys(for name: String, recognizers: [String], tree: TextTree) -> [[String: Any]] {
        if recognizers.contains(name) {
            let keys = [GestureKey.enabled] + (BuiltInRecognizer.split(name) == nil ? GestureKey.delegateAnswers + [.endsEditing] : [])
            return keys.map { key in
                [
                    "label": key.rawValue, "kind": 10, "detail": key.expectation, "documentation": key.help,
                ]
            }
        }
        guard let node = tree.node(named: name) else {
            return keyItems(ViewKey.settableKeys, ChainKey.settableKeys, ScrollKey.allCases.filter(\.isSettable))
        }
        let keys = TextTree.keys(for: node)
        return keyItems(keys.view.filter(\.isSettable), keys.chain.filter(\.isSettable), keys.scroll.filter(\.isSettable))
    }

    /// The values a key takes, where they are words or names; nothing for numbers and lists
    /// of numbers.
    private static func valueItems(forKey key: String, names: [String], recognizers: [String]) -> [[String: Any]] {
        switch key {
        case "class": return items(ViewClass.allCases.map(\.rawValue), kind: 20, detail: "class")
        case "handles", "passes-on": return items(TouchPhase.allCases.map(\.name) + ["all"], kind: 20, detail: "phase")
        case "direction": return items(SwipeDirection.allCases.map(\.rawValue), kind: 20, detail: "direction")
        case "requires-failure-of", "simultaneous-with", "pan-requires-failure-of", "should-require-failure-of",
            "should-be-required-to-fail-by":
            return items(recognizers, kind: 6, detail: "a recognizer of the scene")
        case "should-receive": return items(ShouldReceiveAnswer.words, kind: 20, detail: "answer, or a list of views")
        case "should-begin": return items(ShouldBeginAnswer.allCases.map(\.rawValue), kind: 20, detail: "answer")
        case "target": return items(names, kind: 6, detail: "a name of the scene")
        case "hit-test": return items(["normal", "passthrough"], kind: 20, detail: "hit-test mode")
        case "handles-presses", "passes-on-presses", "handles-motion", "passes-on-motion":
            let chainKey = ChainKey(rawValue: key)
            return items(
                (chainKey?.phaseNames ?? []) + (key.hasPrefix("handles") ? ["all"] : []), kind: 20,
                detail: (chainKey?.phaseFamily == "presses" ? "press" : "motion") + " phase")
        case "event": return items(ControlEvent.allCases.map(\.rawValue), kind: 20, detail: "control event")
        case "presented-by": return items(names, kind: 6, detail: "a controller of the scene")
        case "key-window", "receives-remote-control", "priority": return items(["yes", "no"], kind: 20, detail: "bool")
        case "deceleration-rate": return items(DecelerationRate.allCases.map(\.rawValue), kind: 20, detail: "deceleration rate")
        case "keyboard-dismiss-mode":
            return items(KeyboardDismissMode.allCases.map(\.rawValue), kind: 20, detail: "keyboard dismiss mode")
        case "touches-should-cancel": return items(["default", "yes", "no"], kind: 20, detail: "answer, or a list of views")
        case "touches-should-begin": return items(["yes", "no"], kind: 20, detail: "answer, or a list of views")
        default:
            let recognizerBools: [GestureKey] = [.cancelsTouches, .delaysBegan, .delaysEnded, .enabled, .endsEditing]
            let isBool =
                ViewKey(rawValue: key).map { $0.expectation == "yes or no" }
                ?? ChainKey(rawValue: key).map { $0.expectation == "yes or no" }
                ?? ScrollKey(rawValue: key).map { $0.expectation == "yes or no" }
                ?? GestureKey(rawValue: key).map { recognizerBools.contains($0) } ?? false
            return isBool ? items(["yes", "no"], kind: 20, detail: "bool") : []
        }
    }
}
