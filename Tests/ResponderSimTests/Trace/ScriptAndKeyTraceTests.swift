import Foundation
import Testing

@testable import ResponderSimCore

/// What a step says of itself: the script action in JSON, the `scrolls` item of a `set` that
/// moves a scroll view, and why a text input's keystroke skipped the key commands (RK7, RK8).
@Suite struct ScriptAndKeyTraceTests {
    static let notes = """
        window:
          window: main
          frame: [0, 0, 320, 480]
          subviews:
            - view: list
              frame: [0, 0, 320, 480]
              can-become-first-responder: yes
              controller:
                name: NotesController
                actions: [newNote]
                key-commands:
                  - key: n
                    action: newNote
              subviews:
                - view: titleField
                  class: UITextField
                  frame: [10, 10, 300, 40]
        script:
          - 0.0 become titleField
          - 0.1 key n
          - 0.2 key m
          - 0.3 become list
          - 0.4 key n
        """

    static let scroll = """
        window:
          window: main
          frame: [0, 0, 320, 480]
          subviews:
            - view: list
              class: UIScrollView
              frame: [0, 0, 320, 480]
              content-size: [320, 2000]
        script:
          - 0.0 set list content-offset [0, 200]
          - 0.1 set list content-offset [0, 200]
          - 0.2 set list bounds-origin [0, 0]
          - 0.3 set list hidden no
          - 0.4 key shift+cmd+s
          - 0.5 press select began
          - 0.6 action save from list
          - 0.7 down t1 10 10
          - 0.8 up t1
        """

    static func json(_ text: String) throws -> [[String: Any]] {
        let scene = try #require(SceneTesting.scene(text))
        var writer = JSONLinesWriter(output: "")
        var simulator = Simulator(scene: scene)
        simulator.run(into: &writer)
        return try writer.output.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    @Test func aTextInputsKeystrokeSaysWhyTheCommandWasNotConsulted() throws {
        let text = try TextTraceTests.text(Self.notes)
        let steps = text.components(separatedBy: "\n\n")
        let typed = try #require(steps.first { $0.contains("0.1s") })
        #expect(
            typed.contains(
                "key n goes to the text system first: titleField is a text input and the first responder, the key has no "
                    + "ctrl or cmd, so NotesController's command n (newNote) is not consulted (RK7)"))
        let calls = typed.split(separator: "\n").filter { $0.contains("titleField.presses") }
        #expect(calls.count == 2)
        #expect(calls.allSatisfy { $0.hasSuffix("handled  (typed by the text input, RK8)") })
        // No command matches m: the text system still comes first.
        let plain = try #require(steps.first { $0.contains("0.2s") })
        #expect(plain.contains("so no key command is consulted (RK7)"))
        // Once list is first responder, the command wins and nothing is typed.
        let command = try #require(steps.first { $0.contains("0.4s") })
        #expect(!command.contains("RK7") && !command.contains("RK8"))
        #expect(command.contains("command n newNote NotesController"))
        #expect(text.contains("  RK7  " + RuleID.rk7.rule.summary))
        #expect(text.contains("  RK8  " + RuleID.rk8.rule.summary))
    }

    @Test func jsonStepsCarryTheirScriptAction() throws {
        let steps = try Self.json(Self.scroll)
        let scripts = steps.map { $0["script"] as? String }
        #expect(
            scripts == [
                "set list content-offset [0, 200]", "set list content-offset [0, 200]", "set list bounds-origin [0, 0]",
                "set list hidden no", "key shift+cmd+s", "press select began", "action save from list", nil, nil, nil,
            ])
        // Touch steps, timers and the summary have no `script` key at all.
        #expect(steps[7].keys.contains("changes") && !steps[7].keys.contains("script"))
    }

    @Test func aSetThatMovesAScrollViewListsItsOffsetUnderScrolls() throws {
        let steps = try Self.json(Self.scroll)
        func scrolls(_ index: Int) -> [[String: Any]] { steps[index]["scrolls"] as? [[String: Any]] ?? [] }
        #expect(scrolls(0).count == 1)
        #expect(scrolls(0).first?["event"] as? String == "set")
        #expect(scrolls(0).first?["scrollView"] as? String == "list")
        #expect(scrolls(0).first?["offset"] as? [Double] == [0, 200])
        #expect(scrolls(0).first?["seq"] is NSNull)
        // The same offset again does not move it; nor does a key that is not the offset.
        #expect(scrolls(1).isEmpty)
        #expect(scrolls(2).first?["offset"] as? [Double] == [0, 0])
        #expect(scrolls(3).isEmpty)
        // No compact line, so the summary's count of scroll lines stays 0.
        #expect(steps.last?["scrolls"] as? Int == 0)
    }
}
