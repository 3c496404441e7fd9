/// `swipe` (Scenes/README.md, Behaviours): Apple's swipe listing (*Event Handling Guide for iOS*).
///
/// ```objc
/// #define HORIZ_SWIPE_DRAG_MIN 12
/// #define VERT_SWIPE_DRAG_MAX 4
/// - (void)touchesBegan:… { startTouchPosition = [touch locationInView:self]; }
/// - (void)touchesMoved:… {
///     CGPoint currentTouchPosition = [touch locationInView:self];
///     if (fabsf(startTouchPosition.x - currentTouchPosition.x) >= HORIZ_SWIPE_DRAG_MIN &&
///         fabsf(startTouchPosition.y - currentTouchPosition.y) <= VERT_SWIPE_DRAG_MAX) {
///         if (startTouchPosition.x < currentTouchPosition.x) [self myProcessRightSwipe:…];
///         else [self myProcessLeftSwipe:…];
///     }
/// }
/// - (void)touchesEnded:… { startTouchPosition = CGPointZero; }
/// ```
///
/// Every qualifying move prints, so one long swipe prints on each move, and a finger that
/// drifted vertically and came back prints again. Like the original, it holds one start
/// position, not one per touch: a began sets it from "the" touch of the call, a move reads
/// "the" touch of its call, and every ended or cancelled call forgets it. Where the original
/// would then compare with `CGPointZero`, a move with no start prints nothing.
struct Swipe: TouchBehavior {
    /// Least horizontal travel from the start (`HORIZ_SWIPE_DRAG_MIN`).
    let minimumHorizontal: Double
    /// Most vertical travel from the start (`VERT_SWIPE_DRAG_MAX`).
    let maximumVertical: Double
    /// `startTouchPosition`, nil when forgotten.
    private(set) var start: Point?

    init(minimumHorizontal: Double, maximumVertical: Double) {
        self.minimumHorizontal = minimumHorizontal
        self.maximumVertical = maximumVertical
    }

    init(spec: BehaviorSpec) {
        self.init(
            minimumHorizontal: spec.number(.minHorizontal),
            maximumVertical: spec.number(.maxVertical))
    }

    mutating func touches(_ phase: TouchPhase, context: inout BehaviorContext) -> BehaviorVerdict {
        switch phase {
        case .began:
            if let touch = context.touches.first { start = touch.location }
        case .moved:
            guard let start, let touch = context.touches.first else { break }
            let dx = touch.location.x - start.x
            let dy = touch.location.y - start.y
            if abs(dx) >= minimumHorizontal && abs(dy) <= maximumVertical {
                context.print(dx > 0 ? "swipe right" : "swipe left")
            }
        case .ended, .cancelled:
            start = nil
        }
        return .keep
    }
}
