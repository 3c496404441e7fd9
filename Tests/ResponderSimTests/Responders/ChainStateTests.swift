import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// The engine's first-responder part driven alone: its rules over a tree, without a run.
@Suite struct ChainStateTests {
    static let text = """
        windows:
          - window: main
            frame: [0, 0, 320, 480]
            subviews:
              - view: field
                class: UITextField
                frame: [0, 0, 100, 30]
              - view: sticky
                class: UITextField
                frame: [0, 40, 100, 30]
                can-resign-first-responder: no
          - window: hud
            frame: [0, 0, 320, 80]
            key-window: yes
        script: []
        """

    static func setUp() throws -> (ChainState, ChainTree, Scene) {
        let scene = try #require(SceneTesting.scene(text))
        return (ChainState(scene), ChainTree(routing: RoutingTable(scene), views: scene.views, scene: scene), scene)
    }

    static func words(_ lines: [FirstResponderRecord], _ scene: Scene) -> [String] {
        lines.map { "\($0.line.rawValue) \(scene.name(of: $0.responder)) \($0.result.rawValue) \($0.reason ?? "")" }
    }

    @Test func theMarkedWindowIsKeyAndTheStartIsItWithoutAFirstResponder() throws {
        let (state, _, scene) = try Self.setUp()
        #expect(state.keyWindow.map { scene.views[$0.index].name } == "hud")
        #expect(state.start.map { scene.name(of: $0.responder) } == "hud" && state.start?.start == .keyWindow)
        #expect(state.sendStart(sender: .application)?.start == .sender)
    }

    @Test func becomeResignsTheOldOneFirstAndRefusesWhenItWillNotResign() throws {
        var (state, tree, scene) = try Self.setUp()
        let field = Responder.view(try #require(scene.view(named: "field")))
        let sticky = Responder.view(try #require(scene.view(named: "sticky")))
        #expect(Self.words(state.become(sticky, tree), scene) == ["become sticky done "])
        #expect(Self.words(state.become(field, tree), scene) == ["become field refused cannot-resign"])
        #expect(state.become(field, tree).first?.other == sticky)
        #expect(Self.words([state.resign(field, tree)], scene) == ["resign field refused not-first-responder"])
        // main is not key: its first responder is not the start (RF9).
        #expect(state.isFirstResponder(sticky, tree) && state.keyFirstResponder == nil)
        #expect(Self.words([state.makeKey(try #require(scene.view(named: "main")))], scene) == ["key-window main done "])
        #expect(state.keyFirstResponder == sticky)
    }

    @Test func aRemovalEndsTheStatusAndCancelsTheShakeOfItsHandler() throws {
        var (state, tree, scene) = try Self.setUp()
        let field = Responder.view(try #require(scene.view(named: "field")))
        _ = state.become(field, tree)
        state.beginShake()
        state.shakeHandler = field
        let outcome = state.removed { $0 == field }
        #expect(Self.words(outcome.lines, scene) == ["resign field removed "])
        #expect(outcome.cancelShakeAt == field)
        #expect(state.endShake() == false)
    }

    @Test func pressesStayBoundAndCancelOnceInBeganOrder() throws {
        var (state, _, scene) = try Self.setUp()
        let hud = Responder.view(try #require(scene.view(named: "hud")))
        #expect(state.bindPress("select") == hud)
        #expect(state.bindPress("menu") == hud)
        let cancelled = state.cancelAll()
        #expect(cancelled.presses.map(\.kind) == ["select", "menu"] && !cancelled.shake)
        #expect(state.cancelAll().presses.isEmpty)
        #expect(state.pressCall("select", .ended) == nil)
        #expect(state.presses.map(\.kind) == ["menu"])
    }
}

/// Numbers in traces round as C's `%.6f` does, ties to even.
@Suite struct DecimalRoundingTests {
    @Test func anExactTieRoundsToEvenAndNegativeZeroIsZero() {
        #expect(NumberFormatting.decimal(0.0078125) == "0.007812")
        #expect(NumberFormatting.decimal(0.0234375) == "0.023438")
        #expect(NumberFormatting.decimal(-0.0000004) == "0")
        #expect(NumberFormatting.decimal(33.3333333) == "33.333333")
        #expect(NumberFormatting.decimal(105.5) == "105.5")
    }
}
