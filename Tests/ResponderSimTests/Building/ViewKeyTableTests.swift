import Foundation
import Testing

@testable import ResponderSimCore
@testable import ResponderSimTeaching

/// The view key table: each plain key reads, reaches a view and prints through its one
/// declaration, and a fresh view of a class holds the table's defaults.
@Suite struct ViewKeyTableTests {
    private static func fresh(_ viewClass: ViewClass, isWindow: Bool = false) -> View {
        View(name: "v", viewClass: viewClass, frame: Rect(0, 0, 10, 10), isWindow: isWindow, location: SourceLocation(line: 1, column: 1))
    }

    @Test func aFreshViewHoldsTheTablesDefaultsForItsClass() {
        for viewClass in ViewClass.allCases {
            for isWindow in [false, true] {
                let view = Self.fresh(viewClass, isWindow: isWindow)
                for (key, field) in ViewKey.fields {
                    guard let defaultValue = field.defaultValue else { continue }
                    #expect(field.value(view) == defaultValue(viewClass, isWindow), "\(key.name) of \(viewClass.rawValue)")
                }
            }
        }
    }

    @Test func classDefaultsFollowUIKit() {
        #expect(Self.fresh(.uiLabel).userInteraction == false)
        #expect(Self.fresh(.uiImageView).userInteraction == false)
        #expect(Self.fresh(.uiView).userInteraction == true)
        #expect(Self.fresh(.uiWindow, isWindow: true).userInteraction == true)
        #expect(Self.fresh(.uiScrollView).multipleTouch == true)
        #expect(Self.fresh(.uiScrollView).clips == true)
        #expect(Self.fresh(.uiTableView).clips == true)
        // A window is never a scroll view (SV1), whatever its class.
        #expect(Self.fresh(.uiScrollView, isWindow: true).multipleTouch == false)
        #expect(Self.fresh(.uiView).clips == false)
        #expect(Self.fresh(.uiView).multipleTouch == false)
        #expect(Self.fresh(.uiView).exclusiveTouch == false)
        #expect(Self.fresh(.uiView).isHidden == false)
        #expect(Self.fresh(.uiButton).slop == 70)
        #expect(Self.fresh(.uiButton).isEnabled == true)
        #expect(Self.fresh(.uiView).alpha == 1)
        #expect(Self.fresh(.uiView).hitTest == .normal)
        #expect(Self.fresh(.uiView).boundsOrigin == .zero)
    }

