// The registry of trace line kinds: each kind is declared in its own file of this folder
// (``LineKind``); this file lists them, once per order the formats use. A new kind adds its
// case to `LineRecord` and `LineKindID`, its counter, and its place in each list below.

/// One line of a step other than a delivery, by kind (``StepRecord/lines``). A sink reads a
/// step's lines in trace order through ``StepRecord/entries`` (`.line(index)`), or all at once
/// from ``StepRecord/lines``.
public enum LineRecord: Sendable {
    /// A touch withheld (`drop`).
    case drop(DropRecord)
    /// An event not delivered while the application ignores interaction (`skip`).
    case skip(SkipRecord)
    /// A line a behaviour printed (`output`).
    case output(OutputRecord)
    /// A control event (`control`).
    case control(ControlRecord)
    /// A recognizer's state change (`gesture`).
    case gesture(GestureRecord)
    /// A view call a recognizer held (`hold`).
    case hold(HoldRecord)
    /// Held calls that follow (`release`).
    case release(ReleaseRecord)
    /// Held calls thrown away (`discard`).
    case discard(DiscardRecord)
    /// A first responder change (`become`, `resign`, `key-window`).
    case firstResponder(FirstResponderRecord)
    /// An action's search (`send`, `ask`, `perform`, `no-target`, `command`).
    case action(ActionRecord)
    /// The edit menu's validation (`menu`).
    case menu(MenuRecord)
    /// A remote-control event nobody receives (`remote … not-receiving`).
    case ignored(IgnoredRecord)
    /// A scroll view's offset or deceleration (`scroll`).
    case scroll(ScrollRecord)
    /// A list highlighting or selecting a cell (`cell`).
    case cell(CellRecord)

    /// Calls `visitor` with the line's kind and record.
    @inline(__always)
    package func visit<V: LineVisitor>(_ visitor: inout V, _ step: StepRecord, _ scene: Scene) {
        switch self {
        case .drop(let record): visitor.visit(DropLine.self, record, step, scene)
        case .skip(let record): visitor.visit(SkipLine.self, record, step, scene)
        case .output(let record): visitor.visit(OutputLine.self, record, step, scene)
        case .control(let record): visitor.visit(ControlLine.self, record, step, scene)
        case .gesture(let record): visitor.visit(GestureLine.self, record, step, scene)
        case .hold(let record): visitor.visit(HoldLine.self, record, step, scene)
        case .release(let record): visitor.visit(ReleaseLine.self, record, step, scene)
        case .discard(let record): visitor.visit(DiscardLine.self, record, step, scene)
        case .firstResponder(let record): visitor.visit(FirstResponderLine.self, record, step, scene)
        case .action(let record): visitor.visit(ActionLine.self, record, step, scene)
        case .menu(let record): visitor.visit(MenuLine.self, record, step, scene)
        case .ignored(let record): visitor.visit(IgnoredLine.self, record, step, scene)
        case .scroll(let record): visitor.visit(ScrollLine.self, record, step, scene)
        case .cell(let record): visitor.visit(CellLine.self, record, step, scene)
        }
    }

    /// The line's kind.
    @inline(__always)
    package var id: LineKindID {
        switch self {
        case .drop: .drop
        case .skip: .skip
        case .output: .output
        case .control: .control
        case .gesture: .gesture
        case .hold: .hold
        case .release: .release
        case .discard: .discard
        case .firstResponder: .firstResponder
        case .action: .action
        case .menu: .menu
        case .ignored: .ignored
        case .scroll: .scroll
        case .cell: .cell
        }
    }

    /// The 1-based position of the line among the step's compact lines.
    public var seq: Int {
        var reader = SeqReader()
        visitRecord(&reader)
        return reader.seq
    }

