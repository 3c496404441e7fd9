import ResponderSim

extension Tool {
    /// The source a command-line path names: `-` is standard input.
    static func source(_ path: String, _ environment: ToolEnvironment) -> SourceFile {
        SourceFile.named(path, standardInput: environment.standardInput)
    }

    /// Loads a scene, printing its errors to standard error when it is invalid (nil then).
    ///
    /// - Throws: ``FileError`` when the file cannot be read.
    static func loadScene(_ path: String, reportingTo environment: ToolEnvironment) throws -> Scene? {
        switch try loadScene(path, environment) {
        case .success(let scene): return scene
        case .failure(let error):
            environment.writeError(error.rendered)
            return nil
        }
    }

    /// Loads a scene: the scene, or its diagnostics.
    ///
    /// - Throws: ``FileError`` when the file cannot be read.
    static func loadScene(_ path: String, _ environment: ToolEnvironment) throws -> Result<Scene, SceneLoadError> {
        do {
            return .success(try SceneLoader.load(source(path, environment)))
        } catch let error as SceneLoadError {
            return .failure(error)
        }
    }
}
