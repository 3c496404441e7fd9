/// Loads scene files: parses the YAML subset of Scenes/README.md, The file format and builds a validated ``Scene``.
public enum SceneLoader {
    /// Parses and validates a scene.
    ///
    /// A file or standard input is read once, line by line: the script is checked as it goes
    /// by and not held in memory; the scene keeps what was read (``SourceFile``), not the file,
    /// and plays its script from that copy on every run (``ScriptSource``). A line longer than
    /// ``SceneLimits/maxLineLength`` ends the reading: it is the error reported, with those
    /// found before it.
    ///
    /// - Throws: ``FileError`` when the source cannot be read (with the system's reason), else
    ///   ``SceneLoadError`` with every diagnostic found in one pass (at most
    ///   ``SceneLimits/maxDiagnostics``), in file order. The signature says plain `throws` so
    ///   that callers may write `catch let error as SceneLoadError` without a warning.
    public static func load(_ source: SourceFile) throws -> Scene {
        let ((tree, diagnostics), read, stoppedAtLongLine) = try source.read { SceneParser.parse($0) }
        guard !stoppedAtLongLine else {
            // What the builder would find missing lies after the line reading stopped at.
            throw SceneLoadError(source: read, diagnostics: diagnostics.finish(bytes: tree.bytes), total: diagnostics.total)
        }
        var builder = SceneBuilder(tree: tree, diagnostics: diagnostics, path: source.path, origin: read.origin)
        let scene = builder.build()
        guard builder.diagnostics.isEmpty else {
            throw SceneLoadError(
                source: read, diagnostics: builder.diagnostics.finish(bytes: tree.bytes), total: builder.diagnostics.total)
        }
        return scene
    }
}
