import ResponderSimCore
import ResponderSimTeaching

/// XML text and attribute escaping, numbers for SVG, and text width estimates.
enum SVGText {
    /// XML escaping for text and attribute values (see ``XMLText/escape(_:)``).
    static func escape(_ text: String) -> String { XMLText.escape(text) }

    /// A coordinate rounded to hundredths, without trailing zeros (`12`, `12.5`, `-0.25`).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = (value * 100).rounded()
        guard abs(hundredths) < 1e15 else { return "0" }
        return NumberFormatting.decimal(hundredths / 100)
    }

    /// The font every text uses. Verdana and DejaVu Sans share their wide metrics, which
    /// ``width(_:size:bold:)`` estimates, so labels placed apart stay apart.
    static let fontFamily = "Verdana, 'DejaVu Sans', 'Bitstream Vera Sans', sans-serif"

    /// Estimated advance width of `text` in the font above, a little generous.
    static func width(_ text: String, size: Double, bold: Bool = false) -> Double {
        var ems = 0.0
        for character in text {
            ems += advance(character)
        }
        return ems * size * (bold ? 1.1 : 1.0) * 1.03
    }

    private static func advance(_ character: Character) -> Double {
        switch character {
        case "i", "j", "l", "I", "'", "|", "!": return 0.3
        case " ", ".", ",", ":", ";": return 0.33
        case "f", "t", "(", ")", "[", "]", "-": return 0.4
        case "r": return 0.42
        case "s", "c", "z", "_": return 0.55
        case "k", "v", "x", "y": return 0.6
        case "m": return 0.98
        case "w": return 0.82
        case "M", "W": return 0.95
        case "0"..."9": return 0.64
        case "a"..."z": return 0.63
        case "A"..."Z": return 0.72
        default: return 0.8
        }
    }

    /// Splits `text` into lines no wider than `width` (a word longer than a line gets a line of its own).
    static func wrap(_ text: String, width: Double, size: Double) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if current.isEmpty || self.width(candidate, size: size) <= width {
                current = candidate
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}

/// A small writer of XML elements with attributes in the order given.
struct XMLBuilder {
    private(set) var text = ""

    /// `<name a="v" …/>`, or `<name …>text</name>` when `content` is given (escaped).
    mutating func element(_ name: String, _ attributes: [(String, String)], content: String? = nil) {
        text += "<" + name
        append(attributes)
        if let content {
            text += ">" + SVGText.escape(content) + "</" + name + ">\n"
        } else {
            text += "/>\n"
        }
    }

    /// `<name …>`.
    mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        text += "<" + name
        append(attributes)
        text += ">\n"
    }

    /// `</name>`.
    mutating func close(_ name: String) { text += "</" + name + ">\n" }

    /// Text already escaped (or markup).
    mutating func raw(_ markup: String) { text += markup }

    private mutating func append(_ attributes: [(String, String)]) {
        for (key, value) in attributes {
            text += " " + key + "=\"" + SVGText.escape(value) + "\""
        }
    }
}
