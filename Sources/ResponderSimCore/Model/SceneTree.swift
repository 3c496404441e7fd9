extension Scene {
    /// How many superviews the view has as the scene declares it: 0 for a window.
    package func depth(of view: ViewID) -> Int {
        var depth = 0
        var current = views[view.index].superview
        while let id = current {
            depth += 1
            current = views[id.index].superview
        }
        return depth
    }
}
