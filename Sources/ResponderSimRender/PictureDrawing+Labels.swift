import ResponderSimCore
import ResponderSimTeaching

/// The labels of a picture, for ``PictureDrawing``: views' names, classes and badges, moved
/// views' starts, touches' ids, and the white halo that keeps text legible.
extension PictureDrawing {
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
        case .cell: ("#e0e7ff", "#3730a3", "#312e81")
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
}
