extension RecognizerKindDeclaration {
    /// What the engine asks of `scrollDelay` at every step.
    @inline(__always) static var scrollDelayFacts: KindFacts {
        KindFacts(isDeclarable: false, isContinuous: false, neverBlocks: GestureKind(.pan))
    }

    /// A scroll view's delay recognizer, `NAME.delay` (SD): holds the content's touch-down.
    static let scrollDelay = RecognizerKindDeclaration(
        scrollDelayFacts, keys: [],
        // It holds the touch-down (SD1).
        defaults: [.delaysBegan: .flag(true)],
        failureRules: KindFailureRules(movement: .sd3, timeout: .sd2, lifted: .sd5), rule: .scrollDelay,
        answersDelegate: false,
        requestNote: { note in
            KindNote(
                .sd4,
                "\(note.words): the scroll view's touchesShouldBegin said no for a touch's view, so it \(note.verb) and keeps that touch.")
        },
        possibleNote: { note in
            KindNote(
                .sd2,
                "\(note.words) is still possible: it holds the content's touch-down until its timer fires, the finger moves along an axis the scroll view cannot scroll, or it lifts."
            )
        },
        failureNote: { note in
            switch note.failure {
            case .timeout?:
                KindNote(.sd2, "\(note.words) fails: the finger stayed put for the touch delay, so the content gets the touch-down now.")
            case .movement?:
                KindNote(
                    .sd3,
                    "\(note.words) fails: the finger moved more than \(note.numbers.decimal(note.scrollHysteresis)) pt along an axis the scroll view cannot scroll, so the content gets the touch now."
                )
            default: nil
            }
        },
        imported: nil)
}
