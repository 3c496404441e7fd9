/// What a `become`, `resign` or `key-window` line reports (RF4–RF8).
public enum FirstResponderResult: String, CaseIterable, Sendable {
    /// The status changed as asked.
    case done
    /// `become N already`: N is its window's first responder.
    case already
    /// The change was refused (``FirstResponderRecord/reason``).
    case refused
    /// `resign N removed`: a removal ended the status (RF6).
    case removed
}

/// A `become`, `resign` or `key-window` line.
public struct FirstResponderRecord: Sendable {
    /// Which line it is.
    public enum Line: String, CaseIterable, Sendable {
        case become, resign
        case keyWindow = "key-window"
    }
    /// Which line it is.
    public package(set) var line: Line
    /// The responder (for `key-window`, the window).
    public package(set) var responder: Responder
    /// The responder's window at that moment (for `resign N removed`, the one it was first
    /// responder of); nil when it has none.
    public package(set) var window: ViewID?
    /// What happened.
    public package(set) var result: FirstResponderResult
    /// Why it was refused: a ``Refusal``'s name.
    public package(set) var reason: String?
    /// For `become N refused cannot-resign O`: O.
    public package(set) var other: Responder?
    /// The rule behind the line.
    public package(set) var rule: RuleID
    /// 1-based position among the step's compact lines.
    public package(set) var seq = 0
    /// What made a text-input change (TI1, TI3, TI4); nil for the chain's own lines.
    package var cause: FirstResponderCause?
}

/// What made a first responder change beyond `become`, `resign`, RF10 and RF6: JSON's
/// `cause` and `by`.
package enum FirstResponderCause: Hashable, Sendable {
    /// TI1: a tap that ended on an editable text view.
    case textViewTap
    /// TI3: the action of a recognizer with `ends-editing: yes`.
    case endEditing(RecognizerID)
    /// TI4: a drag that scrolls a scroll view with `keyboard-dismiss-mode: on-drag`.
    case drag(ViewID)

    /// The cause as JSON names it.
    package var name: String {
        switch self {
        case .textViewTap: "text-view-tap"
        case .endEditing: "end-editing"
        case .drag: "drag"
        }
    }
}

extension FirstResponderRecord {
    /// Why a `become` or `resign` was refused (RF1, RF4, RF5): the reason its line prints.
    package enum Refusal: String, CaseIterable, Sendable {
        case notInWindow = "not-in-window"
        case cannotBecome = "cannot-become"
        case cannotResign = "cannot-resign"
        case notFirstResponder = "not-first-responder"
    }
}

/// A responder's answer in a search (RA2).
public enum AskAnswer: String, CaseIterable, Sendable {
    case yes, no, refused
}

/// Where a search started (RA3, RF9).
package enum SearchStart: String, Sendable {
    case firstResponder = "first-responder"
    case sender
    case keyWindow = "key-window"

    /// Why the search starts there, in words, for `--explain` and the text trace.
    package func reason(_ name: String) -> String {
        switch self {
        case .firstResponder: "starts at the key window's first responder \(name)"
        case .sender: "starts at the sender \(name), as the key window has no first responder"
        case .keyWindow: "starts at the key window \(name), as there is no first responder and no sender"
        }
    }
}

/// A `send`, `ask`, `perform`, `no-target` or `command` line (RA2–RA6, RK6).
public struct ActionRecord: Sendable {
    /// Which line it is.
    public enum Line: String, CaseIterable, Sendable {
        case send, ask, perform, command
        case noTarget = "no-target"
    }
    /// Which line it is.
    public package(set) var line: Line
    /// The action.
    public package(set) var action: String
    /// The responder asked, the performer, or a command's declarer; nil on `send` and `no-target`.
    public package(set) var responder: Responder?
    /// The answer, on `ask`.
    public package(set) var answer: AskAnswer?
    /// The sender, on `send` (nil for none).
    public package(set) var sender: Responder?
    /// The explicit target, on `send` (nil for a nil-targeted send).
    public package(set) var target: Responder?
    /// Where the search started, on `send` with a nil target and on `command`.
    package var start: SearchStart?
    /// The responder the search started at, with ``start``.
    package var startResponder: Responder?
    /// The key spec, on `command`.
    public package(set) var key: String?
    /// The rules behind the line.
    public package(set) var rules: RuleCitation
    /// 1-based position among the step's compact lines.
    public package(set) var seq = 0
}

