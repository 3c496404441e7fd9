extension CompactLines {
    /// The words the compact trace starts its lines with, besides a delivery's
    /// `RESPONDER.METHOD`: each line kind's (``LineKinds/all``), and `notice` after `output`.
    package static let keywords: [String] = {
        var words = LineKinds.all.flatMap(\.keywords)
        if let output = words.firstIndex(of: "output") { words.insert("notice", at: output + 1) }
        return words
    }()
}
