// Scroll views (Scenes/README.md, Scroll views; static checks V15–V19).
extension SceneBuilder {
    /// A `touches-should-cancel` or `touches-should-begin` list, resolved once the tree is known.
    struct ScrollViewList {
        var view: ViewID
        var key: ScrollKey
        var elements: [Int]
    }

    /// Reads one scroll-view key's value (V16) as its declared type says, through the one key
    /// reader; nil after reporting. `content-offset` reads as a pair; `pan-requires-failure-of`
    /// is read by the caller.
    static func readScrollValue(
        _ key: ScrollKey, _ value: Int, reader: ValueReader, _ diagnostics: inout DiagnosticBag
    ) -> KeyRead? {
        let type = key.declaration.type
        guard type != .recognizers else { return nil }
        return reader.read(type, value, key: key.name, expected: key.expectation, &diagnostics)
    }

    /// The scroll-view keys of one view block, read once its class is known: on anything but
    /// a scroll view each is an error at its key (V15); on a scroll view they make its
    /// settings and its two built-in recognizers (SV1, SD1, SP1).
    mutating func finishScrollView(
        _ view: inout View, id: ViewID, entries: [(key: ScrollKey, entry: SyntaxEntry)], boundsOrigin: SyntaxEntry?
    ) {
        guard view.viewClass.makesScrollView(isWindow: view.isWindow) else {
            for (key, entry) in entries {
                if key.isListKey {
                    listOnlyKey(entry, isWindow: view.isWindow)
                    continue
                }
                diagnostics.add(
                    "scroll-view-only-key", Self.scrollViewOnlyMessage(entry.key, isWindow: view.isWindow), at: entry.keyPosition,
                    end: entry.keyEnd)
            }
            return
        }
        var settings = ScrollSettings(for: view.viewClass)
        let delay = RecognizerID(scene.recognizers.count)
        let pan = RecognizerID(scene.recognizers.count + 1)
        settings.delay = delay
        settings.pan = pan
        for (key, entry) in entries {
            if key.isListKey && !view.viewClass.isList {
                listOnlyKey(entry, isWindow: false)
                continue
            }
            guard let value = entry.value else {
                missingValue(entry, expected: key.expectation)
                continue
            }
            switch key {
            case .panRequiresFailureOf:
                guard let elements = reader.items(value, key: key.name, expected: key.expectation, &diagnostics) else { continue }
                for element in elements where reader.recognizerName(element, key: key.name, &diagnostics) != nil {
                    recognizerReferences.append(
                        RecognizerReference(from: pan, key: .requiresFailureOf, node: element, written: key.name))
                }
            case .contentOffset:
                // V17: one of `content-offset` and `bounds-origin`, reported at the later key.
                if let other = boundsOrigin {
                    let later = other.keyPosition < entry.keyPosition ? entry : other
                    diagnostics.add(
                        "offset-and-bounds-origin",
                        "'content-offset' and 'bounds-origin' are the same value; write one of them",
                        at: later.keyPosition, end: later.keyEnd)
                    continue
                }
                if case .value(.pair(let x, let y)) = Self.readScrollValue(key, value, reader: reader, &diagnostics) {
                    view.boundsOrigin = Point(x, y)
                }
            default:
                switch Self.readScrollValue(key, value, reader: reader, &diagnostics) {
                case .value(let read): settings.set(key, read)
                case .names(let elements): scrollViewLists.append(ScrollViewList(view: id, key: key, elements: elements))
                case nil: break
                }
            }
        }
        view.scroll = settings
        let location = view.location
        var delayRecognizer = GestureRecognizer(
            name: BuiltInRecognizer.delay.name(on: view.name), kind: BuiltInRecognizer.delay.kind, view: id, location: location)
        delayRecognizer.isEnabled = settings.scrollEnabled
        var panRecognizer = GestureRecognizer(
            name: BuiltInRecognizer.pan.name(on: view.name), kind: BuiltInRecognizer.pan.kind, view: id, location: location)
        panRecognizer.isEnabled = settings.scrollEnabled
        scene.recognizers.append(delayRecognizer)
        scene.recognizers.append(panRecognizer)
        // RO: the delay, the pan, then the scene's own recognizers of the view (SD1, SP1).
        view.gestures = [delay, pan] + view.gestures
    }

    /// V18: the views of `touches-should-cancel` and `touches-should-begin` lists are in the
    /// scroll view's subtree (not the scroll view itself), each once.
    mutating func resolveScrollViewLists() {
        guard !scrollViewLists.isEmpty else { return }
        let viewsByName = Self.viewsByName(scene.views)
        for list in scrollViewLists {
            var listed: [ViewID] = []
            for element in list.elements {
                let name = tree.text(element)
                let target = viewsByName[name]
                let problem =
                    list.key.isListKey
                    ? Self.cellProblem(name, target, of: list.view, listed: listed, key: list.key, views: scene.views)
                    : Self.contentViewProblem(name, target, of: list.view, listed: listed, key: list.key, views: scene.views)
                if let (id, message) = problem {
                    let hint =
                        target == nil && diagnostics.wantsSuggestions
                        ? Suggestions.hint(for: name, in: scene.views.lazy.map(\.name).filter { !$0.isEmpty }) : nil
                    diagnostics.add(id, message, at: tree.position(element), end: tree.endOffset(element), hint: hint)
                } else if let target {
                    listed.append(target)
                }
            }
            scene.views[list.view.index].scroll?.set(list.key, .answer(.listed(listed)))
        }
    }

    /// V15: a scroll-view key on something else (a window, in particular).
    static func scrollViewOnlyMessage(_ key: String, isWindow: Bool) -> String {
        isWindow
            ? "'\(key)' is only for scroll views, and a window is never a scroll view"
            : "'\(key)' is only for scroll views (class UIScrollView, UITableView, UICollectionView or UITextView)"
    }

    /// V19: `NAME.pan` or `NAME.delay` whose NAME is no scroll view.
    static func notAScrollViewMessage(_ name: String, view: String) -> String {
        "'\(name)' names a scroll view's built-in recognizer, but '\(view)' is not a scroll view"
    }

    /// V18 for one element `name` (the view `target`, if any) of a `key` list of `scrollView`,
    /// given the views listed before it: the check's id and message, or nil when it is fine.
    static func contentViewProblem(
        _ name: String, _ target: ViewID?, of scrollView: ViewID, listed: [ViewID], key: ScrollKey, views: [View]
    ) -> (id: String, message: String)? {
        guard let target else { return ("unknown-view", "unknown view '\(name)' in '\(key.name)'") }
        if target == scrollView {
            return ("not-content", "'\(name)' is the scroll view itself; '\(key.name)' lists views of its content")
        }
        var current = views[target.index].superview
        while let id = current, id != scrollView { current = views[id.index].superview }
        guard current != nil else {
            return (
                "not-content",
                "'\(name)' is not inside the scroll view '\(views[scrollView.index].name)'; '\(key.name)' lists views of its content"
            )
        }
        if listed.contains(target) { return ("repeated-view", "'\(name)' is listed twice in '\(key.name)'") }
        return nil
    }
}

extension ValueReader {
    /// A recognizer's name: a responder name, or a scroll view's built-in `NAME.delay` or
    /// `NAME.pan` (V19 checks that NAME is a scroll view once the tree is known).
    func recognizerName(_ node: Int, key: String, _ diagnostics: inout DiagnosticBag) -> String? {
        if let text = tree[node].kind == .plain ? tree.text(node) : nil, let split = BuiltInRecognizer.split(text),
            Self.isName(split.view)
        {
            return text
        }
        return name(node, key: key, &diagnostics)
    }
}
