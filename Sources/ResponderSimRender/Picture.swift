import ResponderSimCore
import ResponderSimTeaching

/// One view or window as a picture draws it: where it is on screen and the flags that
/// change how it looks.
package struct ViewBox: Sendable, Hashable {
    /// Why a view answers nil to the hit test by itself (H2; hidden is separate).
    package enum Refusal: Sendable, Hashable {
        /// `user-interaction: no`.
        case interactionOff
        /// `alpha < 0.01`.
        case transparent
        /// A control with `enabled: no` (U1).
        case disabledControl
    }

    package var view: ViewID
    package var name: String
    package var viewClass: ViewClass
    package var isWindow: Bool
    /// `level` of a window.
    package var level: Double
    /// Depth below its window (0 for a window).
    package var depth: Int
    /// The smallest screen rectangle holding the view (the view itself unless a transform
    /// turns it).
    package var rect: Rect
    /// The view's bounds on screen: turned, scaled or mirrored by the transforms of its chain.
    package var shape: ViewShape
    /// The touchable area when `hit-insets` move it, on screen.
    package var hitArea: ViewShape?
    /// The view's own `transform:` (Scenes/README.md, Transforms).
    package var transform: ViewTransform?
    /// A `UIControl` or `UIButton` (U1–U13): whether it is enabled, and its slop.
    package var isControl: Bool
    package var isEnabled: Bool
    package var slop: Double
    /// Its gesture recognizers, in `gestures:` order.
    package var recognizers: [RecognizerID]
    package var alpha: Float
    /// `hidden: yes` on the view itself.
    package var isHidden: Bool
    /// An ancestor is hidden, so the view is not on screen either.
    package var insideHidden: Bool
    /// The view refuses hit testing itself.
    package var refusal: Refusal?
    /// An ancestor refuses hit testing (or is hidden), so the hit test never reaches this view.
    package var insideRefusing: Bool
    package var multipleTouch: Bool
    package var exclusiveTouch: Bool
    package var passthrough: Bool
    package var clips: Bool
    /// The controller whose root view this is.
    package var controller: String?
    /// A scroll view's settings and its content offset now (SV1, SV2); nil for other views.
    package var scroll: ScrollSettings? = nil
    package var offset: Point = .zero
    /// A scroll view whose flick is decelerating at the time drawn (SK3).
    package var isDecelerating = false
    /// A cell its list shows selected or highlighted at the time drawn (TS3–TS8).
    var cellMark: CellStates.Mark? = nil

    /// The boxes of every view in a window, back to front (real z-order), laid out by
    /// `geometry` when it is given (it must be the geometry of `views`).
    package static func boxes(_ views: [View], _ scene: Scene, geometry: ScreenGeometry? = nil) -> [ViewBox] {
        let geometry = geometry ?? ScreenGeometry(views: views, windows: scene.windows)
        var boxes: [ViewBox] = []
        boxes.reserveCapacity(geometry.drawingOrder.count)
        // Flags inherited along the current path (drawing order is depth-first).
        var hiddenAt: [Bool] = []
        var refusingAt: [Bool] = []
        for entry in geometry.drawingOrder {
            guard let shape = geometry.shapes[entry.view.index] else { continue }
            let view = views[entry.view.index]
            hiddenAt.removeLast(max(0, hiddenAt.count - entry.depth))
            refusingAt.removeLast(max(0, refusingAt.count - entry.depth))
            let insideHidden = hiddenAt.last ?? false
            let insideRefusing = refusingAt.last ?? false
            var refusal: Refusal?
            if view.isControl && !view.isEnabled {
                refusal = .disabledControl
            } else if HitTester.isTransparent(view.alpha) {
                refusal = .transparent
            } else if !view.userInteraction {
                refusal = .interactionOff
            }
            hiddenAt.append(insideHidden || view.isHidden)
            refusingAt.append(insideRefusing || view.isHidden || refusal != nil)
            boxes.append(
                ViewBox(
                    view: entry.view, name: view.name, viewClass: view.viewClass, isWindow: view.isWindow,
                    level: view.level, depth: entry.depth, rect: shape.rect, shape: shape,
                    hitArea: geometry.hitArea(of: entry.view, in: views), transform: view.transform, isControl: view.isControl,
                    isEnabled: view.isEnabled, slop: view.slop, recognizers: view.gestures, alpha: view.alpha, isHidden: view.isHidden,
                    insideHidden: insideHidden, refusal: refusal,
                    insideRefusing: insideRefusing, multipleTouch: view.multipleTouch, exclusiveTouch: view.exclusiveTouch,
                    passthrough: view.hitTest == .passthrough, clips: view.clips,
                    controller: view.controller.map { scene.controllers[$0.index].name }, scroll: view.scroll,
                    offset: view.boundsOrigin))
        }
        return boxes
    }
}

