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
    package var declaration: RecognizerKindDeclaration {
        switch self {
        case .tap: .tap
        case .longPress: .longPress
        case .pan: .pan
        case .swipe: .swipe
        case .pinch: .pinch
        case .rotation: .rotation
        case .scrollDelay: .scrollDelay
        case .scrollPan: .scrollPan
        }
    }

    /// The kind of a scroll view's built-in recognizer.
    package init(_ builtIn: BuiltInRecognizer) {
        self = builtIn == .delay ? .scrollDelay : .scrollPan
    }

    /// The kinds a `gestures:` item may declare, in case order (the generator draws them in turn).
    package static let declarable: [GestureKind] = allCases.filter { $0.declaration.isDeclarable }

    /// Whether every scroll view has it and no scene declares it.
    package var isBuiltIn: Bool { !declaration.isDeclarable }

    /// The key as written in scene files (and the kind JSON Lines write).
    public var name: String { rawValue }

    /// Continuous kinds go Began → Changed → Ended; discrete ones are Recognized at once (G7).
    package var isContinuous: Bool { declaration.isContinuous }

    /// The kind rule behind a Changed (continuous kinds; G11 for the others).
    package var changeRule: RuleID { declaration.changeRule }

    /// The kind rule behind an Ended (continuous kinds; G7 for the others).
    package var endRule: RuleID { declaration.endRule }

    /// The keys this kind takes besides the common ones, in the order suggestions consider them.
    package var keys: [GestureKey] { declaration.keys }
}
