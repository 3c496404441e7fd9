import Foundation
import Testing

@testable import ResponderSimCLI
@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// `responder-sim import`: arguments, exit codes, where the scene and the messages go.
@Suite struct ImportCommandTests {
    static let dump = """
        (lldb) po view
        <UIView: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x2>>
           | <UILabel: 0x3; frame = (10 10; 100 20); text = 'Hi'; layer = <_UILabelLayer: 0x4>>
           | ...

        """
    /// A warning (line 1) before the error: a failed import prints it, then the error.
    static let broken = "...\n<UIView: 0x1; frame = (0 0; 320 480); alpha = 2>\n"

    @Test func writesTheSceneToStandardOutputAndWarningsToStandardError() async throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("dumps/my dump.txt", Self.dump)
        let result = await CLI.run(["import", path, "--tap", "20", "15.5"])
        #expect(result.code == 0)
        #expect(result.output.hasPrefix("# Imported by `responder-sim import` from my dump.txt (views: 2, windows: 0).\n"))
        #expect(result.output.hasSuffix("script:\n  - 0.00 down t1 20 15.5\n  - 0.10 up t1\n"))
        #expect(result.error == "\(path):4:6: warning: views were left out here; the scene holds only the views the dump shows\n")
        #expect(await CLI.run(["import", path, "-o", "-"]).output == CLI.run(["import", path]).output)
    }

    @Test func controlCharactersOfATextAreEscapedOnATerminalOnly() async throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("esc.txt", "<UILabel: 0x1; frame = (0 0; 10 10); text = 'a\\u001b[2Jb'>\n")
        let piped = await CLI.run(["import", path])
        #expect(piped.output.contains("'a\u{1B}[2Jb'"))
        let shown = await CLI.run(["import", path], terminal: true)
        #expect(shown.output.contains("'a\\u{1B}[2Jb'"))
        #expect(!shown.output.contains("\u{1B}"))
    }

    @Test func writesTheFileOnlyWhenTheImportSucceeds() async throws {
        let folder = try TemporaryFolder()
        let good = try folder.write("good.txt", Self.dump)
        let bad = try folder.write("bad.txt", Self.broken)
        let output = try folder.write("out.scene", "untouched\n")
        let failed = await CLI.run(["import", bad, "-o", output])
        #expect(failed.code == 3)
        #expect(failed.output.isEmpty)
        #expect(
            failed.error.hasPrefix(
                "\(bad):1:1: warning: views were left out here; the scene holds only the views the dump shows\n"
                    + "\(bad):2:47: error: 'alpha' must be a number from 0 to 1, not '2'\n"))
        #expect(try folder.read("out.scene") == "untouched\n")
        let written = await CLI.run(["import", good, "-o", output])
        #expect(written.code == 0 && written.output.isEmpty)
        let expected = await CLI.run(["import", good]).output
        #expect(try folder.read("out.scene") == expected)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/none.scene"))
        #expect(await CLI.run(["import", bad, "-o", folder.path + "/none.scene"]).code == 3)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/none.scene"))
    }

    @Test func wrongUsageExitsWithTwo() async throws {
        let folder = try TemporaryFolder()
        let good = try folder.write("good.txt", Self.dump)
        let cases: [[String]] = [
            ["import"], ["import", good, good], ["import", good, "--tap", "1"], ["import", good, "--tap", "1", "x"],
            ["import", good, "--tap", "1.", "2"], ["import", good, "--tap", "+1", "2"], ["import", good, "--tap", "1e3", "2"],
            ["import", good, "--tap", String(repeating: "9", count: 400), "2"], ["import", good, "--tap", "1", "999999999"],
            ["import", good, "--tap", "-1000000000.5", "1"],
            ["import", good, "--frobnicate"], ["import", folder.path + "/missing.txt"], ["import", folder.path],
            ["import", good, "-o", folder.path + "/no/such/folder/x.scene"],
        ]
        for arguments in cases {
            let result = await CLI.run(arguments)
            #expect(result.code == 2, "\(arguments)")
            #expect(result.output.isEmpty, "\(arguments)")
        }
        #expect(await CLI.run(["import", good, "--tap", "-4.25", "-0"]).output.contains("  - 0.00 down t1 -4.25 0\n"))
    }

    @Test func helpDescribesTheCommand() async {
        let help = await CLI.run(["help", "import"])
        #expect(help.code == 0)
        #expect(help.output.hasPrefix("Usage: responder-sim import DUMP [--recognizers FILE] [--output FILE] [--tap X Y]...\n"))
        #expect(help.output.contains("--recognizers FILE"))
        #expect(await CLI.run(["import", "--help"]).output == help.output)
        #expect(await CLI.run(["--help"]).output.contains("  import    "))
    }

    /// A dump and its recognizers in one paste (the same argument, or `-` twice), or in two files.
    @Test func recognizersComeFromTheDumpOrASecondFile() async throws {
        let folder = try TemporaryFolder()
        let tap =
            "<UITapGestureRecognizer: 0x6001; state = Possible; view = <UIView 0x7f01>; target= <(action=close:, target=<VC 0x9>)>>\n"
        let views = "<UIView: 0x7f01; frame = (0 0; 100 100); gestureRecognizers = <NSArray: 0x1>; layer = <CALayer: 0x2>>\n"
        let session = try folder.write("session.txt", views + "(lldb) po view.gestureRecognizers\n" + tap)
        let dump = try folder.write("views.txt", views)
        let recognizers = try folder.write("taps.txt", "(lldb) po view.gestureRecognizers\n" + tap)
        let one = await CLI.run(["import", session, "--recognizers", session])
        #expect(one.code == 0)
        #expect(one.output.contains("        - tap: tap_close-1  # session.txt line 3: UITapGestureRecognizer, close: of VC\n"))
        let two = await CLI.run(["import", dump, "--recognizers", recognizers])
        #expect(two.code == 0)
        #expect(two.output.contains("# Recognizers from taps.txt (printed: 1; declared: 1,"))
        #expect(two.output.contains("        - tap: tap_close-1  # taps.txt line 2: UITapGestureRecognizer, close: of VC\n"))
        let piped = try CLI.spawn(["import", "-", "--recognizers", "-"], stdin: views + tap)
        #expect(piped.code == 0)
        #expect(piped.output.contains("# Recognizers from <stdin> (printed: 1;"))
        let second = try CLI.spawn(["import", dump, "--recognizers", "-"], stdin: tap)
        #expect(second.code == 0)
        #expect(second.output.contains("  # <stdin> line 1: UITapGestureRecognizer, close: of VC\n"))
        // Two arguments naming one file are two texts: the session alone is not a dump.
        #expect(await CLI.run(["import", session, "--recognizers", folder.path + "/./session.txt"]).code == 3)
        // Without the option the same paste keeps today's outcome.
        #expect(await CLI.run(["import", session]).code == 3)
        let cut = try folder.write("cut.txt", "<UITapGestureRecognizer: 0x6001; state = Possible; view = <UIView 0x7f01>; numberOfTaps\n")
        let failed = await CLI.run(["import", dump, "--recognizers", cut, "-o", folder.path + "/none.scene"])
        #expect(failed.code == 3)
        #expect(failed.error.hasPrefix(cut + ":1:1: error: the description of UITapGestureRecognizer does not end"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/none.scene"))
        for arguments in [
            ["import", dump, "--recognizers"], ["import", dump, "--recognizers", recognizers, "--recognizers", recognizers],
            ["import", dump, "--recognizers", folder.path + "/missing.txt"],
        ] {
            #expect(await CLI.run(arguments).code == 2, "\(arguments)")
        }
    }

    @Test func readsStandardInputForADash() async throws {
        let result = try CLI.spawn(["import", "-", "--tap", "5", "5"], stdin: Self.dump)
        #expect(result.code == 0)
        #expect(result.output.contains("scene: \"Imported from <stdin>\"\n"))
        #expect(result.error.hasPrefix("<stdin>:4:6: warning: "))
        let failed = try CLI.spawn(["import", "-"], stdin: Self.broken)
        #expect(failed.code == 3)
        #expect(failed.error.hasPrefix("<stdin>:1:1: warning: "))
        #expect(failed.error.contains("\n<stdin>:2:47: error: "))
    }

    @Test func theImportedScenePlaysInOneLine() async throws {
        let folder = try TemporaryFolder()
        let dump = try folder.write("d.txt", Self.dump)
        let scene = folder.path + "/d.scene"
        #expect(await CLI.run(["import", dump, "--tap", "20", "15", "-o", scene]).code == 0)
        let run = await CLI.run(["run", scene, "--format", "compact"])
        #expect(run.code == 0)
        #expect(
            run.output.hasPrefix(
                "UILabel_Hi-1.touchesBegan [t1] forwarded\nUIView-1.touchesBegan [t1] forwarded\nmain.touchesBegan [t1] forwarded\n"))
    }

    /// The README's "Debugging your own app" example: its dump, imported with a tap and run
    /// with --explain, prints exactly the output the README shows.
    @Test func theReadmesImportExampleShowsWhatTheToolPrints() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = readme.components(separatedBy: "```\n").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        let command = "$ responder-sim import dump.txt --tap 120 130 | responder-sim run - --explain\n"
        let shown = try #require(blocks.first { $0.hasPrefix(command) })
        let dump = try #require(blocks.first { $0.hasPrefix("(lldb) expr") && $0.contains("<UITableView") })
        let folder = try TemporaryFolder()
        let path = try folder.write("dump.txt", dump)
        let imported = await CLI.run(["import", path, "--tap", "120", "130"])
        #expect(imported.code == 0)
        let run = await CLI.run(["run", "-", "--explain"], scene: imported.output)
        #expect(command + run.output == shown)
    }
}
