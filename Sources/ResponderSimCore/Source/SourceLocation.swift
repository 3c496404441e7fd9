/// A position in a scene file. Both numbers are 1-based; `column` counts characters
/// (Swift `Character`s, i.e. grapheme clusters), not bytes.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// 1-based line number.
    public package(set) var line: Int
    /// 1-based column, counted in characters.
    public package(set) var column: Int

    /// Creates a location from a 1-based line and character column.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The start of a file: line 1, column 1.
    package static let start = SourceLocation(line: 1, column: 1)

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}
