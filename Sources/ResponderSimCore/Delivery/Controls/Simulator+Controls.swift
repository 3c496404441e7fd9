extension Simulator {
    /// UIControl's code for one call on a control (U2–U6): it tracks one touch,
    /// sends control events (written after the call's line, U12) and returns whether it
    /// forwards the call. `mapping` turns the call's window points into the control's coordinates.
    mutating func runControlCode(
        _ phase: TouchPhase, control: ViewID, touches range: Range<Int>, mapping: ScreenMapping, origin: DeliveryOrigin
    ) -> Bool {
        let index = control.index
        // The position of the tracked touch in the call, if it is in it.
        var trackedPosition: Int?
        if let serial = controls.trackedSerial(of: control) {
            for position in range where touches[touches.calls.slots[position]].ref.serial == serial {
                trackedPosition = position
                break
            }
        }
        switch phase {
        case .began:
            let view = tree.views[index]
            let slot = touches.calls.slots[range.lowerBound]
            return controls.began(
                control, isInteractive: view.isEnabled && view.userInteraction, touch: touches[slot].ref, slot: slot,
                tapCount: touches[slot].tapCount)
        case .moved, .ended:
            guard let position = trackedPosition else { return controls.movedOrEnded(phase, control, tracked: nil) }
            let location = mapping.apply(touches.windowPoint(position, origin), tree.routing)
            let tracked = (touch: touches[touches.calls.slots[position]].ref, inside: tree.isInsideSlop(location, of: index))
            return controls.movedOrEnded(phase, control, tracked: tracked)
        case .cancelled:
            return controls.cancelled(control, tracked: trackedPosition.map { touches[touches.calls.slots[$0]].ref })
        }
    }

    /// Writes the control events of the call just recorded (U12).
    @inline(__always)
    mutating func flushControlEvents() {
        guard !controls.pending.isEmpty else { return }
        // Sends and RF10 make no control events, so the list does not change meanwhile.
        for event in controls.pending {
            record.addControl(event)
            afterControlEvent(event)
        }
        controls.clearPending()
    }
}
