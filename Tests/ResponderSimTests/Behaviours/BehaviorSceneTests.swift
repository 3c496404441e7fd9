import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// Behaviours inside the engine, from scene text: handling, forwarding, frames and state.
@Suite struct BehaviorSceneTests {
    private func trace(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        guard let scene = SceneTesting.scene(text, sourceLocation: sourceLocation) else { return [] }
        return ExpectationCheck.compactTrace(of: scene)
    }

    /// A UITouch is read when needed: a finger that moved while the app ignored touches is
    /// measured where it is now, so the next delivered move of the other finger prints.
    @Test func pinchTrackedMeasuresWhereTheFingersAreNow() {
        let lines = trace(
            """
            window:
              window: main
              frame: [0, 0, 400, 400]
              subviews:
                - view: canvas
                  frame: [0, 0, 400, 400]
                  multiple-touch: yes
                  behavior: pinch-tracked
            script:
              - 0.0 down t1 100 100
              - 0.0 down t2 150 100
              - 0.1 ignore begin
              - 0.2 move t2 300 100
              - 0.3 ignore end
              - 0.4 move t1 99 100
            """)
        #expect(lines.contains("output canvas: Outward Pinch"))
        #expect(lines.contains("skip t2 moved ignoring-interaction canvas"))
    }

    /// A recorded touch whose end its code never saw (the view handles only began and
    /// cancelled) is measured where it lifted, not where the code last saw it.
    @Test func pinchTrackedMeasuresARecordedTouchWhereItLifted() {
        let lines = trace(
            """
            window:
              window: main
              frame: [0, 0, 320, 480]
              subviews:
                - view: v
                  frame: [0, 0, 320, 480]
                  multiple-touch: yes
                  handles: [began, cancelled]
                  behavior:
                    name: pinch-tracked
                    min-delta: 30
            script:
              - 0.1 down t0 100 100
              - 0.2 up t0
              - 0.3 down t1 110 110
              - 0.4 move t1 200 200
              - 0.5 up t1
              - 0.6 down t2 50 50
            """)
        let began = lines.firstIndex(of: "v.touchesBegan [t2] handled")
        #expect(began.map { lines[$0 + 1] } == "output v: Outward Pinch")
    }

    /// A touch a recognizer took is still read where the finger is now (the view handles only
    /// began, so its code never sees the cancellation or the later moves).
    @Test func pinchTrackedMeasuresATakenTouchWhereTheFingerIsNow() {
        let lines = trace(
            """
            window:
              window: main
              frame: [0, 0, 320, 480]
              subviews:
                - view: v
                  frame: [0, 0, 320, 480]
                  multiple-touch: yes
                  handles: [began]
                  behavior:
                    name: pinch-tracked
                    min-delta: 30
                  gestures:
                    - long-press: press
                      duration: 0.1
                      touches: 2
                      movement: 1000
            script:
              - 0.0 down t1 100 100
              - 0.0 down t2 110 100
              - 0.2 move t1 10 100
              - 0.3 move t2 300 100
              - 0.4 down t3 50 50
            """)
        #expect(lines.contains("gesture press began"))
        #expect(lines.filter { $0.hasPrefix("output") } == ["output v: Outward Pinch"])
        #expect(lines.firstIndex(of: "output v: Outward Pinch") == lines.firstIndex(of: "v.touchesBegan [t3] handled").map { $0 + 1 })
    }

