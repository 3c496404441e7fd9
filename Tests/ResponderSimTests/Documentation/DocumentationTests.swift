import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// The READMEs: every scene they show is a real scene that passes, the scene-language guide
/// covers every word the parser accepts, and nothing sends a reader outside the repository.
@Suite struct DocumentationTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The ```yaml blocks of a Markdown text, with the line each starts on.
    static func yamlBlocks(_ markdown: String) -> [(line: Int, text: String)] {
        var blocks: [(line: Int, text: String)] = []
        var current: (line: Int, text: String)?
        for (number, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if current == nil, line == "```yaml" {
                current = (number + 2, "")
            } else if var block = current {
                if line == "```" {
                    blocks.append(block)
                    current = nil
                } else {
                    block.text += line + "\n"
                    current = block
                }
            }
        }
        return blocks
    }

    /// Whether a block is a whole scene (it has a top-level `script:`), not a fragment.
    static func isScene(_ block: String) -> Bool {
        block.split(separator: "\n").contains { $0 == "script:" || $0.hasPrefix("script: ") }
    }

    static func checkScene(_ block: (line: Int, text: String), in file: String) {
        let name = "\(file):\(block.line)"
        do {
            let scene = try SceneLoader.load(SourceFile(path: name, text: block.text))
            #expect(scene.expect != nil, "\(name): a scene in the documentation shows its expect: block")
            if case .failed(let expected, let actual, let line) = ExpectationCheck.check(scene) {
                let diff = ExpectationCheck.unifiedDiff(expected: expected, actual: actual).joined(separator: "\n")
                Issue.record("\(name): differs at trace line \(line):\n\(diff)")
            }
        } catch let error as SceneLoadError {
            Issue.record("\(name) is not a valid scene:\n\(error.rendered)")
        } catch {
            Issue.record("\(name): \(error)")
        }
    }

    @Test func everySceneInTheReadmeIsARealSceneThatPasses() throws {
        let blocks = Self.yamlBlocks(try Self.read("README.md"))
        #expect(!blocks.isEmpty)
        for block in blocks {
            #expect(Self.isScene(block.text), "README.md:\(block.line): every yaml block of the README is a whole scene")
            Self.checkScene(block, in: "README.md")
        }
    }

    /// Each "(`swift run responder-sim run Scenes/….scene -f compact`):" in the README is
    /// followed by exactly the compact trace that scene prints.
    @Test func theReadmesCompactTracesAreWhatTheirScenesPrint() throws {
        let readme = try Self.read("README.md")
        let marker = "(`swift run responder-sim run "
        var checked = 0
        for piece in readme.components(separatedBy: marker).dropFirst() {
            guard let pathEnd = piece.range(of: " -f compact`):\n\n```\n"),
                let blockEnd = piece.range(of: "\n```\n", range: pathEnd.upperBound..<piece.endIndex)
            else { continue }
            let path = String(piece[..<pathEnd.lowerBound])
            let shown = piece[pathEnd.upperBound..<blockEnd.lowerBound].split(separator: "\n").map(String.init)
            let scene = try SceneLoader.load(SourceFile(path: path, text: try Self.read(path)))
            #expect(ExpectationCheck.compactTrace(of: scene) == shown, "README.md shows another trace for \(path)")
            checked += 1
        }
        #expect(checked >= 2)
    }

    @Test func everySceneInTheGuideIsARealSceneThatPasses() throws {
        let scenes = Self.yamlBlocks(try Self.read("Scenes/README.md")).filter { Self.isScene($0.text) }
        #expect(scenes.count >= 2)
        for block in scenes { Self.checkScene(block, in: "Scenes/README.md") }
    }

    @Test func theReadmesSendNoReaderOutsideTheRepository() throws {
        for file in ["README.md", "Scenes/README.md"] {
            let text = try Self.read(file)
            for line in text.split(separator: "\n") where line.contains("../shared") {
                // The benchmark yardstick is the one outside reference allowed.
                #expect(line.contains("bench/limit.sh"), "\(file) points outside the repository: \(line)")
            }
        }
        let guide = try Self.read("Scenes/README.md")
        #expect(!guide.contains("SCENE.md") && !guide.contains("RULES.md") && !guide.contains("GESTURES.md"))
        #expect(try Self.read("README.md").contains("Scenes/README.md"))
        #expect(try Self.read("README.md").contains("responder-sim rules"))
    }

    // MARK: The guide covers the language

    /// Every word a scene author can write, read from the library's own tables, with where it
    /// belongs.
    static var acceptedWords: [(place: String, word: String)] {
        var words: [(place: String, word: String)] = []
        words += SceneBuilder.topKeys.map { ("top-level key", $0) }
        words += ViewKey.viewKeys.map { ("view key", $0.name) }
        words += ViewKey.windowKeys.map { ("window key", $0.name) }
        words += ["touches", "overflow", "iphone", "ipad", "cancel-all", "drop-extra"].map { ("device", $0) }
        words += ["interval", "radius"].map { ("tap", $0) }
        words += ["name", "handles", "passes-on"].map { ("application, delegate, controller", $0) }
        words += ViewClass.allCases.map { ("class", $0.rawValue) }
        words += ["normal", "passthrough"].map { ("hit-test", $0) }
        words += TouchPhase.allCases.map { ("phase", $0.name) }
        for kind in BehaviorKind.allCases {
            words.append(("behaviour", kind.rawValue))
            words += kind.parameters.map { ("parameter of \(kind.rawValue)", $0.name) }
        }
        words += ScriptVerb.allCases.map { ("script action", $0.rawValue) }
        words += ["ignore begin", "ignore end", "->", "steps N", "A..B", "set NAME enabled yes|no"].map { ("script", $0) }
        words += ViewKey.settableKeys.map { ("settable key", $0.name) }
        words += DropReason.allCases.map { ("drop reason", $0.rawValue) }
        words += SceneBuilder.transformKeys.map { ("transform key", $0) }
        words += GestureKind.declarable.map { ("recognizer kind", $0.name) }
        words += ScrollKey.allCases.map { ("scroll-view key", $0.name) }
        words += DecelerationRate.allCases.map { ("deceleration rate", $0.rawValue) }
        words += BuiltInRecognizer.allCases.map { ("built-in recognizer", "." + $0.rawValue) }
        words += GestureKey.allCases.map { ("recognizer key", $0.name) }
        words += SwipeDirection.allCases.map { ("swipe direction", $0.rawValue) }
        words += ChainKey.allCases.map { ("responder key", $0.name) }
        words += ["key-window", "receives-remote-control", "event", "action", "target", "key", "priority"].map {
            ("responder-chain key", $0)
        }
        words += ScriptReader.pressKinds.map { ("press kind", $0) }
        words += ScriptReader.remoteSubtypes.map { ("remote subtype", $0) }
        words += PressPhase.allCases.map { ("press phase", $0.name) }
        words += ChainState.editActions.map { ("edit action", $0) }
        return words
    }

    /// The guide's table of view keys gives, for a plain `UIView`, the default the key table
    /// declares: the last backquoted value of the default column (`user-interaction` names the
    /// classes that differ first).
    @Test func theGuidesViewKeyDefaultsAreTheKeyTables() throws {
        let guide = try Self.read("Scenes/README.md")
        for (key, _) in ViewKey.fields {
            guard let expected = key.defaultValue(for: .uiView, isWindow: false)?.text else { continue }
            let row = guide.split(separator: "\n").first { $0.hasPrefix("| `\(key.name)` |") }
            let cells = row.map {
                $0.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            }
            let defaultCell = cells.flatMap { $0.count > 3 ? $0[3] : nil }
            let shown = defaultCell?.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map
            { String($0.element) }
            #expect(shown?.last == expected, "\(key.name): the guide says \(defaultCell ?? "nothing"), the table \(expected)")
        }
    }

    @Test func theGuideNamesEveryWordTheParserAccepts() throws {
        let guide = try Self.read("Scenes/README.md")
        #expect(Self.acceptedWords.count > 80)
        for (place, word) in Self.acceptedWords {
            // Words are shown as code; the pieces of script syntax appear inside longer code.
            let shown = place == "script" ? guide.contains(word) : guide.contains("`\(word)") || guide.contains("\(word)`")
            #expect(shown, "the guide does not show the \(place) '\(word)'")
        }
    }

    @Test func theGuideCitesOnlyRulesOfTheCatalogue() throws {
        let guide = try Self.read("Scenes/README.md")
        let cited = RuleCatalogueTests.citedIDs(in: guide, swiftSource: false)
        #expect(cited.count > 30)
        #expect(cited.allSatisfy { Rule.rule($0) != nil })
    }

    /// The guide's index lists every scene of the library, so none is left undiscoverable.
    @Test func theIndexListsEveryScene() throws {
        let guide = try Self.read("Scenes/README.md")
        let folder = GoldenSceneTests.scenesFolder
        let scenes = try SceneTestRunner.findScenes(in: [folder])
        #expect(scenes.count > 90)
        for path in scenes {
            let relative = String(path.dropFirst(folder.count + 1))
            #expect(guide.contains("](\(relative))"), "Scenes/README.md does not list \(relative)")
        }
    }
}

