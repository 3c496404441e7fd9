import Foundation

/// The bytes a loaded scene keeps of its source, so that its script is read again from them
/// and not from the file: up to ``memoryLimit`` in memory, the rest in a private temporary
/// file that has no name (it is unlinked as soon as it is made), so nothing else can change
/// it and the system removes it when the scene goes. Immutable once made.
final class KeptBytes: Sendable {
    /// Bytes kept in memory before a temporary file is used.
    static let memoryLimit = 1 << 20

    /// The first bytes (all of them when there is no temporary file).
    let head: [UInt8]
    /// The temporary file holding the bytes after ``head``, or -1.
    private let descriptor: Int32
    /// How many bytes are kept in all.
    let count: Int

    init(head: [UInt8], descriptor: Int32, count: Int) {
        self.head = head
        self.descriptor = descriptor
        self.count = count
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Appends up to `limit` bytes from `offset` on to `buffer`; the number appended (0 at the
    /// end). It reads by offset, so any number of readers may read at once. A temporary file
    /// that cannot be read (which only a failing disk does) reads as its end.
    func read(at offset: Int, upTo limit: Int, appendingTo buffer: inout [UInt8]) -> Int {
        guard offset < count, limit > 0 else { return 0 }
        if offset < head.count {
            let end = min(head.count, offset + limit)
            buffer.append(contentsOf: head[offset..<end])
            return end - offset
        }
        let wanted = min(limit, count - offset)
        let got = SystemIO.append(to: &buffer, upTo: wanted) {
            SystemIO.readSome(descriptor, into: $0, count: wanted, at: offset - head.count)
        }
        return max(0, got)
    }
}

/// Collects the bytes a reading keeps (``KeptBytes``).
struct KeptBytesWriter {
    let memoryLimit: Int
    private var head: [UInt8] = []
    private var descriptor: Int32 = -1
    private var count = 0
    /// Why keeping failed (the temporary file cannot be made or written), if it did.
    private(set) var failure: String?

    init(memoryLimit: Int) {
        self.memoryLimit = memoryLimit
    }

    mutating func append(_ bytes: ArraySlice<UInt8>) {
        guard failure == nil, !bytes.isEmpty else { return }
        count += bytes.count
        let room = max(0, memoryLimit - head.count)
        if descriptor < 0 && bytes.count <= room {
            head.append(contentsOf: bytes)
            return
        }
        head.append(contentsOf: bytes.prefix(room))
        let rest = bytes.dropFirst(room)
        if descriptor < 0 {
            let made = Self.makeTemporaryFile()
            if let reason = made.failure {
                failure = reason
                return
            }
            descriptor = made.descriptor
        }
        let code = rest.withUnsafeBytes { SystemIO.writeAll(descriptor, $0) }
        if code != 0 { failure = "cannot keep a copy in the temporary folder: \(FileError.describe(code))" }
    }

    /// The bytes kept; nil when keeping failed.
    mutating func finish() -> KeptBytes? {
        guard failure == nil else {
            if descriptor >= 0 { close(descriptor) }
            descriptor = -1
            return nil
        }
        let kept = KeptBytes(head: head, descriptor: descriptor, count: count)
        descriptor = -1
        head = []
        return kept
    }

    /// A new temporary file, already unlinked: its descriptor, or why it cannot be made.
    private static func makeTemporaryFile() -> (descriptor: Int32, failure: String?) {
        let folder = FileManager.default.temporaryDirectory.path
        let made = SystemIO.createUnique({ folder + "/.responder-sim-\(getpid())-\($0).kept" }, O_RDWR, mode: 0o600)
        guard made.descriptor >= 0 else {
            let reason = made.code == EEXIST ? "no free name" : FileError.describe(made.code)
            return (-1, "cannot keep a copy in '\(folder)': \(reason)")
        }
        unlink(made.path)
        return (made.descriptor, nil)
    }
}

/// One reading of a source from its first byte, for a ``LineReader``: bytes in memory or kept
/// (read in place or by offset), or a file descriptor read in chunks as it comes (a file, a
/// pipe, a FIFO, a device; never seeked), whose bytes are kept when asked. It records how the
/// reading went: a failure with the system's reason, and whether the reader stopped at a
/// line longer than the limit.
package final class SourceReading {
    enum Input {
        case memory([UInt8])
        case kept(KeptBytes)
        /// A descriptor, and whether the reading closes it.
        case descriptor(Int32, closes: Bool)
    }

    /// The name of the source in messages.
    let name: String
    let input: Input
    private var keeper: KeptBytesWriter?
    /// Where the next read from kept bytes starts.
    private var keptOffset = 0
    private var open: Bool
    /// Why reading failed, if it did.
    package private(set) var failure: FileError?
    /// Whether the line reader stopped at a line longer than its limit (nothing after it is read).
    var stoppedAtLongLine = false
    /// Bytes read so far.
    private(set) var bytesRead = 0

    /// A reading of `input`; with `keeping`, a descriptor's bytes are kept as they are read.
    init(_ input: Input, name: String, keeping: Bool, memoryLimit: Int = KeptBytes.memoryLimit) {
        self.input = input
        self.name = name
        self.open = true
        if keeping, case .descriptor = input { keeper = KeptBytesWriter(memoryLimit: memoryLimit) }
    }

    /// Opens the file at `path` for reading. A folder is refused ("Is a directory"); a FIFO
    /// waits for its writer, as reading one does.
    package convenience init(path: String, name: String, keeping: Bool, memoryLimit: Int = KeptBytes.memoryLimit) throws(FileError) {
        let descriptor = SystemIO.openFile(path, O_RDONLY)
        guard descriptor >= 0 else { throw FileError(.read, name, code: -descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR {
            close(descriptor)
            throw FileError(.read, name, code: EISDIR)
        }
        self.init(.descriptor(descriptor, closes: true), name: name, keeping: keeping, memoryLimit: memoryLimit)
    }

    deinit { closeDescriptor() }

    /// Appends up to `limit` bytes to `buffer`; false at the end, or after a failure (kept in
    /// ``failure``). Bytes in memory are not read this way: the line reader takes them whole.
    package func read(upTo limit: Int, appendingTo buffer: inout [UInt8]) -> Bool {
        guard open, failure == nil else { return false }
        switch input {
        case .memory:
            return false
        case .kept(let kept):
            let got = kept.read(at: keptOffset, upTo: limit, appendingTo: &buffer)
            keptOffset += got
            bytesRead += got
            return got > 0
        case .descriptor(let descriptor, _):
            guard bytesRead < SceneLimits.maxFileBytes else {
                failure = FileError(.read, name, reason: "it is larger than \(SceneLimits.maxFileBytes >> 30) GiB, the most the tool reads")
                return false
            }
            let before = buffer.count
            let got = SystemIO.append(to: &buffer, upTo: limit) { SystemIO.readSome(descriptor, into: $0, count: limit) }
            if got < 0 {
                failure = FileError(.read, name, code: Int32(-got))
                return false
            }
            guard got > 0 else {
                closeDescriptor()
                return false
            }
            bytesRead += got
            keeper?.append(buffer[before...])
            if let reason = keeper?.failure { failure = FileError(.read, name, reason: reason) }
            return failure == nil
        }
    }

    /// Ends the reading: what a scene keeps of it (the bytes in memory, or those kept), or the
    /// reason it failed.
    func finish() throws(FileError) -> ByteOrigin {
        closeDescriptor()
        if let failure { throw failure }
        switch input {
        case .memory(let bytes): return .memory(bytes)
        case .kept(let kept): return .kept(kept)
        case .descriptor:
            guard let kept = keeper?.finish() else { return .memory([]) }
            return .kept(kept)
        }
    }

    private func closeDescriptor() {
        guard open else { return }
        open = false
        if case .descriptor(let descriptor, closes: true) = input { close(descriptor) }
    }
}
