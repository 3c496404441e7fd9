import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// The built executable, run as a user runs it: real standard streams, pipes, FIFOs, devices,
/// signals and resource limits. Everything else is tested in process.
@Suite(.serialized) struct EndToEndTests {
    @Test func exitCodesOfVersionUsageAndAnInvalidScene() throws {
        let version = try CLI.spawn(["--version"])
        #expect(version.code == 0)
        #expect(version.output.hasPrefix("responder-sim "))
        let unknown = try CLI.spawn(["frobnicate"])
        #expect(unknown.code == 2)
        #expect(unknown.error.contains("unknown command 'frobnicate'"))
        let folder = try TemporaryFolder()
        let bad = try folder.write("bad.scene", Fixtures.corrupt)
        let invalid = try CLI.spawn(["check", bad])
        #expect(invalid.code == 3)
        #expect(invalid.error.contains("bad.scene:4:3: error: unknown key 'frmae'"))
    }

    /// `cat x | responder-sim run /dev/stdin`, `run -` and a FIFO used to read as empty ("missing
    /// key 'window'"): the reader sought before each read and took a failed seek for the end.
    @Test func standardInputPipesAndFIFOsAreReadAsStreams() throws {
        let compact = "card.touchesBegan [t1] handled\ncard.touchesEnded [t1] handled\n"
        let devStdin = try CLI.spawn(["run", "/dev/stdin", "-f", "compact"], stdin: Fixtures.passing)
        #expect(devStdin.output == compact)
        let dash = try CLI.spawn(["run", "-", "-f", "compact"], stdin: Fixtures.passing)
        #expect(dash.output == compact)
        let invalid = try CLI.spawn(["check", "-"], stdin: Fixtures.corrupt)
        #expect(invalid.code == 3)
        #expect(invalid.error.contains("<stdin>:4:3: error: unknown key 'frmae' in a window\n   4 |   frmae: [0, 0, 320, 480]\n"))
        let folder = try TemporaryFolder()
        let fifo = folder.path + "/scene.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        Thread.detachNewThread { try? Data(Fixtures.passing.utf8).write(to: URL(fileURLWithPath: fifo)) }
        #expect(try CLI.spawn(["run", fifo, "-f", "compact"]).output == compact)
    }

    @Test func aFullDiskOnStandardOutputIsAMessageNotATrap() throws {
        let folder = try TemporaryFolder()
        let scene = try folder.write("good.scene", Fixtures.passing)
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let result = try CLI.spawn(["run", scene], output: full)
        #expect(result.code == 2)
        #expect(result.error == "responder-sim: error: cannot write to standard output: No space left on device\n")
    }

    @Test func aClosedPipeWithSIGPIPEIgnoredIsAMessageNotATrap() throws {
        let folder = try TemporaryFolder()
        let scene = folder.path + "/big.scene"
        #expect(try CLI.spawn(["generate", "--views", "20", "--touches", "2000", "-o", scene]).code == 0)
        let closed = Pipe()
        try closed.fileHandleForReading.close()
        let result = try CLI.spawn(["run", scene], shell: "trap '' PIPE", output: closed.fileHandleForWriting)
        #expect(result.code == 2)
        #expect(result.error == "responder-sim: error: cannot write to standard output: Broken pipe\n")
    }

    /// The README's word on pipes: in an ordinary pipe (SIGPIPE not ignored), a reader that
    /// stops ends the tool by the signal, without a message (status 141 in a shell).
    @Test func aClosedPipeEndsTheToolByTheSignalWithoutAMessage() throws {
        let folder = try TemporaryFolder()
        let scene = folder.path + "/big.scene"
        #expect(try CLI.spawn(["generate", "--views", "20", "--touches", "2000", "-o", scene]).code == 0)
        let closed = Pipe()
        try closed.fileHandleForReading.close()
        let result = try CLI.spawn(["run", scene], shell: "trap - PIPE", output: closed.fileHandleForWriting)
        // With SIGPIPE at its default the signal ends the tool silently; where the runner
        // ignores it (a shell cannot undo that), the write error is reported instead (exit 2).
        if result.code == SIGPIPE {
            #expect(result.error.isEmpty)
        } else {
            #expect(result.code == 2)
            #expect(result.error == "responder-sim: error: cannot write to standard output: Broken pipe\n")
        }
    }

