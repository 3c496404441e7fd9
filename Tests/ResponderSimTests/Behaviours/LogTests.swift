import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

@Suite struct LogTests {
    @Test func printsTheCallsTouchesAndAllTouchesWithPhases() {
        var h = BehaviorHarness(Log())
        let context = h.call(.began, [touch("t1", 0, 0), touch("t2", 5, 5)], all: [("t1", .began), ("t2", .began)]).context
        #expect(context.printed == ["began [t1, t2] all [t1 began, t2 began]"])
    }

    @Test func listsStationaryTouchesOfOtherViews() {
        var h = BehaviorHarness(Log())
        let context = h.call(.moved, [touch("t2", 5, 5)], all: [("t1", .stationary), ("t2", .moved), ("t3", .ended)]).context
        #expect(context.printed == ["moved [t2] all [t1 stationary, t2 moved, t3 ended]"])
    }

    @Test func namesEachPhase() {
        var h = BehaviorHarness(Log())
        for phase in TouchPhase.allCases {
            let result = h.call(phase, [touch("a", 0, 0)])
            #expect(result.context.printed == ["\(phase.name) [a] all [a \(phase.name)]"])
            #expect(result.verdict == .keep)
        }
    }
}
