import ResponderSimCore

/// The cells the lists show selected and highlighted after the steps read so far, from the
/// scene's `selected:` keys, the steps' `cell` lines (TS3–TS6) and `set CELL selected` (TS8):
/// what pictures and reports draw, read from the records as `run` prints them.
struct CellStates: Sendable {
    /// How a cell is drawn: selected, highlighted, or both.
    struct Mark: Sendable, Hashable {
        var isSelected: Bool
        var isHighlighted: Bool

        /// `selected`, `highlighted`, or both, as a label's badge says it.
        var words: String {
            isSelected && isHighlighted ? "selected, highlighted" : isSelected ? "selected" : "highlighted"
        }
    }

    /// By list: its selected cells (TS8).
    private var selected: [ViewID: Set<ViewID>] = [:]
    /// By list: the cell it shows highlighted (TS3), until its `unhighlighted` line; a silent
    /// end leaves it so (TS7).
    private var highlighted: [ViewID: ViewID] = [:]
    /// The lists with `allows-multiple-selection: yes` now: a `set` that selects a cell of
    /// another list deselects the list's other cells (TS8).
    private var multiple: Set<ViewID> = []
    /// Whether the scene has a cell at all: without one, nothing is read.
    let hasCells: Bool

    init(_ scene: Scene) {
        var hasCells = false
        for (index, view) in scene.views.enumerated() {
            if view.viewClass.listClassOfCell != nil { hasCells = true }
            if view.isSelected, let list = view.superview { selected[list, default: []].insert(ViewID(index)) }
            if view.scroll?.allowsMultipleSelection == true { multiple.insert(ViewID(index)) }
        }
        self.hasCells = hasCells
    }

    /// Whether no cell is drawn as selected or highlighted.
    var isEmpty: Bool { selected.values.allSatisfy(\.isEmpty) && highlighted.isEmpty }

    /// The mark of each cell drawn as selected or highlighted.
    var marks: [ViewID: Mark] {
        var marks: [ViewID: Mark] = [:]
        for cell in selected.values.joined() { marks[cell] = Mark(isSelected: true, isHighlighted: false) }
        for cell in highlighted.values { marks[cell, default: Mark(isSelected: false, isHighlighted: false)].isHighlighted = true }
        return marks
    }

    /// Takes in what `step` did.
    mutating func update(after step: StepRecord, _ scene: Scene) {
        guard hasCells else { return }
        switch step.action {
        case .set(let cell, _, .selected(let on)):
            guard let list = scene.views[cell.index].superview else { break }
            if on && !multiple.contains(list) { selected[list] = [] }
            if on { selected[list, default: []].insert(cell) } else { selected[list]?.remove(cell) }
        case .set(let list, _, .scroll(.allowsMultipleSelection, .flag(let on))):
            if on { multiple.insert(list) } else { multiple.remove(list) }
        default:
            break
        }
        for line in step.lines(of: CellLine.self) {
            switch line.event {
            case .highlighted: highlighted[line.list] = line.cell
            case .unhighlighted where highlighted[line.list] == line.cell: highlighted[line.list] = nil
            case .selected: selected[line.list, default: []].insert(line.cell)
            case .deselected: selected[line.list]?.remove(line.cell)
            case .unhighlighted, .refused: break
            }
        }
    }
}
