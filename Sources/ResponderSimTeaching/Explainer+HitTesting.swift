import ResponderSimCore

/// The hit test in words: each visited view's verdict and why the front-most one answered (H1–H14).
extension Explainer {
    /// H1 (and H7 with several windows), then what the verdicts of the visited views show.
    func hitTest(_ test: HitTestRecord) -> [RuleNote] {
        var notes: [RuleNote] = []
        let touch = touchName(test.touch)
        let screenPoint = record.changedPoint(of: test.touch)
        let visited = Array(record.visited[test.visited])
        if let view = test.view, let window = test.window {
            let path = record.pathViews[test.path].map(name).joined(separator: " ▸ ")
            notes.append(
                RuleNote(.h1, "The hit test for \(touch) at \(NumberFormatting.point(screenPoint)) returns \(name(view)) (\(path))."))
            if scene.windows.count > 1 {
                let tried = visited.map(\.view).filter { views[$0.index].isWindow && $0 != window }
                var sentence =
                    "Windows are tried front to back, higher level first, and the first whose hit test returns a view gets the touch: \(name(window))"
                sentence += tried.isEmpty ? "." : ", after \(list(tried.map(name))) returned nil."
                notes.append(RuleNote(.h7, sentence))
            }
        } else {
            notes.append(
                RuleNote(
                    .h1,
                    "The hit test of every window returns nil for \(touch) at \(NumberFormatting.point(screenPoint)), so no view can take it."
                ))
        }
        notes += verdicts(visited, screenPoint: screenPoint, test: test)
        return notes
    }

    /// H2/H6, H3/H4, H8 and H5 from the visited views.
    func verdicts(_ visited: [VisitedView], screenPoint: Point, test: HitTestRecord) -> [RuleNote] {
        var notes: [RuleNote] = []
        var refused: [String] = []
        var startsDisabled: [String] = []
        var outside: [String] = []
        var stickOut: [String] = []
        var moved: [String] = []
        var passthrough: [String] = []
        var disabledControls: [String] = []
        var turned: [String] = []
        for visit in visited {
            let view = views[visit.view.index]
            if let transform = view.transform, visit.verdict == .hit || visit.verdict == .outside {
                var inside = visit.verdict == .hit ? "inside" : "outside"
                let bounds = view.bounds
                let (x, y) = (visit.point.x, visit.point.y)
                if x == bounds.x + bounds.width || y == bounds.y + bounds.height {
                    inside += " (on its right or bottom edge, which is left out)"
                } else if visit.verdict == .hit && (x == bounds.x || y == bounds.y) {
                    inside += " (on its left or top edge, which counts)"
                }
                turned.append(
                    "\(view.name) has \(transform.words): the point is \(NumberFormatting.point(visit.point)) in its own coordinates, \(inside) its bounds \(TreeOutline.list([bounds.x, bounds.y, bounds.width, bounds.height]))"
                )
            }
            switch visit.verdict {
            case .hidden: refused.append("\(view.name) is hidden")
            case .transparent:
                let written = NumberFormatting.decimal(Double(view.alpha))
                let stored = Double(view.alpha) < 0.01 && written == "0.01" ? " (kept as the 32-bit float \(Double(view.alpha)))" : ""
                refused.append("\(view.name) has alpha \(written)\(stored), below 0.01")
            case .disabledControl:
                disabledControls.append(view.name)
            case .interactionDisabled:
                refused.append("\(view.name) has user interaction off")
                if !view.viewClass.defaultUserInteraction { startsDisabled.append("\(view.name) is a \(view.viewClass.rawValue)") }
            case .outside:
                outside.append(view.name)
                for subview in view.subviews where covers(subview, visit.point) {
                    stickOut.append("\(views[subview.index].name) sticks out of \(view.name) there but is never asked")
                }
                if let shift = shifts(view) { moved.append(shift) }
            case .passthrough: passthrough.append(view.name)
            case .hit:
                if let shift = shifts(view) { moved.append(shift) }
            }
        }
        if !refused.isEmpty {
            notes.append(
                RuleNote(
                    .h2,
                    "\(list(refused)), so \(refused.count == 1 ? "it answers" : "they answer") nil for \(refused.count == 1 ? "itself and its" : "themselves and their") subviews."
                ))
        }
        if !disabledControls.isEmpty {
            notes.append(
                RuleNote(
                    .u1,
                    "\(list(disabledControls)) \(disabledControls.count == 1 ? "is a control" : "are controls") with enabled: no, so the hit test skips \(disabledControls.count == 1 ? "it and its" : "them and their") subviews before any other check: the touch goes to what lies behind."
                ))
        }
        if !turned.isEmpty {
            notes.append(
                RuleNote(
                    .h12,
                    "A transform changes where a view is on screen, and the hit test converts each point into the view's own coordinates before its checks (H11): \(list(turned))."
                ))
        }
        if !startsDisabled.isEmpty {
            notes.append(
                RuleNote(
                    .h6,
                    "\(list(startsDisabled)): that class starts with user interaction off, whatever touch methods it overrides."))
        }
        if !outside.isEmpty {
            var sentence =
                "The point is outside the bounds of \(list(outside, limit: 5)), so \(outside.count == 1 ? "it answers" : "they answer") nil without asking \(outside.count == 1 ? "its" : "their") subviews"
            sentence += stickOut.isEmpty ? "." : ": \(list(stickOut))."
            notes.append(RuleNote(.h3, sentence))
        }
        if !moved.isEmpty {
            notes.append(
                RuleNote(
                    .h4, "\(list(moved)), which moves what \(moved.count == 1 ? "its bounds contain" : "their bounds contain")."))
        }
        if !passthrough.isEmpty {
            notes.append(
                RuleNote(
                    .h8,
                    "\(list(passthrough)) \(passthrough.count == 1 ? "is" : "are") passthrough: where the default hit test would return \(passthrough.count == 1 ? "the view" : "each") itself, it returns nil, so the touch falls to what lies behind."
                ))
        }
        if let sentence = frontMost(visited, screenPoint: screenPoint, test: test) { notes.append(RuleNote(.h5, sentence)) }
        return notes
    }

