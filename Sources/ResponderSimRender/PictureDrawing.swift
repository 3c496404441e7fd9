import ResponderSimCore
import ResponderSimTeaching

/// The marks of a picture, shared by the SVG file and the HTML report: views, labels, touch
/// paths and their markers. Geometry is in screen points; callers translate the whole group.
enum PictureDrawing {
    /// Touch colours, by creation order (they repeat after ten).
    static let touchColors = [
        "#d62728", "#1f77b4", "#2ca02c", "#ff7f0e", "#9467bd", "#0f9fb0", "#e377c2", "#8c564b", "#7a7a00", "#555555",
    ]

    static func touchColor(_ index: Int) -> String { touchColors[index % touchColors.count] }

    /// Pale fills by depth below the window (translucent, so what lies behind shows).
    private static let depthFills = ["#cfe2f3", "#d9ead3", "#fff2cc", "#ead1dc", "#d0e0e3", "#fce5cd"]

    static let ink = "#1d2733"
    static let muted = "#5f6b78"

    /// The `<defs>` every picture needs: the hatch for views that cannot be hit.
    static func defs(_ xml: inout XMLBuilder) {
        xml.open("defs")
        xml.open(
            "pattern",
            [
                ("id", "rs-hatch"), ("patternUnits", "userSpaceOnUse"), ("width", "6"), ("height", "6"),
                ("patternTransform", "rotate(45)"),
            ])
        xml.element("rect", [("width", "6"), ("height", "6"), ("fill", "#dddddd"), ("fill-opacity", "0.55")])
        xml.element("line", [("x1", "0"), ("y1", "0"), ("x2", "0"), ("y2", "6"), ("stroke", "#7d7d7d"), ("stroke-width", "1.6")])
        xml.close("pattern")
        xml.close("defs")
    }

    /// Where the labels of one tree go, with the tracks' markers kept clear.
    struct Layout {
        var labels: [(box: ViewBox, block: LabelBlock, at: Point)] = []
        var startLabels: [(name: String, at: Point)] = []
        /// The names of removed views, next to their ghosts (`panel (removed at 0.4 s)`).
        var ghostLabels: [(name: String, at: Point)] = []
        /// What each tracking control's slop area is (`ok: slop 70, t1 inside`).
        var slopLabels: [(name: String, at: Point)] = []
        var touchLabels: [(track: Int, at: Point, width: Double)] = []
        /// Everything drawn, labels included.
        var extent: Rect
        /// Points per label unit: labels and markers are drawn this many times their size, so
        /// they stay legible when a large scene is shrunk to fit a page.
        var scale: Double

