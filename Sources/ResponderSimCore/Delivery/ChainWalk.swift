/// What one message family does at each responder a call reaches: the touch family runs
/// behaviour and UIControl code and follows the touches' coordinates
/// (``Simulator/TouchCallVisitor``); presses, motion and remote control read what the
/// responder declares (``Simulator/MessageVisitor``). A new family is a new visitor; the walk
/// itself (``Simulator/walkChain(_:from:call:)``) stays as it is.
protocol ChainVisitor {
    /// The responder takes the call at `hop` (0 for the call's first responder): runs its code,
    /// if any, and says whether the call goes on to the next responder (C3) rather than being
    /// handled here.
    mutating func take(at responder: Responder, hop: Int, _ simulator: inout Simulator) -> ChainHop
    /// After the hop's delivery line is recorded: applies what the responder's code did and
    /// follows the call to `next` (nil when it was handled or the chain ends).
    mutating func delivered(_ taken: ChainHop, at responder: Responder, next: Responder?, hop: Int, _ simulator: inout Simulator)
}

/// What a responder did with a call at one hop of a walk.
struct ChainHop {
    /// The call goes on to the next responder (C3); otherwise the responder handled it.
    var forwards: Bool
    /// The range of the record's locations the hop's delivery line carries (P5).
    var locations: Range<Int> = 0..<0
    /// Code ran at the hop, whose effects wait for its line.
    var ranCode = false
}

extension Simulator {
    /// The one walk of a call up the responder chain, for every message family (C2–C4, RC4):
    /// from `start`, each responder takes the call; one that does not forward it has handled
    /// it, and a call forwarded past the last responder is unhandled. Every hop records one
    /// delivery line. Returns the responder that handled the call, if any.
    @inline(__always)
    @discardableResult
    mutating func walkChain<Visitor: ChainVisitor>(_ visitor: inout Visitor, from start: Responder, call: Int) -> Responder? {
        var responder = start
        var hop = 0
        while true {
            let taken = visitor.take(at: responder, hop: hop, &self)
            let next = taken.forwards ? tree.routing.nextResponder(after: responder) : nil
            record.addDelivery(
                responder: responder, call: call, result: !taken.forwards ? .handled : next == nil ? .unhandled : .forwarded,
                locations: taken.locations)
            progress.countDelivery()
            visitor.delivered(taken, at: responder, next: next, hop: hop, &self)
            guard taken.forwards else { return responder }
            guard let next else {
                progress.countUnhandled()
                return nil
            }
            responder = next
            hop += 1
        }
    }
}

extension RoutingTable {
    /// The responder chain from `start` as it is now: `start`, then each next responder (C1,
    /// RC1), for the rules that read the chain without delivering along it (RA2's search,
    /// RK5's key commands).
    func chain(from start: Responder) -> ChainResponders { ChainResponders(routing: self, upcoming: start) }
}

/// The responders of a chain, from its start up (see ``RoutingTable/chain(from:)``).
struct ChainResponders: Sequence, IteratorProtocol {
    let routing: RoutingTable
    var upcoming: Responder?

    mutating func next() -> Responder? {
        guard let current = upcoming else { return nil }
        upcoming = routing.nextResponder(after: current)
        return current
    }
}
