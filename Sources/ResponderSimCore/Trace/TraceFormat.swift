/// The three forms a trace is written in (README.md, Trace formats: JSON Lines), declared once: the command
/// line's `--format` values and the writer each one uses.
public enum TraceFormat: String, CaseIterable, Sendable {
    /// For people: aligned columns, rule ids, colour on a terminal.
    case text
    /// JSON Lines, for programs.
    case json
    /// The lines of an `expect:` block, for tests.
    case compact

    /// Plays `scene` and streams its trace in this format into `output`; `color` applies to
    /// the text form only.
    public func write<Output: TextOutputStream>(_ scene: Scene, explain: Bool, color: Bool = false, into output: inout Output) {
        var simulator = Simulator(scene: scene, options: SimulationOptions(explain: explain))
        switch self {
        case .json:
            var writer = JSONLinesWriter(output: output, explain: explain)
            simulator.run(into: &writer)
            output = writer.output
        case .compact:
            var writer = CompactWriter(output: output)
            simulator.run(into: &writer)
            output = writer.output
        case .text:
            var writer = TextWriter(output: output, color: color, explain: explain)
            simulator.run(into: &writer)
            output = writer.output
        }
    }
}
