// The application, the delegate and view controllers (Scenes/README.md, The top level, Views and windows), and `handles` / `passes-on`.
extension SceneBuilder {
    mutating func readApplication(_ entry: SyntaxEntry) -> Bool {
        guard let value = entry.value else {
            missingValue(entry, expected: "a block with 'name', 'handles', 'passes-on'")
            return false
        }
        let before = names.count
        if let application = readAppResponder(
            entry, value: value, defaultName: "UIApplication", place: "'application'")
        {
            scene.application = application
        }
        return names.count > before
    }

    /// `application:` or `delegate:`: a name, or a block with `name`, `handles`, `passes-on`.
    mutating func readAppResponder(
        _ entry: SyntaxEntry, value: Int, defaultName: String, place placeName: String
    ) -> AppResponder? {
        let kind = tree[value].kind
        if kind == .plain || kind == .quoted {
            guard let name = reader.name(value, key: entry.key, &diagnostics) else { return nil }
            addName(name, node: value)
            return AppResponder(name: name)
        }
        guard kind == .mapping else {
            reader.wrongType(value, key: entry.key, expected: "a block with 'name', 'handles', 'passes-on'", &diagnostics)
            return nil
        }
        var name = defaultName
        var named = false
        var handling = ExplicitHandling()
        var handlingNodes: [(key: String, node: Int)] = []
        let place: ChainPlace = defaultName == "AppDelegate" ? .delegate : .application
        var chain = ChainDraft(ResponderTraits())
        var receivesRemote = false
        for inner in tree[value].entries {
            if readChainEntry(inner, place: place, into: &chain) { continue }
            if inner.key == "receives-remote-control" {
                guard place == .application else {
                    diagnostics.add(
                        "misplaced-key", "'receives-remote-control' is only for 'application'", at: inner.keyPosition,
                        end: inner.keyEnd)
                    continue
                }
                guard let node = inner.value else {
                    missingValue(inner, expected: "yes or no")
                    continue
                }
                if let flag = reader.bool(node, key: inner.key, &diagnostics) { receivesRemote = flag }
                continue
            }
            switch inner.key {
            case "name":
                guard let node = inner.value else {
                    missingValue(inner, expected: "a name")
                    continue
                }
                if let text = reader.name(node, key: "name", &diagnostics) {
                    name = text
                    named = true
                    addName(text, node: node)
                }
            case "handles", "passes-on":
                readHandlingEntry(inner, into: &handling, nodes: &handlingNodes)
            default:
                unknownKey(inner, in: placeName, candidates: Self.responderKeys + Self.chainKeyNames(place))
            }
        }
        if !named && defaultName == "AppDelegate" {
            names.append((name, entry.keyPosition, entry.keyEnd))
        }
        checkPhaseInBoth(handling, nodes: handlingNodes)
        var responder = AppResponder(name: name, handling: handling.effective(behavior: nil))
        responder.traits = finishChain(chain, isControl: true)
        responder.receivesRemoteControl = receivesRemote
        return responder
    }

    mutating func readHandlingEntry(
        _ entry: SyntaxEntry, into handling: inout ExplicitHandling, nodes: inout [(key: String, node: Int)]
    ) {
        guard let node = entry.value else {
            missingValue(entry, expected: "'all' or a list of phases such as [began, ended]")
            return
        }
        guard let phases = reader.phases(node, key: entry.key, &diagnostics) else { return }
        if entry.key == "handles" { handling.handles = phases } else { handling.passesOn = phases }
        nodes.append((entry.key, node))
    }

    /// Reports a phase in both `handles` and `passes-on` at the list written second.
    mutating func checkPhaseInBoth(_ handling: ExplicitHandling, nodes: [(key: String, node: Int)]) {
        guard let handles = handling.handles, let passesOn = handling.passesOn, nodes.count == 2 else { return }
        let common = handles.intersection(passesOn)
        guard !common.isEmpty else { return }
        let second = nodes[1].node
        diagnostics.add(
            "phase-in-both", Self.phaseInBothMessage(common), at: tree.position(second), end: tree.endOffset(second))
    }

    static func phaseInBothMessage(_ common: PhaseSet) -> String {
        let list = common.phases.map { "'\($0.name)'" }.joined(separator: ", ")
        let noun = common.phases.count == 1 ? "phase" : "phases"
        return "\(noun) \(list) cannot be in both 'handles' and 'passes-on'"
    }

    /// `controller: NAME` or a block with `name`, `handles`, `passes-on`.
    mutating func readController(_ value: Int) -> (name: String, node: Int, handling: Handling, chain: ChainDraft)? {
        let kind = tree[value].kind
        var chain = ChainDraft(ResponderTraits())
        if kind == .plain || kind == .quoted {
            guard let name = reader.name(value, key: "controller", &diagnostics) else { return nil }
            addName(name, node: value)
            return (name, value, .none, chain)
        }
        guard kind == .mapping else {
            reader.wrongType(
                value, key: "controller", expected: "a name, or a block with 'name' and 'handles'", &diagnostics)
            return nil
        }
        var result: (name: String, node: Int)?
        var handling = ExplicitHandling()
        var handlingNodes: [(key: String, node: Int)] = []
        var hasName = false
        for entry in tree[value].entries {
            if readChainEntry(entry, place: .controller, into: &chain) { continue }
            switch entry.key {
            case "name":
                hasName = true
                guard let node = entry.value else {
                    missingValue(entry, expected: "a name")
                    continue
                }
                if let name = reader.name(node, key: "name", &diagnostics) {
                    result = (name, node)
                    addName(name, node: node)
                }
            case "handles", "passes-on":
                readHandlingEntry(entry, into: &handling, nodes: &handlingNodes)
            default:
                unknownKey(entry, in: "'controller'", candidates: Self.responderKeys + Self.chainKeyNames(.controller))
            }
        }
        if !hasName { missingKey("name", in: "'controller'", mapping: value) }
        checkPhaseInBoth(handling, nodes: handlingNodes)
        guard let result else { return nil }
        return (result.name, result.node, handling.effective(behavior: nil), chain)
    }
}
