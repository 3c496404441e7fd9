// The responder chain's keys on every responder (Scenes/README.md, First responder and
// actions): V40–V47.
extension SceneBuilder {
    /// Which kind of responder a block describes.
    enum ChainPlace {
        case view, window, controller, application, delegate

        var phrase: String {
            switch self {
            case .view: "a view"
            case .window: "a window"
            case .controller: "a controller"
            case .application: "'application'"
            case .delegate: "'delegate'"
            }
        }
    }

    /// What a block wrote of the chain's keys, checked at the block's end (V41, V45) and, for
    /// names of other responders, once the whole tree is known (V42, V46).
    struct ChainDraft {
        var traits: ResponderTraits
        var actionNodes: [(name: String, node: Int)] = []
        var cannotPerformNodes: [(name: String, node: Int)] = []
        /// `handles-X` / `passes-on-X` value nodes in file order, by family.
        var pressNodes: [Int] = []
        var motionNodes: [Int] = []
        /// The `sends` key, checked against the class once it is known (V42).
        var sendsEntry: SyntaxEntry?
        /// `sends` targets by name, resolved at the end: the item's index and the value node.
        var sendTargets: [(item: Int, name: String, node: Int)] = []
        /// `presented-by`, resolved at the end.
        var presentedBy: (name: String, node: Int)?
        /// Whether the block wrote any of the chapter's keys, and which boolean defaults it set.
        var isWritten = false
        var wroteCanBecome = false
        var wroteTextInput = false

        init(_ traits: ResponderTraits) { self.traits = traits }
    }

    /// A `sends` target or a `presented-by` name to resolve once every responder is known.
    struct ChainReference {
        var owner: Responder
        var item: Int
        var name: String
        var node: Int
    }

    /// The keys of this chapter a block of `place` takes, for suggestions.
    static func chainKeyNames(_ place: ChainPlace) -> [String] {
        switch place {
        case .view: ChainKey.viewKeys.map(\.name)
        case .window: ChainKey.windowKeys.map(\.name) + ["key-window"]
        case .controller: ChainKey.controllerKeys.map(\.name)
        case .application: ChainKey.appKeys.map(\.name) + ["receives-remote-control"]
        case .delegate: ChainKey.appKeys.map(\.name)
        }
    }

    /// Reads `entry` when it is one of this chapter's keys; false when it is not one.
    mutating func readChainEntry(_ entry: SyntaxEntry, place: ChainPlace, into draft: inout ChainDraft) -> Bool {
        guard let key = ChainKey(rawValue: entry.key) else { return false }
        let allowed: Bool
        let wherePhrase: String
        switch key.placement {
        case .everyResponder:
            allowed = true
            wherePhrase = ""
        case .viewsWindowsControllers:
            allowed = place == .view || place == .window || place == .controller
            wherePhrase = "views, windows and controllers"
        case .viewsOnly:
            allowed = place == .view
            wherePhrase = "views (not windows)"
        case .controlsOnly:
            allowed = place == .view
            wherePhrase = "controls (class UIControl, UIButton or UITextField)"
        case .controllersOnly:
            allowed = place == .controller
            wherePhrase = "controllers"
        }
        guard allowed else {
            let message =
                key == .sends && place == .window
                ? "'sends' is only for \(wherePhrase), and a window is never a control"
                : "'\(key.name)' is only for \(wherePhrase), not \(place.phrase)"
            diagnostics.add("misplaced-key", message, at: entry.keyPosition, end: entry.keyEnd)
            return true
        }
        draft.isWritten = true
        if key == .canBecomeFirstResponder { draft.wroteCanBecome = true }
        if key == .textInput { draft.wroteTextInput = true }
        if key == .sends { draft.sendsEntry = entry }
        guard let value = entry.value else {
            missingValue(entry, expected: key.expectation)
            return true
        }
        switch key {
        case .canBecomeFirstResponder, .canResignFirstResponder, .textInput, .handlesRemote:
            if let flag = reader.bool(value, key: key.name, &diagnostics) { draft.traits.set(key, flag) }
        case .actions:
            if let names = reader.actionNames(value, key: key.name, &diagnostics) {
                draft.actionNodes = names
                draft.traits.actions = names.map(\.name)
            }
        case .cannotPerform:
            if let names = reader.actionNames(value, key: key.name, &diagnostics) {
                draft.cannotPerformNodes = names
                draft.traits.cannotPerform = names.map(\.name)
            }
        case .handlesPresses, .passesOnPresses, .handlesMotion, .passesOnMotion:
            guard let bits = reader.messagePhases(value, for: key, &diagnostics) else { return true }
            draft.traits.set(key, phases: bits)
            if key.phaseFamily == "presses" { draft.pressNodes.append(value) } else { draft.motionNodes.append(value) }
        case .keyCommands:
            readKeyCommands(value, into: &draft)
        case .sends:
            readSends(value, into: &draft)
        case .presentedBy:
            if let name = reader.name(value, key: key.name, &diagnostics) { draft.presentedBy = (name, value) }
        }
        return true
    }

