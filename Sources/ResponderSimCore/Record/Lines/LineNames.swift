/// The responders' names as UTF-8 bytes laid end to end, made once per scene, so that a
/// writer appends a name with one copy instead of going through a `String` (callgrind: a
/// name appended from its `String` cost about 150 instructions, mostly retains, releases
/// and the string's own checks).
package struct ResponderNames {
    private var bytes: [UInt8] = []
    /// Name `i` is `bytes[ends[i] ..< ends[i + 1]]`.
    private var ends: [Int] = [0]
    /// Name `i` as written in the scene is `widths[i]` characters wide.
    private var widths: [Int] = []
    /// The numbers of views and controllers of the scene the names were made from.
    private var views = -1
    private var controllers = -1

    /// No names yet: ``prepare(for:spelling:)`` makes them.
    package init() {}

    /// Makes the names of `scene`'s responders, each as `spelling` writes it (as it is, or as
    /// a JSON string), unless they were made for a scene of its shape already.
    package mutating func prepare(for scene: Scene, spelling: (String, inout TraceLine) -> Void) {
        guard views != scene.views.count || controllers != scene.controllers.count else { return }
        var all = scene.views.map(\.name) + scene.controllers.map(\.name)
        all.append(scene.name(of: .application))
        all.append(scene.name(of: .delegate))
        bytes = []
        ends = [0]
        widths = all.map(\.count)
        var line = TraceLine()
        for name in all {
            line.clear()
            spelling(name, &line)
            line.withBytes { bytes.append(contentsOf: $0) }
            ends.append(bytes.count)
        }
        views = scene.views.count
        controllers = scene.controllers.count
    }

    /// Whether ``prepare(for:spelling:)`` made the names.
    package var isPrepared: Bool { views >= 0 }

    /// The index of a responder's name.
    @inline(__always)
    private func index(of responder: Responder) -> Int {
        switch responder {
        case .view(let id): id.index
        case .controller(let id): views + id.index
        case .application: views + controllers
        case .delegate: views + controllers + 1
        }
    }

    /// Appends a responder's name to `line`.
    @inline(__always)
    package func append(_ responder: Responder, to line: inout TraceLine) {
        let name = index(of: responder)
        bytes.withUnsafeBufferPointer { all in
            line.append(UnsafeBufferPointer(rebasing: all[ends[name]..<ends[name + 1]]))
        }
    }

    /// The width in characters of a responder's name as written in the scene.
    @inline(__always)
    package func width(of responder: Responder) -> Int { widths[index(of: responder)] }

    /// Appends a view's name to `line`.
    @inline(__always)
    package func append(_ view: ViewID, to line: inout TraceLine) { append(.view(view), to: &line) }
}

/// The touches' ids as bytes, spelled for one writer, kept by slot. A slot keeps its id for
/// as long as its touch lives, so the touch's serial says whether a slot's bytes are current.
package struct TouchNames {
    private var bytes: [UInt8] = []
    /// By slot: the serial of the touch the bytes are for (-1: none) and where they are.
    private var serials: [Int] = []
    private var starts: [Int] = []
    private var ends: [Int] = []
    private let spelling: (String, inout TraceLine) -> Void

    /// Touch ids spelled by `spelling` (as they are, as JSON strings, escaped for a terminal).
    package init(spelling: @escaping (String, inout TraceLine) -> Void) { self.spelling = spelling }

    /// Appends the id of `touch`, as `step` names it, to `line`.
    @inline(__always)
    package mutating func append(_ touch: TouchRef, of step: StepRecord, to line: inout TraceLine) {
        let slot = touch.name
        if slot >= serials.count || serials[slot] != touch.serial { remember(touch, of: step) }
        bytes.withUnsafeBufferPointer { all in
            line.append(UnsafeBufferPointer(rebasing: all[starts[slot]..<ends[slot]]))
        }
    }

    /// Spells the id of a touch not seen in its slot before.
    @inline(never)
    private mutating func remember(_ touch: TouchRef, of step: StepRecord) {
        let slot = touch.name
        while serials.count <= slot {
            serials.append(-1)
            starts.append(0)
            ends.append(0)
        }
        // Ids of finished touches are left behind; start afresh once they outweigh the rest.
        if bytes.count > 1 << 16 {
            bytes.removeAll(keepingCapacity: true)
            for index in serials.indices { serials[index] = -1 }
        }
        var spelled = TraceLine()
        spelling(step.name(of: touch), &spelled)
        starts[slot] = bytes.count
        spelled.withBytes { bytes.append(contentsOf: $0) }
        ends[slot] = bytes.count
        serials[slot] = touch.serial
    }
}
