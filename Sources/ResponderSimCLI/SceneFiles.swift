import ResponderSim

extension Tool {
    /// Loads a scene, printing its errors to standard error when it is invalid (nil then);
    /// a file that cannot be read is a usage error.
    static func loadScene(_ path: String, reportingTo environment: ToolEnvironment) throws -> Scene? {
        switch try loadScene(path) {
        case .success(let scene): return scene
        case .failure(let error):
            environment.writeError(error.rendered)
            return nil
        }
    }

    /// Reads and loads a scene; a file that cannot be read is a usage error.
    static func loadScene(_ path: String) throws -> Result<Scene, SceneLoadError> {
        switch SceneTestRunner.load(path) {
        case .success(let scene): return .success(scene)
        case .failure(.invalid(let error)): return .failure(error)
        case .failure(.unreadable(let message)): throw UsageError(message: message)
        }
    }
}
