/// Makes the runtime behaviour for a validated spec. Adding a behaviour is adding its file
/// and one case here. (The loader validates parameters and fills in their defaults; each
/// behaviour still falls back to the catalogue's default when a key is missing.)
enum BehaviorCatalogue {
    static func make(_ spec: BehaviorSpec) -> any TouchBehavior {
        switch spec.kind {
        case .pinchNaive: PinchNaive(spec: spec)
        case .pinchTracked: PinchTracked(spec: spec)
        case .fingerPaint: FingerPaint()
        case .tapCounter: TapCounter(spec: spec)
        case .forwardSingleTaps: ForwardSingleTaps()
        case .swipe: Swipe(spec: spec)
        case .drag: Drag(spec: spec)
        case .log: Log()
        }
    }
}

extension BehaviorSpec {
    /// A `.number` parameter (nil when absent).
    func number(_ name: String) -> Double? {
        if case .number(let number)? = parameters[name] { return number }
        return nil
    }

    /// A `.duration` parameter (nil when absent).
    func duration(_ name: String) -> Microseconds? {
        if case .duration(let duration)? = parameters[name] { return duration }
        return nil
    }

    /// A `.view` parameter (nil when absent).
    func view(_ name: String) -> ViewID? {
        if case .view(let view)? = parameters[name] { return view }
        return nil
    }
}
