extension RecognizerKindDeclaration {
    /// What the engine asks of `rotation` at every step.
    @inline(__always) static var rotationFacts: KindFacts { KindFacts(isContinuous: true) }

    /// `rotation` (GR): the angle of the line between two fingers.
    static let rotation = RecognizerKindDeclaration(
        rotationFacts, keys: [.hysteresis], defaults: [.hysteresis: .number(5)],
        hysteresisLimit: (180, "a number of degrees from 0 to 180"), changeRule: .gr3, endRule: .gr4,
        failureRules: KindFailureRules(lifted: .gr4),
        rule: .pair(.angle),
        requestNote: { note in
            KindNote(
                .gr2,
                "\(note.words): the line between its two fingers turned by more than \(note.numbers.decimal(note.recognizer.hysteresis))°, so it \(note.verb)."
            )
        },
        possibleNote: { note in
            KindNote(
                .gr2,
                "\(note.words) is still possible: it needs two fingers whose line turns by more than \(note.numbers.decimal(note.recognizer.hysteresis))°."
            )
        },
        imported: ImportedKind("UIRotationGestureRecognizer", stem: "rotation"))
}
