import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// Script lines (Scenes/README.md, The script): actions, range expansion and merging, grouping into steps,
/// touch states, and where each script error points.
@Suite struct ScriptParsingTests {
    typealias T = SceneTesting

    /// The line number of the first script line in ``SceneTesting/withScript(_:views:)``.
    static let first = T.withScript("").filter { $0 == "\n" }.count + 1

    /// The steps of a script over the window `main` with a view `canvas`.
    static func steps(_ lines: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [ScriptStep] {
        T.scene(T.withScript(lines), sourceLocation: sourceLocation).map { Array($0.script) } ?? []
    }

    static func down(_ touch: Int, _ x: Double, _ y: Double) -> TouchChange {
        TouchChange(touch: touch, kind: .down, point: Point(x, y), name: "t\(touch + 1)")
    }

    static func move(_ touch: Int, _ x: Double, _ y: Double, name: String? = nil) -> TouchChange {
        TouchChange(touch: touch, kind: .move, point: Point(x, y), name: name ?? "t\(touch + 1)")
    }

    static func up(_ touch: Int, _ point: Point? = nil) -> TouchChange {
        TouchChange(touch: touch, kind: .up, point: point, name: "t\(touch + 1)")
    }

    // MARK: Actions and steps

    @Test func readsEveryAction() throws {
        let scene = try #require(
            T.scene(
                T.withScript(
                    """
                      - 0 down t1 50 60.5
                      - 0.1 move t1 -1 2
                      - 0.2 up t1
                      - 0.25 down t2 1 1
                      - 0.3 up t2 3 4
                      - 0.45 cancel
                      - 0.5 ignore begin
                      - 0.6 ignore end
                      - 0.7 set canvas user-interaction no
                      - 0.8 remove canvas
                      - 2 wait
                    """)))
        let canvas = ViewID(1)
        #expect(T.touchIDs(scene) == ["t1", "t2"])
        #expect(
            Array(scene.script) == [
                ScriptStep(time: 0, action: .touches([Self.down(0, 50, 60.5)]), line: Self.first + 0),
                ScriptStep(time: 100_000, action: .touches([Self.move(0, -1, 2)]), line: Self.first + 1),
                ScriptStep(time: 200_000, action: .touches([Self.up(0)]), line: Self.first + 2),
                ScriptStep(time: 250_000, action: .touches([Self.down(1, 1, 1)]), line: Self.first + 3),
                ScriptStep(time: 300_000, action: .touches([Self.up(1, Point(3, 4))]), line: Self.first + 4),
                ScriptStep(time: 450_000, action: .cancel, line: Self.first + 5),
                ScriptStep(time: 500_000, action: .ignoreBegin, line: Self.first + 6),
                ScriptStep(time: 600_000, action: .ignoreEnd, line: Self.first + 7),
                ScriptStep(
                    time: 700_000, action: .set(canvas, key: "user-interaction", .userInteraction(false)), line: Self.first + 8),
                ScriptStep(time: 800_000, action: .remove(canvas), line: Self.first + 9),
                ScriptStep(time: 2_000_000, action: .wait, line: Self.first + 10),
            ])
    }

    @Test func groupsSameTimeTouchLinesIntoOneEvent() {
        let steps = Self.steps(
            """
              - 0.00 down t1 50 60
              - 0.00 down t2 200 300
              - 0.10 move t1 60 70
              - 0.10 up t2
            """)
        #expect(
            steps == [
                ScriptStep(time: 0, action: .touches([Self.down(0, 50, 60), Self.down(1, 200, 300)]), line: Self.first + 0),
                ScriptStep(time: 100_000, action: .touches([Self.move(0, 60, 70), Self.up(1)]), line: Self.first + 2),
            ])
    }

    @Test func aControlActionSplitsSameTimeTouchLines() {
        let steps = Self.steps(
            """
              - 0 down t1 1 1
              - 0 ignore begin
              - 0 down t2 2 2
              - 0 ignore end
            """)
        #expect(
            steps == [
                ScriptStep(time: 0, action: .touches([Self.down(0, 1, 1)]), line: Self.first + 0),
                ScriptStep(time: 0, action: .ignoreBegin, line: Self.first + 1),
                ScriptStep(time: 0, action: .touches([Self.down(1, 2, 2)]), line: Self.first + 2),
                ScriptStep(time: 0, action: .ignoreEnd, line: Self.first + 3),
            ])
    }

    @Test func reusesATouchIdAfterItsUp() {
        let steps = Self.steps(
            """
              - 0 down t1 1 1
              - 0.1 up t1
              - 0.2 down t1 5 5
              - 0.3 up t1
            """)
        #expect(steps.count == 4)
        #expect(steps[2].action == .touches([Self.down(0, 5, 5)]))
    }

    @Test func readsAQuotedScriptLine() throws {
        let scene = try #require(T.scene(T.withScript("  - \"0 down #1 1 1\"  # the id holds ' #'")))
        #expect(T.touchIDs(scene) == ["#1"])
    }

    @Test func keepsTimesExactInMicroseconds() {
        let steps = Self.steps(
            """
              - 0.000001 down t1 1 1
              - 1.999999 up t1
            """)
        #expect(steps.map(\.time) == [1, 1_999_999])
    }

    // MARK: Range lines

    @Test func expandsARangeMoveIntoEvenlySpacedMoves() {
        let steps = Self.steps(
            """
              - 0.10 down t2 200 300
              - 0.10..0.30 move t2 200 300 -> 260 300 steps 4
            """)
        #expect(steps.map(\.time) == [100_000, 150_000, 200_000, 250_000, 300_000])
        #expect(
            steps.dropFirst().map(\.action) == [215, 230, 245, 260].map { .touches([Self.move(0, $0, 300, name: "t2")]) })
        #expect(steps.dropFirst().allSatisfy { $0.line == Self.first + 1 })
    }

    @Test func roundsRangeTimesToTheNearestMicrosecondHalvesUp() {
        // 3 µs in 2 steps: 1.5 → 2, then 3. 5 µs in 2 steps: 2.5 → 3, then 5.
        // 4 µs in 3 steps: 1.33 → 1, 2.67 → 3, then 4.
        let steps = Self.steps(
            """
              - 0 down a 0 0
              - 0 down b 0 0
              - 0 down c 0 0
              - 0..0.000003 move a 0 0 -> 1 1 steps 2
              - 0..0.000005 move b 0 0 -> 1 1 steps 2
              - 0..0.000004 move c 0 0 -> 1 1 steps 3
            """)
        let moves = steps.dropFirst().map { step -> [String] in
            guard case .touches(let changes) = step.action else { return [] }
            return changes.map { "\(["a", "b", "c"][$0.touch])@\(step.time)" }
        }
        #expect(moves == [["c@1"], ["a@2"], ["a@3", "b@3", "c@3"], ["c@4"], ["b@5"]])
    }

    @Test func reportsARangeWhoseMovesRoundToOneMicrosecond() {
        // 1 µs in 2 steps: 0.5 rounds up to 1, so both moves land on the same microsecond.
        T.expectError(
            T.withScript("  - 0 down t1 0 0\n  - 0..0.000001 move 1️⃣t1 0 0 -> 1 1 steps 2"),
            id: "touch-changes-twice")
    }

    @Test func computesRangePointsAsTheSpecWritesThem() {
        let steps = Self.steps(
            """
              - 0 down t1 0 0.1
              - 0..1 move t1 0 0.1 -> 10 0.7 steps 3
            """)
        let expected: [ScriptAction] = (1...3).map { k in
            .touches([Self.move(0, 0 + Double(k) * (10 - 0) / 3, 0.1 + Double(k) * (0.7 - 0.1) / 3)])
        }
        #expect(steps.dropFirst().map(\.action) == expected)
        #expect(steps.dropFirst().map(\.time) == [333_333, 666_667, 1_000_000])
    }

    @Test func mergesTwoRangeLinesOverTheSameInterval() {
        let steps = Self.steps(
            """
              - 0 down t1 0 0
              - 0 down t2 100 0
              - 0..0.2 move t1 0 0 -> 20 0 steps 2
              - 0..0.2 move t2 100 0 -> 100 20 steps 2
              - 0.3 up t1
            """)
        #expect(
            steps == [
                ScriptStep(time: 0, action: .touches([Self.down(0, 0, 0), Self.down(1, 100, 0)]), line: Self.first),
                ScriptStep(
                    time: 100_000, action: .touches([Self.move(0, 10, 0), Self.move(1, 100, 10)]), line: Self.first + 2),
                ScriptStep(
                    time: 200_000, action: .touches([Self.move(0, 20, 0), Self.move(1, 100, 20)]), line: Self.first + 2),
                ScriptStep(time: 300_000, action: .touches([Self.up(0)]), line: Self.first + 4),
            ])
    }

    @Test func mergesRangeMovesWithLaterLinesByTime() {
        let steps = Self.steps(
            """
              - 0 down t1 0 0
              - 0 down t2 0 0
              - 0..0.3 move t1 0 0 -> 30 0 steps 3
              - 0.15 move t2 5 5
              - 0.2 cancel
              - 0.3 up t2
            """)
        #expect(
            steps == [
                ScriptStep(time: 0, action: .touches([Self.down(0, 0, 0), Self.down(1, 0, 0)]), line: Self.first + 0),
                ScriptStep(time: 100_000, action: .touches([Self.move(0, 10, 0)]), line: Self.first + 2),
                ScriptStep(time: 150_000, action: .touches([Self.move(1, 5, 5)]), line: Self.first + 3),
                ScriptStep(time: 200_000, action: .touches([Self.move(0, 20, 0)]), line: Self.first + 2),
                ScriptStep(time: 200_000, action: .cancel, line: Self.first + 4),
                ScriptStep(time: 300_000, action: .touches([Self.move(0, 30, 0), Self.up(1)]), line: Self.first + 2),
            ])
    }

    // MARK: Set

    static let behaviourScene = """
        window:
          window: main
          frame: [0, 0, 320, 480]
          subviews:
            - view: logger
              frame: [0, 0, 1, 1]
              behavior: log
            - view: explicit
              frame: [0, 0, 1, 1]
              handles: [began]
        script:

        """

    @Test func setsHandlingAndBehaviours() throws {
        let scene = try #require(
            T.scene(
                Self.behaviourScene + """
                      - 0.1 set logger handles [ended]
                      - 0.2 set logger behavior swipe
                      - 0.3 set explicit behavior drag
                      - 0.4 set explicit behavior none
                      - 0.5 set explicit passes-on [moved]
                      - 0.6 set logger frame [1, 2, 3, 4]
                      - 0.7 set logger alpha 0.5
                      - 0.8 set logger hit-test passthrough
                    """))
        let actions = scene.script.map(\.action)
        let logger = ViewID(1)
        let explicit = ViewID(2)
        #expect(
            actions == [
                .set(logger, key: "handles", .handling(Handling(handles: [.ended]))),
                .set(
                    logger, key: "behavior",
                    .behavior(
                        BehaviorSpec(kind: .swipe),
                        Handling(handles: [.ended]))),
                .set(
                    explicit, key: "behavior",
                    .behavior(
                        BehaviorSpec(kind: .drag), Handling(handles: [.began]))),
                .set(explicit, key: "behavior", .behavior(nil, Handling(handles: [.began]))),
                .set(explicit, key: "passes-on", .handling(Handling(handles: [.began], passesOn: [.moved]))),
                .set(logger, key: "frame", .frame(Rect(1, 2, 3, 4))),
                .set(logger, key: "alpha", .alpha(0.5)),
                .set(logger, key: "hit-test", .hitTest(.passthrough)),
            ])
    }

    @Test func setBehaviourTakesItsDefaultHandlingWhenNoneIsWritten() throws {
        let scene = try #require(T.scene(Self.behaviourScene + "  - 0 set logger behavior pinch-naive\n"))
        #expect(
            scene.script.first?.action
                == .set(
                    ViewID(1), key: "behavior",
                    .behavior(
                        BehaviorSpec(kind: .pinchNaive),
                        Handling(handles: [.began, .moved, .ended]))))
    }

    @Test func reportsASetThatPutsAPhaseInBothListsAtTheValue() {
        // `explicit` handles began; passing it on as well is an error, even after earlier sets.
        T.expectError(
            Self.behaviourScene + "  - 0.1 set explicit passes-on 1️⃣[began, ended]\n", id: "phase-in-both",
            mentions: ["'began'"])
        T.expectError(
            Self.behaviourScene
                + "  - 0.1 set logger passes-on [moved]\n  - 0.2 set logger handles 1️⃣all\n",
            id: "phase-in-both", mentions: ["'moved'"])
        // Replacing a behaviour's default is not a conflict: the default is gone.
        #expect(T.scene(Self.behaviourScene + "  - 0.1 set logger handles all\n") != nil)
    }

    // MARK: Errors at the time

    @Test func reportsATimeGoingBackAtTheTime() {
        T.expectError(
            T.withScript(
                """
                  - 0.3 down t1 1 1
                  - 1️⃣0.2 up t1
                """), id: "time-goes-back", mentions: ["time 0.2 is earlier than the previous line's time 0.3"])
    }

    @Test func comparesLinesByTheirStartTime() {
        T.expectError(
            T.withScript(
                """
                  - 0 down t1 1 1
                  - 0.1..0.5 move t1 1 1 -> 2 2 steps 2
                  - 1️⃣0.05 wait
                """), id: "time-goes-back")
        #expect(
            T.scene(
                T.withScript(
                    """
                      - 0 down t1 1 1
                      - 0 down t2 1 1
                      - 0.1..0.5 move t1 1 1 -> 2 2 steps 2
                      - 0.2 move t2 5 5
                    """)) != nil)
    }

    @Test func reportsBadTimesAtTheTime() {
        for bad in ["0.1234567", "-1", ".5", "1s", "0.1..x", "1e2"] {
            T.expectError(T.withScript("  - 1️⃣\(bad) wait"), id: "bad-time")
        }
    }

    @Test func reportsARangeThatGoesBackAtTheTime() {
        T.expectError(T.withScript("  - 0 down t 0 0\n  - 1️⃣0.5..0.3 move t 0 0 -> 1 1 steps 2"), id: "bad-range")
    }

    @Test func reportsARangeWithAnotherActionAtTheTime() {
        T.expectError(T.withScript("  - 1️⃣0..1 down t1 1 1"), id: "range-not-move", mentions: ["'move'"])
    }

    // MARK: Errors at the action word

    @Test func suggestsTheActionMeantForAMisspeltOne() {
        T.expectError(
            T.withScript("  - 0 1️⃣dwon t1 1 1"), id: "unknown-action", mentions: ["'dwon'"],
            hint: "did you mean 'down'?")
    }

    @Test func reportsWrongArgumentsAtTheActionWord() {
        for line in [
            "0 1️⃣down t1 1", "0 1️⃣down t1 1 2 3", "0 1️⃣down", "0 1️⃣cancel now", "0 1️⃣wait 2",
            "0 1️⃣move t1 1 1 -> 2 2 steps 2", "0..1 1️⃣move t1 1 1 -> 2 2", "0..1 1️⃣move t1 1 1 2 2 steps 2",
            "0 1️⃣remove", "0 1️⃣set canvas", "0 1️⃣ignore", "0 1️⃣ignore start", "0 1️⃣up t1 1",
        ] {
            T.expectError(T.withScript("  - \(line)"), id: "bad-arguments")
        }
    }

    @Test func reportsBadCoordinatesAtTheActionWord() {
        T.expectError(T.withScript("  - 0 1️⃣down t1 1 y"), id: "bad-arguments", mentions: ["'y'"])
        T.expectError(T.withScript("  - 0 down t1 0 0\n  - 1 1️⃣up t1 +1 0"), id: "bad-arguments", mentions: ["'+1'"])
    }

    @Test func reportsBadStepsAtTheActionWord() {
        for steps in ["0", "-1", "2.5", "many", "1000001"] {
            T.expectError(
                T.withScript("  - 0 down t 0 0\n  - 0..1 1️⃣move t 0 0 -> 1 1 steps \(steps)"), id: "bad-steps")
        }
    }

    @Test func reportsAnIgnoreEndWithoutBeginAtTheActionWord() {
        T.expectError(
            T.withScript(
                """
                  - 0 ignore begin
                  - 0.1 ignore end
                  - 0.2 1️⃣ignore end
                """), id: "ignore-end-without-begin")
    }

    @Test func reportsAnEmptyOrTimeOnlyLine() {
        T.expectError(T.withScript("  1️⃣-\n  - 0 wait"), id: "empty-line")
        T.expectError(T.withScript("  - 1️⃣0.5   # nothing else"), id: "missing-action")
    }

    // MARK: Errors at the touch id

    @Test func reportsAMoveOrUpOfATouchNotDownAtTheTouchId() {
        T.expectError(T.withScript("  - 0 move 1️⃣t1 1 1"), id: "touch-not-down", mentions: ["touch 't1' is not down"])
        T.expectError(T.withScript("  - 0 down t1 1 1\n  - 1 up t1\n  - 2 up 1️⃣t1"), id: "touch-not-down")
    }

    @Test func reportsARangeOnATouchNotDownOnce() {
        T.expectError(T.withScript("  - 0..1 move 1️⃣t1 0 0 -> 1 1 steps 50"), id: "touch-not-down")
    }

    @Test func reportsADownOfATouchAlreadyDownAtTheTouchId() {
        T.expectError(
            T.withScript("  - 0 down t1 1 1\n  - 1 down 1️⃣t1 2 2"), id: "touch-already-down",
            mentions: ["'t1'"])
    }

    @Test func reportsATouchChangingTwiceAtOneTimeAtTheLaterLine() {
        T.expectError(
            T.withScript("  - 0 down t1 1 1\n  - 1 move t1 2 2\n  - 1 up 1️⃣t1"), id: "touch-changes-twice",
            mentions: ["'t1'", "time 1"])
        T.expectError(
            T.withScript("  - 0 down t1 1 1\n  - 1 move t1 2 2\n  - 1 cancel\n  - 1 move 1️⃣t1 3 3"),
            id: "touch-changes-twice")
        // A range move landing on a line's time counts too.
        T.expectError(
            T.withScript("  - 0 down t1 1 1\n  - 0..0.5 move t1 1 1 -> 2 2 steps 2\n  - 0.5 up 1️⃣t1"),
            id: "touch-changes-twice")
    }

    /// Columns count the file's characters: an escape before the error moves it one further.
    @Test func quotedLinesCountEscapesInColumns() {
        T.expectError(T.withScript("  - \"0 set canvas handles [\\\"began\\\", 1️⃣bogus]\""), id: "unknown-phase")
    }

    // MARK: Errors of set and remove

    @Test func reportsAnUnknownViewAtTheViewName() {
        T.expectError(
            T.withScript("  - 0 set 1️⃣canvsa hidden yes"), id: "unknown-view", mentions: ["'canvsa'"],
            hint: "did you mean 'canvas'?")
        T.expectError(T.withScript("  - 0 remove 1️⃣nothing"), id: "unknown-view")
    }

    /// Not an unknown view, so Scenes/README.md, The file format's "the action word, for anything else" applies.
    @Test func reportsRemovingAWindowAtTheActionWord() {
        T.expectError(T.withScript("  - 0 1️⃣remove main"), id: "remove-window", mentions: ["'main'"])
    }

    @Test func removingAViewTwiceIsNotAnError() throws {
        let scene = try #require(T.scene(T.withScript("  - 0 remove canvas\n  - 1 remove canvas")))
        #expect(scene.script.map(\.action) == [.remove(ViewID(1)), .remove(ViewID(1))])
    }

    @Test func reportsAKeyThatCannotBeSetAtTheKey() {
        for key in ["class", "view", "subviews", "controller"] {
            T.expectError(T.withScript("  - 0 set canvas 1️⃣\(key) x"), id: "not-settable", mentions: ["'\(key)'"])
        }
        T.expectError(
            T.withScript("  - 0 set canvas 1️⃣hiden yes"), id: "unknown-key", hint: "did you mean 'hidden'?")
        T.expectError(T.withScript("  - 0 set canvas 1️⃣alpha   "), id: "missing-value")
    }

    @Test func reportsABadSetValueAtTheValue() {
        T.expectError(T.withScript("  - 0 set canvas alpha 1️⃣2"), id: "out-of-range", mentions: ["'alpha'"])
        T.expectError(T.withScript("  - 0 set canvas frame 1️⃣[0, 0, 1]"), id: "wrong-length")
        T.expectError(T.withScript("  - 0 set canvas frame [0, 1️⃣x, 1, 1]"), id: "wrong-type")
        T.expectError(T.withScript("  - 0 set canvas hidden 1️⃣maybe"), id: "wrong-type")
        T.expectError(T.withScript("  - 0 set canvas frame 1️⃣[0, 0, 1, 1"), id: "unclosed-list")
        T.expectError(
            T.withScript("  - 0 set canvas behavior 1️⃣swip"), id: "unknown-behavior", hint: "did you mean 'swipe'?")
        T.expectError(T.withScript("  - 0 set canvas handles [1️⃣begun]"), id: "unknown-phase")
    }
}
