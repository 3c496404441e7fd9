import ResponderSimCore
import ResponderSimTeaching

/// The key of marks, for ``SVGWriter``: a sample of each kind of mark a picture uses (touches,
/// views, badges) with its meaning, written line by line by ``KeyLines``.
extension SVGWriter {
    /// The key: a sample of each kind of mark the picture uses, with its meaning.
    static func writeKey(_ picture: Picture, at start: Double, into xml: inout XMLBuilder) -> Double {
        var key = KeyLines(y: start)
        writeTouchKey(picture, &key, into: &xml)
        writeViewKey(picture, &key, into: &xml)
        writeBadgeKey(picture.boxes, &key, into: &xml)
        return key.y
    }

    /// The key's entries for touches: their marks, fates, holds and paths.
    private static func writeTouchKey(_ picture: Picture, _ key: inout KeyLines, into xml: inout XMLBuilder) {
        let sampleColor = KeyLines.sampleColor
        let tracks = picture.tracks
        if !tracks.isEmpty {
            key.entry(into: &xml, "dot: where a finger came down; small dots: each move; line: its path") { xml, mid in
                xml.element(
                    "line",
                    [
                        ("x1", "6"), ("y1", SVGText.number(mid)), ("x2", "34"), ("y2", SVGText.number(mid)), ("stroke", sampleColor),
                        ("stroke-width", "2.5"),
                    ])
                xml.element("circle", [("cx", "6"), ("cy", SVGText.number(mid)), ("r", "4.5"), ("fill", sampleColor)])
                xml.element("circle", [("cx", "20"), ("cy", SVGText.number(mid)), ("r", "1.8"), ("fill", sampleColor)])
            }
        }
        if tracks.contains(where: { if case .lifted = $0.ending { true } else { false } }) {
            key.entry(into: &xml, "ring: where the finger lifted (up)") { xml, mid in
                xml.element(
                    "circle",
                    [
                        ("cx", "20"), ("cy", SVGText.number(mid)), ("r", "7"), ("fill", "none"), ("stroke", sampleColor),
                        ("stroke-width", "2"),
                    ])
            }
        }
        if tracks.contains(where: { $0.points.contains(where: \.skipped) }) {
            key.entry(into: &xml, "hollow small dot: an event skipped while the app ignored touches (I3); the finger moved, no one heard") {
                xml, mid in
                xml.element(
                    "circle",
                    [
                        ("cx", "20"), ("cy", SVGText.number(mid)), ("r", "2.8"), ("fill", "#ffffff"), ("stroke", sampleColor),
                        ("stroke-width", "1.2"),
                    ])
            }
        }
        if tracks.contains(where: { $0.cancellation != nil }) {
            key.entry(into: &xml, "cross: where the touch was cancelled") { xml, mid in
                let d =
                    "M15,\(SVGText.number(mid - 5)) L25,\(SVGText.number(mid + 5)) M15,\(SVGText.number(mid + 5)) L25,\(SVGText.number(mid - 5))"
                xml.element("path", [("d", d), ("stroke", sampleColor), ("stroke-width", "2.5"), ("fill", "none")])
            }
        }
        if tracks.contains(where: { !$0.holds.isEmpty }) {
            key.entry(into: &xml, "hollow diamond: a call a recognizer held back from the view (G17, G18), where the finger was then") {
                xml, mid in
                keyDiamond(at: Point(20, mid), filled: false, struck: false, &xml)
            }
        }
        if tracks.contains(where: { $0.holds.contains { if case .released = $0.outcome { true } else { false } } }) {
            key.entry(into: &xml, "filled diamond: that held call was released later and reached the view late (G20)") { xml, mid in
                keyDiamond(at: Point(20, mid), filled: true, struck: false, &xml)
            }
        }
        if tracks.contains(where: { $0.holds.contains { if case .discarded = $0.outcome { true } else { false } } }) {
            key.entry(into: &xml, "struck diamond: that held call was thrown away; the view never got it (G16, G23)") { xml, mid in
                keyDiamond(at: Point(20, mid), filled: false, struck: true, &xml)
            }
        }
        if tracks.contains(where: { $0.points.contains(where: \.afterDeath) }) {
            let seen = tracks.contains { track in
                track.points.contains(where: \.afterDeath) && track.recognitions.contains { $0.verdict == .attached }
            }
            let meaning =
                seen
                ? "faint dotted line: the finger moved on after its touch died for the views; no view hears of it, its recognizers still may (L4)"
                : "faint dotted line: the finger moved on after its touch died; nothing is delivered"
            key.entry(into: &xml, meaning) { xml, mid in
                xml.element(
                    "line",
                    [
                        ("x1", "6"), ("y1", SVGText.number(mid)), ("x2", "34"), ("y2", SVGText.number(mid)), ("stroke", sampleColor),
                        ("stroke-width", "1.2"), ("stroke-dasharray", "1 3"),
                    ])
            }
        }
        if picture.time != nil && tracks.contains(where: { if case .stillDown = $0.ending { true } else { false } }) {
            key.entry(into: &xml, "shaded disc: a finger still down at this time") { xml, mid in
                PictureDrawing.finger(Point(20, mid), color: sampleColor, &xml)
            }
        }
        if tracks.contains(where: { if case .withheld = $0.fate { true } else { false } }) {
            key.entry(into: &xml, "dashed path, hollow dot: a withheld touch; no responder ever sees it") { xml, mid in
                xml.element(
                    "line",
                    [
                        ("x1", "6"), ("y1", SVGText.number(mid)), ("x2", "34"), ("y2", SVGText.number(mid)), ("stroke", sampleColor),
                        ("stroke-width", "2"), ("stroke-dasharray", "6 4"),
                    ])
                xml.element(
                    "circle",
                    [
                        ("cx", "6"), ("cy", SVGText.number(mid)), ("r", "4.5"), ("fill", "#ffffff"), ("stroke", sampleColor),
                        ("stroke-width", "2"),
                    ])
            }
        }
        if !tracks.isEmpty {
            key.entry(
                into: &xml,
                "outline in a touch's colour: that touch's hit-test view (in turns of colour when touches share it; dashed when the touch was withheld)"
            ) { xml, mid in
                xml.element(
                    "rect",
                    [
                        ("x", "6"), ("y", SVGText.number(mid - 7)), ("width", "28"), ("height", "14"), ("fill", "none"),
                        ("stroke", sampleColor), ("stroke-width", "2.5"),
                    ])
            }
        }
        if picture.focus.isFocused && tracks.contains(where: { $0.hitPath.count > 1 }) {
            key.entry(into: &xml, "thin line in a touch's colour: a view on that touch's hit-test path, from its window down (H1, H5)") {
                xml, mid in
                xml.element(
                    "rect",
                    [
                        ("x", "6"), ("y", SVGText.number(mid - 7)), ("width", "28"), ("height", "14"), ("fill", "none"),
                        ("stroke", sampleColor), ("stroke-width", "1.2"),
                    ])
            }
        }
    }

