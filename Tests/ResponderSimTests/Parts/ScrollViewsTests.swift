import Testing

@testable import ResponderSimCore

/// The scroll views alone: a deceleration's timer and end offset (SK3, SN5), its early stop
/// (SK5), the built-in recognizers `scroll-enabled` switches (SW8), and content moves (SN6).
@Suite struct ScrollViewsTests {
    /// A full-window `list` (content 4000 points tall) in `main`.
    private static func parts(content: String = "[320, 4000]") -> (ScrollViews, LiveTree, list: Int) {
        let text = """
            window:
              window: main
              frame: [0, 0, 320, 480]
              subviews:
                - view: list
                  class: UIScrollView
                  frame: [0, 0, 320, 480]
                  content-size: \(content)
            script: []

            """
        guard let scene = SceneTesting.scene(text), let list = scene.views.firstIndex(where: { $0.isScrollView }) else {
            return (
                ScrollViews(Scene(path: "none"), recordsStates: false),
                LiveTree(Scene(path: "none"), explain: false, tracksChangedViews: false), 0
            )
        }
        return (ScrollViews(scene, recordsStates: true), LiveTree(scene, explain: false, tracksChangedViews: false), list)
    }

    private static func lines(_ record: StepRecord) -> [String] {
        record.lines(of: ScrollLine.self).map { "\($0.event.rawValue) \($0.y)" }
    }

    @Test func aDecelerationEndsAtItsTimerWhereItsCourseEnds() {
        var (scrolls, tree, list) = Self.parts()
        guard let settings = tree.views[list].scroll else {
            Issue.record("no scroll view")
            return
        }
        var runLoop = RunLoop()
        var record = StepRecord()
        scrolls.startDeceleration(
            list, from: Point(0, 100), velocity: Point(0, 2000), now: 1_000, settings, runLoop: &runLoop, record: &record)
        #expect(Self.lines(record) == ["decelerating 2000.0"])
        #expect(scrolls.anyDecelerating && scrolls.geometry(of: list, tree: tree)?.isDecelerating == true)
        let expected = Deceleration(view: list, from: Point(0, 100), velocity: Point(0, 2000), lift: 1_000, settings)
        // SN5: its timer is due at the first whole microsecond at or after its end.
        #expect(runLoop.nextDue == 1_000 + expected.duration)
        // Each step follows it: the offset grows towards the end offset.
        scrolls.follow(now: 1_000 + expected.duration / 2, tree: &tree)
        let halfway = tree.views[list].boundsOrigin.y
        #expect(halfway > 100)
        var end = StepRecord()
        scrolls.decelerationEnded(list, now: 1_000 + expected.duration, tree: &tree, record: &end)
        let stop = tree.views[list].boundsOrigin.y
        #expect(stop > halfway && !scrolls.anyDecelerating)
        #expect(Self.lines(end) == ["stopped \(stop)"])
        // A second end is nothing.
        var again = StepRecord()
        scrolls.decelerationEnded(list, now: 2_000_000, tree: &tree, record: &again)
        #expect(again.lines(of: ScrollLine.self).isEmpty)
    }

    @Test func aDecelerationStopsAtItsLimit() {
        var (scrolls, tree, list) = Self.parts(content: "[320, 600]")
        guard let settings = tree.views[list].scroll else { return }
        var runLoop = RunLoop()
        var record = StepRecord()
        scrolls.startDeceleration(list, from: Point(0, 100), velocity: Point(0, 5000), now: 0, settings, runLoop: &runLoop, record: &record)
        scrolls.decelerationEnded(list, now: runLoop.nextDue ?? 0, tree: &tree, record: &record)
        // The content is 600 tall in a 480 frame: the offset stops at 120.
        #expect(tree.views[list].boundsOrigin == Point(0, 120))
    }

    @Test func aSetOfTheContentSizeStopsADecelerationWhereItIs() {
        var (scrolls, tree, list) = Self.parts()
        guard let settings = tree.views[list].scroll else { return }
        var runLoop = RunLoop()
        var record = StepRecord()
        scrolls.startDeceleration(list, from: .zero, velocity: Point(0, 2000), now: 0, settings, runLoop: &runLoop, record: &record)
        scrolls.follow(now: 100_000, tree: &tree)
        let now = tree.views[list].boundsOrigin.y
        var set = StepRecord()
        // A `hidden` set does not stop it (SK5 names the keys that do).
        scrolls.changed(list, .hidden(false), tree: tree, runLoop: &runLoop, record: &set)
        #expect(scrolls.anyDecelerating && set.lines(of: ScrollLine.self).isEmpty)
        scrolls.changed(list, .scroll(.contentSize, .pair(320, 3000)), tree: tree, runLoop: &runLoop, record: &set)
        #expect(!scrolls.anyDecelerating && runLoop.isEmpty)
        #expect(Self.lines(set) == ["stopped \(now)"])
    }

    @Test func scrollEnabledSwitchesBothBuiltInsUnlessSwitchedOff() {
        var (scrolls, tree, list) = Self.parts()
        guard var settings = tree.views[list].scroll else { return }
        #expect(scrolls.isEnabled(builtIn: settings.pan, settings) && scrolls.isEnabled(builtIn: settings.delay, settings))
        // `set list.pan enabled no`: off whatever `scroll-enabled` says (SD1, SP1).
        let off = scrolls.setEnabled(builtIn: settings.pan, false, scrollView: tree.views[list])
        #expect(!off)
        #expect(!scrolls.isEnabled(builtIn: settings.pan, settings) && scrolls.isEnabled(builtIn: settings.delay, settings))
        settings.scrollEnabled = false
        #expect(!scrolls.isEnabled(builtIn: settings.delay, settings))
        // Back on: enabled again only while the scroll view scrolls.
        let on = scrolls.setEnabled(builtIn: settings.pan, true, scrollView: tree.views[list])
        #expect(on)
    }

    @Test func contentMovesOnlyWhenTheOffsetChanges() {
        var (scrolls, tree, list) = Self.parts()
        var record = StepRecord()
        scrolls.move(list, to: .zero, RuleCitation(.sp5), tree: &tree, record: &record)
        #expect(record.lines(of: ScrollLine.self).isEmpty)
        scrolls.move(list, to: Point(0, 40), RuleCitation(.sp5), tree: &tree, record: &record)
        #expect(Self.lines(record) == ["offset 40.0"])
        var states = StepRecord()
        scrolls.recordStates(tree: tree, record: &states)
        #expect(states.scrollStates.map(\.offset) == [Point(0, 40)])
    }
}
