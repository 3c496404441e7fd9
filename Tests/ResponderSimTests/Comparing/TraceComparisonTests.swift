import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore

/// `diff`'s comparison: steps matched by time and script line, lines aligned within a step,
/// agreeing steps counted, and the text and JSON forms.
@Suite struct TraceComparisonTests {
    /// A card with a button and a tap on the button; `buttonFrame` and `extraKey` vary it.
    static func scene(buttonFrame: String = "[20, 20, 100, 44]", extraKey: String = "", script: String? = nil) -> String {
        """
        scene: Two views
        window:
          window: main
          frame: [0, 0, 320, 480]
          subviews:
            - view: card
              frame: [0, 0, 320, 200]
              handles: all\(extraKey)
              subviews:
                - view: ok
                  class: UIButton
                  frame: \(buttonFrame)
        script:
        \(script ?? "  - 0.00 down t1 50 40\n  - 0.10 up t1\n  - 0.50 down t2 200 150\n  - 0.60 up t2")

        """
    }

    func compare(_ a: String, _ b: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> TraceComparison? {
        guard let sceneA = SceneTesting.scene(a, sourceLocation: sourceLocation),
            let sceneB = SceneTesting.scene(b, sourceLocation: sourceLocation)
        else { return nil }
        return TraceComparison(sceneA, sceneB)
    }

    func text(_ comparison: TraceComparison) -> [String] {
        var text = ""
        comparison.writeText(into: &text)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func equalScenesAgreeInOneCount() throws {
        let comparison = try #require(compare(Self.scene(), Self.scene()))
        #expect(comparison.isEqual)
        #expect(comparison.stepCount == 4 && comparison.agreeing == 4 && comparison.differing == 0)
        #expect(comparison.items.count == 1)
        if case .agree(let count) = comparison.items.first { #expect(count == 4) } else { Issue.record("the first item is no count") }
        #expect(text(comparison).suffix(2) == ["A and B agree: 4 steps, the same lines in each.", ""])
    }

    @Test func aMovedButtonChangesOnlyTheStepsOfItsTouch() throws {
        let comparison = try #require(compare(Self.scene(), Self.scene(buttonFrame: "[200, 20, 100, 44]")))
        #expect(!comparison.isEqual)
        #expect(comparison.differing == 2 && comparison.agreeing == 2)
        #expect(
            text(comparison) == [
                "A: test.scene", "B: test.scene", "",
                "step 1 at 0s, line 14: t1 began (50, 40)",
                "  A  ok.touchesBegan [t1] handled",
                "  A  control ok touchDown  (U2, U12)",
                "  B  card.touchesBegan [t1] handled", "",
                "step 2 at 0.1s, line 15: t1 ended (50, 40)",
                "  A  ok.touchesEnded [t1] handled",
                "  A  control ok touchUpInside  (U4, U12)",
                "  B  card.touchesEnded [t1] handled", "",
                "… 2 steps agree", "",
                "A and B differ in 2 of 4 steps.", "",
            ])
    }

    @Test func aKeyThatMovesEveryScriptLineStillMatchesTheSteps() throws {
        // Two more lines above the script: every step's line moves, no step's trace changes.
        let moved = Self.scene(extraKey: "\n      clips: no\n      alpha: 1")
        let comparison = try #require(compare(Self.scene(), moved))
        #expect(comparison.isEqual)
        #expect(comparison.stepCount == 4)
    }

    @Test func aChangedScriptLineIsComparedWithItsOldSelf() throws {
        let b = Self.scene(script: "  - 0.00 down t1 250 150\n  - 0.10 up t1\n  - 0.50 down t2 200 150\n  - 0.60 up t2")
        let comparison = try #require(compare(Self.scene(), b))
        #expect(comparison.stepCount == 4 && comparison.onlyA == 0 && comparison.onlyB == 0)
        let lines = text(comparison)
        #expect(lines.contains("step 1 at 0s, line 14: t1 began (50, 40) in A, t1 began (250, 150) in B"))
        #expect(lines.contains("step 2 at 0.1s, line 15: t1 ended (50, 40) in A, t1 ended (250, 150) in B"))
    }

    @Test func aStepOfOneSideIsShownAlone() throws {
        let b = Self.scene(
            script:
                "  - 0.00 down t1 50 40\n  - 0.10 up t1\n  - 0.30 down t3 60 40\n  - 0.40 up t3\n  - 0.50 down t2 200 150\n  - 0.60 up t2")
        let comparison = try #require(compare(Self.scene(), b))
        #expect(comparison.stepCount == 6 && comparison.onlyB == 2 && comparison.differing == 2)
        let lines = text(comparison)
        let first = try #require(lines.firstIndex(of: "step 3 at 0.3s, only in B, line 16: t3 began (60, 40)"))
        #expect(lines[first + 1] == "  B  ok.touchesBegan [t3] handled")
        // The steps after it are matched by their own time and line: step 3 of A is step 5 of B.
        #expect(lines.contains("… 2 steps agree"))
        #expect(lines.last(where: { !$0.isEmpty }) == "A and B differ in 2 of 6 steps (2 only in B).")
    }

    @Test func timerStepsAreMatchedByTimeAndWhatCameDue() throws {
        let gestures = """
            scene: Single waits for double
            window:
              window: main
              frame: [0, 0, 320, 480]
              subviews:
                - view: v
                  frame: [0, 0, 320, 480]
                  handles: all
                  gestures:
                    - tap: dbl
                      taps: 2
                    - tap: single
                      requires-failure-of: [dbl]
            script:
              - 0.00 down t1 100 100
              - 0.10 up t1

            """
        let alone = gestures.replacingOccurrences(of: "          requires-failure-of: [dbl]\n", with: "")
        let comparison = try #require(compare(gestures, alone))
        let lines = text(comparison)
        #expect(lines.contains("step 2 at 0.1s, line 16 (B: line 15): t1 ended (100, 100)"))
        let timer = try #require(lines.firstIndex(of: "step 3 at 0.45s, timer: dbl's next tap comes too late (GT4)"))
        #expect(
            Array(lines[(timer + 1)...].prefix(4)) == [
                "     gesture dbl failed timeout  (GT4)",
                "  A  discard v [t1] single  (G16)",
                "  A  v.touchesCancelled [t1] handled  (G16)",
                "  A  gesture single recognized  (G13, G8)",
            ])
    }

    @Test func differingNoticesAreListedAfterTheLastStep() throws {
        let b = Self.scene(script: "  - 0.00 down t1 50 40\n  - 0.10 up t1\n  - 0.50 down t2 200 150")
        let comparison = try #require(compare(Self.scene(), b))
        #expect(comparison.noticesDiffer)
        let lines = text(comparison)
        let notices = try #require(lines.firstIndex(of: "after the last step:"))
        #expect(lines[notices + 1] == "  B  notice never-finished card t2  (N1)")
        #expect(lines.last(where: { !$0.isEmpty }) == "A and B differ in 1 of 4 steps (1 only in A) and in their notices.")
    }

    @Test func jsonListsTheDifferingLinesOfEachSide() throws {
        let comparison = try #require(compare(Self.scene(), Self.scene(buttonFrame: "[200, 20, 100, 44]")))
        var json = ""
        comparison.writeJSON(into: &json)
        let records = json.split(separator: "\n").map(String.init)
        #expect(records.count == 3)
        #expect(
            records.first
                == #"{"kind":"step","time":0,"a":{"step":1,"line":14,"action":"t1 began (50, 40)"},"b":{"step":1,"line":14,"action":"t1 began (50, 40)"},"lines":[{"side":"a","seq":1,"line":"ok.touchesBegan [t1] handled","rules":[]},{"side":"a","seq":2,"line":"control ok touchDown","rules":["U2","U12"]},{"side":"b","seq":1,"line":"card.touchesBegan [t1] handled","rules":[]}]}"#
        )
        #expect(
            records.last
                == #"{"kind":"summary","equal":false,"a":"test.scene","b":"test.scene","steps":4,"agree":2,"differ":2,"onlyA":0,"onlyB":0,"stepsA":4,"stepsB":4,"noticesDiffer":false}"#
        )
    }
}

