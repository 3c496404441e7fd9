import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimRender
@testable import ResponderSimTeaching

/// What the report gives a teacher: notes as written, rule ids linked to their statements,
/// a mode that hides the steps to come, a page that prints.
@Suite struct ReportTeachingTests {
    @Test func notesKeepTheLinesTheAuthorMeant() {
        let notes = """
            A bottom sheet holds a slider. The slider overrides began,
            moved and ended, but not cancelled.
            Task: who receives a call about t1?
            Rules to read afterwards: B2, C1.

            A second paragraph:
            - one item
            - another
            """
        let paragraphs = ReportWriter.paragraphs(notes)
        #expect(
            paragraphs == [
                [
                    "A bottom sheet holds a slider. The slider overrides began, moved and ended, but not cancelled.",
                    "Task: who receives a call about t1?", "Rules to read afterwards: B2, C1.",
                ],
                ["A second paragraph:", "- one item", "- another"],
            ])
    }

    @Test func ruleIdsLinkToTheirStatementsWithTheStatementOnHover() throws {
        let path = GoldenSceneTests.scenesFolder + "/exercises/09-the-sheet-goes-away.scene"
        let scene = try #require(RenderTesting.load(path))
        let page = try #require(RenderTesting.parse(RunRecording(scene: scene).report))
        let links = page.elements("a", withClass: "rule")
        #expect(links.contains { $0.text == "C4" && $0.attributes["href"] == "#rule-C4" })
        let c4 = try #require(links.first { $0.text == "C4" })
        #expect(c4.attributes["title"]?.contains(RuleID.c4.rule.statement) == true)
        // The notes' "Rules to read afterwards" are linked too, and every cited rule is stated.
        let stated = page.elements("dt").compactMap { $0.attributes["id"] }
        for id in ["B2", "C1", "C4", "L4", "N2"] { #expect(stated.contains("rule-\(id)"), "\(id)") }
        #expect(Set(links.compactMap { $0.attributes["href"] }).allSatisfy { stated.contains(String($0.dropFirst())) })
    }

    @Test func teachingModeHidesLaterStepsAndTheEndOfTheStory() throws {
        let path = GoldenSceneTests.scenesFolder + "/exercises/09-the-sheet-goes-away.scene"
        let scene = try #require(RenderTesting.load(path))
        let report = RunRecording(scene: scene).report
        let page = try #require(RenderTesting.parse(report))
        let toggle = try #require(page.elements("input").first { $0.attributes["id"] == "hide-future" })
        #expect(toggle.attributes["type"] == "checkbox")
        #expect(report.contains("html.hide-future .step.future,html.hide-future .whole-run{display:none}"))
        #expect(report.contains("/hide-future/.test(location.hash)"))
        let wholeRun = try #require(page.elements("div", withClass: "whole-run").first)
        #expect(wholeRun.allText.contains("Touches") && wholeRun.allText.contains("Notices"))
    }

    @Test func thePagePrintsWholeAndThePictureScales() throws {
        let path = GoldenSceneTests.scenesFolder + "/core/h7-two-windows.scene"
        let scene = try #require(RenderTesting.load(path))
        let recording = RunRecording(scene: scene)
        #expect(recording.report.contains("@media print{"))
        let svg = try #require(RenderTesting.parse(Picture(recording).svg))
        #expect(svg.attributes["width"] == "100%" && svg.attributes["viewBox"]?.hasPrefix("0 0 ") == true)
    }
}
