import ResponderSimCore
import ResponderSimTeaching

/// One touch as a picture shows it: the path its finger took, where the touch went (its
/// hit-test view and, phase by phase, the responder that handled it) or why it was withheld.
///
/// A track is built step by step as the run streams by (``TrackBuilder``) and stays small
/// however long the run: repeated calls, skips and outputs are counted, not listed again, and
/// a path longer than ``PictureLimits/maxPointsPerTrack`` keeps every other move, so its shape
/// stays while its size does not grow with the script.
package struct TouchTrack: Sendable {
    /// One point of the finger's path.
    package struct PathPoint: Sendable, Hashable {
        /// Screen point.
        package var point: Point
        package var time: Microseconds
        /// The step (1-based number) that moved the finger here.
        package var step: Int
        /// `began` for the `down` point, `moved`, or `ended` for the `up` point.
        package var phase: TouchPhase
        /// True when the touch was already cancelled or had finished unseen: the finger still
        /// moves, but the touch produces nothing more (L4).
        package var afterDeath: Bool
        /// True when the event was skipped while the application ignored interaction (I3):
        /// the finger moved (or lifted) here, but no responder heard of it.
        package var skipped = false
    }

    /// Where the touch went.
    package enum Fate: Sendable, Hashable {
        /// Delivered: bound to its hit-test view (B1).
        case delivered(view: ViewID, window: ViewID)
        /// Withheld for its whole life (README.md, Trace formats: drop reasons); `view` is the hit-test view when one was hit.
        case withheld(DropReason, view: ViewID?, rule: RuleID)
    }

    /// How the touch's life ended by the picture's time.
    package enum Ending: Sendable, Hashable {
        /// The finger is still down.
        case stillDown
        /// The finger lifted (`up`) at this step.
        case lifted(step: Int)
    }

    /// One call of a touch method that carried this touch, with every hop up the chain, or
    /// `count` such calls in a row that went the same way.
    package struct Call: Sendable, Hashable {
        /// The step of the first of the calls.
        package var step: Int
        package var time: Microseconds
        package var phase: TouchPhase
        /// Each responder the call reached, in order, and what it did.
        package var hops: [Hop]
        /// The step's kind, which says why a `cancelled` call happened (`cancel`, `remove`, or
        /// `touches` for the touch limit) unless ``origin`` says a recognizer took the touch.
        package var cause: StepKind
        /// The step's own call, a held call released (G20) or a recognizer's cancellation (G16).
        package var origin: DeliveryOrigin = .event
        /// The control events sent for this touch right after the call (U12).
        package var controlEvents: [SentEvent] = []
        /// How many calls in a row went this way.
        package var count = 1
    }

    /// A control event and the control that sent it.
    package struct SentEvent: Sendable, Hashable {
        /// The control that sent it.
        package var control: ViewID
        /// The event (`touchDown`, `touchUpInside`…).
        package var event: ControlEvent
    }

    /// A call of the touch that a recognizer held back from its view (G17–G19), and what
    /// became of it.
    package struct Hold: Sendable, Hashable {
        /// What became of a held call.
        package enum Outcome: Sendable, Hashable {
            /// Still held at the picture's time.
            case held
            /// Delivered late (G20) at this step.
            case released(step: Int, time: Microseconds)
            /// Thrown away at this step (G16 for the granted recognizer, G23 for nil).
            case discarded(step: Int, time: Microseconds, by: RecognizerID?)
        }
        /// The held call's phase and the hit-test view it was for.
        package var phase: TouchPhase
        package var view: ViewID
        /// The recognizer named on its `hold` line.
        package var recognizer: RecognizerID
        /// Why it was held (G17, G18 or G19), as the record says.
        package var rule: RuleID
        /// The step (1-based number) that held it, and its time.
        package var step: Int
        package var time: Microseconds
        /// Where the finger was when the call was held (its release carries this point, G20).
        package var point: Point
        package var outcome: Outcome = .held
    }

    /// A recognizer on the touch's path when it began (G1–G3), and its state changes while it
    /// had the touch.
    package struct Recognition: Sendable, Hashable {
        /// The recognizer.
        package var recognizer: RecognizerID
        /// Whether it took the touch, or why it was left out.
        package var verdict: AttachmentRecord.Verdict
        /// Its `gesture` lines that list the touch, in order (a run of `changed` counted once).
        package var changes: [Change] = []
    }

    /// A view the touch's hit test asked and passed over for a reason of its own (H2,
    /// H8, U1): hidden, transparent, interaction off, a disabled control, or a
    /// passthrough view that nothing inside took. Read from the hit test's visits.
    package struct PassedOver: Sendable, Hashable {
        package var view: ViewID
        package var verdict: HitVerdict
    }

    /// One `gesture` line of a recognizer, `count` times in a row.
    package struct Change: Sendable, Hashable {
        /// The state entered, with the failure's reason and what it names.
        package var state: GestureState
        package var failure: GestureFailure?
        package var other: GestureOther?
        /// The rules behind the line, as the record says.
        package var rules: RuleCitation
        /// The step (1-based number) of the line, and its time.
        package var step: Int
        package var time: Microseconds
        package var count = 1
    }

    /// One responder of a call's chain.
    package struct Hop: Sendable, Hashable {
        package var responder: Responder
        package var result: DeliveryResult
    }

    /// Events of the touch skipped while the application ignored interaction, `count` in a row.
    package struct Skip: Sendable, Hashable {
        package var step: Int
        package var phase: TouchPhase
        package var count = 1
    }

    /// A line printed by a handler of a call that carried the touch, `count` times in a row.
    package struct Output: Sendable, Hashable {
        package var responder: Responder
        package var text: String
        package var count = 1
    }

    /// The touch (creation order and id).
    package var touch: TouchRef
    /// Its id as written in the script.
    package var name: String
    /// The id, followed by `(2nd)`, `(3rd)`… when the script reuses it for a later finger.
    package var label: String
    /// Index of its colour (its creation order).
    package var colorIndex: Int
    /// The finger's path up to the picture's time (every other move of a long path, see
    /// ``moveCount``).
    package var points: [PathPoint] = []
    /// How many times the finger moved, kept or not in ``points``.
    package var moveCount = 0
    package var fate: Fate
    /// Why it was withheld, in words from the drop's record (``TraceWording/withholding(_:in:_:)``).
    package var withholding: String?
    /// The hit-test view's ancestry from its window (empty when nothing was hit).
    package var hitPath: [ViewID] = []
    /// The views its hit test passed over for a reason of their own, in the order it asked
    /// them (at most ``PictureLimits/maxOutputsPerTrack``; empty when the run kept no visits).
    package var passedOver: [PassedOver] = []
    package var ending: Ending = .stillDown
    /// Where and when the touch was cancelled, if it was.
    package var cancellation: (point: Point, step: Int, time: Microseconds)? {
        guard let call = calls.first(where: { $0.phase == .cancelled }) else { return nil }
        let point = points.last { $0.step <= call.step }?.point ?? points.first?.point ?? .zero
        return (point, call.step, call.time)
    }

    /// Every call that carried it.
    package var calls: [Call] = []
    /// Its events not delivered while the application ignored interaction (I3).
    package var skips: [Skip] = []
    /// Lines printed by handlers of calls that carried it (at most ``PictureLimits/maxOutputsPerTrack``).
    package var outputs: [Output] = []
    /// Outputs beyond the ones kept.
    package var droppedOutputs = 0
    /// The notices about it (N1, N2, N3).
    package var notices: [Notice] = []
    /// Its calls that recognizers held (at most ``PictureLimits/maxOutputsPerTrack``).
    package var holds: [Hold] = []
    /// Held calls beyond the ones kept.
    package var droppedHolds = 0
    /// The recognizers on its path when it began, in recognizer order.
    package var recognitions: [Recognition] = []

    /// The step at which the touch came down.
    package var downStep: Int { points.first?.step ?? 0 }
}

