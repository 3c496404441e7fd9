// `become`, `resign`, `make-key`, `action`, `key`, `press`, `shake`, `remote` and `menu`
// lines (Scenes/README.md, First responder and actions): V44, V48–V51.
extension ScriptReader {
    /// What the chain's script lines check names against: every responder by name, and what
    /// each implements.
    struct ChainNames: Sendable {
        var responders: [String: Responder] = [:]
        var actions: [Responder: [String]] = [:]
        /// Window names, for `make-key`.
        var windows: [String: ViewID] = [:]
        /// Every responder's name, for suggestions.
        var names: [String] = []

        init() {}

        init(_ scene: Scene) {
            for (name, responder) in scene.responderList {
                responders[name] = responder
                names.append(name)
                let declared = scene.traits(of: responder).actions
                if !declared.isEmpty { actions[responder] = declared }
                if case .view(let id) = responder, scene.views[id.index].isWindow { windows[name] = id }
            }
        }
    }

    /// Remote-control subtypes (RM4).
    package static let remoteSubtypes = [
        "play", "pause", "stop", "toggle-play-pause", "next-track", "previous-track", "begin-seeking-backward",
        "end-seeking-backward", "begin-seeking-forward", "end-seeking-forward",
    ]
    /// Press kinds (RK3).
    package static let pressKinds = [
        "select", "menu", "play-pause", "up-arrow", "down-arrow", "left-arrow", "right-arrow", "page-up", "page-down",
    ]

    /// The responder named by `token`, or nil after reporting it (V48, V49).
    mutating func responder(_ line: Line, _ token: Token) -> Responder? {
        let name = line.text(token)
        if let responder = chainNames.responders[name] { return responder }
        let message =
            recognizer(line, token) != nil
            ? "'\(name)' is a gesture recognizer, not a responder" : "unknown responder '\(name)'"
        diagnostics.add(
            "unknown-responder", message, at: line.position(token.start), end: line.fileOffset(token.end),
            hint: diagnostics.wantsSuggestions && recognizer(line, token) == nil
                ? Suggestions.hint(for: name, in: chainNames.names) : nil)
        return nil
    }

    /// `become NAME`, `resign NAME` (V48).
    mutating func readFirstResponderLine(_ line: Line, verb: ScriptVerb, action: Token, time: Microseconds) {
        let usage = "\(verb.rawValue) NAME"
        guard let nameToken = line.next(after: action.end) else {
            badArguments(line, action, "'\(verb.rawValue)' needs a responder; it reads '\(usage)'")
            return
        }
        guard let responder = responder(line, nameToken) else { return }
        guard expectNoMore(line, after: nameToken.end, action: action, usage: usage) else { return }
        addControl(.chain(verb == .become ? .become(responder) : .resign(responder)), time: time, line: line)
    }

    /// `make-key WINDOW` (V48).
    mutating func readMakeKey(_ line: Line, action: Token, time: Microseconds) {
        guard let nameToken = line.next(after: action.end) else {
            badArguments(line, action, "'make-key' needs a window; it reads 'make-key WINDOW'")
            return
        }
        let name = line.text(nameToken)
        guard let window = chainNames.windows[name] else {
            diagnostics.add(
                "not-a-window",
                chainNames.responders[name] != nil ? "'\(name)' is not a window; 'make-key' takes a window" : "unknown window '\(name)'",
                at: line.position(nameToken.start), end: line.fileOffset(nameToken.end),
                hint: diagnostics.wantsSuggestions ? Suggestions.hint(for: name, in: chainNames.windows.keys.sorted()) : nil)
            return
        }
        guard expectNoMore(line, after: nameToken.end, action: action, usage: "make-key WINDOW") else { return }
        addControl(.chain(.makeKey(window)), time: time, line: line)
    }

    /// Reports a bad action name at `token`; true when it is one.
    mutating func checkActionName(_ line: Line, _ token: Token) -> Bool {
        guard ActionName.isValid(line.text(token)) else {
            diagnostics.add(
                "bad-action", "'\(line.text(token))' is not an action name (letters, digits and '_', not 'none')",
                at: line.position(token.start), end: line.fileOffset(token.end))
            return false
        }
        return true
    }