        init(
            boxes: [ViewBox], starts: [(view: ViewID, name: String, shape: ViewShape)], ghosts: [RunRecording.Removal] = [],
            tracks: [TouchTrack], scene: Scene, scale: Double = 1, disabledRecognizers: Set<RecognizerID> = [],
            recognizerStates: [RecognizerID: GestureState] = [:], slopAreas: [Picture.ControlSlop] = [], focus: PictureFocus = .none
        ) {
            self.scale = scale
            let cell = 48 * scale
            var placer = LabelPlacer(cell: cell, areas: ViewAreas(boxes, scene: scene, cell: cell))
            let severalWindows = scene.windows.count > 1
            var extent: Rect?
            func include(_ rect: Rect) {
                guard rect.width.isFinite, rect.height.isFinite else { return }
                extent = extent?.union(rect) ?? rect
            }
            for track in tracks {
                for hold in track.holds {
                    let center = PictureDrawing.heldCenter(hold, scale: scale)
                    let mark = Rect(center.x - 8 * scale, center.y - 8 * scale, 16 * scale, 16 * scale)
                    placer.block(mark)
                    include(mark)
                }
                for (index, point) in track.points.enumerated() {
                    // A finger still down at the end shows as a disc (`finger`).
                    let stillDown = index == track.points.count - 1 && track.ending == .stillDown
                    let radius = (stillDown ? 11 : point.phase == .moved ? 2.5 : 7.0) * scale
                    let mark = Rect(point.point.x - radius, point.point.y - radius, 2 * radius, 2 * radius)
                    placer.block(mark)
                    let margin = 6 * scale
                    include(Rect(mark.x - margin, mark.y - margin, mark.width + 2 * margin, mark.height + 2 * margin))
                }
            }
            for box in boxes {
                include(box.rect)
                if let area = box.hitArea?.rect, area.width > 0, area.height > 0 { include(area) }
            }
            for slop in slopAreas { include(slop.area.rect) }
            for start in starts { include(start.shape.rect) }
            for ghost in ghosts { include(ghost.rect) }
            // The most cramped views first (the smallest), so that the large ones, which have
            // room elsewhere, leave them their own area; drawn in drawing order all the same.
            let order = boxes.indices.sorted { a, b in
                let areaA = boxes[a].rect.width * boxes[a].rect.height
                let areaB = boxes[b].rect.width * boxes[b].rect.height
                return areaA != areaB ? areaA < areaB : a < b
            }
            var placed: [(box: ViewBox, block: LabelBlock, at: Point)?] = Array(repeating: nil, count: boxes.count)
            for index in order where focus.labels(boxes[index].view) {
                let box = boxes[index]
                let block = LabelBlock(
                    box, scene: scene, disabled: disabledRecognizers, states: recognizerStates, severalWindows: severalWindows, scale: scale
                )
                let (width, height) = (block.width * scale, block.height * scale)
                let candidates = LabelPlacer.shapeCandidates(box.shape, width: width, height: height, scale: scale)
                // A focused picture leaves out a label it may go without rather than overlap one.
                let optional = focus.isFocused && !focus.required.contains(box.view)
                guard let at = placer.place(width: width, height: height, candidates: candidates, owner: index, clearOnly: optional)
                else { continue }
                placed[index] = (box, block, at)
                include(Rect(at.x, at.y, width, height))
            }
            labels = placed.compactMap { $0 }
            for start in starts {
                let text = start.name + " (start)"
                let (width, height) = (SVGText.width(text, size: LabelBlock.noteSize) * scale, 11 * scale)
                let candidates = LabelPlacer.shapeCandidates(start.shape, width: width, height: height, scale: scale)
                let at = placer.place(width: width, height: height, candidates: candidates)
                startLabels.append((text, at))
                include(Rect(at.x, at.y, width, height))
            }
            for ghost in ghosts where ghost.view == ghost.removedBy {
                let text = ghost.name + " (removed at " + PictureText.time(ghost.time) + ")"
                let (width, height) = (SVGText.width(text, size: LabelBlock.noteSize) * scale, 11 * scale)
                let candidates = LabelPlacer.shapeCandidates(ghost.shape, width: width, height: height, scale: scale)
                let at = placer.place(width: width, height: height, candidates: candidates)
                ghostLabels.append((text, at))
                include(Rect(at.x, at.y, width, height))
            }
            for slop in slopAreas {
                let text = PictureText.slopWords(slop)
                let (width, height) = (SVGText.width(text, size: LabelBlock.noteSize) * scale, 11 * scale)
                let candidates = LabelPlacer.shapeCandidates(slop.area, width: width, height: height, scale: scale)
                let at = placer.place(width: width, height: height, candidates: candidates)
                slopLabels.append((text, at))
                include(Rect(at.x, at.y, width, height))
            }
            for (index, track) in tracks.enumerated() {
                guard let down = track.points.first else { continue }
                let (width, height) = (SVGText.width(track.label, size: 11, bold: true) * scale, 13 * scale)
                let candidates = LabelPlacer.touchCandidates(down.point, width: width, height: height, scale: scale)
                let at = placer.place(width: width, height: height, candidates: candidates)
                touchLabels.append((index, at, width))
                include(Rect(at.x, at.y, width, height))
            }
            self.extent = extent ?? Rect(0, 0, 100, 100)
        }
    }

    /// The element that draws `shape` (a `rect` when upright, else a `polygon`) with `before`
    /// attributes first and `after` attributes last.
    static func shapeElement(_ shape: ViewShape, _ before: [(String, String)], _ after: [(String, String)], _ xml: inout XMLBuilder) {
        let geometry = shape.svgGeometry()
        xml.element(geometry.element, before + geometry.attributes + after)
    }

