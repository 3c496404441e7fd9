import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// How the importer reads a dump's lines (README.md, Debugging your own app): prefixes, heads, depth,
/// descriptions, values, layer lines, left-out views, and the warnings it gives.
@Suite struct ImportReadingTests {
    static let view = "<UIView: 0x7f; frame = (0 0; 10 10); layer = <CALayer: 0x60>>"

    /// Whether `prefix` followed by a view head is read as a view line.
    static func readsAsView(_ prefix: String) -> Bool {
        guard let scene = ImportTesting.scene(prefix + view + "\n") else { return false }
        return scene.warnings.isEmpty
    }

    @Test func prefixesOfEveryKnownShapeAreRead() {
        let prefixes = [
            "", "   | ", "\t|\t| ", "||", "   |    |    | ", "2013-08-19 09:12:44.507 TouchDemo[41822:c07] ",
            "2024-03-05 14:02:11.481263+0100 Notes[8812:301245] ", "2024-03-05T14:02:11,48Z My App Helper[88] ",
            "2013-08-19 09:12:44 TouchDemo[4182:0x1c07]    |    | ", "2024-03-05 14:02:11-08:00 A[1]\t",
            "$3 = 0x07117ac0 ", "(id) $1 = 0x088122b0 ", "(UIView *) $1 = 0x0a034690 ", "$12=", "(lldb) $1 = ",
            "@\"", "#\"", "`", "    \"", "// ", "/* ", " * ", "> ", "> > ", ">    | ", "<", "   |    | <",
        ]
        for prefix in prefixes {
            #expect(Self.readsAsView(prefix), "prefix '\(prefix)'")
        }
    }

    @Test func aHeadAfterAnyOtherPrefixIsSkippedWithAWarningAtItsBracket() {
        let prefixes = [
            "Detox saw ", "  - 0 : ", "2013-08-19 TouchDemo[1:2] ", "2013-08-19 09:12:44 TouchDemo ", "$ = ", "(a (b)) $1 = ",
            "$1 = 0x ", "| x | ", "'", "<<", "- ", "2013-08-19 09:12:44 A[1:2]] ",
        ]
        for prefix in prefixes {
            ImportTesting.expectWarnings(
                [.prefix], Self.view + "\n   | <UIView: 0x1; frame = (0 0; 1 1)>\n" + prefix + "1️⃣<UIButton: 0x2; text = 'Go'>\n")
            // With a frame, the view the tree would miss is an error (E-SKIPPED).
            ImportTesting.expectError(
                .skipped, Self.view + "\n   | <UIView: 0x1; frame = (0 0; 1 1)>\n" + prefix + "1️⃣<UIButton: 0x2; frame = (0 0; 1 1)>\n")
        }
    }

    @Test func theDepthIsTheNumberOfPipesInThePrefix() {
        let text = "$1 = 0x1 <UIView: 0x1; frame = (0 0; 9 9)>\n | <UIView: 0x2; frame = (0 0; 8 8)>\n||<UIView: 0x3; frame = (0 0; 7 7)>\n"
        let scene = ImportTesting.scene(text + "|\t|\t| <UIView: 0x4; frame = (0 0; 6 6)>\n")
        #expect(scene?.text.contains("\n                - view: UIView-4  # line 4: UIView\n") == true)
        ImportTesting.expectError(.depth, text + "| |||1️⃣<UIView: 0x4; frame = (0 0; 6 6)>\n")
    }

    @Test func headsNeedAnAddressOrAStrippedAddress() {
        // `<UIView 0x1>`, `<UIView: 0x>`, `<UIView: 0x1 ` and `<1View` are not heads, so these are not view lines.
        ImportTesting.expectError(.noView, "1️⃣<UIView 0x1; frame = (0 0; 1 1)>\n<UIView: 0x; frame = (0 0; 1 1)>\n")
        ImportTesting.expectError(.noView, "1️⃣<UIView: 0x1 frame = (0 0; 1 1)>\n<1View: 0x1; frame = (0 0; 1 1)>\n")
        // Swift, mangled and module-qualified names are names; the leftmost head wins.
        let scene = ImportTesting.scene("<<$Weird.Name_1: 0xAbC9; frame = (0 0; 1 1)> <UIView: 0x2; frame = (0 0; 1 1)>\n")
        #expect(scene?.text.contains("# line 1: $Weird.Name_1\n") == true)
    }

