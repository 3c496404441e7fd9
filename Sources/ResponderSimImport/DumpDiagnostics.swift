import ResponderSimCore

/// The errors of `responder-sim import`: the first one found stops the import (exit 3).
public enum DumpErrorID: String, Sendable, CaseIterable {
    /// A byte sequence that is not UTF-8 (at the first bad byte).
    case invalidUTF8 = "E-UTF8"
    /// No view in the dump (at 1:1).
    case noView = "E-NONE"
    /// A line ends before its description's closing `>` (at the head's `<`).
    case cut = "E-CUT"
    /// A bracket that closes nothing, or the wrong bracket, inside a value (at it).
    case bracket = "E-BRACKET"
    /// A quoted value that never ends (at its opening quote).
    case text = "E-TEXT"
    /// A second description after a `>` on the same line (at its `<`).
    case two = "E-TWO"
    /// An imported attribute given twice (at the second key).
    case twice = "E-TWICE"
    /// A frame that is not `(x y; w h)` with four finite numbers, or has a negative size.
    case frame = "E-FRAME"
    /// A flag, alpha, content offset, content size, content inset or transform that cannot be
    /// read (at the value).
    case value = "E-VALUE"
    /// A description without a frame (at the head's `<`).
    case noFrame = "E-NOFRAME"
    /// A view shallower than the dump's first view (at the head's `<`).
    case shallow = "E-SHALLOW"
    /// A view more than one level below the previous one (at the head's `<`).
    case depth = "E-DEPTH"
    /// A view 1,000 levels deep, or the 100,001st view (at the head's `<`).
    case limit = "E-LIMIT"
    /// A second top-level view where not all top-level views are windows (at the head's `<`).
    case top = "E-TOP"
    /// A line with a framed view skipped for the text before it, after the tree's first view:
    /// the tree would miss that view (at the head's `<`).
    case skipped = "E-SKIPPED"
    /// A visible top-level window with a transform (at the transform's value).
    case windowTransform = "E-WINTF"
    /// A transform that shears (at its value).
    case shear = "E-SHEAR"
    /// A transform with a zero scale or determinant (at its value).
    case flat = "E-FLAT"
    /// A transform for which no size gives the printed frame (at its value).
    case box = "E-BOX"
    // `--recognizers` (gesture recognizers; positions in the recognizers' text).
    /// A recognizer description that does not end (at its head's `<`).
    case recognizerCut = "E-RCUT"
    /// A bracket that closes nothing or the wrong kind inside a recognizer's value (at it).
    case recognizerBracket = "E-RBRACKET"
    /// A key the importer reads, twice in one recognizer description (at the second key).
    case recognizerTwice = "E-RTWICE"
    /// A recognizer value, list entry or character the grammar does not allow (at it).
    case recognizerValue = "E-RVALUE"
    /// A recognizer's view address on two imported views (at the `view` value's `<`).
    case recognizerAmbiguous = "E-RAMBIG"
}

