extension Rule {
    /// V1–V20 and V40–V52: the static checks of scene files (recognizers, controls, transforms,
    /// scroll views, the responder chain). Each failed check is an error at `file:line:column`
    /// before anything runs.
    static let sceneChecks: [Rule] = [
        Rule(
            .v1, .check, "gestures: a list of mappings with one kind key each",
            statement: """
                gestures: must be a list, and each item a mapping with exactly one kind key (tap, \
                long-press, pan, swipe, pinch or rotation). An item without one is reported at its \
                first key ("expected one of tap, long-press, …"); an item with two at the second.
                """,
            source: "The scene language."),
        Rule(
            .v2, .check, "A recognizer's name is a name, unique among all names of the scene",
            statement: """
                The value of the kind key is the recognizer's name. It follows the pattern of view \
                names and must be unique in the one namespace that views, windows, controllers, the \
                application, the delegate and recognizers share. A bad or repeated name is reported \
                at the value (the second occurrence, for a repeat).
                """,
            source: "The scene language."),
        Rule(
            .v3, .check, "Every other key belongs to all kinds or to this kind",
            statement: """
                Besides its kind key, a recognizer takes only the keys common to every kind \
                (cancels-touches, delays-began, delays-ended, enabled, requires-failure-of, \
                simultaneous-with) and those of its own kind. Another key is reported at the key, \
                saying whose key it is not (\"'taps' is not a key of pan\").
                """,
            source: "The scene language."),
        Rule(
            .v4, .check, "Recognizer values have the right type and range",
            statement: """
                Each recognizer value must have its type and range: yes/no flags, whole numbers of \
                touches and taps from 1 to 20, distances of at least 0 (min-distance above 0), \
                durations in seconds with at most six decimals (above 0; a long press's duration from \
                0 to 60), a rotation hysteresis from 0 to 180 degrees. A bad value is reported at the \
                value, or for a list at its [ or at its one bad element.
                """,
            source: "The scene language."),
        Rule(
            .v5, .check, "requires-failure-of and simultaneous-with name other recognizers",
            statement: """
                Each element of requires-failure-of and simultaneous-with must name a recognizer of \
                the scene, not the recognizer itself, and not twice in one list. The error points at \
                the element (the second one, for a repeat).
                """,
            source: "The scene language."),
        Rule(
            .v6, .check, "Finger counts fit the device",
            statement: """
                touches, min-touches and max-touches may not exceed the device's touch limit, and \
                max-touches may not be below min-touches. The error points at the value (at \
                max-touches for the pair).
                """,
            source: "The scene language."),
        Rule(
            .v7, .check, "requires-failure-of has no cycle",
            statement: """
                The requires-failure-of relations may not form a cycle. Taking its edges in file \
                order, an edge whose target can already reach its source through earlier edges closes \
                a cycle and is reported at its element, one error per such edge.
                """,
            source: "The scene language."),
        Rule(
            .v8, .check, "enabled and slop only on controls",
            statement: """
                The view keys enabled and slop are only allowed on views of class UIControl or \
                UIButton. Elsewhere they are reported at the key.
                """,
            source: "The scene language."),
        Rule(
            .v9, .check, "transform: a non-empty block of scale, rotate and translate, not on a window",
            statement: """
                transform: must be a block holding only scale, rotate and translate, at least one of \
                them, and may not be given on a window. An unknown key, an empty block or a transform \
                on a window is reported at the key.
                """,
            source: "The scene language."),
        Rule(
            .v10, .check, "Transform values",
            statement: """
                scale is a non-zero number or a flow list of two non-zero numbers ([sx, sy]); rotate \
                is a number of degrees; translate is a flow list of two numbers. A bad value is \
                reported at the value, as V4 says.
                """,
            source: "The scene language."),
        Rule(
            .v11, .check, "No recognizer both requires and is simultaneous with the same one",
            statement: """
                A pair of recognizers cannot be related both ways: if one requires the failure of the \
                other, neither may list the other in simultaneous-with. The error points at the \
                element of whichever list is written later in the file.
                """,
            source: "The scene language."),
        Rule(
            .v12, .check, "Swipe directions are known words, each once",
            statement: """
                A swipe's direction is one of right, left, up and down, or a flow list of them with no \
                word repeated; a list may not be empty. The error points at the element, or at the [ \
                of an empty list.
                """,
            source: "The scene language."),
        Rule(
            .v13, .check, "What a script set may change on recognizers and controls",
            statement: """
                In the script, set on a recognizer may only change enabled; enabled and slop may only \
                be set on controls; transform and gestures can never be set. A forbidden key is \
                reported at the key.
                """,
            source: "The scene language."),
        Rule(
            .v14, .check, "remove takes a view, never a recognizer",
            statement: """
                A script remove must name a view; naming a recognizer is an error at the name (a \
                recognizer leaves together with its view, G28).
                """,
            source: "The scene language."),
        Rule(
            .v15, .check, "Scroll-view keys belong to scroll views",
            statement: """
                content-size, content-offset, content-inset, scroll-enabled, delays-content-touches, \
                can-cancel-content-touches, touches-should-cancel, touches-should-begin, \
                directional-lock, bounces, always-bounce-horizontal, always-bounce-vertical, \
                deceleration-rate, forwards-touches, pan-requires-failure-of, touch-delay, \
                hysteresis, min-flick-speed, stop-speed and flick-pause are allowed only on views of \
                class UIScrollView, UITableView, UICollectionView or UITextView, and never on a \
                window. Anywhere else they are reported at the key.
                """,
            source: "The scene language."),
        Rule(
            .v16, .check, "Scroll-view values have their type and range",
            statement: """
                content-size is [w, h] with both at least 0, content-offset [x, y], content-inset \
                [top, left, bottom, right]; the switches (scroll-enabled, delays-content-touches, \
                can-cancel-content-touches, directional-lock, bounces, both always-bounce keys, \
                forwards-touches) are yes or no; touches-should-cancel is default, yes, no or a flow \
                list of views, touches-should-begin yes, no or such a list; deceleration-rate is \
                normal or fast; pan-requires-failure-of is a flow list of recognizer names; \
                touch-delay and flick-pause are durations from 0 to 60 s; hysteresis and \
                min-flick-speed are at least 0 and stop-speed above 0. A bad value is reported at \
                the value, or for a list at its [ or at its one bad element.
                """,
            source: "The scene language."),
        Rule(
            .v17, .check, "content-offset or bounds-origin, not both",
            statement: """
                The two keys set one value (SV2), so a view may carry only one of them; when a view \
                has both, the one written second is reported at its key.
                """,
            source: "The scene language."),
        Rule(
            .v18, .check, "touches-should-cancel and touches-should-begin name content views, each once",
            statement: """
                Each element of either list must name a view of the scroll view's subtree other than \
                the scroll view itself, and no view may be named twice in one list; a list may not be \
                empty. The error points at the element, or at the [ of an empty list.
                """,
            source: "The scene language."),
        Rule(
            .v19, .check, "NAME.pan and NAME.delay need a scroll view NAME",
            statement: """
                A recognizer name X.pan or X.delay, wherever a recognizer may be named \
                (requires-failure-of, simultaneous-with, pan-requires-failure-of, a script set), \
                requires X to be a scroll view. pan-requires-failure-of is checked as V5 checks \
                requires-failure-of, never names a Y.delay (a delay recognizer never makes a pan \
                fail, SD1, so requiring its failure means nothing), and its elements count as \
                requires-failure-of edges of X.pan for the cycle check (V7) and for V11. The error \
                points at the element, or at the name in a set.
                """,
            source: "The scene language."),
        Rule(
            .v20, .check, "What a script set may change on scroll views and their built-in recognizers",
            statement: """
                In the script, set may change any scroll-view key but pan-requires-failure-of, and \
                only on a scroll view; on X.pan and X.delay it may change enabled and nothing else. \
                A forbidden key is reported at the key.
                """,
            source: "The scene language."),
        Rule(
            .v40, .check, "First-responder keys are booleans in their places",
            statement:
                "can-become-first-responder and can-resign-first-responder are yes or no on views, windows and controllers; text-input is yes or no on views that are not windows. A key in the wrong place is reported at the key, a value that is not a boolean at the value.",
            source: "The scene language."),
        Rule(
            .v41, .check, "actions and cannot-perform are flow lists of action names",
            statement:
                "Both are flow lists ([save, copy]) of action names without repeats, and every element of cannot-perform is in the same responder's actions. A bad or unlisted element is reported at the element (the second, for a repeat); a value that is not a flow list at the value.",
            source: "The scene language."),
        Rule(
            .v42, .check, "sends only on controls, each item an event and an action",
            statement:
                "sends is for UIControl, UIButton and UITextField (never a window). Each item is a mapping of event (a control event), action (an action name) and an optional target: a responder, not a recognizer, whose actions lists the action. Reported at the key sends, at an item's first key when event or action is missing, or at the bad value.",
            source: "The scene language."),
        Rule(
            .v43, .check, "key-commands items are a key, an action and an optional priority",
            statement:
                "Each item is a mapping of key, action and optional priority (yes or no); no two items of one responder have the same key. Reported at the item's first key when one is missing, at the second key value for a repeat, or at a bad action or priority value.",
            source: "The scene language."),
        Rule(
            .v44, .check, "A key spec is modifiers in order, then one input",
            statement:
                "Modifiers from ctrl, alt, shift, cmd, each at most once and in that order, joined with +, then a letter a–z, a digit, or up, down, left, right, escape, return, tab, delete, space. Checked in scenes and in key lines, at the spec.",
            source: "The scene language."),
        Rule(
            .v45, .check, "Press and motion phase lists hold known phases",
            statement:
                "handles-presses and passes-on-presses take began, changed, ended, cancelled; handles-motion and passes-on-motion take began, ended, cancelled; all only in handles-…; no phase in both lists of a family (reported at the list written second); handles-remote is yes or no.",
            source: "The scene language."),
        Rule(
            .v46, .check, "presented-by names another controller, and the chain never loops",
            statement:
                "presented-by names a controller other than itself, and following next responders from any responder of the initial tree never comes back to it. Reported at the value; for a loop, at the presented-by value, in file order, that closes it.",
            source: "The scene language."),
        Rule(
            .v47, .check, "key-window only in windows: items, at most one; receives-remote-control only on the application",
            statement:
                "key-window belongs to items of windows: and at most one says yes (the second yes is reported); receives-remote-control belongs to application:. A misplaced key is reported at the key, a value that is not a boolean at the value.",
            source: "The scene language."),
        Rule(
            .v48, .check, "become and resign name responders; make-key names a window",
            statement: "In the script, become and resign name a responder (not a recognizer) and make-key a window. Reported at the name.",
            source: "The scene language."),
        Rule(
            .v49, .check, "action ACTION [from NAME] [to NAME]",
            statement:
                "The action is an action name; from comes before to, each at most once, each followed by a responder; the to responder's actions lists ACTION. Reported at the word or name at fault.",
            source: "The scene language."),
        Rule(
            .v50, .check, "press KIND PHASE follows the press's state",
            statement:
                "A known kind and phase; began only when that kind is not down, the other phases only when it is. Reported at the kind (at the action word when the kind is missing).",
            source: "The scene language."),
        Rule(
            .v51, .check, "shake follows the shake's state; remote and menu take known words",
            statement:
                "shake and shake began only when no shake is in progress, shake ended and shake cancelled only when one is (reported at the word shake); remote takes a known subtype (at the subtype); menu takes action names without repeats (at the name, the second for a repeat).",
            source: "The scene language."),
        Rule(
            .v52, .check, "set takes the chapter's changeable keys",
            statement:
                "Besides the view keys, set takes can-become-first-responder, can-resign-first-responder, text-input (not on a window), cannot-perform, handles-presses, passes-on-presses, handles-motion, passes-on-motion and handles-remote; never actions, sends, key-commands or key-window. Reported at the key.",
            source: "The scene language."),
    ]
}
