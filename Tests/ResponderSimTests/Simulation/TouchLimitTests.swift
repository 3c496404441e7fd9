import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// L1–L4: the device's touch limit, `cancel`, and what a dead touch produces.
@Suite struct TouchLimitTests {
    /// A window `main`, a handling root, a multiple-touch `canvas` (0, 0, 320, 400) and a
    /// multiple-touch `bar` (0, 400, 320, 80), both handling every phase.
    private static func scene(_ device: Device = .iphone) -> TreeBuilder {
        var tree = TreeBuilder(device: device)
        let main = tree.window("main")
        let root = tree.handler("root", in: main, Rect(0, 0, 320, 480))
        tree.handler("canvas", in: root, Rect(0, 0, 320, 400)) { $0.multipleTouch = true }
        tree.handler("bar", in: root, Rect(0, 400, 320, 80)) { $0.multipleTouch = true }
        return tree
    }

    /// Puts fingers `t<first>` … `t<last>` down on the canvas one step each, 0.01 s apart from `time`.
    private static func fingersDown(_ tree: inout TreeBuilder, _ first: Int, through last: Int, from time: Double = 0) {
        for k in first...last {
            tree.down("t\(k)", Double(10 * k), Double(10 * k), at: time + Double(k - first) * 0.01)
        }
    }

    private static func began(_ first: Int, through last: Int) -> [String] {
        (first...last).map { "canvas.touchesBegan [t\($0)] handled" }
    }

    // MARK: L1

