import ResponderSimCore
import ResponderSimTeaching

/// The report picture's marks and tags: outlines, state colours, timer rules, rule
/// statements for hover texts, and the placed tag every overlay section uses.
extension ReportPicture {
    func outline(_ shape: ViewShape, color: String, dash: String?, className: String = "hop-outline", _ xml: inout XMLBuilder) {
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
    func u(_ value: Double) -> String { SVGText.number(value * scale) }

    /// The area a touch marker takes around `point`.
    func marker(_ point: Point) -> Rect {
        Rect(point.x - 8 * scale, point.y - 8 * scale, 16 * scale, 16 * scale)
    }

    /// The statements of `rules`, one per line, for a hover text; nil for none.
    static func statements(_ rules: [RuleID]) -> String? {
        rules.isEmpty ? nil : rules.map { "\($0) \($0.rule.summary): \($0.rule.statement)" }.joined(separator: "\n\n")
    }

    /// A small filled tag with white text, placed near `anchor` where it overlaps nothing; the
    /// statements of `rules` show on hover.
    func tag(
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