    @Test func everyPlainKeyReadsAndPrintsTheSameText() throws {
        let values: [ViewKey: String] = [
            .frame: "[1, 2, 3, 4]", .boundsOrigin: "[5, -6]", .hidden: "yes", .alpha: "0.5", .userInteraction: "no",
            .multipleTouch: "yes", .exclusiveTouch: "yes", .clips: "yes", .hitInsets: "[1, 2, 3, 4]", .hitTest: "passthrough",
            .enabled: "no", .slop: "12.5", .selected: "yes",
        ]
        #expect(Set(values.keys) == Set(ViewKey.fields.map(\.key)))
        // `selected` is only for cells: read from one below.
        for (key, text) in values where key != .selected {
            // On a button, so that `enabled` and `slop` are allowed.
            let frame = key == .frame ? "" : "      frame: [0, 0, 10, 10]\n"
            let scene = try #require(
                SceneTesting.scene(
                    "window:\n  window: w\n  frame: [0, 0, 100, 100]\n  subviews:\n    - view: b\n      class: UIButton\n"
                        + frame + "      \(key.name): \(text)\nscript: []\n"))
            #expect(key.printed(scene.views[1]) == text, "\(key.name)")
            #expect(key.printed(scene.views[1]) != key.printedDefault(of: scene.views[1]), "\(key.name)")
        }
    }

    @Test func selectedPrintsFromACell() throws {
        let scene = try #require(
            SceneTesting.scene(
                "window:\n  window: w\n  frame: [0, 0, 100, 100]\n  subviews:\n    - view: l\n      class: UITableView\n"
                    + "      frame: [0, 0, 100, 100]\n      subviews:\n        - view: c\n          class: UITableViewCell\n"
                    + "          frame: [0, 0, 100, 10]\n          selected: yes\nscript: []\n"))
        #expect(ViewKey.selected.printed(scene.views[2]) == "yes")
        #expect(ViewKey.selected.printedDefault(of: scene.views[2]) == "no")
        #expect(scene.views[1].scroll?.alwaysBounceVertical == true)
    }

    @Test func controlKeysPrintFromAControl() throws {
        let scene = try #require(
            SceneTesting.scene(
                "window:\n  window: w\n  frame: [0, 0, 100, 100]\n  subviews:\n    - view: b\n      class: UIButton\n"
                    + "      frame: [0, 0, 10, 10]\n      enabled: no\n      slop: 12.5\nscript: []\n"))
        #expect(ViewKey.enabled.printed(scene.views[1]) == "no")
        #expect(ViewKey.slop.printed(scene.views[1]) == "12.5")
        #expect(ViewKey.enabled.printedDefault(of: scene.views[1]) == "yes")
    }

    @Test func aClassWrittenAfterAKeyKeepsTheKeyAndTakesTheOtherDefaults() throws {
        let scene = try #require(
            SceneTesting.scene(
                "window:\n  window: w\n  frame: [0, 0, 100, 100]\n  subviews:\n    - view: s\n      frame: [0, 0, 10, 10]\n"
                    + "      clips: no\n      class: UIScrollView\n    - view: l\n      user-interaction: yes\n      class: UILabel\n"
                    + "      frame: [0, 0, 10, 10]\nscript: []\n"))
        #expect(scene.views[1].clips == false)
        #expect(scene.views[1].multipleTouch == true)
        #expect(scene.views[2].userInteraction == true)
    }

    @Test func everyKeyHasHelpAndAnExpectation() {
        for key in ViewKey.allCases {
            #expect(!key.declaration.help.isEmpty, "\(key.name)")
            #expect(!key.expectation.isEmpty, "\(key.name)")
        }
        for key in ChainKey.allCases { #expect(key.help.hasSuffix(".") && !key.expectation.isEmpty, "\(key.name)") }
        for key in ScrollKey.allCases { #expect(key.help.hasSuffix(".") && !key.expectation.isEmpty, "\(key.name)") }
        for kind in GestureKind.allCases {
            for key in GestureKey.allCases { #expect(key.declaration(for: kind).help.hasSuffix("."), "\(key.name)") }
        }
    }
}

/// The recognizer key table: a new recognizer holds each kind's defaults as UIKit has them,
/// and each key's value prints as a scene writes it.
@Suite struct GestureKeyTableTests {
    private static func fresh(_ kind: GestureKind) -> GestureRecognizer {
        GestureRecognizer(name: "g", kind: kind, view: ViewID(0), location: SourceLocation(line: 1, column: 1))
    }

    @Test func aNewRecognizerHoldsItsKindsDefaults() {
        for kind in GestureKind.allCases {
            let recognizer = Self.fresh(kind)
            for key in GestureKey.allCases {
                let declaration = key.declaration(for: kind)
                #expect(declaration.value(recognizer) == declaration.defaultValue, "\(key.name) of \(kind.name)")
            }
        }
    }

    @Test func kindDefaultsFollowUIKit() {
        #expect(Self.fresh(.tap).cancelsTouches && !Self.fresh(.tap).delaysBegan && Self.fresh(.tap).delaysEnded)
        #expect(Self.fresh(.tap).isEnabled && Self.fresh(.tap).taps == 1 && Self.fresh(.tap).touches == 1)
        #expect(Self.fresh(.tap).interval == 350_000)
        #expect(Self.fresh(.swipe).directions == [.right] && Self.fresh(.swipe).minDistance == 50)
        #expect(Self.fresh(.pan).minTouches == 1)
        #expect(Self.fresh(.tap).movement == 45)
        #expect(Self.fresh(.longPress).movement == 10)
        #expect(Self.fresh(.swipe).maxDuration == 500_000)
        #expect(Self.fresh(.tap).maxDuration == 750_000)
        #expect(Self.fresh(.pan).hysteresis == 10)
        #expect(Self.fresh(.pinch).hysteresis == 8)
        #expect(Self.fresh(.rotation).hysteresis == 5)
        #expect(Self.fresh(.scrollDelay).delaysBegan)
        #expect(!Self.fresh(.scrollPan).delaysEnded)
        #expect(Self.fresh(.longPress).duration == 500_000)
        #expect(Self.fresh(.pan).maxTouches == nil)
    }

    @Test func aRecognizersKeysAwayFromTheirDefaultsPrintAsWritten() throws {
        let scene = try #require(
            SceneTesting.scene(
                "window:\n  window: w\n  frame: [0, 0, 100, 100]\n  gestures:\n    - swipe: s\n      direction: [left, up]\n"
                    + "      min-distance: 20\n      max-duration: 0.25\n      cancels-touches: no\n    - rotation: r\n"
                    + "      hysteresis: 12\n      requires-failure-of: [s]\nscript: []\n"))
        #expect(
            TreeOutline.recognizerText(RecognizerID(0), scene: scene, enabled: true)
                == "swipe s (max-duration: 0.25, direction: [left, up], min-distance: 20, cancels-touches: no)")
        #expect(
            TreeOutline.recognizerText(RecognizerID(1), scene: scene, enabled: false)
                == "rotation r (hysteresis: 12, requires-failure-of: [s], enabled: no)")
    }

    @Test func rangesFollowTheKind() {
        SceneTesting.expectError(
            "window:\n  window: w\n  frame: [0, 0, 100, 100]\n  gestures:\n    - rotation: r\n      hysteresis: 1️⃣181\nscript: []\n",
            id: "out-of-range", mentions: ["from 0 to 180"])
        #expect(
            SceneTesting.scene(
                "window:\n  window: w\n  frame: [0, 0, 100, 100]\n  gestures:\n    - pan: p\n      hysteresis: 181\nscript: []\n")
                != nil)
    }
}
