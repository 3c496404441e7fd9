import Testing

@testable import ResponderSimCLI
@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// `responder-sim rules`, in process: the index, rules by id or family, a search, and an
/// unknown id as a usage error with the closest id.
@Suite struct RulesCommandTests {
    @Test func withoutArgumentsListsEveryRuleOnALine() async {
        let result = await CLI.run(["rules"])
        #expect(result.code == 0)
        #expect(result.lines.filter { $0.hasPrefix("  ") }.count == RuleID.allCases.count)
        #expect(result.output.contains("  H6   [doc]        UILabel and UIImageView start with user interaction off\n"))
    }

    @Test func printsRulesByIdInAnyCaseAndFamilies() async {
        let result = await CLI.run(["rules", "h6", "GL"])
        #expect(result.code == 0)
        #expect(result.output.hasPrefix("H6 [doc] UILabel and UIImageView start with user interaction off\n"))
        #expect(result.output.contains("\nGL1 [doc] ") && result.output.contains("\nGL2 [doc] "))
        #expect(result.output.contains("  Source: "))
    }

    @Test func searchesTheStatements() async {
        let result = await CLI.run(["rules", "--search", "passthrough"])
        #expect(result.code == 0)
        #expect(result.output.contains("H8 [doc] passthrough: never the hit-test view itself"))
        let none = await CLI.run(["rules", "-s", "zebra"])
        #expect(none.output == "no rule mentions 'zebra'\n")
        let both = await CLI.run(["rules", "H1", "--search", "x"])
        #expect(both.code == 2)
    }

    @Test func anUnknownIdIsAUsageErrorWithTheClosestId() async {
        let result = await CLI.run(["rules", "M1", "X9"])
        #expect(result.code == 2)
        #expect(result.output.isEmpty)
        #expect(result.error.contains("unknown rule 'X9'; did you mean 'X4'?"))
    }

    @Test func hasHelp() async {
        let result = await CLI.run(["help", "rules"])
        #expect(result.code == 0)
        #expect(result.output.hasPrefix("Usage: responder-sim rules [ID...] [--search WORD]"))
    }
}