    /// The key's entries for views: outlines, shapes, tracking areas and where views started.
    private static func writeViewKey(_ picture: Picture, _ key: inout KeyLines, into xml: inout XMLBuilder) {
        let sampleColor = KeyLines.sampleColor
        let boxes = picture.boxes
        if picture.under.contains(where: { !$0.covered.isEmpty }) {
            key.entry(
                into: &xml,
                "dotted outline in a touch's colour: the view that touch's hit-test view covers; it would get the touch without it (H5, H7)"
            ) { xml, mid in
                xml.element(
                    "rect",
                    [
                        ("x", "6"), ("y", SVGText.number(mid - 7)), ("width", "28"), ("height", "14"), ("fill", "none"),
                        ("stroke", sampleColor), ("stroke-width", "2"), ("stroke-dasharray", "1.5 3"), ("stroke-linecap", "round"),
                    ])
            }
        }
        if !picture.focus.containers.isEmpty {
            key.entry(
                into: &xml,
                "faint dotted rectangle: a plain container, where its superview or its whole window is; point at it for its name"
            ) {
                xml, mid in
                xml.element(
                    "rect",
                    [
                        ("x", "6"), ("y", SVGText.number(mid - 7)), ("width", "28"), ("height", "14"), ("fill", "none"),
                        ("stroke", "#9aa5b1"), ("stroke-width", "0.8"), ("stroke-dasharray", "2 3"),
                    ])
            }
        }
        if boxes.contains(where: { !$0.shape.isUpright }) {
            key.entry(
                into: &xml,
                "turned or mirrored shape: a view with a transform (or inside one), drawn as the hit test sees it; the thick corner is its own top-left (H10–H12)"
            ) { xml, mid in
                xml.element(
                    "polygon",
                    [
                        (
                            "points",
                            "20,\(SVGText.number(mid - 9)) 32,\(SVGText.number(mid)) 20,\(SVGText.number(mid + 9)) 8,\(SVGText.number(mid))"
                        ),
                        ("fill", "#cfe2f3"), ("fill-opacity", "0.55"), ("stroke", "#5b6b7b"),
                    ])
                xml.element(
                    "polyline",
                    [
                        ("points", "11,\(SVGText.number(mid - 2.25)) 8,\(SVGText.number(mid)) 11,\(SVGText.number(mid + 2.25))"),
                        ("fill", "none"), ("stroke", PictureDrawing.ink), ("stroke-width", "2.5"), ("stroke-linecap", "round"),
                    ])
            }
        }
        if !picture.tracking.isEmpty {
            key.entry(
                into: &xml,
                "faint green dashed shape: where a control's tracked touch still counts as inside, its bounds grown by its slop (U3)"
            ) {
                xml, mid in
                xml.element(
                    "rect",
                    [
                        ("x", "4"), ("y", SVGText.number(mid - 8)), ("width", "32"), ("height", "16"), ("fill", "#43a047"),
                        ("fill-opacity", "0.05"), ("stroke", "#2e7d32"), ("stroke-dasharray", "6 3"),
                    ])
            }
        }
        key.entry(into: &xml, "rectangle: a window or view to scale, front-most drawn last; fills are translucent") { xml, mid in
            xml.element(
                "rect",
                [
                    ("x", "6"), ("y", SVGText.number(mid - 7)), ("width", "28"), ("height", "14"), ("fill", "#cfe2f3"),
                    ("fill-opacity", "0.55"), ("stroke", "#5b6b7b"),
                ])
        }
        if boxes.contains(where: { $0.isHidden || $0.insideHidden }) {
            key.entry(into: &xml, "dashed, nearly empty: hidden (or inside a hidden view), so never hit") { xml, mid in
                xml.element(
                    "rect",
                    [
                        ("x", "6"), ("y", SVGText.number(mid - 7)), ("width", "28"), ("height", "14"), ("fill", "none"),
                        ("stroke", "#5b6b7b"), ("stroke-dasharray", "6 4"),
                    ])
            }
        }
        if boxes.contains(where: { $0.refusal != nil && !($0.isHidden || $0.insideHidden) }) {
            key.entry(into: &xml, "hatched: cannot be hit itself (user interaction off, or alpha < 0.01)") { xml, mid in
                xml.element(
                    "rect",
                    [
                        ("x", "6"), ("y", SVGText.number(mid - 7)), ("width", "28"), ("height", "14"), ("fill", "url(#rs-hatch)"),
                        ("stroke", "#5b6b7b"),
                    ])
            }
        }
        if boxes.contains(where: { $0.insideRefusing && !($0.isHidden || $0.insideHidden) }) {
            key.entry(into: &xml, "greyed: inside a view that cannot be hit, so the hit test never reaches it") { xml, mid in
                xml.element(
                    "rect",
                    [
                        ("x", "6"), ("y", SVGText.number(mid - 7)), ("width", "28"), ("height", "14"), ("fill", "#d6d6d6"),
                        ("fill-opacity", "0.55"), ("stroke", "#9a9a9a"),
                    ])
            }
        }
        if boxes.contains(where: { $0.hitArea != nil }) {
            key.entry(into: &xml, "dotted inner line: the touchable area moved by hit insets") { xml, mid in
                xml.element(
                    "rect",
                    [
                        ("x", "4"), ("y", SVGText.number(mid - 8)), ("width", "32"), ("height", "16"), ("fill", "none"),
                        ("stroke", "#37474f"), ("stroke-dasharray", "1.5 2"),
                    ])
            }
        }
        if !picture.ghosts.isEmpty {
            key.entry(
                into: &xml, "faint red dashed rectangle: a view removed during the run, where it was just before (its label says when)"
            ) {
                xml, mid in
                xml.element(
                    "rect",
                    [
                        ("x", "6"), ("y", SVGText.number(mid - 7)), ("width", "28"), ("height", "14"), ("fill", "#b71c1c"),
                        ("fill-opacity", "0.04"), ("stroke", "#b71c1c"), ("stroke-opacity", "0.55"), ("stroke-dasharray", "5 3"),
                    ])
            }
        }
        if !picture.starts.isEmpty {
            key.entry(into: &xml, "grey dotted outline: where a view that moved (drag, set frame) started") { xml, mid in
                xml.element(
                    "rect",
                    [
                        ("x", "6"), ("y", SVGText.number(mid - 7)), ("width", "28"), ("height", "14"), ("fill", "none"),
                        ("stroke", "#8a8a8a"), ("stroke-dasharray", "2 3"),
                    ])
            }
        }
        if picture.cellKeys.isSelected {
            key.entry(into: &xml, "indigo tint, solid border: a cell its list shows selected (TS5, TS8)") { xml, mid in
                PictureDrawing.cellMarkSample(CellStates.Mark(isSelected: true, isHighlighted: false), mid: mid, &xml)
            }
        }
        if picture.cellKeys.isHighlighted {
            key.entry(
                into: &xml,
                "grey tint, dashed border: a cell its list shows highlighted, from the began that reached the list "
                    + "to its lift or cancel (TS3–TS6)"
            ) { xml, mid in
                PictureDrawing.cellMarkSample(CellStates.Mark(isSelected: false, isHighlighted: true), mid: mid, &xml)
            }
        }
    }

