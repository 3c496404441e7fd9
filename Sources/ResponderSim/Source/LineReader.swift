import Foundation

/// Where a scene's bytes are: in memory, or in a file that is read in chunks.
enum ByteOrigin: Sendable {
    case memory([UInt8])
    case file(String)
}

/// Hands out the lines of a ``ByteOrigin`` from a byte offset on, each with its line break.
///
/// A file is read in chunks of ``chunkSize`` bytes, so memory holds a chunk and the longest
/// line, never the file; bytes in memory are read in place.
struct LineReader {
    static let chunkSize = 1 << 20

    /// The bytes the last line lies in (the whole text, or the current chunk).
    private(set) var buffer: [UInt8]
    private var handle: FileHandle?
    /// Where the next line starts in `buffer`, and where the search for its end goes on.
    private var start: Int
    private var scanned: Int
    /// The bytes of the current line scanned so far, ORed.
    private var scannedHigh: UInt8 = 0
    /// The offset in the file of `buffer[0]`, and of the next chunk to read.
    private var bufferOffset = 0
    private var readOffset = 0

    /// A reader of `origin` from byte `offset` on; nil when the file cannot be opened.
    init?(_ origin: ByteOrigin, from offset: Int) {
        switch origin {
        case .memory(let bytes):
            buffer = bytes
            start = min(max(0, offset), bytes.count)
        case .file(let path):
            guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
            self.handle = handle
            buffer = []
            start = 0
            bufferOffset = offset
            readOffset = offset
        }
        scanned = start
    }

    /// The next line: its bytes in ``buffer`` (with its `\n` unless it is the last), its
    /// offset in the file and whether it has a byte of 0x80 or more (so may not be ASCII); nil
    /// after the last.
    mutating func next() -> (range: Range<Int>, offset: Int, high: Bool)? {
        while true {
            // memchr finds the line break; the OR of the bytes before it is a loop the compiler
            // vectorises. Together they cost a fraction of a byte-by-byte search (measured
            // with callgrind on a 500,000-line script: 7 instructions a byte before).
            var newline: Int?
            var high = scannedHigh
            buffer.withUnsafeBufferPointer { bytes in
                guard let base = bytes.baseAddress, scanned < bytes.count else { return }
                if let found = memchr(base + scanned, Int32(ByteText.newline), bytes.count - scanned) {
                    newline = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                }
                var bits: UInt8 = 0
                for index in scanned..<(newline ?? bytes.count) { bits |= bytes[index] }
                high |= bits
            }
            if let newline {
                return take(upTo: newline + 1, high: high)
            }
            scanned = buffer.count
            scannedHigh = high
            guard readMore() else {
                guard start < buffer.count else { return nil }
                return take(upTo: buffer.count, high: high)
            }
        }
    }

    private mutating func take(upTo end: Int, high: UInt8) -> (range: Range<Int>, offset: Int, high: Bool) {
        let line = (start..<end, bufferOffset + start, high >= 0x80)
        start = end
        scanned = end
        scannedHigh = 0
        return line
    }

    /// Reads the next chunk of the file after the bytes not yet handed out; false at its end.
    /// It seeks before each read, so that a copy of the reader (a copied simulator's script)
    /// reads on from its own place even though the copies share the file handle.
    private mutating func readMore() -> Bool {
        guard let handle else { return false }
        let data: Data?
        do {
            try handle.seek(toOffset: UInt64(readOffset))
            data = try handle.read(upToCount: Self.chunkSize)
        } catch {
            data = nil
        }
        guard let data, !data.isEmpty else {
            self.handle = nil
            return false
        }
        readOffset += data.count
        if start > 0 {
            buffer.removeSubrange(0..<start)
            bufferOffset += start
            scanned -= start
            start = 0
        }
        buffer.append(contentsOf: data)
        return true
    }
}