/// The warnings of `responder-sim import`: the import goes on (exit 0).
public enum DumpWarningID: String, Sendable, CaseIterable {
    /// A view head after text that is not a tree prefix; the line is skipped.
    case prefix = "W-PREFIX"
    /// A line of dots marks views left out.
    case elided = "W-ELIDED"
    /// A hidden top-level window's transform is dropped.
    case windowTransform = "W-WINTF"
    /// A transform at an odd multiple of 45°: the view is taken as square.
    case square = "W-SQUARE"
    /// `alpha = nan`, which UIKit prints for an alpha that is not a number: read as 1.
    case nanAlpha = "W-NAN"
    /// Text before the first view on its line (`Nav bar <UINavigationBar: …>`): skipped.
    case lead = "W-LEAD"
    /// A dump pasted from a web page with `&lt;` and `&gt;`: read as `<` and `>`.
    case htmlEscaped = "W-HTML"
    /// A scroll view that prints no `contentSize` (older systems): its scene cannot scroll.
    case noContentSize = "W-NOSIZE"
    /// An iOS 5/6 view controller's annotation before a view (`'Name:0x1' 1 child[…]`, `XX (`): read past.
    case annotation = "W-ANNOT"
    /// Markdown's `\_` in a class name: read as `_`.
    case markdown = "W-MARKDOWN"
    /// A comment line (a long text, class name or ignored attribute) shortened so that every
    /// line of the scene stays within the longest line a scene may have.
    case long = "W-LONG"
    /// A `UITableViewWrapperView` (iOS 7–10) between a table and its cells: left out, its
    /// subviews become the table's.
    case wrapper = "W-WRAPPER"
    /// A cell whose superview in the scene is not a list of its kind: written as `UIView`.
    case cell = "W-CELL"
    // `--recognizers` (gesture recognizers), in the order warnings at one position are printed.
    /// The recognizers' text holds no recognizer description.
    case recognizerNone = "W-RNONE"
    /// The dump prints no addresses, so no recognizer can be attached.
    case recognizerNoAddress = "W-RNOADDR"
    /// A recognizer printed in a state other than Possible (during a touch).
    case recognizerState = "W-RSTATE"
    /// A later description of a recognizer differs from its first one.
    case recognizerDiffers = "W-RDIFF"
    /// A recognizer whose view is not among the imported views; left out.
    case recognizerNoView = "W-RNOVIEW"
    /// A recognizer's view address is on a view of another class; left out.
    case recognizerViewClass = "W-RVCLASS"
    /// A recognizer on a view whose description prints no gestureRecognizers.
    case recognizerLate = "W-RLATE"
    /// A recognizer class with no scene kind; left out.
    case recognizerKind = "W-RKIND"
    /// A recognizer key the importer does not read.
    case recognizerKey = "W-RKEY"
    /// A recognizer value outside the scene's range; left out.
    case recognizerRange = "W-RRANGE"
    /// A scroll view's own recognizer that differs in a way the scene cannot express, or a second one.
    case recognizerBuiltIn = "W-RBUILTIN"
    /// A failure requirement that cannot be written; dropped.
    case recognizerRequirement = "W-RREQ"
    /// One side of a failure requirement lacks its partner.
    case recognizerFailFor = "W-RFAILFOR"
    /// A failure requirement that would close a cycle; dropped.
    case recognizerCycle = "W-RCYCLE"
}

/// Why a dump cannot be imported: the first error found, with its position in the dump.
public struct DumpImportError: Error, Sendable, Equatable {
    /// Which rule the dump breaks.
    public package(set) var id: DumpErrorID
    /// A sentence that names the class, key or value concerned.
    public package(set) var message: String
    /// 1-based line and character column in the dump.
    public package(set) var location: SourceLocation
    /// The dump's line at ``location`` (without its line break), shown under the message.
    package var lineText: String?
    /// The warnings whose positions come before the error's, by line and column: the command
    /// line prints them before the error.
    public package(set) var warnings: [DumpWarning] = []
    /// Whether ``location`` is in the recognizers' text (`--recognizers FILE`) rather than the dump.
    package var inRecognizers = false

    /// Creates an error.
    package init(id: DumpErrorID, message: String, location: SourceLocation, lineText: String? = nil) {
        self.id = id
        self.message = message
        self.location = location
        self.lineText = lineText
    }

    /// `FILE:LINE:COL: error: MESSAGE`, then the dump's line and a caret (left out when the
    /// line holds control characters other than tabs); control characters in the message
    /// and the file name are escaped. Ends with a newline.
    public func rendered(path: String) -> String {
        let diagnostic = Diagnostic(id: id.rawValue, message: DumpText.escapingControls(message), at: location)
        let shown = lineText.flatMap { DumpText.hasControls($0, allowingTabs: true) ? nil : $0 }
        return DiagnosticRenderer.render(diagnostic, path: DumpText.escapingControls(path), line: shown)
    }
}

