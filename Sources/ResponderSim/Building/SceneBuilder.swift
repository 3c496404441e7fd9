/// Turns a ``SyntaxTree`` into a validated ``Scene`` (SCENE.md §2–§4), then reads the script
/// with ``ScriptReader``. Every problem goes to the diagnostic bag; building goes on after one.
struct SceneBuilder {
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

    static let topKeys = [
        "scene", "notes", "device", "tap", "application", "delegate", "window", "windows", "script", "expect",
    ]
    static let viewKeys = [
        "view", "class", "frame", "bounds-origin", "hidden", "alpha", "user-interaction", "multiple-touch",
        "exclusive-touch", "clips", "hit-insets", "hit-test", "controller", "handles", "passes-on", "behavior",
        "subviews",
    ]
    static let windowKeys = ["window", "level"] + viewKeys.filter { $0 != "view" && $0 != "controller" }

    let tree: SyntaxTree
    /// Where the file is, for reading its script again.
    let origin: ByteOrigin
    let reader: ValueReader
    var diagnostics: DiagnosticBag
    var scene: Scene
    /// Per view (by index): `handles` / `passes-on` as written.
    var explicitHandling: [ExplicitHandling] = []
    /// Every name given to a responder, to find duplicates in file order at the end.
    private var names: [(name: String, position: SourcePosition, end: Int)] = []
    /// `drag` targets to resolve once the whole tree is known: the view and the value node.
    private var dragTargets: [(view: ViewID, node: Int)] = []

    init(tree: SyntaxTree, diagnostics: DiagnosticBag, path: String, origin: ByteOrigin) {
        self.tree = tree
        self.origin = origin
        self.reader = ValueReader(tree: tree)
        self.diagnostics = diagnostics
        self.scene = Scene(path: path)
    }

    /// The position a "missing key" error points at: the mapping's first key (for an empty
    /// top level, line 1 column 1).
    private func firstKeyPosition(_ node: Int) -> SourcePosition {
        tree[node].entries.first?.keyPosition ?? tree.position(node)
    }

    private mutating func unknownKey(_ entry: SyntaxEntry, in place: String, candidates: [String]) {
        diagnostics.add(
            "unknown-key", "unknown key '\(entry.key)' in \(place)", at: entry.keyPosition, end: entry.keyEnd,
            hint: diagnostics.wantsSuggestions ? Suggestions.hint(for: entry.key, in: candidates) : nil)
    }

    private mutating func missingValue(_ entry: SyntaxEntry, expected: String) {
        diagnostics.add(
            "missing-value", "'\(entry.key)' needs a value: \(expected)", at: entry.keyPosition, end: entry.keyEnd)
    }

    private mutating func missingKey(_ key: String, in place: String, mapping node: Int) {
        diagnostics.add("missing-key", "missing key '\(key)' in \(place)", at: firstKeyPosition(node))
    }

    private mutating func addName(_ name: String, node: Int) {
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
        // The window is reported before the script: the order SCENE.md §2 lists them in.
        if let entry = windowEntry {
            readWindows(entry)
        } else {
            diagnostics.add(
                "missing-key", "missing key 'window' in the scene (or 'windows' for several)",
                at: firstKeyPosition(0))
        }
        if scriptEntry == nil { missingKey("script", in: "the scene (write 'script: []' for none)", mapping: 0) }
        resolveDragTargets()
        checkDuplicateNames()
        if let entry = scriptEntry { readScript(entry) }
        return scene
    }

