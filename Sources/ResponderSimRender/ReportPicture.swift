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
    }

    /// The track of a touch.
    func track(_ touch: TouchRef) -> TouchTrack? { trackIndex[touch.serial].map { tracks[$0] } }

    /// The focus of the last tree (the one the whole run leaves), for the page's words.
    var focus: PictureFocus { trees.last?.focus ?? .none }

    static let hopColors: [DeliveryResult: String] = [.handled: "#2e7d32", .forwarded: "#607d8b", .unhandled: "#c77700"]

    private struct TreeDrawing {
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
        for (index, step) in recording.steps.enumerated() {
            if step.kind == .ignoreBegin { ignoring += 1 }
            if step.kind == .ignoreEnd { ignoring = max(0, ignoring - 1) }
            firstResponders.update(after: step)
            let drawing = drawings[recording.treeAfterStep[index]]
            let before = drawings[recording.treeIndex(afterSteps: index)]
            overlay(
                step, drawing: drawing, before: before, placer: drawing.placer, outsiders: outsiders, ignoring: ignoring,
                firstResponders: firstResponders.marks, bounds: extent, banner: banner,
                under: &unders, over: &overs)
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
    /// changed and reached views into `under` (drawn below labels and paths), the rest into `over`.
    private func overlay(
        _ step: StepRecord, drawing: TreeDrawing, before: TreeDrawing, placer base: LabelPlacer,
        outsiders: [(responder: Responder, rect: Rect)], ignoring: Int, firstResponders: [(Responder, inKeyWindow: Bool)], bounds: Rect,
        banner: Rect,
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
            banner: banner, placer: base)
        overlay.drawFingersAndBoundViews(under: &under, over: &xml)
        overlay.reserveChangedPoints()
        overlay.drawHitTests(under: &under, over: &xml)
        overlay.drawSetOrRemovedView(under: &under, over: &xml)
        overlay.drawChangeRings(&xml)
        overlay.drawDeliveryBadges(under: &under, over: &xml)
        overlay.drawDropsSkipsAndOutputs(&xml)
        overlay.reserveHeldDiamonds()
        overlay.drawTrackingAreas(under: &under, over: &xml)
        overlay.drawControlEvents(&xml)
        overlay.drawGestureLines(&xml)
        overlay.markFirstResponders(firstResponders, &xml)
        overlay.drawChainLines(&xml)
        overlay.drawBanner(&xml)
    }

    /// One step's overlay as it is drawn: what its sections share, and the areas taken so far
    /// (the tree's labels, then the step's tags and marks) so that each tag lands clear of them.
    private struct StepOverlay {
        let picture: ReportPicture
        let step: StepRecord
        /// The tree the step left.
        let drawing: TreeDrawing
        /// The tree the step found (a removed view is still in it).
        let before: TreeDrawing
        let outsiders: [(responder: Responder, rect: Rect)]
        /// How deep the app ignores touches after the step.
        let ignoring: Int
        /// The picture's extent: tags stay inside it.
        let area: Rect
        /// Where the banner goes (and what an output of an undrawn responder sits next to).
        let banner: Rect
        var placer: LabelPlacer

        private var scene: Scene { picture.recording.scene }
        private var number: Int { step.number }
        private var scale: Double { picture.scale }

        private func u(_ value: Double) -> String { picture.u(value) }
        private func track(_ touch: TouchRef) -> TouchTrack? { picture.track(touch) }

        /// A view's shape in the tree the step left, or else in the one it found.
        private func shape(of view: ViewID) -> ViewShape? { drawing.shapes[view.index] ?? before.shapes[view.index] }

        private func shape(of responder: Responder) -> ViewShape? {
            switch responder {
            case .view(let id): shape(of: id)
            case .controller(let id): shape(of: scene.controllers[id.index].view)
            case .application, .delegate: outsiders.first { $0.responder == responder }.map { ViewShape($0.rect) }
            }
        }

        /// The shapes of the views inside the responder's view, drawn in front of it.
        private func frontShapes(inside responder: Responder) -> [ViewShape] {
            let view: ViewID
            switch responder {
            case .view(let id): view = id
            case .controller(let id): view = scene.controllers[id.index].view
            case .application, .delegate: return []
            }
            let views = drawing.views
            return views.indices.compactMap { index -> ViewShape? in
                guard index != view.index, !views[index].isHidden else { return nil }
                var ancestor = views[index].superview
                while let current = ancestor, current != view { ancestor = views[current.index].superview }
                return ancestor == nil ? nil : shape(of: ViewID(index))
            }
        }

        private func rect(of view: ViewID) -> Rect? { shape(of: view)?.rect }
        private func rect(of responder: Responder) -> Rect? { shape(of: responder)?.rect }

        /// The marker of the first of `touches` where it is after the step.
        private func touchAnchor(_ touches: Slice<StepBuffer<TouchRef>>) -> Rect? {
            guard let first = touches.first, let track = track(first), let point = track.points.last(where: { $0.step <= number })
            else { return nil }
            return picture.marker(point.point)
        }

        /// A tag inside the picture, clear of everything placed so far.
        private mutating func tag(
            _ text: String, color: String, near anchor: Rect, inside: Bool, rules: [RuleID] = [], _ xml: inout XMLBuilder
        ) {
            picture.tag(text, color: color, near: anchor, inside: inside, within: area, rules: rules, &placer, &xml)
        }

        /// Fingers down after the step, and the views their live touches are bound to (B1);
        /// the touches of one view share its border.
        func drawFingersAndBoundViews(under: inout XMLBuilder, over xml: inout XMLBuilder) {
            var bound: [(view: ViewID, tracks: [TouchTrack])] = []
            for track in picture.tracks where track.downStep <= number {
                if case .lifted(let up) = track.ending, up <= number { continue }
                guard let point = track.points.last(where: { $0.step <= number }) else { continue }
                let color = PictureDrawing.touchColor(track.colorIndex)
                PictureDrawing.finger(point.point, color: color, scale: scale, &xml)
                if case .delivered(let view, _) = track.fate, track.downStep < number, !point.afterDeath,
                    track.cancellation.map({ $0.step > number }) ?? true
                {
                    if let index = bound.firstIndex(where: { $0.view == view }) {
                        bound[index].tracks.append(track)
                    } else {
                        bound.append((view, [track]))
                    }
                }
            }
            for group in bound {
                guard let boundShape = drawing.shapes[group.view.index] else { continue }
                for (index, track) in group.tracks.enumerated() {
                    PictureDrawing.hitOutline(
                        boundShape, track: track, inset: 1.5 * scale, width: 1.5 * scale, share: (index, group.tracks.count),
                        extraClass: " bound",
                        &under)
                }
            }
        }

        /// The rings of the changed points come later; tags keep clear of them from the start.
        mutating func reserveChangedPoints() {
            for change in step.changes {
                placer.block(Rect(change.point.x - 14 * scale, change.point.y - 14 * scale, 28 * scale, 28 * scale))
            }
        }

        /// Hit tests of this step: the hit-test view outlined thickly in the touch's colour.
        mutating func drawHitTests(under: inout XMLBuilder, over xml: inout XMLBuilder) {
            for (index, test) in step.hitTests.enumerated() {
                guard let view = test.view, let bound = shape(of: view),
                    let track = track(test.touch)
                else { continue }
                PictureDrawing.hitOutline(
                    bound, track: track, inset: (2 + 4.5 * Double(index)) * scale, width: 3.5 * scale, extraClass: " current", &under)
                // In a focused tree a hit-test view is often a full-screen layer: the tag goes next
                // to the finger rather than to a far corner.
                let large = bound.rect.width > 150 * scale && bound.rect.height > 150 * scale
                let down = track.points.first?.point
                if drawing.focus.isFocused, large, let down {
                    tag(
                        "hit-test view of \(track.label)", color: PictureDrawing.touchColor(track.colorIndex),
                        near: picture.marker(down), inside: false, &xml)
                } else {
                    tag(
                        "hit-test view of \(track.label)", color: PictureDrawing.touchColor(track.colorIndex), near: bound.rect,
                        inside: true, &xml)
                }
            }
        }

        /// The set or removed view.
        mutating func drawSetOrRemovedView(under: inout XMLBuilder, over xml: inout XMLBuilder) {
            switch step.action {
            case .set(let view, let key, let change):
                if let bound = shape(of: view) {
                    picture.outline(bound, color: "#c2410c", dash: "6 3", &under)
                    tag("set \(key) \(change.valueText(scene))", color: "#c2410c", near: bound.rect, inside: true, &xml)
                }
            case .remove(let view):
                if let bound = before.shapes[view.index] {
                    picture.outline(bound, color: "#b71c1c", dash: "6 3", &under)
                    tag("removed \(scene.views[view.index].name)", color: "#b71c1c", near: bound.rect, inside: true, &xml)
                }
            default: break
            }
        }

        /// Changes: a ring around each point that changed.
        func drawChangeRings(_ xml: inout XMLBuilder) {
            for change in step.changes {
                guard let track = track(change.touch) else { continue }
                let color = PictureDrawing.touchColor(track.colorIndex)
                xml.element(
                    "circle",
                    [
                        ("class", "change"), ("cx", SVGText.number(change.point.x)), ("cy", SVGText.number(change.point.y)),
                        ("r", u(13)), ("fill", "none"), ("stroke", "#f59e0b"), ("stroke-width", u(3)), ("stroke-opacity", "0.9"),
                    ])
                xml.element(
                    "circle",
                    [
                        ("cx", SVGText.number(change.point.x)), ("cy", SVGText.number(change.point.y)), ("r", u(9.5)),
                        ("fill", "none"), ("stroke", color), ("stroke-width", u(1.5)),
                    ])
            }
        }

        /// Delivery hops: a numbered badge on each responder, in call order.
        mutating func drawDeliveryBadges(under: inout XMLBuilder, over xml: inout XMLBuilder) {
            let changePoints = step.changes.map(\.point)
            var badgeCenters: [Point] = []
            // The hops of calls and of searches (an ask is a hop of the search's chain, RA2), in trace order.
            let hops = step.entries.compactMap { entry in
                ReportWriter.hop(entry, step).map {
                    (responder: $0.responder, color: ReportPicture.hopColors[$0.style] ?? "#607d8b", dashed: $0.dashed)
                }
            }
            for (index, hop) in hops.enumerated() {
                guard let boundShape = shape(of: hop.responder) else { continue }
                let bound = boundShape.rect
                let color = hop.color
                if case .view = hop.responder {
                    picture.outline(boundShape, color: color, dash: hop.dashed ? "4 3" : nil, &under)
                }
                // Along the top edge from the right, clear of other badges, of changed points, and
                // of the views drawn in front inside this one (an ancestor's badge inside its
                // front-most subview would read as that subview's step).
                let front = frontShapes(inside: hop.responder)
                let start = Point(bound.x + bound.width - 10 * scale, bound.y + min(10 * scale, bound.height / 2))
                var center = start
                var attempt = 0
                func crowded(_ center: Point) -> Bool {
                    badgeCenters.contains { abs($0.x - center.x) < 17 * scale && abs($0.y - center.y) < 17 * scale }
                        || changePoints.contains { abs($0.x - center.x) < 22 * scale && abs($0.y - center.y) < 22 * scale }
                        || front.contains { $0.contains(center) }
                }
                // Rows of badge places from the right across the whole top (ten at most where
                // nothing lies in front), four rows down.
                // (At most a thousand: a view scaled up a billion times is wider than any row.)
                let across = (bound.width - 20 * scale) / (19 * scale)
                let perRow = front.isEmpty ? 10 : across >= 0 ? (across < 999 ? Int(across) + 1 : 1_000) : 1
                let attempts = perRow * 4
                while attempt < attempts && crowded(center) {
                    attempt += 1
                    center = Point(start.x - 19 * scale * Double(attempt % perRow), start.y + 19 * scale * Double(attempt / perRow))
                }
                if attempt == attempts && front.contains(where: { $0.contains(center) }) {
                    // Its subviews cover its top: the badge sits just outside its top edge.
                    center = Point(start.x, bound.y - 11 * scale)
                    while badgeCenters.contains(where: { abs($0.x - center.x) < 17 * scale && abs($0.y - center.y) < 17 * scale }) {
                        center.x -= 19 * scale
                    }
                }
                badgeCenters.append(center)
                let radius = 9 * scale
                placer.block(Rect(center.x - radius, center.y - radius, 2 * radius, 2 * radius))
                drawBadge(index + 1, of: hop.responder, at: center, color: color, &xml)
            }
        }

        /// A hop's badge: a circle with its number, a rounded square for a view controller.
        private func drawBadge(_ number: Int, of responder: Responder, at center: Point, color: String, _ xml: inout XMLBuilder) {
            let radius = 9 * scale
            if case .controller = responder {
                xml.element(
                    "rect",
                    [
                        ("class", "hop"), ("x", SVGText.number(center.x - radius)), ("y", SVGText.number(center.y - radius)),
                        ("width", u(18)), ("height", u(18)), ("rx", u(3)), ("fill", color), ("stroke", "#ffffff"), ("stroke-width", u(1.5)),
                    ])
            } else {
                xml.element(
                    "circle",
                    [
                        ("class", "hop"), ("cx", SVGText.number(center.x)), ("cy", SVGText.number(center.y)), ("r", u(9)),
                        ("fill", color), ("stroke", "#ffffff"), ("stroke-width", u(1.5)),
                    ])
            }
            xml.element(
                "text",
                [
                    ("x", SVGText.number(center.x)), ("y", SVGText.number(center.y + 3.6 * scale)), ("font-size", u(10)),
                    ("font-weight", "bold"),
                    ("fill", "#ffffff"), ("text-anchor", "middle"),
                ], content: String(number))
        }

        /// Drops, skips and outputs, next to where they happened.
        mutating func drawDropsSkipsAndOutputs(_ xml: inout XMLBuilder) {
            for drop in step.drops {
                guard let track = track(drop.touch), let down = track.points.first else { continue }
                tag(
                    "withheld \(track.label): \(drop.reason.rawValue) (\(drop.rule))", color: "#b71c1c",
                    near: picture.marker(down.point), inside: false, rules: [drop.rule], &xml)
            }
            for skip in step.skips {
                guard let track = track(skip.touch),
                    let point = track.points.last(where: { $0.step <= number })
                else { continue }
                tag(
                    "skipped \(track.label) \(skip.phase.name) (I3)", color: "#a66300", near: picture.marker(point.point),
                    inside: false, rules: [.i3], &xml)
            }
            for output in step.outputs {
                let anchor = rect(of: output.responder) ?? banner
                tag("\(scene.name(of: output.responder)): \(output.text)", color: "#00796b", near: anchor, inside: true, &xml)
            }
        }

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
            for control in step.controls {
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
                switch entry {
                case .gesture(let index):
                    let gesture = step.gestures[index]
                    color = ReportPicture.stateColor(gesture.state)
                    anchor = rect(of: scene.recognizers[gesture.recognizer.index].view) ?? banner
                case .hold(let index): (color, anchor) = ("#8a5a00", touchAnchor(step.touches(step.holds[index].touches)))
                case .release(let index): (color, anchor) = ("#6d4c41", touchAnchor(step.touches(step.releases[index].touches)))
                case .discard(let index): (color, anchor) = ("#37474f", touchAnchor(step.touches(step.discards[index].touches)))
                case .drop, .delivery, .output, .control, .skip, .firstResponder, .action, .menu, .ignored, .scroll, .cell: continue
                }
                guard let anchor else { continue }
                tag(
                    CompactLines.gestureLine(entry, step, scene), color: color, near: anchor, inside: entry.isGesture,
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
                switch entry {
                case .firstResponder(let index):
                    responder = step.firstResponders[index].responder
                case .action(let index):
                    let line = step.actions[index]
                    guard line.line != .ask else { continue }
                    // A send sits by its sender, a command by its declarer; the tag names the search's start.
                    responder = line.sender ?? line.responder ?? line.startResponder
                    if let start = line.start, let from = line.startResponder {
                        let name = scene.name(of: from)
                        text += start == .firstResponder ? " — from the first responder \(name)" : " — from \(name)"
                    }
                case .menu(let index):
                    responder = step.menus[index].target
                case .ignored:
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
            if step.drops.contains(where: { $0.reason == .touchLimit }), scene.device.overflow == .cancelAll {
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

    private func outline(_ shape: ViewShape, color: String, dash: String?, className: String = "hop-outline", _ xml: inout XMLBuilder) {
        var attributes: [(String, String)] = [("fill", "none"), ("stroke", color), ("stroke-width", u(2))]
        if let dash {
            let scaled = dash.split(separator: " ").map { Double($0).map { SVGText.number($0 * scale) } ?? "1" }
            attributes.append(("stroke-dasharray", scaled.joined(separator: " ")))
        }
        PictureDrawing.shapeElement(shape, [("class", className)], attributes, &xml)
    }

    /// The colour of a recognizer's state, in tags and lanes.
    static func stateColor(_ state: GestureState) -> String {
        switch state {
        case .possible: "#78909c"
        case .pending: "#b26a00"
        case .began, .changed: "#2e7d32"
        case .recognized, .ended: "#1b5e20"
        case .cancelled: "#d84315"
        case .failed: "#b71c1c"
        }
    }

    /// The kind rules behind a recognizer timer.
    static func timerRules(_ what: TimerRecord.What) -> [RuleID] {
        switch what {
        case .tapDuration: [.gt1]
        case .tapInterval: [.gt4]
        case .press: [.gl1]
        case .delay: []
        case .touchDelay: [.sd2]
        case .deceleration: [.sk3]
        }
    }

    /// A size in label units, scaled to points, as SVG writes it.
    private func u(_ value: Double) -> String { SVGText.number(value * scale) }

    /// The area a touch marker takes around `point`.
    private func marker(_ point: Point) -> Rect {
        Rect(point.x - 8 * scale, point.y - 8 * scale, 16 * scale, 16 * scale)
    }

    /// The statements of `rules`, one per line, for a hover text; nil for none.
    static func statements(_ rules: [RuleID]) -> String? {
        rules.isEmpty ? nil : rules.map { "\($0) \($0.rule.summary): \($0.rule.statement)" }.joined(separator: "\n\n")
    }

    /// A small filled tag with white text, placed near `anchor` where it overlaps nothing; the
    /// statements of `rules` show on hover.
    private func tag(
        _ text: String, color: String, near anchor: Rect, inside: Bool, within area: Rect, rules: [RuleID] = [],
        _ placer: inout LabelPlacer, _ xml: inout XMLBuilder
    ) {
        let width = (SVGText.width(text, size: 10, bold: true) + 10) * scale
        let height = 15.0 * scale
        let (gap, step) = (4 * scale, 17 * scale)
        var candidates: [Point] = []
        if inside && anchor.width >= width + 2 * gap && anchor.height >= height + 2 * gap {
            var y = anchor.y + anchor.height - height - gap
            while y >= anchor.y + gap && candidates.count < 30 {
                candidates.append(Point(anchor.x + gap, y))
                candidates.append(Point(anchor.x + anchor.width - width - gap, y))
                y -= step
            }
        }
        candidates += [
            Point(anchor.x + anchor.width + gap, anchor.y + anchor.height / 2 - height / 2),
            Point(anchor.x - width - gap, anchor.y + anchor.height / 2 - height / 2),
            Point(anchor.x, anchor.y + anchor.height + gap),
            Point(anchor.x, anchor.y - height - gap),
            Point(anchor.x + anchor.width + gap, anchor.y + anchor.height + gap),
            Point(anchor.x - width - gap, anchor.y - height - gap),
        ]
        // A crowded spot (touch labels, other tags): farther below and above, before overlapping.
        for row in 1...8 {
            let offset = Double(row) * step
            candidates += [Point(anchor.x, anchor.y + anchor.height + gap + offset), Point(anchor.x, anchor.y - height - gap - offset)]
        }
        // Keep the tag inside the picture: candidates that stick out are moved in.
        candidates = candidates.map { point in
            Point(
                max(area.x, min(point.x, area.x + area.width - width)),
                max(area.y, min(point.y, area.y + area.height - height)))
        }
        let at = placer.place(width: width, height: height, candidates: candidates)
        xml.open("g", [("class", "tag"), ("transform", PictureDrawing.place(at, scale))])
        if let hover = ReportPicture.statements(rules) { xml.element("title", [], content: hover) }
        xml.element(
            "rect",
            [
                ("width", SVGText.number(width / scale)), ("height", "15"), ("rx", "3"), ("fill", color), ("fill-opacity", "0.93"),
            ])
        xml.element(
            "text", [("x", "5"), ("y", "11"), ("font-size", "10"), ("font-weight", "bold"), ("fill", "#ffffff")], content: text)
        xml.close("g")
    }
}
