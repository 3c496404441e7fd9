import ResponderSimCore

/// A scene's run as `diff` compares it: each step's time, script line, what it plays, and its
/// compact lines with the rules the engine cited for each.
package struct RecordedRun: Sendable {
    /// A compact line and the rules behind it (``StepRecord/rules(of:)``).
    package struct CitedLine: Sendable, Hashable {
        /// The line as the compact trace prints it.
        package var text: String
        /// The rule ids the engine recorded for it; empty for a plain delivery or an output.
        package var rules: [String]
    }

    /// One step of the run.
    package struct Step: Sendable {
        /// The 1-based step number.
        package var number: Int
        /// The step's time, in simulated microseconds.
        package var time: Microseconds
        /// The script line it comes from; nil for a timer step.
        package var line: Int?
        /// What the step plays, as the text trace's step line says it (`t1 began (160, 200)`,
        /// `set list content-offset [0, 200]`, `timer: dbl's next tap comes too late (GT4)`).
        package var action: String
        /// Its compact lines, in order.
        package var lines: [CitedLine]

        /// Whether it is a timer step.
        package var isTimer: Bool { line == nil }
    }

    /// The scene's path, as given.
    package var path: String
    /// Every step, in order.
    package var steps: [Step]
    /// The notices after the last step, as compact lines.
    package var notices: [CitedLine]

    /// Plays `scene` and records it.
    package init(_ scene: Scene) {
        var recorder = Recorder(script: scene.script.makeIterator())
        var simulator = Simulator(scene: scene)
        simulator.run(into: &recorder)
        path = scene.path
        steps = recorder.steps
        notices = recorder.notices
    }

    /// Collects the steps: the compact lines (through a ``CompactLineCollector``, which spells
    /// the names once), each line's rules, and each step's script line, read from the script
    /// alongside the run (a script step makes exactly one step record; timer steps come between).
    private struct Recorder: TraceSink {
        var collector = CompactLineCollector()
        var script: ScriptSource.Iterator
        var steps: [Step] = []
        var notices: [CitedLine] = []

        var reads: StepParts { CompactLines.parts.union([.action, .changes]) }

        mutating func step(_ step: StepRecord, _ scene: Scene) {
            let line = step.kind == .timer ? nil : script.next()?.line
            let start = collector.lines.count
            collector.step(step, scene)
            let texts = collector.lines[start...]
            // Each entry of the step is one compact line (``CompactLines``).
            let cited = texts.count == step.entries.count
            var lines: [CitedLine] = []
            lines.reserveCapacity(texts.count)
            for (offset, text) in texts.enumerated() {
                let rules = cited ? step.rules(of: step.entries[offset])?.ids.map(\.rawValue) : nil
                lines.append(CitedLine(text: text, rules: rules ?? []))
            }
            steps.append(Step(number: step.number, time: step.time, line: line, action: Self.action(of: step, scene), lines: lines))
        }

        /// The text trace's words for the step, naming the view whose delayed call fires (which
        /// the text trace's step line leaves to the lines below it): two such timers at one
        /// time are told apart by it.
        static func action(of step: StepRecord, _ scene: Scene) -> String {
            if let timer = step.timer, timer.what == .delay, case .view(let view) = timer.owner {
                return "timer: \(scene.views[view.index].name)'s delayed call fires"
            }
            return TextWriter<String>.describe(step, scene)
        }

        mutating func notice(_ notice: Notice, _ scene: Scene) {
            notices.append(CitedLine(text: CompactLines.notice(notice, scene), rules: [notice.code.rule.rawValue]))
        }
    }
}
