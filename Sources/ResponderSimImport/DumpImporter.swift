import ResponderSimCore

/// A tap that `responder-sim import --tap X Y` adds to the script, at a window point.
public struct DumpTap: Sendable, Equatable {
    /// The tap's point, in the window's coordinates.
    public package(set) var x: Double
    public package(set) var y: Double

    /// Creates a tap at window point (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A dump turned into a scene: the scene file's text and what the importer worked around.
public struct ImportedScene: Sendable, Equatable {
    /// The scene, byte for byte as README.md, Debugging your own app lays it out (ends with a line feed).
    public package(set) var text: String
    /// The warnings, in the order of the dump's lines.
    public package(set) var warnings: [DumpWarning]
}

/// Turns the text that UIKit's `recursiveDescription` prints into a scene (README.md, Debugging your own app).
///
/// The import is a function of its inputs: the dump's bytes, the name the scene calls it by,
/// and the taps. Decisions where the chapter is silent:
/// - Columns count characters (grapheme clusters), as everywhere in the tool; line 1's
///   columns start after a byte-order mark.
/// - A dump whose only view lines are layer lines has no view: E-NONE. Layer lines
///   and their sublayers neither set the base depth nor take part in any depth check.
/// - Lines skipped as sublayers still give W-PREFIX, W-ELIDED, W-ANNOT and W-MARKDOWN warnings
///   (a layer line's head is a view head too); one skipped for its prefix there is E-SKIPPED.
/// - HTML tags are wrappers only in a dump read HTML-escaped. A failed import keeps the
///   warnings left of its error (W-HTML, at 1:1, also before an error at 1:1).
/// - A number the scene would hold with ten digits or more before the point (the loader's
///   limit) is an error where the dump prints it: E-FRAME for a frame or the stand-in window,
///   E-VALUE for a content offset, size or inset, E-BOX for what a transform gives. A comment
///   line that would pass the longest line a scene may have is shortened (W-LONG, at the head).
/// - E-NONE names the first skipped line that holds several views joined by `|` (lost line breaks).
/// - `KEY: value` and `KEY = value` name the same key (`frame: (…)` is the frame).
/// - Number grammar: an optional sign, digits with an optional fraction, an optional
///   exponent (`-0`, `161.333`, `1e-05`); `inf` and `nan` are not numbers. In `(x y; w h)`,
///   `{x, y}` and `[a, …]` blanks around every part are free; `x y` and `w h` need one.
/// - An identity `transform` is no transform, also on a window (no E-WINTF, nothing ignored).
/// - `content-offset`, `content-size`, `content-inset` (and `bounds-origin`, a `contentOffset` on a
///   view that is not a scroll view) are left out when all their numbers are 0, as the import rules
///   word it (not when they merely print as 0, as `translate` is): `{1e-13, 0}` gives
///   `content-offset: [0, 0]`.
/// - A window is never a scroll view: it gets no W-NOSIZE and no `clips: no`. A `contentSize` or
///   `adjustedContentInset` on a view that is not a scroll view is still checked (E-VALUE,
///   E-TWICE) but, as no scene key takes it there, listed under `# ignored:`.
/// - W-NOSIZE, at the head's `<`, comes before the W-NAN and W-SQUARE of its line, which point
///   further right: a line's warnings are in the order of their columns.
/// - `hit-test: passthrough` goes to every view of the three pass-through system classes, top-level or not.
/// - Names count by the joined `stem_slug` string, so that a class `UIButton_Save` and a
///   `UIButton` titled Save get `-1` and `-2` rather than the same name.
/// - The base class in a comment, and a quoted bare token under `# ignored:`, show a line
///   feed as `\n` as the text does; `\uXXXX` is decoded only in the text. Other control
///   characters of a text stay as they are (the scene is byte for byte; it still loads).
/// - W-WINTF and E-WINTF concern top-level windows only: a window nested in a view is a
///   view (`class: UIWindow`) and keeps its transform.
/// - The stand-in window's size (E-FRAME) is checked after the last line, so an error on
///   any line comes first.
/// - An error's rendering shows the dump's line and a caret unless the line holds control
///   characters other than tabs; messages and file names have control characters escaped.
public enum DumpImporter {
    /// Most views a dump may hold, windows included (E-LIMIT).
    package static let maxViews = 100_000
    /// A view this many levels below the dump's first view is E-LIMIT.
    package static let maxLevels = 1_000

