/// The engine's part for everything the responder chain carries besides touches: the first
/// responders and the key window (RF), presses bound to their responder (RK2) and the shake in
/// progress (RM1, RM3). A scene that never uses them pays one empty dictionary.
struct ChainState {
    /// A press that is down, bound at its began to the start of that moment (RK2).
    struct BoundPress {
        var kind: String
        var responder: Responder
        /// Cancelled by `cancel` (RK9): its later lines are ignored.
        var cancelled = false
    }

    /// By window index: its first responder (RF3).
    var firstResponders: [Int: Responder] = [:]
    /// The key window (RF8).
    var keyWindow: ViewID?
    /// Presses down, in the order of their began lines.
    var presses: [BoundPress] = []
    /// Whether a shake is in progress, whether `cancel` or a removal cancelled it, and who
    /// handled its `motionBegan` (RM3).
    var shakeInProgress = false
    var shakeCancelled = false
    var shakeHandler: Responder?

    init(_ scene: Scene) {
        keyWindow = scene.keyWindow ?? scene.windows.first
    }

    /// The standard edit actions the menu validates (RE1).
    static let editActions = ["cut", "copy", "paste", "select", "selectAll", "delete"]
}

extension ChainStep {
    /// The step's kind in traces.
    var kind: StepKind {
        switch self {
        case .become: .become
        case .resign: .resign
        case .makeKey: .makeKey
        case .sendAction: .action
        case .key: .key
        case .press: .press
        case .shake: .shake
        case .remote: .remote
        case .menu: .menu
        }
    }
}

extension Simulator {
    /// Plays one script line of the chain beyond touches into the step begun for it.
    @inline(never)
    mutating func perform(_ step: ChainStep) {
        switch step {
        case .become(let responder): become(responder)
        case .resign(let responder): resign(responder)
        case .makeKey(let window): makeKey(window)
        case .sendAction(let action, let sender, let target): send(action, from: sender, to: target)
        case .key(let spec): keystroke(spec)
        case .press(let kind, let phase): press(kind, phase)
        case .shake(let phase): shake(phase)
        case .remote(let subtype): remote(subtype)
        case .menu(let actions): menu(actions)
        }
    }

    // MARK: Reading the chain

    /// What a responder declares now (a view's traits follow `set`; the others never change).
    func traits(of responder: Responder) -> ResponderTraits {
        switch responder {
        case .view(let id): views[id.index].traits
        case .controller(let id): scene.controllers[id.index].traits
        case .application: scene.application.traits
        case .delegate: scene.delegate?.traits ?? ResponderTraits()
        }
    }

    /// Whether the responder is its window's first responder (RF3).
    func isFirstResponder(_ responder: Responder) -> Bool {
        guard let window = routing.window(of: responder) else { return false }
        return chain.firstResponders[window.index] == responder
    }

    /// RF9's start: the key window's first responder, or the key window itself.
    func chainStart() -> (responder: Responder, start: SearchStart)? {
        guard let window = chain.keyWindow else { return nil }
        if let first = chain.firstResponders[window.index] { return (first, .firstResponder) }
        return (.view(window), .keyWindow)
    }

    /// RA2's search for `action` from `start`: each responder's answer, up to the target.
    func search(_ action: String, from start: Responder) -> (target: Responder?, asks: [(responder: Responder, answer: AskAnswer)]) {
        var asks: [(responder: Responder, answer: AskAnswer)] = []
        var responder: Responder? = start
        while let current = responder {
            let traits = traits(of: current)
            let answer: AskAnswer =
                !traits.actions.contains(action) ? .no : traits.cannotPerform.contains(action) ? .refused : .yes
            asks.append((current, answer))
            if answer == .yes { return (current, asks) }
            responder = routing.nextResponder(after: current)
        }
        return (nil, asks)
    }

    // MARK: Messages through the chain

