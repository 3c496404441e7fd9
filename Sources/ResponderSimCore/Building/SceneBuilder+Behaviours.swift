// `behavior:` (Scenes/README.md, Behaviours).
extension SceneBuilder {
    // MARK: Behaviours

    /// A behaviour name, with a suggestion when it is misspelt; nil after reporting.
    static func behaviorKind(
        _ node: Int, key: String, reader: ValueReader, _ diagnostics: inout DiagnosticBag
    ) -> BehaviorKind? {
        let names = BehaviorKind.allCases.map(\.rawValue)
        guard let word = reader.text(node, key: key, expected: "a behaviour name", &diagnostics) else { return nil }
        if let kind = BehaviorKind(rawValue: word) { return kind }
        diagnostics.add(
            "unknown-behavior", "unknown behavior '\(word)'; the behaviors are \(names.joined(separator: ", "))",
            at: reader.tree.position(node), end: reader.tree.endOffset(node),
            hint: diagnostics.wantsSuggestions ? Suggestions.hint(for: word, in: names) : nil)
        return nil
    }

    mutating func readBehavior(_ value: Int, view: ViewID) -> BehaviorSpec? {
        let kind = tree[value].kind
        if kind == .plain || kind == .quoted {
            return Self.behaviorKind(value, key: "behavior", reader: reader, &diagnostics).map {
                BehaviorSpec(kind: $0)
            }
        }
        guard kind == .mapping else {
            reader.wrongType(
                value, key: "behavior", expected: "a behaviour name, or a block with 'name' and parameters",
                &diagnostics)
            return nil
        }
        let entries = tree[value].entries
        guard let nameEntry = entries.first(where: { $0.key == "name" }) else {
            missingKey("name", in: "'behavior'", mapping: value)
            return nil
        }
        guard let nameNode = nameEntry.value else {
            missingValue(nameEntry, expected: "a behaviour name")
            return nil
        }
        guard let behaviorKind = Self.behaviorKind(nameNode, key: "name", reader: reader, &diagnostics) else {
            return nil
        }
        var spec = BehaviorSpec(kind: behaviorKind)
        let parameters = behaviorKind.parameters.map(\.name)
        for entry in entries where entry.key != "name" {
            guard let parameter = BehaviorParameter(rawValue: entry.key), behaviorKind.parameters.contains(parameter) else {
                let place =
                    parameters.isEmpty
                    ? "behavior '\(behaviorKind.rawValue)' (it takes no parameters)"
                    : "behavior '\(behaviorKind.rawValue)'"
                unknownKey(entry, in: place, candidates: ["name"] + parameters)
                continue
            }
            guard let node = entry.value else {
                missingValue(entry, expected: parameter.valueKind == .view ? "a view name" : "a number")
                continue
            }
            switch parameter.valueKind {
            case .positive:
                if let number = reader.positive(node, key: entry.key, &diagnostics) {
                    spec.parameters[parameter] = .number(number)
                }
            case .nonNegative:
                if let number = reader.number(
                    node, key: entry.key, expected: "a number at least 0", &diagnostics, where: { $0 >= 0 })
                {
                    spec.parameters[parameter] = .number(number)
                }
            case .duration:
                if let delay = reader.duration(node, key: entry.key, &diagnostics) {
                    spec.parameters[parameter] = .duration(delay)
                }
            case .view:
                if reader.name(node, key: entry.key, &diagnostics) != nil { dragTargets.append((view, node)) }
            }
        }
        return spec
    }

}
