/// What reading a loaded scene's `script:` block again needs: the bytes it was loaded from (or
/// the copy kept of its file), where the block starts, and the views' state that `set` lines
/// are checked against.
struct ScriptReplay: ScriptReplaying {
    var origin: ByteOrigin
    var block: SceneParser.ScriptBlock
    var views: [View]
    var explicitHandling: [SceneBuilder.ExplicitHandling]
    /// The recognizers' names, for `set NAME enabled` and `remove` checks.
    var recognizerNames: [String] = []
    /// The recognizers, for `set` of their delegate answers (V64–V66).
    var recognizers: [GestureRecognizer] = []
    /// Responders by name and their actions, for the chain's lines.
    var chainNames = ScriptReader.ChainNames()

    func makeStepIterator() -> any IteratorProtocol<ScriptStep> { makeIterator() }

    func makeIterator() -> Iterator {
        Iterator(
            parser: SceneParser(replaying: block, origin: origin),
            reader: ScriptReader(
                diagnostics: DiagnosticBag(), views: views, explicitHandling: explicitHandling,
                recognizerNames: recognizerNames, recognizers: recognizers, chainNames: chainNames, keepsSteps: true))
    }

    /// Reads items until a step is ready. Range lines are played as the steps are taken: the
    /// moves due before the next line are emitted a step at a time before that line is read,
    /// so memory holds the lines active at once, not their moves.
    struct Iterator: IteratorProtocol {
        var parser: SceneParser
        var reader: ScriptReader
        /// The next line, read once the range moves due before it have been taken.
        var pending: SceneParser.ScriptItem?
        /// The time through which range moves go before `pending` (``ScriptReader/flushTime(of:bytes:)``),
        /// worked out once per line: it does not change while the moves before it are taken.
        var pendingFlushTime: Microseconds?
        var finished = false

        /// The caller asks for a step only when it is done with the ones it took before.
        mutating func next() -> ScriptStep? {
            reader.markTaken()
            while true {
                if let step = reader.nextStep() { return step }
                if finished { return nil }
                if pending == nil, let item = parser.nextScriptItem() {
                    pending = item
                    pendingFlushTime = reader.flushTime(of: item, bytes: parser.bytes)
                }
                if let item = pending {
                    if let time = pendingFlushTime, reader.hasRangeMove(dueBy: time) {
                        reader.flushRanges(through: time, stoppingWhenReady: true)
                    } else {
                        reader.read(item, bytes: parser.bytes)
                        pending = nil
                    }
                } else if reader.hasRangeMove(dueBy: nil) {
                    reader.flushRanges(through: nil, stoppingWhenReady: true)
                } else {
                    reader.finish()
                    finished = true
                }
            }
        }
    }

    /// Reads the whole block once to check it, adding its problems to `diagnostics`. Returns
    /// whether a line sets a recognizer's delegate answer.
    @discardableResult
    func check(_ diagnostics: inout DiagnosticBag) -> Bool {
        var parser = SceneParser(replaying: block, origin: origin)
        var reader = ScriptReader(
            diagnostics: diagnostics, views: views, explicitHandling: explicitHandling, recognizerNames: recognizerNames,
            recognizers: recognizers, chainNames: chainNames, keepsSteps: false)
        diagnostics = DiagnosticBag()
        while let item = parser.nextScriptItem() { reader.read(item, bytes: parser.bytes) }
        reader.finish()
        diagnostics = reader.diagnostics
        return reader.setsAnswers
    }
}
