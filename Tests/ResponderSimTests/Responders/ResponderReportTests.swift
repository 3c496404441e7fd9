import Testing

@testable import ResponderSim

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
