import ResponderSimCore
import ResponderSimTeaching

/// The report's SVG: every distinct tree of the kept steps (each shown for its steps), the
/// touch paths drawn segment by segment with the step of each, removed views' ghosts from
/// their removal on, and one overlay per step that highlights what the step did. The page's
/// script shows what belongs to the chosen step.
struct ReportPicture {
    let recording: RunRecording
    let tracks: [TouchTrack]
    /// Index in ``tracks`` by touch serial.
    let trackIndex: [Int: Int]
    /// Points per label unit: a scene larger than a phone is shrunk to fit the page, so its
    /// labels and marks are drawn larger in proportion and read at the same size.
    let scale: Double
    /// The views on the touches' paths, drawn alone when a tree has more views than the limit.
    let onPaths: Set<ViewID>
    /// The views the user names (labelled even when a tree is focused).
    let named: Set<ViewID>
    /// Each tree of the recording laid out: its boxes to draw, what lay under each finger,
    /// and its focus (``PictureFocus``).
    private let trees: [PreparedTree]
    /// The cells drawn selected or highlighted before the first step (index 0) and after each
    /// kept step; empty for a scene without cells.
    let cellMarks: [[ViewID: CellStates.Mark]]
    /// Which cell marks some step shows, for the key.
    let cellKeys: CellStates.Mark

    private struct PreparedTree {
        var geometry: ScreenGeometry
        var boxes: [ViewBox]
        var inWindows: Int
        var isSummary: Bool
        var under: [UnderFinger]
        var focus: PictureFocus
    }

    init(recording: RunRecording, tracks: [TouchTrack], naming named: Set<ViewID> = []) {
        self.recording = recording
        self.tracks = tracks
        self.named = named
        var trackIndex: [Int: Int] = [:]
        for (index, track) in tracks.enumerated() { trackIndex[track.touch.serial] = index }
        self.trackIndex = trackIndex
        let onPaths = Set(tracks.flatMap(\.hitPath))
        self.onPaths = onPaths
        var largest = 0.0
        var trees: [PreparedTree] = []
        for views in recording.trees {
            let geometry = ScreenGeometry(views: views, windows: recording.scene.windows)
            var boxes = ViewBox.boxes(views, recording.scene, geometry: geometry)
            let inWindows = boxes.count
            let isSummary = boxes.count > recording.limits.maxViews
            if isSummary { boxes = boxes.filter { $0.isWindow || onPaths.contains($0.view) } }
            let under = UnderFinger.find(tracks, views: views, geometry: geometry)
            let (focus, drawn) = PictureFocus.make(boxes: boxes, views: views, tracks: tracks, under: under, named: named)
            for rect in drawn.map(\.rect) { largest = max(largest, rect.x + rect.width, rect.y + rect.height) }
            trees.append(
                PreparedTree(geometry: geometry, boxes: drawn, inWindows: inWindows, isSummary: isSummary, under: under, focus: focus))
        }
        self.trees = trees
        scale = max(1, (largest / 520 * 4).rounded() / 4)
        var cells = CellStates(recording.scene)
        var cellMarks: [[ViewID: CellStates.Mark]] = []
        var cellKeys = CellStates.Mark(isSelected: false, isHighlighted: false)
        if cells.hasCells {
            cellMarks.append(cells.marks)
            for step in recording.steps {
                cells.update(after: step, recording.scene)
                cellMarks.append(cells.marks)
            }
            for mark in cellMarks.joined().map(\.value) {
                cellKeys.isSelected = cellKeys.isSelected || mark.isSelected
                cellKeys.isHighlighted = cellKeys.isHighlighted || mark.isHighlighted
            }
        }
        self.cellMarks = cellMarks
        self.cellKeys = cellKeys
    }

    /// The track of a touch.
    func track(_ touch: TouchRef) -> TouchTrack? { trackIndex[touch.serial].map { tracks[$0] } }

    /// The focus of the last tree (the one the whole run leaves), for the page's words.
    var focus: PictureFocus { trees.last?.focus ?? .none }

    static let hopColors: [DeliveryResult: String] = [.handled: "#2e7d32", .forwarded: "#607d8b", .unhandled: "#c77700"]

    struct TreeDrawing {
        var views: [View]
        var geometry: ScreenGeometry
        var boxes: [ViewBox]
        var focus: PictureFocus
        var under: [UnderFinger]
        var layout: PictureDrawing.Layout
        /// Screen shape by view index (nil when not in a window or not drawn).
        var shapes: [ViewShape?]
        /// The tree's labels as taken areas: each step's tags start from a copy.
        var placer: LabelPlacer
        var first: Int
        var last: Int
    }

