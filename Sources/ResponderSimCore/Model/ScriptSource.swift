/// The steps of a scene's script, which can be played any number of times.
///
/// A scene built in code holds its steps in an array (``append(_:)``). A loaded scene holds
/// none: each iteration reads the `script:` block again, from the copy the loader kept of the
/// file (``SourceFile``), with the loader's own parser and script reader, expanding range
/// lines and grouping events as it goes, so memory does not grow with the script and the
/// file may change or go without changing the scene.
package struct ScriptSource: Sequence, Sendable {
    enum Storage: Sendable {
        case steps([ScriptStep])
        case replay(any ScriptReplaying)
    }

    var storage: Storage

    /// A script of the given steps (a scene built in code).
    package init(_ steps: [ScriptStep] = []) {
        storage = .steps(steps)
    }

    /// A script read again on each iteration (a loaded scene's).
    init(replay: any ScriptReplaying) {
        storage = .replay(replay)
    }

    /// Adds a step at the end (a scene built in code; a loaded script becomes the given steps).
    package mutating func append(_ step: ScriptStep) {
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
    package var first: ScriptStep? {
        var iterator = makeIterator()
        return iterator.next()
    }

    /// Whether the script has no step.
    package var isEmpty: Bool { first == nil }

    package func makeIterator() -> Iterator {
        switch storage {
        case .steps(let steps): Iterator(steps: steps.makeIterator(), replay: nil)
        case .replay(let replay): Iterator(steps: nil, replay: replay.makeStepIterator())
        }
    }

    /// Hands out the steps one at a time.
    package struct Iterator: IteratorProtocol {
        var steps: IndexingIterator<[ScriptStep]>?
        var replay: (any IteratorProtocol<ScriptStep>)?

        package mutating func next() -> ScriptStep? {
            if steps != nil { return steps?.next() }
            return replay?.next()
        }
    }
}

/// A script read again, step by step, each time it is played: what the loader (`Building/`,
/// which reads scripts) gives a loaded scene, so that the model does not depend on the reader.
protocol ScriptReplaying: Sendable {
    /// A fresh reading of the script from its first step.
    func makeStepIterator() -> any IteratorProtocol<ScriptStep>
}
