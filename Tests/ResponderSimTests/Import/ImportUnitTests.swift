import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// The importer's pieces one rule at a time: numbers, names and the recovery
/// of transformed frames.
@Suite struct ImportNumberTests {
    /// What C's printf writes, trimmed as the importer writes numbers.
    static func printed(_ value: Double, decimals: Int) -> String {
        var buffer = [CChar](repeating: 0, count: 512)
        _ = buffer.withUnsafeMutableBufferPointer { pointer in
            withVaList([Int32(decimals), value]) { vsnprintf(pointer.baseAddress, pointer.count, "%.*f", $0) }
        }
        var text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    @Test func numbersAreWrittenAsPrintfWritesThemThenTrimmed() {
        let cases: [(Double, String)] = [
            (105, "105"), (105.5, "105.5"), (1.0 / 3, "0.333333"), (-14.5, "-14.5"), (-0.0, "0"), (-0.0000001, "0"), (1e-05, "0.00001"),
            (0.0333333, "0.033333"), (0.0000005, "0"), (0.0000015, "0.000002"), (0.0000025, "0.000003"), (1e20, "100000000000000000000"),
            (130.65629648763766, "130.656296"), (-1234567.0000005, "-1234567"),
        ]
        for (value, text) in cases {
            #expect(FixedDecimal.string(value, decimals: 6) == text, "\(value)")
        }
        #expect(FixedDecimal.string(99.99977, decimals: 3) == "100")
        #expect(FixedDecimal.string(60.0005, decimals: 3) == "60.001")  // the double lies above the half
        #expect(FixedDecimal.string(0.0625, decimals: 3) == "0.062")  // an exact half goes to even
        #expect(FixedDecimal.string(0.1875, decimals: 3) == "0.188")
        #expect(FixedDecimal.string(0.125, decimals: 2) == "0.12")
        #expect(FixedDecimal.string(2.5, decimals: 0) == "2")
    }

    @Test func theFastPathAgreesWithPrintfAcrossMagnitudesAndNearTies() {
        var random = SceneGenerator.Random(state: 42)
        for _ in 0..<20_000 {
            let exponent = Double(random.below(16)) - 8
            let value = (random.unit() - 0.5) * pow(10, exponent)
            for decimals in [2, 3, 6] {
                #expect(FixedDecimal.string(value, decimals: decimals) == Self.printed(value, decimals: decimals), "\(value)")
            }
            // Halves of the last decimal: the exact double decides which way they go.
            let tie = (Double(random.below(2_000_000)) + 0.5) / 1e6
            #expect(FixedDecimal.string(tie, decimals: 6) == Self.printed(tie, decimals: 6), "\(tie)")
        }
    }

    @Test func dumpNumbersAreReadAsTheNearestDouble() {
        var random = SceneGenerator.Random(state: 7)
        for _ in 0..<20_000 {
            let digits = String(random.below(Int(Int32.max))) + "." + String(random.below(1_000_000_000))
            let text = (random.below(2) == 0 ? "-" : "") + String(digits.prefix(1 + random.below(digits.count)))
            let bytes = Array(text.utf8)
            let value = bytes.withUnsafeBufferPointer { AttributeValues.decimal($0, 0, $0.count) }
            #expect(value == Double(text), "\(text)")
        }
        for text in ["1e-05", "-0", "0.92387953251128674", "1.7976931348623157e+308", ".5", "5.", "+2", "2E3"] {
            let bytes = Array(text.utf8)
            #expect(bytes.withUnsafeBufferPointer { AttributeValues.decimal($0, 0, $0.count) } == Double(text), "\(text)")
        }
        for text in ["", "-", ".", "1e", "1e400", "inf", "nan", "0x10", "1,5", "1 2", "--1"] {
            let bytes = Array(text.utf8)
            #expect(bytes.withUnsafeBufferPointer { AttributeValues.decimal($0, 0, $0.count) } == nil, "\(text)")
        }
    }
}

@Suite struct ImportNamingTests {
    @Test func stemsComeFromTheClassName() {
        let cases = [
            ("_TtC7Shopper14CheckoutButton", "CheckoutButton"), ("Notes.EditorToolbar", "EditorToolbar"),
            ("UIKit._UISliderGlassVisualElement", "_UISliderGlassVisualElement"), ("_TtC5MyApp3Foo", "Foo"),
            ("_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_", "_UIHostingView"), ("_TtC7Shopper8Spinner", "Shopper"),
            ("_TtC0$Weird9Name", "_TtC0_Weird9Name"), ("_Tt", "_Tt"), ("_TtC3Foo3123", "Foo"), ("MyApp.9Lives", "_9Lives"),
            ("Foo$Bar", "Foo_Bar"), ("MyApp.", "_"), ("$", "_"), ("UIView", "UIView"),
            ("_TtC4Main99999999999999999999999Overflow", "Main"),
            (String(repeating: "A", count: 50), String(repeating: "A", count: 40)),
        ]
        for (name, stem) in cases {
            #expect(ImportedText.stem(name) == stem, "\(name)")
        }
    }

