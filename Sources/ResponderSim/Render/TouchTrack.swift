/// One touch as a picture shows it: the path its finger took, where the touch went (its
/// hit-test view and, phase by phase, the responder that handled it) or why it was withheld.
public struct TouchTrack: Sendable {
    /// One point of the finger's path.
    public struct PathPoint: Sendable, Hashable {
        /// Screen point.
        public var point: Point
        public var time: Microseconds
        /// The step (1-based number) that moved the finger here.
        public var step: Int
        /// `began` for the `down` point, `moved`, or `ended` for the `up` point.
        public var phase: TouchPhase
        /// True when the touch was already cancelled or had finished unseen: the finger still
        /// moves, but the touch produces nothing more (RULES L4).
        public var afterDeath: Bool
        /// True when the event was skipped while the application ignored interaction (RULES I3):
        /// the finger moved (or lifted) here, but no responder heard of it.
        public var skipped = false
    }

    /// Where the touch went.
    public enum Fate: Sendable, Hashable {
        /// Delivered: bound to its hit-test view (RULES B1).
        case delivered(view: ViewID, window: ViewID)
        /// Withheld for its whole life (TRACE.md §4); `view` is the hit-test view when one was hit.
        case withheld(DropReason, view: ViewID?, rule: RuleID)
    }

    /// How the touch's life ended by the picture's time.
    public enum Ending: Sendable, Hashable {
        /// The finger is still down.
        case stillDown
        /// The finger lifted (`up`) at this step.
        case lifted(step: Int)
    }

    /// One call of a touch method that carried this touch, with every hop up the chain.
    public struct Call: Sendable, Hashable {
        public var step: Int
        public var time: Microseconds
        public var phase: TouchPhase
        /// Each responder the call reached, in order, and what it did.
        public var hops: [Hop]
        /// The step's kind, which says why a `cancelled` call happened (`cancel`, `remove`, or
        /// `touches` for the touch limit).
        public var cause: StepKind
    }

    /// One responder of a call's chain.
    public struct Hop: Sendable, Hashable {
        public var responder: Responder
        public var result: DeliveryResult
    }

    /// The touch (creation order and id).
    public var touch: TouchRef
    /// Its id as written in the script.
    public var name: String
    /// The id, followed by `(2nd)`, `(3rd)`… when the script reuses it for a later finger.
    public var label: String
    /// Index of its colour (its creation order).
    public var colorIndex: Int
    /// The finger's path up to the picture's time.
    public var points: [PathPoint] = []
    public var fate: Fate
    /// Why it was withheld, in words from the drop's record (``TraceWording/withholding(_:in:_:)``).
    public var withholding: String?
    /// The hit-test view's ancestry from its window (empty when nothing was hit).
    public var hitPath: [ViewID] = []
    public var ending: Ending = .stillDown
    /// Where and when the touch was cancelled, if it was.
    public var cancellation: (point: Point, step: Int, time: Microseconds)? {
        guard let call = calls.first(where: { $0.phase == .cancelled }) else { return nil }
        let point = points.last { $0.step <= call.step }?.point ?? points.first?.point ?? .zero
        return (point, call.step, call.time)
    }
    /// Every call that carried it.
    public var calls: [Call] = []
    /// Its events not delivered while the application ignored interaction (RULES I3).
    public var skips: [(step: Int, phase: TouchPhase)] = []
    /// Lines printed by handlers of calls that carried it.
    public var outputs: [(responder: Responder, text: String)] = []
    /// The notices about it (RULES N1, N2).
    public var notices: [Notice] = []

    /// The step at which the touch came down.
    public var downStep: Int { points.first?.step ?? 0 }
}

