/// How a view key's value is printed, as a scene file writes it: the printing half of each
/// key's codec (the builder's readers are the reading half). The outline, its changes and
/// the defaults it leaves out read this one place.
extension ViewKey {
    /// The key's value on `view`, or nil for a key that is structure rather than a value
    /// (`view`, `class`, `controller`, `subviews`, `gestures`, `transform`).
    package func printed(_ view: View) -> String? {
        if let field = declaration.field { return field.value(view).text }
        switch self {
        case .handles: return NumberFormatting.phases(view.handling.handles)
        case .passesOn: return NumberFormatting.phases(view.handling.passesOn)
        case .behavior: return view.behavior?.kind.rawValue ?? "none"
        case .level: return NumberFormatting.decimal(view.level)
        default: return nil
        }
    }

    /// The key's default on a fresh view of `view`'s class, as the key table declares it and a
    /// scene file writes it; nil for a key without one.
    package func printedDefault(of view: View) -> String? {
        defaultValue(for: view.viewClass, isWindow: view.isWindow)?.text
    }
}

extension KeyValue {
    /// The value as a scene file writes it: the one printer of every key's value (the
    /// builder's readers are the reading half). `scene` names the recognizers and views a
    /// list holds; only recognizer and scroll-view values hold such lists.
    package func text(_ scene: Scene?) -> String {
        switch self {
        case .flag(let value): NumberFormatting.flag(value)
        case .number(let number): NumberFormatting.decimal(number)
        case .alpha(let value): NumberFormatting.decimal(Double(value))
        case .point(let point): NumberFormatting.list([point.x, point.y])
        case .pair(let a, let b): NumberFormatting.list([a, b])
        case .rect(let rect): NumberFormatting.list([rect.x, rect.y, rect.width, rect.height])
        case .insets(let i): NumberFormatting.list([i.top, i.left, i.bottom, i.right])
        case .duration(let time): NumberFormatting.seconds(time)
        case .count(let count): count.map { "\($0)" } ?? "none"
        case .directions(let directions): "[" + directions.map(\.rawValue).joined(separator: ", ") + "]"
        case .recognizers(let ids): "[" + ids.map { scene?.name(of: $0) ?? "" }.joined(separator: ", ") + "]"
        case .hitTest(let mode): mode.rawValue
        case .receive(.yes): "yes"
        case .receive(.no): "no"
        case .receive(.notControls): "not-controls"
        case .receive(.views(let ids)): Self.viewNames(ids, scene)
        case .begin(let answer): answer.rawValue
        case .answer(.default): "default"
        case .answer(.yes): "yes"
        case .answer(.no): "no"
        case .answer(.listed(let views)): Self.viewNames(views, scene)
        case .rate(let rate): rate.rawValue
        case .dismissMode(let mode): mode.rawValue
        }
    }

    /// The value of a key that never holds a list (a view key's), as a scene file writes it.
    package var text: String { text(nil) }

    private static func viewNames(_ ids: [ViewID], _ scene: Scene?) -> String {
        "[" + ids.map { scene?.views[$0.index].name ?? "" }.joined(separator: ", ") + "]"
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
        case .shouldReceive: "its delegate's should-receive said no"
        }
    }
}

extension NumberWords {
    /// Numbers as traces and scene files write them (``NumberFormatting``).
    package static let scene = NumberWords(decimal: { NumberFormatting.decimal($0) }, seconds: { NumberFormatting.seconds($0) })
}