    @Test func slugsAreTheFirstThreeRunsOfLettersAndDigits() {
        let cases = [
            ("Tap the label", "Tap_the_label"), ("Order #12", "Order_12"), ("Total:\n  $12", "Total_12"), ("  On / Off  ", "On_Off"),
            ("Supercalifragilisticexpialidocious", "Supercalifragilistic"), ("abcdefghijklmnopqrs tuv", "abcdefghijklmnopqrs"),
            ("a b c d", "a_b_c"), ("Ünïcödé", "n_c_d"), ("…", ""), ("", ""), ("été 42", "t_42"),
        ]
        for (text, slug) in cases {
            #expect(ImportedText.slug(text) == slug, "\(text)")
        }
    }

    @Test func unicodeEscapesAreDecodedSurrogatePairsIncluded() {
        let cases = [
            ("\\u5bc6\\u7801", "密码"), ("Caf\\u00E9", "Café"), ("\\ud83d\\ude00!", "😀!"), ("\\ud83d x", "\u{FFFD} x"),
            ("\\ude00\\ud83d", "\u{FFFD}\u{FFFD}"), ("\\u12", "\\u12"), ("\\u12g4", "\\u12g4"), ("a\\\\u0041", "a\\A"),
            ("no escape", "no escape"),
        ]
        for (text, decoded) in cases {
            #expect(ImportedText.decodingEscapes(text) == decoded, "\(text)")
        }
    }

    @Test func namesCountEachStemAndSlugFromOneAndAreUnique() {
        let text = """
            <UIWindow: 0x1; frame = (0 0; 9 9); layer = <UIWindowLayer: 0x2>>
               | <UIButton: 0x3; frame = (0 0; 1 1)>
               |    | <UIView: 0x4; frame = (0 0; 1 1)>
               |    |    | <UIButtonLabel: 0x5; frame = (0 0; 1 1); text = 'Save'>
               | <UIButton: 0x6; frame = (0 0; 1 1); text = 'Save'>
               | <MyApp.UIButton_Save: 0x7; frame = (0 0; 1 1)>
               | <UISwitch: 0x8; frame = (0 0; 1 1)>
               | <UIView: 0x9; frame = (0 0; 1 1)>
               |    | <UILabel: 0xa; frame = (0 0; 1 1); text = 'Not a control'>
               | <UIWindow: 0xb; frame = (0 0; 1 1)>
               |    | <UILabel: 0xc; frame = (0 0; 1 1); text = 'Title'>

            """
        guard let scene = ImportTesting.scene(text) else { return }
        let names = scene.text.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "view: ") ?? line.range(of: "window: ") else { return nil }
            return String(line[range.upperBound...].prefix { $0 != " " })
        }
        #expect(
            names == [
                "UIWindow-1", "UIButton_Save-1", "UIView-1", "UIButtonLabel_Save-1", "UIButton_Save-2", "UIButton_Save-3", "UISwitch-1",
                "UIView-2",
                "UILabel_Not_a_control-1", "UIWindow-2", "UILabel_Title-1",
            ])
    }

    @Test func theTitleEscapesQuotesAndBackslashesOfTheDumpsName() {
        let result = DumpImporter.importDump(Array("<UIView: 0x1; frame = (0 0; 1 1)>\n".utf8), name: "my \"dump\"\\1.txt")
        guard case .success(let scene) = result else { return }
        #expect(scene.text.contains("\nscene: \"Imported from my \\\"dump\\\"\\\\1.txt\"\n"))
        #expect(scene.text.hasPrefix("# Imported by `responder-sim import` from my \"dump\"\\1.txt (views: 1, windows: 0).\n"))
    }

    @Test func tapsAreASecondApartWithTheirTimesInTwoDecimals() {
        let taps = (0..<11).map { DumpTap(x: Double($0) + 0.5, y: -0.0) }
        guard let scene = ImportTesting.scene("<UIView: 0x1; frame = (0 0; 1 1)>\n", taps: taps) else { return }
        let script = scene.text.components(separatedBy: "script:\n").last ?? ""
        #expect(script.hasPrefix("  - 0.00 down t1 0.5 0\n  - 0.10 up t1\n  - 1.00 down t2 1.5 0\n"))
        #expect(script.hasSuffix("  - 10.00 down t11 10.5 0\n  - 10.10 up t11\n"))
    }
}

