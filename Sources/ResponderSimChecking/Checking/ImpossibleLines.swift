import ResponderSimCore

/// Lines of an `expect:` block that no run of the scene can print: a misspelt method
/// (`login.touchesBegun`), result, keyword, state, event, reason or notice, or a responder,
/// view, scroll view or recognizer the scene does not have. `test` reports such a line as what
/// it is, with its position and the closest right word, rather than as a mismatch.
///
/// Every word it accepts comes from the trace's own declarations: the line keywords of the
/// compact writer (``CompactLines/keywords``), and the enums whose names the lines print
/// (states, failure reasons, control events, drop reasons, notices, results, answers, scroll
/// and cell events, refusals), so a word the engine can print is never refused.
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
        var check = WordCheck(words: words, scene: scene)
        switch first {
        case "gesture": check.gesture()
        case "hold", "release", "discard": check.heldCalls(line)
        case "control":
            check.name(1, .view)
            check.word(2, ControlEvent.allCases.map(\.rawValue), "is no control event")
        case "drop":
            check.word(2, DropReason.allCases.map(\.rawValue), "is no drop reason")
            check.name(3, .view, orAbsent: true)
        case "skip":
            check.word(2, TouchPhase.allCases.map(\.name), "is no touch phase")
            check.word(3, [DropReason.ignoringInteraction.rawValue], "is not why an event is skipped")
            check.name(4, .view)
        case "notice":
            check.word(1, Notice.Code.allCases.map(\.rawValue), "is no notice")
            check.name(2, .responder)
        case "output":
            if words.count >= 2, words[1].hasSuffix(":") { check.name(String(words[1].dropLast()), .responder) }
        default: check.chainLine(first)
        }
        return check.problem
    }

    /// `VIEW.touchesPHASE [t1] RESULT` (or a press, motion or remote-control method): the
    /// responder, the method and the result.
    private static func deliveryImpossibility(_ words: [String], responder: String, method: String, _ scene: Scene) -> String? {
        let methods = WordCheck.touchMethods + WordCheck.messageMethods
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
    static func responderNames(_ scene: Scene) -> [String] {
        var names = scene.views.map(\.name) + scene.controllers.map(\.name) + [scene.application.name]
        if let delegate = scene.delegate { names.append(delegate.name) }
        return names
    }

    static func hint(_ word: String, _ candidates: [String]) -> String {
        Suggestions.closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}

/// The words of one line checked in order; the first that no run can print is the problem.
private struct WordCheck {
    let words: [String]
    let scene: Scene
    private(set) var problem: String?

    init(words: [String], scene: Scene) {
        self.words = words
        self.scene = scene
    }

    static let touchMethods = TouchPhase.allCases.map(\.methodName)
    static let messageMethods =
        PressPhase.allCases.map { ChainMessage.press($0).methodName }
        + MotionPhase.allCases.map { ChainMessage.motion($0).methodName } + [ChainMessage.remote.methodName]

    /// What a name in a line stands for.
    enum Kind {
        case view, responder, recognizer, scrollView, window
        /// A table or collection view, and a cell of one (TS1).
        case list, cell
        /// A recognizer's other party: a recognizer, or a control whose action won (U7).
        case recognizerOrResponder

        var noun: String {
            switch self {
            case .view: "view"
            case .responder: "responder"
            case .recognizerOrResponder: "recognizer or responder"
            case .recognizer: "recognizer"
            case .scrollView: "scroll view"
            case .window: "window"
            case .list: "table or collection view"
            case .cell: "cell"
            }
        }

        func names(_ scene: Scene) -> [String] {
            switch self {
            case .view: scene.views.map(\.name)
            case .responder: ExpectationCheck.responderNames(scene)
            case .recognizer: scene.recognizers.map(\.name)
            case .scrollView: scene.views.filter(\.isScrollView).map(\.name)
            case .window: scene.views.filter(\.isWindow).map(\.name)
            case .recognizerOrResponder: scene.recognizers.map(\.name) + ExpectationCheck.responderNames(scene)
            case .list: scene.views.filter(\.viewClass.isList).map(\.name)
            case .cell: scene.views.filter { $0.viewClass.listClassOfCell != nil }.map(\.name)
            }
        }
    }

    /// The word at `index`, when the line has it and no problem was found before it.
    private func at(_ index: Int) -> String? {
        problem == nil && index < words.count ? words[index] : nil
    }

    /// The word at `index` must be one of `allowed` (nothing to check when it is missing).
    mutating func word(_ index: Int, _ allowed: [String], _ what: String) {
        guard let word = at(index) else { return }
        guard !allowed.contains(word) else { return }
        let only = allowed.count == 1 ? allowed.first.map { "; did you mean '\($0)'?" } : nil
        problem = "'\(word)' \(what)" + (only ?? ExpectationCheck.hint(word, allowed))
    }

    /// The word at `index` must name a `kind` of the scene (or be `-` when `orAbsent`).
    mutating func name(_ index: Int, _ kind: Kind, orAbsent: Bool = false) {
        guard let word = at(index), !(orAbsent && word == "-") else { return }
        name(word, kind)
    }

    /// `text` must name a `kind` of the scene.
    mutating func name(_ text: String, _ kind: Kind) {
        guard problem == nil else { return }
        let names = kind.names(scene)
        if !names.contains(text) { problem = "the scene has no \(kind.noun) '\(text)'" + ExpectationCheck.hint(text, names) }
    }

    /// `gesture NAME STATE [REASON [OTHER]]`.
    mutating func gesture() {
        name(1, .recognizer)
        word(2, GestureState.allCases.filter { $0 != .possible }.map(\.rawValue), "is no recognizer state")
        if at(2) == GestureState.failed.rawValue {
            word(3, GestureFailure.allCases.map(\.rawValue), "is no reason a recognizer fails")
            name(4, .recognizerOrResponder)
        }
    }

    /// `hold VIEW.METHOD [T] RECOGNIZER`, `release VIEW [T]`, `discard VIEW [T] RECOGNIZER|-`.
    mutating func heldCalls(_ line: String) {
        guard let head = at(1) else { return }
        if words[0] == "hold" {
            guard let dot = head.lastIndex(of: ".") else {
                problem = "a hold line names the held call as VIEW.METHOD, such as 'hold b.touchesBegan [t1] tap'"
                return
            }
            name(String(head[..<dot]), .view)
            let method = String(head[head.index(after: dot)...])
            if problem == nil && !Self.touchMethods.contains(method) {
                problem = "'\(method)' is no touch method" + ExpectationCheck.hint(method, Self.touchMethods)
            }
        } else {
            name(head, .view)
        }
        guard problem == nil, words[0] != "release", let close = line.lastIndex(of: "]") else { return }
        let rest = line[line.index(after: close)...].split(separator: " ")
        guard rest.count == 1, let last = rest.first.map(String.init), !(words[0] == "discard" && last == "-") else { return }
        name(last, .recognizer)
    }

    /// The responder chain's lines, `scroll` and `cell`.
    mutating func chainLine(_ keyword: String) {
        switch keyword {
        case "become", "resign":
            name(1, .responder)
            word(2, FirstResponderResult.allCases.filter { $0 != .done }.map(\.rawValue), "is no outcome of \(keyword)")
            if at(2) == FirstResponderResult.refused.rawValue {
                word(3, FirstResponderRecord.Refusal.allCases.map(\.rawValue), "is no reason for a refusal")
                name(4, .responder)
            }
        case "key-window": name(1, .window)
        case "send":
            name(2, .responder, orAbsent: true)
            if at(3) != "nil" { name(3, .responder) }
        case "ask":
            name(1, .responder)
            word(3, AskAnswer.allCases.map(\.rawValue), "is no answer of a search")
        case "perform": name(1, .responder)
        case "command": name(3, .responder)
        case "menu":
            if at(1) == "none" {
                word(2, MenuRecord.EmptyReason.allCases.map(\.rawValue), "is no reason of an empty menu")
            } else {
                name(2, .responder)
            }
        case "remote":
            if let outcome = at(2), outcome != "not-receiving" {
                problem = "'\(outcome)' is no outcome of a remote-control event; did you mean 'not-receiving'?"
            }
        case "scroll":
            name(1, .scrollView)
            word(2, ScrollRecord.Event.allCases.map(\.rawValue), "is no scroll line")
        case "cell":
            name(1, .list)
            name(2, .cell)
            if let list = at(1), let cell = at(2), let view = scene.view(named: cell),
                scene.views[view.index].superview.map({ scene.views[$0.index].name }) != list
            {
                problem = "'\(cell)' is no cell of '\(list)'"
            }
            word(3, CellRecord.Event.allCases.map(\.rawValue), "is no cell line")
            if at(3) == CellRecord.Event.refused.rawValue {
                word(4, CellRecord.Reason.allCases.map(\.rawValue), "is no reason a list refuses a cell")
            }
        default:
            break
        }
    }
}
