import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// T1: `tapCount`, set when a touch begins (interval 0.35 s, radius 40 pt by default).
@Suite struct TapTests {
    /// A window `main`, a handling root, `pad` (0, 0, 200, 200) and `side` (0, 300, 200, 100).
    private static func scene(padMultipleTouch: Bool = false) -> TreeBuilder {
        var tree = TreeBuilder()
        let main = tree.window("main")
        let root = tree.handler("root", in: main, Rect(0, 0, 320, 480))
        tree.handler("pad", in: root, Rect(0, 0, 200, 200)) { $0.multipleTouch = padMultipleTouch }
        tree.handler("side", in: root, Rect(0, 300, 200, 100))
        return tree
    }

    /// The tap count of `touch` in the first step whose `all` holds it, nil when none does.
    private static func tapCount(_ touch: String, _ tree: TreeBuilder) -> Int? {
        for step in tree.steps() {
            if let count = tree.tapCount(touch, in: step) { return count }
        }
        return nil
    }

    @Test func quickTapsNearbyCountUp() {
        var tree = Self.scene()
        tree.down("t1", 50, 50, at: 0)
        tree.up("t1", at: 0.1)
        tree.down("t2", 60, 50, at: 0.3)
        tree.up("t2", at: 0.35)
        tree.down("t3", 50, 55, at: 0.5)
        #expect([Self.tapCount("t1", tree), Self.tapCount("t2", tree), Self.tapCount("t3", tree)] == [1, 2, 3])
    }

    @Test func tapCountIsSetWhenTheTouchBeginsAndKeptForItsLife() {
        var tree = Self.scene()
        tree.down("t1", 50, 50, at: 0)
        tree.up("t1", at: 0.1)
        tree.down("t2", 50, 50, at: 0.2)
        tree.move("t2", 150, 150, at: 0.3)
        tree.up("t2", at: 1.5)
        let steps = tree.steps()
        #expect(steps[2...].map { tree.tapCount("t2", in: $0) } == [2, 2, 2])
    }

    @Test(arguments: [(0.45, 2), (0.450001, 1), (1.0, 1)])
    func previousTapMustHaveEndedAtMostTheIntervalBefore(downAt: Double, expected: Int) {
        var tree = Self.scene()
        tree.down("t1", 50, 50, at: 0)
        tree.up("t1", at: 0.1)
        tree.down("t2", 50, 50, at: downAt)
        #expect(Self.tapCount("t2", tree) == expected)
    }

    @Test(arguments: [(0.2, 60.0, 2), (0.21, 60.0, 1), (0.2, 61.0, 1)])
    func sceneTapSettingsReplaceTheDefaults(downAt: Double, x: Double, expected: Int) {
        var tree = Self.scene()
        tree.scene.tap = TapSettings(interval: 100_000, radius: 10)
        tree.down("t1", 50, 50, at: 0)
        tree.up("t1", at: 0.1)
        tree.down("t2", x, 50, at: downAt)
        #expect(Self.tapCount("t2", tree) == expected)
    }

    @Test func intervalRunsFromThePreviousTapsEnd() {
        var tree = Self.scene()
        tree.down("t1", 50, 50, at: 0)
        tree.up("t1", at: 1.0)
        tree.down("t2", 50, 50, at: 1.3)
        #expect(Self.tapCount("t2", tree) == 2)
    }

    @Test(arguments: [(90.0, 50.0, 2), (74.0, 82.0, 2), (90.5, 50.0, 1), (50.0, 91.0, 1)])
    func nextTouchMustBeginWithinTheRadius(x: Double, y: Double, expected: Int) {
        var tree = Self.scene()
        tree.down("t1", 50, 50, at: 0)
        tree.up("t1", at: 0.1)
        tree.down("t2", x, y, at: 0.2)
        #expect(Self.tapCount("t2", tree) == expected)
    }

    @Test(arguments: [(85.0, 2), (150.0, 1)])
    func radiusIsMeasuredFromWhereThePreviousTapBegan(x: Double, expected: Int) {
        var tree = Self.scene()
        tree.down("t1", 50, 50, at: 0)
        tree.move("t1", 150, 50, at: 0.05)
        tree.up("t1", at: 0.1)
        tree.down("t2", x, 50, at: 0.2)
        #expect(Self.tapCount("t2", tree) == expected)
    }

    @Test func reusedIdTapsCountUp() {
        var tree = Self.scene()
        tree.down("t1", 50, 50, at: 0)
        tree.up("t1", at: 0.1)
        tree.down("t1", 55, 50, at: 0.2)
        let steps = tree.steps()
        #expect([tree.tapCount("t1", in: steps[0]), tree.tapCount("t1", in: steps[2])] == [1, 2])
    }

    @Test func anotherFingerDownStartsOver() {
        var tree = Self.scene()
        tree.down("t1", 50, 50, at: 0)
        tree.up("t1", at: 0.1)
        tree.down("other", 50, 350, at: 0.15)
        tree.down("t2", 50, 50, at: 0.2)
        #expect(Self.tapCount("t2", tree) == 1)
    }

    @Test func cancelledFingerStillDownCounts() {
        var tree = Self.scene()
        tree.down("t1", 50, 50, at: 0)
        tree.up("t1", at: 0.1)
        tree.down("other", 50, 350, at: 0.12)
        tree.step(at: 0.15, .cancel)
        tree.down("t2", 50, 50, at: 0.2)
        #expect(Self.tapCount("t2", tree) == 1)
    }

