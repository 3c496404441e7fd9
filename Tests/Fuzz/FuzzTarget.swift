// The libFuzzer target over the whole path: parse → validate → simulate → the compact, JSON
// and text traces (with --explain); the same bytes also go through the dump importer.
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
    var json = JSONLinesWriter(output: DiscardingOutput(), explain: true)
    explaining.run(into: &json)
    var again = Simulator(scene: scene, options: SimulationOptions(explain: true))
    var text = TextWriter(output: DiscardingOutput(), explain: true)
    again.run(into: &text)
    return 0
}
