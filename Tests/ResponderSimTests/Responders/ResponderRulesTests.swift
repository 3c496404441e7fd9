import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// The responder chain beyond touches, rule by rule (RC, RF, RA, RK, RM, RE), each on a small
/// scene of its own; the worked examples S60–S76 run as scenes in Scenes/responders/.
@Suite struct ResponderRulesTests {
    /// A window `main` holding `root` (with controller `C`) holding `field` (a text field) and
    /// `button`, plus what `extra` adds to the top level; the compact trace of `script`.
    static func trace(
        _ script: [String], root: String = "", controller: String = "", field: String = "", button: String = "",
        extra: String = "", sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> [String] {
        let text = """
            \(extra)window:
              window: main
              frame: [0, 0, 320, 480]
              subviews:
                - view: root
                  frame: [0, 0, 320, 480]
            \(indent(root, 6))      controller:
                    name: C
            \(indent(controller, 8))      subviews:
                    - view: field
                      class: UITextField
                      frame: [10, 10, 300, 30]
            \(indent(field, 10))        - view: button
                      class: UIButton
                      frame: [10, 60, 100, 44]
            \(indent(button, 10))script:
            \(script.map { "  - " + $0 }.joined(separator: "\n"))

            """
        return SceneTesting.compactLines(text, sourceLocation: sourceLocation)
    }

    /// Each line of `text` indented by `spaces`, ending in a newline; empty for none.
    static func indent(_ text: String, _ spaces: Int) -> String {
        guard !text.isEmpty else { return "" }
        return text.split(separator: "\n").map { String(repeating: " ", count: spaces) + $0 + "\n" }.joined()
    }

    // MARK: RC — the chain

    @Test func rc1PresenterIsTheNextResponderAlsoAfterRemoval() {
        let text = """
            window:
              window: main
              frame: [0, 0, 320, 480]
              subviews:
                - view: home
                  frame: [0, 0, 320, 480]
                  controller:
                    name: Home
                    handles-motion: all
                - view: sheet
                  frame: [0, 0, 320, 480]
                  controller:
                    name: Sheet
                    presented-by: Home
                    can-become-first-responder: yes
            script:
              - 0.0 become Sheet
              - 0.1 shake began
              - 0.2 remove sheet
              - 0.3 shake ended
            """
        #expect(
            SceneTesting.compactLines(text) == [
                "become Sheet", "Sheet.motionBegan [shake] forwarded", "Home.motionBegan [shake] handled",
                "resign Sheet removed", "main.motionEnded [shake] forwarded", "UIApplication.motionEnded [shake] unhandled",
            ])
    }

