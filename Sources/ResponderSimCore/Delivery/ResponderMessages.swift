/// What the chain's rules read of the tree as it is now: windows, next responders (C1 with
/// RC1) and what each responder declares (a view's traits follow `set`).
struct ChainTree {
    let routing: RoutingTable
    let views: [View]
    let scene: Scene

    /// What a responder declares now.
    func traits(of responder: Responder) -> ResponderTraits {
        if case .view(let id) = responder { return views[id.index].traits }
        return scene.traits(of: responder)
    }

    /// The responder's window now (none once removed; none for the application and delegate).
    func window(of responder: Responder) -> ViewID? { routing.window(of: responder) }

    /// RA2's search for `action` from `start`: each responder's answer, up to the target.
    func search(_ action: String, from start: Responder) -> (target: Responder?, asks: [(responder: Responder, answer: AskAnswer)]) {
        var asks: [(responder: Responder, answer: AskAnswer)] = []
        for responder in routing.chain(from: start) {
            let traits = traits(of: responder)
            let answer: AskAnswer =
                !traits.actions.contains(action) ? .no : traits.cannotPerform.contains(action) ? .refused : .yes
            asks.append((responder, answer))
            if answer == .yes { return (responder, asks) }
        }
        return (nil, asks)
    }

    /// RK5: the matching key command of the responder farthest up the chain from `start`.
    func winningCommand(_ spec: String, from start: Responder) -> (command: KeyCommand, declarer: Responder)? {
        var winner: (command: KeyCommand, declarer: Responder)?
        for responder in routing.chain(from: start) {
            if let command = traits(of: responder).keyCommands.first(where: { $0.key == spec }) { winner = (command, responder) }
        }
        return winner
    }
}

