extension RecognizerKindDeclaration {
    /// What the engine asks of `tap` at every step.
    @inline(__always) static var tapFacts: KindFacts { KindFacts(isContinuous: false, losesToButtons: true, preventsOnlyUpToItsTaps: true) }

    /// `tap` (GT): taps of a number of fingers, within a movement and in time.
    static let tap = RecognizerKindDeclaration(
        tapFacts, keys: [.taps, .touches, .movement, .interval, .maxDuration],
        defaults: [.movement: .number(45), .maxDuration: .duration(750_000)],
        failureRules: KindFailureRules(movement: .gt3, touches: .gt2, lifted: .g13), rule: .tap,
        labelParts: { recognizer, defaults, _ in recognizer.taps != defaults.taps ? ["\(recognizer.taps) taps"] : [] },
        labelsTouches: true,
        requestNote: { note in
            let recognizer = note.recognizer
            let which = recognizer.taps == 1 ? "its tap completes" : "its tap number \(recognizer.taps) completes"
            return KindNote(
                .gt4,
                "\(note.words): \(which) in this step, within \(note.numbers.decimal(recognizer.movement)) pt and in time, so it \(note.verb)."
            )
        },
        possibleNote: { note in
            let recognizer = note.recognizer
            if recognizer.taps > 1 {
                return KindNote(
                    .gt4,
                    "\(note.words) needs \(recognizer.taps) taps: after each but the last it waits up to \(note.numbers.seconds(recognizer.interval)) s for the next, so it is still possible."
                )
            }
            return KindNote(.gt4, "\(note.words) is still possible: it is recognized when its tap completes, at the lift.")
        },
        failureNote: { note in
            guard note.failure == .timeout else { return nil }
            if note.tapIntervalTimer {
                return KindNote(
                    .gt4,
                    "\(note.words) fails: the next tap did not come within \(note.numbers.seconds(note.recognizer.interval)) s (its timer fired)."
                )
            }
            return KindNote(
                .gt1, "\(note.words) fails: the tap lasted longer than \(note.numbers.seconds(note.recognizer.maxDuration)) s.")
        },
        imported: ImportedKind(
            "UITapGestureRecognizer", stem: "tap", reads: ["numberOfTapsRequired", "numberOfTouchesRequired"]))
}
