import Foundation
import ResponderSim

/// `responder-sim test [PATH...]`: scenes as regression tests (SCENE.md §6).
enum TestCommand {
    static func run(_ arguments: [String], _ environment: ToolEnvironment) throws -> ExitCode {
        let parsed = try ParsedArguments.parse(arguments, specs: [], command: "test")
        let roots = parsed.positionals.isEmpty ? ["Scenes"] : parsed.positionals
        let files = try SceneFiles.find(in: roots)
        var passed = 0
        var failed = 0
        var skipped = 0
        for path in files {
            switch try Tool.loadScene(path) {
            case .failure(let error):
                environment.writeOutput("ERROR \(path)\n")
                environment.writeError(error.rendered)
                failed += 1
            case .success(let scene):
                switch ExpectationCheck.check(scene) {
                case .noExpectation:
                    environment.writeOutput("skip  \(path) (no expect:)\n")
                    skipped += 1
                case .passed:
                    environment.writeOutput("pass  \(path)\n")
                    passed += 1
                case .failed(let expected, let actual, let line):
                    failed += 1
                    environment.writeOutput("FAIL  \(path): first difference at trace line \(line)\n")
                    for diffLine in ExpectationCheck.unifiedDiff(expected: expected, actual: actual) {
                        environment.writeOutput("      \(diffLine)\n")
                    }
                }
            }
        }
        var last = "\(passed) passed, \(failed) failed"
        if skipped > 0 { last += ", \(skipped) skipped" }
        environment.writeOutput(last + "\n")
        return failed > 0 ? .failure : .success
    }
}

/// Finds scene files: files as given, folders searched recursively for `*.scene`, sorted.
public enum SceneFiles {
    /// Every scene file under `roots`, in a stable order.
    public static func find(in roots: [String]) throws -> [String] {
        var files: [String] = []
        for root in roots {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else {
                throw UsageError(message: "cannot read '\(root)': no such file or folder")
            }
            if !isDirectory.boolValue {
                files.append(root)
                continue
            }
            let enumerator = FileManager.default.enumerator(atPath: root)
            var found: [String] = []
            while let entry = enumerator?.nextObject() as? String {
                if entry.hasSuffix(".scene") { found.append(root.hasSuffix("/") ? root + entry : root + "/" + entry) }
            }
            files.append(contentsOf: found.sorted())
        }
        return files
    }
}
