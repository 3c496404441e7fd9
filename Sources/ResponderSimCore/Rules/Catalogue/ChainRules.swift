extension Rule {
    /// C, P, T, L and N: the chain, what an event holds, taps, the touch limit and notices.
    static let chainAndEventRules: [Rule] = [
        Rule(
            .c1, .doc, "Who comes next in the responder chain",
            statement: """
                Each responder has one next responder. A view's is its view controller when the view \
                is that controller's root view, and otherwise its superview. A view controller's is \
                the controller named by its presented-by (RC1), otherwise the superview of its root \
                view (the window, when the root view sits directly in it). A \
                window's is the application; the application's is the app delegate when the scene \
                declares one; the delegate has none.
                """,
            source: "Apple: UIResponder next; \"Using responders and the responder chain to handle events\"."),
        Rule(
            .c2, .doc, "Each phase travels the chain on its own",
            statement: """
                The four phases are routed independently. A responder that handles touchesBegan but \
                not touchesEnded lets the ended call travel on up the chain, so the end of a touch can \
                reach a responder that never saw it begin (N2). This is why Apple asks anyone who \
                overrides one touch method without calling super to override all four.
                """,
            source: "Apple: UIResponder touchesBegan(_:with:) and its siblings (\"override all of these methods\")."),
        Rule(
            .c3, .doc, "Not overriding forwards; handles stops; passes-on sees and forwards",
            statement: """
                A responder that does not override a phase's method forwards the same touches and the \
                same event to its next responder, as UIResponder's default code does. One that handles \
                the phase (overrides it without calling super) stops the chain there. One that passes \
                it on (overrides it and calls super) runs its code, then forwards the call. Forwarding \
                never runs the hit test again, and a responder forwards one call at most once.
                """,
            source: "Apple: UIResponder touchesBegan(_:with:); \"Using responders and the responder chain to handle events\"."),
        Rule(
            .c4, .doc, "A call that falls off the end of the chain is discarded",
            statement: """
                When the last responder of the chain forwards a call too, there is no one left: the \
                call is dropped and the trace marks that last delivery unhandled.
                """,
            source: "Apple: \"Using responders and the responder chain to handle events\"."),
        Rule(
            .p1, .doc, "Script lines with the same time form one event; touches have phases",
            statement: """
                Consecutive down, move and up lines of the script that share a time make up one \
                UIEvent. In it, each of those touches has the phase began, moved, ended or cancelled, \
                and every other live touch is stationary.
                """,
            source: "Apple: UIEvent; UITouch phase."),
        Rule(
            .p2, .doc, "One call per hit-test view and phase, with only its own touches",
            statement: """
                Stationary touches cause no call. In one event, each hit-test view receives at most one \
                call per phase, and the touches set of that call holds only that view's touches in that \
                phase. Two fingers on two different views therefore give two separate calls, even when \
                both calls travel up to the same responder.
                """,
            source: "Apple: UIResponder touchesBegan(_:with:) (the touches set); the archived Event Handling Guide for iOS."),
        Rule(
            .p3, .choice, "Call order inside one event",
            statement: """
                Within an event, the calls come phase by phase: began first, then moved, then ended, \
                then cancelled. Within a phase, the views come in the order their touches were created \
                (the order of the touches' down lines).
                """,
            source: "The simulator's choice (Apple does not document an order)."),
        Rule(
            .p4, .doc, "event.allTouches lists every live or finishing touch",
            statement: """
                The event's allTouches (all in the traces) holds every touch of the event that is live \
                or finishing now, with its phase, whichever view it belongs to. Withheld touches are \
                not in it.
                """,
            source: "Apple: UIEvent allTouches."),
        Rule(
            .p5, .doc, "Locations are in the receiving responder's coordinates",
            statement: """
                The location a responder reads for a touch is expressed in that responder's own \
                coordinate system: a view uses its own, a view controller its root view's, and the \
                application and the delegate the window's. The same touch therefore has different \
                locations at each hop of the chain.
                """,
            source: "Apple: UITouch location(in:)."),
        Rule(
            .t1, .docChoice, "When a touch counts as a second (third…) tap",
            statement: """
                tapCount is fixed when a touch begins. It is one more than the previous tap's count \
                when the new touch begins on the same hit-test view, at most tap.interval (0.35 s by \
                default) after the previous tap ended, at most tap.radius (40 points by default) from \
                where that tap began, and with no other finger down (withheld fingers count, and so do \
                fingers of earlier lines of the same event); otherwise it is 1. The previous tap is the \
                last touch that was delivered to that view and ended there: not cancelled, not \
                withheld, and when several end in one event, the one whose up line comes last. With \
                recognizers: a touch whose ended call a recognizer held, or that a recognizer took at \
                or after its up line, counts as delivered and ended at that line; one taken before its \
                up line does not; one withheld by M or X never counts, whatever recognizers do. \
                Recognizers never change tapCount. The interval, the radius and the recognizer details \
                are the simulator's choices.
                """,
            source: "Apple: UITouch tapCount; the archived Event Handling Guide for iOS (listings that count taps)."),
        Rule(
            .l1, .obs, "iPhone: a sixth finger cancels every touch",
            statement: """
                The iphone device allows 5 fingers down (overflow: cancel-all). When a sixth comes \
                down, it is withheld (touch-limit) and every live delivered touch is cancelled. The \
                other changes of that event are not delivered: their live touches are cancelled as \
                well, and any other touch that begins in that event is withheld as touch-limit. These \
                cancellations take the place of the skips the event would have had while ignoring.
                """,
            source: "Observed: an Apple Developer Discussions thread (five touches work, a sixth cancels them all)."),
        Rule(
            .l2, .obs, "iPad: a twelfth finger is withheld and the others go on",
            statement: """
                The ipad device allows 11 fingers down (overflow: drop-extra): a twelfth is withheld \
                (touch-limit) and the other touches carry on. A scene can set its own device block with \
                touches and overflow. Every finger the script has down counts towards the limit, \
                withheld and cancelled ones included, until its up line.
                """,
            source:
                "Observed: M. Gemmell, \"iPad multi-touch\" (eleven touches); an article on iPad multi-touch in which the twelfth note does not sound."
        ),
        Rule(
            .l3, .doc, "A system cancel (an incoming call) cancels every delivered touch",
            statement: """
                cancel stands for an interruption such as an incoming phone call: every live delivered \
                touch is cancelled, and each bound view receives one touchesCancelled call with its \
                touches, routed along the chain like any other phase. Withheld touches produce \
                nothing. After the touches, cancel also cancels the presses that are down (RK9) and a \
                shake in progress (RM3).
                """,
            source: "Apple: UIResponder touchesCancelled(_:with:) (a system event such as an incoming call)."),
        Rule(
            .l4, .docChoice, "Cancelled and withheld touches produce nothing more",
            statement: """
                Once a touch is cancelled or withheld, it produces nothing more for views: its later \
                script lines are accepted and have no effect on them. Recognizers are different: a \
                touch withheld by M or X, or taken by a recognizer, still reaches the recognizers \
                attached to it, and one cancelled because its view was removed (B2) still reaches \
                the recognizers on views left in the window (G3, G28). A cancelled touch that no \
                recognizer follows stays where it was cancelled: its later lines move nothing (a \
                step lists no change for such a move), so a behaviour that recorded it reads it there.
                """,
            source: "Apple: UIView isMultipleTouchEnabled (recognizers still receive the touches); the rest is the simulator's choice."),
        Rule(
            .n1, .notice, "never-finished: began was received, but no end",
            statement: """
                At the end of a run, the simulator reports never-finished for every responder that \
                received touchesBegan for a touch but neither touchesEnded nor touchesCancelled for \
                it. Received means the method was called on it, whether it handled the call or passed \
                it on. Such a responder is left with state it never cleans up, such as a highlight \
                that stays on.
                """,
            source: "The simulator's notice."),
        Rule(
            .n2, .notice, "no-began: a later phase without the began",
            statement: """
                For every responder that received touchesMoved, touchesEnded or touchesCancelled for a \
                touch whose touchesBegan it never received, the simulator reports no-began, once per \
                responder and touch. It is typically C2 at work: a responder lower in the chain handled \
                began but not the later phase.
                """,
            source: "The simulator's notice."),
        Rule(
            .n3, .choice, "still-held: a call a recognizer still holds at the end",
            statement: """
                At the end of a run, for every call that a recognizer still holds back from its view, \
                the simulator reports still-held with the view and the touch, once per view and touch.
                """,
            source: "The simulator's notice."),
    ]
}
