extension RecognizerKindDeclaration {
    /// What the engine asks of `pan` at every step.
    @inline(__always) static var panFacts: KindFacts { KindFacts(isContinuous: true, readsViewRotation: true) }

    /// `pan` (GP): a drag past the hysteresis along an axis of its view.
    static let pan = RecognizerKindDeclaration(
        panFacts, keys: [.minTouches, .maxTouches, .hysteresis], defaults: [.hysteresis: .number(10)],
        takesAxisAnswers: true, changeRule: .gp3, endRule: .gp4, failureRules: KindFailureRules(lifted: .gp4), rule: .pan,
        labelParts: { recognizer, defaults, _ in
            var parts: [String] = []
            if recognizer.minTouches != defaults.minTouches { parts.append("min \(recognizer.minTouches) fingers") }
            if let most = recognizer.maxTouches { parts.append("max \(most) " + (most == 1 ? "finger" : "fingers")) }
            return parts
        },
        requestNote: { note in
            KindNote(
                .gp2,
                "\(note.words): its translation reaches \(note.numbers.decimal(note.recognizer.hysteresis)) pt along one axis, so it \(note.verb)."
            )
        },
        possibleNote: { note in
            KindNote(
                .gp2,
                "\(note.words) is still possible: its translation has not reached \(note.numbers.decimal(note.recognizer.hysteresis)) pt along either axis."
            )
        },
        imported: ImportedKind("UIPanGestureRecognizer", stem: "pan", notPrinted: [.minTouches, .maxTouches]))
}
