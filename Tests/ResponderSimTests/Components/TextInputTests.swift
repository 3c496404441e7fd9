import Foundation
import Testing

@testable import ResponderSimCore
@testable import ResponderSimEditor

/// TI: taps on text input. The keys (`editable`, `keyboard-dismiss-mode`, `ends-editing`),
/// their static checks at the positions the scene guide gives, the engine's lines and their JSON
/// `cause`, and the editor's completion and hover of the keys.
@Suite struct TextInputTests {
    /// A window with a field, a text view `notes`, a scroll view `list` and a background `root`
    /// with a tap `bgTap` (off unless `tapKeys` says otherwise: on, it would take every tap);
    /// `rootKeys`, `notesKeys`, `listKeys` and `tapKeys` go in their blocks.
    static func scene(
        rootKeys: String = "", tapKeys: String = "enabled: no", notesKeys: String = "", listKeys: String = "", script: [String]
    )
        -> String
    {
        func indent(_ text: String, _ spaces: Int) -> String {
            text.isEmpty ? "" : text.split(separator: "\n").map { String(repeating: " ", count: spaces) + $0 + "\n" }.joined()
        }
        return """
            window:
              window: main
              frame: [0, 0, 320, 480]
              subviews:
                - view: root
                  frame: [0, 0, 320, 480]
            \(indent(rootKeys, 6))      gestures:
                    - tap: bgTap
            \(indent(tapKeys, 10))      subviews:
                    - view: field
                      class: UITextField
                      frame: [0, 0, 320, 40]
                    - view: notes
                      class: UITextView
                      frame: [0, 40, 320, 100]
            \(indent(notesKeys, 10))        - view: list
                      class: UIScrollView
                      frame: [0, 200, 320, 280]
                      content-size: [320, 1000]
            \(indent(listKeys, 10))script:
            \(script.map { "  - " + $0 }.joined(separator: "\n"))

            """
    }

    static let tapOnNotes = ["0.0 down t1 100 90", "0.1 up t1"]
    static let dragOnList = ["1.0 down t2 100 400", "1.05 move t2 100 380", "1.1 move t2 100 350", "1.3 up t2"]

    // MARK: The keys and their checks

    @Test func theKeysDefaultsAreUIKits() throws {
        let scene = try #require(SceneTesting.scene(Self.scene(script: ["0.0 wait"])))
        let notes = try #require(scene.views.first { $0.name == "notes" })
        #expect(notes.isEditable)
        #expect(scene.views.first { $0.name == "list" }?.scroll?.keyboardDismissMode == KeyboardDismissMode.none)
        #expect(scene.recognizers.first { $0.name == "bgTap" }?.endsEditing == false)
        #expect(GestureKey.common.contains(.endsEditing))
    }

    @Test func v61TheKeysOnlyWhereTheyBelong() {
        SceneTesting.expectError(
            Self.scene(rootKeys: "1️⃣editable: no", script: ["0.0 wait"]), id: "text-view-only-key", mentions: ["UITextView"])
        SceneTesting.expectError(Self.scene(listKeys: "1️⃣editable: no", script: ["0.0 wait"]), id: "text-view-only-key")
        SceneTesting.expectError(
            Self.scene(rootKeys: "1️⃣keyboard-dismiss-mode: on-drag", script: ["0.0 wait"]), id: "scroll-view-only-key")
    }

    @Test func v62AndV64TheValues() {
        SceneTesting.expectError(
            Self.scene(listKeys: "keyboard-dismiss-mode: 1️⃣interactive", script: ["0.0 wait"]), id: "not-modelled",
            mentions: ["not modelled", "none or on-drag"])
        SceneTesting.expectError(Self.scene(listKeys: "keyboard-dismiss-mode: 1️⃣drag", script: ["0.0 wait"]), id: "unknown-value")
        SceneTesting.expectError(Self.scene(notesKeys: "editable: 1️⃣sometimes", script: ["0.0 wait"]), id: "wrong-type")
        SceneTesting.expectError(Self.scene(tapKeys: "ends-editing: 1️⃣maybe", script: ["0.0 wait"]), id: "wrong-type")
    }

