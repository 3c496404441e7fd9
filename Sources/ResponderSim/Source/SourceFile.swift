import Foundation

/// The text of a scene file and its name, as given on the command line.
public struct SourceFile: Sendable {
    /// The path or name used in diagnostics.
    public var path: String
    /// The raw bytes (expected to be UTF-8; invalid UTF-8 is reported, not repaired); empty
    /// for a source read from a file in chunks (``filePath``).
    public var bytes: [UInt8]
    /// The file the text is read from, in chunks, when it is not held in ``bytes``.
    public private(set) var filePath: String?

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

    /// A source read from the file at `file` in chunks, never held whole in memory; `path`
    /// names it in diagnostics (the file's path when nil). The file must not change while a
    /// scene loaded from it is in use: its script is read again on each run.
    public init(contentsOfFile file: String, path: String? = nil) {
        self.path = path ?? file
        self.bytes = []
        self.filePath = file
    }

    /// Where the loader reads the bytes.
    var origin: ByteOrigin { filePath.map(ByteOrigin.file) ?? .memory(bytes) }

    /// The size of the text in bytes (0 when the file cannot be read).
    public var byteCount: Int {
        guard let filePath else { return bytes.count }
        let size = (try? FileManager.default.attributesOfItem(atPath: filePath))?[.size] as? NSNumber
        return size?.intValue ?? 0
    }

    /// The text of 1-based line `number` without its line break, decoded leniently
    /// (invalid bytes become U+FFFD), or nil past the end.
    public func lineText(_ number: Int) -> String? {
        lineTexts([number])[number]
    }

    /// The texts of the lines numbered in `numbers`, as ``lineText(_:)`` gives them, read in
    /// one pass.
    public func lineTexts(_ numbers: Set<Int>) -> [Int: String] {
        guard let last = numbers.max(), last >= 1, var reader = LineReader(origin, from: 0) else { return [:] }
        var texts: [Int: String] = [:]
        var line = 0
        // An empty text, or one that ends in a line break, has one more (empty) line.
        var endsWithNewline = true
        while line < last, let (range, _, _) = reader.next() {
            line += 1
            let buffer = reader.buffer
            var end = range.upperBound
            endsWithNewline = end > range.lowerBound && buffer[end - 1] == ByteText.newline
            guard numbers.contains(line) else { continue }
            if endsWithNewline { end -= 1 }
            if end > range.lowerBound && buffer[end - 1] == ByteText.carriageReturn { end -= 1 }
            texts[line] = String(decoding: buffer[range.lowerBound..<end], as: UTF8.self)
        }
        if line < last && endsWithNewline && numbers.contains(line + 1) { texts[line + 1] = "" }
        return texts
    }
}
