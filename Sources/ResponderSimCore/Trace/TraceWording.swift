/// The sentences about a run's decisions that several writers print: the text trace, the
/// quiz's explanations (`Teaching/`) and the pictures (`ResponderSimRender`) all take their words from
/// here, and read the causes from the step record, never from the engine.
package enum TraceWording {
    /// A notice in words: `never-finished canvas t1: it got touchesBegan but neither
    /// touchesEnded nor touchesCancelled (N1)`.
    package static func notice(_ notice: Notice, _ scene: Scene) -> String {
        let responder = scene.name(of: notice.responder)
        let touch = notice.touchName
        switch notice.code {
        case .neverFinished:
            return "never-finished \(responder) \(touch): it got touchesBegan but neither touchesEnded nor touchesCancelled (N1)"
        case .noBegan:
            return "no-began \(responder) \(touch): it got later phases without touchesBegan (N2)"
        case .stillHeld:
            return "still-held \(responder) \(touch): a call for it was still held by a recognizer at the end (N3)"
        }
    }

    /// Why a touch was withheld, as a clause read from the drop's record: `canvas has
    /// multiple-touch off and already tracks t1`.
    package static func withholding(_ drop: DropRecord, in step: StepRecord, _ scene: Scene) -> String {
        let viewName = drop.view.map { scene.views[$0.index].name } ?? "its view"
        let causes = step.dropCauses[drop.causes]
        func touches(_ list: some Sequence<DropCause>) -> String { names(list.map { step.name(of: $0.touch) }) }
        switch drop.rule {
        case .i2: return "the application ignores interaction events"
        case .l1:
            return
                "a finger beyond the device's limit of \(scene.device.touchLimit) came down in this event, so every live touch is cancelled"
        case .l2: return "the device already has its \(scene.device.touchLimit) fingers down (withheld ones count)"
        case .h7:
            let point = step.changes.first { $0.touch == drop.touch }.map { NumberFormatting.point($0.point) } ?? "the point"
            return "no visible window's frame contains \(point)"
        case .h1: return "every window's hit test returned nil"
        case .m1:
            return "\(viewName) has multiple-touch off and already tracks \(causes.isEmpty ? "a touch" : touches(causes))"
        case .m2:
            return "\(viewName) has multiple-touch off and \(touches(causes)) began on it earlier in the same event"
        case .x1:
            let others = causes.map { "\(step.name(of: $0.touch)) on \(scene.views[$0.view.index].name)" }
            return "\(viewName) is exclusive-touch and another view of its window tracks a touch (\(names(others)))"
        case .x2:
            let blockers = causes.map { "\(scene.views[$0.view.index].name) tracks \(step.name(of: $0.touch))" }
            return "an exclusive-touch view of its window tracks a touch (\(names(blockers)))"
        default:
            return drop.reason.rawValue
        }
    }

    /// `a`, `a and b`, `a, b and c`.
    /// `under it: buy would get the touch without shimmer (main ▸ buy; H5)`: the view a
    /// hit-test view covers at the touch's point, with its path (long paths shortened) and the
    /// rule: H5 within one window, H7 when it lies in a window behind.
    package static func covered(_ path: [ViewID], hit: ViewID, window: ViewID?, _ scene: Scene) -> (sentence: String, rule: RuleID)? {
        guard let view = path.last else { return nil }
        let names = path.map { scene.views[$0.index].name }
        let shown = names.count <= 5 ? names : [names[0], "…"] + names.suffix(3)
        let rule: RuleID = path.first == window ? .h5 : .h7
        let sentence =
            "under it: \(scene.views[view.index].name) would get the touch without \(scene.views[hit.index].name) ("
            + shown.joined(separator: " ▸ ") + "; \(rule))"
        return (sentence, rule)
    }

    package static func names(_ names: [String]) -> String {
        switch names.count {
        case 0: return ""
        case 1: return names[0]
        default: return names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
        }
    }
}
