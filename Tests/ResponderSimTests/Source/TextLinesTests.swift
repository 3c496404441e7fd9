import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// Lines of an answers file or of standard input, read as they are asked for.
@Suite struct TextLinesTests {
    @Test func givesEachLineWithoutItsBreak() throws {
        let lines = TextLines(text: "card\r\nnone\n\nlast", name: "answers")
        var read: [String] = []
        while let line = try lines.next() { read.append(line) }
        #expect(read == ["card", "none", "", "last"])
    }

    @Test func aLineOverTheLimitIsAnErrorAtOnce() throws {
        let lines = TextLines(text: "ok\n" + String(repeating: "x", count: SceneLimits.maxLineLength + 1) + "\n", name: "answers")
        #expect(try lines.next() == "ok")
        #expect(throws: FileError(.read, "answers", reason: "line 2 is longer than 65536 bytes")) { try lines.next() }
    }

    @Test func anEndlessInputIsRefusedAfterTheLimit() throws {
        let lines = try TextLines(contentsOfFile: "/dev/zero")
        #expect(throws: FileError(.read, "/dev/zero", reason: "line 1 is longer than 65536 bytes")) { try lines.next() }
    }

    @Test func aMissingFileSaysWhy() {
        #expect(throws: FileError(.read, "/no/such.txt", code: ENOENT)) { try TextLines(contentsOfFile: "/no/such.txt") }
    }
}
