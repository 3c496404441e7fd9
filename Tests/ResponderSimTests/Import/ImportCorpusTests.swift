import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// The corpus of dumps (Corpus/): every era's format and every rule of the chapter. Each
/// `NAME.txt` imports to exactly `NAME.scene` (absent when the import fails) and writes
/// exactly `NAME.stderr` (absent when nothing is written); dumps named `e-…` fail.
@Suite struct ImportCorpusTests {
    static let dumps = ImportTesting.dumps(in: ImportTesting.corpus)

    /// The imported corpus scenes that hold a `transform:` block (Scenes/README.md, Transforms).
    static let scenesWithTransforms: Set<String> = ["16-transforms"]

    static let importedScenes = dumps.filter { !$0.hasPrefix("e-") }

    @Test func theCorpusCoversTwentyFormatsAndEveryError() {
        #expect(Self.importedScenes.count >= 20)
        let failing = Self.dumps.filter { $0.hasPrefix("e-") }
        var ids = Set<DumpErrorID>()
        for name in failing {
            let result = DumpImporter.importDump(ImportTesting.bytes(Self.url(name, "txt")), name: name + ".txt")
            if case .failure(let error) = result { ids.insert(error.id) }
        }
        // E-CUT is Examples/ex7.txt; E-LIMIT needs a dump too large to keep (ImportErrorTests).
        // The `--recognizers` errors (E-R…) have their own tests (RecognizerImportTests).
        #expect(ids.union([.cut, .limit]) == Set(DumpErrorID.allCases.filter { !$0.rawValue.hasPrefix("E-R") }))
    }

    @Test(arguments: dumps)
    func dumpImportsToItsSceneAndMessages(name: String) {
        let result = DumpImporter.importDump(ImportTesting.bytes(Self.url(name, "txt")), name: name + ".txt")
        switch result {
        case .success(let scene):
            #expect(!name.hasPrefix("e-"), "\(name) imported but should fail")
            #expect(scene.text == ImportTesting.text(Self.url(name, "scene")), "\(name).scene differs")
        case .failure:
            #expect(name.hasPrefix("e-"), "\(name) failed: \(ImportTesting.standardError(result, path: name + ".txt"))")
            #expect(!FileManager.default.fileExists(atPath: Self.url(name, "scene").path))
        }
        #expect(ImportTesting.standardError(result, path: name + ".txt") == ImportTesting.text(Self.url(name, "stderr")))
    }

    /// Every imported scene loads and runs, transforms and controls included.
    @Test(arguments: importedScenes)
    func importedSceneLoadsAndRuns(name: String) throws {
        let scene = try #require(SceneTesting.scene(ImportTesting.text(Self.url(name, "scene"))), "\(name).scene")
        var collector = CompactLineCollector()
        var simulator = Simulator(scene: scene)
        simulator.run(into: &collector)
    }

    @Test func everySceneWithATransformIsListedAsSuch() {
        let withTransforms = Self.importedScenes.filter { ImportTesting.text(Self.url($0, "scene")).contains("transform:") }
        #expect(Set(withTransforms) == Self.scenesWithTransforms)
    }

    @Test func theRealisticDumpHasAboutThreeHundredViewsInThreeWindows() {
        let result = DumpImporter.importDump(
            ImportTesting.bytes(Self.url("23-realistic-mail-app", "txt")), name: "23-realistic-mail-app.txt")
        guard case .success(let scene) = result else {
            Issue.record("the realistic dump did not import")
            return
        }
        #expect(scene.text.hasPrefix("# Imported by `responder-sim import` from 23-realistic-mail-app.txt (views: 302, windows: 3)."))
    }

    private static func url(_ name: String, _ suffix: String) -> URL {
        ImportTesting.corpus.appendingPathComponent(name + "." + suffix)
    }
}