    private mutating func readTopLevel(_ entry: SyntaxEntry) {
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
    private mutating func readApplication(_ entry: SyntaxEntry) -> Bool {
        guard let value = entry.value else {
            missingValue(entry, expected: "a block with 'name', 'handles', 'passes-on'")
            return false
        }
        let before = names.count
        if let application = readAppResponder(
            entry, value: value, defaultName: "UIApplication", place: "'application'")
        {
            scene.application = application
        }
        return names.count > before
    }

    /// `application:` or `delegate:`: a name, or a block with `name`, `handles`, `passes-on`.
    private mutating func readAppResponder(
        _ entry: SyntaxEntry, value: Int, defaultName: String, place: String
    ) -> AppResponder? {
        let kind = tree[value].kind
        if kind == .plain || kind == .quoted {
            guard let name = reader.name(value, key: entry.key, &diagnostics) else { return nil }
            addName(name, node: value)
            return AppResponder(name: name)
        }
        guard kind == .mapping else {
            reader.wrongType(value, key: entry.key, expected: "a block with 'name', 'handles', 'passes-on'", &diagnostics)
            return nil
        }
        var name = defaultName
        var named = false
        var handling = ExplicitHandling()
        var handlingNodes: [(key: String, node: Int)] = []
        for inner in tree[value].entries {
            switch inner.key {
            case "name":
                guard let node = inner.value else {
                    missingValue(inner, expected: "a name")
                    continue
                }
                if let text = reader.name(node, key: "name", &diagnostics) {
                    name = text
                    named = true
                    addName(text, node: node)
                }
            case "handles", "passes-on":
                readHandlingEntry(inner, into: &handling, nodes: &handlingNodes)
            default:
                unknownKey(inner, in: place, candidates: ["name", "handles", "passes-on"])
            }
        }
        if !named && defaultName == "AppDelegate" {
            names.append((name, entry.keyPosition, entry.keyEnd))
        }
        checkPhaseInBoth(handling, nodes: handlingNodes)
        return AppResponder(name: name, handling: handling.effective(behavior: nil))
    }

    private mutating func readHandlingEntry(
        _ entry: SyntaxEntry, into handling: inout ExplicitHandling, nodes: inout [(key: String, node: Int)]
    ) {
        guard let node = entry.value else {
            missingValue(entry, expected: "'all' or a list of phases such as [began, ended]")
            return
        }
        guard let phases = reader.phases(node, key: entry.key, &diagnostics) else { return }
        if entry.key == "handles" { handling.handles = phases } else { handling.passesOn = phases }
        nodes.append((entry.key, node))
    }

    /// Reports a phase in both `handles` and `passes-on` at the list written second.
    private mutating func checkPhaseInBoth(_ handling: ExplicitHandling, nodes: [(key: String, node: Int)]) {
        guard let handles = handling.handles, let passesOn = handling.passesOn, nodes.count == 2 else { return }
        let common = handles.intersection(passesOn)
        guard !common.isEmpty else { return }
        let second = nodes[1].node
        diagnostics.add(
            "phase-in-both", Self.phaseInBothMessage(common), at: tree.position(second), end: tree.endOffset(second))
    }

    static func phaseInBothMessage(_ common: PhaseSet) -> String {
        let list = common.phases.map { "'\($0.name)'" }.joined(separator: ", ")
        let noun = common.phases.count == 1 ? "phase" : "phases"
        return "\(noun) \(list) cannot be in both 'handles' and 'passes-on'"
    }

    private mutating func readDevice(_ value: Int) {
        let kind = tree[value].kind
        if kind == .plain || kind == .quoted {
            switch reader.choice(value, key: "device", ["iphone", "ipad"], &diagnostics) {
            case "iphone": scene.device = .iphone
            case "ipad": scene.device = .ipad
            default: break
            }
            return
        }
        guard kind == .mapping else {
            reader.wrongType(
                value, key: "device", expected: "'iphone', 'ipad' or a block with 'touches' and 'overflow'",
                &diagnostics)
            return
        }
        var device = Device(name: nil, touchLimit: Device.iphone.touchLimit, overflow: Device.iphone.overflow)
        // "A block sets both" (SCENE.md §2): unlike `tap:`, each key is required.
        let keys = Set(tree[value].entries.map(\.key))
        for required in ["touches", "overflow"] where !keys.contains(required) {
            missingKey(required, in: "'device'", mapping: value)
        }
        for entry in tree[value].entries {
            switch entry.key {
            case "touches":
                let expected = "a whole number from 1 to 20"
                guard let node = entry.value else {
                    missingValue(entry, expected: expected)
                    continue
                }
                let syntax = tree[node]
                guard syntax.kind == .plain, let count = ScalarNumbers.integer(tree.bytes, syntax.start, syntax.end)
                else {
                    if reader.number(node, key: "touches", expected: expected, &diagnostics) != nil {
                        reader.outOfRange(node, key: "touches", expected: expected, &diagnostics)
                    }
                    continue
                }
                guard (1...20).contains(count) else {
                    reader.outOfRange(node, key: "touches", expected: expected, &diagnostics)
                    continue
                }
                device.touchLimit = count
            case "overflow":
                guard let node = entry.value else {
                    missingValue(entry, expected: "'cancel-all' or 'drop-extra'")
                    continue
                }
                if let word = reader.choice(node, key: "overflow", ["cancel-all", "drop-extra"], &diagnostics),
                    let overflow = Overflow(rawValue: word)
                {
                    device.overflow = overflow
                }
            default:
                unknownKey(entry, in: "'device'", candidates: ["touches", "overflow"])
            }
        }
        scene.device = device
    }

    private mutating func readTap(_ value: Int) {
        guard tree[value].kind == .mapping else {
            reader.wrongType(value, key: "tap", expected: "a block with 'interval' and 'radius'", &diagnostics)
            return
        }
        for entry in tree[value].entries {
            switch entry.key {
            case "interval":
                guard let node = entry.value else {
                    missingValue(entry, expected: "a duration in seconds")
                    continue
                }
                if let interval = reader.duration(node, key: "interval", &diagnostics) { scene.tap.interval = interval }
            case "radius":
                guard let node = entry.value else {
                    missingValue(entry, expected: "a number greater than 0")
                    continue
                }
                if let radius = reader.positive(node, key: "radius", &diagnostics) { scene.tap.radius = radius }
            default:
                unknownKey(entry, in: "'tap'", candidates: ["interval", "radius"])
            }
        }
    }

    /// The items of a block list (`[]` for none), or nil after reporting a wrong type.
    private mutating func readList(_ value: Int, key: String, expected: String) -> [Int]? {
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
    private mutating func readLineList(_ value: Int, key: String) -> [Int]? {
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

    // MARK: Views

    private mutating func readWindows(_ entry: SyntaxEntry) {
        guard let value = entry.value else {
            missingValue(entry, expected: entry.key == "window" ? "a window block" : "a list of windows")
            return
        }
        if entry.key == "window" {
            buildTree(from: value)
            return
        }
        guard let windows = readList(value, key: "windows", expected: "a list of windows ('- window: …' items)")
        else { return }
        for window in windows { buildTree(from: window) }
    }

    /// Builds a window and its subviews in depth-first pre-order, without recursion.
    private mutating func buildTree(from root: Int) {
        var work: [(node: Int, parent: ViewID?)] = [(root, nil)]
        while let (node, parent) = work.popLast() {
            guard scene.views.count < SceneLimits.maxViews else {
                diagnostics.add(
                    "too-many-views", "a scene may have at most \(SceneLimits.maxViews) views",
                    at: tree.position(node))
                return
            }
            guard let (id, subviews) = buildView(node, parent: parent) else { continue }
            for subview in subviews.reversed() { work.append((subview, id)) }
        }
    }

    /// Builds one view (or window) and returns it with the nodes of its subviews.
    private mutating func buildView(_ node: Int, parent: ViewID?) -> (ViewID, [Int])? {
        let isWindow = parent == nil
        let place = isWindow ? "a window" : "a view"
        guard tree[node].kind == .mapping else {
            let expected = isWindow ? "a window block with 'window:' and 'frame:'" : "a view block with 'view:' and 'frame:'"
            if tree[node].kind != .invalid {
                diagnostics.add(
                    "wrong-type",
                    "\(place) must be a block with '\(isWindow ? "window" : "view")' and 'frame', "
                        + "found \(reader.describe(node))", at: tree.position(node), end: tree.endOffset(node),
                    hint: isWindow ? nil : "expected \(expected)")
            }
            return nil
        }
        let id = ViewID(scene.views.count)
        var view = View(
            name: "", viewClass: isWindow ? .uiWindow : .uiView, frame: Rect(0, 0, 0, 0), isWindow: isWindow,
            location: tree.position(node).toLocation(in: tree.bytes))
        var named = false
        var framed = false
        var userInteraction: Bool?
        var handling = ExplicitHandling()
        var handlingNodes: [(key: String, node: Int)] = []
        var controller: (name: String, node: Int, handling: Handling)?
        var subviews: [Int] = []
        let candidates = isWindow ? Self.windowKeys : Self.viewKeys
        for entry in tree[node].entries {
            let key = entry.key
            if !candidates.contains(key) {
                if key == "window" {
                    diagnostics.add(
                        "window-in-subviews",
                        "'window' names a window, and a window cannot be a subview; "
                            + "name views with 'view:'", at: entry.keyPosition, end: entry.keyEnd)
                } else if key == "view" {
                    diagnostics.add(
                        "view-as-window", "a window is named with 'window:', not 'view:'", at: entry.keyPosition,
                        end: entry.keyEnd)
                } else if key == "controller" {
                    diagnostics.add(
                        "controller-on-window", "'controller' cannot be set on a window; give it to a view",
                        at: entry.keyPosition, end: entry.keyEnd)
                    continue
                } else if key == "level" {
                    diagnostics.add(
                        "window-only-key", "'level' is only for windows", at: entry.keyPosition, end: entry.keyEnd)
                    continue
                } else {
                    unknownKey(entry, in: place, candidates: candidates)
                    continue
                }
            }
            // The key is written even when its value is missing: one error, not two.
            if key == "view" || key == "window" { named = true }
            if key == "frame" { framed = true }
            guard let value = entry.value else {
                missingValue(entry, expected: Self.expectation(key))
                continue
            }
            switch key {
            case "view", "window":
                if let name = reader.name(value, key: key, &diagnostics) {
                    view.name = name
                    view.location = tree.position(value).toLocation(in: tree.bytes)
                    addName(name, node: value)
                }
                named = true
            case "class":
                if let word = reader.choice(
                    value, key: key, ViewClass.allCases.map(\.rawValue), &diagnostics, id: "unknown-class"),
                    let viewClass = ViewClass(rawValue: word)
                {
                    view.viewClass = viewClass
                }
            case "frame":
                framed = true
                if let frame = reader.frame(value, key: key, &diagnostics) { view.frame = frame }
            case "level":
                if let level = reader.number(value, key: key, expected: "a number", &diagnostics) { view.level = level }
            case "controller":
                controller = readController(value)
            case "handles", "passes-on":
                readHandlingEntry(entry, into: &handling, nodes: &handlingNodes)
            case "behavior":
                view.behavior = readBehavior(value, view: id)
            case "subviews":
                if let items = readList(value, key: "subviews", expected: "a list of views ('- view: …' items)") {
                    subviews = items
                }
            default:
                if let change = readProperty(key, value) { Self.apply(change, to: &view, userInteraction: &userInteraction) }
            }
        }
        if !named {
            missingKey(isWindow ? "window" : "view", in: place, mapping: node)
        }
        if !framed {
            missingKey("frame", in: named && !view.name.isEmpty ? "'\(view.name)'" : place, mapping: node)
        }
        if let userInteraction {
            view.userInteraction = userInteraction
        } else {
            view.userInteraction = view.viewClass.defaultUserInteraction
        }
        checkPhaseInBoth(handling, nodes: handlingNodes)
        view.handling = handling.effective(behavior: view.behavior?.kind)
        view.superview = parent
        if let controller {
            view.controller = ControllerID(scene.controllers.count)
            scene.controllers.append(
                Controller(
                    name: controller.name, handling: controller.handling, view: id,
                    location: tree.position(controller.node).toLocation(in: tree.bytes)))
        }
        scene.views.append(view)
        explicitHandling.append(handling)
        if let parent { scene.views[parent.index].subviews.append(id) } else { scene.windows.append(id) }
        return (id, subviews)
    }

    /// What a view key's value must be, for "needs a value" messages.
    static func expectation(_ key: String) -> String {
        switch key {
        case "view", "window": "a name"
        case "class": "a class such as UIView or UILabel"
        case "frame": "[x, y, w, h]"
        case "bounds-origin": "[x, y]"
        case "hidden", "user-interaction", "multiple-touch", "exclusive-touch", "clips": "yes or no"
        case "alpha": "a number from 0 to 1"
        case "hit-insets": "[top, left, bottom, right]"
        case "hit-test": "'normal' or 'passthrough'"
        case "controller": "a name, or a block with 'name' and 'handles'"
        case "handles", "passes-on": "'all' or a list of phases such as [began, ended]"
        case "behavior": "a behaviour name, or a block with 'name' and parameters"
        case "subviews": "a list of views"
        case "level": "a number"
        default: "a value"
        }
    }

    /// Reads the value of a plain view property; nil after reporting.
    private mutating func readProperty(_ key: String, _ value: Int) -> ViewPropertyChange? {
        Self.readProperty(key, value, reader: reader, &diagnostics)
    }

    /// The change a plain (non-handling, non-behaviour) view key makes, read from `value`.
    static func readProperty(
        _ key: String, _ value: Int, reader: ValueReader, _ diagnostics: inout DiagnosticBag
    ) -> ViewPropertyChange? {
        switch key {
        case "frame": reader.frame(value, key: key, &diagnostics).map(ViewPropertyChange.frame)
        case "bounds-origin": reader.point(value, key: key, &diagnostics).map(ViewPropertyChange.boundsOrigin)
        case "hidden": reader.bool(value, key: key, &diagnostics).map(ViewPropertyChange.hidden)
        case "alpha": reader.alpha(value, key: key, &diagnostics).map(ViewPropertyChange.alpha)
        case "user-interaction": reader.bool(value, key: key, &diagnostics).map(ViewPropertyChange.userInteraction)
        case "multiple-touch": reader.bool(value, key: key, &diagnostics).map(ViewPropertyChange.multipleTouch)
        case "exclusive-touch": reader.bool(value, key: key, &diagnostics).map(ViewPropertyChange.exclusiveTouch)
        case "clips": reader.bool(value, key: key, &diagnostics).map(ViewPropertyChange.clips)
        case "hit-insets": reader.insets(value, key: key, &diagnostics).map(ViewPropertyChange.hitInsets)
        case "hit-test": reader.hitTest(value, key: key, &diagnostics).map(ViewPropertyChange.hitTest)
        default: nil
        }
    }

    static func apply(_ change: ViewPropertyChange, to view: inout View, userInteraction: inout Bool?) {
        switch change {
        case .frame(let frame): view.frame = frame
        case .boundsOrigin(let origin): view.boundsOrigin = origin
        case .hidden(let hidden): view.isHidden = hidden
        case .alpha(let alpha): view.alpha = alpha
        case .userInteraction(let enabled): userInteraction = enabled
        case .multipleTouch(let enabled): view.multipleTouch = enabled
        case .exclusiveTouch(let enabled): view.exclusiveTouch = enabled
        case .clips(let clips): view.clips = clips
        case .hitInsets(let insets): view.hitInsets = insets
        case .hitTest(let mode): view.hitTest = mode
        case .handling, .behavior: break
        }
    }

    /// `controller: NAME` or a block with `name`, `handles`, `passes-on`.
    private mutating func readController(_ value: Int) -> (name: String, node: Int, handling: Handling)? {
        let kind = tree[value].kind
        if kind == .plain || kind == .quoted {
            guard let name = reader.name(value, key: "controller", &diagnostics) else { return nil }
            addName(name, node: value)
            return (name, value, .none)
        }
        guard kind == .mapping else {
            reader.wrongType(
                value, key: "controller", expected: "a name, or a block with 'name' and 'handles'", &diagnostics)
            return nil
        }
        var result: (name: String, node: Int)?
        var handling = ExplicitHandling()
        var handlingNodes: [(key: String, node: Int)] = []
        var hasName = false
        for entry in tree[value].entries {
            switch entry.key {
            case "name":
                hasName = true
                guard let node = entry.value else {
                    missingValue(entry, expected: "a name")
                    continue
                }
                if let name = reader.name(node, key: "name", &diagnostics) {
                    result = (name, node)
                    addName(name, node: node)
                }
            case "handles", "passes-on":
                readHandlingEntry(entry, into: &handling, nodes: &handlingNodes)
            default:
                unknownKey(entry, in: "'controller'", candidates: ["name", "handles", "passes-on"])
            }
        }
        if !hasName { missingKey("name", in: "'controller'", mapping: value) }
        checkPhaseInBoth(handling, nodes: handlingNodes)
        guard let result else { return nil }
        return (result.name, result.node, handling.effective(behavior: nil))
    }

    // MARK: Behaviours

    /// The parameters of a behaviour and their defaults.
    static func parameterNames(_ kind: BehaviorKind) -> [String] {
        switch kind {
        case .pinchNaive, .pinchTracked: ["min-delta"]
        case .tapCounter: ["delay"]
        case .swipe: ["min-horizontal", "max-vertical"]
        case .drag: ["target"]
        case .fingerPaint, .forwardSingleTaps, .log: []
        }
    }

    /// A behaviour with every parameter at its default (`drag` targets `view` itself).
    static func defaultSpec(_ kind: BehaviorKind, view: ViewID) -> BehaviorSpec {
        var parameters: [String: BehaviorValue] = [:]
        switch kind {
        case .pinchNaive, .pinchTracked: parameters["min-delta"] = .number(100)
        case .tapCounter: parameters["delay"] = .duration(300_000)
        case .swipe:
            parameters["min-horizontal"] = .number(12)
            parameters["max-vertical"] = .number(4)
        case .drag: parameters["target"] = .view(view)
        case .fingerPaint, .forwardSingleTaps, .log: break
        }
        return BehaviorSpec(kind: kind, parameters: parameters)
    }

    /// A behaviour name, with a suggestion when it is misspelt; nil after reporting.
    static func behaviorKind(
        _ node: Int, key: String, reader: ValueReader, _ diagnostics: inout DiagnosticBag
    ) -> BehaviorKind? {
        let names = BehaviorKind.allCases.map(\.rawValue)
        guard let word = reader.text(node, key: key, expected: "a behaviour name", &diagnostics) else { return nil }
        if let kind = BehaviorKind(rawValue: word) { return kind }
        diagnostics.add(
            "unknown-behavior", "unknown behavior '\(word)'; the behaviors are \(names.joined(separator: ", "))",
            at: reader.tree.position(node), end: reader.tree.endOffset(node),
            hint: diagnostics.wantsSuggestions ? Suggestions.hint(for: word, in: names) : nil)
        return nil
    }

    private mutating func readBehavior(_ value: Int, view: ViewID) -> BehaviorSpec? {
        let kind = tree[value].kind
        if kind == .plain || kind == .quoted {
            return Self.behaviorKind(value, key: "behavior", reader: reader, &diagnostics).map {
                Self.defaultSpec($0, view: view)
            }
        }
        guard kind == .mapping else {
            reader.wrongType(
                value, key: "behavior", expected: "a behaviour name, or a block with 'name' and parameters",
                &diagnostics)
            return nil
        }
        let entries = tree[value].entries
        guard let nameEntry = entries.first(where: { $0.key == "name" }) else {
            missingKey("name", in: "'behavior'", mapping: value)
            return nil
        }
        guard let nameNode = nameEntry.value else {
            missingValue(nameEntry, expected: "a behaviour name")
            return nil
        }
        guard let behaviorKind = Self.behaviorKind(nameNode, key: "name", reader: reader, &diagnostics) else {
            return nil
        }
        var spec = Self.defaultSpec(behaviorKind, view: view)
        let parameters = Self.parameterNames(behaviorKind)
        for entry in entries where entry.key != "name" {
            guard parameters.contains(entry.key) else {
                let place =
                    parameters.isEmpty
                    ? "behavior '\(behaviorKind.rawValue)' (it takes no parameters)"
                    : "behavior '\(behaviorKind.rawValue)'"
                unknownKey(entry, in: place, candidates: ["name"] + parameters)
                continue
            }
            guard let node = entry.value else {
                missingValue(entry, expected: entry.key == "target" ? "a view name" : "a number")
                continue
            }
            switch entry.key {
            case "min-delta", "min-horizontal":
                if let number = reader.positive(node, key: entry.key, &diagnostics) {
                    spec.parameters[entry.key] = .number(number)
                }
            case "max-vertical":
                if let number = reader.number(
                    node, key: entry.key, expected: "a number at least 0", &diagnostics, where: { $0 >= 0 })
                {
                    spec.parameters[entry.key] = .number(number)
                }
            case "delay":
                if let delay = reader.duration(node, key: entry.key, &diagnostics) {
                    spec.parameters[entry.key] = .duration(delay)
                }
            case "target":
                if reader.name(node, key: entry.key, &diagnostics) != nil { dragTargets.append((view, node)) }
            default: break
            }
        }
        return spec
    }

    /// Views by name (the first view of a duplicated name).
    static func viewsByName(_ views: [View]) -> [String: ViewID] {
        var result = [String: ViewID](minimumCapacity: views.count)
        for (index, view) in views.enumerated() where !view.name.isEmpty && result[view.name] == nil {
            result[view.name] = ViewID(index)
        }
        return result
    }

    private mutating func resolveDragTargets() {
        guard !dragTargets.isEmpty else { return }
        let viewsByName = Self.viewsByName(scene.views)
        for (view, node) in dragTargets {
            let name = tree.text(node)
            if let target = viewsByName[name] {
                scene.views[view.index].behavior?.parameters["target"] = .view(target)
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
    private mutating func checkDuplicateNames() {
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

    // MARK: Script

    private mutating func readScript(_ entry: SyntaxEntry) {
        guard let value = entry.value else {
            missingValue(entry, expected: "a list of lines (write 'script: []' for none)")
            return
        }
        guard readLineList(value, key: "script") != nil, tree[value].kind == .lineList,
            let block = tree.scriptBlock
        else { return }
        let replay = ScriptReplay(
            origin: origin, block: block, views: scene.views, explicitHandling: explicitHandling)
        replay.check(&diagnostics)
        scene.script = ScriptSource(replay: replay)
    }
}
