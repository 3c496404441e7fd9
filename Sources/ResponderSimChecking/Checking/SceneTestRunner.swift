import Foundation
import ResponderSimCore

/// The result of running one scene file as a test (`responder-sim test`).
package enum SceneTestResult: Sendable, Equatable {
    /// The trace matches `expect:` line for line.
    case passed
    /// The scene has no `expect:` block.
    case skipped
    /// The trace differs from `expect:`; `line` is the first differing trace line (1-based)
    /// and `fileLine` the line of the scene file where that `expect:` line is written (past the
    /// last item, the last item's line; nil when the file cannot be read again); `impossible`
    /// the first `expect:` line that no run of the scene can print, if any.
    case failed(expected: [String], actual: [String], line: Int, fileLine: Int?, impossible: ImpossibleExpectation?)
    /// The scene is invalid; the text is its rendered diagnostics.
    case invalid(String)
    /// The file cannot be read.
    case unreadable(FileError)
}

/// An `expect:` line that can never appear in the scene's trace (a misspelt method, an
/// unknown responder…), with where it is written and why.
package struct ImpossibleExpectation: Sendable, Equatable {
    /// The 1-based position of the line in the `expect:` block.
    package var item: Int
    /// The line of the scene file (or standard input) it is written on; nil when the file
    /// cannot be read again.
    package var fileLine: Int?
    /// The line as written.
    package var text: String
    /// Why it can never appear, with the closest right word when there is one.
    package var reason: String
}

/// Why a scene file cannot be used.
package enum SceneFileError: Error, Sendable {
    /// The file cannot be read (a usage problem: exit 2).
    case unreadable(FileError)
    /// The scene is invalid (exit 3).
    case invalid(SceneLoadError)

    /// The message (with location and caret for an invalid scene), ending in a newline.
    package var rendered: String {
        switch self {
        case .unreadable(let error): "\(error)\n"
        case .invalid(let error): error.rendered
        }
    }
}

