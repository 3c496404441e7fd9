/// Loads scene files: parses the YAML subset of SCENE.md §1 and builds a validated ``Scene``.
public enum SceneLoader {
    /// Parses and validates a scene.
    ///
    /// A scene loaded from a file (``SourceFile/init(contentsOfFile:path:)``) is read line by
    /// line and never held in memory: its script is checked as it goes by, and read again
    /// from the file each time it is played (``ScriptSource``).
    ///
    /// - Throws: ``SceneLoadError`` (and nothing else) with every diagnostic found in one pass
    ///   (at most ``SceneLimits/maxDiagnostics``), in file order. The signature says plain
    ///   `throws` so that callers may write `catch let error as SceneLoadError` without a warning.
    public static func load(_ source: SourceFile) throws -> Scene {
        let origin = source.origin
        let (tree, diagnostics) = SceneParser.parse(origin)
        var builder = SceneBuilder(tree: tree, diagnostics: diagnostics, path: source.path, origin: origin)
        let scene = builder.build()
        guard builder.diagnostics.isEmpty else {
            throw SceneLoadError(source: source, diagnostics: builder.diagnostics.finish(bytes: tree.bytes))
        }
        return scene
    }
}