/// The alignment of a step's lines: every line of each side once, equal lines paired, in
/// O(n log n).
@Suite struct AnchoredAlignmentTests {
    /// Checks that `edits` is a valid alignment of `a` and `b` and returns its shared count.
    func shared(_ edits: [AnchoredAlignment.Edit], _ a: [String], _ b: [String]) -> Int {
        var i = 0
        var j = 0
        var same = 0
        for edit in edits {
            switch edit {
            case .same(let x, let y):
                #expect(x == i && y == j && a[x] == b[y])
                i += 1
                j += 1
                same += 1
            case .onlyA(let x):
                #expect(x == i)
                i += 1
            case .onlyB(let y):
                #expect(y == j)
                j += 1
            }
        }
        #expect(i == a.count && j == b.count)
        return same
    }

    @Test func keepsThePrefixTheSuffixAndTheUniqueLinesBetween() {
        let a = ["p", "x1", "u", "x2", "v", "s"]
        let b = ["p", "y1", "u", "y2", "y3", "v", "s"]
        let edits = AnchoredAlignment.edits(a, b)
        #expect(shared(edits, a, b) == 4)
        #expect(edits.first == .same(0, 0) && edits.last == .same(5, 6))
        #expect(edits.contains(.same(2, 2)) && edits.contains(.same(4, 5)))
    }

    @Test func anchorsOnlyLinesThatKeepTheirOrder() {
        let a = ["a", "b", "c", "d"]
        let b = ["d", "b", "c", "a"]
        // b and c keep their order; a and d cross them.
        #expect(shared(AnchoredAlignment.edits(a, b), a, b) == 2)
    }

    @Test func emptySidesAreAllOneSided() {
        #expect(AnchoredAlignment.edits([], ["x", "y"]) == [.onlyB(0), .onlyB(1)])
        #expect(AnchoredAlignment.edits(["x"], []) == [.onlyA(0)])
        #expect(AnchoredAlignment.edits([String](), []).isEmpty)
    }

    @Test func largeInputsWithRepeatedLinesStayValid() {
        // Repeated lines are never anchors; a quadratic alignment would compare 10^10 pairs.
        let a = (0..<100_000).map { $0 % 7 == 0 ? "same" : "a\($0)" }
        let b = (0..<100_000).map { $0 % 5 == 0 ? "same" : "b\($0 % 50_000)" } + ["tail"]
        _ = shared(AnchoredAlignment.edits(a, b), a, b)
        // Every line of a twice in c, so none is an anchor: the common suffix pairs them all.
        let c = Array(a.reversed() + a)
        #expect(shared(AnchoredAlignment.edits(a, c), a, c) == a.count)
    }
}
