import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// GD1–GD6: the recognizer delegate's answers on declared recognizers, and their checks V64–V66.
@Suite struct DelegateAnswerTests {
    typealias G = GestureScene

    /// A background `bg` (handles all) with a tap `bgTap` given `keys`, holding a text field,
    /// a plain control and a label inside a box.
    static func form(_ keys: String) -> String {
        """
        - view: bg
          frame: [0, 0, 320, 480]
          handles: all
          gestures:
            - tap: bgTap
        \(G.indent(keys, by: 6))
          subviews:
            - view: field
              class: UITextField
              frame: [10, 10, 300, 30]
            - view: toggle
              class: UIControl
              frame: [10, 60, 60, 30]
            - view: box
              frame: [0, 200, 320, 100]
              subviews:
                - view: label
                  frame: [10, 10, 100, 30]
        """
    }

    static let tapOnField = ["0.0 down t1 50 20", "0.1 up t1"]

    // MARK: GD1 — should-receive

    @Test func gd1NotControlsLeavesATextFieldsTapToTheField() {
        #expect(
            G.trace(Self.form("should-receive: not-controls"), Self.tapOnField) == [
                "field.touchesBegan [t1] handled", "control field touchDown", "field.touchesEnded [t1] handled",
                "control field touchUpInside", "become field",
            ])
        // Without the answer the background tap takes the field's tap at the lift (TI2).
        #expect(
            G.trace(Self.form(""), Self.tapOnField) == [
                "field.touchesBegan [t1] handled", "control field touchDown", "field.touchesCancelled [t1] handled",
                "control field touchCancel", "gesture bgTap recognized",
            ])
    }

    @Test func gd1AListKeepsOutTouchesOnTheListedViewsAndInsideThem() {
        let keys = "should-receive: [box]"
        // label is inside box: bgTap never sees the touch, and the calls climb to bg.
        #expect(
            G.trace(Self.form(keys), ["0.0 down t1 50 220", "0.1 up t1"]) == [
                "label.touchesBegan [t1] forwarded", "box.touchesBegan [t1] forwarded", "bg.touchesBegan [t1] handled",
                "label.touchesEnded [t1] forwarded", "box.touchesEnded [t1] forwarded", "bg.touchesEnded [t1] handled",
            ])
        #expect(
            G.trace(Self.form(keys), ["0.0 down t1 160 400", "0.1 up t1"]) == [
                "bg.touchesBegan [t1] handled", "bg.touchesCancelled [t1] handled", "gesture bgTap recognized",
            ])
    }

    @Test func gd1AKeptOutTouchNeverReachesTheRecognizerInJSONAndExplainNamesIt() {
        guard let scene = G.scene(Self.form("should-receive: no"), Self.tapOnField) else { return }
        let steps = G.jsonText(scene).compactMap { G.parse($0) }.filter { $0["step"] != nil }
        #expect(steps.allSatisfy { G.inputs($0).isEmpty })
        var writer = TextWriter(output: "", explain: true)
        var simulator = Simulator(scene: scene, options: SimulationOptions(explain: true))
        simulator.run(into: &writer)
        #expect(writer.output.contains("recognizers for t1: bgTap (left out: its delegate's should-receive said no, GD1)"))
    }

    @Test func gd1ARecognizerKeptOutOfEveryTouchCountsAsFailedForItsRequirers() {
        let views = G.v(
            """
            - tap: dbl
              taps: 2
              should-receive: no
            - tap: single
              requires-failure-of: [dbl]
            """)
        // single does not wait for dbl (G31): it recognizes at the lift.
        #expect(
            G.trace(views, ["0.0 down t1 50 50", "0.1 up t1"]) == [
                "v.touchesBegan [t1] handled", "v.touchesCancelled [t1] handled", "gesture single recognized",
            ])
    }

    // MARK: GD2 — should-begin

    @Test func gd2NoFailsTheRequestAndReleasesWhatTheRecognizerHeld() {
        // The tap asks at its lift, before the views' ended: the view's tap is not cancelled.
        #expect(
            G.trace(G.v("- tap: t\n  should-begin: no"), ["0.0 down t1 50 50", "0.1 up t1"]) == [
                "v.touchesBegan [t1] handled", "gesture t failed should-begin", "v.touchesEnded [t1] handled",
            ])
        // The held began is released, not discarded: an ordinary failure (G20).
        #expect(
            G.trace(G.v("- long-press: lp\n  delays-began: yes\n  should-begin: no"), ["0.0 down t1 50 50", "0.7 up t1"]) == [
                "hold v.touchesBegan [t1] lp", "gesture lp failed should-begin", "release v [t1]", "v.touchesBegan [t1] handled",
                "v.touchesEnded [t1] handled",
            ])
    }

    @Test func gd2HorizontalAndVerticalCompareTheTranslationAndATieSaysNo() {
        func pan(_ answer: String, to point: String) -> [String] {
            G.trace(G.v("- pan: p\n  should-begin: \(answer)"), ["0.0 down t1 100 100", "0.1 move t1 \(point)", "0.2 up t1"])
                .filter { $0.hasPrefix("gesture") }
        }
        #expect(pan("horizontal", to: "115 115") == ["gesture p failed should-begin"])
        #expect(pan("vertical", to: "115 115") == ["gesture p failed should-begin"])
        #expect(pan("vertical", to: "105 120") == ["gesture p began", "gesture p ended"])
        #expect(pan("horizontal", to: "105 120") == ["gesture p failed should-begin"])
        #expect(pan("horizontal", to: "120 95") == ["gesture p began", "gesture p ended"])
    }

    @Test func gd2AWaitingRequestIsNotAskedAgainWhenTheCascadeGrantsIt() {
        let views = G.v(
            """
            - tap: dbl
              taps: 2
            - tap: single
              requires-failure-of: [dbl]
            """)
        // single was asked at 0.1 and waits; the later no does not stop the grant at 0.45.
        let trace = G.trace(views, ["0.0 down t1 50 50", "0.1 up t1", "0.2 set single should-begin no"])
        #expect(trace.contains("gesture single recognized"))
        #expect(!trace.contains("gesture single failed should-begin"))
    }

    @Test func gd2TheExpectCheckerAcceptsTheShouldBeginReason() {
        guard let scene = G.scene(G.v("- tap: t\n  should-begin: no"), []) else { return }
        #expect(ExpectationCheck.impossibility(of: "gesture t failed should-begin", in: scene) == nil)
        #expect(ExpectationCheck.impossibility(of: "gesture t failed should-begun", in: scene) != nil)
    }

    // MARK: GD3 — the dynamic lists

    @Test func gd3ADynamicRequirementWaitsExactlyAsAStaticOne() {
        let script = ["0.0 down t1 50 50", "0.1 up t1"]
        let dynamic = G.trace(G.v("- tap: dbl\n  taps: 2\n- tap: single\n  should-require-failure-of: [dbl]"), script)
        let reversed = G.trace(G.v("- tap: dbl\n  taps: 2\n  should-be-required-to-fail-by: [single]\n- tap: single"), script)
        let listed = G.trace(G.v("- tap: dbl\n  taps: 2\n- tap: single\n  requires-failure-of: [dbl]"), script)
        #expect(dynamic == listed)
        #expect(reversed == listed)
        #expect(listed.contains("gesture single pending"))
    }

    @Test func gd3AListSetDuringAnAttemptCountsFromTheNextOne() {
        let views = G.v("- tap: dbl\n  taps: 2\n- tap: single")
        // The attempts met at t1's began, before the set: the first tap is recognized at once
        // (G12a); after the reset, t2 meets dbl again and single waits.
        let trace = G.trace(
            views,
            ["0.0 down t1 50 50", "0.05 set single should-require-failure-of [dbl]", "0.1 up t1", "1.0 down t2 50 50", "1.1 up t2"])
        #expect(
            trace.filter { $0.hasPrefix("gesture single") } == [
                "gesture single recognized", "gesture single pending", "gesture single recognized",
            ])
    }

    @Test func gd3JSONGivesDynamicRequiresOnlyToRecognizersInADynamicList() {
        let views = G.v("- tap: dbl\n  taps: 2\n- tap: single\n  should-require-failure-of: [dbl]\n- pan: other")
        let lines = G.json(views, ["0.0 down t1 50 50", "0.1 up t1"])
        let gestures = lines.flatMap { $0.objects("gestures") }
        let single = gestures.filter { $0.string("gesture") == "single" }
        #expect(!single.isEmpty && single.allSatisfy { ($0["dynamicRequires"] as? [String]) == ["dbl"] })
        let dbl = gestures.filter { $0.string("gesture") == "dbl" }
        #expect(!dbl.isEmpty && dbl.allSatisfy { ($0["dynamicRequires"] as? [String]) == [] })
        let other = gestures.filter { $0.string("gesture") == "other" }
        #expect(!other.isEmpty && other.allSatisfy { $0["dynamicRequires"] == nil })
    }

    @Test func gd5ANoGDSceneHasNoDynamicRequiresAndTheSameTrace() {
        let views = G.v("- tap: dbl\n  taps: 2\n- tap: single\n  requires-failure-of: [dbl]")
        let lines = G.json(views, ["0.0 down t1 50 50", "0.1 up t1"])
        #expect(lines.flatMap { $0.objects("gestures") }.allSatisfy { $0["dynamicRequires"] == nil })
    }

    // MARK: V64–V66

    @Test func v64ChecksTheAnswersWords() {
        SceneTesting.expectError(
            G.text(G.v("- tap: t\n  should-begin: 1️⃣horizontal"), script: []), id: "pan-only-answer", mentions: ["pan"])
        SceneTesting.expectError(
            G.text(G.v("- tap: t\n  should-receive: 1️⃣maybe"), script: []), id: "unknown-value", mentions: ["not-controls"])
        SceneTesting.expectError(G.text(G.v("- tap: t\n  should-receive: 1️⃣[]"), script: []), id: "empty-list")
        SceneTesting.expectError(
            G.text(G.v("- tap: t\n  should-receive: [1️⃣nowhere]"), script: []), id: "unknown-view", mentions: ["nowhere"])
        SceneTesting.expectError(G.text(G.v("- tap: t\n  should-receive: [v, 1️⃣v]"), script: []), id: "repeated-view")
    }

    @Test func v65TheDynamicListsNameRecognizersAndCloseNoCycle() {
        let list = """
            - view: list
              class: UIScrollView
              frame: [0, 0, 320, 480]
              content-size: [320, 900]
              gestures:
                - tap: t
                  should-require-failure-of: [1️⃣list.delay]
            """
        SceneTesting.expectError(G.text(list, script: []), id: "delay-in-dynamic-list")
        SceneTesting.expectError(
            G.text(G.v("- tap: a\n  requires-failure-of: [b]\n- tap: b\n  should-require-failure-of: [1️⃣a]"), script: []),
            id: "requirement-cycle", mentions: ["failure requirements"])
        SceneTesting.expectError(
            G.text(G.v("- tap: a\n  should-be-required-to-fail-by: [b]\n  requires-failure-of: [1️⃣b]\n- tap: b"), script: []),
            id: "requirement-cycle")
        // b → a written twice (by a's and by b's list) is one requirement, no cycle.
        #expect(G.scene(G.v("- tap: a\n  should-be-required-to-fail-by: [b]\n- tap: b\n  requires-failure-of: [a]"), []) != nil)
        SceneTesting.expectError(
            G.text(G.v("- tap: a\n  simultaneous-with: [b]\n- tap: b\n  should-be-required-to-fail-by: [1️⃣a]"), script: []),
            id: "required-and-simultaneous")
        SceneTesting.expectError(G.text(G.v("- tap: a\n  should-require-failure-of: [1️⃣a]"), script: []), id: "self-reference")
    }

    @Test func v66ASetIsCheckedAgainstTheEdgesInForceAtItsFirstClosingElement() {
        let views = G.v("- tap: a\n- tap: b\n- tap: c\n- tap: d\n  simultaneous-with: [a]")
        // b requires a (set earlier), so a requiring b closes a cycle at `b`, after `c`.
        SceneTesting.expectError(
            G.text(views, script: ["0.1 set b should-require-failure-of [a]", "0.2 set a should-require-failure-of [c, 1️⃣b, d]"]),
            id: "requirement-cycle")
        SceneTesting.expectError(
            G.text(views, script: ["0.1 set a should-require-failure-of [c, 1️⃣d]"]), id: "required-and-simultaneous")
        SceneTesting.expectError(
            G.text(
                views, script: ["0.1 set a should-be-required-to-fail-by [b]", "0.2 set b should-be-required-to-fail-by [1️⃣a]"]),
            id: "requirement-cycle")
        // Replacing b's list first removes its edge: no cycle.
        #expect(
            G.scene(
                views,
                [
                    "0.1 set b should-require-failure-of [a]", "0.2 set b should-require-failure-of []",
                    "0.3 set a should-require-failure-of [b]",
                ])
                != nil)
    }

    @Test func v66BuiltInsTakeEnabledOnlyAndDeclaredOnesTheAnswers() {
        let list = """
            - view: list
              class: UIScrollView
              frame: [0, 0, 320, 480]
              content-size: [320, 900]
            """
        SceneTesting.expectError(
            G.text(list, script: ["0.1 set list.pan 1️⃣should-begin no"]), id: "not-settable", mentions: ["built-in", "'enabled'"])
        SceneTesting.expectError(
            G.text(G.v("- tap: t"), script: ["0.1 set t 1️⃣taps 2"]), id: "not-settable", mentions: ["should-receive"])
        SceneTesting.expectError(G.text(G.v("- tap: t"), script: ["0.1 set t should-begin 1️⃣vertical"]), id: "pan-only-answer")
        SceneTesting.expectError(
            G.text(G.v("- tap: t"), script: ["0.1 set t should-receive [1️⃣nowhere]"]), id: "unknown-view")
        #expect(
            G.scene(G.v("- pan: p") + list, ["0.1 set p should-be-required-to-fail-by [list.pan]", "0.2 set p should-receive [list]"])
                != nil)
    }

    // MARK: The editor

    @Test func theEditorHoversAndCompletesTheAnswers() {
        let lines = G.text(G.v("- pan: p\n  should-begin: horizontal"), script: []).split(separator: "\n").map(String.init)
        guard let line = lines.firstIndex(where: { $0.contains("should-begin") }),
            let column = lines[line].range(of: "should-begin").map({ lines[line].distance(from: lines[line].startIndex, to: $0.lowerBound) }
            )
        else {
            Issue.record("no should-begin line")
            return
        }
        let hover = LanguageServer.keyHover("should-begin", line: line, start: column, lines)
        #expect(hover?.hasPrefix("**should-begin**: yes, no, horizontal or vertical") == true)
        #expect(hover?.contains("gestureRecognizerShouldBegin") == true)
        #expect(hover?.contains("GD2") == true)
        #expect(GestureKey.common.contains(.shouldReceive))
    }
}
