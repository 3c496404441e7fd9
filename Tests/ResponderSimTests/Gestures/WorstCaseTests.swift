import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

private typealias G = GestureScene

/// Recognizer timers, cascades and releases end: every pass of the cascade (G13) takes one
/// recognizer out of waiting, so a step runs it at most once per recognizer; each timer fires
/// once; each held call is released or thrown away once.
@Suite struct WorstCaseTests {
    /// `r1` requires `r2` to fail, `r2` requires `r3`, … `r399` requires `last`, a double tap.
    static func chain(_ count: Int) -> String {
        var gestures = ""
        for index in 1..<count {
            gestures += "- tap: r\(index)\n  requires-failure-of: [\(index + 1 == count ? "last" : "r\(index + 1)")]\n"
        }
        gestures += "- tap: last\n  taps: 2\n"
        return G.v(gestures)
    }

    @Test func aLongChainOfRequirementsResolvesInOneCascade() throws {
        let count = 400
        let steps = G.linesByStep(Self.chain(count), ["0.0 down t1 100 100", "0.1 up t1"])
        try #require(steps.count == 3)
        // The lift: every single tap waits for the next one to fail; `last` holds the end.
        #expect(steps[1].filter { $0.hasSuffix(" pending") }.count == count - 1)
        // The double tap times out: the cascade grants the first waiting single tap whose
        // requirements all failed (r399), and every tap that requires it fails, once each.
        let timer = steps[2]
        #expect(timer.first == "gesture last failed timeout")
        #expect(timer.contains("gesture r\(count - 1) recognized"))
        #expect(timer.filter { $0.hasPrefix("gesture ") }.count == count)
        #expect(timer.filter { $0.hasSuffix("failed required r\(count - 1)") }.count == 1)
        #expect(timer.filter { $0.contains(" failed prevented r\(count - 1)") }.count == count - 3)
    }

    @Test func timersFireOnceAndHeldCallsGoOnce() {
        // Many double taps on one view, each timing out: one timer step and one release each.
        var script: [String] = []
        for index in 0..<50 {
            let time = Double(index)
            script += ["\(time) down t\(index) 100 100", "\(time + 0.1) up t\(index)"]
        }
        let lines = G.trace(G.v("- tap: dbl\n  taps: 2"), script)
        #expect(lines.filter { $0 == "gesture dbl failed timeout" }.count == 50)
        #expect(lines.filter { $0.hasPrefix("release v [") }.count == 50)
        #expect(lines.filter { $0.hasPrefix("hold v.touchesEnded") }.count == 50)
    }
}
