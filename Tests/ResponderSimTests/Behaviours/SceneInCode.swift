@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// Builds small scenes in code, so engine tests of behaviours do not depend on the parser.
/// The window `main` is `[0, 0, 320, 480]`.
struct SceneInCode {
    private(set) var scene = Scene(path: "built.scene")
    private var touchNames: [String] = []

    init() {
        scene.views = [View(name: "main", viewClass: .uiWindow, frame: Rect(0, 0, 320, 480), isWindow: true, location: .start)]
        scene.windows = [ViewID(0)]
    }

    /// Adds a view (front-most in `parent`) with a behaviour and its default handling.
    @discardableResult
    mutating func view(
        _ name: String, _ frame: Rect, behavior: BehaviorSpec? = nil, handling: Handling? = nil,
        multipleTouch: Bool = false, in parent: ViewID = ViewID(0)
    ) -> ViewID {
        let id = ViewID(scene.views.count)
        var view = View(name: name, viewClass: .uiView, frame: frame, isWindow: false, location: .start)
        view.behavior = behavior
        view.handling = handling ?? behavior?.kind.defaultHandling ?? .none
        view.multipleTouch = multipleTouch
        view.superview = parent
        scene.views.append(view)
        scene.views[parent.index].subviews.append(id)
        return id
    }

    /// Adds one script step at `seconds`.
    mutating func at(_ seconds: Double, _ action: ScriptAction) {
        scene.script.append(ScriptStep(time: Self.micros(seconds), action: action, line: Array(scene.script).count + 1))
    }

    /// Adds one event at `seconds`: lines like `down t1 10 20`, `move t1 5 5`, `up t1`.
    mutating func at(_ seconds: Double, _ lines: String...) {
        let changes = lines.map { line -> TouchChange in
            let words = line.split(separator: " ").map(String.init)
            let kind: TouchChange.Kind = words[0] == "down" ? .down : words[0] == "move" ? .move : .up
            let point = words.count >= 4 ? Point(Double(words[2]) ?? 0, Double(words[3]) ?? 0) : nil
            return TouchChange(touch: touchIndex(words[1]), kind: kind, point: point, name: words[1])
        }
        at(seconds, .touches(changes))
    }

    private mutating func touchIndex(_ name: String) -> Int {
        if let index = touchNames.firstIndex(of: name) { return index }
        touchNames.append(name)
        return touchNames.count - 1
    }

    static func micros(_ seconds: Double) -> Microseconds { Microseconds((seconds * 1_000_000).rounded()) }

    /// The compact trace of the scene.
    var compactTrace: [String] { ExpectationCheck.compactTrace(of: scene) }

    /// Each step's kind and time, in the order they were written.
    var steps: [String] {
        var sink = StepKindCollector()
        var simulator = Simulator(scene: scene)
        simulator.run(into: &sink)
        return sink.steps
    }
}

/// Records `kind@seconds` for every step.
struct StepKindCollector: TraceSink {
    var steps: [String] = []
    mutating func step(_ step: StepRecord, _ scene: Scene) {
        steps.append("\(step.kind.rawValue)@\(NumberFormatting.seconds(step.time))")
    }
}
