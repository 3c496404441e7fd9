import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// Dumps as people publish them: old controller annotations, `alpha = nan`, Markdown and
/// HTML escapes, a caption before the tree's head.
@Suite struct ImportQuirksTests {
    static func dump(_ name: String) -> [UInt8] {
        ImportTesting.bytes(ImportTesting.corpus.appendingPathComponent(name + ".txt"))
    }

    @Test func anIOS6MailComposeDumpWithControllerAnnotationsImportsItsWholeTree() throws {
        let result = DumpImporter.importDump(
            Self.dump("25-ios6-mail-compose-controllers"), name: "mail.txt", taps: [DumpTap(x: 290, y: 90)])
        guard case .success(let imported) = result else {
            Issue.record("the dump did not import: \(result)")
            return
        }
        let scene = try SceneLoader.load(SourceFile(path: "mail.scene", text: imported.text))
        // The window and all seven views, the annotated ones included, at their depths.
        #expect(scene.views.count == 8)
        #expect(scene.views.map(\.name).contains("UIButton-1"))
        let button = try #require(scene.view(named: "UIButton-1"))
        #expect(scene.depth(of: button) == 5)
        // The tap lands on the button that an `XX (<UIButton …>)` line introduced.
        #expect(ExpectationCheck.compactTrace(of: scene).first == "UIButton-1.touchesBegan [t1] handled")
    }

    @Test func aControllersQuotedAnnotationAndAWordWithAParenthesisAreReadPast() {
        let lines = [
            "   |    | 'MFMailComposeInternalViewController:0x1e02dfd0' 1 child[…] ",
            "   |    | 'UINavigationController:0x1' 2 children[<A:0x2>, <B:0x3>] ",
            "   | XX (",
            "   | 'C:0x2' XX ( ",
        ]
        for prefix in lines {
            let bytes = Array(prefix.utf8)
            let valid = bytes.withUnsafeBufferPointer { DumpLineGrammar.isValidPrefix($0, 0, $0.count) }
            #expect(valid, "\(prefix)")
        }
        // An annotation names a controller with its address, and ends the prefix.
        let notPrefixes = [
            "Detox saw the view ", "   | two words (", "   | 'unclosed ", "   |    | 'Controller' ", "   | 'C:0x2' | ",
            "   | 'C:0x2' 2 kids[] ", "   | 'C:0x2' 1 child ", "   | XX (<",
        ]
        for prefix in notPrefixes {
            let bytes = Array(prefix.utf8)
            #expect(!bytes.withUnsafeBufferPointer { DumpLineGrammar.isValidPrefix($0, 0, $0.count) }, "\(prefix)")
        }
    }

    @Test func alphaNanIsReadAsOneWithAWarning() throws {
        let scene = try #require(
            ImportTesting.scene(
                "<UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x1>>\n   | <UIView: 0x2; frame = (0 0; 10 10); alpha = nan; layer = <CALayer: 0x2>>\n"
            ))
        #expect(scene.warnings.map(\.id) == [.nanAlpha])
        #expect(scene.warnings.first?.location.line == 2)
        #expect(!scene.text.contains("alpha"))
    }

    @Test func aCaptionBeforeTheHeadIsSkippedButALogLineThatMentionsAViewIsNot() {
        guard case .success(let caption) = DumpImporter.importDump(Self.dump("26-caption-before-the-head"), name: "d.txt") else {
            Issue.record("the captioned dump did not import")
            return
        }
        #expect(caption.warnings.map(\.id) == [.lead])
        #expect(caption.text.contains("view: UINavigationBar-1"))
        // A sentence before a deep fragment stays a skipped line (W-PREFIX), as before.
        let detox = DumpImporter.importDump(Self.dump("09-detox-deep-fragment"), name: "d.txt")
        if case .success(let scene) = detox { #expect(!scene.warnings.contains { $0.id == .lead }) }
    }

    @Test func markdownAndHTMLEscapesAreUndone() {
        guard case .success(let scene) = DumpImporter.importDump(Self.dump("27-html-escaped-markdown-guide"), name: "d.txt") else {
            Issue.record("the escaped dump did not import")
            return
        }
        #expect(scene.warnings.map(\.id) == [.htmlEscaped, .markdown])
        #expect(scene.text.contains("view: _UILayoutGuide-1  # line 3: _UILayoutGuide"))
        // A dump with a real `<` is never unescaped.
        #expect(!DumpImporter.unescapingHTML(Array("<UIView: 0x1; text = '&lt;b&gt;'>".utf8)).unescaped)
    }

    @Test func aFailedImportKeepsTheWarningsBeforeItsError() {
        let text =
            "<UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x1>>\nsee <UILabel: 0x2; text = 'a'>\n   |    |    | <UIView: 0x3; frame = (0 0; 1 1)>\n"
        guard case .failure(let error) = DumpImporter.importDump(Array(text.utf8), name: "d.txt") else {
            Issue.record("the dump imported")
            return
        }
        #expect(error.id == .depth)
        #expect(error.warnings.map(\.id) == [.prefix])
    }
}