/// The engine's part for everything the responder chain carries besides touches: it owns the
/// first responders and the key window (RF), the presses bound to their responder (RK2) and
/// the shake in progress (RM1, RM3), and decides their rules from a ``ChainTree``, returning
/// the lines to record; the simulator records them and delivers the calls. A scene that never
/// uses them pays one empty dictionary.
package struct ChainState {
    /// A press that is down, bound at its began to the start of that moment (RK2).
    struct BoundPress {
        var kind: String
        var responder: Responder
        /// Cancelled by `cancel` (RK9): its later lines are ignored.
        var cancelled = false
    }

    /// By window index: its first responder (RF3).
    private(set) var firstResponders: [Int: Responder] = [:]
    /// The key window (RF8).
    private(set) var keyWindow: ViewID?
    /// Presses down, in the order of their began lines.
    private(set) var presses: [BoundPress] = []
    /// Whether a shake is in progress, whether `cancel` or a removal cancelled it, and who
    /// handled its `motionBegan` (RM3).
    private(set) var shakeInProgress = false
    private(set) var shakeCancelled = false
    var shakeHandler: Responder?

    init(_ scene: Scene) {
        keyWindow = scene.keyWindow ?? scene.windows.first
    }

    /// The standard edit actions the menu validates (RE1).
    package static let editActions = ["cut", "copy", "paste", "select", "selectAll", "delete"]

    // MARK: The first responder (RF)

    /// Whether the responder is its window's first responder (RF3).
    func isFirstResponder(_ responder: Responder, _ tree: ChainTree) -> Bool {
        guard let window = tree.window(of: responder) else { return false }
        return firstResponders[window.index] == responder
    }

    /// The window's first responder (RF3).
    func firstResponder(of window: ViewID) -> Responder? { firstResponders[window.index] }

    /// Whether a removal can end anything here: a first responder or a shake in progress.
    var hasFirstResponderOrShake: Bool { !firstResponders.isEmpty || shakeInProgress }

    /// The key window's first responder (RF9, RA3a, RE1).
    var keyFirstResponder: Responder? { keyWindow.flatMap { firstResponders[$0.index] } }

    /// RF9's start: the key window's first responder, or the key window itself.
    var start: (responder: Responder, start: SearchStart)? {
        guard let window = keyWindow else { return nil }
        if let first = firstResponders[window.index] { return (first, .firstResponder) }
        return (.view(window), .keyWindow)
    }

    /// RA3's start of a nil-targeted send: the first responder, else the sender, else the key window.
    func sendStart(sender: Responder?) -> (responder: Responder, start: SearchStart)? {
        if let first = keyFirstResponder { return (first, .firstResponder) }
        if let sender { return (sender, .sender) }
        return keyWindow.map { (.view($0), .keyWindow) }
    }

    private static func line(
        _ line: FirstResponderRecord.Line, _ responder: Responder, window: ViewID?, _ result: FirstResponderResult,
        reason: FirstResponderRecord.Refusal? = nil, other: Responder? = nil, rule: RuleID
    ) -> FirstResponderRecord {
        FirstResponderRecord(
            line: line, responder: responder, window: window, result: result, reason: reason?.rawValue, other: other, rule: rule)
    }

    /// `become N` (RF4; RF10 for a tapped text field): its lines, the old one's `resign` first.
    mutating func become(_ responder: Responder, rule: RuleID = .rf4, _ tree: ChainTree) -> [FirstResponderRecord] {
        guard let window = tree.window(of: responder) else {
            return [Self.line(.become, responder, window: nil, .refused, reason: .notInWindow, rule: rule)]
        }
        let current = firstResponders[window.index]
        if current == responder { return [Self.line(.become, responder, window: window, .already, rule: rule)] }
        guard tree.traits(of: responder).canBecomeFirstResponder else {
            return [Self.line(.become, responder, window: window, .refused, reason: .cannotBecome, rule: .rf1)]
        }
        var lines: [FirstResponderRecord] = []
        if let current {
            guard tree.traits(of: current).canResignFirstResponder else {
                return [Self.line(.become, responder, window: window, .refused, reason: .cannotResign, other: current, rule: .rf4)]
            }
            lines.append(Self.line(.resign, current, window: window, .done, rule: .rf4))
        }
        firstResponders[window.index] = responder
        lines.append(Self.line(.become, responder, window: window, .done, rule: rule))
        return lines
    }

    /// `resign N` (RF5).
    mutating func resign(_ responder: Responder, _ tree: ChainTree) -> FirstResponderRecord {
        let window = tree.window(of: responder)
        guard let window, firstResponders[window.index] == responder else {
            return Self.line(.resign, responder, window: window, .refused, reason: .notFirstResponder, rule: .rf5)
        }
        guard tree.traits(of: responder).canResignFirstResponder else {
            return Self.line(.resign, responder, window: window, .refused, reason: .cannotResign, rule: .rf5)
        }
        firstResponders[window.index] = nil
        return Self.line(.resign, responder, window: window, .done, rule: .rf5)
    }

    /// TI3: `endEditing(true)` on `view`: the first responder of its window resigns, never
    /// refused, when it is `view` or lies in its subtree (a view, or a controller whose root
    /// view does); nil otherwise.
    mutating func endEditing(in view: ViewID, by recognizer: RecognizerID, _ tree: ChainTree) -> FirstResponderRecord? {
        guard let window = tree.window(of: .view(view)), let first = firstResponders[window.index] else { return nil }
        let inside: Bool
        switch first {
        case .view(let id): inside = tree.routing.isInside(id.index, view.index)
        case .controller(let id): inside = tree.routing.isInside(tree.routing.controllerViews[id.index].index, view.index)
        case .application, .delegate: inside = false
        }
        guard inside else { return nil }
        firstResponders[window.index] = nil
        var line = Self.line(.resign, first, window: window, .done, rule: .ti3)
        line.cause = .endEditing(recognizer)
        return line
    }

    /// `make-key W` (RF8).
    mutating func makeKey(_ window: ViewID) -> FirstResponderRecord {
        keyWindow = window
        return Self.line(.keyWindow, .view(window), window: window, .done, rule: .rf8)
    }

    /// After a removal: the first responders it took out resign (RF6); returns their lines and
    /// the shake's handler when the removal took it out too (RM3: it gets `motionCancelled`).
    mutating func removed(_ isRemoved: (Responder) -> Bool) -> (lines: [FirstResponderRecord], cancelShakeAt: Responder?) {
        var lines: [FirstResponderRecord] = []
        for window in firstResponders.keys.sorted() {
            guard let first = firstResponders[window], isRemoved(first) else { continue }
            firstResponders[window] = nil
            lines.append(Self.line(.resign, first, window: ViewID(window), .removed, rule: .rf6))
        }
        guard shakeInProgress, !shakeCancelled, let handler = shakeHandler, isRemoved(handler) else { return (lines, nil) }
        shakeCancelled = true
        return (lines, handler)
    }

    // MARK: Presses and shakes (RK2, RK9, RM1–RM3)

    /// Binds a press that begins to the start of this moment (RK2); returns that responder.
    mutating func bindPress(_ kind: String) -> Responder? {
        guard let (responder, _) = start else { return nil }
        presses.append(BoundPress(kind: kind, responder: responder))
        return responder
    }

    /// Where a later phase of a press goes: its bound responder, or nil when it was cancelled
    /// (RK9) or is not down. `ended` and `cancelled` end it.
    mutating func pressCall(_ kind: String, _ phase: PressPhase) -> Responder? {
        guard let index = presses.firstIndex(where: { $0.kind == kind }) else { return nil }
        let bound = presses[index]
        if phase == .ended || phase == .cancelled { presses.remove(at: index) }
        return bound.cancelled ? nil : bound.responder
    }

    /// A shake begins: in progress, not cancelled, no handler yet.
    mutating func beginShake() {
        shakeInProgress = true
        shakeCancelled = false
        shakeHandler = nil
    }

    /// A shake ends or is cancelled by its own line; true when its call is to be delivered
    /// (RM3: not after a cancellation).
    mutating func endShake() -> Bool {
        let deliver = !shakeCancelled
        shakeInProgress = false
        shakeCancelled = false
        shakeHandler = nil
        return deliver
    }

    /// `cancel` (RK9, RM3): the presses to cancel, in began order, with their responders, and
    /// whether a shake in progress is cancelled too.
    mutating func cancelAll() -> (presses: [(kind: String, responder: Responder)], shake: Bool) {
        var cancelled: [(kind: String, responder: Responder)] = []
        for index in presses.indices where !presses[index].cancelled {
            presses[index].cancelled = true
            cancelled.append((presses[index].kind, presses[index].responder))
        }
        let shake = shakeInProgress && !shakeCancelled
        if shake { shakeCancelled = true }
        return (cancelled, shake)
    }
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

    /// The tree as the chain's rules read it now.
    var chainTree: ChainTree { ChainTree(routing: tree.routing, views: tree.views, scene: scene) }

    // MARK: Messages through the chain

    /// One call of a press, motion or remote-control message from `start` up the chain (RC4).
    /// Returns the responder that handled it, if any.
    @discardableResult
    mutating func deliverMessage(
        _ message: ChainMessage, item: String, from start: Responder, because origin: MessageStart, typedKey: Bool = false
    ) -> Responder? {
        let call = record.calls.count
        if record.parts.contains(.deliveries) {
            let itemIndex = record.addCallItem(item)
            record.calls.append(CallRecord(phase: .began, touches: 0..<0, message: message, item: itemIndex, messageStart: origin))
        }
        var visitor = MessageVisitor(message: message, typedKey: typedKey, tree: chainTree)
        return walkChain(&visitor, from: start, call: call)
    }

    /// The families besides touches at each hop: a phase the responder declares in
    /// `handles-X` stops the call, any other is forwarded (RK1, RM1, RM4); a text input that
    /// is its window's first responder types a keystroke without ctrl and cmd (RK8).
    struct MessageVisitor: ChainVisitor {
        let message: ChainMessage
        /// The call is a keystroke's press that text input may type (RK8).
        let typedKey: Bool
        let tree: ChainTree

        func take(at responder: Responder, hop: Int, _ simulator: inout Simulator) -> ChainHop {
            let traits = tree.traits(of: responder)
            if traits.handles(message) { return ChainHop(forwards: false) }
            if typedKey, case .press(let phase) = message, phase == .began || phase == .ended, traits.isTextInput,
                simulator.chain.isFirstResponder(responder, tree)
            {
                simulator.record.typedKey?.typed.append(phase)
                return ChainHop(forwards: false)
            }
            return ChainHop(forwards: true)
        }

        func delivered(_ taken: ChainHop, at responder: Responder, next: Responder?, hop: Int, _ simulator: inout Simulator) {}
    }

    // MARK: First responder

    /// `become N` (RF4; RF10 for a tapped text field).
    mutating func become(_ responder: Responder, rule: RuleID = .rf4) {
        for line in chain.become(responder, rule: rule, chainTree) { record.addFirstResponder(line) }
    }

    /// `resign N` (RF5).
    mutating func resign(_ responder: Responder) { record.addFirstResponder(chain.resign(responder, chainTree)) }

    /// `make-key W` (RF8).
    mutating func makeKey(_ window: ViewID) { record.addFirstResponder(chain.makeKey(window)) }

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
        let start = chain.sendStart(sender: sender)
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
        let found = start.map { chainTree.search(action, from: $0) } ?? (target: nil, asks: [])
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
        let isTextField = tree.views[event.control.index].viewClass == .uiTextField
        guard isTextField || !tree.views[event.control.index].traits.sends.isEmpty else { return }
        for pair in tree.views[event.control.index].traits.sends where pair.event == event.event {
            send(pair.action, from: .view(event.control), to: pair.target)
        }
        if event.event == .touchUpInside && isTextField && !chain.isFirstResponder(.view(event.control), chainTree) {
            become(.view(event.control), rule: .rf10)
        }
    }

    // MARK: Keys, presses, motion, remote control, the edit menu

    /// `key SPEC` (RK4–RK8).
    mutating func keystroke(_ spec: String) {
        guard let (start, startKind) = chain.start else { return }
        let tree = chainTree
        let winner = tree.winningCommand(spec, from: start)
        let typed = !KeySpec.hasCommandModifier(spec)
        let textFirst = tree.traits(of: start).isTextInput && typed && !(winner?.command.priority ?? false)
        if textFirst {
            record.noteTypedKey(
                TypedKeyRecord(textInput: start, key: spec, passedOver: winner.map { ($0.command.action, $0.declarer) }))
        }
        if !textFirst, let winner {
            record.addAction(
                ActionRecord(
                    line: .command, action: winner.command.action, responder: winner.declarer, start: startKind,
                    startResponder: start, key: spec, rules: RuleCitation(.rk6, .rk5)))
            if performSearch(winner.command.action, from: start) { return }
        }
        deliverMessage(.press(.began), item: spec, from: start, because: MessageStart(startKind), typedKey: typed)
        deliverMessage(.press(.ended), item: spec, from: start, because: MessageStart(startKind), typedKey: typed)
    }

    /// `press KIND PHASE` (RK1–RK3, RK9).
    mutating func press(_ kind: String, _ phase: PressPhase) {
        if phase == .began {
            if let origin = chain.start.map({ MessageStart($0.start) }), let start = chain.bindPress(kind) {
                deliverMessage(.press(.began), item: kind, from: start, because: origin)
            }
        } else if let bound = chain.pressCall(kind, phase) {
            deliverMessage(.press(phase), item: kind, from: bound, because: .boundPress)
        }
    }

    /// `shake` or `shake PHASE` (RM1–RM3).
    mutating func shake(_ phase: MotionPhase?) {
        guard let phase else {
            shake(.began)
            shake(.ended)
            return
        }
        if phase == .began {
            chain.beginShake()
            chain.shakeHandler = chain.start.flatMap {
                deliverMessage(.motion(.began), item: "shake", from: $0.responder, because: MessageStart($0.start))
            }
            return
        }
        guard chain.endShake(), let (start, kind) = chain.start else { return }
        deliverMessage(.motion(phase), item: "shake", from: start, because: MessageStart(kind))
    }

    /// `remote SUBTYPE` (RM4).
    mutating func remote(_ subtype: String) {
        guard scene.application.receivesRemoteControl else {
            record.addIgnored(IgnoredRecord(item: subtype))
            return
        }
        guard let (start, kind) = chain.start else { return }
        deliverMessage(.remote, item: subtype, from: start, because: MessageStart(kind))
    }

    /// `menu [ACTION …]` (RE1, RE2).
    mutating func menu(_ actions: [String]) {
        guard let first = chain.keyFirstResponder else {
            record.addMenu(MenuRecord(reason: MenuRecord.EmptyReason.noFirstResponder.rawValue, asks: []))
            return
        }
        let tree = chainTree
        var shown = false
        for action in actions.isEmpty ? ChainState.editActions : actions {
            let found = tree.search(action, from: first)
            guard let target = found.target else { continue }
            record.addMenu(MenuRecord(action: action, target: target, asks: found.asks))
            shown = true
        }
        if !shown { record.addMenu(MenuRecord(reason: MenuRecord.EmptyReason.noItems.rawValue, asks: [])) }
    }

    // MARK: With removal and cancel

    /// After a `remove` step's touch lines: a removed first responder resigns (RF6), then a
    /// shake whose handler left is cancelled (RM3).
    mutating func chainAfterRemoval(of removed: ViewID) {
        guard chain.hasFirstResponderOrShake else { return }
        let routing = tree.routing
        let outcome = chain.removed { responder in
            switch responder {
            case .view(let id): routing.isInside(id.index, removed.index)
            case .controller(let id): routing.isInside(routing.controllerViews[id.index].index, removed.index)
            case .application, .delegate: false
            }
        }
        for line in outcome.lines { record.addFirstResponder(line) }
        if let handler = outcome.cancelShakeAt {
            deliverMessage(.motion(.cancelled), item: "shake", from: handler, because: .shakeHandler)
        }
    }

    /// After a `cancel` step's touch lines: every press down and not cancelled (RK9), then a
    /// shake in progress (RM3).
    mutating func chainAfterCancel() {
        let cancelled = chain.cancelAll()
        for press in cancelled.presses {
            deliverMessage(.press(.cancelled), item: press.kind, from: press.responder, because: .boundPress)
        }
        if cancelled.shake, let (start, kind) = chain.start {
            deliverMessage(.motion(.cancelled), item: "shake", from: start, because: MessageStart(kind))
        }
    }
}
