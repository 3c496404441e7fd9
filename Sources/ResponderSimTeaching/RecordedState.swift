import ResponderSimCore

/// What the records of a run's steps tell about the moment after them: the live touches and
/// the views they are bound to, and how deeply the application ignores interaction events.
/// The quiz keeps one up to date step by step, so it never asks the engine.
struct RecordedState {
    /// A delivered touch that has not ended, been cancelled or had its end skipped.
    struct LiveTouch {
        var touch: TouchRef
        var name: String
        var view: ViewID
        var window: ViewID?
    }

    /// Live touches, in creation order.
    private(set) var live: [LiveTouch] = []
    /// By touch serial: why a live touch's view has not had its began (a recognizer holds it,
    /// G17; or threw its held calls away, G16), so the touch is bound but not tracking.
    private(set) var undelivered: [Int: String] = [:]
    /// How many `ignore begin` are not yet matched by an `ignore end` (I1).
    private(set) var ignoreDepth = 0
    /// Each window's first responder and the key window (RF3, RF8); nil until the first step.
    private(set) var firstResponders: FirstResponderLog?

    /// Takes in what `record` did.
    mutating func update(after record: StepRecord, _ scene: Scene) {
        if firstResponders == nil { firstResponders = FirstResponderLog(scene) }
        firstResponders?.update(after: record)
        switch record.kind {
        case .ignoreBegin: ignoreDepth += 1
        case .ignoreEnd: ignoreDepth = max(0, ignoreDepth - 1)
        default: break
        }
        for test in record.hitTests {
            guard let view = test.view, !record.lines(of: DropLine.self).contains(where: { $0.touch == test.touch }) else { continue }
            live.append(LiveTouch(touch: test.touch, name: record.name(of: test.touch), view: view, window: test.window))
        }
        for hold in record.lines(of: HoldLine.self) where hold.phase == .began {
            for touch in record.touches(hold.touches) {
                undelivered[touch.serial] = "its began is held by \(scene.name(of: hold.recognizer)), \(hold.rule.rawValue)"
            }
        }
        for discard in record.lines(of: DiscardLine.self) {
            let by = discard.recognizer.map { "by \(scene.name(of: $0)), G16" } ?? "by the cancellation, G23"
            for touch in record.touches(discard.touches) where undelivered[touch.serial] != nil {
                undelivered[touch.serial] = "its held began was thrown away \(by)"
            }
        }
        for release in record.lines(of: ReleaseLine.self) {
            for touch in record.touches(release.touches) { undelivered[touch.serial] = nil }
        }
        var finished: Set<Int> = []
        for call in record.calls where call.phase == .ended || call.phase == .cancelled {
            for touch in record.callTouches[call.touches] { finished.insert(touch.serial) }
        }
        for skip in record.lines(of: SkipLine.self) where skip.phase == .ended { finished.insert(skip.touch.serial) }
        if !finished.isEmpty {
            live.removeAll { finished.contains($0.touch.serial) }
            for serial in finished { undelivered[serial] = nil }
        }
    }

    /// The live touches bound to each view whose began it has had, by name.
    var tracking: [ViewID: [String]] {
        var result: [ViewID: [String]] = [:]
        for touch in live where undelivered[touch.touch.serial] == nil { result[touch.view, default: []].append(touch.name) }
        return result
    }

    /// The live touches bound to each view that has not had their began, by name with why
    /// (`t1 (its began is held by table.delay, G17)`).
    var bound: [ViewID: [String]] {
        var result: [ViewID: [String]] = [:]
        for touch in live {
            guard let why = undelivered[touch.touch.serial] else { continue }
            result[touch.view, default: []].append("\(touch.name) (\(why))")
        }
        return result
    }
}
