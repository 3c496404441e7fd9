extension RecognizerKindDeclaration {
    /// What the engine asks of `longPress` at every step.
    @inline(__always) static var longPressFacts: KindFacts { KindFacts(isContinuous: true) }

    /// `long-press` (GL): a finger held still for a duration.
    static let longPress = RecognizerKindDeclaration(
        longPressFacts, keys: [.duration, .movement, .touches], defaults: [.movement: .number(10)], changeRule: .gl2,
        endRule: .gl2, failureRules: KindFailureRules(lifted: .gl1), rule: .longPress,
        labelParts: { recognizer, defaults, numbers in
            recognizer.duration != defaults.duration ? [numbers.seconds(recognizer.duration) + " s"] : []
        },
        labelsTouches: true,
        requestNote: { note in
            KindNote(
                .gl1,
                "\(note.words): the finger stayed within \(note.numbers.decimal(note.recognizer.movement)) pt for \(note.numbers.seconds(note.recognizer.duration)) s, so it \(note.verb) when its timer fires."
            )
        },
        possibleNote: { note in
            KindNote(
                .gl1,
                "\(note.words) is still possible: it begins when the finger has stayed within \(note.numbers.decimal(note.recognizer.movement)) pt for \(note.numbers.seconds(note.recognizer.duration)) s."
            )
        },
        imported: ImportedKind(
            "UILongPressGestureRecognizer", stem: "longPress",
            reads: ["numberOfTapsRequired", "numberOfTouchesRequired", "minimumPressDuration"], notPrinted: [.touches, .movement],
            hasNoTaps: true))
}