    @Test func v66WhatSetTakes() {
        SceneTesting.expectError(Self.scene(script: ["0.0 set root 1️⃣editable no"]), id: "text-view-only-key")
        SceneTesting.expectError(
            Self.scene(script: ["0.0 set list keyboard-dismiss-mode 1️⃣interactive"]), id: "not-modelled")
        SceneTesting.expectError(Self.scene(script: ["0.0 set list.pan 1️⃣ends-editing yes"]), id: "not-settable")
        SceneTesting.expectError(Self.scene(script: ["0.0 set bgTap ends-editing 1️⃣perhaps"]), id: "wrong-type")
        #expect(SceneTesting.scene(Self.scene(script: ["0.0 set bgTap ends-editing yes", "0.1 set notes editable no"])) != nil)
    }

    // MARK: The engine

    @Test func ti1ATapOnAnEditableTextViewMakesItFirstResponderOnce() {
        let lines = SceneTesting.compactLines(Self.scene(script: Self.tapOnNotes + ["1.0 down t2 100 90", "1.1 up t2"]))
        #expect(lines.filter { $0.hasPrefix("become") } == ["become notes"])
        #expect(lines.firstIndex(of: "become notes") == lines.firstIndex(of: "notes.touchesEnded [t1] handled").map { $0 + 1 })
    }

    @Test func ti1NothingWhenNotEditableOrWhenAnOverrideKeepsTheEndedCall() {
        for keys in ["editable: no", "handles: [ended]"] {
            let lines = SceneTesting.compactLines(Self.scene(notesKeys: keys, script: Self.tapOnNotes))
            #expect(!lines.contains { $0.hasPrefix("become") }, "\(keys)")
        }
        // passes-on runs the override first, then the text view's own code.
        let passing = SceneTesting.compactLines(Self.scene(notesKeys: "passes-on: [ended]", script: Self.tapOnNotes))
        #expect(passing.contains("become notes"))
        // A set turns it off from the next line on.
        let set = SceneTesting.compactLines(Self.scene(script: ["0.0 set notes editable no"] + Self.tapOnNotes))
        #expect(!set.contains { $0.hasPrefix("become") })
    }

    @Test func ti3EndsEditingInTheRecognizersSubtreeForced() {
        let become = "0.0 become field"
        let tap = ["0.5 down t1 100 170", "0.6 up t1"]
        let forced = SceneTesting.compactLines(
            Self.scene(tapKeys: "ends-editing: yes", script: [become] + tap)
                .replacingOccurrences(of: "class: UITextField\n", with: "class: UITextField\n          can-resign-first-responder: no\n"))
        #expect(forced.suffix(2) == ["gesture bgTap recognized", "resign field"])
        // Without the key, or with a set turning it off: no line.
        #expect(!SceneTesting.compactLines(Self.scene(tapKeys: "", script: [become] + tap)).contains("resign field"))
        let off = SceneTesting.compactLines(
            Self.scene(tapKeys: "ends-editing: yes", script: [become, "0.1 set bgTap ends-editing no"] + tap))
        #expect(!off.contains("resign field"))
        let on = SceneTesting.compactLines(Self.scene(tapKeys: "", script: [become, "0.1 set bgTap ends-editing yes"] + tap))
        #expect(on.last == "resign field")
    }

    @Test func ti4TheGrantOfThePanResignsATextInputAnywhereInTheWindow() {
        let lines = SceneTesting.compactLines(
            Self.scene(listKeys: "keyboard-dismiss-mode: on-drag", script: Self.tapOnNotes + Self.dragOnList))
        let began = lines.firstIndex(of: "gesture list.pan began")
        #expect(began.map { Array(lines[$0...].prefix(3)) } == ["gesture list.pan began", "scroll list offset 0 10", "resign notes"])
        // A first responder that takes no text stays.
        let plain = SceneTesting.compactLines(
            Self.scene(
                rootKeys: "can-become-first-responder: yes", listKeys: "keyboard-dismiss-mode: on-drag",
                script: ["0.0 become root"] + Self.dragOnList))
        #expect(!plain.contains { $0.hasPrefix("resign") })
        // One that will not resign refuses, by RF5.
        let refusing = SceneTesting.compactLines(
            Self.scene(
                notesKeys: "can-resign-first-responder: no", listKeys: "keyboard-dismiss-mode: on-drag",
                script: Self.tapOnNotes + Self.dragOnList))
        #expect(refusing.contains("resign notes refused cannot-resign"))
    }

