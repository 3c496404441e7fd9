import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimRender
@testable import ResponderSimTeaching

/// The report draws a search's chain as it draws a call's: each asked responder gets a
/// numbered hop, and the send's tag names where the search started.
@Suite struct ResponderReportTests {
    @Test func aSearchsAsksAreNumberedHopsAfterTheCalls() throws {
        let html = RunRecording(scene: try GesturePictureTests.scene("responders/s61-first-responder-takes-the-action.scene")).report
        #expect(html.contains(#"<span class="hopnum forwarded">2</span>ask field save no"#))
        #expect(html.contains(#"<span class="hopnum handled">4</span>ask SearchController save yes"#))
        #expect(html.contains("send save saveButton nil — from the first responder field"))
    }

    @Test func aKeystrokesPressesAreHopsToo() throws {
        let html = RunRecording(scene: try GesturePictureTests.scene("responders/s65-shortcut-needs-a-first-responder.scene")).report
        #expect(html.contains("main.pressesBegan [n]"))
        #expect(html.contains("command cmd+s save ListController — from the first responder field"))
    }
}

extension ResponderReportTests {
    @Test func eachWindowsFirstResponderIsMarkedAndTheKeyWindowsIsNamedSo() throws {
        let html = RunRecording(scene: try GesturePictureTests.scene("exercises/18-the-menu-from-the-wrong-window.scene")).report
        #expect(html.contains("first responder of the key window: notes"))
        #expect(html.contains("first responder (its window is not key): popupField"))
        #expect(html.contains("first responder of the key window: popupField"))
        #expect(html.contains("first responder (its window is not key): notes"))
    }
}

extension ResponderReportTests {
    @Test func theQuizTreeShowsWhatEachResponderDeclaresForTheChain() throws {
        let scene = try GesturePictureTests.scene("responders/s62-cannot-perform-lets-the-search-go-on.scene")
        let root = try #require(scene.view(named: "root"))
        let button = try #require(scene.view(named: "saveButton"))
        #expect(
            TreeOutline.shownFlags(scene.views[root.index], views: scene.views, scene: scene)
                == ["controller: EditorController (actions: [save]; cannot-perform: [save])"])
        #expect(TreeOutline.shownFlags(scene.views[button.index], views: scene.views, scene: scene) == ["sends: touchUpInside → save"])
        // A text field's own defaults are not shown; a changed one is.
        let field = try #require(
            SceneTesting.scene(
                """
                window:
                  window: main
                  frame: [0, 0, 320, 480]
                  subviews:
                    - view: f
                      class: UITextField
                      frame: [0, 0, 10, 10]
                      text-input: no
                script: []
                """))
        #expect(TreeOutline.shownFlags(field.views[1], views: field.views, scene: field) == ["text-input: no"])
    }
}

extension ResponderReportTests {
    @Test func explainSaysWhereEachMessageStartsAndWhy() throws {
        let scene = try GesturePictureTests.scene("responders/s73-press-stays-with-its-responder.scene")
        var writer = TextWriter(output: "", explain: true)
        var simulator = Simulator(scene: scene)
        simulator.run(into: &writer)
        #expect(writer.output.contains("pressesBegan starts at left, the key window's first responder (RF9)"))
        #expect(writer.output.contains("pressesEnded starts at left, the first responder when the press began (RK2)"))
        var plain = TextWriter(output: "")
        var again = Simulator(scene: scene)
        again.run(into: &plain)
        #expect(!plain.output.contains("pressesEnded starts at left"))
    }
}

extension ResponderReportTests {
    @Test func theQuizTreeMarksEachWindowsFirstResponder() throws {
        let scene = try GesturePictureTests.scene("exercises/18-the-menu-from-the-wrong-window.scene")
        let quiz = Quiz(scene: scene)
        let tree = try #require(quiz.steps.first { $0.number == 4 }?.tree)
        #expect(tree.contains { $0.contains("notes (UITextField)") && $0.hasSuffix("first responder (key window)") })
        #expect(tree.contains { $0.contains("popupField (UITextField)") && $0.hasSuffix("first responder (its window is not key)") })
    }
}