/// Builds the tracks of a run from its step records as they stream by, in creation order.
struct TrackBuilder {
    let scene: Scene
    let limits: PictureLimits
    private(set) var tracks: [TouchTrack] = []
    /// Index in `tracks` by touch serial (serials are dense, from 0).
    private var bySerial: [Int] = []
    private var uses: [String: Int] = [:]
    private var dead: [Bool] = []

    init(scene: Scene, limits: PictureLimits) {
        self.scene = scene
        self.limits = limits
    }

    /// The index in ``tracks`` of a touch, if it came down.
    func index(of touch: TouchRef) -> Int? {
        touch.serial < bySerial.count && bySerial[touch.serial] >= 0 ? bySerial[touch.serial] : nil
    }

    /// Takes in one step.
    mutating func add(_ step: StepRecord) {
        for change in step.changes {
            if change.phase == .began { begin(change, in: step) }
            guard let index = index(of: change.touch) else { continue }
            if change.phase == .moved { tracks[index].moveCount += 1 }
            tracks[index].points.append(
                TouchTrack.PathPoint(
                    point: change.point, time: step.time, step: step.number, phase: change.phase,
                    afterDeath: dead[index] && change.phase != .began))
            if tracks[index].points.count > limits.maxPointsPerTrack { Self.thin(&tracks[index].points) }
            if change.phase == .ended { tracks[index].ending = .lifted(step: step.number) }
        }
        for (deliveryIndex, delivery) in step.deliveries.enumerated() {
            let call = step.calls[delivery.call]
            // Only the first hop of each call opens it; later hops extend it.
            let opens = deliveryIndex == 0 || step.deliveries[deliveryIndex - 1].call != delivery.call
            let closes = deliveryIndex + 1 == step.deliveries.count || step.deliveries[deliveryIndex + 1].call != delivery.call
            let events = closes ? controlEvents(after: delivery.call, in: step) : []
            for touch in step.callTouches[call.touches] {
                guard let index = index(of: touch) else { continue }
                let hop = TouchTrack.Hop(responder: delivery.responder, result: delivery.result)
                if opens {
                    tracks[index].calls.append(
                        TouchTrack.Call(
                            step: step.number, time: step.time, phase: call.phase, hops: [hop], cause: step.kind, origin: call.origin))
                } else if !tracks[index].calls.isEmpty {
                    tracks[index].calls[tracks[index].calls.count - 1].hops.append(hop)
                }
                if closes {
                    if !tracks[index].calls.isEmpty {
                        tracks[index].calls[tracks[index].calls.count - 1].controlEvents =
                            events.filter { $0.touch.serial == touch.serial }.map {
                                TouchTrack.SentEvent(control: $0.control, event: $0.event)
                            }
                    }
                    Self.mergeLastCall(&tracks[index].calls)
                }
                if call.phase == .cancelled { dead[index] = true }
            }
        }
        addRecognizerEntries(step)
        for output in step.lines(of: OutputLine.self) {
            guard let delivery = output.afterDelivery, delivery < step.deliveries.count else { continue }
            let call = step.calls[step.deliveries[delivery].call]
            for touch in step.callTouches[call.touches] {
                guard let index = index(of: touch) else { continue }
                if let last = tracks[index].outputs.last, last.responder == output.responder, last.text == output.text {
                    tracks[index].outputs[tracks[index].outputs.count - 1].count += 1
                } else if tracks[index].outputs.count < limits.maxOutputsPerTrack {
                    tracks[index].outputs.append(TouchTrack.Output(responder: output.responder, text: output.text))
                } else {
                    tracks[index].droppedOutputs += 1
                }
            }
        }
        for skip in step.lines(of: SkipLine.self) {
            guard let index = index(of: skip.touch) else { continue }
            if let last = tracks[index].skips.last, last.phase == skip.phase {
                tracks[index].skips[tracks[index].skips.count - 1].count += 1
            } else {
                tracks[index].skips.append(TouchTrack.Skip(step: step.number, phase: skip.phase))
            }
            if let point = tracks[index].points.lastIndex(where: { $0.step == step.number }) {
                tracks[index].points[point].skipped = true
            }
            if skip.phase == .ended { dead[index] = true }
        }
    }

