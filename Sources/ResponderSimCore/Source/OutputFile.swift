import Foundation

/// A file the tool writes, the one way every command writes a file.
///
/// - A regular file (or a new one) is written to a temporary file beside it, which is renamed
///   over it at ``close()``: readers and concurrent writers see the old file or a whole new
///   one, never a mix, and a failed write leaves the old file as it was and no temporary
///   behind. An existing file keeps its mode (and, where allowed, its owner); a symbolic link is
///   followed, so the file it points to is replaced and the link stays; a read-only file is
///   refused as the system would refuse it.
/// - Anything else (a device such as `/dev/null`, a FIFO, a terminal) is opened and written in
///   place: it is never replaced.
///
/// Writes are buffered; the first failure (a full disk, a closed pipe) is kept, later writes
/// are dropped, and ``close()`` throws it as a ``FileError`` naming the path and the reason.
package final class OutputFile: TextOutputStream {
    /// The path as given.
    package let path: String
    private var descriptor: Int32
    /// When writing beside the target: the temporary's path and the target's.
    private var temporary: (path: String, target: String)?
    private var buffer: [UInt8] = []
    private var failure: FileError?
    private var closed = false

    private static let bufferSize = 1 << 16

    /// Opens `path` for writing (see the type's description).
    package init(path: String) throws(FileError) {
        self.path = path
        var status = stat()
        let exists = stat(path, &status) == 0
        if exists && (status.st_mode & S_IFMT) == S_IFDIR { throw FileError(.write, path, code: EISDIR) }
        if exists && (status.st_mode & S_IFMT) != S_IFREG {
            // A device, a FIFO, a socket: written in place, never replaced.
            let opened = SystemIO.openFile(path, O_WRONLY)
            guard opened >= 0 else { throw FileError(.write, path, code: -opened) }
            descriptor = opened
            return
        }
        if exists && access(path, W_OK) != 0 { throw FileError(.write, path, code: errno) }
        let target = Self.resolvingLinks(path)
        let made = Self.makeTemporary(beside: target)
        if made.descriptor < 0 {
            guard exists, made.code == EACCES || made.code == EPERM else { throw FileError(.write, path, code: made.code) }
            // The folder takes no new file but the file may be written: write it in place.
            let opened = SystemIO.openFile(path, O_WRONLY | O_TRUNC)
            guard opened >= 0 else { throw FileError(.write, path, code: -opened) }
            descriptor = opened
            return
        }
        descriptor = made.descriptor
        temporary = (made.path, target)
        if exists {
            _ = fchmod(descriptor, status.st_mode & 0o7777)
            if geteuid() == 0 { _ = fchown(descriptor, status.st_uid, status.st_gid) }
        }
        buffer.reserveCapacity(Self.bufferSize)
    }

    deinit {
        if !closed { discard() }
    }

    /// Writes `bytes` (buffered; a large chunk goes straight to the file).
    package func write(bytes: [UInt8]) {
        guard failure == nil, !closed else { return }
        if buffer.isEmpty && bytes.count >= Self.bufferSize {
            let code = bytes.withUnsafeBytes { SystemIO.writeAll(descriptor, $0) }
            if code != 0 { failure = FileError(.write, path, code: code) }
            return
        }
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.bufferSize { flush() }
    }

    package func write(_ string: String) {
        guard failure == nil, !closed else { return }
        buffer.append(contentsOf: string.utf8)
        if buffer.count >= Self.bufferSize { flush() }
    }

    /// Writes what is buffered.
    private func flush() {
        guard failure == nil, !buffer.isEmpty else { return }
        let code = buffer.withUnsafeBytes { SystemIO.writeAll(descriptor, $0) }
        if code != 0 { failure = FileError(.write, path, code: code) }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Finishes the file: writes what is buffered and, for a regular file, renames the
    /// temporary over the target. Throws the first failure, leaving no temporary behind.
    package func close() throws(FileError) {
        guard !closed else { return }
        flush()
        closed = true
        if let failure {
            discard()
            throw failure
        }
        let closeFailed = closeDescriptor(descriptor) != 0 ? errno : 0
        descriptor = -1
        guard let temporary else {
            if closeFailed != 0 { throw FileError(.write, path, code: closeFailed) }
            return
        }
        if closeFailed != 0 {
            unlink(temporary.path)
            throw FileError(.write, path, code: closeFailed)
        }
        if rename(temporary.path, temporary.target) != 0 {
            let code = errno
            unlink(temporary.path)
            throw FileError(.write, path, code: code)
        }
    }

    /// Gives up: closes the file and removes the temporary (a device keeps what was written).
    package func discard() {
        closed = true
        if descriptor >= 0 { _ = closeDescriptor(descriptor) }
        descriptor = -1
        if let temporary { unlink(temporary.path) }
        temporary = nil
    }

    /// Writes `bytes` as the whole content of `path`.
    package static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        let file = try OutputFile(path: path)
        file.write(bytes: bytes)
        try file.close()
    }

    /// `path` with its symbolic links followed, so the file they lead to is the one replaced
    /// (a link to a file not there yet leads to where that file will be).
    static func resolvingLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK else { return current }
            var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &target, Int(PATH_MAX))
            guard length > 0 else { return current }
            let destination = String(decoding: target[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if destination.hasPrefix("/") {
                current = destination
            } else {
                let folder = (current as NSString).deletingLastPathComponent
                current = folder.isEmpty ? destination : folder + "/" + destination
            }
        }
        return current
    }

    /// A new file beside `target`, created with mode 0666 less the umask.
    private static func makeTemporary(beside target: String) -> (descriptor: Int32, path: String, code: Int32) {
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        return SystemIO.createUnique({ (folder.isEmpty ? "" : folder + "/") + ".\(name).\($0).tmp" }, O_WRONLY, mode: 0o666)
    }
}

/// `close(2)` (the name is taken inside ``OutputFile``).
private func closeDescriptor(_ descriptor: Int32) -> Int32 { close(descriptor) }
