import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// The worked examples of the importer's chapter: each dump gives exactly its scene and its
/// messages (Examples/exN.txt, exN.scene, exN.stderr).
@Suite struct ImportExampleTests {
    /// The taps each example is imported with (`--tap X Y`).
    static let taps: [Int: [DumpTap]] = [1: [DumpTap(x: 40, y: 70), DumpTap(x: 160, y: 142)]]

    @Test(arguments: 1...6)
    func exampleImportsToItsSceneByteForByte(number: Int) {
        let name = "ex\(number).txt"
        let result = DumpImporter.importDump(
            ImportTesting.bytes(ImportTesting.examples.appendingPathComponent(name)), name: name, taps: Self.taps[number] ?? [])
        guard case .success(let scene) = result else {
            Issue.record("\(name) did not import: \(ImportTesting.standardError(result, path: name))")
            return
        }
        #expect(scene.text == ImportTesting.text(ImportTesting.examples.appendingPathComponent("ex\(number).scene")))
        #expect(
            ImportTesting.standardError(result, path: name)
                == ImportTesting.text(ImportTesting.examples.appendingPathComponent("ex\(number).stderr")))
    }

    @Test func exampleSixWarnsAtTheDotsOfItsLastLine() {
        let result = DumpImporter.importDump(ImportTesting.bytes(ImportTesting.examples.appendingPathComponent("ex6.txt")), name: "ex6.txt")
        #expect(ImportTesting.standardError(result, path: "ex6.txt").hasPrefix("ex6.txt:5:4: warning: views were left out here; "))
    }

    @Test func exampleSevenStopsAtTheLineThatIsCutShort() {
        let result = DumpImporter.importDump(ImportTesting.bytes(ImportTesting.examples.appendingPathComponent("ex7.txt")), name: "ex7.txt")
        guard case .failure(let error) = result else {
            Issue.record("ex7.txt imported")
            return
        }
        #expect(error.id == .cut)
        let rendered = error.rendered(path: "wechat.txt")
        #expect(
            rendered.split(separator: "\n").first
                == "wechat.txt:16:31: error: the description of UIButtonLabel does not end on its line (no closing '>'): the line is cut short"
        )
        #expect(error.rendered(path: "ex7.txt") == ImportTesting.text(ImportTesting.examples.appendingPathComponent("ex7.stderr")))
    }

    /// The examples without transforms load as scenes today (ex4's `transform:` waits for the
    /// engine to read transforms).
    @Test(arguments: [1, 2, 3, 5, 6])
    func exampleSceneLoads(number: Int) {
        let text = ImportTesting.text(ImportTesting.examples.appendingPathComponent("ex\(number).scene"))
        #expect(SceneTesting.scene(text) != nil)
    }
}
