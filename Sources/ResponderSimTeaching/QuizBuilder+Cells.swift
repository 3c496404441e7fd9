import ResponderSimCore

extension QuizBuilder {
    /// TS2–TS6: for each finger that lifts in this step from a cell of a table or collection
    /// view (its hit-test view is the cell or inside it), whether that list selects or (a
    /// toggle) deselects the cell in this step, or none: a recognizer that took the touch, a
    /// refusal or a lift outside the cell select nothing. The answer is a word, not the
    /// cell's name, which the step's other explanations name anyway.
    func cellQuestions(_ record: StepRecord) -> [(question: QuizQuestion, touch: TouchRef)] {
        var questions: [(question: QuizQuestion, touch: TouchRef)] = []
        for change in record.changes where change.phase == .ended {
            guard let view = touches[change.touch.serial]?.view, let list = Self.list(of: view, scene) else { continue }
            let name = record.name(of: change.touch)
            let listName = scene.views[list.index].name
            let lines = record.lines(of: CellLine.self).filter { $0.list == list }
            let cell = lines.first.map { scene.views[$0.cell.index].name }
            // What the list did to the cell it tracked: the selection (or a toggle's
            // deselection) of that cell, or nothing.
            let answer = lines.last { ($0.event == .selected || $0.event == .deselected) && $0.cell == lines.first?.cell }
            var reasons = lines.map { RuleNote($0.rules.first, $0.compactText(scene) + $0.explanation(scene) + ".") }
            if lines.isEmpty {
                if let discard = record.lines(of: DiscardLine.self).first(where: { record.touches($0.touches).contains(change.touch) }),
                    let recognizer = discard.recognizer
                {
                    reasons.append(
                        RuleNote(
                            .g16,
                            "\(scene.name(of: recognizer)) took \(name) and threw its held calls away: \(listName) never hears of the touch."
                        ))
                }
                reasons.append(RuleNote(.ts1, "Selection is \(listName)'s own touch code: only calls that reach \(listName) select."))
            }
            var outcome = "\(listName) selects nothing in this step."
            if let answer, let cell { outcome = "\(listName) \(answer.event == .selected ? "selects" : "deselects") \(cell)." }
            var question = QuizQuestion(
                touch: name, event: stepEvent(record), answer: answer?.event.rawValue, outcome: outcome, reasons: reasons)
            question.kind = .cell
            question.prompt = "Does \(listName) select or deselect the cell \(name) lifts from in this step?"
            question.choices = CellLine.selectionWords
            questions.append((question, change.touch))
        }
        return questions
    }

    /// The list whose cell `view` is or lies in (TS1), if any.
    private static func list(of view: ViewID, _ scene: Scene) -> ViewID? {
        var current = view
        while let superview = scene.views[current.index].superview {
            let list = scene.views[superview.index]
            if list.viewClass.isList && scene.views[current.index].viewClass.listClassOfCell == list.viewClass { return superview }
            current = superview
        }
        return nil
    }
}
