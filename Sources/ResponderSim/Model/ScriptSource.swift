/// The steps of a scene's script, which can be played any number of times.
///
/// A scene built in code holds its steps in an array (``append(_:)``). A loaded scene holds
/// none: each iteration reads the `script:` block again, from the copy the loader kept of the
/// file (``SourceFile``), with the loader's own parser and script reader, expanding range
/// lines and grouping events as it goes, so memory does not grow with the script and the
/// file may change or go without changing the scene.
public struct ScriptSource: Sequence, Sendable {
    enum Storage: Sendable {
        case steps([ScriptStep])
        case replay(ScriptReplay)
    }

    var storage: Storage

    /// A script of the given steps (a scene built in code).
    public init(_ steps: [ScriptStep] = []) {
        storage = .steps(steps)
    }

    init(replay: ScriptReplay) {
        storage = .replay(replay)
    }

    /// Adds a step at the end (a scene built in code; a loaded script becomes the given steps).
    public mutating func append(_ step: ScriptStep) {
        switch storage {
        case .steps(var steps):
            storage = .steps([])
            steps.append(step)
            storage = .steps(steps)
        case .replay:
            storage = .steps(Array(self) + [step])
        }
    }

    /// The first step, if any (for a loaded scene, read from the kept copy).
    public var first: ScriptStep? {
        var iterator = makeIterator()
        return iterator.next()
    }

    /// Whether the script has no step.
    public var isEmpty: Bool { first == nil }

    public func makeIterator() -> Iterator {
        switch storage {
        case .steps(let steps): Iterator(steps: steps.makeIterator(), replay: nil)
        case .replay(let replay): Iterator(steps: nil, replay: replay.makeIterator())
        }
    }

    /// Hands out the steps one at a time.
    public struct Iterator: IteratorProtocol {
        var steps: IndexingIterator<[ScriptStep]>?
        var replay: ScriptReplay.Iterator?

        public mutating func next() -> ScriptStep? {
            if steps != nil { return steps?.next() }
            return replay?.next()
        }
    }
}

/// What reading a loaded scene's `script:` block again needs: the bytes it was loaded from (or
/// the copy kept of its file), where the block starts, and the views' state that `set` lines
/// are checked against.
struct ScriptReplay: Sendable {
    var origin: ByteOrigin
    var block: SceneParser.ScriptBlock
    var views: [View]
    var explicitHandling: [SceneBuilder.ExplicitHandling]
    /// The recognizers' names, for `set NAME enabled` and `remove` checks.
    var recognizerNames: [String] = []

    func makeIterator() -> Iterator {
        Iterator(
            parser: SceneParser(replaying: block, origin: origin),
            reader: ScriptReader(
                diagnostics: DiagnosticBag(), views: views, explicitHandling: explicitHandling,
                recognizerNames: recognizerNames, keepsSteps: true))
    }

    /// Reads items until a step is ready. Range lines are played as the steps are taken: the
    /// moves due before the next line are emitted a step at a time before that line is read,
    /// so memory holds the lines active at once, not their moves.
    struct Iterator {
        var parser: SceneParser
        var reader: ScriptReader
        /// The next line, read once the range moves due before it have been taken.
        var pending: SceneParser.ScriptItem?
        var finished = false

        /// The caller asks for a step only when it is done with the ones it took before.
        mutating func next() -> ScriptStep? {
            reader.markTaken()
            while true {
                if let step = reader.nextStep() { return step }
                if finished { return nil }
                if pending == nil { pending = parser.nextScriptItem() }
                if let item = pending {
                    if let time = reader.flushTime(of: item, bytes: parser.bytes), reader.hasRangeMove(dueBy: time) {
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

    /// Reads the whole block once to check it, adding its problems to `diagnostics`.
    func check(_ diagnostics: inout DiagnosticBag) {
        var parser = SceneParser(replaying: block, origin: origin)
        var reader = ScriptReader(
            diagnostics: diagnostics, views: views, explicitHandling: explicitHandling, recognizerNames: recognizerNames,
            keepsSteps: false)
        diagnostics = DiagnosticBag()
        while let item = parser.nextScriptItem() { reader.read(item, bytes: parser.bytes) }
        reader.finish()
        diagnostics = reader.diagnostics
    }
}
