/// Everything about one kind of recognizer, declared once: its keys and their defaults, its
/// rules, what the engine checks about it, its picture label, the explainer's sentences and
/// how a printed UIKit recognizer becomes one. One file per kind (`TapKind.swift`, …) makes one;
/// ``GestureKind/declaration`` picks it.
package final class RecognizerKindDeclaration: Sendable {
    /// What the engine asks of it at every step (``KindFacts``).
    package let facts: KindFacts
    /// Whether a `gestures:` item may declare it (and the generator draws it, in case order).
    package var isDeclarable: Bool { facts.isDeclarable }
    /// Continuous kinds go Began → Changed → Ended; discrete ones are Recognized at once (G7).
    package var isContinuous: Bool { facts.isContinuous }
    /// The keys it takes besides ``GestureKey/common``, in the order suggestions consider them.
    package let keys: [GestureKey]
    /// UIKit's defaults where they differ from the key's own (`GestureKey`'s declaration).
    package let defaults: [GestureKey: KeyValue]
    /// The largest `hysteresis` and how messages say its range, when the kind bounds it (rotation).
    package let hysteresisLimit: (atMost: Double, expectation: String)?
    /// Whether `should-begin` also takes `horizontal` and `vertical` (GD2: pans).
    package let takesAxisAnswers: Bool
    /// The kind rule behind a Changed (G11 for discrete kinds) and behind an Ended (G7 for them).
    package let changeRule: RuleID
    package let endRule: RuleID
    /// The rules behind the failures its rule decides (``GestureFailure/rule(for:)``).
    package let failureRules: KindFailureRules
    /// Which rule takes its calls.
    package let rule: RecognizerRule
    /// Engine flags: the recognizer reads its view's rotation (a pan's translation, GP2).
    package var readsViewRotation: Bool { facts.readsViewRotation }
    /// A single one-finger one loses to a button under the touch (U7).
    package var losesToButtons: Bool { facts.losesToButtons }
    /// It prevents another of its kind only when that one needs no more taps than it (G12a).
    package var preventsOnlyUpToItsTaps: Bool { facts.preventsOnlyUpToItsTaps }
    /// A kind it never makes fail and that therefore never waits for it (SD1: the delay, the pan).
    package var neverBlocks: GestureKind? { facts.neverBlocks }
    /// Whether a delegate's dynamic list may name it (V65: not a scroll view's delay).
    package let answersDelegate: Bool
    /// Whether its recognition moves scroll content (a drag that may dismiss the keyboard, TI).
    package var scrollsContent: Bool { facts.scrollsContent }
    /// The kind's words on a picture's label, for values away from `defaults` (a recognizer of
    /// the kind with every key at its default); `labelsTouches`: a `touches` away from it is shown.
    package let labelParts: @Sendable (_ recognizer: GestureRecognizer, _ defaults: GestureRecognizer, NumberWords) -> [String]
    package let labelsTouches: Bool
    /// The explainer's sentence for a request in this step, for one still possible, and for a
    /// failure the kind words itself (nil: the generic sentence).
    package let requestNote: @Sendable (KindNoteContext) -> KindNote
    package let possibleNote: @Sendable (KindNoteContext) -> KindNote
    package let failureNote: @Sendable (KindNoteContext) -> KindNote?
    /// How a printed UIKit recognizer of the kind is imported; nil for built-ins.
    package let imported: ImportedKind?

    init(
        _ facts: KindFacts, keys: [GestureKey], defaults: [GestureKey: KeyValue] = [:],
        hysteresisLimit: (atMost: Double, expectation: String)? = nil, takesAxisAnswers: Bool = false,
        changeRule: RuleID = .g11, endRule: RuleID = .g7, failureRules: KindFailureRules = KindFailureRules(), rule: RecognizerRule,
        answersDelegate: Bool = true,
        labelParts: @escaping @Sendable (GestureRecognizer, GestureRecognizer, NumberWords) -> [String] = { _, _, _ in [] },
        labelsTouches: Bool = false, requestNote: @escaping @Sendable (KindNoteContext) -> KindNote,
        possibleNote: @escaping @Sendable (KindNoteContext) -> KindNote,
        failureNote: @escaping @Sendable (KindNoteContext) -> KindNote? = { _ in nil }, imported: ImportedKind?
    ) {
        self.facts = facts
        self.keys = keys
        self.defaults = defaults
        self.hysteresisLimit = hysteresisLimit
        self.takesAxisAnswers = takesAxisAnswers
        self.changeRule = changeRule
        self.endRule = endRule
        self.failureRules = failureRules
        self.rule = rule
        self.answersDelegate = answersDelegate
        self.labelParts = labelParts
        self.labelsTouches = labelsTouches
        self.requestNote = requestNote
        self.possibleNote = possibleNote
        self.failureNote = failureNote
        self.imported = imported
    }
}

/// Which rule takes a recognizer's calls (GT, GL, GP, GW, GZ and GR, SD, SP).
package enum RecognizerRule: Sendable, Equatable {
    case tap, longPress, pan, swipe
    /// Pinch and rotation: the first two touches, by their distance or their angle.
    case pair(PairMeasure)
    case scrollDelay, scrollPan
}