/// Finds scene files and runs them against their expectations. `responder-sim test` and the
/// package's own test suite share this code path.
package enum SceneTestRunner {
    /// Every `*.scene` file under `roots` (files as given, whatever their name; folders searched
    /// recursively, each root's files sorted by path; `-` stands for standard input).
    ///
    /// - Throws: ``FileError`` for a root or a folder under it that cannot be read.
    package static func findScenes(in roots: [String]) throws(FileError) -> [String] {
        var files: [String] = []
        for root in roots {
            if root == "-" {
                files.append(root)
                continue
            }
            var status = stat()
            guard stat(root, &status) == 0 else { throw FileError(.read, root, code: errno) }
            guard (status.st_mode & S_IFMT) == S_IFDIR else {
                files.append(root)
                continue
            }
            var found: [String] = []
            try collectScenes(in: root, relative: "", into: &found)
            let prefix = root.hasSuffix("/") ? root : root + "/"
            files.append(contentsOf: found.sorted().map { prefix + $0 })
        }
        return files
    }

    /// Adds the `*.scene` files under `folder` (paths relative to the root) to `found`;
    /// linked folders are not followed, so a loop of links cannot hang the search.
    private static func collectScenes(in folder: String, relative: String, into found: inout [String]) throws(FileError) {
        guard let directory = opendir(folder) else { throw FileError(.read, folder, code: errno) }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var status = stat()
            guard lstat(path, &status) == 0 else { continue }
            if (status.st_mode & S_IFMT) == S_IFDIR {
                try collectScenes(in: path, relative: relative + name + "/", into: &found)
            } else if name.hasSuffix(".scene") {
                found.append(relative + name)
            }
        }
    }

    /// Loads the scene at `path` (`-`: `standardInput`): the scene, or why it cannot be used.
    package static func load(_ path: String, standardInput: SourceFile = .standardInput) -> Result<Scene, SceneFileError> {
        load(SourceFile.named(path, standardInput: standardInput), path: path)
    }

    /// Loads the scene of `source`, named `path` on the command line.
    private static func load(_ source: SourceFile, path: String) -> Result<Scene, SceneFileError> {
        do {
            return .success(try SceneLoader.load(source))
        } catch let error as SceneLoadError {
            return .failure(.invalid(error))
        } catch let error as FileError {
            return .failure(.unreadable(error))
        } catch {
            return .failure(.unreadable(FileError(.read, path, reason: "\(error)")))
        }
    }

    /// Runs one scene file (`-`: `standardInput`) against its `expect:` block.
    package static func run(_ path: String, standardInput: SourceFile = .standardInput) -> SceneTestResult {
        // Standard input is kept, so that a failing line is found in it as in a file.
        var source = SourceFile.named(path, standardInput: standardInput)
        if path == "-" {
            do {
                source = try source.keepingContents()
            } catch {
                return .unreadable(error)
            }
        }
        switch load(source, path: path) {
        case .failure(.invalid(let error)): return .invalid(error.rendered)
        case .failure(.unreadable(let error)): return .unreadable(error)
        case .success(let scene):
            switch ExpectationCheck.check(scene) {
            case .noExpectation: return .skipped
            case .passed: return .passed
            case .failed(let expected, let actual, let line):
                func fileLine(of item: Int) -> Int? {
                    guard let keyLine = scene.expectLocation?.line else { return nil }
                    return expectItemLine(in: source, keyLine: keyLine, item: item)
                }
                var impossible: ImpossibleExpectation?
                if let item = expected.firstIndex(where: { ExpectationCheck.impossibility(of: $0, in: scene) != nil }),
                    let reason = ExpectationCheck.impossibility(of: expected[item], in: scene)
                {
                    impossible = ImpossibleExpectation(item: item + 1, fileLine: fileLine(of: item), text: expected[item], reason: reason)
                }
                return .failed(expected: expected, actual: actual, line: line, fileLine: fileLine(of: line - 1), impossible: impossible)
            }
        }
    }

    /// The file line of the `expect:` item numbered `item` (0-based) under the key on
    /// `keyLine`; past the last item, the last item's line (the key's when there is none).
    package static func expectItemLine(in source: SourceFile, keyLine: Int, item: Int) -> Int? {
        guard let reading = try? source.reading(keeping: false) else { return nil }
        var reader = LineReader(reading)
        var line = 0
        var block = ExpectBlockRewriter.Block()
        while let (range, _, _) = reader.next() {
            line += 1
            guard line > keyLine else { continue }
            var end = range.upperBound
            let buffer = reader.buffer
            while end > range.lowerBound && (buffer[end - 1] == UInt8(ascii: "\n") || buffer[end - 1] == UInt8(ascii: "\r")) { end -= 1 }
            guard block.take(Array(buffer[range.lowerBound..<end])) else { break }
            if block.items.count > item { return keyLine + 1 + block.items[item] }
        }
        return block.items.last.map { keyLine + 1 + $0 } ?? keyLine
    }
}

extension SceneTestRunner {
    /// Runs every scene of `paths` (`-`: `standardInput`), up to `jobs` at a time, as child
    /// tasks of one task group, and hands each result with the time its run took by `clock` to
    /// `report`, in the order of `paths`, as soon as it and all before it are done. The results,
    /// and so anything printed from them, are the same for any number of jobs; only the times
    /// differ. The tasks run on the concurrency runtime's threads and their default stacks:
    /// loading and playing a scene recurse over nothing (a tree 2,000 views deep runs at
    /// `-j 3`), so no larger stack is asked for.
    package static func runAll<C: Clock>(
        _ paths: [String], jobs: Int, clock: C, standardInput: SourceFile = .standardInput,
        report: (Int, SceneTestResult, Duration) -> Void
    ) async where C.Duration == Duration {
        let workers = max(1, min(jobs, paths.count))
        await withTaskGroup(of: (index: Int, result: SceneTestResult, time: Duration).self) { group in
            var next = 0
            func start(_ index: Int, in group: inout TaskGroup<(index: Int, result: SceneTestResult, time: Duration)>) {
                let path = paths[index]
                group.addTask {
                    let begun = clock.now
                    let result = run(path, standardInput: standardInput)
                    return (index, result, begun.duration(to: clock.now))
                }
            }
            while next < workers {
                start(next, in: &group)
                next += 1
            }
            var done: [Int: (result: SceneTestResult, time: Duration)] = [:]
            var reported = 0
            while let finished = await group.next() {
                done[finished.index] = (finished.result, finished.time)
                while let entry = done.removeValue(forKey: reported) {
                    report(reported, entry.result, entry.time)
                    reported += 1
                }
                if next < paths.count {
                    start(next, in: &group)
                    next += 1
                }
            }
        }
    }

