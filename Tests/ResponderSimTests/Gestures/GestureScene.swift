import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// Scenes written as text for the rule tests of Scenes/README.md, Gesture recognizers, so that each test reads like the
/// chapter's examples: a window `main` `[0, 0, 320, 480]` with `handles: all`, the given views
/// as its subviews, and the script.
enum GestureScene {
    /// Indents every non-empty line of `text` by `spaces`.
    static func indent(_ text: String, by spaces: Int) -> String {
        let padding = String(repeating: " ", count: spaces)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : padding + $0 }.joined(separator: "\n")
    }

    /// The scene's text. `views` is the window's subviews block written from column 0
    /// (`- view: v` …); `script` holds the script lines without their `- `; `top` goes
    /// before `window:` (`device:`, `tap:`…).
    /// `window` holds more keys of the window (from column 0).
    static func text(_ views: String, script: [String], top: String = "", window: String = "") -> String {
        var text = top.isEmpty ? "" : top + (top.hasSuffix("\n") ? "" : "\n")
        text += "window:\n  window: main\n  frame: [0, 0, 320, 480]\n  handles: all\n"
        if !window.isEmpty { text += indent(window, by: 2) + "\n" }
        if !views.isEmpty { text += "  subviews:\n" + indent(views, by: 4) + "\n" }
        text += script.isEmpty ? "script: []\n" : "script:\n" + script.map { "  - \($0)\n" }.joined()
        return text
    }

    /// A full-window view `v` that handles all, with `gestures:` items written from column 0
    /// (`- tap: dbl` …) and more keys (`extra`, also from column 0).
    static func v(_ gestures: String, extra: String = "", name: String = "v", frame: String = "[0, 0, 320, 480]") -> String {
        var text = "- view: \(name)\n  frame: \(frame)\n  handles: all\n"
        if !extra.isEmpty { text += indent(extra, by: 2) + "\n" }
        if !gestures.isEmpty { text += "  gestures:\n" + indent(gestures, by: 4) + "\n" }
        return text
    }

    static func scene(
        _ views: String, _ script: [String], top: String = "", sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Scene? {
        SceneTesting.scene(text(views, script: script, top: top), sourceLocation: sourceLocation)
    }

    /// The compact trace of a scene given as text.
    static func trace(text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        SceneTesting.scene(text, sourceLocation: sourceLocation).map(ExpectationCheck.compactTrace) ?? []
    }

    /// The whole compact trace, notices included.
    static func trace(
        _ views: String, _ script: [String], top: String = "", sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> [String] {
        guard let scene = scene(views, script, top: top, sourceLocation: sourceLocation) else { return [] }
        return ExpectationCheck.compactTrace(of: scene)
    }

    /// The compact lines of each step, notices left out.
    static func linesByStep(
        _ views: String, _ script: [String], top: String = "", sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> [[String]] {
        guard let scene = scene(views, script, top: top, sourceLocation: sourceLocation) else { return [] }
        var tree = TreeBuilder()
        tree.scene = scene
        return tree.linesByStep()
    }

    /// A builder holding the loaded scene, for its record helpers (`locations`, `steps`…).
    static func tree(
        _ views: String, _ script: [String], top: String = "", sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> TreeBuilder {
        var tree = TreeBuilder()
        if let scene = scene(views, script, top: top, sourceLocation: sourceLocation) { tree.scene = scene }
        return tree
    }

    /// The JSON Lines trace, as text lines.
    static func jsonText(_ scene: Scene, explain: Bool = false) -> [String] {
        var writer = JSONLinesWriter(output: "", explain: explain)
        var simulator = Simulator(scene: scene, options: SimulationOptions(explain: explain))
        simulator.run(into: &writer)
        return writer.output.split(separator: "\n").map(String.init)
    }

    /// The JSON Lines trace, each line parsed (an issue is recorded for a line that is not
    /// one JSON object).
    static func json(
        _ views: String, _ script: [String], top: String = "", sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> [[String: Any]] {
        guard let scene = scene(views, script, top: top, sourceLocation: sourceLocation) else { return [] }
        return jsonText(scene).compactMap { parse($0, sourceLocation: sourceLocation) }
    }

    /// One JSON object; nil (after recording an issue) when the line is not one.
    static func parse(_ line: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String: Any]? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
            Issue.record("not a JSON object: \(line)", sourceLocation: sourceLocation)
            return nil
        }
        return object
    }

    /// A step's `gestureInputs` as `NAME touchesPHASE [t1, t2]`.
    static func inputs(_ step: [String: Any]) -> [String] {
        step.objects("gestureInputs").map { input in
            let touches = (input["touches"] as? [String] ?? []).joined(separator: ", ")
            return "\(input.string("gesture") ?? "?") \(input.string("method") ?? "?") [\(touches)]"
        }
    }

    /// The `gestureInputs` of every step, as ``inputs(_:)`` writes them.
    static func inputsByStep(
        _ views: String, _ script: [String], top: String = "", sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> [[String]] {
        json(views, script, top: top, sourceLocation: sourceLocation).filter { $0["step"] != nil }.map(inputs)
    }

    /// The step objects of a parsed JSON trace whose `time` is `time`.
    static func steps(_ lines: [[String: Any]], at time: Double) -> [[String: Any]] {
        lines.filter { ($0["time"] as? Double) == time }
    }
}

extension Dictionary where Key == String, Value == Any {
    /// The list under `key` as objects (empty when absent).
    func objects(_ key: String) -> [[String: Any]] { self[key] as? [[String: Any]] ?? [] }
    /// The string under `key`.
    func string(_ key: String) -> String? { self[key] as? String }
}
