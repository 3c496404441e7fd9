// Windows and views (Scenes/README.md, Views and windows and Controls).
extension SceneBuilder {
    // MARK: Views

    mutating func readWindows(_ entry: SyntaxEntry) {
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
        readingWindowList = true
        for window in windows { buildTree(from: window) }
        readingWindowList = false
    }

    /// Builds a window and its subviews in depth-first pre-order, without recursion.
    mutating func buildTree(from root: Int) {
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
    mutating func buildView(_ node: Int, parent: ViewID?) -> (ViewID, [Int])? {
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
        let initialClass = view.viewClass
        var named = false
        var framed = false
        var handling = ExplicitHandling()
        var handlingNodes: [(key: String, node: Int)] = []
        var controller: (name: String, node: Int, handling: Handling, chain: ChainDraft)?
        var chain = ChainDraft(ResponderTraits())
        var subviews: [Int] = []
        let candidates = isWindow ? ViewKey.windowKeys : ViewKey.viewKeys
        let chainPlace: ChainPlace = isWindow ? .window : .view
        /// `enabled` and `slop` entries, checked once the class is known (V8).
        var controlKeys: [SyntaxEntry] = []
        /// `editable` entries, checked once the class is known (TI1).
        var textViewKeys: [SyntaxEntry] = []
        /// Scroll-view keys, read once the class is known (V15); what they interact with.
        var scrollEntries: [(key: ScrollKey, entry: SyntaxEntry)] = []
        var boundsOriginEntry: SyntaxEntry?
        var transformNode: Int?
        /// The `class` value and the `selected` entry, checked once the superview is known (V60, V61, V63).
        var classValue: Int?
        var selectedEntry: SyntaxEntry?
        /// The keys the block writes (present, whether or not their value reads): they keep
        /// their values when the class's defaults come.
        var written: [ViewKey] = []
        for entry in tree[node].entries {
            guard let key = ViewKey(rawValue: entry.key) else {
                if let scrollKey = ScrollKey(rawValue: entry.key) {
                    scrollEntries.append((scrollKey, entry))
                    continue
                }
                // The responder chain's keys (rarer, so tried only after the view keys).
                if readChainEntry(entry, place: chainPlace, into: &chain) { continue }
                if entry.key == "key-window" {
                    readKeyWindow(entry, isWindow: isWindow, id: id)
                } else {
                    unknownKey(
                        entry, in: place,
                        candidates: candidates.map(\.name) + Self.chainKeyNames(chainPlace)
                            + (isWindow ? [] : ScrollKey.allCases.map(\.name)))
                }
                continue
            }
            guard candidates.contains(key) || !misplaced(key, entry, isWindow: isWindow) else { continue }
            // The key is written even when its value is missing: one error, not two.
            if key == .view || key == .window { named = true }
            if key == .frame { framed = true }
            if key.placement == .controlsOnly { controlKeys.append(entry) }
            if key.placement == .textViewsOnly { textViewKeys.append(entry) }
            if key == .boundsOrigin { boundsOriginEntry = entry }
            if key == .selected { selectedEntry = entry }
            written.append(key)
            guard let value = entry.value else {
                missingValue(entry, expected: key.expectation)
                continue
            }
            switch key {
            case .view, .window:
                if let name = reader.name(value, key: key.name, &diagnostics) {
                    view.name = name
                    view.location = tree.position(value).toLocation(in: tree.bytes)
                    addName(name, node: value)
                }
                named = true
            case .class:
                classValue = value
                if let word = reader.choice(
                    value, key: key.name, ViewClass.allCases.map(\.rawValue), &diagnostics, id: "unknown-class"),
                    let viewClass = ViewClass(rawValue: word)
                {
                    view.viewClass = viewClass
                }
            case .level:
                if let level = reader.number(value, key: key.name, expected: "a number", &diagnostics) { view.level = level }
            case .controller:
                controller = readController(value)
            case .handles, .passesOn:
                readHandlingEntry(entry, into: &handling, nodes: &handlingNodes)
            case .behavior:
                view.behavior = readBehavior(value, view: id)
            case .subviews:
                if let items = readList(value, key: key.name, expected: "a list of views ('- view: …' items)") {
                    subviews = items
                }
            case .gestures:
                view.gestures = readGestures(value, view: id)
            case .transform:
                view.transform = readTransform(entry, value)
                transformNode = value
            case .frame, .boundsOrigin, .hidden, .alpha, .userInteraction, .multipleTouch, .exclusiveTouch, .clips,
                .hitInsets, .hitTest, .enabled, .slop, .editable, .selected:
                if let change = readProperty(key, value) { view.apply(change) }
            }
        }
        // The defaults of the class the block gave, under what it wrote, whatever the order of
        // `class` and the other keys (SV1: a scroll view's multiple-touch and clips).
        if view.viewClass != initialClass { view.applyDefaults(except: written) }
        // V8: `enabled` and `slop` only on controls, whatever order the keys come in.
        if !view.isControl {
            for entry in controlKeys {
                diagnostics.add(
                    "control-only-key",
                    isWindow
                        ? "'\(entry.key)' is only for controls, and a window is never a control"
                        : "'\(entry.key)' is only for controls (class UIControl, UIButton or UITextField)",
                    at: entry.keyPosition, end: entry.keyEnd)
            }
        }
        // `editable` only on a UITextView (TI1), whatever order the keys come in.
        if view.isWindow || view.viewClass != .uiTextView {
            for entry in textViewKeys {
                diagnostics.add(
                    "text-view-only-key", Self.textViewOnlyMessage(entry.key, isWindow: view.isWindow), at: entry.keyPosition,
                    end: entry.keyEnd)
            }
        }
        if !scrollEntries.isEmpty || view.viewClass.makesScrollView(isWindow: isWindow) {
            finishScrollView(&view, id: id, entries: scrollEntries, boundsOrigin: boundsOriginEntry)
        }
        if classValue != nil || selectedEntry != nil {
            checkCell(&view, parent: parent, classValue: classValue, selected: selectedEntry)
        }
        if !named {
            missingKey(isWindow ? "window" : "view", in: place, mapping: node)
        }
        if !framed {
            missingKey("frame", in: named && !view.name.isEmpty ? "'\(view.name)'" : place, mapping: node)
        }
        checkPhaseInBoth(handling, nodes: handlingNodes)
        view.handling = handling.effective(behavior: view.behavior?.kind)
        view.superview = parent
        // The class's defaults under what the block wrote (RF1).
        if chain.isWritten || view.viewClass.isTextInputClass {
            let defaults = ResponderTraits(for: view.viewClass, isWindow: isWindow)
            if !chain.wroteCanBecome { chain.traits.canBecomeFirstResponder = defaults.canBecomeFirstResponder }
            if !chain.wroteTextInput { chain.traits.isTextInput = defaults.isTextInput }
            view.traits = finishChain(chain, isControl: view.isControl)
            noteChainReferences(chain, of: .view(id))
        }
        if let controller {
            let controllerID = ControllerID(scene.controllers.count)
            view.controller = controllerID
            var made = Controller(
                name: controller.name, handling: controller.handling, view: id,
                location: tree.position(controller.node).toLocation(in: tree.bytes))
            made.traits = finishChain(controller.chain, isControl: true)
            noteChainReferences(controller.chain, of: .controller(controllerID))
            scene.controllers.append(made)
        }
        checkScreenScale(view.transform, parent: parent, node: transformNode)
        scene.views.append(view)
        explicitHandling.append(handling)
        if let parent { scene.views[parent.index].subviews.append(id) } else { scene.windows.append(id) }
        return (id, subviews)
    }

    /// `key-window: yes|no`, only in items of `windows:`, at most one yes (V47, RF8).
    mutating func readKeyWindow(_ entry: SyntaxEntry, isWindow: Bool, id: ViewID) {
        guard isWindow && readingWindowList else {
            diagnostics.add(
                "misplaced-key", "'key-window' is only for items of 'windows:' (a single 'window:' is the key window)",
                at: entry.keyPosition, end: entry.keyEnd)
            return
        }
        guard let value = entry.value else {
            missingValue(entry, expected: "yes or no")
            return
        }
        guard let flag = reader.bool(value, key: "key-window", &diagnostics), flag else { return }
        if scene.keyWindow != nil {
            diagnostics.add(
                "second-key-window", "only one window can have 'key-window: yes'", at: tree.position(value),
                end: tree.endOffset(value))
            return
        }
        scene.keyWindow = id
    }

    /// Reports a known key written where it does not belong (a `window:` among subviews, a
    /// `controller` on a window…). Returns false when the key is still read (a misplaced name
    /// names the view, so that one mistake gives one error).
    mutating func misplaced(_ key: ViewKey, _ entry: SyntaxEntry, isWindow: Bool) -> Bool {
        switch key {
        case .window:
            diagnostics.add(
                "window-in-subviews",
                "'window' names a window, and a window cannot be a subview; name views with 'view:'",
                at: entry.keyPosition, end: entry.keyEnd)
            return false
        case .view:
            diagnostics.add(
                "view-as-window", "a window is named with 'window:', not 'view:'", at: entry.keyPosition, end: entry.keyEnd)
            return false
        case .controller:
            diagnostics.add(
                "controller-on-window", "'controller' cannot be set on a window; give it to a view",
                at: entry.keyPosition, end: entry.keyEnd)
        case .level:
            diagnostics.add("window-only-key", "'level' is only for windows", at: entry.keyPosition, end: entry.keyEnd)
        case .transform:
            diagnostics.add(
                "transform-on-window", "'transform' cannot be set on a window; give it to a view",
                at: entry.keyPosition, end: entry.keyEnd)
        case .enabled, .slop, .editable, .selected:
            // Reported with the class check (V8; TI1 for editable; V61 for selected).
            return false
        default:
            unknownKey(
                entry, in: isWindow ? "a window" : "a view", candidates: (isWindow ? ViewKey.windowKeys : ViewKey.viewKeys).map(\.name))
        }
        return true
    }

    /// Reads the value of a plain view property; nil after reporting.
    /// The message for a key only text views take (TI1), written elsewhere.
    static func textViewOnlyMessage(_ key: String, isWindow: Bool) -> String {
        isWindow
            ? "'\(key)' is only for text views (class UITextView), and a window is never one"
            : "'\(key)' is only for text views (class UITextView)"
    }

    mutating func readProperty(_ key: ViewKey, _ value: Int) -> ViewPropertyChange? {
        Self.readProperty(key, value, reader: reader, &diagnostics)
    }

    /// The change a plain view key (one with a field in the key table) makes, read from
    /// `value`; nil after reporting, or for a key that is not a plain field.
    static func readProperty(
        _ key: ViewKey, _ value: Int, reader: ValueReader, _ diagnostics: inout DiagnosticBag
    ) -> ViewPropertyChange? {
        let declaration = key.declaration
        guard let field = declaration.field else { return nil }
        return reader.readValue(field.type, value, key: key.name, expected: declaration.expectation, &diagnostics).flatMap(field.change)
    }
}
