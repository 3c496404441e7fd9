import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// The story scenes of Scenes/behaviours (issue 7): each loads, has notes and an `expect:`
/// block, and produces exactly that trace.
@Suite struct BehaviorGoldenSceneTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenes/behaviours")

    static let files: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".scene") }.sorted()

    @Test func thereIsAStoryForEachSourceOfIssue7() {
        #expect(Self.files.count >= 10)
    }

    @Test(arguments: files)
    func sceneProducesItsExpectedTrace(file: String) throws {
        let path = Self.folder.appendingPathComponent(file).path
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let scene = try SceneLoader.load(SourceFile(path: path, bytes: [UInt8](data)))
        #expect(scene.notes?.isEmpty == false)
        #expect(scene.expect?.isEmpty == false)
        #expect(ExpectationCheck.check(scene) == .passed)
    }
}
