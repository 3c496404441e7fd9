import Foundation
import ResponderSim

/// The `responder-sim` command line: parses arguments, runs a command, returns its exit code.
/// It never calls `exit`; `main.swift` does.
public enum Tool {
    /// The tool's version.
    public static let version = "0.1.0"

    static let commands: [(name: String, summary: String)] = [
        ("run", "play a scene and print its trace"),
        ("check", "validate scenes without running them"),
        ("test", "run scenes with expect: blocks and compare their traces"),
        ("render", "draw a scene's tree and touch paths as an SVG picture"),
        ("report", "write a step-by-step HTML page: picture and trace side by side"),
        ("quiz", "play a scene as a quiz: who will handle each touch?"),
        ("import", "turn a debugger's recursiveDescription dump into a scene"),
        ("generate", "write a deterministic synthetic scene for benchmarks"),
        ("bench", "measure parsing, simulation and output speed on a scene"),
        ("help", "show help for a command"),
    ]

    /// Runs the tool with `arguments` (without the program name).
    public static func run(_ arguments: [String], environment: ToolEnvironment) -> Int32 {
        guard let first = arguments.first else {
            environment.writeError(generalHelp)
            return ExitCode.usage.rawValue
        }
        let rest = Array(arguments.dropFirst())
        if first != "help", commandHelp[first] != nil, rest.contains("--help") || rest.contains("-h") {
            return printHelp(first, environment)
        }
        do {
            switch first {
            case "--help", "-h":
                environment.writeOutput(generalHelp)
                return ExitCode.success.rawValue
            case "--version":
                environment.writeOutput("responder-sim \(version)\n")
                return ExitCode.success.rawValue
            case "help":
                return try help(rest, environment)
            case "run":
                return try RunCommand.run(rest, environment).rawValue
            case "check":
                return try CheckCommand.run(rest, environment).rawValue
            case "import":
                return try ImportCommand.run(rest, environment).rawValue
            case "generate":
                return try GenerateCommand.run(rest, environment).rawValue
            case "bench":
                return try BenchCommand.run(rest, environment).rawValue
            case "test":
                return try TestCommand.run(rest, environment).rawValue
            case "render":
                return try RenderCommand.run(rest, environment).rawValue
            case "report":
                return try ReportCommand.run(rest, environment).rawValue
            case "quiz":
                return try QuizCommand.run(rest, environment).rawValue
            default:
                var message = "unknown command '\(first)'"
                if let near = Suggestions.closest(to: first, in: commands.map(\.name) + ["--help", "--version"]) {
                    message += "; did you mean '\(near)'?"
                }
                throw UsageError(message: message)
            }
        } catch let error as UsageError {
            environment.writeError("responder-sim: error: \(error.message)\nRun 'responder-sim --help' for usage.\n")
            return ExitCode.usage.rawValue
        } catch {
            environment.writeError("responder-sim: error: \(error)\n")
            return ExitCode.usage.rawValue
        }
    }

    private static func help(_ arguments: [String], _ environment: ToolEnvironment) throws -> Int32 {
        guard let command = arguments.first else {
            environment.writeOutput(generalHelp)
            return ExitCode.success.rawValue
        }
        if command == "--help" || command == "-h" { return printHelp("help", environment) }
        guard commandHelp[command] != nil else {
            var message = "no help for '\(command)': there is no such command"
            if let near = Suggestions.closest(to: command, in: commands.map(\.name)) { message += "; did you mean '\(near)'?" }
            throw UsageError(message: message)
        }
        return printHelp(command, environment)
    }

    private static func printHelp(_ command: String, _ environment: ToolEnvironment) -> Int32 {
        environment.writeOutput(commandHelp[command] ?? generalHelp)
        return ExitCode.success.rawValue
    }

    static var generalHelp: String {
        var text = """
            responder-sim \(version): simulates how UIKit routes touches through a view tree.

            Usage: responder-sim COMMAND [OPTIONS]

            Commands:

            """
        for command in commands {
            text += "  " + command.name.padding(toLength: 10, withPad: " ", startingAt: 0) + command.summary + "\n"
        }
        text += """

            Options:
              --help, -h   show this help (or 'responder-sim help COMMAND')
              --version    print the version

            Exit codes: 0 success, 1 a test or expectation failed, 2 wrong usage, 3 a scene is invalid.

            """
        return text
    }

