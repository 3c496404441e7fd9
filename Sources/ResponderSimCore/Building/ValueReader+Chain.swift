// Values of the responder chain's keys (V41, V44, V45), shared by scene blocks and `set`.
extension ValueReader {
    /// The text of a plain or quoted scalar; empty for any other node (which no word matches).
    func scalarText(_ node: Int) -> String {
        let kind = tree[node].kind
        return kind == .plain || kind == .quoted ? tree.text(node) : ""
    }

    /// A flow list of action names without repeats (V41), or nil after reporting: the value
    /// when it is not a flow list, a bad element, the second of a repeat.
    func actionNames(_ node: Int, key: String, _ diagnostics: inout DiagnosticBag) -> [(name: String, node: Int)]? {
        guard tree[node].kind == .flowList else {
            wrongType(node, key: key, expected: "a list of action names such as [save, copy]", &diagnostics)
            return nil
        }
        var names: [(name: String, node: Int)] = []
        var ok = true
        for element in tree[node].items {
            let word = scalarText(element)
            guard ActionName.isValid(word) else {
                diagnostics.add(
                    "bad-action", "'\(key)' holds action names (letters, digits and '_', not 'none'), found \(describe(element))",
                    at: tree.position(element), end: tree.endOffset(element))
                ok = false
                continue
            }
            if names.contains(where: { $0.name == word }) {
                diagnostics.add(
                    "repeated-action", "action '\(word)' is listed twice in '\(key)'", at: tree.position(element),
                    end: tree.endOffset(element))
                ok = false
                continue
            }
            names.append((word, element))
        }
        return ok ? names : nil
    }

    /// A set of press or motion phases as bits of their raw values (V45): `all` (only when
    /// `allowsAll`) or a list of `names`.
    func messagePhases(
        _ node: Int, key: String, names: [String], allowsAll: Bool, _ diagnostics: inout DiagnosticBag
    ) -> UInt8? {
        let list = names.joined(separator: ", ")
        let expected = allowsAll ? "'all' or a list of phases such as [\(names[0])]" : "a list of phases such as [\(names[0])]"
        let syntax = tree[node]
        if syntax.kind == .plain || syntax.kind == .quoted {
            if allowsAll && syntax.kind == .plain && tree.text(node) == "all" { return UInt8((1 << names.count) - 1) }
            let word = tree.text(node)
            wrongType(
                node, key: key, expected: expected, &diagnostics, hint: names.contains(word) ? "write '\(key): [\(word)]'" : nil)
            return nil
        }
        guard let elements = items(node, key: key, expected: expected, &diagnostics) else { return nil }
        var bits: UInt8 = 0
        var ok = true
        for element in elements {
            let word = scalarText(element)
            if let position = names.firstIndex(of: word) {
                bits |= 1 << UInt8(position)
            } else {
                diagnostics.add(
                    "unknown-phase", "unknown phase \(describe(element)) in '\(key)'; phases are \(list)",
                    at: tree.position(element), end: tree.endOffset(element),
                    hint: word == "all" && !allowsAll
                        ? "'all' is only for 'handles-…'"
                        : diagnostics.wantsSuggestions ? Suggestions.hint(for: word, in: names) : nil)
                ok = false
            }
        }
        return ok ? bits : nil
    }

    /// The value of a phase-list key of the chain (`handles-presses` … `passes-on-motion`).
    func messagePhases(_ node: Int, for key: ChainKey, _ diagnostics: inout DiagnosticBag) -> UInt8? {
        messagePhases(
            node, key: key.name, names: key.phaseNames, allowsAll: key == .handlesPresses || key == .handlesMotion, &diagnostics)
    }

    /// The phase names a bit set holds, quoted and joined, for messages.
    static func phaseList(_ bits: UInt8, names: [String]) -> String {
        names.indices.filter { bits & (1 << UInt8($0)) != 0 }.map { "'\(names[$0])'" }.joined(separator: ", ")
    }
}
