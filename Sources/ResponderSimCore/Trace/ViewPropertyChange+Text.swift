extension ViewPropertyChange {
    /// The value as a scene file writes it.
    package func valueText(_ scene: Scene) -> String {
        func phases(_ set: PhaseSet) -> String { NumberFormatting.phases(set) }
        switch self {
        case .frame(let r): return KeyValue.rect(r).text
        case .boundsOrigin(let p): return KeyValue.point(p).text
        case .hidden(let v), .userInteraction(let v), .multipleTouch(let v), .exclusiveTouch(let v), .clips(let v), .enabled(let v),
            .editable(let v), .selected(let v):
            return KeyValue.flag(v).text
        case .alpha(let v): return KeyValue.alpha(v).text
        case .hitInsets(let i): return KeyValue.insets(i).text
        case .hitTest(let mode): return KeyValue.hitTest(mode).text
        case .slop(let v): return KeyValue.number(v).text
        case .handling(let h): return "handles \(phases(h.handles)), passes-on \(phases(h.passesOn))"
        case .behavior(let spec, _): return spec?.kind.rawValue ?? "none"
        case .traits(_, let text): return text
        case .scroll(_, let value): return value.text(scene)
        }
    }
}
