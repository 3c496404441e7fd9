extension Rule {
    /// V1–V14: the static checks of recognizers, controls and transforms in scene files. Each
    /// failed check is an error at `file:line:column` before anything runs.
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
    ]
}
