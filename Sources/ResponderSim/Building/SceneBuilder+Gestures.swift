// `gestures:` (GESTURES.md §1.2; static checks V1–V7, V11, V12).
extension SceneBuilder {
    /// Reads a view's `gestures:` list.
    mutating func readGestures(_ value: Int, view: ViewID) -> [RecognizerID] {
        diagnostics.add("unsupported", "gesture recognizers are not supported yet", at: tree.position(value))
        return []
    }
}
