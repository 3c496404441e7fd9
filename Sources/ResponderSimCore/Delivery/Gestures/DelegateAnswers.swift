/// The recognizer delegate's answers (GD1–GD6): which touches a declared recognizer is given
/// (`should-receive`), whether its request may go on (`should-begin`), and the failure
/// requirements its attempts set up as they meet others (the dynamic lists). A reader asking
/// "why did my recognizer never see this touch" or "why did it fail should-begin" lands here.
/// None of it runs unless ``RecognizerDelegates/inPlay``.
extension GestureArena {
    /// GD1: whether the recognizer's `should-receive` lets it see the touch in `slot`, asked
    /// once, when the touch on `view` begins: no for a control with `not-controls`, for a listed view or
    /// a view inside one with a list.
    @inline(__always)
    func shouldReceive(_ index: Int, view: Int, tree: LiveTree) -> Bool {
        switch delegates.answers[index].shouldReceive {
        case .yes: return true
        case .no: return false
        case .notControls: return !tree.views[view].isControl
        case .views(let listed): return !listed.contains { tree.routing.isInside(view, $0.index) }
        }
    }

    /// GD2: the recognizer's `should-begin` at its request. `horizontal` and `vertical` compare
    /// the pan's turned translation T′ along the two axes (GP2); a tie answers no.
    @inline(__always)
    func shouldBegin(_ index: Int, tree: LiveTree) -> Bool {
        let answer = delegates.answers[index].shouldBegin
        switch answer {
        case .yes: return true
        case .no: return false
        case .horizontal, .vertical:
            guard case .pan(let rule) = runtimes[index].kindRule else { return false }
            let turned = rule.turnedTranslation(rotation: tree.routing.totalRotation(of: specs[index].view.index))
            return answer == .horizontal ? abs(turned.x) > abs(turned.y) : abs(turned.y) > abs(turned.x)
        }
    }

    /// GD3: the recognizers attached to a new touch meet. For each pair that shares a touch
    /// for the first time in their current attempts, the dynamic lists are read now: an edge
    /// they give lasts for the rest of the attempts.
    mutating func meetAtTouch(_ slot: Int) {
        let attached = self.attached[slot]
        guard attached.count > 1 else { return }
        for (position, first) in attached.enumerated() {
            for second in attached[(position + 1)...] {
                guard !(delegates.met[first].contains(second) && delegates.met[second].contains(first)) else { continue }
                if !delegates.met[first].contains(second) { delegates.met[first].append(second) }
                if !delegates.met[second].contains(first) { delegates.met[second].append(first) }
                readDynamicLists(first, second)
                readDynamicLists(second, first)
            }
        }
    }

    /// GD3: `one`'s lists about `other`: `should-require-failure-of` makes `one` require
    /// `other`'s failure, `should-be-required-to-fail-by` makes `other` require `one`'s.
    private mutating func readDynamicLists(_ one: Int, _ other: Int) {
        let answers = delegates.answers[one]
        if answers.shouldRequireFailureOf.contains(RecognizerID(other)) { addDynamicRequirement(one, requires: other) }
        if answers.shouldBeRequiredToFailBy.contains(RecognizerID(other)) { addDynamicRequirement(other, requires: one) }
    }

    private mutating func addDynamicRequirement(_ index: Int, requires other: Int) {
        let id = RecognizerID(other)
        guard !delegates.dynamicRequires[index].contains(id) else { return }
        delegates.dynamicRequires[index].append(id)
    }

    /// Whether a `gesture` line owes its cause to a dynamic edge (GD3): a wait on one, or a
    /// failure `required` by a recognizer only a dynamic edge requires.
    @inline(__always)
    func citesDynamicEdge(_ index: Int, _ state: GestureState, failure: GestureFailure?, other: GestureOther?) -> Bool {
        let dynamic = delegates.dynamicRequires[index]
        guard !dynamic.isEmpty else { return false }
        if state == .pending { return true }
        guard failure == .required, case .recognizer(let id)? = other else { return false }
        return dynamic.contains(id) && !specs[index].requiresFailureOf.contains(id)
    }

    /// `set NAME KEY VALUE` of a delegate answer: acts from the next line on (a dynamic list
    /// from the next time two attempts meet, GD3).
    mutating func setAnswer(_ recognizer: RecognizerID, _ change: RecognizerAnswerChange) {
        // A loaded scene with such a `set` always has its answers in play.
        guard delegates.inPlay else { return }
        delegates.answers[recognizer.index].apply(change)
        switch change {
        case .shouldRequireFailureOf(let ids), .shouldBeRequiredToFailBy(let ids):
            delegates.answers[recognizer.index].isInDynamicList = true
            for id in ids { delegates.answers[id.index].isInDynamicList = true }
        case .shouldReceive, .shouldBegin:
            break
        }
    }

    /// Records the recognizer's dynamic requirements for its `gesture` line (JSON's `dynamicRequires`).
    func recordDynamicRequires(_ index: Int, into record: inout StepRecord) -> Range<Int> {
        let start = record.dynamicRequires.count
        for id in delegates.dynamicRequires[index] { record.dynamicRequires.append(id) }
        return start..<record.dynamicRequires.count
    }
}

/// The recognizers' delegate answers as a run has them (GD1–GD3), by recognizer id: the
/// scene's, changed by `set`, and what each attempt's meetings set up. Empty, and never
/// read, in a scene without answers.
struct RecognizerDelegates {
    /// Whether a recognizer has an answer other than the default, or the script sets one.
    let inPlay: Bool
    /// Each recognizer's answers as they stand, kept across its resets.
    var answers: [RecognizerAnswers] = []
    /// GD3: the recognizers each requires to fail by the dynamic lists in its current attempt.
    var dynamicRequires: [[RecognizerID]] = []
    /// GD3: the recognizers each has shared a touch with in its current attempt.
    var met: [[Int]] = []

    init(_ scene: Scene) {
        inPlay = scene.setsRecognizerAnswers || scene.recognizers.contains { $0.hasDelegateAnswers }
        guard inPlay else { return }
        answers = scene.recognizers.map(RecognizerAnswers.init)
        dynamicRequires = Array(repeating: [], count: scene.recognizers.count)
        met = Array(repeating: [], count: scene.recognizers.count)
        // A recognizer named in a dynamic list carries `dynamicRequires` in JSON too.
        for recognizer in scene.recognizers {
            for id in recognizer.shouldRequireFailureOf + recognizer.shouldBeRequiredToFailBy {
                answers[id.index].isInDynamicList = true
            }
        }
    }

    /// G10: a reset ends the attempt, and what its meetings set up.
    mutating func reset(_ index: Int) {
        dynamicRequires[index].removeAll()
        met[index].removeAll()
    }
}
