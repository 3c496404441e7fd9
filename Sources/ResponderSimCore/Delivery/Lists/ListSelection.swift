/// Table and collection view selection (TS1–TS10): per list, the touch it tracks and the cell
/// that touch lies in, the cell shown highlighted and the selected cells; the `cell` lines of
/// the call being delivered, kept until its line is recorded, and a table's selections,
/// deferred to the step's end (TS5).
///
/// The coordinator runs it where a list's own touch code runs (TS1) and hands it what it needs
/// of the tree: the cell a touch lies in, whether a lift is inside the cell, the list's keys as
/// they are when the rule runs (TS9).
struct ListSelection {
    /// One list's tracking (TS2): the tracked touch's slot and serial, and its cell; slot -1
    /// when it tracks nothing.
    struct Tracking {
        var slot = -1
        var serial = -1
        var cell = ViewID(0)
    }

    /// One list's state.
    struct ListState {
        var tracking = Tracking()
        /// The cell shown highlighted, if any (a silent end, TS7, leaves it shown).
        var highlighted: ViewID?
        /// The selected cells (TS8), in no order; sorted when they are listed.
        var selected: Set<Int> = []
        /// Whether the list is a `UITableView`, which selects at the step's end (TS5).
        let isTable: Bool
        /// Whether the scene gives it cells: `--explain` shows only those lists (one without
        /// cells never tracks or selects).
        var hasCells = false
    }

    /// The lists' view indices, in view order: the per-step checks visit only these.
    private let indices: [Int]
    /// By view: the list's position in ``indices``, or -1 (empty when the scene has no list).
    private var position: [Int] = []
    private var states: [ListState] = []
    /// `cell` lines of the call being delivered, written after its line (as U12's control events).
    private(set) var pending: [CellRecord] = []
    /// Tables whose ended call was selected in this step, with the cell, in delivery order (TS5).
    private var deferred: [(list: ViewID, cell: ViewID)] = []

    init(_ scene: Scene) {
        indices = scene.views.indices.filter { scene.views[$0].viewClass.isList && !scene.views[$0].isWindow }
        guard !indices.isEmpty else { return }
        position = Array(repeating: -1, count: scene.views.count)
        for (index, view) in indices.enumerated() {
            position[view] = index
            states.append(ListState(isTable: scene.views[view].viewClass == .uiTableView))
        }
        for view in scene.views.indices where scene.views[view].viewClass.listClassOfCell != nil {
            guard let list = scene.views[view].superview, position[list.index] >= 0 else { continue }
            states[position[list.index]].hasCells = true
            if scene.views[view].isSelected { states[position[list.index]].selected.insert(view) }
        }
    }

    /// Whether the scene has lists; without them nothing here runs.
    var isActive: Bool { !indices.isEmpty }

    /// The state of `list` (a list of the scene).
    private func state(_ list: ViewID) -> ListState? {
        let index = position.isEmpty ? -1 : position[list.index]
        return index >= 0 ? states[index] : nil
    }

    /// The serial of the touch `list` tracks and its cell, if it tracks one.
    func tracked(by list: ViewID) -> (serial: Int, cell: ViewID)? {
        guard let tracking = state(list)?.tracking, tracking.slot >= 0 else { return nil }
        return (tracking.serial, tracking.cell)
    }

    /// TS2, TS3: a began call reached `list`'s code; `touch` is the call's first touch that lies
    /// in a cell of the list, with its slot and cell (nil when none does). Reads
    /// `allows-selection` and `should-highlight` from `settings`.
    mutating func began(_ list: ViewID, touch: (ref: TouchRef, slot: Int, cell: ViewID)?, settings: ScrollSettings) {
        let index = position[list.index]
        guard states[index].tracking.slot < 0, settings.allowsSelection, let touch else { return }
        if !ScrollSettings.answersYes(settings.shouldHighlight, for: touch.cell) {
            pending.append(CellRecord(list: list, cell: touch.cell, event: .refused, reason: .shouldHighlight, rules: RuleCitation(.ts3)))
            return
        }
        states[index].tracking = Tracking(slot: touch.slot, serial: touch.ref.serial, cell: touch.cell)
        states[index].highlighted = touch.cell
        pending.append(CellRecord(list: list, cell: touch.cell, event: .highlighted, rules: RuleCitation(.ts3)))
    }

    /// TS4, TS5: the ended call of the tracked touch reached `list`'s code; `inside` says
    /// whether the lift is inside the cell's bounds. A collection view selects now, a table at
    /// the step's end.
    mutating func ended(_ list: ViewID, inside: Bool, settings: ScrollSettings) {
        let index = position[list.index]
        let cell = states[index].tracking.cell
        states[index].tracking = Tracking()
        guard inside else {
            unhighlight(index, list, cell, RuleCitation(.ts4))
            return
        }
        if states[index].isTable {
            deferred.append((list, cell))
        } else {
            var lines = pending
            pending.removeAll()
            select(index, list, cell, settings: settings, into: &lines)
            pending = lines
        }
    }

