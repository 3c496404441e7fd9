/// The six kinds of gesture recognizer (Scenes/README.md, Gesture recognizers); the kind key of a `gestures:` item.
public enum GestureKind: String, CaseIterable, Sendable {
    case tap
    case longPress = "long-press"
    case pan
    case swipe
    case pinch
    case rotation
    /// A scroll view's delay recognizer, `NAME.delay` (SD); never declared by a scene.
    case scrollDelay = "scroll-delay"
    /// A scroll view's pan, `NAME.pan` (SP); never declared by a scene.
    case scrollPan = "scroll-pan"

    /// Everything declared about the kind (its file in `Model/Recognizers/`).
    package var declaration: RecognizerKindDeclaration { read { $0 } }

    /// One fact of the kind's declaration, read where the declaration is made: inlined, a fact
    /// the engine asks at every step costs a field's load, not a reference's retain and release.
    @inline(__always)
    private func read<Fact>(_ fact: (RecognizerKindDeclaration) -> Fact) -> Fact {
        switch self {
        case .tap: fact(.tap)
        case .longPress: fact(.longPress)
        case .pan: fact(.pan)
        case .swipe: fact(.swipe)
        case .pinch: fact(.pinch)
        case .rotation: fact(.rotation)
        case .scrollDelay: fact(.scrollDelay)
        case .scrollPan: fact(.scrollPan)
        }
    }

    /// The kind of a scroll view's built-in recognizer.
    @inline(__always)
    package init(_ builtIn: BuiltInRecognizer) {
        self = builtIn == .delay ? .scrollDelay : .scrollPan
    }

    /// The kinds a `gestures:` item may declare, in case order (the generator draws them in turn).
    package static let declarable: [GestureKind] = allCases.filter { $0.declaration.isDeclarable }

    /// Whether every scroll view has it and no scene declares it.
    package var isBuiltIn: Bool { !facts.isDeclarable }

    /// The key as written in scene files (and the kind JSON Lines write).
    public var name: String { rawValue }

    /// Continuous kinds go Began → Changed → Ended; discrete ones are Recognized at once (G7).
    package var isContinuous: Bool { facts.isContinuous }

    /// The engine's flags for this kind (``KindFacts``): read here, they cost no lookup.
    package var readsViewRotation: Bool { facts.readsViewRotation }
    package var losesToButtons: Bool { facts.losesToButtons }
    package var preventsOnlyUpToItsTaps: Bool { facts.preventsOnlyUpToItsTaps }
    package var neverBlocks: GestureKind? { facts.neverBlocks }
    package var scrollsContent: Bool { facts.scrollsContent }

    /// The kind rule behind a Changed (continuous kinds; G11 for the others).
    package var changeRule: RuleID { read(\.changeRule) }

    /// The kind rule behind an Ended (continuous kinds; G7 for the others).
    package var endRule: RuleID { read(\.endRule) }

    /// The keys this kind takes besides the common ones, in the order suggestions consider them.
    package var keys: [GestureKey] { declaration.keys }

    /// The rules behind the failures its rule decides.
    package var failureRules: KindFailureRules { read(\.failureRules) }

    /// Which rule takes its calls.
    package var rule: RecognizerRule { read(\.rule) }

    /// The facts the engine asks at every step, as each kind's file gives them (computed
    /// constants, unlike ``declaration``, which is made once and reached through a lazy global).
    @inline(__always)
    private var facts: KindFacts {
        switch self {
        case .tap: RecognizerKindDeclaration.tapFacts
        case .longPress: RecognizerKindDeclaration.longPressFacts
        case .pan: RecognizerKindDeclaration.panFacts
        case .swipe: RecognizerKindDeclaration.swipeFacts
        case .pinch: RecognizerKindDeclaration.pinchFacts
        case .rotation: RecognizerKindDeclaration.rotationFacts
        case .scrollDelay: RecognizerKindDeclaration.scrollDelayFacts
        case .scrollPan: RecognizerKindDeclaration.scrollPanFacts
        }
    }
}
