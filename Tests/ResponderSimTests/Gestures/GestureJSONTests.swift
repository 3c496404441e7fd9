import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// README.md, Trace formats: the JSON Lines additions (recognizer lists, `seq`, `origin`, `all` of
/// released and recognizers' calls, timer steps, the summary's counts).
@Suite struct GestureJSONTests {
    typealias G = GestureScene

    // MARK: Rebuilding compact lines from JSON records

    /// A JSON step's records that have compact lines, rebuilt as compact lines, ordered by
    /// `seq`; nil (after an issue) when two records share a `seq`.
    static func compactLines(of step: [String: Any], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String]? {
        func list(_ value: Any?) -> String { "[" + ((value as? [String]) ?? []).joined(separator: ", ") + "]" }
        func name(_ value: Any?) -> String { (value as? String) ?? "-" }
        var lines: [(seq: Int, line: String)] = []
        func add(_ key: String, _ make: ([String: Any]) -> String) {
            for record in step.objects(key) {
                guard let seq = record["seq"] as? Int else {
                    Issue.record("a \(key) record without seq: \(record)", sourceLocation: sourceLocation)
                    continue
                }
                lines.append((seq, make(record)))
            }
        }
        add("drops") { "drop \(name($0["touch"])) \(name($0["reason"])) \(name($0["view"]))" }
        add("deliveries") {
            "\(name($0["responder"])).\(name($0["method"])) \(list($0["items"] ?? $0["touches"])) \(name($0["result"]))"
        }
        add("firstResponder") { record in
            var line = "\(name(record["line"])) \(name(record["responder"]))"
            switch name(record["result"]) {
            case "already", "removed": line += " " + name(record["result"])
            case "refused":
                line += " refused \(name(record["reason"]))"
                if let other = record["other"] as? String { line += " \(other)" }
            default: break
            }
            return line
        }
        add("actions") { record in
            let action = name(record["action"])
            switch name(record["line"]) {
            case "send": return "send \(action) \(name(record["sender"])) \((record["target"] as? String) ?? "nil")"
            case "ask": return "ask \(name(record["responder"])) \(action) \(name(record["answer"]))"
            case "perform": return "perform \(name(record["responder"])) \(action)"
            case "command": return "command \(name(record["key"])) \(action) \(name(record["responder"]))"
            default: return "no-target \(action)"
            }
        }
        add("menu") { record in
            guard let action = record["action"] as? String else { return "menu none \(name(record["reason"]))" }
            return "menu \(action) \(name(record["target"]))"
        }
        add("ignored") { "remote \(name($0["item"])) \(name($0["reason"]))" }
        add("scrolls") { record in
            let numbers = ((record["offset"] ?? record["velocity"]) as? [Double]) ?? []
            return "scroll \(name(record["scrollView"])) \(name(record["event"])) "
                + numbers.map(NumberFormatting.decimal).joined(separator: " ")
        }
        add("cells") { record in
            "cell \(name(record["list"])) \(name(record["cell"])) \(name(record["event"]))"
                + ((record["reason"] as? String).map { " " + $0 } ?? "")
        }
        add("outputs") { "output \(name($0["responder"])): \(name($0["text"]))" }
        add("skips") { "skip \(name($0["touch"])) \(name($0["phase"])) \(name($0["reason"])) \(name($0["view"]))" }
        add("gestures") { record in
            var line = "gesture \(name(record["gesture"])) \(name(record["state"]))"
            if let reason = record["reason"] as? String { line += " \(reason)" }
            if let other = record["other"] as? String { line += " \(other)" }
            return line
        }
        add("controls") { "control \(name($0["control"])) \(name($0["event"]))" }
        add("holds") { "hold \(name($0["responder"])).\(name($0["method"])) \(list($0["touches"])) \(name($0["gesture"]))" }
        add("releases") { "release \(name($0["view"])) \(list($0["touches"]))" }
        add("discards") { "discard \(name($0["view"])) \(list($0["touches"])) \(name($0["gesture"]))" }
        let sorted = lines.sorted { $0.seq < $1.seq }
        guard sorted.map(\.seq) == Array(1...max(1, sorted.count)).prefix(sorted.count).map({ $0 }) else {
            Issue.record("seq is not 1…\(sorted.count): \(sorted.map(\.seq))", sourceLocation: sourceLocation)
            return nil
        }
        return sorted.map(\.line)
    }

