/// A badge on a view's label: a flag written in a small pill.
struct Badge: Hashable {
    enum Style: Hashable {
        case plain, hidden, refusal, multiple, exclusive, passthrough, controller
    }
    var text: String
    var style: Style

    static let fontSize = 8.5
    static let height = 11.0
    var width: Double { SVGText.width(text, size: Badge.fontSize) + 7 }
}

/// A view's label: its name (and class), then its badges in rows.
struct LabelBlock {
    static let nameSize = 11.0
    static let noteSize = 9.0
    static let nameHeight = 13.0
    static let badgeRowHeight = 13.0

    var name: String
    /// Grey words after the name: a class other than UIView, `window`, a level.
    var note: String
    var badgeRows: [[Badge]]
    var width: Double
    var height: Double

    /// The label of `box`, in label units (`scale` label units make one point: badge rows are
    /// no wider than the view where they can be).
    init(_ box: ViewBox, severalWindows: Bool, scale: Double = 1) {
        name = box.name
        var notes: [String] = []
        if box.isWindow {
            notes.append("window")
            if severalWindows || box.level != 0 { notes.append("level " + NumberFormatting.decimal(box.level)) }
        } else if box.viewClass != .uiView {
            notes.append(box.viewClass.rawValue)
        }
        note = notes.joined(separator: ", ")
        var badges: [Badge] = []
        if let controller = box.controller { badges.append(Badge(text: "VC " + controller, style: .controller)) }
        if box.isHidden { badges.append(Badge(text: "hidden", style: .hidden)) }
        switch box.refusal {
        case .transparent: badges.append(Badge(text: "alpha " + NumberFormatting.decimal(Double(box.alpha)), style: .refusal))
        case .interactionOff: badges.append(Badge(text: "interaction off", style: .refusal))
        case nil:
            if box.alpha < 1 { badges.append(Badge(text: "alpha " + NumberFormatting.decimal(Double(box.alpha)), style: .plain)) }
        }
        if box.multipleTouch { badges.append(Badge(text: "multi-touch", style: .multiple)) }
        if box.exclusiveTouch { badges.append(Badge(text: "exclusive", style: .exclusive)) }
        if box.passthrough { badges.append(Badge(text: "passthrough", style: .passthrough)) }
        if box.clips { badges.append(Badge(text: "clips", style: .plain)) }
        if box.hitArea != nil { badges.append(Badge(text: "hit insets", style: .plain)) }

        let headWidth =
            SVGText.width(name, size: LabelBlock.nameSize, bold: true)
            + (note.isEmpty ? 0 : 4 + SVGText.width(note, size: LabelBlock.noteSize))
        let limit = max(headWidth, min(box.rect.width / scale - 8, 230), 90)
        var rows: [[Badge]] = []
        var row: [Badge] = []
        var rowWidth = 0.0
        for badge in badges {
            let extra = (row.isEmpty ? 0 : 3) + badge.width
            if !row.isEmpty && rowWidth + extra > limit {
                rows.append(row)
                row = []
                rowWidth = 0
            }
            rowWidth += row.isEmpty ? badge.width : extra
            row.append(badge)
        }
        if !row.isEmpty { rows.append(row) }
        badgeRows = rows
        let rowWidths = rows.map { row in row.reduce(0) { $0 + $1.width } + Double(max(0, row.count - 1)) * 3 }
        width = max(headWidth, rowWidths.max() ?? 0)
        height = LabelBlock.nameHeight + Double(rows.count) * LabelBlock.badgeRowHeight
    }
}

/// Places labels one by one where they overlap nothing placed before them.
struct LabelPlacer {
    /// Rectangles already taken (labels, markers).
    private(set) var taken: [Rect] = []

    /// Marks an area as taken without a label (a touch marker).
    mutating func block(_ rect: Rect) { taken.append(rect) }

    /// The first candidate top-left corner where a `width`×`height` label overlaps nothing;
    /// failing that, the candidate that overlaps least. The chosen area becomes taken.
    mutating func place(width: Double, height: Double, candidates: [Point]) -> Point {
        var best: (point: Point, overlap: Double)?
        for candidate in candidates {
            let area = Rect(candidate.x - 1, candidate.y - 1, width + 2, height + 2)
            var overlap = 0.0
            for other in taken {
                overlap += LabelPlacer.intersection(area, other)
                if overlap > 0 && best.map({ overlap >= $0.overlap }) == true { break }
            }
            if overlap == 0 {
                best = (candidate, 0)
                break
            }
            if best.map({ overlap < $0.overlap }) ?? true { best = (candidate, overlap) }
        }
        let chosen = best?.point ?? candidates.first ?? .zero
        taken.append(Rect(chosen.x, chosen.y, width, height))
        return chosen
    }

    /// The area two rectangles share.
    static func intersection(_ a: Rect, _ b: Rect) -> Double {
        let width = min(a.x + a.width, b.x + b.width) - max(a.x, b.x)
        let height = min(a.y + a.height, b.y + b.height) - max(a.y, b.y)
        return width > 0 && height > 0 ? width * height : 0
    }

    /// Candidate corners for a view's label: stacked down from the top-left corner inside
    /// (each row also a little to the right, to step around a touch marker), then down the
    /// top-right corner, then outside: above, below, right and left. A label wider than its
    /// view starts at the top-left corner and overflows to the right before going outside.
    static func viewCandidates(_ rect: Rect, width: Double, height: Double, scale: Double = 1) -> [Point] {
        let step = 14.0 * scale
        let (gap, top, shift) = (4.0 * scale, 3.0 * scale, 26.0 * scale)
        var inside: [Point] = []
        let fitsWidth = width + 2 * gap <= rect.width
        var y = rect.y + top
        while y + height <= rect.y + max(rect.height, 0) - top && inside.count < 60 {
            inside.append(Point(rect.x + gap, y))
            if fitsWidth && shift + width <= rect.width - gap { inside.append(Point(rect.x + shift, y)) }
            y += step
        }
        if fitsWidth {
            var y2 = rect.y + top
            while y2 + height <= rect.y + rect.height - top && inside.count < 100 {
                inside.append(Point(rect.x + rect.width - width - gap, y2))
                y2 += step
            }
        }
        let outside = [
            Point(rect.x, rect.y - height - top),
            Point(rect.x, rect.y + rect.height + top),
            Point(rect.x + rect.width + gap, rect.y),
            Point(rect.x - width - gap, rect.y),
            Point(rect.x + rect.width - width, rect.y - height - top),
            Point(rect.x + rect.width - width, rect.y + rect.height + top),
            Point(rect.x + rect.width + gap, rect.y + rect.height - height),
            Point(rect.x - width - gap, rect.y + rect.height - height),
        ]
        return inside + outside
    }

    /// Candidate corners for a touch's name around the point where it came down.
    static func touchCandidates(_ point: Point, width: Double, height: Double, scale: Double = 1) -> [Point] {
        let gap = 7.0 * scale
        let far = 14.0 * scale
        return [
            Point(point.x + gap, point.y - height - 1),
            Point(point.x + gap, point.y + 1),
            Point(point.x - gap - width, point.y - height - 1),
            Point(point.x - gap - width, point.y + 1),
            Point(point.x - width / 2, point.y - height - gap),
            Point(point.x - width / 2, point.y + gap),
            Point(point.x + gap, point.y - height - far),
            Point(point.x + gap, point.y + far),
            Point(point.x - gap - width, point.y - height - far),
            Point(point.x - gap - width, point.y + far),
            Point(point.x + gap + far, point.y - height / 2),
            Point(point.x - gap - far - width, point.y - height / 2),
        ]
    }
}