    @Test func jsonFirstResponderRecordsCarryTheirCause() throws {
        let text = Self.scene(
            tapKeys: "enabled: no\nends-editing: yes", listKeys: "keyboard-dismiss-mode: on-drag",
            script: Self.tapOnNotes + Self.dragOnList + [
                "2.0 become field", "2.1 set bgTap enabled yes", "2.5 down t3 100 170", "2.6 up t3",
            ])
        let scene = try #require(SceneTesting.scene(text))
        var json = ""
        TraceFormat.json.write(scene, explain: false, into: &json)
        var records: [[String: Any]] = []
        for line in json.split(separator: "\n") {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            records += object["firstResponder"] as? [[String: Any]] ?? []
        }
        func cause(_ record: [String: Any]) -> String { "\(record["line"] ?? "") \(record["cause"] ?? "") \(record["by"] ?? "")" }
        #expect(
            records.map(cause) == [
                "become text-view-tap <null>", "resign drag list", "become <null> <null>", "resign end-editing bgTap",
            ])
    }

    @Test func rulesTIAreInTheCatalogue() {
        #expect(RuleFamily.textInput.rules == [.ti1, .ti2, .ti3, .ti4, .ti5])
        #expect(Rule.rule("ti3")?.statement.contains("can-resign-first-responder") == true)
        #expect(RuleID.ti1.family == .textInput)
    }

    // MARK: The editor

    @Test func completionAndHoverKnowTheKeys() throws {
        let text = Self.scene(
            tapKeys: "ends-editing: yes", notesKeys: "editable: no", listKeys: "keyboard-dismiss-mode: on-drag",
            script: ["0.0 set bgTap ", "0.1 set notes ", "0.2 set list keyboard-dismiss-mode "])
        var (server, _) = LanguageServerTests.opened(text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func line(_ prefix: String) throws -> Int { try #require(lines.firstIndex { $0.hasPrefix(prefix) }) }
        func end(_ index: Int) -> Int { lines[index].utf16.count }
        let setTap = try line("  - 0.0 set bgTap")
        #expect(
            LanguageServerContextTests.labels(&server, setTap, end(setTap))
                == [
                    "enabled", "should-receive", "should-begin", "should-require-failure-of", "should-be-required-to-fail-by",
                    "ends-editing",
                ])
        let setNotes = try line("  - 0.1 set notes")
        #expect(LanguageServerContextTests.labels(&server, setNotes, end(setNotes)).contains("editable"))
        let setList = try line("  - 0.2 set list")
        #expect(LanguageServerContextTests.labels(&server, setList, end(setList)) == ["none", "on-drag"])
        let editable = try line("          editable:")
        let hoverEditable = try #require(LanguageServerContextTests.hover(&server, editable, 12))
        #expect(hoverEditable.hasPrefix("**editable**: yes or no") && hoverEditable.contains("TI1"))
        #expect(hoverEditable.contains("text views (UITextView)"))
        let mode = try line("          keyboard-dismiss-mode:")
        let hoverMode = try #require(LanguageServerContextTests.hover(&server, mode, 14))
        #expect(hoverMode.hasPrefix("**keyboard-dismiss-mode**: none or on-drag") && hoverMode.contains("TI4"))
        let ends = try line("          ends-editing:")
        let hoverEnds = try #require(LanguageServerContextTests.hover(&server, ends, 14))
        #expect(hoverEnds.hasPrefix("**ends-editing**: yes or no") && hoverEnds.contains("TI3"))
    }
}
