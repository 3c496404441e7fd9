import Testing

@testable import ResponderSimCLI
@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// `render --label NAME` and `report --label NAME` name views that a focused picture (a tree
/// of more than 40 views) would leave unlabelled; a name that matches no view is wrong usage.
@Suite struct RenderLabelOptionTests {
    /// A window of 60 views in a row and a tap on the tenth.
    static let row: String = {
        var text = "window:\n  window: main\n  frame: [0, 0, 600, 100]\n  subviews:\n"
        for index in 0..<60 { text += "    - view: v\(index)\n      frame: [\(index * 10), 0, 10, 100]\n" }
        return text + "script:\n  - 0.0 down t1 95 10\n  - 0.1 up t1\n"
    }()

    /// The views labelled in an SVG or a report (`<g class="label" data-view="v42" …>`).
    static func labels(_ document: String) -> [String] {
        document.components(separatedBy: "<g class=\"label\" data-view=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test func namedViewsGetTheirLabelInTheSVGAndTheReport() async throws {
        let plain = await CLI.run(["render", "-"], scene: Self.row)
        #expect(plain.code == 0 && !Self.labels(plain.output).contains("v42"))
        let named = await CLI.run(["render", "-", "--label", "v42", "--label", "v5*"], scene: Self.row)
        #expect(named.code == 0)
        #expect(Set(Self.labels(named.output)).isSuperset(of: ["v42", "v5", "v50", "v59", "v9"]))
        let page = await CLI.run(["report", "-", "--label", "v42"], scene: Self.row)
        #expect(page.code == 0 && Self.labels(page.output).contains("v42"))
        let every = await CLI.run(["render", "-", "--label", "*"], scene: Self.row)
        #expect(Self.labels(every.output).count == 61)
    }

    @Test func aNameThatMatchesNoViewIsWrongUsage() async throws {
        let result = await CLI.run(["render", "-", "--label", "v4x2"], scene: Self.row)
        #expect(result.code == 2 && result.output.isEmpty)
        #expect(result.error.contains("'--label v4x2': no view of the scene is named so; did you mean 'v42'?"))
        let report = await CLI.run(["report", "-", "--label", "w*"], scene: Self.row)
        #expect(report.code == 2 && report.error.contains("'--label w*': no view of the scene is named so"))
        #expect(await CLI.run(["help", "render"]).output.contains("--label NAME"))
        #expect(await CLI.run(["help", "report"]).output.contains("--label NAME"))
    }
}
