extension Rule {
    /// B, M, X and I: what a touch stays bound to, and what withholds it.
    static let bindingAndRestrictionRules: [Rule] = [
        Rule(
            .b1, .doc, "A delivered touch stays with its hit-test view and window for life",
            statement: """
                Once a touch has been delivered, it belongs to its hit-test view and that view's \
                window until it ends, wherever the finger goes: moving outside the view, over another \
                view or off the window changes nothing, and neither do later changes of frames or \
                flags. Every later phase of the touch starts at that same view.
                """,
            source: "Apple: UITouch view and window; the archived Event Handling Guide for iOS."),
        Rule(
            .b2, .docChoice, "Removing the bound view cancels its live touches at once",
            statement: """
                When a view that live touches are bound to leaves the window (a remove of the view, or \
                of one of its ancestors), it receives touchesCancelled for those touches at once, in \
                the same step. The call travels the view's responder chain as it stands after the \
                removal: it can climb only to the top of the removed subtree, whose root has no \
                superview any more (and a view controller whose root view was removed has no next \
                responder either, unless it was presented: then its presenter, RC1), so unless a responder inside the subtree handles it, it falls off \
                the chain. Several affected views get one call each, in the order of P3. \
                With recognizers, the simulator's choices are: the removed views' recognizers are \
                cancelled first (G28); calls that recognizers hold for removed views are thrown away; \
                and a touch whose began call was held (so its view never saw it begin) gets no \
                touchesCancelled. A removal also ends a removed first responder's status (RF6) and can \
                cancel a shake (RM3).
                """,
            source:
                "Apple: UIResponder touchesCancelled(_:with:), UIView removeFromSuperview(); the recognizer details are "
                + "the simulator's choice."),
        Rule(
            .b3, .choice, "Changing a view's flags mid-touch does not affect its bound touches",
            statement: """
                Turning user-interaction off, hiding a view or fading it below alpha 0.01 while a touch \
                is bound to it has no effect on that touch: it keeps being delivered to the view. Only \
                hit testing reads these flags, and hit testing happens only when a touch begins. The \
                same holds for a frame that moves.
                """,
            source: "The simulator's choice, consistent with Apple's statement that a touch stays with its view (B1)."),
        Rule(
            .m1, .doc, "Without multiple touch, a view takes one touch at a time",
            statement: """
                multipleTouchEnabled is off by default. A view with multiple-touch: no accepts only one \
                touch at a time: a new touch whose hit-test view is already tracking a live touch is \
                withheld, and it stays withheld for its whole life, even if the first touch lifts \
                before it does. The withheld touch is not offered to any other view either \
                (multiple-touch-disabled).
                """,
            source:
                "Apple: UIView isMultipleTouchEnabled; the archived Event Handling Guide for iOS, \"Restricting event "
                + "delivery\"."),
        Rule(
            .m2, .choice, "Several touches landing together on a single-touch view: the first wins",
            statement: """
                When two or more touches begin in the same event on a view with multiple-touch: no \
                that tracks no touch yet, the one whose down line comes first in the script is \
                delivered, and the others are withheld as M1 says.
                """,
            source: "The simulator's choice (Apple does not say which touch wins)."),
        Rule(
            .m3, .doc, "Each hit-test view decides for itself; windows ignore the flag",
            statement: """
                The multiple-touch flag is read only on the touch's hit-test view. A superview with \
                multiple-touch: no does not restrict its subviews, and a superview with it on does not \
                lift a subview's restriction. A window never restricts touches this way.
                """,
            source: "Apple: UIView isMultipleTouchEnabled."),
        Rule(
            .x1, .doc, "An exclusive view refuses a touch while another view of its window is busy",
            statement: """
                A new touch whose hit-test view has exclusive-touch: yes is withheld when any other \
                view in the same window is tracking a live touch (exclusive-touch).
                """,
            source:
                "Apple: UIView isExclusiveTouch; the archived Event Handling Guide for iOS, \"Restricting event delivery\"; "
                + "M. Neuburg, Programming iOS, \"Restricting Touches\"."),
        Rule(
            .x2, .doc, "A busy exclusive view keeps touches from the other views of its window",
            statement: """
                A new touch whose hit-test view is not exclusive is withheld when an exclusive-touch \
                view in the same window is tracking a live touch (exclusive-touch).
                """,
            source: "Apple: UIView isExclusiveTouch; the archived Event Handling Guide for iOS, \"Restricting event delivery\"."),
        Rule(
            .x3, .doc, "An exclusive view's own touches, other windows, and withholding for life",
            statement: """
                Exclusive touch only concerns different views: a second touch on the exclusive view \
                itself is governed by multiple touch (M1). Other windows are not affected at all. A \
                touch withheld by X1 or X2 stays withheld for its whole life.
                """,
            source: "Apple: UIView isExclusiveTouch; M. Neuburg, Programming iOS, \"Restricting Touches\"."),
        Rule(
            .x4, .choice, "Touches of one event are checked in script order",
            statement: """
                For touches that begin in the same event, the exclusive-touch checks run one touch \
                after another in the order of their down lines, and each check counts the touches \
                accepted before it in that event as tracking.
                """,
            source: "The simulator's choice (Apple does not say how touches of one event are ordered)."),
        Rule(
            .i1, .doc, "Ignoring interaction events nests",
            statement: """
                ignore begin and ignore end (beginIgnoringInteractionEvents and \
                endIgnoringInteractionEvents) nest like a counter: the application ignores touches \
                while the count is at least one, so it takes as many ends as begins to stop. An ignore \
                end while nothing is being ignored is an error in the scene. Ignoring concerns touch \
                events only: sends, keys, presses, motion, remote control and the first responder go \
                on (RA8).
                """,
            source: "Apple: UIApplication beginIgnoringInteractionEvents() and endIgnoringInteractionEvents()."),
        Rule(
            .i2, .doc, "A touch that begins while ignoring is withheld for life",
            statement: """
                A touch that comes down while the application ignores interaction events is withheld \
                (ignoring-interaction) for its whole life: even when ignoring ends before the finger \
                lifts, nothing of that touch is ever delivered.
                """,
            source: "Apple: UIApplication beginIgnoringInteractionEvents()."),
        Rule(
            .i3, .obsChoice, "While ignoring, live touches' events are skipped, not queued",
            statement: """
                Touches that were already live when ignoring began are not delivered while it lasts: \
                each of their moves and ends is skipped (the trace lists it as a skip), and nothing is \
                queued for later. Delivery of those touches resumes after the outermost ignore end, so \
                a view can miss the end of a touch altogether (see N1). A skipped move still moves the \
                finger: the next delivered location, and its previous location, follow the real \
                finger. Cancellations (a system cancel, a remove, the touch limit) are not interaction \
                events and are delivered even while ignoring. Gesture recognizers take no calls for \
                skipped events, but their timers keep running and held calls are still released; \
                touches that recognizers took, and withheld touches, produce no skip lines (G24, G26).
                """,
            source:
                "Observed: M. Neuburg, Programming iOS; UIKit's delivery to recognizers, as read from its implementation; "
                + "the recognizer details are the simulator's choice."),
    ]
}
