import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// Each error of the importer at its position (markers, never counted columns), and the
/// order in which a line's checks run: only the first error is reported.
@Suite struct ImportErrorTests {
    static let window = "<UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>\n"

    @Test func invalidUTF8IsReportedAtItsFirstBadByteBeforeAnyOtherError() {
        // Line 1 is cut short, but the encoding is checked first.
        var bytes = Array("<UIView: 0x1; frame = (0 0; 1 1);\n   | <UILabel: 0x2; text = 'Café ".utf8)
        bytes += [0xE2, 0x82, 0x20, 0x41] + Array("'>\n".utf8)
        guard case .failure(let error) = DumpImporter.importDump(bytes, name: "d") else {
            Issue.record("invalid UTF-8 imported")
            return
        }
        #expect(error.id == .invalidUTF8)
        #expect(error.location == SourceLocation(line: 2, column: 34))
        #expect(error.message.contains("0xE2"))
    }

    @Test func aByteOrderMarkIsSkippedAndColumnsStartAfterIt() {
        let result = DumpImporter.importDump(Array("\u{FEFF}<UIView: 0x1; frame = (0 0; 1 1);\n".utf8), name: "d")
        guard case .failure(let error) = result else {
            Issue.record("a cut line imported")
            return
        }
        #expect(error.id == .cut)
        #expect(error.location == SourceLocation(line: 1, column: 1))
    }

    @Test func aDumpWithoutViewsIsAnErrorAtItsStart() {
        ImportTesting.expectError(.noView, "1️⃣(lldb) po self.view\nerror: no such view\n")
        ImportTesting.expectError(.noView, "1️⃣")
        // Layer lines are not views, and a line after a prefix of another shape is skipped.
        ImportTesting.expectError(.noView, "1️⃣<CALayer: 0x1> (layer)\nsaw <UIView: 0x2; frame = (0 0; 1 1)> here\n")
    }

    @Test func aDescriptionThatEndsBeforeItsClosingBracketIsCutAtItsHead() {
        ImportTesting.expectError(
            .cut, "   |    | 1️⃣<UIButtonLabel: 0x1; frame = (0 1; 52 16); opaque = NO;\n", mentioning: ["UIButtonLabel"])
        ImportTesting.expectError(.cut, "1️⃣<UIView: 0x1; frame = (0 0; 320 48....\n")
        ImportTesting.expectError(.cut, "1️⃣<UIView; frame = (0 0; 1 1)\n<UIView: 0x2; frame = (0 0; 1 1)>\n")
        ImportTesting.expectError(.cut, "1️⃣<UIView: 0x1; layer = <CALayer: 0x2>\n")
        // The head is on the line where the description starts, even when a text runs on.
        ImportTesting.expectError(.cut, "1️⃣<UILabel: 0x1; frame = (0 0; 1 1); text = 'two\nlines'; layer = <CALayer: 0x2>\n")
    }

    @Test func aBracketThatClosesNothingOrTheWrongOneIsAnErrorAtIt() {
        ImportTesting.expectError(.bracket, "<UIView: 0x1; frame = (0 0; 1 1); tag = 41️⃣); layer = <CALayer: 0x2>>\n")
        ImportTesting.expectError(
            .bracket, "<UIView: 0x1; frame = (0 0; 1 1); animations = { a=<B: 0x3>1️⃣]; }>\n", mentioning: ["']'", "'{'"])
        ImportTesting.expectError(.bracket, "<UIView: 0x1; frame = (0 0; 1 11️⃣>; layer = <CALayer: 0x2>>\n")
    }

    @Test func aQuotedValueThatNeverEndsIsAnErrorAtItsOpeningQuote() {
        ImportTesting.expectError(
            .text, "<UILabel: 0x1; frame = (0 0; 1 1); text = 1️⃣'It's; layer = <CALayer: 0x2>>\n", mentioning: ["'text'"])
        ImportTesting.expectError(
            .text,
            "<UIView: 0x1; frame = (0 0; 9 9); layer = <CALayer: 0x2>>\n   | <UILabel: 0x3; text = 1️⃣'a\nb\n   | <UIView: 0x4; frame = (0 0; 1 1)>\n",
            mentioning: ["next view line"])
        // A line that only mentions a view (another prefix) does not stop the text.
        let scene = ImportTesting.scene(
            "<UILabel: 0x1; frame = (0 0; 1 1); text = 'see\nlog: <UIView: 0x4; frame = (0 0; 1 1)>\nend'; layer = <CALayer: 0x2>>\n")
        #expect(scene?.text.contains("# line 1: UILabel 'see\\nlog: <UIView: 0x4; frame = (0 0; 1 1)>\\nend'") == true)
    }

