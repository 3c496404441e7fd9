/// The recognizer delegate's answers (GD1–GD6): which touches a declared recognizer is given
/// (`should-receive`), whether its request may go on (`should-begin`), and the failure
/// requirements its attempts set up as they meet others (the dynamic lists). A reader asking
/// "why did my recognizer never see this touch" or "why did it fail should-begin" lands here.
/// None of it runs unless ``Simulator/answersInPlay``.
extension Simulator {
    /// GD1: whether the recognizer's `should-receive` lets it see the touch in `slot`, asked
    /// once, when the touch begins: no for a control with `not-controls`, for a listed view or
    /// a view inside one with a list.
    func shouldReceive(_ index: Int, _ slot: Int) -> Bool {
        let view = touches[slot].view.index
        switch recognizers[index].answers.shouldReceive {
        case .yes: return true
        case .no: return false
        case .notControls: return !views[view].isControl
        case .views(let listed): return !listed.contains { routing.isInside(view, $0.index) }
        }
    }

    /// GD2: the recognizer's `should-begin` at its request. `horizontal` and `vertical` compare
    /// the pan's turned translation T′ along the two axes (GP2); a tie answers no.
    func shouldBegin(_ index: Int) -> Bool {
        let answer = recognizers[index].answers.shouldBegin
        switch answer {
        case .yes: return true
        case .no: return false
        case .horizontal, .vertical:
            guard case .pan(let rule) = recognizers[index].kindRule else { return false }
            let turned = rule.turnedTranslation(rotation: routing.totalRotation(of: scene.recognizers[index].view.index))
            return answer == .horizontal ? abs(turned.x) > abs(turned.y) : abs(turned.y) > abs(turned.x)
        }
    }

    /// GD3: the recognizers attached to a new touch meet. For each pair that shares a touch
    /// for the first time in their current attempts, the dynamic lists are read now: an edge
    /// they give lasts for the rest of the attempts.
    mutating func meetAtTouch(_ slot: Int) {
        let attached = attachedRecognizers[slot]
        guard attached.count > 1 else { return }
        for (position, first) in attached.enumerated() {
            for second in attached[(position + 1)...] {
                guard !(recognizers[first].met.contains(second) && recognizers[second].met.contains(first)) else { continue }
                if !recognizers[first].met.contains(second) { recognizers[first].met.append(second) }
                if !recognizers[second].met.contains(first) { recognizers[second].met.append(first) }
                readDynamicLists(first, second)
                readDynamicLists(second, first)
            }
        }
    }

    /// GD3: `one`'s lists about `other`: `should-require-failure-of` makes `one` require
    /// `other`'s failure, `should-be-required-to-fail-by` makes `other` require `one`'s.
    private mutating func readDynamicLists(_ one: Int, _ other: Int) {
        let answers = recognizers[one].answers
        if answers.shouldRequireFailureOf.contains(RecognizerID(other)) { addDynamicRequirement(one, requires: other) }
        if answers.shouldBeRequiredToFailBy.contains(RecognizerID(other)) { addDynamicRequirement(other, requires: one) }
    }

    private mutating func addDynamicRequirement(_ index: Int, requires other: Int) {
        let id = RecognizerID(other)
        guard !recognizers[index].dynamicRequires.contains(id) else { return }
        recognizers[index].dynamicRequires.append(id)
    }

    /// G12.2, G13 with GD3: the recognizers whose failure this one requires now, its
    /// `requires-failure-of` first, then its dynamic edges in the order they arose.
    func requirements(of index: Int) -> [RecognizerID] {
        let listed = scene.recognizers[index].requiresFailureOf
        let dynamic = recognizers[index].dynamicRequires
        guard !dynamic.isEmpty else { return listed }
        return listed + dynamic.filter { !listed.contains($0) }
    }

    /// Whether a `gesture` line owes its cause to a dynamic edge (GD3): a wait on one, or a
    /// failure `required` by a recognizer only a dynamic edge requires.
    func citesDynamicEdge(_ index: Int, _ state: GestureState, failure: GestureFailure?, other: GestureOther?) -> Bool {
        let dynamic = recognizers[index].dynamicRequires
        guard !dynamic.isEmpty else { return false }
        if state == .pending { return true }
        guard failure == .required, case .recognizer(let id)? = other else { return false }
        return dynamic.contains(id) && !scene.recognizers[index].requiresFailureOf.contains(id)
    }

    /// Whether `index` requires `other`'s failure, by `requires-failure-of` or a dynamic edge.
    func waitsFor(_ index: Int, _ other: Int) -> Bool {
        let id = RecognizerID(other)
        return scene.recognizers[index].requiresFailureOf.contains(id) || recognizers[index].dynamicRequires.contains(id)
    }

    /// `set NAME KEY VALUE` of a delegate answer: acts from the next line on (a dynamic list
    /// from the next time two attempts meet, GD3).
    mutating func setAnswer(_ recognizer: RecognizerID, _ change: RecognizerAnswerChange) {
        recognizers[recognizer.index].answers.apply(change)
        switch change {
        case .shouldRequireFailureOf(let ids), .shouldBeRequiredToFailBy(let ids):
            recognizers[recognizer.index].answers.isInDynamicList = true
            for id in ids { recognizers[id.index].answers.isInDynamicList = true }
        case .shouldReceive, .shouldBegin:
            break
        }
    }

    /// Marks the recognizers that have a dynamic list or are named in one (JSON's `dynamicRequires`).
    mutating func markDynamicListMembers() {
        for index in recognizers.indices where recognizers[index].answers.isInDynamicList {
            let answers = recognizers[index].answers
            for id in answers.shouldRequireFailureOf + answers.shouldBeRequiredToFailBy {
                recognizers[id.index].answers.isInDynamicList = true
            }
        }
    }

    /// Records the recognizer's dynamic requirements for its `gesture` line (JSON's `dynamicRequires`).
    mutating func recordDynamicRequires(_ index: Int) -> Range<Int> {
        let start = record.dynamicRequires.count
        for id in recognizers[index].dynamicRequires { record.dynamicRequires.append(id) }
        return start..<record.dynamicRequires.count
    }
}
