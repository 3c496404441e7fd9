import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// The line reader: lines with their breaks, from memory, kept bytes or a stream, and the line
/// limit that bounds memory on an endless input.
@Suite struct LineReaderTests {
    static func lines(_ reader: LineReader) -> [String] {
        var reader = reader
        var lines: [String] = []
        while let (range, _, _) = reader.next() { lines.append(String(decoding: reader.buffer[range], as: UTF8.self)) }
        return lines
    }

    static func kept(_ text: String, memoryLimit: Int) -> KeptBytes? {
        var writer = KeptBytesWriter(memoryLimit: memoryLimit)
        writer.append(ArraySlice(Array(text.utf8)))
        return writer.finish()
    }

    @Test func handsOutEachLineWithItsBreakFromAnyOffset() {
        let text = "a\nbc\r\n\nlast"
        #expect(Self.lines(LineReader(.memory(Array(text.utf8)), from: 0)) == ["a\n", "bc\r\n", "\n", "last"])
        #expect(Self.lines(LineReader(.memory(Array(text.utf8)), from: 2)) == ["bc\r\n", "\n", "last"])
    }

    @Test func keptBytesInMemoryAndInATemporaryFileReadAlikeInAnyChunkSize() throws {
        let text = (0..<500).map { "line \($0) " + String(repeating: "é", count: $0 % 7) }.joined(separator: "\n") + "\n"
        let expected = Self.lines(LineReader(.memory(Array(text.utf8)), from: 0))
        for memoryLimit in [0, 100, 1 << 20] {
            let kept = try #require(Self.kept(text, memoryLimit: memoryLimit))
            #expect(kept.count == text.utf8.count)
            for chunk in [1, 7, 4096] {
                #expect(Self.lines(LineReader(.kept(kept), from: 0, chunkSize: chunk)) == expected, "\(memoryLimit) \(chunk)")
            }
        }
    }

    @Test func aLineLongerThanTheLimitEndsTheReadingAtOnce() {
        let long = String(repeating: "x", count: SceneLimits.maxLineLength + 10)
        let reading = SourceReading(.memory(Array("first\n\(long)\nnever read\n".utf8)), name: "s", keeping: false)
        let lines = Self.lines(LineReader(reading))
        #expect(lines.count == 2)
        #expect(lines.first == "first\n")
        #expect(lines.last?.utf8.count == LineReader.longestLine + 1)
        #expect(reading.stoppedAtLongLine)
    }

    @Test func aLineJustWithinTheLimitIsWhole() {
        let line = String(repeating: "x", count: LineReader.longestLine) + "\n"
        let reading = SourceReading(.memory(Array((line + "next\n").utf8)), name: "s", keeping: false)
        #expect(Self.lines(LineReader(reading)) == [line, "next\n"])
        #expect(!reading.stoppedAtLongLine)
    }

    @Test func theCutNeverSplitsAUTF8Sequence() {
        for padding in 0..<3 {
            let text = String(repeating: "a", count: padding) + String(repeating: "☕", count: SceneLimits.maxLineLength)
            let lines = Self.lines(LineReader(SourceReading(.memory(Array(text.utf8)), name: "s", keeping: false)))
            let cut = Array(lines[0].utf8)
            #expect(String(validating: cut, as: UTF8.self) != nil, "padding \(padding)")
            #expect(cut.count > SceneLimits.maxLineLength)
        }
    }

    /// `/dev/zero` has no line break: the reader gives up after one chunk, so memory holds a
    /// chunk, not the input (this read 6.5 GB in 20 seconds before).
    @Test func anEndlessInputWithoutLineBreaksIsReadNoFurtherThanOneChunk() throws {
        let reading = try SourceReading(path: "/dev/zero", name: "/dev/zero", keeping: true)
        let lines = Self.lines(LineReader(reading))
        #expect(lines.count == 1)
        #expect(reading.stoppedAtLongLine)
        #expect(reading.bytesRead <= LineReader.chunkSize)
    }

    @Test func aStreamIsReadAsItComesAndAFailedReadIsAnErrorNotTheEnd() throws {
        let folder = try ScratchFolder()
        let descriptor = open(folder.path, O_RDONLY)
        defer { close(descriptor) }
        // Reading a folder's descriptor fails (EISDIR): the reading says so.
        let reading = SourceReading(.descriptor(descriptor, closes: false), name: "folder", keeping: false)
        #expect(Self.lines(LineReader(reading)).isEmpty)
        #expect(reading.failure == FileError(.read, "folder", code: EISDIR))
        #expect(throws: FileError(.read, "folder", code: EISDIR)) { try reading.finish() }
    }
}
