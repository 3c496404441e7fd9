// `set NAME KEY VALUE` of a declared recognizer's delegate answers (Scenes/README.md, The
// recognizer delegate's answers; V64–V66).
extension ScriptReader {
    /// The requirement edges in force at a line (V66): the scene's `requires-failure-of` and
    /// dynamic lists, with every earlier `set` of a dynamic list applied.
    struct RequirementsInForce {
        /// By recognizer: its `should-require-failure-of` and `should-be-required-to-fail-by`
        /// lists as the lines so far left them.
        var requireLists: [[RecognizerID]]
        var requiredByLists: [[RecognizerID]]

        init(_ recognizers: [GestureRecognizer]) {
            requireLists = recognizers.map(\.shouldRequireFailureOf)
            requiredByLists = recognizers.map(\.shouldBeRequiredToFailBy)
        }

        /// Every edge R → X (R requires X to fail), by source.
        func outgoing(_ recognizers: [GestureRecognizer]) -> [[Int]] {
            var result = recognizers.map { $0.requiresFailureOf.map(\.index) }
            for source in recognizers.indices {
                result[source] += requireLists[source].map(\.index)
                for other in requiredByLists[source] { result[other.index].append(source) }
            }
            return result
        }

        /// Whether `target` reaches `source` through `outgoing`.
        static func reaches(_ target: Int, _ source: Int, _ outgoing: [[Int]]) -> Bool {
            var seen: Set<Int> = [target]
            var stack = [target]
            while let node = stack.popLast() {
                if node == source { return true }
                for next in outgoing[node] where seen.insert(next).inserted { stack.append(next) }
            }
            return false
        }
    }

    /// `set NAME KEY VALUE` of a delegate answer on a declared recognizer (V64–V66).
    mutating func readSetAnswer(_ line: Line, recognizer: RecognizerID, key: GestureKey, keyToken: Token, time: Microseconds) {
        let spec = recognizers[recognizer.index]
        withSetValue(line, keyToken: keyToken, expectation: key.expectation(for: spec.kind)) { this, reader, value in
            guard let change = this.answerChange(key, spec: spec, recognizer: recognizer, reader: reader, value: value) else { return }
            this.setsAnswers = true
            this.addControl(.setRecognizerAnswer(recognizer, change), time: time, line: line)
        }
    }

    private mutating func answerChange(
        _ key: GestureKey, spec: GestureRecognizer, recognizer: RecognizerID, reader: ValueReader, value: Int
    ) -> RecognizerAnswerChange? {
        switch key {
        case .shouldReceive, .shouldBegin:
            switch SceneBuilder.readAnswer(key, kind: spec.kind, value, reader: reader, &diagnostics) {
            case .value(.receive(let answer))?: return .shouldReceive(answer)
            case .value(.begin(let answer))?: return .shouldBegin(answer)
            case .views(let elements)?:
                let byName = viewsByName ?? SceneBuilder.viewsByName(views)
                viewsByName = byName
                var listed: [ViewID] = []
                for element in elements {
                    let name = reader.tree.text(element)
                    if let problem = SceneBuilder.receiveViewProblem(name, byName[name], listed: listed) {
                        diagnostics.add(problem.id, problem.message, at: reader.tree.position(element), end: reader.tree.endOffset(element))
                        return nil
                    }
                    if let target = byName[name] { listed.append(target) }
                }
                return .shouldReceive(.views(listed))
            default: return nil
            }
        default:
            guard let elements = reader.items(value, key: key.name, expected: key.expectation(for: spec.kind), &diagnostics),
                let ids = dynamicList(elements, key: key, of: recognizer, reader: reader)
            else { return nil }
            return key == .shouldRequireFailureOf ? .shouldRequireFailureOf(ids) : .shouldBeRequiredToFailBy(ids)
        }
    }

    /// The elements of a dynamic list in a `set` (V65), checked one by one in list order
    /// against the edges in force (V66): the first that closes a requirement cycle or meets a
    /// `simultaneous-with` is reported.
    private mutating func dynamicList(_ elements: [Int], key: GestureKey, of recognizer: RecognizerID, reader: ValueReader)
        -> [RecognizerID]?
    {
        var inForce = requirementsInForce ?? RequirementsInForce(recognizers)
        let own = recognizer.index
        // The set replaces the recognizer's list: its old edges leave first.
        if key == .shouldRequireFailureOf { inForce.requireLists[own] = [] } else { inForce.requiredByLists[own] = [] }
        var outgoing = inForce.outgoing(recognizers)
        var ids: [RecognizerID] = []
        for element in elements {
            guard let name = reader.recognizerName(element, key: key.name, &diagnostics) else { return nil }
            let problem: (id: String, message: String)?
            if let target = recognizersByName[name] {
                let (source, required) = key == .shouldRequireFailureOf ? (own, target.index) : (target.index, own)
                if let delay = SceneBuilder.dynamicListProblem(name, target: target, recognizers) {
                    problem = delay
                } else if target.index == own {
                    problem = ("self-reference", "'\(key.name)' of '\(recognizers[own].name)' cannot name the recognizer itself")
                } else if ids.contains(target) {
                    problem = ("repeated-recognizer", "'\(name)' is listed twice in '\(key.name)'")
                } else if recognizers[source].simultaneousWith.contains(RecognizerID(required))
                    || recognizers[required].simultaneousWith.contains(RecognizerID(source))
                {
                    problem = (
                        "required-and-simultaneous",
                        "'\(recognizers[source].name)' cannot both require '\(recognizers[required].name)' to fail and recognize simultaneously with it"
                    )
                } else if RequirementsInForce.reaches(required, source, outgoing) {
                    problem = (
                        "requirement-cycle",
                        "'\(recognizers[source].name)' requiring '\(recognizers[required].name)' to fail closes a cycle of failure requirements"
                    )
                } else {
                    outgoing[source].append(required)
                    ids.append(target)
                    problem = nil
                }
            } else if let split = BuiltInRecognizer.split(name) {
                problem = ("not-a-scroll-view", SceneBuilder.notAScrollViewMessage(name, view: split.view))
            } else {
                problem = ("unknown-recognizer", "unknown recognizer '\(name)' in '\(key.name)'")
            }
            if let problem {
                diagnostics.add(problem.id, problem.message, at: reader.tree.position(element), end: reader.tree.endOffset(element))
                return nil
            }
        }
        if key == .shouldRequireFailureOf { inForce.requireLists[own] = ids } else { inForce.requiredByLists[own] = ids }
        requirementsInForce = inForce
        return ids
    }
}
