import Foundation
import Testing

@testable import ResponderSimCore
@testable import ResponderSimImport

/// Cells from dumps (README.md, Debugging your own app: cells): a cell keeps its class under a
/// list of its kind, the wrapper iOS 7–10 put between a table and its cells is left out
/// (W-WRAPPER), and any other cell is a `UIView` (W-CELL).
@Suite struct ImportCellsTests {
    /// A table at y 50 of a 320 × 480 window, scrolled by `tableOffset`, and the text of
    /// `rows` under it (each row's prefix is four levels deep: window, table, row).
    static func dump(tableOffset: String = "{0, 0}", rows: String) -> String {
        """
        <UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>
           | <UITableView: 0x3; frame = (0 50; 320 430); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x4>; layer = <CALayer: 0x5>; contentOffset: \(tableOffset); contentSize: {320, 2000}>
        \(rows)
        """
    }

    @Test func aRealIOS9TableImportsWithItsCellsDirectlyUnderTheTable() throws {
        let name = "24-ios9-table-wrapper"
        let bytes = ImportTesting.bytes(ImportTesting.corpus.appendingPathComponent(name + ".txt"))
        guard case .success(let scene) = DumpImporter.importDump(bytes, name: name + ".txt") else {
            Issue.record("\(name) did not import")
            return
        }
        #expect(!scene.text.contains("UITableViewWrapperView-1"))
        #expect(scene.text.contains("# line 7: UITableViewWrapperView") == false)
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func head(_ line: Int) -> Int {
            (lines[line - 1].firstIndex(of: "<").map { lines[line - 1].distance(from: lines[line - 1].startIndex, to: $0) } ?? 0) + 1
        }
        #expect(scene.warnings.map(\.id) == [.wrapper, .cell])
        #expect(scene.warnings.map(\.location) == [SourceLocation(line: 7, column: head(7)), SourceLocation(line: 19, column: head(19))])
        // Both rows, the plain cell and the app's subclass, are the table's cells.
        let loaded = try #require(SceneTesting.scene(scene.text))
        let table = try #require(loaded.views.first { $0.name == "UITableView-1" })
        let cells = table.subviews.map { loaded.views[$0.index] }.filter { $0.viewClass == .uiTableViewCell }.map(\.name)
        #expect(cells == ["UITableViewCell_Inbox-1", "MailboxCell_Drafts-1"])
        // The cell in a plain view is one too.
        #expect(loaded.views.first { $0.name == "UITableViewCell_Storage_almost_full-1" }?.viewClass == .uiView)
        // A tap on the second row ends in the table's code (SV5).
        let tappedText = scene.text.replacingOccurrences(
            of: "script:\n  - 0.00 wait\n", with: "script:\n  - 0.00 down t1 100 130\n  - 0.10 up t1\n")
        let tapped = try #require(SceneTesting.scene(tappedText))
        var collector = CompactLineCollector()
        var simulator = Simulator(scene: tapped)
        simulator.run(into: &collector)
        #expect(collector.lines.contains("UITableViewCellContentView-2.touchesEnded [t1] forwarded"))
        // ... and the table selects the row the tap landed on (TS3, TS5).
        #expect(
            Array(collector.lines.suffix(2)) == [
                "cell UITableView-1 MailboxCell_Drafts-1 unhighlighted", "cell UITableView-1 MailboxCell_Drafts-1 selected",
            ])
        // With a tap recognizer added on the table by hand, the classic: no selection, and the
        // text trace says why (G16, TS6).
        let withTap = tappedText.replacingOccurrences(
            of: "                  content-size: [375, 176]\n",
            with: "                  content-size: [375, 176]\n                  gestures:\n                    - tap: dismissKeyboard\n")
        #expect(withTap != tappedText)
        let classic = try #require(SceneTesting.scene(withTap))
        var classicLines = CompactLineCollector()
        var again = Simulator(scene: classic)
        again.run(into: &classicLines)
        #expect(!classicLines.lines.contains { $0.hasPrefix("cell ") })
        #expect(classicLines.lines.contains("discard UITableViewCellContentView-2 [t1] dismissKeyboard"))
        var writer = TextWriter(output: "")
        var text = Simulator(scene: classic)
        text.run(into: &writer)
        #expect(writer.output.contains("UITableView-1 never hears of them, so MailboxCell_Drafts-1 is not selected (TS6)"))
    }

    @Test func theWrappersSubviewsMoveByItsFrameOriginMinusItsOffset() throws {
        let text = Self.dump(
            rows: """
                   |    | 1️⃣<UITableViewWrapperView: 0x6; frame = (0 10; 320 430); layer = <CALayer: 0x7>; contentOffset: {0, 4}; contentSize: {320, 430}>
                   |    |    | <UITableViewCell: 0x8; frame = (0 44; 320 44); text = 'Row'; layer = <CALayer: 0x9>>
                   |    |    |    | <UITableViewCellContentView: 0xa; frame = (0 0; 320 43.5); layer = <CALayer: 0xb>>
                """)
        ImportTesting.expectWarnings([.wrapper], text)
        let scene = try #require(ImportTesting.scene(SceneTesting.strip(text).text))
        #expect(
            ImportTesting.node(scene, line: 4) == [
                "- view: UITableViewCell_Row-1  # line 4: UITableViewCell 'Row'", "class: UITableViewCell", "frame: [0, 50, 320, 44]",
                "# ignored: layer",
            ])
        // Its subviews' own subviews keep their frames, one level up.
        #expect(
            scene.text.contains(
                "\n            - view: UITableViewCellContentView-1  # line 5: UITableViewCellContentView\n              frame: [0, 0, 320, 43.5]\n"
            ))
        #expect(SceneTesting.scene(scene.text) != nil)
    }

    @Test func aWrapperElsewhereOrHiddenStaysAScrollViewAndItsCellsArePlainViews() throws {
        let hidden = Self.dump(
            rows: """
                   |    | <UITableViewWrapperView: 0x6; frame = (0 0; 320 430); hidden = YES; layer = <CALayer: 0x7>; contentOffset: {0, 0}; contentSize: {320, 430}>
                   |    |    | 1️⃣<UITableViewCell: 0x8; frame = (0 0; 320 44); layer = <CALayer: 0x9>>
                """)
        ImportTesting.expectWarnings([.cell], hidden)
        let scene = try #require(ImportTesting.scene(SceneTesting.strip(hidden).text))
        #expect(ImportTesting.node(scene, line: 3).contains("class: UIScrollView"))
        #expect(!ImportTesting.node(scene, line: 4).contains { $0.hasPrefix("class:") })
        // Under a plain view: no W-WRAPPER, as before.
        let elsewhere = """
            <UIView: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x2>>
               | <UITableViewWrapperView: 0x6; frame = (0 0; 320 430); layer = <CALayer: 0x7>; contentOffset: {0, 0}; contentSize: {320, 430}>
            """
        let plain = try #require(ImportTesting.scene(elsewhere))
        #expect(plain.warnings.isEmpty)
        #expect(ImportTesting.node(plain, line: 2).contains("class: UIScrollView"))
    }

    @Test func aCellPrintedAloneIsAPlainViewInTheStandInWindow() throws {
        let text = """
            1️⃣<UITableViewCell: 0x1; frame = (0 0; 320 44); text = 'Alone'; layer = <CALayer: 0x2>>
               | <UITableViewCellContentView: 0x3; frame = (0 0; 320 43.5); layer = <CALayer: 0x4>>
            """
        ImportTesting.expectWarnings([.cell], text)
        let scene = try #require(ImportTesting.scene(SceneTesting.strip(text).text))
        #expect(!ImportTesting.node(scene, line: 1).contains { $0.hasPrefix("class:") })
        #expect(SceneTesting.scene(scene.text) != nil)
    }

    @Test func collectionCellsByClassOrBaseClassAndOnlyUnderACollectionView() throws {
        let text = """
            <UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>
               | <UICollectionView: 0x3; frame = (0 0; 320 480); clipsToBounds = YES; layer = <CALayer: 0x5>; contentOffset: {0, 0}; contentSize: {320, 2000}>
               |    | <UICollectionViewListCell: 0x6; frame = (0 0; 320 44); layer = <CALayer: 0x7>>
               |    | <Photos.PhotoCell: 0x8; baseClass = UICollectionViewCell; frame = (0 44; 100 100); layer = <CALayer: 0x9>>
               |    | 1️⃣<UITableViewCell: 0xa; frame = (0 144; 320 44); layer = <CALayer: 0xb>>
            """
        ImportTesting.expectWarnings([.cell], text)
        let scene = try #require(ImportTesting.scene(SceneTesting.strip(text).text))
        #expect(ImportTesting.node(scene, line: 3).contains("class: UICollectionViewCell"))
        #expect(ImportTesting.node(scene, line: 4).contains("class: UICollectionViewCell"))
        #expect(!ImportTesting.node(scene, line: 5).contains { $0.hasPrefix("class:") })
        let warning = try #require(DumpImporter.importDump(Array(SceneTesting.strip(text).text.utf8), name: "d").warnings.first)
        #expect(warning.message.contains("UITableViewCell is a cell, but its superview is no UITableView"))
        #expect(SceneTesting.scene(scene.text) != nil)
    }
}

extension Result where Success == ImportedScene {
    /// The warnings of a successful import; none otherwise.
    fileprivate var warnings: [DumpWarning] {
        if case .success(let scene) = self { return scene.warnings }
        return []
    }
}
