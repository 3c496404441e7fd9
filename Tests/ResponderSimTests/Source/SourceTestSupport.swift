import Foundation

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// A fresh folder for one test's files, removed when the value goes.
final class ScratchFolder {
    let path: String
    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("responder-sim-source-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` to `name` in the folder; returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = path + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    func read(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: path + "/" + name)), as: UTF8.self)
    }

    /// The names in the folder, sorted (hidden ones included).
    func names() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: path).sorted() }

    /// Makes a FIFO named `name` and returns its path.
    func fifo(_ name: String) throws -> String {
        let file = path + "/" + name
        guard mkfifo(file, 0o600) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return file
    }
}

/// Everything that can be read from `path` (a FIFO too), by plain reads.
func readAll(_ path: String) -> Data {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return Data() }
    defer { close(descriptor) }
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = read(descriptor, &chunk, chunk.count)
        guard count > 0 else { return data }
        data.append(contentsOf: chunk[..<count])
    }
}

/// Runs `body` on a thread of its own (a FIFO's other end, which blocks until this end opens).
func onAnotherThread(_ body: @escaping @Sendable () -> Void) {
    Thread.detachNewThread(body)
}

/// A small valid scene: a tap on a window.
enum SourceFixtures {
    static func scene(taps: Int = 2) -> String {
        var text = "scene: Taps\nwindow:\n  window: main\n  frame: [0, 0, 320, 480]\n  handles: all\nscript:\n"
        for index in 0..<taps { text += "  - \(index) down t\(index) 10 10\n  - \(index).5 up t\(index)\n" }
        return text
    }

    static func compactTrace(_ scene: Scene) -> [String] { ExpectationCheck.compactTrace(of: scene) }
}