extension TouchTrack {
    /// Builds the track of every touch that came down in the first `stepCount` steps of a run,
    /// in creation order.
    static func tracks(of recording: RunRecording, stepCount: Int, includeNotices: Bool) -> [TouchTrack] {
        var tracks: [TouchTrack] = []
        /// Index in `tracks` by touch serial (serials are dense, from 0).
        var bySerial: [Int] = []
        var uses: [String: Int] = [:]
        var dead: [Bool] = []

        for step in recording.steps.prefix(stepCount) {
            for change in step.changes {
                let serial = change.touch.serial
                if change.phase == .began {
                    let name = step.name(of: change.touch)
                    uses[name, default: 0] += 1
                    let label = uses[name] == 1 ? name : "\(name) (\(ordinal(uses[name] ?? 1)))"
                    var fate = Fate.withheld(.noWindow, view: nil, rule: .h7)
                    var path: [ViewID] = []
                    var withholding: String?
                    if let test = step.hitTests.first(where: { $0.touch.serial == serial }) {
                        path = Array(step.pathViews[test.path])
                        if let view = test.view, let window = test.window { fate = .delivered(view: view, window: window) }
                    }
                    if let drop = step.drops.first(where: { $0.touch.serial == serial }) {
                        fate = .withheld(drop.reason, view: drop.view, rule: drop.rule)
                        withholding = TraceWording.withholding(drop, in: step, recording.scene)
                    }
                    while bySerial.count <= serial { bySerial.append(-1) }
                    bySerial[serial] = tracks.count
                    dead.append(false)
                    var track = TouchTrack(touch: change.touch, name: name, label: label, colorIndex: serial, fate: fate)
                    track.withholding = withholding
                    track.hitPath = path
                    tracks.append(track)
                }
                guard serial < bySerial.count, bySerial[serial] >= 0 else { continue }
                let index = bySerial[serial]
                tracks[index].points.append(
                    PathPoint(
                        point: change.point, time: step.time, step: step.number, phase: change.phase,
                        afterDeath: dead[index] && change.phase != .began))
                if change.phase == .ended { tracks[index].ending = .lifted(step: step.number) }
            }
            for (deliveryIndex, delivery) in step.deliveries.enumerated() {
                let call = step.calls[delivery.call]
                // Only the first hop of each call opens it; later hops extend it.
                let opens = deliveryIndex == 0 || step.deliveries[deliveryIndex - 1].call != delivery.call
                for touch in step.callTouches[call.touches] {
                    guard touch.serial < bySerial.count, bySerial[touch.serial] >= 0 else { continue }
                    let index = bySerial[touch.serial]
                    let hop = Hop(responder: delivery.responder, result: delivery.result)
                    if opens {
                        tracks[index].calls.append(
                            Call(step: step.number, time: step.time, phase: call.phase, hops: [hop], cause: step.kind))
                    } else if !tracks[index].calls.isEmpty {
                        tracks[index].calls[tracks[index].calls.count - 1].hops.append(hop)
                    }
                    if call.phase == .cancelled { dead[index] = true }
                }
            }
            for output in step.outputs {
                guard let delivery = output.afterDelivery, delivery < step.deliveries.count else { continue }
                let call = step.calls[step.deliveries[delivery].call]
                for touch in step.callTouches[call.touches] {
                    guard touch.serial < bySerial.count, bySerial[touch.serial] >= 0 else { continue }
                    tracks[bySerial[touch.serial]].outputs.append((output.responder, output.text))
                }
            }
            for skip in step.skips {
                guard skip.touch.serial < bySerial.count, bySerial[skip.touch.serial] >= 0 else { continue }
                let index = bySerial[skip.touch.serial]
                tracks[index].skips.append((step.number, skip.phase))
                if let point = tracks[index].points.lastIndex(where: { $0.step == step.number }) {
                    tracks[index].points[point].skipped = true
                }
                if skip.phase == .ended { dead[index] = true }
            }
        }
        if includeNotices {
            for notice in recording.notices {
                guard notice.touch.serial < bySerial.count, bySerial[notice.touch.serial] >= 0 else { continue }
                tracks[bySerial[notice.touch.serial]].notices.append(notice)
            }
        }
        return tracks
    }

    /// `2nd`, `3rd`, `11th`…
    static func ordinal(_ number: Int) -> String {
        let lastTwo = number % 100
        if lastTwo >= 11 && lastTwo <= 13 { return "\(number)th" }
        switch number % 10 {
        case 1: return "\(number)st"
        case 2: return "\(number)nd"
        case 3: return "\(number)rd"
        default: return "\(number)th"
        }
    }
}
