/// What the engine knows of one gesture recognizer during a run (G1–G11).
///
/// Its *attempt* runs from one reset to the next; ``touches`` are the touches attached to it
/// in the attempt (G1), in began order, with whether each is down and live for it.
struct RecognizerRuntime {
    /// Possible, Began, Changed, Ended, Cancelled, Recognized or Failed (never `pending`:
    /// waiting is Possible with a held-back request, ``waiting``).
    var state: GestureState = .possible
    /// Possible with a request held back by `requires-failure-of` (G12.2).
    var waiting = false
    /// A request (to Began or Recognized) not yet resolved (G12).
    var requested = false
    /// Whether `gesture NAME pending` was written in this attempt.
    var announcedPending = false
    /// Granted in the current step (G12.3: it prevents later requests as if active).
    var grantedThisStep = false
    /// Went to Changed in the current step (G11: once per step).
    var changedThisStep = false
    var isEnabled: Bool
    /// The touches' slots, in began order.
    var touches: [Int] = []
    /// Parallel to ``touches``: down for it (from its began call to its ended or cancelled call).
    var down: [Bool] = []
    /// Parallel to ``touches``: cancelled for it (no longer live for it even while its finger is down).
    var cancelled: [Bool] = []
    /// What its kind rule keeps in this attempt (created at its first call).
    var kindRule = KindRuleState.none

    var isActive: Bool { state == .began || state == .changed }
    var isTerminal: Bool {
        switch state {
        case .recognized, .ended, .cancelled, .failed: true
        case .possible, .pending, .began, .changed: false
        }
    }
    /// Whether it takes part in arbitration: it has touches (G31).
    var takesPart: Bool { !touches.isEmpty }

    /// The position of a touch in ``touches``.
    func position(of slot: Int) -> Int? { touches.firstIndex(of: slot) }
}
