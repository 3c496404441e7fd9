import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// Every scene in Scenes/, run through the same code path as `responder-sim test`: each has
/// notes and an `expect:` block, and produces exactly that compact trace.
@Suite struct GoldenSceneTests {
    static let scenesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenes").path

    static let files = (try? SceneTestRunner.findScenes(in: [scenesFolder])) ?? []

    @Test func theLibraryHasScenes() {
        #expect(Self.files.count >= 12)
    }

    @Test(arguments: files)
    func sceneProducesItsExpectedTrace(path: String) throws {
        let name = String(path.dropFirst(Self.scenesFolder.count + 1))
        switch SceneTestRunner.run(path) {
        case .passed: break
        case .skipped: Issue.record("\(name) has no expect: block")
        case .invalid(let rendered): Issue.record("\(name) is invalid:\n\(rendered)")
        case .unreadable(let error): Issue.record("\(error)")
        case .failed(let expected, let actual, let line, _, _):
            let diff = ExpectationCheck.unifiedDiff(expected: expected, actual: actual).joined(separator: "\n")
            Issue.record("\(name) differs at trace line \(line):\n\(diff)")
        }
        if case .success(let scene) = SceneTestRunner.load(path) {
            #expect(scene.notes?.isEmpty == false, "\(name) has no notes")
        }
    }
}
