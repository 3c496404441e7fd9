import ResponderSimCore

/// Where `responder-sim import --recognizers` reads the gesture recognizers from.
package enum RecognizerSource: Sendable, Equatable {
    /// The dump itself holds them (one pasted debugger session): the recognizers are read first,
    /// then the views with every recognizer description blanked out.
    case combined
    /// A second text, which the scene's comments call `name` (its base name, or `<stdin>`).
    case text([UInt8], name: String)
}

extension DumpImporter {
    /// Imports `bytes` (a dump) as ``importDump(_:name:taps:)`` does, and attaches the gesture
    /// recognizers printed in `recognizers` to its views by address (README.md, Debugging your own
    /// app: gesture recognizers). Warnings and errors in the recognizers' text have
    /// ``DumpWarning/inRecognizers`` set.
    ///
    /// Decisions where the chapter is silent:
    /// - The recognizers' text is read with its HTML entities restored (W-HTML at 1:1) when it
    ///   holds no recognizer head and no `<` at all, as a dump is. A combined text read so is read
    ///   restored by the view reader too (its tags are wrappers), with one W-HTML (the dump's).
    /// - W-MARKDOWN is given for the class name of every recognizer head and of every `view` value
    ///   read as a view reference, at the first `\_`'s backslash; a `\_` in another value is kept.
    /// - A name's slug turns every character outside `[A-Za-z0-9_]` into one `_`, counting
    ///   characters, not bytes.
    /// - A count with more than six significant digits is out of every range (W-RRANGE).
    /// - The warnings of a combined text are merged by position, the views' first at one position.
    /// - The cycle check searches only inside a strongly connected component of the written
    ///   requirements: an edge between two components can never close a cycle.
    package static func importDump(
        _ bytes: [UInt8], name: String, taps: [DumpTap] = [], recognizers: RecognizerSource
    ) -> Result<ImportedScene, DumpImportError> {
        var viewBytes = bytes
        let text: [UInt8]
        let source: String
        let read: DumpImporter.ReadDump
        var reader: RecognizerTextReader
        var textWarnings: [DumpWarning] = []
        switch recognizers {
        case .combined:
            source = name
            switch readRecognizers(bytes) {
            case .failure(let error): return .failure(error)
            case .success(let found):
                (reader, text, textWarnings) = found
            }
            viewBytes = blanking(text, reader.spans)
            // One HTML-escaped text: the views are read as restored too, and W-HTML is printed once (the dump's).
            let restored = textWarnings.contains { $0.id == .htmlEscaped }
            textWarnings.removeAll { $0.id == .htmlEscaped }
            switch readViews(viewBytes, restored: restored) {
            case .failure(let error):
                var error = error
                error.warnings = textWarnings.filter { $0.location < error.location } + error.warnings
                return .failure(error)
            case .success(let views):
                read = views
            }
        case .text(let recognizerBytes, let recognizerName):
            source = recognizerName
            switch readViews(bytes) {
            case .failure(let error): return .failure(error)
            case .success(let views): read = views
            }
            switch readRecognizers(recognizerBytes) {
            case .failure(let error):
                var error = error
                error.warnings = read.warnings + error.warnings
                return .failure(error)
            case .success(let found):
                (reader, text, textWarnings) = found
            }
        }
        let lines = LineTable(text)
        func location(_ offset: Int) -> SourceLocation { lines.position(offset).toLocation(in: text) }
        var mapping = RecognizerMapping(descriptions: reader.descriptions, views: read.views)
        mapping.group()
        var recognizerWarnings = textWarnings
        func collect(_ pending: [(id: DumpWarningID, message: String, offset: Int?)]) -> [DumpWarning] {
            pending.map { warning in
                guard let offset = warning.offset else {
                    return DumpWarning(id: warning.id, message: warning.message, location: SourceLocation(line: 1, column: 1))
                }
                var converted = DumpWarning(id: warning.id, message: warning.message, location: location(offset))
                converted.inRecognizers = true
                return converted
            }
        }
        do throws(RecognizerMappingFailure) {
            try mapping.map()
        } catch {
            var failure = DumpImportError(
                id: error.id, message: error.message, location: location(error.offset), lineText: lines.text(of: error.offset, in: text))
            failure.inRecognizers = true
            let found = sorted(recognizerWarnings + collect(mapping.warnings))
            failure.warnings = read.warnings + found.filter { !$0.inRecognizers || $0.location < failure.location }
            return .failure(failure)
        }
        var planner = RecognizerPlanner(mapping: mapping, source: source) { lines.position($0).line }
        let plan = planner.plan()
        recognizerWarnings += collect(mapping.warnings + planner.warnings)
        var writer = ImportedSceneWriter(views: read.views, name: name, taps: taps, standIn: read.standIn, recognizers: plan)
        let dumpSide = recognizerWarnings.filter { !$0.inRecognizers } + read.warnings
        let fileSide = sorted(recognizerWarnings.filter(\.inRecognizers))
        let all = recognizers == .combined ? merged(dumpSide, fileSide) : dumpSide + fileSide
        return .success(ImportedScene(text: writer.write(), warnings: all))
    }

