import Foundation
import Testing

@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimRender

/// Imported recognizers are ordinary `gestures:` items: the editor, the pictures and the
/// report treat them like any other.
@Suite struct RecognizerToolsTests {
    static func text(_ number: Int) -> String {
        ImportTesting.text(RecognizerExampleTests.folder.appendingPathComponent("r\(number).scene"))
    }

    @Test(arguments: 1...5)
    func theEditorReportsNothingAndExplainsTheKeys(number: Int) {
        var (server, diagnostics) = LanguageServerTests.opened(Self.text(number))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        // In the double tap example, `taps: 2` under the imported recognizer is a tap's key.
        if number == 2 {
            let lines = Self.text(2).split(separator: "\n", omittingEmptySubsequences: false)
            guard let line = lines.firstIndex(where: { $0.hasSuffix("taps: 2") }) else {
                Issue.record("no taps: 2")
                return
            }
            let column = lines[line].prefix { $0 == " " }.count
            #expect(LanguageServerTests.hover(&server, line, column + 1)?.hasPrefix("**taps**") == true)
        }
    }

    @Test func thePictureAndTheReportNameTheImportedRecognizers() throws {
        let scene = try #require(SceneTesting.scene(Self.text(2)))
        let recording = RunRecording(scene: scene)
        let svg = Picture(recording).svg
        #expect(svg.contains("tap_handleFingerTap-1") && svg.contains("tap_handleFingerDoubleTap-1"))
        let report = recording.report
        #expect(report.contains("tap_handleFingerTap-1") && report.contains("tap_handleFingerDoubleTap-1"))
    }
}
