import ResponderSimCore
import ResponderSimTeaching

/// A badge on a view's label: a flag written in a small pill.
struct Badge: Hashable {
    enum Style: Hashable {
        case plain, hidden, refusal, multiple, exclusive, passthrough, controller
        /// A view's `transform:` (Scenes/README.md, Transforms).
        case transform
        /// A control's slop (U3).
        case control
        /// A gesture recognizer (kind and name).
        case gesture
        /// A cell's selection or highlight (TS3–TS8).
        case cell
    }
    var text: String
    var style: Style

    static let fontSize = 8.5
    static let height = 11.0
    var width: Double { SVGText.width(text, size: Badge.fontSize) + 7 }

    /// A recognizer's kind and name, then what it is set to away from its defaults:
    /// `tap dbl · 2 taps`, `tap single · needs dbl to fail`, `pan scroll · cancels-touches no`.
    static func words(_ id: RecognizerID, _ scene: Scene, disabled: Bool = false) -> String {
        let recognizer = scene.recognizers[id.index]
        // The kind's defaults, from the one place that declares them.
        let defaults = GestureRecognizer(name: recognizer.name, kind: recognizer.kind, view: recognizer.view, location: recognizer.location)
        func names(_ ids: [RecognizerID]) -> String { TraceWording.names(ids.map { scene.name(of: $0) }) }
        let kind = recognizer.kind.declaration
        var parts = kind.labelParts(recognizer, defaults, .scene)
        if kind.labelsTouches, recognizer.touches != defaults.touches { parts.append("\(recognizer.touches) fingers") }
        if !recognizer.requiresFailureOf.isEmpty { parts.append("needs \(names(recognizer.requiresFailureOf)) to fail") }
        if !recognizer.simultaneousWith.isEmpty { parts.append("with \(names(recognizer.simultaneousWith))") }
        if recognizer.delaysBegan != defaults.delaysBegan { parts.append(recognizer.delaysBegan ? "delays-began" : "delays-began no") }
        if recognizer.delaysEnded != defaults.delaysEnded { parts.append(recognizer.delaysEnded ? "delays-ended" : "delays-ended no") }
        if !recognizer.cancelsTouches { parts.append("cancels-touches no") }
        if disabled { parts.append("disabled") }
        return ([recognizer.kind.name + " " + recognizer.name] + parts).joined(separator: " · ")
    }
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
    /// no wider than the view where they can be). `scene` names the view's recognizers;
    /// `disabled` are those disabled at the picture's time.
    init(
        _ box: ViewBox, scene: Scene, disabled: Set<RecognizerID> = [], states: [RecognizerID: GestureState] = [:],
        severalWindows: Bool, scale: Double = 1
    ) {
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
        if let transform = box.transform { badges.append(Badge(text: transform.words, style: .transform)) }
        switch box.refusal {
        case .disabledControl: badges.append(Badge(text: "enabled: no", style: .refusal))
        case .transparent: badges.append(Badge(text: "alpha " + NumberFormatting.decimal(Double(box.alpha)), style: .refusal))
        case .interactionOff: badges.append(Badge(text: "interaction off", style: .refusal))
        case nil:
            if box.alpha < 1 { badges.append(Badge(text: "alpha " + NumberFormatting.decimal(Double(box.alpha)), style: .plain)) }
        }
        if box.multipleTouch { badges.append(Badge(text: "multi-touch", style: .multiple)) }
        if box.exclusiveTouch { badges.append(Badge(text: "exclusive", style: .exclusive)) }
        if box.passthrough { badges.append(Badge(text: "passthrough", style: .passthrough)) }
        if box.clips { badges.append(Badge(text: "clips", style: .plain)) }
        if let scroll = box.scroll {
            // SV2: where the content is scrolled to at the time drawn; SV5: scrolling off.
            if box.offset != .zero {
                badges.append(
                    Badge(
                        text: "offset " + NumberFormatting.decimal(box.offset.x) + ", " + NumberFormatting.decimal(box.offset.y),
                        style: .plain))
            }
            if !scroll.scrollEnabled { badges.append(Badge(text: "scroll-enabled no", style: .plain)) }
            if box.isDecelerating { badges.append(Badge(text: "decelerating", style: .plain)) }
        }
        if box.hitArea != nil { badges.append(Badge(text: "hit insets", style: .plain)) }
        if let mark = box.cellMark { badges.append(Badge(text: mark.words, style: .cell)) }
        if box.isControl { badges.append(Badge(text: "slop " + NumberFormatting.decimal(box.slop), style: .control)) }
        for recognizer in box.recognizers {
            var text = Badge.words(recognizer, scene, disabled: disabled.contains(recognizer))
            if let state = states[recognizer] { text += ": " + state.rawValue }
            badges.append(Badge(text: text, style: .gesture))
        }

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

/// Rectangles in a uniform grid of square cells, so that finding those that meet a small
/// rectangle costs the cells it covers, not the number of rectangles: placing every label of
/// a picture is near-linear in its views.
struct RectIndex {
    private let cell: Double
    private var cells: [Int64: [Int32]] = [:]
    private(set) var rects: [Rect] = []
    /// Per rectangle, the query that last visited it (so each is reported once per query).
    private var visited: [Int32] = []
    private var query: Int32 = 0

    init(cell: Double) { self.cell = max(1, cell) }

    /// The cells `rect` covers, at most `limit` on a side (a huge rectangle lands in the
    /// cells of its corners' neighbourhood and is found through the `large` list instead).
    private func cellRange(_ rect: Rect) -> (x: ClosedRange<Int64>, y: ClosedRange<Int64>) {
        func index(_ value: Double) -> Int64 { Int64((value / cell).rounded(.down).clamped(-1e12, 1e12)) }
        return (index(rect.x)...index(rect.x + max(0, rect.width)), index(rect.y)...index(rect.y + max(0, rect.height)))
    }

    /// Rectangles covering more than this many cells go to one list every query reads.
    private static let largeCells: Int64 = 4_096
    private var large: [Int32] = []

    /// Adds a rectangle; returns its index.
    @discardableResult
    mutating func insert(_ rect: Rect) -> Int {
        let id = Int32(rects.count)
        rects.append(rect)
        visited.append(0)
        guard rect.width.isFinite, rect.height.isFinite, rect.x.isFinite, rect.y.isFinite else { return Int(id) }
        let range = cellRange(rect)
        // Each side is at most 2e12 + 1 cells (``cellRange(_:)``): the product could overflow.
        let (columns, rows) = (range.x.upperBound - range.x.lowerBound + 1, range.y.upperBound - range.y.lowerBound + 1)
        if columns > Self.largeCells || rows > Self.largeCells || columns * rows > Self.largeCells {
            large.append(id)
            return Int(id)
        }
        for x in range.x {
            for y in range.y { cells[x &* 2_000_003 &+ y, default: []].append(id) }
        }
        return Int(id)
    }

    /// Calls `body` with the index of every rectangle whose cells meet `rect`'s (a superset of
    /// those that intersect it), each once; `body` returns false to stop.
    mutating func forEach(near rect: Rect, _ body: (Int) -> Bool) {
        query &+= 1
        if query == Int32.max {
            query = 1
            for index in visited.indices { visited[index] = 0 }
        }
        for id in large where visited[Int(id)] != query {
            visited[Int(id)] = query
            if !body(Int(id)) { return }
        }
        guard rect.width.isFinite, rect.height.isFinite, rect.x.isFinite, rect.y.isFinite else { return }
        let range = cellRange(rect)
        for x in range.x {
            for y in range.y {
                guard let ids = cells[x &* 2_000_003 &+ y] else { continue }
                for id in ids where visited[Int(id)] != query {
                    visited[Int(id)] = query
                    if !body(Int(id)) { return }
                }
            }
        }
    }
}

extension Double {
    /// The value kept between `low` and `high`.
    func clamped(_ low: Double, _ high: Double) -> Double { Swift.min(Swift.max(self, low), high) }
}

/// What a label must keep clear of, besides other labels: the views of the picture. A label
/// that lies over a view that is not its own (nor one of its view's ancestors) reads as that
/// view's, and one that crosses an ancestor's edge is hard to read.
struct ViewAreas {
    /// Screen rectangle of each drawn view, by index into `views`.
    let rects: [Rect]
    /// The drawn index of each view's superview among those drawn (-1 for none).
    let parents: [Int]
    /// Depth of each drawn view (a window's is 0).
    let depths: [Int]
    var index: RectIndex

    /// No views to keep clear of.
    static let none = ViewAreas(rects: [], parents: [], depths: [], index: RectIndex(cell: 1))

    private init(rects: [Rect], parents: [Int], depths: [Int], index: RectIndex) {
        self.rects = rects
        self.parents = parents
        self.depths = depths
        self.index = index
    }

    init(_ boxes: [ViewBox], scene: Scene, cell: Double) {
        var position: [ViewID: Int] = [:]
        for (index, box) in boxes.enumerated() { position[box.view] = index }
        rects = boxes.map(\.rect)
        parents = boxes.map { box in scene.views[box.view.index].superview.flatMap { position[$0] } ?? -1 }
        depths = boxes.map(\.depth)
        index = RectIndex(cell: cell)
        for rect in rects { index.insert(rect) }
    }

    /// Whether drawn view `ancestor` is `view` or one of its ancestors.
    static func isAncestor(_ ancestor: Int, of view: Int, parents: [Int], depths: [Int]) -> Bool {
        var current = view
        while current >= 0 && depths[current] > depths[ancestor] { current = parents[current] }
        return current == ancestor
    }
}

/// Places labels one by one, each where it costs least: clear of labels and markers placed
/// before it, inside its own view's area rather than over another view's, across no edge.
struct LabelPlacer {
    /// Labels and markers placed so far.
    private(set) var taken: RectIndex
    /// The views labels keep clear of (``ViewAreas/none`` for none).
    private var areas: ViewAreas

    init(cell: Double = 48, areas: ViewAreas = .none) {
        taken = RectIndex(cell: cell)
        self.areas = areas
    }

    /// Marks an area as taken without a label (a touch marker, a view's label already drawn).
    mutating func block(_ rect: Rect) { taken.insert(rect) }

    /// The costs of a candidate, in order of weight.
    private static let overlapCost = 10_000.0
    private static let otherViewCost = 400.0
    private static let edgeCost = 200.0
    private static let outsideCost = 60.0

    /// The candidate top-left corner where a `width`×`height` label costs least (the first
    /// that costs nothing wins at once); the chosen area becomes taken. `owner` is the drawn
    /// index of the labelled view in ``ViewAreas``, when views are to be kept clear of.
    mutating func place(width: Double, height: Double, candidates: [Point], owner: Int? = nil) -> Point {
        // Always placed: `clearOnly` is false.
        place(width: width, height: height, candidates: candidates, owner: owner, clearOnly: false) ?? .zero
    }

    /// Like ``place(width:height:candidates:owner:)``, but with `clearOnly` a label that
    /// would overlap a label or marker placed before it is not placed (nil).
    mutating func place(width: Double, height: Double, candidates: [Point], owner: Int?, clearOnly: Bool) -> Point? {
        var best: (point: Point, cost: Double)?
        for (order, candidate) in candidates.enumerated() {
            let area = Rect(candidate.x - 1, candidate.y - 1, width + 2, height + 2)
            var cost = Double(order) * 0.001
            let limit = best?.cost ?? .infinity
            let takenRects = taken.rects
            taken.forEach(near: area) { id in
                let overlap = area.overlapArea(with: takenRects[id])
                if overlap > 0 { cost += LabelPlacer.overlapCost + overlap }
                return cost < limit
            }
            if cost < limit, let owner {
                cost += Self.viewCost(Rect(candidate.x, candidate.y, width, height), owner: owner, &areas, limit: limit - cost)
            }
            if cost < limit { best = (candidate, cost) }
            if cost < 1 { break }
        }
        if clearOnly && (best?.cost ?? .infinity) >= Self.overlapCost { return nil }
        let chosen = best?.point ?? candidates.first ?? .zero
        taken.insert(Rect(chosen.x, chosen.y, width, height))
        return chosen
    }

    /// What a label at `label` costs because of the views: lying over a view that would seem
    /// to own it (one drawn in front of its view, or any view but an ancestor when the label
    /// is outside its view), crossing an ancestor's edge, or lying outside its own view.
    private static func viewCost(_ label: Rect, owner: Int, _ areas: inout ViewAreas, limit: Double) -> Double {
        var cost = 0.0
        let own = areas.rects[owner]
        let inside = own.contains(label)
        if !inside { cost += outsideCost }
        let (rects, parents, depths) = (areas.rects, areas.parents, areas.depths)
        areas.index.forEach(near: label) { id in
            guard id != owner else { return true }
            let rect = rects[id]
            guard label.overlapArea(with: rect) > 0 else { return true }
            if ViewAreas.isAncestor(id, of: owner, parents: parents, depths: depths) {
                if !rect.contains(label) { cost += edgeCost }
            } else if !inside || id > owner {
                // Views are indexed back to front: inside its own view, a label may cover
                // what lies behind that view, not what is drawn over it.
                cost += otherViewCost
            }
            return cost < limit
        }
        return cost
    }

    /// 1 + the whole steps in `steps`, at least 1; a huge or non-finite quotient (a view scaled
    /// up a billion times) counts as a million rows, which only thins the candidates out.
    static func rowCount(_ steps: Double) -> Int {
        guard steps < 1e6 else { return 1_000_000 }
        return steps >= 0 ? Int(steps.rounded(.down)) + 1 : 1
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
        // Rows spread over the view's height, at most 24 of them.
        let rows = Self.rowCount((max(rect.height, 0) - 2 * top - height) / step)
        let stride = Double(max(1, (rows + 23) / 24)) * step
        var y = rect.y + top
        while y + height <= rect.y + max(rect.height, 0) - top && inside.count < 48 {
            inside.append(Point(rect.x + gap, y))
            if fitsWidth && shift + width <= rect.width - gap { inside.append(Point(rect.x + shift, y)) }
            y += stride
        }
        if fitsWidth {
            var y2 = rect.y + top
            while y2 + height <= rect.y + rect.height - top && inside.count < 72 {
                inside.append(Point(rect.x + rect.width - width - gap, y2))
                y2 += stride
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

    /// Candidate corners for a label of a view drawn as `shape`: ``viewCandidates(_:width:height:scale:)``
    /// for an upright one; for a turned one, rows across the shape from its top (each at the
    /// left and the right of the row's span, so the label lies wholly inside), then the places
    /// outside the rectangle that holds it.
    static func shapeCandidates(_ shape: ViewShape, width: Double, height: Double, scale: Double = 1) -> [Point] {
        guard !shape.isUpright else { return viewCandidates(shape.rect, width: width, height: height, scale: scale) }
        let rect = shape.rect
        let (gap, step) = (4.0 * scale, 14.0 * scale)
        var inside: [Point] = []
        let rows = Self.rowCount((rect.height - height) / step)
        let stride = Double(max(1, (rows + 23) / 24)) * step
        var y = rect.y + gap
        while y + height <= rect.y + rect.height - gap && inside.count < 48 {
            if let top = span(shape.corners, at: y), let bottom = span(shape.corners, at: y + height) {
                let low = max(top.low, bottom.low) + gap
                let high = min(top.high, bottom.high) - gap
                if high - low >= width {
                    inside.append(Point(low, y))
                    if high - width > low + 1 { inside.append(Point(high - width, y)) }
                }
            }
            y += stride
        }
        return inside
            + viewCandidates(rect, width: width, height: height, scale: scale).filter { point in
                Rect(point.x, point.y, width, height).overlapArea(with: rect) == 0
            }
    }

    /// Where the horizontal line at `y` crosses a convex polygon: its lowest and highest x.
    static func span(_ corners: [Point], at y: Double) -> (low: Double, high: Double)? {
        var low = Double.infinity
        var high = -Double.infinity
        for index in corners.indices {
            let from = corners[index]
            let to = corners[(index + 1) % corners.count]
            guard min(from.y, to.y) <= y, y <= max(from.y, to.y) else { continue }
            if from.y == to.y {
                low = min(low, from.x, to.x)
                high = max(high, from.x, to.x)
            } else {
                let x = from.x + (y - from.y) / (to.y - from.y) * (to.x - from.x)
                low = min(low, x)
                high = max(high, x)
            }
        }
        return low <= high ? (low, high) : nil
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
            // A second ring, for fingers that came down at one spot.
            Point(point.x - width / 2, point.y - height - gap - far),
            Point(point.x - width / 2, point.y + gap + far),
            Point(point.x + gap, point.y - height - 2 * far),
            Point(point.x + gap, point.y + 2 * far),
            Point(point.x - gap - width, point.y - height - 2 * far),
            Point(point.x - gap - width, point.y + 2 * far),
            Point(point.x + gap + 2 * far + width, point.y - height / 2),
            Point(point.x - gap - 2 * far - 2 * width, point.y - height / 2),
        ]
    }
}