/// The guide's statement of the order of lines within a step matches the engine.
@Suite struct GuideLineOrderTests {
    /// The numbered list of the guide's section on expectations, item by item.
    static func orderItems() throws -> [String] {
        let guide = try DocumentationTests.read("Scenes/README.md")
        let section = try #require(guide.components(separatedBy: "Within a step the lines come in this order:").last)
        let list = try #require(section.components(separatedBy: "\n\n").dropFirst().first)
        return list.split(separator: "\n").filter { $0.first?.isNumber == true }.map(String.init)
    }

    @Test func theGuideListsTheFiveGroupsOfAStepInTheEnginesOrder() throws {
        let items = try Self.orderItems()
        #expect(items.count == 5)
        let starts = ["1. Drops", "2. The recognizer section", "3. Released calls", "4. The step's own calls", "5. Skips"]
        #expect(zip(items, starts).allSatisfy { $0.hasPrefix($1) })
    }

    /// A step with a drop and a grant that takes a touch prints the drop, then the grant's
    /// cancellation, then its gesture line, as the guide says (items 1 and 2).
    @Test func aDropComesFirstAndATakesCancellationPrecedesItsGestureLine() throws {
        let views = """
            - view: pad
              frame: [0, 0, 160, 480]
              handles: all
            - view: photo
              frame: [160, 0, 160, 480]
              handles: all
              multiple-touch: yes
              gestures:
                - tap: tap

            """
        let lines = GestureScene.linesByStep(
            views,
            ["0.0 down t1 50 50", "0.0 down t2 200 50", "0.1 down t3 60 60", "0.1 up t2"])
        let step = try #require(lines.last)
        // Drops (t3 on the single-touch pad), then the grant's cancellation and its line.
        #expect(
            step == [
                "drop t3 multiple-touch-disabled pad", "photo.touchesCancelled [t2] handled", "gesture tap recognized",
            ])
    }
}
