import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// X1–X4: `exclusiveTouch`, per window.
@Suite struct ExclusiveTouchTests {
    /// Where a finger lands on each view of ``scene(exclusiveMultipleTouch:)``.
    private static let spot: [String: (Double, Double)] = ["e": (50, 50), "o": (150, 50), "p": (250, 50)]

    /// A window `main`, a handling root, an exclusive `e` and two ordinary views `o` and `p`,
    /// all handling every phase.
    private static func scene(exclusiveMultipleTouch: Bool = false) -> TreeBuilder {
        var tree = TreeBuilder()
        let main = tree.window("main")
        let root = tree.handler("root", in: main, Rect(0, 0, 320, 480))
        tree.handler("e", in: root, Rect(0, 0, 100, 100)) {
            $0.exclusiveTouch = true
            $0.multipleTouch = exclusiveMultipleTouch
        }
        tree.handler("o", in: root, Rect(100, 0, 100, 100))
        tree.handler("p", in: root, Rect(200, 0, 100, 100))
        return tree
    }

    private static func down(_ tree: inout TreeBuilder, _ touch: String, on view: String, at time: Double) {
        let (x, y) = spot[view] ?? (0, 0)
        tree.down(touch, x, y, at: time)
    }

    // MARK: X1

    @Test func exclusiveViewIsWithheldWhileAnotherViewTracks() {
        var tree = Self.scene()
        Self.down(&tree, "t1", on: "o", at: 0)
        Self.down(&tree, "t2", on: "e", at: 0.1)
        tree.up("t1", at: 0.2)
        tree.move("t2", 60, 60, at: 0.3)
        tree.up("t2", at: 0.4)
        Self.down(&tree, "t3", on: "e", at: 0.5)
        tree.up("t3", at: 0.6)
        #expect(
            tree.trace() == [
                "o.touchesBegan [t1] handled", "drop t2 exclusive-touch e", "o.touchesEnded [t1] handled", "e.touchesBegan [t3] handled",
                "e.touchesEnded [t3] handled",
            ])
    }

    // MARK: X2

    @Test func ordinaryViewIsWithheldWhileTheExclusiveViewTracks() {
        var tree = Self.scene()
        Self.down(&tree, "t1", on: "e", at: 0)
        Self.down(&tree, "t2", on: "o", at: 0.1)
        #expect(tree.linesByStep()[1] == ["drop t2 exclusive-touch o"])
    }

    @Test func ordinaryViewsDoNotExcludeEachOther() {
        var tree = Self.scene()
        Self.down(&tree, "t1", on: "o", at: 0)
        Self.down(&tree, "t2", on: "p", at: 0.1)
        #expect(tree.linesByStep() == [["o.touchesBegan [t1] handled"], ["p.touchesBegan [t2] handled"]])
    }

    // MARK: X3

    @Test(arguments: [(false, "drop t2 multiple-touch-disabled e"), (true, "e.touchesBegan [t2] handled")])
    func exclusiveViewsOwnSecondFingerFollowsMultipleTouch(multipleTouch: Bool, line: String) {
        var tree = Self.scene(exclusiveMultipleTouch: multipleTouch)
        Self.down(&tree, "t1", on: "e", at: 0)
        tree.down("t2", 60, 60, at: 0.1)
        #expect(tree.linesByStep()[1] == [line])
    }

    @Test func otherWindowsAreUnaffected() {
        var tree = TreeBuilder()
        let main = tree.window("main", Rect(0, 0, 320, 240))
        let mainRoot = tree.handler("mainRoot", in: main, Rect(0, 0, 320, 240))
        tree.handler("e", in: mainRoot, Rect(0, 0, 100, 100)) { $0.exclusiveTouch = true }
        let side = tree.window("side", Rect(0, 240, 320, 240))
        tree.handler("sideRoot", in: side, Rect(0, 0, 320, 240))
        tree.down("t1", 50, 50, at: 0)
        tree.down("t2", 50, 300, at: 0.1)
        tree.event(at: 0.2, [("t1", .up, nil, nil), ("t2", .up, nil, nil)])
        tree.down("t3", 50, 300, at: 0.3)
        tree.down("t4", 50, 50, at: 0.4)
        #expect(
            tree.linesByStep() == [
                ["e.touchesBegan [t1] handled"], ["sideRoot.touchesBegan [t2] handled"],
                ["e.touchesEnded [t1] handled", "sideRoot.touchesEnded [t2] handled"], ["sideRoot.touchesBegan [t3] handled"],
                ["e.touchesBegan [t4] handled"],
            ])
    }

    @Test func withheldTouchStaysWithheldAfterTheExclusiveTouchEnds() {
        var tree = Self.scene()
        Self.down(&tree, "t1", on: "e", at: 0)
        Self.down(&tree, "t2", on: "o", at: 0.1)
        tree.up("t1", at: 0.2)
        tree.move("t2", 160, 60, at: 0.3)
        tree.up("t2", at: 0.4)
        #expect(tree.trace() == ["e.touchesBegan [t1] handled", "drop t2 exclusive-touch o", "e.touchesEnded [t1] handled"])
    }

    @Test func multipleTouchDisabledOutranksExclusiveTouch() {
        var tree = TreeBuilder()
        let main = tree.window("main")
        let root = tree.handler("root", in: main, Rect(0, 0, 320, 480))
        let gate = tree.handler("gate", in: root, Rect(0, 0, 100, 100))
        tree.handler("o", in: root, Rect(100, 0, 100, 100))
        tree.down("t1", 50, 50, at: 0)
        tree.down("t2", 150, 50, at: 0.1)
        tree.step(at: 0.2, .set(gate, key: "exclusive-touch", .exclusiveTouch(true)))
        // Both M1 (gate tracks t1) and X1 (o tracks t2) apply: the first in the table wins.
        tree.down("t3", 60, 60, at: 0.3)
        #expect(tree.linesByStep()[3] == ["drop t3 multiple-touch-disabled gate"])
    }

    // MARK: X4

    @Test(arguments: [
        ([("t1", "o"), ("t2", "e")], ["drop t2 exclusive-touch e", "o.touchesBegan [t1] handled"]),
        ([("t1", "e"), ("t2", "o")], ["drop t2 exclusive-touch o", "e.touchesBegan [t1] handled"]),
        ([("t2", "e"), ("t1", "o")], ["drop t1 exclusive-touch o", "e.touchesBegan [t2] handled"]),
        (
            [("t1", "e"), ("t2", "o"), ("t3", "p")],
            ["drop t2 exclusive-touch o", "drop t3 exclusive-touch p", "e.touchesBegan [t1] handled"]
        ),
    ])
    func touchesOfOneEventAreCheckedInScriptOrder(lines: [(String, String)], expected: [String]) {
        var tree = Self.scene()
        tree.event(
            at: 0,
            lines.map { touch, view -> (String, TouchChange.Kind, Double?, Double?) in
                let (x, y) = Self.spot[view] ?? (0, 0)
                return (touch, .down, x, y)
            })
        #expect(tree.linesByStep()[0] == expected)
    }

    @Test func touchWithheldEarlierInTheEventDoesNotCount() {
        var tree = Self.scene()
        Self.down(&tree, "t0", on: "o", at: 0)
        // t1 is withheld (o tracks t0), so e tracks nothing when t2 is checked.
        tree.event(at: 0.1, [("t1", .down, 50, 50), ("t2", .down, 250, 50)])
        #expect(tree.linesByStep()[1] == ["drop t1 exclusive-touch e", "p.touchesBegan [t2] handled"])
    }
}