/// Everything a picture shows at one time: the tree, where moved views started and removed
/// views were, each touch's path and what happened to it, and the script's other steps, in words.
package struct Picture: Sendable {
    /// The scene drawn.
    package var scene: Scene
    /// The scene's title (or path).
    package var title: String
    /// The time drawn (`--at`), or nil for the whole run.
    package var time: Microseconds?
    /// How many steps the picture includes.
    package var stepCount: Int
    /// Every view drawn, back to front: every view in a window at that time, or in a summary
    /// (``isSummary``) only the windows and the views on the touches' paths.
    package var boxes: [ViewBox]
    /// How many views were in a window at that time, drawn or not.
    package var viewsInWindows: Int
    /// True when the tree has more views than ``PictureLimits/maxViews``: only the windows and
    /// the views on the touches' paths are drawn, and the picture says so.
    package var isSummary: Bool
    /// Views that have moved since the start, with the screen rectangle they started at.
    package var starts: [(view: ViewID, name: String, shape: ViewShape)]
    /// Views removed by then, drawn as ghosts where they were (their names, when, and the
    /// rectangle they had just before).
    package var ghosts: [RunRecording.Removal]
    /// Every touch that came down by then, in creation order.
    package var tracks: [TouchTrack]
    /// For each track, the sentences of its legend.
    package var stories: [[String]]
    /// The other steps (cancel, ignore, set, remove, delayed calls), one line each.
    package var events: [String]
    /// The scene's windows count more than one.
    package var hasSeveralWindows: Bool
    /// The controls that track a touch at the picture's time, each with the area its touch
    /// counts as inside (U3).
    package var tracking: [ControlSlop]
    /// The recognizers disabled at the picture's time (`enabled: no`, `set NAME enabled`).
    package var disabledRecognizers: Set<RecognizerID>
    /// For a picture at a time, each recognizer's state then when it is not Possible; empty
    /// for the whole run.
    package var recognizerStates: [RecognizerID: GestureState]
    /// What a picture of a large tree labels, fades and leaves out (``PictureFocus``).
    package var focus: PictureFocus
    /// For each track, what lay under its finger besides its path.
    package var under: [UnderFinger]
    /// Which cell marks the key explains: those drawn (a report adds those its steps show).
    var cellKeys = CellStates.Mark(isSelected: false, isHighlighted: false)

    /// A control that tracks a touch, and where that touch counts as inside.
    package struct ControlSlop: Sendable, Hashable {
        /// The control, and its name.
        package var control: ViewID
        package var name: String
        /// The tracked touch's id.
        package var touch: String
        /// Whether the touch is inside after the last step.
        package var inside: Bool
        /// The control's touchable area grown by its slop, on screen.
        package var area: ViewShape
        /// The slop in points.
        package var slop: Double
    }

    /// The picture of `recording` at `time` (every step at or before it), or of everything it
    /// recorded. A time the recording kept no steps for is played again up to that time.
    /// `named` views are labelled even in a focused picture (``PictureFocus``).
    package init(_ recording: RunRecording, at time: Microseconds? = nil, naming named: Set<ViewID> = []) {
        let scene = recording.scene
        let wanted = time ?? recording.endTime
        var views = recording.finalTree
        var tracks = recording.tracks
        var stepCount = recording.totalSteps
        var ghosts = recording.removals
        var steps = recording.steps[...]
        if let wanted, wanted != recording.endTime {
            guard recording.keepsEveryStep(through: wanted), recording.endTime.map({ wanted < $0 }) ?? true else {
                self = Picture(RunRecording(scene: scene, until: wanted, limits: recording.limits), at: wanted, naming: named)
                return
            }
            stepCount = recording.stepCount(at: wanted)
            views = recording.tree(afterSteps: stepCount)
            tracks = recording.tracks(afterSteps: stepCount)
            ghosts = ghosts.filter { $0.step <= stepCount }
            steps = recording.steps.prefix(stepCount)
        }
        self.scene = scene
        self.title = scene.title ?? scene.path
        self.time = wanted
        self.stepCount = stepCount
        self.hasSeveralWindows = scene.windows.count > 1
        var disabled = Set(scene.recognizers.indices.filter { !scene.recognizers[$0].isEnabled }.map(RecognizerID.init))
        var switchedOff: Set<RecognizerID> = []
        var scrollingOff = Set(scene.views.indices.filter { scene.views[$0].scroll?.scrollEnabled == false }.map(ViewID.init))
        var decelerating: [ViewID: Deceleration] = [:]
        var cells = CellStates(scene)
        /// A built-in recognizer is on while scrolling is and no `set NAME enabled no` holds (SD1, SP1).
        func update(_ recognizer: RecognizerID, enabled: Bool) {
            let spec = scene.recognizers[recognizer.index]
            let on = enabled && !(spec.kind.isBuiltIn && (scrollingOff.contains(spec.view) || switchedOff.contains(recognizer)))
            if on { disabled.remove(recognizer) } else { disabled.insert(recognizer) }
        }
        for step in steps {
            cells.update(after: step, scene)
            switch step.action {
            case .setRecognizerEnabled(let recognizer, let enabled):
                if enabled { switchedOff.remove(recognizer) } else { switchedOff.insert(recognizer) }
                update(recognizer, enabled: enabled)
            case .set(let view, _, .scroll(.scrollEnabled, .flag(let enabled))):
                // SW8: scrolling switches a scroll view's two built-in recognizers.
                if enabled { scrollingOff.remove(view) } else { scrollingOff.insert(view) }
                for builtIn in scene.views[view.index].gestures where scene.recognizers[builtIn.index].kind.isBuiltIn {
                    update(builtIn, enabled: true)
                }
            default:
                break
            }
            for line in step.lines(of: ScrollLine.self) {
                switch line.event {
                case .decelerating:
                    // Its start: the offset the lift's step left (SK3).
                    let tree = recording.tree(afterSteps: step.number)
                    guard let settings = tree[line.scrollView.index].scroll else { continue }
                    decelerating[line.scrollView] = Deceleration(
                        view: line.scrollView.index, from: tree[line.scrollView.index].boundsOrigin, velocity: Point(line.x, line.y),
                        lift: step.time, settings)
                case .stopped: decelerating[line.scrollView] = nil
                case .offset: break
                }
            }
        }
        // The content where a deceleration has taken it at the time drawn, not where the last
        // step left it.
        if let wanted {
            for (view, deceleration) in decelerating {
                guard let scroll = ScrollGeometry(views[view.index]) else { continue }
                views[view.index].boundsOrigin = deceleration.offset(at: wanted, within: scroll)
            }
        }
        let geometry = ScreenGeometry(views: views, windows: scene.windows)
        var boxes = ViewBox.boxes(views, scene, geometry: geometry)
        for index in boxes.indices where decelerating[boxes[index].view] != nil { boxes[index].isDecelerating = true }
        let cellMarks = cells.marks
        if !cellMarks.isEmpty {
            for index in boxes.indices { boxes[index].cellMark = cellMarks[boxes[index].view] }
        }
        self.disabledRecognizers = disabled
        var tracking: [ControlSlop] = []
        var states: [RecognizerID: GestureState] = [:]
        if let last = steps.last, last.number == stepCount {
            for record in last.tracking {
                guard let area = geometry.slopArea(of: record.control, in: views) else { continue }
                tracking.append(
                    ControlSlop(
                        control: record.control, name: views[record.control.index].name, touch: last.name(of: record.touch),
                        inside: record.inside, area: area, slop: views[record.control.index].slop))
            }
            if time != nil {
                for state in last.recognizerStates where state.state != .possible {
                    states[state.recognizer] = state.state
                }
            }
        }
        self.tracking = tracking
        self.recognizerStates = states
        self.viewsInWindows = boxes.count
        self.isSummary = boxes.count > recording.limits.maxViews
        if isSummary {
            let onPaths = Set(tracks.flatMap(\.hitPath))
            boxes = boxes.filter { $0.isWindow || onPaths.contains($0.view) }
            ghosts = ghosts.filter { onPaths.contains($0.view) }
        }
        let under = UnderFinger.find(tracks, views: views, geometry: geometry)
        self.under = under
        (focus, boxes) = PictureFocus.make(boxes: boxes, views: views, tracks: tracks, under: under, named: named)
        self.boxes = boxes
        for mark in boxes.lazy.compactMap(\.cellMark) {
            cellKeys.isSelected = cellKeys.isSelected || mark.isSelected
            cellKeys.isHighlighted = cellKeys.isHighlighted || mark.isHighlighted
        }
        // A view removed and put back is not a ghost; one removed twice shows where it last was.
        let drawn = Set(boxes.map(\.view))
        var lastRemoval: [ViewID: Int] = [:]
        for (index, ghost) in ghosts.enumerated() { lastRemoval[ghost.view] = index }
        self.ghosts = ghosts.enumerated().filter { lastRemoval[$0.element.view] == $0.offset && !drawn.contains($0.element.view) }
            .map(\.element)
        let startGeometry = ScreenGeometry(views: scene.views, windows: scene.windows)
        // Content that only scrolled has not moved: its start is where it is at today's offsets.
        var scrolledStart = scene.views
        var scrolled = false
        for index in scrolledStart.indices where scrolledStart[index].isScrollView && index < views.count {
            if scrolledStart[index].boundsOrigin != views[index].boundsOrigin { scrolled = true }
            scrolledStart[index].boundsOrigin = views[index].boundsOrigin
        }
        let scrolledGeometry = scrolled ? ScreenGeometry(views: scrolledStart, windows: scene.windows) : startGeometry
        var starts: [(view: ViewID, name: String, shape: ViewShape)] = []
        for box in boxes {
            if let start = startGeometry.shapes[box.view.index], start != geometry.shapes[box.view.index],
                scrolledGeometry.shapes[box.view.index] != geometry.shapes[box.view.index]
            {
                starts.append((box.view, box.name, start))
            }
        }
        self.starts = starts
        self.tracks = tracks
        let inWindows = Set(geometry.drawingOrder.map(\.view))
        let containers = focus.containers
        self.stories = tracks.indices.map { index in
            let track = tracks[index]
            var story = PictureText.story(track, scene, collapsing: containers)
            story.insert(contentsOf: PictureText.underLines(under[index], track: track, scene), at: min(story.count, 1))
            // Say so when the hit-test view has left its window by the picture's time, or is
            // out of sight (scrolled or clipped away), so not drawn.
            if let view = track.hitPath.last, let index = story.firstIndex(where: { $0.hasPrefix("hit-test view:") }) {
                if !inWindows.contains(view) {
                    story[index] += ", no longer in a window here"
                } else if !drawn.contains(view) {
                    story[index] += ", out of sight here (scrolled or clipped away), so not drawn"
                }
            }
            return story
        }
        self.events = PictureText.eventLines(steps, scene, omitted: stepCount - steps.count)
    }

    /// What a summary leaves out, in one sentence for the picture; nil when every view is drawn.
    package var summaryNote: String? {
        isSummary ? Self.summaryNote(views: viewsInWindows, drawn: boxes) : nil
    }

    /// `61 views are too many to draw one by one: only the windows and the 1 view on the
    /// touches' paths are drawn`.
    static func summaryNote(views: Int, drawn: [ViewBox]) -> String {
        let onPaths = drawn.filter { !$0.isWindow }.count
        return "\(PictureText.count(views)) views are too many to draw one by one: only the windows and the \(PictureText.count(onPaths)) "
            + (onPaths == 1 ? "view" : "views") + " on the touches' paths are drawn"
    }
}

extension Picture {
    /// Reads a time as scene files write it, in seconds with at most six decimals (`0.25`;
    /// a trailing `s` is allowed): whole microseconds, or nil when it is not such a time.
    package static func parseTime(_ text: String) -> Microseconds? {
        var bytes = Array(text.utf8)
        if bytes.last == UInt8(ascii: "s") { bytes.removeLast() }
        guard !bytes.isEmpty, case .success(let time) = ScalarNumbers.microseconds(bytes, 0, bytes.count) else { return nil }
        return time
    }
}
