/// Numbers as scene files write them: at most six decimals, trailing zeros dropped
/// (`105`, `105.5`, `33.333333`, never `105.0` or `-0`).
package enum NumberFormatting {
    /// Formats a coordinate or other decimal.
    package static func decimal(_ value: Double) -> String {
        var line = TraceLine()
        line.appendDecimal(value)
        return line.string
    }

    /// Formats a time held in microseconds as seconds.
    package static func seconds(_ value: Microseconds) -> String { micros(value) }

    /// Formats a whole number of millionths.
    static func micros(_ value: Int64) -> String {
        var line = TraceLine()
        line.appendMicros(value)
        return line.string
    }

    /// `(x, y)` for text traces.
    package static func point(_ point: Point) -> String { "(\(decimal(point.x)), \(decimal(point.y)))" }
}
