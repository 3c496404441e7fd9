/// Loads scene files: parses the YAML subset of SCENE.md §1 and builds a validated ``Scene``.
public enum SceneLoader {
    /// Parses and validates a scene.
    ///
    /// - Throws: ``SceneLoadError`` (and nothing else) with every diagnostic found in one pass
    ///   (at most ``SceneLimits/maxDiagnostics``), in file order. The signature says plain
    ///   `throws` so that callers may write `catch let error as SceneLoadError` without a warning.
    public static func load(_ source: SourceFile) throws -> Scene {
        let (tree, diagnostics) = SceneParser.parse(source.bytes)
        var builder = SceneBuilder(tree: tree, diagnostics: diagnostics, path: source.path)
        let scene = builder.build()
        guard builder.diagnostics.isEmpty else {
            throw SceneLoadError(source: source, diagnostics: builder.diagnostics.finish(bytes: source.bytes))
        }
        return scene
    }
}