    /// The key's entries for the badges the picture shows.
    private static func writeBadgeKey(_ boxes: [ViewBox], _ key: inout KeyLines, into xml: inout XMLBuilder) {
        let badges: [(Badge, String)] = [
            (Badge(text: "VC", style: .controller), "the root view of that view controller"),
            (Badge(text: "multi-touch", style: .multiple), "multiple-touch on: takes more than one touch at a time"),
            (Badge(text: "exclusive", style: .exclusive), "exclusive-touch on"),
            (Badge(text: "passthrough", style: .passthrough), "hit-test passthrough: never the hit-test view itself"),
            (Badge(text: "hidden", style: .hidden), "hidden"),
            (Badge(text: "interaction off", style: .refusal), "user interaction disabled"),
            (Badge(text: "alpha", style: .refusal), "its alpha (below 0.01: cannot be hit)"),
            (Badge(text: "clips", style: .plain), "clips to bounds (drawing only; hit testing ignores it)"),
            (Badge(text: "hit insets", style: .plain), "hit insets move the touchable area"),
            (
                Badge(text: "offset x, y", style: .plain),
                "a scroll view's content offset at this time: its content shows through its frame, moved up and left by it (SV2)"
            ),
            (Badge(text: "scroll-enabled no", style: .plain), "scrolling off: no delay, no pan, calls go up the chain (SV5)"),
            (Badge(text: "decelerating", style: .plain), "a flick's deceleration still moves the content at this time (SK3)"),
            (Badge(text: "rotate 90°", style: .transform), "its transform, about its centre: scale, then rotate, then translate (H10)"),
            (
                Badge(text: "slop 70", style: .control),
                "a control (UIButton, UIControl): it tracks one touch and sends control events (U2–U6)"
            ),
            (Badge(text: "enabled: no", style: .refusal), "a disabled control: the hit test skips it and its subviews (U1)"),
            (
                Badge(text: "tap name", style: .gesture),
                "a gesture recognizer of the view: its kind, its name, and its keys away from their defaults (G1)"
            ),
        ]
        for (badge, meaning) in badges where keyNeeds(badge, boxes) {
            let parts = SVGText.wrap(meaning, width: legendWidth - 14 - badge.width, size: legendSize)
            let top = key.y
            for (index, part) in parts.enumerated() {
                key.y += lineHeight
                xml.element(
                    "text",
                    [
                        ("class", "key-line"), ("x", SVGText.number(index == 0 ? 6 + badge.width + 8 : 44)),
                        ("y", SVGText.number(key.y - 3.5)),
                        ("font-size", SVGText.number(legendSize)), ("fill", PictureDrawing.ink),
                    ], content: part)
            }
            PictureDrawing.badgeMark(badge, x: 6, y: top + 2.5, &xml)
        }
    }

