extension Rule {
    /// G1–G31 and RO: recognizers in general.
    ///
    /// Words used throughout: an **attempt** runs from one reset (G10) to the next; a recognizer's
    /// **touches** are those attached to it in the current attempt; **active** is Began or Changed;
    /// **waiting** is Possible with a request held back by `requires-failure-of`; **terminal** is
    /// Recognized, Ended, Cancelled or Failed.
    static let recognizerRules: [Rule] = [
        Rule(
            .g1, .docObs, "Which recognizers a new touch is attached to",
            statement: """
                When a touch begins and the hit test found a view for it (even if M or X then withhold \
                it from that view), it is attached to every enabled recognizer that is not in a \
                terminal state (Recognized, Ended, Cancelled or Failed) on that view and on each of its ancestors up to and including the \
                window, in the recognizer order (RO). A recognizer that is terminal and not yet reset \
                never gets this touch. Touches withheld for ignoring-interaction, touch-limit, \
                no-window or no-hit-view are attached to no recognizer. The recognizers of a \
                passthrough view only see touches that land on its subviews, since the view itself is \
                never the hit-test view.
                """,
            source:
                "Apple: the UIGestureRecognizer headers; UIKit's delivery to recognizers, as read from its implementation "
                + "(collection from the hit view upwards)."),
        Rule(
            .g2, .choice, "An exclusive view's live touch narrows the recognizers of a new touch",
            statement: """
                If, when a touch begins, an exclusive-touch view of its window is tracking a live touch \
                (touches accepted earlier in the same event count, X4), the new touch is attached only \
                to recognizers on that exclusive view and its ancestors; when several exclusive views \
                are tracking (possible after a set), only to recognizers on views that contain all of \
                them. Otherwise exclusive touch does not affect recognizers at all: a touch that X1 \
                withholds from its view still reaches every recognizer on its path.
                """,
            source:
                "UIKit's delivery to recognizers, as read from its implementation (its exclusive-touch filter); developer "
                + "reports that recognizers ignore exclusiveTouch. The details are the simulator's choice."),
        Rule(
            .g3, .doc, "multiple-touch never affects recognizers",
            statement: """
                A touch withheld from its view by M1 or M2 still reaches every recognizer attached to \
                it: multipleTouchEnabled restricts only what the view's own touch methods receive.
                """,
            source: "Apple: UIView isMultipleTouchEnabled."),
        Rule(
            .g4, .doc, "Recognizers take a step's calls before any view",
            statement: """
                In every step, the recognizers receive the calls for their touches before any view \
                receives its own.
                """,
            source: "Apple: UIGestureRecognizer reference; the archived Event Handling Guide for iOS, \"Gesture Recognizers\"."),
        Rule(
            .g5, .docChoice, "How recognizers take their calls",
            statement: """
                Recognizers take their calls in the recognizer order (RO), each at most one call per \
                phase per step, phases in the order began, moved, ended, cancelled, each call holding \
                only that recognizer's own touches in that phase. The kind rules (GT to GR) act at \
                these calls, so during the moved call a touch whose ended call comes later in the same \
                step still counts as down. Apple sets no order among recognizers; RO is the \
                simulator's.
                """,
            source: "Apple: the archived Event Handling Guide for iOS, \"Gesture Recognizers\"; the order is the simulator's choice."),
        Rule(
            .g6, .choice, "Recognizer calls print no compact line",
            statement: """
                The calls recognizers take are not lines of the compact trace (nor of expect: blocks); \
                the JSON trace lists them as gestureInputs. Their effects (state changes, holds, \
                releases, discards) do have lines.
                """,
            source: "The simulator's choice."),
        Rule(
            .g7, .doc, "The two state machines: discrete and continuous",
            statement: """
                Every recognizer starts in the Possible state. A discrete recognizer (tap, swipe) goes \
                from Possible to Recognized or to Failed. A continuous one (long-press, pan, pinch, \
                rotation) goes from Possible to Began, then Changed any number of times, then Ended or \
                Cancelled; or from Possible straight to Failed.
                """,
            source: "Apple: UIGestureRecognizer reference; \"About the gesture recognizer state machine\"."),
        Rule(
            .g8, .doc, "The action is sent on every state change except a failure",
            statement: """
                A recognizer's action is sent when it enters Began, Changed, Ended, Cancelled or \
                Recognized, once per change, and never when it fails. Each action is one line \
                gesture NAME STATE in the trace.
                """,
            source: "Apple: the UIGestureRecognizer headers."),
        Rule(
            .g9, .doc, "Cancelling a recognizer's touches",
            statement: """
                When the live touches of a recognizer are cancelled (a system cancel or the touch \
                limit, as G27 describes), an active recognizer (Began or Changed) goes to Cancelled, \
                and one that is Possible or waiting (Possible, with its request held back by \
                requires-failure-of) goes to Failed with the reason cancelled.
                """,
            source: "Apple: UIGestureRecognizer reference (touchesCancelled)."),
        Rule(
            .g10, .docObs, "Terminal recognizers stop, and reset once their touches are gone",
            statement: """
                A recognizer in a terminal state takes no more calls and its timers stop. It is reset \
                to Possible, without any line, at the end of the first step after which none of its \
                touches is still live for it (a touch is live for a recognizer while its finger is down \
                and it has not been cancelled for that recognizer). The reset forgets its touches and \
                everything its kind rule had recorded: a new attempt begins, and a recognizer's \
                touches always mean those attached to it in its current attempt.
                """,
            source: "Apple: UIGestureRecognizer reset(); UIKit's delivery to recognizers, as read from its implementation."),
        Rule(
            .g11, .doc, "Changed: once per step in which the gesture moves",
            statement: """
                An active continuous recognizer enters Changed once per step, in each step in which its \
                kind rule counts a movement (GL2, GP3, GZ3, GR3). Touches that begin or lift cause no \
                Changed by themselves.
                """,
            source: "Apple: the references of the continuous recognizer classes."),
        Rule(
            .g12, .doc, "Arbitration: how a request to leave Possible is resolved",
            statement: """
                Leaving Possible, for Began or Recognized, is a request. (Active means Began or \
                Changed; a recognizer takes part while it has touches in its current attempt.) Once \
                the recognizers have \
                taken the step's calls (or the step's timer, set, cancel, touch limit or remove has \
                acted), the requests are resolved in RO, each by the first of these that applies. \
                (1) A button's default action (U7): the request fails with control BUTTON. \
                (2) requires-failure-of: a listed recognizer counts as failed when it is Failed, \
                disabled or takes no part (G31); otherwise as succeeded when it is Began, Changed, \
                Ended, Cancelled or Recognized; otherwise (Possible) as undecided. If one succeeded, \
                the request fails with required OTHER, naming the first such in list order; else if \
                one is undecided, the recognizer becomes waiting (gesture NAME pending, printed once \
                per attempt) and keeps its request; else go on. (3) Exclusivity: if a recognizer that \
                shares a touch with it, is not simultaneous with it (G14) and can prevent it (G12a) is \
                active, or was granted earlier in this step, the request fails with prevented OTHER \
                (the first such in RO). (4) Grant: it becomes Began or Recognized; G16 takes its \
                touches; its gesture line is printed; then, in RO, every other recognizer that is \
                Possible or waiting fails if it shares a touch with the granted one, is not \
                simultaneous with it and either lists it or can be prevented by it (G12a), or if it is \
                waiting and lists it: with required NAME when it lists it, otherwise prevented NAME. A \
                request whose recognizer has failed earlier in the same pass is dropped. A scroll \
                view's delay recognizer never counts in (3) against a scroll pan, and its grant never \
                fails one in (4) (SD1).
                """,
            source:
                "Apple: UIGestureRecognizer require(toFail:) and canPrevent (yes by default); \"Allowing the simultaneous "
                + "recognition of multiple gestures\"; \"Preferring one gesture over another\"."),
        Rule(
            .g12a, .doc, "A tap never prevents a tap that needs more taps",
            statement: """
                Every recognizer can prevent every other, with one exception: a tap never prevents a \
                tap whose taps is larger. So a single tap and a double tap on one view, with no \
                requires-failure-of between them, both recognize: the single tap at the first tap \
                (the double tap stays Possible) and again at the second, where the double tap is \
                recognized too. If the double tap comes first in RO, its grant at the second tap \
                makes the single tap fail with prevented. To run only one of them, make the single \
                tap require the double tap to fail (requires-failure-of).
                """,
            source:
                "Apple: UIGestureRecognizerSubclass.h, canPrevent (a tap recognizer never prevents a tap recognizer "
                + "with a higher tap count); \"Preferring one gesture over another\"."),
        Rule(
            .g13, .docChoice, "The cascade of waiting recognizers",
            statement: """
                After the step's own requests, the simulator repeats until nothing changes: the first \
                waiting recognizer in RO whose listed recognizers all count as failed resolves its \
                held request from step (3) of G12. While waiting, a recognizer ignores its calls, with \
                two exceptions: a cancelled call makes it fail (G9), and a waiting continuous \
                recognizer fails with lifted at the call after which none of its touches is down. A \
                waiting discrete recognizer stays waiting after its touches end.
                """,
            source: "Apple: UIGestureRecognizer require(toFail:); the details are the simulator's choice."),
        Rule(
            .g14, .doc, "simultaneous-with: two recognizers that never prevent each other",
            statement: """
                Two recognizers are simultaneous when either one lists the other in \
                simultaneous-with (the delegate answering yes to shouldRecognizeSimultaneouslyWith). \
                They never prevent each other, and each still takes its touches from the views when it \
                is granted (G16).
                """,
            source: "Apple: UIGestureRecognizerDelegate; \"Allowing the simultaneous recognition of multiple gestures\"."),
        Rule(
            .g15, .choice, "Only recognizers that share a touch exclude each other",
            statement: """
                Exclusivity (step 3 of G12) concerns only recognizers that share a touch. Recognizers \
                whose touches are disjoint, such as fingers on unrelated views, can be active at the \
                same time.
                """,
            source: "Apple: \"Allowing the simultaneous recognition of multiple gestures\"; the details are the simulator's choice."),
        Rule(
            .g16, .doc, "cancels-touches: a grant takes its touches away from the views",
            statement: """
                With cancels-touches: yes (the default), when a recognizer is granted, each touch of \
                its attempt (those attached since its last reset) that is not taken yet becomes taken: (1) its held calls are thrown away, \
                one line discard VIEW [touches] NAME per view, views in P3 order; (2) if its hit-test \
                view received its began and has received neither its ended (a held ended does not \
                count as received) nor a cancelled call, the view receives touchesCancelled now, one \
                call per view in P3 order, routed along the chain like any call; (3) no later call of \
                the touch reaches a view, nor any call of the current step not yet made. The gesture \
                line comes after these, so for a tap the view's ended turns into a cancel. Touches \
                attached after the grant are not taken. With cancels-touches: no, the views keep \
                receiving every phase.
                """,
            source: "Apple: UIGestureRecognizer cancelsTouchesInView (\"immediately before the action method is called\")."),
        Rule(
            .g17, .doc, "delays-began: hold the views' began, moved and ended calls",
            statement: """
                While a recognizer is Possible or waiting, it holds back the calls of its touches to \
                their views. With delays-began: yes it holds began, moved and ended calls.
                """,
            source: "Apple: UIGestureRecognizer delaysTouchesBegan."),
        Rule(
            .g18, .doc, "delays-ended: hold the views' ended calls; cancels are never held",
            statement: """
                With delays-ended: yes (the default), a recognizer that is Possible or waiting holds \
                the ended calls of its touches. Cancelled calls are never held.
                """,
            source: "Apple: UIGestureRecognizer delaysTouchesEnded."),
        Rule(
            .g19, .choice, "Holding is first in, first out per touch",
            statement: """
                Holding works per touch, in order: a call of a touch is held when a recognizer holds \
                it, or when that touch already has held calls. A held call prints hold \
                VIEW.touchesPHASE [touches] NAME where its delivery would have been: VIEW is the \
                hit-test view, NAME the first recognizer in RO that holds the touch's oldest held \
                call. When the touches of one call have different NAMEs, there is one line per NAME, \
                in the order of their first touches' creation.
                """,
            source: "The simulator's choice."),
        Rule(
            .g20, .docChoice, "Releasing held calls",
            statement: """
                After arbitration in each step, every touch whose oldest held call no recognizer holds \
                any more has all its held calls released, unless the touch is cancelled in this step \
                (G23). Released calls are delivered before the step's own calls: per view (views \
                ordered by the creation of their first released touch) a line release VIEW [touches], \
                then the calls in their original order, by the step that held them and within a step \
                by phase as in P3. Each carries the window points (location and previous location) of \
                the moment it was held. Releases follow a failure, a grant without cancels-touches or \
                a disabling, and add no delay of their own.
                """,
            source:
                "Apple: UIGestureRecognizer (held touches are delivered when the recognizer fails); a report of a late began "
                + "delivered with its original location."),
        Rule(
            .g21, .doc, "A grant with cancels-touches discards the held calls",
            statement: """
                When a recognizer with cancels-touches is granted, the calls held for its touches are \
                thrown away (G16). With delays-began the view therefore never hears of the touch at \
                all.
                """,
            source: "Apple: UIGestureRecognizer delaysTouchesBegan and cancelsTouchesInView."),
        Rule(
            .g22, .doc, "A grant without cancels-touches releases the held calls",
            statement: """
                A grant without cancels-touches ends the holding: the held calls are released (G20) in \
                the same step.
                """,
            source: "Apple: UIGestureRecognizer cancelsTouchesInView and delaysTouchesEnded."),
        Rule(
            .g23, .choice, "Cancelled touches have their held calls discarded",
            statement: """
                A touch cancelled by the system (L3), the touch limit (L1) or a removal (B2) has its \
                held calls discarded, never released: one line discard VIEW [touches] - each. Its view \
                receives touchesCancelled only if it received the began. Calls held for a view that \
                leaves the window are discarded the same way, whether their touch is live or not.
                """,
            source: "The simulator's choice."),
        Rule(
            .g24, .choice, "A taken touch is no longer live for the views",
            statement: """
                For the views, a touch is live from its began (delivered or held) until its finger \
                lifts (even if its ended call is held), it is cancelled or it is taken; a withheld \
                touch never is. So a touch that a recognizer took (G16) is, like a withheld one, not \
                live for the views: it produces no skip lines while ignoring (I3) and no view cancellation from the \
                touch limit, a system cancel or a removal (L1, L3, B2).
                """,
            source: "The simulator's choice."),
        Rule(
            .g25, .choice, "Recognizer timers",
            statement: """
                Five timers exist: the tap's max-duration (GT1) and interval (GT4), the long press's \
                duration (GL1), a scroll view delay's touch delay (SD2) and the end of a deceleration \
                (SK3, which SK4 and SK5 stop early). A timer coming due is a timer step of its own at its due time, \
                before any script line at the same or a later time. Timers due together, behaviours' \
                delayed calls included, fire in the order they were scheduled. A timer stops when its \
                recognizer leaves Possible, is disabled, removed or reset. Timers keep running while \
                the application ignores interaction.
                """,
            source: "The simulator's choice, after the timers of UIKit's recognizers."),
        Rule(
            .g26, .obsChoice, "Recognizers while the application ignores interaction",
            statement: """
                While ignoring (I1 to I3), recognizers take no calls for the skipped events, but their \
                timers run, cancellations still reach them and held calls are still released.
                """,
            source: "UIKit's delivery to recognizers, as read from its implementation (whole events are skipped while ignoring)."),
        Rule(
            .g27, .doc, "Touch limit and system cancel: recognizers first",
            statement: """
                On the touch limit (L1) or a system cancel (L3), first every recognizer with live \
                touches takes, in RO, one touchesCancelled call holding all of them, including touches \
                withheld from their views and touches already taken (G9); then the views get their \
                cancellations as L1 and L3 say, with G23 for held calls. A touch withheld for \
                touch-limit has no recognizers.
                """,
            source: "Apple: UIGestureRecognizer reference (touchesCancelled)."),
        Rule(
            .g28, .choice, "Removing a view: its recognizers lose their touches",
            statement: """
                When views leave the window (B2), every recognizer on them loses its touches; if it \
                took part (had touches in its current attempt) and was not terminal, it is cancelled first: an active one goes to \
                Cancelled, a Possible or waiting one to Failed with the reason removed. Recognizers on \
                views left in the window keep the touch and may still begin, change and end with it. \
                B2's touchesCancelled to the views is unchanged, and calls held for removed views are \
                discarded (G23).
                """,
            source: "The simulator's choice."),
        Rule(
            .g29, .docChoice, "Changing view flags mid-touch does not detach recognizers",
            statement: """
                Changing user-interaction, hidden, alpha or a control's enabled while a touch is down \
                does not affect the recognizers attached to it: attaching happens only when a touch \
                begins, as hit testing does (B3).
                """,
            source: "Apple: the UIGestureRecognizer headers; the details are the simulator's choice."),
        Rule(
            .g30, .doc, "Disabling a recognizer",
            statement: """
                set NAME enabled no on a recognizer: if it takes part and is not terminal, an active \
                one goes to Cancelled (its action is sent) and a Possible or waiting one to Failed with \
                the reason disabled. Either way it loses its touches, and while disabled it is attached \
                to no touch. set NAME enabled yes applies to touches that begin afterwards.
                """,
            source: "Apple: UIGestureRecognizer isEnabled (\"when changed to NO the gesture recognizer will be cancelled\")."),
        Rule(
            .g31, .choice, "Relations may name recognizers anywhere; absent ones count as failed",
            statement: """
                requires-failure-of and simultaneous-with may name recognizers on any view of the \
                scene. A listed recognizer that is disabled, or takes no part in the current touch, \
                counts as failed (G12 step 2, G13); taking no part means having no touches in its \
                current attempt: a single tap never waits for a double tap on a \
                view the finger did not touch.
                """,
            source: "The simulator's choice."),
        Rule(
            .ro, .choice, "The recognizer order",
            statement: """
                Recognizers are ordered deepest view first (a window has depth 0); for equal depths, \
                in the order their view: or window: lines appear in the scene file; on one view, in the \
                order of its gestures: list. This order decides who takes calls first (G5) and how \
                requests are resolved (G12).
                """,
            source: "The simulator's choice (Apple sets no order)."),
    ]
}
