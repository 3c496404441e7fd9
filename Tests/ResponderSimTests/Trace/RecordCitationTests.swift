import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimRender
@testable import ResponderSimTeaching

/// The engine decides the rules behind each line once, on the record; the text trace, the
/// report and the pictures cite what the record says.
@Suite struct RecordCitationTests {
    typealias G = GestureScene

    /// The citations of a run's records, as the engine made them.
    private static func citations(_ views: String, _ script: [String]) throws -> CitationCollector {
        let scene = try #require(G.scene(views, script))
        var sink = CitationCollector()
        var simulator = Simulator(scene: scene)
        simulator.run(into: &sink)
        return sink
    }

    private static func text(_ views: String, _ script: [String]) throws -> String {
        try TextTraceTests.text(G.text(views, script: script))
    }

    @Test func aRotationWhoseFingersLiftBeforeItBeginsCitesGR4AndAPinchGZ4() throws {
        let script = ["0.0 down t1 100 100", "0.0 down t2 200 100", "0.1 up t1", "0.1 up t2"]
        let rotation = try Self.text(G.v("- rotation: twist"), script)
        #expect(rotation.contains("gesture twist (rotation on v) → failed: lifted (GR4)"))
        #expect(!rotation.contains("GZ4"))
        let pinch = try Self.text(G.v("- pinch: zoom"), script)
        #expect(pinch.contains("gesture zoom (pinch on v) → failed: lifted (GZ4)"))
    }

    @Test func aWaitingContinuousRecognizerWhoseFingersLiftCitesTheCascade() throws {
        // The pan waits for the long press, then its finger lifts (G13).
        let views = G.v("- long-press: press\n  duration: 1\n  movement: 1000\n- pan: pan\n  requires-failure-of: [press]")
        let text = try Self.text(views, ["0.0 down t1 10 10", "0.05 move t1 40 10", "0.1 up t1"])
        #expect(text.contains("gesture pan (pan on v) → failed: lifted (G13)"))
    }

    @Test func aTapCitesTheTimerThatFired() throws {
        let views = G.v("- tap: dbl\n  taps: 2")
        let interval = try Self.text(views, ["0.0 down t1 10 10", "0.1 up t1"])
        #expect(interval.contains("failed: timeout (GT4)"))
        let duration = try Self.text(views, ["0.0 down t1 10 10", "1.0 up t1"])
        #expect(duration.contains("failed: timeout (GT1)"))
    }

    @Test func aHoldCitesWhyItHoldsOneRuleInEveryWriter() throws {
        let ended = G.v("- tap: dbl\n  taps: 2")
        let script = ["0.0 down t1 10 10", "0.1 up t1"]
        let text = try Self.text(ended, script)
        #expect(text.contains("held v.touchesEnded [t1] by dbl (G18)"))
        #expect(!text.contains("G17"))
        let citations = try Self.citations(ended, script)
        #expect(citations.holds == [.g18])
        // The report cites the same rule for the line.
        #expect(citations.reportHolds == [[.g18]])
        let began = try Self.text(G.v("- swipe: flick\n  delays-began: yes"), ["0.0 down t1 10 10", "0.1 up t1"])
        #expect(began.contains("held v.touchesBegan [t1] by flick (G17)"))
    }

    @Test func theTextTraceSaysWhichRecognizerTookATouchAndCitesG16() throws {
        let text = try Self.text(G.v("- tap: tap"), ["0.0 down t1 10 10", "0.1 up t1"])
        #expect(text.contains("v.touchesCancelled  [t1]  (10, 10)  handled  (tap took the touch, G16)"))
        let cited = try #require(text.components(separatedBy: "rules cited").last)
        #expect(cited.contains("  G16  "))
    }

    @Test func controlLinesCiteTheRuleThatSendsTheEvent() throws {
        let views = """
            - view: ok
              class: UIButton
              frame: [10, 10, 100, 44]

            """
        let text = try TextTraceTests.text(G.text(views, script: ["0.0 down t1 20 20", "0.1 up t1"]))
        let cited = try #require(text.components(separatedBy: "rules cited").last)
        #expect(cited.contains("  U2   ") && cited.contains("  U4   ") && cited.contains("  U12  "))
    }

    @Test func aGrantCitesTheRequestOrTheCascadeAndTheAction() throws {
        let views = G.v("- tap: dbl\n  taps: 2\n- tap: single\n  requires-failure-of: [dbl]")
        let script = ["0.0 down t1 10 10", "0.1 up t1"]
        let gestures = try Self.citations(views, script).gestures
        #expect(gestures.filter { $0.name == "single" }.map(\.rules) == [[.g12], [.g13, .g8]])
        #expect(gestures.filter { $0.name == "dbl" }.map(\.rules) == [[.gt4]])
    }
}

/// A sink that keeps the rules each `gesture` and `hold` line carries, and what the report
/// cites for the holds.
private struct CitationCollector: TraceSink {
    var gestures: [(name: String, rules: [RuleID])] = []
    var holds: [RuleID] = []
    var reportHolds: [[RuleID]] = []

    mutating func step(_ step: StepRecord, _ scene: Scene) {
        for gesture in step.lines(of: GestureLine.self) { gestures.append((scene.name(of: gesture.recognizer), gesture.rules.ids)) }
        holds += step.lines(of: HoldLine.self).map(\.rule)
        for entry in step.entries {
            if case .hold? = step.line(entry) { reportHolds.append(ReportWriter.rules(of: entry, step, scene)) }
        }
    }
}
