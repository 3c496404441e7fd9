/// Text from a file made safe for a terminal: control characters, which could move the cursor,
/// clear the screen or retitle the window, are shown escaped as `\u{1B}`. Line breaks and tabs
/// stay. Every place where text from a scene file reaches a terminal goes through
/// ``escaped(_:)``: diagnostics, the text trace, the quiz, the test runner's report.
package enum TerminalText {
    /// `text` with each control character written `\u{XX}`: the controls U+0000 to U+001F but tab and line
    /// feed, DEL, C1 controls, and the bidirectional overrides and isolates (U+202A–U+202E,
    /// U+2066–U+2069) that reorder what a terminal shows. Other text is returned as it is.
    package static func escaped(_ text: String) -> String {
        // A loop over the contiguous bytes: the text trace asks this several times a step.
        let plain =
            text.utf8.withContiguousStorageIfAvailable { bytes in
                for byte in bytes where mayStartControl(byte) { return false }
                return true
            } ?? !text.utf8.contains(where: mayStartControl)
        guard !plain else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u{" + (hex.count < 2 ? "0" + hex : hex) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `scalar` is shown escaped.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Whether a UTF-8 byte may begin a character ``isControl(_:)`` escapes (a quick test
    /// that lets ordinary text through untouched).
    @inline(__always)
    private static func mayStartControl(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x09 && byte != 0x0A) || byte == 0x7F || byte == 0xC2 || byte == 0xE2
    }
}
