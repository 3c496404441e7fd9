import ResponderSimCore

/// What `--recognizers` adds to an imported scene: header lines, and per view its keys,
/// comments and `gestures:` items (README.md, Debugging your own app: gesture recognizers).
struct RecognizerPlan {
    /// What one view gains.
    struct ViewLines {
        /// Keys written after `hit-test` (`scroll-enabled`, `delays-content-touches`, `pan-requires-failure-of`).
        var keys: [String] = []
        /// The `# ignored:` entries when they change (`gestureRecognizers` taken out).
        var ignored: String?
        /// Lines after `# ignored:`, each with its indent relative to the view's keys.
        var lines: [(indent: Int, text: String)] = []
    }

    /// The header lines from `# Recognizers from` on (replacing the dump-only "Not imported" line).
    var header: [String] = []
    var views: [Int: ViewLines] = [:]
}

/// A failure requirement "R requires A to fail", as printed in a list.
struct RecognizerEdge {
    enum State: Equatable {
        case written
        /// Dropped, with the reason its comment gives.
        case dropped(String)
    }

    var target: Int
    /// The offset of the list entry's `<` that gave it.
    var entry: Int
    var state: State = .written
}

/// Builds the plan: names, failure requirements and the lines of each view.
struct RecognizerPlanner {
    var mapping: RecognizerMapping
    /// The base name of the recognizers' text, as comments show it.
    let source: String
    /// The line of a byte offset of the recognizers' text.
    let lineOf: (Int) -> Int
    private(set) var warnings: [(id: DumpWarningID, message: String, offset: Int?)] = []
    private var edges: [[RecognizerEdge]] = []

    init(mapping: RecognizerMapping, source: String, lineOf: @escaping (Int) -> Int) {
        self.mapping = mapping
        self.source = source
        self.lineOf = lineOf
    }

    private var recognizers: [MappedRecognizer] { mapping.recognizers }
    private var descriptions: [RecognizerDescription] { mapping.descriptions }
    private var views: [ImportedView] { mapping.views }

    /// The recognizers attached to each view, in recognizer order.
    private func attached() -> [Int: [Int]] {
        var byView: [Int: [Int]] = [:]
        for (index, recognizer) in recognizers.enumerated() {
            guard let view = recognizer.view else { continue }
            byView[view, default: []].append(index)
        }
        return byView
    }

    private func isWritten(_ index: Int) -> Bool {
        switch recognizers[index].category {
        case .declared, .builtIn(delay: false): true
        default: false
        }
    }

    mutating func plan() -> RecognizerPlan {
        let byView = attached()
        name(byView)
        collectEdges()
        dropCycles(byView)
        var plan = RecognizerPlan()
        plan.header = header()
        for view in views.indices {
            guard let onView = byView[view] else { continue }
            plan.views[view] = lines(view, onView)
        }
        return plan
    }

    // MARK: Names

    /// Names the views (as the scene writer does) and then the declared recognizers, in the order
    /// they are written; names the built-ins `X.delay` and `X.pan`.
    private mutating func name(_ byView: [Int: [Int]]) {
        var counts: [String: Int] = [:]
        let slugs = ImportedSceneWriter.slugs(views)
        var viewNames: [String] = []
        for index in views.indices {
            let base = slugs[index].isEmpty ? views[index].stem : views[index].stem + "_" + slugs[index]
            let count = (counts[base] ?? 0) + 1
            counts[base] = count
            viewNames.append(base + "-" + String(count))
        }
        for view in views.indices {
            for index in byView[view] ?? [] {
                switch recognizers[index].category {
                case .builtIn(let delay):
                    mapping.setSceneName(index, viewNames[view] + (delay ? ".delay" : ".pan"))
                case .declared(let kind):
                    let stem = kind.declaration.imported?.stem ?? kind.name
                    let base =
                        stem
                        + Self.slug(recognizers[index], descriptions[recognizers[index].defining], stem: stem).map { "_" + $0 }
                        .joinedOrEmpty
                    let count = (counts[base] ?? 0) + 1
                    counts[base] = count
                    mapping.setSceneName(index, base + "-" + String(count))
                default:
                    break
                }
            }
        }
    }

