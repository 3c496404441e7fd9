import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// The one way the tool writes files: regular files replaced whole, everything else written
/// in place, every failure a message with the path and the system's reason.
@Suite struct OutputFileTests {
    static func mode(_ path: String) -> mode_t {
        var status = stat()
        _ = lstat(path, &status)
        return status.st_mode
    }

    @Test func replacesARegularFileWholeAndKeepsItsMode() throws {
        let folder = try ScratchFolder()
        let path = try folder.write("out.txt", "old contents that are longer\n")
        chmod(path, 0o640)
        try OutputFile.write(Array("new\n".utf8), to: path)
        #expect(try folder.read("out.txt") == "new\n")
        #expect(Self.mode(path) & 0o7777 == 0o640)
        #expect(try folder.names() == ["out.txt"])
    }

    @Test func aNewFileGetsTheUsualModeNotAPrivateOne() throws {
        let folder = try ScratchFolder()
        let path = folder.path + "/new.txt"
        try OutputFile.write(Array("x".utf8), to: path)
        let mask = umask(0o022)
        umask(mask)
        #expect(Self.mode(path) & 0o777 == 0o666 & ~mask)
    }

    @Test func writesThroughASymbolicLinkAndKeepsTheLink() throws {
        let folder = try ScratchFolder()
        try folder.write("real.txt", "old\n")
        symlink("real.txt", folder.path + "/link.txt")
        symlink("later.txt", folder.path + "/dangling.txt")
        try OutputFile.write(Array("new\n".utf8), to: folder.path + "/link.txt")
        try OutputFile.write(Array("made\n".utf8), to: folder.path + "/dangling.txt")
        #expect(Self.mode(folder.path + "/link.txt") & S_IFMT == S_IFLNK)
        #expect(try folder.read("real.txt") == "new\n")
        #expect(Self.mode(folder.path + "/dangling.txt") & S_IFMT == S_IFLNK)
        #expect(try folder.read("later.txt") == "made\n")
    }

    /// A character device made with mknod (root only; others skip to the FIFO test) is written
    /// in place and stays a device: a replacing write once turned the machine's null device
    /// into a regular file.
    @Test func aDeviceIsWrittenInPlaceNeverReplaced() throws {
        let folder = try ScratchFolder()
        let device = folder.path + "/null"
        guard mknod(device, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0 else { return }
        try OutputFile.write(Array("discarded\n".utf8), to: device)
        #expect(Self.mode(device) & S_IFMT == S_IFCHR)
        #expect(try folder.names() == ["null"])
    }

    @Test func aFIFOIsWrittenInPlace() throws {
        let folder = try ScratchFolder()
        let fifo = try folder.fifo("pipe")
        let received = Received()
        onAnotherThread { received.set(readAll(fifo)) }
        try OutputFile.write(Array("through the pipe\n".utf8), to: fifo)
        #expect(received.wait() == Data("through the pipe\n".utf8))
        #expect(Self.mode(fifo) & S_IFMT == S_IFIFO)
    }

    @Test func aFullDeviceIsAnErrorNamingThePathAndTheReason() throws {
        let folder = try ScratchFolder()
        let device = folder.path + "/full"
        if mknod(device, S_IFCHR | 0o666, dev_t((1 << 8) | 7)) == 0 {
            let file = try OutputFile(path: device)
            file.write("x")
            #expect(throws: FileError(.write, device, code: ENOSPC)) { try file.close() }
        }
        #expect("\(FileError(.write, "out.json", code: ENOSPC))" == "cannot write 'out.json': No space left on device")
    }

    @Test func aFailedOrAbandonedWriteLeavesTheOldFileAndNoTemporary() throws {
        let folder = try ScratchFolder()
        try folder.write("out.txt", "old\n")
        let file = try OutputFile(path: folder.path + "/out.txt")
        file.write(String(repeating: "new ", count: 100_000))
        file.discard()
        #expect(try folder.read("out.txt") == "old\n")
        #expect(try folder.names() == ["out.txt"])
        do {
            let unclosed = try OutputFile(path: folder.path + "/out.txt")
            unclosed.write("never closed")
        }
        #expect(try folder.names() == ["out.txt"])
    }

    @Test func aMissingFolderAFolderAndAReadOnlyFileSayWhy() throws {
        let folder = try ScratchFolder()
        #expect(throws: FileError(.write, folder.path + "/no/out.txt", code: ENOENT)) { try OutputFile(path: folder.path + "/no/out.txt") }
        #expect(throws: FileError(.write, folder.path, code: EISDIR)) { try OutputFile(path: folder.path) }
        let locked = try folder.write("locked.txt", "keep\n")
        chmod(locked, 0o444)
        if geteuid() != 0 {
            #expect(throws: FileError(.write, locked, code: EACCES)) { try OutputFile(path: locked) }
            #expect(try folder.read("locked.txt") == "keep\n")
        }
    }

    /// Writers of the same file, closing in turn, each leave a whole file: never a mix.
    @Test func concurrentWritersNeverMixTheirOutputs() throws {
        let folder = try ScratchFolder()
        let path = folder.path + "/same.out"
        let contents = ["a", "b", "c"].map { String(repeating: $0 + "\n", count: 50_000) }
        let files = try contents.map { _ in try OutputFile(path: path) }
        for round in 0..<10 {
            for (file, text) in zip(files, contents) {
                let part = text.utf8.count / 10
                file.write(bytes: Array(Array(text.utf8)[(round * part)..<((round + 1) * part)]))
            }
        }
        try files[1].close()
        #expect(try folder.read("same.out") == contents[1])
        try files[0].close()
        try files[2].close()
        #expect(try folder.read("same.out") == contents[2])
        #expect(try folder.names() == ["same.out"])
    }
}

/// What a FIFO's reader received.
final class Received: @unchecked Sendable {
    // Guarded by `condition`.
    private let condition = NSCondition()
    private var data: Data?
    func set(_ value: Data) {
        condition.lock()
        data = value
        condition.broadcast()
        condition.unlock()
    }
    func wait() -> Data {
        condition.lock()
        defer { condition.unlock() }
        while data == nil { condition.wait() }
        return data ?? Data()
    }
}
