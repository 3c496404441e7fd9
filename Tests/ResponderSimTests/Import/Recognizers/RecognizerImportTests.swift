import Foundation
import Testing

@testable import ResponderSimCore
@testable import ResponderSimImport

/// `import --recognizers`: a table's own recognizers, errors and warnings at their positions.
@Suite struct RecognizerImportTests {
    static let table = ImportTesting.folder.appendingPathComponent("RecognizerFixtures/Table")

    /// A dump of one view with a subview, each printing its recognizers.
    static let dump = """
        <UIView: 0x7f01; frame = (0 0; 320 480); gestureRecognizers = <NSArray: 0x6001>; layer = <CALayer: 0x6002>>
           | <UIScrollView: 0x7f02; frame = (0 0; 320 240); gestureRecognizers = <NSArray: 0x6003>; layer = <CALayer: 0x6004>; contentOffset: {0, 0}; contentSize: {320, 900}>
           | <UIButton: 0x7f03; frame = (0 300; 100 40); layer = <CALayer: 0x6005>>

        """

    static func tap(_ address: String, _ rest: String = "", view: String = "<UIView 0x7f01>") -> String {
        "<UITapGestureRecognizer: \(address); state = Possible; view = \(view); target= <(action=tapped:, target=<VC 0x9>)>\(rest)>"
    }

    /// Imports `dump` with the recognizer text `marked` (markers stripped).
    static func importing(
        _ marked: String, dump: String = dump
    ) -> (Result<ImportedScene, DumpImportError>, [Int: ResponderSimCore.SourceLocation]) {
        let (text, locations) = SceneTesting.strip(marked)
        let result = DumpImporter.importDump(Array(dump.utf8), name: "dump.txt", recognizers: .text(Array(text.utf8), name: "r.txt"))
        return (result, locations)
    }

    static func expectError(
        _ id: DumpErrorID, _ marked: String, dump: String = dump, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let (result, locations) = importing(marked, dump: dump)
        guard case .failure(let error) = result else {
            Issue.record("imported, but \(id.rawValue) was expected", sourceLocation: sourceLocation)
            return
        }
        #expect(error.id == id, "\(error.rendered(path: "r.txt"))", sourceLocation: sourceLocation)
        #expect(error.location == locations[1], "\(error.rendered(path: "r.txt"))", sourceLocation: sourceLocation)
        #expect(error.inRecognizers, sourceLocation: sourceLocation)
    }