    /// `scroller has bounds-origin [0, 100]`, or nil when the view's bounds are not moved.
    func shifts(_ view: View) -> String? {
        var parts: [String] = []
        if view.boundsOrigin != .zero { parts.append("bounds-origin " + TreeOutline.list([view.boundsOrigin.x, view.boundsOrigin.y])) }
        if view.hitInsets != .zero {
            parts.append(
                "hit-insets " + TreeOutline.list([view.hitInsets.top, view.hitInsets.left, view.hitInsets.bottom, view.hitInsets.right]))
        }
        return parts.isEmpty ? nil : "\(view.name) has " + parts.joined(separator: " and ")
    }

    /// H5: which siblings answered nil first, or were never asked because one in front answered.
    func frontMost(_ visited: [VisitedView], screenPoint: Point, test: HitTestRecord) -> String? {
        let path = Array(record.pathViews[test.path])
        var parts: [String] = []
        let visitedViews = Set(visited.map(\.view))
        for (position, parent) in path.enumerated() where position + 1 < path.count {
            let child = path[position + 1]
            let subviews = views[parent.index].subviews
            guard let childIndex = subviews.firstIndex(of: child) else { continue }
            let inFront = subviews[(childIndex + 1)...].reversed().filter { visitedViews.contains($0) }.map(name)
            if !inFront.isEmpty {
                parts.append("in \(name(parent)), \(list(inFront)) answered nil before \(name(child)) was asked")
            }
            let local = visited.first { $0.view == parent }?.point ?? screenPoint
            let behind = subviews[..<childIndex].filter { covers($0, local) }.map(name)
            if !behind.isEmpty {
                parts.append("\(name(child)) is in front of \(list(behind)), which \(behind.count == 1 ? "was" : "were") never asked")
            }
        }
        if let view = test.view {
            let asked = views[view.index].subviews.filter { visitedViews.contains($0) }
            if !asked.isEmpty {
                parts.append("none of the subviews of \(name(view)) answered, so \(name(view)) itself is the result")
            }
        }
        guard !parts.isEmpty else { return nil }
        return "Subviews are asked front-most first and the first answer wins: " + parts.joined(separator: "; ") + "."
    }
}