    /// Two lists of warnings of one text, each in order, merged by position (the first list first at one position).
    private static func merged(_ first: [DumpWarning], _ second: [DumpWarning]) -> [DumpWarning] {
        var result: [DumpWarning] = []
        var (i, j) = (0, 0)
        while i < first.count || j < second.count {
            if j == second.count || (i < first.count && !(second[j].location < first[i].location)) {
                result.append(first[i])
                i += 1
            } else {
                result.append(second[j])
                j += 1
            }
        }
        return result
    }

    /// Warnings sorted as the command prints them: the dump's first, then by line and column, and
    /// at one position in the order of the warning table.
    private static func sorted(_ warnings: [DumpWarning]) -> [DumpWarning] {
        let order = Dictionary(uniqueKeysWithValues: DumpWarningID.allCases.enumerated().map { ($1, $0) })
        return warnings.enumerated().sorted { a, b in
            let left = (
                a.element.inRecognizers ? 1 : 0, a.element.location.line, a.element.location.column, order[a.element.id] ?? 0, a.offset
            )
            let right = (
                b.element.inRecognizers ? 1 : 0, b.element.location.line, b.element.location.column, order[b.element.id] ?? 0, b.offset
            )
            return left < right
        }.map(\.element)
    }

    /// Reads the recognizer descriptions of `bytes`: E-UTF8, then the reader's errors; W-RNONE
    /// when it holds none, W-RSTATE at the first state that is not Possible. An HTML-escaped text
    /// without any recognizer head is read with its entities restored (W-HTML).
    private static func readRecognizers(
        _ bytes: [UInt8]
    ) -> Result<(RecognizerTextReader, [UInt8], [DumpWarning]), DumpImportError> {
        var text = bytes
        var warnings: [DumpWarning] = []
        func warning(_ id: DumpWarningID, _ message: String, _ location: SourceLocation) {
            var warning = DumpWarning(id: id, message: message, location: location)
            warning.inRecognizers = true
            warnings.append(warning)
        }
        if let bad = ByteText.firstInvalidUTF8(bytes, 0, bytes.count) {
            let lines = LineTable(bytes)
            let hex = String(bytes[bad], radix: 16, uppercase: true)
            var error = DumpImportError(
                id: .invalidUTF8, message: "invalid UTF-8 byte 0x\(hex.count < 2 ? "0" + hex : hex); the recognizers' text is UTF-8",
                location: lines.position(bad).toLocation(in: bytes))
            error.inRecognizers = true
            return .failure(error)
        }
        if !RecognizerTextReader.hasHead(text) {
            let unescaped = unescapingHTML(text)
            if unescaped.unescaped && RecognizerTextReader.hasHead(unescaped.bytes) {
                text = unescaped.bytes
                warning(
                    .htmlEscaped,
                    "the recognizers' text is HTML-escaped (&lt; and &gt;, as copied from a web page); it is read with <, >, & and quotes restored",
                    SourceLocation(line: 1, column: 1))
            }
        }
        var reader = RecognizerTextReader(text)
        let lines = LineTable(text)
        do throws(RecognizerTextFailure) {
            try reader.read()
        } catch {
            var failure = DumpImportError(
                id: error.id, message: error.message, location: lines.position(error.offset).toLocation(in: text),
                lineText: lines.text(of: error.offset, in: text))
            failure.inRecognizers = true
            for (id, message, offset) in markdownWarnings(reader) where offset < error.offset {
                warning(id, message, lines.position(offset).toLocation(in: text))
            }
            failure.warnings = warnings
            return .failure(failure)
        }
        for (id, message, offset) in markdownWarnings(reader) {
            warning(id, message, lines.position(offset).toLocation(in: text))
        }
        if reader.descriptions.isEmpty {
            warning(
                .recognizerNone,
                "no gesture recognizer description in this text (such as '<UITapGestureRecognizer: 0x…; state = Possible; view = <UIView 0x…>; …>'): nothing to attach",
                SourceLocation(line: 1, column: 1))
        }
        let state =
            reader.descriptions.compactMap { description in
                description.field("state").flatMap { $0.text != "Possible" ? ($0, description.className) : nil }
            }.min { $0.0.valueOffset < $1.0.valueOffset }
        if let (field, className) = state {
            warning(
                .recognizerState, "\(className) was printed in state \(field.text ?? ""), during a touch; states are ignored",
                lines.position(field.valueOffset).toLocation(in: text))
        }
        return .success((reader, text, warnings))
    }

