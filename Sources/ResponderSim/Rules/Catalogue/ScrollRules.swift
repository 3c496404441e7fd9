extension Rule {
    /// SV, SD, SP, SK, SW, SN: scroll views, their delay recognizer, their pan, deceleration,
    /// how they meet the other rules, and the arithmetic that makes traces byte-exact.
    static let scrollRules: [Rule] =
        scrollViewRules + scrollDelayRules + scrollPanRules + decelerationRules + scrollInteractionRules + scrollArithmeticRules

    static let scrollViewRules: [Rule] = [
        Rule(
            .sv1, .docObs, "UIScrollView, UITableView, UICollectionView and UITextView are scroll views",
            statement: """
                The four classes behave alike here; the class name only labels the view. A scroll \
                view (never a window) starts with multiple-touch: yes and clips: yes, and has two \
                recognizers no scene declares, NAME.delay and NAME.pan.
                """,
            source: "Apple: UIScrollView (the superclass of several UIKit classes); UIKit's initializer sets both flags."),
        Rule(
            .sv2, .doc, "The content offset is the bounds origin",
            statement: """
                content-offset and bounds-origin are one value: a subview at (x, y) appears at \
                (x - offset.x, y - offset.y). Hit tests and deliveries read the offset of their \
                moment; only the scroll pan, a deceleration and set change it. Only scroll lines \
                print an offset; JSON locations convert with the offset at the delivery (a released \
                call with the offset at its release).
                """,
            source: "Apple: UIScrollView contentOffset; UIView bounds."),
        Rule(
            .sv3, .obs, "The offset's limits come from the content size and the inset",
            statement: """
                With frame size (W, H), content-size (cw, ch) and content-inset (t, l, b, r): min.x \
                = -l and max.x = max(-l, cw + r - W); min.y = -t and max.y = max(-t, ch + b - H).
                """,
            source: "UIKit's implementation; an open re-implementation uses the same formula."),
        Rule(
            .sv4, .docObs, "A scroll view scrolls along an axis its content overflows",
            statement: """
                It can scroll along x when cw + l + r > W, or when always-bounce-horizontal and \
                bounces are both yes; along y likewise. Content exactly as large as the frame does \
                not scroll. The test is made whenever a rule reads it.
                """,
            source: "Apple: UIScrollView alwaysBounceVertical (dragging allowed even when the content is smaller)."),
        Rule(
            .sv5, .obsChoice, "A scroll view that can scroll keeps every touch call",
            statement: """
                While scroll-enabled is yes, the scroll view's own touch code handles every call and \
                forwards none, so a controller behind it never hears of its touches. With \
                forwards-touches: yes, or scroll-enabled: no, that code forwards instead, as a plain \
                view's does. An override in handles runs instead of that code, one in passes-on before it.
                """,
            source: "Apple: UIScrollView isScrollEnabled (a disabled scroll view forwards touches); developers' subclasses that call next."),
    ]

    static let scrollDelayRules: [Rule] = [
        Rule(
            .sd1, .obs, "Every scroll view has a delay recognizer, first in its order",
            statement: """
                NAME.delay is a discrete recognizer on the scroll view, before NAME.pan and the \
                scene's own recognizers in RO, enabled while scroll-enabled is yes and no set \
                switched it off, with cancels-touches, delays-began and delays-ended yes. Its grant \
                never makes a scroll pan fail and never blocks a scroll pan's request.
                """,
            source: "UIKit's implementation (its delayed-touches-began recognizer cannot prevent the scroll view's pan)."),
        Rule(
            .sd2, .docObs, "The delay holds the content's touch-down for the touch delay",
            statement: """
                With delays-content-touches: yes, each began call it takes (re)starts its timer of \
                touch-delay (0.15 s) and sets its start point to the centroid of its fingers down; \
                while Possible it holds their calls. With delays-content-touches: no it decides at \
                the began call (reason immediate). A finger that begins after it left Possible is \
                not attached.
                """,
            source: "Apple: UIScrollView delaysContentTouches; developers measured 150 ms."),
        Rule(
            .sd3, .obs, "Movement along an axis the scroll view cannot scroll decides",
            statement: """
                At a moved call, with D the centroid of its fingers down minus the start point \
                (turned into the scroll view's axes), it decides when the scroll view cannot scroll \
                along x and |D.x| > hysteresis, or cannot along y and |D.y| > hysteresis. Movement \
                along a scrollable axis is the pan's business.
                """,
            source: "UIKit's implementation of the delayed-touches-began recognizer."),
        Rule(
            .sd4, .docObs, "Deciding asks touches-should-begin about each touch's view",
            statement: """
                Each touch whose hit-test view lies inside the scroll view asks touches-should-begin \
                about that view; touches on the scroll view itself answer yes. All yes: it fails \
                with the reason that decided (timeout, movement, lifted, immediate) and the held \
                calls are released. Otherwise it lets go of the yes touches and asks to be \
                recognized: granted, it takes the others and their views never hear of them.
                """,
            source: "Apple: UIScrollView touchesShouldBegin(_:with:in:)."),
        Rule(
            .sd5, .obs, "A quick tap: began and ended reach the content together",
            statement: """
                An ended call while its timer runs decides at once. When it fails, the held began \
                is released in the same step and the step's own ended follows it, so a button \
                sends touchDown and touchUpInside in one step and its highlight never shows.
                """,
            source: "UIKit's implementation; developers' reports of buttons in scroll views that do not highlight."),
        Rule(
            .sd6, .doc, "Cancelling the delay throws its held calls away",
            statement: """
                A cancellation fails it with cancelled and discards what it holds (G9, G23). A \
                grant that takes its touches discards its held calls and fails it prevented.
                """,
            source: "Apple: UIGestureRecognizer cancelsTouchesInView."),
    ]

    static let scrollPanRules: [Rule] = [
        Rule(
            .sp1, .obs, "Every scroll view has a pan, second in its order",
            statement: """
                NAME.pan is a pan with the scroll view's hysteresis, min-touches 1, no maximum, \
                cancels-touches yes, delays-began no and delays-ended no, enabled while \
                scroll-enabled is yes and no set switched it off; pan-requires-failure-of is its \
                requires-failure-of. The pan's translation rules (GP1, GP3, GP4) apply.
                """,
            source: "UIKit's implementation; Apple: UIScrollView panGestureRecognizer."),
        Rule(
            .sp2, .obs, "The pan begins only along an axis the scroll view can scroll",
            statement: """
                A Possible pan asks to begin at a moved call when, for an axis the scroll view can \
                scroll, the translation in the scroll view's axes reaches the hysteresis. Movement \
                along an axis it cannot scroll never begins it and never fails it: it fails lifted \
                when its fingers lift.
                """,
            source: "UIKit's implementation of the scroll view's pan and of UIPanGestureRecognizer."),
        Rule(
            .sp3, .docObs, "Content that tracks a touch may stop the scroll",
            statement: """
                Before asking, the pan checks each touch the content tracks (its view lies inside \
                the scroll view, got its began, and is live). If can-cancel-content-touches is no, \
                or touches-should-cancel answers no for that view (by default no for controls, yes \
                for other views), it fails content-tracking. A held began is not tracked.
                """,
            source: "Apple: UIScrollView canCancelContentTouches and touchesShouldCancel(in:)."),
        Rule(
            .sp4, .doc, "The pan's grant cancels the content",
            statement: """
                The grant follows G12-G16: the pan takes its touches, held calls are thrown away, and \
                content that got the began gets touchesCancelled now.
                """,
            source: "Apple: UIScrollView canCancelContentTouches (the view receives touchesCancelled)."),
        Rule(
            .sp5, .obs, "The offset follows the finger, minus the hysteresis",
            statement: """
                At its grant the pan records the start offset and removes the hysteresis from the \
                translation on each axis (a positive value becomes max(v - h, 0), any other min(v + \
                h, 0)); later moves add to it. At the grant and at each Changed the target is the \
                start offset minus the translation; an axis it cannot scroll keeps the start offset. \
                The offset is set when the gesture line prints, so the content lags the finger by h.
                """,
            source: "UIKit's implementation (offset = start offset - translation)."),
        Rule(
            .sp6, .docObs, "A directional lock keeps a steep or flat drag on one axis",
            statement: """
                With directional-lock: yes, at the grant: a translation at most 20 degrees from x \
                (or with no y) locks x, at least 70 degrees (or with no x) locks y, when the scroll \
                view can scroll along that axis; a diagonal locks nothing. The locked-out axis keeps \
                the start offset for the whole drag.
                """,
            source: "Apple: UIScrollView isDirectionalLockEnabled; UIKit's implementation for the angles."),
        Rule(
            .sp7, .obsChoice, "Beyond a limit the offset stretches like a rubber band",
            statement: """
                A target within the limits is the offset. Beyond one, with bounces: yes the offset is \
                the limit moved outward by 0.55 d R / (0.55 d + R), d the distance beyond and R the \
                frame's width or height; with bounces: no it is the limit.
                """,
            source: "UIKit's implementation passes the frame size as the range; the 0.55 formula is widely reported."),
        Rule(
            .sp8, .choice, "At the end an offset beyond a limit returns to it",
            statement: """
                At Ended and at Cancelled an offset beyond a limit returns to that limit at once \
                (the bounce-back animation is not modelled, and prints a scroll offset line); then, \
                at Ended only, the deceleration rules decide.
                """,
            source: "The simulator's choice."),
        Rule(
            .sp9, .obsChoice, "A set of the offset mid-drag moves the start offset",
            statement: """
                A set of the offset while the pan is active moves its start offset by the same \
                amount, so the drag goes on from there. A set prints no offset line and never \
                clamps. Content size, inset and bounce keys set mid-drag are read at the next \
                Changed; hysteresis at the begin test and the grant; directional-lock at the grant.
                """,
            source: "UIKit's implementation (setting the bounds while dragging shifts the start offset)."),
    ]

    static let decelerationRules: [Rule] = [
        Rule(
            .sk1, .obsChoice, "The release velocity is the last move's",
            statement: """
                At the pan's Ended call the velocity is the last moved call's displacement divided by \
                the time since the call before it, turned into the scroll view's axes. It is zero \
                when there is no such move, when that time is zero, or when the lift comes more than \
                flick-pause (0.1 s) after it: a finger that rested does not fling.
                """,
            source: "UIKit mixes the last two samples; for evenly spaced moves the result is the same."),
        Rule(
            .sk2, .obsChoice, "A fast enough lift starts a deceleration",
            statement: """
                The offset's velocity is minus the release velocity, with zero on an axis the scroll \
                view cannot scroll, on the axis a lock keeps still, and on an axis whose offset was \
                beyond a limit at the lift. When its length reaches min-flick-speed (250 points per \
                second) and exceeds stop-speed, a deceleration starts and the step prints scroll SV \
                decelerating VX VY.
                """,
            source: "UIKit's implementation (no deceleration below 0.0625 squared points per millisecond)."),
        Rule(
            .sk3, .docObs, "A deceleration slows by the rate per millisecond and stops",
            statement: """
                With r (normal 0.998, fast 0.99 per millisecond) and t the milliseconds since the \
                lift, the offset is O + (v/1000)(r^t - 1)/ln r on each axis, kept within the limits. \
                It ends when the speed falls to stop-speed, at t = ln(s/|v|)/ln r: a timer step then \
                prints scroll SV stopped X Y. Hit tests and deliveries meanwhile use the offset of \
                their moment.
                """,
            source: "Apple: UIScrollView.DecelerationRate; UIKit's implementation for the stop speed."),
        Rule(
            .sk4, .obs, "A touch on a decelerating scroll view catches it",
            statement: """
                When a touch begins on a decelerating scroll view and its pan takes it, the pan's \
                began call stops the deceleration (scroll SV stopped X Y) and asks to begin at once, \
                without the content-tracking check. Granted, it takes the touch before any view call: \
                a tap on a moving list only stops it. Its hysteresis is removed at the first move that \
                passes the begin test.
                """,
            source: "UIKit's implementation of the scroll view's pan (it begins in touchesBegan while decelerating)."),
        Rule(
            .sk5, .choice, "A set or a removal stops a deceleration",
            statement: """
                A set of content-offset, bounds-origin, content-size, content-inset or scroll-enabled, \
                and the removal of the scroll view, stop its deceleration with scroll SV stopped X Y \
                at the offset after the action. The system cancel, the touch limit, ignoring and \
                switching the pan off do not.
                """,
            source: "The simulator's choice."),
    ]

    static let scrollInteractionRules: [Rule] = [
        Rule(
            .sw1, .obsChoice, "Nested scroll views: each drag goes to the one that can take it",
            statement: """
                RO gives inner delay, inner pan, outer delay, outer pan. A held began is released only \
                when every delay holding it has failed; each delay tests its own axes. Both delays \
                start their timers at the same began, inner first, so on a still finger they come due \
                as two timer steps at the same time, inner first.
                """,
            source: "UIKit's implementation; Apple's sessions on nested scroll views."),
        Rule(
            .sw2, .doc, "Recognizers on the content come first",
            statement: """
                They are deeper, so they take calls and ask first. A tap recognized at the lift takes \
                the touch and discards the held began. One that requires the scroll pan to fail waits \
                until it fails, which for movement across the scrollable axis happens only at the lift.
                """,
            source: "Apple: UIGestureRecognizer require(toFail:)."),
        Rule(
            .sw3, .docObs, "Controls in a scroll view track late, or not at all",
            statement: """
                With delays-content-touches: yes UIControl's code runs only when the delay lets the \
                calls go: touchDown comes 0.15 s late, or with touchUpInside on a quick tap, and a \
                drag that starts on a control before the delay scrolls. With the delay off the \
                control tracks at once and a drag on it scrolls only if touches-should-cancel says yes.
                """,
            source: "Developers' reports and fixes (delaysContentTouches = false, touchesShouldCancel returning true)."),
        Rule(
            .sw4, .doc, "Withheld touches still scroll",
            statement: """
                multiple-touch and exclusive-touch withhold touches from views, not from recognizers, \
                so a withheld touch can scroll. Touches the pan took are not live for views. Touches \
                that begin while the pan is active are attached to it but not taken.
                """,
            source: "Apple: UIView isMultipleTouchEnabled, isExclusiveTouch; UIGestureRecognizer."),
        Rule(
            .sw5, .doc, "While the application ignores, nothing scrolls",
            statement: """
                Skipped events reach no recognizer, so a drag does not scroll; the delay's timer and \
                a deceleration still run. A touch that begins while ignoring cannot catch a \
                deceleration.
                """,
            source: "Apple: UIApplication beginIgnoringInteractionEvents."),
        Rule(
            .sw6, .doc, "The system cancel ends the drag",
            statement: """
                The system cancel and the touch limit cancel the pan (its offset returns within the \
                limits) and fail the delay with cancelled, discarding its held calls.
                """,
            source: "Apple: UIGestureRecognizer (a cancelled touch cancels the gesture)."),
        Rule(
            .sw7, .choice, "Removing a scroll view or its content",
            statement: """
                Removing a scroll view stops its deceleration and its recognizers lose their touches. \
                Removing content whose began is held discards the held calls (discard VIEW [t1] -); \
                the scroll view keeps the touch and may still scroll with it, and the delay counts \
                that touch as yes.
                """,
            source: "The simulator's choice."),
        Rule(
            .sw8, .choice, "A set mid-touch takes effect where its rule reads it",
            statement: """
                scroll-enabled: no disables both built-ins as a set enabled no does (a Possible delay \
                fails disabled and lets its calls go), stops a deceleration and makes the scroll \
                view forward the calls that follow; scroll-enabled: yes attaches the built-ins only \
                to later touches. delays-content-touches is read at the next began call.
                """,
            source: "The simulator's choice."),
    ]

    static let scrollArithmeticRules: [Rule] = [
        Rule(
            .sn1, .choice, "Every quantity is a double, computed as written",
            statement: """
                Scroll quantities are IEEE doubles computed with exactly the written operations, \
                left to right, without fused multiply-add; square roots are IEEE's, log, pow and \
                atan2 the C library's. State is never rounded; only printing rounds.
                """,
            source: "The simulator's choice, so that two implementations print the same bytes."),
        Rule(
            .sn2, .choice, "Times are whole microseconds",
            statement: """
                A span in seconds is its microseconds as a double divided by 1000000; in \
                milliseconds, divided by 1000.
                """,
            source: "The simulator's choice."),
        Rule(
            .sn3, .choice, "Dragging arithmetic, axis by axis",
            statement: """
                The translation is the pan's (GP2), turned with H13's cosine and sine when the scroll \
                view is rotated. Removal: max(T - h, 0) or min(T + h, 0); target = start - T. Beyond \
                max the offset is max + (0.55 d R)/(0.55 d + R) with d = U - max; below min, min minus \
                it. The lock tests y = 0 first, then x = 0, then the angle atan2(|y|, |x|) in degrees.
                """,
            source: "The simulator's choice."),
        Rule(
            .sn4, .choice, "Release velocity arithmetic",
            statement: """
                Per axis V = D/dt with dt in seconds and D turned as the translation; v = -V (an axis \
                set to 0 is +0); its speed is sqrt(vx vx + vy vy), not hypot.
                """,
            source: "The simulator's choice."),
        Rule(
            .sn5, .choice, "Deceleration arithmetic",
            statement: """
                k = log(r); the offset at t milliseconds is O + ((v/1000)(pow(r, t) - 1))/k, then kept \
                within the limits. The end t = log(s/|v|)/k; its timer is due at the lift's \
                microsecond plus ceil(t times 1000) microseconds, and the stopped offset uses q = s/|v| \
                in place of pow(r, t).
                """,
            source: "The simulator's choice."),
        Rule(
            .sn6, .choice, "An offset line prints when a double changed",
            statement: """
                A scroll offset line prints when either axis's new double differs from the old one \
                (so -0 equals 0), even when the printed text repeats the previous line.
                """,
            source: "The simulator's choice."),
        Rule(
            .sn7, .choice, "Examples keep away from ties",
            statement: """
                Acceptance cases keep every printed number's seventh decimal away from a tie, the end \
                time away from a whole microsecond and lock angles away from 20 and 70 degrees, so \
                that a last-bit difference between C libraries cannot change a byte of the trace.
                """,
            source: "The simulator's choice."),
    ]
}
