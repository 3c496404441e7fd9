/// `pinch-naive` (Scenes/README.md, Behaviours): Apple's PinchMe sample, faithfully, traps included.
///
/// Like the original, it measures only when the `touches` set of a call holds exactly two
/// touches. So it never measures fingers that land in separate events (each `began` holds
/// one), nor moves where one finger is stationary (the `moved` set holds one). Its
/// `initialDistance == 0` fallback in `moved` does take a starting distance from the first
/// move that carries both fingers, so fingers that landed one after another and then move
/// together still print: the code is subtler than the folklore about it.
///
/// ```objc
/// - (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event {
///     if ([touches count] == 2) { initialDistance = distanceBetweenPoints(first, second); }
/// }
/// - (void)touchesMoved:(NSSet *)touches withEvent:(UIEvent *)event {
///     if ([touches count] == 2) {
///         CGFloat currentDistance = distanceBetweenPoints(first, second);
///         if (initialDistance == 0) { initialDistance = currentDistance; }
///         else if (currentDistance - initialDistance > kMinimumPinchDelta) { NSLog(@"Outward Pinch"); }
///         else if (initialDistance - currentDistance > kMinimumPinchDelta) { NSLog(@"Inward Pinch"); }
///     }
/// }
/// - (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event { initialDistance = 0; }
/// ```
///
/// The original has no `touchesCancelled`: by default that phase is forwarded, and if a
/// scene makes the view handle it, the call does nothing.
struct PinchNaive: TouchBehavior {
    /// `kMinimumPinchDelta`: how much the distance must change to print.
    let minimumDelta: Double
    /// `initialDistance`; 0 means none, as in the code.
    private(set) var initialDistance = 0.0

    init(minimumDelta: Double) { self.minimumDelta = minimumDelta }

    init(spec: BehaviorSpec) { self.init(minimumDelta: spec.number(.minDelta)) }

    mutating func touches(_ phase: TouchPhase, context: inout BehaviorContext) -> BehaviorVerdict {
        switch phase {
        case .began:
            if let distance = Self.distanceOfPair(context.touches) { initialDistance = distance }
        case .moved:
            guard let distance = Self.distanceOfPair(context.touches) else { break }
            if initialDistance == 0 {
                initialDistance = distance
            } else if let word = Pinch.word(from: initialDistance, to: distance, minimumDelta: minimumDelta) {
                context.print(word)
            }
        case .ended:
            initialDistance = 0
        case .cancelled:
            break
        }
        return .keep
    }

    /// The distance between the two touches of a set of exactly two, else nil.
    private static func distanceOfPair(_ touches: [BehaviorTouch]) -> Double? {
        guard touches.count == 2 else { return nil }
        return touches[0].location.distance(to: touches[1].location)
    }
}

/// What both pinch detectors share.
enum Pinch {
    /// `Outward Pinch` / `Inward Pinch` when the distance changed by more than
    /// `minimumDelta` from the starting distance, else nil.
    static func word(from start: Double, to current: Double, minimumDelta: Double) -> String? {
        if current - start > minimumDelta { return "Outward Pinch" }
        if start - current > minimumDelta { return "Inward Pinch" }
        return nil
    }
}
