import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// U1–U13: UIControl tracking, control events and their lines.
@Suite struct ControlTests {
    typealias G = GestureScene

    /// `panel` `[0, 0, 320, 480]` (handles all) holding the control `ok` `[100, 100, 120, 44]`
    /// of `class` with the extra keys `keys` (from column 0) and `panelKeys` on the panel.
    static func panel(_ keys: String = "", class viewClass: String = "UIButton", panelKeys: String = "", okSubviews: String = "")
        -> String
    {
        var text = "- view: panel\n  frame: [0, 0, 320, 480]\n  handles: all\n"
        if !panelKeys.isEmpty { text += G.indent(panelKeys, by: 2) + "\n" }
        text += "  subviews:\n    - view: ok\n      class: \(viewClass)\n      frame: [100, 100, 120, 44]\n"
        if !keys.isEmpty { text += G.indent(keys, by: 6) + "\n" }
        if !okSubviews.isEmpty { text += "      subviews:\n" + G.indent(okSubviews, by: 8) + "\n" }
        return text
    }

    /// A tap on `ok`'s middle: down at 0, up at 0.1.
    static let tap = ["0.00 down t1 150 120", "0.10 up t1"]

    // MARK: Controls — a control handles its touches

    @Test(arguments: ["UIButton", "UIControl"])
    func aTapOnAControlIsHandledWithDownAndUpInside(viewClass: String) {
        #expect(
            G.trace(Self.panel(class: viewClass), Self.tap) == [
                "ok.touchesBegan [t1] handled", "control ok touchDown", "ok.touchesEnded [t1] handled", "control ok touchUpInside",
            ])
    }

    // MARK: U1 — disabled controls in hit testing

    @Test func u1ADisabledControlAndItsSubtreeLetTheTouchThrough() {
        let views = Self.panel("enabled: no", okSubviews: "- view: inner\n  frame: [0, 0, 60, 44]\n  handles: all")
        #expect(
            G.trace(views, ["0.0 down t1 110 110", "0.1 up t1", "0.2 down t2 200 110", "0.3 up t2"]) == [
                "panel.touchesBegan [t1] handled", "panel.touchesEnded [t1] handled", "panel.touchesBegan [t2] handled",
                "panel.touchesEnded [t2] handled",
            ])
    }

    @Test func u1TheDisabledVerdictComesBeforeAnyOther() {
        let tree = G.tree(Self.panel("enabled: no\nhidden: yes\nuser-interaction: no"), ["0.0 down t1 150 120"])
        let visited = tree.steps(explain: true).first.map(tree.visited) ?? []
        #expect(visited == ["main hit", "panel hit", "ok disabled-control"])
    }

    @Test func u1EnablingAgainMakesItHittable() {
        let trace = G.trace(
            Self.panel("enabled: no"), ["0.0 down t1 150 120", "0.1 up t1", "0.2 set ok enabled yes", "0.3 down t2 150 120"])
        #expect(trace.contains("panel.touchesBegan [t1] handled"))
        #expect(trace.contains("ok.touchesBegan [t2] handled"))
    }

    @Test func u1APlainViewIgnoresNothingOfThis() {
        // `enabled` is only for controls; a UIImageView made interactive is no control and forwards.
        let trace = G.trace(Self.panel("user-interaction: yes", class: "UIImageView"), Self.tap)
        #expect(
            trace == [
                "ok.touchesBegan [t1] forwarded", "panel.touchesBegan [t1] handled", "ok.touchesEnded [t1] forwarded",
                "panel.touchesEnded [t1] handled",
            ])
    }

    // MARK: U2 — began

    @Test func u2ASecondTapSendsTouchDownRepeat() {
        let trace = G.trace(
            Self.panel(), Self.tap + ["0.20 down t2 152 121", "0.30 up t2", "0.40 down t3 150 120", "0.50 up t3", "1.20 down t4 150 120"])
        #expect(
            trace == [
                "ok.touchesBegan [t1] handled", "control ok touchDown", "ok.touchesEnded [t1] handled", "control ok touchUpInside",
                "ok.touchesBegan [t2] handled", "control ok touchDown", "control ok touchDownRepeat", "ok.touchesEnded [t2] handled",
                "control ok touchUpInside", "ok.touchesBegan [t3] handled", "control ok touchDown", "control ok touchDownRepeat",
                "ok.touchesEnded [t3] handled", "control ok touchUpInside", "ok.touchesBegan [t4] handled", "control ok touchDown",
                "notice never-finished ok t4",
            ])
    }

    @Test func u2ItTracksTheFirstTouchOfACallAndIgnoresTheOthers() {
        // Two fingers land together on a multiple-touch button: t1 is tracked; t2's move and
        // end are handled with no event (U6).
        let trace = G.trace(
            Self.panel("multiple-touch: yes"),
            [
                "0.0 down t1 150 120", "0.0 down t2 160 120", "0.1 move t2 160 300", "0.2 move t1 150 300", "0.3 up t2",
                "0.4 up t1",
            ])
        #expect(
            trace == [
                "ok.touchesBegan [t1, t2] handled", "control ok touchDown", "ok.touchesMoved [t2] handled",
                "ok.touchesMoved [t1] handled", "control ok touchDragExit", "control ok touchDragOutside", "ok.touchesEnded [t2] handled",
                "ok.touchesEnded [t1] handled", "control ok touchUpOutside",
            ])
    }

    @Test func u2ATrackingControlHandlesAnotherBeganWithNoEvent() {
        let trace = G.trace(Self.panel("multiple-touch: yes"), ["0.0 down t1 150 120", "0.1 down t2 160 120", "0.2 up t2", "0.3 up t1"])
        #expect(
            trace == [
                "ok.touchesBegan [t1] handled", "control ok touchDown", "ok.touchesBegan [t2] handled", "ok.touchesEnded [t2] handled",
                "ok.touchesEnded [t1] handled", "control ok touchUpInside",
            ])
    }

    @Test func u2ADisabledControlForwardsAHeldBeganReleasedLater() {
        // The panel's pan holds the began (`delays-began`); the button is disabled before the
        // pan fails, so UIControl's began code forwards the released call.
        let views = Self.panel(panelKeys: "gestures:\n  - pan: scroll\n    delays-began: yes")
        #expect(
            G.trace(views, ["0.00 down t1 150 120", "0.05 set ok enabled no", "0.10 up t1"]) == [
                "hold ok.touchesBegan [t1] scroll", "gesture scroll failed lifted", "release ok [t1]", "ok.touchesBegan [t1] forwarded",
                "panel.touchesBegan [t1] handled", "ok.touchesEnded [t1] forwarded", "panel.touchesEnded [t1] handled",
            ])
    }

    @Test func u2AControlWithoutInteractionForwardsAHeldBegan() {
        let views = Self.panel(panelKeys: "gestures:\n  - pan: scroll\n    delays-began: yes")
        #expect(
            G.trace(views, ["0.00 down t1 150 120", "0.05 set ok user-interaction no", "0.10 up t1"]).suffix(4) == [
                "ok.touchesBegan [t1] forwarded", "panel.touchesBegan [t1] handled", "ok.touchesEnded [t1] forwarded",
                "panel.touchesEnded [t1] handled",
            ])
    }

    // MARK: U3 — inside, with the slop

    /// The control lines of a drag from ok's middle to `point`, then back to the middle.
    static func dragEvents(to point: (Double, Double), keys: String = "", release: Bool = false) -> [String] {
        let trace = G.trace(Self.panel(keys), ["0.0 down t1 150 120", "0.1 move t1 \(point.0) \(point.1)", "0.2 up t1 150 120"])
        return trace.filter { $0.hasPrefix("control ") }.map { String($0.dropFirst("control ok ".count)) }
    }

    static let stayedInside = ["touchDown", "touchDragInside", "touchUpInside"]
    static let wentOutside = ["touchDown", "touchDragExit", "touchDragOutside", "touchDragEnter", "touchUpInside"]

    /// The button spans x 100…220, y 100…144: with 70 pt of slop, x in [30, 290), y in [30, 214).
    @Test func u3TheSlopIsHalfOpenLikeTheBounds() {
        #expect(Self.dragEvents(to: (30, 120)) == Self.stayedInside)
        #expect(Self.dragEvents(to: (29.5, 120)) == Self.wentOutside)
        #expect(Self.dragEvents(to: (289.5, 120)) == Self.stayedInside)
        #expect(Self.dragEvents(to: (290, 120)) == Self.wentOutside)
        #expect(Self.dragEvents(to: (150, 30)) == Self.stayedInside)
        #expect(Self.dragEvents(to: (150, 29.5)) == Self.wentOutside)
        #expect(Self.dragEvents(to: (150, 213.5)) == Self.stayedInside)
        #expect(Self.dragEvents(to: (150, 214)) == Self.wentOutside)
    }

    @Test func u3TheSlopCountsFromTheEdgesAfterHitInsets() {
        // Insets of −10 grow the area to x 90…230: with the slop, [20, 300).
        #expect(Self.dragEvents(to: (20, 120), keys: "hit-insets: [-10, -10, -10, -10]") == Self.stayedInside)
        #expect(Self.dragEvents(to: (19.5, 120), keys: "hit-insets: [-10, -10, -10, -10]") == Self.wentOutside)
        #expect(Self.dragEvents(to: (299.5, 120), keys: "hit-insets: [-10, -10, -10, -10]") == Self.stayedInside)
        // Insets of 20 shrink it to x 120…200: with the slop, [50, 270).
        #expect(Self.dragEvents(to: (49.5, 120), keys: "hit-insets: [0, 20, 0, 20]") == Self.wentOutside)
        #expect(Self.dragEvents(to: (269.5, 120), keys: "hit-insets: [0, 20, 0, 20]") == Self.stayedInside)
        #expect(Self.dragEvents(to: (270, 120), keys: "hit-insets: [0, 20, 0, 20]") == Self.wentOutside)
    }

    @Test func u3TheSlopKeyChangesTheMargin() {
        #expect(Self.dragEvents(to: (99.5, 120), keys: "slop: 0") == Self.wentOutside)
        #expect(Self.dragEvents(to: (100, 120), keys: "slop: 0") == Self.stayedInside)
        #expect(Self.dragEvents(to: (0, 120), keys: "slop: 100") == Self.stayedInside)
    }

    @Test func u3SetSlopAppliesToTheNextMove() {
        let trace = G.trace(
            Self.panel(), ["0.0 down t1 150 120", "0.1 move t1 150 200", "0.2 set ok slop 0", "0.3 move t1 150 201", "0.4 up t1"])
        #expect(
            trace.filter { $0.hasPrefix("control") } == [
                "control ok touchDown", "control ok touchDragInside", "control ok touchDragExit", "control ok touchDragOutside",
                "control ok touchUpOutside",
            ])
    }

    @Test func u3TheSlopIsInTheControlsOwnCoordinates() {
        // Scaled 2 about its centre (160, 122), 70 pt of slop are 140 window points: the
        // bottom edge with slop (own y 114) is at window y 306.
        let scaled = "transform:\n  scale: 2"
        #expect(Self.dragEvents(to: (160, 305.5), keys: scaled) == Self.stayedInside)
        #expect(Self.dragEvents(to: (160, 306), keys: scaled) == Self.wentOutside)
    }

    @Test func u3S17DraggingOutOfAndBackIntoTheButton() {
        #expect(
            G.trace(
                Self.panel(),
                ["0.00 down t1 150 120", "0.10 move t1 150 200", "0.20 move t1 150 230", "0.30 move t1 150 150", "0.40 up t1 150 300"])
                == [
                    "ok.touchesBegan [t1] handled", "control ok touchDown", "ok.touchesMoved [t1] handled", "control ok touchDragInside",
                    "ok.touchesMoved [t1] handled", "control ok touchDragExit", "control ok touchDragOutside",
                    "ok.touchesMoved [t1] handled", "control ok touchDragEnter", "control ok touchDragInside",
                    "ok.touchesEnded [t1] handled", "control ok touchDragExit", "control ok touchUpOutside",
                ])
    }

    // MARK: U4 — ended

    @Test func u4TheLiftLocationDecidesInside() {
        // Outside after the move, inside again at the lift: enter, then up inside.
        let trace = G.trace(Self.panel(), ["0.0 down t1 150 120", "0.1 move t1 150 300", "0.2 up t1 150 130"])
        #expect(
            trace.suffix(3) == ["ok.touchesEnded [t1] handled", "control ok touchDragEnter", "control ok touchUpInside"])
    }

    @Test func u4TrackingEndsAtTheLift() {
        // The next touch starts tracking anew.
        let trace = G.trace(Self.panel(), Self.tap + ["1.0 down t2 150 120", "1.1 up t2"])
        #expect(trace.filter { $0 == "control ok touchDown" }.count == 2)
    }

    // MARK: U5 — cancelled

    @Test func u5ASystemCancelSendsTouchCancel() {
        #expect(
            G.trace(Self.panel(), ["0.0 down t1 150 120", "0.1 cancel", "0.2 up t1"]) == [
                "ok.touchesBegan [t1] handled", "control ok touchDown", "ok.touchesCancelled [t1] handled", "control ok touchCancel",
            ])
    }

    @Test func u5CancelledCallsAreHandledEvenWithoutTracking() {
        // `handles: [began]`: it never tracks, forwards moved and ended, handles cancelled.
        #expect(
            G.trace(Self.panel("handles: [began]"), ["0.0 down t1 150 120", "0.1 move t1 150 130", "0.2 cancel"]) == [
                "ok.touchesBegan [t1] handled", "ok.touchesMoved [t1] forwarded", "panel.touchesMoved [t1] handled",
                "ok.touchesCancelled [t1] handled", "notice no-began panel t1",
            ])
    }

    // MARK: U6 — one touch at a time; the end of tracking

    @Test func u6WithoutTrackingMovesAndEndsAreForwarded() {
        // A control that handles began never tracks (U13): its moved and ended are forwarded.
        #expect(
            G.trace(Self.panel("handles: [began]"), ["0.0 down t1 150 120", "0.1 move t1 150 130", "0.2 up t1"]) == [
                "ok.touchesBegan [t1] handled", "ok.touchesMoved [t1] forwarded", "panel.touchesMoved [t1] handled",
                "ok.touchesEnded [t1] forwarded", "panel.touchesEnded [t1] handled", "notice no-began panel t1",
            ])
    }

    @Test func u6TrackingEndsWhenAnOverrideHandlesTheEnd() {
        // `handles: [ended]`: no touchUpInside; tracking ends with the touch, so t2 is tracked.
        #expect(
            G.trace(Self.panel("handles: [ended]"), Self.tap + ["0.5 down t2 150 120", "0.6 up t2"]) == [
                "ok.touchesBegan [t1] handled", "control ok touchDown", "ok.touchesEnded [t1] handled", "ok.touchesBegan [t2] handled",
                "control ok touchDown", "ok.touchesEnded [t2] handled",
            ])
    }

    @Test func u6TrackingEndsWhenASubviewHandlesTheEnd() {
        // `inner` forwards its began to the button (which tracks it) and handles its end.
        let views = Self.panel(okSubviews: "- view: inner\n  frame: [0, 0, 60, 44]\n  handles: [ended]")
        #expect(
            G.trace(views, ["0.0 down t1 110 110", "0.1 up t1", "0.5 down t2 200 110", "0.6 up t2"]) == [
                "inner.touchesBegan [t1] forwarded", "ok.touchesBegan [t1] handled", "control ok touchDown",
                "inner.touchesEnded [t1] handled", "ok.touchesBegan [t2] handled", "control ok touchDown", "ok.touchesEnded [t2] handled",
                "control ok touchUpInside", "notice never-finished ok t1",
            ])
    }

    @Test func u6TrackingEndsWhenTheEndIsSkippedWhileIgnoring() {
        #expect(
            G.trace(
                Self.panel(),
                ["0.0 down t1 150 120", "0.1 ignore begin", "0.2 up t1", "0.3 ignore end", "0.4 down t2 150 120", "0.5 up t2"])
                == [
                    "ok.touchesBegan [t1] handled", "control ok touchDown", "skip t1 ended ignoring-interaction ok",
                    "ok.touchesBegan [t2] handled", "control ok touchDown", "ok.touchesEnded [t2] handled", "control ok touchUpInside",
                    "notice never-finished ok t1",
                ])
    }

    @Test func u6AHeldEndKeepsTheTracking() {
        // S20: the superview's double tap holds the end; touchUpInside comes with its release.
        let views = Self.panel(panelKeys: "gestures:\n  - tap: dbl\n    taps: 2")
        #expect(
            G.trace(views, Self.tap) == [
                "ok.touchesBegan [t1] handled", "control ok touchDown", "hold ok.touchesEnded [t1] dbl", "gesture dbl failed timeout",
                "release ok [t1]", "ok.touchesEnded [t1] handled", "control ok touchUpInside",
            ])
    }

    // MARK: U7 — a button's default action

    @Test func u7AButtonWinsWhateverItsOverrides() {
        let tapOnPanel = "gestures:\n  - tap: panelTap"
        #expect(
            G.trace(Self.panel("handles: all", panelKeys: tapOnPanel), Self.tap) == [
                "ok.touchesBegan [t1] handled", "gesture panelTap failed control ok", "ok.touchesEnded [t1] handled",
            ])
        #expect(
            G.trace(Self.panel("behavior: log", panelKeys: tapOnPanel), Self.tap) == [
                "ok.touchesBegan [t1] handled", "output ok: began [t1] all [t1 began]", "control ok touchDown",
                "gesture panelTap failed control ok", "ok.touchesEnded [t1] handled", "output ok: ended [t1] all [t1 ended]",
                "control ok touchUpInside",
            ])
    }

    @Test func u7TheTapMayBeOnAnyProperAncestorUpToTheWindow() {
        let views = Self.panel()
        let text = G.text(views, script: Self.tap).replacingOccurrences(
            of: "  handles: all\n  subviews:\n    - view: panel",
            with: "  handles: all\n  gestures:\n    - tap: windowTap\n  subviews:\n    - view: panel")
        guard let scene = SceneTesting.scene(text) else { return }
        #expect(ExpectationCheck.compactTrace(of: scene).contains("gesture windowTap failed control ok"))
    }

    @Test func u7OnlyASingleOneFingerTapLoses() {
        // A double tap on the panel holds the end instead (S20); a two-finger tap is not U7's.
        let double = G.trace(Self.panel(panelKeys: "gestures:\n  - tap: dbl\n    taps: 2"), Self.tap)
        #expect(!double.contains { $0.contains("control ok") && $0.hasPrefix("gesture") })
        let pan = G.trace(
            Self.panel(panelKeys: "gestures:\n  - pan: scroll"), ["0.0 down t1 150 120", "0.1 move t1 150 160", "0.2 up t1"])
        #expect(pan.contains("gesture scroll began"))
    }

    @Test func u7ATapOnTheButtonItselfIsNotAnAncestors() {
        // U8: the button's own tap wins and cancels its tracking.
        #expect(
            G.trace(Self.panel("gestures:\n  - tap: okTap"), Self.tap) == [
                "ok.touchesBegan [t1] handled", "control ok touchDown", "ok.touchesCancelled [t1] handled", "control ok touchCancel",
                "gesture okTap recognized",
            ])
    }

    @Test func u7APlainControlLosesToTheTap() {
        // S16.
        #expect(
            G.trace(Self.panel(class: "UIControl", panelKeys: "gestures:\n  - tap: panelTap"), Self.tap) == [
                "ok.touchesBegan [t1] handled", "control ok touchDown", "ok.touchesCancelled [t1] handled", "control ok touchCancel",
                "gesture panelTap recognized",
            ])
    }

    @Test func u7AButtonRemovedBeforeTheRequestNoLongerWins() {
        #expect(
            G.trace(
                Self.panel(panelKeys: "gestures:\n  - tap: panelTap"), ["0.00 down t1 150 120", "0.05 remove ok", "0.10 up t1"]) == [
                    "ok.touchesBegan [t1] handled", "control ok touchDown", "ok.touchesCancelled [t1] handled", "control ok touchCancel",
                    "gesture panelTap recognized",
                ])
    }

    /// Reading tested: U7 asks whether the touch's hit-test view is the button; a touch on a
    /// plain subview of a button has that subview as its hit-test view, so the tap wins.
    @Test func u7ATouchOnAButtonsSubviewIsNotTheButtons() {
        let views = Self.panel(panelKeys: "gestures:\n  - tap: panelTap", okSubviews: "- view: inner\n  frame: [0, 0, 60, 44]")
        #expect(
            G.trace(views, ["0.0 down t1 110 110", "0.1 up t1"]) == [
                "inner.touchesBegan [t1] forwarded", "ok.touchesBegan [t1] handled", "control ok touchDown",
                "inner.touchesCancelled [t1] forwarded", "ok.touchesCancelled [t1] handled", "control ok touchCancel",
                "gesture panelTap recognized",
            ])
    }

    // MARK: U8, U9

    @Test func u8ARecognizerOnTheControlCancelsItsTracking() {
        #expect(
            G.trace(Self.panel("gestures:\n  - pan: drag"), ["0.0 down t1 150 120", "0.1 move t1 180 120", "0.2 up t1"]) == [
                "ok.touchesBegan [t1] handled", "control ok touchDown", "ok.touchesCancelled [t1] handled", "control ok touchCancel",
                "gesture drag began", "gesture drag ended",
            ])
    }

    @Test func u8WithoutCancelsTouchesTheControlKeepsTracking() {
        #expect(
            G.trace(
                Self.panel("gestures:\n  - pan: drag\n    cancels-touches: no"),
                ["0.0 down t1 150 120", "0.1 move t1 180 120", "0.2 up t1"])
                == [
                    "ok.touchesBegan [t1] handled", "control ok touchDown", "gesture drag began", "ok.touchesMoved [t1] handled",
                    "control ok touchDragInside", "gesture drag ended", "ok.touchesEnded [t1] handled", "control ok touchUpInside",
                ])
    }

    @Test func u9ADelayedBeganMakesTheControlLate() {
        // The panel's swipe holds the began and the moves; it fails at the lift and the
        // button gets everything then, touchDown included.
        let views = Self.panel(panelKeys: "gestures:\n  - swipe: flick\n    delays-began: yes")
        #expect(
            G.trace(views, ["0.0 down t1 150 120", "0.1 move t1 151 120", "0.2 up t1"]) == [
                "hold ok.touchesBegan [t1] flick", "hold ok.touchesMoved [t1] flick", "gesture flick failed lifted", "release ok [t1]",
                "ok.touchesBegan [t1] handled", "control ok touchDown", "ok.touchesMoved [t1] handled", "control ok touchDragInside",
                "ok.touchesEnded [t1] handled", "control ok touchUpInside",
            ])
    }

    // MARK: U10, U11

    @Test func u10DisablingMidTouchKeepsTheTracking() {
        #expect(
            G.trace(
                Self.panel(),
                ["0.0 down t1 150 120", "0.1 set ok enabled no", "0.2 move t1 150 130", "0.3 up t1", "0.4 down t2 150 120", "0.5 up t2"])
                == [
                    "ok.touchesBegan [t1] handled", "control ok touchDown", "ok.touchesMoved [t1] handled", "control ok touchDragInside",
                    "ok.touchesEnded [t1] handled", "control ok touchUpInside", "panel.touchesBegan [t2] handled",
                    "panel.touchesEnded [t2] handled",
                ])
    }

    @Test func u11RemovalWhileTrackingSendsTouchCancel() {
        #expect(
            G.trace(Self.panel(), ["0.0 down t1 150 120", "0.1 remove ok", "0.2 up t1"]) == [
                "ok.touchesBegan [t1] handled", "control ok touchDown", "ok.touchesCancelled [t1] handled", "control ok touchCancel",
            ])
        #expect(
            G.trace(Self.panel(), ["0.0 down t1 150 120", "0.1 remove panel", "0.2 up t1"]).suffix(2) == [
                "ok.touchesCancelled [t1] handled", "control ok touchCancel",
            ])
    }

    // MARK: U12 — lines

    @Test func u12ControlLinesFollowTheirCallsLineAndItsOutputs() {
        // S27.
        #expect(
            G.trace(Self.panel("behavior: log\npasses-on: [began]"), Self.tap) == [
                "ok.touchesBegan [t1] handled", "output ok: began [t1] all [t1 began]", "control ok touchDown",
                "ok.touchesEnded [t1] handled", "control ok touchUpInside",
            ])
    }

    @Test func u12AForwardedCallsControlLinesComeBeforeTheNextHop() {
        #expect(
            G.trace(Self.panel("behavior: forward-single-taps\npasses-on: [began]"), Self.tap) == [
                "ok.touchesBegan [t1] forwarded", "control ok touchDown", "panel.touchesBegan [t1] handled", "ok.touchesEnded [t1] handled",
                "control ok touchUpInside", "notice never-finished panel t1",
            ])
    }

    @Test func u12JSONControlRecordsCarryTheTouchAndInsideAfterTheCall() throws {
        let lines = G.json(Self.panel(), ["0.0 down t1 150 120", "0.1 move t1 150 300", "0.2 up t1"])
        let controls = lines.prefix(3).map { $0.objects("controls") }
        #expect(
            controls.map { $0.map { $0.string("event") ?? "" } } == [
                ["touchDown"], ["touchDragExit", "touchDragOutside"], ["touchUpOutside"],
            ])
        #expect(controls.map { $0.map { $0["inside"] as? Bool } } == [[true], [false, false], [false]])
        #expect(controls.flatMap { $0 }.allSatisfy { $0.string("control") == "ok" && $0.string("touch") == "t1" })
        #expect(controls.map { $0.map { $0["seq"] as? Int } } == [[2], [2, 3], [2]])
    }

    // MARK: U13 — overrides on controls

    /// U13 phase by phase for a tap with a move: what runs and what is forwarded.
    @Test(arguments: [
        (
            "handles: all",
            [
                "ok.touchesBegan [t1] handled", "ok.touchesMoved [t1] handled", "ok.touchesEnded [t1] handled",
            ]
        ),
        (
            "handles: [began]",
            [
                "ok.touchesBegan [t1] handled", "ok.touchesMoved [t1] forwarded", "panel.touchesMoved [t1] handled",
                "ok.touchesEnded [t1] forwarded", "panel.touchesEnded [t1] handled", "notice no-began panel t1",
            ]
        ),
        (
            "handles: [moved]",
            [
                "ok.touchesBegan [t1] handled", "control ok touchDown", "ok.touchesMoved [t1] handled", "ok.touchesEnded [t1] handled",
                "control ok touchUpInside",
            ]
        ),
        (
            "passes-on: [began, moved, ended, cancelled]",
            [
                "ok.touchesBegan [t1] handled", "control ok touchDown", "ok.touchesMoved [t1] handled", "control ok touchDragInside",
                "ok.touchesEnded [t1] handled", "control ok touchUpInside",
            ]
        ),
        (
            "behavior: log\nhandles: [moved]",
            [
                "ok.touchesBegan [t1] handled", "control ok touchDown", "ok.touchesMoved [t1] handled",
                "output ok: moved [t1] all [t1 moved]", "ok.touchesEnded [t1] handled", "control ok touchUpInside",
            ]
        ),
        (
            "behavior: log",
            [
                "ok.touchesBegan [t1] handled", "output ok: began [t1] all [t1 began]", "control ok touchDown",
                "ok.touchesMoved [t1] handled", "output ok: moved [t1] all [t1 moved]", "control ok touchDragInside",
                "ok.touchesEnded [t1] handled", "output ok: ended [t1] all [t1 ended]", "control ok touchUpInside",
            ]
        ),
        (
            "behavior: forward-single-taps",
            [
                "ok.touchesBegan [t1] forwarded", "panel.touchesBegan [t1] handled", "ok.touchesMoved [t1] forwarded",
                "panel.touchesMoved [t1] handled", "ok.touchesEnded [t1] forwarded", "panel.touchesEnded [t1] handled",
            ]
        ),
        (
            "behavior: finger-paint",
            [
                "ok.touchesBegan [t1] handled", "ok.touchesMoved [t1] handled", "ok.touchesEnded [t1] handled",
                "output ok: stroke t1: 3 points",
            ]
        ),
    ])
    func u13OverridesPhaseByPhase(keys: String, expected: [String]) {
        #expect(G.trace(Self.panel(keys), ["0.0 down t1 150 120", "0.1 move t1 150 125", "0.2 up t1"]) == expected)
    }

    /// U13 as a reference model: which code runs for each phase, what it sends and whether
    /// the call is forwarded, for a tap with a move (t1) and a touch cancelled by the system (t2).
    static func expectedU13Trace(handles: [String]?, passesOn: [String]?, behavior: String?) -> [String] {
        let all = ["began", "moved", "ended", "cancelled"]
        var overridden: [String]
        var passed: [String]
        if handles != nil || passesOn != nil {
            overridden = handles ?? []
            passed = passesOn ?? []
        } else if behavior == "log" {
            (overridden, passed) = ([], all)
        } else if behavior == "forward-single-taps" {
            (overridden, passed) = (["began"], [])
        } else {
            (overridden, passed) = ([], [])
        }
        var lines: [String] = []
        var tracking: String?
        var panel: [String: (began: Bool, finished: Bool, other: Bool, line: Int)] = [:]
        func call(_ phase: String, _ touch: String) {
            let method = "touches" + phase.prefix(1).uppercased() + phase.dropFirst()
            var outputs: [String] = []
            var events: [String] = []
            var forwarded = false
            if overridden.contains(phase) || passed.contains(phase) {
                if behavior == "log" { outputs.append("output ok: \(phase) [\(touch)] all [\(touch) \(phase)]") }
                if behavior == "forward-single-taps" && phase == "began" { forwarded = true }
            }
            if !overridden.contains(phase) {
                switch phase {
                case "began":
                    if tracking == nil {
                        tracking = touch
                        events.append("touchDown")
                    }
                case "moved", "ended":
                    if tracking == touch {
                        events.append(phase == "moved" ? "touchDragInside" : "touchUpInside")
                        if phase == "ended" { tracking = nil }
                    } else if tracking == nil {
                        forwarded = true
                    }
                default:
                    if tracking == touch {
                        events.append("touchCancel")
                        tracking = nil
                    }
                }
            }
            lines.append("ok.\(method) [\(touch)] \(forwarded ? "forwarded" : "handled")")
            lines += outputs
            lines += events.map { "control ok \($0)" }
            if forwarded {
                var record = panel[touch] ?? (false, false, false, lines.count)
                if phase == "began" { record.began = true }
                if phase == "ended" || phase == "cancelled" { record.finished = true }
                if phase != "began" && !record.began { record.other = true }
                panel[touch] = record
                lines.append("panel.\(method) [\(touch)] handled")
            }
        }
        call("began", "t1")
        call("moved", "t1")
        call("ended", "t1")
        // U6: tracking ends with the touch, whoever handled its end.
        if tracking == "t1" { tracking = nil }
        call("began", "t2")
        call("cancelled", "t2")
        let notices = panel.sorted { $0.value.line < $1.value.line }.compactMap { touch, record -> String? in
            if record.began && !record.finished { return "notice never-finished panel \(touch)" }
            return record.other ? "notice no-began panel \(touch)" : nil
        }
        return lines + notices
    }

    @Test func u13EveryCombinationOfHandlesPassesOnAndBehaviorOnAControl() {
        let phaseLists: [[String]?] = [nil, [], ["began"], ["moved"], ["ended"], ["cancelled"], ["began", "moved", "ended", "cancelled"]]
        var checked = 0
        for handles in phaseLists {
            for passesOn in phaseLists {
                if let handles, let passesOn, !Set(handles).isDisjoint(with: passesOn) { continue }
                for behavior in [nil, "log", "forward-single-taps"] {
                    var keys: [String] = []
                    if let behavior { keys.append("behavior: \(behavior)") }
                    if let handles { keys.append("handles: [\(handles.joined(separator: ", "))]") }
                    if let passesOn { keys.append("passes-on: [\(passesOn.joined(separator: ", "))]") }
                    let trace = G.trace(
                        Self.panel(keys.joined(separator: "\n")),
                        ["0.0 down t1 150 120", "0.1 move t1 150 125", "0.2 up t1", "1.0 down t2 150 120", "1.1 cancel"])
                    let expected = Self.expectedU13Trace(handles: handles, passesOn: passesOn, behavior: behavior)
                    #expect(trace == expected, "\(keys)")
                    checked += 1
                }
            }
        }
        #expect(checked > 100)
    }

    @Test func u13AControlForwardsACallOnceWhenBothCodesForward() {
        // Disabled while its began is held: the behaviour forwards (tapCount 1) and UIControl's
        // began code forwards (disabled): one forwarded line, one call to the panel.
        let views = Self.panel(
            "behavior: forward-single-taps\npasses-on: [began]", panelKeys: "gestures:\n  - pan: scroll\n    delays-began: yes")
        let trace = G.trace(views, ["0.00 down t1 150 120", "0.05 set ok enabled no", "0.10 up t1"])
        #expect(
            trace.filter { $0.contains("touchesBegan") } == [
                "hold ok.touchesBegan [t1] scroll", "ok.touchesBegan [t1] forwarded", "panel.touchesBegan [t1] handled",
            ])
        #expect(!trace.contains { $0.hasPrefix("control") })
    }

    @Test func u13S26AButtonOverridingBeganWithoutSuperNeverTracks() {
        #expect(
            G.trace(
                "- view: ok\n  class: UIButton\n  frame: [100, 100, 120, 44]\n  handles: [began]", Self.tap) == [
                    "ok.touchesBegan [t1] handled", "ok.touchesEnded [t1] forwarded", "main.touchesEnded [t1] handled",
                    "notice no-began main t1",
                ])
    }

    @Test func u13AControllerAboveAControlSeesNothingItHandles() {
        let views = "- view: ok\n  class: UIButton\n  frame: [100, 100, 120, 44]\n  controller: vc"
        #expect(
            G.trace(views, Self.tap) == [
                "ok.touchesBegan [t1] handled", "control ok touchDown", "ok.touchesEnded [t1] handled", "control ok touchUpInside",
            ])
    }
}
