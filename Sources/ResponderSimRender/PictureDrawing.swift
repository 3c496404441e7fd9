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
            if let mark = box.cellMark { cellMark(box.shape, mark, name: box.name, scale: scale, &xml) }
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
}
