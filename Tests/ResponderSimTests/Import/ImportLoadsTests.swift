import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// An import that succeeds writes a scene that loads: numbers beyond what a scene holds are
/// located errors, and over-long comment lines are shortened with a warning (W-LONG).
@Suite struct ImportLoadsTests {
    static let window = "<UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x1>>\n"

    /// Dumps at the limits: every one either fails or writes a scene that loads.
    static let hostile: [String] = [
        window + "   | <UILabel: 0x2; frame = (0 0; 10 10); text = '\(String(repeating: "aé\\n", count: 30_000))'>\n",
        window
            + "   | <U\(String(repeating: "x", count: 70_000)): 0x2; frame = (0 0; 1 1); baseClass = \(String(repeating: "B", count: 70_000))>\n",
        window + "   | <UIView: 0x2; frame = (0 0; 1 1); \(String(repeating: "z", count: 70_000))>\n",
        window + "   | <UIView: 0x2; frame = (0 0; 1 1); "
            + (0..<100).map { "t\($0)\(String(repeating: "v", count: 1_000))" }.joined(separator: "; ") + ">\n",
        window + "   | <UIScrollView: 0x2; frame = (0 0; 10 10); contentOffset: {0, 0}; contentSize: {1e308, 10}>\n",
        window + "   | <UIScrollView: 0x2; frame = (0 0; 10 10); contentOffset: {0, 0}; contentSize: {1000000000, 10}>\n",
        window + "   | <UIScrollView: 0x2; frame = (0 0; 10 10); contentOffset: {0, 0}; contentSize: {999999999.9999999, 10}>\n",
        window + "   | <UIScrollView: 0x2; frame = (0 0; 10 10); contentOffset: {0, 0}; contentSize: {999999999.99, 10}>\n",
        window + "   | <UIScrollView: 0x2; frame = (0 0; 10 10); contentOffset: {-99999999999, 0}; contentSize: {10, 10}>\n",
        window
            + "   | <UIScrollView: 0x2; frame = (0 0; 10 10); contentOffset: {0, 0}; contentSize: {10, 10}; adjustedContentInset: {99999999999, 0, 0, 0}>\n",
        window + "   | <UIView: 0x2; frame = (0 0; 1e308 10)>\n",
        window + "   | <UIView: 0x2; frame = (-1000000000 0; 10 10)>\n",
        window + "   | <UIView: 0x2; frame = (0 0; 10 10); transform = [1, 0, 0, 1, 1e10, 0]>\n",
        window + "   | <UIView: 0x2; frame = (0 0; 10 10); transform = [1e12, 0, 0, 1e12, 0, 0]>\n",
        window + "   | <UIView: 0x2; frame = (0 0; 100000 100000); transform = [1e-5, 0, 0, 1e-5, 0, 0]>\n",
        "<UIView: 0x2; frame = (600000000 0; 600000000 10)>\n",
        "<UIView: 0x2; frame = (0 0; 999999999.9999999 10)>\n",
        window + "   | <UILabel: 0x2; frame = (0 0; 10 10); text = 'a\u{0}b\u{1}c\rd\u{1B}[2J'>\n",
        window + nested(scale: "0.0001", depth: 4),
        window + nested(scale: "1000", depth: 5),
        "<UIView: 0x1; frame = (0 0; 10 10)>\n"
            + (1..<DumpImporter.maxLevels).map { String(repeating: "   |", count: $0) + " <UIView: 0x1; frame = (0 0; 10 10)>\n" }.joined(),
    ]

    /// `depth` views, each inside the last and each scaled by `scale`.
    static func nested(scale: String, depth: Int) -> String {
        (1...depth).map {
            String(repeating: "   |", count: $0)
                + " <UIView: 0x\($0 + 2); frame = (0 0; 10 10); transform = [\(scale), 0, 0, \(scale), 0, 0]>\n"
        }.joined()
    }

    @Test(arguments: hostile.indices)
    func aHostileDumpFailsOrLoads(index: Int) {
        Self.expectLoadsIfImported(Array(Self.hostile[index].utf8), name: "hostile-\(index)")
    }

