// The text trace's wording of a step: what `TextWriter` prints after the step number, and
// what the teaching tools reuse. Each line kind words its own lines (`Record/Lines/`).
extension TextWriter {
    /// What the step is, in a few words (the step line of the text trace).
    package static func describe(_ step: StepRecord, _ scene: Scene) -> String {
        switch step.action {
        case .touches:
            if step.changes.isEmpty { return "no change: a cancelled touch stays where it was cancelled (L4)" }
            return step.changes.map { change in
                "\(step.name(of: change.touch)) \(change.phase.name) \(NumberFormatting.point(change.point))"
            }.joined(separator: ", ")
        case .cancel: return "cancel: the system cancels every live touch"
        // A view's `set` shows the value in effect (for `handles`, the handling after it).
        case .set(let view, let key, let change): return "set \(scene.views[view.index].name) \(key) \(change.valueText(scene))"
        case .chain(let step): return describe(step, scene)
        // The rest as the scene writes them.
        case .some(let action): return ScriptText.line(of: action, scene) ?? ""
        case nil:
            guard let timer = step.timer else { return "timer: a delayed call fires" }
            switch (timer.owner, timer.what) {
            case (.recognizer(let recognizer), .tapDuration):
                return "timer: \(scene.name(of: recognizer))'s tap takes too long (GT1)"
            case (.recognizer(let recognizer), .tapInterval):
                return "timer: \(scene.name(of: recognizer))'s next tap comes too late (GT4)"
            case (.recognizer(let recognizer), .press):
                return "timer: \(scene.name(of: recognizer))'s press lasted long enough (GL1)"
            case (.recognizer(let recognizer), .touchDelay):
                return "timer: \(scene.name(of: recognizer)) has held the touch-down long enough (SD2)"
            case (.view(let view), .deceleration):
                return "timer: \(scene.views[view.index].name)'s deceleration ends (SK3)"
            case (.view, _), (.recognizer, .delay), (.recognizer, .deceleration):
                return "timer: a delayed call fires"
            }
        }
    }

    /// A chain step in a few words (the step line of the text trace).
    package static func describe(_ step: ChainStep, _ scene: Scene) -> String {
        switch step {
        case .become(let responder): return "become \(scene.name(of: responder)): becomeFirstResponder()"
        case .resign(let responder): return "resign \(scene.name(of: responder)): resignFirstResponder()"
        case .makeKey(let window): return "make-key \(scene.views[window.index].name): makeKey()"
        case .sendAction(let action, let sender, let target):
            return "action \(action)" + (sender.map { " from " + scene.name(of: $0) } ?? "")
                + (target.map { " to " + scene.name(of: $0) } ?? "") + ": sendAction(\(action):)"
        case .key(let spec): return "key \(spec): one keystroke"
        case .press(let kind, let phase): return "press \(kind) \(phase.name)"
        case .shake(let phase): return phase.map { "shake \($0.name)" } ?? "shake: motionBegan then motionEnded"
        case .remote(let subtype): return "remote \(subtype)"
        case .menu(let actions): return actions.isEmpty ? "menu: the edit menu's validation" : "menu " + actions.joined(separator: " ")
        }
    }
}
