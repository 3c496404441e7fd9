import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// The malformed scenes in `Malformed/`, one problem each. Every file starts with
///
/// ```
/// # error: LINE:COLUMN: MESSAGE
/// ```
///
/// the first diagnostic it must produce, exactly, where Scenes/README.md, The file format says that error points;
/// an optional second line `# hint: TEXT` pins the hint as well (a "did you mean" suggestion).
/// Other comment lines (`# note: …`) are for readers.
@Suite struct MalformedCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Malformed").path

    static let files: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
        .filter { $0.hasSuffix(".scene") }.sorted()

    /// What a file's header lines promise.
    struct Expectation {
        /// `LINE:COLUMN: MESSAGE`, as written after `# error: `.
        var error: String
        var hint: String?

        init?(_ bytes: [UInt8]) {
            let lines = bytes.split(separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false)
                .prefix(2).map { String(decoding: $0, as: UTF8.self) }
            guard let first = lines.first, first.hasPrefix("# error: ") else { return nil }
            error = String(first.dropFirst("# error: ".count))
            if lines.count > 1, lines[1].hasPrefix("# hint: ") {
                hint = String(lines[1].dropFirst("# hint: ".count))
            }
        }
    }

    /// The diagnostics of a source that must fail to load; nil (after recording an issue) if it loads.
    static func diagnostics(
        _ source: SourceFile, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> [Diagnostic]? {
        do {
            _ = try SceneLoader.load(source)
            Issue.record("\(source.path) loaded, but it must fail", sourceLocation: sourceLocation)
        } catch let error as SceneLoadError {
            return error.diagnostics
        } catch {
            Issue.record("SceneLoader threw \(error), not a SceneLoadError", sourceLocation: sourceLocation)
        }
        return nil
    }

    static func read(_ file: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/" + file)))
    }

    @Test func theCorpusHasAtLeastThirtyFiles() {
        #expect(Self.files.count >= 30, "found \(Self.files.count) files in \(Self.folder)")
    }

    @Test func fileNamesAreLowercaseWithDashes() {
        for file in Self.files {
            let name = file.dropLast(".scene".count)
            let ok =
                !name.isEmpty && !name.hasPrefix("-") && !name.hasSuffix("-") && !name.contains("--")
                && name.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
            #expect(ok, "\(file)")
        }
    }

    @Test(arguments: files)
    func firstDiagnosticIsTheOneItsHeaderNames(file: String) throws {
        let bytes = try Self.read(file)
        let expected = try #require(
            Expectation(bytes), "\(file) does not start with '# error: LINE:COLUMN: MESSAGE'")
        let diagnostics = try #require(Self.diagnostics(SourceFile(path: file, bytes: bytes)))
        let first = try #require(diagnostics.first, "\(file) failed without a diagnostic")
        #expect("\(first.location): \(first.message)" == expected.error, "\(file)")
        if let hint = expected.hint {
            #expect(first.hint == hint, "\(file)")
        }
    }

    /// Scenes/README.md, The file format: errors are collected and reported together, at most 20, in file order.
    @Test func reportsAtMostTwentyErrorsInFileOrder() throws {
        let file = "more-than-twenty-errors.scene"
        let bytes = try Self.read(file)
        let badLines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
            .filter { $0.hasSuffix(" jump") }.count
        #expect(badLines > SceneLimits.maxDiagnostics, "\(file) must hold more errors than are reported")
        let diagnostics = try #require(Self.diagnostics(SourceFile(path: file, bytes: bytes)))
        #expect(diagnostics.count == SceneLimits.maxDiagnostics)
        let locations = diagnostics.map(\.location)
        #expect(locations == locations.sorted())
        // Past the twenty listed, the rendering says how many more there are.
        do {
            _ = try SceneLoader.load(SourceFile(path: file, bytes: bytes))
        } catch let error as SceneLoadError {
            #expect(error.total == badLines)
            #expect(error.rendered.hasSuffix("\(file): and \(badLines - SceneLimits.maxDiagnostics) more errors not listed\n"))
        }
    }

    /// Nesting past the limit needs a valid tree thousands of blocks deep (a nested list would
    /// first fail as a wrong type), about 20 MB of indentation: generated here, not committed.
    /// Each view adds two blocks (its `subviews:` list and its own mapping); the list holding
    /// view `k` is block `2k + 1` (the scene is block 1, the window block 2), so the first list
    /// past the limit fails at the dash of its item.
    @Test func rejectsNestingDeeperThanTheLimit() throws {
        var lines = ["window:", "  window: main", "  frame: [0, 0, 320, 480]"]
        var indent = 2
        var expected: ResponderSimCore.SourceLocation?
        var k = 1
        while expected == nil {
            lines.append(String(repeating: " ", count: indent) + "subviews:")
            lines.append(String(repeating: " ", count: indent + 1) + "- view: v\(k)")
            if 2 * k + 1 > SceneLimits.maxNestingDepth {
                expected = ResponderSimCore.SourceLocation(line: lines.count, column: indent + 2)
            }
            lines.append(String(repeating: " ", count: indent + 3) + "frame: [0, 0, 1, 1]")
            indent += 3
            k += 1
        }
        lines.append("script: []")
        let source = SourceFile(path: "too-deep.scene", text: lines.joined(separator: "\n") + "\n")
        let diagnostics = try #require(Self.diagnostics(source))
        let first = try #require(diagnostics.first)
        #expect(first.location == expected)
        #expect(first.message == "blocks are nested more than 4096 levels deep")
        #expect(diagnostics.count == 1, "\(diagnostics)")
    }
}
