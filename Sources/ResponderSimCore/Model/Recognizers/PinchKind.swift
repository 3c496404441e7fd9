extension RecognizerKindDeclaration {
    /// What the engine asks of `pinch` at every step.
    @inline(__always) static var pinchFacts: KindFacts { KindFacts(isContinuous: true) }

    /// `pinch` (GZ): the distance between two fingers.
    static let pinch = RecognizerKindDeclaration(
        pinchFacts, keys: [.hysteresis], defaults: [.hysteresis: .number(8)], changeRule: .gz3, endRule: .gz4,
        failureRules: KindFailureRules(lifted: .gz4), rule: .pair(.distance),
        requestNote: { note in
            KindNote(
                .gz2,
                "\(note.words): the distance between its two fingers changed by more than \(note.numbers.decimal(note.recognizer.hysteresis)) pt, so it \(note.verb)."
            )
        },
        possibleNote: { note in
            KindNote(
                .gz2,
                "\(note.words) is still possible: it needs two fingers whose distance changes by more than \(note.numbers.decimal(note.recognizer.hysteresis)) pt."
            )
        },
        imported: ImportedKind("UIPinchGestureRecognizer", stem: "pinch"))
}