    /// The control events recorded right after the deliveries of call `call` (U12).
    private func controlEvents(after call: Int, in step: StepRecord) -> [ControlRecord] {
        guard step.has(ControlLine.self) else { return [] }
        var events: [ControlRecord] = []
        var current: Int?
        for entry in step.entries {
            if case .delivery(let index) = entry {
                current = step.deliveries[index].call
                continue
            }
            switch step.line(entry) {
            case .control(let control)? where current == call: events.append(control)
            case .gesture?, .hold?, .release?, .discard?, .drop?, .skip?: current = nil
            default: break
            }
        }
        return events
    }

    /// The step's holds, releases, discards and gesture lines, on the tracks of their touches,
    /// in trace order.
    private mutating func addRecognizerEntries(_ step: StepRecord) {
        guard step.has(HoldLine.self) || step.has(ReleaseLine.self) || step.has(DiscardLine.self) || step.has(GestureLine.self) else {
            return
        }
        func settle(_ touches: Slice<StepBuffer<TouchRef>>, _ outcome: TouchTrack.Hold.Outcome) {
            for touch in touches {
                guard let index = index(of: touch) else { continue }
                for position in tracks[index].holds.indices where tracks[index].holds[position].outcome == .held {
                    tracks[index].holds[position].outcome = outcome
                }
            }
        }
        for entry in step.entries {
            switch step.line(entry) {
            case .hold(let hold)?:
                for touch in step.touches(hold.touches) {
                    guard let index = index(of: touch) else { continue }
                    guard tracks[index].holds.count < limits.maxOutputsPerTrack else {
                        tracks[index].droppedHolds += 1
                        continue
                    }
                    let point = tracks[index].points.last { $0.step <= step.number }?.point ?? .zero
                    tracks[index].holds.append(
                        TouchTrack.Hold(
                            phase: hold.phase, view: hold.view, recognizer: hold.recognizer, rule: hold.rule, step: step.number,
                            time: step.time, point: point))
                }
            case .release(let release)?:
                settle(step.touches(release.touches), .released(step: step.number, time: step.time))
            case .discard(let discard)?:
                settle(step.touches(discard.touches), .discarded(step: step.number, time: step.time, by: discard.recognizer))
            case .gesture(let gesture)?:
                for touch in step.touches(gesture.touches) {
                    guard let index = index(of: touch),
                        let recognition = tracks[index].recognitions.firstIndex(where: { $0.recognizer == gesture.recognizer })
                    else { continue }
                    var changes = tracks[index].recognitions[recognition].changes
                    if gesture.state == .changed, let last = changes.last, last.state == .changed {
                        changes[changes.count - 1].count += 1
                    } else {
                        changes.append(
                            TouchTrack.Change(
                                state: gesture.state, failure: gesture.failure, other: gesture.other, rules: gesture.rules,
                                step: step.number, time: step.time))
                    }
                    tracks[index].recognitions[recognition].changes = changes
                }
            default:
                break
            }
        }
    }