    /// Checks that every JSON step's records, by `seq`, are the step's compact lines, that the
    /// notices match, and that the summary counts them.
    static func checkAgreement(_ scene: Scene, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        var tree = TreeBuilder()
        tree.scene = scene
        let compact = tree.linesByStep()
        let json = G.jsonText(scene).compactMap { G.parse($0, sourceLocation: sourceLocation) }
        let steps = json.filter { $0["step"] != nil }
        #expect(steps.count == compact.count, sourceLocation: sourceLocation)
        for (step, lines) in zip(steps, compact) {
            #expect(
                Self.compactLines(of: step, sourceLocation: sourceLocation) == lines, "step \(step["step"] ?? "?")",
                sourceLocation: sourceLocation)
        }
        let notices = json.filter { $0.string("kind") == "notice" }.map {
            "notice \($0.string("code") ?? "?") \($0.string("responder") ?? "?") \($0.string("touch") ?? "?")"
        }
        #expect(notices == tree.notices(), sourceLocation: sourceLocation)
        guard let summary = json.last, summary.string("kind") == "summary" else {
            Issue.record("no summary line", sourceLocation: sourceLocation)
            return
        }
        let all = compact.flatMap { $0 }
        func count(_ prefix: String) -> Int { all.filter { $0.hasPrefix(prefix) }.count }
        #expect(summary["gestures"] as? Int == count("gesture "), sourceLocation: sourceLocation)
        #expect(summary["controls"] as? Int == count("control "), sourceLocation: sourceLocation)
        #expect(summary["holds"] as? Int == count("hold "), sourceLocation: sourceLocation)
        #expect(summary["releases"] as? Int == count("release "), sourceLocation: sourceLocation)
        #expect(summary["discards"] as? Int == count("discard "), sourceLocation: sourceLocation)
        #expect(summary["drops"] as? Int == count("drop "), sourceLocation: sourceLocation)
        #expect(summary["outputs"] as? Int == count("output "), sourceLocation: sourceLocation)
        #expect(summary["notices"] as? Int == notices.count, sourceLocation: sourceLocation)
        #expect(summary["steps"] as? Int == steps.count, sourceLocation: sourceLocation)
        let firstResponderLines = count("become ") + count("resign ") + count("key-window ")
        #expect(summary["firstResponder"] as? Int == firstResponderLines, sourceLocation: sourceLocation)
        #expect(summary["sends"] as? Int == count("send "), sourceLocation: sourceLocation)
        #expect(summary["asks"] as? Int == count("ask "), sourceLocation: sourceLocation)
        #expect(summary["performs"] as? Int == count("perform "), sourceLocation: sourceLocation)
        #expect(summary["noTargets"] as? Int == count("no-target "), sourceLocation: sourceLocation)
        #expect(summary["commands"] as? Int == count("command "), sourceLocation: sourceLocation)
        #expect(summary["menus"] as? Int == count("menu "), sourceLocation: sourceLocation)
        #expect(summary["ignored"] as? Int == all.filter { $0.hasSuffix(" not-receiving") }.count, sourceLocation: sourceLocation)
        #expect(summary["scrolls"] as? Int == count("scroll "), sourceLocation: sourceLocation)
        #expect(summary["cells"] as? Int == count("cell "), sourceLocation: sourceLocation)
    }

    static let gestureScenes: [String] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenes")
        var found: [String] = []
        for sub in ["gestures", "controls", "transforms", "stories", "responders", "exercises", "scroll", "components"] {
            let path = folder.appendingPathComponent(sub).path
            let files = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            found += files.filter { $0.hasSuffix(".scene") }.sorted().map { "\(sub)/\($0)" }
        }
        return found
    }()

    @Test(arguments: gestureScenes)
    func seqOriginAndSummaryAgreeWithTheCompactTrace(file: String) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenes").appendingPathComponent(file)
        let scene = try SceneLoader.load(SourceFile(path: file, bytes: [UInt8](try Data(contentsOf: url))))
        Self.checkAgreement(scene)
    }

    // MARK: Step keys

    @Test func aTimerStepNamesItsOwnerAndWhatCameDue() throws {
        let lines = G.jsonText(try #require(G.scene(G.v("- tap: dbl\n  taps: 2"), ["0.0 down t1 50 50", "0.1 up t1"])))
        let expected: String =
            #"{"step":3,"time":0.45,"kind":"timer","timer":{"owner":"dbl","what":"tap-interval"},"changes":[],"hitTests":[],"#
            + #""gestureInputs":[],"gestures":[{"seq":1,"gesture":"dbl","view":"v","kind":"tap","state":"failed","#
            + #""reason":"timeout","other":null,"touches":["t1"],"action":false}],"holds":[],"releases":[{"seq":2,"view":"v","#
            + #""touches":["t1"]}],"discards":[],"deliveries":[{"seq":3,"responder":"v","role":"view","event":"touches","method":"touchesEnded","#
            + #""touches":["t1"],"all":[{"touch":"t1","phase":"ended"}],"locations":{"t1":[50,50]},"tapCounts":{"t1":1},"#
            + #""origin":"release","heldAt":2,"result":"handled"}]"#
        #expect(lines[2].hasPrefix(expected), "\(lines[2])")
    }

    @Test func timerStepsOfEveryKind() {
        func timers(_ views: String, _ script: [String]) -> [[String: String]] {
            G.json(views, script).compactMap { $0["timer"] as? [String: String] }
        }
        #expect(timers(G.v("- long-press: lp"), ["0.0 down t1 50 50"]) == [["owner": "lp", "what": "press"]])
        #expect(timers(G.v("- tap: t"), ["0.0 down t1 50 50"]) == [["owner": "t", "what": "tap-duration"]])
        #expect(timers(G.v("- tap: t\n  taps: 2"), ["0.0 down t1 50 50", "0.1 up t1"]) == [["owner": "t", "what": "tap-interval"]])
        #expect(
            timers("- view: v\n  frame: [0, 0, 320, 480]\n  behavior: tap-counter", ["0.0 down t1 50 50", "0.1 up t1"])
                == [["owner": "v", "what": "delay"]])
    }

    // MARK: gestures, holds, releases, discards

    @Test func gestureRecordsCarryViewKindReasonOtherTouchesAndAction() throws {
        // S15: the panel's tap fails against the button.
        let views = """
            - view: panel
              frame: [0, 0, 320, 480]
              handles: all
              gestures:
                - tap: panelTap
              subviews:
                - view: ok
                  class: UIButton
                  frame: [100, 100, 120, 44]
            """
        let lines = G.json(views, ["0.00 down t1 150 120", "0.10 up t1"])
        let gesture = try #require(lines[1].objects("gestures").first)
        #expect(gesture.string("gesture") == "panelTap" && gesture.string("view") == "panel" && gesture.string("kind") == "tap")
        #expect(gesture.string("state") == "failed" && gesture.string("reason") == "control" && gesture.string("other") == "ok")
        #expect(gesture["touches"] as? [String] == ["t1"] && gesture["action"] as? Bool == false)
        #expect(lines[1].objects("gestureInputs").map { $0.string("method") } == ["touchesEnded"])
    }

    @Test func aGrantedRecognizersRecordHasNullReasonAndOther() throws {
        let lines = G.json(G.v("- pan: p", extra: "multiple-touch: yes"), ["0.0 down t2 60 60", "0.0 down t1 50 50", "0.1 move t1 50 80"])
        let gesture = try #require(lines[1].objects("gestures").first)
        #expect(gesture.string("state") == "began")
        #expect(gesture["reason"] is NSNull && gesture["other"] is NSNull)
        // Touches in creation order: t2 came down first.
        #expect(gesture["touches"] as? [String] == ["t2", "t1"])
        #expect(gesture["action"] as? Bool == true)
    }

    @Test func preventedAndRequiredNameTheOtherRecognizer() {
        func failures(_ views: String, _ script: [String]) -> [String] {
            G.json(views, script).flatMap { $0.objects("gestures") }.filter { $0.string("state") == "failed" }.map {
                "\($0.string("gesture") ?? "") \($0.string("reason") ?? "") \(($0["other"] as? String) ?? "null")"
            }
        }
        #expect(failures(G.v("- tap: a\n- tap: b"), ["0.0 down t1 50 50", "0.1 up t1"]) == ["b prevented a"])
        #expect(
            failures(
                G.v("- tap: dbl\n  taps: 2\n- tap: single\n  requires-failure-of: [dbl]"),
                ["0.0 down t1 100 100", "0.1 up t1", "0.2 down t2 101 100", "0.3 up t2"]) == ["single required dbl"])
        #expect(failures(G.v("- pan: p"), ["0.0 down t1 50 50", "0.1 up t1"]) == ["p lifted null"])
    }

    @Test func holdReleaseAndDiscardRecords() throws {
        // S03 then a system cancel over a held began.
        let s03 = G.json(G.v("- tap: dbl\n  taps: 2"), ["0.0 down t1 100 100", "0.1 up t1", "0.2 down t2 102 101", "0.3 up t2"])
        let hold = try #require(s03[1].objects("holds").first)
        #expect(hold.string("responder") == "v" && hold.string("method") == "touchesEnded" && hold.string("gesture") == "dbl")
        #expect(hold["touches"] as? [String] == ["t1"] && hold["seq"] as? Int == 1)
        let discard = try #require(s03[3].objects("discards").first)
        #expect(discard.string("view") == "v" && discard["touches"] as? [String] == ["t1"] && discard.string("gesture") == "dbl")
        let s25 = G.json(
            G.v("- swipe: flick\n  delays-began: yes"), ["0.00 down t1 100 100", "0.05 move t1 120 100", "0.10 cancel", "0.20 up t1"])
        let systemDiscard = try #require(s25[2].objects("discards").first)
        #expect(systemDiscard["gesture"] is NSNull)
        #expect(systemDiscard["touches"] as? [String] == ["t1"])
    }

    // MARK: origin and all

    @Test func releasedCallsListTheirOwnTouchesWithTheirHeldPhasesAndTheStepThatHeldThem() throws {
        // S13: began held at step 1, moved at step 2, released at step 3.
        let lines = G.json(
            G.v("- swipe: flick\n  delays-began: yes"), ["0.0 down t1 100 100", "0.3 move t1 130 100", "0.6 move t1 200 100"])
        let deliveries = lines[2].objects("deliveries")
        #expect(deliveries.map { $0.string("origin") } == ["release", "release", "event"])
        #expect(deliveries.map { $0["heldAt"] as? Int } == [1, 2, nil])
        #expect(
            deliveries.map { ($0["all"] as? [[String: String]]) ?? [] } == [
                [["touch": "t1", "phase": "began"]], [["touch": "t1", "phase": "moved"]], [["touch": "t1", "phase": "moved"]],
            ])
        #expect(
            deliveries.map { $0["locations"] as? [String: [Double]] } == [["t1": [100, 100]], ["t1": [130, 100]], ["t1": [200, 100]]])
    }

    @Test func aRecognizersCancellationSaysWhichRecognizerAndListsTheStepsTouches() throws {
        // S01's step 2 with t0 down on w: t1 ends and is taken; the call lists it as cancelled.
        let views = G.v("- tap: tap1", frame: "[0, 0, 200, 480]") + "- view: w\n  frame: [200, 0, 120, 480]\n  handles: all\n"
        let lines = G.json(views, ["0.0 down t0 250 10", "0.0 down t1 50 50", "0.1 up t1"])
        let cancel = try #require(lines[1].objects("deliveries").first)
        #expect(cancel.string("method") == "touchesCancelled" && cancel.string("origin") == "gesture" && cancel.string("by") == "tap1")
        #expect(cancel["all"] as? [[String: String]] == [["touch": "t0", "phase": "stationary"], ["touch": "t1", "phase": "cancelled"]])
    }

    @Test func inATimerStepTheCancellationListsTheLiveTouchesAsStationary() throws {
        // S05 with another finger down on w: at 0.45 t1 (lifted) is cancelled, t0 stationary.
        let views =
            G.v("- tap: dbl\n  taps: 2\n- tap: single\n  requires-failure-of: [dbl]", frame: "[0, 0, 200, 480]")
            + "- view: w\n  frame: [200, 0, 120, 480]\n  handles: all\n"
        let lines = G.json(views, ["0.0 down t0 250 50", "0.1 down t1 100 100", "0.2 up t1"])
        let timer = try #require(lines.first { $0.string("kind") == "timer" })
        let cancel = try #require(timer.objects("deliveries").first)
        #expect(cancel.string("by") == "single")
        #expect(cancel["all"] as? [[String: String]] == [["touch": "t0", "phase": "stationary"], ["touch": "t1", "phase": "cancelled"]])
    }

    @Test func inASetStepTheCancellationListsTheLiveTouchesAsStationary() throws {
        // Disabling the double tap grants the waiting single tap in the set step.
        let views =
            G.v("- tap: dbl\n  taps: 2\n- tap: single\n  requires-failure-of: [dbl]", frame: "[0, 0, 200, 480]")
            + "- view: w\n  frame: [200, 0, 120, 480]\n  handles: all\n"
        let lines = G.json(views, ["0.0 down t0 250 50", "0.1 down t1 100 100", "0.2 up t1", "0.3 set dbl enabled no"])
        let set = try #require(lines.first { $0.string("kind") == "set" })
        #expect(
            Self.compactLines(of: set) == [
                "gesture dbl failed disabled", "discard v [t1] single", "v.touchesCancelled [t1] handled", "gesture single recognized",
            ])
        let cancel = try #require(set.objects("deliveries").first)
        #expect(cancel["all"] as? [[String: String]] == [["touch": "t0", "phase": "stationary"], ["touch": "t1", "phase": "cancelled"]])
    }

    @Test func theStepsOwnCallsHaveOriginEvent() {
        let lines = G.json(G.v("- pan: p"), ["0.0 down t1 50 50", "0.1 up t1"])
        let deliveries: [[String: Any]] = lines.flatMap { $0.objects("deliveries") }
        #expect(deliveries.count == 2)
        for delivery in deliveries {
            #expect(delivery.string("origin") == "event")
            #expect(delivery["heldAt"] == nil && delivery["by"] == nil)
        }
    }

    // MARK: Hit tests

    @Test func explainedHitTestsNameDisabledControls() throws {
        let views = "- view: ok\n  class: UIButton\n  frame: [100, 100, 120, 44]\n  enabled: no"
        let scene = try #require(G.scene(views, ["0.0 down t1 150 120"]))
        let first = try #require(G.jsonText(scene, explain: true).first.flatMap { G.parse($0) })
        let visited = first.objects("hitTests").first?.objects("visited") ?? []
        #expect(visited.map { "\($0.string("view") ?? "") \($0.string("verdict") ?? "")" } == ["main hit", "ok disabled-control"])
    }
}
