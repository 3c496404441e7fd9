import ResponderSimCore
import ResponderSimTeaching

/// The touches of a picture, for ``PictureDrawing``: each touch's path and markers, held
/// calls' diamonds, and the fingertip of a finger still down.
extension PictureDrawing {
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
