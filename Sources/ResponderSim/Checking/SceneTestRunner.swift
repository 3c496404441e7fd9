import Foundation

/// The result of running one scene file as a test (`responder-sim test`).
public enum SceneTestResult: Sendable, Equatable {
    /// The trace matches `expect:` line for line.
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
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        guard exists, !isDirectory.boolValue, FileManager.default.isReadableFile(atPath: path) else {
            if exists && isDirectory.boolValue {
                return .failure(.unreadable("'\(path)' is a folder, not a scene file"))
            }
            return .failure(.unreadable("cannot read '\(path)': no such file"))
        }
        do {
            // Read in chunks: the file is never held in memory, its script is read again per run.
            return .success(try SceneLoader.load(SourceFile(contentsOfFile: path)))
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

extension SceneTestRunner {
    /// Runs every scene of `paths` on up to `jobs` threads and hands each result to `report`
    /// on the calling thread, in the order of `paths`, as soon as it and all before it are done.
    /// The results, and so anything printed from them, are the same for any number of jobs.
    public static func runAll(_ paths: [String], jobs: Int, report: (Int, SceneTestResult) -> Void) {
        let workers = max(1, min(jobs, paths.count))
        if workers <= 1 {
            for (index, path) in paths.enumerated() { report(index, run(path)) }
            return
        }
        let board = ResultBoard(count: paths.count)
        for _ in 0..<workers {
            let thread = Thread {
                while let index = board.claim() {
                    board.post(index, run(paths[index]))
                }
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        for index in paths.indices { report(index, board.take(index)) }
    }

    /// How `--update` went for one scene.
    public enum UpdateOutcome: Sendable, Equatable {
        /// The `expect:` block was rewritten; the lines removed and added, as written in the file.
        case updated(removed: [String], added: [String])
        /// The file cannot be updated: why.
        case notUpdated(String)
    }

    /// Rewrites the `expect:` block of the scene file at `path` with `actual` (``ExpectBlockRewriter``).
    public static func updateExpectation(at path: String, to actual: [String]) -> UpdateOutcome {
        guard let data = FileManager.default.contents(atPath: path) else { return .notUpdated("cannot read '\(path)'") }
        let bytes = [UInt8](data)
        let keyLine: Int?
        switch load(path) {
        case .success(let scene): keyLine = scene.expectLocation?.line
        case .failure: return .notUpdated("the scene is invalid")
        }
        guard let keyLine else { return .notUpdated("it has no expect: block") }
        do {
            let rewrite = try ExpectBlockRewriter.rewrite(bytes, with: actual, keyLine: keyLine)
            guard FileManager.default.createFile(atPath: path, contents: Data(rewrite.bytes)) else {
                return .notUpdated("cannot write '\(path)'")
            }
            return .updated(removed: rewrite.removed, added: rewrite.added)
        } catch {
            switch error {
            case .noExpectKey: return .notUpdated("no 'expect:' key found on line \(keyLine)")
            case .unsupportedValue(let line):
                return .notUpdated("line \(line): only an indented list of items or 'expect: []' can be rewritten")
            }
        }
    }
}

/// The results of a parallel run, filled by workers and taken in order by the caller.
private final class ResultBoard: @unchecked Sendable {
    // Every stored property is guarded by `condition`.
    private let condition = NSCondition()
    private var results: [SceneTestResult?]
    private var next = 0

    init(count: Int) { results = Array(repeating: nil, count: count) }

    /// The next index to run, or nil when every scene has been claimed.
    func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard next < results.count else { return nil }
        next += 1
        return next - 1
    }

    func post(_ index: Int, _ result: SceneTestResult) {
        condition.lock()
        results[index] = result
        condition.broadcast()
        condition.unlock()
    }

    /// Waits for the result at `index` and takes it.
    func take(_ index: Int) -> SceneTestResult {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let result = results[index] {
                results[index] = nil
                return result
            }
            condition.wait()
        }
    }
}