    @Test func everyCorpusDumpAndExampleThatImportsLoads() {
        for folder in [ImportTesting.corpus, ImportTesting.examples] {
            for name in ImportTesting.dumps(in: folder) {
                Self.expectLoadsIfImported(ImportTesting.bytes(folder.appendingPathComponent(name + ".txt")), name: name)
            }
        }
    }

    @Test func numbersAScenCannotHoldAreLocatedErrors() {
        ImportTesting.expectError(.frame, Self.window + "   | <UIView: 0x2; frame = 1️⃣(0 0; 1e308 10)>\n", mentioning: ["1000000000"])
        ImportTesting.expectError(
            .value, Self.window + "   | <UIScrollView: 0x2; frame = (0 0; 1 1); contentOffset: {0, 0}; contentSize: 1️⃣{1000000000, 10}>\n",
            mentioning: ["contentSize", "nine digits"])
        ImportTesting.expectError(
            .value,
            Self.window
                + "   | <UIScrollView: 0x2; frame = (0 0; 1 1); contentOffset: {0, 0}; adjustedContentInset: 1️⃣{99999999999, 0, 0, 0}>\n",
            mentioning: ["adjustedContentInset"])
        ImportTesting.expectError(.value, Self.window + "   | <UIView: 0x2; frame = (0 0; 1 1); contentOffset: 1️⃣{0, 1e10}>\n")
        ImportTesting.expectError(.box, Self.window + "   | <UIView: 0x2; frame = (0 0; 1 1); transform = 1️⃣[1, 0, 0, 1, 0, 1e9]>\n")
        ImportTesting.expectError(.frame, "<UIView: 0x2; frame = 1️⃣(600000000 0; 600000000 10)>\n", mentioning: ["stand in"])
        // Scales that multiply down the tree past what the loader plays (scale-out-of-range).
        ImportTesting.expectError(
            .box,
            Self.window + Self.nested(scale: "0.0001", depth: 3)
                + "   |   |   |   | <UIView: 0x9; frame = (0 0; 10 10); transform = 1️⃣[0.0001, 0, 0, 0.0001, 0, 0]>\n",
            mentioning: ["inside"])
        #expect(ImportTesting.scene(Self.window + Self.nested(scale: "0.0001", depth: 3)) != nil)
        // Just inside the limit, the numbers are written whole.
        let scene = ImportTesting.scene(Self.window + "   | <UIView: 0x2; frame = (-999999998.5 0; 999999998.9999994 10)>\n")
        #expect(scene?.text.contains("frame: [-999999998.5, 0, 999999998.999999, 10]") == true)
    }

    @Test func overLongCommentsAreShortenedWithAWarning() throws {
        let text = String(repeating: "é", count: 40_000)
        let scene = try #require(
            ImportTesting.scene(Self.window + "   | <UILabel: 0x2; frame = (0 0; 10 10); text = '\(text)'; layer = <CALayer: 0x2>>\n"))
        #expect(scene.warnings.map(\.id) == [.long])
        #expect(scene.warnings.first?.location == SourceLocation(line: 2, column: 6))
        let comment = try #require(scene.text.split(separator: "\n").first { $0.contains("# line 2: UILabel") })
        // 16,384 two-byte characters: 32,768 bytes, then the ellipsis.
        #expect(comment.hasSuffix(" '" + String(repeating: "é", count: 16_384) + "…'"))
        // The name still comes from the whole text; a text within the limit is whole.
        #expect(ImportTesting.scene(Self.window + "   | <UILabel: 0x2; frame = (0 0; 10 10); text = 'short'>\n")?.warnings.isEmpty == true)
    }

    /// Imports `bytes`; when that succeeds, the scene must load.
    static func expectLoadsIfImported(
        _ bytes: [UInt8], name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        guard case .success(let imported) = DumpImporter.importDump(bytes, name: name + ".txt", taps: [DumpTap(x: 5, y: 5)]) else {
            return
        }
        if case .failure(let error) = SceneTesting.load(imported.text) {
            Issue.record("\(name) imported but does not load:\n\(error.rendered)", sourceLocation: sourceLocation)
        }
    }
}
