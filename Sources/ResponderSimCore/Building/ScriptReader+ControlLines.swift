// `ignore`, `set` and `remove` lines (Scenes/README.md, The script).
extension ScriptReader {
    // MARK: Control lines

    mutating func readIgnore(_ line: Line, action: Token, time: Microseconds) {
        guard let word = line.next(after: action.end), line.is(word, "begin") || line.is(word, "end") else {
            let found = line.next(after: action.end).map { ", found '\(line.text($0))'" } ?? ""
            badArguments(line, action, "'ignore' takes 'begin' or 'end'\(found)")
            return
        }
        guard expectNoMore(line, after: word.end, action: action, usage: "ignore \(line.text(word))") else { return }
        if line.is(word, "begin") {
            ignoreDepth += 1
            addControl(.ignoreBegin, time: time, line: line)
        } else if ignoreDepth == 0 {
            diagnostics.add(
                "ignore-end-without-begin", "'ignore end' without a matching 'ignore begin'",
                at: line.position(action.start), end: line.fileOffset(action.end))
        } else {
            ignoreDepth -= 1
            addControl(.ignoreEnd, time: time, line: line)
        }
    }

    /// The recognizer named by `token`, if it names one.
    func recognizer(_ line: Line, _ token: Token) -> RecognizerID? {
        guard !recognizersByName.isEmpty else { return nil }
        return recognizersByName[line.text(token)]
    }

    /// The view named by `token`, or nil after reporting an unknown view at it.
    mutating func view(_ line: Line, _ token: Token) -> ViewID? {
        let name = line.text(token)
        let byName = viewsByName ?? SceneBuilder.viewsByName(views)
        viewsByName = byName
        if let id = byName[name] { return id }
        diagnostics.add(
            "unknown-view", "unknown view '\(name)'", at: line.position(token.start), end: line.fileOffset(token.end),
            hint: diagnostics.wantsSuggestions
                ? Suggestions.hint(for: name, in: views.lazy.map(\.name).filter { !$0.isEmpty }) : nil)
        return nil
    }

    mutating func readRemove(_ line: Line, action: Token, time: Microseconds) {
        guard let nameToken = line.next(after: action.end) else {
            badArguments(line, action, "'remove' needs a view; it reads 'remove VIEW'")
            return
        }
        guard expectNoMore(line, after: nameToken.end, action: action, usage: "remove VIEW") else { return }
        // V14: recognizers leave with their view.
        if recognizer(line, nameToken) != nil {
            diagnostics.add(
                "remove-recognizer",
                "'\(line.text(nameToken))' is a gesture recognizer; 'remove' takes a view (recognizers leave with their view)",
                at: line.position(nameToken.start), end: line.fileOffset(nameToken.end))
            return
        }
        guard let id = view(line, nameToken) else { return }
        guard !views[id.index].isWindow else {
            diagnostics.add(
                "remove-window", "'\(line.text(nameToken))' is a window; 'remove' takes a view, never a window",
                at: line.position(action.start), end: line.fileOffset(action.end))
            return
        }
        addControl(.remove(id), time: time, line: line)
    }