    /// `action ACTION [from NAME] [to NAME]` (V49).
    mutating func readAction(_ line: Line, action: Token, time: Microseconds) {
        let usage = "action ACTION [from NAME] [to NAME]"
        guard let actionToken = line.next(after: action.end) else {
            badArguments(line, action, "'action' needs an action name; it reads '\(usage)'")
            return
        }
        guard checkActionName(line, actionToken) else { return }
        var sender: Responder?
        var target: Responder?
        var seenFrom = false
        var seenTo = false
        var offset = actionToken.end
        while let word = line.next(after: offset) {
            let isFrom = line.is(word, "from")
            guard isFrom || line.is(word, "to"), !(isFrom && (seenFrom || seenTo)), !(!isFrom && seenTo) else {
                let text = line.text(word)
                let message =
                    text == "from" && seenTo
                    ? "'from' comes before 'to'; it reads '\(usage)'"
                    : text == "from" || text == "to"
                        ? "'\(text)' is written twice; it reads '\(usage)'"
                        : "unexpected '\(text)'; it reads '\(usage)'"
                diagnostics.add(
                    "bad-arguments", message, at: line.position(word.start), end: line.fileOffset(word.end))
                return
            }
            guard let nameToken = line.next(after: word.end) else {
                diagnostics.add(
                    "bad-arguments", "'\(line.text(word))' needs a responder's name", at: line.position(word.start),
                    end: line.fileOffset(word.end))
                return
            }
            guard let named = responder(line, nameToken) else { return }
            if isFrom {
                seenFrom = true
                sender = named
            } else {
                seenTo = true
                let name = line.text(actionToken)
                guard chainNames.actions[named]?.contains(name) == true else {
                    diagnostics.add(
                        "target-lacks-action", "'\(line.text(nameToken))' does not list '\(name)' in its 'actions'",
                        at: line.position(nameToken.start), end: line.fileOffset(nameToken.end))
                    return
                }
                target = named
            }
            offset = nameToken.end
        }
        addControl(.chain(.sendAction(line.text(actionToken), from: sender, to: target)), time: time, line: line)
    }

    /// `key SPEC` (V44).
    mutating func readKey(_ line: Line, action: Token, time: Microseconds) {
        guard let specToken = line.next(after: action.end) else {
            badArguments(line, action, "'key' needs a key spec such as cmd+s; it reads 'key SPEC'")
            return
        }
        let spec = line.text(specToken)
        guard KeySpec.isValid(spec) else {
            let reason =
                KeySpec.hasCapital(spec)
                ? "a letter is written in lowercase, with shift for a capital (such as shift+cmd+s)"
                : "modifiers ctrl, alt, shift, cmd in that order, then a letter, a digit "
                    + "or up, down, left, right, escape, return, tab, delete, space (such as cmd+s)"
            diagnostics.add(
                "bad-key-spec", "'\(spec)' is not a key spec: \(reason)", at: line.position(specToken.start),
                end: line.fileOffset(specToken.end), hint: KeySpec.suggestion(for: spec).map { "did you mean '\($0)'?" })
            return
        }
        guard expectNoMore(line, after: specToken.end, action: action, usage: "key SPEC") else { return }
        addControl(.chain(.key(spec)), time: time, line: line)
    }

    /// `press KIND PHASE` (V50).
    mutating func readPress(_ line: Line, action: Token, time: Microseconds) {
        let usage = "press KIND PHASE"
        guard let kindToken = line.next(after: action.end) else {
            badArguments(line, action, "'press' needs a kind and a phase; it reads '\(usage)'")
            return
        }
        let kind = line.text(kindToken)
        func fail(_ message: String, hint: String? = nil) {
            diagnostics.add(
                "bad-press", message, at: line.position(kindToken.start), end: line.fileOffset(kindToken.end), hint: hint)
        }
        guard Self.pressKinds.contains(kind) else {
            fail(
                "unknown press kind '\(kind)'; kinds are \(Self.pressKinds.joined(separator: ", "))",
                hint: diagnostics.wantsSuggestions ? Suggestions.hint(for: kind, in: Self.pressKinds) : nil)
            return
        }
        guard let phaseToken = line.next(after: kindToken.end) else {
            fail("'press \(kind)' needs a phase: began, changed, ended or cancelled")
            return
        }
        guard let phase = PressPhase(name: line.text(phaseToken)) else {
            let names = PressPhase.allCases.map(\.name)
            diagnostics.add(
                "bad-press", "unknown press phase '\(line.text(phaseToken))'; the phases are began, changed, ended, cancelled",
                at: line.position(phaseToken.start), end: line.fileOffset(phaseToken.end),
                hint: diagnostics.wantsSuggestions ? Suggestions.hint(for: line.text(phaseToken), in: names) : nil)
            return
        }
        let isDown = pressesDown.contains(kind)
        if phase == .began && isDown {
            fail("a '\(kind)' press is already down; it ends with 'ended' or 'cancelled' before it begins again")
            return
        }
        if phase != .began && !isDown {
            fail("no '\(kind)' press is down; write 'press \(kind) began' first")
            return
        }
        guard expectNoMore(line, after: phaseToken.end, action: action, usage: usage) else { return }
        switch phase {
        case .began: pressesDown.insert(kind)
        case .ended, .cancelled: pressesDown.remove(kind)
        case .changed: break
        }
        addControl(.chain(.press(kind, phase)), time: time, line: line)
    }

