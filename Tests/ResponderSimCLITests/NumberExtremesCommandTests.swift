import Foundation
import Testing

@testable import ResponderSimCLI

/// Every command that plays a scene plays one whose numbers sit at their limits (issue 35):
/// a stop speed of 5e-324 written out, and a view scaled up a billion times.
@Suite struct NumberExtremesCommandTests {
    static let scene = """
        window:
          window: main
          frame: [0, 0, 320, 480]
          handles: all
          subviews:
            - view: list
              class: UIScrollView
              frame: [0, 0, 320, 480]
              content-size: [320, 4000]
              stop-speed: 0.\(String(repeating: "0", count: 323))5
              subviews:
                - view: page
                  frame: [0, 0, 320, 4000]
                  handles: all
                  transform:
                    scale: 999999999
        script:
          - 0.00 down t1 160 400
          - 0.00..0.15 move t1 160 400 -> 160 100 steps 3
          - 0.16 up t1

        """

    @Test(arguments: [
        ["check", "-"], ["run", "-"], ["run", "-f", "json", "--explain", "-"], ["run", "-f", "compact", "-"],
        ["render", "-"], ["report", "-"], ["bench", "-", "-r", "1", "--formats", "compact"],
    ])
    func aCommandPlaysIt(arguments: [String]) async {
        let result = await CLI.run(arguments, scene: Self.scene)
        #expect(result.code == 0, "\(arguments): \(result.error)")
        if arguments.contains("json") {
            for line in result.output.split(separator: "\n") {
                #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "\(line.prefix(120))")
            }
        }
    }
}
