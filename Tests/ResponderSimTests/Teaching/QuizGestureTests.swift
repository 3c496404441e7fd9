import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimRender
@testable import ResponderSimTeaching

/// The quiz on recognizers, controls and transforms: which recognizer wins, which call ends a
/// touch for its view, which event ends a control's tracking, and explanations by rule id.
@Suite struct QuizGestureTests {
    static func quiz(_ path: String) throws -> Quiz {
        Quiz(scene: try #require(RenderTesting.load(GoldenSceneTests.scenesFolder + "/" + path)))
    }

    static func asked(_ quiz: Quiz) -> [QuizQuestion] { quiz.steps.flatMap(\.questions) }

    static func rules(_ question: QuizQuestion) -> [RuleID] { question.reasons.map(\.rule) }

    @Test func theSlowSingleTapAsksWhoWinsAtTheLiftAndAtTheTimer() throws {
        let questions = Self.asked(try Self.quiz("gestures/s05-single-waits-for-double.scene"))
        #expect(questions.map(\.kind) == [.responder, .recognizer, .viewEnd, .recognizer, .viewEnd])
        #expect(questions.map(\.answer) == ["v", nil, nil, "single", "touchesCancelled"])
        #expect(Self.rules(questions[1]) == [.g12, .gt4])
        #expect(Self.rules(questions[2]) == [.g18, .g20])
        #expect(Self.rules(questions[3]) == [.gt4, .g13])
        #expect(Self.rules(questions[4]) == [.g16])
        #expect(questions[3].event == "at 0.45s, timer: dbl's next tap comes too late (GT4)")
        #expect(questions[3].choices == ["dbl", "single"])
    }

    @Test func aTapThatIsRecognizedTakesTheTouchFromItsView() throws {
        let s01 = Self.asked(try Self.quiz("gestures/s01-tap-cancels-the-end.scene"))
        #expect(s01.map(\.answer) == ["v", "tap1", "touchesCancelled"])
        #expect(s01[1].outcome == "tap1 is recognized.")
        let s02 = Self.asked(try Self.quiz("gestures/s02-tap-fails-past-45.scene"))
        #expect(s02.last?.kind == .viewEnd && s02.last?.answer == "touchesEnded")
        // The tap failed when the finger moved, before the lift: no recognizer could win there.
        #expect(!s02.contains { $0.kind == .recognizer })
    }

    @Test func controlQuestionsAskHowTheTrackingEnds() throws {
        let slop = Self.asked(try Self.quiz("gestures/s17-button-slop.scene"))
        let lift = try #require(slop.last)
        #expect(lift.kind == .controlEvent && lift.answer == "touchUpOutside")
        #expect(lift.outcome == "ok sends touchUpOutside (after touchDragExit).")
        #expect(Self.rules(lift) == [.u3, .u4])
        #expect(lift.reasons[0].sentence.contains("(50, 200) in ok's own coordinates"))
        #expect(lift.choices == ["touchUpInside", "touchUpOutside", "touchCancel"])
        // A superview's double tap holds the end: no event at the lift, touchUpInside at the timer (U9).
        let late = Self.asked(try Self.quiz("gestures/s20-double-tap-makes-button-late.scene")).filter { $0.kind == .controlEvent }
        #expect(late.map(\.answer) == [nil, "touchUpInside"])
        #expect(Self.rules(late[0]) == [.u9])
        // A pan that takes the button's touch: touchCancel.
        let pan = Self.asked(try Self.quiz("gestures/s19-pan-cancels-button.scene")).filter { $0.kind == .controlEvent }
        #expect(pan.map(\.answer) == ["touchCancel"])
        #expect(Self.rules(pan[0]) == [.g16, .u5])
    }

    @Test func explanationsNameTheButtonRuleAndUIControlsCode() throws {
        let questions = Self.asked(try Self.quiz("gestures/s15-button-beats-superview-tap.scene"))
        #expect(Self.rules(questions[0]).contains(.u2))
        let winner = try #require(questions.first { $0.kind == .recognizer })
        #expect(winner.answer == nil && Self.rules(winner) == [.u7])
        let disabled = Self.asked(try Self.quiz("gestures/s18-disabled-button.scene"))
        #expect(disabled.first?.answer == "panel" && Self.rules(disabled[0]).contains(.u1))
    }

    @Test func heldAndReleasedBeganCallsAreAskedAbout() throws {
        let questions = Self.asked(try Self.quiz("gestures/s13-delays-began-slow-swipe.scene"))
        #expect(questions[0].answer == nil && Self.rules(questions[0]).last == .g17)
        let released = try #require(questions.first { $0.reasons.contains { $0.rule == .g20 } && $0.kind == .responder })
        #expect(released.answer == "v")
        #expect(released.event.hasPrefix("t1 moves to (200, 100), and calls held back for t1 are let through"))
    }

    @Test func hitTestExplanationsGoThroughTransforms() throws {
        let questions = Self.asked(try Self.quiz("gestures/s22-rotated-edges.scene"))
        let t3 = try #require(questions.first { $0.touch == "t3" })
        let turned = try #require(t3.reasons.first { $0.rule == .h12 })
        #expect(
            turned.sentence.contains(
                "R has rotate 90°: the point is (100, 0) in its own coordinates, inside (on its left or top edge, which counts)"))
        let t4 = try #require(questions.first { $0.touch == "t4" })
        #expect(
            t4.reasons.contains {
                $0.rule == .h12 && $0.sentence.contains("(100, 100) in its own coordinates, outside (on its right or bottom edge")
            })
    }

    @Test func aSubviewTurnedOutOfItsSuperviewIsSaidToStickOutOnlyWhereItDoes() throws {
        // A quarter turn about its centre makes strip stick out below card (card's y 100…200),
        // not where its untransformed frame would (card's x 60…260, y 90…110).
        let scene = try #require(
            SceneTesting.scene(
                """
                window:
                  window: main
                  frame: [0, 0, 320, 480]
                  subviews:
                    - view: card
                      frame: [0, 200, 320, 100]
                      subviews:
                        - view: strip
                          frame: [60, 90, 200, 20]
                          handles: all
                          transform:
                            rotate: 90
                script:
                  - 0.0 down t1 160 350
                  - 0.1 up t1
                  - 0.2 down t2 80 305
                  - 0.3 up t2
                """))
        let questions = Self.asked(Quiz(scene: scene))
        let above = try #require(questions.first { $0.touch == "t1" }).reasons.first { $0.rule == .h3 }
        #expect(above?.sentence.contains("strip sticks out of card there but is never asked") == true)
        let beside = try #require(questions.first { $0.touch == "t2" }).reasons.first { $0.rule == .h3 }
        #expect(beside?.sentence.contains("outside the bounds of card") == true)
        #expect(beside?.sentence.contains("sticks out") == false)
    }

    @Test func answersToOtherKindsAreMatchedAgainstTheirChoices() throws {
        let quiz = try Self.quiz("gestures/s17-button-slop.scene")
        let lift = try #require(quiz.steps.flatMap(\.questions).last)
        #expect(quiz.match("TOUCHUPOUTSIDE", for: lift) == .choice("touchUpOutside"))
        #expect(lift.isRight(quiz.match(" touchUpOutside ", for: lift)))
        #expect(!lift.isRight(quiz.match("touchUpInside", for: lift)))
        #expect(quiz.match("touchUpOutsid", for: lift) == .unknown(suggestion: "touchUpOutside"))
        #expect(quiz.match("none", for: lift) == .none)
        #expect(quiz.choicesLine(for: lift) == "Control events: touchUpInside, touchUpOutside, touchCancel; or none.")
        #expect(quiz.unknownAnswerMessage("ok", for: lift) == "'ok' is not a control event")
        #expect(quiz.otherAnswersNote != nil)
        // Simultaneous grants: either name is right.
        let both = try #require(Self.asked(try Self.quiz("gestures/s10-simultaneous-pans.scene")).first { $0.kind == .recognizer })
        #expect(both.answer == "innerPan" && both.alsoRight == ["outerPan"])
        #expect(both.isRight(.choice("outerPan")) && both.reasons.contains { $0.rule == .g14 })
    }

    @Test(arguments: (try? SceneTestRunner.findScenes(in: [GoldenSceneTests.scenesFolder])) ?? [])
    func noExplanationTellsTheAnswerOfALaterQuestionOfAnotherKind(path: String) throws {
        guard case .success(let scene) = SceneTestRunner.load(path) else { return }
        let quiz = Quiz(scene: scene)
        for step in quiz.steps {
            for (index, question) in step.questions.enumerated() {
                let told = ([question.outcome] + question.reasons.map(\.sentence)).joined(separator: "\n")
                for later in step.questions[(index + 1)...] where later.kind != question.kind && later.kind != .responder {
                    guard let answer = later.answer else { continue }
                    #expect(
                        !QuizExerciseTests.mentions(told, answer),
                        "\(path): step \(step.number): the explanation of question \(index + 1) tells \(answer), asked next:\n\(told)")
                }
                if let answer = question.answer, question.kind != .responder {
                    #expect(question.choices.contains(answer) || question.alsoRight.contains(answer))
                }
            }
        }
    }

    @Test func theTreeOutlineShowsRecognizersTransformsAndControls() throws {
        let quiz = try Self.quiz("exercises/11-the-slow-single-tap.scene")
        let tree = try #require(quiz.steps.first?.tree)
        #expect(
            tree.contains(
                "  photo  frame [0, 60, 320, 360]  handles: all, gestures: tap zoomTap (taps: 2), tap toolbarTap (requires-failure-of: [zoomTap])"
            ))
        let rotated = try #require(Self.quiz("gestures/s22-rotated-edges.scene").steps.first?.tree)
        #expect(rotated.contains { $0.contains("R  frame [100, 100, 200, 100]") && $0.contains("transform: rotate 90°") })
        let disabled = try #require(Self.quiz("gestures/s18-disabled-button.scene").steps.first?.tree)
        #expect(disabled.contains("    ok (UIButton)  frame [100, 100, 120, 44]  enabled: no"))
    }

    @Test func disablingARecognizerIsListedAmongTheChanges() throws {
        let scene = try #require(
            SceneTesting.scene(
                """
                window:
                  window: main
                  frame: [0, 0, 320, 480]
                  subviews:
                    - view: v
                      frame: [0, 0, 320, 480]
                      handles: all
                      gestures:
                        - tap: tap1
                script:
                  - 0.0 down t1 10 10
                  - 0.1 up t1
                  - 0.5 set tap1 enabled no
                  - 0.6 down t2 10 10
                  - 0.7 up t2
                """))
        let quiz = Quiz(scene: scene)
        let later = try #require(quiz.steps.first { $0.questions.first?.touch == "t2" })
        #expect(later.changes == ["tap1: enabled yes → no (at 0.5s)"])
        #expect(later.tree?.contains { $0.contains("tap tap1 (enabled: no)") } == true)
    }

    @Test(arguments: [
        "11-the-slow-single-tap.scene", "12-the-button-in-a-scroll-view.scene", "13-the-pinch-with-multiple-touch-off.scene",
        "14-the-late-canvas.scene",
    ])
    func theRecognizerExercisesAskAboutRecognizers(file: String) throws {
        let quiz = try Self.quiz("exercises/" + file)
        let kinds = Set(Self.asked(quiz).map(\.kind))
        #expect(kinds.contains(.recognizer) && kinds.contains(.viewEnd))
        #expect(quiz.notes?.contains("Task:") == true)
        let cited = Set(Self.asked(quiz).flatMap(Self.rules))
        #expect(cited.contains { $0.rawValue.hasPrefix("G") })
    }
}
