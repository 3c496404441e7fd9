/// A key of the responder chain's chapter (first responder, actions, keys, presses, motion,
/// remote control), declared once: where it may be written, whether `set` may change it and
/// what its value must be. Views, windows, controllers, the application and the delegate
/// read this table (V40–V45, V52).
package enum ChainKey: String, DeclaredKey {
    case canBecomeFirstResponder = "can-become-first-responder"
    case canResignFirstResponder = "can-resign-first-responder"
    case textInput = "text-input"
    case actions
    case cannotPerform = "cannot-perform"
    case keyCommands = "key-commands"
    case handlesPresses = "handles-presses"
    case passesOnPresses = "passes-on-presses"
    case handlesMotion = "handles-motion"
    case passesOnMotion = "passes-on-motion"
    case handlesRemote = "handles-remote"
    case sends
    case presentedBy = "presented-by"

    /// Where a key may be written.
    package enum Placement: Sendable {
        /// On every responder: views, windows, controllers, the application, the delegate.
        case everyResponder
        /// On views, windows and controllers (V40).
        case viewsWindowsControllers
        /// On views that are not windows (V40).
        case viewsOnly
        /// On controls: `UIControl`, `UIButton`, `UITextField` (V42).
        case controlsOnly
        /// On controllers (RC1).
        case controllersOnly
    }

    /// Everything declared about the key (made once, see ``declared``).
    package var declaration: ChainKeyDeclaration { Self.table[self] ?? declared }

    private static let table = KeyTable<ChainKey, ChainKeyDeclaration>(\.declared)

    /// Everything declared about the key, in one place: adding a key is one case here.
    private var declared: ChainKeyDeclaration {
        switch self {
        case .canBecomeFirstResponder:
            ChainKeyDeclaration(
                .viewsWindowsControllers, settable: true, "yes or no",
                help: "canBecomeFirstResponder: whether `become` may make it its window's first responder (RF1).")
        case .canResignFirstResponder:
            ChainKeyDeclaration(
                .viewsWindowsControllers, settable: true, "yes or no",
                help: "canResignFirstResponder: whether it lets another take its place as first responder (RF2).")
        case .textInput:
            ChainKeyDeclaration(
                .viewsOnly, settable: true, "yes or no",
                help: "Adopts UIKeyInput: as first responder it types keys without ctrl or cmd (RK7, RK8).")
        case .actions:
            ChainKeyDeclaration(
                .everyResponder, settable: false, "a list of action names such as [save, copy]",
                help: "The action methods it implements (save stands for save:), which an action's search asks for (RA2).")
        case .cannotPerform:
            ChainKeyDeclaration(
                .everyResponder, settable: true, "a list of action names such as [save, copy]",
                help: "Actions of its list for which canPerformAction answers no, so the search goes on (RA1).")
        case .keyCommands:
            ChainKeyDeclaration(
                .everyResponder, settable: false, "a list of '- key: …' items with 'key' and 'action'",
                help: "Its keyCommands: the farthest responder up the chain with a match wins (RK5).")
        case .handlesPresses:
            ChainKeyDeclaration(
                .everyResponder, settable: true, "'all' or a list of phases such as [began, ended]",
                help: "presses… methods overridden without calling super: the call stops here (RK1).")
        case .passesOnPresses:
            ChainKeyDeclaration(
                .everyResponder, settable: true, "a list of phases such as [began, ended]",
                help: "presses… methods overridden that call super: the responder sees the call and forwards it (RK1).")
        case .handlesMotion:
            ChainKeyDeclaration(
                .everyResponder, settable: true, "'all' or a list of phases such as [began, ended]",
                help: "motion… methods overridden without calling super: the call stops here (RM1).")
        case .passesOnMotion:
            ChainKeyDeclaration(
                .everyResponder, settable: true, "a list of phases such as [began, ended]",
                help: "motion… methods overridden that call super: the responder sees the call and forwards it (RM1).")
        case .handlesRemote:
            ChainKeyDeclaration(
                .everyResponder, settable: true, "yes or no",
                help: "Overrides remoteControlReceived: remote-control events stop here (RM4).")
        case .sends:
            ChainKeyDeclaration(
                .controlsOnly, settable: false, "a list of '- event: …' items with 'event' and 'action'",
                help: "A control's target–action pairs: an event sends its actions, a pair without a target searches the chain (RA3, RA5).")
        case .presentedBy:
            ChainKeyDeclaration(
                .controllersOnly, settable: false, "a controller's name",
                help: "The controller that presented this one: its next responder (RC1).")
        }
    }

    /// Where the key may be written.
    package var placement: Placement { declaration.placement }

    /// Whether `set VIEW KEY VALUE` may change it (V52).
    package var isSettable: Bool { declaration.isSettable }

    /// What its value must be, as "needs a value" messages say it.
    package var expectation: String { declaration.expectation }

    /// What the key means, for help texts and the editor.
    package var help: String { declaration.help }

    /// The family of a phase-list key, as its name ends (`presses`, `motion`); nil for others.
    package var phaseFamily: String? {
        switch self {
        case .handlesPresses, .passesOnPresses: "presses"
        case .handlesMotion, .passesOnMotion: "motion"
        default: nil
        }
    }

    /// The phases a phase-list key takes, by family.
    package var phaseNames: [String] {
        switch self {
        case .handlesPresses, .passesOnPresses: PressPhase.allCases.map(\.name)
        case .handlesMotion, .passesOnMotion: MotionPhase.allCases.map(\.name)
        default: []
        }
    }

    /// The key's value in `traits`, as a scene file writes it (the key's codec for printing).
    package func printed(_ traits: ResponderTraits, _ scene: Scene) -> String {
        func flag(_ value: Bool) -> String { value ? "yes" : "no" }
        func names(_ list: [String]) -> String { "[" + list.joined(separator: ", ") + "]" }
        func phases(_ bits: UInt8) -> String {
            let names = phaseNames
            if bits == UInt8((1 << names.count) - 1) && (self == .handlesPresses || self == .handlesMotion) { return "all" }
            return "[" + names.indices.filter { bits & (1 << UInt8($0)) != 0 }.map { names[$0] }.joined(separator: ", ") + "]"
        }
        switch self {
        case .canBecomeFirstResponder: return flag(traits.canBecomeFirstResponder)
        case .canResignFirstResponder: return flag(traits.canResignFirstResponder)
        case .textInput: return flag(traits.isTextInput)
        case .actions: return names(traits.actions)
        case .cannotPerform: return names(traits.cannotPerform)
        case .keyCommands:
            return traits.keyCommands.map { "\($0.key) → \($0.action)" + ($0.priority ? " (priority)" : "") }.joined(separator: ", ")
        case .handlesPresses: return phases(traits.presses.handles)
        case .passesOnPresses: return phases(traits.presses.passesOn)
        case .handlesMotion: return phases(traits.motion.handles)
        case .passesOnMotion: return phases(traits.motion.passesOn)
        case .handlesRemote: return flag(traits.handlesRemote)
        case .sends:
            return traits.sends.map { "\($0.event.rawValue) → \($0.action)" + ($0.target.map { " to " + scene.name(of: $0) } ?? "") }
                .joined(separator: ", ")
        case .presentedBy: return traits.presentedBy.map { scene.controllers[$0.index].name } ?? "none"
        }
    }

    /// The keys a view block takes besides ``ViewKey``'s.
    package static let viewKeys: [ChainKey] = allCases.filter { $0.placement != .controllersOnly }
    /// The keys a window block takes besides ``ViewKey``'s (`key-window` is the windows list's).
    package static let windowKeys: [ChainKey] = allCases.filter {
        $0.placement == .everyResponder || $0.placement == .viewsWindowsControllers
    }
    /// The keys a controller block takes besides `name`, `handles`, `passes-on`.
    package static let controllerKeys: [ChainKey] = allCases.filter {
        $0.placement == .everyResponder || $0.placement == .viewsWindowsControllers || $0.placement == .controllersOnly
    }
    /// The keys the application and the delegate take besides `name`, `handles`, `passes-on`.
    package static let appKeys: [ChainKey] = allCases.filter { $0.placement == .everyResponder }
    /// The keys `set` may change on a view or window.
    package static let settableKeys: [ChainKey] = allCases.filter(\.isSettable)
}

