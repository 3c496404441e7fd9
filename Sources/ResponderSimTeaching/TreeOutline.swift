import ResponderSimCore

/// The view tree as an indented outline, for people: one line per view (windows first, in the
/// scene's order), with its class, frame and every flag that routing reads where it differs
/// from what the class starts with, then the application (and whether it ignores interaction
/// events) and the delegate. Also the differences between two states of the tree.
///
/// The outline shows what a scene says, never what follows from the rules: a label's
/// `user-interaction: no` is its class's default (H6), so a label shows none, and a
/// student asked about it must know the rule.
///
/// ```
/// main (window)  frame [0, 0, 320, 480]
///   card  frame [20, 100, 280, 200]  handles: all
///     titleLabel (UILabel)  frame [10, 10, 260, 30]  user-interaction: no, handles: all
/// UIApplication (application)
/// ```
package enum TreeOutline {
    /// The outline of `views` (the tree as it is at some moment of a run of `scene`).
    /// `tracking` names, for some views, the live touches bound to them; they are listed as
    /// `tracking: t1, t2`; `bound` the live touches bound to them whose began they have not had
    /// yet (a recognizer holds it), listed as `bound, not tracking yet: t1 (why)`. `ignoreDepth`
    /// is how many `ignore begin` are in force (I1). `disabled` are the recognizers a script
    /// `set` has disabled by then (or that start disabled).
    package static func lines(
        _ views: [View], scene: Scene, tracking: [ViewID: [String]] = [:], bound: [ViewID: [String]] = [:], ignoreDepth: Int = 0,
        disabled: Set<RecognizerID>? = nil,
        firstResponders: [(responder: Responder, inKeyWindow: Bool)] = []
    ) -> [String] {
        /// "first responder" on a view, or on its controller's part of the line (RF3, RF9).
        func firstResponderMark(_ responder: Responder) -> String? {
            guard let mark = firstResponders.first(where: { $0.responder == responder }) else { return nil }
            return mark.inKeyWindow ? "first responder (key window)" : "first responder (its window is not key)"
        }
        var lines: [String] = []
        var stack: [(ViewID, Int)] = scene.windows.reversed().map { ($0, 0) }
        while let (id, depth) = stack.popLast() {
            let view = views[id.index]
            var line = String(repeating: "  ", count: depth) + view.name
            if view.isWindow {
                line += " (window)"
            } else if view.viewClass != .uiView {
                line += " (\(view.viewClass.rawValue))"
            }
            line += "  frame " + list([view.frame.x, view.frame.y, view.frame.width, view.frame.height])
            var flags = shownFlags(view, views: views, scene: scene, disabled: disabled)
            if let touches = tracking[id], !touches.isEmpty { flags.append("tracking: " + touches.joined(separator: ", ")) }
            if let touches = bound[id], !touches.isEmpty { flags.append("bound, not tracking yet: " + touches.joined(separator: ", ")) }
            if let mark = firstResponderMark(.view(id)) { flags.append(mark) }
            if let controller = view.controller, let mark = firstResponderMark(.controller(controller)) {
                flags.append(scene.controllers[controller.index].name + ": " + mark)
            }
            if !flags.isEmpty { line += "  " + flags.joined(separator: ", ") }
            lines.append(line)
            for subview in view.subviews.reversed() { stack.append((subview, depth + 1)) }
        }
        var application = "\(scene.application.name) (application)"
        var applicationFlags: [String] = []
        if let handling = handlingText(scene.application.handling) { applicationFlags.append(handling) }
        applicationFlags += traitFlags(scene.application.traits, defaults: ResponderTraits(), scene: scene)
        if scene.application.receivesRemoteControl { applicationFlags.append("receives-remote-control: yes") }
        if ignoreDepth > 0 { applicationFlags.append("ignoring interaction events (depth \(ignoreDepth))") }
        if !applicationFlags.isEmpty { application += "  " + applicationFlags.joined(separator: ", ") }
        lines.append(application)
        if let delegate = scene.delegate {
            var line = "\(delegate.name) (delegate)"
            let flags =
                (handlingText(delegate.handling).map { [$0] } ?? [])
                + traitFlags(delegate.traits, defaults: ResponderTraits(), scene: scene)
            if !flags.isEmpty { line += "  " + flags.joined(separator: ", ") }
            lines.append(line)
        }
        return lines
    }

    /// What differs between two states of the tree, one line per view and property, in the
    /// scene's order of views: `card: user-interaction yes → no`, `button: removed from card`.
    package static func changes(from old: [View], to new: [View], scene: Scene) -> [String] {
        propertyChanges(from: old, to: new, scene: scene).map(\.text)
    }

    /// ``changes(from:to:scene:)`` with the view and key of each line (`removed` for a removal).
    static func propertyChanges(from old: [View], to new: [View], scene: Scene) -> [(view: Int, key: String, text: String)] {
        var lines: [(view: Int, key: String, text: String)] = []
        for index in new.indices where index < old.count {
            let before = properties(old[index], views: old, scene: scene)
            let after = properties(new[index], views: new, scene: scene)
            let name = new[index].name
            let wasAttached = isAttached(ViewID(index), old)
            let isAttachedNow = isAttached(ViewID(index), new)
            if wasAttached && !isAttachedNow {
                if old[index].superview != new[index].superview {
                    lines.append((index, "removed", "\(name): removed from \(superviewName(old[index], old))"))
                }
                continue
            }
            if !isAttachedNow { continue }
            for (key, value) in after {
                let previous = before.first { $0.key == key }?.value
                if previous != value { lines.append((index, key, "\(name): \(key) \(previous ?? "-") → \(value)")) }
            }
        }
        return lines
    }

    /// Every property of a view that routing reads, with its value as a scene file writes it.
    static func properties(_ view: View, views: [View], scene: Scene) -> [(key: String, value: String)] {
        var keys: [ViewKey] = [
            .frame, .boundsOrigin, .hidden, .alpha, .userInteraction, .multipleTouch, .exclusiveTouch, .clips, .hitInsets,
            .hitTest, .handles, .passesOn, .behavior,
        ]
        if view.isControl { keys += [.enabled, .slop] }
        var result = keys.compactMap { key in key.printed(view).map { (key: key.name, value: $0) } }
        // The responder chain's keys a `set` may change (they differ only after one).
        for key in ChainKey.settableKeys where key != .textInput || !view.isWindow {
            result.append((key.name, key.printed(view.traits, scene)))
        }
        if view.isWindow, let level = ViewKey.level.printed(view) { result.insert((ViewKey.level.name, level), at: 1) }
        return result
    }

    /// The flags worth showing: those that differ from the defaults of the view's class (so a
    /// label shows `user-interaction: yes` when a scene turns it on, and nothing otherwise).
    static func shownFlags(_ view: View, views: [View], scene: Scene, disabled: Set<RecognizerID>? = nil) -> [String] {
        var flags: [String] = []
        if view.isWindow && (scene.windows.count > 1 || view.level != 0) {
            flags.append(ViewKey.level.name + ": " + NumberFormatting.decimal(view.level))
        }
        // The plain keys whose value differs from the default of the view's class.
        func differing(_ keys: [ViewKey]) {
            for key in keys {
                if let value = key.printed(view), value != key.printedDefault(of: view) { flags.append(key.name + ": " + value) }
            }
        }
        if let scroll = view.scroll {
            // A scroll view's offset is its content offset; its keys away from UIKit's defaults.
            if view.boundsOrigin != .zero {
                flags.append(ScrollKey.contentOffset.name + ": " + NumberFormatting.list([view.boundsOrigin.x, view.boundsOrigin.y]))
            }
            let defaults = ScrollSettings(for: view.viewClass)
            for key in ScrollKey.allCases {
                if let value = key.printed(scroll, scene), value != key.printed(defaults, scene) { flags.append(key.name + ": " + value) }
            }
        }
        // A scroll view's bounds origin is its content offset, given above.
        differing(
            (view.scroll == nil ? [.boundsOrigin] : [])
                + [.hidden, .alpha, .userInteraction, .multipleTouch, .exclusiveTouch, .clips, .hitInsets, .hitTest])
        if let transform = view.transform { flags.append(ViewKey.transform.name + ": " + transform.words) }
        if view.isControl { differing([.enabled, .slop]) }
        if view.viewClass.listClassOfCell != nil { differing([.selected]) }
        if let behavior = view.behavior { flags.append(ViewKey.behavior.name + ": " + behavior.kind.rawValue) }
        if let handling = handlingText(view.handling) { flags.append(handling) }
        flags += traitFlags(view.traits, defaults: ResponderTraits(for: view.viewClass, isWindow: view.isWindow), scene: scene)
        if let controller = view.controller {
            let owner = scene.controllers[controller.index]
            var text = ViewKey.controller.name + ": " + owner.name
            let details =
                (handlingText(owner.handling).map { [$0] } ?? []) + traitFlags(owner.traits, defaults: ResponderTraits(), scene: scene)
            if !details.isEmpty { text += " (" + details.joined(separator: "; ") + ")" }
            flags.append(text)
        }
        if !view.gestures.isEmpty {
            let off = disabled ?? Set(view.gestures.filter { !scene.recognizers[$0.index].isEnabled })
            flags.append(
                ViewKey.gestures.name + ": "
                    + view.gestures.map { recognizerText($0, scene: scene, enabled: !off.contains($0)) }.joined(separator: ", "))
        }
        return flags
    }

    /// The responder chain's keys away from their defaults (first responder, actions, keys,
    /// presses, motion, remote control, sends, presented-by), as a scene writes them.
    static func traitFlags(_ traits: ResponderTraits, defaults: ResponderTraits, scene: Scene) -> [String] {
        ChainKey.allCases.compactMap { key in
            let value = key.printed(traits, scene)
            return value == key.printed(defaults, scene) ? nil : key.name + ": " + value
        }
    }

    /// A recognizer as its scene lines say it, with the keys away from their defaults:
    /// `tap dbl (taps: 2)`, `tap single (requires-failure-of: [dbl])`.
    static func recognizerText(_ id: RecognizerID, scene: Scene, enabled: Bool) -> String {
        let recognizer = scene.recognizers[id.index]
        var keys: [String] = []
        for key in outlineKeyOrder {
            let declaration = key.declaration(for: recognizer.kind)
            let value = declaration.value(recognizer)
            if value != declaration.defaultValue { keys.append(key.name + ": " + value.text(scene)) }
        }
        if !enabled { keys.append(GestureKey.enabled.rawValue + ": no") }
        return "\(recognizer.kind.name) \(recognizer.name)" + (keys.isEmpty ? "" : " (" + keys.joined(separator: ", ") + ")")
    }

    /// The order keys take in a recognizer's text: its kind's keys, then its relations, then
    /// its switches (`enabled`, whose value is the run's, comes last).
    static let outlineKeyOrder: [GestureKey] =
        GestureKey.allCases.filter { !GestureKey.common.contains($0) }
        + [.requiresFailureOf, .simultaneousWith] + GestureKey.delegateAnswers + [.cancelsTouches, .delaysBegan, .delaysEnded]

    /// `handles: [began], passes-on: [moved]`, or nil when the responder overrides nothing.
    static func handlingText(_ handling: Handling) -> String? {
        var parts: [String] = []
        if !handling.handles.isEmpty { parts.append(ViewKey.handles.name + ": " + phases(handling.handles)) }
        if !handling.passesOn.isEmpty { parts.append(ViewKey.passesOn.name + ": " + phases(handling.passesOn)) }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    static func isAttached(_ id: ViewID, _ views: [View]) -> Bool {
        var current: ViewID? = id
        while let view = current {
            if views[view.index].isWindow { return true }
            current = views[view.index].superview
        }
        return false
    }

    static func superviewName(_ view: View, _ views: [View]) -> String {
        view.superview.map { views[$0.index].name } ?? "its window"
    }

    static func flag(_ value: Bool) -> String { NumberFormatting.flag(value) }
    static func list(_ numbers: [Double]) -> String { NumberFormatting.list(numbers) }
    static func phases(_ set: PhaseSet) -> String { NumberFormatting.phases(set) }
}
