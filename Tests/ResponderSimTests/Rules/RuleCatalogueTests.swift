import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// The rule catalogue: one entry per id, complete entries, lookups, and every id cited anywhere
/// in the package has an entry.
@Suite struct RuleCatalogueTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyIdHasExactlyOneEntry() {
        let declared = Rule.declaredEntries.map(\.id)
        for id in RuleID.allCases {
            #expect(declared.filter { $0 == id }.count == 1, "\(id) has \(declared.filter { $0 == id }.count) entries")
        }
        #expect(Rule.catalogue.map(\.id) == RuleID.allCases)
    }

    @Test func everyEntryHasASummaryAStatementAndASource() {
        for rule in Rule.catalogue {
            #expect(!rule.summary.isEmpty && !rule.summary.hasSuffix("."), "\(rule.id): summary")
            #expect(rule.statement.hasSuffix("."), "\(rule.id): the statement is one paragraph ending in a full stop")
            #expect(!rule.statement.contains("\n"), "\(rule.id): the statement is one paragraph")
            #expect(rule.statement.count > 60, "\(rule.id): the statement is too short to stand alone")
            #expect(rule.source.hasSuffix("."), "\(rule.id): source")
        }
    }

    @Test func coversTheFamiliesOfTheRulesAndTheGestureChapter() {
        let counts = Dictionary(grouping: RuleID.allCases, by: \.family).mapValues(\.count)
        #expect(counts[.hitTesting] == 14)
        #expect(counts[.recognizers] == 32)
        #expect(counts[.controls] == 13)
        #expect(counts[.checks] == 40)
        #expect(counts[.recognizerDelegate] == 6)
        #expect(counts[.recognizerOrder] == 1)
        #expect(counts[.responderChain] == 4)
        #expect(counts[.firstResponder] == 10)
        #expect(counts[.actions] == 9)
        #expect(counts[.keys] == 9)
        #expect(counts[.motion] == 4)
        #expect(counts[.editMenu] == 3)
        #expect(counts[.scrollView] == 5)
        #expect(counts[.scrollDelay] == 6)
        #expect(counts[.scrollPan] == 9)
        #expect(counts[.deceleration] == 5)
        #expect(counts[.scrollWithOthers] == 8)
        #expect(counts[.scrollArithmetic] == 7)
        #expect(counts[.listSelection] == 10)
        #expect(RuleID.allCases.count == 247)
    }

    @Test func looksUpIdsInAnyCase() {
        #expect(Rule.rule("h6")?.id == .h6)
        #expect(Rule.rule("Gt3")?.id == .gt3)
        #expect(Rule.rule("ro")?.id == .ro)
        #expect(Rule.rule("H15") == nil)
        #expect(Rule.suggestion(for: "H15") == .h14)
        #expect(Rule.suggestion(for: "x9") == .x4)
        #expect(Rule.suggestion(for: "HH2") == .h2)
        #expect(RuleID.gt3.family == .tapRecognizer)
        #expect(RuleID.h10 > RuleID.h9)
        #expect("\(RuleID.x2)" == "X2")
    }

    @Test func searchFindsEveryRuleThatMentionsAWord() {
        let found = Rule.search("ALPHA").map(\.id)
        #expect(found.contains(.h2))
        #expect(found == found.sorted())
        #expect(Rule.search("   ").isEmpty)
        #expect(Rule.search("no such words here").isEmpty)
    }

    @Test func listsARuleWrappedToTheWidth() {
        let text = RuleListing.entry(RuleID.h6.rule, width: 60)
        let lines = text.split(separator: "\n")
        #expect(lines.first == "H6 [doc] UILabel and UIImageView start with user interaction off")
        #expect(lines.dropFirst().allSatisfy { $0.count <= 60 && $0.hasPrefix("  ") })
        #expect(lines.last?.hasPrefix("  Source: ") == true || text.contains("  Source: Apple"))
    }

    @Test func requestsPrintTheIndexFamiliesAndSearches() throws {
        let index = try RulesRequest.index.output()
        #expect(index.split(separator: "\n").filter { $0.hasPrefix("  ") }.count == RuleID.allCases.count)
        let family = try RulesRequest.ids(["gt"]).output()
        #expect(family.hasPrefix("GT1 [obs]"))
        #expect(family.contains("\nGT5 [doc]"))
        #expect(try RulesRequest.search("passthrough").output().contains("H8 [doc]"))
        #expect(try RulesRequest.search("zzzz").output() == "no rule mentions 'zzzz'\n")
        #expect(throws: RulesRequest.UnknownID(text: "X9", suggestion: .x4)) { try RulesRequest.ids(["M1", "X9"]).output() }
    }

    @Test func aMistypedFamilySuggestsTheFamiliesOneLetterAway() {
        #expect(
            throws: RulesRequest.UnknownID(
                text: "SX", suggestion: nil,
                families: [.scrollView, .scrollDelay, .scrollPan, .deceleration, .scrollWithOthers, .scrollArithmetic])
        ) {
            try RulesRequest.ids(["SX"]).output()
        }
        let error = RulesRequest.UnknownID(text: "SX", suggestion: nil, families: RulesRequest.UnknownID.families(near: "SX"))
        #expect(
            error.message
                == "unknown rule 'SX'; did you mean one of the families 'SV', 'SD', 'SP', 'SK', 'SW', 'SN'? ('responder-sim rules' lists every rule)"
        )
        #expect(RulesRequest.UnknownID(text: "GQ", suggestion: nil, families: [.pan]).message.contains("did you mean the family 'GP'?"))
        // A rule id keeps its own suggestion; a word far from every family gets none.
        #expect(RulesRequest.UnknownID.families(near: "SK9").isEmpty)
        #expect(RulesRequest.UnknownID.families(near: "zzzz").isEmpty)
    }

    /// The scroll families have two letters (S alone would clash with the worked examples
    /// S01, S29 …): each is listed by its letters, in any case, and S is no family.
    @Test func listsTheScrollFamiliesByTheirTwoLetters() throws {
        let families: [(String, RuleFamily, RuleID, RuleID)] = [
            ("SV", .scrollView, .sv1, .sv5), ("sd", .scrollDelay, .sd1, .sd6), ("Sp", .scrollPan, .sp1, .sp9),
            ("SK", .deceleration, .sk1, .sk5), ("sw", .scrollWithOthers, .sw1, .sw8), ("SN", .scrollArithmetic, .sn1, .sn7),
        ]
        for (letters, family, first, last) in families {
            #expect(RuleFamily(rawValue: letters.uppercased()) == family)
            #expect(family.rules.first == first && family.rules.last == last)
            #expect(first.family == family && last.family == family)
            let text = try RulesRequest.ids([letters]).output()
            #expect(text.hasPrefix("\(first) \(first.rule.tag.bracketed) "), "rules \(letters)")
            #expect(text.contains("\n\(last) \(last.rule.tag.bracketed) "), "rules \(letters)")
            #expect(text.components(separatedBy: "\n  Source: ").count - 1 == family.rules.count, "rules \(letters)")
        }
        #expect(try RulesRequest.ids(["SP"]).output().hasPrefix("SP1 [obs] "))
        #expect(RuleFamily(rawValue: "S") == nil)
        #expect(throws: RulesRequest.UnknownID.self) { try RulesRequest.ids(["S"]).output() }
        #expect(throws: RulesRequest.UnknownID.self) { try RulesRequest.ids(["S29"]).output() }
        #expect(Rule.rule("sv1")?.id == .sv1)
        #expect(Rule.rule("SP10") == nil)
        #expect(Rule.suggestion(for: "SP12") == .sp9)
        #expect(Rule.suggestion(for: "SD0") == .sd1)
        #expect(RuleID.v15.family == .checks && RuleID.v20.family == .checks)
        #expect(RuleID.sn7 < RuleID.v1 && RuleID.re3 < RuleID.sv1)
        let index = RuleListing.index()
        #expect(index.contains("\nSP: \(RuleFamily.scrollPan.title)\n  SP1  "))
        #expect(Self.citedIDs(in: "S29 shows SV5, SD2 and SP3; S01 none.", swiftSource: false) == ["SV5", "SD2", "SP3"])
    }

    @Test func citedBlockListsEachRuleOnceInCatalogueOrder() {
        let block = RuleListing.citedBlock([.m1, .c4, .h1, .m1])
        let lines = block.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[1].hasPrefix("  H1   "))
        #expect(lines[2].hasPrefix("  M1   "))
        #expect(lines[3].hasPrefix("  C4   "))
        #expect(RuleListing.citedBlock([]).isEmpty)
    }

    // MARK: Every id cited anywhere has an entry

    /// Tokens shaped like a rule id of one of the catalogue's families (`H12`, `GT3`, `RO`).
    static func citedIDs(in text: String, swiftSource: Bool) -> [String] {
        let families = RuleFamily.allCases.map(\.rawValue).filter { $0 != "RO" }.sorted { $0.count > $1.count }
        // SVG path data in Swift sources (`"M15,5 L25,…"`) is not a citation.
        let after = swiftSource ? "(?![\\w,])" : "(?!\\w)"
        let pattern = "(?<![\\w])(?:(?:" + families.joined(separator: "|") + ")[0-9]+a?|RO)" + after
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { match in
            Range(match.range, in: text).map { String(text[$0]) }
        }
    }

    /// Every text of the package that may cite a rule: the library's and the command line's
    /// sources, every scene, the READMEs.
    static func citingFiles() -> [URL] {
        var files: [URL] = [packageRoot.appendingPathComponent("README.md"), packageRoot.appendingPathComponent("Scenes/README.md")]
        for folder in ["Sources", "Scenes"] {
            let root = packageRoot.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.pathExtension == "swift" || url.pathExtension == "scene" {
                files.append(url)
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    @Test func findsCitationsButNotLookalikes() {
        #expect(Self.citedIDs(in: "Rules to read afterwards: H6, H2, GT3 and RO.", swiftSource: false) == ["H6", "H2", "GT3", "RO"])
        #expect(Self.citedIDs(in: "\"M15,\\(x) L25,\\(y)\" UTF8 H2x xM1 ROW", swiftSource: true).isEmpty)
        #expect(Self.citedIDs(in: "(C4)", swiftSource: true) == ["C4"])
    }

    @Test func everyRuleIdCitedInThePackageHasAnEntry() throws {
        let files = Self.citingFiles()
        #expect(files.count > 50)
        var cited = 0
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for id in Self.citedIDs(in: text, swiftSource: file.pathExtension == "swift") {
                cited += 1
                #expect(Rule.rule(id) != nil, "\(file.lastPathComponent) cites \(id), which the catalogue does not have")
            }
        }
        #expect(cited > 100)
    }
}