    /// Imports `bytes` (a dump), which the scene and its comments call `name` (the dump's
    /// base name, or `<stdin>`), adding `taps` as its script.
    public static func importDump(_ bytes: [UInt8], name: String, taps: [DumpTap] = []) -> Result<ImportedScene, DumpImportError> {
        readViews(bytes).map { read in
            var writer = ImportedSceneWriter(views: read.views, name: name, taps: taps, standIn: read.standIn)
            return ImportedScene(text: writer.write(), warnings: read.warnings)
        }
    }

    /// A dump's views, read.
    struct ReadDump {
        var views: [ImportedView]
        /// The stand-in window's frame when the dump has no window.
        var standIn: [String]?
        var warnings: [DumpWarning]
    }

    /// The views of a dump and the warnings of reading it, or its first error. `restored`: the
    /// text is an HTML-escaped dump already restored (a combined text whose recognizers were read
    /// restored): it is read as one, W-HTML included, without restoring it again.
    static func readViews(_ bytes: [UInt8], restored: Bool = false) -> Result<ReadDump, DumpImportError> {
        let (bytes, htmlEscaped) = restored ? (bytes, true) : unescapingHTML(bytes)
        return bytes.withUnsafeBufferPointer { buffer in
            var reading = DumpReading(buffer, htmlEscaped: htmlEscaped)
            var placed: ListCells?
            func warnings() -> [DumpWarning] {
                var pending = placed?.warnings ?? reading.warnings
                if htmlEscaped { pending.insert(.htmlEscaped(at: SourcePosition(line: 1, lineStart: 0, offset: 0)), at: 0) }
                return pending.map { warning in
                    DumpWarning(id: warning.id, message: warning.message, location: warning.position.toLocation(in: bytes))
                }
            }
            // A failed import's warnings: those before its error, by line and column (W-HTML, at
            // 1:1, also before an error there: the dump was read restored).
            func warnings(before error: SourceLocation) -> [DumpWarning] {
                let earlier = warnings().filter {
                    ($0.location.line, $0.location.column) < (error.line, error.column) || $0.id == .htmlEscaped
                }
                return earlier.enumerated().sorted {
                    ($0.element.location.line, $0.element.location.column, $0.offset)
                        < ($1.element.location.line, $1.element.location.column, $1.offset)
                }.map(\.element)
            }
            do throws(DumpFailure) {
                try reading.read()
                placed = ListCells(reading.views, warnings: reading.warnings)
                return .success(ReadDump(views: placed?.views ?? reading.views, standIn: reading.standInFrame, warnings: warnings()))
            } catch {
                let location = error.position.toLocation(in: bytes)
                var failure = DumpImportError(
                    id: error.id, message: error.message, location: location, lineText: lineText(bytes, from: error.position.lineStart))
                failure.warnings = warnings(before: location)
                return .failure(failure)
            }
        }
    }

    /// A dump copied from a web page's source holds `&lt;…&gt;` instead of `<…>`: when no line
    /// holds a view head but one holds `&lt;` followed by a class name and `: 0x` or `;`, the
    /// entities `&lt;`, `&gt;`, `&amp;`, `&quot;` and `&#39;` are read as the characters they
    /// stand for, in one pass (positions then count in the text so restored). The page's tags
    /// (`<pre>`, `<code>`, …) are no view heads and do not stop this.
    static func unescapingHTML(_ bytes: [UInt8]) -> (bytes: [UInt8], unescaped: Bool) {
        let escaped = bytes.withUnsafeBufferPointer { buffer in
            var lines = DumpCursor(buffer)
            var escapedHead = false
            while lines.advance() {
                if DumpLineGrammar.firstHead(buffer, lines.start, lines.end) != nil { return false }
                if !escapedHead { escapedHead = holdsEscapedHead(buffer, lines.start, lines.end) }
            }
            return escapedHead
        }
        guard escaped else { return (bytes, false) }
        let entities: [([UInt8], UInt8)] = [
            (Array("&lt;".utf8), 0x3C), (Array("&gt;".utf8), 0x3E), (Array("&amp;".utf8), 0x26), (Array("&quot;".utf8), 0x22),
            (Array("&#39;".utf8), 0x27),
        ]
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        outer: while index < bytes.count {
            if bytes[index] == 0x26 {
                for (entity, byte) in entities
                where index + entity.count <= bytes.count && Array(bytes[index..<(index + entity.count)]) == entity {
                    result.append(byte)
                    index += entity.count
                    continue outer
                }
            }
            result.append(bytes[index])
            index += 1
        }
        return (result, true)
    }

