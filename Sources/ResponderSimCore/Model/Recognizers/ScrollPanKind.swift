extension RecognizerKindDeclaration {
    /// What the engine asks of `scrollPan` at every step.
    @inline(__always) static var scrollPanFacts: KindFacts { KindFacts(isDeclarable: false, isContinuous: true, scrollsContent: true) }

    /// A scroll view's pan, `NAME.pan` (SP): moves the content.
    static let scrollPan = RecognizerKindDeclaration(
        scrollPanFacts, keys: [],
        // It holds nothing (SP1); its hysteresis is the pan's.
        defaults: [.delaysEnded: .flag(false), .hysteresis: .number(10)], changeRule: .gp3, endRule: .gp4,
        failureRules: KindFailureRules(lifted: .gp4), rule: .scrollPan,
        requestNote: { note in
            KindNote(
                .sp2, "\(note.words): the finger moved the hysteresis along an axis the scroll view can scroll, so it \(note.verb).")
        },
        possibleNote: { note in
            KindNote(
                .sp2,
                "\(note.words) is still possible: the finger has not moved the hysteresis along an axis the scroll view can scroll.")
        },
        imported: nil)
}
