extension Simulator {
    /// TS1: a list's own touch code for one call at `list` (a phase it does not override, or
    /// after the override of a phase it passes on). It hands ``ListSelection`` what the call
    /// means for the list: the touch it may track and its cell (TS2, TS3), whether the tracked
    /// touch lifted inside its cell (TS4, TS5), which recognizer cancelled it (TS6).
    mutating func runListCode(_ phase: TouchPhase, list: ViewID, touches range: Range<Int>, origin: DeliveryOrigin) {
        let tracked = lists.tracked(by: list)
        switch phase {
        case .began:
            guard tracked == nil else { return }
            var found: (ref: TouchRef, slot: Int, cell: ViewID)?
            // The call's touches are in creation order: the first that lies in a cell (TS2).
            for index in range {
                let slot = touches.calls.slots[index]
                if let cell = cell(containing: touches[slot].view, in: list) {
                    found = (touches[slot].ref, slot, cell)
                    break
                }
            }
            lists.began(list, touch: found, settings: tree.views[list.index].scroll ?? ScrollSettings())
        case .moved:
            return
        case .ended, .cancelled:
            guard let (serial, cell) = tracked, let index = range.first(where: { touches[touches.calls.slots[$0]].ref.serial == serial })
            else { return }
            if phase == .cancelled {
                var canceller: RecognizerID?
                if case .gesture(let recognizer) = origin { canceller = recognizer }
                lists.cancelled(list, by: canceller)
                return
            }
            // TS4: the lift in the cell's bounds coordinates, against its bounds rectangle.
            let point = tree.routing.fromScreen(touches.windowPoint(index, origin), to: cell.index)
            let view = tree.views[cell.index]
            let inside =
                point.x >= view.boundsOrigin.x && point.x < view.boundsOrigin.x + view.frame.width
                && point.y >= view.boundsOrigin.y && point.y < view.boundsOrigin.y + view.frame.height
            lists.ended(list, inside: inside, settings: tree.views[list.index].scroll ?? ScrollSettings())
        }
    }

    /// The cell of `list` that `view` is or lies in (TS1), if any.
    private func cell(containing view: ViewID, in list: ViewID) -> ViewID? {
        var current = view
        while let superview = tree.views[current.index].superview {
            if superview == list {
                return tree.views[current.index].viewClass.listClassOfCell == tree.views[list.index].viewClass ? current : nil
            }
            current = superview
        }
        return nil
    }

    /// Writes the `cell` lines of the call just recorded (after its outputs and control
    /// events, TS3–TS6), keeping each cell's `selected` current.
    @inline(__always)
    mutating func flushCellLines() {
        guard !lists.pending.isEmpty else { return }
        for line in lists.pending { recordCell(line) }
        lists.clearPending()
    }

    /// At a step's end: the tables' selection blocks, as the step's last lines (TS5), then
    /// TS7's silent ends; with `--explain`, each list's state.
    mutating func endListStep() {
        let lines = lists.endStep(touches.states, views: tree.views, explain: tree.explains, record: &record)
        for line in lines { recordCell(line) }
    }

    private mutating func recordCell(_ line: CellRecord) {
        record.addCell(line)
        switch line.event {
        case .selected: tree.apply(.selected(true), to: line.cell)
        case .deselected: tree.apply(.selected(false), to: line.cell)
        case .highlighted, .unhighlighted, .refused: break
        }
    }

    /// `set CELL selected yes|no` (TS8): no line; in a list without multiple selection the
    /// other cells are deselected silently.
    mutating func setCellSelected(_ cell: ViewID, _ selected: Bool) {
        guard let list = tree.views[cell.index].superview, let settings = tree.views[list.index].scroll else { return }
        let others = lists.set(cell, of: list, selected: selected, allowsMultipleSelection: settings.allowsMultipleSelection)
        for other in others { tree.apply(.selected(false), to: other) }
    }
}