    /// One shape per view (class `view`; a `rect`, or a `polygon` when a transform turns or
    /// mirrors it), back to front, with the hatch of views that cannot be hit, the dotted
    /// touchable area of views with hit insets, and on a turned or mirrored view a tick at its
    /// own top-left corner. In a focused picture (``PictureFocus``) plain containers are
    /// drawn faint and dotted (class `container`), and a view not in `labelled` (the views
    /// the layout gave a label) carries its name in a `title`, shown on hover.
    static func views(
        _ boxes: [ViewBox], scale: Double = 1, focus: PictureFocus = .none, labelled: Set<ViewID> = [], _ xml: inout XMLBuilder
    ) {
        // A focused picture keeps what lies behind a full-screen layer visible: windows in
        // front of the first, and views over their whole window, are nearly clear.
        var windowRect: Rect?
        var windowsSeen = 0
        for box in boxes {
            if box.isWindow {
                windowRect = box.rect
                windowsSeen += 1
            }
            let isLayer =
                focus.isFocused
                && (box.isWindow ? windowsSeen > 1 : windowRect.map { PictureFocus.covers(box.rect, $0) } ?? false)
            let isContainer = focus.isFocused && focus.containers.contains(box.view)
            var classes = ["view"]
            if isContainer { classes.append("container") }
            if box.isWindow { classes.append("window") }
            if box.isHidden || box.insideHidden { classes.append("hidden") }
            if box.refusal != nil { classes.append("refuses") }
            if box.insideRefusing && !(box.isHidden || box.insideHidden) { classes.append("unreachable") }
            if !box.shape.isUpright { classes.append("transformed") }
            if box.isControl { classes.append("control") }
            let hidden = box.isHidden || box.insideHidden
            var fill = box.isWindow ? "#eef1f5" : depthFills[(box.depth - 1) % depthFills.count]
            var stroke = box.isWindow ? "#2f3e4e" : "#5b6b7b"
            var fillOpacity = box.isWindow ? 0.7 : 0.55
            if box.insideRefusing && !hidden {
                fill = "#d6d6d6"
                stroke = "#9a9a9a"
            }
            if hidden { fillOpacity = 0.08 }
            if isLayer { fillOpacity = min(fillOpacity, 0.08) }
            let alpha = Double(max(0, min(1, box.alpha)))
            fillOpacity *= 0.35 + 0.65 * alpha
            var after: [(String, String)] = [
                ("fill", fill), ("fill-opacity", SVGText.number(fillOpacity)),
                ("stroke", stroke), ("stroke-width", box.isWindow ? "1.5" : box.isControl ? "1.6" : "1"),
            ]
            if hidden { after.append(("stroke-dasharray", "6 4")) }
            if isContainer {
                after = [
                    ("fill", "none"), ("stroke", "#9aa5b1"), ("stroke-width", SVGText.number(0.8 * scale)),
                    ("stroke-dasharray", SVGText.number(2 * scale) + " " + SVGText.number(3 * scale)),
                ]
            }
            let before = [("class", classes.joined(separator: " ")), ("data-view", box.name)]
            if !focus.isFocused || labelled.contains(box.view) {
                shapeElement(box.shape, before, after, &xml)
            } else {
                let geometry = box.shape.svgGeometry()
                xml.open(geometry.element, before + geometry.attributes + after)
                xml.element("title", [], content: hoverText(box))
                xml.close(geometry.element)
            }
            if box.refusal != nil && !hidden {
                shapeElement(
                    box.shape, [("class", "hatch"), ("data-view", box.name)], [("fill", "url(#rs-hatch)"), ("stroke", "none")], &xml)
            }
            if let area = box.hitArea, area.rect.width > 0, area.rect.height > 0 {
                shapeElement(
                    area, [("class", "hit-area"), ("data-view", box.name)],
                    [("fill", "none"), ("stroke", "#37474f"), ("stroke-width", "1"), ("stroke-dasharray", "1.5 2")], &xml)
            }
            if !box.shape.isUpright && !hidden { corner(box.shape, name: box.name, scale: scale, &xml) }
        }
    }

    /// A view's name, class and flags, for the hover text of a view without a label:
    /// `UILabel_Apple-1 · UILabel · interaction off`.
    static func hoverText(_ box: ViewBox) -> String {
        var parts = [box.name]
        if box.isWindow {
            parts.append("window")
        } else if box.viewClass != .uiView {
            parts.append(box.viewClass.rawValue)
        }
        if box.isHidden { parts.append("hidden") }
        switch box.refusal {
        case .disabledControl: parts.append("enabled: no")
        case .transparent: parts.append("alpha " + NumberFormatting.decimal(Double(box.alpha)))
        case .interactionOff: parts.append("interaction off")
        case nil: break
        }
        if box.insideRefusing && !box.isHidden && box.refusal == nil { parts.append("inside a view the hit test skips") }
        if box.passthrough { parts.append("passthrough") }
        if box.transform != nil { parts.append("transformed") }
        if box.clips { parts.append("clips") }
        return parts.joined(separator: " · ")
    }

    /// The views on each touch's hit-test path but its hit-test view (which ``hitOutlines``
    /// draws), thinly outlined in the touch's colour (class `path-outline`), once per place:
    /// a focused picture shows the path from the window down. With `stepped`, each shows
    /// from the step its touch came down in (class `upto`).
    static func pathOutlines(_ tracks: [TouchTrack], boxes: [ViewBox], stepped: Bool, scale: Double = 1, _ xml: inout XMLBuilder) {
        var shapes: [ViewID: ViewShape] = [:]
        for box in boxes { shapes[box.view] = box.shape }
        for track in tracks {
            var drawn: [Rect] = []
            for view in track.hitPath.dropLast() {
                guard let shape = shapes[view], !drawn.contains(shape.rect) else { continue }
                drawn.append(shape.rect)
                var before: [(String, String)] = [
                    ("class", stepped ? "path-outline upto" : "path-outline"), ("data-touch", track.name),
                    ("data-serial", String(track.touch.serial)),
                ]
                if stepped { before.append(("data-step", String(track.downStep))) }
                shapeElement(
                    shape, before,
                    [
                        ("fill", "none"), ("stroke", touchColor(track.colorIndex)), ("stroke-width", SVGText.number(1.2 * scale)),
                        ("stroke-opacity", "0.8"),
                    ], &xml)
            }
        }
    }

