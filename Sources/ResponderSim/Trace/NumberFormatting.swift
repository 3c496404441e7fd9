/// Numbers as scene files write them: at most six decimals, trailing zeros dropped
/// (`105`, `105.5`, `33.333333`, never `105.0` or `-0`).
public enum NumberFormatting {
    /// Formats a coordinate or other decimal.
    public static func decimal(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let scaled = (value * 1_000_000).rounded()
        guard abs(scaled) < 9.0e18 else { return "\(value)" }
        return micros(Int64(scaled))
    }

    /// Formats a time held in microseconds as seconds.
    public static func seconds(_ value: Microseconds) -> String { micros(value) }

    /// Formats a whole number of millionths.
    static func micros(_ value: Int64) -> String {
        if value == 0 { return "0" }
        let negative = value < 0
        let magnitude = value.magnitude
        let whole = magnitude / 1_000_000
        var fraction = magnitude % 1_000_000
        var text = negative ? "-" : ""
        text += String(whole)
        if fraction != 0 {
            var digits = 6
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
        return text
    }

    /// `(x, y)` for text traces.
    public static func point(_ point: Point) -> String { "(\(decimal(point.x)), \(decimal(point.y)))" }
}
