// The delegate's answers on declared recognizers (Scenes/README.md, The recognizer delegate's
// answers; static checks V64–V66), read alike from a scene and from a script's `set`.
extension GestureKey {
    /// How a requirement list's elements make edges (V7, V11): `direct` R → X for X listed on R,
    /// `reversed` X → R; nil for a key that is no requirement list.
    enum EdgeDirection { case direct, reversed }

    var requirementEdge: EdgeDirection? {
        switch self {
        case .requiresFailureOf, .shouldRequireFailureOf: .direct
        case .shouldBeRequiredToFailBy: .reversed
        default: nil
        }
    }

    /// `should-require-failure-of` or `should-be-required-to-fail-by` (GD3).
    var isDynamicList: Bool { self == .shouldRequireFailureOf || self == .shouldBeRequiredToFailBy }
}

extension SceneBuilder {
    /// A delegate answer as read: a value, or the element nodes of a list of views still to
    /// resolve (`should-receive`).
    enum AnswerRead {
        case value(KeyValue)
        case views([Int])
    }

    /// Reads `should-receive` or `should-begin` (V64); nil after reporting.
    static func readAnswer(
        _ key: GestureKey, kind: GestureKind, _ value: Int, reader: ValueReader, _ diagnostics: inout DiagnosticBag
    ) -> AnswerRead? {
        let syntax = reader.tree[value]
        if key == .shouldReceive {
            if syntax.kind == .flowList || syntax.kind == .list {
                guard !syntax.items.isEmpty else {
                    diagnostics.add(
                        "empty-list", "'should-receive' needs at least one view; write yes or no for every touch",
                        at: reader.tree.position(value), end: reader.tree.position(value).offset + 1)
                    return nil
                }
                for element in syntax.items where reader.name(element, key: key.name, &diagnostics) == nil { return nil }
                return .views(syntax.items)
            }
            guard syntax.kind == .plain || syntax.kind == .quoted else {
                reader.wrongType(value, key: key.name, expected: key.expectation(for: kind), &diagnostics)
                return nil
            }
            guard let word = reader.choice(value, key: key.name, ShouldReceiveAnswer.words, &diagnostics) else { return nil }
            return .value(.receive(word == "yes" ? .yes : word == "no" ? .no : .notControls))
        }
        guard let word = reader.choice(value, key: key.name, ShouldBeginAnswer.allCases.map(\.rawValue), &diagnostics),
            let answer = ShouldBeginAnswer(rawValue: word)
        else { return nil }
        if (answer == .horizontal || answer == .vertical) && !kind.declaration.takesAxisAnswers {
            diagnostics.add(
                "pan-only-answer", "'should-begin: \(word)' is only for pan recognizers; a \(kind.name) takes yes or no",
                at: reader.tree.position(value), end: reader.tree.endOffset(value))
            return nil
        }
        return .value(.begin(answer))
    }

    /// V64: a `should-receive` element names a view of the scene, not twice; reported at the element.
    static func receiveViewProblem(_ name: String, _ target: ViewID?, listed: [ViewID]) -> (id: String, message: String)? {
        guard let target else { return ("unknown-view", "unknown view '\(name)' in 'should-receive'") }
        if listed.contains(target) { return ("repeated-view", "'\(name)' is listed twice in 'should-receive'") }
        return nil
    }

    /// V65: a dynamic list never names a scroll view's delay recognizer.
    static func dynamicListProblem(
        _ name: String, target: RecognizerID, _ recognizers: [GestureRecognizer]
    ) -> (id: String, message: String)? {
        guard !recognizers[target.index].kind.declaration.answersDelegate else { return nil }
        return (
            "delay-in-dynamic-list",
            "'\(name)' is a scroll view's delay recognizer, which has no delegate answers to wait on; name its pan or a declared recognizer"
        )
    }

    /// One `should-receive` element of the scene, resolved once every view is known (V64).
    mutating func resolveReceiveView(_ reference: RecognizerReference, _ viewsByName: [String: ViewID]) {
        let name = tree.text(reference.node)
        let target = viewsByName[name]
        let answer = scene.recognizers[reference.from.index].shouldReceive
        var listed: [ViewID] = []
        if case .views(let ids) = answer { listed = ids }
        if let problem = Self.receiveViewProblem(name, target, listed: listed) {
            let hint =
                target == nil && diagnostics.wantsSuggestions
                ? Suggestions.hint(for: name, in: scene.views.lazy.map(\.name).filter { !$0.isEmpty }) : nil
            diagnostics.add(problem.id, problem.message, at: tree.position(reference.node), end: tree.endOffset(reference.node), hint: hint)
            return
        }
        if let target { scene.recognizers[reference.from.index].shouldReceive = .views(listed + [target]) }
    }
}
