import ResponderSimCore
import ResponderSimTeaching

/// Cells in the report's picture, for ``ReportPicture`` (TS3–TS8): each step shows the cells
/// selected and highlighted after it, and tags its `cell` lines next to their cells; the
/// cells selected as the scene is written show before the first step.
extension ReportPicture {
    /// The cells selected before the first step, in a group of step 0.
    func drawInitialCells(_ marks: [ViewID: CellStates.Mark], drawing: TreeDrawing, under: inout XMLBuilder) {
        under.open("g", [("class", "at under"), ("data-step", "0"), ("style", "display:none")])
        for (view, mark) in marks.sorted(by: { $0.key < $1.key }) {
            guard let shape = drawing.shapes[view.index] else { continue }
            PictureDrawing.cellMark(shape, mark, name: recording.scene.views[view.index].name, scale: scale, &under)
        }
        under.close("g")
    }
}

extension ReportPicture.StepOverlay {
    /// The cells selected or highlighted after the step, tinted over their views.
    func drawCellMarks(under: inout XMLBuilder) {
        guard !cellMarks.isEmpty else { return }
        for (view, mark) in cellMarks.sorted(by: { $0.key < $1.key }) {
            guard let shape = drawing.shapes[view.index] else { continue }
            PictureDrawing.cellMark(shape, mark, name: scene.views[view.index].name, scale: scale, &under)
        }
    }

    /// The step's `cell` lines, each next to its cell (or its list when the cell is not drawn).
    mutating func drawCellLines(_ xml: inout XMLBuilder) {
        guard !step.lines(of: CellLine.self).isEmpty else { return }
        for entry in step.entries {
            guard case .cell(let line)? = step.line(entry) else { continue }
            let color: String
            switch line.event {
            case .selected, .deselected: color = PictureDrawing.selectedStroke
            case .highlighted, .unhighlighted: color = PictureDrawing.highlightedStroke
            case .refused: color = "#b71c1c"
            }
            guard let anchor = rect(of: line.cell) ?? rect(of: line.list) else { continue }
            tag(
                CompactLines.gestureLine(entry, step, scene), color: color, near: anchor, inside: true,
                rules: ReportWriter.rules(of: entry, step, scene), &xml)
        }
    }
}