    /// Imports and returns the scene, checking the warnings' ids and positions (markers in order).
    @discardableResult
    static func expectWarnings(
        _ ids: [DumpWarningID], _ marked: String, dump: String = dump, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> String {
        let (result, locations) = importing(marked, dump: dump)
        switch result {
        case .failure(let error):
            Issue.record("did not import:\n\(error.rendered(path: "r.txt"))", sourceLocation: sourceLocation)
            return ""
        case .success(let scene):
            let rendered = scene.warnings.map { $0.rendered(path: "r.txt") }.joined()
            #expect(scene.warnings.map(\.id) == ids, "\(rendered)", sourceLocation: sourceLocation)
            let expected = (1...max(1, ids.count)).compactMap { locations[$0] }
            #expect(scene.warnings.filter(\.inRecognizers).map(\.location) == expected, "\(rendered)", sourceLocation: sourceLocation)
            #expect(SceneTesting.scene(scene.text, sourceLocation: sourceLocation) != nil, sourceLocation: sourceLocation)
            return scene.text
        }
    }

    // MARK: A table and the tap of its superview

    @Test func aTableWithItsOwnRecognizersGetsNoNewKeysAndTheSuperviewTapTakesARow() {
        let result = DumpImporter.importDump(
            ImportTesting.bytes(Self.table.appendingPathComponent("orders.txt")), name: "orders.txt", taps: [DumpTap(x: 187, y: 130)],
            recognizers: .text(
                ImportTesting.bytes(Self.table.appendingPathComponent("orders-recognizers.txt")), name: "orders-recognizers.txt"))
        guard case .success(let scene) = result else {
            Issue.record("orders.txt did not import")
            return
        }
        #expect(scene.warnings.isEmpty)
        let lines = scene.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let tableLine = lines.firstIndex(where: { $0.contains("- view: UITableView-1") }) else {
            Issue.record("no table in\n\(scene.text)")
            return
        }
        // The table's node: its view keys, then comments only: no scroll key comes from its recognizers.
        let node = lines[(tableLine + 1)...].prefix { !$0.hasSuffix("subviews:") }
        #expect(
            node.map { $0.trimmingCharacters(in: .whitespaces) } == [
                "class: UITableView", "frame: [0, 64, 375, 603]", "content-size: [375, 1320]", "# ignored: autoresize, layer",
                "# built-in: UITableView-1.delay (orders-recognizers.txt line 3), UITableView-1.pan (orders-recognizers.txt line 4)",
                "# left out: _UIDragAutoScrollGestureRecognizer (orders-recognizers.txt line 5): system",
                "# left out: _UISwipeActionPanGestureRecognizer (orders-recognizers.txt line 6): swipe actions are not modelled",
                "# left out: UISwipeDismissalGestureRecognizer (orders-recognizers.txt line 7): swipe actions are not modelled",
            ])
        #expect(scene.text.contains("        - tap: tap_dismissKeyboard-1  # orders-recognizers.txt line 11:"))
        let trace = SceneTesting.compactLines(scene.text)
        #expect(trace.contains("discard UITableViewCellContentView-2 [t1] tap_dismissKeyboard-1"))
        #expect(trace.last == "gesture tap_dismissKeyboard-1 recognized")
        #expect(!trace.contains { $0.hasPrefix("UITableViewCellContentView-2.touches") })
        // With `cancelsTouchesInView = false` the row hears the tap (the README's fix).
        let fixed = scene.text.replacingOccurrences(
            of: "of Orders.OrdersViewController\n", with: "of Orders.OrdersViewController\n          cancels-touches: no\n")
        let fixedTrace = SceneTesting.compactLines(fixed)
        #expect(fixedTrace.contains("UITableViewCellContentView-2.touchesEnded [t1] forwarded"))
    }

    @Test func aScrollViewsOwnRecognizersMapToItsKeys() {
        let text = Self.expectWarnings(
            [.recognizerBuiltIn],
            """
            <UIScrollViewDelayedTouchesBeganGestureRecognizer: 0x1; state = Possible; view = <UIScrollView 0x7f02>; target= <(action=delayed:, target=<UIScrollView 0x7f02>)>>
            \(Self.pan("1️⃣")); must-fail = {
                \(Self.tap("0x3", view: "<UIScrollView 0x7f02>"))
            }>
            \(Self.tap("0x3", "; must-fail-for = {\(Self.pan(""))>}", view: "<UIScrollView 0x7f02>"))
            """)
        #expect(text.contains("          delays-content-touches: no\n          pan-requires-failure-of: [tap_tapped-1]\n"))
        #expect(text.contains("# built-in differs: UIScrollView-1.pan prints cancelsTouchesInView = NO, which the scene cannot express"))
    }

    /// The scroll view's pan, printed with `cancelsTouchesInView = NO` (marker before it), without its closing `>`.
    static func pan(_ marker: String) -> String {
        "<UIScrollViewPanGestureRecognizer: 0x2; state = Possible; \(marker)cancelsTouchesInView = NO; delaysTouchesEnded = NO; view = <UIScrollView 0x7f02>"
    }

    // MARK: Errors

