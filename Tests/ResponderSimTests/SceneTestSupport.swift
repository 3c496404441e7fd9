import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// Helpers for scene loading tests: inputs carry markers (`1️⃣`, `2️⃣`, …) where a diagnostic
/// must point; the markers are stripped before parsing and their line and character column
/// are computed from the text, never counted by hand.
enum SceneTesting {
    /// The touch ids of a scene's script, in the order they first come down.
    static func touchIDs(_ scene: Scene) -> [String] {
        var ids: [String] = []
        for step in scene.script {
            guard case .touches(let changes) = step.action else { continue }
            for change in changes where change.kind == .down && !ids.contains(change.name) { ids.append(change.name) }
        }
        return ids
    }

    static let markers: [Character] = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    /// The text without markers, and the location of each marker by number (1-based).
    static func strip(_ marked: String) -> (text: String, locations: [Int: ResponderSimCore.SourceLocation]) {
        var text = ""
        var locations: [Int: ResponderSimCore.SourceLocation] = [:]
        var line = 1
        var column = 1
        for character in marked {
            if let index = markers.firstIndex(of: character) {
                locations[index + 1] = ResponderSimCore.SourceLocation(line: line, column: column)
                continue
            }
            text.append(character)
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (text, locations)
    }

    static func load(_ text: String) -> Result<Scene, SceneLoadError> {
        do {
            return .success(try SceneLoader.load(SourceFile(path: "test.scene", text: text)))
        } catch let error as SceneLoadError {
            return .failure(error)
        } catch {
            Issue.record("SceneLoader threw \(error), not a SceneLoadError")
            return .failure(SceneLoadError(source: SourceFile(path: "test.scene", text: text), diagnostics: []))
        }
    }

    /// The diagnostics of a scene that must fail to load (empty, after recording an issue, if it loads).
    static func diagnostics(
        _ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> [Diagnostic] {
        switch load(text) {
        case .success:
            Issue.record("the scene loaded, but errors were expected", sourceLocation: sourceLocation)
            return []
        case .failure(let error):
            return error.diagnostics
        }
    }

    /// The compact trace of a scene that must load (empty, after recording an issue, if not).
    static func compactLines(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        guard let scene = scene(text, sourceLocation: sourceLocation) else { return [] }
        var collector = CompactLineCollector()
        var simulator = Simulator(scene: scene)
        simulator.run(into: &collector)
        return collector.lines
    }

    /// A scene that must load.
    static func scene(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Scene? {
        switch load(text) {
        case .success(let scene): return scene
        case .failure(let error):
            Issue.record("the scene did not load:\n\(error.rendered)", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// Checks that `marked` fails with exactly one diagnostic, `id`, at marker 1️⃣, whose
    /// message holds every string of `mentions`, and whose hint is `hint` (when given).
    @discardableResult
    static func expectError(
        _ marked: String, id: String, mentions: [String] = [], hint: String? = nil,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Diagnostic? {
        let (text, locations) = strip(marked)
        let found = diagnostics(text, sourceLocation: sourceLocation)
        guard found.count == 1, let diagnostic = found.first else {
            Issue.record(
                "expected one diagnostic '\(id)', found \(found.count): \(found.map { "\($0.id) \($0)" })",
                sourceLocation: sourceLocation)
            return nil
        }
        #expect(diagnostic.id == id, "\(diagnostic)", sourceLocation: sourceLocation)
        #expect(diagnostic.location == locations[1], "\(diagnostic)", sourceLocation: sourceLocation)
        for mention in mentions {
            #expect(diagnostic.message.contains(mention), "\(diagnostic.message)", sourceLocation: sourceLocation)
        }
        if let hint {
            #expect(diagnostic.hint == hint, sourceLocation: sourceLocation)
        }
        return diagnostic
    }

    /// Checks the diagnostics of `marked` are `ids`, in order, at markers 1️⃣, 2️⃣, … in turn.
    static func expectErrors(
        _ marked: String, ids: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let (text, locations) = strip(marked)
        let found = diagnostics(text, sourceLocation: sourceLocation)
        #expect(found.map(\.id) == ids, "\(found)", sourceLocation: sourceLocation)
        #expect(
            found.map(\.location) == (1...max(1, ids.count)).prefix(ids.count).compactMap { locations[$0] },
            "\(found)", sourceLocation: sourceLocation)
    }

    /// A minimal valid scene with `script` lines (each already indented under `script:`).
    static func withScript(_ lines: String, views: String = "") -> String {
        """
        window:
          window: main
          frame: [0, 0, 320, 480]
          subviews:
            - view: canvas
              frame: [0, 0, 320, 480]
        \(views)script:
        \(lines)
        """
    }
}
