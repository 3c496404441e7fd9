import Foundation
import Testing

@testable import ResponderSimCore

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
        #expect(Self.fresh(.uiView).userInteraction == true)
        #expect(Self.fresh(.uiScrollView).multipleTouch == true)
        #expect(Self.fresh(.uiScrollView).clips == true)
        #expect(Self.fresh(.uiView).clips == false)
        #expect(Self.fresh(.uiButton).slop == 70)
        #expect(Self.fresh(.uiView).alpha == 1)
    }

    @Test func everyPlainKeyReadsAndPrintsTheSameText() throws {
        let values: [ViewKey: String] = [
            .frame: "[1, 2, 3, 4]", .boundsOrigin: "[5, -6]", .hidden: "yes", .alpha: "0.5", .userInteraction: "no",
            .multipleTouch: "yes", .exclusiveTouch: "yes", .clips: "yes", .hitInsets: "[1, 2, 3, 4]", .hitTest: "passthrough",
            .enabled: "no", .slop: "12.5",
        ]
        #expect(Set(values.keys) == Set(ViewKey.fields.map(\.key)))
        for (key, text) in values {
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
    }
}
