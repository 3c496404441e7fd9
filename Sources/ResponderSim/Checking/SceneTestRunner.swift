import Foundation

/// The result of running one scene file as a test (`responder-sim test`).
public enum SceneTestResult: Sendable, Equatable {
    case passed
    /// The scene has no `expect:` block.
    case skipped
    /// The trace differs from `expect:`; `line` is the first differing line (1-based).
    case failed(expected: [String], actual: [String], line: Int)
    /// The file cannot be read or the scene is invalid; the text is the rendered error.
    case invalid(String)
}

/// Finds scene files and runs them against their expectations. `responder-sim test` and the
/// package's own test suite share this code path.
public enum SceneTestRunner {
    /// Every `*.scene` file under `roots` (files as given, folders searched recursively),
    /// each folder's files sorted by path. Roots that do not exist are returned as they are,
    /// so running them reports them as invalid.
    public static func findScenes(in roots: [String]) -> [String] {
        var files: [String] = []
        for root in roots {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
                files.append(root)
                continue
            }
            var found: [String] = []
            let enumerator = FileManager.default.enumerator(atPath: root)
            while let entry = enumerator?.nextObject() as? String {
                if entry.hasSuffix(".scene") { found.append(root.hasSuffix("/") ? root + entry : root + "/" + entry) }
            }
            files.append(contentsOf: found.sorted())
        }
        return files
    }

    /// Loads the scene at `path`: the scene, or the rendered reason it cannot be used.
    public static func load(_ path: String) -> Result<Scene, SceneFileError> {
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                return .failure(.unreadable("'\(path)' is a folder, not a scene file"))
            }
            return .failure(.unreadable("cannot read '\(path)': no such file"))
        }
        do {
            return .success(try SceneLoader.load(SourceFile(path: path, bytes: [UInt8](data))))
        } catch let error as SceneLoadError {
            return .failure(.invalid(error))
        } catch {
            return .failure(.unreadable("cannot load '\(path)': \(error)"))
        }
    }

    /// Runs one scene file against its `expect:` block.
    public static func run(_ path: String) -> SceneTestResult {
        switch load(path) {
        case .failure(let error): return .invalid(error.rendered)
        case .success(let scene):
            switch ExpectationCheck.check(scene) {
            case .noExpectation: return .skipped
            case .passed: return .passed
            case .failed(let expected, let actual, let line): return .failed(expected: expected, actual: actual, line: line)
            }
        }
    }
}

/// Why a scene file cannot be used.
public enum SceneFileError: Error, Sendable {
    /// The file cannot be read (a usage problem: exit 2).
    case unreadable(String)
    /// The scene is invalid (exit 3).
    case invalid(SceneLoadError)

    /// The message with its location and caret, ready to print.
    public var rendered: String {
        switch self {
        case .unreadable(let message): "responder-sim: error: \(message)\n"
        case .invalid(let error): error.rendered
        }
    }
}
