import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// The exercises as a student meets them: questions that give nothing away, outlines that show
/// what the scene says (and the application's state), changes in script order.
@Suite struct QuizExerciseTests {
    static let scenesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenes").path

    static let files = (try? SceneTestRunner.findScenes(in: [scenesFolder])) ?? []

    static func quiz(_ name: String) throws -> Quiz {
        Quiz(scene: try SceneLoader.load(SourceFile(path: name, text: String(contentsOfFile: scenesFolder + "/" + name, encoding: .utf8))))
    }

    /// Whether `text` holds `word` as a whole word (`t1` is not in `t10`).
    static func mentions(_ text: String, _ word: String) -> Bool {
        var rest = text[...]
        while let range = rest.range(of: word) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            let isWord: (Character?) -> Bool = { $0.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" } ?? false }
            if !isWord(before) && !isWord(after) { return true }
            rest = text[range.upperBound...]
        }
        return false
    }

    @Test(arguments: files)
    func noExplanationNamesTheAnswerOfALaterQuestion(path: String) throws {
        guard case .success(let scene) = SceneTestRunner.load(path) else { return }
        let quiz = Quiz(scene: scene)
        for step in quiz.steps {
            for (index, question) in step.questions.enumerated() {
                let told = ([question.outcome] + question.reasons.map(\.sentence)).joined(separator: "\n")
                for later in step.questions[(index + 1)...] where later.touch != question.touch {
                    #expect(
                        !Self.mentions(told, later.touch),
                        "\(path): step \(step.number): the explanation for \(question.touch) tells about \(later.touch), asked next:\n\(told)"
                    )
                }
            }
        }
    }

    @Test func mentionsFindsWholeWordsOnly() {
        #expect(Self.mentions("[t1] via photo and [t2].", "t2"))
        #expect(!Self.mentions("t10 and t21", "t1"))
    }

    @Test func theLabelOfExerciseOneShowsNoUserInteractionFlag() throws {
        let quiz = try Self.quiz("exercises/01-tap-on-the-label.scene")
        let tree = try #require(quiz.steps.first?.tree)
        let label = try #require(tree.first { $0.contains("titleLabel") })
        #expect(!label.contains("user-interaction"))
        #expect(quiz.steps.first?.questions.first?.reasons.contains { $0.rule == .h6 } == true)
    }

    @Test func aLabelTurnedOnShowsItsFlag() throws {
        let scene = try SceneLoader.load(
            SourceFile(
                path: "label.scene",
                text: """
                    window:
                      window: main
                      frame: [0, 0, 320, 480]
                      subviews:
                        - view: caption
                          class: UILabel
                          frame: [0, 0, 100, 40]
                          user-interaction: yes
                        - view: plain
                          frame: [0, 100, 100, 40]
                          user-interaction: no
                    script:
                      - 0.0 down t1 10 10
                      - 0.1 up t1

                    """))
        let tree = try #require(Quiz(scene: scene).steps.first?.tree)
        #expect(tree.contains("  caption (UILabel)  frame [0, 0, 100, 40]  user-interaction: yes"))
        #expect(tree.contains("  plain  frame [0, 100, 100, 40]  user-interaction: no"))
    }

    @Test func exerciseEightShowsThatTheAppBeganIgnoringTouches() throws {
        let quiz = try Self.quiz("exercises/08-the-stuck-button.scene")
        let lift = try #require(quiz.steps.first { $0.number == 3 })
        #expect(lift.tree?.last == "UIApplication (application)  ignoring interaction events (depth 1)")
        #expect(lift.changes == ["UIApplication: ignoring interaction events, depth 0 → 1 (at 0.05s)"])
        let again = try #require(quiz.steps.first { $0.number == 5 })
        #expect(again.tree?.last == "UIApplication (application)")
        #expect(again.changes == ["UIApplication: no longer ignoring interaction events, depth 1 → 0 (at 0.4s)"])
    }

    @Test func exerciseFourListsChangesInScriptOrder() throws {
        let quiz = try Self.quiz("exercises/04-almost-invisible.scene")
        let third = try #require(quiz.steps.last { !$0.questions.isEmpty })
        #expect(third.changes == ["overlay: alpha 0.0101 → 1 (at 1.5s)", "overlay: hidden no → yes (at 1.6s)"])
    }

    @Test func exerciseNineAsksAboutTheCallTheRemovalSends() throws {
        let quiz = try Self.quiz("exercises/09-the-sheet-goes-away.scene")
        let asked = quiz.steps.flatMap(\.questions)
        #expect(asked[1].event == "sheet is removed while t1 is down, and UIKit sends a call for t1")
        #expect(asked[1].answer == nil)
        #expect(asked[1].outcome.hasPrefix("No responder handles touchesCancelled for t1"))
    }

    @Test func withheldTouchesAreExplainedFromTheDropRecord() throws {
        let scene = try SceneLoader.load(
            SourceFile(
                path: "together.scene",
                text: """
                    window:
                      window: main
                      frame: [0, 0, 320, 480]
                      subviews:
                        - view: pad
                          frame: [0, 0, 160, 480]
                          handles: all
                        - view: record
                          frame: [160, 0, 160, 480]
                          exclusive-touch: yes
                          handles: all
                    script:
                      - 0.0 down t1 10 10
                      - 0.0 down t2 20 20
                      - 0.0 down t3 200 20
                      - 0.1 up t1
                      - 0.1 up t2
                      - 0.1 up t3

                    """))
        let asked = Quiz(scene: scene).steps.flatMap(\.questions)
        #expect(asked.map(\.answer) == ["pad", nil, nil])
        #expect(asked[1].reasons.map(\.rule) == [.h1, .h3, .h5, .m2, .l4])
        #expect(asked[1].reasons[3].sentence.hasPrefix("t1 and t2 begin in the same event on pad"))
        #expect(asked[2].reasons.map(\.rule).suffix(3) == [.x1, .x4, .l4])
        #expect(asked[2].reasons.first { $0.rule == .x1 }?.sentence.contains("(t1 on pad)") == true)
    }
}

