/// Escaping for the XML the tool writes: JUnit reports, SVG pictures and HTML reports.
package enum XMLText {
    /// Text made safe for XML content and attribute values. Characters XML 1.0 does not allow
    /// (most control characters) become U+FFFD.
    package static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                let allowed = (value >= 0x20 && value <= 0xD7FF) || (value >= 0xE000 && value <= 0xFFFD) || value >= 0x10000
                if allowed {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "\u{FFFD}"
                }
            }
        }
        return result
    }
}
