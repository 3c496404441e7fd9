import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// The generators' random stream (SplitMix64), for tests that draw numbers.
extension SceneGenerator.Random: RandomNumberGenerator {}

/// Trace text is built as bytes; numbers and names come out as they did as strings.
@Suite struct TraceLineTests {
    /// A coordinate as scene files write it, the long way: six decimals, trailing zeros dropped,
    /// a scaled product that lands exactly halfway rounded to even, as the writer rounds it.
    private static func reference(_ value: Double) -> String {
        let micros = Int64((value * 1_000_000).rounded(.toNearestOrEven))
        if micros == 0 { return "0" }
        var fraction = String(micros.magnitude % 1_000_000)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let text = String(micros.magnitude / 1_000_000) + (fraction.isEmpty ? "" : "." + fraction)
        return micros < 0 ? "-" + text : text
    }

    @Test func wholeAndHalfCoordinatesReadAsEveryOtherNumber() {
        // The same numbers on every run, so that a failure can be repeated.
        var generator = SceneGenerator.Random(state: 21)
        // 81336.8571165 * 1e6 lands exactly halfway (81336857116.5): ties go to even.
        var values: [Double] = [
            0, -0.0, 0.5, -0.5, 1, -1, 679.5, 1_000_000_000, -999_999_999.5, 0.000001, 2.25, 1e-7, 0.0078125, 81336.8571165,
        ]
        for _ in 0..<2_000 {
            values.append(Double(Int.random(in: -4_000_000...4_000_000, using: &generator)) / 2)
            values.append(Double.random(in: -100_000...100_000, using: &generator))
        }
        for value in values {
            #expect(NumberFormatting.decimal(value) == Self.reference(value), "\(value)")
        }
    }

    @Test func wholeNumbersAndTimesAreWrittenInDecimal() {
        var line = TraceLine()
        // Every width, each side of every power of ten, and every number below 1,000 (written
        // two digits at a time, with a single digit first when the width is odd).
        var powers: [Int] = []
        var power = 1
        while power <= Int.max / 10 {
            power *= 10
            powers += [power - 1, power, power + 1, -power]
        }
        for value in [0, 7, 10, 99, 100, 1_005, -42, Int.max, Int.min] + powers + Array(0..<1_000) {
            line.clear()
            line.append(value)
            #expect(line.string == String(value))
        }
        #expect(NumberFormatting.seconds(0) == "0")
        #expect(NumberFormatting.seconds(1) == "0.000001")
        #expect(NumberFormatting.seconds(2_500_000) == "2.5")
        #expect(NumberFormatting.seconds(-120_000) == "-0.12")
    }

    @Test func piecesOfEveryLengthAreCopiedWhole() {
        var line = TraceLine(capacity: 1)
        var expected = ""
        for length in 0...40 {
            let piece = String(repeating: "x", count: length) + "é"
            line.append(piece)
            expected += piece
        }
        #expect(line.string == expected)
    }

    /// Collects text from bytes, as the CLI's destination does.
    struct ByteCollector: TraceByteStream {
        var text = ""
        var byteWrites = 0
        mutating func write(_ string: String) { text += string }
        mutating func write(utf8 bytes: UnsafeBufferPointer<UInt8>) {
            text += String(decoding: bytes, as: UTF8.self)
            byteWrites += 1
        }
    }

    @Test func anOutputThatTakesBytesGetsTheSameTraceAsAString() throws {
        let scene = try SceneLoader.load(SourceFile(path: "s.scene", text: StepPartsTests.tapAndDrag))
        var strings = JSONLinesWriter(output: "")
        var bytes = JSONLinesWriter(output: ByteCollector())
        var first = Simulator(scene: scene)
        first.run(into: &strings)
        var second = Simulator(scene: scene)
        second.run(into: &bytes)
        #expect(bytes.output.text == strings.output)
        #expect(bytes.output.byteWrites >= 4)
    }
}
