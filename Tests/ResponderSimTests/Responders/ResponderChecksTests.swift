import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// V40–V52: the static checks of the responder chain's keys and script lines, each at the
/// position the catalogue gives (markers 1️⃣ point where the error must be).
@Suite struct ResponderChecksTests {
    /// A window `main` with a controller-backed `root` holding a button `b`; `rootKeys` and
    /// `buttonKeys` go in their blocks, `top` before the window.
    static func scene(top: String = "", rootKeys: String = "", controllerKeys: String = "", buttonKeys: String = "", script: [String] = [])
        -> String
    {
        func indent(_ text: String, _ spaces: Int) -> String {
            text.isEmpty ? "" : text.split(separator: "\n").map { String(repeating: " ", count: spaces) + $0 + "\n" }.joined()
        }
        return """
            \(top)window:
              window: main
              frame: [0, 0, 320, 480]
              subviews:
                - view: root
                  frame: [0, 0, 320, 480]
            \(indent(rootKeys, 6))      controller:
                    name: C
                    actions: [save]
            \(indent(controllerKeys, 8))      subviews:
                    - view: b
                      class: UIButton
                      frame: [0, 0, 10, 10]
            \(indent(buttonKeys, 10))script:\(script.isEmpty ? " []" : "")
            \(script.map { "  - " + $0 }.joined(separator: "\n"))

            """
    }

    @Test func v40KeysInTheWrongPlaceOrNotBooleans() {
        SceneTesting.expectError(
            Self.scene(top: "application:\n  1️⃣can-become-first-responder: yes\n"), id: "misplaced-key",
            mentions: ["views, windows and controllers"])
        SceneTesting.expectError(Self.scene(controllerKeys: "1️⃣text-input: yes"), id: "misplaced-key")
        SceneTesting.expectError(Self.scene(buttonKeys: "can-resign-first-responder: 1️⃣perhaps"), id: "wrong-type")
    }

    @Test func v41ActionListsAndCannotPerform() {
        SceneTesting.expectError(Self.scene(rootKeys: "actions: [a, b, 1️⃣a]"), id: "repeated-action")
        SceneTesting.expectError(Self.scene(rootKeys: "actions: [a]\ncannot-perform: [1️⃣b]"), id: "cannot-perform-not-an-action")
        SceneTesting.expectError(Self.scene(rootKeys: "actions: 1️⃣save"), id: "wrong-type")
        SceneTesting.expectError(Self.scene(rootKeys: "actions: [1️⃣none]"), id: "bad-action")
    }

    @Test func v42SendsOnControlsOnlyWithEventAndAction() {
        SceneTesting.expectError(
            Self.scene(rootKeys: "1️⃣sends:\n  - event: touchDown\n    action: save"), id: "control-only-key")
        SceneTesting.expectError(Self.scene(buttonKeys: "sends:\n  - 1️⃣action: save"), id: "missing-key", mentions: ["'event'"])
        SceneTesting.expectError(
            Self.scene(buttonKeys: "sends:\n  - event: 1️⃣touchUp\n    action: save"), id: "unknown-value")
        SceneTesting.expectError(
            Self.scene(buttonKeys: "sends:\n  - event: touchDown\n    action: save\n    target: 1️⃣root"), id: "target-lacks-action")
        SceneTesting.expectError(
            Self.scene(buttonKeys: "sends:\n  - event: touchDown\n    action: save\n    target: 1️⃣Nobody"), id: "unknown-responder")
    }

    @Test func v43KeyCommands() {
        SceneTesting.expectError(
            Self.scene(rootKeys: "key-commands:\n  - key: a\n    action: x\n  - key: 1️⃣a\n    action: y"), id: "repeated-key-command")
        SceneTesting.expectError(Self.scene(rootKeys: "key-commands:\n  - 1️⃣priority: yes\n    key: a"), id: "missing-key")
        SceneTesting.expectError(
            Self.scene(rootKeys: "key-commands:\n  - key: a\n    action: x\n    priority: 1️⃣often"), id: "wrong-type")
    }