    @Test func aSecondDescriptionAfterTheClosingBracketIsAnErrorAtItsOpeningBracket() {
        ImportTesting.expectError(.two, "<UIView: 0x1; frame = (0 0; 1 1)> |   1️⃣<UIView: 0x2; frame = (0 0; 1 1)>\n")
        ImportTesting.expectError(.two, "<UIView: 0x1; frame = (0 0; 1 1)>\n   | <CALayer: 0x3> (layer) |1️⃣<_X\n")
        // Not a second description: no `|` before it, or no letter after the `<`.
        #expect(ImportTesting.scene("<UIView: 0x1; frame = (0 0; 1 1)> - <UIImage: 0x2> | <0x3>\n") != nil)
    }

    @Test func anImportedAttributeGivenTwiceIsAnErrorAtTheSecondKey() {
        ImportTesting.expectError(
            .twice, "<UIView: 0x1; frame = (0 0; 1 1); tag = 1; tag = 2; 1️⃣frame: (0 0; 2 2)>\n", mentioning: ["'frame'"])
        ImportTesting.expectError(.twice, "<UIView: 0x1; frame = (0 0; 1 1); text = 'a'; 1️⃣text = 'b'>\n")
    }

    @Test func aFrameThatIsNotFourFiniteNumbersOrHasANegativeSizeIsAnErrorAtTheValue() {
        for frame in ["{{0, 0}, {1, 1}}", "(0 0; 1)", "(0 0 1 1)", "(0 0; 1 1e400)", "(inf 0; 1 1)", "(0,0; 1 1)", "", "'(0 0; -1 1)'"] {
            ImportTesting.expectError(.frame, "<UIView: 0x1; frame = 1️⃣\(frame); layer = <CALayer: 0x2>>\n")
        }
        ImportTesting.expectError(.frame, "<UIView: 0x1; frame = 1️⃣(0 0; 1 -0.5)>\n", mentioning: ["negative"])
        // The stand-in window's size is checked once the whole dump is read.
        ImportTesting.expectError(
            .frame, "<UIView: 0x1; frame = 1️⃣(600000000 0; 600000000 1)>\n   | <UIView: 0x2; frame = (0 0; 1 1)>\n")
        ImportTesting.expectError(
            .flat,
            "<UIView: 0x1; frame = (600000000 0; 600000000 1)>\n   | <UIView: 0x2; frame = (0 0; 1 1); transform = 1️⃣[0, 0, 0, 0, 0, 0]>\n")
        // A number with ten digits before the point cannot be written in a scene.
        ImportTesting.expectError(.frame, "<UIView: 0x1; frame = 1️⃣(1e308 0; 1e308 1)>\n", mentioning: ["1000000000"])
    }

    @Test func aFlagAlphaOffsetOrMatrixThatCannotBeReadIsAnErrorAtTheValue() {
        let cases = [
            "hidden = 1️⃣yes", "hidden = 1️⃣1", "userInteractionEnabled = 1️⃣true", "clipsToBounds = 1️⃣", "alpha = 1️⃣1.5",
            "alpha = 1️⃣-0.1", "alpha = 1️⃣half", "contentOffset: 1️⃣{0, 1, 2}", "contentOffset: 1️⃣(0 1)", "transform = 1️⃣[1, 0, 0, 1, 0]",
            "transform = 1️⃣[1, 0, 0, 1, 0, nan]", "transform = 1️⃣CGAffineTransformIdentity",
        ]
        for attribute in cases {
            ImportTesting.expectError(.value, "<UIView: 0x1; frame = (0 0; 1 1); \(attribute); layer = <CALayer: 0x2>>\n")
        }
    }

    @Test func aContentSizeThatIsNotTwoFiniteNumbersAtLeastZeroIsAnErrorAtTheValue() {
        for size in ["{320, -1}", "{-0.5, 0}", "{320}", "{320, 480, 0}", "{inf, 1}", "{1, nan}", "(320 480)", "{320 480}", "big"] {
            ImportTesting.expectError(
                .value, "<UIScrollView: 0x1; frame = (0 0; 1 1); contentSize: 1️⃣\(size); layer = <CALayer: 0x2>>\n",
                mentioning: ["'contentSize'"])
        }
        #expect(ImportTesting.scene("<UIScrollView: 0x1; frame = (0 0; 1 1); contentSize: {-0, 1e3}>\n") != nil)
    }

