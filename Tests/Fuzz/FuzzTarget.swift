// The libFuzzer target over the whole path: parse → validate → simulate → the compact, JSON
// and text traces (with --explain); the same bytes also go through the dump importer. The
// JSON trace must hold numbers only where JSON has them (no nan or inf). Its mutator, which
// puts numbers at their limits, is in NumberExtremes.swift.
// It is not part of the package's targets; build and run it with Tests/Fuzz/run-fuzzer.sh.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // An import that succeeds writes a scene its own loader reads.
    if case .success(let imported) = DumpImporter.importDump(bytes, name: "fuzz.txt", taps: [DumpTap(x: 1, y: 1)]) {
        let loads = (try? SceneLoader.load(SourceFile(path: "imported.scene", text: imported.text))) != nil
        precondition(loads, "an imported scene does not load:\n" + imported.text)
    }
    guard let scene = try? SceneLoader.load(SourceFile(path: "fuzz.scene", bytes: bytes)) else { return 0 }
    // Keep generated runs short: the fuzzer looks for crashes and hangs, not long scripts.
    var steps = 0
    for _ in scene.script.prefix(10_001) { steps += 1 }
    guard steps <= 10_000 else { return 0 }
    var simulator = Simulator(scene: scene)
    var writer = CompactWriter(output: DiscardingOutput())
    simulator.run(into: &writer)
    // The other writers read every record (recognizers, controls, transforms included).
    var explaining = Simulator(scene: scene, options: SimulationOptions(explain: true))
    var json = JSONLinesWriter(output: JSONNumberCheck(), explain: true)
    explaining.run(into: &json)
    json.output.finish()
    var again = Simulator(scene: scene, options: SimulationOptions(explain: true))
    var text = TextWriter(output: DiscardingOutput(), explain: true)
    again.run(into: &text)
    return 0
}

/// Reads a JSON text as it is written and stops the process at a value that is not JSON: a
/// `nan`, `inf` or `-inf` where a number goes (after `[`, `,` or `:` outside a string).
struct JSONNumberCheck: TraceByteStream {
    private var inString = false
    private var escaped = false
    /// The bytes of the value being read after a delimiter (at most four are needed).
    private var token: [UInt8] = []
    private var readingToken = false

    mutating func write(_ string: String) {
        var copy = string
        copy.withUTF8 { write(utf8: $0) }
    }

    mutating func write(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        for byte in bytes { read(byte) }
    }

    private mutating func read(_ byte: UInt8) {
        if inString {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inString = false
            }
            return
        }
        if readingToken {
            if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") || byte == 0x0A
                || token.count == 4
            {
                finish()
            } else {
                token.append(byte)
            }
        }
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "["), UInt8(ascii: ","), UInt8(ascii: ":"):
            readingToken = true
            token.removeAll(keepingCapacity: true)
        default: break
        }
    }

    /// Checks the value read last.
    mutating func finish() {
        guard readingToken else { return }
        readingToken = false
        let text = String(decoding: token, as: UTF8.self)
        if text.hasPrefix("nan") || text.hasPrefix("inf") || text.hasPrefix("-inf") || text.hasPrefix("-nan") {
            preconditionFailure("the JSON trace has a value that is not JSON: \(text)")
        }
    }
}