    /// A file system that refuses more bytes (here a file size limit, as a full disk would):
    /// the message names the file and the reason, and neither a half-written file nor a
    /// temporary is left.
    @Test func aFailedWriteLeavesNoHalfWrittenFile() throws {
        let folder = try TemporaryFolder()
        let scene = folder.path + "/big.scene"
        #expect(try CLI.spawn(["generate", "--views", "20", "--touches", "2000", "-o", scene]).code == 0)
        try folder.write("out.json", "old\n")
        let result = try CLI.spawn(["run", scene, "-f", "json", "-o", folder.path + "/out.json"], shell: "ulimit -f 64; trap '' XFSZ")
        #expect(result.code == 2)
        #expect(result.error == "responder-sim: error: cannot write '\(folder.path)/out.json': File too large\n")
        #expect(try folder.read("out.json") == "old\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["big.scene", "out.json"])
    }

    /// `run /dev/zero` used to reach 6.5 GB in 20 seconds; under a 400 MB address-space limit it
    /// now reports the over-long line at once.
    @Test func anEndlessInputStaysWithinAMemoryBound() throws {
        for command in [["run", "/dev/zero"], ["check", "/dev/zero"], ["test", "/dev/zero"]] {
            let result = try CLI.spawn(command, shell: "ulimit -v 400000")
            #expect(result.code == 3, "\(command)")
            #expect(result.error.contains("/dev/zero:1:1: error: line 1 is longer than 65536 bytes") || result.output.contains("longer"))
        }
        let answers = try CLI.spawn(
            ["quiz", CLI.scenes + "/exercises/01-tap-on-the-label.scene", "--answers", "/dev/zero"], shell: "ulimit -v 400000")
        #expect(answers.code == 2)
        #expect(answers.error == "responder-sim: error: cannot read '/dev/zero': line 1 is longer than 65536 bytes\n")
    }

    @Test func testFindsTheDefaultScenesFolderAndUpdatesAFailingScene() throws {
        let folder = try TemporaryFolder()
        try folder.write("Scenes/a-pass.scene", Fixtures.passing)
        try folder.write("Scenes/zz/failing.scene", Fixtures.failing)
        let result = try CLI.spawn(["test", "--update"], in: folder.path)
        // Every failing scene was rewritten and passes now: exit 0, as snapshot tools do.
        #expect(result.code == 0)
        #expect(
            result.output.contains("pass  Scenes/a-pass.scene\nFAIL  Scenes/zz/failing.scene\nScenes/zz/failing.scene:18: first difference")
        )
        #expect(result.output.contains("updated 1 scene, 1 of them now passing\n"))
        #expect(result.lastLine == "2 passed, 0 failed")
        #expect(try CLI.spawn(["test"], in: folder.path).lastLine == "2 passed, 0 failed")
    }

    @Test func quizReadsAnswersFromStandardInput() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("quiz.scene", QuizCommandTests.scene)
        let result = try CLI.spawn(["quiz", path], stdin: "Card\ncrad\nnone\n")
        #expect(result.code == 0)
        #expect(result.output.contains("> Card\nRight. card handles touchesBegan for t1."))
        #expect(result.output.contains("'crad' is not a responder of this scene; did you mean 'card'?"))
        #expect(result.lastLine == "score: 2 of 2 right")
        let short = try CLI.spawn(["quiz", path], stdin: "label\n")
        #expect(short.code == 1)
        #expect(short.output.contains("(end of input after 1 of 2 questions)"))
    }
}

