/// The responders' names as UTF-8 bytes laid end to end, made once per scene, so that a
/// writer appends a name with one copy instead of going through a `String` (callgrind: a
/// name appended from its `String` cost about 150 instructions, mostly retains, releases
/// and the string's own checks).
struct ResponderNames {
    private var bytes: [UInt8] = []
    /// Name `i` is `bytes[ends[i] ..< ends[i + 1]]`.
    private var ends: [Int] = [0]
    /// The numbers of views and controllers of the scene the names were made from.
    private var views = -1
    private var controllers = -1

    /// No names yet: ``prepare(for:spelling:)`` makes them.
    init() {}

    /// Makes the names of `scene`'s responders, each as `spelling` writes it (as it is, or as
    /// a JSON string), unless they were made for a scene of its shape already.
    mutating func prepare(for scene: Scene, spelling: (String, inout TraceLine) -> Void) {
        guard views != scene.views.count || controllers != scene.controllers.count else { return }
        var all = scene.views.map(\.name) + scene.controllers.map(\.name)
        all.append(scene.name(of: .application))
        all.append(scene.name(of: .delegate))
        bytes = []
        ends = [0]
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
    func append(_ responder: Responder, to line: inout TraceLine) {
        let name = index(of: responder)
        bytes.withUnsafeBufferPointer { all in
            line.append(UnsafeBufferPointer(rebasing: all[ends[name]..<ends[name + 1]]))
        }
    }

    /// Appends a view's name to `line`.
    @inline(__always)
    func append(_ view: ViewID, to line: inout TraceLine) { append(.view(view), to: &line) }
}
