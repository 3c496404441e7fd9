import Testing

@testable import ResponderSimCore

/// UIControl's tracking alone, without a scene's script (U2–U6): the tracker is told what
/// the coordinator found in a call and answers whether the call is forwarded, keeping the
/// control events for the call's line.
@Suite struct ControlTrackerTests {
    /// `main` ▸ `button` (a UIButton, view 1) and `plain` (view 2).
    private static func tracker() -> (ControlTracker, ViewID) {
        var tree = TreeBuilder()
        let main = tree.window("main")
        let button = tree.view("button", in: main, Rect(10, 10, 100, 44), class: .uiButton)
        tree.view("plain", in: main, Rect(10, 100, 100, 44))
        return (ControlTracker(tree.scene), button)
    }

    private static let t1 = TouchRef(serial: 0, name: 0)
    private static let t2 = TouchRef(serial: 1, name: 1)

    private static func events(_ tracker: inout ControlTracker) -> [String] {
        defer { tracker.clearPending() }
        return tracker.pending.map { "\($0.event.rawValue) t\($0.touch.serial + 1)" }
    }

    @Test func aDisabledControlForwardsAndATrackingOneKeepsOtherTouches() {
        var (tracker, button) = Self.tracker()
        #expect(tracker.isActive)
        let forwards1 = tracker.began(button, isInteractive: false, touch: Self.t1, slot: 0, tapCount: 1)
        #expect(forwards1)
        #expect(tracker.pending.isEmpty && tracker.trackedSerial(of: button) == nil)
        let forwards2 = tracker.began(button, isInteractive: true, touch: Self.t1, slot: 0, tapCount: 2)
        #expect(!forwards2)
        #expect(Self.events(&tracker) == ["touchDown t1", "touchDownRepeat t1"])
        // U2: a second touch is kept without events while the first is tracked.
        let forwards3 = tracker.began(button, isInteractive: true, touch: Self.t2, slot: 1, tapCount: 1)
        #expect(!forwards3)
        #expect(tracker.pending.isEmpty && tracker.trackedSerial(of: button) == 0)
    }

    @Test func leavingAndReenteringTheSlopSendsDragEvents() {
        var (tracker, button) = Self.tracker()
        _ = tracker.began(button, isInteractive: true, touch: Self.t1, slot: 0, tapCount: 1)
        _ = Self.events(&tracker)
        let forwards4 = tracker.movedOrEnded(.moved, button, tracked: (Self.t1, true))
        #expect(!forwards4)
        let forwards5 = tracker.movedOrEnded(.moved, button, tracked: (Self.t1, false))
        #expect(!forwards5)
        let forwards6 = tracker.movedOrEnded(.moved, button, tracked: (Self.t1, true))
        #expect(!forwards6)
        let forwards7 = tracker.movedOrEnded(.ended, button, tracked: (Self.t1, false))
        #expect(!forwards7)
        #expect(
            Self.events(&tracker) == [
                "touchDragInside t1", "touchDragExit t1", "touchDragOutside t1", "touchDragEnter t1", "touchDragInside t1",
                "touchDragExit t1", "touchUpOutside t1",
            ])
        #expect(tracker.trackedSerial(of: button) == nil)
    }

    @Test func withoutTheTrackedTouchACallIsKeptOnlyWhileTracking() {
        var (tracker, button) = Self.tracker()
        let forwards8 = tracker.movedOrEnded(.moved, button, tracked: nil)
        #expect(forwards8)
        _ = tracker.began(button, isInteractive: true, touch: Self.t1, slot: 0, tapCount: 1)
        let forwards9 = tracker.movedOrEnded(.ended, button, tracked: nil)
        #expect(!forwards9)
    }

    @Test func aCancelIsHandledAndEndsTheTracking() {
        var (tracker, button) = Self.tracker()
        let forwards10 = tracker.cancelled(button, tracked: nil)
        #expect(!forwards10)
        _ = tracker.began(button, isInteractive: true, touch: Self.t1, slot: 0, tapCount: 1)
        _ = Self.events(&tracker)
        let forwards11 = tracker.cancelled(button, tracked: Self.t1)
        #expect(!forwards11)
        #expect(Self.events(&tracker) == ["touchCancel t1"] && tracker.trackedSerial(of: button) == nil)
    }

    @Test func trackingEndsWithoutAnEventOnceTheTouchIsNoLongerLive() {
        var (tracker, button) = Self.tracker()
        _ = tracker.began(button, isInteractive: true, touch: Self.t1, slot: 0, tapCount: 1)
        var touch = TouchTable.TouchState(ref: Self.t1, status: .live, location: .zero, previousLocation: .zero, beganLocation: .zero)
        var record = StepRecord()
        tracker.endStep([touch], record: &record)
        #expect(record.tracking.map(\.control) == [button])
        touch.status = .dead
        record.reset(number: 2, time: 0, kind: .touches)
        tracker.endStep([touch], record: &record)
        #expect(record.tracking.isEmpty && tracker.trackedSerial(of: button) == nil)
        #expect(tracker.pending.map(\.event) == [.touchDown])
    }

    @Test func aSceneWithoutControlsTracksNothing() {
        var tree = TreeBuilder()
        tree.view("plain", in: tree.window("main"), Rect(0, 0, 10, 10))
        #expect(!ControlTracker(tree.scene).isActive)
    }
}