    /// `key-commands:` items (V43, V44).
    mutating func readKeyCommands(_ value: Int, into draft: inout ChainDraft) {
        guard let items = readList(value, key: ChainKey.keyCommands.name, expected: ChainKey.keyCommands.expectation) else {
            return
        }
        for item in items {
            guard tree[item].kind == .mapping else {
                reader.wrongType(item, key: ChainKey.keyCommands.name, expected: "a block with 'key' and 'action'", &diagnostics)
                continue
            }
            var spec: String?
            var action: String?
            var priority = false
            let block = knownEntries(
                item, keys: [("key", "a key spec such as cmd+s"), ("action", "an action name"), ("priority", "yes or no")],
                place: "a key command")
            for (key, node) in block.entries {
                switch key {
                case "key":
                    guard let text = keySpec(node, key: "key") else { continue }
                    if draft.traits.keyCommands.contains(where: { $0.key == text }) {
                        diagnostics.add(
                            "repeated-key-command", "this responder already has a key command for '\(text)'",
                            at: tree.position(node), end: tree.endOffset(node))
                        continue
                    }
                    spec = text
                case "action":
                    action = actionName(node, key: "action")
                default:
                    if let flag = reader.bool(node, key: "priority", &diagnostics) { priority = flag }
                }
            }
            if let missing = ["key", "action"].first(where: { !block.written.contains($0) }) {
                diagnostics.add("missing-key", "missing key '\(missing)' in a key command", at: firstKeyPosition(item))
                continue
            }
            if let spec, let action { draft.traits.keyCommands.append(KeyCommand(key: spec, action: action, priority: priority)) }
        }
    }

    /// `sends:` items (V42); targets are resolved at the end.
    mutating func readSends(_ value: Int, into draft: inout ChainDraft) {
        guard let items = readList(value, key: ChainKey.sends.name, expected: ChainKey.sends.expectation) else { return }
        for item in items {
            guard tree[item].kind == .mapping else {
                reader.wrongType(item, key: ChainKey.sends.name, expected: "a block with 'event' and 'action'", &diagnostics)
                continue
            }
            var event: ControlEvent?
            var action: String?
            var target: (name: String, node: Int)?
            let block = knownEntries(
                item,
                keys: [("event", "a control event such as touchUpInside"), ("action", "an action name"), ("target", "a responder's name")],
                place: "a 'sends' item")
            var ok = !block.missingValue
            for (key, node) in block.entries {
                switch key {
                case "event":
                    if let word = reader.choice(node, key: "event", ControlEvent.allCases.map(\.rawValue), &diagnostics) {
                        event = ControlEvent(rawValue: word)
                    } else {
                        ok = false
                    }
                case "action":
                    action = actionName(node, key: "action")
                    if action == nil { ok = false }
                default:
                    if let name = reader.name(node, key: "target", &diagnostics) { target = (name, node) } else { ok = false }
                }
            }
            if let missing = ["event", "action"].first(where: { !block.written.contains($0) }) {
                diagnostics.add("missing-key", "missing key '\(missing)' in a 'sends' item", at: firstKeyPosition(item))
                continue
            }
            guard ok, let event, let action else { continue }
            if let target { draft.sendTargets.append((draft.traits.sends.count, target.name, target.node)) }
            draft.traits.sends.append(ActionPair(event: event, action: action, target: nil))
        }
    }

