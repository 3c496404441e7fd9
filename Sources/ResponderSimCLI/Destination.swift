import ResponderSim

/// Where a command writes: standard output (no option, or `-`) or a file, written as
/// ``OutputFile`` writes files (a regular file replaced whole, with its mode and through a
/// link; a device or FIFO written in place). Every command that writes goes through it.
struct Destination {
    /// The file's path; nil for standard output.
    let path: String?

    /// The destination an option names (nil or `-`: standard output).
    init(_ option: String?) {
        path = option == "-" ? nil : option
    }

    var isStandardOutput: Bool { path == nil }

    /// Opens it for a stream of text; ``Stream/close()`` finishes it.
    func open(_ environment: ToolEnvironment) throws(FileError) -> Stream {
        guard let path else { return Stream(standardOutput: environment.writeOutput) }
        return Stream(file: try OutputFile(path: path))
    }

    /// Writes one whole document.
    func write(_ text: String, _ environment: ToolEnvironment) throws {
        let stream = try open(environment)
        stream.write(text)
        try stream.close()
    }

    /// Text on its way to a destination, collected in one buffer and handed on in large
    /// chunks (a trace is written a few words at a time). The first failed write is kept and
    /// the text after it dropped; ``close()`` throws it.
    final class Stream: TraceByteStream {
        private var buffer: [UInt8] = []
        private let file: OutputFile?
        private let standardOutput: ((String) throws -> Void)?
        private var failure: (any Error)?
        private static let chunk = 1 << 16

        init(standardOutput: @escaping (String) throws -> Void) {
            self.standardOutput = standardOutput
            self.file = nil
            buffer.reserveCapacity(Self.chunk)
        }

        init(file: OutputFile) {
            self.standardOutput = nil
            self.file = file
            buffer.reserveCapacity(Self.chunk)
        }

        func write(_ string: String) {
            buffer.append(contentsOf: string.utf8)
            if buffer.count >= Self.chunk { flush() }
        }

        func write(utf8 bytes: UnsafeBufferPointer<UInt8>) {
            buffer.append(contentsOf: bytes)
            if buffer.count >= Self.chunk { flush() }
        }

        /// Hands on what is collected now (the test runner does after each scene).
        func flush() {
            guard !buffer.isEmpty else { return }
            if failure == nil {
                if let file {
                    file.write(bytes: buffer)
                } else {
                    do { try standardOutput?(String(decoding: buffer, as: UTF8.self)) } catch { failure = error }
                }
            }
            buffer.removeAll(keepingCapacity: true)
        }

        /// Writes what is left and finishes (for a file: renames it into place).
        func close() throws {
            flush()
            if let failure {
                file?.discard()
                throw failure
            }
            try file?.close()
        }
    }
}