    @Test func errorsPointWhereTheTextBreaksTheGrammar() {
        Self.expectError(.recognizerCut, "1️⃣<UITapGestureRecognizer: 0x1; state = Possible; view = <UIView 0x7f01")
        Self.expectError(.recognizerCut, "1️⃣<UITapGestureRecognizer: 0x1; state = Possible;\n)")
        Self.expectError(.recognizerBracket, "<UITapGestureRecognizer: 0x1; state = Possible; view = <UIView 0x7f011️⃣])>")
        Self.expectError(.recognizerTwice, "<UITapGestureRecognizer: 0x1; state = Possible; 1️⃣state = Ended>")
        Self.expectError(.recognizerValue, "<UITapGestureRecognizer: 0x1; state = Possible; must-fail = 1️⃣(x)>")
        Self.expectError(.recognizerValue, "<UITapGestureRecognizer: 0x1; state = Possible; must-fail = {1️⃣x}>")
        Self.expectError(.recognizerValue, "<UITapGestureRecognizer: 0x1; state = Possible; key1️⃣: x>")
        Self.expectError(.recognizerValue, Self.tap("0x1", "; enabled = 1️⃣MAYBE"))
        Self.expectError(.recognizerValue, Self.tap("0x1", "; numberOfTapsRequired = 1️⃣two"))
        Self.expectError(.recognizerValue, "<UITapGestureRecognizer: 0x1; state = Possible; view = 1️⃣UIView>")
        // The cut entry of a list is the innermost description.
        Self.expectError(
            .recognizerCut,
            "<UITapGestureRecognizer: 0x1; state = Possible; must-fail = {\n  1️⃣<UITapGestureRecognizer: 0x2; state = Possi\n}>")
        let twice = Self.dump + "   | <UIView: 0x7f01; frame = (0 0; 1 1)>\n"
        Self.expectError(.recognizerAmbiguous, "<UITapGestureRecognizer: 0x1; state = Possible; view = 1️⃣<UIView 0x7f01>>", dump: twice)
    }

    @Test func aBracketThatDoesNotMatchIsWordedAsInTheViewDump() {
        let (result, _) = Self.importing("<UITapGestureRecognizer: 0x1; state = Possible; view = <UIView 0x7f01])>")
        guard case .failure(let error) = result else {
            Issue.record("imported, but a bracket error was expected")
            return
        }
        #expect(error.message == "']' closes '<' in a value of UITapGestureRecognizer's description: the brackets do not match")
        let (unopened, _) = Self.importing("<UITapGestureRecognizer: 0x1; state = Possible; view = <UIView 0x7f01>)>")
        guard case .failure(let closesNothing) = unopened else {
            Issue.record("imported, but a bracket error was expected")
            return
        }
        #expect(closesNothing.message == "')' closes no bracket in a value of UITapGestureRecognizer's description")
    }

    @Test func markdownsEscapedUnderscoreIsReadInAClassNameWithAWarningAtTheBackslash() {
        let text = Self.expectWarnings(
            [.markdown], "<1️⃣\\_UISystemGestureGateGestureRecognizer: 0x1; state = Possible; view = <UIView 0x7f01>>")
        #expect(text.contains("      # left out: _UISystemGestureGateGestureRecognizer (r.txt line 1): system\n"))
        // In a view reference too, and in a list's entry: one warning per class name read.
        let mine = "<My_View: 0x7f01; frame = (0 0; 320 480); layer = <CALayer: 0x6002>>\n"
        Self.expectWarnings(
            [.recognizerLate, .markdown, .recognizerNoView, .markdown, .recognizerNoView],
            Self.tap("0x1", view: "1️⃣<My2️⃣\\_View 0x7f01>")
                + "\n<UITapGestureRecognizer: 0x2; state = Possible; view = 3️⃣(nil); must-fail = {<UITap4️⃣\\_GestureRecognizer: 0x3; state = Possible; view = 5️⃣(nil)>}>",
            dump: mine)
        // A `\\_` inside another value is left as it is.
        Self.expectWarnings(
            [], "<UITapGestureRecognizer: 0x1; state = Possible; view = <UIView 0x7f01>; target= <(action=tap\\_me:, target=<VC 0x9>)>>")
    }

