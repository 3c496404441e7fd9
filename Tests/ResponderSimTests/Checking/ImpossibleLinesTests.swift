import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore

/// `test`'s check of `expect:` lines that can never appear: every field of every line kind,
/// against the words the trace itself declares.
@Suite struct ImpossibleLinesTests {
    static let table = """
        window:
          window: main
          frame: [0, 0, 320, 480]
          subviews:
            - view: table
              class: UITableView
              frame: [0, 0, 320, 480]
              content-size: [320, 2000]
              subviews:
                - view: buy
                  class: UIButton
                  frame: [0, 0, 100, 44]
        script:
          - 0.0 down t1 10 10
          - 0.05 up t1
        """

    /// Every line the engine prints for the package's scenes is accepted: the check takes its
    /// words from the same declarations as the writer, so it never refuses a real line.
    @Test func everyLineOfEveryGoldenSceneCanAppear() throws {
        var checked = 0
        for path in GoldenSceneTests.files {
            guard case .success(let scene) = SceneTestRunner.load(path) else { continue }
            for line in ExpectationCheck.compactTrace(of: scene) {
                #expect(ExpectationCheck.impossibility(of: line, in: scene) == nil, "\(path): \(line)")
                checked += 1
            }
        }
        #expect(checked > 1000)
    }

    @Test func misspeltNamesReasonsAndStatesAreCaught() throws {
        let scene = try #require(SceneTesting.scene(Self.table))
        let cases: [(String, String)] = [
            ("gesture table.dealy failed timeout", "no recognizer 'table.dealy'; did you mean 'table.delay'?"),
            ("hold buy.touchesBegan [t1] table.dealy", "no recognizer 'table.dealy'; did you mean 'table.delay'?"),
            ("hold buy.touchesBegun [t1] table.delay", "'touchesBegun' is no touch method; did you mean 'touchesBegan'?"),
            ("scroll tabel offset 0 10", "no scroll view 'tabel'; did you mean 'table'?"),
            ("scroll buy offset 0 10", "no scroll view 'buy'"),
            ("gesture table.delay failed timedout", "'timedout' is no reason a recognizer fails; did you mean 'timeout'?"),
            ("gesture table.pan failed content-trackin", "did you mean 'content-tracking'?"),
            ("gesture table.pan wobbled", "'wobbled' is no recognizer state"),
            ("gesture table.delay failed prevented table.pam", "did you mean 'table.pan'?"),
            ("release bye [t1]", "no view 'bye'; did you mean 'buy'?"),
            ("discard buy [t1] table.pam", "did you mean 'table.pan'?"),
            ("control bye touchDown", "no view 'bye'"),
            ("skip t1 moved ignoring buy", "did you mean 'ignoring-interaction'?"),
            ("drop t1 no-window main2", "no view 'main2'"),
            ("output bye: hello", "no responder 'bye'"),
            ("become buy refused cannot-resig", "did you mean 'cannot-resign'?"),
            ("key-window table", "no window 'table'"),
            ("scroll table offst 0 1", "'offst' is no scroll line; did you mean 'offset'?"),
        ]
        for (line, problem) in cases {
            let found = ExpectationCheck.impossibility(of: line, in: scene)
            #expect(found?.contains(problem) == true, "\(line): \(found ?? "accepted")")
        }
        for line in [
            "gesture table.delay failed content-tracking", "discard buy [t1] -", "drop t1 no-window -",
            "gesture table.pan failed control buy", "hold buy.touchesBegan [t1, t2] table.delay", "output buy: two words",
            "scroll table stopped 0 10",
        ] {
            #expect(ExpectationCheck.impossibility(of: line, in: scene) == nil, "\(line)")
        }
    }

    /// The recognizer states, failure reasons and scroll events it accepts are exactly the
    /// trace's own.
    @Test func acceptsExactlyTheDeclaredWords() throws {
        let scene = try #require(SceneTesting.scene(Self.table))
        for failure in GestureFailure.allCases {
            #expect(ExpectationCheck.impossibility(of: "gesture table.pan failed \(failure.rawValue)", in: scene) == nil)
        }
        for event in ScrollRecord.Event.allCases {
            #expect(ExpectationCheck.impossibility(of: "scroll table \(event.rawValue) 0 0", in: scene) == nil)
        }
        #expect(ExpectationCheck.impossibility(of: "gesture table.pan possible", in: scene) != nil)
    }
}