    /// Attaches the run's notices to their touches.
    mutating func add(_ notices: [Notice]) {
        for notice in notices {
            guard let index = index(of: notice.touch) else { continue }
            tracks[index].notices.append(notice)
        }
    }

    private mutating func begin(_ change: ChangeRecord, in step: StepRecord) {
        let serial = change.touch.serial
        let name = step.name(of: change.touch)
        uses[name, default: 0] += 1
        let label = uses[name] == 1 ? name : "\(name) (\(Self.ordinal(uses[name] ?? 1)))"
        var fate = TouchTrack.Fate.withheld(.noWindow, view: nil, rule: .h7)
        var path: [ViewID] = []
        var withholding: String?
        var recognitions: [TouchTrack.Recognition] = []
        var passedOver: [TouchTrack.PassedOver] = []
        if let test = step.hitTests.first(where: { $0.touch.serial == serial }) {
            path = Array(step.pathViews[test.path])
            for visit in step.visited[test.visited] where visit.verdict != .hit && visit.verdict != .outside {
                guard passedOver.count < limits.maxOutputsPerTrack else { break }
                passedOver.append(TouchTrack.PassedOver(view: visit.view, verdict: visit.verdict))
            }
            recognitions = step.attachments[test.attachments].map {
                TouchTrack.Recognition(recognizer: $0.recognizer, verdict: $0.verdict)
            }
            if let view = test.view, let window = test.window { fate = .delivered(view: view, window: window) }
        }
        if let drop = step.lines(of: DropLine.self).first(where: { $0.touch.serial == serial }) {
            fate = .withheld(drop.reason, view: drop.view, rule: drop.rule)
            withholding = TraceWording.withholding(drop, in: step, scene)
        }
        while bySerial.count <= serial { bySerial.append(-1) }
        bySerial[serial] = tracks.count
        dead.append(false)
        var track = TouchTrack(touch: change.touch, name: name, label: label, colorIndex: serial, fate: fate)
        track.hitPath = path
        track.passedOver = passedOver
        track.withholding = withholding
        track.recognitions = recognitions
        tracks.append(track)
    }

    /// Folds the last call into the one before when it went the same way.
    private static func mergeLastCall(_ calls: inout [TouchTrack.Call]) {
        guard calls.count >= 2 else { return }
        let last = calls[calls.count - 1]
        let previous = calls[calls.count - 2]
        guard last.phase == previous.phase, last.hops == previous.hops, last.origin == previous.origin,
            last.controlEvents == previous.controlEvents, last.phase != .cancelled || last.cause == previous.cause
        else { return }
        calls[calls.count - 2].count += last.count
        calls.removeLast()
    }

    /// Halves a long path: keeps the first and last points, every point that is not a move,
    /// every point where the touch dies or an event was skipped, and every other move.
    static func thin(_ points: inout [TouchTrack.PathPoint]) {
        var kept: [TouchTrack.PathPoint] = []
        kept.reserveCapacity(points.count / 2 + 8)
        var moves = 0
        for (index, point) in points.enumerated() {
            let isEnd = index == 0 || index == points.count - 1
            let turns = index > 0 && points[index - 1].afterDeath != point.afterDeath
            if point.phase != .moved || isEnd || turns || point.skipped {
                kept.append(point)
                continue
            }
            moves += 1
            if moves % 2 == 0 { kept.append(point) }
        }
        points = kept
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
