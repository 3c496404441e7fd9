/// `drag` (Scenes/README.md, Behaviours): moves a view by the touch's delta, as Apple's MoveMe does.
///
/// Each moved shifts the target's frame origin by `location − previousLocation` of "the"
/// touch of the call; later hit tests see the new frame. Ended prints `moved to (x, y)`,
/// the target's frame origin (in its superview's coordinates); cancelled keeps the frame
/// and prints nothing. The target is the view itself unless `target:` names another: in
/// MoveMe the touch's view is the placard, which forwards to its container, and the
/// container's code moves the placard.
///
/// The delta is the finger's delta in window points (H14), taken from both window
/// locations of the call before it moves anything; a transform on the way (a scaled or turned
/// superview) does not scale or turn it, and the transform itself is left alone.
struct Drag: TouchBehavior {
    /// The view to move; nil for the view itself.
    let target: ViewID?

    init(target: ViewID?) { self.target = target }

    init(spec: BehaviorSpec) { self.init(target: spec.view(.target)) }

    mutating func touches(_ phase: TouchPhase, context: inout BehaviorContext) -> BehaviorVerdict {
        let target = self.target ?? context.view
        switch phase {
        case .moved:
            guard let touch = context.touches.first else { break }
            context.moveFrame(
                of: target,
                dx: touch.windowLocation.x - touch.windowPreviousLocation.x,
                dy: touch.windowLocation.y - touch.windowPreviousLocation.y)
        case .ended:
            // Frames are passed fresh to each call and ended moves nothing, so the target's
            // frame here already holds every move made so far.
            guard context.frames.indices.contains(target.index) else { break }
            context.print("moved to \(NumberFormatting.point(context.frames[target.index].origin))")
        case .began, .cancelled:
            break
        }
        return .keep
    }
}
