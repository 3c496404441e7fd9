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
        guard let path else { return Stream(standardOutput: BufferedOutput(environment.writeOutput)) }
        return Stream(file: try OutputFile(path: path))
    }

    /// Writes one whole document.
    func write(_ text: String, _ environment: ToolEnvironment) throws {
        let stream = try open(environment)
        stream.write(text)
        try stream.close()
    }

    /// Text on its way to a destination. The first failed write is kept and the text after
    /// it dropped; ``close()`` throws it.
    final class Stream: TextOutputStream {
        private var standardOutput: BufferedOutput?
        private let file: OutputFile?

        init(standardOutput: BufferedOutput) {
            self.standardOutput = standardOutput
            self.file = nil
        }

        init(file: OutputFile) {
            self.standardOutput = nil
            self.file = file
        }

        func write(_ string: String) {
            if let file { file.write(string) } else { standardOutput?.write(string) }
        }

        /// Writes what is left and finishes (for a file: renames it into place).
        func close() throws {
            if let file { try file.close() } else { try standardOutput?.finish() }
        }
    }
}
