import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// Finding scenes, running them in a task group with the caller's clock, and where a failure is.
@Suite struct SceneTestRunnerTests {
    /// A clock whose every reading is one second after the one before.
    struct TickingClock: Clock {
        final class Ticks: @unchecked Sendable {
            // Guarded by `lock`.
            private let lock = NSLock()
            private var count = 0
            func next() -> Int {
                lock.lock()
                defer { lock.unlock() }
                count += 1
                return count
            }
        }
        let base = ContinuousClock.now
        let ticks = Ticks()
        var now: ContinuousClock.Instant { base.advanced(by: .seconds(ticks.next())) }
        var minimumResolution: Duration { .seconds(1) }
        func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {}
    }

    static func folder() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/b", withIntermediateDirectories: true)
        try folder.write("b/z.scene", SourceFixtures.scene() + "expect: []\n")
        try folder.write("a-x.scene", SourceFixtures.scene())
        try folder.write("notes.txt", "not a scene")
        return folder
    }

    @Test func findsScenesSortedByPathAndSaysWhyARootCannotBeRead() throws {
        let folder = try Self.folder()
        #expect(try SceneTestRunner.findScenes(in: [folder.path, "-"]) == [folder.path + "/a-x.scene", folder.path + "/b/z.scene", "-"])
        #expect(throws: FileError(.read, folder.path + "/none", code: ENOENT)) {
            try SceneTestRunner.findScenes(in: [folder.path + "/none"])
        }
    }

    @Test func reportsInPathOrderWithTheTimesOfTheCallersClock() async throws {
        let folder = try Self.folder()
        let paths = try SceneTestRunner.findScenes(in: [folder.path]) + ["-", folder.path + "/missing.scene"]
        var reported: [(Int, SceneTestResult, Duration)] = []
        let stdin = SourceFile(path: FileError.standardInputName, text: SourceFixtures.scene())
        await SceneTestRunner.runAll(paths, jobs: 1, clock: TickingClock(), standardInput: stdin) { reported.append(($0, $1, $2)) }
        #expect(reported.map(\.0) == [0, 1, 2, 3])
        #expect(reported.map(\.2) == Array(repeating: .seconds(1), count: 4))
        #expect(reported[0].1 == .skipped)
        #expect(reported[2].1 == .skipped)
        #expect(reported[3].1 == .unreadable(FileError(.read, folder.path + "/missing.scene", code: ENOENT)))
        guard case .failed(_, let actual, 1, 11, nil) = reported[1].1 else {
            Issue.record("\(reported[1].1)")
            return
        }
        #expect(actual.count == 4)
        var many: [SceneTestResult] = []
        await SceneTestRunner.runAll(paths, jobs: 3, clock: ContinuousClock(), standardInput: stdin) { _, result, _ in many.append(result) }
        #expect(many == reported.map(\.1))
    }
}
