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
/// - Lines skipped as sublayers still give W-PREFIX and W-ELIDED warnings.
/// - `KEY: value` and `KEY = value` name the same key (`frame: (…)` is the frame).
/// - Number grammar: an optional sign, digits with an optional fraction, an optional
///   exponent (`-0`, `161.333`, `1e-05`); `inf` and `nan` are not numbers. In `(x y; w h)`,
///   `{x, y}` and `[a, …]` blanks around every part are free; `x y` and `w h` need one.
/// - An identity `transform` is no transform, also on a window (no E-WINTF, nothing ignored).
/// - `bounds-origin` is left out when both numbers are 0, as the import rules word it (not when they
///   merely print as 0, as `translate` is): `{1e-13, 0}` gives `bounds-origin: [0, 0]`.
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
    public static let maxViews = 100_000
    /// A view this many levels below the dump's first view is E-LIMIT.
    public static let maxLevels = 1_000

    /// Imports `bytes` (a dump), which the scene and its comments call `name` (the dump's
    /// base name, or `<stdin>`), adding `taps` as its script.
    public static func importDump(_ bytes: [UInt8], name: String, taps: [DumpTap] = []) -> Result<ImportedScene, DumpImportError> {
        bytes.withUnsafeBufferPointer { buffer in
            var reading = DumpReading(buffer)
            do throws(DumpFailure) {
                try reading.read()
                let warnings = reading.warnings.map { warning in
                    DumpWarning(id: warning.id, message: warning.message, location: warning.position.toLocation(in: bytes))
                }
                var writer = ImportedSceneWriter(views: reading.views, name: name, taps: taps, standIn: reading.standInFrame)
                return .success(ImportedScene(text: writer.write(), warnings: warnings))
            } catch {
                let location = error.position.toLocation(in: bytes)
                return .failure(
                    DumpImportError(
                        id: error.id, message: error.message, location: location,
                        lineText: lineText(bytes, from: error.position.lineStart)))
            }
        }
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
}

/// The attributes the importer reads (README.md, Debugging your own app); every other one is listed as ignored.
enum ImportedKey: Int, CaseIterable {
    case frame, hidden, alpha, userInteractionEnabled, clipsToBounds, contentOffset, transform, baseClass, text

    var name: StaticString {
        switch self {
        case .frame: "frame"
        case .hidden: "hidden"
        case .alpha: "alpha"
        case .userInteractionEnabled: "userInteractionEnabled"
        case .clipsToBounds: "clipsToBounds"
        case .contentOffset: "contentOffset"
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
