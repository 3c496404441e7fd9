import ResponderSimCore

/// Texts and names of imported views (README.md, Debugging your own app).
enum ImportedText {
    /// `text` with each `\uXXXX` replaced by its character; a high-surrogate escape followed
    /// by a low-surrogate escape is one character, any other surrogate escape U+FFFD.
    static func decodingEscapes(_ text: String) -> String {
        guard text.utf8.contains(0x5C) else { return text }
        let scalars = Array(text.unicodeScalars)
        var decoded = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            guard let unit = escape(scalars, at: index) else {
                decoded.append(scalars[index])
                index += 1
                continue
            }
            index += 6
            if (0xD800...0xDBFF).contains(unit), let low = escape(scalars, at: index), (0xDC00...0xDFFF).contains(low) {
                let value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                decoded.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                index += 6
            } else {
                decoded.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
            }
        }
        return String(decoded)
    }

    /// The code unit of a `\uXXXX` escape at `index`, or nil.
    private static func escape(_ scalars: [Unicode.Scalar], at index: Int) -> UInt32? {
        guard index + 5 < scalars.count, scalars[index] == "\\", scalars[index + 1] == "u" else { return nil }
        var value: UInt32 = 0
        for offset in 2..<6 {
            guard let digit = hexValue(scalars[index + offset]) else { return nil }
            value = value << 4 | digit
        }
        return value
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar.value {
        case 0x30...0x39: scalar.value - 0x30
        case 0x41...0x46: scalar.value - 0x41 + 10
        case 0x61...0x66: scalar.value - 0x61 + 10
        default: nil
        }
    }

    /// `text` with each line feed written `\n`, as comments show it.
    static func showingLineFeeds(_ text: String) -> String {
        guard text.utf8.contains(0x0A) else { return text }
        return text.replacingOccurrences(of: "\n", with: "\\n")
    }

    /// The first three runs of ASCII letters and digits of `text`, joined by `_`, cut to 20
    /// characters, without a trailing `_` (empty when there is none).
    static func slug(_ text: String) -> String {
        var slug: [UInt8] = []
        var runs = 0
        var inRun = false
        for byte in text.utf8 {
            let isAlphanumeric = DumpText.isLetter(byte) || DumpText.isDigit(byte)
            if isAlphanumeric {
                if !inRun {
                    if runs == 3 { break }
                    if runs > 0 { slug.append(0x5F) }
                    runs += 1
                    inRun = true
                }
                slug.append(byte)
            } else {
                inRun = false
            }
        }
        if slug.count > 20 { slug.removeLast(slug.count - 20) }
        if slug.last == 0x5F { slug.removeLast() }
        return String(decoding: slug, as: UTF8.self)
    }

    /// The class stem: for a mangled Swift name (`_Tt…`) the second kept identifier (or the
    /// only one, or the whole name), otherwise the part after the last `.`; then every
    /// character outside `[A-Za-z0-9_]` becomes `_`, a leading digit or an empty stem gets a
    /// `_` in front, and the stem is cut to 40 characters.
    static func stem(_ className: String) -> String {
        var stem = Array(className.utf8)
        if stem.count >= 3 && stem[0] == 0x5F && stem[1] == 0x54 && stem[2] == 0x74 {
            let kept = mangledIdentifiers(stem)
            if kept.count >= 2 {
                stem = kept[1]
            } else if let only = kept.first {
                stem = only
            }
        } else if let dot = stem.lastIndex(of: 0x2E) {
            stem = Array(stem[(dot + 1)...])
        }
        for index in stem.indices where !(DumpText.isKeyStart(stem[index]) || DumpText.isDigit(stem[index])) {
            stem[index] = 0x5F
        }
        if stem.first.map(DumpText.isDigit) ?? true { stem.insert(0x5F, at: 0) }
        if stem.count > 40 { stem.removeLast(stem.count - 40) }
        return String(decoding: stem, as: UTF8.self)
    }

    /// The identifiers of a mangled name, read from its fourth character: each run of digits
    /// n is followed by n characters, kept when they form an identifier.
    private static func mangledIdentifiers(_ name: [UInt8]) -> [[UInt8]] {
        var kept: [[UInt8]] = []
        var index = 3
        while index < name.count {
            guard DumpText.isDigit(name[index]) else {
                index += 1
                continue
            }
            var length = 0
            while index < name.count && DumpText.isDigit(name[index]) {
                length = min(length * 10 + Int(name[index] - 0x30), name.count + 1)
                index += 1
            }
            guard length > 0 else { continue }
            guard name.count - index >= length else { break }
            let run = Array(name[index..<(index + length)])
            if DumpText.isKeyStart(run[0]) && run.allSatisfy({ DumpText.isKeyStart($0) || DumpText.isDigit($0) }) {
                kept.append(run)
            }
            index += length
        }
        return kept
    }
}
