import Foundation
import Testing

@testable import ResponderSimCLI
@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// `responder-sim quiz`, in process.
@Suite struct QuizCommandTests {
    /// Two taps: one on a label (goes to the card), one on a button; a second finger withheld.
    static let scene = """
        scene: Quiz fixture
        notes: |
          Who gets what?
        window:
          window: main
          frame: [0, 0, 320, 480]
          subviews:
            - view: card
              frame: [0, 0, 320, 200]
              handles: all
              subviews:
                - view: label
                  class: UILabel
                  frame: [10, 10, 100, 30]
                  handles: all
        script:
          - 0.0 down t1 20 20
          - 0.1 down t2 200 100
          - 0.2 up t1
          - 0.2 up t2

        """

    static func sceneFile() throws -> (TemporaryFolder, String) {
        let folder = try TemporaryFolder()
        let path = try folder.write("quiz.scene", scene)
        return (folder, path)
    }

    @Test func rightAndWrongAnswersAreMarkedAndExplained() async throws {
        let (folder, path) = try Self.sceneFile()
        _ = folder
        let result = await CLI.run(["quiz", path], input: ["card", "card"])
        #expect(result.code == 1)
        #expect(
            result.output.contains(
                "Question 1 of 2: t1 comes down at (20, 20). Which responder will handle it?\n> card\nRight. card handles touchesBegan for t1."
            ))
        #expect(result.output.contains("  H6  label is a UILabel"))
        #expect(
            result.output.contains(
                "Question 2 of 2: t2 comes down at (200, 100). Which responder will handle it?\n> card\nWrong (you said card). No responder handles t2: it is withheld (multiple-touch-disabled)."
            ))
        #expect(result.output.contains("  M1  card has multiple-touch off and already tracks t1"))
        #expect(result.lastLine == "score: 1 of 2 right")
    }

    @Test func showsTheTreeWithFlagsAndTheTrueTrace() async throws {
        let (folder, path) = try Self.sceneFile()
        _ = folder
        let result = await CLI.run(["quiz", path], input: ["card", "none"])
        #expect(
            result.output.contains(
                """
                == step 1 at 0s: t1 down at (20, 20)
                The tree before this step:
                  main (window)  frame [0, 0, 320, 480]
                    card  frame [0, 0, 320, 200]  handles: all
                      label (UILabel)  frame [10, 10, 100, 30]  handles: all
                  UIApplication (application)

                """))
        #expect(result.output.contains("    card  frame [0, 0, 320, 200]  handles: all, tracking: t1\n"))
        #expect(result.output.contains("What happened:\n   1  0s        t1 began (20, 20)\n"))
        #expect(result.output.contains("withheld t2: multiple-touch-disabled (M1) at card"))
        #expect(result.lastLine == "score: 2 of 2 right")
    }

    @Test func namesAreMatchedWithoutRegardToCase() async throws {
        let (folder, path) = try Self.sceneFile()
        _ = folder
        let result = await CLI.run(["quiz", path], input: ["CARD", "  NoNe "])
        #expect(result.lastLine == "score: 2 of 2 right")
    }

    @Test func anUnknownNameGetsADidYouMeanAndIsAskedAgain() async throws {
        let (folder, path) = try Self.sceneFile()
        _ = folder
        let result = await CLI.run(["quiz", path], input: ["crad", "?", "", "card", "none"])
        #expect(
            result.output.contains("> crad\n'crad' is not a responder of this scene; did you mean 'card'? (Type '?' to list them.)\n> "))
        #expect(result.output.contains("Responders: main, card, label, UIApplication; or none."))
        #expect(result.lastLine == "score: 2 of 2 right")
    }

    @Test func withAnAnswersFileAnUnknownNameCountsAsWrong() async throws {
        let (folder, path) = try Self.sceneFile()
        let answers = try folder.write("answers.txt", "crad\r\nnone\r\n")
        let result = await CLI.run(["quiz", path, "--answers", answers])
        #expect(result.code == 1)
        #expect(result.output.contains("'crad' is not a responder of this scene; did you mean 'card'? That counts as wrong."))
        #expect(result.lastLine == "score: 1 of 2 right")
    }

    @Test func theEndOfInputQuitsWithTheScoreSoFar() async throws {
        let (folder, path) = try Self.sceneFile()
        _ = folder
        let result = await CLI.run(["quiz", path], input: ["card"])
        #expect(result.code == 1)
        #expect(result.output.contains("(end of input after 1 of 2 questions)"))
        #expect(result.lastLine == "score: 1 of 1 right")
        let nothing = await CLI.run(["quiz", path], input: [])
        #expect(nothing.lastLine == "score: 0 of 0 right")
    }

    @Test func theOutputIsDeterministic() async throws {
        let (folder, path) = try Self.sceneFile()
        let answers = try folder.write("answers.txt", "label\nnone\n")
        let first = await CLI.run(["quiz", path, "--answers", answers])
        let second = await CLI.run(["quiz", path], input: ["label", "none"])
        #expect(first.output == second.output)
    }

    @Test func everyExerciseCanBePlayedToTheEnd() async throws {
        let folder = CLI.scenes + "/exercises"
        let files = try SceneTestRunner.findScenes(in: [folder])
        #expect(files.count >= 8)
        for file in files {
            let result = await CLI.run(["quiz", file], input: Array(repeating: "none", count: 200))
            #expect(result.code == 0 || result.code == 1, "\(file)")
            #expect(result.lastLine.hasPrefix("score: "), "\(file)")
            #expect(!result.output.contains("(end of input"), "\(file)")
        }
    }

    @Test func usageProblemsAndInvalidScenes() async throws {
        let folder = try TemporaryFolder()
        let corrupt = try folder.write("bad.scene", Fixtures.corrupt)
        let invalid = await CLI.run(["quiz", corrupt])
        #expect(invalid.code == 3)
        #expect(invalid.error.contains("unknown key 'frmae'"))
        #expect(await CLI.run(["quiz"]).code == 2)
        #expect(await CLI.run(["quiz", "a.scene", "b.scene"]).code == 2)
        let good = try folder.write("good.scene", Fixtures.passing)
        let missing = await CLI.run(["quiz", good, "--answers", folder.path + "/none.txt"])
        #expect(missing.code == 2)
        #expect(missing.error == "responder-sim: error: cannot read '\(folder.path)/none.txt': No such file or directory\n")
        let option = await CLI.run(["quiz", good, "--answer", "x"])
        #expect(option.code == 2)
        #expect(option.error.contains("did you mean '--answers'?"))
    }

    @Test func theExitCodeGradesTheAnswers() async throws {
        let (folder, path) = try Self.sceneFile()
        let right = try folder.write("right.txt", "card\nnone\n")
        let wrong = try folder.write("wrong.txt", "card\nlabel\n")
        let short = try folder.write("short.txt", "card\n")
        #expect(await CLI.run(["quiz", path, "--answers", right]).code == 0)
        #expect(await CLI.run(["quiz", path, "--answers", wrong]).code == 1)
        #expect(await CLI.run(["quiz", path, "--answers", short]).code == 1)
        #expect(await CLI.run(["quiz", path], input: ["card", "none"]).code == 0)
    }

    @Test func theJSONScoreSaysPerQuestionWhatWasAskedAnsweredAndWhy() async throws {
        let (folder, path) = try Self.sceneFile()
        let answers = try folder.write("answers.txt", "Card\ncrad\n")
        let result = await CLI.run(["quiz", path, "--answers", answers, "--format", "json"])
        #expect(result.code == 1)
        let quiz = Quiz(scene: try SceneLoader.load(SourceFile(contentsOfFile: path)))
        let rules = quiz.steps.flatMap(\.questions).map { "[" + $0.reasons.map { "\"\($0.rule)\"" }.joined(separator: ",") + "]" }
        #expect(
            result.output
                == "{\"title\":\"Quiz fixture\",\"questions\":2,\"asked\":2,\"right\":1,\"results\":["
                + "{\"question\":1,\"step\":1,\"touch\":\"t1\",\"event\":\"t1 comes down at (20, 20)\",\"answer\":\"card\","
                + "\"rules\":\(rules[0]),\"asked\":true,\"answered\":\"Card\",\"right\":true},"
                + "{\"question\":2,\"step\":2,\"touch\":\"t2\",\"event\":\"t2 comes down at (200, 100)\",\"answer\":\"none\","
                + "\"rules\":\(rules[1]),\"asked\":true,\"answered\":\"crad\",\"right\":false}]}\n")
        #expect(rules[1].contains("\"M1\""))
        let parsed = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        #expect(parsed?["right"] as? Int == 1)
        // Without --answers, the JSON score reads standard input the same way; input that ends
        // early leaves the rest unasked.
        let piped = await CLI.run(["quiz", path, "--format", "json"], input: ["card"])
        #expect(piped.output.contains("\"asked\":1,\"right\":1,"))
        #expect(piped.output.contains("\"asked\":false,\"answered\":null,\"right\":false}"))
        #expect(piped.code == 1)
    }

    @Test func aSceneWithoutQuestionsSaysSoInOneLine() async throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("none.scene", Fixtures.passing.components(separatedBy: "script:")[0] + "script: []\n")
        let result = await CLI.run(["quiz", path])
        #expect(result.code == 0)
        #expect(result.output == "quiz: Label tap has no questions: no touch comes down in it.\n")
    }

    @Test func aSceneFromStandardInputNeedsAnAnswersFile() async {
        let result = await CLI.run(["quiz", "-"], scene: Self.scene)
        #expect(result.code == 2)
        #expect(result.error.contains("'quiz -' reads the scene from standard input, so the answers need --answers FILE"))
    }

    @Test func helpDescribesTheCommand() async {
        let result = await CLI.run(["help", "quiz"])
        #expect(result.code == 0)
        #expect(result.output.contains("Usage: responder-sim quiz SCENE [--answers FILE]"))
    }

    // MARK: Numbered answer sheets and --questions

    /// Exercise 15: six questions of four kinds (responder, recognizer, call).
    static func exercise() -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent("Scenes/exercises/15-the-toolbar-that-flashes.scene").path
    }

    @Test func questionsListsEveryQuestionNumberedWithoutItsAnswer() async throws {
        let result = await CLI.run(["quiz", Self.exercise(), "--questions"])
        #expect(result.code == 0)
        #expect(result.output.contains("\n1. step 1 at 0s: t1 comes down at (160, 240). Which responder will handle it?\n"))
        #expect(result.output.contains("\n3. step 2 at 0.06s: t1 lifts at (160, 240). Which call does photo get for t1 in this step?\n"))
        #expect(result.output.contains("6 questions"))
        // No answer and no explanation is given away.
        #expect(!result.output.contains("Right") && !result.output.contains("Why:") && !result.output.contains("handles touchesBegan"))
        let json = await CLI.run(["quiz", Self.exercise(), "--questions", "--format", "json"])
        #expect(json.code == 0)
        #expect(json.output.contains(#""question":2,"step":2,"touch":"t1","event":"t1 lifts at (160, 240)","kind":"recognizer""#))
        #expect(!json.output.contains("\"answer\"") && !json.output.contains("\"rules\""))
    }

    @Test func aNumberedSheetWithOneAnswerMissingAndTheOthersShuffledScoresTheOthersRight() async throws {
        let folder = try TemporaryFolder()
        let sheet = try folder.write("answers.txt", "6: touchesCancelled\n2: toolbarTap\n\n1: photo\n5) zoomTap\n4. photo\n")
        let result = await CLI.run(["quiz", Self.exercise(), "--answers", sheet, "--format", "json"])
        #expect(result.code == 1)
        #expect(result.output.contains(#""asked":6,"right":5"#))
        let unanswered = #""question":3,"step":2,"touch":"t1","event":"t1 lifts at (160, 240)","answer":"touchesCancelled","#
        #expect(result.output.contains(unanswered + #""rules":["G16"],"asked":true,"answered":null,"right":false"#))
        let text = await CLI.run(["quiz", Self.exercise(), "--answers", sheet])
        #expect(text.output.contains("> (no answer in the file)\nUnanswered. photo gets touchesCancelled for t1."))
        #expect(text.lastLine == "score: 5 of 6 right")
    }

    @Test func aSheetThatNumbersSomeLinesButNotOthersIsRefusedWithItsLine() async throws {
        let folder = try TemporaryFolder()
        let sheet = try folder.write("answers.txt", "1: photo\nphoto\n")
        let result = await CLI.run(["quiz", Self.exercise(), "--answers", sheet])
        #expect(result.code == 2)
        #expect(result.error.contains("answers.txt:2: this line has no question number"))
        let twice = try folder.write("twice.txt", "1: photo\n1: photo\n")
        #expect(await CLI.run(["quiz", Self.exercise(), "--answers", twice]).error.contains("question 1 is answered twice"))
        let beyond = try folder.write("beyond.txt", "7: photo\n")
        #expect(await CLI.run(["quiz", Self.exercise(), "--answers", beyond]).error.contains("there is no question 7: the quiz has 6"))
    }

    @Test func obviousVariantsCountTheSameTypedAndFromAFile() async throws {
        let answers = ["photo", "toolbarTap", "cancelled", "photo", "toolbarTap", "touchesCanceled"]
        let typed = await CLI.run(["quiz", Self.exercise()], input: answers)
        #expect(typed.lastLine == "score: 6 of 6 right")
        let folder = try TemporaryFolder()
        let sheet = try folder.write("answers.txt", answers.joined(separator: "\n") + "\n")
        #expect(await CLI.run(["quiz", Self.exercise(), "--answers", sheet]).lastLine == "score: 6 of 6 right")
        // `nothing`, `nil` and `nobody` are `none`.
        for word in ["nothing", "nil", "nobody"] {
            #expect(Quiz.normalized(word) == "none")
        }
        #expect(Quiz.normalized("touchesCanceled", for: .viewEnd) == "touchesCancelled")
    }

    /// A view called `nothing` is that view, not `none`: a scene's own names come first.
    @Test func aViewNamedLikeAVariantOfNoneIsStillThatView() async throws {
        let text = try String(contentsOfFile: Self.exercise(), encoding: .utf8)
        let folder = try TemporaryFolder()
        let renamed = try folder.write("nothing.scene", text.replacingOccurrences(of: "photo", with: "nothing"))
        let answers = ["nothing", "toolbarTap", "cancelled", "Nothing", "toolbarTap", "touchesCanceled"]
        #expect(await CLI.run(["quiz", renamed], input: answers).lastLine == "score: 6 of 6 right")
        let sheet = try folder.write("answers.txt", answers.joined(separator: "\n") + "\n")
        #expect(await CLI.run(["quiz", renamed, "--answers", sheet]).lastLine == "score: 6 of 6 right")
        // Where no view has the name, it still means none (exercise 11's question 2).
        let slowTap = URL(fileURLWithPath: Self.exercise()).deletingLastPathComponent()
            .appendingPathComponent("11-the-slow-single-tap.scene").path
        let none = try folder.write("none.txt", "2: nothing\n")
        let scored = await CLI.run(["quiz", slowTap, "--answers", none, "--format", "json"])
        #expect(scored.output.contains(#""answer":"none","rules":["G12","GT4"],"asked":true,"answered":"nothing","right":true"#))
    }

    /// In a control-event question `cancelled` means `touchCancel` (exercise 12's drag).
    @Test func cancelledIsTouchCancelInAControlEventQuestion() async throws {
        let root = URL(fileURLWithPath: Self.exercise()).deletingLastPathComponent()
        let exercise = root.appendingPathComponent("12-the-button-in-a-scroll-view.scene").path
        let folder = try TemporaryFolder()
        let sheet = try folder.write("answers.txt", "12: cancelled\n11: Cancelled\n")
        let result = await CLI.run(["quiz", exercise, "--answers", sheet, "--format", "json"])
        #expect(result.output.contains(#""answer":"touchesCancelled","rules":["G16"],"asked":true,"answered":"Cancelled","right":true"#))
        #expect(result.output.contains(#""answer":"touchCancel","rules":["G16","U5"],"asked":true,"answered":"cancelled","right":true"#))
        #expect(Quiz.normalized("touchCanceled", for: .controlEvent) == "touchCancel")
        #expect(Quiz.normalized("cancelled", for: .responder) == "cancelled")
    }
}
