extension Simulator {
    /// UIControl's code for one call on a control (U2–U6): it tracks one touch,
    /// sends control events (written after the call's line, U12) and returns whether it
    /// forwards the call. `mapping` turns the call's window points into the control's coordinates.
    mutating func runControlCode(
        _ phase: TouchPhase, control: ViewID, touches range: Range<Int>, mapping: ScreenMapping, origin: DeliveryOrigin
    ) -> Bool {
        let index = control.index
        var tracking = controlTracking[index]
        defer { controlTracking[index] = tracking }
        // The position of the tracked touch in the call, if it is in it.
        var trackedPosition: Int?
        if tracking.slot >= 0 {
            for position in range where touches[callSlots[position]].ref.serial == tracking.serial {
                trackedPosition = position
                break
            }
        }
        func send(_ event: ControlEvent, _ touch: TouchRef) {
            pendingControlEvents.append(ControlRecord(control: control, event: event, touch: touch, inside: tracking.inside, seq: 0))
        }
        switch phase {
        case .began:
            // U2: a disabled or non-interactive control forwards; a tracking one keeps the call.
            let view = views[index]
            if !view.isEnabled || !view.userInteraction { return true }
            if tracking.slot >= 0 { return false }
            let touch = touches[callSlots[range.lowerBound]].ref
            tracking = ControlTracking(slot: callSlots[range.lowerBound], serial: touch.serial, inside: true)
            send(.touchDown, touch)
            if touches[callSlots[range.lowerBound]].tapCount >= 2 { send(.touchDownRepeat, touch) }
            return false
        case .moved, .ended:
            // U6: without the tracked touch, handled while tracking, forwarded otherwise.
            guard let position = trackedPosition else { return tracking.slot < 0 }
            let touch = touches[callSlots[position]].ref
            let location = mapping.apply(windowPoint(position, origin), routing)
            let inside = isInsideSlop(location, of: index)
            // U3, U4: a change of inside first, then the move or the lift.
            if inside != tracking.inside {
                tracking.inside = inside
                send(inside ? .touchDragEnter : .touchDragExit, touch)
            }
            if phase == .moved {
                send(inside ? .touchDragInside : .touchDragOutside, touch)
            } else {
                send(inside ? .touchUpInside : .touchUpOutside, touch)
                tracking = ControlTracking()
            }
            return false
        case .cancelled:
            // U5: always handled; with the tracked touch, `touchCancel` ends the tracking.
            if let position = trackedPosition {
                send(.touchCancel, touches[callSlots[position]].ref)
                tracking = ControlTracking()
            }
            return false
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
        guard !pendingControlEvents.isEmpty else { return }
        // Sends and RF10 make no control events, so the list does not change meanwhile.
        for index in pendingControlEvents.indices {
            record.addControl(pendingControlEvents[index])
            afterControlEvent(pendingControlEvents[index])
        }
        pendingControlEvents.removeAll(keepingCapacity: true)
    }

    /// U6: tracking ends, with no event, once the tracked touch is no longer live for the views
    /// and has no held call (an override or a subview handled its last call, or its end was
    /// skipped while ignoring).
    mutating func endControlTracking() {
        for index in controlIndices where controlTracking[index].slot >= 0 {
            let slot = controlTracking[index].slot
            let touch = touches[slot]
            let sameTouch = touch.ref.serial == controlTracking[index].serial
            if !sameTouch || (touch.status != .live && !touch.hasHeldCalls) {
                controlTracking[index] = ControlTracking()
            } else {
                record.tracking.append(TrackingRecord(control: ViewID(index), touch: touch.ref, inside: controlTracking[index].inside))
            }
        }
    }
}
