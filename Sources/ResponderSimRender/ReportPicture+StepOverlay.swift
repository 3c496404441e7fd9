import ResponderSimCore
import ResponderSimTeaching

/// The report picture's overlay of one step, for ``ReportPicture``: its state and the places
/// taken, fingers and bound views, hit tests, set and removed views, changed points, delivery
/// hops' badges, drops, skips and outputs. The tags of the step's lines are in
/// `ReportPicture+OverlayLines.swift`.
extension ReportPicture {
    /// One step's overlay as it is drawn: what its sections share, and the areas taken so far
    /// (the tree's labels, then the step's tags and marks) so that each tag lands clear of them.
    struct StepOverlay {
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
        /// The cells drawn selected or highlighted after the step.
        let cellMarks: [ViewID: CellStates.Mark]
        var placer: LabelPlacer

        var scene: Scene { picture.recording.scene }
        var number: Int { step.number }
        var scale: Double { picture.scale }

        func u(_ value: Double) -> String { picture.u(value) }
        func track(_ touch: TouchRef) -> TouchTrack? { picture.track(touch) }

        /// A view's shape in the tree the step left, or else in the one it found.
        func shape(of view: ViewID) -> ViewShape? { drawing.shapes[view.index] ?? before.shapes[view.index] }

        func shape(of responder: Responder) -> ViewShape? {
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

        func rect(of view: ViewID) -> Rect? { shape(of: view)?.rect }
        func rect(of responder: Responder) -> Rect? { shape(of: responder)?.rect }

        /// The marker of the first of `touches` where it is after the step.
        func touchAnchor(_ touches: Slice<StepBuffer<TouchRef>>) -> Rect? {
            guard let first = touches.first, let track = track(first), let point = track.points.last(where: { $0.step <= number })
            else { return nil }
            return picture.marker(point.point)
        }

        /// A tag inside the picture, clear of everything placed so far.
        mutating func tag(
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
            for drop in step.lines(of: DropLine.self) {
                guard let track = track(drop.touch), let down = track.points.first else { continue }
                tag(
                    "withheld \(track.label): \(drop.reason.rawValue) (\(drop.rule))", color: "#b71c1c",
                    near: picture.marker(down.point), inside: false, rules: [drop.rule], &xml)
            }
            for skip in step.lines(of: SkipLine.self) {
                guard let track = track(skip.touch),
                    let point = track.points.last(where: { $0.step <= number })
                else { continue }
                tag(
                    "skipped \(track.label) \(skip.phase.name) (I3)", color: "#a66300", near: picture.marker(point.point),
                    inside: false, rules: [.i3], &xml)
            }
            for output in step.lines(of: OutputLine.self) {
                let anchor = rect(of: output.responder) ?? banner
                tag("\(scene.name(of: output.responder)): \(output.text)", color: "#00796b", near: anchor, inside: true, &xml)
            }
        }
    }
}