    /// The view each touch's hit-test view covers (``UnderFinger/covered``): a dotted outline
    /// in the touch's colour (class `covered-outline`). With `stepped`, each shows from the
    /// step its touch came down in (class `upto`).
    static func coveredOutlines(
        _ tracks: [TouchTrack], under: [UnderFinger], boxes: [ViewBox], stepped: Bool, scale: Double = 1, _ xml: inout XMLBuilder
    ) {
        guard under.contains(where: { !$0.covered.isEmpty }) else { return }
        var drawn: [ViewID: ViewBox] = [:]
        for box in boxes { drawn[box.view] = box }
        for (index, track) in tracks.enumerated() where index < under.count {
            guard let view = under[index].covered.last, let box = drawn[view] else { continue }
            var before: [(String, String)] = [
                ("class", stepped ? "covered-outline upto" : "covered-outline"), ("data-touch", track.name),
                ("data-serial", String(track.touch.serial)), ("data-view", box.name),
            ]
            if stepped { before.append(("data-step", String(track.downStep))) }
            shapeElement(
                box.shape.inset(by: 1.5 * scale), before,
                [
                    ("fill", "none"), ("stroke", touchColor(track.colorIndex)), ("stroke-width", SVGText.number(2 * scale)),
                    ("stroke-dasharray", SVGText.number(1.5 * scale) + " " + SVGText.number(3 * scale)), ("stroke-linecap", "round"),
                ], &xml)
        }
    }

    /// A tick along the two edges that meet at a view's own top-left corner, so a turned or
    /// mirrored view shows which way it faces.
    static func corner(_ shape: ViewShape, name: String, scale: Double, _ xml: inout XMLBuilder) {
        guard shape.corners.count == 4 else { return }
        let origin = shape.corners[0]
        func toward(_ point: Point) -> Point {
            let (dx, dy) = (point.x - origin.x, point.y - origin.y)
            let length = (dx * dx + dy * dy).squareRoot()
            let arm = min(16 * scale, length / 3)
            return length > 0 ? Point(origin.x + dx / length * arm, origin.y + dy / length * arm) : origin
        }
        let (a, b) = (toward(shape.corners[3]), toward(shape.corners[1]))
        xml.element(
            "polyline",
            [
                ("class", "corner"), ("data-view", name),
                ("points", [a, origin, b].map { SVGText.number($0.x) + "," + SVGText.number($0.y) }.joined(separator: " ")),
                ("fill", "none"), ("stroke", ink), ("stroke-width", SVGText.number(3.5 * scale)), ("stroke-linecap", "round"),
                ("stroke-linejoin", "round"),
            ])
    }

    /// The area each tracking control's touch counts as inside (U3): a faint
    /// dashed shape around the control, its bounds grown by its slop.
    static func slopAreas(_ slops: [Picture.ControlSlop], scale: Double = 1, _ xml: inout XMLBuilder) {
        for slop in slops {
            shapeElement(
                slop.area, [("class", "slop"), ("data-view", slop.name)],
                [
                    ("fill", "#43a047"), ("fill-opacity", "0.05"), ("stroke", "#2e7d32"), ("stroke-opacity", "0.7"),
                    ("stroke-width", SVGText.number(1.2 * scale)),
                    ("stroke-dasharray", SVGText.number(6 * scale) + " " + SVGText.number(3 * scale)),
                ], &xml)
        }
    }

    /// The dotted outline of where each moved view started.
    static func starts(_ starts: [(view: ViewID, name: String, shape: ViewShape)], _ xml: inout XMLBuilder) {
        for start in starts {
            shapeElement(
                start.shape, [("class", "start"), ("data-view", start.name)],
                [("fill", "none"), ("stroke", "#8a8a8a"), ("stroke-width", "1"), ("stroke-dasharray", "2 3")], &xml)
        }
    }

    /// The ghost of each removed view: a faint dashed shape where it was just before its
    /// removal, so a touch's path over it does not seem to land on what lay behind. With
    /// `stepped`, each shows from its removal step on (class `upto`).
    static func ghosts(_ ghosts: [RunRecording.Removal], stepped: Bool = false, scale: Double = 1, _ xml: inout XMLBuilder) {
        for ghost in ghosts {
            var before: [(String, String)] = [
                ("class", stepped ? "ghost upto" : "ghost"), ("data-view", ghost.name),
            ]
            if stepped { before.append(("data-step", String(ghost.step))) }
            shapeElement(
                ghost.shape, before,
                [
                    ("fill", "#b71c1c"), ("fill-opacity", "0.04"), ("stroke", "#b71c1c"), ("stroke-opacity", "0.55"),
                    ("stroke-width", SVGText.number(scale)),
                    ("stroke-dasharray", SVGText.number(5 * scale) + " " + SVGText.number(3 * scale)),
                ], &xml)
        }
    }

