import Foundation

/// The text of a scene and its name: bytes in memory, a file, or standard input.
///
/// Loading a file or standard input (``SceneLoader/load(_:)``) reads it once, line by line,
/// and keeps what it read (in memory up to 1 MiB, beyond that in a private temporary file that
/// has no name), so the loaded scene no longer depends on the file: changing or removing the
/// file afterwards changes nothing, and memory does not grow with the script. A file that
/// cannot be read throws a ``FileError`` with the system's reason.
public struct SourceFile: Sendable {
    /// The path or name used in diagnostics (``FileError/standardInputName`` for standard input).
    public package(set) var path: String
    var storage: Storage
    /// Bytes kept in memory before a temporary file is used (tests lower it).
    var keptMemoryLimit = KeptBytes.memoryLimit

    enum Storage: Sendable {
        case memory([UInt8])
        case file(String)
        case standardInput
        /// What a reading kept of a file or of standard input.
        case kept(KeptBytes)
    }

    /// Creates a source from raw bytes (expected to be UTF-8; invalid UTF-8 is reported, not
    /// repaired).
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.storage = .memory(bytes)
    }

    /// Creates a source from a string (tests use this).
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// A source read from the file at `file` when it is loaded (a regular file, a FIFO, a
    /// device or `/dev/stdin` alike: it is read as a stream, never seeked); `path` names it in
    /// diagnostics (the file's path when nil).
    public init(contentsOfFile file: String, path: String? = nil) {
        self.path = path ?? file
        self.storage = .file(file)
    }

    /// Standard input, named ``FileError/standardInputName``. It can be read only once: load
    /// it once, or make a source that can be loaded again with ``keepingContents()``.
    public static var standardInput: SourceFile {
        SourceFile(path: FileError.standardInputName, storage: .standardInput)
    }

    /// The source a command-line path names: the file, or `standardInput` for `-`.
    package static func named(_ path: String, standardInput: SourceFile = .standardInput) -> SourceFile {
        path == "-" ? standardInput : SourceFile(contentsOfFile: path)
    }

    init(path: String, storage: Storage) {
        self.path = path
        self.storage = storage
    }

    /// The bytes of a source made from bytes or read already (empty for a file or standard
    /// input not read yet).
    var origin: ByteOrigin {
        switch storage {
        case .memory(let bytes): .memory(bytes)
        case .kept(let kept): .kept(kept)
        case .file, .standardInput: .memory([])
        }
    }

    /// The size of the text in bytes (for a file not read yet, its size on disk; 0 when it
    /// cannot be read, or for standard input not read yet).
    package var byteCount: Int {
        switch storage {
        case .memory(let bytes): return bytes.count
        case .kept(let kept): return kept.count
        case .standardInput: return 0
        case .file(let file):
            var status = stat()
            return stat(file, &status) == 0 ? Int(status.st_size) : 0
        }
    }

    /// A source that holds what this one reads, so it can be loaded any number of times
    /// (standard input can be read only once). Reading stops at a line longer than the limit,
    /// as loading does.
    package func keepingContents() throws(FileError) -> SourceFile {
        try read { reader in
            var reader = reader
            while reader.next() != nil {}
        }.source
    }

    /// Reads the source once from its first byte: hands `body` a line reader, then returns its
    /// result, the source as read (what it kept of a file or standard input, so that reading it
    /// again needs neither) and whether the reader stopped at a line longer than the limit.
    func read<Result>(_ body: (LineReader) -> Result) throws(FileError) -> (
        result: Result, source: SourceFile, stoppedAtLongLine: Bool
    ) {
        let reading = try reading(keeping: true)
        let result = body(LineReader(reading))
        let origin = try reading.finish()
        var source = self
        switch origin {
        case .memory(let bytes): source.storage = .memory(bytes)
        case .kept(let kept): source.storage = .kept(kept)
        }
        return (result, source, reading.stoppedAtLongLine)
    }

    /// Every byte of the source, read once as a stream (a file, a FIFO, standard input alike);
    /// a source larger than `limit` bytes is refused with a ``FileError`` that says so, so an
    /// endless input stops at the limit. For inputs read whole, such as debugger dumps.
    package func allBytes(limit: Int) throws(FileError) -> [UInt8] {
        if case .memory(let bytes) = storage {
            guard bytes.count <= limit else { throw FileError(.read, path, reason: Self.tooLarge(limit)) }
            return bytes
        }
        let reading = try reading(keeping: false)
        var bytes: [UInt8] = []
        while reading.read(upTo: 1 << 16, appendingTo: &bytes) {
            guard bytes.count <= limit else { throw FileError(.read, path, reason: Self.tooLarge(limit)) }
        }
        _ = try reading.finish()
        return bytes
    }

    private static func tooLarge(_ limit: Int) -> String {
        "it is larger than \(limit >> 20) MiB, the most this command reads"
    }

    /// A reading of the source from its first byte.
    package func reading(keeping: Bool) throws(FileError) -> SourceReading {
        switch storage {
        case .memory(let bytes):
            return SourceReading(.memory(bytes), name: path, keeping: false)
        case .kept(let kept):
            return SourceReading(.kept(kept), name: path, keeping: false)
        case .standardInput:
            return SourceReading(.descriptor(STDIN_FILENO, closes: false), name: path, keeping: keeping, memoryLimit: keptMemoryLimit)
        case .file(let file):
            return try SourceReading(path: file, name: path, keeping: keeping, memoryLimit: keptMemoryLimit)
        }
    }

    /// The text of 1-based line `number` without its line break, decoded leniently
    /// (invalid bytes become U+FFFD), or nil past the end.
    package func lineText(_ number: Int) -> String? {
        lineTexts([number])[number]
    }

    /// The texts of the lines numbered in `numbers`, as ``lineText(_:)`` gives them, read in
    /// one pass (none for standard input not kept, which cannot be read again).
    package func lineTexts(_ numbers: Set<Int>) -> [Int: String] {
        guard let last = numbers.max(), last >= 1 else { return [:] }
        if case .standardInput = storage { return [:] }
        guard let reading = try? reading(keeping: false) else { return [:] }
        var reader = LineReader(reading)
        var texts: [Int: String] = [:]
        var line = 0
        // An empty text, or one that ends in a line break, has one more (empty) line.
        var endsWithNewline = true
        let newline = UInt8(ascii: "\n")
        let carriageReturn = UInt8(ascii: "\r")
        while line < last, let (range, _, _) = reader.next() {
            line += 1
            let buffer = reader.buffer
            var end = range.upperBound
            endsWithNewline = end > range.lowerBound && buffer[end - 1] == newline
            guard numbers.contains(line) else { continue }
            if endsWithNewline { end -= 1 }
            if end > range.lowerBound && buffer[end - 1] == carriageReturn { end -= 1 }
            texts[line] = String(decoding: buffer[range.lowerBound..<end], as: UTF8.self)
        }
        if line < last && endsWithNewline && numbers.contains(line + 1) { texts[line + 1] = "" }
        return texts
    }
}