    func svg() -> String {
        let summarised = trees[0].isSummary
        let ghosts = recording.removals.filter { $0.step <= recording.steps.count && (!summarised || onPaths.contains($0.view)) }
        let drawings = treeDrawings(ghosts: ghosts)
        let summaryNote = trees.last(where: \.isSummary).map { Picture.summaryNote(views: $0.inWindows, drawn: $0.boxes) }

        // The application and delegate, drawn below the windows when a call reaches them.
        var extent = drawings.map(\.layout.extent).reduce(drawings[0].layout.extent) { $0.union($1) }
        let outsiderY = extent.y + extent.height + 34 * scale
        let outsiders = placeOutsiders(x: extent.x, y: outsiderY)
        if let lastOutsider = outsiders.last {
            extent = extent.union(
                Rect(extent.x, outsiderY - 18 * scale, max(lastOutsider.rect.x + lastOutsider.rect.width - extent.x, 10), 84 * scale))
        }
        let noteY = extent.y + extent.height + 16 * scale
        if summaryNote != nil { extent = extent.union(Rect(extent.x, noteY - 12 * scale, 10, 20 * scale)) }

        var xml = XMLBuilder()
        openPicture(extent: extent, &xml)
        var unders = XMLBuilder()
        var overs = XMLBuilder()
        drawOverlays(drawings, outsiders: outsiders, extent: extent, under: &unders, over: &overs)
        treeGroups(drawings, &xml) { drawing, xml in
            PictureDrawing.views(
                drawing.boxes, scale: scale, focus: drawing.focus, labelled: Set(drawing.layout.labels.map(\.box.view)), &xml)
            if drawing.focus.isFocused {
                PictureDrawing.pathOutlines(tracks, boxes: drawing.boxes, stepped: true, scale: scale, &xml)
            }
            PictureDrawing.coveredOutlines(tracks, under: drawing.under, boxes: drawing.boxes, stepped: true, scale: scale, &xml)
        }
        PictureDrawing.ghosts(ghosts, stepped: true, scale: scale, &xml)
        xml.raw(unders.text)
        treeGroups(drawings, &xml) { drawing, xml in PictureDrawing.labels(drawing.layout, tracks: tracks, touchLabels: false, &xml) }
        if !outsiders.isEmpty { drawOutsiders(outsiders, x: extent.x, y: outsiderY, &xml) }
        drawTouches(labels: drawings[drawings.count - 1].layout.touchLabels, &xml)
        xml.raw(overs.text)
        if let summaryNote {
            xml.element(
                "text",
                [
                    ("class", "summary-note"), ("x", SVGText.number(extent.x)), ("y", SVGText.number(noteY)), ("font-size", u(10.5)),
                    ("font-weight", "bold"), ("fill", "#9a5b00"),
                ],
                content: summaryNote)
        }
        xml.close("g")
        xml.close("svg")
        return xml.text
    }

    /// The height of the banner above the picture, in points.
    private var bannerHeight: Double { 30 * scale }

    /// Each tree laid out to draw, with the steps it shows for: a tree names only the ghosts of
    /// views removed by its first step, and its labels start each step's taken areas.
    private func treeDrawings(ghosts: [RunRecording.Removal]) -> [TreeDrawing] {
        var spans = Array(repeating: (first: Int.max, last: -1), count: recording.trees.count)
        for step in 0...recording.steps.count {
            let tree = recording.treeIndex(afterSteps: step)
            spans[tree] = (min(spans[tree].first, step), max(spans[tree].last, step))
        }
        var drawings: [TreeDrawing] = []
        let layouts = recording.trees.indices.map { treeIndex in
            PictureDrawing.Layout(
                boxes: trees[treeIndex].boxes, starts: [], ghosts: ghosts.filter { $0.step <= spans[treeIndex].first }, tracks: tracks,
                scene: recording.scene, scale: scale, focus: trees[treeIndex].focus)
        }
        for (treeIndex, views) in recording.trees.enumerated() {
            let tree = trees[treeIndex]
            let layout = layouts[treeIndex]
            var shapes: [ViewShape?] = Array(repeating: nil, count: views.count)
            for box in tree.boxes { shapes[box.view.index] = box.shape }
            var placer = LabelPlacer(cell: 48 * scale)
            for label in layout.labels {
                placer.block(Rect(label.at.x, label.at.y, label.block.width * scale, label.block.height * scale))
            }
            for label in layout.ghostLabels { placer.block(Rect(label.at.x, label.at.y, 60 * scale, 11 * scale)) }
            // The touches' ids, drawn where the last tree's layout put them: no step's tag covers one.
            for label in layouts.last?.touchLabels ?? [] { placer.block(Rect(label.at.x, label.at.y, label.width, 13 * scale)) }
            drawings.append(
                TreeDrawing(
                    views: views, geometry: tree.geometry, boxes: tree.boxes, focus: tree.focus, under: tree.under, layout: layout,
                    shapes: shapes, placer: placer,
                    first: spans[treeIndex].first,
                    last: spans[treeIndex].last))
        }
        return drawings
    }