    @Test(arguments: ["no-window", "ignoring"])
    func withheldFingerDownStillCounts(how: String) {
        var tree = Self.scene()
        tree.down("t1", 50, 50, at: 0)
        tree.up("t1", at: 0.1)
        if how == "no-window" {
            tree.down("other", 400, 10, at: 0.15)
        } else {
            tree.step(at: 0.12, .ignoreBegin)
            tree.down("other", 50, 350, at: 0.15)
            tree.step(at: 0.18, .ignoreEnd)
        }
        tree.down("t2", 50, 50, at: 0.2)
        #expect(tree.trace().contains { $0.hasPrefix("drop other") })
        #expect(Self.tapCount("t2", tree) == 1)
    }

    @Test(arguments: [(["other", "t2"], 1), (["t2", "other"], 2)])
    func fingersOfEarlierLinesOfTheSameEventCount(order: [String], expected: Int) {
        var tree = Self.scene()
        tree.down("t1", 50, 50, at: 0)
        tree.up("t1", at: 0.1)
        tree.event(
            at: 0.2,
            order.map { name -> (String, TouchChange.Kind, Double?, Double?) in
                name == "t2" ? (name, .down, 50, 50) : (name, .down, 50, 350)
            })
        #expect(Self.tapCount("t2", tree) == expected)
    }

    @Test(arguments: [(["up", "down"], 2), (["down", "up"], 1)])
    func fingerLiftedEarlierInTheSameEventNoLongerCounts(order: [String], expected: Int) {
        var tree = Self.scene()
        tree.down("t1", 50, 50, at: 0)
        tree.up("t1", at: 0.1)
        tree.down("other", 50, 350, at: 0.15)
        tree.event(
            at: 0.2,
            order.map { line -> (String, TouchChange.Kind, Double?, Double?) in
                line == "up" ? ("other", .up, nil, nil) : ("t2", .down, 50, 50)
            })
        #expect(Self.tapCount("t2", tree) == expected)
    }

    @Test func tapsOnDifferentViewsCountSeparately() {
        var tree = TreeBuilder()
        let main = tree.window("main")
        let root = tree.handler("root", in: main, Rect(0, 0, 320, 480))
        tree.handler("left", in: root, Rect(0, 0, 100, 100))
        tree.handler("right", in: root, Rect(100, 0, 100, 100))
        tree.down("t1", 90, 50, at: 0)
        tree.up("t1", at: 0.05)
        tree.down("t2", 110, 50, at: 0.1)
        tree.up("t2", at: 0.15)
        tree.down("t3", 90, 50, at: 0.25)
        tree.up("t3", at: 0.3)
        tree.down("t4", 110, 50, at: 0.35)
        let counts = ["t1", "t2", "t3", "t4"].map { Self.tapCount($0, tree) }
        #expect(counts == [1, 1, 2, 2])
    }

    @Test func cancelledTouchIsNotAPreviousTap() {
        var tree = Self.scene()
        tree.down("t1", 50, 50, at: 0)
        tree.up("t1", at: 0.05)
        tree.down("t2", 50, 50, at: 0.1)
        tree.step(at: 0.15, .cancel)
        tree.up("t2", at: 0.16)
        tree.down("t3", 50, 50, at: 0.2)
        #expect([Self.tapCount("t2", tree), Self.tapCount("t3", tree)] == [2, 2])
    }

    @Test func withheldTouchIsNotAPreviousTap() {
        var tree = Self.scene()
        tree.down("t0", 50, 50, at: 0)
        tree.up("t0", at: 0.02)
        tree.down("t1", 50, 50, at: 0.05)
        tree.up("t1", at: 0.07)
        tree.step(at: 0.08, .ignoreBegin)
        tree.down("t2", 50, 50, at: 0.1)
        tree.up("t2", at: 0.12)
        tree.step(at: 0.13, .ignoreEnd)
        tree.down("t3", 50, 50, at: 0.2)
        #expect([Self.tapCount("t1", tree), Self.tapCount("t3", tree)] == [2, 3])
    }

    @Test func touchWhoseEndWasSkippedIsNotAPreviousTap() {
        var tree = Self.scene()
        tree.down("t0", 50, 50, at: 0)
        tree.up("t0", at: 0.02)
        tree.down("t1", 50, 50, at: 0.05)
        tree.step(at: 0.06, .ignoreBegin)
        tree.up("t1", at: 0.07)
        tree.step(at: 0.08, .ignoreEnd)
        tree.down("t2", 50, 50, at: 0.1)
        #expect([Self.tapCount("t1", tree), Self.tapCount("t2", tree)] == [2, 2])
    }

    @Test(arguments: [(["t2", "t1"], 2), (["t1", "t2"], 1)])
    func whenSeveralEndTogetherTheLastUpLineIsThePreviousTap(ups: [String], expected: Int) {
        var tree = Self.scene(padMultipleTouch: true)
        tree.event(at: 0, [("t1", .down, 20, 20), ("t2", .down, 150, 150)])
        tree.event(at: 0.1, ups.map { name -> (String, TouchChange.Kind, Double?, Double?) in (name, .up, nil, nil) })
        tree.down("t3", 25, 20, at: 0.2)
        #expect(Self.tapCount("t3", tree) == expected)
    }
}
