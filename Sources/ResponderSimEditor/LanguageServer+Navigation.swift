import Foundation
import ResponderSimChecking
import ResponderSimCore

/// Names, symbols and each script line's outcome, for ``LanguageServer``: what a scene
/// declares where, and what its run prints line by line.
extension LanguageServer {
    /// The keys whose value declares a name: windows, views and recognizers.
    static let declaringKeys: [(key: String, kind: Int)] =
        [("window", 5), ("view", 19)] + GestureKind.declarable.map { ($0.name, 24) }

    /// A name declared in the text: the name, the line (0-based), its first character and the
    /// symbol kind of the protocol (5 class for a window, 19 object for a view, 24 event for a
    /// recognizer).
    struct Declaration {
        var name: String
        var line: Int
        var column: Int
        var kind: Int
    }

    /// The declaring keys with their colon, as written.
    private static let declaringPrefixes: [(prefix: String, kind: Int)] = declaringKeys.map { ($0.key + ":", $0.kind) }

    /// Every `window:`, `view:` and recognizer kind key with a name after it, in file order
    /// (the first `limit` of them).
    static func declarations(in lines: [String], limit: Int = .max) -> [Declaration] {
        var found: [Declaration] = []
        for (number, line) in lines.enumerated() {
            var characters = Substring(line).drop { $0 == " " }
            if characters.hasPrefix("- ") { characters = characters.dropFirst(2).drop { $0 == " " } }
            for (prefix, kind) in declaringPrefixes where characters.hasPrefix(prefix) {
                let value = characters.dropFirst(prefix.count).drop { $0 == " " }
                let name = value.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
                guard !name.isEmpty else { continue }
                found.append(
                    Declaration(
                        name: String(name), line: number, column: line.distance(from: line.startIndex, to: name.startIndex), kind: kind))
                guard found.count < limit else { return found }
            }
        }
        return found
    }

    /// The whole-word occurrences of `name` in the text, the first `limit` of them: (line,
    /// first character), comments included (notes and comments name views too).
    static func occurrences(of name: String, in lines: [String], limit: Int = .max) -> [(line: Int, column: Int)] {
        var found: [(Int, Int)] = []
        func isNameCharacter(_ character: Character) -> Bool {
            character.isLetter || character.isNumber || character == "_" || character == "-"
        }
        let target = Array(name)
        guard !target.isEmpty else { return [] }
        for (number, line) in lines.enumerated() where line.contains(name) {
            let characters = Array(line)
            var index = 0
            while index + target.count <= characters.count {
                if characters[index..<(index + target.count)].elementsEqual(target)
                    && (index == 0 || !isNameCharacter(characters[index - 1]))
                    && (index + target.count == characters.count || !isNameCharacter(characters[index + target.count]))
                {
                    found.append((number, index))
                    guard found.count < limit else { return found }
                    index += target.count
                } else {
                    index += 1
                }
            }
        }
        return found
    }

    /// The 0-based lines of the `script:` block's items (`- ...`; the first `limit` of them), read from the text alone,
    /// so that the outline lists the script of a scene that does not load too.
    static func scriptItemLines(in lines: [String], limit: Int = .max) -> [Int] {
        var found: [Int] = []
        var inScript = false
        for (number, line) in lines.enumerated() {
            if let first = line.first, first != " ", first != "#", first != "-" {
                inScript = line.hasPrefix("script:")
                continue
            }
            guard inScript else { continue }
            let item = line.drop { $0 == " " }
            guard item.hasPrefix("- ") else { continue }
            let rest = item.dropFirst(2).drop { $0 == " " }
            if !rest.isEmpty && !rest.hasPrefix("#") { found.append(number) }
            guard found.count < limit else { break }
        }
        return found
    }

    /// What each script line's steps print, in the compact trace's words, by 0-based line: a
    /// timer's lines go with the script line before it. Empty when the scene does not load.
    /// Each step's lines are made as the run goes (the names spelled once for the run), and
    /// a line keeps its first ``LineOutcome/shownLimit`` lines and a count of the rest.
    static func outcomes(of text: String, path: String) -> [Int: LineOutcome] {
        guard let scene = try? SceneLoader.load(SourceFile(path: path, text: text)) else { return [:] }
        var collector = StepLineCollector(script: scene.script.makeIterator())
        var simulator = Simulator(scene: scene)
        simulator.run(into: &collector)
        return collector.outcomes
    }

    /// The hint shown after a script line: `→ ` and its lines joined, shortened past 80 characters.
    static func hintText(_ lines: [String]) -> String {
        let joined = lines.isEmpty ? "→ nothing" : "→ " + lines.joined(separator: "; ")
        return joined.count > 80 ? String(joined.prefix(79)) + "…" : joined
    }
}

/// What one script line's steps print: the first lines and how many there are in all, so
/// that a range line of a million steps keeps a few lines, not a million.
struct LineOutcome {
    /// The most lines kept of a script line's steps.
    static let shownLimit = 20
    /// The first lines (up to ``shownLimit``).
    var lines: [String] = []
    /// How many lines the steps print in all.
    var count = 0

    mutating func append(_ line: String) {
        if lines.count < Self.shownLimit { lines.append(line) }
        count += 1
    }

    /// The lines kept, one a line, and how many more there are: a hover's or a tooltip's text.
    var summary: String {
        guard count > 0 else { return "nothing" }
        let more = count - lines.count
        return lines.joined(separator: "\n") + (more > 0 ? "\n… and \(more) more line\(more == 1 ? "" : "s")" : "")
    }
}

/// Gives each step's compact lines to the script line it plays (a timer's to the line before).
private struct StepLineCollector: TraceSink {
    /// The script again, step by step: the k-th step that is no timer plays its k-th step.
    var script: ScriptSource.Iterator
    var outcomes: [Int: LineOutcome] = [:]
    private var current: Int?
    private var compact = CompactLineCollector()

    init(script: ScriptSource.Iterator) { self.script = script }

    var reads: StepParts { CompactLines.parts }

    mutating func step(_ step: StepRecord, _ scene: Scene) {
        let isTimer = step.kind == .timer
        if !isTimer, let next = script.next() { current = next.line - 1 }
        compact.removeAllLines()
        compact.step(step, scene)
        guard let line = current else { return }
        if isTimer && !compact.lines.isEmpty { outcomes[line, default: LineOutcome()].append("timer:") }
        if outcomes[line] == nil { outcomes[line] = LineOutcome() }
        for printed in compact.lines { outcomes[line]?.append(printed) }
    }
}
