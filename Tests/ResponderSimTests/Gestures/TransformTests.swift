import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// H10–H14: transforms in hit testing, in locations (P5) and in what reads them
/// (U3, GP2, GW2, `drag`).
@Suite struct TransformTests {
    typealias G = GestureScene

    /// `R` `[100, 100, 200, 100]` (centre (200, 150)) with `transform`, then one tap per point.
    static func taps(on transform: String, _ points: [(Double, Double)]) -> [String] {
        var script: [String] = []
        for (index, point) in points.enumerated() {
            let time = Double(index) * 0.1
            script.append("\(String(format: "%.2f", time)) down t\(index + 1) \(point.0) \(point.1)")
            script.append("\(String(format: "%.2f", time + 0.05)) up t\(index + 1)")
        }
        let views = "- view: R\n  frame: [100, 100, 200, 100]\n  handles: all\n  transform:\n" + G.indent(transform, by: 4)
        // Only the began lines: who took each point.
        return G.trace(views, script).filter { $0.contains(".touchesBegan [") }.map { String($0.prefix { $0 != "." }) }
    }

    // MARK: H10–H12 — the shape on screen

    @Test func h10TranslateMovesTheShapeInTheSuperviewsCoordinates() {
        // Shown at 150…350 × 100…200.
        #expect(
            Self.taps(on: "translate: [50, 0]", [(149.5, 150), (150, 150), (319.5, 199.5), (300, 200)])
                == ["main", "R", "R", "main"])
    }

    @Test func h10TheTransformActsAboutTheFramesCentre() {
        // scale 0.5 about (200, 150): shown at 150…250 × 125…175.
        #expect(
            Self.taps(on: "scale: 0.5", [(149.5, 150), (150, 125), (249.5, 174.5), (250, 150), (200, 175)])
                == ["main", "R", "R", "main", "main"])
    }

    @Test func h10TwoScalesStretchEachAxis() {
        // scale [2, 0.5]: shown at 0…400 × 125…175.
        #expect(Self.taps(on: "scale: [2, 0.5]", [(1, 130), (319, 174.5), (200, 124.5), (200, 175)]) == ["R", "R", "main", "main"])
    }

    @Test func h10ScaleThenRotateThenTranslate() {
        // scale 0.5 then rotate 90 then translate [10, 0]: bounds 200×100 shown 50 wide, 100
        // high about (210, 150): x 185…235, y 100…200.
        #expect(
            Self.taps(on: "scale: 0.5\nrotate: 90\ntranslate: [10, 0]", [(186, 101), (234.5, 199.5), (184.5, 150), (210, 99.5)])
                == ["R", "R", "main", "main"])
    }

    /// For each quarter turn (0, 90, 180, 270), the corner that lands on the bounds' origin
    /// (inside), the opposite corner (outside), one more edge point outside and a point just
    /// inside the far corner.
    static let quarterTurnPoints: [Int: [(Double, Double)]] = [
        // Window (x, y) is (x − 100, y − 100) in R: x in [100, 300), y in [100, 200).
        0: [(100, 100), (300, 150), (200, 200), (299.5, 199.5)],
        // (y − 50, 250 − x): x in (150, 250], y in [50, 250).
        90: [(250, 50), (150, 150), (200, 250), (250, 249.5)],
        // (300 − x, 200 − y): x in (100, 300], y in (100, 200].
        180: [(300, 200), (100, 150), (200, 100), (100.5, 100.5)],
        // (250 − y, x − 150): x in [150, 250), y in (50, 250].
        270: [(150, 250), (250, 150), (200, 50), (249.5, 50.5)],
    ]

    /// H12, H13: which edges are inclusive on screen after quarter turns; cos and sin are
    /// exact, so corners land exactly on the bounds' edges.
    @Test(arguments: [90, 450, -270, 180, -180, 270, -90, 630, 360, -720])
    func h13QuarterTurnsAreExactAndMoveTheInclusiveEdges(degrees: Int) throws {
        let points = try #require(Self.quarterTurnPoints[((degrees % 360) + 360) % 360])
        #expect(Self.taps(on: "rotate: \(degrees)", points) == ["R", "main", "main", "R"])
    }

    @Test func h13QuarterTurnsUseExactSinesAndCosines() {
        let cases: [(Double, (Double, Double))] = [
            (90, (0, 1)), (180, (-1, 0)), (270, (0, -1)), (-90, (0, -1)), (450, (0, 1)), (0, (1, 0)),
        ]
        for (degrees, expected) in cases {
            let (cos, sin) = ViewTransform(rotation: degrees).cosineAndSine
            #expect(cos == expected.0 && sin == expected.1, "\(degrees)°")
        }
    }

    @Test func h12AMirrorTurnsTheInclusiveEdgesOver() {
        // scale [-1, 1]: (300 − x, y − 100): x in (100, 300], y in [100, 200).
        #expect(
            Self.taps(on: "scale: [-1, 1]", [(300, 100), (100, 150), (200, 200), (100.5, 199.5)]) == ["R", "main", "main", "R"])
        // scale -1 is a half turn.
        #expect(Self.taps(on: "scale: -1", [(300, 200), (100, 150), (200, 100), (100.5, 100.5)]) == ["R", "main", "main", "R"])
    }

    @Test func h12AnOddAngleKeepsPointsInsideItsTurnedShape() {
        // rotate 45 about (200, 150): the corner (100, 100) of the layout is outside, a point
        // 100 pt right of the centre along the turned x axis is just inside.
        let along = 99.0 / 2.0.squareRoot()
        #expect(
            Self.taps(on: "rotate: 45", [(100, 100), (200 + along, 150 + along), (200, 70)])
                == ["main", "R", "main"])
    }

    @Test func h12APointOutsideATransformedAncestorNeverReachesItsSubview() {
        // P [0, 0, 100, 100] scaled 0.5 is shown at 25…75; its subview C sticks out of it.
        let trace = G.trace(
            """
            - view: P
              frame: [0, 0, 100, 100]
              handles: all
              transform:
                scale: 0.5
              subviews:
                - view: C
                  frame: [90, 90, 100, 100]
                  handles: all
            """, ["0.0 down t1 80 80", "0.1 up t1", "0.2 down t2 74 74", "0.3 up t2"])
        #expect(
            trace == [
                "main.touchesBegan [t1] handled", "main.touchesEnded [t1] handled", "C.touchesBegan [t2] handled",
                "C.touchesEnded [t2] handled",
            ])
    }

    @Test func h12HitInsetsApplyInTheViewsOwnCoordinates() {
        // Scaled 2 about (200, 150); insets of 10 on the left in R are 20 window points.
        let views = "- view: R\n  frame: [100, 100, 200, 100]\n  handles: all\n  hit-insets: [0, 10, 0, 0]\n  transform:\n    scale: 2"
        let trace = G.trace(views, ["0.0 down t1 19.5 150", "0.1 up t1", "0.2 down t2 20 150", "0.3 up t2"])
        #expect(trace.first == "main.touchesBegan [t1] handled")
        #expect(trace[2] == "R.touchesBegan [t2] handled")
    }

    @Test func h12NestedTransformsCompose() {
        // P [0, 0, 100, 100] scaled 2 (shown at −50…150) holds C [0, 0, 50, 100] turned 90°,
        // shown in P at −25…75 × 25…75, on screen at −100…100 × 0…100.
        let views = """
            - view: P
              frame: [0, 0, 100, 100]
              handles: all
              transform:
                scale: 2
              subviews:
                - view: C
                  frame: [0, 0, 50, 100]
                  handles: all
                  transform:
                    rotate: 90
            """
        let trace = G.trace(
            views, ["0.0 down t1 10 80", "0.1 up t1", "0.2 down t2 10 100.5", "0.3 up t2", "0.4 down t3 120 50", "0.5 up t3"])
        #expect(
            trace.filter { $0.contains("Began") } == [
                "C.touchesBegan [t1] handled", "P.touchesBegan [t2] handled", "P.touchesBegan [t3] handled",
            ])
    }

    // MARK: H11, H14 — locations (P5)

    /// The locations of every delivery of the scene's first step.
    static func firstLocations(_ views: String, _ script: [String]) -> [String] {
        let tree = G.tree(views, script)
        return tree.steps().first.map(tree.locations) ?? []
    }

    @Test func h14LocationsInARotatedViewAndItsSuperview() {
        // R turned 90°: window (160, 60) is (10, 90) in R.
        let views = "- view: R\n  frame: [100, 100, 200, 100]\n  transform:\n    rotate: 90"
        #expect(
            Self.firstLocations(views, ["0.0 down t1 160 60"])
                == ["R.touchesBegan t1 (10, 90)", "main.touchesBegan t1 (160, 60)"])
    }

    @Test func h14LocationsInAScaledView() {
        // R scaled 0.5 about (200, 150): window (175, 140) is (50, 30) in R.
        let views = "- view: R\n  frame: [100, 100, 200, 100]\n  transform:\n    scale: 0.5"
        #expect(
            Self.firstLocations(views, ["0.0 down t1 175 140"]) == ["R.touchesBegan t1 (50, 30)", "main.touchesBegan t1 (175, 140)"])
    }

    @Test func h14LocationsInAMirroredView() {
        // scale [-1, 1]: (300 − x, y − 100).
        let views = "- view: R\n  frame: [100, 100, 200, 100]\n  transform:\n    scale: [-1, 1]"
        #expect(Self.firstLocations(views, ["0.0 down t1 250 120"]).first == "R.touchesBegan t1 (50, 20)")
    }

    @Test func h14LocationsUnderATranslatedRotation() {
        // [0, 0, 100, 100] turned 90° and moved [100, 0]: window (150, 10) is (10, 50).
        let views = "- view: R\n  frame: [0, 0, 100, 100]\n  transform:\n    rotate: 90\n    translate: [100, 0]"
        #expect(Self.firstLocations(views, ["0.0 down t1 150 10"]).first == "R.touchesBegan t1 (10, 50)")
    }

    @Test func h14LocationsConvertDownNestedTransformsAndBoundsOrigins() {
        // As h12NestedTransformsCompose: window (10, 80) is (30, 65) in P and (40, 45) in C;
        // P's bounds origin [5, 5] shifts both.
        let views = """
            - view: P
              frame: [0, 0, 100, 100]
              bounds-origin: [5, 5]
              transform:
                scale: 2
              subviews:
                - view: C
                  frame: [5, 5, 50, 100]
                  transform:
                    rotate: 90
            """
        #expect(
            Self.firstLocations(views, ["0.0 down t1 10 80"])
                == ["C.touchesBegan t1 (40, 45)", "P.touchesBegan t1 (35, 70)", "main.touchesBegan t1 (10, 80)"])
    }

    @Test func h14ControllersUseTheirViewsTransformedCoordinates() {
        let views = "- view: R\n  frame: [100, 100, 200, 100]\n  controller: vc\n  transform:\n    rotate: 90"
        #expect(
            Self.firstLocations(views, ["0.0 down t1 160 60"])
                == ["R.touchesBegan t1 (10, 90)", "vc.touchesBegan t1 (10, 90)", "main.touchesBegan t1 (160, 60)"])
    }

    @Test func h14JSONLocationsOfARotatedAndScaledView() throws {
        // scale 2 and rotate 90 about (200, 150): window (210, 170) is (110, 45) in R.
        let lines = G.json(
            "- view: R\n  frame: [100, 100, 200, 100]\n  passes-on: [began]\n  transform:\n    scale: 2\n    rotate: 90",
            ["0.0 down t1 210 170"])
        let deliveries = try #require(lines.first).objects("deliveries")
        #expect(deliveries.map { $0["locations"] as? [String: [Double]] } == [["t1": [110, 45]], ["t1": [210, 170]]])
    }

    @Test func h14BehavioursReadTransformedLocations() {
        // `swipe` reads locations in its view: in R turned 90°, a finger moving down the screen
        // moves right in R.
        let views = "- view: R\n  frame: [100, 100, 200, 100]\n  behavior: swipe\n  transform:\n    rotate: 90"
        let trace = G.trace(views, ["0.0 down t1 200 100", "0.1 move t1 202 120", "0.2 up t1"])
        #expect(trace.contains("output R: swipe right"))
    }

    @Test func h14DragLeavesTheTransformAlone() {
        // Shown at 200…300 before and 220…320 after a drag of 20 pt; the frame origin moves,
        // the translation stays.
        let views = "- view: card\n  frame: [0, 0, 100, 100]\n  behavior: drag\n  transform:\n    translate: [200, 0]"
        let trace = G.trace(
            views,
            ["0.0 down t1 250 50", "0.1 move t1 270 50", "0.2 up t1", "0.3 down t2 210 50", "0.4 up t2", "0.5 down t3 315 50", "0.6 up t3"])
        #expect(trace.contains("output card: moved to (20, 0)"))
        #expect(trace.contains("main.touchesBegan [t2] handled"))
        #expect(trace.contains("card.touchesBegan [t3] handled"))
    }

    // MARK: H13 — extreme values

    @Test func h13AHugeRotationStaysFinite() {
        let views = "- view: R\n  frame: [100, 100, 200, 100]\n  handles: all\n  transform:\n    rotate: 999999999"
        let tree = G.tree(views, ["0.0 down t1 200 150", "0.1 move t1 210 160", "0.2 up t1"])
        // 999 999 999° (the largest whole number a scene may write) is 279° after whole turns.
        let turned = ViewTransform(rotation: 999_999_999).cosineAndSine
        let reference = ViewTransform(rotation: 279).cosineAndSine
        #expect(abs(turned.cos - reference.cos) < 1e-9 && abs(turned.sin - reference.sin) < 1e-9)
        for step in tree.steps() {
            for point in step.locations[0..<step.locations.count] { #expect(point.x.isFinite && point.y.isFinite) }
        }
        #expect(tree.trace().first == "R.touchesBegan [t1] handled")
    }

    @Test func h13HugeAndTinyScalesGiveFiniteLocations() {
        for scale in ["999999999", "0.000001", "[1000000, -0.000001]"] {
            let views = "- view: R\n  frame: [100, 100, 200, 100]\n  handles: all\n  transform:\n    scale: \(scale)\n    rotate: 33"
            let tree = G.tree(views, ["0.0 down t1 200 150", "0.1 move t1 210.5 160", "0.2 up t1"])
            let steps = tree.steps()
            #expect(steps.count == 3)
            for step in steps {
                for point in step.locations[0..<step.locations.count] { #expect(point.x.isFinite && point.y.isFinite, "\(scale)") }
            }
            guard let scene = G.scene(views, ["0.0 down t1 200 150", "0.1 move t1 210.5 160", "0.2 up t1"]) else { continue }
            for line in G.jsonText(scene) { _ = G.parse(line) }
        }
    }

    @Test func h13TheSmallestScaleStillGivesFiniteLocationsAndValidJSON() {
        // A touch that begins at the centre of a view scaled 0.000000000001 and moves 1 pt is
        // 10¹² pt away in its coordinates, and in a turned subview's.
        let views = """
            - view: P
              frame: [0, 0, 100, 100]
              transform:
                scale: 0.000000000001
              subviews:
                - view: C
                  frame: [0, 0, 100, 100]
                  handles: all
                  transform:
                    rotate: 90
            """
        guard let scene = G.scene(views, ["0.0 down t1 50 50", "0.1 move t1 50 51", "0.2 up t1"]) else { return }
        for line in G.jsonText(scene) {
            #expect(!line.contains("inf") && !line.contains("nan"), "\(line)")
            _ = G.parse(line)
        }
    }
}
