import ResponderSimCore

/// The scene's tree as the text gives it, for completion and hover while the user types: a
/// scene that does not load yet (a line half written) still has its views, their classes and
/// their recognizers here.
struct TextTree {
    /// A view or window block: its name, the line of its `view:` or `window:` key (0-based),
    /// the column of its keys, whether it is a window, and its `class:` value.
    struct Node {
        var name: String
        var line: Int
        var keyColumn: Int
        var isWindow: Bool
        var className: String?

        /// The class written, or `UIView` (a window is a window whatever its class).
        var viewClass: ViewClass { className.flatMap(ViewClass.init(rawValue:)) ?? .uiView }
        var isControl: Bool { !isWindow && viewClass.isControl }
        var isScrollView: Bool { viewClass.makesScrollView(isWindow: isWindow) }
    }

    /// Every view and window block, in file order.
    private(set) var nodes: [Node] = []
    /// The nodes open at the end of the lines read (innermost last), by index in ``nodes``.
    private(set) var open: [Int] = []

    /// Reads `lines[..<end]` in one pass: a block ends at the first line written left of its
    /// keys; a line at its key column is one of its keys.
    init(_ lines: [String], upTo end: Int? = nil) {
        for (number, line) in lines.prefix(end ?? lines.count).enumerated() {
            let indent = line.prefix { $0 == " " }.count
            var content = line.dropFirst(indent)
            guard !content.isEmpty, !content.hasPrefix("#") else { continue }
            var column = indent
            if content.hasPrefix("- ") {
                let dashed = content.dropFirst(2)
                let blanks = dashed.prefix { $0 == " " }.count
                column += 2 + blanks
                content = dashed.dropFirst(blanks)
            }
            // An item's dash closes the blocks right of it, as a key does.
            while let last = open.last, nodes[last].keyColumn > indent || (nodes[last].keyColumn == indent && column != indent) {
                open.removeLast()
            }
            if column == indent, let last = open.last, nodes[last].keyColumn == column, content.hasPrefix("class:") {
                let value = content.dropFirst("class:".count).drop { $0 == " " }
                nodes[last].className = String(value.prefix { $0.isLetter || $0.isNumber })
            }
            for key in ["view", "window"] where content.hasPrefix(key + ":") {
                let value = content.dropFirst(key.count + 1).drop { $0 == " " }
                let name = value.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
                guard !name.isEmpty else { continue }
                nodes.append(Node(name: String(name), line: number, keyColumn: column, isWindow: key == "window"))
                open.append(nodes.count - 1)
            }
        }
    }

    /// The node named `name`, if a block declares it.
    func node(named name: String) -> Node? { nodes.first { $0.name == name } }

    /// The block whose keys are written at `column`, among those open at the end of the lines
    /// read: the node a key typed there belongs to.
    func node(withKeysAt column: Int) -> Node? {
        open.reversed().lazy.map { nodes[$0] }.first { $0.keyColumn <= column }.flatMap { $0.keyColumn == column ? $0 : nil }
    }

    /// The built-in recognizers' names: `NAME.pan` and `NAME.delay` of each scroll view.
    var builtInRecognizers: [String] {
        nodes.filter(\.isScrollView).flatMap { node in BuiltInRecognizer.allCases.map { $0.name(on: node.name) } }
    }

    /// The keys a block of `node` takes (V13, V15, V40–V47): a view's or a window's, those of
    /// controls only on a control, those of scroll views only on a scroll view, a list's only on
    /// a list and `selected` only on a cell (V61).
    static func keys(for node: Node) -> (view: [ViewKey], chain: [ChainKey], scroll: [ScrollKey]) {
        let view = ViewKey.allCases.filter { key in
            switch key.placement {
            case .anywhere: true
            case .viewsOnly: !node.isWindow
            case .windowsOnly: node.isWindow
            case .controlsOnly: node.isControl
            case .cellsOnly: !node.isWindow && node.viewClass.listClassOfCell != nil
            }
        }
        let chain = ChainKey.allCases.filter { key in
            switch key.placement {
            case .everyResponder, .viewsWindowsControllers: true
            case .viewsOnly: !node.isWindow
            case .controlsOnly: node.isControl
            case .controllersOnly: false
            }
        }
        let isList = !node.isWindow && node.viewClass.isList
        return (view, chain, node.isScrollView ? ScrollKey.allCases.filter { !$0.isListKey || isList } : [])
    }

    /// The key of the mapping or list that holds the key written at `column` of `line`: for
    /// `action:` in a `sends:` item, `sends`; nil at the top level.
    static func parentKey(of line: Int, column: Int, in lines: [String]) -> String? {
        guard line >= 0, line < lines.count else { return nil }
        var limit = column
        // A key right after an item's dash: the item's list holds it.
        let own = lines[line]
        let ownIndent = own.prefix { $0 == " " }.count
        if own.dropFirst(ownIndent).hasPrefix("- "), ownIndent < column { limit = ownIndent }
        var index = line
        while index > 0 {
            index -= 1
            let text = lines[index]
            let indent = text.prefix { $0 == " " }.count
            let content = text.dropFirst(indent)
            guard !content.isEmpty, !content.hasPrefix("#"), indent < limit else { continue }
            if content.hasPrefix("- ") {
                let key = content.dropFirst(2).drop { $0 == " " }
                guard indent + 2 + (content.count - 2 - key.count) == limit else { return String(key.prefix { $0 != ":" }) }
                // The item holding the key: its list's key is further up, left of the dash.
                limit = indent
                continue
            }
            return String(content.prefix { $0 != ":" })
        }
        return nil
    }
}