    @Test func anAdjustedContentInsetThatIsNotFourFiniteNumbersIsAnErrorAtTheValue() {
        for inset in ["{1, 2, 3}", "{0, 0, 0, 0, 0}", "{0, 0, 0, inf}", "{nan, 0, 0, 0}", "(0 0 0 0)", "{{0, 0}, {0, 0}}"] {
            ImportTesting.expectError(
                .value, "<UIScrollView: 0x1; frame = (0 0; 1 1); adjustedContentInset: 1️⃣\(inset)>\n", mentioning: ["'adjustedContentInset'"]
            )
        }
        // Insets may be negative.
        let scene = ImportTesting.scene(
            "<UIScrollView: 0x1; frame = (0 0; 1 1); contentSize: {1, 1}; adjustedContentInset: {-20, 0, 0, 0}>\n")
        #expect(scene?.text.contains("content-inset: [-20, 0, 0, 0]\n") == true)
    }

    @Test func aContentSizeOrInsetGivenTwiceIsAnErrorAtTheSecondKey() {
        ImportTesting.expectError(
            .twice, "<UITableView: 0x1; frame = (0 0; 1 1); contentSize: {1, 1}; 1️⃣contentSize: {2, 2}>\n", mentioning: ["'contentSize'"])
        ImportTesting.expectError(
            .twice, "<UITableView: 0x1; frame = (0 0; 1 1); adjustedContentInset: {0, 0, 0, 0}; 1️⃣adjustedContentInset = {0, 0, 0, 0}>\n")
    }

    @Test func aDescriptionWithoutAFrameIsAnErrorAtItsHead() {
        ImportTesting.expectError(.noFrame, Self.window + "   | 1️⃣<UIView: 0x3; bounds = (0 0; 1 1)>\n")
        ImportTesting.expectError(.noFrame, Self.window + "   | 1️⃣<UIView: 0x3; >\n")
    }

    @Test func theTreeNeitherGoesAboveTheFirstViewNorSkipsALevel() {
        ImportTesting.expectError(.shallow, "   |    | <UIView: 0x1; frame = (0 0; 1 1)>\n   | 1️⃣<UIView: 0x2; frame = (0 0; 1 1)>\n")
        ImportTesting.expectError(.depth, Self.window + "   |    | 1️⃣<UIView: 0x2; frame = (0 0; 1 1)>\n", mentioning: ["2 levels"])
    }

    @Test func aViewAThousandLevelsDownIsTooDeep() {
        var text = ""
        for depth in 0..<1_000 { text += String(repeating: "|", count: depth) + " <UIView: 0x1; frame = (0 0; 1 1)>\n" }
        #expect(ImportTesting.scene(text) != nil)
        text += String(repeating: "|", count: 1_000) + " 1️⃣<UIView: 0x1; frame = (0 0; 1 1)>\n"
        ImportTesting.expectError(.limit, text, mentioning: ["1,000 levels"])
    }

    @Test func theHundredThousandAndFirstViewIsTooMany() {
        var text = Self.window
        text += String(repeating: "| <V: 0x1; frame = (0 0; 1 1)>\n", count: DumpImporter.maxViews - 1)
        #expect(ImportTesting.scene(text) != nil)
        text += "| 1️⃣<V: 0x1; frame = (0 0; 1 1)>\n"
        ImportTesting.expectError(.limit, text, mentioning: ["100,001st"])
    }

    @Test func severalTopLevelViewsMustAllBeWindows() {
        ImportTesting.expectError(.top, "<UIView: 0x1; frame = (0 0; 1 1)>\n1️⃣" + Self.window, mentioning: ["first one is not a window"])
        ImportTesting.expectError(.top, Self.window + Self.window + "1️⃣<UIView: 0x1; frame = (0 0; 1 1)>\n" + Self.window)
    }

    @Test func aVisibleTopLevelWindowCannotCarryATransform() {
        ImportTesting.expectError(.windowTransform, "<UIWindow: 0x1; frame = (0 0; 1 1); transform = 1️⃣[0, 1, -1, 0, 0, 0]>\n")
        // Nested, a window is a view and keeps its transform; hidden, it is dropped (W-WINTF).
        #expect(ImportTesting.scene(Self.window + "   | <UIWindow: 0x3; frame = (0 0; 1 1); transform = [0, 1, -1, 0, 0, 0]>\n") != nil)
    }

