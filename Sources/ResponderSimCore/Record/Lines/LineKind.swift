/// One kind of trace line, declared once (README.md, Architecture: a new line kind): its
/// record, the words its compact line starts with, its compact line, its JSON record, its text
/// wording and the rules it cites, the summary count it adds to, and what an `expect:` line of
/// it may say. The writers, the summary and the test checker read these declarations; the
/// registry (``LineKinds``) lists the kinds in their orders.
///
/// Writers reach a kind through a ``LineVisitor`` or a generic function over `K: LineKind`,
/// both specialized by the compiler: no existential box, no cast.
package protocol LineKind: SendableMetatype {
    /// The record the engine fills for one line.
    associatedtype Record: NumberedLine & Sendable
    /// The kind's bit in a step's mask of the kinds it has (``StepRecord/has(_:)``).
    static var id: LineKindID { get }
    /// Wraps the record in the step's storage (the one place its case is named besides the
    /// registry).
    static func wrap(_ record: Record) -> LineRecord
    /// The record, when `line` is of this kind.
    static func unwrap(_ line: LineRecord) -> Record?
    /// The words a compact line of the kind starts with (`scroll`; `become`, `resign`, `key-window`).
    static var keywords: [String] { get }
    /// `],"KEY":[`: what opens the kind's list in a JSON Lines step object.
    static var jsonOpening: StaticString { get }
    /// Appends the compact line, without its newline.
    static func compact(_ record: Record, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput)
    /// Appends what the kind's JSON list holds before its lines (a scroll view's `set`, SP9);
    /// returns whether it wrote anything. The default writes nothing.
    static func jsonLead(_ step: StepRecord, _ scene: Scene, into out: inout LineOutput) -> Bool
    /// Appends the JSON fields that follow `{"seq":N`.
    static func json(_ record: Record, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput)
    /// Appends the text trace's line: indent, colour, wording, rules and newline.
    static func text(_ record: Record, _ step: StepRecord, _ scene: Scene, into out: inout LineOutput)
    /// The rules the line cites, as the engine decided them; nil for a line that cites none.
    static func rules(_ record: Record) -> RuleCitation?
    /// The summary count the line adds to.
    static func counter(_ record: Record) -> LineCounter
    /// Checks the words of an `expect:` line of the kind (the first is one of ``keywords``).
    static func check(_ words: inout LineWordCheck)
}

extension LineKind {
    package static func jsonLead(_ step: StepRecord, _ scene: Scene, into out: inout LineOutput) -> Bool { false }
}

/// Walks the lines of a step: ``LineRecord/visit(_:_:_:)`` calls ``visit(_:_:_:_:)`` with the
/// line's kind and record, specialized for each kind.
package protocol LineVisitor {
    /// Called with one line.
    mutating func visit<K: LineKind>(_ kind: K.Type, _ record: K.Record, _ step: StepRecord, _ scene: Scene)
}

/// Walks the kinds themselves, in one of the registry's orders (``LineKinds``).
package protocol LineKindVisitor {
    /// Called with one kind.
    mutating func visit<K: LineKind>(_ kind: K.Type, _ step: StepRecord, _ scene: Scene)
}

/// What a line kind writes its line into: the line being built, the scene's names spelled
/// for the writer (as they are, as JSON strings), the touches' ids, and whether to colour
/// (the text trace on a terminal).
package struct LineOutput {
    /// The bytes being built.
    package var line = TraceLine()
    /// The responders' names, spelled for the writer; a writer that does not prepare them
    /// gets each name from the scene.
    package var names = ResponderNames()
    /// The touches' ids, spelled for the writer.
    package var touchNames: TouchNames
    /// ANSI colours (the text trace).
    package var color = false

    /// An output whose touch ids `spelling` writes.
    package init(spelling: @escaping (String, inout TraceLine) -> Void) {
        touchNames = TouchNames(spelling: spelling)
    }

    /// Appends a responder's name (as the writer spells it, or as the scene has it).
    @inline(__always)
    package mutating func appendName(_ responder: Responder, _ scene: Scene) {
        if names.isPrepared { names.append(responder, to: &line) } else { line.append(scene.name(of: responder)) }
    }

    /// Appends a touch's id.
    @inline(__always)
    package mutating func appendTouch(_ touch: TouchRef, _ step: StepRecord) {
        touchNames.append(touch, of: step, to: &line)
    }

    /// A JSON string, or `null`.
    package mutating func appendStringOrNull(_ text: String?) {
        if let text { line.appendJSONString(text) } else { line.appendASCII("null") }
    }

    /// A view's name as a JSON string, or `null`.
    package mutating func appendJSONName(_ view: ViewID?, _ scene: Scene) {
        if let view { appendName(.view(view), scene) } else { line.appendASCII("null") }
    }

    /// `["t1","t2"]`: touches of ``StepRecord/entryTouches``.
    package mutating func appendJSONTouches(_ range: Range<Int>, _ step: StepRecord) {
        line.append(UInt8(ascii: "["))
        for position in range {
            if position > range.lowerBound { line.append(UInt8(ascii: ",")) }
            touchNames.append(step.entryTouches[position], of: step, to: &line)
        }
        line.append(UInt8(ascii: "]"))
    }

    /// Starts the colour `code` (when colouring); ``endPaint()`` ends it.
    package mutating func startPaint(_ code: StaticString) {
        guard color else { return }
        line.appendASCII("\u{1B}[")
        line.appendASCII(code)
        line.append(UInt8(ascii: "m"))
    }

    /// Ends a colour.
    package mutating func endPaint() {
        if color { line.appendASCII("\u{1B}[0m") }
    }

    /// A text trace line of words: `indent` spaces, `text` escaped for a terminal in the colour
    /// `code`, a newline.
    package mutating func appendTextLine(indent: Int, _ code: StaticString, _ text: String) {
        line.appendSpaces(indent)
        startPaint(code)
        line.append(TerminalText.escaped(text))
        endPaint()
        line.append(UInt8(ascii: "\n"))
    }

    /// `[t1, t2]`: touches of ``StepRecord/entryTouches`` as a compact line lists them.
    package static func list(_ range: Range<Int>, _ step: StepRecord) -> String {
        "[" + step.touches(range).map { step.name(of: $0) }.joined(separator: ", ") + "]"
    }
}

/// A record that prints one line of the trace and knows its position among the step's lines.
package protocol NumberedLine {
    /// 1-based position among the step's compact lines.
    var seq: Int { get set }
}
