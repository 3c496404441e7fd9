extension Rule {
    /// U1–U13: how UIControl and UIButton track a touch. "UIControl's code" for a phase is U2 to
    /// U6; U13 says when a control runs it.
    static let controlRules: [Rule] = [
        Rule(
            .u1, .obs, "A disabled control cannot be hit, nor anything inside it",
            statement: """
                A control (class UIControl, UIButton or UITextField) with enabled: no answers nil to the hit test \
                for itself and its whole subtree, before any other check (the --explain verdict is \
                disabled-control): the touch goes to whatever lies behind it.
                """,
            source: "UIKit's UIControl (hit test), as read from its implementation."),
        Rule(
            .u2, .obs, "Began: the control starts tracking and sends touchDown",
            statement: """
                UIControl's code for a began call: a control that is disabled or has user-interaction \
                off forwards the call; one that is already tracking a touch handles it and sends no \
                event (U6); otherwise it starts tracking the call's first touch (in creation order), \
                marks it inside, sends touchDown, then also touchDownRepeat when that touch's tapCount \
                (T1) is 2 or more, and handles the call.
                """,
            source: "UIKit's UIControl, as read from its implementation; Apple: UIControl.Event touchDownRepeat (\"tap count > 1\")."),
        Rule(
            .u3, .obs, "Moved: inside or outside, with 70 points of slop",
            statement: """
                UIControl's code for a moved call that carries the tracked touch: the touch is inside \
                when its location, in the control's bounds coordinates (H11), satisfies minX − slop ≤ x \
                < maxX + slop and minY − slop ≤ y < maxY + slop, the edges being those of the bounds \
                after hit-insets and slop being 70 points unless the scene sets another. If inside \
                changed since the last call, the control sends touchDragEnter or touchDragExit; then, \
                on every move, touchDragInside or touchDragOutside. The call is handled.
                """,
            source: "UIKit's UIControl, as read from its implementation; developer reports of a control's slop of about 70 points."),
        Rule(
            .u4, .obs, "Ended: touchUpInside or touchUpOutside",
            statement: """
                UIControl's code for an ended call that carries the tracked touch: inside is decided at \
                the lift location; if it changed, touchDragEnter or touchDragExit comes first; then \
                touchUpInside or touchUpOutside is sent, and tracking ends. The call is handled.
                """,
            source: "UIKit's UIControl, as read from its implementation."),
        Rule(
            .u5, .obs, "Cancelled: touchCancel",
            statement: """
                UIControl's code for a cancelled call that carries the tracked touch: the control sends \
                touchCancel and tracking ends. A control always handles a cancelled call; it never \
                forwards one.
                """,
            source: "UIKit's UIControl, as read from its implementation; Apple: UIControl.Event touchCancel."),
        Rule(
            .u6, .obsChoice, "One tracked touch at a time, and when tracking ends silently",
            statement: """
                A control tracks one touch at a time. While it is tracking, moved and ended calls that \
                do not carry the tracked touch are handled and send no event; while it is not \
                tracking, such calls are forwarded. Tracking also ends, silently, at the end of the \
                first step after which the tracked touch is no longer live for the views and has no \
                held call, when U4 or U5 did not end it (for example because an override or a subview \
                handled its last call, or because its end was skipped while ignoring, I3).
                """,
            source: "UIKit's UIControl, as read from its implementation; the details are the simulator's choice."),
        Rule(
            .u7, .doc, "A button's default action beats an ancestor's single tap",
            statement: """
                A tap recognizer with taps: 1 and touches: 1 on a proper ancestor of a UIButton fails \
                (reason control BUTTON) when it requests with a touch whose hit-test view is that \
                button, whatever the button's handles, passes-on or behavior. The check reads the tree \
                at the moment of the request: a button removed by then no longer wins. A plain \
                UIControl does not get this protection: it loses to the tap and receives touchCancel.
                """,
            source:
                "Apple: \"Attaching gesture recognizers to UIKit controls\"; a developer report that a UIControl subclass "
                + "loses to a superview's tap \"but that is not the case with a UIButton\"."),
        Rule(
            .u8, .doc, "Recognizers on the control itself come first",
            statement: """
                A recognizer attached to the control itself takes precedence: when one with \
                cancels-touches is granted, it cancels the control's touch, and the control sends \
                touchCancel.
                """,
            source: "Apple: \"Attaching gesture recognizers to UIKit controls\"."),
        Rule(
            .u9, .doc, "Held calls apply to controls too",
            statement: """
                Recognizers hold a control's calls as they hold any view's: a superview's double tap \
                holds a button's ended call, so touchUpInside comes only once the double tap has \
                failed.
                """,
            source: "Apple: UIGestureRecognizer delaysTouchesEnded; \"Attaching gesture recognizers to UIKit controls\"."),
        Rule(
            .u10, .obs, "Disabling a control mid-touch does not stop its tracking",
            statement: """
                Setting enabled: no on a control while it tracks a touch does not end the tracking: \
                only hit testing (U1) and the began code (U2) read enabled.
                """,
            source: "UIKit's UIControl, as read from its implementation."),
        Rule(
            .u11, .docChoice, "Removal while tracking sends touchCancel",
            statement: """
                When a tracking control is removed from the window, the touchesCancelled it receives \
                (B2) makes it send touchCancel.
                """,
            source: "Apple: UIControl cancelTracking(with:) (called with no event)."),
        Rule(
            .u12, .choice, "Where control events appear in the trace",
            statement: """
                Each control event prints a line control NAME EVENT right after the delivery line of \
                the call whose code sent it, after any output lines of an override (U13), in the order \
                the events were sent. Each control line is followed at once by the sends its sends: \
                items make for that event (RA5); valueChanged and primaryActionTriggered are never \
                sent.
                """,
            source: "The simulator's choice."),
        Rule(
            .u13, .docChoice, "Overrides on controls: handles, passes-on and UIControl's code",
            statement: """
                On a control, "super" is UIControl's code (U2 to U6), decided phase by phase: a phase \
                in handles runs the override (the behaviour's code, if any) instead of UIControl's \
                code; a phase in passes-on runs the override, then UIControl's code; any other phase \
                runs UIControl's code alone. The call is forwarded when UIControl's code or the \
                behaviour's code forwards it (in the catalogue only forward-single-taps' began does), \
                at most once, and is handled otherwise. No tracking starts unless a began call reaches \
                UIControl's code, so a control with handles: all never tracks and handles every call, \
                as a plain view would; a control that handles began but not every phase never tracks, \
                forwards moved and ended, and handles cancelled. A UIButton or UIControl without \
                handles, passes-on or behavior handles its touches itself: a tap gives touchesBegan \
                handled, control touchDown, touchesEnded handled, control touchUpInside, and its \
                superview never sees the touch.
                """,
            source:
                "Apple: the archived Event Handling Guide for iOS (subclasses of UIKit views call super); UIKit's UIControl, as read from its implementation."
        ),
    ]
}
