import ResponderSimCore

/// Cells and their lists in an imported dump (README.md, Debugging your own app: cells): a
/// cell keeps its class only when its superview in the written scene is a list of its kind,
/// and the `UITableViewWrapperView` that iOS 7–10 put between a table and its cells is left
/// out. One pass over the views in dump order (pre-order), so linear in the dump.
///
/// Decisions where the import rules are silent:
/// - Only a wrapper that is a direct subview of a table (by class or `baseClass`) and draws as
///   a plain container is left out: not hidden, alpha 1, user interaction on, no transform,
///   and not one whose subviews' moved frames would not fit a scene. Any other wrapper stays a
///   `UIScrollView`, as before, and a cell under it is written as `UIView` (W-CELL).
/// - A W-NOSIZE of a wrapper left out is dropped with it: the scroll view it warns of is not
///   in the scene.
/// - A recognizer of `--recognizers` whose view is a wrapper left out finds no view (W-RNOVIEW).
struct ListCells {
    /// The views as the scene writes them, in dump order.
    private(set) var views: [ImportedView] = []
    /// The reading's warnings with W-WRAPPER and W-CELL merged in by position.
    private(set) var warnings: [PendingWarning] = []

    init(_ read: [ImportedView], warnings readWarnings: [PendingWarning]) {
        let dropped = Self.droppedWrappers(read)
        var added: [PendingWarning] = []
        /// By index in `read`: its index in `views`; for a wrapper left out, its table's.
        var placed = [Int](repeating: -1, count: read.count)
        views.reserveCapacity(read.count)
        for index in read.indices {
            var view = read[index]
            guard let parent = view.parent else {
                placed[index] = views.count
                views.append(view)
                continue
            }
            if dropped[index] {
                placed[index] = placed[parent]
                added.append(.wrapper(view.className, table: read[parent].className, at: view.head))
                continue
            }
            let newParent = placed[parent]
            view.parent = newParent
            view.level = views[newParent].level + 1
            if dropped[parent], let moved = Self.moved(view.frame, by: Self.shift(of: read[parent])) { view.frame = moved }
            if let list = Self.list(of: view.viewClass), views[newParent].isWindow || views[newParent].viewClass != list {
                added.append(.cell(view.className, list: list, at: view.head))
                view.viewClass = .uiView
            }
            view.hasSubviews = false
            views[newParent].hasSubviews = true
            placed[index] = views.count
            views.append(view)
        }
        let droppedHeads = Set(read.indices.filter { dropped[$0] }.map { read[$0].head.offset })
        let kept = readWarnings.filter { !($0.id == .noContentSize && droppedHeads.contains($0.position.offset)) }
        // Both lists are in the order of their positions: merged, a reading's warning first at a tie.
        var (i, j) = (0, 0)
        warnings.reserveCapacity(kept.count + added.count)
        while i < kept.count || j < added.count {
            if j == added.count || (i < kept.count && kept[i].position.offset <= added[j].position.offset) {
                warnings.append(kept[i])
                i += 1
            } else {
                warnings.append(added[j])
                j += 1
            }
        }
    }

    /// The list class a cell of `viewClass` needs as its superview (V60); nil for other classes.
    static func list(of viewClass: ViewClass) -> ViewClass? {
        switch viewClass {
        case .uiTableViewCell: .uiTableView
        case .uiCollectionViewCell: .uiCollectionView
        default: nil
        }
    }

    /// By index: whether the view is a table's wrapper that the scene leaves out.
    private static func droppedWrappers(_ views: [ImportedView]) -> [Bool] {
        var dropped = [Bool](repeating: false, count: views.count)
        var candidates: [Int] = []
        for index in views.indices {
            let view = views[index]
            guard let parent = view.parent, views[parent].viewClass == .uiTableView, !views[parent].isWindow, isWrapper(view),
                !view.hidden, view.alpha == nil, view.userInteraction == nil, view.transform == nil
            else { continue }
            candidates.append(index)
            dropped[index] = true
        }
        guard !candidates.isEmpty else { return dropped }
        // A wrapper whose subviews would get a frame no scene holds stays.
        for index in views.indices {
            guard let parent = views[index].parent, dropped[parent] else { continue }
            if moved(views[index].frame, by: shift(of: views[parent])) == nil { dropped[parent] = false }
        }
        return dropped
    }

    private static func isWrapper(_ view: ImportedView) -> Bool {
        DumpClassTable.withoutModule(view.className) == DumpClassTable.tableWrapper
            || view.baseClass.map { DumpClassTable.withoutModule($0) == DumpClassTable.tableWrapper } == true
    }

    /// What a wrapper's subviews move by: its frame origin minus its bounds origin (its content
    /// offset, written only when not zero).
    private static func shift(of wrapper: ImportedView) -> (x: Double, y: Double) {
        let frame = numbers(wrapper.frame)
        let offset = wrapper.contentOffset.map { numbers(String($0.dropFirst().dropLast())) } ?? [0, 0]
        guard frame.count == 4, offset.count == 2 else { return (0, 0) }
        return (frame[0] - offset[0], frame[1] - offset[1])
    }

    /// A frame as the scene writes it (`x, y, w, h`) moved by `shift`; nil when a moved number
    /// is no number a scene holds.
    private static func moved(_ frame: String, by shift: (x: Double, y: Double)) -> String? {
        if shift.x == 0 && shift.y == 0 { return frame }
        var values = numbers(frame)
        guard values.count == 4 else { return nil }
        values[0] += shift.x
        values[1] += shift.y
        guard values.allSatisfy({ FixedDecimal.fitsScene($0, decimals: 6) }) else { return nil }
        return values.map { FixedDecimal.string($0, decimals: 6) }.joined(separator: ", ")
    }

    /// The numbers of `a, b, …` as the importer wrote them.
    private static func numbers(_ text: String) -> [Double] {
        text.split(separator: ",").compactMap { Double($0.drop { $0 == " " }) }
    }
}
