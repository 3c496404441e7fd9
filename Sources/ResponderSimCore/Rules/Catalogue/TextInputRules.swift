extension Rule {
    /// TI: what taps and drags do to text input beyond RF10: a tap on an editable text view,
    /// a recognizer that ends editing, a scroll view that dismisses the keyboard on a drag.
    static let textInputRules: [Rule] = [
        Rule(
            .ti1, .choice, "A tap that ends on an editable text view makes it first responder",
            statement: """
                When an ended call of a touch whose hit-test view is a UITextView with editable: yes \
                reaches the text view's own code (not when handles lists ended; after the override \
                when passes-on does; also with scroll-enabled: no), the text view attempts become \
                (RF4) right after that delivery line and what it printed: 'become TV', or a refusal \
                line. A text view that is first responder already prints nothing, and with \
                editable: no nothing happens. A drag that scrolls the text view was taken by its \
                pan (SP4), so it never ends there and starts no editing.
                """,
            source: """
                Apple: UITextView isEditable. On a device the text view's own text-interaction \
                recognizers do this, at the lift as far as reports go; the simulator models their \
                outcome as part of the view's code.
                """),
        Rule(
            .ti2, .doc, "A text field still becomes first responder at touchUpInside",
            statement: """
                A UITextField keeps RF10. A tap recognizer on an ancestor that takes the field's \
                touch cancels its tracking (a field is a control but no button, so U7 does not \
                protect it): no touchUpInside, so no become. It does become when the recognizer's \
                cancels-touches is no.
                """,
            source: "Apple: UIGestureRecognizer cancelsTouchesInView; the archived Event Handling Guide."),
        Rule(
            .ti3, .doc, "ends-editing: the recognizer's action ends editing in its view, forced",
            statement: """
                A recognizer with ends-editing: yes calls endEditing(true) on its view V at each \
                recognized or ended action, right after that gesture line: when the first responder \
                of V's window is V or lies in V's subtree (a view, or a controller whose root view \
                does), it resigns, printing 'resign N', even with can-resign-first-responder: no; \
                it is never asked. A first responder elsewhere is left alone and nothing prints. \
                With cancels-touches: yes (the default) the same tap also takes its touch from the \
                views under it.
                """,
            source: "Apple: UIView endEditing(_:) (with force true the text field is never asked, it is made to resign)."),
        Rule(
            .ti4, .docChoice, "keyboard-dismiss-mode: on-drag: the drag that scrolls ends editing",
            statement: """
                When the built-in pan of a scroll view with keyboard-dismiss-mode: on-drag is \
                granted (SP4; a catch of a decelerating scroll view too), the first responder of its \
                window, wherever it is, resigns by RF5 when it has text-input: yes ('resign N', or \
                'resign N refused cannot-resign'). The line follows 'gesture SV.pan began' and its \
                scroll line when one prints, before the failures the grant causes. none (the \
                default) does nothing; interactive is not modelled.
                """,
            source: "Apple: UIScrollView keyboardDismissMode (the keyboard is dismissed when a drag begins)."),
        Rule(
            .ti5, .choice, "Only the first responder changes: the keyboard is not modelled",
            statement: """
                TI3 and TI4 change who is first responder (RF7) and nothing else: the software \
                keyboard, its frame and its animation are not part of a scene.
                """,
            source: "The simulator's choice."),
    ]
}
