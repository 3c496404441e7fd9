extension RecognizerKindDeclaration {
    /// What the engine asks of `swipe` at every step.
    @inline(__always) static var swipeFacts: KindFacts { KindFacts(isContinuous: false) }

    /// `swipe` (GW): a distance covered in an allowed direction in time.
    static let swipe = RecognizerKindDeclaration(
        swipeFacts, keys: [.direction, .touches, .minDistance, .maxDuration], defaults: [.maxDuration: .duration(500_000)],
        failureRules: KindFailureRules(timeout: .gw2, touches: .gw1, lifted: .gw3), rule: .swipe,
        labelParts: { recognizer, defaults, _ in
            recognizer.directions != defaults.directions ? [recognizer.directions.map(\.rawValue).joined(separator: "/")] : []
        },
        labelsTouches: true,
        requestNote: { note in
            KindNote(
                .gw2,
                "\(note.words): the finger covered \(note.numbers.decimal(note.recognizer.minDistance)) pt in an allowed direction within \(note.numbers.seconds(note.recognizer.maxDuration)) s, so it \(note.verb)."
            )
        },
        possibleNote: { note in
            KindNote(
                .gw2,
                "\(note.words) is still possible: the finger has not yet covered \(note.numbers.decimal(note.recognizer.minDistance)) pt."
            )
        },
        imported: ImportedKind(
            "UISwipeGestureRecognizer", stem: "swipe", reads: ["numberOfTouchesRequired"], notPrinted: [.direction, .touches]))
}