/// What a pair rule measures of its two touches: their distance (pinch, GZ) or the angle of
/// the line between them (rotation, GR).
package enum PairMeasure: Sendable, Equatable {
    case distance, angle
}

/// What the explainer knows when a kind words a note.
package struct KindNoteContext {
    /// The recognizer, at its scene values.
    package var recognizer: GestureRecognizer
    /// `NAME (KIND on VIEW)`.
    package var words: String
    /// What the request does (`recognizes`, `begins`), for ``RecognizerKindDeclaration/requestNote``.
    package var verb = ""
    /// The failure's reason, when its rule decides it, for ``RecognizerKindDeclaration/failureNote``.
    package var failure: KindFailure?
    /// Whether the step's timer is a tap's interval (GT4).
    package var tapIntervalTimer = false
    /// The hysteresis of the recognizer's scroll view, if it has one.
    package var scrollHysteresis = 0.0

    /// How numbers are written.
    package var numbers: NumberWords

    /// A context for `recognizer`, named by `words`.
    package init(_ recognizer: GestureRecognizer, words: String, numbers: NumberWords) {
        self.recognizer = recognizer
        self.words = words
        self.numbers = numbers
    }
}

/// One explainer sentence and the rule it cites.
package struct KindNote {
    package var rule: RuleID
    package var sentence: String

    init(_ rule: RuleID, _ sentence: String) {
        self.rule = rule
        self.sentence = sentence
    }
}

/// How a printed UIKit recognizer becomes a declared one (README.md, Debugging your own app:
/// gesture recognizers).
package struct ImportedKind: Sendable {
    /// The UIKit class.
    package let uikitClass: String
    /// The first part of an imported recognizer's name.
    package let stem: String
    /// The printed fields the importer reads (any other is W-RKEY).
    package let readFields: Set<String>
    /// The keys never printed, whose defaults the import assumes, in the order the item's
    /// comment names them; `touches` goes when `numberOfTouchesRequired` is printed.
    package let notPrinted: [GestureKey]
    /// `numberOfTapsRequired` must be 0: the scene's kind has no taps (a long press).
    package let hasNoTaps: Bool

    init(_ uikitClass: String, stem: String, reads readFields: Set<String> = [], notPrinted: [GestureKey] = [], hasNoTaps: Bool = false) {
        self.uikitClass = uikitClass
        self.stem = stem
        self.readFields = readFields
        self.notPrinted = notPrinted
        self.hasNoTaps = hasNoTaps
    }

    /// The keys not printed, with `touches` gone when `numberOfTouchesRequired` is printed.
    package func notPrinted(touchesPrinted: Bool) -> [String] {
        notPrinted.filter { !(touchesPrinted && $0 == .touches) }.map(\.name)
    }
}

/// The failures a kind's rule decides (a `gesture … failed REASON` line's reason).
package enum KindFailure: String, Sendable {
    case movement, timeout, touches, lifted
}

/// The rule behind each failure a kind's rule decides; the defaults are the long press's
/// (GL1), a tap's timer (GT1) and a waiting recognizer whose fingers lift (G13).
package struct KindFailureRules: Sendable {
    package var movement: RuleID = .gl1
    package var timeout: RuleID = .gt1
    package var touches: RuleID = .gl1
    package var lifted: RuleID = .g13

    /// The rule behind `failure`.
    package subscript(_ failure: KindFailure) -> RuleID {
        switch failure {
        case .movement: movement
        case .timeout: timeout
        case .touches: touches
        case .lifted: lifted
        }
    }
}

/// How a kind's words write numbers: decimals and durations as scene files write them (the
/// trace's formatting, given by the layer that owns it).
package struct NumberWords: Sendable {
    package let decimal: @Sendable (Double) -> String
    package let seconds: @Sendable (Microseconds) -> String

    /// Words with these formatters.
    package init(decimal: @escaping @Sendable (Double) -> String, seconds: @escaping @Sendable (Microseconds) -> String) {
        self.decimal = decimal
        self.seconds = seconds
    }
}

/// What the engine asks of a kind while it plays: whether a scene declares it (built-ins are
/// not), whether it is continuous, and the flags of the rules that single kinds out (GP2's
/// rotation, U7, G12a, SD1, TI4). Each kind's file gives them as a computed constant, so
/// asking costs nothing (a `static let` would be a lazily made global, reached through a
/// one-time check at every ask).
package struct KindFacts: Sendable {
    package let isDeclarable: Bool
    package let isContinuous: Bool
    package let readsViewRotation: Bool
    package let losesToButtons: Bool
    package let preventsOnlyUpToItsTaps: Bool
    package let neverBlocks: GestureKind?
    package let scrollsContent: Bool

    @inline(__always)
    init(
        isDeclarable: Bool = true, isContinuous: Bool, readsViewRotation: Bool = false, losesToButtons: Bool = false,
        preventsOnlyUpToItsTaps: Bool = false, neverBlocks: GestureKind? = nil, scrollsContent: Bool = false
    ) {
        self.isDeclarable = isDeclarable
        self.isContinuous = isContinuous
        self.readsViewRotation = readsViewRotation
        self.losesToButtons = losesToButtons
        self.preventsOnlyUpToItsTaps = preventsOnlyUpToItsTaps
        self.neverBlocks = neverBlocks
        self.scrollsContent = scrollsContent
    }
}
