/// What the hit test and the chain walk read of the view tree, as plain values in flat arrays.
///
/// ``View`` holds names, source locations, behaviour specs and a subview array, so reading
/// one field of `views[i]` on the hot paths made the compiler copy and release parts of it
/// (callgrind on `bench`: about a fifth of each event's instructions). The simulator keeps
/// this table beside its `views` and refreshes a view's node whenever a step changes it.
package struct RoutingTable {
    /// One view: plain values only.
    package struct Node {
        /// The frame's origin and the bounds' origin, kept apart so that conversions add and
        /// subtract them in the same order as ``HitTester/convert(_:into:)`` (same rounding).
        var frameX: Double
        var frameY: Double
        var boundsX: Double
        var boundsY: Double
        /// The touchable area in the view's own coordinates: its bounds moved by the hit
        /// insets, half-open (H4).
        var minX: Double
        var maxX: Double
        var minY: Double
        var maxY: Double
        /// Index of the superview, or -1.
        var superview: Int32
        /// Index of the controller whose root view this is, or -1.
        var controller: Int32
        /// The subviews, back to front: ``RoutingTable/subviews``[firstSubview ..< firstSubview + subviewCount].
        var firstSubview: Int32
        var subviewCount: Int32
        package var flags: Flags
        /// The phases the view's code keeps: its overrides', and every phase for a scroll view
        /// that absorbs touches (SV5; its overrides are then read from the view itself).
        var handles: PhaseSet
        var passesOn: PhaseSet

        /// A point in the superview's coordinates converted to this view's (H4), for a
        /// view without a transform; ``RoutingTable/local(_:_:_:)`` handles every view.
        @inline(__always)
        func local(_ x: Double, _ y: Double) -> (x: Double, y: Double) { (x - frameX + boundsX, y - frameY + boundsY) }
    }

    /// What H11 needs of a transformed view, kept beside the nodes so that views without a
    /// transform do not carry it.
    struct NodeTransform {
        /// The layout centre, in the superview's bounds coordinates.
        var centerX: Double
        var centerY: Double
        var translateX: Double
        var translateY: Double
        var cos: Double
        var sin: Double
        var scaleX: Double
        var scaleY: Double
        /// Half the bounds' size.
        var halfWidth: Double
        var halfHeight: Double
        /// The rotation in degrees (GP2 sums it up the tree).
        var degrees: Double

        init(_ transform: ViewTransform, frame: Rect) {
            centerX = frame.x + frame.width / 2
            centerY = frame.y + frame.height / 2
            translateX = transform.translateX
            translateY = transform.translateY
            (cos, sin) = transform.cosineAndSine
            scaleX = transform.scaleX
            scaleY = transform.scaleY
            halfWidth = frame.width / 2
            halfHeight = frame.height / 2
            degrees = transform.rotation
        }
    }

    /// The view's switches that routing reads.
    package struct Flags: OptionSet {
        package let rawValue: UInt16
        package init(rawValue: UInt16) { self.rawValue = rawValue }
        static let hidden = Flags(rawValue: 1 << 0)
        /// `alpha < 0.01` (H2).
        static let transparent = Flags(rawValue: 1 << 1)
        static let interactionDisabled = Flags(rawValue: 1 << 2)
        static let passthrough = Flags(rawValue: 1 << 3)
        static let window = Flags(rawValue: 1 << 4)
        static let multipleTouch = Flags(rawValue: 1 << 5)
        static let exclusiveTouch = Flags(rawValue: 1 << 6)
        /// The view runs behaviour code (Scenes/README.md, Behaviours).
        static let behavior = Flags(rawValue: 1 << 7)
        /// The view has a `transform:` (its geometry is in ``RoutingTable/transforms``).
        package static let transformed = Flags(rawValue: 1 << 8)
        /// The view is a control (`UIControl`, `UIButton`; U1–U13).
        static let control = Flags(rawValue: 1 << 9)
        /// A control with `enabled: no` (U1).
        static let disabledControl = Flags(rawValue: 1 << 10)
        /// The view has gesture recognizers.
        static let recognizers = Flags(rawValue: 1 << 11)
        /// A scroll view whose own touch code keeps every call (SV5).
        static let absorbsTouches = Flags(rawValue: 1 << 12)
        /// A table or collection view: its own code highlights and selects cells (TS1).
        static let list = Flags(rawValue: 1 << 13)
        /// Any of these makes the hit test skip the view and its subtree (H2, H3; U1).
        static let skipped: Flags = [.hidden, .transparent, .interactionDisabled, .disabledControl]
    }

    package private(set) var nodes: [Node]
    /// Every view's subviews, one run per view (see ``Node/firstSubview``).
    private(set) var subviews: [Int32]
    /// By view: the transform of a view flagged ``Flags/transformed`` (unused otherwise).
    private(set) var transforms: [NodeTransform?]
    /// Whether any view has a transform.
    private(set) var hasTransforms = false
    /// How many views are `hit-test: passthrough` now (the hit test retraces its steps only
    /// when some are).
    private(set) var passthroughCount = 0
    var hasPassthrough: Bool { passthroughCount > 0 }
    /// Each controller's root view and what it overrides.
    let controllerViews: [ViewID]
    /// By controller: the index of its presenting controller (RC1), or -1.
    let controllerPresenters: [Int32]
    let controllerHandling: [Handling]
    let applicationHandling: Handling
    /// nil when the scene has no app delegate.
    let delegateHandling: Handling?

    package init(_ scene: Scene) {
        let views = scene.views
        controllerViews = scene.controllers.map(\.view)
        controllerPresenters = scene.controllers.map { Int32($0.traits.presentedBy?.index ?? -1) }
        controllerHandling = scene.controllers.map(\.handling)
        applicationHandling = scene.application.handling
        delegateHandling = scene.delegate?.handling
        nodes = []
        nodes.reserveCapacity(views.count)
        subviews = []
        subviews.reserveCapacity(max(0, views.count - 1))
        transforms = []
        for view in views {
            nodes.append(RoutingTable.node(of: view, firstSubview: subviews.count))
            if view.hitTest == .passthrough { passthroughCount += 1 }
            for subview in view.subviews { subviews.append(Int32(subview.index)) }
        }
        if views.contains(where: { $0.transform != nil }) {
            hasTransforms = true
            transforms = views.map { view in view.transform.map { NodeTransform($0, frame: view.frame) } }
        }
    }

    private static func node(of view: View, firstSubview: Int) -> Node {
        var flags: Flags = []
        if view.isHidden { flags.insert(.hidden) }
        if HitTester.isTransparent(view.alpha) { flags.insert(.transparent) }
        if !view.userInteraction { flags.insert(.interactionDisabled) }
        if view.hitTest == .passthrough { flags.insert(.passthrough) }
        if view.isWindow { flags.insert(.window) }
        if view.multipleTouch { flags.insert(.multipleTouch) }
        if view.exclusiveTouch { flags.insert(.exclusiveTouch) }
        if view.behavior != nil { flags.insert(.behavior) }
        if view.transform != nil { flags.insert(.transformed) }
        if view.isControl {
            flags.insert(.control)
            if !view.isEnabled { flags.insert(.disabledControl) }
        }
        if !view.gestures.isEmpty { flags.insert(.recognizers) }
        if view.scroll?.absorbsTouches == true { flags.insert(.absorbsTouches) }
        if view.viewClass.isList && !view.isWindow { flags.insert(.list) }
        let insets = view.hitInsets
        return Node(
            frameX: view.frame.x, frameY: view.frame.y, boundsX: view.boundsOrigin.x, boundsY: view.boundsOrigin.y,
            minX: view.boundsOrigin.x + insets.left, maxX: view.boundsOrigin.x + view.frame.width - insets.right,
            minY: view.boundsOrigin.y + insets.top, maxY: view.boundsOrigin.y + view.frame.height - insets.bottom,
            superview: Int32(view.superview?.index ?? -1), controller: Int32(view.controller?.index ?? -1),
            firstSubview: Int32(firstSubview), subviewCount: Int32(view.subviews.count), flags: flags,
            handles: flags.contains(.absorbsTouches) ? .all : view.handling.handles, passesOn: view.handling.passesOn)
    }

    /// Takes a view's changed properties (everything but its subviews and superview).
    mutating func refresh(_ id: ViewID, from view: View) {
        let old = nodes[id.index]
        var node = RoutingTable.node(of: view, firstSubview: Int(old.firstSubview))
        node.subviewCount = old.subviewCount
        node.superview = old.superview
        nodes[id.index] = node
        if old.flags.contains(.passthrough) { passthroughCount -= 1 }
        if node.flags.contains(.passthrough) { passthroughCount += 1 }
        if hasTransforms { transforms[id.index] = view.transform.map { NodeTransform($0, frame: view.frame) } }
    }

    /// A point in the superview's bounds coordinates converted to view `index`'s own
    /// (H4; H11 for a transformed view, with H13's exact quarter turns).
    @inline(__always)
    package func local(_ index: Int, _ x: Double, _ y: Double) -> (x: Double, y: Double) {
        let node = nodes[index]
        guard node.flags.contains(.transformed), let transform = transforms[index] else { return node.local(x, y) }
        let qx = x - transform.centerX - transform.translateX
        let qy = y - transform.centerY - transform.translateY
        let rx = transform.cos * qx + transform.sin * qy
        let ry = -transform.sin * qx + transform.cos * qy
        return (rx / transform.scaleX + node.boundsX + transform.halfWidth, ry / transform.scaleY + node.boundsY + transform.halfHeight)
    }

    /// A point in view `index`'s own coordinates converted to its superview's bounds
    /// coordinates (H10): the inverse of ``local(_:_:_:)``.
    package func toSuperview(_ index: Int, _ x: Double, _ y: Double) -> (x: Double, y: Double) {
        let node = nodes[index]
        guard node.flags.contains(.transformed), let transform = transforms[index] else {
            return (x + node.frameX - node.boundsX, y + node.frameY - node.boundsY)
        }
        let qx = (x - node.boundsX - transform.halfWidth) * transform.scaleX
        let qy = (y - node.boundsY - transform.halfHeight) * transform.scaleY
        let rx = transform.cos * qx - transform.sin * qy
        let ry = transform.sin * qx + transform.cos * qy
        return (transform.centerX + rx + transform.translateX, transform.centerY + ry + transform.translateY)
    }

    /// A screen point in view `index`'s own coordinates, converted down the tree from its
    /// root (H14): every conversion of a window point into a view's coordinates goes here
    /// or through ``screenOffset(of:)``, which is the same for a chain without transforms.
    func fromScreen(_ point: Point, to index: Int) -> Point {
        if let offset = screenOffset(of: index) { return Point(point.x + offset.x, point.y + offset.y) }
        var chain: [Int] = []
        var current = index
        while current >= 0 {
            chain.append(current)
            current = Int(nodes[current].superview)
        }
        var x = point.x
        var y = point.y
        for view in chain.reversed() { (x, y) = local(view, x, y) }
        return Point(x, y)
    }

    /// A point in view `index`'s own coordinates, on the screen.
    func toScreen(_ point: Point, from index: Int) -> Point {
        var x = point.x
        var y = point.y
        var current = index
        while current >= 0 {
            (x, y) = toSuperview(current, x, y)
            current = Int(nodes[current].superview)
        }
        return Point(x, y)
    }

    /// The sum of the rotations of a view and its ancestors, in degrees (GP2's φ).
    func totalRotation(of index: Int) -> Double {
        guard hasTransforms else { return 0 }
        var degrees = 0.0
        var current = index
        while current >= 0 {
            if let transform = transforms[current] { degrees += transform.degrees }
            current = Int(nodes[current].superview)
        }
        return degrees
    }

    /// The top of the tree view `index` is in now: its window, or a removed subtree's root.
    func root(of index: Int) -> Int {
        var current = index
        while nodes[current].superview >= 0 { current = Int(nodes[current].superview) }
        return current
    }

    /// Whether view `index` is `ancestor` or inside it, in the tree as it is now.
    func isInside(_ index: Int, _ ancestor: Int) -> Bool {
        var current = index
        while current >= 0 && current != ancestor { current = Int(nodes[current].superview) }
        return current >= 0
    }

    /// The window whose tree holds a responder now: a view's (none once removed; a window's
    /// is itself), a controller's root view's; none for the application and the delegate.
    func window(of responder: Responder) -> ViewID? {
        var current: Int
        switch responder {
        case .view(let id): current = id.index
        case .controller(let id): current = controllerViews[id.index].index
        case .application, .delegate: return nil
        }
        while nodes[current].superview >= 0 { current = Int(nodes[current].superview) }
        return nodes[current].flags.contains(.window) ? ViewID(current) : nil
    }

    /// Detaches a view from its superview (B2).
    mutating func detach(_ id: ViewID) {
        let superview = Int(nodes[id.index].superview)
        guard superview >= 0 else { return }
        let start = Int(nodes[superview].firstSubview)
        let end = start + Int(nodes[superview].subviewCount)
        if let position = subviews[start..<end].firstIndex(of: Int32(id.index)) {
            subviews.replaceSubrange(position..<end, with: subviews[(position + 1)..<end] + [-1])
            nodes[superview].subviewCount -= 1
        }
        nodes[id.index].superview = -1
    }

    /// The offset that turns a screen point into the view's own coordinates (H4, P5),
    /// summed from the view up to its root in the order ``Simulator`` always used; nil when
    /// the view or an ancestor has a transform (see ``fromScreen(_:to:)``).
    func screenOffset(of view: Int) -> Point? {
        var dx = 0.0
        var dy = 0.0
        var current = view
        while current >= 0 {
            let node = nodes[current]
            if node.flags.contains(.transformed) { return nil }
            dx += node.boundsX - node.frameX
            dy += node.boundsY - node.frameY
            current = Int(node.superview)
        }
        return Point(dx, dy)
    }

    /// C1: the next responder, in the tree as it is now.
    func nextResponder(after responder: Responder) -> Responder? {
        switch responder {
        case .view(let id):
            let node = nodes[id.index]
            if node.controller >= 0 { return .controller(ControllerID(Int(node.controller))) }
            if node.superview >= 0 { return .view(ViewID(Int(node.superview))) }
            return node.flags.contains(.window) ? .application : nil
        case .controller(let id):
            // RC1: a presented controller's next responder is its presenter, also once removed.
            let presenter = controllerPresenters[id.index]
            if presenter >= 0 { return .controller(ControllerID(Int(presenter))) }
            let superview = nodes[controllerViews[id.index].index].superview
            return superview >= 0 ? .view(ViewID(Int(superview))) : nil
        case .application:
            return delegateHandling == nil ? nil : .delegate
        case .delegate:
            return nil
        }
    }

    /// Whether the responder overrides `phase` without calling super (`handles`), now.
    @inline(__always)
    func handles(_ phase: TouchPhase, at responder: Responder) -> Bool {
        switch responder {
        case .view(let id): nodes[id.index].handles.contains(phase)
        case .controller(let id): controllerHandling[id.index].handles.contains(phase)
        case .application: applicationHandling.handles.contains(phase)
        case .delegate: delegateHandling?.handles.contains(phase) ?? false
        }
    }

    /// What the responder overrides now.
    func handling(of responder: Responder) -> Handling {
        switch responder {
        case .view(let id): Handling(handles: nodes[id.index].handles, passesOn: nodes[id.index].passesOn)
        case .controller(let id): controllerHandling[id.index]
        case .application: applicationHandling
        case .delegate: delegateHandling ?? .none
        }
    }

    /// The view whose coordinates a responder's locations use (P5): a controller uses its
    /// view's, the application and delegate the touch's window's.
    func coordinateView(of responder: Responder, window: ViewID) -> ViewID {
        switch responder {
        case .view(let id): id
        case .controller(let id): controllerViews[id.index]
        case .application, .delegate: window
        }
    }
}

extension RoutingTable {
    /// What the hit test finds at screen point `point` when `left` is left out (as if hidden),
    /// trying `windows` front to back (H7): the found view's path from its window, or empty.
    /// This is the view that `left` covers there (H5, H7). The table is restored before it
    /// returns.
    package mutating func hitPath(at point: Point, without left: ViewID, in views: [View], windows: [ViewID]) -> [ViewID] {
        var hidden = views[left.index]
        hidden.isHidden = true
        refresh(left, from: hidden)
        defer { refresh(left, from: views[left.index]) }
        let tester = HitTester(explain: false)
        var visits = StepBuffer<VisitedView>()
        for window in windows {
            let local = nodes[window.index].local(point.x, point.y)
            guard let found = tester.hitTest(window.index, at: local.x, local.y, in: self, visited: &visits) else { continue }
            var path: [ViewID] = []
            var current = found
            while current >= 0 {
                path.append(ViewID(current))
                current = Int(nodes[current].superview)
            }
            return path.reversed()
        }
        return []
    }
}