    @Test func rc4PassesOnSeesTheCallAndForwardsIt() {
        let lines = Self.trace(
            ["0.0 become field", "0.1 press select began"], root: "passes-on-presses: [began]", controller: "handles-presses: all")
        #expect(
            lines == [
                "become field", "field.pressesBegan [select] forwarded", "root.pressesBegan [select] forwarded",
                "C.pressesBegan [select] handled",
            ])
    }

    // MARK: RF — the first responder

    @Test func rf1AViewCannotBecomeFirstResponderByDefault() {
        #expect(Self.trace(["0.0 become root"]) == ["become root refused cannot-become"])
        #expect(Self.trace(["0.0 become root"], root: "can-become-first-responder: yes") == ["become root"])
        #expect(Self.trace(["0.0 become main"]) == ["become main refused cannot-become"])
    }

    @Test func rf4AlreadyAndResignOfTheOldOne() {
        #expect(
            Self.trace(["0.0 become field", "0.1 become field", "0.2 become C"], controller: "can-become-first-responder: yes")
                == ["become field", "become field already", "resign field", "become C"])
    }

    @Test func rf4TheOldOneRefusingToResignBlocksTheChange() {
        #expect(
            Self.trace(
                ["0.0 become field", "0.1 become C"], controller: "can-become-first-responder: yes", field: "can-resign-first-responder: no"
            )
                == ["become field", "become C refused cannot-resign field"])
    }

    @Test func rf4CannotBecomeIsCheckedBeforeCannotResign() {
        #expect(
            Self.trace(["0.0 become field", "0.1 become root"], field: "can-resign-first-responder: no")
                == ["become field", "become root refused cannot-become"])
    }

    @Test func rf5ResignRefusals() {
        #expect(Self.trace(["0.0 resign field"]) == ["resign field refused not-first-responder"])
        #expect(
            Self.trace(["0.0 become field", "0.1 resign field"], field: "can-resign-first-responder: no")
                == ["become field", "resign field refused cannot-resign"])
        #expect(Self.trace(["0.0 become field", "0.1 resign field"]) == ["become field", "resign field"])
    }

    @Test func rf6RemovingAnAncestorOfTheFirstResponderEndsItsStatus() {
        #expect(
            Self.trace(["0.0 become field", "0.1 remove root", "0.2 become field"], field: "can-resign-first-responder: no")
                == ["become field", "resign field removed", "become field refused not-in-window"])
    }

    @Test func rf6AControllerWhoseViewIsRemovedResigns() {
        #expect(
            Self.trace(["0.0 become C", "0.1 remove root"], controller: "can-become-first-responder: yes")
                == ["become C", "resign C removed"])
    }

    @Test func rf7ATouchElsewhereOrHidingKeepsTheFirstResponder() {
        #expect(
            Self.trace(["0.0 become field", "0.1 set field hidden yes", "0.2 key a"])
                == ["become field", "field.pressesBegan [a] handled", "field.pressesEnded [a] handled"])
    }

    @Test func rf8MakeKeyPrintsAlsoWhenAlreadyKey() {
        #expect(Self.trace(["0.0 make-key main"]) == ["key-window main"])
    }

    @Test func rf9KeysGoToTheKeyWindowWithoutAFirstResponder() {
        #expect(
            Self.trace(["0.0 key a"]) == [
                "main.pressesBegan [a] forwarded", "UIApplication.pressesBegan [a] unhandled", "main.pressesEnded [a] forwarded",
                "UIApplication.pressesEnded [a] unhandled",
            ])
    }

    @Test func rf10ATappedTextFieldBecomesFirstResponderOnce() {
        #expect(
            Self.trace(["0.0 down t1 20 20", "0.1 up t1", "0.2 down t2 20 20", "0.3 up t2"]) == [
                "field.touchesBegan [t1] handled", "control field touchDown", "field.touchesEnded [t1] handled",
                "control field touchUpInside", "become field", "field.touchesBegan [t2] handled", "control field touchDown",
                "control field touchDownRepeat", "field.touchesEnded [t2] handled", "control field touchUpInside",
            ])
    }

    @Test func rf10AButtonNeverBecomesFirstResponder() {
        let lines = Self.trace(["0.0 down t1 20 70", "0.1 up t1"], button: "can-become-first-responder: yes")
        #expect(!lines.contains { $0.hasPrefix("become") })
    }

    @Test func rf10TheFieldsSendsStillSearchFromTheOldFirstResponder() {
        let lines = Self.trace(
            ["0.0 down t1 20 20", "0.1 up t1"], controller: "actions: [go]",
            field: "sends:\n  - event: touchUpInside\n    action: go")
        #expect(
            lines == [
                "field.touchesBegan [t1] handled", "control field touchDown", "field.touchesEnded [t1] handled",
                "control field touchUpInside", "send go field nil", "ask field go no", "ask root go no", "ask C go yes",
                "perform C go", "become field",
            ])
    }

    // MARK: RA — actions

    @Test func ra2ARefusedAnswerDoesNotStopTheSearch() {
        #expect(
            Self.trace(["0.0 action save from button"], root: "actions: [save]\ncannot-perform: [save]", controller: "actions: [save]")
                == ["send save button nil", "ask button save no", "ask root save refused", "ask C save yes", "perform C save"])
    }

    @Test func ra3OneSearchOnlyFromTheFirstResponder() {
        // The sender's own chain would find the action; the first responder's chain is searched instead.
        let lines = Self.trace(
            ["0.0 become field", "0.1 action save from button"], button: "actions: [save]")
        #expect(
            lines == [
                "become field", "send save button nil", "ask field save no", "ask root save no", "ask C save no",
                "ask main save no", "ask UIApplication save no", "no-target save",
            ])
    }

    @Test func ra3NoSenderNoFirstResponderStartsAtTheKeyWindow() {
        #expect(
            Self.trace(["0.0 action save"], controller: "actions: [save]")
                == ["send save - nil", "ask main save no", "ask UIApplication save no", "no-target save"])
    }

    @Test func ra5SendsFollowTheirControlLineInListOrder() {
        let lines = Self.trace(
            ["0.0 down t1 20 70", "0.1 up t1"], controller: "actions: [a, b]",
            button: "sends:\n  - event: touchDown\n    action: a\n    target: C\n  - event: touchUpInside\n    action: b\n    target: C")
        #expect(
            lines == [
                "button.touchesBegan [t1] handled", "control button touchDown", "send a button C", "perform C a",
                "button.touchesEnded [t1] handled", "control button touchUpInside", "send b button C", "perform C b",
            ])
    }

    @Test func ra7ARemovedControlsCancelStillSends() {
        let lines = Self.trace(
            ["0.0 down t1 20 70", "0.1 remove button"], controller: "actions: [cancelled]",
            button: "sends:\n  - event: touchCancel\n    action: cancelled")
        #expect(
            lines == [
                "button.touchesBegan [t1] handled", "control button touchDown", "button.touchesCancelled [t1] handled",
                "control button touchCancel", "send cancelled button nil", "ask button cancelled no", "no-target cancelled",
            ])
    }

    @Test func ra8IgnoringDoesNotStopSendsOrKeys() {
        #expect(
            Self.trace(["0.0 ignore begin", "0.1 action save"], extra: "delegate:\n  name: D\n  actions: [save]\n")
                == [
                    "send save - nil", "ask main save no", "ask UIApplication save no", "ask D save yes", "perform D save",
                ])
    }

    @Test func ra9ANamedTargetPerformsEvenWhenItRefuses() {
        #expect(
            Self.trace(["0.0 action save to C"], controller: "actions: [save]\ncannot-perform: [save]")
                == ["send save - C", "perform C save"])
    }

    // MARK: RK — presses and keys

    @Test func rk2APressStaysBoundAfterItsResponderLeaves() {
        #expect(
            Self.trace(
                ["0.0 become field", "0.1 press menu began", "0.2 remove root", "0.3 press menu ended"], field: "handles-presses: all")
                == ["become field", "field.pressesBegan [menu] handled", "resign field removed", "field.pressesEnded [menu] handled"])
    }

    @Test func rk4PriorityCommandBeatsTheTextInput() {
        let lines = Self.trace(
            ["0.0 become field", "0.1 key n"], controller: "actions: [new]\nkey-commands:\n  - key: n\n    action: new\n    priority: yes")
        #expect(lines == ["become field", "command n new C", "ask field new no", "ask root new no", "ask C new yes", "perform C new"])
    }

    @Test func rk6ACommandWithoutATargetBecomesPresses() {
        let lines = Self.trace(
            ["0.0 become field", "0.1 key cmd+k"], controller: "key-commands:\n  - key: cmd+k\n    action: nowhere")
        #expect(
            lines == [
                "become field", "command cmd+k nowhere C", "ask field nowhere no", "ask root nowhere no", "ask C nowhere no",
                "ask main nowhere no", "ask UIApplication nowhere no", "no-target nowhere", "field.pressesBegan [cmd+k] forwarded",
                "root.pressesBegan [cmd+k] forwarded", "C.pressesBegan [cmd+k] forwarded", "main.pressesBegan [cmd+k] forwarded",
                "UIApplication.pressesBegan [cmd+k] unhandled", "field.pressesEnded [cmd+k] forwarded",
                "root.pressesEnded [cmd+k] forwarded", "C.pressesEnded [cmd+k] forwarded", "main.pressesEnded [cmd+k] forwarded",
                "UIApplication.pressesEnded [cmd+k] unhandled",
            ])
    }

    @Test func rk8ATextInputThatIsNotFirstResponderDoesNotType() {
        let lines = Self.trace(["0.0 become C", "0.1 key a"], controller: "can-become-first-responder: yes")
        #expect(lines.contains("C.pressesBegan [a] forwarded"))
        #expect(!lines.contains { $0.hasPrefix("field.") })
    }

    @Test func rk8TheTextInputForwardsOtherPresses() {
        #expect(
            Self.trace(["0.0 become field", "0.1 press select began"], controller: "handles-presses: [began]")
                == [
                    "become field", "field.pressesBegan [select] forwarded", "root.pressesBegan [select] forwarded",
                    "C.pressesBegan [select] handled",
                ])
    }

    @Test func rk9CancelCancelsEachPressOnceInBeganOrder() {
        #expect(
            Self.trace(
                [
                    "0.0 press select began", "0.1 press menu began", "0.2 cancel", "0.3 cancel", "0.4 press menu changed",
                    "0.5 press menu ended",
                ],
                extra: "application:\n  handles-presses: all\n")
                == [
                    "main.pressesBegan [select] forwarded", "UIApplication.pressesBegan [select] handled",
                    "main.pressesBegan [menu] forwarded", "UIApplication.pressesBegan [menu] handled",
                    "main.pressesCancelled [select] forwarded", "UIApplication.pressesCancelled [select] handled",
                    "main.pressesCancelled [menu] forwarded", "UIApplication.pressesCancelled [menu] handled",
                ])
    }

    // MARK: RM — motion and remote control

    @Test func rm2MotionIsNotBound() {
        #expect(
            Self.trace(["0.0 shake began", "0.1 become field", "0.2 shake ended"], field: "handles-motion: all")
                == [
                    "main.motionBegan [shake] forwarded", "UIApplication.motionBegan [shake] unhandled", "become field",
                    "field.motionEnded [shake] handled",
                ])
    }

    @Test func rm3RemovingTheHandlerCancelsTheShake() {
        #expect(
            Self.trace(["0.0 become field", "0.1 shake began", "0.2 remove field", "0.3 shake ended"], field: "handles-motion: all")
                == ["become field", "field.motionBegan [shake] handled", "resign field removed", "field.motionCancelled [shake] handled"])
    }

    @Test func rm3AShakeNobodyHandledIsNotCancelledByRemoval() {
        #expect(
            Self.trace(["0.0 become field", "0.1 shake began", "0.2 remove field", "0.3 shake ended"])
                == [
                    "become field", "field.motionBegan [shake] forwarded", "root.motionBegan [shake] forwarded",
                    "C.motionBegan [shake] forwarded", "main.motionBegan [shake] forwarded", "UIApplication.motionBegan [shake] unhandled",
                    "resign field removed", "main.motionEnded [shake] forwarded", "UIApplication.motionEnded [shake] unhandled",
                ])
    }

    @Test func rm4RemoteControlNeedsTheApplicationToReceiveIt() {
        #expect(Self.trace(["0.0 remote pause"]) == ["remote pause not-receiving"])
        #expect(
            Self.trace(["0.0 remote pause"], extra: "application:\n  receives-remote-control: yes\n  handles-remote: yes\n")
                == ["main.remoteControlReceived [pause] forwarded", "UIApplication.remoteControlReceived [pause] handled"])
    }

    // MARK: RE — the edit menu

    @Test func re1NamedActionsAreValidatedInTheirOrder() {
        #expect(
            Self.trace(["0.0 become field", "0.1 menu bold copy"], field: "actions: [copy, bold]")
                == ["become field", "menu bold field", "menu copy field"])
    }

    @Test func re2NoItemsWhenNothingCanPerform() {
        #expect(Self.trace(["0.0 become field", "0.1 menu"]) == ["become field", "menu none no-items"])
        #expect(Self.trace(["0.0 menu"]) == ["menu none no-first-responder"])
    }

    // MARK: The record

    @Test func summaryAndRulesOfTheChainsLines() throws {
        let text = """
            window:
              window: main
              frame: [0, 0, 320, 480]
              actions: [save]
            script:
              - 0.0 action save
              - 0.1 menu
              - 0.2 remote play
            """
        let scene = try #require(SceneTesting.scene(text))
        var simulator = Simulator(scene: scene)
        var summary: TraceSummary?
        var rules: [[RuleID]] = []
        struct Sink: TraceSink {
            var reads: StepParts { .everything }
            var onStep: (StepRecord) -> Void
            var onEnd: (TraceSummary) -> Void
            mutating func step(_ step: StepRecord, _ scene: Scene) { onStep(step) }
            mutating func notice(_ notice: Notice, _ scene: Scene) {}
            mutating func end(_ summary: TraceSummary, _ scene: Scene) { onEnd(summary) }
        }
        var sink = Sink(
            onStep: { step in rules.append(step.entries.flatMap { step.rules(of: $0)?.ids ?? [] }) }, onEnd: { summary = $0 })
        simulator.run(into: &sink)
        let totals = try #require(summary)
        #expect(totals[.sends] == 1 && totals[.asks] == 1 && totals[.performs] == 1 && totals[.menus] == 1 && totals[.ignored] == 1)
        #expect(rules[0] == [.ra4, .ra3, .ra2, .ra1, .ra2, .ra4])
        #expect(rules[1] == [.re2])
        #expect(rules[2] == [.rm4])
    }
}