    @Test func emptyAttributesAreNoAttributes() {
        let scene = ImportTesting.scene("<UIView: 0x1; frame = (0 0; 320 460); >\n   | <UIView: 0x2;; frame = (0 0; 54 54) ;  ;>\n")
        #expect(scene?.text.contains("# ignored") == false)
    }

    @Test func keysMayBeWrittenWithAnEqualsSignOrAColonAndABlank() {
        guard let scene = ImportTesting.scene("<UIView: 0x1; frame: (1 2; 3 4); alpha=0.5; tag:7; reactTag: 4; Name-1>\n") else { return }
        #expect(
            ImportTesting.node(scene, line: 1) == [
                "- view: UIView-1  # line 1: UIView", "frame: [1, 2, 3, 4]", "alpha: 0.5", "# ignored: tag:7, reactTag, Name-1",
            ])
    }

    @Test func aQuotedValueEndsAtAQuoteFollowedByTheNextAttributeOrTheEnd() {
        let cases: [(String, String)] = [
            ("'What's'; layer = <L: 0x2>", "What's"), ("'1'''>", "1''"), ("'Texas Hold'em Poker'; opaque = NO", "Texas Hold'em Poker"),
            ("'a';b: c", "a"), ("'a' ;\t>", "a"), ("'x'; y'; z = 1", "x'; y"), ("'x' ; 'y'; z = 1", "x' ; 'y"), ("''", ""),
            ("'a;b'c';d=e", "a;b'c"),
        ]
        for (value, text) in cases {
            let scene = ImportTesting.scene("<UILabel: 0x1; frame = (0 0; 1 1); text = \(value)>\n")
            let shown = text.isEmpty ? "" : " '\(text)'"
            #expect(scene?.text.contains("# line 1: UILabel\(shown)\n") == true, "\(value)")
        }
    }

    @Test func aQuotedValueRunsOnToLaterLinesJoinedByLineFeeds() {
        let scene = ImportTesting.scene(
            "<UILabel: 0x1; frame = (0 0; 1 1); text = 'Total:\r\n  $12\n\nend'; userInteractionEnabled = NO; layer = <L: 0x2>>\n   | <UIView: 0x3; frame = (0 0; 1 1)>\n"
        )
        #expect(scene?.text.contains("- view: UILabel_Total_12_end-1  # line 1: UILabel 'Total:\\n  $12\\n\\nend'\n") == true)
        #expect(scene?.text.contains("# line 5: UIView") == true)
    }

    @Test func unquotedValuesNestBracketsAndDropTrailingBlanks() {
        let text =
            "<UIView: 0x1; frame = (0 0; 1 1); animations = { position=<CABasicAnimation: 0x2>; }; c = <C: 0x3; a = [1; (2)]>  ; placeholder = Edit Me  >\n"
        guard let scene = ImportTesting.scene(text) else { return }
        #expect(ImportTesting.node(scene, line: 1).last == "# ignored: animations, c, placeholder")
    }

    @Test func trailingTextAfterTheDescriptionIsIgnored() {
        for trailing in [" - (null)", " layout=0x1", "\",", "`", " minSize = {0, 0}>", " (layer) but not a layer", " | 3 < 4"] {
            #expect(ImportTesting.scene(Self.view + trailing + "\n") != nil, "\(trailing)")
        }
    }

    @Test func aLayerLineAndItsSublayersAreSkippedUpToTheNextViewAtItsDepth() {
        let text = """
            <UIView: 0x1; frame = (0 0; 9 9)>
               | <UILabel: 0x2; frame = (0 0; 9 9)>
               |    | <_UILabelContentLayer: 0x3; ; > (layer)
               |    |    | <CALayer: 0x4>
               |    |    |    | <CALayer: 0x5; text = 'a
            b'>
               |    | <UIView: 0x6; frame = (0 0; 1 1)>
               | <CAShapeLayer: 0x7>\t(layer)
               | <UIView: 0x8; frame = (0 0; 2 2)>

            """
        guard let scene = ImportTesting.scene(text) else { return }
        #expect(scene.text.contains("(views: 4, windows: 0)"))
        #expect(scene.text.contains("        - view: UIView-2  # line 7: UIView\n"))
        #expect(scene.text.contains("        - view: UIView-3  # line 9: UIView\n"))
    }

    @Test func aDescriptionWithAttributesIsNeverALayerLine() {
        ImportTesting.expectError(.noFrame, "<UIView: 0x1; frame = (0 0; 9 9)>\n   | 1️⃣<CALayer: 0x3; opaque = NO> (layer)\n")
    }

    @Test func linesOfDotsMarkLeftOutViews() {
        ImportTesting.expectWarnings(
            [.elided, .elided, .elided, .elided, .elided],
            Self.view
                + "\n   | 1️⃣...\n   |    | 2️⃣…\n * 3️⃣.... … ..\n> // 4️⃣……\n\t|5️⃣... \t\n   | .. \n   | ... more\n...x\n   | <UIView: 0x2; frame = (0 0; 1 1)>\n"
        )
    }

    @Test func otherLinesAreSkippedSilently() {
        let scene = ImportTesting.scene("(lldb) po self.view\nView Hierarchy:\n(\n\n" + Self.view + "\n)\ncy# done\n")
        #expect(scene?.warnings.isEmpty == true)
    }

    @Test func aHiddenTopLevelWindowDropsItsTransformWithAWarning() {
        ImportTesting.expectWarnings(
            [.windowTransform],
            "<UIWindow: 0x1; frame = (0 0; 9 9); layer = <UIWindowLayer: 0x2>>\n<UITextEffectsWindow: 0x3; frame = (0 0; 9 9); hidden = YES; transform = 1️⃣[0, 1, -1, 0, 0, 0]>\n"
        )
    }

    @Test func aTurnByAnOddMultipleOf45DegreesWarnsAndMakesTheViewSquare() {
        ImportTesting.expectWarnings(
            [.square, .square],
            Self.view
                + "\n   | <UIView: 0x2; frame = (0 0; 14.1421 14.1421); transform = 1️⃣[0.70710678118654757, 0.70710678118654746, -0.70710678118654746, 0.70710678118654757, 0, 0]>\n   | <UIView: 0x3; frame = (0 0; 14.1421 14.1421); transform = 2️⃣[-0.70710678118654757, 0.70710678118654746, -0.70710678118654746, -0.70710678118654757, 0, 0]>\n"
        )
    }

    @Test func warningsComeInTheOrderOfTheDumpsLines() {
        ImportTesting.expectWarnings(
            [.elided, .prefix, .square, .elided],
            "1️⃣...\n" + Self.view
                + "\nsaw 2️⃣<UIView: 0x1>\n   | <UIView: 0x2; frame = (0 0; 14.1421 14.1421); transform = 3️⃣[0.70710678118654757, 0.70710678118654746, -0.70710678118654746, 0.70710678118654757, 0, 0]>\n4️⃣...\n"
        )
    }

    @Test func columnsCountCharactersNotBytes() {
        ImportTesting.expectWarnings([.prefix], "<UIView: 0x1; frame = (0 0; 1 1)>\nCafé ☕️ naïve 1️⃣<UIView: 0x2; text = 'a'>\n")
        ImportTesting.expectError(.skipped, "<UIView: 0x1; frame = (0 0; 1 1)>\nCafé ☕️ naïve 1️⃣<UIView: 0x2; frame = (0 0; 1 1)>\n")
    }

    @Test func renderedMessagesEscapeControlCharacters() {
        let error = DumpImportError(
            id: .value, message: "'hidden' must be YES or NO, not '\u{1B}[2J'", location: SourceLocation(line: 1, column: 2),
            lineText: "a\u{1B}[2Jb")
        let rendered = error.rendered(path: "d\u{7}.txt")
        #expect(rendered == "d\\u{7}.txt:1:2: error: 'hidden' must be YES or NO, not '\\u{1B}[2J'\n")
        let warning = DumpWarning(id: .elided, message: "x\ny", location: SourceLocation(line: 3, column: 4))
        #expect(warning.rendered(path: "d.txt") == "d.txt:3:4: warning: x\\u{A}y\n")
    }
}
