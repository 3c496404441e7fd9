/// Taps on text input (TI): a tap that ends on an editable text view (TI1), a recognizer's
/// `ends-editing` (TI3) and a scroll view's `keyboard-dismiss-mode: on-drag` (TI4). Each adds
/// the first responder's `become`/`resign` lines (RF4, RF5) with their cause; a scene without
/// text views, those keys or a first responder pays a flag test or two.
extension Simulator {
    /// TI1: after the delivery line of an ended call bound to an editable text view (and that
    /// line's outputs), the text view attempts RF4 unless it is first responder already.
    mutating func textViewTapped(_ view: ViewID) {
        let responder = Responder.view(view)
        guard tree.views[view.index].isEditable, !chain.isFirstResponder(responder, chainTree) else { return }
        for var line in chain.become(responder, rule: .ti1, chainTree) {
            line.cause = .textViewTap
            record.addFirstResponder(line)
        }
    }

    /// After a `gesture` line (and its scroll line): TI3 at a recognized or ended action of a
    /// recognizer with `ends-editing`, TI4 at the grant of a scroll pan whose scroll view
    /// dismisses the keyboard on a drag.
    @inline(__always)
    mutating func textInputAfterGesture(_ index: Int, _ state: GestureState) {
        guard chain.hasFirstResponderOrShake else { return }
        switch state {
        case .recognized, .ended:
            guard arena.endsEditing.contains(index) else { return }
            let spec = scene.recognizers[index]
            if let line = chain.endEditing(in: spec.view, by: RecognizerID(index), chainTree) { record.addFirstResponder(line) }
        case .began:
            let spec = scene.recognizers[index]
            guard spec.kind.scrollsContent, tree.views[spec.view.index].scroll?.keyboardDismissMode == .onDrag else { return }
            dismissKeyboard(dragging: spec.view)
        default:
            return
        }
    }

    /// TI4: the first responder of the scroll view's window resigns by RF5 when it takes text.
    private mutating func dismissKeyboard(dragging scrollView: ViewID) {
        let tree = chainTree
        guard let window = tree.window(of: .view(scrollView)), let first = chain.firstResponder(of: window),
            tree.traits(of: first).isTextInput
        else { return }
        var line = chain.resign(first, tree)
        line.cause = .drag(scrollView)
        line.rule = .ti4
        record.addFirstResponder(line)
    }

    /// `set NAME ends-editing yes|no` (TI3): read at the recognizer's next action.
    mutating func setEndsEditing(_ recognizer: RecognizerID, _ on: Bool) {
        if on { arena.endsEditing.insert(recognizer.index) } else { arena.endsEditing.remove(recognizer.index) }
    }
}
