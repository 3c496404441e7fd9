/// The built-in behaviours of Scenes/README.md, Behaviours
package enum BehaviorKind: String, CaseIterable, Sendable {
    case pinchNaive = "pinch-naive"
    case pinchTracked = "pinch-tracked"
    case fingerPaint = "finger-paint"
    case tapCounter = "tap-counter"
    case forwardSingleTaps = "forward-single-taps"
    case swipe = "swipe"
    case drag = "drag"
    case log = "log"

    /// The phases the original code overrides (the catalogue's third column).
    package var defaultHandling: Handling {
        switch self {
        case .pinchNaive: Handling(handles: [.began, .moved, .ended])
        case .forwardSingleTaps: Handling(handles: [.began])
        case .log: Handling(passesOn: .all)
        case .pinchTracked, .fingerPaint, .tapCounter, .swipe, .drag: Handling(handles: .all)
        }
    }

    /// The parameters it takes (Scenes/README.md, Behaviours), in the order suggestions consider them.
    package var parameters: [BehaviorParameter] {
        switch self {
        case .pinchNaive, .pinchTracked: [.minDelta]
        case .tapCounter: [.delay]
        case .swipe: [.minHorizontal, .maxVertical]
        case .drag: [.target]
        case .fingerPaint, .forwardSingleTaps, .log: []
        }
    }
}

/// A behaviour parameter (Scenes/README.md, Behaviours), declared once with its value's kind and default.
package enum BehaviorParameter: String, CaseIterable, Sendable {
    case minDelta = "min-delta"
    case delay
    case minHorizontal = "min-horizontal"
    case maxVertical = "max-vertical"
    case target

    /// What a value of the parameter must be.
    package enum ValueKind: Sendable {
        /// A number greater than 0.
        case positive
        /// A number at least 0.
        case nonNegative
        /// Seconds, held in microseconds.
        case duration
        /// A view's name.
        case view
    }

    /// The name as written in scene files.
    package var name: String { rawValue }

    /// What a value of the parameter must be.
    package var valueKind: ValueKind {
        switch self {
        case .minDelta, .minHorizontal: .positive
        case .maxVertical: .nonNegative
        case .delay: .duration
        case .target: .view
        }
    }

    /// The value when the scene does not give one; nil for `target`, whose default is the
    /// behaviour's own view.
    package var defaultValue: BehaviorValue? {
        switch self {
        case .minDelta: .number(100)
        case .delay: .duration(300_000)
        case .minHorizontal: .number(12)
        case .maxVertical: .number(4)
        case .target: nil
        }
    }
}

/// A behaviour parameter's value after validation.
package enum BehaviorValue: Hashable, Sendable {
    case number(Double)
    case duration(Microseconds)
    case view(ViewID)
}

/// A behaviour attached to a view: its kind and the parameters the scene gave (the others
/// take their ``BehaviorParameter/defaultValue``). Outside the package it is an opaque value
/// that a `set VIEW behavior` step carries.
public struct BehaviorSpec: Hashable, Sendable {
    /// Which built-in behaviour it is.
    package var kind: BehaviorKind
    /// The parameters the scene gave, by name (the others take their default).
    package var parameters: [BehaviorParameter: BehaviorValue]
    package init(kind: BehaviorKind, parameters: [BehaviorParameter: BehaviorValue] = [:]) {
        self.kind = kind
        self.parameters = parameters
    }

    /// A number parameter, or its default.
    package func number(_ parameter: BehaviorParameter) -> Double {
        if case .number(let number)? = parameters[parameter] ?? parameter.defaultValue { return number }
        return 0
    }

    /// A duration parameter, or its default.
    package func duration(_ parameter: BehaviorParameter) -> Microseconds {
        if case .duration(let duration)? = parameters[parameter] ?? parameter.defaultValue { return duration }
        return 0
    }

    /// A view parameter; nil when not given (the behaviour's own view).
    package func view(_ parameter: BehaviorParameter) -> ViewID? {
        if case .view(let view)? = parameters[parameter] { return view }
        return nil
    }
}
