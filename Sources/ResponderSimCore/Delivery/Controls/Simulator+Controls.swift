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
            for position in range where touches[callSlots[position]].ref.serial == serial {
                trackedPosition = position
                break
            }
        }
        switch phase {
        case .began:
            let view = views[index]
            let slot = callSlots[range.lowerBound]
            return controls.began(
                control, isInteractive: view.isEnabled && view.userInteraction, touch: touches[slot].ref, slot: slot,
                tapCount: touches[slot].tapCount)
        case .moved, .ended:
            guard let position = trackedPosition else { return controls.movedOrEnded(phase, control, tracked: nil) }
            let location = mapping.apply(windowPoint(position, origin), routing)
            let tracked = (touch: touches[callSlots[position]].ref, inside: isInsideSlop(location, of: index))
            return controls.movedOrEnded(phase, control, tracked: tracked)
        case .cancelled:
            return controls.cancelled(control, tracked: trackedPosition.map { touches[callSlots[$0]].ref })
        }
    }

    /// U3: a point in the control's bounds coordinates is inside when it lies within `slop`
    /// of its touchable area (the bounds after `hit-insets`), half-open like the hit test.
    private func isInsideSlop(_ point: Point, of index: Int) -> Bool {
        let node = routing.nodes[index]
        let slop = views[index].slop
        return point.x >= node.minX - slop && point.x < node.maxX + slop && point.y >= node.minY - slop
            && point.y < node.maxY + slop
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