    /// Whether `start..<end` holds `&lt;`, a class name (Markdown's `\_` allowed) and `: 0x` or `;`.
    private static func holdsEscapedHead(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        var index = start
        while index + 4 < end {
            defer { index += 1 }
            guard bytes[index] == 0x26, bytes[index + 1] == 0x6C, bytes[index + 2] == 0x74, bytes[index + 3] == 0x3B else {
                continue
            }
            // `&lt;` read as `<` (three bytes shorter) is a head's `<`: the same test as a head's.
            var name = index + 4
            if name + 1 < end && bytes[name] == 0x5C && bytes[name + 1] == 0x5F { name += 1 }
            guard name < end, DumpText.isClassStart(bytes[name]) else { continue }
            while name < end && (DumpText.isClassByte(bytes[name]) || (bytes[name] == 0x5C && name + 1 < end && bytes[name + 1] == 0x5F)) {
                name += 1
            }
            if name < end && bytes[name] == 0x3B { return true }
            if name + 3 < end && bytes[name] == 0x3A && bytes[name + 1] == 0x20 && bytes[name + 2] == 0x30 && bytes[name + 3] == 0x78 {
                return true
            }
        }
        return false
    }

    /// The text of the line that starts at byte `start`, without its line break.
    private static func lineText(_ bytes: [UInt8], from start: Int) -> String? {
        guard start < bytes.count else { return nil }
        var end = ByteText.clampToLine(bytes, from: start, to: bytes.count)
        if end > start && bytes[end - 1] == ByteText.carriageReturn { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// One imported view, as the scene writes it.
struct ImportedView {
    /// The line of its head in the dump.
    var line: Int
    /// Levels below the dump's first view (0: top-level).
    var level: Int
    /// The index of its superview in the dump's order (nil for a top-level view).
    var parent: Int?
    var className: String
    /// The class name's stem.
    var stem: String
    var baseClass: String?
    /// The decoded `text`, when it has one.
    var text: String?
    var isWindow: Bool
    var viewClass: ViewClass
    /// `x, y, w, h`.
    var frame: String
    var boundsOrigin: String?
    /// A scroll view's content offset, content size and inset as the scene writes them, each
    /// nil when all its numbers are 0.
    var contentOffset: String?
    var contentSize: String?
    var contentInset: String?
    var transform: RecoveredTransform?
    var hidden: Bool
    var alpha: String?
    /// `user-interaction`, when it differs from the class's default.
    var userInteraction: Bool?
    var clips: Bool
    var passthrough: Bool
    /// The `# ignored:` entries joined by `, ` (empty for none).
    var ignored: String
    var hasGestures: Bool
    var hasSubviews = false
    /// The address of its head (hex digits, lower case, no leading zeros; nil when stripped)
    /// and whether it prints `layer`: what recognizers attach by.
    var address: String?
    var hasLayer = false
    /// Where its head's `<` is, for warnings about the view as a whole.
    var head = SourcePosition(line: 1, lineStart: 0, offset: 0)
}

/// The attributes the importer reads (README.md, Debugging your own app); every other one is listed as ignored.
enum ImportedKey: Int, CaseIterable {
    case frame, hidden, alpha, userInteractionEnabled, clipsToBounds, contentOffset, transform, baseClass, text, contentSize
    case adjustedContentInset

    var name: StaticString {
        switch self {
        case .frame: "frame"
        case .hidden: "hidden"
        case .alpha: "alpha"
        case .userInteractionEnabled: "userInteractionEnabled"
        case .clipsToBounds: "clipsToBounds"
        case .contentOffset: "contentOffset"
        case .contentSize: "contentSize"
        case .adjustedContentInset: "adjustedContentInset"
        case .transform: "transform"
        case .baseClass: "baseClass"
        case .text: "text"
        }
    }

    /// The key whose name is the bytes `range`, if it is imported.
    static func named(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> ImportedKey? {
        allCases.first { matches(bytes, range, $0.name) }
    }

    /// Whether the bytes `range` spell `literal`.
    static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ literal: StaticString) -> Bool {
        guard range.count == literal.utf8CodeUnitCount else { return false }
        let pointer = literal.utf8Start
        for offset in 0..<range.count where bytes[range.lowerBound + offset] != pointer[offset] { return false }
        return true
    }
}
