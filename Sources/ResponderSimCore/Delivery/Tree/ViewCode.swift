/// The views' behaviour code (README.md, Behaviours): one behaviour per view that has one,
/// and what the code did at the current hop of a call, applied after the hop's line.
struct ViewCode {
    /// By view: its behaviour, if any.
    private var behaviors: [(any TouchBehavior)?]
    /// What behaviour code did at the current hop of a call, applied after its line.
    var pending: (context: BehaviorContext, delivery: Int)?
    /// An editable text view whose own code got an ended call at the current hop (TI1).
    var tappedTextView: ViewID?

    init(_ scene: Scene) {
        behaviors = scene.views.map { $0.behavior.map { BehaviorCatalogue.make($0) } }
    }

    /// Whether a behaviour of the scene reads touches as they are now.
    var anyReadsTouchesNow: Bool { behaviors.contains { $0?.readsTouchesNow ?? false } }

    /// Whether `view`'s behaviour reads touches as they are now; nil when it has none.
    func readsTouchesNow(_ view: ViewID) -> Bool? { behaviors[view.index]?.readsTouchesNow }

    /// Runs `view`'s behaviour for a call of `phase`; returns whether it forwards the call.
    mutating func run(_ phase: TouchPhase, view: ViewID, context: inout BehaviorContext) -> Bool {
        guard var behavior = behaviors[view.index] else { return false }
        let forwarded = behavior.touches(phase, context: &context) == .forward
        behaviors[view.index] = behavior
        return forwarded
    }

    /// Whether `view` has a behaviour.
    func hasBehavior(_ view: ViewID) -> Bool { behaviors[view.index] != nil }

    /// Runs `view`'s behaviour's delayed call `tag` (a `timer` step).
    mutating func delayedCall(_ view: ViewID, tag: Int, context: inout BehaviorContext) {
        guard var behavior = behaviors[view.index] else { return }
        behavior.delayedCall(tag: tag, context: &context)
        behaviors[view.index] = behavior
    }

    /// `set VIEW behavior …`: a fresh behaviour, or none.
    mutating func replace(_ view: ViewID, with spec: BehaviorSpec?) {
        behaviors[view.index] = spec.map { BehaviorCatalogue.make($0) }
    }
}
