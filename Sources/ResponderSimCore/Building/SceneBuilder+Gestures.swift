// `gestures:` (Scenes/README.md, Gesture recognizers; static checks V1–V7, V11, V12).
extension SceneBuilder {
    /// A `requires-failure-of` or `simultaneous-with` element, resolved once every name is known.
    struct RecognizerReference {
        var from: RecognizerID
        var key: GestureKey
        /// The element's node.
        var node: Int
        /// The key as the scene wrote it, when not the recognizer key's own name
        /// (`pan-requires-failure-of`).
        var written: String?

        /// The key's name as messages give it.
        var keyName: String { written ?? key.name }
    }

    /// Reads a view's `gestures:` list (V1–V4, V6, V12); the lists of names are checked once
    /// the whole tree is known (``resolveRecognizerReferences()``).
    mutating func readGestures(_ value: Int, view: ViewID) -> [RecognizerID] {
        if tree[value].kind == .flowList && !tree[value].items.isEmpty {
            // `[tap]` is a list, but its items must be blocks.
            diagnostics.add(
                "wrong-type", "the items of 'gestures' must be blocks such as '- tap: NAME', one per line, found \(reader.describe(value))",
                at: tree.position(value), end: tree.endOffset(value))
            return []
        }
        guard let items = readList(value, key: "gestures", expected: "a list of recognizers ('- tap: NAME' items)") else {
            return []
        }
        var ids: [RecognizerID] = []
        for item in items {
            if let id = readRecognizer(item, view: view) { ids.append(id) }
        }
        return ids
    }

    private mutating func readRecognizer(_ node: Int, view: ViewID) -> RecognizerID? {
        let kinds = GestureKind.declarable.map(\.name)
        guard tree[node].kind == .mapping else {
            reader.wrongType(node, key: "gestures", expected: "a recognizer block such as '- tap: NAME'", &diagnostics)
            return nil
        }
        // V1: exactly one kind key; its value names the recognizer (V2).
        var kindEntry: (entry: SyntaxEntry, kind: GestureKind)?
        for entry in tree[node].entries {
            guard let kind = GestureKind(rawValue: entry.key), !kind.isBuiltIn else { continue }
            if let first = kindEntry {
                diagnostics.add(
                    "two-kinds", "a recognizer has one kind; '\(entry.key)' comes after '\(first.entry.key)'",
                    at: entry.keyPosition, end: entry.keyEnd)
                continue
            }
            kindEntry = (entry, kind)
        }
        guard let (kindKey, kind) = kindEntry else {
            let first = tree[node].entries.first
            diagnostics.add(
                "missing-kind", "expected one of \(kinds.joined(separator: ", ")) to name the recognizer's kind",
                at: first?.keyPosition ?? tree.position(node), end: first?.keyEnd,
                hint: first.flatMap { entry in
                    diagnostics.wantsSuggestions ? Suggestions.hint(for: entry.key, in: kinds) : nil
                })
            return nil
        }
        let id = RecognizerID(scene.recognizers.count)
        var recognizer = GestureRecognizer(
            name: "", kind: kind, view: view, location: kindKey.keyPosition.toLocation(in: tree.bytes))
        if let nameNode = kindKey.value {
            if let name = reader.name(nameNode, key: kind.name, &diagnostics) {
                recognizer.name = name
                recognizer.location = tree.position(nameNode).toLocation(in: tree.bytes)
                addName(name, node: nameNode)
            }
        } else {
            missingValue(kindKey, expected: "the recognizer's name")
        }
        var maxTouchesNode: Int?
        for entry in tree[node].entries where !(GestureKind(rawValue: entry.key).map { !$0.isBuiltIn } ?? false) {
            guard let key = GestureKey(rawValue: entry.key) else {
                unknownKey(
                    entry, in: "a \(kind.name) recognizer",
                    candidates: (GestureKey.common + kind.keys).map(\.name) + kinds)
                continue
            }
            // V3: a key of another kind.
            guard GestureKey.common.contains(key) || kind.keys.contains(key) else {
                diagnostics.add(
                    "wrong-kind-key", "'\(key.name)' is not a key of \(kind.name)", at: entry.keyPosition, end: entry.keyEnd)
                continue
            }
            guard let value = entry.value else {
                missingValue(entry, expected: key.expectation(for: kind))
                continue
            }
            let declaration = key.declaration(for: kind)
            let read: KeyValue?
            switch declaration.type {
            case .receiveAnswer, .beginAnswer:
                switch Self.readAnswer(key, kind: kind, value, reader: reader, &diagnostics) {
                case .value(let answer)?: read = answer
                case .views(let elements)?:
                    // Resolved once every view is known (V64).
                    for element in elements {
                        recognizerReferences.append(RecognizerReference(from: id, key: key, node: element))
                    }
                    read = nil
                case nil: read = nil
                }
            default:
                switch reader.read(
                    declaration.type, value, key: key.name, expected: declaration.expectation, touchLimit: scene.device.touchLimit,
                    &diagnostics)
                {
                case .value(let value)?: read = value
                case .names(let elements)?:
                    // Resolved once every recognizer is known.
                    for element in elements { recognizerReferences.append(RecognizerReference(from: id, key: key, node: element)) }
                    read = nil
                case nil: read = nil
                }
            }
            if let read {
                declaration.set(&recognizer, read)
                if key == .maxTouches { maxTouchesNode = value }
            }
        }
        // V6: `max-touches` at least `min-touches`, reported at `max-touches`.
        if let maxNode = maxTouchesNode, let maximum = recognizer.maxTouches, maximum < recognizer.minTouches {
            diagnostics.add(
                "out-of-range",
                "'max-touches' must be at least 'min-touches' (\(recognizer.minTouches)), found \(reader.describe(maxNode))",
                at: tree.position(maxNode), end: tree.endOffset(maxNode))
        }
        scene.recognizers.append(recognizer)
        return id
    }

