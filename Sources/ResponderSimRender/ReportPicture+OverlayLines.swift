import ResponderSimCore
import ResponderSimTeaching

/// The step overlay's tags for the step's lines: held calls' diamonds kept clear, control
/// tracking areas and events, recognizer, hold, release and discard lines, chain lines, first
/// responders and the banner.
extension ReportPicture.StepOverlay {
    /// Held calls' diamonds drawn by now: tags keep clear of them.
    mutating func reserveHeldDiamonds() {
        for track in picture.tracks {
            for hold in track.holds where hold.step <= number {
                let center = PictureDrawing.heldCenter(hold, scale: scale)
                placer.block(Rect(center.x - 8 * scale, center.y - 8 * scale, 16 * scale, 16 * scale))
            }
        }
    }

    /// Controls that track a touch after the step: the area where it counts as inside (U3).
    mutating func drawTrackingAreas(under: inout XMLBuilder, over xml: inout XMLBuilder) {
        for tracking in step.tracking {
            guard let slopArea = drawing.geometry.slopArea(of: tracking.control, in: drawing.views) else { continue }
            picture.outline(slopArea, color: "#2e7d32", dash: "6 3", className: "slop", &under)
            let slop = Picture.ControlSlop(
                control: tracking.control, name: scene.views[tracking.control.index].name, touch: step.name(of: tracking.touch),
                inside: tracking.inside, area: slopArea, slop: drawing.views[tracking.control.index].slop)
            // This tag stays within the area it describes.
            picture.tag(
                PictureText.slopWords(slop), color: "#2e7d32", near: slopArea.rect, inside: false, within: slopArea.rect,
                rules: [.u3], &placer, &xml)
        }
    }

    /// A control's events of the step, on one line next to it.
    mutating func drawControlEvents(_ xml: inout XMLBuilder) {
        var controlEvents: [(control: ViewID, events: [ControlEvent])] = []
        for control in step.lines(of: ControlLine.self) {
            if let index = controlEvents.firstIndex(where: { $0.control == control.control }) {
                controlEvents[index].events.append(control.event)
            } else {
                controlEvents.append((control.control, [control.event]))
            }
        }
        for group in controlEvents {
            guard let anchor = rect(of: group.control), let last = group.events.last else { continue }
            tag(
                "control \(scene.views[group.control.index].name): " + group.events.map(\.rawValue).joined(separator: ", "),
                color: "#558b2f", near: anchor, inside: true, rules: [last.rule], &xml)
        }
    }

    /// Recognizer, hold, release and discard lines, next to their view or touch.
    mutating func drawGestureLines(_ xml: inout XMLBuilder) {
        for entry in step.entries {
            let color: String
            let anchor: Rect?
            switch step.line(entry) {
            case .gesture(let gesture)?:
                color = ReportPicture.stateColor(gesture.state)
                anchor = rect(of: scene.recognizers[gesture.recognizer.index].view) ?? banner
            case .hold(let hold)?: (color, anchor) = ("#8a5a00", touchAnchor(step.touches(hold.touches)))
            case .release(let release)?: (color, anchor) = ("#6d4c41", touchAnchor(step.touches(release.touches)))
            case .discard(let discard)?: (color, anchor) = ("#37474f", touchAnchor(step.touches(discard.touches)))
            default: continue
            }
            guard let anchor else { continue }
            let isGesture = if case .gesture? = step.line(entry) { true } else { false }
            tag(
                CompactLines.gestureLine(entry, step, scene), color: color, near: anchor, inside: isGesture,
                rules: ReportWriter.rules(of: entry, step, scene), &xml)
        }
    }

    /// First-responder, send, perform, command, menu and ignored lines, next to their
    /// responder; a search's start is named on its `send` or `command` tag, with the first
    /// responder marked as such (RA3, RF9).
    mutating func drawChainLines(_ xml: inout XMLBuilder) {
        for entry in step.entries {
            var text = CompactLines.gestureLine(entry, step, scene)
            let responder: Responder?
            switch step.line(entry) {
            case .firstResponder(let line)?:
                responder = line.responder
            case .action(let line)?:
                guard line.line != .ask else { continue }
                // A send sits by its sender, a command by its declarer; the tag names the search's start.
                responder = line.sender ?? line.responder ?? line.startResponder
                if let start = line.start, let from = line.startResponder {
                    let name = scene.name(of: from)
                    text += start == .firstResponder ? " — from the first responder \(name)" : " — from \(name)"
                }
            case .menu(let line)?:
                responder = line.target
            case .ignored?:
                responder = nil
            default:
                continue
            }
            let anchor = responder.flatMap { rect(of: $0) } ?? banner
            tag(text, color: "#6a1b9a", near: anchor, inside: false, rules: ReportWriter.rules(of: entry, step, scene), &xml)
        }
    }

    /// The first responder of each window after the step, marked where it is drawn (RF3).
    mutating func markFirstResponders(_ responders: [(Responder, inKeyWindow: Bool)], _ xml: inout XMLBuilder) {
        for (responder, inKeyWindow) in responders {
            guard let anchor = rect(of: responder) else { continue }
            let words = inKeyWindow ? "first responder of the key window" : "first responder (its window is not key)"
            tag(
                "\(words): \(scene.name(of: responder))", color: "#4a148c", near: anchor, inside: true,
                rules: inKeyWindow ? [.rf3, .rf9] : [.rf3], &xml)
        }
    }

    /// A banner for what concerns the whole app, its rules on hover.
    func drawBanner(_ xml: inout XMLBuilder) {
        guard let (text, rules) = bannerWords() else { return }
        xml.open("g", [("class", "banner-group")])
        defer { xml.close("g") }
        if let hover = ReportPicture.statements(rules) { xml.element("title", [], content: hover) }
        let width = (SVGText.width(text, size: 11, bold: true) + 16) * scale
        xml.element(
            "rect",
            [
                ("class", "banner"), ("x", SVGText.number(banner.x)), ("y", SVGText.number(banner.y)), ("width", SVGText.number(width)),
                ("height", u(20)), ("rx", u(4)), ("fill", "#fff4e5"), ("stroke", "#c77700"), ("stroke-width", u(1)),
            ])
        xml.element(
            "text",
            [
                ("x", SVGText.number(banner.x + 8 * scale)), ("y", SVGText.number(banner.y + 14 * scale)), ("font-size", u(11)),
                ("font-weight", "bold"), ("fill", "#7a4a00"),
            ],
            content: text)
    }

    /// The banner's text and rules; nil when the step concerns no more than its touches.
    private func bannerWords() -> (text: String, rules: [RuleID])? {
        if step.lines(of: DropLine.self).contains(where: { $0.reason == .touchLimit }), scene.device.overflow == .cancelAll {
            return ("a finger beyond the limit of \(scene.device.touchLimit): every live touch is cancelled (L1)", [.l1])
        }
        switch step.kind {
        case .cancel:
            let still = ignoring > 0 ? "; the app still ignores touches" : ""
            return ("system cancel: every live touch is cancelled (L3)" + still, [.l3])
        case .timer:
            guard case .recognizer = step.timer?.owner else { return ("a delayed call fires", []) }
            return (PictureText.describe(step, scene), [.g25] + (step.timer.map { ReportPicture.timerRules($0.what) } ?? []))
        case .ignoreBegin, .ignoreEnd:
            return (ignoring > 0 ? "the app ignores touches (depth \(ignoring))" : "the app takes touches again", [.i1, .i2, .i3])
        default:
            return ignoring > 0 ? ("the app ignores touches (depth \(ignoring))", [.i1, .i2, .i3]) : nil
        }
    }
}
