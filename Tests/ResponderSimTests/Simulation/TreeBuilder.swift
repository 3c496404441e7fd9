import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// Builds scenes in code for engine tests, so they do not depend on the parser.
struct TreeBuilder {
    var scene = Scene(path: "test.scene")
    private var touchIndex: [String: Int] = [:]

    init(device: Device = .iphone) {
        scene.device = device
    }

    /// Adds a window (a root) and returns its id.
    @discardableResult
    mutating func window(
        _ name: String, _ frame: Rect = Rect(0, 0, 320, 480), level: Double = 0, _ configure: (inout View) -> Void = { _ in }
    ) -> ViewID {
        var view = View(name: name, viewClass: .uiWindow, frame: frame, isWindow: true, location: .start)
        view.level = level
        configure(&view)
        let id = ViewID(scene.views.count)
        scene.views.append(view)
        scene.windows.append(id)
        return id
    }

    /// Adds a view as the front-most subview of `parent`.
    @discardableResult
    mutating func view(
        _ name: String, in parent: ViewID, _ frame: Rect, class viewClass: ViewClass = .uiView, _ configure: (inout View) -> Void = { _ in }
    ) -> ViewID {
        var view = View(name: name, viewClass: viewClass, frame: frame, isWindow: false, location: .start)
        view.superview = parent
        configure(&view)
        let id = ViewID(scene.views.count)
        scene.views.append(view)
        scene.views[parent.index].subviews.append(id)
        return id
    }

    /// Makes `view` the root view of a new controller.
    @discardableResult
    mutating func controller(_ name: String, of view: ViewID, handles: PhaseSet = []) -> ControllerID {
        let id = ControllerID(scene.controllers.count)
        scene.controllers.append(Controller(name: name, handling: Handling(handles: handles), view: view, location: .start))
        scene.views[view.index].controller = id
        return id
    }

    private mutating func touch(_ name: String) -> Int {
        if let index = touchIndex[name] { return index }
        touchIndex[name] = touchIndex.count
        return touchIndex.count - 1
    }

    /// One event: `("t1", .down, 10, 20)`; an `up` with nil coordinates lifts where it was.
    mutating func event(at seconds: Double, _ lines: [(String, TouchChange.Kind, Double?, Double?)]) {
        var changes: [TouchChange] = []
        for (name, kind, x, y) in lines {
            let point = x.flatMap { x in y.map { Point(x, $0) } }
            changes.append(TouchChange(touch: touch(name), kind: kind, point: point, name: name))
        }
        step(at: seconds, .touches(changes))
    }

    mutating func down(_ name: String, _ x: Double, _ y: Double, at seconds: Double) { event(at: seconds, [(name, .down, x, y)]) }
    mutating func move(_ name: String, _ x: Double, _ y: Double, at seconds: Double) { event(at: seconds, [(name, .move, x, y)]) }
    mutating func up(_ name: String, at seconds: Double) { event(at: seconds, [(name, .up, nil, nil)]) }

    mutating func step(at seconds: Double, _ action: ScriptAction) {
        scene.script.append(
            ScriptStep(time: Microseconds((seconds * 1_000_000).rounded()), action: action, line: Array(scene.script).count + 1))
    }

    /// The compact trace of the scene.
    func trace() -> [String] { ExpectationCheck.compactTrace(of: scene) }

    /// Every step record, copied.
    func steps(explain: Bool = false) -> [StepRecord] {
        var simulator = Simulator(scene: scene, options: SimulationOptions(explain: explain))
        var collector = StepCollector()
        simulator.run(into: &collector)
        return collector.steps
    }
}

/// Keeps copies of every step and notice, reading the parts it is given (all by default).
struct StepCollector: TraceSink {
    var reads: StepParts = .everything
    var steps: [StepRecord] = []
    var notices: [Notice] = []
    var summary = TraceSummary()
    mutating func step(_ step: StepRecord, _ scene: Scene) { steps.append(step) }
    mutating func notice(_ notice: Notice, _ scene: Scene) { notices.append(notice) }
    mutating func end(_ summary: TraceSummary, _ scene: Scene) { self.summary = summary }
}