    /// ``visit(_:_:_:)`` without a step, for what reads the record alone.
    @inline(__always)
    package func visitRecord<V: LineRecordVisitor>(_ visitor: inout V) {
        switch self {
        case .drop(let record): visitor.visit(DropLine.self, record)
        case .skip(let record): visitor.visit(SkipLine.self, record)
        case .output(let record): visitor.visit(OutputLine.self, record)
        case .control(let record): visitor.visit(ControlLine.self, record)
        case .gesture(let record): visitor.visit(GestureLine.self, record)
        case .hold(let record): visitor.visit(HoldLine.self, record)
        case .release(let record): visitor.visit(ReleaseLine.self, record)
        case .discard(let record): visitor.visit(DiscardLine.self, record)
        case .firstResponder(let record): visitor.visit(FirstResponderLine.self, record)
        case .action(let record): visitor.visit(ActionLine.self, record)
        case .menu(let record): visitor.visit(MenuLine.self, record)
        case .ignored(let record): visitor.visit(IgnoredLine.self, record)
        case .scroll(let record): visitor.visit(ScrollLine.self, record)
        case .cell(let record): visitor.visit(CellLine.self, record)
        }
    }
}

/// Reads a line's record alone (its rules, its counter, its `seq`).
package protocol LineRecordVisitor {
    /// Called with one line.
    mutating func visit<K: LineKind>(_ kind: K.Type, _ record: K.Record)
}

/// Reads a line's `seq`.
private struct SeqReader: LineRecordVisitor {
    var seq = 0
    mutating func visit<K: LineKind>(_ kind: K.Type, _ record: K.Record) { seq = record.seq }
}

/// Reads a line's rules.
struct RulesReader: LineRecordVisitor {
    var rules: RuleCitation?
    mutating func visit<K: LineKind>(_ kind: K.Type, _ record: K.Record) { rules = K.rules(record) }
}

/// Reads a line's summary counter.
struct CounterReader: LineRecordVisitor {
    var counter = LineCounter.drops
    mutating func visit<K: LineKind>(_ kind: K.Type, _ record: K.Record) { counter = K.counter(record) }
}

/// A kind of line, as a bit of a step's mask (``StepRecord/has(_:)``), in the registry's order.
package enum LineKindID: Int, CaseIterable, Sendable {
    case drop, skip, output, control, gesture, hold, release, discard, firstResponder, action, menu, ignored, scroll, cell

    /// The kind's bit.
    @inline(__always)
    package var bit: UInt32 { 1 << UInt32(rawValue) }
}

/// A count of the summary (JSON Lines' `summary` object, the text trace's summary line), in
/// the JSON summary's order.
package enum LineCounter: Int, CaseIterable, Sendable {
    case drops, skips, outputs, gestures, controls, holds, releases, discards, firstResponder
    case sends, asks, performs, noTargets, commands, menus, ignored, scrolls, cells

    /// When the text trace's summary line shows a count.
    package enum Shown: CaseIterable, Sendable {
        /// Always, after the steps and deliveries.
        case always
        /// When the scene has recognizers.
        case recognizers
        /// When the scene has controls.
        case controls
        /// When it is not 0.
        case nonzero
        /// Never (JSON only).
        case never
    }

    /// The key in the JSON summary.
    package var jsonKey: String {
        switch self {
        case .drops: "drops"
        case .skips: "skips"
        case .outputs: "outputs"
        case .gestures: "gestures"
        case .controls: "controls"
        case .holds: "holds"
        case .releases: "releases"
        case .discards: "discards"
        case .firstResponder: "firstResponder"
        case .sends: "sends"
        case .asks: "asks"
        case .performs: "performs"
        case .noTargets: "noTargets"
        case .commands: "commands"
        case .menus: "menus"
        case .ignored: "ignored"
        case .scrolls: "scrolls"
        case .cells: "cells"
        }
    }

    /// The text summary's noun for one line, and for several when it is not the noun and `s`.
    package var noun: (one: String, many: String?) {
        switch self {
        case .drops: ("drop", nil)
        case .skips: ("skip", nil)
        case .outputs: ("output", nil)
        case .gestures: ("gesture line", nil)
        case .controls: ("control event", nil)
        case .holds: ("hold", nil)
        case .releases: ("release", nil)
        case .discards: ("discard", nil)
        case .firstResponder: ("first-responder line", nil)
        case .sends: ("send", nil)
        case .asks: ("ask", nil)
        case .performs: ("perform", nil)
        case .noTargets: ("no-target", nil)
        case .commands: ("key command", nil)
        case .menus: ("menu line", nil)
        case .ignored: ("ignored event", nil)
        case .scrolls: ("scroll line", nil)
        case .cells: ("cell line", nil)
        }
    }

    /// When the text summary shows the count.
    package var shown: Shown {
        switch self {
        case .drops, .skips, .outputs: .always
        case .gestures, .holds, .releases, .discards: .recognizers
        case .controls: .controls
        case .scrolls: .never
        case .firstResponder, .sends, .asks, .performs, .noTargets, .commands, .menus, .ignored, .cells: .nonzero
        }
    }
}