    @Test func v44KeySpecs() {
        #expect(KeySpec.isValid("cmd+s") && KeySpec.isValid("ctrl+alt+shift+cmd+return") && KeySpec.isValid("1"))
        #expect(!KeySpec.isValid("cmd+shift+s") && !KeySpec.isValid("cmd+cmd+s") && !KeySpec.isValid("S") && !KeySpec.isValid("cmd+"))
        SceneTesting.expectError(
            Self.scene(rootKeys: "key-commands:\n  - key: 1️⃣cmd+shift+s\n    action: x"), id: "bad-key-spec",
            hint: "did you mean 'shift+cmd+s'?")
        SceneTesting.expectError(Self.scene(script: ["0.0 key 1️⃣enter"]), id: "bad-key-spec")
        #expect(SceneTesting.expectError(Self.scene(script: ["0.0 key 1️⃣enter"]), id: "bad-key-spec")?.hint == nil)
        SceneTesting.expectError(
            Self.scene(script: ["0.0 key 1️⃣cmd+shift+s"]), id: "bad-key-spec", hint: "did you mean 'shift+cmd+s'?")
        // A capital is shift with the lowercase letter, and the message says so.
        let capital = SceneTesting.expectError(
            Self.scene(script: ["0.0 key 1️⃣cmd+S"]), id: "bad-key-spec", mentions: ["lowercase"],
            hint: "did you mean 'shift+cmd+s'?")
        #expect(capital?.message.contains("then a letter") == false)
        SceneTesting.expectError(
            Self.scene(rootKeys: "key-commands:\n  - key: 1️⃣S\n    action: x"), id: "bad-key-spec", mentions: ["lowercase"],
            hint: "did you mean 'shift+s'?")
        #expect(KeySpec.suggestion(for: "cmd+x+s") == nil && KeySpec.suggestion(for: "cmd+s") == nil)
        #expect(KeySpec.suggestion(for: "Cmd+Alt+Return") == nil && KeySpec.suggestion(for: "cmd+alt+return") == "alt+cmd+return")
    }

    @Test func v45PhaseLists() {
        SceneTesting.expectError(Self.scene(rootKeys: "handles-motion: [1️⃣changed]"), id: "unknown-phase")
        SceneTesting.expectError(Self.scene(rootKeys: "passes-on-presses: 1️⃣all"), id: "wrong-type")
        SceneTesting.expectError(
            Self.scene(rootKeys: "passes-on-presses: [began]\nhandles-presses: 1️⃣all"), id: "phase-in-both")
        SceneTesting.expectError(Self.scene(rootKeys: "handles-remote: 1️⃣[yes]"), id: "wrong-type")
    }

    @Test func v46PresentedByAndCycles() {
        SceneTesting.expectError(Self.scene(controllerKeys: "presented-by: 1️⃣C"), id: "presented-by-itself")
        SceneTesting.expectError(Self.scene(controllerKeys: "presented-by: 1️⃣root"), id: "unknown-controller")
        let cycle = """
            window:
              window: main
              frame: [0, 0, 320, 480]
              subviews:
                - view: outer
                  frame: [0, 0, 320, 480]
                  controller:
                    name: A
                    presented-by: 1️⃣B
                  subviews:
                    - view: inner
                      frame: [0, 0, 10, 10]
                      controller:
                        name: B
            script: []
            """
        SceneTesting.expectError(cycle, id: "chain-cycle")
    }

    @Test func v47KeyWindowAndRemoteControlPlaces() {
        SceneTesting.expectError(Self.scene(rootKeys: "1️⃣key-window: yes"), id: "misplaced-key")
        SceneTesting.expectError(Self.scene(top: "delegate:\n  name: D\n  1️⃣receives-remote-control: yes\n"), id: "misplaced-key")
        let two = """
            windows:
              - window: a
                frame: [0, 0, 10, 10]
                key-window: yes
              - window: b
                frame: [0, 0, 10, 10]
                key-window: 1️⃣yes
            script: []
            """
        SceneTesting.expectError(two, id: "second-key-window")
    }

    @Test func v48BecomeResignAndMakeKeyNames() {
        SceneTesting.expectError(Self.scene(script: ["0.0 become 1️⃣nobody"]), id: "unknown-responder")
        SceneTesting.expectError(Self.scene(script: ["0.0 make-key 1️⃣root"]), id: "not-a-window")
    }

    @Test func v49ActionLines() {
        SceneTesting.expectError(Self.scene(script: ["0.0 action save to C 1️⃣from b"]), id: "bad-arguments")
        SceneTesting.expectError(Self.scene(script: ["0.0 action save to 1️⃣b"]), id: "target-lacks-action")
        SceneTesting.expectError(Self.scene(script: ["0.0 action 1️⃣save: from b"]), id: "bad-action")
        SceneTesting.expectError(Self.scene(script: ["0.0 action save from b 1️⃣from C"]), id: "bad-arguments")
    }

