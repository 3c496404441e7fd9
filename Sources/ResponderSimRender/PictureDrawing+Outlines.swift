import ResponderSimCore
import ResponderSimTeaching

/// The outlines of a picture, for ``PictureDrawing``: hit-test paths, covered views, corner
/// ticks, control slop areas, moved views' starts, removed views' ghosts and hit-test views.
extension PictureDrawing {
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
}
