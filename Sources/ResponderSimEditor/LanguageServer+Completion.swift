import Foundation
import ResponderSimChecking
import ResponderSimCore

/// Completion, for ``LanguageServer``.
extension LanguageServer {
    /// Completion by context: after a key, its values (classes, `yes`/`no`, phases, kinds,
    /// directions) or names (`requires-failure-of`, `simultaneous-with`, `target`); in the
    /// script, action words, then names after `set` and `remove`; at the top level its keys;
    /// inside a `gestures:` item the recognizer keys; elsewhere the keys of views and windows.
    func completion(_ text: String, line: Int, character: Int) -> Any {
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
}
