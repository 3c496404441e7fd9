/// Makes the runtime behaviour for a validated spec. Adding a behaviour is adding its file,
/// one case here and its kind's parameters in ``BehaviorKind`` (their defaults live in
/// ``BehaviorParameter``).
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