    /// One call of a press, motion or remote-control message from `start` up the chain (RC4):
    /// a phase in `handles-X` stops it, any other is forwarded; a text input that is its
    /// window's first responder types a keystroke without ctrl and cmd (RK8). Returns the
    /// responder that handled it, if any.
    @discardableResult
    mutating func deliverMessage(_ message: ChainMessage, item: String, from start: Responder, typedKey: Bool = false) -> Responder? {
        let call = record.calls.count
        if record.parts.contains(.deliveries) {
            let itemIndex = record.addCallItem(item)
            record.calls.append(CallRecord(phase: .began, touches: 0..<0, message: message, item: itemIndex))
        }
        var responder = start
        while true {
            let traits = traits(of: responder)
            var handled: Bool
            switch message {
            case .press(let phase):
                handled = traits.presses.handles(phase.rawValue)
                if !handled && typedKey && (phase == .began || phase == .ended) && traits.isTextInput
                    && isFirstResponder(responder)
                {
                    handled = true
                }
            case .motion(let phase): handled = traits.motion.handles(phase.rawValue)
            case .remote: handled = traits.handlesRemote
            }
            let next = handled ? nil : routing.nextResponder(after: responder)
            record.addDelivery(
                responder: responder, call: call, result: handled ? .handled : next == nil ? .unhandled : .forwarded,
                locations: 0..<0)
            summary.deliveries += 1
            if handled { return responder }
            guard let next else {
                summary.unhandled += 1
                return nil
            }
            responder = next
        }
    }

    // MARK: First responder

    private mutating func addFirstResponderLine(
        _ line: FirstResponderRecord.Line, _ responder: Responder, window: ViewID?, _ result: FirstResponderResult,
        reason: String? = nil, other: Responder? = nil, rule: RuleID
    ) {
        record.addFirstResponder(
            FirstResponderRecord(line: line, responder: responder, window: window, result: result, reason: reason, other: other, rule: rule)
        )
    }

    /// `become N` (RF4; RF10 for a tapped text field).
    mutating func become(_ responder: Responder, rule: RuleID = .rf4) {
        let window = routing.window(of: responder)
        guard let window else {
            addFirstResponderLine(.become, responder, window: nil, .refused, reason: "not-in-window", rule: rule)
            return
        }
        let current = chain.firstResponders[window.index]
        if current == responder {
            addFirstResponderLine(.become, responder, window: window, .already, rule: rule)
            return
        }
        guard traits(of: responder).canBecomeFirstResponder else {
            addFirstResponderLine(.become, responder, window: window, .refused, reason: "cannot-become", rule: .rf1)
            return
        }
        if let current {
            guard traits(of: current).canResignFirstResponder else {
                addFirstResponderLine(.become, responder, window: window, .refused, reason: "cannot-resign", other: current, rule: .rf4)
                return
            }
            addFirstResponderLine(.resign, current, window: window, .done, rule: .rf4)
        }
        chain.firstResponders[window.index] = responder
        addFirstResponderLine(.become, responder, window: window, .done, rule: rule)
    }

    /// `resign N` (RF5).
    mutating func resign(_ responder: Responder) {
        guard let window = routing.window(of: responder), chain.firstResponders[window.index] == responder else {
            addFirstResponderLine(
                .resign, responder, window: routing.window(of: responder), .refused, reason: "not-first-responder", rule: .rf5)
            return
        }
        guard traits(of: responder).canResignFirstResponder else {
            addFirstResponderLine(.resign, responder, window: window, .refused, reason: "cannot-resign", rule: .rf5)
            return
        }
        chain.firstResponders[window.index] = nil
        addFirstResponderLine(.resign, responder, window: window, .done, rule: .rf5)
    }

    /// `make-key W` (RF8).
    mutating func makeKey(_ window: ViewID) {
        chain.keyWindow = window
        addFirstResponderLine(.keyWindow, .view(window), window: window, .done, rule: .rf8)
    }

    // MARK: Actions

