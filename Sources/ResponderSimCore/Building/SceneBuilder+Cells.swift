// Cells and list keys (Scenes/README.md, Cells and selection; static checks V60–V63).
extension SceneBuilder {
    /// V60–V63 for a view that writes `class` or `selected`, once its class and superview are
    /// known: a cell class only directly in a list of its kind and never on a window (at the
    /// class value), `selected` only on cells (at the key), and at most one cell written
    /// selected in a list without multiple selection (at the second value).
    mutating func checkCell(_ view: inout View, parent: ViewID?, classValue: Int?, selected: SyntaxEntry?) {
        if let listClass = view.viewClass.listClassOfCell, let classValue {
            let message: String?
            if let parent {
                let superview = scene.views[parent.index]
                message =
                    superview.viewClass == listClass
                    ? nil
                    : "a \(view.viewClass.rawValue) is a direct subview of a \(listClass.rawValue), "
                        + "and '\(superview.name)' is a \(superview.isWindow ? "window" : superview.viewClass.rawValue)"
            } else {
                message = "a window cannot be a \(view.viewClass.rawValue); give the class to a view in a \(listClass.rawValue)"
            }
            if let message {
                diagnostics.add("cell-outside-list", message, at: tree.position(classValue), end: tree.endOffset(classValue))
                view.isSelected = false
                return
            }
        }
        guard let selected else { return }
        guard view.viewClass.listClassOfCell != nil, let parent else {
            diagnostics.add(
                "cell-only-key",
                view.isWindow
                    ? "'selected' is only for cells, and a window is never a cell"
                    : "'selected' is only for cells (class UITableViewCell or UICollectionViewCell)",
                at: selected.keyPosition, end: selected.keyEnd)
            view.isSelected = false
            return
        }
        guard view.isSelected, let value = selected.value, scene.views[parent.index].scroll?.allowsMultipleSelection == false
        else { return }
        if listsWithSelectedCell.insert(parent.index).inserted { return }
        diagnostics.add(
            "second-selected-cell",
            "'\(scene.views[parent.index].name)' allows one selected cell (allows-multiple-selection: no), and another cell is selected already",
            at: tree.position(value), end: tree.endOffset(value))
    }

    /// V61: a list key on anything but a `UITableView` or `UICollectionView`, at the key.
    mutating func listOnlyKey(_ entry: SyntaxEntry, isWindow: Bool) {
        diagnostics.add(
            "list-only-key",
            isWindow
                ? "'\(entry.key)' is only for lists, and a window is never one"
                : "'\(entry.key)' is only for lists (class UITableView or UICollectionView)",
            at: entry.keyPosition, end: entry.keyEnd)
    }

    /// V62 for one element `name` (the view `target`, if any) of a `should-highlight` or
    /// `should-select` list of `list`, given the cells listed before it: the check's id and
    /// message, or nil when it is fine.
    static func cellProblem(_ name: String, _ target: ViewID?, of list: ViewID, listed: [ViewID], key: ScrollKey, views: [View])
        -> (id: String, message: String)?
    {
        guard let target else { return ("unknown-view", "unknown view '\(name)' in '\(key.name)'") }
        let view = views[target.index]
        guard view.superview == list, view.viewClass.listClassOfCell != nil else {
            return ("not-a-cell", "'\(name)' is no cell of '\(views[list.index].name)'; '\(key.name)' lists cells of this list")
        }
        if listed.contains(target) { return ("repeated-view", "'\(name)' is listed twice in '\(key.name)'") }
        return nil
    }
}