    /// The outline of a touch's hit-test view in the touch's colour, `inset` points inside it.
    /// When `share.count` touches outline the same view, each draws every `share.count`-th
    /// dash of one border, so the border alternates their colours instead of nesting frames.
    /// A withheld touch's outline is dashed.
    static func hitOutline(
        _ shape: ViewShape, track: TouchTrack, inset: Double, width: Double, share: (index: Int, count: Int) = (0, 1),
        extraClass: String = "", _ xml: inout XMLBuilder
    ) {
        var after: [(String, String)] = [
            ("fill", "none"), ("stroke", touchColor(track.colorIndex)), ("stroke-width", SVGText.number(width)),
        ]
        if case .withheld = track.fate {
            after.append(("stroke-dasharray", "5 3"))
        } else if share.count > 1 {
            let dash = 10.0
            after.append(("stroke-dasharray", "\(SVGText.number(dash)) \(SVGText.number(dash * Double(share.count - 1)))"))
            after.append(("stroke-dashoffset", SVGText.number(-dash * Double(share.index))))
        }
        shapeElement(
            shape.inset(by: inset),
            [("class", "hit-outline" + extraClass), ("data-touch", track.name), ("data-serial", String(track.touch.serial))], after, &xml)
    }

    /// The hit-test view of each track outlined in its colour: the delivered touches of one view
    /// share one border; each withheld touch's dashed outline sits further inside.
    static func hitOutlines(_ tracks: [TouchTrack], boxes: [ViewBox], width: Double = 2.5, extraClass: String = "", _ xml: inout XMLBuilder)
    {
        var delivered: [(view: ViewID, tracks: [TouchTrack])] = []
        var withheld: [(view: ViewID, tracks: [TouchTrack])] = []
        for track in tracks {
            switch track.fate {
            case .delivered(let view, _):
                if let index = delivered.firstIndex(where: { $0.view == view }) {
                    delivered[index].tracks.append(track)
                } else {
                    delivered.append((view, [track]))
                }
            case .withheld(_, let view?, _):
                if let index = withheld.firstIndex(where: { $0.view == view }) {
                    withheld[index].tracks.append(track)
                } else {
                    withheld.append((view, [track]))
                }
            case .withheld(_, nil, _):
                continue
            }
        }
        for group in delivered {
            guard let box = boxes.first(where: { $0.view == group.view }) else { continue }
            for (index, track) in group.tracks.enumerated() {
                hitOutline(
                    box.shape, track: track, inset: 1.5, width: width, share: (index, group.tracks.count), extraClass: extraClass, &xml)
            }
        }
        for group in withheld {
            guard let box = boxes.first(where: { $0.view == group.view }) else { continue }
            let first = delivered.contains { $0.view == group.view } ? 5.0 : 1.5
            for (index, track) in group.tracks.enumerated() {
                hitOutline(box.shape, track: track, inset: first + 3.5 * Double(index), width: width, extraClass: extraClass, &xml)
            }
        }
    }

    /// The labels: each view's name, class and badges; each moved view's start; each touch's id.
    static func labels(_ layout: Layout, tracks: [TouchTrack], touchLabels: Bool = true, _ xml: inout XMLBuilder) {
        let scale = layout.scale
        for label in layout.labels {
            xml.open("g", [("class", "label"), ("data-view", label.box.name), ("transform", place(label.at, scale))])
            var attributes: [(String, String)] = [
                ("x", "0"), ("y", "10"), ("font-size", "11"),
                ("font-weight", "bold"), ("fill", label.box.insideRefusing && !label.box.isHidden ? "#6b6b6b" : ink),
            ]
            attributes += halo
            xml.open("text", attributes)
            xml.raw(SVGText.escape(label.block.name))
            if !label.block.note.isEmpty {
                xml.raw(
                    "<tspan dx=\"4\" font-size=\"9\" font-weight=\"normal\" fill=\"\(muted)\">"
                        + SVGText.escape(label.block.note) + "</tspan>")
            }
            xml.close("text")
            var y = LabelBlock.nameHeight
            for row in label.block.badgeRows {
                var x = 0.0
                for badge in row {
                    badgeMark(badge, x: x, y: y, &xml)
                    x += badge.width + 3
                }
                y += LabelBlock.badgeRowHeight
            }
            xml.close("g")
        }
        for start in layout.startLabels {
            xml.element(
                "text",
                [
                    ("class", "start-label"), ("transform", place(start.at, scale)), ("x", "0"), ("y", "8.5"),
                    ("font-size", "9"), ("fill", "#6d6d6d"),
                ] + halo, content: start.name)
        }
        for slop in layout.slopLabels {
            xml.element(
                "text",
                [
                    ("class", "slop-label"), ("transform", place(slop.at, scale)), ("x", "0"), ("y", "8.5"),
                    ("font-size", "9"), ("fill", "#1b5e20"),
                ] + halo, content: slop.name)
        }
        for ghost in layout.ghostLabels {
            xml.element(
                "text",
                [
                    ("class", "ghost-label"), ("transform", place(ghost.at, scale)), ("x", "0"), ("y", "8.5"),
                    ("font-size", "9"), ("fill", "#8e2020"),
                ] + halo, content: ghost.name)
        }
        for label in layout.touchLabels where touchLabels {
            let track = tracks[label.track]
            xml.element("text", touchLabelAttributes(track, at: label.at, scale: scale) + halo, content: track.label)
        }
    }