    /// W-MARKDOWN at the `\` of the first `\_` in the class name of each recognizer head read
    /// and of each `view` value read as a view reference (`<\_UIFoo 0x…>`), by offset.
    private static func markdownWarnings(_ reader: RecognizerTextReader) -> [(DumpWarningID, String, Int)] {
        let bytes = reader.bytes
        // The offset of the first `\_` in the class name that starts at `start`.
        func escape(from start: Int) -> Int? {
            var index = start
            while index < bytes.count {
                if bytes[index] == 0x5C && index + 1 < bytes.count && (bytes[index + 1] == 0x5F || bytes[index + 1] == 0x24) {
                    if bytes[index + 1] == 0x5F { return index }
                    index += 2
                } else if DumpText.isClassByte(bytes[index]) {
                    index += 1
                } else {
                    return nil
                }
            }
            return nil
        }
        func warning(_ className: String, _ offset: Int) -> (DumpWarningID, String, Int) {
            (.markdown, "read Markdown's '\\_' in the class name \(className) as '_'", offset)
        }
        var found: [(DumpWarningID, String, Int)] = []
        for description in reader.descriptions {
            if let offset = escape(from: description.open + 1) { found.append(warning(description.className, offset)) }
            if let field = description.field("view"), let text = field.text, field.valueOffset < bytes.count,
                bytes[field.valueOffset] == 0x3C, let reference = RecognizerMapping.parseViewReference(text),
                let offset = escape(from: field.valueOffset + 1)
            {
                found.append(warning(reference.className, offset))
            }
        }
        return found.sorted { $0.2 < $1.2 }
    }

    /// `text` with every character of the descriptions in `spans` set to a space (line breaks kept).
    static func blanking(_ text: [UInt8], _ spans: [Range<Int>]) -> [UInt8] {
        guard !spans.isEmpty else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var index = 0
        for span in spans {
            result.append(contentsOf: text[index..<span.lowerBound])
            for offset in span {
                let byte = text[offset]
                if byte == 0x0A || byte == 0x0D {
                    result.append(byte)
                } else if byte & 0xC0 != 0x80 {
                    result.append(0x20)
                }
            }
            index = span.upperBound
        }
        result.append(contentsOf: text[index...])
        return result
    }
}

/// The line starts of a text, to turn byte offsets into positions.
struct LineTable {
    private var starts: [Int] = [0]

    init(_ bytes: [UInt8]) {
        let first = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        starts = [first]
        bytes.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where buffer[index] == 0x0A { starts.append(index + 1) }
        }
    }

    /// The position of byte `offset`.
    func position(_ offset: Int) -> SourcePosition {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourcePosition(line: low + 1, lineStart: starts[low], offset: max(offset, starts[low]))
    }

    /// The text of the line holding `offset`, without its line break.
    func text(of offset: Int, in bytes: [UInt8]) -> String? {
        let start = position(offset).lineStart
        guard start < bytes.count else { return nil }
        var end = start
        while end < bytes.count && bytes[end] != 0x0A { end += 1 }
        if end > start && bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

extension ViewHead {
    /// The head's address (lower case, without leading zeros), nil when it prints none.
    func address(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var index = name.upperBound
        guard index + 3 < end, bytes[index] == 0x3A else { return nil }
        index += 4
        var digits = Array(bytes[index..<end]).map { $0 | 0x20 }.drop { $0 == 0x30 }
        if digits.isEmpty { digits = [0x30] }
        return String(decoding: digits, as: UTF8.self)
    }
}

extension RecognizerTextFailure {
    var id: DumpErrorID {
        switch kind {
        case .cut: .recognizerCut
        case .bracket: .recognizerBracket
        case .twice: .recognizerTwice
        case .unexpected, .entry, .list: .recognizerValue
        }
    }

    var message: String {
        switch kind {
        case .cut(let className):
            "the description of \(className) does not end (no closing '>'): the text is cut short"
        case .bracket(let byte, let open, let className):
            ValueBrackets.mismatchMessage(byte, open: open, className: className)
        case .twice(let key, let className):
            "'\(key)' is given twice in the description of \(className)"
        case .unexpected(let character, let className):
            "unexpected '\(character)' in the description of \(className): a key, '=', ';', ',', '}' or '>' belongs here"
        case .entry(let className):
            "an entry of a list of \(className) is not a recognizer description ('<CLASS: 0x…; state = …>')"
        case .list(let key, let className):
            "'\(key)' of \(className) must be a list '{ … }' of recognizer descriptions"
        }
    }
}