    /// `shake`, `shake began|ended|cancelled` (V51).
    mutating func readShake(_ line: Line, action: Token, time: Microseconds) {
        var phase: MotionPhase?
        var end = action.end
        if let word = line.next(after: action.end) {
            guard let named = MotionPhase(name: line.text(word)) else {
                diagnostics.add(
                    "bad-shake", "'shake' takes nothing, or began, ended or cancelled; found '\(line.text(word))'",
                    at: line.position(action.start), end: line.fileOffset(action.end))
                return
            }
            phase = named
            end = word.end
        }
        let starts = phase == nil || phase == .began
        if starts && shakeInProgress {
            diagnostics.add(
                "bad-shake", "a shake is in progress; it ends with 'shake ended' or 'shake cancelled' first",
                at: line.position(action.start), end: line.fileOffset(action.end))
            return
        }
        if !starts && !shakeInProgress {
            diagnostics.add(
                "bad-shake", "no shake is in progress; write 'shake began' first", at: line.position(action.start),
                end: line.fileOffset(action.end))
            return
        }
        guard expectNoMore(line, after: end, action: action, usage: "shake [began|ended|cancelled]") else { return }
        shakeInProgress = phase == .began
        addControl(.chain(.shake(phase)), time: time, line: line)
    }

    /// `remote SUBTYPE` (V51).
    mutating func readRemote(_ line: Line, action: Token, time: Microseconds) {
        guard let subtypeToken = line.next(after: action.end) else {
            badArguments(line, action, "'remote' needs a subtype such as play; it reads 'remote SUBTYPE'")
            return
        }
        let subtype = line.text(subtypeToken)
        guard Self.remoteSubtypes.contains(subtype) else {
            diagnostics.add(
                "bad-remote", "unknown remote-control subtype '\(subtype)'; subtypes are \(Self.remoteSubtypes.joined(separator: ", "))",
                at: line.position(subtypeToken.start), end: line.fileOffset(subtypeToken.end),
                hint: diagnostics.wantsSuggestions ? Suggestions.hint(for: subtype, in: Self.remoteSubtypes) : nil)
            return
        }
        guard expectNoMore(line, after: subtypeToken.end, action: action, usage: "remote SUBTYPE") else { return }
        addControl(.chain(.remote(subtype)), time: time, line: line)
    }

    /// `menu [ACTION …]` (V51).
    mutating func readMenu(_ line: Line, action: Token, time: Microseconds) {
        var actions: [String] = []
        var offset = action.end
        while let token = line.next(after: offset) {
            guard checkActionName(line, token) else { return }
            let name = line.text(token)
            guard !actions.contains(name) else {
                diagnostics.add(
                    "repeated-action", "'\(name)' is listed twice in 'menu'", at: line.position(token.start),
                    end: line.fileOffset(token.end))
                return
            }
            actions.append(name)
            offset = token.end
        }
        addControl(.chain(.menu(actions)), time: time, line: line)
    }
}

extension ScriptReader {
    /// `set VIEW KEY VALUE` for a key of the responder chain's chapter (V52, with V40, V41, V45).
    mutating func readSetChain(_ line: Line, action: Token, view viewID: ViewID?, key: ChainKey, keyToken: Token, time: Microseconds) {
        guard key.isSettable else {
            diagnostics.add(
                "not-settable", "'\(key.name)' cannot be changed by 'set'", at: line.position(keyToken.start),
                end: line.fileOffset(keyToken.end))
            return
        }
        if key == .textInput, let viewID, views[viewID.index].isWindow {
            diagnostics.add(
                "misplaced-key", "'text-input' is only for views, not windows", at: line.position(keyToken.start),
                end: line.fileOffset(keyToken.end))
            return
        }
        withSetValue(line, keyToken: keyToken, expectation: key.expectation) { this, reader, value in
            guard let viewID else { return }
            var traits = this.traits[viewID.index]
            switch key {
            case .canBecomeFirstResponder, .canResignFirstResponder, .textInput, .handlesRemote:
                guard let flag = reader.bool(value, key: key.name, &this.diagnostics) else { return }
                traits.set(key, flag)
            case .cannotPerform:
                guard let names = reader.actionNames(value, key: key.name, &this.diagnostics) else { return }
                for (name, node) in names where !traits.actions.contains(name) {
                    this.diagnostics.add(
                        "cannot-perform-not-an-action",
                        "'\(name)' is in 'cannot-perform', but '\(this.views[viewID.index].name)' does not list it in 'actions'",
                        at: reader.tree.position(node), end: reader.tree.endOffset(node))
                    return
                }
                traits.cannotPerform = names.map(\.name)
            case .handlesPresses, .passesOnPresses, .handlesMotion, .passesOnMotion:
                guard let bits = reader.messagePhases(value, for: key, &this.diagnostics) else { return }
                var changed = traits
                changed.set(key, phases: bits)
                let handling = changed.handling(for: key)
                let common = handling.handles & handling.passesOn
                guard common == 0 else {
                    this.diagnostics.add(
                        "phase-in-both", SceneBuilder.phaseInBothMessage(common, key), at: reader.tree.position(value),
                        end: reader.tree.endOffset(value))
                    return
                }
                traits = changed
            case .actions, .keyCommands, .sends, .presentedBy:
                return
            }
            this.traits[viewID.index] = traits
            this.addControl(
                .set(viewID, key: key.name, .traits(traits, reader.tree.sourceText(value))), time: time, line: line)
        }
    }
}
