import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// The static checks of transforms, control keys and the script additions (Scenes/README.md, Controls,
///: V8–V10, V13, V14), each at the position and Scenes/README.md, The file format give.
@Suite struct TransformControlSyntaxTests {
    typealias T = SceneTesting

    /// A scene with one view `v` holding `keys` (written from column 0), `more` views after it.
    static func scene(_ keys: String, more: String = "", script: String = "script: []") -> String {
        var text = """
            window:
              window: main
              frame: [0, 0, 320, 480]
              subviews:
                - view: v
                  frame: [0, 0, 320, 480]

            """
        text += GestureScene.indent(keys, by: 6) + "\n"
        if !more.isEmpty { text += GestureScene.indent(more, by: 4) + "\n" }
        return text + script + "\n"
    }

    /// A scene with a recognizer `tap1` on `v`, a button `ok` and the script `lines`.
    static func script(_ lines: String) -> String {
        """
        window:
          window: main
          frame: [0, 0, 320, 480]
          subviews:
            - view: v
              frame: [0, 0, 320, 480]
              gestures:
                - tap: tap1
            - view: ok
              class: UIButton
              frame: [100, 100, 120, 44]
        script:
        \(lines)
        """
    }

    // MARK: Valid keys

    @Test func controlsTakeEnabledAndSlop() throws {
        let scene = try #require(
            T.scene(
                Self.scene(
                    "class: UIButton\nenabled: no\nslop: 0",
                    more: "- view: c\n  enabled: yes\n  slop: 12.5\n  class: UIControl\n  frame: [0, 0, 1, 1]")))
        #expect(scene.views.map(\.isEnabled) == [true, false, true])
        #expect(scene.views[1].slop == 0 && scene.views[2].slop == 12.5)
        #expect(scene.views[1].isControl && scene.views[2].isControl && !scene.views[0].isControl)
    }

    @Test func theSlopDefaultsToSeventyPoints() throws {
        let scene = try #require(T.scene(Self.scene("class: UIButton")))
        #expect(scene.views[1].slop == 70 && scene.views[1].isEnabled)
    }

    @Test func aTransformTakesEachKeyAlone() throws {
        let scene = try #require(
            T.scene(
                Self.scene(
                    "transform:\n  scale: -0.5",
                    more: """
                        - view: b
                          frame: [0, 0, 1, 1]
                          transform:
                            scale: [2, -3]
                            rotate: -90.5
                            translate: [10, -4.25]
                        - view: c
                          frame: [0, 0, 1, 1]
                          transform:
                            rotate: 999999999
                        """)))
        #expect(scene.views[1].transform == ViewTransform(scaleX: -0.5, scaleY: -0.5))
        #expect(scene.views[2].transform == ViewTransform(scaleX: 2, scaleY: -3, rotation: -90.5, translateX: 10, translateY: -4.25))
        #expect(scene.views[3].transform == ViewTransform(rotation: 999_999_999))
    }

    // MARK: V8 — enabled and slop only on controls

    @Test(arguments: ["enabled: no", "slop: 10"])
    func v8ControlKeysOnAPlainViewAreReportedAtTheKey(line: String) {
        let key = String(line.prefix { $0 != ":" })
        T.expectError(Self.scene("1️⃣\(line)"), id: "control-only-key", mentions: ["'\(key)'", "UIControl, UIButton or UITextField"])
    }

    @Test(arguments: ["UILabel", "UIScrollView", "UIImageView", "UIView"])
    func v8OtherClassesAreNoControls(viewClass: String) {
        T.expectError(Self.scene("class: \(viewClass)\n1️⃣slop: 1"), id: "control-only-key")
    }

    @Test func v8BothKeysGiveTwoErrors() {
        T.expectErrors(Self.scene("1️⃣enabled: yes\n2️⃣slop: 3"), ids: ["control-only-key", "control-only-key"])
    }

    @Test func v8TheClassMayComeAfterTheKey() {
        #expect(T.scene(Self.scene("slop: 10\nenabled: no\nclass: UIControl")) != nil)
    }

    @Test func v8AWindowIsNeverAControlWhateverItsClass() {
        for top in ["class: UIButton\n  1️⃣enabled: no", "1️⃣slop: 5\n  class: UIControl", "1️⃣enabled: yes"] {
            T.expectError(
                """
                window:
                  window: main
                  frame: [0, 0, 320, 480]
                  \(top)
                script: []
                """, id: "control-only-key", mentions: ["window is never a control"])
        }
    }

    @Test func v8BadValuesOnAControlAreReportedAtTheValue() {
        T.expectError(Self.scene("class: UIButton\nslop: 1️⃣-1"), id: "out-of-range", mentions: ["slop", "at least 0"])
        T.expectError(Self.scene("class: UIButton\nenabled: 1️⃣2"), id: "wrong-type", mentions: ["enabled"])
    }

    // MARK: V9 — the transform block

    @Test func v9AnUnknownKeyIsReportedAtTheKey() {
        T.expectError(Self.scene("transform:\n  1️⃣skew: 2"), id: "unknown-key", mentions: ["skew", "scale, rotate, translate"])
        T.expectError(Self.scene("transform:\n  1️⃣scael: 2"), id: "unknown-key", hint: "did you mean 'scale'?")
    }

    @Test func v9AnEmptyBlockIsReportedAtTheKey() {
        T.expectError(Self.scene("1️⃣transform:"), id: "missing-value", mentions: ["transform"])
    }

    @Test func v9ATransformMustBeABlock() {
        T.expectError(Self.scene("transform: 1️⃣90"), id: "wrong-type", mentions: ["transform"])
        T.expectError(Self.scene("transform: 1️⃣[1, 2]"), id: "wrong-type", mentions: ["transform"])
    }

    @Test func v9ATransformOnAWindowIsReportedAtTheKey() {
        T.expectError(
            """
            window:
              window: main
              frame: [0, 0, 320, 480]
              1️⃣transform:
                scale: 2
            script: []
            """, id: "transform-on-window", mentions: ["transform", "window"])
    }

    @Test func v9ADuplicateKeyInTheBlockIsReportedAtTheSecond() {
        T.expectError(Self.scene("transform:\n  rotate: 1\n  1️⃣rotate: 2"), id: "duplicate-key", mentions: ["rotate"])
    }

    @Test func v9AKeyWithoutAValueIsReportedAtTheKey() {
        T.expectError(Self.scene("transform:\n  1️⃣scale:"), id: "missing-value", mentions: ["scale"])
    }

    // MARK: V10 — transform values

    @Test(arguments: ["0", "-0", "0.0", "0.000000"])
    func v10AZeroScaleIsReportedAtTheValue(zero: String) {
        T.expectError(Self.scene("transform:\n  scale: 1️⃣\(zero)"), id: "out-of-range", mentions: ["scale", "other than 0"])
    }

    @Test func v10AZeroElementOfAScaleListIsReportedAtThatElement() {
        T.expectError(Self.scene("transform:\n  scale: [1, 1️⃣0]"), id: "out-of-range", mentions: ["scale", "other than 0"])
        T.expectError(Self.scene("transform:\n  scale: [1️⃣0, 2]"), id: "out-of-range")
    }

    @Test func v10AScaleListOfTheWrongLengthIsReportedAtItsBracket() {
        T.expectError(Self.scene("transform:\n  scale: 1️⃣[1, 2, 3]"), id: "wrong-length", mentions: ["scale", "found 3"])
        T.expectError(Self.scene("transform:\n  scale: 1️⃣[2]"), id: "wrong-length", mentions: ["scale"])
        T.expectError(Self.scene("transform:\n  scale: 1️⃣[]"), id: "wrong-length", mentions: ["scale"])
    }

    @Test func v10ABadElementIsReportedAtThatElement() {
        T.expectError(Self.scene("transform:\n  scale: [1, 1️⃣x]"), id: "wrong-type", mentions: ["scale", "'x'"])
        T.expectError(Self.scene("transform:\n  translate: [1️⃣yes, 2]"), id: "wrong-type", mentions: ["translate"])
    }

    @Test func v10ScaleIsANumber() {
        T.expectError(Self.scene("transform:\n  scale: 1️⃣big"), id: "wrong-type", mentions: ["scale"])
    }

    @Test func v10RotateIsANumber() {
        T.expectError(Self.scene("transform:\n  rotate: 1️⃣quarter"), id: "wrong-type", mentions: ["rotate", "degrees"])
        T.expectError(Self.scene("transform:\n  rotate: 1️⃣[90, 0]"), id: "wrong-type", mentions: ["rotate"])
    }

    @Test func v10TranslateIsAListOfTwoNumbers() {
        T.expectError(Self.scene("transform:\n  translate: 1️⃣5"), id: "wrong-type", mentions: ["translate"])
        T.expectError(Self.scene("transform:\n  translate: 1️⃣[1]"), id: "wrong-length", mentions: ["translate"])
        T.expectError(Self.scene("transform:\n  translate: 1️⃣[1, 2, 3]"), id: "wrong-length", mentions: ["translate"])
    }

    @Test func v10EveryBadValueOfABlockIsReported() {
        T.expectErrors(
            Self.scene("transform:\n  scale: 1️⃣0\n  rotate: 2️⃣x\n  translate: 3️⃣[1]"),
            ids: ["out-of-range", "wrong-type", "wrong-length"])
    }

    // MARK: V13 — set

    @Test func v13ARecognizerTakesSetEnabled() throws {
        let scene = try #require(T.scene(Self.script("  - 0.1 set tap1 enabled no\n  - 0.2 set tap1 enabled true")))
        let steps = Array(scene.script)
        #expect(steps.count == 2)
        guard case .setRecognizerEnabled(let id, let enabled) = steps.first?.action else {
            Issue.record("not a recognizer set: \(String(describing: steps.first?.action))")
            return
        }
        #expect(id == RecognizerID(0) && !enabled)
    }

    @Test(arguments: [
        "taps", "cancels-touches", "delays-began", "delays-ended", "requires-failure-of", "simultaneous-with", "movement",
        "frame", "hidden",
    ])
    func v13NoOtherRecognizerKeyCanBeSet(key: String) {
        T.expectError(
            Self.script("  - 0.1 set tap1 1️⃣\(key) 2"), id: "not-settable", mentions: ["'\(key)'", "only 'enabled'"])
    }

    @Test func v13ARecognizersEnabledValueIsABoolean() {
        T.expectError(Self.script("  - 0.1 set tap1 enabled 1️⃣maybe"), id: "wrong-type", mentions: ["enabled", "maybe"])
        T.expectError(Self.script("  - 0.1 set tap1 1️⃣enabled"), id: "missing-value", mentions: ["enabled"])
    }

    @Test func v13ExtraWordsAfterARecognizersValueAreReportedAtTheAction() {
        T.expectError(Self.script("  - 0.1 1️⃣set tap1 enabled no please"), id: "bad-arguments", mentions: ["please"])
    }

    @Test(arguments: ["enabled no", "slop 3"])
    func v13ControlKeysOnAPlainViewAreReportedAtTheKey(change: String) {
        let key = String(change.prefix { $0 != " " })
        T.expectError(
            Self.script("  - 0.1 set v 1️⃣\(change)"), id: "control-only-key", mentions: ["'\(key)'", "'v'"])
        T.expectError(Self.script("  - 0.1 set main 1️⃣\(change)"), id: "control-only-key", mentions: ["a window is never a control"])
    }

    @Test func v13ControlsTakeEnabledAndSlop() throws {
        let scene = try #require(T.scene(Self.script("  - 0.1 set ok enabled no\n  - 0.2 set ok slop 0\n  - 0.3 set ok slop 100.5")))
        #expect(Array(scene.script).count == 3)
    }

    @Test func v13BadControlValuesAreReportedAtTheValue() {
        T.expectError(Self.script("  - 0.1 set ok slop 1️⃣-1"), id: "out-of-range", mentions: ["slop"])
        T.expectError(Self.script("  - 0.1 set ok enabled 1️⃣sometimes"), id: "wrong-type", mentions: ["enabled"])
    }

    @Test(arguments: ["transform [1, 2]", "gestures []", "transform 90"])
    func v13TransformAndGesturesAreNeverSettable(change: String) {
        let key = String(change.prefix { $0 != " " })
        T.expectError(Self.script("  - 0.1 set v 1️⃣\(change)"), id: "not-settable", mentions: ["'\(key)'"])
        T.expectError(Self.script("  - 0.1 set ok 1️⃣\(change)"), id: "not-settable", mentions: ["'\(key)'"])
    }

    @Test func v13AllSetErrorsOfAScriptAreListedInOrder() {
        T.expectErrors(
            Self.script("  - 0.1 set tap1 1️⃣taps 2\n  - 0.2 set v 2️⃣slop 1\n  - 0.3 set ok 3️⃣transform [1]"),
            ids: ["not-settable", "control-only-key", "not-settable"])
    }

    // MARK: V14 — remove

    @Test func v14RemovingARecognizerIsReportedAtItsName() {
        T.expectError(Self.script("  - 0.1 remove 1️⃣tap1"), id: "remove-recognizer", mentions: ["'tap1'", "view"])
    }

    @Test func v14RemovingTheViewOfARecognizerIsFine() {
        #expect(T.scene(Self.script("  - 0.1 remove v")) != nil)
    }
}
