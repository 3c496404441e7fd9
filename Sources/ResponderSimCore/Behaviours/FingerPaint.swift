/// `finger-paint` (Scenes/README.md, Behaviours): one polyline per touch, keyed by touch identity.
///
/// A line starts with the began location, gains a point per moved call and one at ended
/// (the ended location), then completes and prints `stroke NAME: K points`. Cancelled
/// discards the line. A touch whose began this view never saw has no line: its moves and
/// end are ignored, as a dictionary lookup of the original finds nothing.
struct FingerPaint: TouchBehavior {
    /// Lines in progress, by touch serial.
    private(set) var lines: [Int: [Point]] = [:]

    mutating func touches(_ phase: TouchPhase, context: inout BehaviorContext) -> BehaviorVerdict {
        for touch in context.touches {
            switch phase {
            case .began:
                lines[touch.serial] = [touch.location]
            case .moved:
                lines[touch.serial]?.append(touch.location)
            case .ended:
                guard var line = lines.removeValue(forKey: touch.serial) else { continue }
                line.append(touch.location)
                context.print("stroke \(touch.name): \(line.count) points")
            case .cancelled:
                lines[touch.serial] = nil
            }
        }
        return .keep
    }
}
