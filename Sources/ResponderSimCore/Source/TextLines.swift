/// The lines of a text file or of standard input, read one at a time as they are asked for,
/// each without its line break (`\n` or `\r\n`), decoded leniently. A line longer than
/// ``SceneLimits/maxLineLength`` bytes is an error at once, so an endless input without line
/// breaks uses no more memory than that.
package final class TextLines {
    private let reading: SourceReading
    private var reader: LineReader
    private var number = 0

    /// The lines of the file at `path`, named `name` in errors (the path when nil).
    package convenience init(contentsOfFile path: String, name: String? = nil) throws(FileError) {
        self.init(try SourceReading(path: path, name: name ?? path, keeping: false))
    }

    /// The lines of standard input.
    package static func standardInput() -> TextLines {
        TextLines(SourceReading(.descriptor(0, closes: false), name: FileError.standardInputName, keeping: false))
    }

    /// The lines of `text` (tests use this).
    package convenience init(text: String, name: String) {
        self.init(SourceReading(.memory(Array(text.utf8)), name: name, keeping: false))
    }

    private init(_ reading: SourceReading) {
        self.reading = reading
        self.reader = LineReader(reading)
    }

    /// The next line, or nil at the end.
    package func next() throws(FileError) -> String? {
        guard let (range, _, _) = reader.next() else {
            if let failure = reading.failure { throw failure }
            return nil
        }
        number += 1
        let buffer = reader.buffer
        var end = range.upperBound
        if end > range.lowerBound && buffer[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > range.lowerBound && buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        if reading.stoppedAtLongLine || end - range.lowerBound > SceneLimits.maxLineLength {
            throw FileError(.read, reading.name, reason: "line \(number) is longer than \(SceneLimits.maxLineLength) bytes")
        }
        return String(decoding: buffer[range.lowerBound..<end], as: UTF8.self)
    }
}
