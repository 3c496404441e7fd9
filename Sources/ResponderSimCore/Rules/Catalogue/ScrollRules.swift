extension Rule {
    /// SV, SD, SP, SK, SW, SN: scroll views, their delay recognizer, their pan, deceleration,
    /// how they meet the other rules, and the arithmetic that makes traces byte-exact. NAME is
    /// the scroll view's name; (t, l, b, r) its content-inset, (cw, ch) its content-size and
    /// (W, H) its frame's size.
    static let scrollRules: [Rule] =
        scrollViewRules + scrollDelayRules + scrollPanRules + decelerationRules + scrollInteractionRules + scrollArithmeticRules

    static let scrollViewRules: [Rule] = [
        Rule(
            .sv1, .docObs, "UITableView, UICollectionView and UITextView are scroll views like UIScrollView",
            statement: """
                A node of class UIScrollView, or of one of its subclasses UITableView, \
                UICollectionView and UITextView, is a scroll view. All four scroll by the same rules \
                here, and the importer preserves the class; a UITableView starts with \
                always-bounce-vertical: yes (SV4), and tables and collection views select their \
                cells (TS1). A window is \
                never a scroll view, whatever class it names. Unless the scene says otherwise a \
                scroll view has multiple-touch: yes (which matters only to M1) and clips: yes (which \
                alters no hit test, H3), and it owns two recognizers no scene declares: NAME.delay \
                (SD) and NAME.pan (SP).
                """,
            source:
                "Apple: UIScrollView (several UIKit classes inherit from it); UIKit's initializer turns on "
                + "multipleTouchEnabled and clipsToBounds. Treating the four classes alike is the simulator's choice."),
        Rule(
            .sv2, .doc, "A scroll view's content offset is its bounds origin",
            statement: """
                content-offset and bounds-origin name one value, so content whose frame origin is \
                (x, y) shows at (x - ox, y - oy) in the scroll view's coordinates, (ox, oy) being the \
                offset. Hit tests (H4, H11) and the conversion of locations (P5) use the offset current \
                when they happen. Only the scroll pan (SP5 to SP9), a deceleration (SK3 to SK5) and a \
                script set change it. Compact lines show no locations, so only scroll lines reveal \
                the offset; in JSON a delivery's locations use the offset at the time of the delivery, \
                which for a held call is the offset when it is released (G20), not when it was held.
                """,
            source: "Apple: UIScrollView contentOffset; UIView bounds."),
        Rule(
            .sv3, .obs, "The content size and the inset bound the offset",
            statement: """
                The smallest offset is (-l, -t). The largest is (max(-l, cw + r - W), \
                max(-t, ch + b - H)): along an axis whose padded content is smaller than the frame, \
                the largest offset equals the smallest.
                """,
            source: "UIKit's implementation; an open-source re-implementation of UIKit computes the same limits."),
        Rule(
            .sv4, .docObs, "A scroll view scrolls along an axis its content overflows, or that always bounces",
            statement: """
                Horizontal scrolling is possible when cw + l + r is strictly greater than W, or when \
                always-bounce-horizontal and bounces are both yes; vertical scrolling when ch + t + b \
                is strictly greater than H, or when always-bounce-vertical and bounces are both yes. \
                Padded content exactly the frame's size therefore does not scroll. \
                always-bounce-vertical is yes by default on a UITableView and no on every other class, \
                so a table whose rows do not fill it still drags vertically. Every rule that \
                needs the answer works it out afresh from the values of that moment.
                """,
            source:
                "Apple: UIScrollView alwaysBounceVertical and alwaysBounceHorizontal (with bounces on, dragging is allowed "
                + "even when the content is smaller than the bounds); UIKit's implementation; write-ups of "
                + "UIScrollView's defaults (a table's alwaysBounceVertical is on, a collection view's off)."),
        Rule(
            .sv5, .docObs, "A scroll view that can scroll absorbs the touch calls that reach it",
            statement: """
                As long as scrolling is enabled (scroll-enabled: yes), the touch methods of the scroll view itself end \
                every touch call that reaches them (handled) and pass nothing on, so a call climbing the responder chain \
                stops at the scroll view and the controller behind it never learns of the touch. With forwards-touches: \
                yes, or with scrolling disabled, those methods hand each call to the next responder instead. \
                scroll-enabled is consulted at every call, so changing it with set in the middle of a touch affects the \
                calls after the change. Overrides work as U13 describes for controls: a phase listed in handles runs the \
                override in place of the scroll view's methods, a phase listed in passes-on runs the override first and \
                those methods after it, and behavior acts as in U13: the call goes on up the chain when the override's \
                code forwards it (forward-single-taps with a single tap's began). A scroll view with scrolling disabled therefore \
                routes like a plain view, without recognizers of its own (SD1, SP1). For a table or \
                collection view, those methods also highlight and select cells (TS1 to TS7), with \
                scrolling enabled or not.
                """,
            source:
                "Apple: UIScrollView isScrollEnabled (with scrolling disabled, touch events go up the responder chain); "
                + "UIKit's implementation (its touch methods call super only under a private flag); developers' "
                + "subclasses that pass touches to next."),
    ]

    static let scrollDelayRules: [Rule] = [
        Rule(
            .sd1, .obs, "Every scroll view has a delay recognizer, first in its order",
            statement: """
                NAME.delay is a discrete recognizer attached to the scroll view. In the scroll view's \
                RO it comes first, before NAME.pan and before the recognizers the scene declares on \
                that view. It is enabled while scroll-enabled is yes unless set NAME.delay enabled no \
                is in force, and cancels-touches, delays-began and delays-ended are all yes for it \
                (G16 to G18). G1 attaches it like any other recognizer, touches that land on the \
                scroll view itself included. When it is granted no scroll pan fails because of it, and it never \
                counts against a scroll pan's request in G12's exclusivity step; the grant of any \
                other recognizer that shares a touch with it fails it as G12 says.
                """,
            source:
                "UIKit's implementation: the scroll view's delayed-touches-began recognizer cannot prevent the scroll "
                + "view's pan, and the pan's action cancels it."),
        Rule(
            .sd2, .docObs, "The delay recognizer holds the content's touches for touch-delay (0.15 s)",
            statement: """
                With delays-content-touches: yes, every began call the delay recognizer takes starts its timer of \
                touch-delay seconds (default 0.15), starting it over if it runs, and moves its start point to the \
                centroid of its touches that are down; while it is Possible, G17 keeps every call of those touches \
                (began, moved, ended) from the views. Turning delays-content-touches off makes it decide (SD4) as soon \
                as it takes the began, before any view gets that call, and a failure then carries the reason immediate. \
                A finger that lands while it is Possible joins it: the timer starts over, the start point moves to the \
                new centroid, the new finger's calls are held as well, and the first ended call of any of them makes it \
                decide for every one (SD5). A finger that lands once it has left Possible, but before its reset (G10), \
                is not attached, so its calls go straight to its view. touch-delay is taken anew each time the timer starts; \
                touch-delay: 0 makes the timer due at the very time of the began, as a timer step that directly follows \
                that step (G25).
                """,
            source:
                "Apple: UIScrollView delaysContentTouches (when it is off, touchesShouldBegin(_:with:in:) is called at "
                + "once); UIKit's implementation asks the scroll view for the delay, and developers measured 150 ms. "
                + "Attaching later fingers is the simulator's choice."),
        Rule(
            .sd3, .obs, "Movement across the scrollable axes makes the delay decide",
            statement: """
                At each moved call the delay recognizer takes D, the centroid of its touches down \
                minus its start point, turned into the scroll view's axes by -φ (φ as in GP2). It \
                decides (SD4) when the scroll view cannot scroll horizontally and |D.x| > \
                hysteresis, or cannot scroll vertically and |D.y| > hysteresis. Movement along an \
                axis that scrolls decides nothing here: it is for the scroll pan (SP2).
                """,
            source: "UIKit's implementation of the scroll view's delayed-touches-began recognizer."),
        Rule(
            .sd4, .docObs, "Deciding: touches-should-begin chooses between releasing and keeping",
            statement: """
                To decide, the delay recognizer asks touches-should-begin about the hit-test view of \
                each of its touches that lies strictly inside the scroll view; a touch whose hit-test \
                view is the scroll view itself counts as yes. touches-should-begin answers yes by \
                default; no makes it answer no for every view, and a list answers no for the listed \
                views only. When every answer is yes it fails, naming what made it decide: timeout \
                (its timer), movement (SD3), lifted (SD5) or immediate (SD2), and G20 releases what \
                it held. Otherwise it stops holding the touches answered yes (G20 lets their calls \
                go) and requests Recognized; if granted, it takes the remaining touches (G16) and \
                their views never hear of them.
                """,
            source:
                "Apple: UIScrollView touchesShouldBegin(_:with:in:) (returning false keeps the scroll view from sending "
                + "event messages to the view); UIKit's implementation."),
        Rule(
            .sd5, .obs, "A quick tap gets began and ended in one step",
            statement: """
                An ended call that arrives while the timer still runs makes the delay recognizer decide (SD4) there and \
                then. When that decision is a failure, G20 releases the held began within the same step, and the ended \
                call that the step itself carries is delivered right behind it, so the content receives both together: a \
                UIButton sends touchDown and touchUpInside in a single step and never shows its highlight.
                """,
            source:
                "UIKit's implementation; developers' reports that a button in a scroll view or table cell does not "
                + "highlight on a quick tap."),
        Rule(
            .sd6, .doc, "A cancelled or prevented delay throws away what it holds",
            statement: """
                On cancellation (G9, G23) the delay recognizer fails with cancelled and discards its \
                held calls instead of releasing them. When another recognizer's grant takes its \
                touches (G16), the held calls are discarded in the same way and it fails with \
                prevented (SD1).
                """,
            source: "Apple: UIGestureRecognizer touchesCancelled(_:with:) and cancelsTouchesInView."),
    ]

    static let scrollPanRules: [Rule] = [
        Rule(
            .sp1, .obs, "Every scroll view has a pan, second in its order",
            statement: """
                NAME.pan is a pan recognizer (GP) on the scroll view whose hysteresis is the scroll \
                view's, with min-touches 1, no upper limit of touches, cancels-touches yes, \
                delays-began no and delays-ended no. It follows NAME.delay in the scroll view's RO \
                and is enabled while scroll-enabled is yes unless set NAME.pan enabled no is in \
                force. Its requires-failure-of is the scroll view's pan-requires-failure-of. GP1, GP3, \
                GP4 and GP2's translation T hold for it, but SP2 takes the place of GP2's test for \
                requesting Began.
                """,
            source: "UIKit's implementation; Apple: UIScrollView panGestureRecognizer."),
        Rule(
            .sp2, .obs, "The scroll pan begins only along an axis that scrolls",
            statement: """
                A Possible scroll pan requests Began at a moved call in which one of its counted touches moves, with at \
                least one counted touch down, as soon as T', its translation T turned by -φ as in GP2, reaches the \
                hysteresis h in size on an axis the scroll view can scroll (SV4): |T'.x| ≥ h horizontally or |T'.y| ≥ h \
                vertically. Movement along an axis that cannot scroll neither begins nor fails it: it stays Possible \
                until its fingers lift, then fails lifted (GP4). If the scroll view can scroll along neither axis, it \
                never scrolls at all.
                """,
            source:
                "UIKit's implementation of the scroll view's pan and of UIPanGestureRecognizer (the hysteresis is "
                + "tested per axis)."),
        Rule(
            .sp3, .docObs, "Content that already tracks a touch can stop the scroll",
            statement: """
                Just before SP2 would let it request, the scroll pan checks the touches the content is already tracking: \
                those whose hit-test view lies strictly inside the scroll view and has been sent the began call (a began \
                that is still held does not count), and which are still live for views. If can-cancel-content-touches is no, or \
                touches-should-cancel says no for the hit-test view of one such touch, the pan fails with \
                content-tracking and does not request. touches-should-cancel: default says no for UIControl and UIButton \
                and yes for any other view; yes or no give that answer whatever the view; a list says yes for its views \
                and falls back to default for the others. A held began being untracked, it is the delay recognizer's \
                hold that allows a fast drag beginning on a button to scroll.
                """,
            source:
                "Apple: UIScrollView canCancelContentTouches (with false, no scrolling once the content tracks) and "
                + "touchesShouldCancel(in:) (true unless the view is a UIControl); UIKit's implementation; developers' "
                + "overrides that return true for buttons."),
        Rule(
            .sp4, .doc, "Granting the scroll pan cancels the content's touch",
            statement: """
                The grant follows G12 to G16 without change: the pan takes its touches, the calls \
                held for them are dropped, and a content view that already received a touch's began \
                is sent touchesCancelled in that step.
                """,
            source:
                "Apple: UIScrollView canCancelContentTouches (the view gets touchesCancelled(_:with:) and the scroll "
                + "view treats the touch as a scroll)."),
        Rule(
            .sp5, .obs, "The offset follows the finger, lagging by the hysteresis",
            statement: """
                When granted, the scroll pan keeps the current offset as its start offset S and takes the hysteresis h \
                off T' (SP2) toward zero on each axis: a positive component c becomes max(c - h, 0), any other min(c + \
                h, 0). From then on, each moved call's displacement (as GP2 measures it, turned by -φ) is added to this \
                reduced T'. At the grant and at every Changed the target is S - T' on each axis, except that an axis the \
                scroll view cannot scroll at that moment stays at S; SP6 and SP7 make the offset from the target. The \
                new offset takes effect as the gesture line prints, so the step's deliveries and every later hit test \
                use it, while hit tests of the same event came earlier and used the previous offset: a finger landing in \
                that event is hit-tested against the previous offset, and its began, if delivered in that step, \
                converted with the new one. The content thus trails the finger by h.
                """,
            source:
                "UIKit's implementation (the offset is the start offset minus the translation) and UIPanGestureRecognizer's "
                + "removal of the hysteresis when it begins. The order within the step is the simulator's choice."),
        Rule(
            .sp6, .docObs, "Directional lock: a nearly straight drag scrolls along one axis",
            statement: """
                With directional-lock: yes the scroll pan chooses at its grant from T' as it is \
                before SP5 takes the hysteresis off, with the angle a = atan(|T'.y| / |T'.x|): \
                T'.y = 0 or a ≤ 20° locks it to x; otherwise T'.x = 0 or a ≥ 70° locks it to y. A lock \
                is taken only along an axis the scroll view can scroll, and a drag between the two \
                angles locks nothing. For the rest of the drag the locked-out axis keeps the start \
                offset.
                """,
            source:
                "Apple: UIScrollView isDirectionalLockEnabled (a diagonal drag is not locked); UIKit's implementation "
                + "for the 20° and 70° bounds."),
        Rule(
            .sp7, .obsChoice, "Past a limit the offset stretches like a rubber band",
            statement: """
                On each axis, a target between the limits (SV3) becomes the offset as it is. For a \
                target d points past a limit, bounces: yes gives the limit pushed outward by \
                0.55·d·R / (0.55·d + R), R being the frame's width for x and its height for y; \
                bounces: no leaves the offset at the limit.
                """,
            source:
                "Developers' reports that UIScrollView's rubber band uses the constant 0.55; UIKit's implementation "
                + "passes the frame size as the range. This formula, among those reported, is the simulator's choice."),
        Rule(
            .sp8, .choice, "When the drag ends the offset snaps back within the limits",
            statement: """
                At the scroll pan's Ended and at its Cancelled, an axis whose offset lies past a \
                limit is set to that limit immediately, with its scroll offset line, instead of \
                animating back. After Ended, not after Cancelled, SK1 and SK2 decide whether a \
                deceleration follows.
                """,
            source: "The simulator's choice: UIKit animates the bounce back, which is not modelled."),
        Rule(
            .sp9, .obs, "Setting the offset mid-drag moves the drag's start offset",
            statement: """
                When a set changes the offset while the scroll pan is active, its start offset moves by the same amount \
                on each axis (the new offset minus the one just before the set), so dragging goes on from the new \
                position. A set prints no scroll offset line and does not clamp: an offset set past a limit stays there \
                until the pan moves it or SP8 brings it back. A set of content-size, content-inset, bounces or an \
                always-bounce key in the middle of a drag has no immediate effect; the next Changed uses it. The pan \
                reads hysteresis both for SP2's test and at its grant, and directional-lock at its grant alone.
                """,
            source:
                "UIKit's implementation (changing the bounds during a drag moves the start offset); the rest is the "
                + "simulator's choice."),
    ]

    static let decelerationRules: [Rule] = [
        Rule(
            .sk1, .obsChoice, "The release velocity comes from the last move",
            statement: """
                At the scroll pan's Ended call, take c, the most recent moved call in which one of its counted touches \
                moved; let D be what c contributed to T (hysteresis not yet removed) and Δt the time from the began or \
                moved call the pan received immediately before c, whichever of its touches it concerned, up to c. The \
                release velocity is D/Δt in points per second, turned by -φ. It is zero when no such c exists, when Δt \
                is 0, or when more than flick-pause (default 0.1 s) separates c from the lift, so a finger that rests \
                before lifting throws nothing.
                """,
            source:
                "UIKit's UIPanGestureRecognizer mixes its last two samples, which gives the same result for evenly "
                + "spaced moves; the pause is the simulator's choice."),
        Rule(
            .sk2, .obsChoice, "A fast enough lift starts a deceleration",
            statement: """
                The offset's velocity v is minus the release velocity, with a component of 0 on an \
                axis the scroll view cannot scroll and, by the simulator's choice, on the axis a \
                directional lock holds still and on an axis whose offset lay past a limit when the \
                finger lifted. When the length of v is at least min-flick-speed (default 250 points \
                per second) and greater than stop-speed, the scroll view starts decelerating and \
                the step prints scroll NAME decelerating VX VY right after the gesture NAME.pan \
                ended line; otherwise it comes to rest.
                """,
            source:
                "UIKit's implementation (no deceleration when the squared speed is below 0.0625 in points per "
                + "millisecond, which is 250 points per second)."),
        Rule(
            .sk3, .docObs, "A deceleration shrinks the speed by the rate every millisecond, then stops",
            statement: """
                Let r be the rate per millisecond (deceleration-rate normal: 0.998, fast: 0.99), v \
                the velocity of SK2, E the offset at the lift and τ the milliseconds since the lift. \
                On each axis the offset is E + (v/1000)·(r^τ - 1)/ln r, kept within the limits: it \
                halts at a limit instead of bouncing, and waits there. The deceleration lasts until \
                the speed would fall to s = stop-speed (default 10 points per second), at \
                τ_end = ln(s/|v|)/ln r; a timer step (what deceleration, owned by the scroll view) \
                at the lift's time plus τ_end milliseconds, rounded up to a whole microsecond, prints \
                scroll NAME stopped X Y with the offset at τ_end. Meanwhile the scroll view is \
                decelerating, and every hit test and delivery uses the offset of its own moment.
                """,
            source:
                "Apple: UIScrollView.DecelerationRate (normal and fast) and WWDC 2018's Designing Fluid Interfaces (a "
                + "flick's projection); UIKit's implementation for 0.998, 0.99 and the stop speed; a published study "
                + "of UIScrollView's scrolling mechanics. Halting at a limit is the simulator's choice."),
        Rule(
            .sk4, .obs, "A touch on a decelerating scroll view catches it",
            statement: """
                If a touch lands while its scroll view is decelerating and NAME.pan is attached to it, the pan's began \
                call halts the deceleration, printing scroll NAME stopped X Y with the offset it has at that instant, \
                and the pan requests Began immediately, skipping SP3. The request is normally granted, and G16 then \
                takes the touch before any view is called in the step: no content view hears of the touch, and tapping a \
                list that is still moving just stops it. The start offset is the one where the list stopped; the \
                hysteresis comes off only at the first moved call passing SP2's test, and before that the target remains \
                the start offset, so those Changed lines are followed by no offset line. SP6's directional lock is \
                decided at that same moved call, from the translation it has then, before the hysteresis comes off (at \
                the grant the translation is (0, 0) and would always lock x). The hit test of the touch, made \
                earlier in the step, already saw the offset at which the list stops.
                """,
            source:
                "UIKit's implementation of the scroll view's pan (on a decelerating scroll view it begins in "
                + "touchesBegan and reports no translation until the hysteresis is passed). Skipping the tracking "
                + "check is the simulator's choice."),
        Rule(
            .sk5, .choice, "Some sets and a removal stop a deceleration",
            statement: """
                A deceleration ends early, printing scroll NAME stopped X Y with the offset after the \
                action, when the script sets content-offset, bounds-origin, content-size, \
                content-inset or scroll-enabled on its scroll view, or removes that scroll view. It \
                involves no touch, so the system cancel, the touch limit, ignoring interaction and \
                set NAME.pan enabled no all leave it running.
                """,
            source: "The simulator's choice."),
    ]

    static let scrollInteractionRules: [Rule] = [
        Rule(
            .sw1, .obs, "Nested scroll views: each drag goes to the one that can take it",
            statement: """
                The inner scroll view lies deeper, so the RO is inner delay, inner pan, outer delay, outer pan. A began \
                held by both delays goes out only after both have failed (G20), and each judges movement (SD3) by its \
                own scroll view's axes. Moving along an axis that only the outer scroll view scrolls makes the inner \
                delay fail with movement and the outer pan begin, so the inner pan then fails prevented (G12); moving \
                along the inner one's axis begins the inner pan before the outer. By the simulator's choice, the hold \
                line of a began held by both names the inner delay, and both timers start at that began call, inner \
                before outer, so a finger that rests produces two timer steps with the same time: in the first the inner \
                delay fails (timeout) and nothing is released, in the second the outer one fails and the began is \
                released and delivered. A quick lift makes both decide at one ended call, inner before outer, with a \
                single release. Each delay consults its own touches-should-begin, about the one hit-test view.
                """,
            source:
                "UIKit's implementation of the scroll view's pan; the order of the timers and of the lines is the "
                + "simulator's choice."),
        Rule(
            .sw2, .doc, "Recognizers on the content act before the scroll view's",
            statement: """
                Recognizers of content views sit deeper in the tree than the scroll view's two, so G5 and G12 give them \
                the calls and the requests before the scroll view's. A tap that is recognized when the finger lifts \
                takes the touch, and the began the delay was holding is discarded: the view under the tap is never told \
                of it. A recognizer whose requires-failure-of names NAME.pan must wait for that pan to fail, and when \
                the finger moves only across the scroll view's scrollable axes the pan fails no sooner than the lift \
                (SP2). A tap waits harmlessly, whereas a sideways pan on a cell that requires the pan of a vertically \
                scrolling list can never begin.
                """,
            source:
                "Apple: UIGestureRecognizer require(toFail:) and \"Preferring one gesture over another\"; UIKit's "
                + "implementation of the scroll view's pan."),
        Rule(
            .sw3, .docObs, "Controls in a scroll view track late, or keep the scroll from starting",
            statement: """
                With delays-content-touches: yes a control's tracking (U2 to U5) begins only when the delay recognizer \
                lets the calls go: touchDown arrives 0.15 s late, or in the same step as touchUpInside on a quick tap \
                (SD5), and a finger that lands on a control and moves far enough before the delay runs out scrolls while \
                the control hears nothing. With delays-content-touches: no the control starts tracking immediately, so \
                by SP3 dragging from it scrolls only when touches-should-cancel says yes for that control. U7 concerns \
                tap recognizers, and the scroll pan is not one.
                """,
            source:
                "Apple: UIScrollView delaysContentTouches and touchesShouldCancel(in:); developers' reports of buttons "
                + "that do not highlight and of scrolls that cannot start on buttons."),
        Rule(
            .sw4, .doc, "Touches withheld from views can still scroll",
            statement: """
                multiple-touch and exclusive-touch keep touches from views only, never from \
                recognizers (G2, G3), so a touch the content never gets may still drive the scroll \
                pan. Touches the pan has taken are no longer live for the views (G24) and so never \
                block M1, X1 or X2. A touch that begins while the pan is active is attached to it \
                without being taken (G16), and its view receives it.
                """,
            source: "Apple: UIView isMultipleTouchEnabled and isExclusiveTouch; UIGestureRecognizer."),
        Rule(
            .sw5, .doc, "Nothing scrolls while the application ignores touches",
            statement: """
                Events the application skips (I1 to I3, G26) reach no recognizer, so dragging then \
                moves no offset, while the timers, the delay recognizer's and a deceleration's, keep \
                running. A touch that lands while interaction is ignored has no recognizers and so \
                cannot catch a deceleration (SK4).
                """,
            source: "Apple: UIApplication beginIgnoringInteractionEvents()."),
        Rule(
            .sw6, .doc, "A system cancel or the touch limit ends the scroll pan and the delay",
            statement: """
                When the system cancels touches or the touch limit is exceeded (L1, L3, G27), the \
                scroll pan goes to Cancelled, an offset past a limit returning to it (SP8), and the \
                delay recognizer fails with cancelled and discards its held calls (G23).
                """,
            source: "Apple: UIGestureRecognizer touchesCancelled(_:with:) (a cancelled touch cancels the gesture)."),
        Rule(
            .sw7, .choice, "Removing a scroll view, or content whose touch it holds",
            statement: """
                A remove of a scroll view ends its deceleration (SK5), and its two recognizers give up their touches. A \
                remove of a content view whose began the delay is holding drops the held calls (G23) and prints discard \
                VIEW [t1] - but no touchesCancelled (B2); the touch stays with the scroll view's recognizers, which can \
                go on to scroll with it. After that, SD4 answers yes for a touch whose hit-test view is no longer inside \
                the scroll view, and SP3 does not treat that touch as tracked because views no longer see it: the delay \
                fails as it would anyway, releasing nothing, and dragging still scrolls.
                """,
            source: "The simulator's choice."),
        Rule(
            .sw8, .choice, "A set in the middle of a touch applies where its rule reads it",
            statement: """
                Setting scroll-enabled: no disables NAME.delay and NAME.pan as G30 says (a Possible \
                delay fails disabled, which releases its held calls), stops a deceleration (SK5) and \
                makes the scroll view forward the calls that follow (SV5); setting it back to yes \
                attaches the two recognizers only to touches that begin afterwards (G30). \
                delays-content-touches takes effect at the next began call, every other key when a \
                rule next reads it.
                """,
            source: "The simulator's choice."),
    ]

    static let scrollArithmeticRules: [Rule] = [
        Rule(
            .sn1, .choice, "Scroll numbers are doubles, computed exactly as written",
            statement: """
                Every quantity of the scroll rules is an IEEE 754 double. A formula is evaluated \
                left to right exactly as written (a·b/c means (a·b)/c, a + b/c means a + (b/c)), \
                without fused multiply-add or reordering; sqrt is IEEE's, and log (natural), pow \
                and atan2 are the C library's, as Swift's Foundation and Python's math module \
                provide them. The state keeps every bit; only printing rounds.
                """,
            source: "The simulator's choice, so that two implementations print the same bytes."),
        Rule(
            .sn2, .choice, "Times are whole microseconds",
            statement: """
                Times are integers of microseconds. A span becomes seconds by converting its \
                microseconds to a double and dividing by 1000000, and milliseconds by dividing that \
                double by 1000.
                """,
            source: "The simulator's choice."),
        Rule(
            .sn3, .choice, "The arithmetic of a drag, one axis at a time",
            statement: """
                T' is GP2's translation (the sum of the displacements divided by their count), turned \
                by -φ with H13's cosine and sine, and left as it is when φ = 0. Taking the hysteresis \
                off: max(T' - h, 0) for a positive T', otherwise min(T' + h, 0). Target U = S - T'. \
                Limits: max.x = max(-l, (cw + r) - W) and max.y = max(-t, (ch + b) - H); an axis \
                scrolls when (cw + l) + r > W, respectively (ch + t) + b > H. Past max, d = U - max \
                and the offset is max + ρ; below min, d = min - U and the offset is min - ρ; \
                ρ = ((0.55·d)·R)/((0.55·d) + R). The lock tests T'.y = 0 first (so T' = (0, 0) with \
                hysteresis 0 locks x), then T'.x = 0, then the angle (atan2(|T'.y|, |T'.x|)·180)/π \
                in degrees, π being the double nearest to pi.
                """,
            source: "The simulator's choice."),
        Rule(
            .sn4, .choice, "The arithmetic of the release velocity",
            statement: """
                Per axis V = D/Δt, with Δt in seconds (SN2) and D turned like T'; then v = -V, an \
                axis forced to 0 holding +0. The speed is sqrt(v.x·v.x + v.y·v.y), computed that way \
                rather than with hypot.
                """,
            source: "The simulator's choice."),
        Rule(
            .sn5, .choice, "The arithmetic of a deceleration",
            statement: """
                k = log(r), r being the double 0.998 or 0.99, and τ the milliseconds since the lift \
                (SN2). The offset at τ is, per axis, E + ((v/1000)·(pow(r, τ) - 1))/k, then \
                min(max(that, min), max). The end is τ_end = log(s/|v|)/k, and its timer falls due at \
                the lift's microsecond plus ceil(τ_end·1000) microseconds. The stopped offset \
                printed at that timer puts q = s/|v| in place of pow(r, τ) in the same formula, \
                clamped alike; a catch (SK4) or a set (SK5) uses the offset at its own τ.
                """,
            source: "The simulator's choice."),
        Rule(
            .sn6, .choice, "An offset line prints whenever a double changed",
            statement: """
                Whether the offset changed is decided by comparing each axis's new and old double \
                with == (so -0 and 0 are equal). A change too small to show in six decimals still \
                prints a scroll offset line, even when its text repeats the previous one.
                """,
            source: "The simulator's choice."),
        Rule(
            .sn7, .choice, "Worked examples and tests stay clear of rounding ties",
            statement: """
                As H13 does for edges, the worked examples and the package's tests are chosen with margins: each printed \
                number, multiplied by 10^6, lies 0.001 or more away from a half-integer; τ_end·1000 lies 0.001 or more \
                away from an integer; a lock angle lies 0.001° or more away from 20° and from 70°. Differences in the \
                last bit between the pow, log and atan2 of two C libraries therefore never alter a trace.
                """,
            source: "The simulator's choice."),
    ]
}