    /// The attributes of a touch's name drawn at `at` (its top-left corner).
    static func touchLabelAttributes(_ track: TouchTrack, at: Point, scale: Double) -> [(String, String)] {
        [
            ("class", "touch-label"), ("data-touch", track.name), ("data-serial", String(track.touch.serial)),
            ("transform", place(at, scale)), ("x", "0"), ("y", "10.5"), ("font-size", "11"), ("font-weight", "bold"),
            ("fill", touchColor(track.colorIndex)),
        ]
    }

    /// `translate(x y)`, followed by `scale(k)` when the scale is not 1.
    static func place(_ point: Point, _ scale: Double) -> String {
        "translate(\(SVGText.number(point.x)) \(SVGText.number(point.y)))" + (scale == 1 ? "" : " scale(\(SVGText.number(scale)))")
    }

    /// A white outline behind text, so it reads over lines and fills.
    static let halo: [(String, String)] = [
        ("stroke", "#ffffff"), ("stroke-width", "3"), ("stroke-linejoin", "round"), ("stroke-opacity", "0.85"),
        ("paint-order", "stroke"),
    ]

    static func badgeColors(_ style: Badge.Style) -> (fill: String, stroke: String, text: String) {
        switch style {
        case .plain: ("#f1f3f5", "#9aa5b1", "#37474f")
        case .hidden: ("#ffffff", "#7b8794", "#37474f")
        case .refusal: ("#eeeeee", "#7d7d7d", "#333333")
        case .multiple: ("#e3f0ff", "#3d7cc9", "#1c4f8f")
        case .exclusive: ("#ffe9e0", "#d2572c", "#8a2f0f")
        case .passthrough: ("#e0f5f1", "#2e9c88", "#14564a")
        case .controller: ("#efe6fb", "#7c4dbd", "#4b2580")
        case .transform: ("#e8eaf6", "#5c6bc0", "#283593")
        case .control: ("#e8f5e9", "#43a047", "#1b5e20")
        case .gesture: ("#fce4ec", "#c2185b", "#880e4f")
        }
    }

    static func badgeMark(_ badge: Badge, x: Double, y: Double, _ xml: inout XMLBuilder) {
        let colors = badgeColors(badge.style)
        xml.element(
            "rect",
            [
                ("class", "badge"), ("x", SVGText.number(x)), ("y", SVGText.number(y)), ("width", SVGText.number(badge.width)),
                ("height", SVGText.number(Badge.height)), ("rx", "3"), ("fill", colors.fill), ("stroke", colors.stroke),
                ("stroke-width", "0.8"),
            ] + (badge.style == .hidden ? [("stroke-dasharray", "2 1.5")] : []))
        xml.element(
            "text",
            [
                ("x", SVGText.number(x + 3.5)), ("y", SVGText.number(y + 8.3)), ("font-size", SVGText.number(Badge.fontSize)),
                ("fill", colors.text),
            ], content: badge.text)
    }

