import ResponderSimCore
import ResponderSimTeaching

/// What a picture of a large tree names, and how it draws the rest.
///
/// An imported app has hundreds of views, most of them full-screen containers
/// (`UILayoutContainerView`, `UIViewControllerWrapperView`…) and cells scrolled out of sight;
/// a label on each would cover the screen. Past ``labelBudget`` views a picture is
/// *focused*: it labels the views that explain the touches and the views the user names,
/// fades plain containers, leaves out the views a clipping ancestor hides entirely, and gives
/// every other view its name on hover. A tree of at most ``labelBudget`` views is drawn as
/// before: every view labelled, nothing faded or left out.
package struct PictureFocus: Sendable {
    /// The most labels a focused picture draws by itself (views named by the user, windows,
    /// hit-test views and the views they cover come on top when there are more of them).
    package static let labelBudget = 40

    /// Whether the tree has more than ``labelBudget`` views in windows.
    package var isFocused: Bool
    /// The views a focused picture labels.
    package var labelled: Set<ViewID>
    /// The views the user asked to name (`--label`).
    package var named: Set<ViewID>
    /// The labels a focused picture always draws: the named views, the windows, the hit-test
    /// views and the views they cover. It leaves out any other label that would overlap one.
    package var required: Set<ViewID>
    /// Plain views that only hold others where their superview (or their whole window) is:
    /// a focused picture draws them faint and does not label them unless asked to.
    package var containers: Set<ViewID>
    /// How many views a focused picture draws.
    package var drawn: Int
    /// How many views a focused picture leaves out because a clipping ancestor hides them
    /// entirely (cells scrolled out of sight). The hit test never reaches them either (H3).
    package var clippedOut: Int
    /// The names of the views named with `--label` that a clipping ancestor hides (they are
    /// left out like the others; the note names them).
    package var namedOutOfSight: [String] = []

    /// No focus: every view labelled.
    package static let none = PictureFocus(
        isFocused: false, labelled: [], named: [], required: [], containers: [], drawn: 0, clippedOut: 0)

    /// Whether the picture labels `view`.
    package func labels(_ view: ViewID) -> Bool { !isFocused || labelled.contains(view) }

    /// The views whose names match `pattern`: the name itself, or every name that starts
    /// with what comes before a final `*` (`UIButton*`; `*` alone matches every view), in
    /// scene order.
    package static func views(matching pattern: String, in scene: Scene) -> [ViewID] {
        let ids = scene.views.indices.map(ViewID.init)
        guard pattern.hasSuffix("*") else { return ids.filter { scene.views[$0.index].name == pattern } }
        let prefix = pattern.dropLast()
        return ids.filter { scene.views[$0.index].name.hasPrefix(prefix) }
    }

    /// The sentence under a focused picture's title: what it labels and what it leaves out.
    package var note: String? {
        guard isFocused else { return nil }
        var text =
            "\(PictureText.count(drawn)) views: labelled are the windows, the touches' paths, what lies under each finger, "
            + "controls near it, rare flags and the views named with --label; point at any other view for its name"
        if !containers.isEmpty {
            text += "; faint dotted: \(PictureText.count(containers.count)) plain containers"
        }
        if clippedOut > 0 {
            text +=
                "; \(PictureText.count(clippedOut)) " + (clippedOut == 1 ? "view" : "views")
                + " scrolled or clipped out of sight are not drawn"
        }
        if let first = namedOutOfSight.first {
            let more = namedOutOfSight.count - 1
            text += "; named but out of sight: " + first + (more > 0 ? " and \(PictureText.count(more)) more" : "")
        }
        return text
    }

    /// Decides what a picture of `boxes` (every view in a window of `views`, back to front)
    /// labels, fades and leaves out. `tracks` and `under` (one per track) say what the
    /// touches reached and what lay under each finger; `named` are the views the user names.
    /// Returns the focus and the boxes to draw.
    static func make(
        boxes: [ViewBox], views: [View], tracks: [TouchTrack], under: [UnderFinger], named: Set<ViewID>
    ) -> (focus: PictureFocus, boxes: [ViewBox]) {
        var kept: Set<ViewID> = []
        for track in tracks { kept.formUnion(track.hitPath) }
        guard boxes.count > labelBudget else {
            // Content a scroll view clips shows only through its frame (SV2): the part that
            // shows, and nothing of what lies scrolled away.
            let shown = boxes.contains { $0.scroll != nil } ? visibleBoxes(boxes, keeping: kept, scrollViewsOnly: true) : boxes
            return (
                PictureFocus(isFocused: false, labelled: [], named: named, required: [], containers: [], drawn: 0, clippedOut: 0),
                shown
            )
        }
        for finger in under { kept.formUnion(finger.covered) }
        let visible = visibleBoxes(boxes, keeping: kept)
        let containers = self.containers(visible, views: views)

        var labelled: Set<ViewID> = []
        var order: [ViewID] = []
        func add(_ view: ViewID) {
            if labelled.insert(view).inserted { order.append(view) }
        }
        let drawn = Set(visible.map(\.view))
        // Always: what the user names, the windows, each touch's hit-test view and the view it covers.
        for view in named where drawn.contains(view) { add(view) }
        for box in visible where box.isWindow { add(box.view) }
        for track in tracks {
            switch track.fate {
            case .delivered(let view, _), .withheld(_, let view?, _): if drawn.contains(view) { add(view) }
            case .withheld(_, nil, _): break
            }
        }
        for finger in under {
            if let view = finger.covered.last, drawn.contains(view) { add(view) }
        }
        let required = labelled
        // Within the budget: what each hit test passed over under the finger, then the paths'
        // views that are not plain containers (from the hit-test view up), then the views with
        // a flag within a fingertip of where a finger came down (nearest first).
        for finger in under {
            for passed in finger.passedOver where labelled.count < labelBudget && drawn.contains(passed.view) { add(passed.view) }
        }
        for track in tracks {
            for view in track.hitPath.reversed() where labelled.count < labelBudget {
                if drawn.contains(view) && !containers.contains(view) { add(view) }
            }
        }
        var near: [(distance: Double, order: Int, view: ViewID)] = []
        let downs = tracks.compactMap { $0.points.first?.point }
        for (order, box) in visible.enumerated() where !box.isWindow && Self.nearKinds.contains(where: { $0(box) }) {
            let distance = downs.map { distanceFrom($0, to: box.rect) }.min() ?? .infinity
            if distance <= fingertip { near.append((distance, order, box.view)) }
        }
        near.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.order > $1.order }
        for candidate in near where labelled.count < labelBudget { add(candidate.view) }
        // Then each rare kind of flag, rarest first, when all its views fit.
        for kind in Self.rareKinds {
            let members = visible.filter { !labelled.contains($0.view) && kind($0) }
            guard !members.isEmpty, labelled.count + members.count <= labelBudget else { continue }
            for box in members { add(box.view) }
        }
        let focus = PictureFocus(
            isFocused: true, labelled: labelled, named: named, required: required, containers: containers.subtracting(labelled),
            drawn: visible.count, clippedOut: boxes.count - visible.count,
            namedOutOfSight: boxes.filter { named.contains($0.view) && !drawn.contains($0.view) }.map(\.name))
        return (focus, visible)
    }

    /// Kinds of views with a flag that matters to touches, rarest in real apps first: a
    /// focused picture labels every view of a kind when they all fit in the budget.
    static let rareKinds: [@Sendable (ViewBox) -> Bool] = [
        { $0.isHidden }, { $0.passthrough }, { $0.transform != nil }, { !$0.recognizers.isEmpty },
        { $0.refusal == .disabledControl }, { $0.exclusiveTouch || $0.multipleTouch }, { $0.hitArea != nil },
        { $0.controller != nil },
    ]

    /// The kinds labelled near a finger: the rare ones and controls (a real app has too many
    /// controls to label them all). Views with interaction off or alpha below 0.01 are
    /// labelled where the hit test passed them over under a finger.
    static let nearKinds: [@Sendable (ViewBox) -> Bool] = rareKinds + [{ $0.isControl }]

    /// How near a finger's point a view with a flag must be to be labelled: Apple's smallest
    /// comfortable tap target, 44 points.
    static let fingertip = 44.0

    /// The distance from `point` to `rect` (0 inside).
    static func distanceFrom(_ point: Point, to rect: Rect) -> Double {
        let dx = max(rect.x - point.x, 0, point.x - (rect.x + rect.width))
        let dy = max(rect.y - point.y, 0, point.y - (rect.y + rect.height))
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The boxes not hidden entirely by a clipping ancestor, an upright one that a clipping
    /// ancestor cuts drawn as the part that shows (a cell half scrolled out of its table): the
    /// hit test never reaches the rest either (H3). A view in `keeping` stays only while its
    /// touchable area still reaches into the clip: one that has since scrolled (or moved) out
    /// of sight is left out like any other content, not drawn above its window.
    /// With `scrollViewsOnly`, only scroll views clip (a small tree draws other views whole).
    static func visibleBoxes(_ boxes: [ViewBox], keeping: Set<ViewID>, scrollViewsOnly: Bool = false) -> [ViewBox] {
        // The clipping area along the current path (drawing order is depth-first).
        var clipAt: [Rect?] = []
        var visible: [ViewBox] = []
        visible.reserveCapacity(boxes.count)
        for var box in boxes {
            clipAt.removeLast(max(0, clipAt.count - box.depth))
            let clip = clipAt.last ?? nil
            let outside = clip.map { !overlaps(box.rect, $0) } ?? false
            if let clip, !outside, box.shape.isUpright, !clip.contains(box.rect) {
                box.rect = box.rect.intersection(clip)
                box.shape = ViewShape(box.rect)
            }
            let reaches = clip.map { clip in box.hitArea.map { overlaps($0.rect, clip) } ?? false } ?? true
            if !outside || (keeping.contains(box.view) && reaches) { visible.append(box) }
            var own = clip
            if box.clips && box.shape.isUpright && (!scrollViewsOnly || box.scroll != nil) {
                own = clip.map { $0.intersection(box.rect) } ?? box.rect
            }
            clipAt.append(own)
        }
        return visible
    }

    /// Plain views (class UIView, no flag, no recognizer, subviews) that lie exactly where
    /// their superview is, or over their whole window.
    static func containers(_ boxes: [ViewBox], views: [View]) -> Set<ViewID> {
        var rects: [ViewID: Rect] = [:]
        var windowRect: [ViewID: Rect] = [:]
        var window: ViewID?
        var result: Set<ViewID> = []
        for box in boxes {
            rects[box.view] = box.rect
            if box.isWindow {
                window = box.view
                windowRect[box.view] = box.rect
                continue
            }
            let view = views[box.view.index]
            let plain =
                box.viewClass == .uiView && !view.subviews.isEmpty && box.refusal == nil && !box.isHidden && box.alpha >= 1
                && !box.passthrough && box.transform == nil && !box.isControl && box.recognizers.isEmpty && box.hitArea == nil
                && !box.multipleTouch && !box.exclusiveTouch && box.controller == nil && box.shape.isUpright
            guard plain else { continue }
            let superRect = view.superview.flatMap { rects[$0] }
            let whole = window.flatMap { windowRect[$0] }
            if superRect.map({ same(box.rect, $0) }) ?? false || whole.map({ covers(box.rect, $0) }) ?? false {
                result.insert(box.view)
            }
        }
        return result
    }

    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
            || (a.width == 0 || a.height == 0) && a.x >= b.x && a.x <= b.x + b.width && a.y >= b.y && a.y <= b.y + b.height
    }

    static func same(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) <= 0.5 && abs(a.y - b.y) <= 0.5 && abs(a.width - b.width) <= 0.5 && abs(a.height - b.height) <= 0.5
    }

    /// Whether `rect` covers all of `whole` (to half a point).
    static func covers(_ rect: Rect, _ whole: Rect) -> Bool {
        rect.x <= whole.x + 0.5 && rect.y <= whole.y + 0.5 && rect.x + rect.width >= whole.x + whole.width - 0.5
            && rect.y + rect.height >= whole.y + whole.height - 0.5
    }
}