    /// A key spec (V44), or nil after reporting it.
    mutating func keySpec(_ node: Int, key: String) -> String? {
        let text = reader.scalarText(node)
        guard KeySpec.isValid(text) else {
            let letter =
                KeySpec.hasCapital(text)
                ? "a letter is written in lowercase, with shift for a capital"
                : "modifiers ctrl, alt, shift, cmd in that order, then a letter, a digit or up, down, left, right, escape, "
                    + "return, tab, delete, space"
            diagnostics.add(
                "bad-key-spec", "'\(key)' must be a key spec such as cmd+s (\(letter)), found \(reader.describe(node))",
                at: tree.position(node), end: tree.endOffset(node),
                hint: KeySpec.suggestion(for: text).map { "did you mean '\($0)'?" })
            return nil
        }
        return text
    }

    /// An action name, or nil after reporting it.
    mutating func actionName(_ node: Int, key: String) -> String? {
        let text = reader.scalarText(node)
        guard ActionName.isValid(text) else {
            diagnostics.add(
                "bad-action", "'\(key)' must be an action name (letters, digits and '_', not 'none'), found \(reader.describe(node))",
                at: tree.position(node), end: tree.endOffset(node))
            return nil
        }
        return text
    }

    /// The block's own checks (V41: `cannot-perform` within `actions`; V45: a phase in both
    /// lists of a family, at the list written second), then its traits.
    mutating func finishChain(_ draft: ChainDraft, isControl: Bool) -> ResponderTraits {
        for (name, node) in draft.cannotPerformNodes where !draft.traits.actions.contains(name) {
            diagnostics.add(
                "cannot-perform-not-an-action", "'\(name)' is in 'cannot-perform' but not in this responder's 'actions'",
                at: tree.position(node), end: tree.endOffset(node))
        }
        checkBoth(draft.traits.presses, nodes: draft.pressNodes, key: .handlesPresses)
        checkBoth(draft.traits.motion, nodes: draft.motionNodes, key: .handlesMotion)
        if let entry = draft.sendsEntry, !isControl {
            diagnostics.add(
                "control-only-key", "'sends' is only for controls (class UIControl, UIButton or UITextField)",
                at: entry.keyPosition, end: entry.keyEnd)
        }
        return draft.traits
    }

    private mutating func checkBoth(_ handling: MessageHandling, nodes: [Int], key: ChainKey) {
        let common = handling.handles & handling.passesOn
        guard common != 0, nodes.count == 2 else { return }
        diagnostics.add(
            "phase-in-both", Self.phaseInBothMessage(common, key), at: tree.position(nodes[1]), end: tree.endOffset(nodes[1]))
    }

    /// The message of a phase in both lists of a family (V45), for scene blocks and `set`.
    static func phaseInBothMessage(_ common: UInt8, _ key: ChainKey) -> String {
        let family = key.phaseFamily ?? ""
        return "\(ValueReader.phaseList(common, names: key.phaseNames)) cannot be in both 'handles-\(family)' and 'passes-on-\(family)'"
    }

    /// Remembers a block's references to other responders for ``resolveChainReferences()``.
    mutating func noteChainReferences(_ draft: ChainDraft, of owner: Responder) {
        for target in draft.sendTargets {
            chainTargets.append(ChainReference(owner: owner, item: target.item, name: target.name, node: target.node))
        }
        if let presenter = draft.presentedBy {
            chainPresenters.append(ChainReference(owner: owner, item: 0, name: presenter.name, node: presenter.node))
        }
    }