    @Test func sixthFingerOnIPhoneCancelsEveryLiveTouch() {
        var tree = Self.scene()
        Self.fingersDown(&tree, 1, through: 5)
        tree.down("t6", 60, 60, at: 0.1)
        tree.event(at: 0.2, (1...6).map { k -> (String, TouchChange.Kind, Double?, Double?) in ("t\(k)", .move, 100, Double(10 * k)) })
        tree.event(at: 0.3, (1...6).map { k -> (String, TouchChange.Kind, Double?, Double?) in ("t\(k)", .up, nil, nil) })
        #expect(
            tree.trace() == Self.began(1, through: 5) + ["drop t6 touch-limit -", "canvas.touchesCancelled [t1, t2, t3, t4, t5] handled"])
        #expect(tree.hitTests(tree.steps()[5]) == ["t6 window=- view=- path=-"])
    }

    @Test func otherChangesOfTheOverflowEventAreNotDelivered() {
        var tree = Self.scene()
        Self.fingersDown(&tree, 1, through: 5)
        // The sixth down comes before the up line, so t2 still counts (L2).
        tree.event(at: 0.1, [("t1", .move, 15, 15), ("t6", .down, 60, 60), ("t2", .up, nil, nil)])
        let step = tree.steps()[5]
        #expect(tree.linesByStep()[5] == ["drop t6 touch-limit -", "canvas.touchesCancelled [t1, t2, t3, t4, t5] handled"])
        #expect(tree.all(step) == ["t1 cancelled", "t2 cancelled", "t3 cancelled", "t4 cancelled", "t5 cancelled"])
    }

    @Test func everyTouchBeginningInTheOverflowEventIsWithheldWithTouchLimit() {
        var tree = Self.scene()
        Self.fingersDown(&tree, 1, through: 4)
        tree.event(at: 0.1, [("t5", .down, 50, 50), ("t6", .down, 60, 60)])
        #expect(
            tree.linesByStep()[4] == [
                "drop t5 touch-limit -", "drop t6 touch-limit -", "canvas.touchesCancelled [t1, t2, t3, t4] handled",
            ])
    }

    @Test func overflowCancellationsGoOneCallPerViewInCreationOrder() {
        var tree = Self.scene()
        tree.down("t1", 10, 450, at: 0)
        Self.fingersDown(&tree, 2, through: 5, from: 0.1)
        tree.down("t6", 60, 60, at: 0.2)
        #expect(
            tree.linesByStep()[5] == [
                "drop t6 touch-limit -", "bar.touchesCancelled [t1] handled", "canvas.touchesCancelled [t2, t3, t4, t5] handled",
            ])
    }

    @Test(arguments: [
        (true, ["canvas.touchesBegan [t6] handled", "canvas.touchesEnded [t1] handled"]),
        (false, ["drop t6 touch-limit -", "canvas.touchesCancelled [t1, t2, t3, t4, t5] handled"]),
    ])
    func upLineBeforeTheSixthDownFreesAFinger(upFirst: Bool, expected: [String]) {
        var tree = Self.scene()
        Self.fingersDown(&tree, 1, through: 5)
        let up: (String, TouchChange.Kind, Double?, Double?) = ("t1", .up, nil, nil)
        let down: (String, TouchChange.Kind, Double?, Double?) = ("t6", .down, 60, 60)
        tree.event(at: 0.1, upFirst ? [up, down] : [down, up])
        #expect(tree.linesByStep()[5] == expected)
    }

    // MARK: L2

    @Test func twelfthFingerOnIPadIsWithheldAndTheOthersGoOn() {
        var tree = Self.scene(.ipad)
        Self.fingersDown(&tree, 1, through: 11)
        tree.event(at: 0.2, [("t1", .move, 15, 15), ("t12", .down, 120, 120)])
        tree.up("t1", at: 0.3)
        // t12 is withheld but still down: with t2 … t12 down, t13 is the twelfth.
        tree.down("t13", 130, 130, at: 0.4)
        tree.event(at: 0.5, [("t12", .up, nil, nil), ("t13", .up, nil, nil)])
        tree.down("t14", 140, 140, at: 0.6)
        let lines = tree.linesByStep()
        #expect(
            Array(lines[11...]) == [
                ["drop t12 touch-limit -", "canvas.touchesMoved [t1] handled"], ["canvas.touchesEnded [t1] handled"],
                ["drop t13 touch-limit -"], [], ["canvas.touchesBegan [t14] handled"],
            ])
    }

    @Test func withheldFingersCountTowardTheLimitUntilTheirUp() {
        var tree = Self.scene()
        tree.down("t1", 10, 10, at: 0)
        for k in 2...5 { tree.down("t\(k)", 400, Double(10 * k), at: 0.01 * Double(k)) }
        tree.down("t6", 60, 60, at: 0.1)
        tree.down("t7", 70, 70, at: 0.2)
        tree.event(at: 0.3, (2...7).map { k -> (String, TouchChange.Kind, Double?, Double?) in ("t\(k)", .up, nil, nil) })
        tree.down("t8", 80, 80, at: 0.4)
        let lines = tree.linesByStep()
        #expect(lines[1...4].allSatisfy { $0.first?.hasSuffix("no-window -") == true })
        #expect(
            Array(lines[5...]) == [
                ["drop t6 touch-limit -", "canvas.touchesCancelled [t1] handled"], ["drop t7 touch-limit -"], [],
                ["canvas.touchesBegan [t8] handled"],
            ])
    }

    @Test func cancelledFingersCountTowardTheLimitUntilTheirUp() {
        var tree = Self.scene(Device(name: nil, touchLimit: 2, overflow: .dropExtra))
        Self.fingersDown(&tree, 1, through: 2)
        tree.step(at: 0.1, .cancel)
        tree.down("t3", 30, 30, at: 0.2)
        tree.event(at: 0.3, [("t1", .up, nil, nil), ("t3", .up, nil, nil)])
        tree.down("t4", 40, 40, at: 0.4)
        let lines = tree.linesByStep()
        #expect(
            Array(lines[2...]) == [
                ["canvas.touchesCancelled [t1, t2] handled"], ["drop t3 touch-limit -"], [], ["canvas.touchesBegan [t4] handled"],
            ])
    }

    @Test func customDeviceSetsTheLimitAndTheOverflow() {
        var tree = Self.scene(Device(name: nil, touchLimit: 3, overflow: .cancelAll))
        Self.fingersDown(&tree, 1, through: 3)
        tree.down("t4", 40, 40, at: 0.1)
        #expect(tree.linesByStep()[3] == ["drop t4 touch-limit -", "canvas.touchesCancelled [t1, t2, t3] handled"])
    }

    // MARK: L3

    @Test func cancelSendsEachBoundViewOneCallRoutedLikeAnyPhase() {
        var tree = Self.scene()
        tree.view("pad", in: tree.id("root"), Rect(200, 200, 100, 100)) { $0.handling = Handling(handles: [.began, .moved, .ended]) }
        tree.down("t1", 210, 210, at: 0)
        tree.down("t2", 10, 450, at: 0.1)
        tree.down("t3", 20, 450, at: 0.2)
        tree.down("t4", 220, 220, at: 0.3)
        tree.step(at: 0.4, .cancel)
        #expect(tree.linesByStep()[3] == ["drop t4 multiple-touch-disabled pad"])
        #expect(
            tree.linesByStep()[4] == [
                "pad.touchesCancelled [t1] forwarded", "root.touchesCancelled [t1] handled", "bar.touchesCancelled [t2, t3] handled",
            ])
    }

    @Test func cancelWithNoLiveTouchDoesNothing() {
        var tree = Self.scene()
        tree.down("t1", 400, 10, at: 0)
        tree.step(at: 0.1, .cancel)
        #expect(tree.trace() == ["drop t1 no-window -"])
    }

    // MARK: L4

    @Test func cancelledTouchProducesNothingMore() {
        var tree = Self.scene()
        tree.down("t1", 10, 10, at: 0)
        tree.step(at: 0.1, .cancel)
        tree.move("t1", 20, 20, at: 0.2)
        tree.up("t1", at: 0.3)
        #expect(tree.trace() == ["canvas.touchesBegan [t1] handled", "canvas.touchesCancelled [t1] handled"])
    }

    @Test func withheldTouchProducesNothingMore() {
        var tree = Self.scene()
        tree.down("t1", 400, 10, at: 0)
        tree.move("t1", 10, 10, at: 0.1)
        tree.step(at: 0.2, .cancel)
        tree.up("t1", at: 0.3)
        #expect(tree.trace() == ["drop t1 no-window -"])
    }
}
