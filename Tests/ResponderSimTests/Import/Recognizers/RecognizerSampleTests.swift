import Foundation
import Testing

@testable import ResponderSimImport

/// The recognizer reader alone, on every published sample (Samples/): each is read without an
/// error, into the descriptions it holds.
@Suite struct RecognizerSampleTests {
    static let folder = ImportTesting.folder.appendingPathComponent("RecognizerFixtures/Samples")

    /// Each sample, its number of descriptions (list entries included) and of top-level ones.
    static let counts: [(String, Int, Int)] = [
        ("S01", 5, 5), ("S02", 6, 6), ("S03", 3, 1), ("S04", 14, 12), ("S06", 7, 5), ("S07", 5, 5), ("S08", 3, 3), ("S09", 3, 3),
        ("S10", 5, 5), ("S11a", 4, 4), ("S11b", 1, 1), ("S12", 5, 5), ("S13", 1, 1), ("S14", 1, 1), ("S15", 1, 1), ("S16", 1, 1),
        ("S17", 1, 1), ("S18", 2, 2), ("S19", 1, 1), ("S20", 1, 1), ("S22", 1, 1), ("S23", 1, 1), ("S24", 1, 1), ("S25", 1, 1),
        ("S26", 1, 1), ("S27", 1, 1), ("S28", 1, 1), ("S29", 1, 1), ("S30", 1, 1), ("S31", 1, 1), ("F1-lookin", 1, 1),
        ("F2-springboard", 1, 1), ("F3-log-short-form", 0, 0),
    ]

    static func read(_ name: String) -> RecognizerTextReader? {
        var reader = RecognizerTextReader(ImportTesting.bytes(folder.appendingPathComponent(name + ".txt")))
        do throws(RecognizerTextFailure) {
            try reader.read()
            return reader
        } catch {
            Issue.record("\(name) did not read: \(error.message) at byte \(error.offset)")
            return nil
        }
    }

    @Test func everySampleIsInTheTable() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".txt") }
        #expect(Set(names.map { String($0.dropLast(4)) }) == Set(Self.counts.map(\.0) + ["S21"]))
    }

    @Test(arguments: counts)
    func sampleReadsWithoutError(sample: (String, Int, Int)) {
        guard let reader = Self.read(sample.0) else { return }
        #expect(reader.descriptions.count == sample.1, "\(sample.0)")
        #expect(reader.descriptions.filter(\.topLevel).count == sample.2, "\(sample.0)")
        for description in reader.descriptions {
            #expect(description.field("state") != nil, "\(sample.0): \(description.className)")
            #expect(!description.address.isEmpty && !description.address.hasPrefix("0") || description.address == "0")
        }
    }

    @Test func nsLogEscapesAndQuotesAreBlanksAroundLists() {
        guard let reader = Self.read("S04") else { return }
        let tap = reader.descriptions.first { $0.name == "multi-select.multiFingerTapGesture" && $0.topLevel }
        #expect(tap?.list("must-fail").count == 1)
        #expect(tap?.field("numberOfTouchesRequired")?.text == "2")
        let entry = tap.flatMap { $0.list("must-fail").first }.map { reader.descriptions[$0] }
        #expect(entry?.className == "UIPanGestureRecognizer")
        #expect(entry?.address == "11f511790")
        #expect(entry?.name == "multi-select.multiFingerPanGesture")
    }

    @Test func optionalArraysHoldTwoDescriptionsOnALine() {
        guard let reader = Self.read("S02") else { return }
        #expect(reader.descriptions.map(\.className).prefix(2) == ["UILongPressGestureRecognizer", "UIPanGestureRecognizer"])
        #expect(reader.descriptions[0].field("enabled")?.text == "NO")
        #expect(reader.descriptions[5].field("state")?.text == "Ended")
    }

    @Test func descriptionsBrokenOverLinesReadAsOne() {
        guard let s3 = Self.read("S03"), let s28 = Self.read("S28") else { return }
        #expect(s3.descriptions[0].list("must-fail").count == 2)
        #expect(s3.descriptions[2].field("numberOfTouchesRequired")?.text == "2")
        #expect(s28.descriptions[0].field("target")?.text == "<(action=handlePan:,target=<UIScrollView 0x7fd8a482fa00>)>")
        #expect(s28.descriptions[0].field("view")?.text == "<UIScrollView 0x7fd8a482fa00>")
    }

    @Test func fieldValuesKeepTheirPrintedText() {
        guard let s10 = Self.read("S10"), let s31 = Self.read("S31"), let s30 = Self.read("S30") else { return }
        #expect(s10.descriptions[1].field("minimumPressDuration")?.text == "1")
        #expect(s10.descriptions[1].field("baseClass")?.text == "UILongPressGestureRecognizer")
        #expect(s10.descriptions[3].field("target") == nil)
        #expect(s31.descriptions[0].name == "pencilInteraction.hover.0x1105da080")
        #expect(s31.descriptions[0].field("view")?.text == "(nil)")
        #expect(s31.descriptions[0].field("id")?.text == "594")
        #expect(s30.descriptions[0].field("view")?.text == "<UIView: 0x105e11cf0>")
    }

    @Test func theCutSampleIsAnErrorAtItsHead() {
        var reader = RecognizerTextReader(ImportTesting.bytes(Self.folder.appendingPathComponent("S21.txt")))
        do throws(RecognizerTextFailure) {
            try reader.read()
            Issue.record("S21 read without an error")
        } catch {
            #expect(error.id == .recognizerCut)
            // Line 2's `<`, after `//    tap2:`.
            let bytes = reader.bytes
            let lineStart = (bytes.firstIndex(of: 0x0A) ?? 0) + 1
            #expect(error.offset - lineStart == 11)
        }
    }
}
