import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// Loading from files, streams and devices: one loader whose errors say what the system said,
/// and a loaded scene that no longer depends on its file.
@Suite struct SourceFileTests {
    static func loadError(_ source: SourceFile) -> (any Error)? {
        do {
            _ = try SceneLoader.load(source)
            return nil
        } catch {
            return error
        }
    }

    @Test func aMissingFileThrowsTheSystemsReasonNotAMissingKey() {
        let error = Self.loadError(SourceFile(contentsOfFile: "/no/such"))
        #expect(error as? FileError == FileError(.read, "/no/such", code: ENOENT))
        #expect("\(error.map { "\($0)" } ?? "")" == "cannot read '/no/such': No such file or directory")
    }

    @Test func aFolderIsNotAScene() throws {
        let folder = try ScratchFolder()
        #expect(Self.loadError(SourceFile(contentsOfFile: folder.path)) as? FileError == FileError(.read, folder.path, code: EISDIR))
    }

    /// Root reads a file without read permission; anyone else gets "Permission denied".
    @Test func aFileWithoutReadPermissionSaysSo() throws {
        let folder = try ScratchFolder()
        let path = try folder.write("locked.scene", SourceFixtures.scene())
        chmod(path, 0)
        let error = Self.loadError(SourceFile(contentsOfFile: path))
        if geteuid() == 0 {
            #expect(error == nil, "root reads any file")
        } else {
            #expect(error as? FileError == FileError(.read, path, code: EACCES))
        }
    }

    @Test func aSceneKeepsWhatItReadSoItsFileMayChangeOrGo() throws {
        let folder = try ScratchFolder()
        let path = try folder.write("taps.scene", SourceFixtures.scene(taps: 40))
        for memoryLimit in [0, 64, KeptBytes.memoryLimit] {
            var source = SourceFile(contentsOfFile: path)
            source.keptMemoryLimit = memoryLimit
            let scene = try SceneLoader.load(source)
            let before = SourceFixtures.compactTrace(scene)
            try folder.write("taps.scene", SourceFixtures.scene(taps: 3))
            #expect(SourceFixtures.compactTrace(scene) == before, "changed, kept up to \(memoryLimit) bytes in memory")
            try FileManager.default.removeItem(atPath: path)
            #expect(SourceFixtures.compactTrace(scene) == before, "removed, kept up to \(memoryLimit) bytes in memory")
            #expect(before.count == 80)
            try folder.write("taps.scene", SourceFixtures.scene(taps: 40))
        }
    }

    @Test func theKeptCopyLeavesNoFileBehind() throws {
        let before = try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
            .filter { $0.hasPrefix(".responder-sim-") }
        var source = SourceFile(path: "x", bytes: [])
        let folder = try ScratchFolder()
        source = SourceFile(contentsOfFile: try folder.write("s.scene", SourceFixtures.scene(taps: 20)))
        source.keptMemoryLimit = 0
        let scene = try SceneLoader.load(source)
        let after = try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
            .filter { $0.hasPrefix(".responder-sim-") }
        #expect(Set(after).subtracting(before).isEmpty)
        #expect(SourceFixtures.compactTrace(scene).count == 40)
    }

    @Test func aFIFOIsReadAsAStreamAndItsErrorsShowItsLines() throws {
        let folder = try ScratchFolder()
        let fifo = try folder.fifo("scene.fifo")
        let text = "scene: s\nwindow:\n  window: main\n  frmae: [0, 0, 320, 480]\nscript: []\n"
        onAnotherThread { try? Data(text.utf8).write(to: URL(fileURLWithPath: fifo)) }
        let error = try #require(Self.loadError(SourceFile(contentsOfFile: fifo, path: "piped.scene")) as? SceneLoadError)
        // The FIFO cannot be read again: the rendered lines come from what the load kept.
        #expect(error.rendered.contains("piped.scene:4:3: error: unknown key 'frmae'"))
        #expect(error.rendered.contains("   4 |   frmae: [0, 0, 320, 480]\n"))
    }

    @Test func aSourceThatKeepsItsContentsLoadsAgainAndAgain() throws {
        let folder = try ScratchFolder()
        let fifo = try folder.fifo("scene.fifo")
        onAnotherThread { try? Data(SourceFixtures.scene().utf8).write(to: URL(fileURLWithPath: fifo)) }
        let kept = try SourceFile(contentsOfFile: fifo).keepingContents()
        let first = try SceneLoader.load(kept)
        let second = try SceneLoader.load(kept)
        #expect(SourceFixtures.compactTrace(first) == SourceFixtures.compactTrace(second))
        #expect(kept.byteCount == SourceFixtures.scene().utf8.count)
    }

    /// `/dev/zero` is refused at once with the line error, without the missing keys that lie
    /// after the line the reading stopped at.
    @Test func anEndlessInputIsALineTooLongAndNothingElse() throws {
        let error = try #require(Self.loadError(SourceFile(contentsOfFile: "/dev/zero")) as? SceneLoadError)
        #expect(error.diagnostics.map(\.id) == ["line-too-long"])
        #expect(error.rendered.hasPrefix("/dev/zero:1:1: error: line 1 is longer than 65536 bytes\n   1 | \\u{00}\\u{00}"))
    }

    @Test func linesComeFromBytesFilesAndKeptCopiesAlike() throws {
        let folder = try ScratchFolder()
        let text = "one\r\ntwo\n\nfour"
        let path = try folder.write("lines.txt", text)
        let kept = try SourceFile(contentsOfFile: path).keepingContents()
        for source in [SourceFile(path: "m", text: text), SourceFile(contentsOfFile: path), kept] {
            #expect(source.lineTexts([1, 2, 3, 4, 5]) == [1: "one", 2: "two", 3: "", 4: "four"])
        }
        #expect(SourceFile.standardInput.lineTexts([1]).isEmpty)
    }
}
