import Testing

@testable import ResponderSimCore

/// The touch table alone: slots and their reuse, tap counts (T1), the M and X verdicts, the
/// calls of an event by view (P2, P3), and the notices of a finished touch (N1, N2).
@Suite struct TouchTableTests {
    /// `main` ▸ `a` (0, 0, 100, 100) and `b` (0, 200, 100, 100, exclusive touch when `exclusive`).
    private static func parts(exclusive: Bool = false) -> (TouchTable, RoutingTable, a: ViewID, b: ViewID) {
        var tree = TreeBuilder()
        let main = tree.window("main")
        let a = tree.view("a", in: main, Rect(0, 0, 100, 100))
        let b = tree.view("b", in: main, Rect(0, 200, 100, 100)) { $0.exclusiveTouch = exclusive }
        return (TouchTable(tree.scene, keepsLifted: false), RoutingTable(tree.scene), a, b)
    }

    /// A touch that began on `view` at `point`, accepted; returns its slot.
    private static func begin(
        _ table: inout TouchTable, on view: ViewID, at point: Point = Point(10, 10), now: Microseconds = 0, alone: Bool = true
    ) -> Int {
        let (slot, _, _) = table.begin(table.live.count, at: point)
        table[slot].view = view
        table[slot].window = ViewID(0)
        table.accept(slot, alone: alone, now: now)
        return slot
    }

    /// The touch in `slot` (the script's touch `name`) lifts in an event ending at `now`.
    private static func lift(_ table: inout TouchTable, _ slot: Int, name: Int = 0, now: Microseconds) {
        var record = StepRecord()
        var progress = RunProgress()
        table.lift(slot, name: name, at: nil, record: &record)
        table.rememberTaps(now: now)
        table.finishLiveTouches()
        table.keepLiveTouches(notes: false, record: &record, progress: &progress)
        table.endLifted(lingers: false, notes: false, record: &record, progress: &progress)
    }

    @Test func aFreedSlotIsReusedAndItsReceiversCleared() {
        var (table, _, a, _) = Self.parts()
        let first = Self.begin(&table, on: a)
        table.receivers[first].note(.began, by: .view(a), line: 0, hop: 0)
        Self.lift(&table, first, now: 10)
        #expect(!table.tracks(a) && table.live.isEmpty)
        let second = Self.begin(&table, on: a, now: 20)
        #expect(second == first && table.receivers[second].items.isEmpty)
        #expect(table[second].ref.serial == 1)
    }

    @Test func aTapSoonAndCloseCountsOn() {
        var (table, _, a, b) = Self.parts()
        let scene = TreeBuilder().scene
        let first = Self.begin(&table, on: a)
        #expect(table[first].tapCount == 1)
        Self.lift(&table, first, now: 100_000)
        let second = Self.begin(&table, on: a, at: Point(12, 12), now: 200_000)
        #expect(table[second].tapCount == 2)
        Self.lift(&table, second, now: 250_000)
        // Too far (beyond the tap radius), too late (beyond the interval), or another view: 1.
        #expect(table.tapCount(on: a, at: Point(10 + scene.tap.radius + 5, 10), now: 300_000) == 1)
        #expect(table.tapCount(on: a, at: Point(10, 10), now: 250_000 + scene.tap.interval + 1) == 1)
        #expect(table.tapCount(on: a, at: Point(10, 10), now: 260_000) == 3)
        #expect(table.tapCount(on: b, at: Point(10, 10), now: 260_000) == 1)
        // With another finger down it does not count on.
        let third = Self.begin(&table, on: a, now: 260_000, alone: false)
        #expect(table[third].tapCount == 1)
    }

    @Test func multipleTouchDropsCiteM2WhenEveryCauseBeganInThisEvent() {
        var (table, routing, a, _) = Self.parts()
        let first = Self.begin(&table, on: a)
        #expect(table.tracks(a))
        var record = StepRecord()
        #expect(table.recordDropCauses(.multipleTouchDisabled, of: a, routing: routing, record: &record) == .m2)
        #expect(record.dropCauses.map(\.touch.serial) == [0])
        table[first].eventPhase = .stationary
        #expect(table.recordDropCauses(.multipleTouchDisabled, of: a, routing: routing, record: &record) == .m1)
    }

    @Test func anExclusiveViewKeepsOtherTouchesOutOfItsWindow() {
        var (table, routing, a, b) = Self.parts(exclusive: true)
        // X2: a live touch on the exclusive `b` keeps a new touch off `a`.
        _ = Self.begin(&table, on: b)
        #expect(table.isExcluded(a, window: ViewID(0), routing: routing))
        var record = StepRecord()
        #expect(table.recordDropCauses(.exclusiveTouch, of: a, routing: routing, record: &record) == .x2)
        // X1: a new touch on the exclusive view itself, with another view's touch live.
        var (other, _, a2, b2) = Self.parts(exclusive: true)
        _ = Self.begin(&other, on: a2)
        #expect(other.isExcluded(b2, window: ViewID(0), routing: routing))
        #expect(other.recordDropCauses(.exclusiveTouch, of: b2, routing: routing, record: &record) == .x1)
        // Without exclusive views nothing is kept out.
        var (plain, plainRouting, pa, pb) = Self.parts()
        _ = Self.begin(&plain, on: pa)
        #expect(!plain.isExcluded(pb, window: ViewID(0), routing: plainRouting))
    }

    @Test func anEventsCallsGoOnePerViewInCreationOrder() {
        var (table, _, a, b) = Self.parts()
        let t1 = Self.begin(&table, on: a)
        let t2 = Self.begin(&table, on: b, alone: false)
        let t3 = Self.begin(&table, on: a, alone: false)
        var record = StepRecord()
        record.parts = .everything
        let changes = table.eventPhases(fillingAll: true, record: &record)
        #expect(changes.count == 3 && changes.slot == t3 && record.all.count == 3)
        // P3: `a` first with both its touches, then `b`.
        guard let first = table.firstGroup(of: .began, from: 0, record: &record) else {
            Issue.record("no call")
            return
        }
        #expect(first.view == a && Array(table.calls.slots[first.start..<table.calls.slots.count]) == [t1, t3])
        guard let second = table.firstGroup(of: .began, from: first.next, record: &record) else {
            Issue.record("no second call")
            return
        }
        #expect(second.view == b && Array(table.calls.slots[second.start..<table.calls.slots.count]) == [t2])
        #expect(table.firstGroup(of: .began, from: second.next, record: &record) == nil)
        #expect(table.firstGroup(of: .moved, from: 0, record: &record) == nil)
    }

    @Test func aTouchThatNeverFinishedOrNeverBeganLeavesNotices() {
        var (table, _, a, b) = Self.parts()
        let slot = Self.begin(&table, on: a)
        table.receivers[slot].note(.began, by: .view(a), line: 3, hop: 0)
        table.receivers[slot].note(.moved, by: .view(b), line: 5, hop: 1)
        var record = StepRecord()
        var progress = RunProgress()
        table.collectNotices(of: slot, record: &record, progress: &progress)
        let notices = progress.finishNotices()
        #expect(notices.map(\.code) == [.neverFinished, .noBegan])
        #expect(notices.map(\.responder) == [.view(a), .view(b)])
        #expect(table.receivers[slot].items.isEmpty)
    }
}