// MARK: - Helpers for the rule tests

extension TreeBuilder {
    /// Adds a view that handles all four phases, so the chain stops at it.
    @discardableResult
    mutating func handler(
        _ name: String, in parent: ViewID, _ frame: Rect, class viewClass: ViewClass = .uiView, _ configure: (inout View) -> Void = { _ in }
    ) -> ViewID {
        view(name, in: parent, frame, class: viewClass) { view in
            view.handling = Handling(handles: .all)
            configure(&view)
        }
    }

    /// Lifts a finger at a point (`up t1 X Y`: it lifts there, with no separate move).
    mutating func up(_ name: String, _ x: Double, _ y: Double, at seconds: Double) { event(at: seconds, [(name, .up, x, y)]) }

    /// A view's id by name; a typo records an issue, so the test fails.
    func id(_ name: String) -> ViewID {
        guard let id = scene.view(named: name) else {
            Issue.record("no view named \(name)")
            return ViewID(0)
        }
        return id
    }

    /// The compact lines of each step (drops, deliveries, outputs, skips), notices left out.
    func linesByStep() -> [[String]] {
        steps().map { step in
            var lines: [String] = []
            CompactLines.forEach(step, scene) { lines.append($0) }
            return lines
        }
    }

    /// The notice lines of the run (`notice CODE RESPONDER TOUCH`).
    func notices() -> [String] {
        trace().filter { $0.hasPrefix("notice ") }
    }

    /// `all` of a step as `t1 began` strings, in the record's order.
    func all(_ step: StepRecord) -> [String] {
        step.all.map { "\(step.name(of: $0.touch)) \($0.phase.name)" }
    }

    /// Each delivery of a step with its locations: `button.touchesBegan t1 (10, 20)`.
    func locations(_ step: StepRecord) -> [String] {
        step.deliveries.map { delivery in
            let touches = step.touches(of: delivery)
            let points = step.locations[delivery.locations]
            let pairs = zip(touches, points).map { "\(step.name(of: $0)) \(Self.format($1))" }
            return "\(scene.name(of: delivery.responder)).\(step.phase(of: delivery).methodName) " + pairs.joined(separator: ", ")
        }
    }

    /// The tap count of the touch named `touch` in a step's `all`, or nil when it is not there.
    func tapCount(_ touch: String, in step: StepRecord) -> Int? {
        step.all.first { step.name(of: $0.touch) == touch }?.tapCount
    }

    /// A step's hit tests as `t1 window=main view=canvas path=main/root/canvas` (`-` for none).
    func hitTests(_ step: StepRecord) -> [String] {
        step.hitTests.map { test in
            let window = test.window.map { scene.views[$0.index].name } ?? "-"
            let view = test.view.map { scene.views[$0.index].name } ?? "-"
            let path = step.pathViews[test.path].map { scene.views[$0.index].name }.joined(separator: "/")
            return "\(step.name(of: test.touch)) window=\(window) view=\(view) path=\(path.isEmpty ? "-" : path)"
        }
    }

    /// The views a step's hit tests visited, with verdicts: `root hit` (needs `steps(explain: true)`).
    func visited(_ step: StepRecord) -> [String] {
        step.visited.map { "\(scene.views[$0.view.index].name) \($0.verdict.rawValue)" }
    }

    /// The drops of a step as `t1 reason view`.
    func drops(_ step: StepRecord) -> [String] {
        step.lines(of: DropLine.self).map {
            "\(step.name(of: $0.touch)) \($0.reason.rawValue) \($0.view.map { scene.views[$0.index].name } ?? "-")"
        }
    }

    /// `(x, y)` with whole numbers printed without decimals.
    static func format(_ point: Point) -> String {
        func number(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
        return "(\(number(point.x)), \(number(point.y)))"
    }
}
