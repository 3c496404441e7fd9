import Testing

@testable import ResponderSimCore

/// The one key mechanism: declarations made once, and for every key a value printed by the
/// one printer reads back through the one reader as the same value.
@Suite struct KeyMechanismTests {
    private static func load(_ text: String) throws -> Scene {
        try SceneLoader.load(SourceFile(path: "keys.scene", text: text))
    }

    /// A window holding a scroll view with `scrollKeys` and a view with `viewKeys` and a
    /// recognizer of `kind` with `gestureKeys`.
    private static func scene(kind: GestureKind = .tap, gestureKeys: [String] = [], viewKeys: [String] = [], scrollKeys: [String] = [])
        throws -> Scene
    {
        let gesture = (["        - \(kind.name): g"] + gestureKeys.map { "          " + $0 }).joined(separator: "\n")
        let view = viewKeys.map { "      " + $0 }.joined(separator: "\n")
        let scroll = scrollKeys.map { "      " + $0 }.joined(separator: "\n")
        return try load(
            """
            scene: keys
            window:
              window: main
              frame: [0, 0, 320, 480]
              subviews:
                - view: v
                  frame: [0, 0, 100, 100]
            \(view)
                  gestures:
            \(gesture)
                - view: list
                  class: UITableView
                  frame: [0, 200, 320, 200]
            \(scroll)
            script: []
            """)
    }

    @Test func declarationsAreMadeOnce() {
        for key in ViewKey.allCases { #expect(key.declaration === key.declaration, "\(key.name)") }
        for key in ChainKey.allCases { #expect(key.declaration === key.declaration, "\(key.name)") }
        for key in ScrollKey.allCases { #expect(key.declaration === key.declaration, "\(key.name)") }
        for kind in GestureKind.allCases {
            for key in GestureKey.allCases { #expect(key.declaration(for: kind) === key.declaration(for: kind), "\(key.name)") }
        }
    }

    @Test func everyKeyHasANameHelpAndExpectation() {
        func check<Key: DeclaredKey>(_: Key.Type) {
            for key in Key.allCases {
                #expect(key.name == key.rawValue && key.written == key.rawValue + ": ")
                #expect(key.help.hasSuffix(".") || key.help.hasSuffix(")"), "\(key.name)")
                #expect(!key.expectation.isEmpty, "\(key.name)")
            }
        }
        check(ViewKey.self)
        check(ChainKey.self)
        check(ScrollKey.self)
        check(GestureKey.self)
        #expect(GestureKey.allCases.filter(\.isSettable) == [.enabled] + GestureKey.delegateAnswers + [.endsEditing])
    }

    @Test func aRecognizerKeysPrintedValueReadsBack() throws {
        for kind in GestureKind.declarable {
            var recognizer = GestureRecognizer(name: "g", kind: kind, view: ViewID(0), location: SourceLocation(line: 1, column: 1))
            recognizer.taps = 2
            recognizer.movement = 12.5
            recognizer.duration = 1_250_000
            recognizer.directions = [.left, .up]
            recognizer.hysteresis = 7
            recognizer.cancelsTouches = false
            recognizer.shouldBegin = .no
            let keys = (GestureKey.common + kind.keys).filter { key in
                switch key.declaration(for: kind).type {
                case .recognizers, .receiveAnswer: false
                case .count: key != .maxTouches
                default: true
                }
            }
            let lines = keys.map { $0.written + $0.declaration(for: kind).value(recognizer).text(nil) }
            let read = try Self.scene(kind: kind, gestureKeys: lines).recognizers.first { $0.name == "g" }
            for key in keys {
                let declaration = key.declaration(for: kind)
                #expect(read.map(declaration.value) == declaration.value(recognizer), "\(key.name) of \(kind.name)")
            }
        }
    }

    @Test func aViewKeysPrintedValueReadsBack() throws {
        var view = View(
            name: "v", viewClass: .uiView, frame: Rect(0, 0, 100, 100), isWindow: false, location: SourceLocation(line: 1, column: 1))
        view.apply(.alpha(0.5))
        view.apply(.hitInsets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))
        view.apply(.hitTest(.passthrough))
        view.apply(.hidden(true))
        let keys = ViewKey.fields.filter { $0.key.placement == .anywhere && $0.key != .frame }
        let lines = keys.compactMap { key, _ in key.printed(view).map { key.written + $0 } }
        let read = try Self.scene(viewKeys: lines).views.first { $0.name == "v" }
        for (key, field) in keys { #expect(read.map(field.value) == field.value(view), "\(key.name)") }
    }

    @Test func aScrollKeysPrintedValueReadsBack() throws {
        var settings = ScrollSettings(for: .uiTableView)
        settings.set(.contentSize, .pair(320, 900))
        settings.set(.touchDelay, .duration(250_000))
        settings.set(.decelerationRate, .rate(.fast))
        settings.set(.bounces, .flag(false))
        settings.set(.keyboardDismissMode, .dismissMode(.onDrag))
        let keys = ScrollKey.allCases.filter { key in
            guard let value = settings.value(of: key) else { return false }
            if case .answer(.listed) = value { return false }
            return true
        }
        let scene = try Self.scene(scrollKeys: keys.compactMap { key in settings.value(of: key).map { key.written + $0.text(nil) } })
        let read = scene.views.first { $0.name == "list" }?.scroll
        for key in keys { #expect(read?.value(of: key) == settings.value(of: key), "\(key.name)") }
    }
}