    private static func keyNeeds(_ badge: Badge, _ boxes: [ViewBox]) -> Bool {
        switch badge.style {
        case .transform: boxes.contains { $0.transform != nil }
        case .control: boxes.contains(where: \.isControl)
        case .gesture: boxes.contains { !$0.recognizers.isEmpty }
        case .refusal where badge.text == "enabled: no": boxes.contains { $0.refusal == .disabledControl }
        case .controller: boxes.contains { $0.controller != nil }
        case .multiple: boxes.contains(where: \.multipleTouch)
        case .exclusive: boxes.contains(where: \.exclusiveTouch)
        case .passthrough: boxes.contains(where: \.passthrough)
        case .hidden: boxes.contains(where: \.isHidden)
        case .refusal:
            badge.text == "alpha"
                ? boxes.contains { $0.alpha < 1 } : boxes.contains { $0.refusal == .interactionOff }
        case .plain where badge.text == "clips": boxes.contains(where: \.clips)
        case .plain where badge.text == "offset x, y": boxes.contains { $0.scroll != nil && $0.offset != .zero }
        case .plain where badge.text == "scroll-enabled no": boxes.contains { $0.scroll?.scrollEnabled == false }
        case .plain where badge.text == "decelerating": boxes.contains(where: \.isDecelerating)
        case .plain: boxes.contains { $0.hitArea != nil }
        case .cell: boxes.contains { $0.cellMark != nil }
        }
    }

