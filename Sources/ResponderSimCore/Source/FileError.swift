import Foundation

/// A file that cannot be read or written, with what the system said:
/// `cannot read 'x.scene': Permission denied`, `cannot write 'out.json': No space left on device`.
public struct FileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Reading or writing.
    public enum Operation: Sendable, Equatable {
        case read
        case write
    }

    /// The path as the user gave it; ``standardInputName`` or ``standardOutputName`` for the
    /// standard streams.
    public package(set) var path: String
    /// What failed.
    public package(set) var operation: Operation
    /// Why, in the system's words (`No such file or directory`) or the tool's.
    public package(set) var reason: String
    /// The system's error number, when the system gave the reason.
    package var code: Int32?

    /// The name of standard input in messages and diagnostics.
    package static let standardInputName = "<stdin>"
    /// The name of standard output in messages.
    package static let standardOutputName = "<stdout>"

    /// Creates an error with a reason of the tool's own.
    package init(_ operation: Operation, _ path: String, reason: String) {
        self.operation = operation
        self.path = path
        self.reason = reason
    }

    /// Creates an error from a system error number (`errno`).
    package init(_ operation: Operation, _ path: String, code: Int32) {
        self.init(operation, path, reason: Self.describe(code))
        self.code = code
    }

    /// `strerror`'s text for `code`.
    package static func describe(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    public var description: String {
        let what = TerminalText.escaped(path)
        switch (operation, path) {
        case (.read, Self.standardInputName): return "cannot read standard input: \(reason)"
        case (.write, Self.standardOutputName): return "cannot write to standard output: \(reason)"
        case (.read, _): return "cannot read '\(what)': \(reason)"
        case (.write, _): return "cannot write '\(what)': \(reason)"
        }
    }
}

/// Checked POSIX calls: they retry what was interrupted, wait on a descriptor that is not
/// ready, and report failure by `errno`, never by trapping.
package enum SystemIO {
    /// Reads up to `count` bytes into `buffer`; the number read (0 at the end), or `-errno`.
    static func readSome(_ descriptor: Int32, into buffer: UnsafeMutableRawPointer, count: Int) -> Int {
        while true {
            let result = read(descriptor, buffer, count)
            if result >= 0 { return result }
            let code = errno
            if code == EINTR { continue }
            if code == EAGAIN || code == EWOULDBLOCK {
                waitUntilReady(descriptor, for: Int16(POLLIN))
                continue
            }
            return -Int(code)
        }
    }

    /// Reads up to `count` bytes at `offset` of the file (no seeking); the number read, or `-errno`.
    static func readSome(_ descriptor: Int32, into buffer: UnsafeMutableRawPointer, count: Int, at offset: Int) -> Int {
        while true {
            let result = pread(descriptor, buffer, count, off_t(offset))
            if result >= 0 { return result }
            let code = errno
            if code == EINTR { continue }
            return -Int(code)
        }
    }

    /// Writes all of `bytes`; 0, or the `errno` of the failure.
    package static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
        guard var base = bytes.baseAddress else { return 0 }
        var left = bytes.count
        while left > 0 {
            let written = write(descriptor, base, left)
            if written < 0 {
                let code = errno
                if code == EINTR { continue }
                if code == EAGAIN || code == EWOULDBLOCK {
                    waitUntilReady(descriptor, for: Int16(POLLOUT))
                    continue
                }
                return code
            }
            base += written
            left -= written
        }
        return 0
    }

    /// Appends to `buffer` the bytes `fill` writes into room for `limit` of them (it returns
    /// how many it wrote, or a negative error); returns what `fill` returned.
    static func append(to buffer: inout [UInt8], upTo limit: Int, _ fill: (UnsafeMutableRawPointer) -> Int) -> Int {
        var result = 0
        let chunk = [UInt8](unsafeUninitializedCapacity: limit) { storage, count in
            result = storage.baseAddress.map { fill(UnsafeMutableRawPointer($0)) } ?? 0
            count = max(0, min(limit, result))
        }
        buffer.append(contentsOf: chunk)
        return result
    }

    /// Waits until a non-blocking descriptor can be read or written.
    private static func waitUntilReady(_ descriptor: Int32, for events: Int16) {
        var request = pollfd(fd: descriptor, events: events, revents: 0)
        _ = poll(&request, 1, -1)
    }

    /// Opens `path` with `flags`; the descriptor, or `-errno`.
    static func openFile(_ path: String, _ flags: Int32, mode: mode_t = 0) -> Int32 {
        while true {
            let descriptor = open(path, flags | O_CLOEXEC, mode)
            if descriptor >= 0 { return descriptor }
            let code = errno
            if code == EINTR { continue }
            return -code
        }
    }

    /// A new file, made with `O_EXCL` under the name `path` gives for a random token, tried
    /// again while the name is taken (at most 16 times): its descriptor and path, or the
    /// system's error code of the last try.
    static func createUnique(_ path: (String) -> String, _ flags: Int32, mode: mode_t) -> (descriptor: Int32, path: String, code: Int32) {
        var generator = SystemRandomNumberGenerator()
        var code: Int32 = EEXIST
        for _ in 0..<16 where code == EEXIST {
            let candidate = path(String(generator.next() >> 16, radix: 36))
            let opened = openFile(candidate, flags | O_CREAT | O_EXCL, mode: mode)
            if opened >= 0 { return (opened, candidate, 0) }
            code = -opened
        }
        return (-1, "", code)
    }
}
