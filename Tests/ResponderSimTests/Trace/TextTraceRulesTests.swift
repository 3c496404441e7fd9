import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// The text trace ends with the rules it cited, each with its summary from the catalogue.
@Suite struct TextTraceRulesTests {
    @Test func endsWithEveryRuleItCitedOnceInCatalogueOrder() throws {
        let text = try TextTraceTests.text(
            """
            window:
              window: main
              frame: [0, 0, 320, 480]
              subviews:
                - view: pad
                  frame: [0, 0, 320, 480]
                  handles: [began]
            script:
              - 0.0 down t1 10 10
              - 0.0 down t2 20 20
              - 0.1 down t3 30 30
              - 0.2 ignore begin
              - 0.3 move t1 15 15
              - 0.4 ignore end
              - 0.5 up t1
              - 0.5 up t2
              - 0.5 up t3
            """)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("rules cited") })
        #expect(lines[start - 2].hasPrefix("summary: "))
        let cited = lines[(start + 1)...].filter { !$0.isEmpty }
        #expect(cited.map { String($0.dropFirst(2).prefix(2)) } == ["M1", "M2", "I3", "C4", "N2"])
        #expect(cited.first == "  M1   " + RuleID.m1.rule.summary)
        #expect(text.contains("withheld t2: multiple-touch-disabled (M2) at pad"))
        #expect(text.contains("withheld t3: multiple-touch-disabled (M1) at pad"))
    }

    @Test func aRunThatCitesNoRuleHasNoBlock() throws {
        let text = try TextTraceTests.text(
            """
            window:
              window: main
              frame: [0, 0, 320, 480]
              handles: all
            script:
              - 0.0 down t1 10 10
              - 0.1 up t1
            """)
        #expect(!text.contains("rules cited"))
        #expect(text.hasSuffix("0 notices\n"))
    }
}
