import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// Behaviour parameters are validated like every other key (Scenes/README.md, The file format, Behaviours): types, ranges,
/// unknown parameters; and the loader fills in the catalogue's defaults.
@Suite struct BehaviorParameterTests {
    /// A scene whose `canvas` has `behavior:` written as `block` (indented under the key).
    private func scene(_ block: String) -> String {
        """
        window:
          window: main
          frame: [0, 0, 320, 480]
          subviews:
            - view: other
              frame: [0, 0, 10, 10]
            - view: canvas
              frame: [0, 0, 320, 480]
              behavior:
        \(block.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n"))
        script: []
        """
    }

    private func spec(_ block: String) -> BehaviorSpec? {
        SceneTesting.scene(scene(block)).flatMap { $0.views.first { $0.name == "canvas" }?.behavior }
    }

    @Test func takesTheDefaultsOfSection4WhenNoneIsWritten() throws {
        for name in ["pinch-naive", "pinch-tracked", "tap-counter", "swipe", "drag", "log"] {
            #expect(spec("name: \(name)")?.parameters == [:])
        }
        #expect(try #require(spec("name: pinch-naive")).number(.minDelta) == 100)
        #expect(try #require(spec("name: pinch-tracked")).number(.minDelta) == 100)
        #expect(try #require(spec("name: tap-counter")).duration(.delay) == 300_000)
        #expect(try #require(spec("name: swipe")).number(.minHorizontal) == 12)
        #expect(try #require(spec("name: swipe")).number(.maxVertical) == 4)
        #expect(try #require(spec("name: drag")).view(.target) == nil)
    }

    @Test func readsEveryParameter() {
        #expect(spec("name: pinch-naive\nmin-delta: 12.5")?.parameters == [.minDelta: .number(12.5)])
        #expect(spec("name: pinch-tracked\nmin-delta: 40")?.parameters == [.minDelta: .number(40)])
        #expect(spec("name: tap-counter\ndelay: 0.000001")?.parameters == [.delay: .duration(1)])
        #expect(spec("name: tap-counter\ndelay: 0")?.parameters == [.delay: .duration(0)])
        #expect(
            spec("name: swipe\nmin-horizontal: 30\nmax-vertical: 0")?.parameters
                == [.minHorizontal: .number(30), .maxVertical: .number(0)])
        #expect(spec("name: drag\ntarget: other")?.parameters == [.target: .view(ViewID(1))])
    }

    @Test(arguments: ["0", "-5"])
    func rejectsAMinDeltaThatIsNotPositive(value: String) {
        SceneTesting.expectError(
            scene("name: pinch-naive\nmin-delta: 1️⃣\(value)"), id: "out-of-range", mentions: ["min-delta", "greater than 0"])
        SceneTesting.expectError(scene("name: pinch-tracked\nmin-delta: 1️⃣\(value)"), id: "out-of-range", mentions: ["min-delta"])
    }

    @Test func rejectsAMinDeltaThatIsNotANumber() {
        SceneTesting.expectError(scene("name: pinch-naive\nmin-delta: 1️⃣wide"), id: "wrong-type", mentions: ["min-delta", "wide"])
    }

    @Test func rejectsAMinHorizontalOfZero() {
        SceneTesting.expectError(scene("name: swipe\nmin-horizontal: 1️⃣0"), id: "out-of-range", mentions: ["min-horizontal"])
    }

    @Test func rejectsANegativeMaxVertical() {
        SceneTesting.expectError(scene("name: swipe\nmax-vertical: 1️⃣-1"), id: "out-of-range", mentions: ["max-vertical", "at least 0"])
    }

    @Test(arguments: ["-1", "0.0000001"])
    func rejectsADelayOutsideTheTimeRules(value: String) {
        SceneTesting.expectError(scene("name: tap-counter\ndelay: 1️⃣\(value)"), id: "out-of-range", mentions: ["delay", "six decimals"])
    }

    @Test func rejectsADelayThatIsNotANumber() {
        SceneTesting.expectError(scene("name: tap-counter\ndelay: 1️⃣soon"), id: "wrong-type", mentions: ["delay"])
    }

    @Test func rejectsAnUnknownDragTarget() {
        SceneTesting.expectError(scene("name: drag\ntarget: 1️⃣nowhere"), id: "unknown-view", mentions: ["nowhere"])
    }

    @Test func rejectsADragTargetThatIsNotAName() {
        SceneTesting.expectError(scene("name: drag\ntarget: 1️⃣5"), id: "bad-name", mentions: ["target"])
    }

    @Test func rejectsAnUnknownParameterWithASuggestion() {
        SceneTesting.expectError(
            scene("name: pinch-naive\n1️⃣min-detla: 3"), id: "unknown-key", mentions: ["min-detla"],
            hint: "did you mean 'min-delta'?")
    }

    @Test(arguments: ["finger-paint", "forward-single-taps", "log"])
    func rejectsParametersOnABehaviourThatTakesNone(name: String) {
        SceneTesting.expectError(scene("name: \(name)\n1️⃣depth: 3"), id: "unknown-key", mentions: ["depth", "no parameters"])
    }

    @Test func rejectsAParameterOfAnotherBehaviour() {
        SceneTesting.expectError(scene("name: swipe\n1️⃣min-delta: 3"), id: "unknown-key", mentions: ["min-delta"])
    }

    @Test func rejectsAParameterWithoutAValue() {
        SceneTesting.expectError(scene("name: swipe\n1️⃣min-horizontal:"), id: "missing-value", mentions: ["min-horizontal"])
    }
}
