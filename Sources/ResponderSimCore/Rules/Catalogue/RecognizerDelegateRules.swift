extension Rule {
    /// GD: the answers a declared recognizer's delegate gives (should-receive, should-begin, the
    /// dynamic failure requirements), and the static checks of their keys (V64–V66).
    static let recognizerDelegateRules: [Rule] = [
        Rule(
            .gd1, .doc, "should-receive: a recognizer the delegate keeps out never sees the touch",
            statement: """
                When a touch begins, each recognizer G1 and G2 would attach to it is asked, in RO, \
                whether it should receive the touch. yes (the default) attaches it. no, not-controls on a touch \
                whose hit-test view is a UIControl, UIButton or UITextField, or a list of views on a touch whose \
                hit-test view is one of them or inside one, leaves it out: it takes none of the touch's calls, \
                never holds, discards or cancels them for the views, and the touch counts neither for its kind \
                rule nor for exclusivity (G12.3, G15). A recognizer left out of every touch takes no part, so \
                it counts as failed for those that require it (G31). Nothing prints; JSON's gestureInputs \
                lack the touch and --explain names the recognizer left out.
                """,
            source:
                "Apple: UIGestureRecognizerDelegate, gestureRecognizer(_:shouldReceive:), asked before the recognizer's touchesBegan for a new touch; the line printed and the listing are the simulator's choice."
        ),
        Rule(
            .gd2, .docChoice, "should-begin: the delegate may refuse a request",
            statement: """
                At each request (G12), after U7 and before requires-failure-of, the recognizer's should-begin \
                is asked. no makes it fail with should-begin. On a pan, horizontal answers yes only when its \
                translation T′ (GP2, in its view's turned axes) is wider than it is tall, |T′.x| > |T′.y|, and \
                vertical only when |T′.y| > |T′.x|; a tie answers no. The failure is an ordinary one: the calls \
                it held are released (G20), nothing is cancelled, those waiting for it may go on (G13), and it \
                prevents nobody. A request that waits is not asked again when the cascade grants it.
                """,
            source:
                "Apple: UIGestureRecognizerDelegate, gestureRecognizerShouldBegin(_:), asked when the recognizer would leave Possible; no makes it fail. When it is asked relative to waiting is the simulator's choice."
        ),
        Rule(
            .gd3, .docChoice, "The dynamic failure requirements: set up when two attempts first share a touch",
            statement: """
                When recognizers R and X first share a touch in their current attempts (after GD1), R's lists \
                are read: should-require-failure-of naming X makes R require X's failure, and \
                should-be-required-to-fail-by naming X makes X require R's failure. The edge lasts for the rest \
                of both attempts and counts like a requires-failure-of element in G12.2, in G12.4 (required) and \
                in the cascade G13. A set of a list takes effect from the next meeting. Only yes answers are \
                modelled: no list removes a requires-failure-of edge.
                """,
            source:
                "Apple: UIGestureRecognizerDelegate, shouldRequireFailureOf and shouldBeRequiredToFailBy, asked once per attempt; a yes always sets the requirement up, a no does not remove one."
        ),
        Rule(
            .gd4, .doc, "should-be-required-to-fail-by: making a deeper recognizer wait without touching it",
            statement: """
                An ancestor's recognizer that lists a deeper one, a scroll view's pan included, in \
                should-be-required-to-fail-by makes that one wait while the ancestor's is still possible: the \
                run-time counterpart of pan-requires-failure-of, written on the recognizer that is waited for.
                """,
            source: "Apple: UIGestureRecognizerDelegate, gestureRecognizer(_:shouldBeRequiredToFailBy:)."),
        Rule(
            .gd5, .choice, "Only declared recognizers have delegate answers",
            statement: """
                A scroll view's built-in X.delay and X.pan answer as their scroll view decides and have none of \
                these keys; a set may change only their enabled. A declared recognizer's dynamic list may name \
                X.pan, never X.delay. A button's own refusal of an ancestor's single tap (U7) is unchanged and \
                comes before should-begin.
                """,
            source: "The simulator's choice: a scroll view is its built-in recognizers' delegate."),
        Rule(
            .gd6, .doc, "The answers change views' calls only through who takes the touch",
            statement: """
                No answer sends a view a call of its own. Whether a view hears of a touch still follows from \
                which recognizer takes it (G16), holds it (G17–G20) or cancels it (G16, G22); the answers only \
                change which recognizers are left to do so.
                """,
            source: "Apple: UIGestureRecognizerDelegate; UIGestureRecognizer, cancelsTouchesInView."),
        Rule(
            .v64, .check, "should-receive and should-begin take their words",
            statement: """
                should-receive is yes, no, not-controls or a non-empty flow list of views of the scene, none \
                twice; should-begin is yes or no, and on a pan also horizontal or vertical. A bad value is \
                reported at the value, a bad list element at the element, an empty list at its [.
                """,
            source: "The scene language."),
        Rule(
            .v65, .check, "The dynamic lists name recognizers, and their edges count for cycles",
            statement: """
                Each element of should-require-failure-of and should-be-required-to-fail-by names a recognizer \
                of the scene (X.pan of a scroll view X, never X.delay), not the recognizer itself, not twice. \
                Their edges count for V7 and V11 as requires-failure-of edges: R → X for X in R's \
                should-require-failure-of, X → R for X in R's should-be-required-to-fail-by. Reported at the element.
                """,
            source: "The scene language."),
        Rule(
            .v66, .check, "set of the delegate's answers",
            statement: """
                On a declared recognizer, set takes enabled and the four answer keys; on X.pan and X.delay only \
                enabled. A set of a dynamic list replaces the list; its elements are added one by one in list \
                order to the edges in force (the scene's, with every earlier set of a dynamic list applied), and \
                the first that closes a requirement cycle (V7) or meets a simultaneous-with (V11) is reported, at \
                that element. A forbidden key is reported at the key.
                """,
            source: "The scene language."),
    ]
}
