import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// Where a behaviour reads a recorded touch: a released call's own touches where the call
/// carries them (G20, H14), the others where they are now, and a cancelled touch that no
/// recognizer follows where it was cancelled (L4), whose later moves are no change.
@Suite struct RecordedTouchPlacesTests {
    typealias G = GestureScene

    /// `pad` (`[100, 0, 200, 480]`, multiple touch, `pinch-tracked`, more keys in `padKeys`)
    /// in a window with `windowKeys`, or inside a scroll view `list` when `inList`.
    static func text(padKeys: String = "", windowKeys: String = "", inList: String? = nil, _ script: [String]) -> String {
        var pad = "- view: pad\n  frame: [100, 0, 200, 480]\n  multiple-touch: yes\n  behavior: pinch-tracked\n"
        if !padKeys.isEmpty { pad += G.indent(padKeys, by: 2) + "\n" }
        var views = pad
        if let listKeys = inList {
            views = "- view: list\n  class: UIScrollView\n  frame: [0, 0, 320, 480]\n  content-size: [320, 2000]\n"
            if !listKeys.isEmpty { views += G.indent(listKeys, by: 2) + "\n" }
            views += "  subviews:\n" + G.indent(pad, by: 4) + "\n"
        }
        var text = "window:\n  window: main\n  frame: [0, 0, 320, 480]\n"
        if !windowKeys.isEmpty { text += G.indent(windowKeys, by: 2) + "\n" }
        text += "  subviews:\n" + G.indent(views, by: 4) + "\n"
        text += "script:\n" + script.map { "  - \($0)\n" }.joined()
        return text
    }

    static let heldPan = "gestures:\n  - pan: drag\n    delays-began: yes"

