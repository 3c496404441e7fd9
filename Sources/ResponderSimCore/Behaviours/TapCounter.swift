/// `tap-counter` (Scenes/README.md, Behaviours): Apple's single/double-tap listing (*Event Handling Guide for
/// iOS*), with `performSelector:afterDelay:` and `cancelPreviousPerformRequestsWithTarget:`.
///
/// ```objc
/// - (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event {
///     UITouch *aTouch = [touches anyObject];
///     if (aTouch.tapCount == 2) { [NSObject cancelPreviousPerformRequestsWithTarget:self]; }
/// }
/// - (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event {
///     UITouch *theTouch = [touches anyObject];
///     if (theTouch.tapCount == 1) {
///         [self performSelector:@selector(handleSingleTap:) withObject:loc afterDelay:0.3];
///     } else if (theTouch.tapCount == 2) { /* double tap */ }
/// }
/// ```
///
/// A second tap that begins after the delay has run out comes too late to cancel the single
/// tap: both handlers run (a slow double tap). Moved and cancelled do nothing.
struct TapCounter: TouchBehavior {
    /// The tag of the delayed `handleSingleTap:`.
    static let singleTapTag = 1

    /// How long after a single tap's end `single tap` prints.
    let delay: Microseconds

    init(delay: Microseconds) { self.delay = delay }

    init(spec: BehaviorSpec) { self.init(delay: spec.duration(.delay)) }

    mutating func touches(_ phase: TouchPhase, context: inout BehaviorContext) -> BehaviorVerdict {
        guard let touch = context.touches.first else { return .keep }
        switch phase {
        case .began:
            if touch.tapCount == 2 { context.cancelPendingCalls() }
        case .ended:
            if touch.tapCount == 1 {
                context.perform(after: delay, tag: Self.singleTapTag)
            } else if touch.tapCount == 2 {
                context.print("double tap")
            }
        case .moved, .cancelled:
            break
        }
        return .keep
    }

    mutating func delayedCall(tag: Int, context: inout BehaviorContext) {
        if tag == Self.singleTapTag { context.print("single tap") }
    }
}
