import Testing

@testable import ResponderSimCore

/// The live view tree alone: the hit test reads the tree as `set`, moves, offsets and
/// removals left it, and the tree notes what changed.
@Suite struct LiveTreeTests {
    /// `main` (320×480) ▸ `back` (full window) ▸ `box` (10, 10, 100, 100); `top` window in front.
    private static func scene() -> (Scene, box: ViewID, back: ViewID) {
        var tree = TreeBuilder()
        let main = tree.window("main")
        let back = tree.view("back", in: main, Rect(0, 0, 320, 480))
        let box = tree.view("box", in: back, Rect(10, 10, 100, 100))
        return (tree.scene, box, back)
    }

    private static func hit(_ tree: inout LiveTree, _ x: Double, _ y: Double) -> ViewID? {
        var record = StepRecord()
        return tree.hitTest(at: Point(x, y), touch: TouchRef(serial: 0, name: 0), record: &record).view
    }

    @Test func aMovedViewIsHitWhereItIsNow() {
        let (scene, box, back) = Self.scene()
        var tree = LiveTree(scene, explain: false, tracksChangedViews: true)
        #expect(Self.hit(&tree, 50, 50) == box)
        let version = tree.geometryVersion
        tree.move(box, dx: 200, dy: 0)
        #expect(tree.geometryVersion > version)
        #expect(Self.hit(&tree, 50, 50) == back)
        #expect(Self.hit(&tree, 250, 50) == box)
        #expect(tree.takeChangedViews() == [box.index])
        #expect(tree.takeChangedViews().isEmpty)
    }

    @Test func aDetachedViewIsNoLongerHitOrInAWindow() {
        let (scene, box, back) = Self.scene()
        var tree = LiveTree(scene, explain: false, tracksChangedViews: false)
        #expect(tree.isInWindow(box.index))
        let first = tree.detach(box)
        let second = tree.detach(box)
        #expect(first && !second)
        #expect(Self.hit(&tree, 50, 50) == back)
        #expect(!tree.isInWindow(box.index))
        // Not tracked: nothing noted.
        #expect(tree.takeChangedViews().isEmpty)
    }

    @Test func aSetChangesTheHitTestOnceTheTreeIsTold() {
        let (scene, box, back) = Self.scene()
        var tree = LiveTree(scene, explain: false, tracksChangedViews: false)
        tree.apply(.hidden(true), to: box)
        // The routing table reads the change only after `changed`.
        #expect(Self.hit(&tree, 50, 50) == box)
        tree.changed(box)
        #expect(Self.hit(&tree, 50, 50) == back)
    }

    @Test func anOffsetChangesOnlyWhenItDiffers() {
        let (scene, _, back) = Self.scene()
        var tree = LiveTree(scene, explain: false, tracksChangedViews: true)
        let same = tree.setOffset(back.index, .zero)
        let moved = tree.setOffset(back.index, Point(0, 60))
        #expect(!same && moved)
        #expect(tree.views[back.index].boundsOrigin == Point(0, 60))
        // The box now lies 60 points higher on screen (SV2).
        #expect(Self.hit(&tree, 50, 50) == back)
        #expect(tree.takeChangedViews() == [back.index])
    }

    @Test func theSlopExtendsAControlsArea() {
        var builder = TreeBuilder()
        let main = builder.window("main")
        let button = builder.view("button", in: main, Rect(10, 10, 100, 44), class: .uiButton)
        let tree = LiveTree(builder.scene, explain: false, tracksChangedViews: false)
        let slop = tree.views[button.index].slop
        #expect(tree.isInsideSlop(Point(-slop + 0.5, 0), of: button.index))
        #expect(!tree.isInsideSlop(Point(-slop - 0.5, 0), of: button.index))
        #expect(!tree.isInsideSlop(Point(100 + slop, 0), of: button.index))
    }
}
