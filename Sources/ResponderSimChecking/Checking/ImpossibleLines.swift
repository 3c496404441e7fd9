import ResponderSimCore

/// Lines of an `expect:` block that no run of the scene can print: a misspelt method
/// (`login.touchesBegun`), result, keyword, state, event, reason or notice, or a responder,
/// view, scroll view or recognizer the scene does not have. `test` reports such a line as what
/// it is, with its position and the closest right word, rather than as a mismatch.
///
/// Every word it accepts comes from the trace's own declarations: each line kind checks the
/// words of its lines (``LineKind/check(_:)``, found by keyword in ``LineKinds/all``) against
/// the enums whose names the lines print, so a word the engine can print is never refused.
/// Only deliveries and notices, which are not line kinds, are checked here.
extension ExpectationCheck {
    /// Why `line` can never appear in the compact trace of `scene`, or nil when it can.
    package static func impossibility(of line: String, in scene: Scene) -> String? {
        let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let first = words.first else { return "an empty line is never printed" }
        if let dot = first.firstIndex(of: "."), !CompactLines.keywords.contains(first), !first.hasSuffix(".") {
            return deliveryImpossibility(words, responder: String(first[..<dot]), method: String(first[first.index(after: dot)...]), scene)
        }
        guard CompactLines.keywords.contains(first) else {
            return "'\(first)' starts no line of a trace" + hint(first, CompactLines.keywords + ["VIEW.touchesBegan"])
        }
        var check = LineWordCheck(line: line, scene: scene)
        if first == "notice" {
            check.word(1, Notice.Code.allCases.map(\.rawValue), "is no notice")
            check.name(2, .responder)
        } else if let kind = LineKinds.all.first(where: { $0.keywords.contains(first) }) {
            kind.check(&check)
        }
        return check.problem
    }

    /// `VIEW.touchesPHASE [t1] RESULT` (or a press, motion or remote-control method): the
    /// responder, the method and the result.
    private static func deliveryImpossibility(_ words: [String], responder: String, method: String, _ scene: Scene) -> String? {
        let methods = LineWordCheck.touchMethods + LineWordCheck.messageMethods
        if !methods.contains(method) {
            return "'\(method)' is no \(method.hasPrefix("touches") ? "touch" : "responder") method" + hint(method, methods)
        }
        let responders = responderNames(scene)
        if !responders.contains(responder) { return "the scene has no responder '\(responder)'" + hint(responder, responders) }
        let results = DeliveryResult.allCases.map(\.rawValue)
        if let result = words.last, words.count >= 3, !results.contains(result) {
            return "'\(result)' is no result of a call" + hint(result, results)
        }
        return nil
    }

    /// Every responder's name: views and windows, controllers, the application, the delegate.
    static func responderNames(_ scene: Scene) -> [String] { LineWordCheck.responderNames(scene) }

    static func hint(_ word: String, _ candidates: [String]) -> String {
        LineWordCheck.hint(word, candidates)
    }
}
