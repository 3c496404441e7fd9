/// A `cell LIST CELL highlighted|unhighlighted|selected|deselected|refused REASON` line: a
/// table or collection view highlighting, selecting or refusing one of its cells (TS3–TS6).
public struct CellRecord: Sendable, Hashable {
    /// Which line it is.
    public enum Event: String, CaseIterable, Sendable {
        /// `didHighlightRowAt` / `didHighlightItemAt` (TS3).
        case highlighted
        /// `didUnhighlightRowAt` / `didUnhighlightItemAt` (TS4–TS6).
        case unhighlighted
        /// `didSelectRowAt` / `didSelectItemAt` (TS5).
        case selected
        /// `didDeselectRowAt` / `didDeselectItemAt` (TS5).
        case deselected
        /// The delegate answered no (TS3, TS5); ``CellRecord/reason`` says which question.
        case refused
    }

    /// Which delegate question a `refused` line answers.
    public enum Reason: String, CaseIterable, Sendable {
        /// `shouldHighlightRowAt` / `shouldHighlightItemAt` (TS3).
        case shouldHighlight = "should-highlight"
        /// `willSelectRowAt` returning nil / `shouldSelectItemAt` (TS5).
        case shouldSelect = "should-select"
    }

    /// The table or collection view.
    public package(set) var list: ViewID
    /// The cell.
    public package(set) var cell: ViewID
    /// Which line it is.
    public package(set) var event: Event
    /// For `refused`, the question answered no; nil otherwise.
    public package(set) var reason: Reason?
    /// The rules behind the line.
    public package(set) var rules: RuleCitation
    /// For an `unhighlighted` line of a cancelled touch (TS6): the recognizer whose grant
    /// cancelled it (G16), nil when no recognizer did (a `cancel` or `remove` step). Nil for
    /// other lines. The text trace says it; compact and JSON do not print it.
    public package(set) var cancelledBy: RecognizerID?
    /// Whether the line belongs to a cancelled touch (TS6).
    public package(set) var isCancellation = false
    /// 1-based position among the step's compact lines.
    public package(set) var seq = 0

    package init(
        list: ViewID, cell: ViewID, event: Event, reason: Reason? = nil, rules: RuleCitation, cancelledBy: RecognizerID? = nil,
        isCancellation: Bool = false
    ) {
        self.list = list
        self.cell = cell
        self.event = event
        self.reason = reason
        self.rules = rules
        self.cancelledBy = cancelledBy
        self.isCancellation = isCancellation
    }

    /// The compact line: `cell LIST CELL EVENT`, with ` REASON` after `refused`.
    package func compactText(_ scene: Scene) -> String {
        var text = "cell " + scene.views[list.index].name + " " + scene.views[cell.index].name + " " + event.rawValue
        if let reason { text += " " + reason.rawValue }
        return text
    }

    /// What the text trace adds after the compact line and its rules: what the line means for
    /// the app, and why a selection did not happen where that is known.
    package func explanation(_ scene: Scene) -> String {
        let list = scene.views[list.index]
        let isTable = list.viewClass == .uiTableView
        switch event {
        case .highlighted:
            return ": the list's own touchesBegan highlights the cell (\(isTable ? "didHighlightRowAt" : "didHighlightItemAt"))"
        case .selected:
            return isTable
                ? ": didSelectRowAt, once the event has been handled" : ": didSelectItemAt, inside the collection view's touchesEnded"
        case .deselected:
            return ": \(isTable ? "didDeselectRowAt" : "didDeselectItemAt")"
        case .refused:
            return reason == .shouldHighlight
                ? ": the delegate answered no, so the touch is not tracked and the lift selects nothing"
                : ": the delegate answered no (\(isTable ? "willSelectRowAt returned nil" : "shouldSelectItemAt")), so nothing is selected"
        case .unhighlighted:
            if isCancellation {
                if let cancelledBy {
                    return ": \(scene.name(of: cancelledBy)) took the touch: cancelled before the lift, so no selection"
                }
                return ": the touch was cancelled before the lift, so no selection"
            }
            if rules.first == .ts4 { return ": the finger lifted outside the cell, so no selection" }
            return ""
        }
    }
}

extension CellRecord: NumberedLine {}

/// A list's state at the end of a step (`--explain`, TS2–TS8).
public struct ListStateRecord: Sendable {
    /// The table or collection view.
    public package(set) var list: ViewID
    /// The touch it tracks and the cell that touch lies in, if it tracks one (TS2).
    public package(set) var touch: TouchRef?
    public package(set) var cell: ViewID?
    /// The cell shown highlighted, if any (after a silent end, TS7, the cell stays so).
    public package(set) var highlighted: ViewID?
    /// The selected cells, in list order (TS8).
    public package(set) var selected: [ViewID]
}