/// Something the importer noticed and worked around.
public struct DumpWarning: Sendable, Equatable {
    /// Which situation it is.
    public package(set) var id: DumpWarningID
    /// A sentence that says what was done.
    public package(set) var message: String
    /// 1-based line and character column in the dump.
    public package(set) var location: SourceLocation
    /// Whether ``location`` is in the recognizers' text (`--recognizers FILE`) rather than the dump.
    package var inRecognizers = false

    /// Creates a warning.
    package init(id: DumpWarningID, message: String, location: SourceLocation) {
        self.id = id
        self.message = message
        self.location = location
    }

    /// `FILE:LINE:COL: warning: MESSAGE` and a newline, control characters escaped.
    public func rendered(path: String) -> String {
        "\(DumpText.escapingControls(path)):\(location.line):\(location.column): warning: \(DumpText.escapingControls(message))\n"
    }
}

/// An error found while reading, positioned in bytes until it is reported.
struct DumpFailure: Error {
    var id: DumpErrorID
    var message: String
    var position: SourcePosition
}

/// A line that holds several views one after another (`<A: …> | <B: …>`): the line breaks were lost.
struct LostBreaks {
    var line: Int
    /// The class names of its first two views.
    var first: String
    var second: String
}

/// A warning found while reading, positioned in bytes until it is reported.
struct PendingWarning {
    var id: DumpWarningID
    var message: String
    var position: SourcePosition
}

// The wording of every error and warning, next to nothing else (README.md, Debugging your own app: free wording
// that names the class, key or value).
extension DumpFailure {
    static func invalidUTF8(_ byte: UInt8, at position: SourcePosition) -> DumpFailure {
        let hex = String(byte, radix: 16, uppercase: true)
        return DumpFailure(
            id: .invalidUTF8, message: "invalid UTF-8 byte 0x\(hex.count < 2 ? "0" + hex : hex); a dump is UTF-8 text",
            position: position)
    }

    static let noView = DumpFailure(
        id: .noView,
        message: "no view in the dump: no line holds a description such as '<UIView: 0x7f8e; frame = (0 0; 320 480); ...>'",
        position: .fileStart)

    /// E-NONE when a skipped line holds several views one after another (`…> | <UIView …`).
    static func noView(lostBreaks: LostBreaks?) -> DumpFailure {
        guard let lost = lostBreaks else { return noView }
        return DumpFailure(
            id: .noView,
            message:
                "no view line in the dump: line \(lost.line) holds several views one after another (\(lost.first), then \(lost.second) after a '|'), so the dump's line breaks look lost; put each view on a line of its own",
            position: .fileStart)
    }

    static func skipped(_ className: String, text: String, at head: SourcePosition) -> DumpFailure {
        let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
        return DumpFailure(
            id: .skipped,
            message:
                "the line of \(className) cannot be read as a view because of the text '\(shown)' before it, and the tree would miss this view; delete that text",
            position: head)
    }

    static func cut(_ className: String, at head: SourcePosition) -> DumpFailure {
        DumpFailure(
            id: .cut, message: "the description of \(className) does not end on its line (no closing '>'): the line is cut short",
            position: head)
    }

    static func bracket(_ bracket: UInt8, closing open: UInt8?, className: String, at position: SourcePosition) -> DumpFailure {
        let message = ValueBrackets.mismatchMessage(bracket, open: open, className: className)
        return DumpFailure(id: .bracket, message: message, position: position)
    }

    static func text(_ key: String?, className: String, beforeView: Bool, at quote: SourcePosition) -> DumpFailure {
        let what = key.map { "the quoted value of '\($0)'" } ?? "a quoted value"
        let end = beforeView ? "before the next view line" : "before the end of the dump"
        return DumpFailure(
            id: .text,
            message: "\(what) in \(className)'s description never ends: no closing quote followed by ';' or '>' \(end)",
            position: quote)
    }

    static func two(at position: SourcePosition) -> DumpFailure {
        DumpFailure(
            id: .two,
            message: "a second description on the same line: the dump's line breaks were lost (put each view on a line of its own)",
            position: position)
    }

