import Foundation

/// The bytes a loaded scene reads its script from: the bytes it was given, or those it kept of
/// the file or stream it was read from (``KeptBytes``). Never the file itself, so a scene does
/// not depend on its file once loaded.
enum ByteOrigin: Sendable {
    case memory([UInt8])
    case kept(KeptBytes)
}

/// Hands out lines from a byte offset on, each with its line break.
///
/// A stream or kept bytes are read in chunks of ``chunkSize`` bytes, so memory holds a chunk
/// and the longest line, never the file; bytes in memory are read in place. A line longer than
/// ``longestLine`` bytes ends the reading: its first ``longestLine`` + 1 bytes (fewer when that
/// would split a UTF-8 sequence) are handed out, so the
/// parser reports it, and nothing after it is read, so an endless input without line breaks
/// (`/dev/zero`) is refused after a chunk.
package struct LineReader {
    package static let chunkSize = 1 << 20
    /// The longest line handed out whole: ``SceneLimits/maxLineLength`` bytes of text, a byte
    /// order mark and a carriage return.
    static let longestLine = SceneLimits.maxLineLength + 4

    private enum Feed {
        case none
        case reading(SourceReading)
        case kept(KeptBytes)
    }

    /// The bytes the last line lies in (the whole text, or the current chunks).
    package private(set) var buffer: [UInt8]
    private var feed: Feed
    private let chunkSize: Int
    /// The reading this reader reports a long line to, if any.
    private var reading: SourceReading?
    /// Where the next line starts in `buffer`, and where the search for its end goes on.
    private var start: Int
    private var scanned: Int
    /// The bytes of the current line scanned so far, ORed.
    private var scannedHigh: UInt8 = 0
    /// The offset in the source of `buffer[0]`, and of the next chunk to read from kept bytes.
    private var bufferOffset = 0
    private var readOffset = 0
    private var finished = false

    /// A reader of `origin` from byte `offset` on (a script read again).
    init(_ origin: ByteOrigin, from offset: Int, chunkSize: Int = LineReader.chunkSize) {
        self.chunkSize = chunkSize
        switch origin {
        case .memory(let bytes):
            buffer = bytes
            feed = .none
            start = min(max(0, offset), bytes.count)
        case .kept(let kept):
            buffer = []
            feed = .kept(kept)
            start = 0
            bufferOffset = max(0, offset)
            readOffset = max(0, offset)
        }
        scanned = start
    }

    /// A reader of a reading from its first byte.
    package init(_ reading: SourceReading, chunkSize: Int = LineReader.chunkSize) {
        self.chunkSize = chunkSize
        self.reading = reading
        if case .memory(let bytes) = reading.input {
            buffer = bytes
            feed = .none
        } else {
            buffer = []
            feed = .reading(reading)
        }
        start = 0
        scanned = 0
    }

    /// The next line: its bytes in ``buffer`` (with its `\n` unless it is the last), its
    /// offset in the source and whether it has a byte of 0x80 or more (so may not be ASCII);
    /// nil after the last.
    package mutating func next() -> (range: Range<Int>, offset: Int, high: Bool)? {
        guard !finished else { return nil }
        while true {
            // memchr finds the line break; the OR of the bytes before it is a loop the compiler
            // vectorises. Together they cost a fraction of a byte-by-byte search (measured
            // with callgrind on a 500,000-line script: 7 instructions a byte before). The search
            // goes no further than one byte past the longest line.
            let searchEnd = min(buffer.count, start + Self.longestLine + 1)
            var newline: Int?
            var high = scannedHigh
            buffer.withUnsafeBufferPointer { bytes in
                guard let base = bytes.baseAddress, scanned < searchEnd else { return }
                if let found = memchr(base + scanned, Int32(UInt8(ascii: "\n")), searchEnd - scanned) {
                    newline = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                }
                var bits: UInt8 = 0
                for index in scanned..<(newline ?? searchEnd) { bits |= bytes[index] }
                high |= bits
            }
            if let newline {
                return take(upTo: newline + 1, high: high)
            }
            scanned = searchEnd
            scannedHigh = high
            if searchEnd == start + Self.longestLine + 1 {
                return cutLongLine(high: high)
            }
            guard readMore() else {
                finished = true
                guard start < buffer.count else { return nil }
                return take(upTo: buffer.count, high: high)
            }
        }
    }

    /// The first bytes of a line longer than the limit, as the last line.
    private mutating func cutLongLine(high: UInt8) -> (range: Range<Int>, offset: Int, high: Bool) {
        var end = start + Self.longestLine + 1
        // A UTF-8 sequence that the cut would split is left out whole.
        for lead in stride(from: end - 1, through: max(start, end - 3), by: -1) where buffer[lead] >= 0xC0 {
            let length = buffer[lead] >= 0xF0 ? 4 : buffer[lead] >= 0xE0 ? 3 : 2
            if lead + length > end { end = lead }
            break
        }
        finished = true
        reading?.stoppedAtLongLine = true
        return take(upTo: end, high: high)
    }

    private mutating func take(upTo end: Int, high: UInt8) -> (range: Range<Int>, offset: Int, high: Bool) {
        let line = (start..<end, bufferOffset + start, high >= 0x80)
        start = end
        scanned = end
        scannedHigh = 0
        return line
    }

    /// Reads the next chunk after the bytes not yet handed out; false at the end.
    private mutating func readMore() -> Bool {
        switch feed {
        case .none:
            return false
        case .reading(let reading):
            dropHandedOut()
            guard reading.read(upTo: chunkSize, appendingTo: &buffer) else {
                feed = .none
                return false
            }
            return true
        case .kept(let kept):
            dropHandedOut()
            let got = kept.read(at: readOffset, upTo: chunkSize, appendingTo: &buffer)
            guard got > 0 else {
                feed = .none
                return false
            }
            readOffset += got
            return true
        }
    }

    /// Lets go of the lines handed out, before the buffer grows.
    private mutating func dropHandedOut() {
        guard start > 0 else { return }
        buffer.removeSubrange(0..<start)
        bufferOffset += start
        scanned -= start
        start = 0
    }
}
