/// A step's script action as a scene file writes it, after the time (`set list content-offset
/// [0, 200]`, `key cmd+f`, `press select began`): JSON's `script`, from which a program can
/// rebuild the step. Touch steps have none (their `changes` are the lines).
enum ScriptText {
    /// The action in scene syntax; nil for touch lines.
    static func line(of action: ScriptAction, _ scene: Scene) -> String? {
        switch action {
        case .touches: return nil
        case .cancel: return "cancel"
        case .ignoreBegin: return "ignore begin"
        case .ignoreEnd: return "ignore end"
        case .set(let view, let key, let change): return "set \(scene.views[view.index].name) \(key) \(value(of: change, key: key, scene))"
        case .setRecognizerEnabled(let recognizer, let enabled):
            return "set \(scene.name(of: recognizer)) enabled \(enabled ? "yes" : "no")"
        case .setRecognizerAnswer(let recognizer, let change):
            return "set \(scene.name(of: recognizer)) \(change.key.name) \(change.value.text(scene))"
        case .setRecognizerEndsEditing(let recognizer, let on):
            return "set \(scene.name(of: recognizer)) ends-editing \(on ? "yes" : "no")"
        case .remove(let view): return "remove \(scene.views[view.index].name)"
        case .wait: return "wait"
        case .chain(let step): return line(of: step, scene)
        }
    }

    /// The value of `set VIEW KEY VALUE` as written: for `handles` and `passes-on`, the phases
    /// of that key alone (a written key replaces the behaviour's handling, so the effective
    /// handling is what was written).
    private static func value(of change: ViewPropertyChange, key: String, _ scene: Scene) -> String {
        guard case .handling(let handling) = change else { return change.valueText(scene) }
        return NumberFormatting.phases(key == ViewKey.passesOn.name ? handling.passesOn : handling.handles)
    }

    private static func line(of step: ChainStep, _ scene: Scene) -> String {
        switch step {
        case .become(let responder): return "become \(scene.name(of: responder))"
        case .resign(let responder): return "resign \(scene.name(of: responder))"
        case .makeKey(let window): return "make-key \(scene.views[window.index].name)"
        case .sendAction(let action, let sender, let target):
            return "action \(action)" + (sender.map { " from " + scene.name(of: $0) } ?? "")
                + (target.map { " to " + scene.name(of: $0) } ?? "")
        case .key(let spec): return "key \(spec)"
        case .press(let kind, let phase): return "press \(kind) \(phase.name)"
        case .shake(let phase): return phase.map { "shake \($0.name)" } ?? "shake"
        case .remote(let subtype): return "remote \(subtype)"
        case .menu(let actions): return (["menu"] + actions).joined(separator: " ")
        }
    }
}