/// `responder-sim lsp` as an editor starts it: framed JSON-RPC over the process's pipes.
@Suite struct LanguageServerProcessTests {
    static func frame(_ json: String) -> String { "Content-Length: \(json.utf8.count)\r\n\r\n" + json }

    @Test func anEditorOverPipesGetsTheLoadersErrorAndAnOrderlyExit() throws {
        let text = #"scene: x\nwindow:\n  window: main\n  frmae: [0, 0, 320, 480]\nscript:\n  - 0.0 wait\n"#
        let input = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///a.scene","languageId":"scene","version":1,"text":""#
                + text + #""}}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#, #"{"jsonrpc":"2.0","method":"exit"}"#,
        ].map(Self.frame).joined()
        let result = try CLI.spawn(["lsp"], stdin: input)
        #expect(result.code == 0)
        #expect(result.output.contains(#""code":"unknown-key""#))
        #expect(result.output.contains(#""start":{"character":2,"line":3}"#))
        #expect(result.output.contains(#"{"id":2,"jsonrpc":"2.0","result":null}"#))
    }

    @Test func aClientOverPipesGetsHoverCompletionDefinitionAndInlayHints() throws {
        let text =
            #"scene: x\nwindow:\n  window: main\n  frame: [0, 0, 320, 480]\n  subviews:\n    - view: card\n      frame: [0, 0, 320, 200]\n      "#
            + #"handles: all\nscript:\n  - 0.0 down t1 20 20\n  - 0.1 set card hidden yes\n# H6\n"#
        func at(_ id: Int, _ method: String, _ line: Int, _ character: Int) -> String {
            #"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":{"textDocument":{"uri":"file:///a.scene"},"#
                + #""position":{"line":\#(line),"character":\#(character)}}}"#
        }
        let input = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///a.scene","languageId":"scene","version":1,"text":""#
                + text + #""}}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///a.scene","version":2},"contentChanges":[{"text":""#
                + text + #""}]}}"#,
            at(2, "textDocument/hover", 6, 7), at(3, "textDocument/hover", 11, 3), at(4, "textDocument/completion", 6, 6),
            at(5, "textDocument/definition", 10, 12),
            #"{"jsonrpc":"2.0","id":6,"method":"textDocument/inlayHint","params":{"textDocument":{"uri":"file:///a.scene"},"range":{"start":{"line":0,"character":0},"end":{"line":12,"character":0}}}}"#,
            #"{"jsonrpc":"2.0","id":7,"method":"shutdown"}"#, #"{"jsonrpc":"2.0","method":"exit"}"#,
        ].map(Self.frame).joined()
        let result = try CLI.spawn(["lsp"], stdin: input)
        #expect(result.code == 0)
        #expect(result.output.contains("**frame**: [x, y, w, h]"))
        #expect(result.output.contains("H6 [doc] UILabel and UIImageView start with user interaction off"))
        #expect(result.output.contains(#""label":"exclusive-touch""#))
        #expect(
            result.output.contains(
                #"{"id":5,"jsonrpc":"2.0","result":{"range":{"end":{"character":16,"line":5},"start":{"character":12,"line":5}}"#))
        #expect(result.output.contains("→ card.touchesBegan [t1] handled"))
    }
}

extension LanguageServerProcessTests {
    @Test func aBrokenFrameOverPipesIsAParseErrorAndTheNextMessageIsAnswered() throws {
        let input =
            "Content-Length: many\r\n\r\n" + String(repeating: "x", count: 70_000)
            + [
                #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
                #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#, #"{"jsonrpc":"2.0","method":"exit"}"#,
            ].map(Self.frame).joined()
        let result = try CLI.spawn(["lsp"], stdin: input)
        #expect(result.code == 0)
        #expect(result.output.contains(#""message":"parse error: a Content-Length that is not a number of bytes""#))
        #expect(result.output.contains(#""serverInfo":{"name":"responder-sim"}"#))
        #expect(result.output.contains(#"{"id":2,"jsonrpc":"2.0","result":null}"#))
    }
}