extension QuizExerciseTests {
    /// Exercise 19: while table.delay holds t1's began, buy is bound to t1 but not tracking it;
    /// after the release delivers the began, buy tracks it.
    @Test func exerciseNineteenShowsAHeldTouchAsBoundNotTracking() throws {
        let quiz = try Self.quiz("exercises/19-the-buy-button-in-a-table.scene")
        let lift = try #require(quiz.steps.first { $0.number == 2 && $0.tree != nil })
        let buy = try #require(lift.tree?.first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("buy ") })
        #expect(buy.contains("bound, not tracking yet: t1 (its began is held by table.delay, G17)"))
        #expect(!buy.contains("tracking: t1"))
        // The press: the delay's timer releases t2's began before its lift, so buy tracks it then.
        let press = try #require(quiz.steps.first { $0.number > 3 && $0.tree?.contains { $0.contains("tracking: t2") } == true })
        #expect(press.tree?.contains { $0.contains("bound, not tracking yet: t2") } == false)
    }

    /// The quiz's JSON names what a question is about by its kind: a touch, a call's bracket
    /// (`item`) or an action (`action`).
    @Test func questionRecordsNameActionsAndItemsByTheirOwnKey() throws {
        let quiz = try Self.quiz("exercises/17-the-shortcut-that-types.scene")
        let json = quiz.questionsJSON
        #expect(json.contains(#""action":"newNote""#))
        #expect(json.contains(#""item":"n""#))
        #expect(json.contains(#""touch":"t1""#))
        #expect(!json.contains(#""touch":"newNote""#) && !json.contains(#""touch":"n""#))
        let score = QuizScore(quiz: quiz).json
        #expect(score.contains(#""action":"find""#) && !score.contains(#""touch":"find""#))
    }
}