    static func twice(_ key: String, className: String, at position: SourcePosition) -> DumpFailure {
        DumpFailure(id: .twice, message: "'\(key)' is given twice in the description of \(className)", position: position)
    }

    static func frame(_ value: String, className: String, negative: Bool, at position: SourcePosition) -> DumpFailure {
        let reason = negative ? "has a negative size" : "is not '(x y; w h)' with four finite numbers"
        return DumpFailure(id: .frame, message: "the frame of \(className), '\(value)', \(reason)", position: position)
    }

    static func standInFrame(_ className: String, at position: SourcePosition) -> DumpFailure {
        DumpFailure(
            id: .frame,
            message:
                "the frame of \(className) reaches past the largest number a scene holds (1000000000), so no window can stand in for the missing one",
            position: position)
    }

    static func frameTooLarge(_ value: String, className: String, at position: SourcePosition) -> DumpFailure {
        DumpFailure(
            id: .frame,
            message:
                "the frame of \(className), '\(value)', holds a number a scene cannot hold (numbers in a scene are between -1000000000 and 1000000000)",
            position: position)
    }

    static func value(_ key: String, _ value: String, expected: String, at position: SourcePosition) -> DumpFailure {
        DumpFailure(id: .value, message: "'\(key)' must be \(expected), not '\(value)'", position: position)
    }

    static func noFrame(_ className: String, at head: SourcePosition) -> DumpFailure {
        DumpFailure(id: .noFrame, message: "the description of \(className) has no frame", position: head)
    }

    static func shallow(_ className: String, depth: Int, base: Int, at head: SourcePosition) -> DumpFailure {
        DumpFailure(
            id: .shallow,
            message:
                "\(className) is at depth \(depth), above the dump's first view (depth \(base)): the dump goes back above where it started",
            position: head)
    }

    static func depth(_ className: String, levels: Int, at head: SourcePosition) -> DumpFailure {
        DumpFailure(
            id: .depth,
            message: "\(className) is \(levels) levels below the view before it; a subview is one level below its superview",
            position: head)
    }

    static func tooDeep(_ className: String, at head: SourcePosition) -> DumpFailure {
        DumpFailure(
            id: .limit, message: "\(className) is 1,000 levels below the dump's first view; at most 999 levels are imported",
            position: head)
    }

    static func tooMany(_ className: String, at head: SourcePosition) -> DumpFailure {
        DumpFailure(id: .limit, message: "\(className) is the 100,001st view; at most 100,000 views are imported", position: head)
    }

    static func top(_ className: String, firstIsWindow: Bool, at head: SourcePosition) -> DumpFailure {
        let reason =
            firstIsWindow
            ? "it is not a window, and several top-level views must all be windows"
            : "the first one is not a window, and several top-level views must all be windows"
        return DumpFailure(id: .top, message: "\(className) is a second top-level view: \(reason)", position: head)
    }

    static func windowTransform(_ className: String, at value: SourcePosition) -> DumpFailure {
        DumpFailure(
            id: .windowTransform,
            message: "the window \(className) is visible and has a transform, which a scene's window cannot carry",
            position: value)
    }

    static func shear(_ className: String, at value: SourcePosition) -> DumpFailure {
        DumpFailure(
            id: .shear, message: "the transform of \(className) shears, which a scene cannot express (only scale, rotate, translate)",
            position: value)
    }

    static func flat(_ className: String, at value: SourcePosition) -> DumpFailure {
        DumpFailure(id: .flat, message: "the transform of \(className) flattens it: a scale or its determinant is 0", position: value)
    }

    static func transformTooLarge(_ className: String, at value: SourcePosition) -> DumpFailure {
        DumpFailure(
            id: .box,
            message:
                "the transform of \(className) gives a frame, scale or translation beyond the numbers a scene holds (between -1000000000 and 1000000000)",
            position: value)
    }