/// Key specs (`cmd+s`, RK4, V44): modifiers in the order `ctrl`, `alt`, `shift`, `cmd`, each
/// at most once, then one input.
package enum KeySpec {
    /// The modifiers, in the order a spec writes them.
    static let modifiers = ["ctrl", "alt", "shift", "cmd"]
    /// The named inputs besides letters and digits.
    static let namedInputs: Set<String> = ["up", "down", "left", "right", "escape", "return", "tab", "delete", "space"]

    /// Whether `text` is a key spec.
    package static func isValid(_ text: String) -> Bool {
        let parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        guard let input = parts.last, !input.isEmpty else { return false }
        var lastModifier = -1
        for modifier in parts.dropLast() {
            guard let position = modifiers.firstIndex(of: modifier), position > lastModifier else { return false }
            lastModifier = position
        }
        if namedInputs.contains(input) { return true }
        guard input.count == 1, let scalar = input.unicodeScalars.first else { return false }
        return ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    /// The spec meant by `text` that is not one: its modifiers put in order (`cmd+shift+s` is
    /// `shift+cmd+s`) and a capital letter written as shift with the lowercase letter (`cmd+S`
    /// is `shift+cmd+s`). Nil when no such spec is near.
    package static func suggestion(for text: String) -> String? {
        let parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        guard var input = parts.last, !input.isEmpty else { return nil }
        var positions: Set<Int> = []
        for modifier in parts.dropLast() {
            guard let position = modifiers.firstIndex(of: modifier.lowercased()) else { return nil }
            positions.insert(position)
        }
        if hasCapital(input) {
            input = input.lowercased()
            positions.insert(2)
        }
        let spec = (positions.sorted().map { modifiers[$0] } + [input]).joined(separator: "+")
        return spec != text && isValid(spec) ? spec : nil
    }

    /// Whether the key of `text` (after its modifiers) is one capital letter, which a spec
    /// writes as shift and the lowercase letter.
    package static func hasCapital(_ text: String) -> Bool {
        guard let input = text.split(separator: "+", omittingEmptySubsequences: false).last, input.count == 1,
            let scalar = input.unicodeScalars.first
        else { return false }
        return ("A"..."Z").contains(scalar)
    }

    /// Whether the spec holds `ctrl` or `cmd` (RK4 step 1).
    package static func hasCommandModifier(_ spec: String) -> Bool {
        spec.split(separator: "+").dropLast().contains { $0 == "ctrl" || $0 == "cmd" }
    }
}

/// Action names (`save` stands for `save:`, RA1).
package enum ActionName {
    /// Whether `text` is an action name: `[A-Za-z_][A-Za-z0-9_]*`, and not `none`.
    package static func isValid(_ text: String) -> Bool {
        guard text != "none", let first = text.unicodeScalars.first else { return false }
        func letter(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" }
        return letter(first) && text.unicodeScalars.dropFirst().allSatisfy { letter($0) || ("0"..."9").contains($0) }
    }
}

/// What is declared about one key of the responder chain: where it may be written, whether
/// `set` may change it, what its value must be and what it means.
package final class ChainKeyDeclaration: Sendable {
    /// Where the key may be written.
    package let placement: ChainKey.Placement
    /// Whether `set VIEW KEY VALUE` may change it (V52).
    package let isSettable: Bool
    /// What its value must be, as "needs a value" messages say it.
    package let expectation: String
    /// What the key means, for help texts and the editor.
    package let help: String

    init(_ placement: ChainKey.Placement, settable: Bool, _ expectation: String, help: String) {
        self.placement = placement
        self.isSettable = settable
        self.expectation = expectation
        self.help = help
    }
}