/// A `menu ACTION TARGET` or `menu none REASON` line (RE1, RE2).
public struct MenuRecord: Sendable {
    /// The action shown; nil for `menu none`.
    public package(set) var action: String?
    /// Its target; nil for `menu none`.
    public package(set) var target: Responder?
    /// An ``EmptyReason``'s name, for `menu none`.
    public package(set) var reason: String?
    /// The search the validation made, up to the target.
    public package(set) var asks: [(responder: Responder, answer: AskAnswer)]
    /// 1-based position among the step's compact lines.
    public package(set) var seq = 0

    /// Why the menu shows nothing (RE1): the reason `menu none` prints.
    package enum EmptyReason: String, CaseIterable, Sendable {
        case noFirstResponder = "no-first-responder"
        case noItems = "no-items"
    }
}

/// A `remote SUBTYPE not-receiving` line (RM4).
public struct IgnoredRecord: Sendable {
    /// The remote-control subtype.
    public package(set) var item: String
    /// 1-based position among the step's compact lines.
    public package(set) var seq = 0
}

/// Where a press, motion or remote-control call starts, and why (RF9, RK2, RM3).
package enum MessageStart: String, Sendable {
    /// The key window's first responder (RF9).
    case firstResponder = "first-responder"
    /// The key window, which has no first responder (RF9).
    case keyWindow = "key-window"
    /// The responder the press was bound to at its began (RK2).
    case boundPress = "bound-press"
    /// The responder that handled the shake's `motionBegan`, removed now (RM3).
    case shakeHandler = "shake-handler"

    /// The start of a search or a message at RF9's start.
    init(_ start: SearchStart) { self = start == .firstResponder ? .firstResponder : .keyWindow }

    /// Why the call starts at `name`, in words, with its rule.
    package func reason(_ name: String) -> String {
        switch self {
        case .firstResponder: "starts at \(name), the key window's first responder (RF9)"
        case .keyWindow: "starts at \(name): the key window has no first responder (RF9)"
        case .boundPress: "starts at \(name), the first responder when the press began (RK2)"
        case .shakeHandler: "goes to \(name), which handled the shake's motionBegan and has left its window (RM3)"
        }
    }
}

/// Each window's first responder and the key window after the steps read so far, from their
/// `become`, `resign` and `key-window` lines: what the quiz and the report show without
/// asking the engine.
package struct FirstResponderLog {
    /// By window: its first responder (RF3).
    private(set) var firstResponders: [ViewID: Responder] = [:]
    /// The key window (RF8).
    private(set) var keyWindow: ViewID?

    package init(_ scene: Scene) { keyWindow = scene.keyWindow ?? scene.windows.first }

    /// Takes in what `record` did.
    package mutating func update(after record: StepRecord) {
        for line in record.lines(of: FirstResponderLine.self) {
            guard let window = line.window else { continue }
            switch (line.line, line.result) {
            case (.keyWindow, _): keyWindow = window
            case (.become, .done): firstResponders[window] = line.responder
            case (.resign, .done), (.resign, .removed): firstResponders[window] = nil
            default: break
            }
        }
    }

    /// The first responders in window order, each with whether its window is the key window.
    package var marks: [(responder: Responder, inKeyWindow: Bool)] {
        firstResponders.keys.sorted().compactMap { window in firstResponders[window].map { ($0, window == keyWindow) } }
    }
}

/// A keystroke that a text input, as first responder, took before the key commands (RK4
/// step 1, RK7): the command that matched and was not consulted, and the calls the text
/// input's own press code typed (RK8). The text trace says so; no compact line prints.
package struct TypedKeyRecord: Sendable {
    /// The first responder with `text-input: yes`.
    package var textInput: Responder
    /// The key spec.
    package var key: String
    /// The matching key command without `priority` that was passed over, and its declarer.
    package var passedOver: (action: String, declarer: Responder)?
    /// The press calls the text input typed (RK8), in order.
    package var typed: [PressPhase] = []
}

extension StepRecord {
    /// Records what has no line of its own: a `set` of a scroll view's offset (SP9), a
    /// keystroke a text input took first (RK7). Both are cleared with the chain's records.
    mutating func noteScrollSet(_ set: ScrollSetRecord) {
        hasChainRecords = true
        scrollSet = set
    }
    mutating func noteTypedKey(_ key: TypedKeyRecord) {
        hasChainRecords = true
        typedKey = key
    }
}