    /// A touch's path and markers: a polyline (one per touch, class `touch-path`), a small dot
    /// per move, a filled dot at `down` (hollow when withheld), a ring at `up`, a cross at the
    /// cancellation, and a faint dotted line where the finger went on after the touch died.
    /// With `stepped`, every segment and marker carries `data-step` and class `upto`, so a
    /// report shows each from the step it happened in.
    static func track(_ track: TouchTrack, stepped: Bool, scale: Double = 1, _ xml: inout XMLBuilder) {
        /// A size in label units, scaled.
        func size(_ value: Double) -> String { SVGText.number(value * scale) }
        func dashes(_ on: Double, _ off: Double) -> String { size(on) + " " + size(off) }
        let color = touchColor(track.colorIndex)
        let withheld: Bool
        if case .withheld = track.fate { withheld = true } else { withheld = false }
        xml.open(
            "g",
            [("class", "touch" + (withheld ? " withheld" : "")), ("data-touch", track.name), ("data-serial", String(track.touch.serial))])
        let alive = withheld ? track.points : track.points.filter { !$0.afterDeath }
        let afterDeath = withheld ? [] : track.points.filter(\.afterDeath)
        var pathAttributes: [(String, String)] = [
            ("class", stepped ? "touch-path static" : "touch-path"), ("data-touch", track.name),
            ("data-serial", String(track.touch.serial)),
            ("points", alive.map { SVGText.number($0.point.x) + "," + SVGText.number($0.point.y) }.joined(separator: " ")),
            ("fill", "none"), ("stroke", color), ("stroke-width", size(withheld ? 2 : 2.5)), ("stroke-linecap", "round"),
            ("stroke-linejoin", "round"), ("stroke-opacity", "0.9"),
        ]
        if withheld { pathAttributes.append(("stroke-dasharray", dashes(6, 4))) }
        // With `stepped`, the report draws the path segment by segment; the polyline (class
        // `static`) stays for readers without script, hidden once the page runs.
        xml.element("polyline", pathAttributes)
        if stepped {
            for index in track.points.indices.dropFirst() {
                let from = track.points[index - 1]
                let to = track.points[index]
                var attributes: [(String, String)] = [
                    ("class", "segment upto"), ("data-step", String(to.step)),
                    ("x1", SVGText.number(from.point.x)), ("y1", SVGText.number(from.point.y)),
                    ("x2", SVGText.number(to.point.x)), ("y2", SVGText.number(to.point.y)),
                    ("stroke", color), ("stroke-linecap", "round"),
                ]
                if to.afterDeath && !withheld {
                    attributes += [("stroke-width", size(1.2)), ("stroke-dasharray", dashes(1, 3)), ("stroke-opacity", "0.7")]
                } else {
                    attributes += [("stroke-width", size(withheld ? 2 : 2.5)), ("stroke-opacity", "0.9")]
                    if withheld { attributes.append(("stroke-dasharray", dashes(6, 4))) }
                }
                xml.element("line", attributes)
            }
        } else if let last = alive.last, !afterDeath.isEmpty {
            let points = [last] + afterDeath
            xml.element(
                "polyline",
                [
                    ("class", "after-death"),
                    ("points", points.map { SVGText.number($0.point.x) + "," + SVGText.number($0.point.y) }.joined(separator: " ")),
                    ("fill", "none"), ("stroke", color), ("stroke-width", size(1.2)), ("stroke-dasharray", dashes(1, 3)),
                    ("stroke-linecap", "round"), ("stroke-opacity", "0.7"),
                ])
        }
        func stepAttributes(_ step: Int, _ base: String) -> [(String, String)] {
            stepped ? [("class", base + " upto"), ("data-step", String(step))] : [("class", base)]
        }
        for point in track.points where point.phase == .moved {
            xml.element(
                "circle",
                stepAttributes(point.step, point.skipped ? "move skipped" : "move") + [
                    ("cx", SVGText.number(point.point.x)), ("cy", SVGText.number(point.point.y)),
                    ("r", size(point.skipped ? 2.8 : 1.8)), ("fill", point.skipped ? "#ffffff" : color),
                    ("fill-opacity", point.afterDeath ? "0.5" : "1"), ("stroke", color), ("stroke-width", size(point.skipped ? 1.2 : 0)),
                ])
        }
        if let down = track.points.first {
            xml.element(
                "circle",
                stepAttributes(down.step, "down") + [
                    ("cx", SVGText.number(down.point.x)), ("cy", SVGText.number(down.point.y)), ("r", size(4.5)),
                    ("fill", withheld ? "#ffffff" : color), ("stroke", color), ("stroke-width", size(withheld ? 2 : 1)),
                ])
        }
        if case .lifted = track.ending, let up = track.points.last {
            var attributes =
                stepAttributes(up.step, "up") + [
                    ("cx", SVGText.number(up.point.x)), ("cy", SVGText.number(up.point.y)), ("r", size(7)), ("fill", "none"),
                    ("stroke", color), ("stroke-width", size(2)),
                ]
            if withheld || up.afterDeath || up.skipped { attributes.append(("stroke-dasharray", dashes(3, 2))) }
            xml.element("circle", attributes)
        }
        for hold in track.holds { heldMark(hold, color: color, stepped: stepped, scale: scale, &xml) }
        if !withheld, let cancel = track.cancellation {
            var (x, y, arm) = (cancel.point.x, cancel.point.y, 5 * scale)
            // Where the finger came down or lifted at the same spot (a tap a recognizer took),
            // the cross goes beside the dot and ring, down and to the right, tied to them by a
            // thin line, so the three marks do not pile into one knot.
            let crowded = track.points.contains {
                ($0.phase == .began || $0.phase == .ended) && $0.point.distance(to: cancel.point) < 10 * scale
            }
            if crowded {
                let (fromX, fromY) = (x + 5.5 * scale, y + 5.5 * scale)
                (x, y) = (x + 15 * scale, y + 15 * scale)
                xml.element(
                    "line",
                    stepAttributes(cancel.step, "cancel-tie") + [
                        ("x1", SVGText.number(fromX)), ("y1", SVGText.number(fromY)), ("x2", SVGText.number(x - arm)),
                        ("y2", SVGText.number(y - arm)), ("stroke", color), ("stroke-width", size(1)),
                    ])
            }
            let d =
                "M\(SVGText.number(x - arm)),\(SVGText.number(y - arm)) L\(SVGText.number(x + arm)),\(SVGText.number(y + arm)) "
                + "M\(SVGText.number(x - arm)),\(SVGText.number(y + arm)) L\(SVGText.number(x + arm)),\(SVGText.number(y - arm))"
            xml.element(
                "path",
                stepAttributes(cancel.step, "cancel") + [
                    ("d", d), ("stroke", color), ("stroke-width", size(2.5)), ("stroke-linecap", "round"), ("fill", "none"),
                ])
        }
        xml.close("g")
    }