    @Test func logPrintsThenPassesTheCallOn() {
        let lines = trace(
            """
            window:
              window: main
              frame: [0, 0, 320, 480]
              subviews:
                - view: root
                  frame: [0, 0, 320, 480]
                  handles: all
                  multiple-touch: yes
                  subviews:
                    - view: logger
                      frame: [0, 0, 100, 100]
                      behavior: log
            script:
              - 0.0 down t1 200 200
              - 0.1 down t2 50 50
              - 0.2 up t2
            """)
        #expect(
            lines == [
                "root.touchesBegan [t1] handled",
                "logger.touchesBegan [t2] forwarded",
                "output logger: began [t2] all [t1 stationary, t2 began]",
                "root.touchesBegan [t2] handled",
                "logger.touchesEnded [t2] forwarded",
                "output logger: ended [t2] all [t1 stationary, t2 ended]",
                "root.touchesEnded [t2] handled",
                "notice never-finished root t1",
            ])
    }

    @Test func forwardSingleTapsForwardsOnlyBeganByDefault() {
        let lines = trace(
            """
            window:
              window: main
              frame: [0, 0, 320, 480]
              subviews:
                - view: button
                  frame: [0, 0, 100, 100]
                  behavior: forward-single-taps
            script:
              - 0.0 down t1 50 50
              - 0.1 move t1 51 50
              - 0.2 up t1
            """)
        #expect(
            lines == [
                "button.touchesBegan [t1] forwarded", "main.touchesBegan [t1] forwarded",
                "UIApplication.touchesBegan [t1] unhandled",
                "button.touchesMoved [t1] forwarded", "main.touchesMoved [t1] forwarded",
                "UIApplication.touchesMoved [t1] unhandled",
                "button.touchesEnded [t1] forwarded", "main.touchesEnded [t1] forwarded",
                "UIApplication.touchesEnded [t1] unhandled",
            ])
    }

    @Test func pinchNaiveForwardsCancelledAsTheOriginalDoes() {
        let lines = trace(
            """
            window:
              window: main
              frame: [0, 0, 320, 480]
              handles: all
              subviews:
                - view: canvas
                  frame: [0, 0, 320, 480]
                  multiple-touch: yes
                  behavior: pinch-naive
            script:
              - 0.0 down t1 100 100
              - 0.0 down t2 100 200
              - 0.1 cancel
            """)
        #expect(
            lines == [
                "canvas.touchesBegan [t1, t2] handled",
                "canvas.touchesCancelled [t1, t2] forwarded", "main.touchesCancelled [t1, t2] handled",
                "notice no-began main t1", "notice no-began main t2",
            ])
    }

    @Test func aHandlesKeyReplacesTheBehavioursPhasesAndItsCodeRunsOnlyForThose() {
        let lines = trace(
            """
            window:
              window: main
              frame: [0, 0, 320, 480]
              subviews:
                - view: pager
                  frame: [0, 0, 320, 480]
                  behavior: swipe
                  handles: [began, ended]
            script:
              - 0.0 down t1 100 100
              - 0.1 move t1 150 100
              - 0.2 up t1
            """)
        #expect(
            lines == [
                "pager.touchesBegan [t1] handled",
                "pager.touchesMoved [t1] forwarded", "main.touchesMoved [t1] forwarded",
                "UIApplication.touchesMoved [t1] unhandled",
                "pager.touchesEnded [t1] handled",
                "notice no-began main t1", "notice no-began UIApplication t1",
            ])
    }

    @Test func dragMovesItselfAndLaterHitTestsSeeTheNewFrame() {
        let lines = trace(
            """
            window:
              window: main
              frame: [0, 0, 320, 480]
              handles: all
              subviews:
                - view: tile
                  frame: [0, 0, 50, 50]
                  behavior: drag
            script:
              - 0.0 down t1 10 10
              - 0.1..0.2 move t1 10 10 -> 110.5 210 steps 2
              - 0.3 up t1
              - 0.4 down t2 10 10
              - 0.5 up t2
              - 0.6 down t3 120 220
              - 0.7 up t3
            """)
        #expect(
            lines == [
                "tile.touchesBegan [t1] handled",
                "tile.touchesMoved [t1] handled",
                "tile.touchesMoved [t1] handled",
                "tile.touchesEnded [t1] handled",
                "output tile: moved to (100.5, 200)",
                "main.touchesBegan [t2] handled",
                "main.touchesEnded [t2] handled",
                "tile.touchesBegan [t3] handled",
                "tile.touchesEnded [t3] handled",
                "output tile: moved to (100.5, 200)",
            ])
    }

    @Test func dragCancelledKeepsTheFrameWhereTheMovesLeftIt() {
        let lines = trace(
            """
            window:
              window: main
              frame: [0, 0, 320, 480]
              handles: all
              subviews:
                - view: tile
                  frame: [0, 0, 50, 50]
                  behavior: drag
            script:
              - 0.0 down t1 10 10
              - 0.1 move t1 110 10
              - 0.2 cancel
              - 0.3 down t2 20 10
              - 0.4 down t3 120 10
              - 0.5 up t2
              - 0.5 up t3
            """)
        #expect(
            lines == [
                "tile.touchesBegan [t1] handled",
                "tile.touchesMoved [t1] handled",
                "tile.touchesCancelled [t1] handled",
                "main.touchesBegan [t2] handled",
                "tile.touchesBegan [t3] handled",
                "main.touchesEnded [t2] handled",
                "tile.touchesEnded [t3] handled",
                "output tile: moved to (100, 0)",
            ])
    }

    @Test func settingABehaviourStartsWithFreshState() {
        let lines = trace(
            """
            window:
              window: main
              frame: [0, 0, 320, 480]
              subviews:
                - view: canvas
                  frame: [0, 0, 320, 480]
                  multiple-touch: yes
                  behavior: pinch-tracked
            script:
              - 0.0 down t1 100 100
              - 0.0 down t2 100 200
              - 0.1 set canvas behavior pinch-tracked
              - 0.2 move t2 100 400
              - 0.3 up t1
              - 0.3 up t2
            """)
        // The fresh detector never saw the fingers begin: it has nothing to measure.
        #expect(!lines.contains("output canvas: Outward Pinch"))
        #expect(lines.contains("canvas.touchesMoved [t2] handled"))
    }

    @Test func behaviourStateIsPerResponder() {
        let lines = trace(
            """
            window:
              window: main
              frame: [0, 0, 320, 480]
              subviews:
                - view: left
                  frame: [0, 0, 160, 480]
                  behavior: finger-paint
                - view: right
                  frame: [160, 0, 160, 480]
                  behavior: finger-paint
            script:
              - 0.0 down a 50 50
              - 0.0 down b 200 50
              - 0.1 move a 60 60
              - 0.2 up a
              - 0.2 up b
            """)
        #expect(lines.filter { $0.hasPrefix("output") } == ["output left: stroke a: 3 points", "output right: stroke b: 2 points"])
    }

    @Test func locationsAreInTheReceivingViewsCoordinates() {
        // The swipe's start and moves are both in the pager's coordinates, however it is placed.
        let lines = trace(
            """
            window:
              window: main
              frame: [0, 0, 320, 480]
              subviews:
                - view: pager
                  frame: [100, 300, 200, 100]
                  bounds-origin: [50, 50]
                  behavior: swipe
            script:
              - 0.0 down t1 150 350
              - 0.1 move t1 138 353
              - 0.2 move t1 137 355
              - 0.3 up t1
            """)
        #expect(lines.filter { $0.hasPrefix("output") } == ["output pager: swipe left"])
    }
}