/// The registry's lists of kinds.
package enum LineKinds {
    /// A kind as the test checker reads it.
    package struct Words: Sendable {
        /// The words its lines start with.
        package let keywords: [String]
        /// Checks an `expect:` line of it.
        package let check: @Sendable (inout LineWordCheck) -> Void

        init<K: LineKind>(_ kind: K.Type) {
            keywords = K.keywords
            check = { K.check(&$0) }
        }
    }

    /// Every kind, in the registry's order (the checker's and the compact keywords').
    package static let all: [Words] = [
        Words(DropLine.self), Words(SkipLine.self), Words(OutputLine.self), Words(ControlLine.self),
        Words(GestureLine.self), Words(HoldLine.self), Words(ReleaseLine.self), Words(DiscardLine.self),
        Words(FirstResponderLine.self), Words(ActionLine.self), Words(MenuLine.self), Words(IgnoredLine.self),
        Words(ScrollLine.self), Words(CellLine.self),
    ]

    /// The kinds a JSON Lines step lists after `gestureInputs`, in order.
    @inline(__always)
    package static func visitRecognizerLists<V: LineKindVisitor>(_ visitor: inout V, _ step: StepRecord, _ scene: Scene) {
        visitor.visit(GestureLine.self, step, scene)
        visitor.visit(HoldLine.self, step, scene)
        visitor.visit(ReleaseLine.self, step, scene)
        visitor.visit(DiscardLine.self, step, scene)
    }

    /// The kinds of ``visitRecognizerLists(_:_:_:)``, as a mask.
    package static let recognizerListsMask = LineKindID.gesture.bit | LineKindID.hold.bit | LineKindID.release.bit | LineKindID.discard.bit

    /// The kinds a JSON Lines step lists after `deliveries`, in order.
    @inline(__always)
    package static func visitLaterLists<V: LineKindVisitor>(_ visitor: inout V, _ step: StepRecord, _ scene: Scene) {
        visitor.visit(ControlLine.self, step, scene)
        visitor.visit(DropLine.self, step, scene)
        visitor.visit(SkipLine.self, step, scene)
        visitor.visit(OutputLine.self, step, scene)
        visitor.visit(FirstResponderLine.self, step, scene)
        visitor.visit(ActionLine.self, step, scene)
        visitor.visit(MenuLine.self, step, scene)
        visitor.visit(IgnoredLine.self, step, scene)
        visitor.visit(ScrollLine.self, step, scene)
        visitor.visit(CellLine.self, step, scene)
    }

    /// What a JSON Lines step holds after `gestureInputs` when it has none of these lines.
    package static let emptyRecognizerLists: StaticString =
        ",\"gestureInputs\":[],\"gestures\":[],\"holds\":[],\"releases\":[],\"discards\":[]"
    /// What a JSON Lines step holds after its deliveries when it has no line but deliveries.
    package static let emptyLaterLists: StaticString =
        "],\"controls\":[],\"drops\":[],\"skips\":[],\"outputs\":[],\"firstResponder\":[],\"actions\":[],\"menu\":[],\"ignored\":[],\"scrolls\":[],\"cells\":[]}\n"
}
