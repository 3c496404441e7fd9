import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// Helpers for the importer's tests: the example and corpus folders, and dumps with markers
/// (`1️⃣`, stripped before importing) where an error or warning must point.
enum ImportTesting {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let examples = folder.appendingPathComponent("Examples")
    static let corpus = folder.appendingPathComponent("Corpus")

    /// The bytes of a file next to the tests (empty after recording an issue when it is missing).
    static func bytes(_ url: URL) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("missing test file \(url.path)")
            return []
        }
        return Array(data)
    }

    /// The text of a file, or "" when there is none.
    static func text(_ url: URL) -> String {
        FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// The names (without extension) of the dumps in `folder`, sorted.
    static func dumps(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.sorted()
    }

    /// What `responder-sim import NAME` writes to standard error for `result`: the warnings, then
    /// the error of a failed import.
    static func standardError(_ result: Result<ImportedScene, DumpImportError>, path: String) -> String {
        switch result {
        case .success(let scene): scene.warnings.map { $0.rendered(path: path) }.joined()
        case .failure(let error): error.warnings.map { $0.rendered(path: path) }.joined() + error.rendered(path: path)
        }
    }

    /// Imports `text`, which must succeed.
    static func scene(
        _ text: String, taps: [DumpTap] = [], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> ImportedScene? {
        switch DumpImporter.importDump(Array(text.utf8), name: "dump.txt", taps: taps) {
        case .success(let scene): return scene
        case .failure(let error):
            Issue.record("the dump did not import:\n\(error.rendered(path: "dump.txt"))", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// Checks that `marked` fails with `id` at marker 1️⃣, with a message holding `mentions`.
    static func expectError(
        _ id: DumpErrorID, _ marked: String, mentioning mentions: [String] = [],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let (text, locations) = SceneTesting.strip(marked)
        switch DumpImporter.importDump(Array(text.utf8), name: "dump.txt") {
        case .success:
            Issue.record("the dump imported, but \(id.rawValue) was expected", sourceLocation: sourceLocation)
        case .failure(let error):
            #expect(error.id == id, "\(error.rendered(path: "dump.txt"))", sourceLocation: sourceLocation)
            #expect(error.location == locations[1], "\(error.rendered(path: "dump.txt"))", sourceLocation: sourceLocation)
            for mention in mentions {
                #expect(error.message.contains(mention), "\(error.message)", sourceLocation: sourceLocation)
            }
        }
    }

    /// Checks that `marked` imports with exactly the warnings `ids`, at markers 1️⃣, 2️⃣, … in order.
    static func expectWarnings(
        _ ids: [DumpWarningID], _ marked: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let (text, locations) = SceneTesting.strip(marked)
        guard let scene = scene(text, sourceLocation: sourceLocation) else { return }
        #expect(scene.warnings.map(\.id) == ids, sourceLocation: sourceLocation)
        #expect(scene.warnings.map(\.location) == (1...max(1, ids.count)).compactMap { locations[$0] }, sourceLocation: sourceLocation)
    }

    /// The lines of the scene node written for the view on dump line `line` (its keys, up
    /// to its subviews or the next node).
    static func node(_ scene: ImportedScene, line: Int) -> [String] {
        let lines = scene.text.split(separator: "\n").map(String.init)
        guard let start = lines.firstIndex(where: { $0.contains("# line \(line): ") }) else { return [] }
        var node = [lines[start].trimmingCharacters(in: .whitespaces)]
        for text in lines[(start + 1)...] {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("- ") || trimmed == "subviews:" || trimmed == "script:" || !text.hasPrefix(" ") { break }
            node.append(trimmed)
        }
        return node
    }
}
