import ResponderSimCore

/// Writes imported views as scene text, byte for byte as README.md, Debugging your own app lays it out.
struct ImportedSceneWriter {
    private let views: [ImportedView]
    private let name: String
    private let taps: [DumpTap]
    private let standIn: [String]?
    private var output: [UInt8] = []
    private var nameCounts: [String: Int] = [:]
    /// What `--recognizers` adds (nil without it).
    private let recognizers: RecognizerPlan?

    init(views: [ImportedView], name: String, taps: [DumpTap], standIn: [String]?, recognizers: RecognizerPlan? = nil) {
        self.views = views
        self.name = name
        self.taps = taps
        self.standIn = standIn
        self.recognizers = recognizers
    }

    /// The scene text.
    mutating func write() -> String {
        output.reserveCapacity(views.count * 160 + 1024)
        let slugs = Self.slugs(views)
        let windowCount = standIn == nil ? views.filter { $0.level == 0 }.count : 0
        let gestures = views.filter(\.hasGestures).count
        let shownName = ImportedText.showingLineFeeds(name)
        line("# Imported by `responder-sim import` from \(shownName) (views: \(views.count), windows: \(windowCount)).")
        line("# Each view's comment gives the line of the dump it comes from and its class there.")
        if standIn != nil { line("# No window in the dump: \"main\" stands in for one, just big enough for the top view.") }
        if let recognizers {
            for header in recognizers.header { line(header) }
        } else if gestures > 0 {
            line("# Not imported: gesture recognizers (views that have some: \(gestures)).")
        }
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
        // By index: a view is read in place, not copied with all its strings.
        for index in views.indices {
            let level = views[index].level
            let topWindow = level == 0 && standIn == nil
            writeNode(index, slug: slugs[index], indent: baseIndent + 4 * level, dash: !(singleWindow && level == 0), topWindow: topWindow)
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

    private mutating func writeNode(_ index: Int, slug: String, indent: Int, dash: Bool, topWindow: Bool) {
        let views = self.views
        if dash {
            spaces(indent - 2)
            text("- ")
        } else {
            spaces(indent)
        }
        text(topWindow ? ViewKey.window.written : ViewKey.view.written)
        writeName(index, slug: slug)
        text("  # line ")
        text(String(views[index].line))
        text(": ")
        text(CommentLimits.shown(views[index].className, limit: CommentLimits.className))
        if let base = views[index].baseClass {
            text(" (baseClass ")
            text(CommentLimits.shown(base, limit: CommentLimits.className))
            text(")")
        }
        if let shown = views[index].text, !shown.isEmpty {
            text(" '")
            text(CommentLimits.shown(shown, limit: CommentLimits.text))
            text("'")
        }
        newline()
        if !topWindow && views[index].viewClass != .uiView { key(indent, ViewKey.class.written, views[index].viewClass.rawValue) }
        key(indent, ViewKey.frame.written + "[", views[index].frame, "]")
        if let origin = views[index].boundsOrigin { key(indent, ViewKey.boundsOrigin.written, origin) }
        if let offset = views[index].contentOffset { key(indent, ScrollKey.contentOffset.written, offset) }
        if let size = views[index].contentSize { key(indent, ScrollKey.contentSize.written, size) }
        if let inset = views[index].contentInset { key(indent, ScrollKey.contentInset.written, inset) }
        if let transform = views[index].transform {
            key(indent, ViewKey.transform.name + ":")
            if let scale = transform.scale { key(indent + 2, "scale: ", scale) }
            if let rotate = transform.rotate { key(indent + 2, "rotate: ", rotate) }
            if let translate = transform.translate { key(indent + 2, "translate: ", translate) }
        }
        if views[index].hidden { key(indent, Self.written(ViewKey.hidden, .flag(true))) }
        if let alpha = views[index].alpha { key(indent, ViewKey.alpha.written, alpha) }
        if let interaction = views[index].userInteraction { key(indent, Self.written(ViewKey.userInteraction, .flag(interaction))) }
        // `clips` when it differs from the class's default (yes for a scroll view, SV1).
        let clipsByDefault = ViewKey.clips.defaultValue(for: views[index].viewClass, isWindow: views[index].isWindow)?.flag
        if views[index].clips != clipsByDefault { key(indent, Self.written(ViewKey.clips, .flag(views[index].clips))) }
        if views[index].passthrough { key(indent, Self.written(ViewKey.hitTest, .hitTest(.passthrough))) }
        let added = recognizers?.views[index]
        for extra in added?.keys ?? [] { key(indent, extra) }
        let ignored = added?.ignored ?? views[index].ignored
        if !ignored.isEmpty { key(indent, "# ignored: ", CommentLimits.shown(ignored, limit: CommentLimits.ignored)) }
        for extra in added?.lines ?? [] { key(indent + extra.indent, extra.text) }
        if views[index].hasSubviews { key(indent, ViewKey.subviews.name + ":") }
    }

    /// The slug each view's name carries (stem and slug), in the dump's order: its own, or for a
    /// control without one the first of its subtree.
    static func slugs(_ views: [ImportedView]) -> [String] {
        var slugs = views.indices.map { views[$0].text.map(ImportedText.slug) ?? "" }
        // The first slug in each view's subtree, in dump order: children come after their
        // superview, so one pass from the end sees every subtree before its root.
        var subtreeSlugs = [String](repeating: "", count: views.count)
        for index in views.indices.reversed() {
            guard let parent = views[index].parent else { continue }
            let candidate = slugs[index].isEmpty ? subtreeSlugs[index] : slugs[index]
            if !candidate.isEmpty { subtreeSlugs[parent] = candidate }
        }
        for index in views.indices where slugs[index].isEmpty {
            let viewClass = views[index].viewClass
            if viewClass == .uiButton || viewClass == .uiControl { slugs[index] = subtreeSlugs[index] }
        }
        return slugs
    }

    /// Writes the name of view `index`: its stem, `_` and its slug when it has one, then `-k`
    /// where k counts the views with the same stem and slug so far (joined, so that no two
    /// names are the same).
    private mutating func writeName(_ index: Int, slug: String) {
        let stem = views[index].stem
        let base = slug.isEmpty ? stem : stem + "_" + slug
        let count = (nameCounts[base] ?? 0) + 1
        nameCounts[base] = count
        text(base)
        text("-")
        text(String(count))
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
    /// `KEY: VALUE` as a scene file writes it: the key's name from its declaration, the value
    /// through the one printer of key values.
    static func written(_ key: some DeclaredKey, _ value: KeyValue) -> String { key.written + value.text }

    private mutating func key(_ indent: Int, _ first: String, _ second: String = "", _ third: String = "") {
        spaces(indent)
        text(first)
        text(second)
        text(third)
        newline()
    }

    private mutating func spaces(_ count: Int) {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    private mutating func text(_ text: String) {
        var text = text
        text.withUTF8 { output.append(contentsOf: $0) }
    }

    private mutating func newline() {
        output.append(0x0A)
    }

    private mutating func line(_ text: String) {
        output.append(contentsOf: text.utf8)
        output.append(0x0A)
    }
}