    /// A send of `action` from `sender` to `target` (RA3, RA4): the `send` line, then the
    /// target's `perform`, or a search from the start of the send.
    mutating func send(_ action: String, from sender: Responder?, to target: Responder?) {
        if let target {
            record.addAction(
                ActionRecord(line: .send, action: action, sender: sender, target: target, rules: RuleCitation(.ra4, .ra3)))
            record.addAction(ActionRecord(line: .perform, action: action, responder: target, rules: RuleCitation(.ra9, .ra3)))
            return
        }
        let start: (responder: Responder, start: SearchStart)?
        if let window = chain.keyWindow, let first = chain.firstResponders[window.index] {
            start = (first, .firstResponder)
        } else if let sender {
            start = (sender, .sender)
        } else {
            start = chain.keyWindow.map { (.view($0), .keyWindow) }
        }
        record.addAction(
            ActionRecord(
                line: .send, action: action, sender: sender, target: nil, start: start?.start, startResponder: start?.responder,
                rules: RuleCitation(.ra4, .ra3)))
        performSearch(action, from: start?.responder)
    }

    /// The `ask` lines of a search, then `perform` or `no-target` (RA2, RA4). True when a
    /// target performed the action.
    @discardableResult
    private mutating func performSearch(_ action: String, from start: Responder?) -> Bool {
        let found = start.map { search(action, from: $0) } ?? (target: nil, asks: [])
        for ask in found.asks {
            record.addAction(
                ActionRecord(line: .ask, action: action, responder: ask.responder, answer: ask.answer, rules: RuleCitation(.ra2, .ra1)))
        }
        if let target = found.target {
            record.addAction(ActionRecord(line: .perform, action: action, responder: target, rules: RuleCitation(.ra2, .ra4)))
            return true
        }
        record.addAction(ActionRecord(line: .noTarget, action: action, rules: RuleCitation(.ra4, .ra2)))
        return false
    }

    /// After a control line: its sends for that event (RA5), then RF10 for a text field that
    /// a touch ended inside.
    mutating func afterControlEvent(_ event: ControlRecord) {
        let isTextField = views[event.control.index].viewClass == .uiTextField
        guard isTextField || !views[event.control.index].traits.sends.isEmpty else { return }
        for pair in views[event.control.index].traits.sends where pair.event == event.event {
            send(pair.action, from: .view(event.control), to: pair.target)
        }
        if event.event == .touchUpInside && isTextField && !isFirstResponder(.view(event.control)) {
            become(.view(event.control), rule: .rf10)
        }
    }

    // MARK: Keys, presses, motion, remote control, the edit menu

    /// `key SPEC` (RK4–RK8).
    mutating func keystroke(_ spec: String) {
        guard let (start, startKind) = chainStart() else { return }
        var winner: (command: KeyCommand, declarer: Responder)?
        var responder: Responder? = start
        while let current = responder {
            if let command = traits(of: current).keyCommands.first(where: { $0.key == spec }) { winner = (command, current) }
            responder = routing.nextResponder(after: current)
        }
        let typed = !KeySpec.hasCommandModifier(spec)
        let textFirst = traits(of: start).isTextInput && typed && !(winner?.command.priority ?? false)
        if !textFirst, let winner {
            record.addAction(
                ActionRecord(
                    line: .command, action: winner.command.action, responder: winner.declarer, start: startKind,
                    startResponder: start, key: spec, rules: RuleCitation(.rk6, .rk5)))
            if performSearch(winner.command.action, from: start) { return }
        }
        deliverMessage(.press(.began), item: spec, from: start, typedKey: typed)
        deliverMessage(.press(.ended), item: spec, from: start, typedKey: typed)
    }

