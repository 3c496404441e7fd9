import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// The quiz's questions, answers and explanations (the library side of `quiz`).
@Suite struct QuizModelTests {
    func scene(_ text: String) throws -> Scene {
        try SceneLoader.load(SourceFile(path: "quiz.scene", text: text))
    }

    func questions(_ quiz: Quiz) -> [QuizQuestion] { quiz.steps.flatMap(\.questions) }

    func rules(_ question: QuizQuestion) -> [String] { question.reasons.map(\.rule.rawValue) }

    static let scenes = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenes").path

    /// A controller that handles began and ended; a delegate that handles moved.
    let chainScene = """
        delegate:
          name: AppDelegate
          handles: [moved]
        window:
          window: main
          frame: [0, 0, 320, 480]
          subviews:
            - view: screen
              frame: [0, 0, 320, 480]
              controller:
                name: ScreenController
                handles: [began, ended]
              subviews:
                - view: photo
                  frame: [20, 80, 280, 200]
        script:
          - 0.0 down t1 100 150
          - 0.1 move t1 110 150
          - 0.2 move t1 120 150
          - 0.3 up t1

        """

    @Test func asksWhenATouchBeginsAndWhenTheHandlerChanges() throws {
        let quiz = Quiz(scene: try scene(chainScene))
        let asked = questions(quiz)
        #expect(asked.map(\.answer) == ["ScreenController", "AppDelegate", "ScreenController"])
        #expect(asked.map(\.event) == ["t1 comes down at (100, 150)", "t1 moves to (110, 150)", "t1 lifts at (120, 150)"])
        #expect(quiz.steps.map { $0.questions.count } == [1, 1, 0, 1])
        #expect(quiz.steps[2].tree == nil)
        #expect(rules(asked[0]) == ["H1", "C1", "C3"])
        #expect(rules(asked[1]) == ["B1", "C2", "C1", "C3"])
        #expect(
            asked[1].reasons[1].sentence
                == "Each phase is routed on its own: touchesBegan for t1 went to ScreenController, touchesMoved goes to AppDelegate.")
        #expect(quiz.notices.contains { $0.hasPrefix("no-began AppDelegate t1") })
    }

    @Test func withheldSkippedAndUnhandledTouchesAnswerNone() throws {
        let quiz = Quiz(
            scene: try scene(
                """
                window:
                  window: main
                  frame: [0, 0, 320, 480]
                  subviews:
                    - view: canvas
                      frame: [0, 0, 320, 480]
                      handles: [began, moved]
                script:
                  - 0.0 down t1 10 10
                  - 0.1 down t2 20 20
                  - 0.2 ignore begin
                  - 0.3 move t1 15 15
                  - 0.4 ignore end
                  - 0.5 up t1
                  - 0.6 up t2

                """))
        let asked = questions(quiz)
        #expect(asked.map(\.answer) == ["canvas", nil, nil])
        #expect(rules(asked[1]) == ["H1", "M1", "L4"])
        #expect(rules(asked[2]).contains("I3"))
        // The end of t1 goes unhandled: none again, so no new question.
        #expect(asked.count == 3)
        #expect(asked[2].isRight(.none) && !asked[2].isRight(.responder("canvas")))
    }

    @Test func explainsTheHitTestByTheVerdictsOfTheVisitedViews() throws {
        let quiz = Quiz(
            scene: try scene(
                """
                window:
                  window: main
                  frame: [0, 0, 320, 480]
                  subviews:
                    - view: back
                      frame: [0, 0, 320, 480]
                      handles: all
                    - view: card
                      frame: [100, 100, 100, 100]
                      subviews:
                        - view: badge
                          frame: [90, -10, 20, 20]
                          handles: all
                    - view: glass
                      frame: [0, 0, 320, 480]
                      alpha: 0.01
                      handles: all
                script:
                  - 0.0 down t1 195 95
                  - 0.1 up t1

                """))
        let question = try #require(questions(quiz).first)
        #expect(question.answer == "back")
        let byRule = Dictionary(question.reasons.map { ($0.rule.rawValue, $0.sentence) }, uniquingKeysWith: { a, _ in a })
        #expect(byRule["H2"]?.contains("glass has alpha 0.01 (kept as the 32-bit float") == true)
        #expect(byRule["H3"]?.contains("badge sticks out of card there but is never asked") == true)
        #expect(byRule["H5"]?.contains("in main, glass and card answered nil before back was asked") == true)
    }

    @Test func aCallSharedByTwoHitTestViewsIsExplainedByP2AtTheLastOfItsQuestions() throws {
        let quiz = Quiz(
            scene: try scene(String(contentsOfFile: Self.scenes + "/exercises/10-why-does-the-pinch-never-fire.scene", encoding: .utf8)))
        let asked = questions(quiz)
        #expect(asked.map(\.answer) == ["canvas", "canvas"])
        // The first explanation would give away the second answer.
        #expect(!asked[0].reasons.contains { $0.rule == .p2 })
        #expect(asked[1].reasons.contains { $0.rule == .p2 && $0.sentence.contains("[t1] via photo and [t2]") })
    }

    @Test func matchesAnswersCaseInsensitivelyAndSuggests() throws {
        let quiz = Quiz(scene: try scene(chainScene))
        #expect(quiz.match("screencontroller") == .responder("ScreenController"))
        #expect(quiz.match(" NONE ") == .none)
        #expect(quiz.match("phot") == .unknown(suggestion: "photo"))
        #expect(quiz.match("xyzzy") == .unknown(suggestion: nil))
        #expect(quiz.responders == ["main", "screen", "photo", "ScreenController", "UIApplication", "AppDelegate"])
    }

    @Test func theOutlineShowsFlagsAndTheChangesSinceTheLastQuestion() throws {
        let quiz = Quiz(
            scene: try scene(
                """
                window:
                  window: main
                  frame: [0, 0, 320, 480]
                  subviews:
                    - view: board
                      frame: [0, 0, 320, 480]
                      bounds-origin: [0, 10]
                      multiple-touch: yes
                      behavior: log
                      subviews:
                        - view: tile
                          class: UIImageView
                          frame: [10, 10, 50, 50]
                          hit-insets: [-5, -5, -5, -5]
                script:
                  - 0.0 down t1 20 20
                  - 0.1 set board hidden yes
                  - 0.2 remove tile
                  - 0.3 down t2 30 30
                  - 0.4 up t1
                  - 0.5 up t2

                """))
        #expect(
            quiz.steps[0].tree == [
                "main (window)  frame [0, 0, 320, 480]",
                "  board  frame [0, 0, 320, 480]  bounds-origin: [0, 10], multiple-touch: yes, behavior: log, passes-on: all",
                "    tile (UIImageView)  frame [10, 10, 50, 50]  hit-insets: [-5, -5, -5, -5]",
                "UIApplication (application)",
            ])
        let later = try #require(quiz.steps.first { $0.number == 4 })
        #expect(later.changes == ["board: hidden no → yes (at 0.1s)", "tile: removed from board (at 0.2s)"])
        #expect(
            later.tree?.contains(
                "  board  frame [0, 0, 320, 480]  bounds-origin: [0, 10], hidden: yes, multiple-touch: yes, behavior: log, passes-on: all, tracking: t1"
            ) == true)
    }
}
