/// Writes imported views as scene text, byte for byte as IMPORT.md §5 lays it out.
struct ImportedSceneWriter {
    private let views: [ImportedView]
    private let name: String
    private let taps: [DumpTap]
    private let standIn: [String]?
    private var output: [UInt8] = []

    init(views: [ImportedView], name: String, taps: [DumpTap], standIn: [String]?) {
        self.views = views
        self.name = name
        self.taps = taps
        self.standIn = standIn
    }

    /// The scene text.
    mutating func write() -> String {
        output.reserveCapacity(views.count * 160 + 1024)
        let names = Self.names(views)
        let windowCount = standIn == nil ? views.filter { $0.level == 0 }.count : 0
        let gestures = views.filter(\.hasGestures).count
        let shownName = ImportedText.showingLineFeeds(name)
        line("# Imported by `responder-sim import` from \(shownName) (views: \(views.count), windows: \(windowCount)).")
        line("# Each view's comment gives the line of the dump it comes from and its class there.")
        if standIn != nil { line("# No window in the dump: \"main\" stands in for one, just big enough for the top view.") }
        if gestures > 0 { line("# Not imported: gesture recognizers (views that have some: \(gestures)).") }
        line("scene: \"Imported from \(Self.quoted(name))\"")
        // The indentation of a top-level node's keys; each level adds four spaces.
        let baseIndent: Int
        if let standIn {
            line("window:")
            line("  window: main")
            line("  frame: [\(standIn.joined(separator: ", "))]")
            line("  subviews:")
            baseIndent = 6
        } else if windowCount == 1 {
            line("window:")
            baseIndent = 2
        } else {
            line("windows:")
            baseIndent = 4
        }
        let singleWindow = standIn == nil && windowCount == 1
        for (index, view) in views.enumerated() {
            let indent = baseIndent + 4 * view.level
            let topWindow = view.level == 0 && standIn == nil
            writeNode(view, name: names[index], indent: indent, dash: !(singleWindow && view.level == 0), topWindow: topWindow)
        }
        line("script:")
        if taps.isEmpty { line("  - 0.00 wait") }
        for (offset, tap) in taps.enumerated() {
            let x = FixedDecimal.string(tap.x, decimals: 6)
            let y = FixedDecimal.string(tap.y, decimals: 6)
            line("  - \(offset).00 down t\(offset + 1) \(x) \(y)")
            line("  - \(offset).10 up t\(offset + 1)")
        }
        return String(decoding: output, as: UTF8.self)
    }

    private mutating func writeNode(_ view: ImportedView, name: String, indent: Int, dash: Bool, topWindow: Bool) {
        if dash {
            spaces(indent - 2)
            text("- ")
        } else {
            spaces(indent)
        }
        text(topWindow ? "window: " : "view: ")
        text(name)
        text("  # line ")
        text(String(view.line))
        text(": ")
        text(view.className)
        if let base = view.baseClass {
            text(" (baseClass ")
            text(ImportedText.showingLineFeeds(base))
            text(")")
        }
        if let shown = view.text, !shown.isEmpty {
            text(" '")
            text(ImportedText.showingLineFeeds(shown))
            text("'")
        }
        newline()
        if !topWindow && view.viewClass != .uiView { key(indent, "class: ", view.viewClass.rawValue) }
        key(indent, "frame: [", view.frame, "]")
        if let origin = view.boundsOrigin { key(indent, "bounds-origin: ", origin) }
        if let transform = view.transform {
            key(indent, "transform:")
            if let scale = transform.scale { key(indent + 2, "scale: ", scale) }
            if let rotate = transform.rotate { key(indent + 2, "rotate: ", rotate) }
            if let translate = transform.translate { key(indent + 2, "translate: ", translate) }
        }
        if view.hidden { key(indent, "hidden: yes") }
        if let alpha = view.alpha { key(indent, "alpha: ", alpha) }
        if let interaction = view.userInteraction { key(indent, interaction ? "user-interaction: yes" : "user-interaction: no") }
        if view.clips { key(indent, "clips: yes") }
        if view.passthrough { key(indent, "hit-test: passthrough") }
        if !view.ignored.isEmpty { key(indent, "# ignored: ", view.ignored) }
        if view.hasSubviews { key(indent, "subviews:") }
    }

    /// Names of §4.6, in the dump's order: stem, `_` and the slug when there is one, `-k`.
    static func names(_ views: [ImportedView]) -> [String] {
        let ownSlugs = views.map { view in view.text.map(ImportedText.slug) ?? "" }
        // The first slug in each view's subtree, in dump order: children come after their
        // superview, so one pass from the end sees every subtree before its root.
        var subtreeSlugs = [String](repeating: "", count: views.count)
        for index in views.indices.reversed() {
            guard let parent = views[index].parent else { continue }
            let candidate = ownSlugs[index].isEmpty ? subtreeSlugs[index] : ownSlugs[index]
            if !candidate.isEmpty { subtreeSlugs[parent] = candidate }
        }
        var counts: [String: Int] = [:]
        var stems: [String: String] = [:]
        var names: [String] = []
        names.reserveCapacity(views.count)
        for (index, view) in views.enumerated() {
            var slug = ownSlugs[index]
            if slug.isEmpty && (view.viewClass == .uiButton || view.viewClass == .uiControl) { slug = subtreeSlugs[index] }
            var base: String
            if let known = stems[view.className] {
                base = known
            } else {
                base = ImportedText.stem(view.className)
                stems[view.className] = base
            }
            if !slug.isEmpty { base += "_" + slug }
            let count = (counts[base] ?? 0) + 1
            counts[base] = count
            names.append(base + "-" + String(count))
        }
        return names
    }

    /// `text` for a double-quoted scene string: `\` and `"` escaped, a line feed as `\n`.
    private static func quoted(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// One key line: the indentation, then the parts.
    private mutating func key(_ indent: Int, _ parts: String...) {
        spaces(indent)
        for part in parts { text(part) }
        newline()
    }

    private mutating func spaces(_ count: Int) {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    private mutating func text(_ text: String) {
        output.append(contentsOf: text.utf8)
    }

    private mutating func newline() {
        output.append(0x0A)
    }

    private mutating func line(_ text: String) {
        output.append(contentsOf: text.utf8)
        output.append(0x0A)
    }
}