    /// `press KIND PHASE` (RK1–RK3, RK9).
    mutating func press(_ kind: String, _ phase: PressPhase) {
        if phase == .began {
            guard let (start, _) = chainStart() else { return }
            chain.presses.append(ChainState.BoundPress(kind: kind, responder: start))
            deliverMessage(.press(.began), item: kind, from: start)
            return
        }
        guard let index = chain.presses.firstIndex(where: { $0.kind == kind }) else { return }
        let bound = chain.presses[index]
        if phase == .ended || phase == .cancelled { chain.presses.remove(at: index) }
        guard !bound.cancelled else { return }
        deliverMessage(.press(phase), item: kind, from: bound.responder)
    }

    /// `shake` or `shake PHASE` (RM1–RM3).
    mutating func shake(_ phase: MotionPhase?) {
        guard let phase else {
            shake(.began)
            shake(.ended)
            return
        }
        if phase == .began {
            chain.shakeInProgress = true
            chain.shakeCancelled = false
            chain.shakeHandler = chainStart().flatMap { deliverMessage(.motion(.began), item: "shake", from: $0.responder) }
            return
        }
        let wasCancelled = chain.shakeCancelled
        chain.shakeInProgress = false
        chain.shakeCancelled = false
        chain.shakeHandler = nil
        guard !wasCancelled, let (start, _) = chainStart() else { return }
        deliverMessage(.motion(phase), item: "shake", from: start)
    }

    /// `remote SUBTYPE` (RM4).
    mutating func remote(_ subtype: String) {
        guard scene.application.receivesRemoteControl else {
            record.addIgnored(IgnoredRecord(item: subtype))
            return
        }
        guard let (start, _) = chainStart() else { return }
        deliverMessage(.remote, item: subtype, from: start)
    }

    /// `menu [ACTION …]` (RE1, RE2).
    mutating func menu(_ actions: [String]) {
        guard let window = chain.keyWindow, let first = chain.firstResponders[window.index] else {
            record.addMenu(MenuRecord(reason: "no-first-responder", asks: []))
            return
        }
        var shown = false
        for action in actions.isEmpty ? ChainState.editActions : actions {
            let found = search(action, from: first)
            guard let target = found.target else { continue }
            record.addMenu(MenuRecord(action: action, target: target, asks: found.asks))
            shown = true
        }
        if !shown { record.addMenu(MenuRecord(reason: "no-items", asks: [])) }
    }

    // MARK: With removal and cancel

    /// After a `remove` step's touch lines: a removed first responder resigns (RF6), then a
    /// shake whose handler left is cancelled (RM3).
    mutating func chainAfterRemoval(of removed: ViewID) {
        func isRemoved(_ responder: Responder) -> Bool {
            switch responder {
            case .view(let id): routing.isInside(id.index, removed.index)
            case .controller(let id): routing.isInside(routing.controllerViews[id.index].index, removed.index)
            case .application, .delegate: false
            }
        }
        if !chain.firstResponders.isEmpty {
            for window in chain.firstResponders.keys.sorted() {
                guard let first = chain.firstResponders[window], isRemoved(first) else { continue }
                chain.firstResponders[window] = nil
                addFirstResponderLine(.resign, first, window: ViewID(window), .removed, rule: .rf6)
            }
        }
        if chain.shakeInProgress, !chain.shakeCancelled, let handler = chain.shakeHandler, isRemoved(handler) {
            chain.shakeCancelled = true
            deliverMessage(.motion(.cancelled), item: "shake", from: handler)
        }
    }

    /// After a `cancel` step's touch lines: every press down and not cancelled (RK9), then a
    /// shake in progress (RM3).
    mutating func chainAfterCancel() {
        for index in chain.presses.indices where !chain.presses[index].cancelled {
            chain.presses[index].cancelled = true
            deliverMessage(.press(.cancelled), item: chain.presses[index].kind, from: chain.presses[index].responder)
        }
        if chain.shakeInProgress && !chain.shakeCancelled {
            chain.shakeCancelled = true
            if let (start, _) = chainStart() { deliverMessage(.motion(.cancelled), item: "shake", from: start) }
        }
    }
}