    /// Resolves the names of `requires-failure-of` and `simultaneous-with` (V5), then checks
    /// for cycles (V7) and for pairs that both require and recognize together (V11).
    mutating func resolveRecognizerReferences() {
        guard !recognizerReferences.isEmpty else { return }
        var byName: [String: RecognizerID] = [:]
        for (index, recognizer) in scene.recognizers.enumerated() where !recognizer.name.isEmpty {
            if byName[recognizer.name] == nil { byName[recognizer.name] = RecognizerID(index) }
        }
        // Element positions of each accepted reference, for V7 and V11.
        var accepted: [(reference: RecognizerReference, target: RecognizerID)] = []
        let viewsByName = Self.viewsByName(scene.views)
        for reference in recognizerReferences {
            let name = tree.text(reference.node)
            let own = scene.recognizers[reference.from.index]
            if reference.key == .shouldReceive {
                resolveReceiveView(reference, viewsByName)
                continue
            }
            guard let target = byName[name] else {
                if let split = BuiltInRecognizer.split(name) {
                    // V19: `X.pan` and `X.delay` need a scroll view X.
                    diagnostics.add(
                        "not-a-scroll-view", Self.notAScrollViewMessage(name, view: split.view),
                        at: tree.position(reference.node), end: tree.endOffset(reference.node))
                    continue
                }
                let hint =
                    diagnostics.wantsSuggestions
                    ? Suggestions.hint(for: name, in: scene.recognizers.map(\.name).filter { !$0.isEmpty }) : nil
                diagnostics.add(
                    "unknown-recognizer", "unknown recognizer '\(name)' in '\(reference.keyName)'",
                    at: tree.position(reference.node), end: tree.endOffset(reference.node), hint: hint)
                continue
            }
            if scene.recognizers[target.index].kind.neverBlocks == own.kind {
                // V19: a delay never makes a pan fail (SD1), so a pan cannot wait for one.
                diagnostics.add(
                    "pan-requires-delay",
                    "'\(reference.keyName)' cannot name '\(name)': a scroll view's delay recognizer never makes a pan fail, "
                        + "so waiting for its failure means nothing", at: tree.position(reference.node),
                    end: tree.endOffset(reference.node))
                continue
            }
            if target == reference.from {
                diagnostics.add(
                    "self-reference", "'\(reference.keyName)' of '\(own.name)' cannot name the recognizer itself",
                    at: tree.position(reference.node), end: tree.endOffset(reference.node))
                continue
            }
            if reference.key.isDynamicList, let problem = Self.dynamicListProblem(name, target: target, scene.recognizers) {
                // V65: never a scroll view's delay.
                diagnostics.add(problem.id, problem.message, at: tree.position(reference.node), end: tree.endOffset(reference.node))
                continue
            }
            guard case .recognizers(let list) = reference.key.declaration(for: own.kind).value(own) else { continue }
            if list.contains(target) {
                diagnostics.add(
                    "repeated-recognizer", "'\(name)' is listed twice in '\(reference.keyName)'",
                    at: tree.position(reference.node), end: tree.endOffset(reference.node))
                continue
            }
            let declaration = reference.key.declaration(for: own.kind)
            declaration.set(&scene.recognizers[reference.from.index], .recognizers(list + [target]))
            accepted.append((reference, target))
        }
        checkRequirementCycles(accepted)
        checkRequiredAndSimultaneous(accepted)
    }