    @Test func transformsThatShearFlattenOrFitNoSizeAreErrorsAtTheMatrix() {
        let view = "<UIView: 0x1; frame = (0 0; 10 10); transform = 1️⃣"
        ImportTesting.expectError(.shear, view + "[1, 0, 0.5, 1, 0, 0]>\n")
        ImportTesting.expectError(.flat, view + "[0, 0, 0, 1, 0, 0]>\n")
        ImportTesting.expectError(.flat, view + "[1, 1, 0, 0, 0, 0]>\n")
        ImportTesting.expectError(.flat, view + "[0.0000001, 0, 0, 1, 0, 0]>\n")
        ImportTesting.expectError(.box, "<UIView: 0x1; frame = (0 0; 10 100); transform = 1️⃣[0.8660254, 0.5, -0.5, 0.8660254, 0, 0]>\n")
        ImportTesting.expectError(
            .box, "<UIView: 0x1; frame = (0 0; 999999999 999999999); transform = 1️⃣[0.5, 0, 0, 0.5, 0, 0]>\n",
            mentioning: ["beyond the numbers a scene holds"])
    }

    // MARK: The order of the checks on one line

    @Test func syntaxIsCheckedBeforeAttributes() {
        ImportTesting.expectError(.cut, "1️⃣<UIView: 0x1; frame = (0 0; -1 1); hidden = maybe;\n")
        ImportTesting.expectError(.two, "<UIView: 0x1; frame = (0 0; -1 1)> | 1️⃣<UIView: 0x2>\n")
    }

    @Test func attributesAreCheckedInTheOrderOfTheLine() {
        ImportTesting.expectError(.value, "<UIView: 0x1; hidden = 1️⃣maybe; frame = (0 0; -1 1)>\n")
        ImportTesting.expectError(.frame, "<UIView: 0x1; frame = 1️⃣(0 0; -1 1); hidden = maybe; alpha = 1; alpha = 1>\n")
        ImportTesting.expectError(.twice, "<UIView: 0x1; alpha = 1; 1️⃣alpha = 2; frame = (0 0; -1 1)>\n")
    }

    @Test func theFrameIsRequiredBeforeThePlaceInTheTreeIsChecked() {
        ImportTesting.expectError(.noFrame, Self.window + "   |    | 1️⃣<UIView: 0x2>\n")
        ImportTesting.expectError(.value, Self.window + "   |    | <UIView: 0x2; alpha = 1️⃣2>\n")
    }

    @Test func thePlaceInTheTreeIsCheckedBeforeTheTransform() {
        ImportTesting.expectError(.depth, Self.window + "   |    | 1️⃣<UIView: 0x2; frame = (0 0; 1 1); transform = [1, 0, 1, 1, 0, 0]>\n")
        ImportTesting.expectError(.top, Self.window + "1️⃣<UIView: 0x2; frame = (0 0; 1 1); transform = [1, 0, 1, 1, 0, 0]>\n")
    }

    @Test func anErrorOnAnEarlierLineWinsOverOneOnALaterLine() {
        ImportTesting.expectError(.value, "<UIView: 0x1; frame = (0 0; 1 1); alpha = 1️⃣9>\n   | <UIView: 0x2; frame = (0 0; 1 1)\n")
    }

    @Test func skippedSublayersAreReadForSyntaxOnly() {
        let layer = "<UIView: 0x1; frame = (0 0; 9 9)>\n   | <CALayer: 0x2> (layer)\n"
        #expect(ImportTesting.scene(layer + "   |    | <CALayer: 0x3; hidden = maybe; >\n   |    |    | <X: 0x4>\n") != nil)
        ImportTesting.expectError(.cut, layer + "   |    | 1️⃣<CALayer: 0x3; bounds = (0 0; 1 1)\n")
        ImportTesting.expectError(
            .bracket, layer + "   |    | <CALayer: 0x3; bounds = (0 0; 1 1]1️⃣)>\n".replacingOccurrences(of: "]1️⃣)", with: "1️⃣])"))
        ImportTesting.expectError(.text, layer + "   |    | <CALayer: 0x3; string = 1️⃣'a\n")
        ImportTesting.expectError(.two, layer + "   |    | <CALayer: 0x3> | 1️⃣<CALayer: 0x4>\n")
    }
}
