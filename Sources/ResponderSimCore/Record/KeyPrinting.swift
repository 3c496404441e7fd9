/// How a view key's value is printed, as a scene file writes it: the printing half of each
/// key's codec (the builder's readers are the reading half). The outline, its changes and
/// the defaults it leaves out read this one place.
extension ViewKey {
    /// The key's value on `view`, or nil for a key that is structure rather than a value
    /// (`view`, `class`, `controller`, `subviews`, `gestures`, `transform`).
    package func printed(_ view: View) -> String? {
        switch self {
        case .frame: NumberFormatting.list([view.frame.x, view.frame.y, view.frame.width, view.frame.height])
        case .boundsOrigin: NumberFormatting.list([view.boundsOrigin.x, view.boundsOrigin.y])
        case .hidden: NumberFormatting.flag(view.isHidden)
        case .alpha: NumberFormatting.decimal(Double(view.alpha))
        case .userInteraction: NumberFormatting.flag(view.userInteraction)
        case .multipleTouch: NumberFormatting.flag(view.multipleTouch)
        case .exclusiveTouch: NumberFormatting.flag(view.exclusiveTouch)
        case .clips: NumberFormatting.flag(view.clips)
        case .hitInsets:
            NumberFormatting.list([view.hitInsets.top, view.hitInsets.left, view.hitInsets.bottom, view.hitInsets.right])
        case .hitTest: view.hitTest.rawValue
        case .handles: NumberFormatting.phases(view.handling.handles)
        case .passesOn: NumberFormatting.phases(view.handling.passesOn)
        case .behavior: view.behavior?.kind.rawValue ?? "none"
        case .enabled: NumberFormatting.flag(view.isEnabled)
        case .slop: NumberFormatting.decimal(view.slop)
        case .level: NumberFormatting.decimal(view.level)
        case .view, .window, .class, .controller, .subviews, .gestures, .transform: nil
        }
    }

    /// A fresh view of `view`'s class: every key at its default, as `View`'s initializer sets
    /// it (the one place defaults are declared).
    package static func defaults(for view: View) -> View {
        View(name: "", viewClass: view.viewClass, frame: view.frame, isWindow: view.isWindow, location: view.location)
    }
}

extension ScrollKey {
    /// The key's value in `settings` as a scene writes it; nil for `content-offset` (the
    /// view's bounds origin) and `pan-requires-failure-of` (the pan's requirement list).
    package func printed(_ settings: ScrollSettings, _ scene: Scene) -> String? {
        settings.value(of: self)?.text(scene)
    }
}

extension NumberFormatting {
    /// `yes` or `no`.
    package static func flag(_ value: Bool) -> String { value ? "yes" : "no" }
    /// `[1, 2.5]`.
    package static func list(_ numbers: [Double]) -> String { "[" + numbers.map(decimal).joined(separator: ", ") + "]" }
    /// `all`, or `[began, ended]`.
    package static func phases(_ set: PhaseSet) -> String {
        set == .all ? "all" : "[" + set.phases.map(\.name).joined(separator: ", ") + "]"
    }
}

extension ScrollValue {
    /// The value as a scene file writes it.
    public func text(_ scene: Scene) -> String {
        switch self {
        case .flag(let flag): NumberFormatting.flag(flag)
        case .pair(let a, let b): NumberFormatting.list([a, b])
        case .insets(let i): NumberFormatting.list([i.top, i.left, i.bottom, i.right])
        case .number(let number): NumberFormatting.decimal(number)
        case .duration(let time): NumberFormatting.seconds(time)
        case .rate(let rate): rate.rawValue
        case .answer(.default): "default"
        case .answer(.yes): "yes"
        case .answer(.no): "no"
        case .answer(.listed(let views)): "[" + views.map { scene.views[$0.index].name }.joined(separator: ", ") + "]"
        }
    }
}

extension ViewTransform {
    /// A transform as its keys say it: `rotate 90°`, `scale 0.5, translate [10, 0]`.
    package var words: String {
        var parts: [String] = []
        if scaleX != 1 || scaleY != 1 {
            parts.append(
                scaleX == scaleY
                    ? "scale " + NumberFormatting.decimal(scaleX)
                    : "scale [" + NumberFormatting.decimal(scaleX) + ", " + NumberFormatting.decimal(scaleY) + "]")
        }
        if rotation != 0 { parts.append("rotate " + NumberFormatting.decimal(rotation) + "°") }
        if translateX != 0 || translateY != 0 {
            parts.append(
                "translate [" + NumberFormatting.decimal(translateX) + ", " + NumberFormatting.decimal(translateY) + "]"
            )
        }
        return parts.isEmpty ? "transform" : parts.joined(separator: ", ")
    }
}

extension AttachmentRecord.Verdict {
    /// Why a recognizer on a touch's path did not take it.
    package var reason: String {
        switch self {
        case .attached: "took it"
        case .disabled: "disabled"
        case .terminal: "not yet reset"
        case .exclusiveTouch: "an exclusive-touch view tracks a touch"
        }
    }
}
