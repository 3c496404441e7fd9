import Testing

@testable import ResponderSimCore

/// The one walk of a call up the responder chain (C2–C4, RC4), driven by visitors of its own
/// rather than by a whole scene's script: each hop records one delivery, the walk ends at the
/// handler or past the last responder, and a visitor sees every hop before and after its line.
@Suite struct ChainWalkTests {
    /// Handles the call at `handler` (nil: forwards everywhere) and notes what it saw.
    private struct RecordingVisitor: ChainVisitor {
        var handler: Responder?
        var taken: [(Responder, Int)] = []
        var delivered: [(Responder, Responder?)] = []

        mutating func take(at responder: Responder, hop: Int, _ simulator: inout Simulator) -> ChainHop {
            // The responder takes the call before its hop's line is recorded.
            #expect(simulator.record.deliveries.count == hop)
            taken.append((responder, hop))
            return ChainHop(forwards: responder != handler)
        }

        mutating func delivered(_ taken: ChainHop, at responder: Responder, next: Responder?, hop: Int, _ simulator: inout Simulator) {
            // The hop's line is recorded before the visitor hears of it.
            #expect(simulator.record.deliveries.last?.responder == responder)
            delivered.append((responder, next))
        }
    }

    /// `main` ▸ `root` (controller `C`) ▸ `button`.
    private static func tree() -> TreeBuilder {
        var tree = TreeBuilder()
        let main = tree.window("main")
        let root = tree.view("root", in: main, Rect(0, 0, 320, 480))
        tree.controller("C", of: root)
        tree.view("button", in: root, Rect(10, 10, 50, 50))
        return tree
    }

    private static func walk(_ tree: TreeBuilder, handler: Responder?) -> (RecordingVisitor, Responder?, Simulator) {
        var simulator = Simulator(scene: tree.scene)
        simulator.beginStep(time: 0, kind: .press)
        var visitor = RecordingVisitor(handler: handler)
        let handled = simulator.walkChain(&visitor, from: .view(tree.id("button")), call: 0)
        return (visitor, handled, simulator)
    }

    @Test func aCallNobodyHandlesVisitsEveryResponderAndEndsUnhandled() {
        let tree = Self.tree()
        let (visitor, handled, simulator) = Self.walk(tree, handler: nil)
        let chain: [Responder] = [
            .view(tree.id("button")), .view(tree.id("root")), .controller(ControllerID(0)), .view(tree.id("main")), .application,
        ]
        #expect(handled == nil)
        #expect(visitor.taken.map(\.0) == chain)
        #expect(visitor.taken.map(\.1) == [0, 1, 2, 3, 4])
        #expect(visitor.delivered.map(\.1) == Array(chain.dropFirst()) + [nil])
        #expect(simulator.record.deliveries.map(\.result) == [.forwarded, .forwarded, .forwarded, .forwarded, .unhandled])
        #expect(simulator.progress.summary.deliveries == 5)
        #expect(simulator.progress.summary.unhandled == 1)
    }

    @Test func theHandlerEndsTheWalkWithoutANextResponder() {
        let tree = Self.tree()
        let (visitor, handled, simulator) = Self.walk(tree, handler: .controller(ControllerID(0)))
        #expect(handled == .controller(ControllerID(0)))
        #expect(visitor.taken.count == 3)
        #expect(visitor.delivered.last?.1 == nil)
        #expect(simulator.record.deliveries.map(\.result) == [.forwarded, .forwarded, .handled])
        #expect(simulator.progress.summary.unhandled == 0)
    }

    @Test func theChainSequenceListsTheSameRespondersAsTheWalk() {
        let tree = Self.tree()
        let simulator = Simulator(scene: tree.scene)
        let listed = Array(simulator.tree.routing.chain(from: .view(tree.id("button"))))
        #expect(
            listed == [
                .view(tree.id("button")), .view(tree.id("root")), .controller(ControllerID(0)), .view(tree.id("main")), .application,
            ])
    }

    @Test func eachFamilyBesidesTouchesDeclaresItsOwnHandling() {
        var traits = ResponderTraits()
        traits.presses = MessageHandling(handles: 1 << UInt8(PressPhase.ended.rawValue))
        traits.motion = MessageHandling(handles: 1 << UInt8(MotionPhase.began.rawValue))
        #expect(traits.handles(.press(.ended)))
        #expect(!traits.handles(.press(.began)))
        #expect(traits.handles(.motion(.began)))
        #expect(!traits.handles(.motion(.cancelled)))
        #expect(!traits.handles(.remote))
        traits.handlesRemote = true
        #expect(traits.handles(.remote))
    }
}
