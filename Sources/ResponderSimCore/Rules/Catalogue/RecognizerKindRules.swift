extension Rule {
    /// GT, GL, GP, GW, GZ, GR: what each kind of recognizer measures. Centroids are means of
    /// window points; "down" counts the recognizer's touches that are down for it.
    static let recognizerKindRules: [Rule] = [
        Rule(
            .gt1, .obs, "Tap: each tap must be short (max-duration)",
            statement: """
                A tap recognizer has the keys taps (N, default 1), touches (K, default 1), movement \
                (D, default 45 points), interval (I, default 0.35 s) and max-duration (X, default \
                0.75 s). A tap's touches are those that begin from its first touch until it \
                completes. The first touch of each tap starts a timer of X seconds, stopped when that \
                tap completes; if the timer fires first, the recognizer fails with timeout.
                """,
            source: "UIKit's tap recognizer and the maximum duration UIKit's own clients give it, as read from its implementation."),
        Rule(
            .gt2, .obs, "Tap: the number of fingers (touches)",
            statement: """
                A tap recognizer fails with touches when a began call leaves more than K (its \
                touches key, default 1) of its \
                touches down, or when an ended call comes before K of the tap's touches have been down \
                at the same time.
                """,
            source: "UIKit's tap recognizer, as read from its implementation."),
        Rule(
            .gt3, .obs, "Tap: how far the fingers may move (movement, 45 points)",
            statement: """
                When K (the touches key) of a tap's touches are first down together, the centroid of their window \
                points becomes the reference point P for the first tap; for each later tap it must lie \
                within D (the movement key, default 45 points) of P. While K are down, a moved call that takes their centroid more than D \
                from P also fails the recognizer with movement. The distance is Euclidean and the test \
                strict (more than D fails). UIKit's value is 45 points, not the often assumed 10.
                """,
            source: "UIKit's tap recognizer, as read from its implementation."),
        Rule(
            .gt4, .obs, "Tap: completing taps, and the interval between them",
            statement: """
                A tap completes at the ended call after which none of its touches is down. The N-th \
                completion, N being the taps key, requests Recognized. An earlier completion starts \
                a timer of I seconds (the interval key, default 0.35 s), \
                stopped by the first touch of the next tap; if it fires first, the recognizer fails \
                with timeout.
                """,
            source: "UIKit's tap recognizer, as read from its implementation."),
        Rule(
            .gt5, .doc, "Tap: cancellation",
            statement: """
                A cancelled call makes a tap recognizer fail with the reason cancelled (G9).
                """,
            source: "Apple: UIGestureRecognizer reference (touchesCancelled)."),
        Rule(
            .gl1, .doc, "Long press: pressing long enough without moving",
            statement: """
                A long-press recognizer has the keys duration (T, default 0.5 s), movement (D, default \
                10 points) and touches (K, default 1). At the began call after which K of its touches \
                are down, those K become the press's touches, their centroid becomes P, and a timer of \
                T starts (with T = 0 it requests Began in that same step). More than K down fails it \
                with touches. Before its request, an ended call fails it with lifted, and a moved call \
                that takes the centroid more than D from P fails it with movement. When the timer \
                fires, it requests Began.
                """,
            source: "Apple: UILongPressGestureRecognizer; UIKit's long-press recognizer, as read from its implementation."),
        Rule(
            .gl2, .doc, "Long press: once begun, it follows the fingers and ends at the first lift",
            statement: """
                Once active, every step that moves one of the press's touches gives Changed, with no \
                movement limit any more; the first ended call of one of them gives Ended. Other \
                touches are ignored (the simulator's choice).
                """,
            source: "Apple: UILongPressGestureRecognizer (it ends when any of the fingers lifts)."),
        Rule(
            .gp1, .obs, "Pan: which touches count",
            statement: """
                A pan recognizer has the keys min-touches (m, default 1), max-touches (n, unlimited \
                when absent) and hysteresis (h, default 10 points). Its counted touches are its first n \
                touches in began order (creation order within one call). Later touches never count, \
                though they stay attached to it (for G16 to G19).
                """,
            source: "UIKit's pan recognizer, as read from its implementation."),
        Rule(
            .gp2, .obs, "Pan: the translation, and the threshold per axis",
            statement: """
                The pan's translation T starts at (0, 0). Each moved call adds the mean displacement, \
                since their previous location, of the counted touches that are down both before and \
                after the step (a touch that did not move adds (0, 0); one lifting in the step is left \
                out), so fingers arriving or lifting never make T jump; the mean is the sum of the \
                displacements divided by their number, in double precision. A Possible pan requests \
                Began at a moved call that moves a counted touch, with at least m (min-touches) \
                counted touches down, when |T'.x| ≥ h or |T'.y| ≥ h (h being the hysteresis key, default 10), where T' is T turned back by the total rotation \
                of its view and the view's ancestors. The threshold is per axis, not a distance: a \
                move of (8, 8), about 11.3 points, begins nothing with h = 10.
                """,
            source: "UIKit's pan recognizer, as read from its implementation."),
        Rule(
            .gp3, .doc, "Pan: Changed on every counted move",
            statement: """
                An active pan gives Changed at each moved call that moves a counted touch while at \
                least m (min-touches) counted touches are down.
                """,
            source: "Apple: UIPanGestureRecognizer."),
        Rule(
            .gp4, .doc, "Pan: the end comes when no counted finger is down",
            statement: """
                At the call after which no counted touch is down, an active pan goes to Ended and a \
                Possible one fails with lifted.
                """,
            source: "Apple: UIPanGestureRecognizer (it ends when all fingers are lifted)."),
        Rule(
            .gw1, .obs, "Swipe: the number of fingers and the start",
            statement: """
                A swipe recognizer has the keys direction (default right; one of right, left, up, \
                down, or a list of them), touches (K, default 1), min-distance (L, default 50 points) \
                and max-duration (X, default 0.5 s). A began call that leaves more than K of its \
                touches fails it with touches. Each touch's start is where it began; the start time is \
                that of the latest began call.
                """,
            source: "UIKit's swipe recognizer, as read from its implementation."),
        Rule(
            .gw2, .choice, "Swipe: long enough, straight enough and fast enough",
            statement: """
                At each moved call: if more than X (max-duration, default 0.5 s) has passed since the \
                start time, the swipe fails \
                with timeout. Otherwise, with exactly K (the touches key) touches down, it requests Recognized when, for \
                one allowed direction, every touch's displacement from its start, measured in the \
                recognizer's view's coordinates (both points converted with H11 using the current \
                geometry), has a component along that direction of at least L (min-distance, default 50) and a perpendicular \
                part no larger, in absolute value, than half that component. Moving the wrong way does \
                not fail it. This simple test stands in for UIKit's more elaborate limits.
                """,
            source: "The simulator's choice, after UIKit's swipe recognizer."),
        Rule(
            .gw3, .choice, "Swipe: lifting or cancelling before recognition fails it",
            statement: """
                An ended or cancelled call before the swipe is recognized makes it fail with lifted or \
                cancelled.
                """,
            source: "The simulator's choice, after UIKit's swipe recognizer."),
        Rule(
            .gz1, .obs, "Pinch: the pair of fingers",
            statement: """
                A pinch recognizer has one key, hysteresis (h, default 8 points). Its pair is, at every \
                moment, the first two of its touches, in began order, that are down; each time the \
                pair changes to two touches, their distance d₀ is taken. Other touches have no effect.
                """,
            source: "UIKit's pinch recognizer, as read from its implementation."),
        Rule(
            .gz2, .obs, "Pinch: it begins once the distance has changed by more than h",
            statement: """
                A Possible pinch requests Began at a moved call that moves a touch of the pair when \
                |d − d₀| > h, d being the pair's current distance, d₀ its distance when the pair \
                formed (GZ1) and h the hysteresis key (default 8 points).
                """,
            source: "UIKit's pinch recognizer, as read from its implementation."),
        Rule(
            .gz3, .doc, "Pinch: Changed while two fingers move",
            statement: """
                An active pinch gives Changed at each moved call that moves a touch of the pair while \
                the pair holds two touches. With one finger left, there is no Changed and no end yet.
                """,
            source: "Apple: UIPinchGestureRecognizer."),
        Rule(
            .gz4, .doc, "Pinch: the end comes when every finger has lifted",
            statement: """
                At the call after which none of its touches is down, an active pinch goes to Ended and \
                a Possible one fails with lifted.
                """,
            source: "Apple: UIPinchGestureRecognizer (it ends when both fingers lift)."),
        Rule(
            .gr1, .obs, "Rotation: the pair of fingers and the starting angle",
            statement: """
                A rotation recognizer has one key, hysteresis (h, in degrees, default 5). Its pair is \
                formed as for a pinch (GZ1); when the pair forms, the angle a₀ of the line from its \
                first to its second touch is taken (atan2 of the window points, in degrees).
                """,
            source: "UIKit's rotation recognizer, as read from its implementation."),
        Rule(
            .gr2, .choice, "Rotation: it begins once the line has turned by more than h",
            statement: """
                A Possible rotation requests Began at a moved call that moves a touch of the pair when \
                the line between the pair has turned by more than h degrees (the hysteresis key, \
                default 5) from a₀, the angle taken when the pair formed (GR1), the difference \
                being taken in (−180°, 180°] and compared by its absolute value. UIKit's own test also \
                involves the fingers' distance; the simulator leaves that out.
                """,
            source: "The simulator's choice, after UIKit's rotation recognizer."),
        Rule(
            .gr3, .doc, "Rotation: Changed while two fingers move",
            statement: """
                An active rotation gives Changed at each moved call that moves a touch of the pair \
                while the pair holds two touches; with one finger left, there is no Changed and no end \
                yet (as GZ3 for a pinch).
                """,
            source: "Apple: UIRotationGestureRecognizer."),
        Rule(
            .gr4, .doc, "Rotation: the end comes when every finger has lifted",
            statement: """
                At the call after which none of its touches is down, an active rotation goes to Ended \
                and a Possible one fails with lifted (as GZ4 for a pinch).
                """,
            source: "Apple: UIRotationGestureRecognizer."),
    ]
}
