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
    package var cancelledBy: RecognizerID?
    /// Whether the line belongs to a cancelled touch (TS6).
    package var isCancellation = false
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

/// `cell LIST CELL EVENT [REASON]`: a table or collection view highlighting, selecting or
/// refusing one of its cells (TS3–TS6).
package enum CellLine: LineKind {
    package static let id = LineKindID.cell
    package static func wrap(_ record: CellRecord) -> LineRecord { .cell(record) }
    package static func unwrap(_ line: LineRecord) -> CellRecord? {
        if case .cell(let record) = line { record } else { nil }
    }
    package static var keywords: [String] { ["cell"] }
    package static var jsonOpening: StaticString { "],\"cells\":[" }
    /// The words of a selection's lines, `selected` and `deselected` (TS5).
    package static var selectionWords: [String] { [CellRecord.Event.selected.rawValue, CellRecord.Event.deselected.rawValue] }

    package static func compact(_ record: CellRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.line.append(record.compactText(scene))
    }

    package static func json(_ record: CellRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.line.appendASCII(",\"list\":")
        out.line.appendJSONString(scene.views[record.list.index].name)
        out.line.appendASCII(",\"cell\":")
        out.line.appendJSONString(scene.views[record.cell.index].name)
        out.line.appendASCII(",\"event\":\"")
        out.line.append(record.event.rawValue)
        out.line.appendASCII("\",\"reason\":")
        out.appendStringOrNull(record.reason?.rawValue)
    }

    package static func text(_ record: CellRecord, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput) {
        out.appendChainLine(record.compactText(scene), record.rules, record.explanation(scene))
    }

    package static func rules(_ record: CellRecord) -> RuleCitation? { record.rules }
    package static func counter(_ record: CellRecord) -> LineCounter { .cells }

    package static func check(_ words: inout LineWordCheck) {
        words.name(1, .list)
        words.name(2, .cell)
        if let list = words.at(1), let cell = words.at(2), let view = words.scene.view(named: cell),
            words.scene.views[view.index].superview.map({ words.scene.views[$0.index].name }) != list
        {
            words.fail("'\(cell)' is no cell of '\(list)'")
        }
        words.word(3, CellRecord.Event.allCases.map(\.rawValue), "is no cell line")
        if words.at(3) == CellRecord.Event.refused.rawValue {
            words.word(4, CellRecord.Reason.allCases.map(\.rawValue), "is no reason a list refuses a cell")
        }
    }
}

extension CellRecord: NumberedLine {}

extension StepRecord {
    /// Records a `cell` line.
    mutating func addCell(_ line: CellRecord) { add(CellLine.self, line) }
}

/// A list's state at the end of a step (`--explain`, TS2–TS8).
package struct ListStateRecord: Sendable {
    /// The table or collection view.
    package var list: ViewID
    /// The touch it tracks and the cell that touch lies in, if it tracks one (TS2).
    package var touch: TouchRef?
    package var cell: ViewID?
    /// The cell shown highlighted, if any (after a silent end, TS7, the cell stays so).
    package var highlighted: ViewID?
    /// The selected cells, in list order (TS8).
    package var selected: [ViewID]
}
