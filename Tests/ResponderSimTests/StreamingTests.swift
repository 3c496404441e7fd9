import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// Loading and playing a script holds the tree and the fingers that are down, not the script.
@Suite struct StreamingTests {
    /// A generated scene: the same tree (from the seed) and `touches` touch sequences.
    private static func generated(touches: Int) -> String {
        var text = ""
        SceneGenerator(views: 60, fanout: 4, touches: touches, seed: 11).write(to: &text)
        return text
    }

    private static func compactTrace(_ scene: Scene) -> [String] {
        var collector = CompactLineCollector()
        var simulator = Simulator(scene: scene)
        simulator.run(into: &collector)
        return collector.lines
    }

    @Test func theParserKeepsNoScriptLine() throws {
        let short = Self.generated(touches: 10)
        let long = Self.generated(touches: 5_000)
        let (shortTree, _) = SceneParser.parse(Array(short.utf8))
        let (longTree, _) = SceneParser.parse(Array(long.utf8))
        #expect(long.utf8.count > short.utf8.count + 500_000)
        // Only the header's count of touch sequences differs between the kept lines.
        #expect(abs(longTree.bytes.count - shortTree.bytes.count) < 16)
        #expect(longTree.lines.isEmpty && longTree.nodes.count == shortTree.nodes.count)
    }

    @Test func touchSlotsStayAsFewAsTheFingersDownOverALongScript() throws {
        let scene = try SceneLoader.load(SourceFile(path: "long.scene", text: Self.generated(touches: 5_000)))
        var slots = Set<Int>()
        var downs = 0
        for step in scene.script {
            guard case .touches(let changes) = step.action else { continue }
            for change in changes {
                slots.insert(change.touch)
                if change.kind == .down { downs += 1 }
            }
        }
        #expect(downs == 5_000)
        // At most two fingers are down at once; a lifted slot serves the next id.
        #expect(slots.count <= 4)
    }

    @Test func aSlotUsedAgainKeepsEachStepsNames() throws {
        let scene = try SceneLoader.load(SourceFile(path: "reuse.scene", text: Self.generated(touches: 300)))
        // The same steps with a slot of its own for every id, as a scene built in code.
        var index: [String: Int] = [:]
        var ownSlots = scene
        ownSlots.script = ScriptSource(
            scene.script.map { step in
                guard case .touches(let changes) = step.action else { return step }
                let renumbered = changes.map { change in
                    var change = change
                    change.touch = index[change.name] ?? index.count
                    index[change.name] = change.touch
                    return change
                }
                return ScriptStep(time: step.time, action: .touches(renumbered), line: step.line)
            })
        #expect(index.count == 300)
        #expect(Self.compactTrace(scene) == Self.compactTrace(ownSlots))
    }

    @Test func aFileReadInChunksGivesTheSameSceneAsItsBytes() throws {
        let text = Self.generated(touches: 400)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("streaming-\(UUID().uuidString).scene")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        var source = SourceFile(contentsOfFile: url.path)
        source.keptMemoryLimit = 1_000
        let fromFile = try SceneLoader.load(source)
        let fromBytes = try SceneLoader.load(SourceFile(path: url.path, text: text))
        #expect(Array(fromFile.script) == Array(fromBytes.script))
        // The script is read again, from the kept copy, on each run.
        #expect(Self.compactTrace(fromFile) == Self.compactTrace(fromBytes))
        #expect(Self.compactTrace(fromFile) == Self.compactTrace(fromFile))
    }

    @Test func aFileReadInChunksReportsItsErrorsWithTheirLines() throws {
        let text = "scene: s\nwindow:\n  window: main\n  frame: [0, 0, 320, 480]\nscript:\n  - 0 down ☕ 1 1\n  - 0.1 up t2\n"
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("streaming-\(UUID().uuidString).scene")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let fileError = #expect(throws: SceneLoadError.self) {
            try SceneLoader.load(SourceFile(contentsOfFile: url.path, path: "s.scene"))
        }
        let bytesError = #expect(throws: SceneLoadError.self) {
            try SceneLoader.load(SourceFile(path: "s.scene", text: text))
        }
        #expect(fileError?.diagnostics == bytesError?.diagnostics)
        #expect(fileError?.rendered == bytesError?.rendered)
        #expect(fileError?.rendered.contains("   7 |   - 0.1 up t2") == true)
    }

    /// A range line's moves are played as the steps are taken, not gathered first.
    @Test func rangeLinesArePlayedAStepAtATime() throws {
        let text = """
            scene: s
            window:
              window: main
              frame: [0, 0, 320, 480]
            script:
              - 0 down t1 1 1
              - 0 down t2 2 2
              - 1..100 move t1 1 1 -> 300 400 steps 50000
              - 1..100 move t2 2 2 -> 300 400 steps 50000
              - 101 up t1
              - 101 up t2

            """
        let scene = try SceneLoader.load(SourceFile(path: "ranges.scene", text: text))
        guard case .replay(let replaying) = scene.script.storage, let replay = replaying as? ScriptReplay else {
            Issue.record("a loaded scene replays its script")
            return
        }
        var steps = replay.makeIterator()
        var count = 0
        var mostWaiting = 0
        while steps.next() != nil {
            count += 1
            mostWaiting = max(mostWaiting, steps.reader.ready.count - steps.reader.readyHead)
        }
        // The two downs, the moves of both lines together at each time, the two ups.
        #expect(count == 1 + 50_000 + 1)
        #expect(mostWaiting <= 2)
    }

    /// The script is read from the copy the loader kept (here all of it in the temporary file),
    /// by offset, so copies of a simulator read on independently.
    @Test func aCopiedSimulatorReadsTheScriptOnFromItsOwnPlace() throws {
        let text = Self.generated(touches: 300)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("streaming-\(UUID().uuidString).scene")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        var source = SourceFile(contentsOfFile: url.path)
        source.keptMemoryLimit = 0
        let scene = try SceneLoader.load(source)
        var simulator = Simulator(scene: scene)
        var start = CompactLineCollector()
        for _ in 0..<100 { _ = simulator.advance(into: &start) }
        var copy = simulator
        var first = CompactLineCollector()
        var second = CompactLineCollector()
        // Interleaved, so that both read the file in turns.
        var going = true
        while going {
            going = simulator.advance(into: &first)
            going = copy.advance(into: &second) || going
        }
        #expect(first.lines.count > 500 && first.lines == second.lines)
        #expect(start.lines + first.lines == Self.compactTrace(scene).filter { !$0.hasPrefix("notice ") })
    }
}
