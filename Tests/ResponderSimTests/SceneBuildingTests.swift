import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// From syntax to a validated `Scene` (Scenes/README.md, The top level to Behaviours): the model built, and where each
/// building error points.
@Suite struct SceneBuildingTests {
    typealias T = SceneTesting

    /// A scene with one window holding `views` (indented as subviews).
    static func scene(views: String, top: String = "") -> String {
        """
        \(top)window:
          window: main
          frame: [0, 0, 320, 480]
          subviews:
        \(views)
        script: []
        """
    }

    // MARK: The model

    @Test func buildsTheTreeInDepthFirstPreOrder() throws {
        let (text, locations) = T.strip(
            Self.scene(
                views: """
                        - view: a
                          frame: [0, 0, 100, 100]
                          subviews:
                            - view: 1️⃣a1
                              frame: [1, 2, 3, 4]
                            - view: a2
                              frame: [0, 0, 1, 1]
                        - view: b
                          frame: [0, 0, 10, 10]
                    """))
        let scene = try #require(T.scene(text))
        #expect(scene.views[2].location == locations[1])
        #expect(scene.views.map(\.name) == ["main", "a", "a1", "a2", "b"])
    }

    @Test func linksSuperviewsAndSubviews() throws {
        let scene = try #require(
            T.scene(
                Self.scene(
                    views: """
                            - view: a
                              frame: [0, 0, 100, 100]
                              subviews:
                                - view: a1
                                  frame: [1, 2, 3, 4]
                                - view: a2
                                  frame: [0, 0, 1, 1]
                            - view: b
                              frame: [0, 0, 10, 10]
                        """)))
        #expect(scene.views.map(\.name) == ["main", "a", "a1", "a2", "b"])
        #expect(scene.windows == [ViewID(0)])
        #expect(scene.views[0].isWindow && scene.views[0].superview == nil)
        #expect(scene.views[0].subviews == [ViewID(1), ViewID(4)])
        #expect(scene.views[1].subviews == [ViewID(2), ViewID(3)])
        #expect(scene.views[2].superview == ViewID(1))
        #expect(scene.views[2].frame == Rect(1, 2, 3, 4))
        #expect(!scene.views[4].isWindow && scene.views[4].superview == ViewID(0))
        #expect(scene.views[0].viewClass == .uiWindow && scene.views[1].viewClass == .uiView)
    }

    @Test func readsEveryViewProperty() throws {
        let scene = try #require(
            T.scene(
                Self.scene(
                    views: """
                            - view: v
                              class: UIScrollView
                              frame: [1.5, -2, 30, 40]
                              bounds-origin: [0, 12.25]
                              hidden: yes
                              alpha: 0.01
                              user-interaction: false
                              multiple-touch: true
                              exclusive-touch: yes
                              clips: yes
                              hit-insets: [-10, -5, 0, 2]
                              hit-test: passthrough
                            - view: label
                              class: UILabel
                              frame: [0, 0, 1, 1]
                            - view: image
                              class: UIImageView
                              frame: [0, 0, 1, 1]
                              user-interaction: yes
                        """)))
        let view = scene.views[1]
        #expect(view.viewClass == .uiScrollView)
        #expect(view.frame == Rect(1.5, -2, 30, 40))
        #expect(view.boundsOrigin == Point(0, 12.25))
        #expect(view.isHidden && view.multipleTouch && view.exclusiveTouch && view.clips)
        #expect(view.alpha == Float(0.01))
        #expect(!view.userInteraction)
        #expect(view.hitInsets == EdgeInsets(top: -10, left: -5, bottom: 0, right: 2))
        #expect(view.hitTest == .passthrough)
        #expect(!scene.views[2].userInteraction)
        #expect(scene.views[3].userInteraction)
        #expect(scene.views[0].userInteraction && !scene.views[0].isHidden && scene.views[0].alpha == 1)
    }

    @Test func readsTopLevelSettings() throws {
        let scene = try #require(
            T.scene(
                """
                scene: Two windows
                device:
                  touches: 8
                  overflow: cancel-all
                tap:
                  radius: 12.5
                application:
                  handles: [ended]
                delegate:
                  passes-on: all
                windows:
                  - window: back
                    frame: [0, 0, 320, 480]
                  - window: front
                    level: 2.5
                    frame: [0, 0, 100, 100]
                script: []
                """))
        #expect(scene.title == "Two windows")
        #expect(scene.device == Device(name: nil, touchLimit: 8, overflow: .cancelAll))
        #expect(scene.tap == TapSettings(interval: 350_000, radius: 12.5))
        #expect(scene.application.name == "UIApplication")
        #expect(scene.application.handling == Handling(handles: [.ended]))
        #expect(scene.delegate?.name == "AppDelegate")
        #expect(scene.delegate?.handling == Handling(passesOn: .all))
        #expect(scene.windows == [ViewID(0), ViewID(1)])
        #expect(scene.views[1].level == 2.5 && scene.views[0].level == 0)
        #expect(scene.expect == nil && scene.expectLocation == nil)
    }

    @Test func readsNamedDevicesAndDurations() throws {
        let ipad = try #require(
            T.scene(
                """
                device: ipad
                tap:
                  interval: 0.123456
                application:
                  name: App
                window:
                  window: main
                  frame: [0, 0, 1, 1]
                script: []
                """))
        #expect(ipad.device == .ipad)
        #expect(ipad.tap.interval == 123_456)
        #expect(ipad.application.name == "App")
        #expect(ipad.delegate == nil)
        let block = try #require(
            T.scene("device:\n  touches: 5\n  overflow: drop-extra\nwindow:\n  window: w\n  frame: [0, 0, 1, 1]\nscript: []"))
        #expect(block.device == Device(name: nil, touchLimit: 5, overflow: .dropExtra))
    }

    @Test func takesHandlingFromTheBehaviourUnlessWritten() throws {
        let scene = try #require(
            T.scene(
                Self.scene(
                    views: """
                            - view: naive
                              frame: [0, 0, 1, 1]
                              behavior: pinch-naive
                            - view: logger
                              frame: [0, 0, 1, 1]
                              behavior: log
                            - view: replaced
                              frame: [0, 0, 1, 1]
                              behavior: swipe
                              passes-on: [moved]
                            - view: plain
                              frame: [0, 0, 1, 1]
                              handles: all
                              passes-on: []
                            - view: controlled
                              frame: [0, 0, 1, 1]
                              controller:
                                name: VC
                                handles: [began]
                            - view: named
                              frame: [0, 0, 1, 1]
                              controller: Other
                        """)))
        #expect(scene.views[1].handling == Handling(handles: [.began, .moved, .ended]))
        #expect(scene.views[2].handling == Handling(passesOn: .all))
        #expect(scene.views[3].handling == Handling(passesOn: [.moved]))
        #expect(scene.views[4].handling == Handling(handles: .all))
        #expect(scene.views[0].handling == .none)
        #expect(scene.controllers.map(\.name) == ["VC", "Other"])
        #expect(scene.controllers[0].handling == Handling(handles: [.began]))
        #expect(scene.controllers[0].view == ViewID(5) && scene.views[5].controller == ControllerID(0))
        #expect(scene.controllers[1].handling == .none && scene.views[6].controller == ControllerID(1))
    }

    @Test func fillsBehaviourParameterDefaults() throws {
        let scene = try #require(
            T.scene(
                Self.scene(
                    views: """
                            - view: pinch
                              frame: [0, 0, 1, 1]
                              behavior:
                                name: pinch-tracked
                                min-delta: 20
                            - view: taps
                              frame: [0, 0, 1, 1]
                              behavior: tap-counter
                            - view: swiper
                              frame: [0, 0, 1, 1]
                              behavior:
                                name: swipe
                                max-vertical: 0
                            - view: container
                              frame: [0, 0, 1, 1]
                              behavior:
                                name: drag
                                target: placard
                            - view: placard
                              frame: [0, 0, 1, 1]
                              behavior: drag
                        """)))
        #expect(scene.views[1].behavior == BehaviorSpec(kind: .pinchTracked, parameters: [.minDelta: .number(20)]))
        #expect(scene.views[2].behavior == BehaviorSpec(kind: .tapCounter))
        #expect(scene.views[3].behavior == BehaviorSpec(kind: .swipe, parameters: [.maxVertical: .number(0)]))
        #expect(scene.views[4].behavior == BehaviorSpec(kind: .drag, parameters: [.target: .view(ViewID(5))]))
        #expect(scene.views[5].behavior == BehaviorSpec(kind: .drag))
    }

    @Test func loadsATreeOneThousandViewsDeep() throws {
        var text = "window:\n  window: main\n  frame: [0, 0, 320, 480]\n"
        var indent = 2
        for level in 1...1_000 {
            let pad = String(repeating: " ", count: indent)
            text += "\(pad)subviews:\n\(pad)  - view: v\(level)\n\(pad)    frame: [0, 0, 1, 1]\n"
            indent += 4
        }
        text += "script:\n  - 0 down t1 0 0\n"
        let scene = try #require(T.scene(text))
        #expect(scene.views.count == 1_001)
        #expect(scene.views[1_000].superview == ViewID(999))
        #expect(scene.views[1_000].name == "v1000")
        #expect(scene.views[0].subviews == [ViewID(1)])
    }

    // MARK: Key errors

    @Test func suggestsTheKeyMeantForAMisspeltOne() {
        let diagnostic = T.expectError(
            Self.scene(
                views: """
                        - view: a
                          1️⃣frmae: [0, 0, 1, 1]
                          frame: [0, 0, 1, 1]
                    """), id: "unknown-key", mentions: ["'frmae'"], hint: "did you mean 'frame'?")
        #expect(diagnostic?.length == 5)
    }

    /// A misspelt required key is one mistake: the unknown key with its "did you mean", not
    /// also the missing key it was meant to be.
    @Test func aMisspeltRequiredKeyIsReportedOnceAsTheUnknownKey() {
        T.expectError(
            Self.scene(
                views: """
                        - view: a
                          1️⃣frmae: [0, 0, 1, 1]
                    """), id: "unknown-key", mentions: ["'frmae'"], hint: "did you mean 'frame'?")
        T.expectError(
            "window:\n  1️⃣windw: main\n  frame: [0, 0, 1, 1]\nscript: []", id: "unknown-key", hint: "did you mean 'window'?")
        // A far-off unknown key does not hide the missing one.
        T.expectErrors(
            Self.scene(
                views: """
                        - 1️⃣view: a
                          2️⃣elephant: 1
                    """), ids: ["missing-key", "unknown-key"])
    }

    /// One rule for the size of numbers: at most nine digits before the point, named in the
    /// message; an exponent is not a number; neither gives a follow-on error.
    @Test func numbersBeyondOneBillionAreTooLarge() {
        let big = String(repeating: "1", count: 400)
        T.expectError(
            "window:\n  window: w\n  frame: [0, 0, 1️⃣\(big), 1]\nscript: []", id: "number-too-large",
            mentions: ["1000000000", "400 characters"])
        T.expectError(
            "window:\n  window: w\n  frame: [0, 0, 1️⃣1000000000, 1]\nscript: []", id: "number-too-large",
            mentions: ["'1000000000'"])
        #expect(T.scene("window:\n  window: w\n  frame: [0, 0, 999999999.5, 0001]\nscript: []") != nil)
        T.expectError(
            "window:\n  window: w\n  frame: [0, 0, 1️⃣1e308, 1]\nscript: []", id: "wrong-type",
            hint: "write the number in digits, without an exponent")
        T.expectError(T.withScript("  - 0 1️⃣down t1 12345678901 5"), id: "bad-arguments", mentions: ["too large"])
    }

    @Test func suggestsCaseInsensitiveMatchesAndNothingForFarOffWords() {
        T.expectError(
            "1️⃣Script: []\nwindow:\n  window: w\n  frame: [0, 0, 1, 1]\nscript: []", id: "unknown-key",
            hint: "did you mean 'script'?")
        let diagnostic = T.expectError(
            "1️⃣elephant: 1\nwindow:\n  window: w\n  frame: [0, 0, 1, 1]\nscript: []", id: "unknown-key")
        #expect(diagnostic?.hint == nil)
    }

    @Test func reportsAMissingRequiredKeyAtTheMappingsFirstKey() {
        T.expectError(
            Self.scene(
                views: """
                        - 1️⃣view: a
                          hidden: yes
                    """), id: "missing-key", mentions: ["'frame'"])
        T.expectError(
            Self.scene(
                views: """
                        - 1️⃣frame: [0, 0, 1, 1]
                    """), id: "missing-key", mentions: ["'view'"])
    }

    @Test func reportsAMissingScriptOrWindowAtTheFirstTopLevelKey() {
        T.expectError(
            "# comment\n1️⃣scene: x\nwindow:\n  window: w\n  frame: [0, 0, 1, 1]", id: "missing-key",
            mentions: ["'script'"])
        T.expectError("1️⃣scene: x\nscript: []", id: "missing-key", mentions: ["'window'"])
    }

    @Test func reportsWindowWithWindowsAtTheSecondKey() {
        T.expectError(
            """
            windows:
              - window: a
                frame: [0, 0, 1, 1]
            1️⃣window:
              window: b
              frame: [0, 0, 1, 1]
            script: []
            """, id: "window-and-windows")
    }

    @Test func reportsAKeyWithoutAValueAtTheKey() {
        T.expectError(
            Self.scene(
                views: """
                        - view: a
                          frame: [0, 0, 1, 1]
                          1️⃣alpha:
                    """), id: "missing-value", mentions: ["'alpha'"])
        T.expectError(
            "window:\n  window: w\n  frame: [0, 0, 1, 1]\n1️⃣script:\n", id: "missing-value", mentions: ["'script'"])
    }

    @Test func rejectsAControllerOnAWindowAtTheKey() {
        T.expectError(
            """
            window:
              window: main
              frame: [0, 0, 1, 1]
              1️⃣controller: VC
            script: []
            """, id: "controller-on-window")
    }

    @Test func rejectsWindowNamesInSubviewsAndViewNamesForWindows() {
        T.expectError(
            Self.scene(
                views: """
                        - 1️⃣window: inner
                          frame: [0, 0, 1, 1]
                    """), id: "window-in-subviews")
        T.expectError(
            "window:\n  1️⃣view: main\n  frame: [0, 0, 1, 1]\nscript: []", id: "view-as-window")
    }

    @Test func rejectsLevelOnAView() {
        T.expectError(
            Self.scene(
                views: """
                        - view: a
                          frame: [0, 0, 1, 1]
                          1️⃣level: 2
                    """), id: "window-only-key")
    }

    // MARK: Value errors

    @Test func reportsAListOfTheWrongLengthAtItsBracket() {
        T.expectError(
            Self.scene(
                views: """
                        - view: a
                          frame: 1️⃣[0, 0, 1]
                    """), id: "wrong-length", mentions: ["'frame' needs 4 numbers [x, y, w, h], found 3"])
    }

    @Test func reportsOneBadElementAtThatElement() {
        T.expectError(
            Self.scene(
                views: """
                        - view: a
                          frame: [0, 1️⃣zero, 1, 1]
                    """), id: "wrong-type", mentions: ["'zero'"])
        T.expectError(
            Self.scene(
                views: """
                        - view: a
                          frame: [0, 0, 1, 1️⃣-4]
                    """), id: "out-of-range", mentions: ["height", "'-4'"])
    }

    @Test func acceptsOnlyPlainDecimalNumbers() {
        for bad in ["+1", ".5", "1.", "1e3", "nan", "inf", "0x10", "1_000", "--1"] {
            T.expectError(
                Self.scene(
                    views: """
                            - view: a
                              frame: [0, 0, 1, 1]
                              bounds-origin: [1️⃣\(bad), 0]
                        """), id: "wrong-type", mentions: ["'\(bad)'"])
        }
    }

    @Test func reportsAlphaOutOfRangeAtTheValue() {
        T.expectError(
            Self.scene(
                views: """
                        - view: a
                          frame: [0, 0, 1, 1]
                          alpha: 1️⃣1.5
                    """), id: "out-of-range", mentions: ["'alpha' must be a number from 0 to 1, found '1.5'"])
    }

    @Test func reportsABadBooleanWithASuggestion() {
        T.expectError(
            Self.scene(
                views: """
                        - view: a
                          frame: [0, 0, 1, 1]
                          hidden: 1️⃣Yes
                    """), id: "wrong-type", mentions: ["'hidden'", "'Yes'"], hint: "did you mean 'yes'?")
    }

    @Test func reportsAWrongTypeAtTheValue() {
        T.expectError(
            Self.scene(
                views: """
                        - view: a
                          frame: 1️⃣big
                    """), id: "wrong-type", mentions: ["'frame'", "'big'"])
        T.expectError(
            Self.scene(
                views: """
                        - view: a
                          frame: [0, 0, 1, 1]
                          subviews: 1️⃣none
                    """), id: "wrong-type", mentions: ["'subviews'"])
    }

    @Test func suggestsClassesHitTestModesAndDevices() {
        T.expectError(
            Self.scene(
                views: """
                        - view: a
                          class: 1️⃣UILable
                          frame: [0, 0, 1, 1]
                    """), id: "unknown-class", hint: "did you mean 'UILabel'?")
        T.expectError(
            Self.scene(
                views: """
                        - view: a
                          frame: [0, 0, 1, 1]
                          hit-test: 1️⃣passtrough
                    """), id: "unknown-value", hint: "did you mean 'passthrough'?")
        T.expectError(
            "device: 1️⃣iPhone\nwindow:\n  window: w\n  frame: [0, 0, 1, 1]\nscript: []", id: "unknown-value",
            hint: "did you mean 'iphone'?")
    }

    /// "A block sets both" (Scenes/README.md, The top level): unlike `tap:`, a device block needs each key.
    @Test func deviceBlockNeedsBothKeys() {
        T.expectError(
            "device:\n  1️⃣touches: 8\nwindow:\n  window: w\n  frame: [0, 0, 1, 1]\nscript: []", id: "missing-key",
            mentions: ["'overflow'"])
        T.expectError(
            "device:\n  1️⃣overflow: drop-extra\nwindow:\n  window: w\n  frame: [0, 0, 1, 1]\nscript: []",
            id: "missing-key", mentions: ["'touches'"])
    }

    /// A key written with no value is one error at the key, not also a missing key.
    @Test func keyWithoutValueIsOneError() {
        T.expectErrors(
            """
            window:
              window: main
              frame: [0, 0, 10, 10]
              subviews:
                - 1️⃣view:
                  2️⃣frame:
            script: []
            """, ids: ["missing-value", "missing-value"])
    }

    /// An empty file lacks the window and the script, reported in the order Scenes/README.md, The top level lists them.
    @Test func emptyFileReportsTheWindowThenTheScript() {
        let diagnostics = T.diagnostics("")
        #expect(diagnostics.count == 2)
        #expect(diagnostics.first?.message.hasPrefix("missing key 'window'") == true)
        #expect(diagnostics.last?.message.hasPrefix("missing key 'script'") == true)
        #expect(diagnostics.allSatisfy { $0.location == SourceLocation(line: 1, column: 1) })
    }

    @Test func checksDeviceAndTapRanges() {
        T.expectError(
            "device:\n  touches: 1️⃣21\n  overflow: drop-extra\nwindow:\n  window: w\n  frame: [0, 0, 1, 1]\nscript: []", id: "out-of-range",
            mentions: ["'touches'"])
        T.expectError(
            "device:\n  touches: 1️⃣2.5\n  overflow: drop-extra\nwindow:\n  window: w\n  frame: [0, 0, 1, 1]\nscript: []", id: "out-of-range")
        T.expectError(
            "tap:\n  interval: 1️⃣0.1234567\nwindow:\n  window: w\n  frame: [0, 0, 1, 1]\nscript: []",
            id: "out-of-range", mentions: ["six decimals"])
        T.expectError(
            "tap:\n  interval: 1️⃣-1\nwindow:\n  window: w\n  frame: [0, 0, 1, 1]\nscript: []", id: "out-of-range")
        T.expectError(
            "tap:\n  radius: 1️⃣0\nwindow:\n  window: w\n  frame: [0, 0, 1, 1]\nscript: []", id: "out-of-range")
    }

    // MARK: Phases

    @Test func suggestsTheHintForAllInBrackets() {
        T.expectError(
            Self.scene(
                views: """
                        - view: a
                          frame: [0, 0, 1, 1]
                          handles: [1️⃣all]
                    """), id: "wrong-type", hint: "write 'handles: all' without brackets")
    }

    @Test func suggestsThePhaseMeantForAMisspeltOne() {
        T.expectError(
            Self.scene(
                views: """
                        - view: a
                          frame: [0, 0, 1, 1]
                          handles: [began, 1️⃣endded]
                    """), id: "unknown-phase", mentions: ["'endded'"], hint: "did you mean 'ended'?")
    }

    @Test func reportsAPhaseInBothListsAtTheListWrittenSecond() {
        T.expectError(
            Self.scene(
                views: """
                        - view: a
                          frame: [0, 0, 1, 1]
                          handles: [began, moved]
                          passes-on: 1️⃣[moved]
                    """), id: "phase-in-both", mentions: ["'moved'"])
        T.expectError(
            Self.scene(
                views: """
                        - view: a
                          frame: [0, 0, 1, 1]
                          passes-on: all
                          handles: 1️⃣[ended]
                    """), id: "phase-in-both", mentions: ["'ended'"])
        T.expectError(
            "application:\n  handles: all\n  passes-on: 1️⃣[began]\nwindow:\n  window: w\n  frame: [0, 0, 1, 1]\nscript: []",
            id: "phase-in-both")
    }

    // MARK: Behaviours

    @Test func suggestsTheBehaviourMeantForAMisspeltOne() {
        T.expectError(
            Self.scene(
                views: """
                        - view: a
                          frame: [0, 0, 1, 1]
                          behavior: 1️⃣pinch-naiv
                    """), id: "unknown-behavior", hint: "did you mean 'pinch-naive'?")
    }

    @Test func suggestsTheParameterMeantForAMisspeltOne() {
        T.expectError(
            Self.scene(
                views: """
                        - view: a
                          frame: [0, 0, 1, 1]
                          behavior:
                            name: pinch-naive
                            1️⃣min-detla: 3
                    """), id: "unknown-key", hint: "did you mean 'min-delta'?")
        T.expectError(
            Self.scene(
                views: """
                        - view: a
                          frame: [0, 0, 1, 1]
                          behavior:
                            name: log
                            1️⃣delay: 3
                    """), id: "unknown-key", mentions: ["no parameters"])
    }

    @Test func checksBehaviourParameterValues() {
        T.expectError(
            Self.scene(
                views: """
                        - view: a
                          frame: [0, 0, 1, 1]
                          behavior:
                            name: swipe
                            min-horizontal: 1️⃣0
                    """), id: "out-of-range", mentions: ["'min-horizontal'"])
        T.expectError(
            Self.scene(
                views: """
                        - view: a
                          frame: [0, 0, 1, 1]
                          behavior:
                            name: tap-counter
                            delay: 1️⃣soon
                    """), id: "wrong-type", mentions: ["'delay'"])
        T.expectError(
            Self.scene(
                views: """
                        - view: a
                          frame: [0, 0, 1, 1]
                          behavior:
                            1️⃣min-delta: 3
                    """), id: "missing-key", mentions: ["'name'"])
    }

    @Test func reportsAnUnknownDragTargetAtTheValue() {
        T.expectError(
            Self.scene(
                views: """
                        - view: a
                          frame: [0, 0, 1, 1]
                          behavior:
                            name: drag
                            target: 1️⃣placrd
                        - view: placard
                          frame: [0, 0, 1, 1]
                    """), id: "unknown-view", mentions: ["'placrd'"], hint: "did you mean 'placard'?")
    }

    // MARK: Names

    @Test func reportsADuplicateNameAtTheSecondOccurrence() {
        T.expectError(
            Self.scene(
                views: """
                        - view: a
                          frame: [0, 0, 1, 1]
                          controller: VC
                        - view: b
                          frame: [0, 0, 1, 1]
                          controller:
                            name: 1️⃣VC
                    """), id: "duplicate-name", mentions: ["'VC'"], hint: "first used on line 7")
        T.expectError(
            Self.scene(
                views: """
                        - view: 1️⃣main
                          frame: [0, 0, 1, 1]
                    """), id: "duplicate-name")
    }

    @Test func countsTheApplicationAndDelegateNames() {
        T.expectError(
            Self.scene(
                views: """
                        - view: 1️⃣UIApplication
                          frame: [0, 0, 1, 1]
                    """), id: "duplicate-name", hint: "it is the application's name")
        T.expectError(
            Self.scene(
                views: """
                        - view: 1️⃣AppDelegate
                          frame: [0, 0, 1, 1]
                    """, top: "delegate:\n  handles: []\n"), id: "duplicate-name")
        // Without a delegate, its default name is free.
        #expect(
            T.scene(Self.scene(views: "    - view: AppDelegate\n      frame: [0, 0, 1, 1]")) != nil)
        // A renamed application frees its default name, in file order.
        T.expectError(
            """
            application:
              name: main
            window:
              window: 1️⃣main
              frame: [0, 0, 1, 1]
              subviews:
                - view: UIApplication
                  frame: [0, 0, 1, 1]
            script: []
            """, id: "duplicate-name", hint: "first used on line 2")
    }

    @Test func rejectsBadNames() {
        T.expectError(
            Self.scene(
                views: """
                        - view: 1️⃣9lives
                          frame: [0, 0, 1, 1]
                    """), id: "bad-name", mentions: ["'9lives'"])
    }
}