    /// The printed name, else the first action without its final `:`, made a slug.
    private static func slug(_ recognizer: MappedRecognizer, _ description: RecognizerDescription, stem: String) -> String? {
        var raw = description.name ?? recognizer.targets.first?.action ?? ""
        if description.name == nil && raw.hasSuffix(":") { raw.removeLast() }
        var slug = String(raw.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" }.prefix(40))
        while slug.hasSuffix("_") { slug.removeLast() }
        guard !slug.isEmpty, slug.lowercased() != stem.lowercased() else { return nil }
        return slug
    }

    // MARK: Requirements

    /// Each recognizer's edges: its own `must-fail` entries, then those other recognizers'
    /// `must-fail-for` lists give it, in reading order; W-RREQ and W-RFAILFOR.
    private mutating func collectEdges() {
        edges = Array(repeating: [], count: recognizers.count)
        var targets: [Set<Int>] = Array(repeating: [], count: recognizers.count)
        // The targets each recognizer's own list names, and the requirers each one's
        // `must-fail-for` names, for the cross-check.
        var ownLists: [Set<Int>] = Array(repeating: [], count: recognizers.count)
        var forLists: [Set<Int>] = Array(repeating: [], count: recognizers.count)
        for index in recognizers.indices {
            for entry in descriptions[recognizers[index].defining].list("must-fail") {
                guard let target = mapping.byAddress[descriptions[entry].address] else { continue }
                ownLists[index].insert(target)
                if targets[index].insert(target).inserted {
                    edges[index].append(RecognizerEdge(target: target, entry: descriptions[entry].open))
                }
            }
        }
        var learned: [(requirer: Int, edge: RecognizerEdge)] = []
        for index in recognizers.indices {
            for entry in descriptions[recognizers[index].defining].list("must-fail-for") {
                guard let requirer = mapping.byAddress[descriptions[entry].address] else { continue }
                forLists[index].insert(requirer)
                learned.append((requirer, RecognizerEdge(target: index, entry: descriptions[entry].open)))
            }
        }
        learned.sort { $0.edge.entry < $1.edge.entry }
        for (requirer, edge) in learned where targets[requirer].insert(edge.target).inserted {
            edges[requirer].append(edge)
        }
        for index in recognizers.indices where isWritten(index) {
            for (position, edge) in edges[index].enumerated() {
                let target = edge.target
                var reason: String?
                if target == index {
                    reason = "itself"
                } else {
                    switch recognizers[target].category {
                    case .declared, .builtIn(delay: false): break
                    case .builtIn(delay: true): if recognizers[index].category == .builtIn(delay: false) { reason = "a delay" }
                    default: reason = "not imported"
                    }
                }
                if let reason {
                    edges[index][position].state = .dropped(reason)
                    warnings.append(
                        (
                            .recognizerRequirement,
                            "\(className(index)) must fail \(className(target)) (line \(line(target))), \(reasonWords(reason)); the requirement is left out",
                            edge.entry
                        ))
                }
            }
        }
        // Where both sides are printed at top level, each side of a written requirer's edge
        // must list its partner.
        func topLevel(_ index: Int) -> Bool { descriptions[recognizers[index].defining].topLevel }
        for index in recognizers.indices where isWritten(index) && topLevel(index) {
            for entry in descriptions[recognizers[index].defining].list("must-fail") {
                guard let target = mapping.byAddress[descriptions[entry].address], topLevel(target) else { continue }
                if !forLists[target].contains(index) { warnFailFor(at: descriptions[entry].open, index, target) }
            }
        }
        for (requirer, edge) in learned where isWritten(requirer) && topLevel(requirer) && topLevel(edge.target) {
            if !ownLists[requirer].contains(edge.target) { warnFailFor(at: edge.entry, requirer, edge.target) }
        }
    }

    private func reasonWords(_ reason: String) -> String {
        switch reason {
        case "itself": "which is itself"
        case "a delay": "a scroll view's delay recognizer, which a pan's list cannot name"
        default: "which is not imported"
        }
    }

    private mutating func warnFailFor(at offset: Int, _ requirer: Int, _ target: Int) {
        warnings.append(
            (
                .recognizerFailFor,
                "\(className(requirer)) must fail \(className(target)), but only one of the two prints the requirement (must-fail and must-fail-for); it is taken",
                offset
            ))
    }

    /// Drops, in the order the scene holds them, the written edges that would close a cycle.
    private mutating func dropCycles(_ byView: [Int: [Int]]) {
        // A cycle lies inside one strongly connected component of the written edges: an edge
        // between two components is kept without a search, and a search stays in its component.
        let component = RecognizerGraph.components(
            count: recognizers.count, edges: edges.map { $0.filter { $0.state == .written }.map(\.target) })
        var kept: [Int: [Int]] = [:]
        func reaches(_ from: Int, _ to: Int) -> Bool {
            guard component[from] == component[to] else { return false }
            var stack = [from]
            var seen: Set<Int> = [from]
            while let node = stack.popLast() {
                if node == to { return true }
                for next in kept[node] ?? [] where component[next] == component[to] && seen.insert(next).inserted { stack.append(next) }
            }
            return false
        }
        for view in views.indices {
            let onView = byView[view] ?? []
            let pans = onView.filter { recognizers[$0].category == .builtIn(delay: false) }
            let declared = onView.filter { if case .declared = recognizers[$0].category { true } else { false } }
            for index in pans + declared {
                for position in edges[index].indices where edges[index][position].state == .written {
                    let target = edges[index][position].target
                    if reaches(target, index) {
                        edges[index][position].state = .dropped("it would close a cycle")
                        warnings.append(
                            (
                                .recognizerCycle,
                                "\(className(index)) must fail \(className(target)) (line \(line(target))), which already waits for it: the requirement would close a cycle and is left out",
                                edges[index][position].entry
                            ))
                    } else {
                        kept[index, default: []].append(target)
                    }
                }
            }
        }
    }

    private func className(_ index: Int) -> String { descriptions[recognizers[index].defining].className }
    private func line(_ index: Int) -> Int { lineOf(descriptions[recognizers[index].defining].open) }

    // MARK: Lines

    private func header() -> [String] {
        var counts = (declared: 0, builtIn: 0, leftOut: 0, system: 0, notInDump: 0)
        for recognizer in recognizers {
            switch recognizer.category {
            case .declared: counts.declared += 1
            case .builtIn: counts.builtIn += 1
            case .leftOut: counts.leftOut += 1
            case .system: counts.system += 1
            case .notInDump: counts.notInDump += 1
            }
        }
        var header = [
            "# Recognizers from \(ImportedText.showingLineFeeds(source)) (printed: \(recognizers.count); declared: \(counts.declared), scroll built-ins: \(counts.builtIn), left out: \(counts.leftOut), system: \(counts.system), not in the dump: \(counts.notInDump)).",
            "# Each recognizer's comment gives the file and line it comes from, its class and its actions.",
            "# Never printed, so never imported: the recognizer delegates' answers, and the settings each \"not printed\" comment names.",
        ]
        let attachedViews = Set(recognizers.compactMap(\.view))
        let missing = views.indices.filter { views[$0].hasGestures && !attachedViews.contains($0) }.count
        if missing > 0 {
            header.append("# Not imported: gesture recognizers of views whose recognizers were not printed (views: \(missing)).")
        }
        return header
    }

    private func origin(_ index: Int) -> String { "\(ImportedText.showingLineFeeds(source)) line \(line(index))" }

    private func requirementComment(_ edge: RecognizerEdge, reason: String) -> String {
        "must fail \(className(edge.target)) (\(origin(edge.target))), \(reason)"
    }

    private func lines(_ view: Int, _ onView: [Int]) -> RecognizerPlan.ViewLines {
        var result = RecognizerPlan.ViewLines()
        let delay = onView.first { recognizers[$0].category == .builtIn(delay: true) }
        let pan = onView.first { recognizers[$0].category == .builtIn(delay: false) }
        if let pan, recognizers[pan].disabled { result.keys.append(ImportedSceneWriter.written(ScrollKey.scrollEnabled, .flag(false))) }
        if let delay {
            let printedBegan = descriptions[recognizers[delay].defining].field("delaysTouchesBegan")?.text == "YES"
            let panDisabled = pan.map { recognizers[$0].disabled } ?? false
            if (recognizers[delay].disabled && !panDisabled) || !printedBegan {
                result.keys.append(ImportedSceneWriter.written(ScrollKey.delaysContentTouches, .flag(false)))
            }
        }
        if let pan {
            let written = edges[pan].filter { $0.state == .written }.map { recognizers[$0.target].sceneName }
            if !written.isEmpty { result.keys.append(ScrollKey.panRequiresFailureOf.written + "[\(written.joined(separator: ", "))]") }
        }
        let ignored = views[view].ignored
        if ignored == "gestureRecognizers" {
            result.ignored = ""
        } else if ignored.hasPrefix("gestureRecognizers, ") {
            result.ignored = String(ignored.dropFirst("gestureRecognizers, ".count))
        } else if let range = ignored.range(of: ", gestureRecognizers, ") {
            result.ignored = ignored.replacingCharacters(in: range, with: ", ")
        } else if ignored.hasSuffix(", gestureRecognizers") {
            result.ignored = String(ignored.dropLast(", gestureRecognizers".count))
        }
        let builtIns = onView.filter { if case .builtIn = recognizers[$0].category { true } else { false } }
        if !builtIns.isEmpty {
            let named = builtIns.map { "\(recognizers[$0].sceneName) (\(origin($0)))" }
            result.lines.append((0, "# built-in: " + named.joined(separator: ", ")))
        }
        for index in builtIns {
            for what in mapping.builtInDiffers[index] ?? [] {
                result.lines.append(
                    (0, "# built-in differs: \(recognizers[index].sceneName) prints \(what), which the scene cannot express"))
            }
        }
        if let pan {
            for edge in edges[pan] {
                guard case .dropped(let reason) = edge.state else { continue }
                result.lines.append(
                    (0, "# requirement left out: \(recognizers[pan].sceneName) " + requirementComment(edge, reason: reason)))
            }
        }
        for index in onView {
            switch recognizers[index].category {
            case .system: result.lines.append((0, "# left out: \(className(index)) (\(origin(index))): system"))
            case .leftOut(let reason): result.lines.append((0, "# left out: \(className(index)) (\(origin(index))): \(reason)"))
            default: break
            }
        }
        let declared = onView.filter { if case .declared = recognizers[$0].category { true } else { false } }
        guard !declared.isEmpty else { return result }
        result.lines.append((0, "gestures:"))
        for index in declared {
            guard case .declared(let kind) = recognizers[index].category else { continue }
            result.lines.append((2, "- \(kind.name): \(recognizers[index].sceneName)  # \(itemComment(index))"))
            for key in recognizers[index].keys { result.lines.append((4, key)) }
            let written = edges[index].filter { $0.state == .written }.map { recognizers[$0.target].sceneName }
            if !written.isEmpty { result.lines.append((4, GestureKey.requiresFailureOf.written + "[\(written.joined(separator: ", "))]")) }
            if recognizers[index].subclass { result.lines.append((4, "# a subclass: its own code is not imported")) }
            if !recognizers[index].notPrinted.isEmpty {
                result.lines.append((4, "# not printed, defaults assumed: " + recognizers[index].notPrinted.joined(separator: ", ")))
            }
            for edge in edges[index] {
                guard case .dropped(let reason) = edge.state else { continue }
                result.lines.append((4, "# requirement left out: " + requirementComment(edge, reason: reason)))
            }
        }
        return result
    }

    /// `SRC line L: CLASS (baseClass BASE) (name NAME), ACTION of CLASS, …`.
    private func itemComment(_ index: Int) -> String {
        let description = descriptions[recognizers[index].defining]
        var comment = "\(origin(index)): \(description.className)"
        if let base = description.field("baseClass")?.text { comment += " (baseClass \(base))" }
        if let name = description.name { comment += " (name \(name))" }
        let targets = recognizers[index].targets
        comment += targets.isEmpty ? ", no target" : ", " + targets.map { "\($0.action) of \($0.className)" }.joined(separator: ", ")
        return ImportedText.showingLineFeeds(comment)
    }
}

extension Optional where Wrapped == String {
    fileprivate var joinedOrEmpty: String { self ?? "" }
}

/// Strongly connected components of a requirement graph.
enum RecognizerGraph {
    /// The component of each node (Tarjan's algorithm, without recursion): nodes `0..<count`,
    /// `edges[n]` the targets of node n.
    static func components(count: Int, edges: [[Int]]) -> [Int] {
        var index = [Int](repeating: -1, count: count)
        var low = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var component = [Int](repeating: -1, count: count)
        var stack: [Int] = []
        var next = 0
        var components = 0
        for root in 0..<count where index[root] < 0 {
            // Each frame: a node and the position of its next edge.
            var frames: [(node: Int, edge: Int)] = [(root, 0)]
            index[root] = next
            low[root] = next
            next += 1
            stack.append(root)
            onStack[root] = true
            while let frame = frames.last {
                let node = frame.node
                if frame.edge < edges[node].count {
                    frames[frames.count - 1].edge += 1
                    let target = edges[node][frame.edge]
                    if index[target] < 0 {
                        index[target] = next
                        low[target] = next
                        next += 1
                        stack.append(target)
                        onStack[target] = true
                        frames.append((target, 0))
                    } else if onStack[target] {
                        low[node] = min(low[node], index[target])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last { low[parent.node] = min(low[parent.node], low[node]) }
                guard low[node] == index[node] else { continue }
                while let member = stack.popLast() {
                    onStack[member] = false
                    component[member] = components
                    if member == node { break }
                }
                components += 1
            }
        }
        return component
    }
}
