import Foundation
import Testing

/// The library's layers are targets (`Package.swift`), so the compiler keeps the core, import,
/// teaching, checking, the editor and pictures apart. What targets cannot say is checked here:
/// inside the core target, the folders form layers, and each may use only the layers before it
/// (data flows one way: README, "Architecture"). A type is "used" when its name appears in a
/// file's code (comments and string literals left out); each type belongs to the folder that
/// declares it.
@Suite struct ArchitectureTests {
    /// The core target's layers, in order; folders in one layer may use each other.
    static let layers: [[String]] = [
        ["Source"],
        ["Rules"],
        ["Model"],
        ["Record"],
        ["SceneSyntax"],
        ["Building"],
        ["HitTesting", "Behaviours"],
        ["Delivery"],
        ["Trace"],
        ["Benchmark"],
    ]

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let sources = root.appendingPathComponent("Sources/ResponderSimCore")

    /// Each library target's Swift files, as paths below `Sources/`: every target a user's
    /// `import ResponderSim` (or `ResponderSimRender`) brings, that is, all but the CLI and the
    /// executable.
    static func libraryFiles() throws -> [String] {
        let targets = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)
            .filter { $0.hasPrefix("ResponderSim") && $0 != "ResponderSimCLI" }
        #expect(targets.count >= 7, "library targets: \(targets)")
        var files: [String] = []
        for target in targets {
            let folder = root.appendingPathComponent("Sources/\(target)")
            for file in try FileManager.default.subpathsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
                files.append("\(target)/\(file)")
            }
        }
        return files.sorted()
    }

    static func layer(of folder: String) -> Int? { layers.firstIndex { $0.contains(folder) } }

    /// The code of a Swift file without comments and string literals.
    static func code(_ text: String) -> String {
        var result = ""
        var index = text.startIndex
        var inString = false
        var multiline = false
        while index < text.endIndex {
            let rest = text[index...]
            if !inString && rest.hasPrefix("//") {
                index = text[index...].firstIndex(of: "\n") ?? text.endIndex
                continue
            }
            if rest.hasPrefix("\"\"\"") {
                inString.toggle()
                multiline = inString
                index = text.index(index, offsetBy: 3)
                continue
            }
            let character = text[index]
            if inString && !multiline && character == "\\" {
                index = text.index(after: index)
                if index < text.endIndex { index = text.index(after: index) }
                continue
            }
            if character == "\"" && !multiline {
                inString.toggle()
            } else if !inString {
                result.append(character)
            }
            index = text.index(after: index)
        }
        return result
    }

    /// The identifiers of a piece of code.
    static func identifiers(_ code: String) -> Set<Substring> {
        var words = Set<Substring>()
        var start: String.Index?
        for index in code.indices {
            let character = code[index]
            if character.isLetter || character.isNumber || character == "_" {
                if start == nil { start = index }
            } else if let begin = start {
                words.insert(code[begin..<index])
                start = nil
            }
        }
        if let begin = start { words.insert(code[begin...]) }
        return words
    }

    @Test func eachFolderUsesOnlyTheLayersBeforeIt() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: Self.sources.path).filter { $0.hasSuffix(".swift") }
        var used: [String: Set<Substring>] = [:]
        var declared: [String: Set<String>] = [:]
        // Top-level declarations: a nested type is named through its parent elsewhere.
        let access = #"(?:public |package |private |fileprivate )?(?:final |indirect )?"#
        let declaration = try Regex(#"(?m)^"# + access + #"(?:struct|enum|class|protocol|typealias)\s+(\w+)"#)
        for file in files {
            let folder = String(file.prefix { $0 != "/" })
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            used[file] = Self.identifiers(Self.code(text))
            for match in text.matches(of: declaration) {
                if let name = match.output[1].substring { declared[String(name), default: []].insert(folder) }
            }
        }
        let folders = Set(files.map { String($0.prefix { $0 != "/" }) })
        #expect(folders.allSatisfy { Self.layer(of: $0) != nil }, "a folder is in no layer: \(folders)")
        for (file, names) in used.sorted(by: { $0.key < $1.key }) {
            guard let layer = Self.layer(of: String(file.prefix { $0 != "/" })) else { continue }
            for (name, owners) in declared where owners.count == 1 {
                guard let owner = owners.first, let ownerLayer = Self.layer(of: owner), ownerLayer > layer else { continue }
                #expect(!names.contains(Substring(name)), "\(file) uses \(name) of \(owner)/, a later layer")
            }
        }
    }

    /// Comments speak of the project: they cite rule ids (`responder-sim rules ID`) and the
    /// repository's own documents, never a specification file a user who clones it does not have.
    @Test func noCommentNamesAFileOutsideTheRepository() throws {
        let root = Self.root
        let outside = try Regex(#"\b(?:SCENE|TRACE|RULES|GESTURES|IMPORT|SCROLL|RESPONDERS|STYLE|DEVELOPERS)\.md\b|\.\./shared|§\d"#)
        for folder in ["Sources", "Tests"] {
            let base = root.appendingPathComponent(folder)
            let files = try FileManager.default.subpathsOfDirectory(atPath: base.path).filter { $0.hasSuffix(".swift") }
            for file in files {
                let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    guard let comment = line.firstRange(of: "//") else { continue }
                    let text = line[comment.lowerBound...]
                    #expect(!text.contains(outside), "\(folder)/\(file):\(number + 1) cites a file outside the repository")
                }
            }
        }
    }

    /// Every public declaration of the library has a doc comment directly above it (attributes
    /// may sit between). One comment may cover a run of one-line stored properties below it;
    /// a protocol's requirement implemented again (`step`, `description`, `<`…) keeps the
    /// protocol's comment.
    @Test func everyPublicDeclarationHasADocComment() throws {
        let files = try Self.libraryFiles()
        let witness = try Regex(
            #"public (mutating )?func (step|notice|begin|end)\(|public var (reads|description|startIndex|endIndex)\b"#
                + #"|public static func < |public (let rawValue|init\(rawValue)|public subscript\(position"#)
        var undocumented: [String] = []
        for file in files.sorted() {
            let lines = try String(contentsOf: Self.root.appendingPathComponent("Sources/\(file)"), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            for (number, line) in lines.enumerated() {
                let code = line.drop { $0 == " " }
                guard code.hasPrefix("public "), line.firstMatch(of: witness) == nil else { continue }
                var above = number - 1
                while above >= 0 {
                    let previous = lines[above].drop { $0 == " " }
                    let grouped = previous.hasPrefix("public ") && !previous.hasSuffix("{")
                    guard previous.hasPrefix("@") || grouped else { break }
                    above -= 1
                }
                if above < 0 || !lines[above].drop(while: { $0 == " " }).hasPrefix("///") {
                    undocumented.append("\(file):\(number + 1): \(code)")
                }
            }
        }
        #expect(undocumented.isEmpty, "public declarations without a doc comment:\n\(undocumented.joined(separator: "\n"))")
    }

    /// The most `public` declarations `Sources/` may hold: the library's surface is what a user's
    /// target calls (README, "The library"); what only the package uses is `package`. Lower it
    /// when the surface shrinks; raising it needs a reason.
    static let publicDeclarationBound = 381

    /// How many lines of `text` declare something public: `public` first, after any attributes
    /// (`@inlinable public var`), as `grep -E '^\s*(@[A-Za-z]+(\([^)]*\))? )*public '` counts.
    static func publicDeclarations(in text: String) -> Int {
        let declaration = #/\s*(@[A-Za-z]+(\([^)]*\))? )*public /#
        return text.split(separator: "\n").filter { $0.contains("public ") && $0.prefixMatch(of: declaration) != nil }.count
    }

    /// Every Swift file below `Sources/`, as a path below it, with its text.
    static func sourceFiles() throws -> [(path: String, text: String)] {
        let base = root.appendingPathComponent("Sources")
        return try FileManager.default.subpathsOfDirectory(atPath: base.path).filter { $0.hasSuffix(".swift") }.sorted().map {
            ($0, try String(contentsOf: base.appendingPathComponent($0), encoding: .utf8))
        }
    }

    @Test func publicDeclarationsAreCountedAsGrepCountsThem() {
        let text = """
            /// A public type.
            public struct A {
                public package(set) var x: Int
                @inlinable public var y: Int { x }
                @available(*, deprecated) @inline(__always) public func z() {}
                package var hidden: Int
                // public var commented: Int
                var publicName = "public "
            }
            extension A: CustomStringConvertible { public var description: String { "" } }
            """
        #expect(Self.publicDeclarations(in: text) == 4)
    }

    @Test func publicDeclarationsStayWithinTheBound() throws {
        let files = try Self.sourceFiles()
        #expect(files.count > 100, "Sources/ holds \(files.count) Swift files")
        var counts: [(path: String, count: Int)] = []
        for file in files {
            let count = Self.publicDeclarations(in: file.text)
            if count > 0 { counts.append((file.path, count)) }
        }
        let total = counts.reduce(0) { $0 + $1.count }
        let largest = counts.sorted { $0.count > $1.count }.prefix(10).map { "\($0.path): \($0.count)" }
        #expect(
            total <= Self.publicDeclarationBound,
            "\(total) public declarations, more than \(Self.publicDeclarationBound); the most:\n\(largest.joined(separator: "\n"))")
    }

    /// A file that passes 600 lines holds more than one concern: split it by concern.
    @Test func noSourceFilePassesSixHundredLines() throws {
        let files = try Self.sourceFiles()
        #expect(files.count > 100, "Sources/ holds \(files.count) Swift files")
        for file in files {
            let lines = file.text.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            #expect(lines <= 600, "Sources/\(file.path) has \(lines) lines")
        }
    }
}