    /// A held call (G17–G19): a hollow diamond beside the point where the finger was when it
    /// was held (up and to the left for a began, above for a move, up and to the right for an
    /// ended), tied to it by a thin line; filled from its release (G20), struck through from
    /// its discard (G16, G23). With `stepped`, each part shows from its own step.
    static func heldMark(_ hold: TouchTrack.Hold, color: String, stepped: Bool, scale: Double, _ xml: inout XMLBuilder) {
        heldMark(at: heldCenter(hold, scale: scale), from: hold.point, hold: hold, color: color, stepped: stepped, scale: scale, &xml)
    }

    /// Where a held call's diamond sits: beside the finger's point, by the call's phase.
    static func heldCenter(_ hold: TouchTrack.Hold, scale: Double) -> Point {
        let offset: (x: Double, y: Double)
        switch hold.phase {
        case .began: offset = (-15, -15)
        case .moved, .cancelled: offset = (0, -20)
        case .ended: offset = (15, -15)
        }
        return Point(hold.point.x + offset.x * scale, hold.point.y + offset.y * scale)
    }

    /// The diamond of a held call at `center`, tied to `anchor` when that is another point.
    static func heldMark(
        at center: Point, from anchor: Point, hold: TouchTrack.Hold, color: String, stepped: Bool, scale: Double, _ xml: inout XMLBuilder
    ) {
        func diamond(_ radius: Double) -> String {
            [
                Point(center.x, center.y - radius), Point(center.x + radius, center.y), Point(center.x, center.y + radius),
                Point(center.x - radius, center.y),
            ]
            .map { SVGText.number($0.x) + "," + SVGText.number($0.y) }.joined(separator: " ")
        }
        func classes(_ step: Int, _ base: String) -> [(String, String)] {
            stepped ? [("class", base + " upto"), ("data-step", String(step))] : [("class", base)]
        }
        let radius = 6.5 * scale
        xml.open("g", classes(hold.step, "held") + [("data-phase", hold.phase.name)])
        if anchor != center {
            xml.element(
                "line",
                [
                    ("x1", SVGText.number(anchor.x)), ("y1", SVGText.number(anchor.y)), ("x2", SVGText.number(center.x)),
                    ("y2", SVGText.number(center.y)), ("stroke", color), ("stroke-width", SVGText.number(1.2 * scale)),
                    ("stroke-dasharray", SVGText.number(2 * scale) + " " + SVGText.number(2 * scale)),
                ])
        }
        xml.element(
            "polygon",
            [
                ("points", diamond(radius)), ("fill", "#ffffff"), ("stroke", color), ("stroke-width", SVGText.number(2 * scale)),
                ("stroke-linejoin", "round"),
            ])
        xml.close("g")
        switch hold.outcome {
        case .held: break
        case .released(let step, _):
            xml.element(
                "polygon",
                classes(step, "released") + [
                    ("data-phase", hold.phase.name), ("points", diamond(radius * 0.62)), ("fill", color), ("stroke", "none"),
                ])
        case .discarded(let step, _, _):
            let arm = radius * 1.1
            let d =
                "M\(SVGText.number(center.x - arm)),\(SVGText.number(center.y + arm)) "
                + "L\(SVGText.number(center.x + arm)),\(SVGText.number(center.y - arm))"
            xml.element(
                "path",
                classes(step, "discarded") + [
                    ("data-phase", hold.phase.name), ("d", d), ("stroke", "#37474f"), ("stroke-width", SVGText.number(2 * scale)),
                    ("stroke-linecap", "round"), ("fill", "none"),
                ])
        }
    }

    /// A finger still down: a translucent fingertip around its current point.
    static func finger(_ point: Point, color: String, scale: Double = 1, _ xml: inout XMLBuilder) {
        xml.element(
            "circle",
            [
                ("class", "finger"), ("cx", SVGText.number(point.x)), ("cy", SVGText.number(point.y)),
                ("r", SVGText.number(11 * scale)), ("fill", color), ("fill-opacity", "0.18"), ("stroke", color),
                ("stroke-opacity", "0.6"), ("stroke-width", SVGText.number(scale)),
            ])
    }
}
