/// A touch as the table keeps it, and who received its calls (N1, N2).
extension TouchTable {
    /// What the engine knows of one touch while its finger is down.
    struct TouchState {
        enum Status {
            /// Delivered (or its began held) and not yet finished: it tracks its view.
            case live
            /// Withheld when it began (README.md, Trace formats: drop reasons): it produces nothing for views.
            case withheld
            /// Cancelled, lifted, or its end skipped while ignoring: it produces nothing more
            /// for views (its held calls may still be released, G20).
            case dead
            /// Taken by a recognizer's grant (G16): no later call reaches a view.
            case taken
        }
        var ref: TouchRef
        var status: Status
        var view = ViewID(0)
        var window = ViewID(0)
        var location: Point
        var previousLocation: Point
        var beganLocation: Point
        var tapCount = 1
        /// Its phase in the event being processed (`stationary` when unchanged).
        var eventPhase: EventPhase = .stationary
        /// Its change in the step being processed, whatever views make of it (recognizers
        /// read it, G5); `stationary` when unchanged.
        var stepPhase: EventPhase = .stationary
        /// Whether its finger has lifted (the script's `up` line).
        var lifted = false
        /// The hit-test view got its began, and got its ended or a cancelled call (G16).
        var viewGotBegan = false
        var viewGotFinish = false
        /// Whether it has calls held by recognizers (G19).
        var hasHeldCalls = false
        /// Taken by a recognizer's grant (G16).
        var taken = false
        /// The position in the whole trace of its first `hold` line (orders N3), or -1.
        var firstHoldLine = -1
    }

    /// The responders that received calls for one touch, for N1/N2. Kept apart from
    /// ``TouchState`` so that the touch table holds plain values only (cheap to read).
    struct ReceiverList {
        /// A step buffer: a slot's list is cleared for each new touch without freeing it.
        var items = StepBuffer<Receiver>()

        /// Records that `responder`, at position `hop` of a call's chain, received `phase`.
        /// Chains of later phases mostly repeat the first one, so `hop` is tried first.
        mutating func note(_ phase: TouchPhase, by responder: Responder, line: Int, hop: Int) {
            var position = hop
            if hop >= items.count || items[hop].responder != responder {
                if let found = items.firstIndex(where: { $0.responder == responder }) {
                    position = found
                } else {
                    items.append(Receiver(responder: responder, firstLine: line))
                    position = items.count - 1
                }
            }
            var flags = items[position].flags
            switch phase {
            case .began:
                flags.insert(.gotBegan)
            case .moved:
                if !flags.contains(.gotBegan) { flags.insert(.gotOtherWithoutBegan) }
            case .ended, .cancelled:
                flags.insert(.gotFinish)
                if !flags.contains(.gotBegan) { flags.insert(.gotOtherWithoutBegan) }
            }
            if flags != items[position].flags { items[position].flags = flags }
        }
    }

    /// One responder's calls for one touch (N1, N2).
    struct Receiver {
        struct Flags: OptionSet {
            let rawValue: UInt8
            static let gotBegan = Flags(rawValue: 1)
            static let gotFinish = Flags(rawValue: 2)
            static let gotOtherWithoutBegan = Flags(rawValue: 4)
        }
        var responder: Responder
        /// The position in the whole trace of its first call's line.
        var firstLine: Int
        var flags: Flags = []
    }

    /// The last tap on a view (T1).
    struct TapMemory {
        var endTime: Microseconds
        var beganLocation: Point
        var count: Int
    }
}
