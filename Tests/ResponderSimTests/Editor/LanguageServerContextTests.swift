import Foundation
import Testing

@testable import ResponderSimCore
@testable import ResponderSimEditor

/// Completion and hover that read the scene around the cursor: the node a `set` names, the
/// class of the view being written, the list an item's key is in.
@Suite struct LanguageServerContextTests {
    static let scene = """
        scene: x
        window:
          window: main
          frame: [0, 0, 320, 480]
          subviews:
            - view: list
              class: UITableView
              frame: [0, 0, 320, 400]
              gestures:
                - tap: listTap
                  requires-failure-of: 
            - view: save
              class: UIButton
              frame: [0, 400, 100, 44]
              sends:
                - event: touchUpInside
                  action: save
              
            - view: plain
              frame: [100, 400, 100, 44]
              
        script:
          - 0.0 set list 
          - 0.1 set plain 
          - 0.2 set list.pan 
          - 0.3 set save 
          - 0.4 set list bounces 
          - 0.5 set 

        """

    static func labels(_ server: inout LanguageServer, _ line: Int, _ character: Int) -> [String] {
        let result = LanguageServerTests.request(&server, "textDocument/completion", line: line, character: character) as? [String: Any]
        return (result?["items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
    }

    static func hover(_ server: inout LanguageServer, _ line: Int, _ character: Int) -> String? {
        let result = LanguageServerTests.request(&server, "textDocument/hover", line: line, character: character) as? [String: Any]
        return (result?["contents"] as? [String: Any])?["value"] as? String
    }

    @Test func afterSetAndANameTheKeysThatNodeTakes() {
        var (server, _) = LanguageServerTests.opened(Self.scene)
        let list = Self.labels(&server, 22, 17)
        #expect(list.contains("content-offset") && list.contains("hidden") && list.contains("bounces"))
        #expect(!list.contains("sends") && !list.contains("enabled") && !list.contains("class"))
        let plain = Self.labels(&server, 23, 18)
        #expect(plain.contains("hidden") && !plain.contains("content-offset") && !plain.contains("enabled"))
        #expect(Self.labels(&server, 24, 21) == ["enabled"])
        let button = Self.labels(&server, 25, 17)
        #expect(button.contains("enabled") && button.contains("hidden") && !button.contains("content-size"))
        // Then the key's values; and the names, recognizers included, before a name.
        #expect(Self.labels(&server, 26, 25) == ["yes", "no"])
        let names = Self.labels(&server, 27, 12)
        #expect(names.contains("list") && names.contains("listTap") && names.contains("list.pan"))
    }

    @Test func recognizerListsOfferRecognizersBuiltInsIncludedNotViews() {
        var (server, _) = LanguageServerTests.opened(Self.scene)
        let offered = Self.labels(&server, 10, 31)
        #expect(offered == ["listTap", "list.delay", "list.pan"])
        #expect(!offered.contains("plain") && !offered.contains("main"))
    }

    @Test func aViewsKeysAreThoseItsClassTakes() {
        var (server, _) = LanguageServerTests.opened(Self.scene)
        // In the button's block: sends and enabled, no scroll keys.
        let button = Self.labels(&server, 17, 6)
        #expect(button.contains("sends") && button.contains("enabled") && button.contains("frame"))
        #expect(!button.contains("content-size"))
        // In the plain view's block: neither.
        let plain = Self.labels(&server, 20, 6)
        #expect(plain.contains("frame") && plain.contains("key-commands"))
        #expect(!plain.contains("content-size") && !plain.contains("sends") && !plain.contains("enabled"))
        #expect(!plain.contains("level"))
        // In the table's block (the line of its class): the scroll keys.
        let table = Self.labels(&server, 7, 6)
        #expect(table.contains("content-size") && !table.contains("sends"))
        // In the window's block: window keys, no view-only keys.
        let window = Self.labels(&server, 3, 2)
        #expect(window.contains("level") && !window.contains("sends") && !window.contains("content-size"))
    }

    @Test func hoverOnASendsItemsKeysABuiltInAndAClass() throws {
        var (server, _) = LanguageServerTests.opened(Self.scene)
        let action = try #require(Self.hover(&server, 16, 10))
        #expect(action.hasPrefix("**action**: an action name"))
        #expect(action.contains("RA3") && action.hasSuffix("In an item of `sends:`."))
        let event = try #require(Self.hover(&server, 15, 12))
        #expect(event.hasPrefix("**event**: a control event: ") && event.contains("touchUpInside"))
        // Both halves of list.pan name the built-in pan.
        for character in [13, 18] {
            let pan = try #require(Self.hover(&server, 24, character))
            #expect(pan.hasPrefix("**list.pan**: The built-in pan recognizer of the scroll view list"), "\(character)")
            #expect(pan.contains("SP1"))
        }
        let table = try #require(Self.hover(&server, 6, 16))
        #expect(table.hasPrefix("**UITableView**: A scroll view"))
        #expect(table.contains("user-interaction: yes") && table.contains("delays-content-touches: yes"))
        #expect(table.contains("touch-delay: 0.15"))
        let button = try #require(Self.hover(&server, 12, 16))
        #expect(button.contains("A control") && button.contains("Controls also take `enabled`, `slop` and `sends`."))
        #expect(!button.contains("bounces"))
    }

    @Test func aBuiltInOfAViewThatIsNoScrollViewSaysSo() throws {
        let text = Self.scene.replacingOccurrences(of: "0.2 set list.pan ", with: "0.2 set plain.pan ")
        var (server, _) = LanguageServerTests.opened(text)
        let hover = try #require(Self.hover(&server, 24, 18))
        #expect(
            hover
                == "**plain.pan**: 'plain' is not a scroll view here; only a scroll view has the built-in recognizers NAME.pan and NAME.delay (V19)."
        )
    }
}