    /// How `--update` or `--record` went for one scene.
    package enum UpdateOutcome: Sendable, Equatable {
        /// The `expect:` block was written; the lines removed and added, as written in the file.
        case updated(removed: [String], added: [String])
        /// The file cannot be updated: why.
        case notUpdated(String)
    }

    /// Rewrites the `expect:` block of the scene file at `path` with `actual`
    /// (``ExpectBlockRewriter``), or adds a first one when the scene has none, leaving every
    /// other byte as it was. The file is replaced as ``OutputFile`` replaces files: whole, with
    /// its mode, through a symbolic link.
    package static func updateExpectation(at path: String, to actual: [String]) -> UpdateOutcome {
        guard path != "-" else { return .notUpdated("standard input cannot be rewritten") }
        let keyLine: Int?
        switch load(path) {
        case .success(let scene): keyLine = scene.expectLocation?.line
        case .failure(.invalid): return .notUpdated("the scene is invalid")
        case .failure(.unreadable(let error)): return .notUpdated("\(error)")
        }
        let bytes: [UInt8]
        do {
            bytes = try contents(of: path)
        } catch {
            return .notUpdated("\(error)")
        }
        let rewrite: ExpectBlockRewriter.Rewrite
        do {
            if let keyLine {
                rewrite = try ExpectBlockRewriter.rewrite(bytes, with: actual, keyLine: keyLine)
            } else {
                rewrite = try ExpectBlockRewriter.appendBlock(to: bytes, with: actual)
            }
        } catch {
            switch error {
            case .noExpectKey: return .notUpdated("no 'expect:' key found on line \(keyLine ?? 0)")
            case .expectKeyExists(let line): return .notUpdated("line \(line) holds an 'expect:' key the scene does not read")
            case .unsupportedValue(let line):
                return .notUpdated("line \(line): only an indented list of items or 'expect: []' can be rewritten")
            }
        }
        do {
            try OutputFile.write(rewrite.bytes, to: path)
        } catch {
            return .notUpdated("\(error)")
        }
        return .updated(removed: rewrite.removed, added: rewrite.added)
    }

    /// Gives the scene file at `path`, which has no `expect:` block, a first one holding its
    /// compact trace (`test --record`), added at the end of the file.
    package static func recordExpectation(at path: String) -> UpdateOutcome {
        guard path != "-" else { return .notUpdated("standard input cannot be rewritten") }
        switch load(path) {
        case .success(let scene):
            guard scene.expect == nil else { return .notUpdated("it has an expect: block") }
            return updateExpectation(at: path, to: ExpectationCheck.compactTrace(of: scene))
        case .failure(.invalid): return .notUpdated("the scene is invalid")
        case .failure(.unreadable(let error)): return .notUpdated("\(error)")
        }
    }

    /// The bytes of the regular file at `path` (a scene about to be rewritten).
    private static func contents(of path: String) throws(FileError) -> [UInt8] {
        var status = stat()
        guard stat(path, &status) == 0 else { throw FileError(.write, path, code: errno) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw FileError(.write, path, reason: "not a regular file") }
        let reading = try SourceReading(path: path, name: path, keeping: false)
        var bytes: [UInt8] = []
        while reading.read(upTo: LineReader.chunkSize, appendingTo: &bytes) {}
        if let failure = reading.failure { throw failure }
        return bytes
    }
}
