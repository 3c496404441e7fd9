// The text trace's wording of a step and of its recognizer, control, hold, release, discard
// and chain lines: what `TextWriter` prints after the step number and after each line, and
// what the teaching tools reuse.
extension TextWriter {
    /// Where a send's or a key command's search starts, and why (RA3, RF9), or what a `cell` line
    /// means (TS3–TS6), after its line.
    static func searchStart(_ entry: StepEntry, _ step: StepRecord, _ scene: Scene) -> String {
        if case .firstResponder(let index) = entry { return textInputCause(step.firstResponders[index], scene) }
        if case .cell(let index) = entry { return step.cells[index].explanation(scene) }
        guard case .action(let index) = entry, let start = step.actions[index].start,
            let responder = step.actions[index].startResponder
        else { return "" }
        let name = scene.name(of: responder)
        if step.actions[index].line == .command {
            return ": of the matching commands on the chain from \(name), the farthest wins; its action is searched from \(name)"
        }
        return ": the search " + start.reason(name)
    }

    /// A recognizer, control, hold, release or discard line in words (README.md, Trace formats).
    package static func describe(_ entry: StepEntry, _ step: StepRecord, _ scene: Scene) -> String {
        func list(_ range: Range<Int>) -> String {
            "[" + step.touches(range).map { step.name(of: $0) }.joined(separator: ", ") + "]"
        }
        switch entry {
        case .gesture(let index):
            let gesture = step.gestures[index]
            let recognizer = scene.recognizers[gesture.recognizer.index]
            var text =
                "gesture \(recognizer.name) (\(recognizer.kind.rawValue) on \(scene.views[recognizer.view.index].name)) → "
                + gesture.state.rawValue
            let other = gesture.other.map { scene.name(of: $0) } ?? ""
            // GD3: a requirement the delegate's dynamic lists set up.
            let dynamic = gesture.rules.ids.contains(.gd3) ? ", GD3" : ""
            switch gesture.failure {
            case .prevented?: text += ": prevented by \(other) (G12)"
            case .required?: text += ": \(other), which it requires to fail, succeeded (G12\(dynamic))"
            case .control?: text += ": button \(other)'s own action wins (U7)"
            case .disabled?: text += ": disabled (G30)"
            case .removed?: text += ": its view left the window (G28)"
            case .cancelled?: text += ": its touches were cancelled (G9)"
            case let failure?:
                text += ": \(failure.rawValue) (\(gesture.rules))"
            case nil:
                if gesture.state == .pending { text += " (waits for the recognizers it requires to fail, G12\(dynamic))" }
                if gesture.state == .cancelled {
                    switch gesture.rules.first {
                    case .g30: text += ": disabled (G30)"
                    case .g28: text += ": its view left the window (G28)"
                    default: text += ": its touches were cancelled (G9)"
                    }
                }
                if gesture.state.sendsAction { text += ", action sent" }
                if let by = gesture.sparedBy {
                    text += "; \(scene.name(of: by)) cannot prevent it: a tap never prevents a tap that needs more taps (G12a)"
                }
                if let spared = gesture.spared {
                    text += "; \(scene.name(of: spared)) stays possible: a tap never prevents a tap that needs more taps (G12a)"
                }
            }
            return text
        case .control(let index):
            let control = step.controls[index]
            return "control \(scene.views[control.control.index].name) → \(control.event.rawValue)"
        case .hold(let index):
            let hold = step.holds[index]
            return "held \(scene.views[hold.view.index].name).\(hold.phase.methodName) \(list(hold.touches)) by "
                + "\(scene.name(of: hold.recognizer)) (\(hold.rule))"
        case .release(let index):
            let release = step.releases[index]
            return "release \(scene.views[release.view.index].name) \(list(release.touches)): its held calls follow (G20)"
        case .discard(let index):
            let discard = step.discards[index]
            let by = discard.recognizer.map { "by \(scene.name(of: $0)) (G16)" } ?? "by the cancellation (G23)"
            return "discard \(scene.views[discard.view.index].name) \(list(discard.touches)): held calls thrown away \(by)"
                + TraceWording.discardInCell(discard.view, scene)
        case .firstResponder, .action, .menu, .ignored, .scroll, .cell:
            return CompactLines.gestureLine(entry, step, scene)
        case .drop, .delivery, .output, .skip:
            return ""
        }
    }

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