    /// The key's sample of a held call's diamond.
    static func keyDiamond(at point: Point, filled: Bool, struck: Bool, _ xml: inout XMLBuilder) {
        let hold = TouchTrack.Hold(
            phase: .ended, view: ViewID(0), recognizer: RecognizerID(0), rule: .g18, step: 0, time: 0, point: point,
            outcome: filled ? .released(step: 0, time: 0) : struck ? .discarded(step: 0, time: 0, by: nil) : .held)
        PictureDrawing.heldMark(at: point, from: point, hold: hold, color: "#444444", stepped: false, scale: 1, &xml)
    }
}

/// The key's lines as they are written: where the next one goes.
struct KeyLines {
    /// The colour of the sample marks.
    static let sampleColor = "#444444"
    /// The bottom of the last line written.
    var y: Double

    /// One entry: its text, wrapped beside the sample, and the sample `draw` puts at the
    /// middle of its first line.
    mutating func entry(into xml: inout XMLBuilder, _ text: String, draw: (inout XMLBuilder, Double) -> Void) {
        let parts = SVGText.wrap(text, width: SVGWriter.legendWidth - 44, size: SVGWriter.legendSize)
        let top = y
        for part in parts {
            y += SVGWriter.lineHeight
            xml.element(
                "text",
                [
                    ("class", "key-line"), ("x", "44"), ("y", SVGText.number(y - 3.5)),
                    ("font-size", SVGText.number(SVGWriter.legendSize)), ("fill", PictureDrawing.ink),
                ], content: part)
        }
        draw(&xml, top + SVGWriter.lineHeight / 2 + 0.5)
    }
}
