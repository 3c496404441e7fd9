import Foundation
import Testing

@testable import ResponderSimCore
@testable import ResponderSimImport

/// The worked examples of the recognizer import (Recognizers/Examples/rN.*): each writes exactly
/// its scene and messages, and each scene passes `check`.
@Suite struct RecognizerExampleTests {
    static let folder = ImportTesting.folder.appendingPathComponent("RecognizerFixtures/Examples")

    /// Each example: whether its recognizers are in the dump itself, and its taps.
    static let examples: [Int: (combined: Bool, taps: [DumpTap])] = [
        1: (false, []), 2: (true, [DumpTap(x: 187, y: 300)]), 3: (true, [DumpTap(x: 195, y: 293), DumpTap(x: 195, y: 600)]),
        4: (false, [DumpTap(x: 187, y: 333)]), 5: (false, []),
    ]

    /// Imports example `number` as `responder-sim import rN.txt --recognizers …` does; returns
    /// the result and its standard error.
    static func run(_ number: Int) -> (Result<ImportedScene, DumpImportError>, String) {
        let name = "r\(number).txt"
        let combined = examples[number]?.combined ?? false
        let recognizerName = combined ? name : "r\(number)-recognizers.txt"
        let source: RecognizerSource =
            combined ? .combined : .text(ImportTesting.bytes(folder.appendingPathComponent(recognizerName)), name: recognizerName)
        let result = DumpImporter.importDump(
            ImportTesting.bytes(folder.appendingPathComponent(name)), name: name, taps: examples[number]?.taps ?? [], recognizers: source)
        let standardError: String
        switch result {
        case .success(let scene):
            standardError = scene.warnings.map { $0.rendered(path: $0.inRecognizers ? recognizerName : name) }.joined()
        case .failure(let error): standardError = error.rendered(path: error.inRecognizers ? recognizerName : name)
        }
        return (result, standardError)
    }

    @Test(arguments: 1...5)
    func exampleWritesItsSceneByteForByte(number: Int) {
        let (result, standardError) = Self.run(number)
        guard case .success(let scene) = result else {
            Issue.record("r\(number).txt did not import: \(standardError)")
            return
        }
        #expect(scene.text == ImportTesting.text(Self.folder.appendingPathComponent("r\(number).scene")))
        #expect(standardError == ImportTesting.text(Self.folder.appendingPathComponent("r\(number).stderr")))
    }

    @Test(arguments: 1...5)
    func exampleScenePassesCheck(number: Int) {
        #expect(SceneTesting.scene(ImportTesting.text(Self.folder.appendingPathComponent("r\(number).scene"))) != nil)
    }

    @Test func exampleSixStopsAtTheCutDescription() {
        let name = "r6.txt"
        let result = DumpImporter.importDump(
            ImportTesting.bytes(Self.folder.appendingPathComponent(name)), name: name,
            recognizers: .text(ImportTesting.bytes(Self.folder.appendingPathComponent("r6-recognizers.txt")), name: "r6-recognizers.txt"))
        guard case .failure(let error) = result else {
            Issue.record("r6.txt imported")
            return
        }
        #expect(error.id == .recognizerCut)
        #expect(error.inRecognizers)
        #expect(
            error.rendered(path: "r6-recognizers.txt").split(separator: "\n").first.map(String.init)
                == ImportTesting.text(Self.folder.appendingPathComponent("r6.stderr")).split(separator: "\n").first.map(String.init))
    }

    /// The traces the examples describe: the double tap's delay, a tap that does not cancel
    /// touches, an app subclass taking the touch.
    @Test func exampleScenesRunAsDescribed() {
        let two = SceneTesting.compactLines(ImportTesting.text(Self.folder.appendingPathComponent("r2.scene")))
        #expect(two.contains("gesture tap_handleFingerTap-1 pending"))
        #expect(two.contains("gesture tap_handleFingerDoubleTap-1 failed timeout"))
        #expect(two.last == "gesture tap_handleFingerTap-1 recognized")
        let three = SceneTesting.compactLines(ImportTesting.text(Self.folder.appendingPathComponent("r3.scene")))
        #expect(three.contains("gesture tap_dismissKeyboard-1 failed control UIButton_Log_in-1"))
        #expect(three.contains("gesture tap_dismissKeyboard-1 recognized"))
        #expect(!three.contains { $0.hasPrefix("UIView-1.touchesCancelled") })
        let four = SceneTesting.compactLines(ImportTesting.text(Self.folder.appendingPathComponent("r4.scene")))
        #expect(four.contains("gesture longPress-1 failed lifted"))
        #expect(four.last == "gesture tap-1 recognized")
    }

    /// A combined text imports the same views as its dump alone.
    @Test func aCombinedTextImportsTheViewsOfItsDumpAlone() {
        let bytes = ImportTesting.bytes(Self.folder.appendingPathComponent("r2.txt"))
        guard case .success(let combined) = DumpImporter.importDump(bytes, name: "r2.txt", recognizers: .combined),
            // The dump alone: the text up to the blank line before the recognizers.
            case .success(let alone) = DumpImporter.importDump(
                Array(String(decoding: bytes, as: UTF8.self).components(separatedBy: "\n\n")[0].utf8), name: "r2.txt")
        else {
            Issue.record("r2.txt did not import")
            return
        }
        func viewLines(_ text: String) -> [Substring] {
            text.split(separator: "\n").filter { $0.contains("view: ") || $0.contains("frame: ") }
        }
        #expect(viewLines(combined.text) == viewLines(alone.text))
        #expect(alone.text.contains("# Not imported: gesture recognizers (views that have some: 1)."))
    }
}