/// What lay under a touch's finger when it came down, besides its hit-test path.
package struct UnderFinger: Sendable, Hashable {
    /// The views under the finger that the hit test asked and passed over, and why (hidden,
    /// interaction off, passthrough…), in the order it asked them: front first.
    package var passedOver: [TouchTrack.PassedOver] = []
    /// What the hit test finds at the same point when the hit-test view is left out, from its
    /// window down, when that is not one of the hit-test view's ancestors: the view the
    /// hit-test view covers (empty otherwise).
    package var covered: [ViewID] = []

    /// What lay under each track's finger in the tree `views` (`geometry` is its layout),
    /// including the view each hit-test view covers, whatever the size of the tree: the
    /// question a picture answers is what the touch did not reach, and why.
    static func find(_ tracks: [TouchTrack], views: [View], geometry: ScreenGeometry) -> [UnderFinger] {
        guard !tracks.isEmpty else { return [] }
        var finder = CoverFinder(views: views, geometry: geometry)
        return tracks.map { track in
            var finger = UnderFinger()
            guard let down = track.points.first?.point else { return finger }
            var seen: Set<ViewID> = []
            finger.passedOver = track.passedOver.filter { passed in
                guard passed.view.index < views.count, let shape = geometry.shapes[passed.view.index] else { return false }
                return shape.contains(down) && seen.insert(passed.view).inserted
            }
            // Only while the hit-test view, still in its window, is under the finger's point: one
            // that has scrolled or moved away from it covers nothing there (a removed one keeps
            // what it covered, drawn with its ghost).
            if case .delivered(let view, _) = track.fate, view.index < views.count,
                geometry.shapes[view.index].map({ $0.contains(down) }) ?? true
            {
                let path = finder.hit(at: down, without: view)
                if let last = path.last, !track.hitPath.contains(last) { finger.covered = path }
            }
            return finger
        }
    }
}

/// Runs the hit test again at a touch's point with its hit-test view left out (as if hidden),
/// to find what that view covers (H5, H7).
struct CoverFinder {
    let views: [View]
    var table: RoutingTable
    /// The windows front to back: the reverse of the drawing order (H7).
    let frontToBack: [ViewID]

    init(views: [View], geometry: ScreenGeometry) {
        self.views = views
        var shell = Scene(path: "")
        shell.views = views
        table = RoutingTable(shell)
        var windows: [ViewID] = []
        for entry in geometry.drawingOrder where entry.depth == 0 { windows.append(entry.view) }
        frontToBack = windows.reversed()
    }

    /// The path from its window of the view the hit test finds at screen point `point` when
    /// `left` is hidden; empty when it finds none.
    mutating func hit(at point: Point, without left: ViewID) -> [ViewID] {
        table.hitPath(at: point, without: left, in: views, windows: frontToBack)
    }
}
