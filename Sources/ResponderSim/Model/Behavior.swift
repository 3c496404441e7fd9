/// The built-in behaviours of SCENE.md §4.
public enum BehaviorKind: String, CaseIterable, Sendable {
    case pinchNaive = "pinch-naive"
    case pinchTracked = "pinch-tracked"
    case fingerPaint = "finger-paint"
    case tapCounter = "tap-counter"
    case forwardSingleTaps = "forward-single-taps"
    case swipe = "swipe"
    case drag = "drag"
    case log = "log"

    /// The phases the original code overrides (the catalogue's third column).
    public var defaultHandling: Handling {
        switch self {
        case .pinchNaive: Handling(handles: [.began, .moved, .ended])
        case .forwardSingleTaps: Handling(handles: [.began])
        case .log: Handling(passesOn: .all)
        case .pinchTracked, .fingerPaint, .tapCounter, .swipe, .drag: Handling(handles: .all)
        }
    }
}

/// A behaviour parameter's value after validation.
public enum BehaviorValue: Hashable, Sendable {
    case number(Double)
    case duration(Microseconds)
    case view(ViewID)
}

/// A behaviour attached to a view: its kind and validated parameters (defaults filled in).
public struct BehaviorSpec: Hashable, Sendable {
    public var kind: BehaviorKind
    /// Parameter name (as written, e.g. `min-delta`) to value.
    public var parameters: [String: BehaviorValue]
    public init(kind: BehaviorKind, parameters: [String: BehaviorValue] = [:]) {
        self.kind = kind
        self.parameters = parameters
    }
}