    @Test func oneHTMLEscapedTextHoldingViewsAndRecognizersIsReadRestoredByBoth() {
        let plain = Self.dump + Self.tap("0x1") + "\n"
        let escaped = "<pre>" + plain.replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;") + "</pre>\n"
        func importing(_ text: String) -> ImportedScene? {
            guard case .success(let scene) = DumpImporter.importDump(Array(text.utf8), name: "dump.txt", recognizers: .combined) else {
                return nil
            }
            return scene
        }
        guard let scene = importing(escaped), let expected = importing(plain) else {
            Issue.record("did not import")
            return
        }
        #expect(scene.warnings.map(\.id) == [.htmlEscaped])
        #expect(scene.warnings.first?.location == ResponderSimCore.SourceLocation(line: 1, column: 1))
        #expect(expected.warnings.isEmpty)
        #expect(scene.text == expected.text)
        #expect(scene.text.contains("UITapGestureRecognizer, tapped: of VC"))
    }

    @Test func aSystemRecognizerIsNeitherCheckedNorWarnedAbout() {
        Self.expectWarnings([], "<_UISystemGestureGateGestureRecognizer: 0x1; state = Possible; enabled = MAYBE; view = oops>")
    }

    // MARK: Warnings

    @Test func warningsPointAtWhatTheyConcern() {
        Self.expectWarnings([.recognizerNone], "1️⃣(lldb) po view.gestureRecognizers\nnil")
        Self.expectWarnings(
            [.recognizerState, .recognizerNoView],
            "<UITapGestureRecognizer: 0x1; state = 1️⃣Ended; view = 2️⃣<UIView 0x7f09>; target= <(action=a:, target=<VC 0x9>)>>")
        Self.expectWarnings([.recognizerViewClass], "<UITapGestureRecognizer: 0x1; state = Possible; view = 1️⃣<UILabel 0x7f01>>")
        Self.expectWarnings(
            [.recognizerKind], "1️⃣<MyGestureRecognizer: 0x1; baseClass = UIGestureRecognizer; state = Possible; view = <UIView 0x7f01>>")
        Self.expectWarnings(
            [.recognizerKey], "<UIPanGestureRecognizer: 0x1; state = Possible; view = <UIView 0x7f01>; 1️⃣numberOfTapsRequired = 2>")
        Self.expectWarnings([.recognizerRange], Self.tap("0x1", "; numberOfTouchesRequired = 1️⃣6"))
        Self.expectWarnings([.recognizerLate], "<UITapGestureRecognizer: 0x1; state = Possible; view = 1️⃣<UIButton 0x7f03>>")
        Self.expectWarnings([.recognizerDiffers], Self.tap("0x1") + "\n1️⃣" + Self.tap("0x1", "; numberOfTapsRequired = 2"))
        Self.expectWarnings(
            [.recognizerRequirement],
            Self.tap("0x1", "; must-fail = {1️⃣<_UISystemGestureGateGestureRecognizer: 0x5; state = Possible; view = <UIView 0x7f01>>}"))
        Self.expectWarnings([.recognizerFailFor], Self.tap("0x1", "; must-fail = {1️⃣\(Self.tap("0x2"))}") + "\n" + Self.tap("0x2"))
        let cycle = Self.expectWarnings(
            [.recognizerCycle],
            Self.tap("0x1", "; must-fail = {\(Self.tap("0x2"))}; must-fail-for = {\(Self.tap("0x2"))}") + "\n"
                + Self.tap("0x2", "; must-fail = {1️⃣\(Self.tap("0x1"))}; must-fail-for = {\(Self.tap("0x1"))}"))
        #expect(cycle.contains("# requirement left out: must fail UITapGestureRecognizer (r.txt line 1), it would close a cycle"))
    }

