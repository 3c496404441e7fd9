import ResponderSimCore

/// Lines of an `expect:` block that no run of the scene can print: a misspelt method
/// (`login.touchesBegun`), result, keyword, state, event, reason or notice, or a responder or
/// recognizer the scene does not have. `test` reports such a line as what it is, with its
/// position and the closest right word, rather than as a mismatch.
extension ExpectationCheck {
    /// The words the compact trace starts its non-delivery lines with.
    static let lineKeywords = [
        "drop", "skip", "output", "notice", "control", "gesture", "hold", "release", "discard", "become", "resign",
        "key-window", "send", "ask", "perform", "no-target", "command", "menu", "remote", "scroll",
    ]
    /// The results of a delivery line.
    static let results = ["handled", "forwarded", "unhandled"]

    /// Why `line` can never appear in the compact trace of `scene`, or nil when it can.
    package static func impossibility(of line: String, in scene: Scene) -> String? {
        let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let first = words.first else { return "an empty line is never printed" }
        if let dot = first.firstIndex(of: "."), !lineKeywords.contains(first), !first.hasSuffix(".") {
            return deliveryImpossibility(words, responder: String(first[..<dot]), method: String(first[first.index(after: dot)...]), scene)
        }
        guard lineKeywords.contains(first) else {
            return "'\(first)' starts no line of a trace" + hint(first, lineKeywords + ["VIEW.touchesBegan"])
        }
        let recognizers = scene.recognizers.map(\.name)
        switch first {
        case "gesture":
            guard words.count >= 3 else { return nil }
            if !recognizers.contains(words[1]) { return "the scene has no recognizer '\(words[1])'" + hint(words[1], recognizers) }
            let states = GestureState.allCases.filter { $0 != .possible }.map(\.rawValue)
            if !states.contains(words[2]) { return "'\(words[2])' is no recognizer state" + hint(words[2], states) }
        case "control":
            guard words.count >= 3 else { return nil }
            let events = ControlEvent.allCases.map(\.rawValue)
            if !events.contains(words[2]) { return "'\(words[2])' is no control event" + hint(words[2], events) }
        case "drop":
            guard words.count >= 3 else { return nil }
            let reasons = DropReason.allCases.map(\.rawValue)
            if !reasons.contains(words[2]) { return "'\(words[2])' is no drop reason" + hint(words[2], reasons) }
        case "notice":
            guard words.count >= 2 else { return nil }
            let codes = Notice.Code.allCases.map(\.rawValue)
            if !codes.contains(words[1]) { return "'\(words[1])' is no notice" + hint(words[1], codes) }
        case "become", "resign", "perform", "key-window":
            guard words.count >= 2 else { return nil }
            let responders = responderNames(scene)
            if !responders.contains(words[1]) { return "the scene has no responder '\(words[1])'" + hint(words[1], responders) }
            if first == "become" || first == "resign", words.count >= 3 {
                let results = ["already", "refused", "removed"]
                if !results.contains(words[2]) { return "'\(words[2])' is no outcome of \(first)" + hint(words[2], results) }
            }
        case "ask":
            guard words.count >= 4 else { return nil }
            let responders = responderNames(scene)
            if !responders.contains(words[1]) { return "the scene has no responder '\(words[1])'" + hint(words[1], responders) }
            let answers = ["yes", "no", "refused"]
            if !answers.contains(words[3]) { return "'\(words[3])' is no answer of a search" + hint(words[3], answers) }
        case "menu":
            guard words.count >= 3, words[1] == "none" else { return nil }
            let reasons = ["no-first-responder", "no-items"]
            if !reasons.contains(words[2]) { return "'\(words[2])' is no reason of an empty menu" + hint(words[2], reasons) }
        case "scroll":
            guard words.count >= 3 else { return nil }
            let scrollViews = scene.views.filter(\.isScrollView).map(\.name)
            if !scrollViews.contains(words[1]) { return "the scene has no scroll view '\(words[1])'" + hint(words[1], scrollViews) }
            let events = ["offset", "decelerating", "stopped"]
            if !events.contains(words[2]) { return "'\(words[2])' is no scroll line" + hint(words[2], events) }
        case "remote":
            guard words.count >= 3, words[2] != "not-receiving" else { return nil }
            return "'\(words[2])' is no outcome of a remote-control event; did you mean 'not-receiving'?"
        default:
            break
        }
        return nil
    }

    /// `VIEW.touchesPHASE [t1] RESULT` (or a press, motion or remote-control method): the
    /// responder, the method and the result.
    private static func deliveryImpossibility(_ words: [String], responder: String, method: String, _ scene: Scene) -> String? {
        let methods =
            TouchPhase.allCases.map(\.methodName) + PressPhase.allCases.map { ChainMessage.press($0).methodName }
            + MotionPhase.allCases.map { ChainMessage.motion($0).methodName } + [ChainMessage.remote.methodName]
        if !methods.contains(method) {
            return "'\(method)' is no \(method.hasPrefix("touches") ? "touch" : "responder") method" + hint(method, methods)
        }
        let responders = responderNames(scene)
        if !responders.contains(responder) { return "the scene has no responder '\(responder)'" + hint(responder, responders) }
        if let result = words.last, words.count >= 3, !results.contains(result) {
            return "'\(result)' is no result of a call" + hint(result, results)
        }
        return nil
    }

    /// Every responder's name: views and windows, controllers, the application, the delegate.
    static func responderNames(_ scene: Scene) -> [String] {
        var names = scene.views.map(\.name) + scene.controllers.map(\.name) + [scene.application.name]
        if let delegate = scene.delegate { names.append(delegate.name) }
        return names
    }

    private static func hint(_ word: String, _ candidates: [String]) -> String {
        Suggestions.closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}