@Suite struct TransformRecoveryTests {
    static func recover(_ box: [Double], _ matrix: [Double]) -> RecoveredTransform? {
        guard case .success(let recovered) = RecoveredTransform.recover(box: box, matrix: matrix) else { return nil }
        return recovered
    }

    @Test func aRotationWithANonUniformScaleKeepsThePrintedBoxsSixDigits() {
        let card = Self.recover(
            [85.8975, 257.519, 203.205, 151.962],
            [1.7320508075688774, 0.99999999999999989, -0.49999999999999994, 0.86602540378443871, 0, 0])
        #expect(card?.frame == ["137.5", "303.5", "100", "60.001"])
        #expect(card?.scale == "[2, 1]")
        #expect(card?.rotate == "30")
        #expect(card?.translate == nil)
        #expect(card?.squareSide == nil)
    }

    @Test func aQuarterTurnSwapsWidthAndHeightAndKeepsTheTranslation() {
        let turned = Self.recover([20, 600, 100, 40], [0, 1, -1, 0, 30, -10])
        #expect(turned?.frame == ["20", "580", "40", "100"])
        #expect(turned?.rotate == "90" && turned?.scale == nil && turned?.translate == "[30, -10]")
    }

    @Test func mirrorsGoOnTheXScaleAndAHalfTurnIs180() {
        #expect(Self.recover([300, 20, 24, 40], [-1, 0, 0, 1, 0, 0]).map { [$0.scale, $0.rotate] } == [Optional("[-1, 1]"), nil])
        #expect(Self.recover([0, 0, 50, 20], [-1, 0, -0.0, -1, 0, 0]).map { [$0.scale, $0.rotate] } == [nil, Optional("180")])
        #expect(Self.recover([0, 0, 50, 20], [-1, -0.0, 0, -1, 0, 0])?.rotate == "180")
        #expect(
            Self.recover([0, 0, 40, 80], [1, 0, 0, -2, 0, 0]).map { [$0.scale, $0.rotate] } == [Optional("[-1, 2]"), Optional("180")])
        #expect(Self.recover([0, 0, 40, 80], [0.5, 0, 0, 0.5, 0, 0])?.scale == "0.5")
    }

    @Test func anOddMultipleOf45DegreesIsTakenAsSquare() {
        let turned = Self.recover(
            [200, 400, 141.421, 141.421], [0.70710678118654757, 0.70710678118654746, -0.70710678118654746, 0.70710678118654757, 0, 0])
        #expect(turned?.squareSide == "100")
        #expect(turned?.frame == ["220.711", "420.711", "100", "100"])
        #expect(
            Self.recover([0, 0, 10, 10], [0.70710678118654757, -0.70710678118654746, 0.70710678118654746, 0.70710678118654757, 0, 0])?
                .rotate == "-45")
    }

    @Test func sheared_flat_andImpossibleBoxesFail() {
        #expect(RecoveredTransform.recover(box: [0, 0, 10, 10], matrix: [1, 0, 0.5, 1, 0, 0]) == .failure(.shear))
        #expect(RecoveredTransform.recover(box: [0, 0, 10, 10], matrix: [1, 0.0001, 0.0001, 1, 0, 0]) == .failure(.shear))
        #expect(RecoveredTransform.recover(box: [0, 0, 10, 10], matrix: [1, 0, 0.000004, 1, 0, 0]) != .failure(.shear))
        #expect(RecoveredTransform.recover(box: [0, 0, 10, 10], matrix: [0, 0, 0, 1, 0, 0]) == .failure(.flat))
        #expect(RecoveredTransform.recover(box: [0, 0, 10, 10], matrix: [1, 0, 0, 0, 0, 0]) == .failure(.flat))
        #expect(RecoveredTransform.recover(box: [0, 0, 10, 10], matrix: [1, 0, 0, 0.0000001, 0, 0]) == .failure(.flat))
        #expect(RecoveredTransform.recover(box: [0, 0, 10, 100], matrix: [0.8660254, 0.5, -0.5, 0.8660254, 0, 0]) == .failure(.box))
        #expect(RecoveredTransform.recover(box: [0, 0, 1e308, 1], matrix: [0.5, 0, 0, 1, 0, 0]) == .failure(.box))
    }

    @Test func aTranslationThatPrintsAsZeroLeavesNoBlockButARecoveredFrame() {
        let moved = Self.recover([10, 640, 100, 40], [1, 0, 0, 1, 1e-07, 0])
        #expect(moved?.hasBlock == false)
        #expect(moved?.frame == ["10", "640", "100", "40"])
        #expect(RecoveredTransform.isIdentity([1, 0, -0.0, 1, 0, 0]))
        #expect(!RecoveredTransform.isIdentity([1, 0, 0, 1, 0, 1e-300]))
    }
}
