import ResponderSimCore
import ResponderSimTeaching

/// Writes a ``Picture`` as a standalone SVG file: the windows and views drawn to scale in
/// screen points (one SVG unit per point), each touch's path, and a legend in words.
///
/// The file is well-formed XML with no external resources; every name is escaped, and the
/// same picture always gives the same bytes.
package enum SVGWriter {
    static let margin = 16.0
    static let legendGap = 28.0
    static let legendWidth = 410.0
    static let legendSize = 11.0
    static let lineHeight = 15.0

    /// Writes `picture` into `output`.
    package static func write<Output: TextOutputStream>(_ picture: Picture, into output: inout Output) {
        let layout = PictureDrawing.Layout(
            boxes: picture.boxes, starts: picture.starts, ghosts: picture.ghosts, tracks: picture.tracks, scene: picture.scene,
            disabledRecognizers: picture.disabledRecognizers, recognizerStates: picture.recognizerStates, slopAreas: picture.tracking,
            focus: picture.focus)
        let extent = layout.extent

        // Header lines.
        let titleSize = 15.0
        let titleLines = SVGText.wrap(picture.title, width: max(extent.width + legendGap + legendWidth, 300), size: titleSize)
        var subtitle: String
        if let time = picture.time {
            subtitle = "at \(PictureText.time(time)): the tree as it is then, and the paths so far"
        } else {
            subtitle = "the whole run: the tree as the last step left it, and every path"
        }
        subtitle += " (\(picture.stepCount) step" + (picture.stepCount == 1 ? "" : "s") + "; 1 unit = 1 point)"
        // Notes under the subtitle: what a summary leaves out, and what a focused picture labels.
        let noteWidth = max(extent.width + legendGap + legendWidth, 300)
        let notes: [(className: String, style: [(String, String)], lines: [String])] = [
            ("summary-note", [("font-weight", "bold"), ("fill", "#9a5b00")], picture.summaryNote),
            ("focus-note", [("fill", PictureDrawing.muted)], picture.focus.note),
        ].compactMap { note in note.2.map { (note.0, note.1, SVGText.wrap($0, width: noteWidth, size: 10.5)) } }
        let noteLines = notes.reduce(0) { $0 + $1.lines.count }
        let headerHeight = Double(titleLines.count) * 19 + 20 + Double(noteLines) * 14

        // Legend lines.
        var legend = XMLBuilder()
        let legendHeight = writeLegend(picture, layout: layout, into: &legend)

        let pictureWidth = extent.width
        let width = (margin + pictureWidth + legendGap + legendWidth + margin).rounded(.up)
        let height = (margin + headerHeight + max(extent.height, legendHeight) + margin).rounded(.up)
        let dx = margin - extent.x
        let dy = margin + headerHeight - extent.y

        var xml = XMLBuilder()
        xml.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        xml.open(
            "svg",
            [
                // Fits the window (or the printed page) both ways, as the report's picture does: a
                // phone-tall picture is never taller than the window; the view box keeps the
                // proportions, and an <img> takes its own size from them.
                ("xmlns", "http://www.w3.org/2000/svg"), ("width", "100%"), ("height", "100%"),
                ("viewBox", "0 0 \(SVGText.number(width)) \(SVGText.number(height))"), ("font-family", SVGText.fontFamily),
                ("preserveAspectRatio", "xMinYMin meet"),
            ])
        xml.element("title", [], content: picture.title)
        PictureDrawing.defs(&xml)
        xml.element("rect", [("class", "background"), ("width", "100%"), ("height", "100%"), ("fill", "#ffffff")])
        var y = margin + 15
        for line in titleLines {
            xml.element(
                "text",
                [
                    ("class", "title"), ("x", SVGText.number(margin)), ("y", SVGText.number(y)), ("font-size", "15"),
                    ("font-weight", "bold"), ("fill", PictureDrawing.ink),
                ],
                content: line)
            y += 19
        }
        xml.element(
            "text",
            [
                ("class", "subtitle"), ("x", SVGText.number(margin)), ("y", SVGText.number(y)), ("font-size", "10.5"),
                ("fill", PictureDrawing.muted),
            ],
            content: subtitle)
        for note in notes {
            for line in note.lines {
                y += 14
                xml.element(
                    "text",
                    [("class", note.className), ("x", SVGText.number(margin)), ("y", SVGText.number(y)), ("font-size", "10.5")]
                        + note.style,
                    content: line)
            }
        }

        xml.open("g", [("class", "picture"), ("transform", "translate(\(SVGText.number(dx)) \(SVGText.number(dy)))")])
        xml.open("g", [("class", "views")])
        PictureDrawing.views(picture.boxes, focus: picture.focus, labelled: Set(layout.labels.map(\.box.view)), &xml)
        PictureDrawing.slopAreas(picture.tracking, &xml)
        PictureDrawing.starts(picture.starts, &xml)
        PictureDrawing.ghosts(picture.ghosts, &xml)
        xml.close("g")
        xml.open("g", [("class", "hit-outlines")])
        if picture.focus.isFocused {
            PictureDrawing.pathOutlines(picture.tracks, boxes: picture.boxes, stepped: false, &xml)
        }
        PictureDrawing.coveredOutlines(picture.tracks, under: picture.under, boxes: picture.boxes, stepped: false, &xml)
        PictureDrawing.hitOutlines(picture.tracks, boxes: picture.boxes, &xml)
        xml.close("g")
        xml.open("g", [("class", "touches")])
        for track in picture.tracks {
            PictureDrawing.track(track, stepped: false, &xml)
            if picture.time != nil, case .stillDown = track.ending, let last = track.points.last {
                PictureDrawing.finger(last.point, color: PictureDrawing.touchColor(track.colorIndex), &xml)
            }
        }
        xml.close("g")
        xml.open("g", [("class", "labels")])
        PictureDrawing.labels(layout, tracks: picture.tracks, &xml)
        xml.close("g")
        xml.close("g")

        let legendX = margin + pictureWidth + legendGap
        xml.open(
            "g", [("class", "legend"), ("transform", "translate(\(SVGText.number(legendX)) \(SVGText.number(margin + headerHeight)))")])
        xml.raw(legend.text)
        xml.close("g")
        xml.close("svg")
        output.write(xml.text)
    }

    /// Writes the legend (touches in words, with their notices; the script's other steps; the
    /// key of marks) at the origin; returns its height.
    static func writeLegend(_ picture: Picture, layout: PictureDrawing.Layout, into xml: inout XMLBuilder) -> Double {
        var y = 0.0
        func heading(_ text: String) {
            y += 13
            xml.element(
                "text",
                [
                    ("class", "legend-heading"), ("x", "0"), ("y", SVGText.number(y)), ("font-size", "12.5"), ("font-weight", "bold"),
                    ("fill", PictureDrawing.ink),
                ], content: text)
            y += 7
        }
        func line(_ text: String, x: Double, color: String = PictureDrawing.ink, className: String = "legend-line") {
            for part in SVGText.wrap(text, width: legendWidth - x, size: legendSize) {
                y += lineHeight
                xml.element(
                    "text",
                    [
                        ("class", className), ("x", SVGText.number(x)), ("y", SVGText.number(y - 3.5)),
                        ("font-size", SVGText.number(legendSize)), ("fill", color),
                    ], content: part)
            }
        }

        heading(picture.tracks.isEmpty ? "No touches" : "Touches")
        let recognizerNames = Set(picture.scene.recognizers.map(\.name))
        for (index, track) in picture.tracks.enumerated() {
            let color = PictureDrawing.touchColor(track.colorIndex)
            let withheld: Bool
            if case .withheld = track.fate { withheld = true } else { withheld = false }
            xml.open("g", [("class", "legend-touch"), ("data-touch", track.name), ("data-serial", String(track.touch.serial))])
            y += 4
            // Swatch: a short stroke with the down dot.
            let swatchY = y + lineHeight - 7.5
            var stroke: [(String, String)] = [
                ("x1", "0"), ("y1", SVGText.number(swatchY)), ("x2", "18"), ("y2", SVGText.number(swatchY)), ("stroke", color),
                ("stroke-width", "2.5"),
            ]
            if withheld { stroke.append(("stroke-dasharray", "4 3")) }
            xml.element("line", stroke)
            xml.element(
                "circle",
                [
                    ("cx", "2"), ("cy", SVGText.number(swatchY)), ("r", "3.5"), ("fill", withheld ? "#ffffff" : color), ("stroke", color),
                    ("stroke-width", "1.5"),
                ])
            let labelWidth = SVGText.width(track.label, size: legendSize, bold: true)
            y += lineHeight
            xml.element(
                "text",
                [
                    ("class", "legend-name"), ("x", "26"), ("y", SVGText.number(y - 3.5)), ("font-size", SVGText.number(legendSize)),
                    ("font-weight", "bold"), ("fill", color),
                ], content: track.label)
            let headline = PictureText.headline(track, at: picture.time)
            let headX = 26 + labelWidth + 6
            let headParts = SVGText.wrap(headline, width: legendWidth - headX, size: legendSize)
            if let first = headParts.first {
                xml.element(
                    "text",
                    [
                        ("class", "legend-line"), ("x", SVGText.number(headX)), ("y", SVGText.number(y - 3.5)),
                        ("font-size", SVGText.number(legendSize)), ("fill", PictureDrawing.muted),
                    ], content: first)
                for part in headParts.dropFirst() {
                    y += lineHeight
                    xml.element(
                        "text",
                        [
                            ("class", "legend-line"), ("x", "26"), ("y", SVGText.number(y - 3.5)),
                            ("font-size", SVGText.number(legendSize)), ("fill", PictureDrawing.muted),
                        ], content: part)
                }
            }
            for sentence in picture.stories[index] {
                let color = PictureText.sentenceColor(sentence, recognizerNames: recognizerNames)
                xml.open("g", [("class", "sentence")])
                line(sentence, x: 26, color: color)
                xml.close("g")
            }
            xml.close("g")
        }
        if !picture.events.isEmpty {
            y += 8
            heading("Other steps")
            for event in picture.events { line(event, x: 0, className: "legend-event") }
        }
        y += 8
        heading("Key")
        y = writeKey(picture, at: y, into: &xml)
        return y + 4
    }

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
        }
    }
}

extension SVGWriter {
    /// The key's sample of a held call's diamond.
    static func keyDiamond(at point: Point, filled: Bool, struck: Bool, _ xml: inout XMLBuilder) {
        let hold = TouchTrack.Hold(
            phase: .ended, view: ViewID(0), recognizer: RecognizerID(0), rule: .g18, step: 0, time: 0, point: point,
            outcome: filled ? .released(step: 0, time: 0) : struck ? .discarded(step: 0, time: 0, by: nil) : .held)
        PictureDrawing.heldMark(at: point, from: point, hold: hold, color: "#444444", stepped: false, scale: 1, &xml)
    }
}

extension Picture {
    /// The picture as an SVG document.
    package var svg: String {
        var text = ""
        SVGWriter.write(self, into: &text)
        return text
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
