import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// SK4 with SP6 (a caught list decides its directional lock at the deferred hysteresis
/// removal) and SV5 with U13 (a scroll view's override that forwards a call forwards it).
@Suite struct CatchLockAndForwardingTests {
    static func trace(_ listKeys: String, content: String, _ script: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation)
        -> [String]
    {
        ScrollRulesTests.trace(listKeys, content: content, script, sourceLocation: sourceLocation)
    }

    static let flick = ScrollRulesTests.flick

    /// The lines after the catch of the flick above (the list stopped at 921.856045).
    static func afterCatch(_ lines: [String]) -> [String] {
        guard let stop = lines.firstIndex(where: { $0.hasPrefix("scroll list stopped") }) else { return lines }
        return Array(lines[stop...])
    }

    @Test func aCaughtListLocksFromTheTranslationAtTheRemovalNotAtTheGrant() {
        // The issue's minimal case: at 0.70 T′ = (30, −5), 9.46°, locks x; y stays put.
        let lines = Self.trace(
            "content-offset: [600, 0]\ndirectional-lock: yes", content: "[1600, 4000]",
            Self.flick + ["0.66 down t2 160 300", "0.70 move t2 190 295", "0.75 move t2 200 275", "0.80 up t2"])
        #expect(
            Self.afterCatch(lines) == [
                "scroll list stopped 600 921.856045", "gesture list.pan began", "gesture list.delay failed prevented list.pan",
                "gesture list.pan changed", "scroll list offset 580 921.856045", "gesture list.pan changed",
                "scroll list offset 570 921.856045", "gesture list.pan ended",
            ])
    }

    @Test func aCaughtListWhoseFirstMovePastTheHysteresisIsSteepLocksY() {
        // At 0.70 T′ = (3, −30): 84.29°, locks y; the later sideways move changes nothing on x.
        let lines = Self.trace(
            "content-offset: [600, 0]\ndirectional-lock: yes", content: "[1600, 4000]",
            Self.flick + ["0.66 down t2 160 300", "0.70 move t2 163 270", "0.75 move t2 203 260", "0.80 up t2"])
        #expect(
            Self.afterCatch(lines) == [
                "scroll list stopped 600 921.856045", "gesture list.pan began", "gesture list.delay failed prevented list.pan",
                "gesture list.pan changed", "scroll list offset 600 941.856045", "gesture list.pan changed",
                "scroll list offset 600 951.856045", "gesture list.pan ended",
            ])
    }

    @Test func aCaughtListLocksNothingBeforeTheHysteresisIsPassed() {
        // A move below the hysteresis keeps the offset and decides no lock; the diagonal one
        // that passes it (45°) locks nothing, so both axes follow.
        let lines = Self.trace(
            "content-offset: [600, 0]\ndirectional-lock: yes", content: "[1600, 4000]",
            Self.flick + ["0.66 down t2 160 300", "0.68 move t2 162 300", "0.70 move t2 180 280", "0.90 up t2"])
        #expect(
            Self.afterCatch(lines) == [
                "scroll list stopped 600 921.856045", "gesture list.pan began", "gesture list.delay failed prevented list.pan",
                "gesture list.pan changed", "gesture list.pan changed", "scroll list offset 590 931.856045", "gesture list.pan ended",
            ])
    }

    @Test func withoutTheLockACaughtListFollowsBothAxes() {
        let lines = Self.trace(
            "content-offset: [600, 0]", content: "[1600, 4000]",
            Self.flick + ["0.66 down t2 160 300", "0.70 move t2 190 295", "0.75 move t2 200 275", "0.90 up t2"])
        #expect(
            Self.afterCatch(lines) == [
                "scroll list stopped 600 921.856045", "gesture list.pan began", "gesture list.delay failed prevented list.pan",
                "gesture list.pan changed", "scroll list offset 580 921.856045", "gesture list.pan changed",
                "scroll list offset 570 941.856045", "gesture list.pan ended",
            ])
    }

    // MARK: SV5 with an override that forwards

    static let tap = ["0.00 down t1 160 200", "0.10 up t1"]
    static let released = [
        "hold list.touchesBegan [t1] list.delay", "gesture list.delay failed lifted", "gesture list.pan failed lifted",
        "release list [t1]",
    ]

    /// A tap on a scroll view itself whose keys are `listKeys`.
    static func tapOnList(_ listKeys: String, _ script: [String] = tap) -> [String] {
        let keys = listKeys.split(separator: "\n").map { "      " + $0 + "\n" }.joined()
        return GestureScene.trace(
            text: """
                window:
                  window: main
                  frame: [0, 0, 320, 480]
                  handles: all
                  subviews:
                    - view: list
                      class: UIScrollView
                      frame: [0, 0, 320, 480]
                      content-size: [320, 2000]
                \(keys)script:
                \(script.map { "  - " + $0 }.joined(separator: "\n"))

                """)
    }

    @Test func aPassedOnBeganThatTheBehaviourForwardsReachesTheWindow() {
        #expect(
            Self.tapOnList("passes-on: [began]\nbehavior: forward-single-taps")
                == Self.released + [
                    "list.touchesBegan [t1] forwarded", "main.touchesBegan [t1] handled", "list.touchesEnded [t1] handled",
                    "notice never-finished main t1",
                ])
    }

    @Test func aHandledBeganThatTheBehaviourForwardsReachesTheWindowToo() {
        #expect(
            Self.tapOnList("handles: [began]\nbehavior: forward-single-taps")
                == Self.released + [
                    "list.touchesBegan [t1] forwarded", "main.touchesBegan [t1] handled", "list.touchesEnded [t1] handled",
                    "notice never-finished main t1",
                ])
    }

    @Test func aDoubleTapsBeganTheBehaviourKeepsStopsAtTheScrollView() {
        // The second tap's began has tapCount 2: forward-single-taps keeps it and prints.
        let lines = Self.tapOnList(
            "passes-on: [began]\nbehavior: forward-single-taps",
            ["0.00 down t1 160 200", "0.10 up t1", "0.20 down t2 160 200", "0.30 up t2"])
        #expect(lines.contains("list.touchesBegan [t2] handled"))
        #expect(lines.contains("output list: double tap"))
        #expect(!lines.contains("main.touchesBegan [t2] handled"))
    }

    @Test func anOverrideThatDoesNotForwardStillEndsTheChainAtTheScrollView() {
        #expect(
            Self.tapOnList("passes-on: all\nbehavior: log")
                == Self.released + [
                    "list.touchesBegan [t1] handled", "output list: began [t1] all [t1 began]", "list.touchesEnded [t1] handled",
                    "output list: ended [t1] all [t1 ended]",
                ])
    }
}