    /// Where the application and the delegate go, left to right from `x` on the line `y`: only
    /// those a call of the run reaches.
    private func placeOutsiders(x start: Double, y: Double) -> [(responder: Responder, rect: Rect)] {
        var reached: Set<Responder> = []
        for step in recording.steps {
            for delivery in step.deliveries where delivery.responder == .application || delivery.responder == .delegate {
                reached.insert(delivery.responder)
            }
        }
        var outsiders: [(responder: Responder, rect: Rect)] = []
        var x = start
        for responder in [Responder.application, .delegate] where reached.contains(responder) {
            // Room on the right for the hop badges.
            let width = (SVGText.width(recording.scene.name(of: responder), size: 11, bold: true) + 20 + 40) * scale
            outsiders.append((responder, Rect(x, y, width, 26 * scale)))
            x += width + 40 * scale
        }
        return outsiders
    }

    /// The `svg` element sized to `extent` with room for the banner, its title, definitions and
    /// background, and the open group of the picture moved into place.
    private func openPicture(extent: Rect, _ xml: inout XMLBuilder) {
        let margin = 14.0 * scale
        let top = margin + bannerHeight
        let width = (extent.width + 2 * margin).rounded(.up)
        let height = (extent.height + top + margin).rounded(.up)
        let dx = margin - extent.x
        let dy = top - extent.y
        xml.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("class", "scene-picture"), ("width", SVGText.number(width)),
                ("height", SVGText.number(height)), ("viewBox", "0 0 \(SVGText.number(width)) \(SVGText.number(height))"),
                ("font-family", SVGText.fontFamily),
            ])
        let scene = recording.scene
        xml.element("title", [], content: scene.title ?? scene.path)
        PictureDrawing.defs(&xml)
        xml.element("rect", [("class", "background"), ("width", "100%"), ("height", "100%"), ("fill", "#ffffff")])
        xml.open("g", [("class", "picture"), ("transform", "translate(\(SVGText.number(dx)) \(SVGText.number(dy)))")])
    }

    /// Each step's overlay over the tree it left, counting how deep the app ignores touches.
    private func drawOverlays(
        _ drawings: [TreeDrawing], outsiders: [(responder: Responder, rect: Rect)], extent: Rect,
        under unders: inout XMLBuilder, over overs: inout XMLBuilder
    ) {
        let banner = Rect(extent.x, extent.y - bannerHeight + 2 * scale, extent.width, 22 * scale)
        var ignoring = 0
        // Each window's first responder after the step (RF3), from the step's own lines.
        var firstResponders = FirstResponderLog(recording.scene)
        if let initial = cellMarks.first, !initial.isEmpty {
            drawInitialCells(initial, drawing: drawings[recording.treeIndex(afterSteps: 0)], under: &unders)
        }
        for (index, step) in recording.steps.enumerated() {
            if step.kind == .ignoreBegin { ignoring += 1 }
            if step.kind == .ignoreEnd { ignoring = max(0, ignoring - 1) }
            firstResponders.update(after: step)
            let drawing = drawings[recording.treeAfterStep[index]]
            let before = drawings[recording.treeIndex(afterSteps: index)]
            overlay(
                step, drawing: drawing, before: before, placer: drawing.placer, outsiders: outsiders, ignoring: ignoring,
                firstResponders: firstResponders.marks, cellMarks: index + 1 < cellMarks.count ? cellMarks[index + 1] : [:], bounds: extent,
                banner: banner, under: &unders, over: &overs)
        }
    }

    /// One group per tree that some step shows, hidden unless it is the last step's, with what
    /// `draw` puts in it.
    private func treeGroups(_ drawings: [TreeDrawing], _ xml: inout XMLBuilder, _ draw: (TreeDrawing, inout XMLBuilder) -> Void) {
        for drawing in drawings where drawing.last >= 0 {
            var attributes: [(String, String)] = [
                ("class", "tree"), ("data-first", String(drawing.first)), ("data-last", String(drawing.last)),
            ]
            if drawing.last != recording.steps.count { attributes.append(("style", "display:none")) }
            xml.open("g", attributes)
            draw(drawing, &xml)
            xml.close("g")
        }
    }

    /// The application and the delegate as rounded boxes under their caption, an arrow from
    /// each to the next.
    private func drawOutsiders(_ outsiders: [(responder: Responder, rect: Rect)], x: Double, y outsiderY: Double, _ xml: inout XMLBuilder) {
        let scene = recording.scene
        xml.element(
            "text",
            [
                ("x", SVGText.number(x)), ("y", SVGText.number(outsiderY - 7 * scale)), ("font-size", u(10)),
                ("fill", PictureDrawing.muted),
            ],
            content: "beyond the windows, at the end of every chain (C1):")
        for (index, outsider) in outsiders.enumerated() {
            let rect = outsider.rect
            xml.element(
                "rect",
                [
                    ("class", "responder"), ("data-responder", scene.name(of: outsider.responder)), ("x", SVGText.number(rect.x)),
                    ("y", SVGText.number(rect.y)), ("width", SVGText.number(rect.width)), ("height", SVGText.number(rect.height)),
                    ("rx", u(13)), ("fill", "#f3f0e8"), ("stroke", "#8d7b5a"), ("stroke-width", u(1)),
                ])
            xml.element(
                "text",
                [
                    ("x", SVGText.number(rect.x + 10 * scale)), ("y", SVGText.number(rect.y + 17 * scale)), ("font-size", u(11)),
                    ("font-weight", "bold"), ("fill", PictureDrawing.ink),
                ],
                content: scene.name(of: outsider.responder))
            if index > 0 {
                let previous = outsiders[index - 1].rect
                let mid = rect.y + rect.height / 2
                let (from, to, head) = (previous.x + previous.width + 4 * scale, rect.x - 6 * scale, 5 * scale)
                let d =
                    "M\(SVGText.number(from)),\(SVGText.number(mid)) L\(SVGText.number(to)),\(SVGText.number(mid)) "
                    + "M\(SVGText.number(to - head)),\(SVGText.number(mid - 4 * scale)) L\(SVGText.number(to)),\(SVGText.number(mid)) "
                    + "L\(SVGText.number(to - head)),\(SVGText.number(mid + 4 * scale))"
                xml.element("path", [("d", d), ("stroke", "#8d7b5a"), ("fill", "none"), ("stroke-width", u(1.2))])
            }
        }
    }

    /// The touch paths, drawn segment by segment, and each touch's label from its first step.
    private func drawTouches(labels: [(track: Int, at: Point, width: Double)], _ xml: inout XMLBuilder) {
        xml.open("g", [("class", "touches")])
        for track in tracks { PictureDrawing.track(track, stepped: true, scale: scale, &xml) }
        xml.close("g")
        xml.open("g", [("class", "touch-labels")])
        for label in labels {
            let track = tracks[label.track]
            var attributes = PictureDrawing.touchLabelAttributes(track, at: label.at, scale: scale)
            attributes[0].1 = "touch-label upto"
            attributes.insert(("data-step", String(track.downStep)), at: 1)
            xml.element("text", attributes + PictureDrawing.halo, content: track.label)
        }
        xml.close("g")
    }

    /// What step `step` did, drawn over the tree it left: the outlines of the hit-test, bound,
    /// changed and reached views and the tints of selected and highlighted cells into `under`
    /// (drawn below labels and paths), the rest into `over`.
    private func overlay(
        _ step: StepRecord, drawing: TreeDrawing, before: TreeDrawing, placer base: LabelPlacer,
        outsiders: [(responder: Responder, rect: Rect)], ignoring: Int, firstResponders: [(Responder, inKeyWindow: Bool)],
        cellMarks: [ViewID: CellStates.Mark], bounds: Rect, banner: Rect,
        under: inout XMLBuilder, over xml: inout XMLBuilder
    ) {
        let number = step.number
        under.open("g", [("class", "at under"), ("data-step", String(number)), ("style", "display:none")])
        xml.open("g", [("class", "at over"), ("data-step", String(number)), ("style", "display:none")])
        defer {
            under.close("g")
            xml.close("g")
        }
        // Each section places its tags clear of what the sections before it drew.
        var overlay = StepOverlay(
            picture: self, step: step, drawing: drawing, before: before, outsiders: outsiders, ignoring: ignoring, area: bounds,
            banner: banner, cellMarks: cellMarks, placer: base)
        overlay.drawFingersAndBoundViews(under: &under, over: &xml)
        overlay.drawCellMarks(under: &under)
        overlay.reserveChangedPoints()
        overlay.drawHitTests(under: &under, over: &xml)
        overlay.drawSetOrRemovedView(under: &under, over: &xml)
        overlay.drawChangeRings(&xml)
        overlay.drawDeliveryBadges(under: &under, over: &xml)
        overlay.drawDropsSkipsAndOutputs(&xml)
        overlay.reserveHeldDiamonds()
        overlay.drawTrackingAreas(under: &under, over: &xml)
        overlay.drawControlEvents(&xml)
        overlay.drawCellLines(&xml)
        overlay.drawGestureLines(&xml)
        overlay.markFirstResponders(firstResponders, &xml)
        overlay.drawChainLines(&xml)
        overlay.drawBanner(&xml)
    }
}
