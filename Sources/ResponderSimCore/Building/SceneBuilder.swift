/// Turns a ``SyntaxTree`` into a validated ``Scene`` (Scenes/README.md, The top level to Behaviours), then reads the script
/// with ``ScriptReader``. Every problem goes to the diagnostic bag; building goes on after one.
package struct SceneBuilder {
    /// `handles` / `passes-on` as written on a responder (nil: not written).
    struct ExplicitHandling: Sendable {
        var handles: PhaseSet?
        var passesOn: PhaseSet?
        var isWritten: Bool { handles != nil || passesOn != nil }
        /// The effective handling: what is written, else the behaviour's default, else none.
        func effective(behavior: BehaviorKind?) -> Handling {
            if isWritten { return Handling(handles: handles ?? [], passesOn: passesOn ?? []) }
            return behavior?.defaultHandling ?? .none
        }
    }

    package static let topKeys = [
        "scene", "notes", "device", "tap", "application", "delegate", "window", "windows", "script", "expect",
    ]

    let tree: SyntaxTree
    /// Where the file is, for reading its script again.
    let origin: ByteOrigin
    let reader: ValueReader
    var diagnostics: DiagnosticBag
    var scene: Scene
    /// Per view (by index): `handles` / `passes-on` as written.
    var explicitHandling: [ExplicitHandling] = []
    /// Every name given to a responder, to find duplicates in file order at the end.
    var names: [(name: String, position: SourcePosition, end: Int)] = []
    /// `drag` targets to resolve once the whole tree is known: the view and the value node.
    var dragTargets: [(view: ViewID, node: Int)] = []
    /// Names in `requires-failure-of` and `simultaneous-with`, resolved once the tree is known.
    var recognizerReferences: [RecognizerReference] = []
    /// `sends` targets and `presented-by` names, resolved once the tree is known (V42, V46).
    var chainTargets: [ChainReference] = []
    var chainPresenters: [ChainReference] = []
    /// `touches-should-cancel` and `touches-should-begin` lists, resolved once the tree is known (V18).
    var scrollViewLists: [ScrollViewList] = []
    /// Lists without multiple selection that have a cell written `selected: yes` (V63).
    var listsWithSelectedCell: Set<Int> = []
    /// Whether the windows being built are items of `windows:` (`key-window`, V47).
    var readingWindowList = false
    /// By view: the least and greatest factor its transform and its ancestors' scale it by
    /// on screen (``checkCombinedScale(_:parent:transform:)``).
    var screenScales: [(least: Double, greatest: Double)] = []

    init(tree: SyntaxTree, diagnostics: DiagnosticBag, path: String, origin: ByteOrigin) {
        self.tree = tree
        self.origin = origin
        self.reader = ValueReader(tree: tree)
        self.diagnostics = diagnostics
        self.scene = Scene(path: path)
    }

    /// The position a "missing key" error points at: the mapping's first key (for an empty
    /// top level, line 1 column 1).
    func firstKeyPosition(_ node: Int) -> SourcePosition {
        tree[node].entries.first?.keyPosition ?? tree.position(node)
    }

    mutating func unknownKey(_ entry: SyntaxEntry, in place: String, candidates: [String]) {
        diagnostics.add(
            "unknown-key", "unknown key '\(entry.key)' in \(place)", at: entry.keyPosition, end: entry.keyEnd,
            hint: diagnostics.wantsSuggestions ? Suggestions.hint(for: entry.key, in: candidates) : nil)
    }

    /// The entries of a small block whose keys are all known (`transform:`, a `sends` item, a
    /// key command), with their value nodes, in file order. An unknown key is reported with the
    /// closest known one, a missing value with what it must be (`keys` pairs each key with
    /// that); `written` holds every known key written, with a value or not.
    mutating func knownEntries(_ node: Int, keys: [(key: String, expected: String)], place: String) -> (
        entries: [(key: String, node: Int)], written: Set<String>, unknownKey: Bool, missingValue: Bool
    ) {
        var result: (entries: [(key: String, node: Int)], written: Set<String>, unknownKey: Bool, missingValue: Bool) = (
            [], [], false, false
        )
        for entry in tree[node].entries {
            guard let expected = keys.first(where: { $0.key == entry.key })?.expected else {
                unknownKey(entry, in: place, candidates: keys.map(\.key))
                result.unknownKey = true
                continue
            }
            result.written.insert(entry.key)
            guard let value = entry.value else {
                missingValue(entry, expected: expected)
                result.missingValue = true
                continue
            }
            result.entries.append((entry.key, value))
        }
        return result
    }

    mutating func missingValue(_ entry: SyntaxEntry, expected: String) {
        diagnostics.add(
            "missing-value", "'\(entry.key)' needs a value: \(expected)", at: entry.keyPosition, end: entry.keyEnd)
    }

    /// Reports a required key that is not written, unless the mapping holds an unknown key
    /// that is a misspelling of it: that one is reported with its "did you mean" instead.
    mutating func missingKey(_ key: String, in place: String, mapping node: Int) {
        let misspelt = tree[node].entries.contains { entry in
            !Self.knownKeys.contains(entry.key) && Suggestions.closest(to: entry.key, in: [key]) == key
        }
        guard !misspelt else { return }
        diagnostics.add("missing-key", "missing key '\(key)' in \(place)", at: firstKeyPosition(node))
    }

    /// Every key some block of a scene takes.
    static let knownKeys: Set<String> = Set(
        topKeys + ViewKey.allCases.map(\.name) + GestureKey.allCases.map(\.name) + GestureKind.declarable.map(\.name)
            + BehaviorParameter.allCases.map(\.name) + transformKeys + deviceKeys + tapKeys + responderKeys
            + ChainKey.allCases.map(\.name) + ScrollKey.allCases.map(\.name) + [
                "key-window", "receives-remote-control", "key", "action", "priority", "event", "target",
            ])

    /// The keys of a `device:` block, of a `tap:` block, and of a controller, the application
    /// or the delegate written as a block.
    static let deviceKeys = ["touches", "overflow"]
    static let tapKeys = ["interval", "radius"]
    static let responderKeys = ["name", "handles", "passes-on"]

    mutating func addName(_ name: String, node: Int) {
        names.append((name, tree.position(node), tree.endOffset(node)))
    }

    // MARK: Top level

    mutating func build() -> Scene {
        let root = tree[0]
        var windowEntry: SyntaxEntry?
        var scriptEntry: SyntaxEntry?
        var applicationNamed = false
        for entry in root.entries {
            switch entry.key {
            case "window", "windows":
                if let first = windowEntry {
                    diagnostics.add(
                        "window-and-windows",
                        "'\(entry.key)' cannot be used together with '\(first.key)'; write one window with "
                            + "'window:' or a list with 'windows:'", at: entry.keyPosition, end: entry.keyEnd)
                } else {
                    windowEntry = entry
                }
            case "script":
                scriptEntry = entry
            case "scene", "notes", "device", "tap", "application", "delegate", "expect":
                if entry.key == "application" { applicationNamed = readApplication(entry) } else { readTopLevel(entry) }
            default:
                unknownKey(entry, in: "the scene", candidates: Self.topKeys)
            }
        }
        if !applicationNamed {
            names.append((scene.application.name, SourcePosition(line: 0, lineStart: 0, offset: 0), 0))
        }
        // The window is reported before the script: the order Scenes/README.md, The top level lists them in.
        if let entry = windowEntry {
            readWindows(entry)
        } else {
            diagnostics.add(
                "missing-key", "missing key 'window' in the scene (or 'windows' for several)",
                at: firstKeyPosition(0))
        }
        if scriptEntry == nil { missingKey("script", in: "the scene (write 'script: []' for none)", mapping: 0) }
        resolveDragTargets()
        resolveScrollViewLists()
        resolveRecognizerReferences()
        resolveChainReferences()
        checkDuplicateNames()
        if let entry = scriptEntry { readScript(entry) }
        return scene
    }

    mutating func readTopLevel(_ entry: SyntaxEntry) {
        guard let value = entry.value else {
            let expected = [
                "scene": "a title", "notes": "text (write 'notes: |' and indented lines)",
                "device": "'iphone', 'ipad' or a block with 'touches' and 'overflow'",
                "tap": "a block with 'interval' and 'radius'",
                "delegate": "a block with 'name', 'handles', 'passes-on'",
                "expect": "a list of trace lines (write 'expect: []' for none)",
            ]
            missingValue(entry, expected: expected[entry.key] ?? "a value")
            return
        }
        switch entry.key {
        case "scene":
            scene.title = reader.text(value, key: "scene", expected: "a title", &diagnostics)
        case "notes":
            if tree[value].kind == .blockText {
                scene.notes = tree.text(value)
            } else {
                scene.notes = reader.text(value, key: "notes", expected: "text", &diagnostics)
            }
        case "device": readDevice(value)
        case "tap": readTap(value)
        case "delegate":
            scene.delegate = readAppResponder(
                entry, value: value, defaultName: "AppDelegate", place: "'delegate'")
        case "expect":
            scene.expectLocation = entry.keyPosition.toLocation(in: tree.bytes)
            guard let items = readLineList(value, key: "expect") else { return }
            var lines: [String] = []
            for item in items {
                switch tree.lines[item].kind {
                case .line, .quotedLine: lines.append(tree.lineText(item))
                case .empty:
                    diagnostics.add(
                        "empty-line", "empty 'expect' line; write a trace line or remove the '-'",
                        at: tree.linePosition(item))
                default: break
                }
            }
            scene.expect = lines
        default: break
        }
    }

    /// Reads `application:`; true when it names the application.

    /// The items of a block list (`[]` for none), or nil after reporting a wrong type.
    mutating func readList(_ value: Int, key: String, expected: String) -> [Int]? {
        let node = tree[value]
        switch node.kind {
        case .list: return node.items
        case .flowList where node.items.isEmpty: return []
        default:
            reader.wrongType(value, key: key, expected: expected, &diagnostics)
            return nil
        }
    }

    /// The line items (indices into ``SyntaxTree/lines``) of `script:` or `expect:` (`[]` for
    /// none), or nil after reporting a wrong type.
    mutating func readLineList(_ value: Int, key: String) -> [Int]? {
        let node = tree[value]
        switch node.kind {
        case .lineList: return node.items
        case .flowList where node.items.isEmpty: return []
        default:
            reader.wrongType(
                value, key: key, expected: "a list of '- …' lines (write '\(key): []' for none)", &diagnostics)
            return nil
        }
    }

    // MARK: Script

    mutating func readScript(_ entry: SyntaxEntry) {
        guard let value = entry.value else {
            missingValue(entry, expected: "a list of lines (write 'script: []' for none)")
            return
        }
        guard readLineList(value, key: "script") != nil, tree[value].kind == .lineList,
            let block = tree.scriptBlock
        else { return }
        let replay = ScriptReplay(
            origin: origin, block: block, views: scene.views, explicitHandling: explicitHandling,
            recognizerNames: scene.recognizers.map(\.name), recognizers: scene.recognizers,
            chainNames: ScriptReader.ChainNames(scene))
        scene.setsRecognizerAnswers = replay.check(&diagnostics)
        scene.script = ScriptSource(replay: replay)
    }
}
