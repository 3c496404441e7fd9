// Names: duplicates in file order, and drag targets resolved once every view is known.
extension SceneBuilder {
    /// Views by name (the first view of a duplicated name).
    static func viewsByName(_ views: [View]) -> [String: ViewID] {
        var result = [String: ViewID](minimumCapacity: views.count)
        for (index, view) in views.enumerated() where !view.name.isEmpty && result[view.name] == nil {
            result[view.name] = ViewID(index)
        }
        return result
    }

    mutating func resolveDragTargets() {
        guard !dragTargets.isEmpty else { return }
        let viewsByName = Self.viewsByName(scene.views)
        for (view, node) in dragTargets {
            let name = tree.text(node)
            if let target = viewsByName[name] {
                scene.views[view.index].behavior?.parameters[.target] = .view(target)
            } else {
                diagnostics.add(
                    "unknown-view", "unknown view '\(name)' as the drag target", at: tree.position(node),
                    end: tree.endOffset(node),
                    hint: diagnostics.wantsSuggestions
                        ? Suggestions.hint(for: name, in: scene.views.lazy.map(\.name).filter { !$0.isEmpty }) : nil)
            }
        }
    }

    /// Reports every name given a second time, at the later occurrence in file order.
    mutating func checkDuplicateNames() {
        var inOrder = true
        for index in names.indices.dropFirst() where names[index].position < names[index - 1].position {
            inOrder = false
            break
        }
        if !inOrder {
            names = names.enumerated().sorted { lhs, rhs in
                lhs.element.position != rhs.element.position
                    ? lhs.element.position < rhs.element.position : lhs.offset < rhs.offset
            }.map(\.element)
        }
        var first = [String: SourcePosition](minimumCapacity: names.count)
        for occurrence in names {
            if let previous = first[occurrence.name] {
                let hint =
                    previous.line == 0
                    ? "it is the application's name" : "first used on line \(previous.line)"
                diagnostics.add(
                    "duplicate-name", "duplicate name '\(occurrence.name)'; names of responders must be unique",
                    at: occurrence.position, end: occurrence.end, hint: hint)
            } else {
                first[occurrence.name] = occurrence.position
            }
        }
    }
}