    mutating func readSet(_ line: Line, action: Token, time: Microseconds) {
        guard let viewToken = line.next(after: action.end), let keyToken = line.next(after: viewToken.end) else {
            badArguments(line, action, "'set' needs a view, a key and a value; it reads 'set VIEW KEY VALUE'")
            return
        }
        let keyText = line.text(keyToken)
        if let recognizer = recognizer(line, viewToken) {
            readSetRecognizer(line, action: action, recognizer: recognizer, keyToken: keyToken, time: time)
            return
        }
        if recognizer(line, viewToken) == nil, let split = BuiltInRecognizer.split(line.text(viewToken)) {
            // V19: `X.pan` and `X.delay` need a scroll view X.
            diagnostics.add(
                "not-a-scroll-view", SceneBuilder.notAScrollViewMessage(line.text(viewToken), view: split.view),
                at: line.position(viewToken.start), end: line.fileOffset(viewToken.end))
            return
        }
        let viewID = view(line, viewToken)
        if let scrollKey = ScrollKey(rawValue: keyText) {
            readSetScroll(line, view: viewID, key: scrollKey, keyToken: keyToken, time: time)
            return
        }
        if let chainKey = ChainKey(rawValue: keyText) {
            readSetChain(line, action: action, view: viewID, key: chainKey, keyToken: keyToken, time: time)
            return
        }
        guard let key = ViewKey(rawValue: keyText), key.isSettable else {
            if keyText == "key-window" {
                diagnostics.add(
                    "not-settable", "'key-window' cannot be changed by 'set'; 'make-key WINDOW' changes the key window",
                    at: line.position(keyToken.start), end: line.fileOffset(keyToken.end))
            } else if ViewKey(rawValue: keyText) != nil {
                diagnostics.add(
                    "not-settable", "'\(keyText)' cannot be changed by 'set'", at: line.position(keyToken.start),
                    end: line.fileOffset(keyToken.end))
            } else {
                diagnostics.add(
                    "unknown-key", "unknown key '\(keyText)' in 'set'", at: line.position(keyToken.start),
                    end: line.fileOffset(keyToken.end),
                    hint: diagnostics.wantsSuggestions
                        ? Suggestions.hint(
                            for: keyText,
                            in: ViewKey.settableKeys.map(\.name) + ChainKey.settableKeys.map(\.name)
                                + ScrollKey.allCases.filter(\.isSettable).map(\.name)) : nil)
            }
            return
        }
        // V13: `enabled` and `slop` only on controls.
        if key.placement == .controlsOnly, let viewID, !views[viewID.index].isControl {
            diagnostics.add(
                "control-only-key",
                views[viewID.index].isWindow
                    ? "'\(keyText)' is only for controls, and a window is never a control"
                    : "'\(keyText)' is only for controls (class UIControl, UIButton or UITextField), and '\(line.text(viewToken))' is not one",
                at: line.position(keyToken.start), end: line.fileOffset(keyToken.end))
            return
        }
        // `editable` only on a UITextView (TI1).
        if key.placement == .textViewsOnly, let viewID, views[viewID.index].isWindow || views[viewID.index].viewClass != .uiTextView {
            diagnostics.add(
                "text-view-only-key", SceneBuilder.textViewOnlyMessage(keyText, isWindow: views[viewID.index].isWindow),
                at: line.position(keyToken.start), end: line.fileOffset(keyToken.end))
            return
        }
        // V61 in a set line: `selected` only on cells.
        if key.placement == .cellsOnly, let viewID, views[viewID.index].viewClass.listClassOfCell == nil {
            diagnostics.add(
                "cell-only-key",
                "'\(keyText)' is only for cells (class UITableViewCell or UICollectionViewCell), and '\(line.text(viewToken))' is not one",
                at: line.position(keyToken.start), end: line.fileOffset(keyToken.end))
            return
        }
        withSetValue(line, keyToken: keyToken, expectation: key.expectation) { this, reader, value in
            this.readSetValue(line, key: key, keyText: keyText, viewID: viewID, reader: reader, value: value, time: time)
        }
    }

    private mutating func readSetValue(
        _ line: Line, key: ViewKey, keyText: String, viewID: ViewID?, reader: ValueReader, value: Int, time: Microseconds
    ) {
        guard let viewID else { return }
        let change: ViewPropertyChange
        switch key {
        case .handles, .passesOn:
            guard let phases = reader.phases(value, key: keyText, &diagnostics) else { return }
            var explicit = explicitHandling[viewID.index]
            if key == .handles { explicit.handles = phases } else { explicit.passesOn = phases }
            let handling = explicit.effective(behavior: behaviors[viewID.index])
            let common = handling.handles.intersection(handling.passesOn)
            guard common.isEmpty else {
                diagnostics.add(
                    "phase-in-both", SceneBuilder.phaseInBothMessage(common), at: reader.tree.position(value),
                    end: reader.tree.endOffset(value))
                return
            }
            explicitHandling[viewID.index] = explicit
            change = .handling(handling)
        case .behavior:
            let kind = reader.tree[value].kind
            guard kind == .plain || kind == .quoted else {
                reader.wrongType(value, key: keyText, expected: "a behaviour name or 'none' (by name only)", &diagnostics)
                return
            }
            if reader.tree.isPlain(value, "none") {
                behaviors[viewID.index] = nil
                change = .behavior(nil, explicitHandling[viewID.index].effective(behavior: nil))
            } else {
                guard let behavior = SceneBuilder.behaviorKind(value, key: keyText, reader: reader, &diagnostics) else {
                    return
                }
                behaviors[viewID.index] = behavior
                change = .behavior(
                    BehaviorSpec(kind: behavior),
                    explicitHandling[viewID.index].effective(behavior: behavior))
            }
        default:
            guard let property = SceneBuilder.readProperty(key, value, reader: reader, &diagnostics) else { return }
            change = property
        }
        addControl(.set(viewID, key: keyText, change), time: time, line: line)
    }

