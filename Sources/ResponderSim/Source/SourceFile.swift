/// The text of a scene file and its name, as given on the command line.
public struct SourceFile: Sendable {
    /// The path or name used in diagnostics.
    public var path: String
    /// The raw bytes (expected to be UTF-8; invalid UTF-8 is reported, not repaired).
    public var bytes: [UInt8]

    /// Creates a source from raw bytes.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Creates a source from a string (tests use this).
    public init(path: String, text: String) {
        self.path = path
        self.bytes = Array(text.utf8)
    }

    /// The text of 1-based line `number` without its line break, decoded leniently
    /// (invalid bytes become U+FFFD), or nil past the end.
    public func lineText(_ number: Int) -> String? {
        guard number >= 1 else { return nil }
        var line = 1
        var start = 0
        var index = 0
        while index < bytes.count && line < number {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                start = index + 1
            }
            index += 1
        }
        guard line == number else { return nil }
        var end = start
        while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
        if end > start && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
