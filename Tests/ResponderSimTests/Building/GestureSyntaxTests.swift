import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// The static checks of `gestures:` (Scenes/README.md, Gesture recognizers: V1–V7, V11, V12), each at the
/// position and Scenes/README.md, The file format give, pinned with markers.
@Suite struct GestureSyntaxTests {
    typealias T = SceneTesting

    /// A scene whose view `v` has the `gestures:` items `items` (written from column 0);
    /// `top` goes before `window:`, `views` after `v` (from column 0), `script` at the end.
    static func scene(_ items: String, top: String = "", views: String = "", script: String = "script: []") -> String {
        var text = top
        text += """
            window:
              window: main
              frame: [0, 0, 320, 480]
              subviews:
                - view: v
                  frame: [0, 0, 320, 480]
                  gestures:

            """
        text += GestureScene.indent(items, by: 8) + "\n"
        if !views.isEmpty { text += GestureScene.indent(views, by: 4) + "\n" }
        return text + script + "\n"
    }

    // MARK: Valid recognizers

    @Test func everyKindWithEveryKeyLoadsWithItsValues() throws {
        let scene = try #require(
            T.scene(
                Self.scene(
                    """
                    - tap: dbl
                      taps: 2
                      touches: 2
                      movement: 0
                      interval: 0.000001
                      max-duration: 60.5
                      cancels-touches: no
                      delays-began: yes
                      delays-ended: no
                      enabled: no
                    - long-press: hold
                      duration: 0
                      movement: 12.5
                      touches: 5
                      requires-failure-of: [dbl]
                    - pan: scroll
                      min-touches: 2
                      max-touches: 2
                      hysteresis: 0
                      simultaneous-with: [hold, dbl]
                    - swipe: flick
                      direction: [left, up]
                      touches: 3
                      min-distance: 0.5
                      max-duration: 0.25
                    - pinch: zoom
                      hysteresis: 8.25
                    - rotation: twist
                      hysteresis: 180
                    """)))
        let byName = Dictionary(uniqueKeysWithValues: scene.recognizers.map { ($0.name, $0) })
        let dbl = try #require(byName["dbl"])
        #expect(dbl.kind == .tap && dbl.taps == 2 && dbl.touches == 2 && dbl.movement == 0)
        #expect(dbl.interval == 1 && dbl.maxDuration == 60_500_000)
        #expect(!dbl.cancelsTouches && dbl.delaysBegan && !dbl.delaysEnded && !dbl.isEnabled)
        let hold = try #require(byName["hold"])
        #expect(hold.kind == .longPress && hold.duration == 0 && hold.movement == 12.5 && hold.touches == 5)
        #expect(hold.requiresFailureOf.map { scene.recognizers[$0.index].name } == ["dbl"])
        let scroll = try #require(byName["scroll"])
        #expect(scroll.minTouches == 2 && scroll.maxTouches == 2 && scroll.hysteresis == 0)
        #expect(scroll.simultaneousWith.map { scene.recognizers[$0.index].name } == ["hold", "dbl"])
        let flick = try #require(byName["flick"])
        #expect(flick.directions == [.left, .up] && flick.touches == 3 && flick.minDistance == 0.5)
        #expect(flick.maxDuration == 250_000)
        #expect(byName["zoom"]?.hysteresis == 8.25)
        #expect(byName["twist"]?.hysteresis == 180)
        #expect(scene.views[1].gestures.count == 6)
    }

    @Test func defaultsAreThoseOfTheTables() throws {
        let scene = try #require(
            T.scene(Self.scene("- tap: a\n- long-press: b\n- pan: c\n- swipe: d\n- pinch: e\n- rotation: f")))
        let r = scene.recognizers
        #expect(r.allSatisfy { $0.cancelsTouches && !$0.delaysBegan && $0.delaysEnded && $0.isEnabled })
        #expect(r[0].taps == 1 && r[0].touches == 1 && r[0].movement == 45)
        #expect(r[0].interval == 350_000 && r[0].maxDuration == 750_000)
        #expect(r[1].duration == 500_000 && r[1].movement == 10 && r[1].touches == 1)
        #expect(r[2].minTouches == 1 && r[2].maxTouches == nil && r[2].hysteresis == 10)
        #expect(r[3].directions == [.right] && r[3].touches == 1 && r[3].minDistance == 50 && r[3].maxDuration == 500_000)
        #expect(r[4].hysteresis == 8)
        #expect(r[5].hysteresis == 5)
    }

    @Test func aSingleDirectionWordIsAList() throws {
        let scene = try #require(T.scene(Self.scene("- swipe: a\n  direction: down")))
        #expect(scene.recognizers.first?.directions == [.down])
    }

    @Test func aWindowCanHaveRecognizers() throws {
        let scene = try #require(
            T.scene(
                """
                window:
                  window: main
                  frame: [0, 0, 320, 480]
                  gestures:
                    - tap: a
                script: []
                """))
        #expect(scene.recognizers.first.map { scene.views[$0.view.index].name } == "main")
    }

    @Test func listsMayNameRecognizersOnOtherViewsAndLaterInTheFile() throws {
        let scene = try #require(
            T.scene(
                Self.scene(
                    "- tap: single\n  requires-failure-of: [dbl]",
                    views: "- view: w\n  frame: [0, 0, 10, 10]\n  gestures:\n    - tap: dbl\n      taps: 2")))
        #expect(scene.recognizers.first?.requiresFailureOf == [RecognizerID(1)])
    }

    // MARK: V1 — one kind key

    @Test func v1AnItemWithoutAKindKeyIsReportedAtItsFirstKey() {
        let diagnostic = T.expectError(
            Self.scene("- 1️⃣taps: 2\n  movement: 3"), id: "missing-kind", mentions: ["tap", "long-press", "rotation"])
        #expect(diagnostic?.message.hasPrefix("expected one of tap, long-press, pan, swipe, pinch, rotation") == true)
    }

    @Test func v1AMisspelledKindIsSuggested() {
        T.expectError(Self.scene("- 1️⃣tapp: a"), id: "missing-kind", hint: "did you mean 'tap'?")
    }

    @Test func v1TwoKindKeysAreReportedAtTheSecond() {
        T.expectError(Self.scene("- tap: a\n  taps: 2\n  1️⃣pan: b"), id: "two-kinds", mentions: ["'pan'", "'tap'"])
    }

    @Test func v1GesturesMustBeAList() {
        T.expectError(
            """
            window:
              window: main
              frame: [0, 0, 320, 480]
              gestures: 1️⃣tap
            script: []
            """, id: "wrong-type", mentions: ["gestures"])
    }

    @Test func v1AnItemMustBeAMapping() {
        T.expectError(Self.scene("- 1️⃣tap"), id: "wrong-type", mentions: ["gestures"])
    }

    @Test func v1AKindKeyWithoutANameIsReportedAtTheKey() {
        T.expectError(Self.scene("- 1️⃣tap:\n  taps: 2"), id: "missing-value", mentions: ["tap"])
    }

    // MARK: V2 — names

    @Test func v2TheNameFollowsTheViewNamePattern() {
        T.expectError(Self.scene("- tap: 1️⃣9lives"), id: "bad-name", mentions: ["9lives"])
        T.expectError(Self.scene("- pan: 1️⃣\"two words\""), id: "bad-name", mentions: ["two words"])
    }

    @Test func v2ARecognizerCannotTakeItsViewsName() {
        T.expectError(Self.scene("- tap: 1️⃣v"), id: "duplicate-name", mentions: ["'v'"])
    }

    @Test func v2ARecognizerCannotTakeTheWindowsName() {
        T.expectError(Self.scene("- tap: 1️⃣main"), id: "duplicate-name", mentions: ["'main'"])
    }

    @Test func v2AViewLaterInTheFileIsTheSecondOccurrence() {
        T.expectError(
            Self.scene("- tap: later", views: "- view: 1️⃣later\n  frame: [0, 0, 1, 1]"), id: "duplicate-name",
            mentions: ["'later'"])
    }

    @Test func v2ARecognizerCannotTakeAControllersName() {
        // The controller comes later in the file: it is the second occurrence.
        T.expectError(
            Self.scene("- tap: vc", views: "- view: w\n  frame: [0, 0, 1, 1]\n  controller: 1️⃣vc"),
            id: "duplicate-name", mentions: ["'vc'"])
        T.expectError(
            """
            window:
              window: main
              frame: [0, 0, 320, 480]
              subviews:
                - view: w
                  frame: [0, 0, 1, 1]
                  controller:
                    name: vc
                  gestures:
                    - pan: 1️⃣vc
            script: []
            """, id: "duplicate-name", mentions: ["'vc'"])
    }

    @Test func v2ARecognizerCannotTakeTheApplicationsName() {
        T.expectError(Self.scene("- tap: 1️⃣UIApplication"), id: "duplicate-name", mentions: ["'UIApplication'"])
        T.expectError(
            Self.scene("- tap: 1️⃣app", top: "application:\n  name: app\n"), id: "duplicate-name", mentions: ["'app'"])
    }

    @Test func v2ARecognizerCannotTakeTheDelegatesName() {
        T.expectError(
            Self.scene("- tap: 1️⃣AppDelegate", top: "delegate:\n  handles: []\n"), id: "duplicate-name",
            mentions: ["'AppDelegate'"])
        T.expectError(
            Self.scene("- tap: 1️⃣d", top: "delegate:\n  name: d\n"), id: "duplicate-name", mentions: ["'d'"])
    }

    @Test func v2TwoRecognizersCannotShareAName() {
        T.expectError(Self.scene("- tap: a\n- pan: 1️⃣a"), id: "duplicate-name", mentions: ["'a'"])
        T.expectError(
            Self.scene("- tap: a", views: "- view: w\n  frame: [0, 0, 1, 1]\n  gestures:\n    - swipe: 1️⃣a"),
            id: "duplicate-name")
    }

    // MARK: V3 — keys

    @Test func v3AKeyOfAnotherKindIsReportedAtTheKey() {
        T.expectError(Self.scene("- pan: a\n  1️⃣taps: 2"), id: "wrong-kind-key", mentions: ["'taps' is not a key of pan"])
        T.expectError(Self.scene("- tap: a\n  1️⃣hysteresis: 2"), id: "wrong-kind-key", mentions: ["'hysteresis'", "tap"])
        T.expectError(Self.scene("- pinch: a\n  1️⃣direction: up"), id: "wrong-kind-key", mentions: ["pinch"])
        T.expectError(Self.scene("- swipe: a\n  1️⃣duration: 1"), id: "wrong-kind-key", mentions: ["swipe"])
        T.expectError(Self.scene("- long-press: a\n  1️⃣min-touches: 1"), id: "wrong-kind-key", mentions: ["long-press"])
    }

    @Test func v3AnUnknownKeyIsReportedAtTheKeyWithASuggestion() {
        T.expectError(Self.scene("- tap: a\n  1️⃣tapz: 2"), id: "unknown-key", mentions: ["tapz"], hint: "did you mean 'taps'?")
    }

    @Test func v3ADuplicateKeyIsReportedAtTheSecond() {
        T.expectError(Self.scene("- tap: a\n  taps: 2\n  1️⃣taps: 3"), id: "duplicate-key", mentions: ["taps"])
    }

    @Test func v3AKeyWithoutAValueIsReportedAtTheKey() {
        T.expectError(Self.scene("- tap: a\n  1️⃣taps:"), id: "missing-value", mentions: ["taps"])
    }

    // MARK: V4 — types and ranges

    @Test(arguments: ["cancels-touches", "delays-began", "delays-ended", "enabled"])
    func v4CommonFlagsAreBooleans(key: String) {
        T.expectError(Self.scene("- tap: a\n  \(key): 1️⃣maybe"), id: "wrong-type", mentions: [key, "yes or no"])
    }

    @Test(arguments: [
        ("tap", "taps"), ("tap", "touches"), ("long-press", "touches"), ("swipe", "touches"), ("pan", "min-touches"),
        ("pan", "max-touches"),
    ])
    func v4CountsAreWholeNumbersFromOneToTwenty(kind: String, key: String) {
        let top = "device:\n  touches: 20\n  overflow: drop-extra\n"
        for bad in ["0", "21", "-1", "1.5"] {
            T.expectError(
                Self.scene("- \(kind): a\n  \(key): 1️⃣\(bad)", top: top), id: "out-of-range",
                mentions: [key, "a whole number from 1 to 20", "'\(bad)'"])
        }
        T.expectError(Self.scene("- \(kind): a\n  \(key): 1️⃣two", top: top), id: "wrong-type", mentions: [key])
        #expect(T.scene(Self.scene("- \(kind): a\n  \(key): 20", top: top)) != nil)
        #expect(T.scene(Self.scene("- \(kind): a\n  \(key): 1", top: top)) != nil)
    }

    @Test(arguments: [("tap", "movement"), ("long-press", "movement"), ("pan", "hysteresis"), ("pinch", "hysteresis")])
    func v4DistancesAreAtLeastZero(kind: String, key: String) {
        T.expectError(Self.scene("- \(kind): a\n  \(key): 1️⃣-0.5"), id: "out-of-range", mentions: [key, "at least 0"])
        T.expectError(Self.scene("- \(kind): a\n  \(key): 1️⃣[1]"), id: "wrong-type", mentions: [key])
        #expect(T.scene(Self.scene("- \(kind): a\n  \(key): 0")) != nil)
        #expect(T.scene(Self.scene("- \(kind): a\n  \(key): 100000")) != nil)
    }

    @Test func v4TheRotationHysteresisIsZeroToOneHundredEightyDegrees() {
        T.expectError(Self.scene("- rotation: a\n  hysteresis: 1️⃣180.000001"), id: "out-of-range", mentions: ["degrees", "180"])
        T.expectError(Self.scene("- rotation: a\n  hysteresis: 1️⃣-1"), id: "out-of-range")
        #expect(T.scene(Self.scene("- rotation: a\n  hysteresis: 0")) != nil)
    }

    @Test func v4TheSwipeDistanceIsGreaterThanZero() {
        T.expectError(Self.scene("- swipe: a\n  min-distance: 1️⃣0"), id: "out-of-range", mentions: ["greater than 0"])
        #expect(T.scene(Self.scene("- swipe: a\n  min-distance: 0.000001")) != nil)
    }

    @Test(arguments: [("tap", "interval"), ("tap", "max-duration"), ("swipe", "max-duration")])
    func v4DurationsThatMustBeGreaterThanZero(kind: String, key: String) {
        T.expectError(Self.scene("- \(kind): a\n  \(key): 1️⃣0"), id: "out-of-range", mentions: [key, "greater than 0"])
        T.expectError(Self.scene("- \(kind): a\n  \(key): 1️⃣0.000000"), id: "out-of-range", mentions: [key])
        #expect(T.scene(Self.scene("- \(kind): a\n  \(key): 0.000001")) != nil)
    }

    @Test(arguments: [("tap", "interval"), ("tap", "max-duration"), ("swipe", "max-duration"), ("long-press", "duration")])
    func v4DurationsHaveAtMostSixDecimals(kind: String, key: String) {
        T.expectError(
            Self.scene("- \(kind): a\n  \(key): 1️⃣0.1234567"), id: "out-of-range", mentions: [key, "six decimals", "0.1234567"])
        T.expectError(Self.scene("- \(kind): a\n  \(key): 1️⃣soon"), id: "wrong-type", mentions: [key])
        T.expectError(Self.scene("- \(kind): a\n  \(key): 1️⃣-0.5"), id: "out-of-range", mentions: [key])
    }

    @Test func v4ThePressDurationIsZeroToSixtySeconds() throws {
        T.expectError(Self.scene("- long-press: a\n  duration: 1️⃣60.000001"), id: "out-of-range", mentions: ["from 0 to 60"])
        let scene = try #require(T.scene(Self.scene("- long-press: a\n  duration: 60\n- long-press: b\n  duration: 0")))
        #expect(scene.recognizers.map(\.duration) == [60_000_000, 0])
    }

    @Test(arguments: ["requires-failure-of", "simultaneous-with"])
    func v4RecognizerListsAreFlowLists(key: String) {
        T.expectError(Self.scene("- tap: a\n  \(key): 1️⃣b\n- tap: b"), id: "wrong-type", mentions: [key])
        T.expectError(Self.scene("- tap: a\n  \(key): [b, 1️⃣9x]\n- tap: b"), id: "bad-name", mentions: ["9x"])
    }

    @Test func v4SeveralBadValuesAreAllReportedInFileOrder() {
        T.expectErrors(
            Self.scene("- tap: a\n  taps: 1️⃣0\n  movement: 2️⃣-1\n  interval: 3️⃣0\n  enabled: 4️⃣perhaps"),
            ids: ["out-of-range", "out-of-range", "out-of-range", "wrong-type"])
    }

    // MARK: V5 — names in the lists

    @Test(arguments: ["requires-failure-of", "simultaneous-with"])
    func v5AnUnknownNameIsReportedAtItsElement(key: String) {
        T.expectError(
            Self.scene("- tap: a\n  \(key): [dbl, 1️⃣dlb]\n- tap: dbl"), id: "unknown-recognizer",
            mentions: ["'dlb'", key], hint: "did you mean 'dbl'?")
    }

    @Test func v5AViewIsNotARecognizer() {
        T.expectError(Self.scene("- tap: a\n  requires-failure-of: [1️⃣v]"), id: "unknown-recognizer", mentions: ["'v'"])
    }

    @Test(arguments: ["requires-failure-of", "simultaneous-with"])
    func v5ARecognizerCannotNameItself(key: String) {
        T.expectError(Self.scene("- tap: a\n  \(key): [1️⃣a]"), id: "self-reference", mentions: ["'a'", key])
    }

    @Test(arguments: ["requires-failure-of", "simultaneous-with"])
    func v5ARepeatIsReportedAtTheSecondElement(key: String) {
        T.expectError(
            Self.scene("- tap: a\n  \(key): [b, c, 1️⃣b]\n- tap: b\n- tap: c"), id: "repeated-recognizer",
            mentions: ["'b'", key])
    }

    @Test func v5TheSameNameInBothListsIsNotARepeat() {
        // It is V11's error, not V5's.
        T.expectError(
            Self.scene("- tap: a\n  requires-failure-of: [b]\n  simultaneous-with: [1️⃣b]\n- tap: b"),
            id: "required-and-simultaneous")
    }

    // MARK: V6 — the touch limit

    @Test(arguments: [("tap", "touches"), ("long-press", "touches"), ("swipe", "touches"), ("pan", "min-touches"), ("pan", "max-touches")])
    func v6CountsAreAtMostTheIphonesFiveTouches(kind: String, key: String) {
        T.expectError(
            Self.scene("- \(kind): a\n  \(key): 1️⃣6"), id: "out-of-range", mentions: [key, "touch limit (5)", "'6'"])
        #expect(T.scene(Self.scene("- \(kind): a\n  \(key): 5")) != nil)
    }

    @Test func v6TheIpadAllowsEleven() {
        T.expectError(Self.scene("- tap: a\n  touches: 1️⃣12", top: "device: ipad\n"), id: "out-of-range", mentions: ["(11)"])
        #expect(T.scene(Self.scene("- tap: a\n  touches: 11", top: "device: ipad\n")) != nil)
    }

    @Test func v6ACustomDeviceBlockSetsTheLimit() {
        let top = "device:\n  touches: 8\n  overflow: drop-extra\n"
        T.expectError(Self.scene("- pan: a\n  max-touches: 1️⃣9", top: top), id: "out-of-range", mentions: ["(8)", "'9'"])
        #expect(T.scene(Self.scene("- pan: a\n  max-touches: 8", top: top)) != nil)
        let small = "device:\n  touches: 2\n  overflow: cancel-all\n"
        T.expectError(Self.scene("- swipe: a\n  touches: 1️⃣3", top: small), id: "out-of-range", mentions: ["(2)"])
    }

    @Test func v6MaxTouchesBelowMinTouchesIsReportedAtMaxTouches() {
        T.expectError(
            Self.scene("- pan: a\n  min-touches: 3\n  max-touches: 1️⃣2"), id: "out-of-range",
            mentions: ["'max-touches'", "'min-touches' (3)", "'2'"])
        // The same whatever order the keys come in.
        T.expectError(Self.scene("- pan: a\n  max-touches: 1️⃣1\n  min-touches: 2"), id: "out-of-range", mentions: ["(2)"])
        #expect(T.scene(Self.scene("- pan: a\n  min-touches: 3\n  max-touches: 3")) != nil)
    }

    @Test func v6MaxTouchesAloneIsComparedWithTheDefaultMinimum() {
        #expect(T.scene(Self.scene("- pan: a\n  max-touches: 1")) != nil)
    }

    // MARK: V7 — cycles of requires-failure-of

    @Test func v7ATwoCycleIsReportedAtTheEdgeThatClosesIt() {
        T.expectError(
            Self.scene("- tap: a\n  requires-failure-of: [b]\n- tap: b\n  requires-failure-of: [1️⃣a]"),
            id: "requirement-cycle", mentions: ["'b'", "'a'"])
    }

    @Test func v7ATwoCycleAcrossViewsFollowsTheFile() {
        T.expectError(
            Self.scene(
                "- tap: a\n  requires-failure-of: [b]",
                views: "- view: w\n  frame: [0, 0, 1, 1]\n  gestures:\n    - tap: b\n      requires-failure-of: [1️⃣a]"),
            id: "requirement-cycle")
    }

    @Test func v7AThreeCycleIsReportedAtItsLastEdgeInFileOrder() {
        T.expectError(
            Self.scene(
                """
                - tap: a
                  requires-failure-of: [b]
                - tap: b
                  requires-failure-of: [c]
                - tap: c
                  requires-failure-of: [1️⃣a]
                """), id: "requirement-cycle", mentions: ["'c'", "'a'"])
    }

    @Test func v7EdgesAreTakenInFileOrderNotRecognizerOrder() {
        // c → a is written first, then a → b, then b → c: the last closes the cycle.
        T.expectError(
            Self.scene(
                """
                - tap: c
                  requires-failure-of: [a]
                - tap: a
                  requires-failure-of: [b]
                - tap: b
                  requires-failure-of: [1️⃣c]
                """), id: "requirement-cycle", mentions: ["'b'", "'c'"])
    }

    @Test func v7TwoIndependentCyclesGiveTwoErrors() {
        T.expectErrors(
            Self.scene(
                """
                - tap: a
                  requires-failure-of: [b]
                - tap: b
                  requires-failure-of: [1️⃣a]
                - tap: c
                  requires-failure-of: [d]
                - tap: d
                  requires-failure-of: [2️⃣c]
                """), ids: ["requirement-cycle", "requirement-cycle"])
    }

    @Test func v7EveryEdgeThatClosesACycleIsReported() {
        // a → b → c, then c → a closes one cycle and c → b another: two errors in one list.
        T.expectErrors(
            Self.scene(
                """
                - tap: a
                  requires-failure-of: [b]
                - tap: b
                  requires-failure-of: [c]
                - tap: c
                  requires-failure-of: [1️⃣a, 2️⃣b]
                """), ids: ["requirement-cycle", "requirement-cycle"])
    }

    @Test func v7ADiamondIsNoCycle() {
        #expect(
            T.scene(
                Self.scene(
                    """
                    - tap: a
                      requires-failure-of: [b, c]
                    - tap: b
                      requires-failure-of: [d]
                    - tap: c
                      requires-failure-of: [d]
                    - tap: d
                    """)) != nil)
    }

    @Test func v7SimultaneousWithMakesNoCycle() {
        #expect(T.scene(Self.scene("- tap: a\n  simultaneous-with: [b]\n- tap: b\n  simultaneous-with: [a]")) != nil)
    }

    // MARK: V11 — required and simultaneous

    @Test func v11BothListsOnOneRecognizerAreReportedAtTheLaterElement() {
        T.expectError(
            Self.scene("- tap: a\n  requires-failure-of: [b]\n  simultaneous-with: [1️⃣b]\n- tap: b"),
            id: "required-and-simultaneous", mentions: ["'a'", "'b'"])
        T.expectError(
            Self.scene("- tap: a\n  simultaneous-with: [b]\n  requires-failure-of: [1️⃣b]\n- tap: b"),
            id: "required-and-simultaneous")
    }

    @Test func v11ListedByEitherSideIsReportedAtTheLaterElement() {
        // a requires b, and b lists a as simultaneous (written later).
        T.expectError(
            Self.scene("- tap: a\n  requires-failure-of: [b]\n- tap: b\n  simultaneous-with: [1️⃣a]"),
            id: "required-and-simultaneous")
        // a lists b as simultaneous, and b requires a (written later).
        T.expectError(
            Self.scene("- tap: a\n  simultaneous-with: [b]\n- tap: b\n  requires-failure-of: [1️⃣a]"),
            id: "required-and-simultaneous", mentions: ["'b'", "'a'"])
    }

    // MARK: V12 — directions

    @Test func v12AnUnknownDirectionIsReportedAtItsElement() {
        T.expectError(Self.scene("- swipe: a\n  direction: [left, 1️⃣sideways]"), id: "unknown-direction", mentions: ["sideways"])
        T.expectError(Self.scene("- swipe: a\n  direction: 1️⃣upward"), id: "unknown-direction", mentions: ["upward"])
    }

    @Test func v12ARepeatedDirectionIsReportedAtTheSecond() {
        T.expectError(
            Self.scene("- swipe: a\n  direction: [left, right, 1️⃣left]"), id: "repeated-direction", mentions: ["'left'"])
    }

    @Test func v12AnEmptyListIsReportedAtItsBracket() {
        T.expectError(Self.scene("- swipe: a\n  direction: 1️⃣[]"), id: "empty-list", mentions: ["direction"])
    }

    @Test func v12EachBadElementIsReported() {
        T.expectErrors(
            Self.scene("- swipe: a\n  direction: [1️⃣north, up, 2️⃣up, 3️⃣south]"),
            ids: ["unknown-direction", "repeated-direction", "unknown-direction"])
    }
}
