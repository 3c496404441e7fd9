import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// Dumps as pages and old systems change them (README.md, Debugging your own app): each
/// reading warns where the text was changed, no view of the tree is dropped silently, and a
/// failed import keeps the warnings before its error.
@Suite struct ImportPastedTextTests {
    static let window = "<UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x1>>\n"

    // MARK: Controller annotations (W-ANNOT)

    @Test func eachControllerAnnotationWarnsAtItsFirstCharacter() {
        ImportTesting.expectWarnings(
            [.annotation, .annotation, .annotation, .annotation],
            """
            $3 = 0x1 1️⃣'RootViewController:0x2' <UIWindow: 0x3; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x4>>
               | 2️⃣'UINavigationController:0x5' 2 children[<A:0x6>, <B:0x7>] <UIView: 0x8; frame = (0 0; 320 480); layer = <CALayer: 0x9>>
               |    | 3️⃣'B:0x7' 4️⃣XX (<UIButton: 0xa; frame = (0 0; 10 10); layer = <CALayer: 0xb>>)

            """)
    }

    @Test func anAnnotationsDepthCountsOnlyThePipesBeforeIt() throws {
        let scene = try #require(
            ImportTesting.scene(
                Self.window + "   | <UIView: 0x2; frame = (0 0; 10 10); layer = <CALayer: 0x2>>\n"
                    + "   |    | 'C:0x9' 1 child[<D:0x8>] <UIView: 0x3; frame = (0 0; 5 5); layer = <CALayer: 0x3>>\n"))
        // Line 3 is at depth 2: a subview of line 2, not a level deeper for the annotation.
        #expect(ImportTesting.node(scene, line: 3).first == "- view: UIView-2  # line 3: UIView")
        #expect(scene.text.contains("      subviews:\n        - view: UIView-2  # line 3: UIView\n"))
    }

    @Test func aPipeAfterAnAnnotationKeepsTheLineFromBeingAView() {
        // The annotation must end the prefix; such a line in the tree is E-SKIPPED.
        ImportTesting.expectError(
            .skipped, Self.window + "   | 'C:0x2' | 1️⃣<UIView: 0x3; frame = (0 0; 10 10); layer = <CALayer: 0x2>>\n",
            mentioning: ["'C:0x2' |", "UIView"])
    }

    // MARK: No silent partial tree (E-SKIPPED)

    @Test func aSkippedViewLineInsideTheTreeIsAnError() {
        // The issue's case: one view of two would be imported.
        ImportTesting.expectError(
            .skipped,
            """
            $3 = 0x1 'RootViewController:0x2' <UIView: 0x3; frame = (0 0; 320 480); layer = <CALayer: 0x4>>
                | _myButton 1️⃣<UIButton: 0x5; frame = (10 10; 100 44); layer = <CALayer: 0x6>>

            """, mentioning: ["UIButton", "'_myButton'"])
        // Also inside a layer's subtree, and whatever else is wrong with the description.
        ImportTesting.expectError(
            .skipped,
            Self.window + "   | <CALayer: 0x2> (layer)\n   |    | see 1️⃣<UIView: 0x3; frame = (0 0; 1 1); alpha = 7\n")
    }

    @Test func aSkippedLineWithoutAFrameOrBeforeTheTreeStaysAWarning() {
        ImportTesting.expectWarnings(
            [.prefix, .prefix],
            "I ran po: 1️⃣<UIView: 0x9; frame = (0 0; 1 1)>\n" + Self.window
                + "   | test failed: 2️⃣<RCTView: 0x2; reactTag: 5>\n   | <UIView: 0x3; frame = (0 0; 1 1)>\n")
    }

    @Test func theSkippedTextIsShortenedInTheMessage() {
        let text = String(repeating: "word ", count: 30)
        let dump = Self.window + "   | \(text)<UIView: 0x3; frame = (0 0; 1 1)>\n"
        guard case .failure(let error) = DumpImporter.importDump(Array(dump.utf8), name: "d.txt") else {
            Issue.record("the dump imported")
            return
        }
        #expect(error.id == .skipped)
        #expect(error.message.contains("'word word word word word word word word …'"))
    }

    // MARK: Captions

    @Test func aCaptionHoldsNoEqualsSignOrSemicolon() {
        // The tail of a cut description is W-PREFIX, not a caption (it used to end in E-NOFRAME).
        ImportTesting.expectWarnings(
            [.prefix],
            "resize = RM+BM; layer = 1️⃣<CALayer: 0x1>>\n   | <UIView: 0x2; frame = (0 0; 10 10); layer = <CALayer: 0x2>>\n")
        ImportTesting.expectWarnings(
            [.prefix], "a = b 1️⃣<UIView: 0x1; frame = (0 0; 9 9)>\n   | <UIView: 0x2; frame = (0 0; 10 10)>\n")
    }

    @Test func aCaptionsLineHasTheDepthItsPipesGive() {
        ImportTesting.expectWarnings(
            [.lead],
            "   | Nav bar 1️⃣<UINavigationBar: 0x1; frame = (0 0; 320 44)>\n   |    | <UILabel: 0x2; frame = (0 0; 10 10)>\n")
        ImportTesting.expectWarnings(
            [.prefix], "   | Nav bar 1️⃣<UINavigationBar: 0x1; frame = (0 0; 320 44)>\n   | <UILabel: 0x2; frame = (0 0; 10 10)>\n")
    }

    // MARK: alpha = nan, Markdown, HTML

    @Test func nanAndMinusNanInAnyCaseAreReadAsOne() {
        for value in ["nan", "-nan", "NaN", "-NAN"] {
            ImportTesting.expectWarnings(
                [.nanAlpha], Self.window + "   | <UIView: 0x2; frame = (0 0; 10 10); alpha = 1️⃣\(value); layer = <CALayer: 0x2>>\n")
        }
        ImportTesting.expectError(.value, Self.window + "   | <UIView: 0x2; frame = (0 0; 10 10); alpha = 1️⃣+nan>\n")
    }

    @Test func aMarkdownEscapeInAClassNameWarnsOncePerHead() {
        // Layer lines and their sublayers are view heads too.
        ImportTesting.expectWarnings(
            [.markdown, .markdown, .markdown],
            Self.window + "   | <1️⃣\\_UI\\_Guide: 0x2; frame = (0 0; 10 10); text = 'a\\_b'>\n   | <UIView: 0x3; frame = (0 0; 1 1)>\n"
                + "   | <2️⃣\\_UILayer: 0x4> (layer)\n   |    | <3️⃣\\_UIView: 0x5; frame = (0 0; 1 1)>\n")
        // The name reads without its backslashes; a `\_` in a value stays as it is.
        let scene = ImportTesting.scene(Self.window + "   | <\\_UI\\_Guide: 0x2; frame = (0 0; 10 10); text = 'a\\_b'>\n")
        #expect(scene?.text.contains("view: _UI_Guide_a_b-1  # line 2: _UI_Guide 'a\\_b'") == true)
    }

    @Test func anHTMLDumpInsidePreAndCodeTagsIsRead() throws {
        let scene = try #require(
            ImportTesting.scene(
                """
                <p>My dump:</p>
                <pre><code>&lt;UIWindow: 0x1; frame = (0 0; 320 480); layer = &lt;UIWindowLayer: 0x1&gt;&gt;
                   | &lt;UILabel: 0x2; frame = (0 0; 10 10); text = &#39;A &amp;amp; B&#39;; layer = &lt;CALayer: 0x2&gt;&gt;</code></pre>
                <br/>

                """))
        #expect(scene.warnings.map(\.id) == [.htmlEscaped])
        #expect(scene.warnings.first?.location == SourceLocation(line: 1, column: 1))
        // One pass: `&amp;amp;` becomes `&amp;`.
        #expect(scene.text.contains("view: UILabel_A_amp_B-1  # line 3: UILabel 'A &amp; B'"))
        #expect(scene.text.contains("(views: 2, windows: 1)"))
    }

    @Test func anHTMLDumpNeedsAnEscapedHeadAndNoRealOne() {
        #expect(!DumpImporter.unescapingHTML(Array("<UIView: 0x1; text = '&lt;b&gt;'>".utf8)).unescaped)
        #expect(!DumpImporter.unescapingHTML(Array("<pre>&lt;b&gt; bold</pre>\n".utf8)).unescaped)
        #expect(DumpImporter.unescapingHTML(Array("<pre>\n&lt;UIView; frame = (0 0; 1 1)&gt;\n</pre>\n".utf8)).unescaped)
        #expect(DumpImporter.unescapingHTML(Array("&lt;\\_UIView: 0x1; frame = (0 0; 1 1)&gt;\n".utf8)).unescaped)
        // A tag is a wrapper only at the start of the prefix, and only in an HTML-escaped dump.
        let tagged = Array("<pre> <code>".utf8)
        #expect(tagged.withUnsafeBufferPointer { DumpLineGrammar.isValidPrefix($0, 0, $0.count, tags: true) })
        #expect(!tagged.withUnsafeBufferPointer { DumpLineGrammar.isValidPrefix($0, 0, $0.count) })
    }

    // MARK: Warnings before an error

    @Test func aFailedImportKeepsTheWarningsBeforeItsErrorSortedByPosition() {
        let dump =
            "&lt;UIWindow: 0x1; frame = (0 0; 320 480)&gt;\n   | 'C:0x2' &lt;UIView: 0x3; frame = (0 0; 1 1); alpha = nan; hidden = 2&gt;\n"
        guard case .failure(let error) = DumpImporter.importDump(Array(dump.utf8), name: "d.txt") else {
            Issue.record("the dump imported")
            return
        }
        #expect(error.id == .value)
        // W-HTML at 1:1, W-ANNOT on line 2, W-NAN left of the error; nothing after it.
        #expect(error.warnings.map(\.id) == [.htmlEscaped, .annotation, .nanAlpha])
        let rendered = ImportTesting.standardError(.failure(error), path: "d.txt")
        #expect(rendered.hasPrefix("d.txt:1:1: warning: "))
        #expect(rendered.contains("d.txt:2:6: warning: read past a view controller's annotation"))
        #expect(rendered.contains("warning: the alpha of UIView is not a number (nan)"))
        #expect(rendered.components(separatedBy: "\n").filter { $0.contains(": error: ") }.count == 1)
        // A warning right of the error on its line is left out.
        let later = Self.window + "   | <UIView: 0x2; alpha = nan>\n"
        guard case .failure(let noFrame) = DumpImporter.importDump(Array(later.utf8), name: "d.txt") else {
            Issue.record("the dump imported")
            return
        }
        #expect(noFrame.id == .noFrame)
        #expect(noFrame.warnings.isEmpty)
    }

    // MARK: Lost line breaks (E-NONE)

    @Test func aGdbDumpOnOneLineSaysItsLineBreaksLookLost() {
        ImportTesting.expectError(
            .noView,
            "1️⃣(gdb) po [[self view] recursiveDescription] <UIWebView: 0x1; frame = (0 0; 320 416); layer = <CALayer: 0x2>> | <UIScrollView: 0x3; frame = (0 0; 320 416); layer = <CALayer: 0x4>> | | <UIImageView: 0x5; frame = (0 0; 54 54)>\n",
            mentioning: ["line 1 holds several views", "UIWebView, then UIScrollView", "line breaks look lost"])
        // Without a second view after a `|`, E-NONE says what it always said.
        ImportTesting.expectError(
            .noView, "1️⃣(gdb) po self.view <UIWebView: 0x1; frame = (0 0; 320 416)>\n", mentioning: ["no line holds a description"])
    }
}
