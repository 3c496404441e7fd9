import Foundation

/// Reading a message's JSON text (RFC 8259), for ``LanguageServer``.
enum LSPMessageText {
    /// The JSON object of a message's body, or nil when the body is no JSON object.
    ///
    /// A `\u` escape of a lone UTF-16 surrogate (`"\ud800"`) is valid JSON text, which an
    /// editor sends for a string cut in the middle of a pair; Foundation refuses it, so each
    /// such escape is read as U+FFFD, which keeps the text's UTF-16 length and positions.
    static func object(_ body: [UInt8]) -> [String: Any]? {
        if let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] { return object }
        guard let repaired = replacingLoneSurrogates(body) else { return nil }
        return try? JSONSerialization.jsonObject(with: Data(repaired)) as? [String: Any]
    }

    /// `body` with every `\u` escape of an unpaired surrogate replaced by `\ufffd`, or nil when
    /// it has none.
    static func replacingLoneSurrogates(_ body: [UInt8]) -> [UInt8]? {
        var bytes = body
        var changed = false
        var index = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 34 {  // "
                inString.toggle()
                index += 1
                continue
            }
            guard inString, byte == 92, index + 1 < bytes.count else {  // \
                index += 1
                continue
            }
            guard bytes[index + 1] == 117, let unit = hexUnit(bytes, at: index + 2) else {  // u
                index += 2  // any other escape: its character is no quote or backslash
                continue
            }
            if unit >= 0xD800 && unit < 0xDC00, index + 7 < bytes.count, bytes[index + 6] == 92, bytes[index + 7] == 117,
                let low = hexUnit(bytes, at: index + 8), low >= 0xDC00 && low < 0xE000
            {
                index += 12  // a pair
                continue
            }
            if unit >= 0xD800 && unit < 0xE000 {
                bytes.replaceSubrange((index + 2)..<(index + 6), with: Array("fffd".utf8))
                changed = true
            }
            index += 6
        }
        return changed ? bytes : nil
    }

    /// The four hex digits at `index`, if there are four.
    private static func hexUnit(_ bytes: [UInt8], at index: Int) -> Int? {
        guard index + 4 <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[index..<(index + 4)] {
            let digit: Int
            switch byte {
            case 48...57: digit = Int(byte) - 48
            case 65...70: digit = Int(byte) - 55
            case 97...102: digit = Int(byte) - 87
            default: return nil
            }
            value = value * 16 + digit
        }
        return value
    }
}