    /// V7: taking the `requires-failure-of` edges in file order, an edge whose target already
    /// reaches its source through earlier edges closes a cycle.
    private mutating func checkRequirementCycles(_ accepted: [(reference: RecognizerReference, target: RecognizerID)]) {
        let edges = accepted.filter { $0.reference.key.requirementEdge != nil }
            .sorted { tree.position($0.reference.node) < tree.position($1.reference.node) }
        var outgoing: [Int: [Int]] = [:]
        for edge in edges {
            // V65: a dynamic list's edges count as `requires-failure-of` edges.
            let reversed = edge.reference.key.requirementEdge == .reversed
            let source = reversed ? edge.target.index : edge.reference.from.index
            let target = reversed ? edge.reference.from.index : edge.target.index
            // Does `target` reach `source` through the edges taken so far?
            var seen: Set<Int> = [target]
            var stack = [target]
            var closes = false
            while let node = stack.popLast() {
                if node == source {
                    closes = true
                    break
                }
                for next in outgoing[node, default: []] where seen.insert(next).inserted { stack.append(next) }
            }
            if closes {
                diagnostics.add(
                    "requirement-cycle",
                    "'\(scene.recognizers[source].name)' requiring '\(scene.recognizers[target].name)' to fail closes a cycle "
                        + (edge.reference.key.isDynamicList ? "of failure requirements" : "of requires-failure-of"),
                    at: tree.position(edge.reference.node), end: tree.endOffset(edge.reference.node))
            }
            outgoing[source, default: []].append(target)
        }
    }

    /// V11: no recognizer both requires and is simultaneous with the same one (listed by
    /// either); reported at the element written later.
    private mutating func checkRequiredAndSimultaneous(_ accepted: [(reference: RecognizerReference, target: RecognizerID)]) {
        let requirements = accepted.filter { $0.reference.key.requirementEdge != nil }
        let simultaneous = accepted.filter { $0.reference.key == .simultaneousWith }
        var reported: Set<Int> = []
        for requirement in requirements {
            let pair = Set([requirement.reference.from, requirement.target])
            for other in simultaneous where Set([other.reference.from, other.target]) == pair {
                let later =
                    tree.position(requirement.reference.node) < tree.position(other.reference.node)
                    ? other.reference.node : requirement.reference.node
                guard reported.insert(later).inserted else { continue }
                let reversed = requirement.reference.key.requirementEdge == .reversed
                let from = scene.recognizers[(reversed ? requirement.target : requirement.reference.from).index].name
                let target = scene.recognizers[(reversed ? requirement.reference.from : requirement.target).index].name
                diagnostics.add(
                    "required-and-simultaneous",
                    "'\(from)' cannot both require '\(target)' to fail and recognize simultaneously with it",
                    at: tree.position(later), end: tree.endOffset(later))
            }
        }
    }
}
