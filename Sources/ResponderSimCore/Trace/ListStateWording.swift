extension TraceWording {
    /// `--explain`'s line on lists after a step (TS2–TS8): each list's tracked touch and its
    /// cell, the cell still shown highlighted after a silent end (TS7), and its selected cells.
    package static func listStates(_ step: StepRecord, _ scene: Scene) -> String {
        "lists now: "
            + step.listStates.map { state in
                var text = scene.views[state.list.index].name
                if let touch = state.touch, let cell = state.cell {
                    text += " tracks \(step.name(of: touch)) in \(scene.views[cell.index].name)"
                } else if let highlighted = state.highlighted {
                    text += " tracks nothing (\(scene.views[highlighted.index].name) still highlighted, TS7)"
                } else {
                    text += " tracks nothing"
                }
                let selected = state.selected.map { scene.views[$0.index].name }
                text += selected.isEmpty ? ", nothing selected" : ", selected " + selected.joined(separator: ", ")
                return text
            }.joined(separator: "; ")
    }
}
