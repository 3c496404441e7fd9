import Foundation
import Testing

@testable import ResponderSimCLI
@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// What a command wrote, and its exit code.
struct Captured {
    var code: Int32
    var output: String
    var error: String
    var lines: [String] { output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
    /// The last line written (before the final newline).
    var lastLine: String { lines.dropLast(output.hasSuffix("\n") ? 1 : 0).last ?? "" }
}

/// Collects writes from the tool (in process).
final class Sink: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    func write(_ string: String) {
        lock.lock()
        text += string
        lock.unlock()
    }
    var value: String {
        lock.lock()
        defer { lock.unlock() }
        return text
    }
}

/// Hands out lines of standard input, then nil.
final class InputLines: @unchecked Sendable {
    private var lines: [String]
    private var next = 0
    init(_ lines: [String]) { self.lines = lines }
    func read() -> String? {
        guard next < lines.count else { return nil }
        next += 1
        return lines[next - 1]
    }
}

enum CLI {
    /// Runs the tool in process with `arguments`: `input` as the lines of standard input, or
    /// `scene` as standard input read as a scene (`-`); `failingOutput` makes every write to
    /// standard output fail with it.
    static func run(
        _ arguments: [String], input: [String] = [], scene: String = "", terminal: Bool = false, variables: [String: String] = [:],
        failingOutput: FileError? = nil
    ) async -> Captured {
        let output = Sink()
        let error = Sink()
        let stdin = InputLines(input)
        let environment = ToolEnvironment(
            writeOutput: { text in
                if let failingOutput { throw failingOutput }
                output.write(text)
            }, writeError: error.write, outputIsTerminal: terminal, variables: variables,
            readLine: stdin.read, standardInput: SourceFile(path: FileError.standardInputName, text: scene))
        let code = await Tool.run(arguments, environment: environment)
        return Captured(code: code, output: output.value, error: error.value)
    }

    /// The package's folder.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The package's Scenes folder.
    static var scenes: String { packageRoot.appendingPathComponent("Scenes").path }

    /// The built executable: `.build/debug/responder-sim`, or the one next to the test bundle.
    static var executable: String? {
        let candidates = [
            packageRoot.appendingPathComponent(".build/debug/responder-sim").path,
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("responder-sim").path,
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs the built executable. Both pipes are read to their end before waiting, so large
    /// output cannot deadlock. With `shell`, `/bin/sh` runs those commands first (`ulimit`,
    /// `trap`) and then the executable; with `output`, standard output goes there instead of a
    /// pipe (whose `output` is then empty).
    static func spawn(
        _ arguments: [String], stdin: String = "", in directory: String? = nil, variables: [String: String]? = nil,
        shell: String? = nil, output target: FileHandle? = nil
    ) throws -> Captured {
        guard let executable else { throw SpawnError.noExecutable }
        let process = Process()
        if let shell {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", shell + "; exec \"$0\" \"$@\"", executable] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        var environment = variables ?? ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        process.environment = environment
        let input = Pipe()
        let output = Pipe()
        let error = Pipe()
        process.standardInput = input
        process.standardOutput = target ?? output
        process.standardError = error
        try process.run()
        if target != nil { try output.fileHandleForWriting.close() }
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        let errorData = ErrorBox()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorData.set(error.fileHandleForReading.readDataToEndOfFile())
            group.leave()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Captured(
            code: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData.get(), as: UTF8.self))
    }

    enum SpawnError: Error, CustomStringConvertible {
        case noExecutable
        var description: String { "the executable is not built: run 'swift build' first" }
    }

    final class ErrorBox: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func set(_ value: Data) {
            lock.lock()
            data = value
            lock.unlock()
        }
        func get() -> Data {
            lock.lock()
            defer { lock.unlock() }
            return data
        }
    }
}

/// A fresh temporary folder, removed when the value is deinitialised.
final class TemporaryFolder {
    let path: String
    init() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("responder-sim-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` (its bytes exactly) to `name` inside the folder; returns the full path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = (path as NSString).appendingPathComponent(name)
        let folder = (file as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    func read(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: (path as NSString).appendingPathComponent(name))), as: UTF8.self)
    }
}

/// Small scenes for the CLI tests.
enum Fixtures {
    /// A card with a label: the tap on the label goes to the card (H6).
    static let passing = """
        scene: Label tap
        notes: |
          The label is not touchable.
        window:
          window: main
          frame: [0, 0, 320, 480]
          subviews:
            - view: card
              frame: [0, 0, 320, 200]
              handles: all
              subviews:
                - view: label
                  class: UILabel
                  frame: [10, 10, 100, 30]
                  handles: all
        script:
          - 0.0 down t1 20 20     # on the label
          - 0.1 up t1
        expect:
          - card.touchesBegan [t1] handled
          - card.touchesEnded [t1] handled

        """

    /// The same scene with a wrong expectation in the middle, a comment in the block, and key
    /// order changed (expect before script).
    static let failing = """
        # A file whose expectation is out of date.
        scene: Label tap, wrongly expected
        notes: |
          expect: this line is part of the notes, not the key
        window:
          window: main
          frame: [0, 0, 320, 480]
          subviews:
            - view: card
              frame: [0, 0, 320, 200]
              handles: all
              subviews:
                - view: label
                  class: UILabel
                  frame: [10, 10, 100, 30]
                  handles: all
        expect:      # the trace
            - label.touchesBegan [t1] handled   # wrong: the label is not touchable
            # the end
            - card.touchesEnded [t1] handled    # right
        script:
          - 0.0 down t1 20 20
          - 0.1 up t1

        """

    static let skipped = """
        scene: No expectation
        window:
          window: main
          frame: [0, 0, 320, 480]
        script:
          - 0.0 down t1 20 20
          - 0.1 up t1

        """

    static let corrupt = """
        scene: Broken
        window:
          window: main
          frmae: [0, 0, 320, 480]
        script: []

        """
}
