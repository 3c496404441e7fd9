import Foundation
import ResponderSim

/// `responder-sim import DUMP [-o FILE] [--tap X Y]...`: a debugger's `recursiveDescription`
/// dump as a scene. The work is ``DumpImporter``'s; this reads, writes and maps exit codes.
enum ImportCommand {
    static let options = [OptionSpec(names: ["--output", "-o"], takesValue: true)]

    static func run(_ arguments: [String], _ environment: ToolEnvironment) throws -> ExitCode {
        let (rest, taps) = try splitTaps(arguments)
        let parsed = try ParsedArguments.parse(rest, specs: options, command: "import")
        guard parsed.positionals.count == 1, let path = parsed.positionals.first else {
            throw UsageError(
                message: parsed.positionals.isEmpty
                    ? "'import' needs a dump file (or - for standard input)"
                    : "'import' takes one dump file, got \(parsed.positionals.count)")
        }
        let bytes = try readDump(path)
        let shownPath = path == "-" ? "<stdin>" : path
        let name = path == "-" ? "<stdin>" : String(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
        switch DumpImporter.importDump(bytes, name: name, taps: taps) {
        case .failure(let error):
            environment.writeError(error.rendered(path: shownPath))
            return .invalidScene
        case .success(let scene):
            for warning in scene.warnings { environment.writeError(warning.rendered(path: shownPath)) }
            let output = parsed.values["--output"] ?? "-"
            if output == "-" {
                environment.writeOutput(scene.text)
            } else {
                guard FileManager.default.createFile(atPath: output, contents: nil), let handle = FileHandle(forWritingAtPath: output)
                else { throw UsageError(message: "cannot write '\(output)'") }
                let stream = FileOutput(handle)
                stream.write(scene.text)
                stream.flush()
                try? handle.close()
            }
            return .success
        }
    }

    /// Takes every `--tap X Y` out of `arguments` (before a `--`); X and Y are written
    /// `-?[0-9]+(\.[0-9]+)?` and must be finite.
    static func splitTaps(_ arguments: [String]) throws -> (rest: [String], taps: [DumpTap]) {
        var rest: [String] = []
        var taps: [DumpTap] = []
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            guard !optionsEnded, argument == "--tap" || argument.hasPrefix("--tap=") else {
                if argument == "--" { optionsEnded = true }
                rest.append(argument)
                index += 1
                continue
            }
            guard argument == "--tap", index + 2 < arguments.count else {
                throw UsageError(message: "'--tap' needs two numbers: --tap X Y")
            }
            guard let x = coordinate(arguments[index + 1]), let y = coordinate(arguments[index + 2]) else {
                throw UsageError(
                    message: "'--tap' needs two numbers such as 120 or -4.5, got '\(arguments[index + 1])' '\(arguments[index + 2])'")
            }
            taps.append(DumpTap(x: x, y: y))
            index += 3
        }
        return (rest, taps)
    }

    /// A `--tap` number: `-?[0-9]+(\.[0-9]+)?`, finite as a double.
    static func coordinate(_ text: String) -> Double? {
        var digits = Substring(text)
        if digits.first == "-" { digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy(\.isASCIIDigit) else { return nil }
        if parts.count == 2 { guard !parts[1].isEmpty, parts[1].allSatisfy(\.isASCIIDigit) else { return nil } }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// The dump's bytes: the file at `path`, or standard input for `-`.
    static func readDump(_ path: String) throws -> [UInt8] {
        if path == "-" { return Array(FileHandle.standardInput.readDataToEndOfFile()) }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists && isDirectory.boolValue { throw UsageError(message: "'\(path)' is a folder, not a dump file") }
        guard exists, let data = FileManager.default.contents(atPath: path) else {
            throw UsageError(message: exists ? "cannot read '\(path)'" : "cannot read '\(path)': no such file")
        }
        return Array(data)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