    @Test func theRecognizersTextIsUTF8AndMayBeHTMLEscaped() {
        let bad = DumpImporter.importDump(
            Array(Self.dump.utf8), name: "dump.txt", recognizers: .text(Array("ok\n  \u{e9}".utf8) + [0xFF], name: "r.txt"))
        guard case .failure(let error) = bad else {
            Issue.record("imported")
            return
        }
        #expect(error.id == .invalidUTF8 && error.inRecognizers)
        #expect(error.location == ResponderSimCore.SourceLocation(line: 2, column: 4))
        let escaped = Self.tap("0x1").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        let text = Self.expectWarnings([.htmlEscaped], "1️⃣Printed:\n" + escaped + "\n")
        #expect(text.contains("- tap: tap_tapped-1  # r.txt line 2: UITapGestureRecognizer, tapped: of VC"))
    }

    @Test func componentsGroupTheNodesOfEachCycle() {
        // 0 → 1 → 2 → 0 is one cycle; 3 → 4 and 5 stand alone.
        let component = RecognizerGraph.components(count: 6, edges: [[1], [2], [0, 3], [4], [], [5]])
        #expect(component[0] == component[1] && component[1] == component[2])
        #expect(Set([component[0], component[3], component[4], component[5]]).count == 4)
    }

    /// A long chain of requirements, each on the recognizer written before it: no cycle, every
    /// requirement written.
    @Test func aLongChainOfRequirementsIsWrittenWhole() {
        let count = 2_000
        let dump = "<UIView: 0x10; frame = (0 0; 320 480); gestureRecognizers = <NSArray: 0x1>; layer = <CALayer: 0x2>>\n"
        var text = ""
        for index in 0..<count {
            let requirement =
                index == 0 ? "" : "; must-fail = {\(Self.tap("0x\(String(0x9000 + index - 1, radix: 16))", view: "<UIView 0x10>"))}"
            text += Self.tap("0x\(String(0x9000 + index, radix: 16))", requirement, view: "<UIView 0x10>") + "\n"
        }
        guard
            case .success(let scene) = DumpImporter.importDump(
                Array(dump.utf8), name: "d.txt", recognizers: .text(Array(text.utf8), name: "r.txt"))
        else {
            Issue.record("did not import")
            return
        }
        #expect(scene.text.components(separatedBy: "requires-failure-of: [").count == count)
        #expect(!scene.warnings.contains { $0.id == .recognizerCycle })
    }

    @Test func aDumpWithoutAddressesAttachesNothing() {
        let (result, _) = Self.importing(Self.tap("0x1"), dump: "<UIView; frame = (0 0; 320 480); layer = <CALayer>>\n")
        guard case .success(let scene) = result else {
            Issue.record("did not import")
            return
        }
        #expect(scene.warnings.map(\.id) == [.recognizerNoAddress])
        #expect(scene.warnings.first?.inRecognizers == false)
        #expect(scene.text.contains("not in the dump: 1)."))
    }

    @Test func namesCountViewsFirstThenRecognizersAsWritten() {
        let text = Self.expectWarnings(
            [],
            """
            <UITapGestureRecognizer: 0x1; state = Possible; view = <UIButton 0x7f03>; target= <(action=tap:, target=<VC 0x9>)>>
            <UITapGestureRecognizer: 0x2 (Tap); state = Possible; view = <UIView 0x7f01>; target= <(action=x:, target=<VC 0x9>)>; numberOfTapsRequired = 2>
            <UILongPressGestureRecognizer: 0x3; state = Possible; view = <UIView 0x7f01>; target= <(action=hold:, target=<VC 0x9>)>; minimumPressDuration = 0.25>
            """,
            dump: Self.dump.replacingOccurrences(
                of: "layer = <CALayer: 0x6005>", with: "gestureRecognizers = <NSArray: 0x6006>; layer = <CALayer: 0x6005>"))
        #expect(text.contains("- tap: tap-1  # r.txt line 2: UITapGestureRecognizer (name Tap), x: of VC\n          taps: 2\n"))
        #expect(text.contains("- long-press: longPress_hold-1  # r.txt line 3"))
        #expect(text.contains("duration: 0.25\n          # not printed, defaults assumed: touches, movement\n"))
        #expect(text.contains("- tap: tap-2  # r.txt line 1: UITapGestureRecognizer, tap: of VC"))
    }
}
