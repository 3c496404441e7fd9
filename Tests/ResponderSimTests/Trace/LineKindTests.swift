import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore

/// Each trace line kind, read off its own declaration (`Record/Lines/`): the compact line, the
/// JSON fields and the text line of one record the engine made in a scene of `Scenes/`, and
/// the checker refusing the line with one word misspelt.
@Suite struct LineKindTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Keeps the first line of kind `K` and its step.
    struct FirstLine<K: LineKind>: TraceSink {
        var found: (record: K.Record, step: StepRecord)?
        mutating func step(_ step: StepRecord, _ scene: Scene) {
            if found == nil, let record = step.lines(of: K.self).first { found = (record, step) }
        }
    }

    /// What one kind's record writes, and what the checker says of its line and of `misspelt`.
    struct Written {
        var compact: String
        var json: [String: Any]
        var text: String
        var rules: [RuleID]
        var checkOfLine: String?
        var checkOfMisspelt: String?
    }

    static func written<K: LineKind>(_ kind: K.Type, in path: String, misspelling: (String) -> String) throws -> Written {
        let scene = try SceneLoader.load(SourceFile(contentsOfFile: root.appendingPathComponent(path).path, path: path))
        var sink = FirstLine<K>()
        var simulator = Simulator(scene: scene)
        simulator.run(into: &sink)
        let (record, step) = try #require(sink.found)
        return written(K.self, record, step, scene, misspelling: misspelling)
    }

    static func written<K: LineKind>(
        _ kind: K.Type, _ record: K.Record, _ step: StepRecord, _ scene: Scene, misspelling: (String) -> String
    ) -> Written {
        let compact = CompactLines.text(of: K.wrap(record), step, scene)
        var json = LineOutput { name, line in line.appendJSONString(name) }
        json.names.prepare(for: scene) { name, line in line.appendJSONString(name) }
        json.line.appendASCII("{\"seq\":1")
        K.json(record, step, scene, into: &json)
        json.line.append(UInt8(ascii: "}"))
        let object = (try? JSONSerialization.jsonObject(with: Data(json.line.string.utf8))) as? [String: Any] ?? [:]
        var text = LineOutput { name, line in line.append(name) }
        K.text(record, step, scene, into: &text)
        return Written(
            compact: compact, json: object, text: text.line.string, rules: K.rules(record)?.ids ?? [],
            checkOfLine: ExpectationCheck.impossibility(of: compact, in: scene),
            checkOfMisspelt: ExpectationCheck.impossibility(of: misspelling(compact), in: scene))
    }

    /// `line` with `word` replaced by `by`.
    static func replacing(_ word: String, _ by: String) -> (String) -> String {
        { $0.replacingOccurrences(of: word, with: by) }
    }

    @Test func drop() throws {
        let written = try Self.written(
            DropLine.self, in: "Scenes/behaviours/pinch-naive-no-multitouch.scene",
            misspelling: Self.replacing("multiple-touch-disabled", "multiple-touch-off"))
        #expect(written.compact == "drop t2 multiple-touch-disabled canvas")
        #expect(written.json["reason"] as? String == "multiple-touch-disabled" && written.json["view"] as? String == "canvas")
        #expect(written.text == "                withheld t2: multiple-touch-disabled (M2) at canvas\n")
        #expect(written.rules == [.m2])
        #expect(written.checkOfLine == nil)
        #expect(written.checkOfMisspelt?.contains("is no drop reason") == true)
    }

    @Test func skip() throws {
        let written = try Self.written(
            SkipLine.self, in: "Scenes/exercises/08-the-stuck-button.scene", misspelling: Self.replacing(" ended ", " endd "))
        #expect(written.compact == "skip t1 ended ignoring-interaction button")
        #expect(written.json["phase"] as? String == "ended" && written.json["reason"] as? String == "ignoring-interaction")
        #expect(written.text.hasSuffix("skipped t1 ended at button: ignoring-interaction (I3)\n"))
        #expect(written.rules == [.i3])
        #expect(written.checkOfLine == nil)
        #expect(written.checkOfMisspelt?.contains("'endd' is no touch phase") == true)
    }

    @Test func output() throws {
        let written = try Self.written(
            OutputLine.self, in: "Scenes/behaviours/finger-paint-incoming-call.scene", misspelling: Self.replacing("canvas:", "canvs:"))
        #expect(written.compact == "output canvas: stroke t1: 4 points")
        #expect(written.json["responder"] as? String == "canvas" && written.json["text"] as? String == "stroke t1: 4 points")
        #expect(written.text == "                  output canvas: stroke t1: 4 points\n")
        #expect(written.rules.isEmpty)
        #expect(written.checkOfLine == nil)
        #expect(written.checkOfMisspelt?.contains("no responder 'canvs'") == true)
    }

    @Test func control() throws {
        let written = try Self.written(
            ControlLine.self, in: "Scenes/components/s86-button-in-a-cell-and-a-cell-that-keeps-its-began.scene",
            misspelling: Self.replacing("touchDown", "touchDwn"))
        #expect(written.compact == "control buy touchDown")
        #expect(written.json["control"] as? String == "buy" && written.json["inside"] as? Bool == true)
        #expect(written.text == "                  control buy → touchDown\n")
        #expect(written.rules == [.u2, .u12])
        #expect(written.checkOfLine == nil)
        #expect(written.checkOfMisspelt?.contains("is no control event") == true)
    }

    @Test func gesture() throws {
        let written = try Self.written(
            GestureLine.self, in: "Scenes/behaviours/pinch-tracked-released-calls.scene", misspelling: Self.replacing("lifted", "lift"))
        #expect(written.compact == "gesture drag failed lifted")
        #expect(written.json["state"] as? String == "failed" && written.json["reason"] as? String == "lifted")
        #expect(written.text.contains("gesture drag (pan on main) → failed: lifted ("))
        #expect(!written.rules.isEmpty)
        #expect(written.checkOfLine == nil)
        #expect(written.checkOfMisspelt?.contains("is no reason a recognizer fails") == true)
    }

    @Test func hold() throws {
        let written = try Self.written(
            HoldLine.self, in: "Scenes/behaviours/pinch-tracked-released-calls.scene",
            misspelling: Self.replacing("touchesBegan", "touchesBegun"))
        #expect(written.compact == "hold pad.touchesBegan [t0, t1] drag")
        #expect(written.json["responder"] as? String == "pad" && written.json["touches"] as? [String] == ["t0", "t1"])
        #expect(written.text == "                held pad.touchesBegan [t0, t1] by drag (G17)\n")
        #expect(written.rules == [.g17])
        #expect(written.checkOfLine == nil)
        #expect(written.checkOfMisspelt?.contains("'touchesBegun' is no touch method") == true)
    }

    @Test func release() throws {
        let written = try Self.written(
            ReleaseLine.self, in: "Scenes/behaviours/pinch-tracked-released-calls.scene", misspelling: Self.replacing("pad", "pda"))
        #expect(written.compact == "release pad [t0, t1]")
        #expect(written.json["view"] as? String == "pad")
        #expect(written.text == "                release pad [t0, t1]: its held calls follow (G20)\n")
        #expect(written.rules == [.g20])
        #expect(written.checkOfLine == nil)
        #expect(written.checkOfMisspelt?.contains("no view 'pda'") == true)
    }

    @Test func discard() throws {
        let written = try Self.written(
            DiscardLine.self, in: "Scenes/components/s85-tap-recognizer-takes-the-row.scene", misspelling: Self.replacing("bgTap", "bgTab"))
        #expect(written.compact == "discard r0 [t1] bgTap")
        #expect(written.json["gesture"] as? String == "bgTap")
        #expect(written.text.hasPrefix("                discard r0 [t1]: held calls thrown away by bgTap (G16)"))
        #expect(written.rules == [.g16])
        #expect(written.checkOfLine == nil)
        #expect(written.checkOfMisspelt?.contains("no recognizer 'bgTab'") == true)
    }

    @Test func firstResponder() throws {
        let written = try Self.written(
            FirstResponderLine.self, in: "Scenes/components/s92-tap-outside-dismisses-keyboard.scene",
            misspelling: Self.replacing("field", "feld"))
        #expect(written.compact == "become field")
        #expect(written.json["line"] as? String == "become" && written.json["result"] as? String == "done")
        #expect(written.text.hasPrefix("                become field ("))
        #expect(!written.rules.isEmpty)
        #expect(written.checkOfLine == nil)
        #expect(written.checkOfMisspelt?.contains("no responder 'feld'") == true)
    }

    @Test func action() throws {
        let written = try Self.written(
            ActionLine.self, in: "Scenes/exercises/16-the-save-that-goes-astray.scene",
            misspelling: Self.replacing("saveButton", "saveButon"))
        #expect(written.compact == "send save saveButton nil")
        #expect(written.json["line"] as? String == "send" && written.json["start"] as? String == "sender")
        #expect(
            written.text
                == "                send save saveButton nil (RA4, RA3): the search starts at the sender saveButton, as the key window has no first responder\n"
        )
        #expect(written.rules == [.ra4, .ra3])
        #expect(written.checkOfLine == nil)
        #expect(written.checkOfMisspelt?.contains("no responder 'saveButon'") == true)
    }

    @Test func menu() throws {
        let written = try Self.written(
            MenuLine.self, in: "Scenes/exercises/18-the-menu-from-the-wrong-window.scene", misspelling: Self.replacing("notes", "note"))
        #expect(written.compact == "menu select notes")
        #expect(written.json["action"] as? String == "select" && written.json["target"] as? String == "notes")
        #expect(written.text == "                menu select notes (RE2)\n")
        #expect(written.rules == [.re2])
        #expect(written.checkOfLine == nil)
        #expect(written.checkOfMisspelt?.contains("no responder 'note'") == true)
    }

    @Test func ignored() throws {
        let scene = try #require(SceneTesting.scene("scene: remote\nwindow:\n  window: main\n  frame: [0, 0, 100, 100]\nscript: []\n"))
        let written = Self.written(
            IgnoredLine.self, IgnoredRecord(item: "play"), StepRecord(), scene,
            misspelling: Self.replacing("not-receiving", "not-listening"))
        #expect(written.compact == "remote play not-receiving")
        #expect(written.json["item"] as? String == "play" && written.json["reason"] as? String == "not-receiving")
        #expect(written.text == "                remote play not-receiving (RM4)\n")
        #expect(written.rules == [.rm4])
        #expect(written.checkOfLine == nil)
        #expect(written.checkOfMisspelt?.contains("did you mean 'not-receiving'") == true)
    }

    @Test func scroll() throws {
        let written = try Self.written(
            ScrollLine.self, in: "Scenes/components/s83-press-then-scroll-unhighlights.scene",
            misspelling: Self.replacing("offset", "ofset"))
        #expect(written.compact == "scroll list offset 0 10")
        #expect(written.json["scrollView"] as? String == "list" && written.json["offset"] as? [Double] == [0, 10])
        #expect(written.text.hasPrefix("                scroll list offset 0 10 ("))
        #expect(!written.rules.isEmpty)
        #expect(written.checkOfLine == nil)
        #expect(written.checkOfMisspelt?.contains("is no scroll line") == true)
    }

    @Test func cell() throws {
        let written = try Self.written(
            CellLine.self, in: "Scenes/components/s80-quick-tap-selects-the-row.scene",
            misspelling: Self.replacing("highlighted", "highlit"))
        #expect(written.compact == "cell list r1 highlighted")
        #expect(written.json["list"] as? String == "list" && written.json["cell"] as? String == "r1")
        #expect(written.text.hasPrefix("                cell list r1 highlighted (TS3): the list's own touchesBegan highlights the cell"))
        #expect(written.rules == [.ts3])
        #expect(written.checkOfLine == nil)
        #expect(written.checkOfMisspelt?.contains("is no cell line") == true)
    }

    /// The registry: every kind is listed once, its keywords start the compact lines the checker
    /// knows, and the JSON literals written for a step without lines are the kinds' own openings.
    @Test func theRegistryListsEveryKindOnceInTheFormatsOrders() {
        #expect(LineKinds.all.count == LineKindID.allCases.count)
        #expect(
            CompactLines.keywords == [
                "drop", "skip", "output", "notice", "control", "gesture", "hold", "release", "discard", "become", "resign",
                "key-window", "send", "ask", "perform", "command", "no-target", "menu", "remote", "scroll", "cell",
            ])
        struct Openings: LineKindVisitor {
            var text = ""
            mutating func visit<K: LineKind>(_ kind: K.Type, _ step: StepRecord, _ scene: Scene) { text += "\(K.jsonOpening)" }
        }
        guard let scene = SceneTesting.scene("scene: empty\nwindow:\n  window: main\n  frame: [0, 0, 10, 10]\nscript: []\n") else { return }
        var recognizers = Openings()
        LineKinds.visitRecognizerLists(&recognizers, StepRecord(), scene)
        #expect(",\"gestureInputs\":[" + recognizers.text + "]" == "\(LineKinds.emptyRecognizerLists)")
        var later = Openings()
        LineKinds.visitLaterLists(&later, StepRecord(), scene)
        #expect(later.text + "]}\n" == "\(LineKinds.emptyLaterLists)")
        #expect(Set(LineCounter.allCases.map(\.jsonKey)).count == LineCounter.allCases.count)
    }
}