    @Test func v50PressLinesFollowThePressState() {
        SceneTesting.expectError(Self.scene(script: ["0.0 press 1️⃣select ended"]), id: "bad-press")
        SceneTesting.expectError(Self.scene(script: ["0.0 press select began", "0.1 press 1️⃣select began"]), id: "bad-press")
        SceneTesting.expectError(Self.scene(script: ["0.0 press 1️⃣select"]), id: "bad-press")
        SceneTesting.expectError(
            Self.scene(script: ["0.0 press select 1️⃣begun"]), id: "bad-press", mentions: ["'begun'"], hint: "did you mean 'began'?")
        SceneTesting.expectError(Self.scene(script: ["0.0 1️⃣press"]), id: "bad-arguments")
    }

    @Test func v51ShakeRemoteAndMenu() {
        SceneTesting.expectError(Self.scene(script: ["0.0 1️⃣shake ended"]), id: "bad-shake")
        SceneTesting.expectError(Self.scene(script: ["0.0 shake began", "0.1 1️⃣shake"]), id: "bad-shake")
        SceneTesting.expectError(Self.scene(script: ["0.0 remote 1️⃣rewind"]), id: "bad-remote")
        SceneTesting.expectError(Self.scene(script: ["0.0 menu copy 1️⃣copy"]), id: "repeated-action")
    }

    @Test func v52SetTakesTheChaptersChangeableKeys() {
        SceneTesting.expectError(Self.scene(script: ["0.0 set root 1️⃣actions [x]"]), id: "not-settable")
        SceneTesting.expectError(Self.scene(script: ["0.0 set main 1️⃣text-input yes"]), id: "misplaced-key")
        SceneTesting.expectError(Self.scene(script: ["0.0 set main 1️⃣key-window yes"]), id: "not-settable")
        SceneTesting.expectError(
            Self.scene(rootKeys: "actions: [a]", script: ["0.0 set root cannot-perform [a, 1️⃣b]"]), id: "cannot-perform-not-an-action")
        #expect(
            SceneTesting.scene(Self.scene(script: ["0.0 set root handles-presses all", "0.1 set b can-become-first-responder no"])) != nil)
    }

    @Test func textFieldsAndTextViewsDefaultToFirstResponderAndTextInput() throws {
        let text = """
            window:
              window: main
              frame: [0, 0, 320, 480]
              subviews:
                - view: field
                  class: UITextField
                  frame: [0, 0, 10, 10]
                - view: notes
                  class: UITextView
                  frame: [0, 0, 10, 10]
                  text-input: no
                - view: plain
                  frame: [0, 0, 10, 10]
            script: []
            """
        let scene = try #require(SceneTesting.scene(text))
        #expect(scene.views[1].traits.canBecomeFirstResponder && scene.views[1].traits.isTextInput && scene.views[1].isControl)
        #expect(scene.views[2].traits.canBecomeFirstResponder && !scene.views[2].traits.isTextInput && !scene.views[2].isControl)
        #expect(!scene.views[3].traits.canBecomeFirstResponder && !scene.views[0].traits.canBecomeFirstResponder)
        #expect(scene.keyWindow == scene.windows.first)
    }
}

extension ResponderChecksTests {
    @Test func expectLinesOfTheChainAreCheckedForWhatCanNeverAppear() throws {
        let scene = try #require(SceneTesting.scene(Self.scene(script: ["0.0 action save"])))
        for line in [
            "send save - nil", "ask main save no", "perform C save", "no-target save", "become b refused cannot-become",
            "resign b removed", "key-window main", "command cmd+s save C", "menu copy b", "menu none no-items",
            "remote play not-receiving", "main.pressesBegan [select] forwarded", "C.motionEnded [shake] handled",
            "UIApplication.remoteControlReceived [play] unhandled",
        ] {
            #expect(ExpectationCheck.impossibility(of: line, in: scene) == nil, "\(line)")
        }
        #expect(ExpectationCheck.impossibility(of: "ask main save maybe", in: scene)?.contains("no answer of a search") == true)
        #expect(ExpectationCheck.impossibility(of: "perform Nobody save", in: scene)?.contains("no responder 'Nobody'") == true)
        #expect(ExpectationCheck.impossibility(of: "main.pressesBegun [x] handled", in: scene)?.contains("'pressesBegan'") == true)
        #expect(ExpectationCheck.impossibility(of: "menu none empty", in: scene)?.contains("no reason of an empty menu") == true)
    }
}
