/// The words of one `expect:` line checked in order (the test checker's impossible lines);
/// the first that no run can print is the problem. Each line kind checks its own words with
/// it (``LineKind/check(_:)``).
package struct LineWordCheck {
    /// The line, and its words.
    package let line: String
    package let words: [String]
    package let scene: Scene
    /// What no run can print, once found.
    package private(set) var problem: String?

    /// A check of `line` against `scene`.
    package init(line: String, scene: Scene) {
        self.line = line
        self.words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        self.scene = scene
    }

    /// The touch methods' names.
    package static let touchMethods = TouchPhase.allCases.map(\.methodName)
    /// The press, motion and remote-control methods' names.
    package static let messageMethods =
        PressPhase.allCases.map { ChainMessage.press($0).methodName }
        + MotionPhase.allCases.map { ChainMessage.motion($0).methodName } + [ChainMessage.remote.methodName]

    /// What a name in a line stands for.
    package enum Kind {
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
            case .responder: LineWordCheck.responderNames(scene)
            case .recognizer: scene.recognizers.map(\.name)
            case .scrollView: scene.views.filter(\.isScrollView).map(\.name)
            case .window: scene.views.filter(\.isWindow).map(\.name)
            case .recognizerOrResponder: scene.recognizers.map(\.name) + LineWordCheck.responderNames(scene)
            case .list: scene.views.filter(\.viewClass.isList).map(\.name)
            case .cell: scene.views.filter { $0.viewClass.listClassOfCell != nil }.map(\.name)
            }
        }
    }

    /// Every responder's name: views and windows, controllers, the application, the delegate.
    package static func responderNames(_ scene: Scene) -> [String] {
        var names = scene.views.map(\.name) + scene.controllers.map(\.name) + [scene.application.name]
        if let delegate = scene.delegate { names.append(delegate.name) }
        return names
    }

    /// `; did you mean 'W'?` with the closest candidate, or nothing.
    package static func hint(_ word: String, _ candidates: [String]) -> String {
        Suggestions.closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The word at `index`, when the line has it and no problem was found before it.
    package func at(_ index: Int) -> String? {
        problem == nil && index < words.count ? words[index] : nil
    }

    /// Notes what no run can print (unless a problem was found before).
    package mutating func fail(_ text: String) {
        if problem == nil { problem = text }
    }

    /// The word at `index` must be one of `allowed` (nothing to check when it is missing).
    package mutating func word(_ index: Int, _ allowed: [String], _ what: String) {
        guard let word = at(index) else { return }
        guard !allowed.contains(word) else { return }
        let only = allowed.count == 1 ? allowed.first.map { "; did you mean '\($0)'?" } : nil
        problem = "'\(word)' \(what)" + (only ?? Self.hint(word, allowed))
    }

    /// The word at `index` must name a `kind` of the scene (or be `-` when `orAbsent`).
    package mutating func name(_ index: Int, _ kind: Kind, orAbsent: Bool = false) {
        guard let word = at(index), !(orAbsent && word == "-") else { return }
        name(word, kind)
    }

    /// `text` must name a `kind` of the scene.
    package mutating func name(_ text: String, _ kind: Kind) {
        guard problem == nil else { return }
        let names = kind.names(scene)
        if !names.contains(text) { problem = "the scene has no \(kind.noun) '\(text)'" + Self.hint(text, names) }
    }

    /// `hold VIEW.METHOD [T] RECOGNIZER`, `release VIEW [T]`, `discard VIEW [T] RECOGNIZER|-`.
    package mutating func heldCalls() {
        guard let head = at(1) else { return }
        if words[0] == "hold" {
            guard let dot = head.lastIndex(of: ".") else {
                problem = "a hold line names the held call as VIEW.METHOD, such as 'hold b.touchesBegan [t1] tap'"
                return
            }
            name(String(head[..<dot]), .view)
            let method = String(head[head.index(after: dot)...])
            if problem == nil && !Self.touchMethods.contains(method) {
                problem = "'\(method)' is no touch method" + Self.hint(method, Self.touchMethods)
            }
        } else {
            name(head, .view)
        }
        guard problem == nil, words[0] != "release", let close = line.lastIndex(of: "]") else { return }
        let rest = line[line.index(after: close)...].split(separator: " ")
        guard rest.count == 1, let last = rest.first.map(String.init), !(words[0] == "discard" && last == "-") else { return }
        name(last, .recognizer)
    }
}