    /// `set SV KEY VALUE` of a scroll-view key (V15, V16, V18, V20).
    private mutating func readSetScroll(_ line: Line, view viewID: ViewID?, key: ScrollKey, keyToken: Token, time: Microseconds) {
        let keyText = line.text(keyToken)
        guard key.isSettable else {
            diagnostics.add(
                "not-settable", "'\(keyText)' cannot be changed by 'set'", at: line.position(keyToken.start),
                end: line.fileOffset(keyToken.end))
            return
        }
        if key.isListKey, let viewID, !views[viewID.index].viewClass.isList {
            diagnostics.add(
                "list-only-key",
                views[viewID.index].isWindow
                    ? "'\(keyText)' is only for lists, and a window is never one"
                    : "'\(keyText)' is only for lists (class UITableView or UICollectionView), and '\(views[viewID.index].name)' is not one",
                at: line.position(keyToken.start), end: line.fileOffset(keyToken.end))
            return
        }
        if let viewID, !views[viewID.index].isScrollView {
            diagnostics.add(
                "scroll-view-only-key", SceneBuilder.scrollViewOnlyMessage(keyText, isWindow: views[viewID.index].isWindow),
                at: line.position(keyToken.start), end: line.fileOffset(keyToken.end))
            return
        }
        withSetValue(line, keyToken: keyToken, expectation: key.expectation) { this, reader, value in
            guard let viewID else { return }
            guard let read = SceneBuilder.readScrollValue(key, value, reader: reader, &this.diagnostics) else { return }
            let change: ViewPropertyChange
            switch read {
            case .value(.pair(let x, let y)) where key == .contentOffset:
                change = .boundsOrigin(Point(x, y))
            case .value(let scrollValue):
                change = .scroll(key, scrollValue)
            case .names(let elements):
                guard let listed = this.contentViews(elements, of: viewID, key: key, reader: reader) else { return }
                change = .scroll(key, .answer(.listed(listed)))
            }
            this.addControl(.set(viewID, key: keyText, change), time: time, line: line)
        }
    }

    /// V18 in a `set` line: the listed views are in the scroll view's subtree, each once.
    private mutating func contentViews(_ elements: [Int], of scrollView: ViewID, key: ScrollKey, reader: ValueReader) -> [ViewID]? {
        let byName = viewsByName ?? SceneBuilder.viewsByName(views)
        viewsByName = byName
        var listed: [ViewID] = []
        for element in elements {
            let name = reader.tree.text(element)
            let target = byName[name]
            let problem =
                key.isListKey
                ? SceneBuilder.cellProblem(name, target, of: scrollView, listed: listed, key: key, views: views)
                : SceneBuilder.contentViewProblem(name, target, of: scrollView, listed: listed, key: key, views: views)
            if let (id, message) = problem {
                diagnostics.add(id, message, at: reader.tree.position(element), end: reader.tree.endOffset(element))
                return nil
            }
            if let target { listed.append(target) }
        }
        return listed
    }

    /// Parses the value of a `set` line after `keyToken` and calls `body` with it; reports a
    /// missing value. Diagnostics `body` adds are mapped back to the file with the value's own.
    mutating func withSetValue(
        _ line: Line, keyToken: Token, expectation: String, _ body: (inout ScriptReader, ValueReader, Int) -> Void
    ) {
        var valueStart = keyToken.end
        while valueStart < line.end && ByteText.isBlank(line.bytes[valueStart]) { valueStart += 1 }
        guard valueStart < line.end else {
            diagnostics.add(
                "missing-value", "'set' needs a value for '\(line.text(keyToken))': \(expectation)",
                at: line.position(keyToken.start), end: line.fileOffset(keyToken.end))
            return
        }
        // The value is parsed from a copy of the line alone (from its start, so that columns
        // count from it): in a quoted line, of its decoded text, whose diagnostics are moved
        // back to file offsets at the end (escapes shift them).
        let base = line.isQuoted ? 0 : line.lineStart
        let lineBytes = Array(line.bytes[base..<line.end])
        let valueShift = line.fileOffset(valueStart) - (valueStart - base)
        let checkpoint = diagnostics.total
        defer {
            if !line.escapes.isEmpty {
                diagnostics.remapOffsets(since: checkpoint) { line.fileOffset($0 - valueShift) }
            }
        }
        var parser = ValueParser(
            tree: SyntaxTree(bytes: lineBytes, shift: valueShift), diagnostics: diagnostics, allowComments: false)
        diagnostics = DiagnosticBag()
        let context = ValueParser.LineContext(
            line: line.number, fileLineStart: line.lineStart, bufferLineStart: line.lineStart - valueShift,
            end: line.end - base)
        let value = parser.parseValue(at: valueStart - base, context)
        diagnostics = parser.diagnostics
        let reader = ValueReader(tree: parser.tree)
        body(&self, reader, value)
    }

