extension Simulator {
    var hasRecognizers: Bool { false }
    mutating func markStepPhase(_ slot: Int, _ phase: EventPhase) {}
    mutating func attachRecognizers(_ slot: Int) {}
    mutating func cancelRecognizersOfLiveTouches() {}
    mutating func resolveRequests() {}
    mutating func recognizersTakeCalls() {}
    mutating func deliverOrHold(_ phase: TouchPhase, to view: ViewID, touches range: Range<Int>) {}
    mutating func finishRecognizerStep() {}
    mutating func deliverCancellationsDiscardingHeld(discarding: Bool) {}
    mutating func cancelRecognizers(inside view: ViewID) {}
    mutating func discardHeldCalls(inside view: ViewID) {}
    mutating func recognizerTimerFired(_ recognizer: RecognizerID, what: TimerRecord.What) {}
    mutating func setEnabled(_ recognizer: RecognizerID, _ enabled: Bool) {}
}

/// A view call held by a recognizer (G17–G19).
struct HeldCall {
    var phase: TouchPhase
    var step: Int
    var location: Point
    var previous: Point
}
