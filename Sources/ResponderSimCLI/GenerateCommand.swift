import Foundation
import ResponderSim

/// `responder-sim generate --views N --fanout F --touches M --seed S [--dump] [-o FILE]`.
enum GenerateCommand {
    static let options = [
        OptionSpec(names: ["--views"], takesValue: true),
        OptionSpec(names: ["--fanout"], takesValue: true),
        OptionSpec(names: ["--touches"], takesValue: true),
        OptionSpec(names: ["--seed"], takesValue: true),
        OptionSpec(names: ["--output", "-o"], takesValue: true),
        OptionSpec(names: ["--dump"], takesValue: false),
    ]

    static func run(_ arguments: [String], _ environment: ToolEnvironment) throws -> ExitCode {
        let parsed = try ParsedArguments.parse(arguments, specs: options, command: "generate")
        guard parsed.positionals.isEmpty else { throw UsageError(message: "'generate' takes no file arguments; use -o FILE") }
        func number(_ name: String, default value: Int, range: ClosedRange<Int>) throws -> Int {
            guard let text = parsed.values[name] else { return value }
            guard let number = Int(text), range.contains(number) else {
                throw UsageError(message: "'\(name)' needs a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
            }
            return number
        }
        let generator = SceneGenerator(
            views: try number("--views", default: 1_000, range: 0...SceneLimits.maxViews - 1),
            fanout: try number("--fanout", default: 4, range: 1...1_000),
            touches: try number("--touches", default: 1_000, range: 0...10_000_000),
            seed: UInt64(try number("--seed", default: 1, range: 0...Int.max)))
        // `--dump`: a recursiveDescription dump of the same size instead, for `import`.
        let dump =
            parsed.flags.contains("--dump") ? DumpGenerator(views: generator.views, fanout: generator.fanout, seed: generator.seed) : nil
        if let file = parsed.values["--output"] {
            guard FileManager.default.createFile(atPath: file, contents: nil), let handle = FileHandle(forWritingAtPath: file) else {
                throw UsageError(message: "cannot write '\(file)'")
            }
            var output = FileOutput(handle)
            if let dump { dump.write(to: &output) } else { generator.write(to: &output) }
            output.flush()
            try? handle.close()
        } else {
            var output = BufferedOutput(environment.writeOutput)
            if let dump { dump.write(to: &output) } else { generator.write(to: &output) }
            output.flush()
        }
        return .success
    }
}