    /// `set NAME enabled yes|no` of a recognizer (Scenes/README.md, The script, V13).
    mutating func readSetRecognizer(_ line: Line, action: Token, recognizer: RecognizerID, keyToken: Token, time: Microseconds) {
        let key = line.text(keyToken)
        let isBuiltIn = recognizers.indices.contains(recognizer.index) && recognizers[recognizer.index].kind.isBuiltIn
        if let answer = GestureKey(rawValue: key), GestureKey.delegateAnswers.contains(answer),
            recognizers.indices.contains(recognizer.index), !isBuiltIn
        {
            readSetAnswer(line, recognizer: recognizer, key: answer, keyToken: keyToken, time: time)
            return
        }
        if key == GestureKey.endsEditing.name {
            readSetEndsEditing(line, action: action, recognizer: recognizer, keyToken: keyToken, time: time)
            return
        }
        guard key == GestureKey.enabled.name else {
            // V13 as V66 amends it; a scroll view's built-ins take `enabled` only (V20, GD5).
            let message =
                isBuiltIn
                ? "'\(key)' cannot be changed by 'set' on a scroll view's built-in recognizer; only 'enabled' can"
                : "'\(key)' cannot be changed by 'set' on a recognizer; only 'enabled', the delegate's answers "
                    + "(\(GestureKey.delegateAnswers.map(\.name).joined(separator: ", "))) and 'ends-editing' can"
            diagnostics.add("not-settable", message, at: line.position(keyToken.start), end: line.fileOffset(keyToken.end))
            return
        }
        guard let valueToken = line.next(after: keyToken.end) else {
            diagnostics.add(
                "missing-value", "'set' needs a value for 'enabled': yes or no", at: line.position(keyToken.start),
                end: line.fileOffset(keyToken.end))
            return
        }
        let enabled: Bool
        if line.is(valueToken, "yes") || line.is(valueToken, "true") {
            enabled = true
        } else if line.is(valueToken, "no") || line.is(valueToken, "false") {
            enabled = false
        } else {
            diagnostics.add(
                "wrong-type", "'enabled' must be yes or no, found '\(line.text(valueToken))'",
                at: line.position(valueToken.start), end: line.fileOffset(valueToken.end))
            return
        }
        guard expectNoMore(line, after: valueToken.end, action: action, usage: "set NAME enabled yes|no") else { return }
        addControl(.setRecognizerEnabled(recognizer, enabled), time: time, line: line)
    }

    /// `set NAME ends-editing yes|no` (TI3): declared recognizers only; the built-ins take
    /// `enabled` alone (TI3).
    private mutating func readSetEndsEditing(_ line: Line, action: Token, recognizer: RecognizerID, keyToken: Token, time: Microseconds) {
        let key = GestureKey.endsEditing.name
        // A declared name never has a dot; `X.pan` and `X.delay` always do.
        let isBuiltIn = line.next(after: action.end).map { BuiltInRecognizer.split(line.text($0)) != nil } ?? false
        guard !isBuiltIn else {
            diagnostics.add(
                "not-settable", "'\(key)' cannot be changed by 'set' on a scroll view's built-in recognizer; only 'enabled' can",
                at: line.position(keyToken.start), end: line.fileOffset(keyToken.end))
            return
        }
        guard let valueToken = line.next(after: keyToken.end) else {
            diagnostics.add(
                "missing-value", "'set' needs a value for '\(key)': yes or no", at: line.position(keyToken.start),
                end: line.fileOffset(keyToken.end))
            return
        }
        let on: Bool
        if line.is(valueToken, "yes") || line.is(valueToken, "true") {
            on = true
        } else if line.is(valueToken, "no") || line.is(valueToken, "false") {
            on = false
        } else {
            diagnostics.add(
                "wrong-type", "'\(key)' must be yes or no, found '\(line.text(valueToken))'",
                at: line.position(valueToken.start), end: line.fileOffset(valueToken.end))
            return
        }
        guard expectNoMore(line, after: valueToken.end, action: action, usage: "set NAME ends-editing yes|no") else { return }
        addControl(.setRecognizerEndsEditing(recognizer, on), time: time, line: line)
    }
}
