import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// README.md, Trace formats (JSON `all`): a view's call delivered later in a step than a
/// grant lists in `all` the touches that grant took too, with their phases in the step (the
/// event still holds them), in the JSON record and for behaviours alike.
@Suite struct AllAfterGrantTests {
    typealias G = GestureScene

    /// `v` (`[0, 0, 200, 480]`) with the tap `tap1`, and `w` (`[200, 0, 120, 480]`) that logs.
    static let views = G.v("- tap: tap1", frame: "[0, 0, 200, 480]") + "- view: w\n  frame: [200, 0, 120, 480]\n  behavior: log\n"
    static let script = ["0.0 down t0 250 50", "0.0 down t1 50 50", "0.1 move t0 260 50", "0.1 up t1", "0.2 up t0"]

    static func all(_ delivery: [String: Any]) -> [String] {
        (delivery["all"] as? [[String: String]] ?? []).map { "\($0["touch"] ?? "") \($0["phase"] ?? "")" }
    }

    @Test func aCallAfterATapsGrantListsTheTakenTouchWithItsPhase() throws {
        let step = try #require(G.steps(G.json(Self.views, Self.script), at: 0.1).first)
        #expect(
            GestureJSONTests.compactLines(of: step) == [
                "v.touchesCancelled [t1] handled", "gesture tap1 recognized", "w.touchesMoved [t0] forwarded",
                "output w: moved [t0] all [t0 moved, t1 ended]", "main.touchesMoved [t0] handled",
            ])
        let deliveries = step.objects("deliveries")
        #expect(deliveries.map { $0.string("responder") } == ["v", "w", "main"])
        #expect(Self.all(deliveries[1]) == ["t0 moved", "t1 ended"])
        #expect(Self.all(deliveries[2]) == ["t0 moved", "t1 ended"])
        // The grant's own cancellation lists the taken touch as cancelled.
        #expect(Self.all(deliveries[0]) == ["t0 moved", "t1 cancelled"])
    }

    @Test func theCompactTraceGivesABehaviourTheSameAll() {
        // The compact sink keeps no `all`: the behaviour reads the event's touches itself.
        #expect(G.trace(Self.views, Self.script).contains("output w: moved [t0] all [t0 moved, t1 ended]"))
    }

    @Test func aCallAfterACatchListsTheCaughtTouchAsBegan() throws {
        // A list flicked then caught at 0.66 by t2 (SK4): the pan takes t2 at its began, and w's
        // call for t0 in the same step still lists t2.
        let views = """
            - view: list
              class: UIScrollView
              frame: [0, 0, 200, 480]
              content-size: [200, 4000]
              subviews:
                - view: page
                  frame: [0, 0, 200, 4000]
                  handles: all
            - view: w
              frame: [200, 0, 120, 480]
              behavior: log
            """
        let script = [
            "0.00 down t1 100 400", "0.00..0.15 move t1 100 400 -> 100 100 steps 3", "0.16 up t1", "0.50 down t0 250 50",
            "0.66 down t2 100 300", "0.66 move t0 260 50", "0.70 up t2", "0.80 up t0",
        ]
        let step = try #require(G.steps(G.json(views, script), at: 0.66).first)
        #expect(step.objects("gestures").map { "\($0.string("gesture") ?? "") \($0.string("state") ?? "")" }.first == "list.pan began")
        let call = try #require(step.objects("deliveries").first { $0.string("responder") == "w" })
        #expect(Self.all(call) == ["t0 moved", "t2 began"])
        #expect(step.objects("outputs").map { $0.string("text") } == ["moved [t0] all [t0 moved, t2 began]"])
    }
}
