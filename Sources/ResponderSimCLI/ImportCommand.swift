import ResponderSim

/// `responder-sim import DUMP [--recognizers FILE] [-o FILE] [--tap X Y]...`: a debugger's `recursiveDescription`
/// dump as a scene. The work is ``DumpImporter``'s; this reads, writes and maps exit codes.
enum ImportCommand {
    static let command = Command(
        name: "import", abstract: "turn a debugger's recursiveDescription dump into a scene",
        discussion: """
            Reads DUMP, the text UIKit's recursiveDescription prints (lldb 'po', NSLog, os_log,
            cycript, snapshot tests; log stamps, quotes and Markdown wrappers are fine), and
            writes a scene with the same windows, views, frames, scroll views (their class,
            offset, content size and inset), transforms, hidden, alpha and
            userInteractionEnabled, each view commented with the dump line and class it comes
            from, and what it leaves out (gesture recognizers, overridden hitTest:, controls'
            enabled state, window levels). --recognizers FILE attaches the recognizers printed
            in FILE (po view.gestureRecognizers, NSLog, print; FILE may be the dump itself, or
            '-' for one paste) to the views by address, as gestures, a scroll view's own two as
            its built-ins. Each --tap adds a tap at that window point, one
            second apart; without any the script is one 'wait'. The output is
            written only when the import succeeds. Exit 3 when the dump cannot be imported (the
            first error, with its line and column), 2 for wrong usage or a file that cannot be
            read or written; warnings go to standard error and exit 0.

            """,
        arguments: [.init(name: "DUMP", help: "the dump file ('-' reads standard input)")],
        options: [recognizers.option, output.option, tap.option],
        examples: [
            .init(
                line: "responder-sim import dump.txt --tap 120 300 | responder-sim run - --explain",
                meaning: "why a tap at (120, 300) goes where it goes in the real app")
        ],
        run: run)

    static let output = TypedOption.output("write the scene to FILE (default: standard output)")
    static let recognizers = TypedOption<String>(
        .init(
            names: ["--recognizers"], values: ["FILE"],
            help:
                "attach the gesture recognizers printed in FILE (po view.gestureRecognizers, NSLog, print) to the dump's views by address; FILE may be the dump itself"
        ))
    static let tap = TypedOption<DumpTap>(
        option: .init(
            names: ["--tap"], values: ["X", "Y"], repeats: true,
            help: "add a tap at window point (X, Y), written -?[0-9]+(.[0-9]+)?; repeatable")
    ) { (values: [String]) throws(UsageError) -> DumpTap in
        guard values.count == 2, let x = coordinate(values[0]), let y = coordinate(values[1]) else {
            throw UsageError(
                message:
                    "'--tap' needs two numbers such as 120 or -4.5, each below 999999999 in size, got '\(values.joined(separator: "' '"))'")
        }
        return DumpTap(x: x, y: y)
    }

    /// The most a dump may hold.
    static let maxDumpBytes = 256 << 20

    static func run(_ invocation: Invocation, _ environment: ToolEnvironment) throws -> ExitCode {
        let path = invocation.arguments[0]  // exactly one: the command's declaration checks it
        let taps = try invocation.values(of: tap)
        let source = Tool.source(path, environment)
        let bytes = try source.allBytes(limit: maxDumpBytes)
        let shownPath = path == "-" ? FileError.standardInputName : path
        let name = baseName(path)
        let recognizerPath = try invocation.value(of: recognizers)
        let result: Result<ImportedScene, DumpImportError>
        var shownRecognizers = shownPath
        if let recognizerPath {
            // The same argument (or `-` twice) is one text holding views and recognizers.
            if recognizerPath == path {
                result = DumpImporter.importDump(bytes, name: name, taps: taps, recognizers: .combined)
            } else {
                let recognizerBytes = try Tool.source(recognizerPath, environment).allBytes(limit: maxDumpBytes)
                shownRecognizers = recognizerPath == "-" ? FileError.standardInputName : recognizerPath
                result = DumpImporter.importDump(
                    bytes, name: name, taps: taps, recognizers: .text(recognizerBytes, name: baseName(recognizerPath)))
            }
        } else {
            result = DumpImporter.importDump(bytes, name: name, taps: taps)
        }
        switch result {
        case .failure(let error):
            // A failed import prints the warnings before its error's position, then the error.
            for warning in error.warnings {
                environment.writeError(warning.rendered(path: warning.inRecognizers ? shownRecognizers : shownPath))
            }
            environment.writeError(error.rendered(path: error.inRecognizers ? shownRecognizers : shownPath))
            return .invalidScene
        case .success(let scene):
            for warning in scene.warnings {
                environment.writeError(warning.rendered(path: warning.inRecognizers ? shownRecognizers : shownPath))
            }
            let destination = Destination(try invocation.value(of: output))
            // A text the dump carried may hold control characters (cycript's `\u001b`): a
            // terminal shows them escaped; a file or a pipe gets the scene's exact bytes.
            let onTerminal = destination.isStandardOutput && environment.outputIsTerminal
            try destination.write(onTerminal ? TerminalText.escaped(scene.text) : scene.text, environment)
            return .success
        }
    }

    /// The name a scene's comments give a file: its base name, `<stdin>` for `-`.
    static func baseName(_ path: String) -> String {
        path == "-" ? FileError.standardInputName : String(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
    }

    /// A `--tap` number: `-?[0-9]+(\.[0-9]+)?`, finite as a double.
    static func coordinate(_ text: String) -> Double? {
        var digits = Substring(text)
        if digits.first == "-" { digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy(\.isASCIIDigit) else { return nil }
        if parts.count == 2 { guard !parts[1].isEmpty, parts[1].allSatisfy(\.isASCIIDigit) else { return nil } }
        // Below 999999999 in size, so that the scene's number has at most nine digits before
        // the point, as the scene loader asks.
        guard let value = Double(text), value.isFinite, abs(value) < 999_999_999 else { return nil }
        return value
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