    /// V42's targets and V46's presenters, once every responder is known; the key window (RF8).
    mutating func resolveChainReferences() {
        if scene.keyWindow == nil { scene.keyWindow = scene.windows.first }
        guard !chainTargets.isEmpty || !chainPresenters.isEmpty else { return }
        let responders = Dictionary(scene.responderList.map { ($0.name, $0.responder) }, uniquingKeysWith: { first, _ in first })
        let recognizerNames = Set(scene.recognizers.map(\.name))
        for reference in chainTargets {
            guard case .view(let control) = reference.owner else { continue }
            let action = scene.views[control.index].traits.sends[reference.item].action
            guard let target = responders[reference.name] else {
                diagnostics.add(
                    "unknown-responder",
                    recognizerNames.contains(reference.name)
                        ? "'\(reference.name)' is a gesture recognizer; a target is a responder"
                        : "unknown responder '\(reference.name)'", at: tree.position(reference.node),
                    end: tree.endOffset(reference.node),
                    hint: diagnostics.wantsSuggestions ? Suggestions.hint(for: reference.name, in: responders.keys.sorted()) : nil)
                continue
            }
            guard scene.traits(of: target).actions.contains(action) else {
                diagnostics.add(
                    "target-lacks-action", "'\(reference.name)' does not list '\(action)' in its 'actions'",
                    at: tree.position(reference.node), end: tree.endOffset(reference.node))
                continue
            }
            scene.views[control.index].traits.sends[reference.item].target = target
        }
        for reference in chainPresenters {
            guard case .controller(let controller) = reference.owner else { continue }
            guard case .controller(let presenter) = responders[reference.name] else {
                diagnostics.add(
                    "unknown-controller", "'presented-by' must name a controller; '\(reference.name)' is not one",
                    at: tree.position(reference.node), end: tree.endOffset(reference.node))
                continue
            }
            guard presenter != controller else {
                diagnostics.add(
                    "presented-by-itself", "a controller cannot be presented by itself", at: tree.position(reference.node),
                    end: tree.endOffset(reference.node))
                continue
            }
            scene.controllers[controller.index].traits.presentedBy = presenter
            if chainHasCycle() {
                scene.controllers[controller.index].traits.presentedBy = nil
                diagnostics.add(
                    "chain-cycle",
                    "'presented-by: \(reference.name)' makes the responder chain come back to '\(scene.controllers[controller.index].name)'",
                    at: tree.position(reference.node), end: tree.endOffset(reference.node))
            }
        }
    }

    /// Whether following next responders (C1 with RC1) from some controller comes back to it.
    private func chainHasCycle() -> Bool {
        let limit = scene.views.count + scene.controllers.count + 2
        for start in scene.controllers.indices where scene.controllers[start].traits.presentedBy != nil {
            var responder = Responder.controller(ControllerID(start))
            for _ in 0..<limit {
                guard let next = scene.nextResponder(after: responder) else { break }
                if next == .controller(ControllerID(start)) { return true }
                responder = next
            }
        }
        return false
    }
}

extension Scene {
    /// The next responder in the scene's initial tree (C1 with RC1).
    package func nextResponder(after responder: Responder) -> Responder? {
        switch responder {
        case .view(let id):
            let view = views[id.index]
            if let controller = view.controller { return .controller(controller) }
            if let superview = view.superview { return .view(superview) }
            return view.isWindow ? .application : nil
        case .controller(let id):
            if let presenter = controllers[id.index].traits.presentedBy { return .controller(presenter) }
            return views[controllers[id.index].view.index].superview.map(Responder.view)
        case .application:
            return delegate == nil ? nil : .delegate
        case .delegate:
            return nil
        }
    }
}