    static func nestedScale(_ className: String, at value: SourcePosition) -> DumpFailure {
        DumpFailure(
            id: .box,
            message:
                "the transform of \(className), times the scales of the views it is inside, scales it beyond what a scene can play (between 0.000000000001 and 1000000000000 times its size)",
            position: value)
    }

    static func box(_ className: String, at value: SourcePosition) -> DumpFailure {
        DumpFailure(
            id: .box, message: "no size of \(className) gives its printed frame with this transform", position: value)
    }
}

extension PendingWarning {
    static func prefix(_ className: String, at head: SourcePosition) -> PendingWarning {
        PendingWarning(
            id: .prefix,
            message:
                "skipped a line that mentions \(className) after text that is not a log stamp, a debugger result or the tree's indentation",
            position: head)
    }

    static func nanAlpha(_ className: String, at value: SourcePosition) -> PendingWarning {
        PendingWarning(
            id: .nanAlpha,
            message:
                "the alpha of \(className) is not a number (nan); it is read as 1, as UIKit's hit test does (nan is not below 0.01)",
            position: value)
    }

    static func annotation(at position: SourcePosition) -> PendingWarning {
        PendingWarning(
            id: .annotation,
            message:
                "read past a view controller's annotation (as iOS 5 and 6 print them); the view after it keeps the depth of the '|' before it, and no controller is made",
            position: position)
    }

    static func markdown(_ className: String, at position: SourcePosition) -> PendingWarning {
        PendingWarning(
            id: .markdown, message: "read Markdown's '\\_' in the class name \(className) as '_'", position: position)
    }

    static func long(_ className: String, at head: SourcePosition) -> PendingWarning {
        let className = className.count > 40 ? String(className.prefix(40)) + "…" : className
        return PendingWarning(
            id: .long,
            message:
                "shortened the comments of \(className) (its text, class names or ignored attributes) so that no line of the scene is longer than a scene line may be (65536 bytes)",
            position: head)
    }

    static func wrapper(_ className: String, table: String, at head: SourcePosition) -> PendingWarning {
        PendingWarning(
            id: .wrapper,
            message:
                "\(className) between the table \(table) and its cells is left out; its subviews become the table's, "
                + "their frames moved by its frame origin minus its content offset",
            position: head)
    }

    static func cell(_ className: String, list: ViewClass, at head: SourcePosition) -> PendingWarning {
        PendingWarning(
            id: .cell,
            message: "\(className) is a cell, but its superview is no \(list.rawValue); it is written as UIView",
            position: head)
    }

    static func noContentSize(_ className: String, at head: SourcePosition) -> PendingWarning {
        PendingWarning(
            id: .noContentSize,
            message:
                "\(className) is a scroll view but prints no contentSize; its content size is taken as 0, so its scene cannot scroll",
            position: head)
    }

    static func lead(_ className: String, at head: SourcePosition) -> PendingWarning {
        PendingWarning(
            id: .lead, message: "skipped the text before \(className), the first view of the tree, on its line", position: head)
    }

    static func htmlEscaped(at position: SourcePosition) -> PendingWarning {
        PendingWarning(
            id: .htmlEscaped,
            message: "the dump is HTML-escaped (&lt; and &gt;, as copied from a web page); it is read with <, >, & and quotes restored",
            position: position)
    }

    static func elided(at position: SourcePosition) -> PendingWarning {
        PendingWarning(
            id: .elided, message: "views were left out here; the scene holds only the views the dump shows", position: position)
    }

    static func windowTransform(_ className: String, at value: SourcePosition) -> PendingWarning {
        PendingWarning(
            id: .windowTransform,
            message: "the transform of the hidden window \(className) is dropped: a scene's window cannot carry one",
            position: value)
    }

    static func square(_ className: String, side: String, at value: SourcePosition) -> PendingWarning {
        PendingWarning(
            id: .square,
            message:
                "the transform of \(className) turns it by an odd multiple of 45 degrees, where its frame cannot tell width from height; it is taken as square (\(side) by \(side))",
            position: value)
    }
}
