extension CompactLines {
    /// The words the compact trace starts its lines with, besides a delivery's
    /// `RESPONDER.METHOD`: one per kind of line ``append(_:_:_:_:to:)`` and
    /// ``gestureLine(_:_:_:)`` print, the responder chain's taken from its line enums.
    package static let keywords: [String] =
        ["drop", "skip", "output", "notice", "control", "gesture", "hold", "release", "discard"]
        + FirstResponderRecord.Line.allCases.map(\.rawValue) + ActionRecord.Line.allCases.map(\.rawValue)
        + ["menu", "remote", "scroll", "cell"]

}