    static let commandHelp: [String: String] = [
        "run": """
        Usage: responder-sim run SCENE [--format text|json|compact] [--explain] [-o FILE]

        Plays SCENE and prints, step by step, which responder receives which touch phase,
        which touches are withheld and why.

          --format FORMAT  text (default, for people), json (JSON Lines), compact (expect: lines)
          --explain        list every view the hit test visited and its verdict
          -o, --output FILE  write the trace to FILE instead of standard output

        """,
        "check": """
        Usage: responder-sim check SCENE...

        Validates scenes without running them: prints 'ok' (or 'PATH: ok' for several) or
        every error with its file:line:column. Exit 3 when any scene is invalid.

        """,
        "test": """
        Usage: responder-sim test [PATH...] [--update] [--filter TEXT] [--junit FILE] [-j N]

        Runs every scene with an expect: block under PATH (files, or folders searched
        recursively for *.scene; default Scenes) and compares its compact trace line by line.
        A mismatch prints the scene, the first differing line and a unified diff; an invalid
        scene prints its error. The last line reads 'N passed, M failed' (', K skipped' for
        scenes without expect:). Exit 0 when all pass, 1 when any failed or was invalid.

          --update         rewrite the expect: block of each failing scene with its actual
                           trace, leaving the rest of the file as it was
          --filter TEXT    run only the scenes whose path contains TEXT
          --junit FILE     also write a JUnit XML report to FILE
          -j, --jobs N     run N scenes at a time (default: one per core); the report's
                           order does not depend on it

        """,
        "quiz": """
        Usage: responder-sim quiz SCENE [--answers FILE]

        Plays SCENE step by step. When a touch begins, and whenever a later phase of it will
        be handled by a different responder, it shows the view tree with each view's flags
        and what changed, and asks which responder will handle the touch ('none' when no
        responder will: withheld, skipped or unhandled). After each answer it says whether it
        was right, explains why by the rule ids of RULES.md and shows the step's true trace.
        At the end (or at the end of input) it prints the score.

        Names are matched without regard to case; an unknown name gets a 'did you mean' and
        the question is asked again. '?' lists the responders.

          --answers FILE   read the answers from FILE, one per line, instead of standard
                           input (an unknown name then counts as a wrong answer)

        """,
        "render": """
        Usage: responder-sim render SCENE [-o FILE.svg] [--at TIME]

        Draws SCENE as a standalone SVG, to scale in screen points: every window and view
        with its name, each touch's path in its own colour, each touch's hit-test view
        outlined in that colour, and a legend that says where each touch went (or why it
        was withheld) and what every mark means.

          -o, --output FILE  write the picture to FILE (default: standard output)
          --at TIME          draw the tree as it is at TIME seconds (after set, remove and
                             drag moves) and the paths up to then; default: the whole run

        """,
        "report": """
        Usage: responder-sim report SCENE [-o FILE.html]

        Writes one self-contained HTML page (inline SVG, CSS and a little JavaScript;
        nothing fetched, works offline): the picture on one side, the trace on the other,
        and a step slider (arrow keys, or #step=N in the address) that highlights each
        step's changes, hit-test views, delivery hops, drops, skips and outputs.

          -o, --output FILE  write the page to FILE (default: standard output)

        """,
        "import": """
        Usage: responder-sim import DUMP [-o FILE] [--tap X Y]...

        Turns the text that UIKit's recursiveDescription prints (from lldb's po, NSLog,
        os_log, cycript or a snapshot test; DUMP is a file, or - for standard input) into a
        scene: frames, scroll offsets, transforms, hidden, alpha and userInteractionEnabled,
        with each view's dump line and class in a comment and what is left out under
        '# ignored:'. Warnings and the first error go to standard error as FILE:LINE:COL.
        Exit 3 when the dump cannot be imported (no output file is written then).

          -o, --output FILE  write the scene to FILE (default, or -: standard output)
          --tap X Y          add a tap at window point (X, Y), one second after the previous
                             one (repeat the option for more); without taps the script waits

        """,
        "generate": """
        Usage: responder-sim generate [--views N] [--fanout F] [--touches M] [--seed S] [--dump] [-o FILE]

        Writes a deterministic synthetic scene for benchmarks: N views (default 1000) in a
        tree with up to F children each (default 4), overlapping, a few hidden or not
        interactive, about a third handling every phase; M touches (default 1000), each a
        down, three moves and an up, at most two fingers at once. The same seed (default 1)
        gives the same file.

          -o, --output FILE  write the scene to FILE (default: standard output)
          --dump             write a recursiveDescription dump of N views instead (for
                             timing 'import'); --touches does not apply

        """,
        "bench": """
        Usage: responder-sim bench SCENE [--repeat K] [--formats LIST]

        Loads SCENE K times (default 5), runs it K times into a counting sink and once per
        output format into a sink that throws the text away, and prints parse MB/s, events/s
        and deliveries/s for each (the best of the K for parsing and the counting sink), the
        hit tests' cost, the summary and peak memory. Figures, not pass/fail.

          -r, --repeat K     timed loads and runs into the counting sink (1 to 10000)
          --formats LIST     formats to time: compact,json,text (the default) or none

        """,
        "help": """
        Usage: responder-sim help COMMAND

        Shows the help of COMMAND.

        """,
    ]

    /// Loads a scene, printing its errors to standard error when it is invalid (nil then);
    /// a file that cannot be read is a usage error.
    static func loadScene(_ path: String, reportingTo environment: ToolEnvironment) throws -> Scene? {
        switch try loadScene(path) {
        case .success(let scene): return scene
        case .failure(let error):
            environment.writeError(error.rendered)
            return nil
        }
    }

    /// Reads and loads a scene; a file that cannot be read is a usage error.
    static func loadScene(_ path: String) throws -> Result<Scene, SceneLoadError> {
        switch SceneTestRunner.load(path) {
        case .success(let scene): return .success(scene)
        case .failure(.invalid(let error)): return .failure(error)
        case .failure(.unreadable(let message)): throw UsageError(message: message)
        }
    }
}
