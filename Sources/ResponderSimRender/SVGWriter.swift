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
}

extension Picture {
    /// The picture as an SVG document.
    package var svg: String {
        var text = ""
        SVGWriter.write(self, into: &text)
        return text
    }
}
