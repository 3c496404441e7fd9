import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

@Suite struct SwipeTests {
    private func swipe(_ minimumHorizontal: Double = 12, _ maximumVertical: Double = 4) -> BehaviorHarness<Swipe> {
        BehaviorHarness(Swipe(minimumHorizontal: minimumHorizontal, maximumVertical: maximumVertical))
    }

    @Test func twelvePointsRightIsASwipeRight() {
        var h = swipe()
        #expect(h.printed(.began, touch("t1", 100, 100)).isEmpty)
        #expect(h.printed(.moved, touch("t1", 111.9, 100)).isEmpty)
        #expect(h.printed(.moved, touch("t1", 112, 100)) == ["swipe right"])
    }

    @Test func twelvePointsLeftIsASwipeLeft() {
        var h = swipe()
        h.call(.began, [touch("t1", 100, 100)])
        #expect(h.printed(.moved, touch("t1", 88, 100)) == ["swipe left"])
    }

    @Test func aLongSwipePrintsOnEveryMove() {
        var h = swipe()
        h.call(.began, [touch("t1", 0, 100)])
        #expect(h.printed(.moved, touch("t1", 20, 101)) == ["swipe right"])
        #expect(h.printed(.moved, touch("t1", 40, 102)) == ["swipe right"])
        #expect(h.printed(.moved, touch("t1", 60, 103)) == ["swipe right"])
    }

    @Test func moreThanFourPointsOfVerticalDriftRefusesTheMove() {
        var h = swipe()
        h.call(.began, [touch("t1", 0, 100)])
        #expect(h.printed(.moved, touch("t1", 30, 104)) == ["swipe right"])
        #expect(h.printed(.moved, touch("t1", 40, 104.5)).isEmpty)
        #expect(h.printed(.moved, touch("t1", 50, 95)).isEmpty)
    }

    @Test func aFingerThatDriftedAndCameBackPrintsAgain() {
        var h = swipe()
        h.call(.began, [touch("t1", 0, 100)])
        #expect(h.printed(.moved, touch("t1", 30, 110)).isEmpty)
        #expect(h.printed(.moved, touch("t1", 60, 102)) == ["swipe right"])
    }

    @Test func endedAndCancelledForgetTheStart() {
        for phase in [TouchPhase.ended, .cancelled] {
            var h = swipe()
            h.call(.began, [touch("t1", 0, 100)])
            h.call(phase, [touch("t1", 0, 100)])
            #expect(h.behavior.start == nil)
            #expect(h.printed(.moved, touch("t1", 50, 100)).isEmpty)
        }
    }

    @Test func holdsOneStartAsTheOriginalDoes() {
        var h = swipe()
        h.call(.began, [touch("t1", 0, 100)])
        h.call(.began, [touch("t2", 200, 100)])
        // t1 is 30 points right of its own start but 170 left of the start t2 set.
        #expect(h.printed(.moved, touch("t1", 30, 100)) == ["swipe left"])
    }

    @Test func readsTheFirstTouchOfTheCall() {
        var h = swipe()
        h.call(.began, [touch("t1", 0, 100), touch("t2", 300, 300)])
        #expect(h.behavior.start == Point(0, 100))
        #expect(h.printed(.moved, touch("t1", 0, 100), touch("t2", 400, 300)).isEmpty)
    }

    @Test func parametersSetTheThresholds() {
        var h = swipe(50, 0)
        h.call(.began, [touch("t1", 0, 100)])
        #expect(h.printed(.moved, touch("t1", 49, 100)).isEmpty)
        #expect(h.printed(.moved, touch("t1", 50, 100.1)).isEmpty)
        #expect(h.printed(.moved, touch("t1", 50, 100)) == ["swipe right"])
    }

    @Test func readsItsParametersFromItsSpecWithTheCatalogueDefaults() {
        let set = Swipe(spec: BehaviorSpec(kind: .swipe, parameters: [.minHorizontal: .number(30), .maxVertical: .number(0)]))
        #expect(set.minimumHorizontal == 30 && set.maximumVertical == 0)
        let defaults = Swipe(spec: BehaviorSpec(kind: .swipe))
        #expect(defaults.minimumHorizontal == 12 && defaults.maximumVertical == 4)
    }

    @Test func keepsEveryCall() {
        var h = swipe()
        for phase in TouchPhase.allCases { #expect(h.call(phase, [touch("t1", 0, 0)]).verdict == .keep) }
    }
}