    @Test func aReleasedMoveMeasuresItsOwnTouchWhereItWasHeld() {
        // t1 is measured at (102, 300), where the held move carries it; t0, in no call, where it
        // lifted: 50 → 206.65 prints.
        let lines = G.trace(
            text: Self.text(
                windowKeys: Self.heldPan,
                ["0.1 down t0 150 300", "0.1 down t1 200 300", "0.2 move t1 202 300", "0.3 up t1", "0.4 up t0 150 100"]))
        #expect(
            lines == [
                "hold pad.touchesBegan [t0, t1] drag", "hold pad.touchesMoved [t1] drag", "hold pad.touchesEnded [t1] drag",
                "gesture drag failed lifted", "release pad [t0, t1]", "pad.touchesBegan [t0, t1] handled",
                "pad.touchesMoved [t1] handled", "output pad: Outward Pinch", "pad.touchesEnded [t1] handled",
                "pad.touchesEnded [t0] handled",
            ])
    }

    @Test func aReleasedBeganMeasuresBothFingersWhereTheyLanded() {
        // A sideways drag on a vertical list makes its delay fail at 0.3 (SD3) after both fingers
        // moved apart: the released began takes the start from where they landed (50), not
        // from where they are (200), so the step's own move prints.
        let lines = G.trace(
            text: Self.text(
                inList: "touch-delay: 1",
                [
                    "0.1 down t0 150 300", "0.1 down t1 200 300", "0.2 move t1 202 300", "0.3 move t0 100 300", "0.3 move t1 300 300",
                    "0.4 up t0", "0.4 up t1",
                ]))
        #expect(
            Array(lines.prefix(8)) == [
                "hold pad.touchesBegan [t0, t1] list.delay", "hold pad.touchesMoved [t1] list.delay",
                "gesture list.delay failed movement", "release pad [t0, t1]", "pad.touchesBegan [t0, t1] handled",
                "pad.touchesMoved [t1] handled", "pad.touchesMoved [t0, t1] handled", "output pad: Outward Pinch",
            ])
    }

    @Test func callsAScrollViewsDelayReleasesMeasureTheSameWay() {
        let lines = G.trace(
            text: Self.text(
                inList: "touch-delay: 1",
                ["0.1 down t0 150 300", "0.1 down t1 200 300", "0.2 move t1 202 300", "0.3 up t0 150 100", "0.4 up t1"]))
        #expect(
            lines == [
                "hold pad.touchesBegan [t0, t1] list.delay", "hold pad.touchesMoved [t1] list.delay",
                "gesture list.delay failed lifted", "release pad [t0, t1]", "pad.touchesBegan [t0, t1] handled",
                "pad.touchesMoved [t1] handled", "output pad: Outward Pinch", "pad.touchesEnded [t0] handled",
                "gesture list.pan failed lifted", "pad.touchesEnded [t1] handled",
            ])
    }

    @Test func aFingerNotInTheCallIsMeasuredWhereItIsNow() {
        // t0 moves while the app ignores touches: the pad's code never sees it, and the next
        // move of t1 measures t0 where it is (50 → 206.65).
        let lines = G.trace(
            text: Self.text([
                "0.1 down t0 150 300", "0.1 down t1 200 300", "0.2 ignore begin", "0.3 move t0 150 100", "0.4 ignore end",
                "0.5 move t1 202 300",
            ]))
        #expect(lines.filter { $0.hasPrefix("output") } == ["output pad: Outward Pinch"])
    }

    // MARK: L4: a cancelled touch stays where it was cancelled

    static let cancelled = [
        "0.1 down t0 150 300", "0.1 down t1 200 300", "0.2 cancel", "0.3 move t0 300 100", "0.4 down t2 250 300", "0.5 up t0", "0.5 up t1",
        "0.5 up t2",
    ]

    @Test func aCancelledTouchsLaterMoveMovesNothingForABehaviourThatRecordedIt() {
        let lines = G.trace(text: Self.text(padKeys: "passes-on: [began, ended]", Self.cancelled))
        #expect(!lines.contains { $0.hasPrefix("output") })
        #expect(lines.contains("pad.touchesBegan [t2] forwarded"))
    }

    @Test func theIgnoredMoveIsNoChangeOfItsJSONStepAndTheLiftKeepsThePlace() throws {
        let scene = try #require(SceneTesting.scene(Self.text(padKeys: "passes-on: [began, ended]", Self.cancelled)))
        let steps = G.jsonText(scene).compactMap { G.parse($0) }.filter { $0["step"] != nil }
        let move = try #require(G.steps(steps, at: 0.3).first)
        #expect(move.objects("changes").isEmpty)
        let lift = try #require(G.steps(steps, at: 0.5).first)
        #expect(
            lift.objects("changes").map { "\($0.string("touch") ?? "") \($0.string("phase") ?? "") \($0["point"] as? [Double] ?? [])" }
                == ["t0 ended [150.0, 300.0]", "t1 ended [200.0, 300.0]", "t2 ended [250.0, 300.0]"])
    }

    @Test func theTextTraceSaysTheStepChangedNothing() throws {
        let scene = try #require(SceneTesting.scene(Self.text(padKeys: "passes-on: [began, ended]", Self.cancelled)))
        var writer = TextWriter(output: "")
        var simulator = Simulator(scene: scene)
        simulator.run(into: &writer)
        #expect(writer.output.contains("   3  0.3s      no change: a cancelled touch stays where it was cancelled (L4)\n"))
        #expect(writer.output.contains("\n  L4 "))
    }

    @Test func aTouchCancelledByARemovalThatARecognizerFollowsStillMoves() throws {
        // S24: the panel's pan keeps t1 after v is removed, so the later move is a change and
        // the pan changes with it.
        let views =
            "- view: panel\n  frame: [0, 0, 320, 480]\n  handles: all\n  gestures:\n    - pan: scroll\n      cancels-touches: no\n"
            + "  subviews:\n    - view: v\n      frame: [0, 0, 320, 240]\n      handles: all"
        let script = ["0.00 down t1 50 50", "0.01 move t1 50 80", "0.02 remove v", "0.03 move t1 50 120", "0.04 up t1"]
        let steps = G.json(views, script).filter { $0["step"] != nil }
        let move = try #require(G.steps(steps, at: 0.03).first)
        #expect(move.objects("changes").map { $0["point"] as? [Double] ?? [] } == [[50, 120]])
        #expect(move.objects("gestures").map { $0.string("state") } == ["changed"])
    }

    @Test func aCancelledTouchNoRecognizerFollowsAnyMoreStaysPutAfterTheSystemCancel() throws {
        // The tap failed at the move but kept the touch; the cancel cancels t1 for it too
        // (G27) and it resets: nothing follows t1 any more.
        let steps = G.json(
            G.v("- tap: tp"), ["0.0 down t1 50 50", "0.1 move t1 50 80", "0.2 cancel", "0.3 move t1 50 200", "0.4 up t1 60 60"]
        ).filter { $0["step"] != nil }
        #expect(try #require(G.steps(steps, at: 0.3).first).objects("changes").isEmpty)
        #expect(try #require(G.steps(steps, at: 0.4).first).objects("changes").map { $0["point"] as? [Double] ?? [] } == [[50, 80]])
    }
}
