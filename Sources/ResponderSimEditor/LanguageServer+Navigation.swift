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

    /// Every `window:`, `view:` and recognizer kind key with a name after it, in file order.
    static func declarations(in lines: [String]) -> [Declaration] {
        var found: [Declaration] = []
        for (number, line) in lines.enumerated() {
            var characters = Substring(line).drop { $0 == " " }
            if characters.hasPrefix("- ") { characters = characters.dropFirst(2).drop { $0 == " " } }
            for (key, kind) in declaringKeys where characters.hasPrefix(key + ":") {
                let value = characters.dropFirst(key.count + 1).drop { $0 == " " }
                let name = value.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
                guard !name.isEmpty else { continue }
                found.append(
                    Declaration(
                        name: String(name), line: number, column: line.distance(from: line.startIndex, to: name.startIndex), kind: kind))
            }
        }
        return found
    }

    /// Every whole-word occurrence of `name` in the text: (line, first character), comments
    /// included (notes and comments name views too).
    static func occurrences(of name: String, in lines: [String]) -> [(line: Int, column: Int)] {
        var found: [(Int, Int)] = []
        func isNameCharacter(_ character: Character) -> Bool {
            character.isLetter || character.isNumber || character == "_" || character == "-"
        }
        for (number, line) in lines.enumerated() {
            let characters = Array(line)
            let target = Array(name)
            guard characters.count >= target.count else { continue }
            var index = 0
            while index + target.count <= characters.count {
                if Array(characters[index..<(index + target.count)]) == target
                    && (index == 0 || !isNameCharacter(characters[index - 1]))
                    && (index + target.count == characters.count || !isNameCharacter(characters[index + target.count]))
                {
                    found.append((number, index))
                    index += target.count
                } else {
                    index += 1
                }
            }
        }
        return found
    }

    /// What each script line's steps print, in the compact trace's words, by 0-based line: a
    /// timer's lines go with the script line before it. Empty when the scene does not load.
    static func outcomes(of text: String, path: String) -> [Int: [String]] {
        guard let scene = try? SceneLoader.load(SourceFile(path: path, text: text)) else { return [:] }
        var collector = StepLineCollector()
        var simulator = Simulator(scene: scene)
        simulator.run(into: &collector)
        var lines: [Int] = []
        for step in scene.script { lines.append(step.line - 1) }
        var outcomes: [Int: [String]] = [:]
        var scriptIndex = 0
        var current: Int?
        for step in collector.steps {
            if !step.isTimer, scriptIndex < lines.count {
                current = lines[scriptIndex]
                scriptIndex += 1
            }
            guard let line = current else { continue }
            outcomes[line, default: []] += step.isTimer && !step.lines.isEmpty ? ["timer:"] + step.lines : step.lines
        }
        return outcomes
    }

    /// The hint shown after a script line: `→ ` and its lines joined, shortened past 80 characters.
    static func hintText(_ lines: [String]) -> String {
        let joined = lines.isEmpty ? "→ nothing" : "→ " + lines.joined(separator: "; ")
        return joined.count > 80 ? String(joined.prefix(79)) + "…" : joined
    }
}

/// Each step's compact lines and whether it was a timer step.
private struct StepLineCollector: TraceSink {
    var steps: [(isTimer: Bool, lines: [String])] = []
    var reads: StepParts { CompactLines.parts }
    mutating func step(_ step: StepRecord, _ scene: Scene) {
        var lines: [String] = []
        CompactLines.forEach(step, scene) { lines.append($0) }
        steps.append((step.kind == .timer, lines))
    }
}
