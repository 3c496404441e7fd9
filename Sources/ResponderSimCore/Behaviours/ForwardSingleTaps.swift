/// `forward-single-taps` (Scenes/README.md, Behaviours): Apple's listing that hands single taps to the next
/// responder and keeps double taps.
///
/// ```objc
/// - (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event {
///     UITouch *touch = [touches anyObject];
///     if (touch.tapCount < 2) { [self.nextResponder touchesBegan:touches withEvent:event]; }
///     else { /* handle the double tap */ }
/// }
/// ```
///
/// Only began is overridden; the other phases forward by UIResponder's default. If a scene
/// makes the view handle another phase, that call does nothing.
struct ForwardSingleTaps: TouchBehavior {
    mutating func touches(_ phase: TouchPhase, context: inout BehaviorContext) -> BehaviorVerdict {
        guard phase == .began, let touch = context.touches.first else { return .keep }
        if touch.tapCount < 2 { return .forward }
        context.print("double tap")
        return .keep
    }
}