    /// TS6: a cancelled call of the tracked touch reached `list`'s code; `by` is the recognizer
    /// whose grant cancelled it, if one did.
    mutating func cancelled(_ list: ViewID, by recognizer: RecognizerID?) {
        let index = position[list.index]
        let cell = states[index].tracking.cell
        states[index].tracking = Tracking()
        guard states[index].highlighted == cell else { return }
        states[index].highlighted = nil
        pending.append(
            CellRecord(
                list: list, cell: cell, event: .unhighlighted, rules: RuleCitation(.ts6, recognizer == nil ? nil : .g16),
                cancelledBy: recognizer, isCancellation: true))
    }

    private mutating func unhighlight(_ index: Int, _ list: ViewID, _ cell: ViewID, _ rules: RuleCitation) {
        if states[index].highlighted == cell { states[index].highlighted = nil }
        pending.append(CellRecord(list: list, cell: cell, event: .unhighlighted, rules: rules))
    }

    /// TS5's block for `cell` of the list at `index`: should-select, the unhighlight, then the
    /// selection (and the deselections it makes), appended to `lines`.
    private mutating func select(_ index: Int, _ list: ViewID, _ cell: ViewID, settings: ScrollSettings, into lines: inout [CellRecord]) {
        if states[index].highlighted == cell { states[index].highlighted = nil }
        guard ScrollSettings.answersYes(settings.shouldSelect, for: cell) else {
            lines.append(CellRecord(list: list, cell: cell, event: .refused, reason: .shouldSelect, rules: RuleCitation(.ts5)))
            lines.append(CellRecord(list: list, cell: cell, event: .unhighlighted, rules: RuleCitation(.ts5)))
            return
        }
        lines.append(CellRecord(list: list, cell: cell, event: .unhighlighted, rules: RuleCitation(.ts5)))
        if settings.allowsMultipleSelection {
            let wasSelected = states[index].selected.remove(cell.index) != nil
            if !wasSelected { states[index].selected.insert(cell.index) }
            lines.append(CellRecord(list: list, cell: cell, event: wasSelected ? .deselected : .selected, rules: RuleCitation(.ts5)))
            return
        }
        // Every other selected cell, in list order (views are numbered in file order, so
        // siblings' indices follow the list's order).
        for other in states[index].selected.sorted() where other != cell.index {
            lines.append(CellRecord(list: list, cell: ViewID(other), event: .deselected, rules: RuleCitation(.ts5)))
        }
        states[index].selected = [cell.index]
        lines.append(CellRecord(list: list, cell: cell, event: .selected, rules: RuleCitation(.ts5)))
    }

    /// Forgets the lines written (``pending``).
    mutating func clearPending() {
        pending.removeAll(keepingCapacity: true)
    }

    /// TS8: `set CELL selected yes|no` on a cell of `list`: no line; selecting a cell of a list
    /// without multiple selection deselects the others. Returns the cells deselected that way.
    mutating func set(_ cell: ViewID, of list: ViewID, selected: Bool, allowsMultipleSelection: Bool) -> [ViewID] {
        guard let index = state(list).map({ _ in position[list.index] }) else { return [] }
        guard selected else {
            states[index].selected.remove(cell.index)
            return []
        }
        var others: [ViewID] = []
        if !allowsMultipleSelection {
            others = states[index].selected.sorted().filter { $0 != cell.index }.map(ViewID.init)
            states[index].selected.removeAll()
        }
        states[index].selected.insert(cell.index)
        return others
    }

    /// At a step's end: each table's deferred selection block (TS5), returned in the order the
    /// ended calls came, reading each list's keys from `views`; then TS7: a tracking ends
    /// silently once its touch is no longer live for the views and has no held call, or its
    /// cell has left the list. With `explain`, each list's state goes into the record.
    mutating func endStep(_ touches: [Simulator.TouchState], views: [View], explain: Bool, record: inout StepRecord) -> [CellRecord] {
        var lines: [CellRecord] = []
        if !deferred.isEmpty {
            for (list, cell) in deferred {
                select(position[list.index], list, cell, settings: views[list.index].scroll ?? ScrollSettings(), into: &lines)
            }
            deferred.removeAll(keepingCapacity: true)
        }
        for (index, list) in indices.enumerated() {
            let tracking = states[index].tracking
            if tracking.slot >= 0 {
                let touch = touches[tracking.slot]
                let sameTouch = touch.ref.serial == tracking.serial
                if !sameTouch || (touch.status != .live && !touch.hasHeldCalls) || views[tracking.cell.index].superview?.index != list {
                    states[index].tracking = Tracking()
                }
            }
            guard explain && states[index].hasCells else { continue }
            let now = states[index]
            record.addListState(
                ListStateRecord(
                    list: ViewID(list), touch: now.tracking.slot >= 0 ? touches[now.tracking.slot].ref : nil,
                    cell: now.tracking.slot >= 0 ? now.tracking.cell : nil, highlighted: now.highlighted,
                    selected: now.selected.sorted().map(ViewID.init)))
        }
        return lines
    }
}
