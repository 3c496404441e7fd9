/// Reads the typed values of Scenes/README.md, The top level to Behaviours from syntax nodes, reporting a bad value at the
/// value (a list of the wrong length at its `[`, one bad element at that element). Shared by
/// the scene's keys and the values of `set` lines.
struct ValueReader {
    let tree: SyntaxTree

    static let phaseNames = TouchPhase.allCases.map(\.name)

    // MARK: Describing and reporting

    /// How a value is named in messages: `'1.5'`, `a list`, `a mapping`.
    func describe(_ node: Int) -> String {
        switch tree[node].kind {
        case .plain, .quoted, .line, .quotedLine, .flowList: "'\(tree.sourceText(node))'"
        case .mapping: "a mapping"
        case .list, .lineList: "a list"
        case .blockText: "block text"
        case .empty, .invalid: "nothing"
        }
    }

    func wrongType(_ node: Int, key: String, expected: String, _ diagnostics: inout DiagnosticBag, hint: String? = nil) {
        guard tree[node].kind != .invalid else { return }
        diagnostics.add(
            "wrong-type", "'\(key)' must be \(expected), found \(describe(node))", at: tree.position(node),
            end: tree.endOffset(node), hint: hint)
    }

    /// A whole number in `range`, or nil after reporting what else it is (not a number, or a
    /// number outside `range`, at the value).
    func wholeNumber(_ node: Int, key: String, expected: String, in range: ClosedRange<Int>, _ diagnostics: inout DiagnosticBag)
        -> Int?
    {
        let syntax = tree[node]
        guard syntax.kind == .plain, let count = ScalarNumbers.integer(tree.bytes, syntax.start, syntax.end) else {
            if number(node, key: key, expected: expected, &diagnostics) != nil {
                outOfRange(node, key: key, expected: expected, &diagnostics)
            }
            return nil
        }
        guard range.contains(count) else {
            outOfRange(node, key: key, expected: expected, &diagnostics)
            return nil
        }
        return count
    }

    func outOfRange(_ node: Int, key: String, expected: String, _ diagnostics: inout DiagnosticBag) {
        diagnostics.add(
            "out-of-range", "'\(key)' must be \(expected), found \(describe(node))", at: tree.position(node),
            end: tree.endOffset(node))
    }

    // MARK: Scalars

    /// The text of a plain or quoted scalar, or nil after reporting a wrong type.
    func text(_ node: Int, key: String, expected: String, _ diagnostics: inout DiagnosticBag) -> String? {
        switch tree[node].kind {
        case .plain, .quoted: return tree.text(node)
        default:
            wrongType(node, key: key, expected: expected, &diagnostics)
            return nil
        }
    }

    /// A plain number, or nil after reporting a wrong type or a number beyond the limit.
    func number(_ node: Int, key: String, expected: String, _ diagnostics: inout DiagnosticBag) -> Double? {
        let syntax = tree[node]
        if syntax.kind == .plain, let value = ScalarNumbers.number(tree.bytes, syntax.start, syntax.end) {
            return value
        }
        if syntax.kind == .plain && ScalarNumbers.isTooLarge(tree.bytes, syntax.start, syntax.end) {
            diagnostics.add(
                "number-too-large", Self.tooLargeMessage(tree.sourceText(node)), at: tree.position(node),
                end: tree.endOffset(node))
            return nil
        }
        let hint: String? =
            syntax.kind == .plain && Self.hasExponent(tree.sourceText(node))
            ? "write the number in digits, without an exponent" : nil
        wrongType(node, key: key, expected: expected, &diagnostics, hint: hint)
        return nil
    }

    /// Whether `text` is a number written with an exponent, such as `1e308` or `-2.5E-3`.
    static func hasExponent(_ text: String) -> Bool {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "e" || $0 == "E" })
        guard parts.count == 2, let mantissa = parts.first, let exponent = parts.last else { return false }
        let digits = mantissa.drop { $0 == "-" }
        let power = exponent.drop { $0 == "-" || $0 == "+" }
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") } && !power.isEmpty
            && power.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// The message for a number beyond ``ScalarNumbers/limit``.
    static func tooLargeMessage(_ text: String) -> String {
        let shown = text.count > 24 ? "'\(text.prefix(12))…' (\(text.count) characters)" : "'\(text)'"
        return "\(shown) is too large: numbers in a scene must be between -1000000000 and 1000000000 "
            + "(at most nine digits before the point)"
    }

    /// A number that must satisfy `isValid`; `expected` describes both the type and the range.
    func number(
        _ node: Int, key: String, expected: String, _ diagnostics: inout DiagnosticBag, where isValid: (Double) -> Bool
    ) -> Double? {
        guard let value = number(node, key: key, expected: expected, &diagnostics) else { return nil }
        guard isValid(value) else {
            outOfRange(node, key: key, expected: expected, &diagnostics)
            return nil
        }
        return value
    }

    /// A positive length.
    func positive(_ node: Int, key: String, _ diagnostics: inout DiagnosticBag) -> Double? {
        number(node, key: key, expected: "a number greater than 0", &diagnostics) { $0 > 0 }
    }

    /// A duration in seconds (at most six decimals), in microseconds.
    func duration(
        _ node: Int, key: String, expected: String = "a duration in seconds, at least 0, with at most six decimals",
        _ diagnostics: inout DiagnosticBag
    ) -> Microseconds? {
        let syntax = tree[node]
        if syntax.kind == .plain {
            switch ScalarNumbers.microseconds(tree.bytes, syntax.start, syntax.end) {
            case .success(let value): return value
            case .failure(.malformed):
                if ScalarNumbers.number(tree.bytes, syntax.start, syntax.end) != nil {
                    outOfRange(node, key: key, expected: expected, &diagnostics)
                    return nil
                }
            case .failure(.tooManyDecimals), .failure(.tooLarge):
                outOfRange(node, key: key, expected: expected, &diagnostics)
                return nil
            }
        }
        wrongType(node, key: key, expected: expected, &diagnostics)
        return nil
    }

    /// `yes`, `no`, `true` or `false`.
    func bool(_ node: Int, key: String, _ diagnostics: inout DiagnosticBag) -> Bool? {
        let syntax = tree[node]
        if syntax.kind == .plain {
            if tree.isPlain(node, "yes") || tree.isPlain(node, "true") { return true }
            if tree.isPlain(node, "no") || tree.isPlain(node, "false") { return false }
        }
        let hint =
            syntax.kind == .plain || syntax.kind == .quoted
            ? Suggestions.hint(for: tree.text(node), in: ["yes", "no", "true", "false"]) : nil
        wrongType(node, key: key, expected: "yes or no", &diagnostics, hint: hint)
        return nil
    }

    /// One of `choices` (a word such as `iphone` or `passthrough`).
    func choice(
        _ node: Int, key: String, _ choices: [String], _ diagnostics: inout DiagnosticBag,
        id: String = "unknown-value"
    ) -> String? {
        let list = choices.map { "'\($0)'" }.joined(separator: ", ")
        guard let word = text(node, key: key, expected: "one of \(list)", &diagnostics) else { return nil }
        if choices.contains(word) { return word }
        diagnostics.add(
            id, "'\(key)' must be one of \(list), found \(describe(node))", at: tree.position(node),
            end: tree.endOffset(node), hint: diagnostics.wantsSuggestions ? Suggestions.hint(for: word, in: choices) : nil)
        return nil
    }

    /// A responder name `[A-Za-z_][A-Za-z0-9_-]*`.
    func name(_ node: Int, key: String, _ diagnostics: inout DiagnosticBag) -> String? {
        let expected = "a name (letters, digits, '_' and '-', not starting with a digit or '-')"
        guard let word = text(node, key: key, expected: expected, &diagnostics) else { return nil }
        guard Self.isName(word) else {
            diagnostics.add(
                "bad-name", "'\(key)' must be \(expected), found \(describe(node))", at: tree.position(node),
                end: tree.endOffset(node))
            return nil
        }
        return word
    }

    static func isName(_ word: String) -> Bool {
        var first = true
        for byte in word.utf8 {
            let letter = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
            if first {
                guard letter else { return false }
                first = false
            } else {
                guard letter || ScalarNumbers.isDigit(byte) || byte == ByteText.dash else { return false }
            }
        }
        return !first
    }

    // MARK: Lists

    /// The elements of a flow list or block list, or nil after reporting a wrong type.
    func items(_ node: Int, key: String, expected: String, _ diagnostics: inout DiagnosticBag) -> [Int]? {
        switch tree[node].kind {
        case .flowList, .list: return tree[node].items
        default:
            wrongType(node, key: key, expected: expected, &diagnostics)
            return nil
        }
    }

    /// Exactly `count` numbers; `names` name them in messages (`[x, y, w, h]`).
    func numbers(_ node: Int, key: String, names: String, count: Int, _ diagnostics: inout DiagnosticBag) -> [Double]? {
        let expected = "\(count) numbers \(names)"
        guard let elements = items(node, key: key, expected: expected, &diagnostics) else { return nil }
        guard elements.count == count else {
            diagnostics.add(
                "wrong-length", "'\(key)' needs \(expected), found \(elements.count)", at: tree.position(node),
                end: tree.position(node).offset + 1)
            return nil
        }
        var values: [Double] = []
        for element in elements {
            guard let value = number(element, key: key, expected: "\(expected); each a number", &diagnostics) else {
                return nil
            }
            values.append(value)
        }
        return values
    }

    func frame(_ node: Int, key: String, _ diagnostics: inout DiagnosticBag) -> Rect? {
        guard let values = numbers(node, key: key, names: "[x, y, w, h]", count: 4, &diagnostics) else { return nil }
        for (index, label) in [(2, "width"), (3, "height")] where values[index] < 0 {
            let element = tree[node].items[index]
            diagnostics.add(
                "out-of-range", "'\(key)' \(label) must be at least 0, found \(describe(element))",
                at: tree.position(element), end: tree.endOffset(element))
            return nil
        }
        return Rect(values[0], values[1], values[2], values[3])
    }

    func point(_ node: Int, key: String, _ diagnostics: inout DiagnosticBag) -> Point? {
        guard let values = numbers(node, key: key, names: "[x, y]", count: 2, &diagnostics) else { return nil }
        return Point(values[0], values[1])
    }

    func insets(_ node: Int, key: String, _ diagnostics: inout DiagnosticBag) -> EdgeInsets? {
        guard let values = numbers(node, key: key, names: "[top, left, bottom, right]", count: 4, &diagnostics)
        else { return nil }
        return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    func alpha(_ node: Int, key: String, _ diagnostics: inout DiagnosticBag) -> Float? {
        number(node, key: key, expected: "a number from 0 to 1", &diagnostics) { $0 >= 0 && $0 <= 1 }.map { Float($0) }
    }

    func hitTest(_ node: Int, key: String, _ diagnostics: inout DiagnosticBag) -> HitTestMode? {
        choice(node, key: key, ["normal", "passthrough"], &diagnostics).flatMap(HitTestMode.init(rawValue:))
    }

    /// `all`, or a list of phases (`[]` allowed).
    func phases(_ node: Int, key: String, _ diagnostics: inout DiagnosticBag) -> PhaseSet? {
        let expected = "'all' or a list of phases such as [began, ended]"
        let syntax = tree[node]
        if syntax.kind == .plain || syntax.kind == .quoted {
            let word = tree.text(node)
            if syntax.kind == .plain && word == "all" { return .all }
            let hint: String? = TouchPhase(name: word) != nil ? "write '\(key): [\(word)]'" : nil
            wrongType(node, key: key, expected: expected, &diagnostics, hint: hint)
            return nil
        }
        guard let elements = items(node, key: key, expected: expected, &diagnostics) else { return nil }
        var set: PhaseSet = []
        var ok = true
        for element in elements {
            let kind = tree[element].kind
            guard kind == .plain || kind == .quoted else {
                wrongType(element, key: key, expected: "a phase: began, moved, ended or cancelled", &diagnostics)
                ok = false
                continue
            }
            let word = tree.text(element)
            if let phase = TouchPhase(name: word) {
                set.insert(PhaseSet(phase))
            } else if word == "all" {
                diagnostics.add(
                    "wrong-type", "'all' cannot be in a list of phases", at: tree.position(element),
                    end: tree.endOffset(element), hint: "write '\(key): all' without brackets")
                ok = false
            } else {
                diagnostics.add(
                    "unknown-phase", "unknown phase \(describe(element)) in '\(key)'; phases are began, moved, ended, cancelled",
                    at: tree.position(element), end: tree.endOffset(element),
                    hint: diagnostics.wantsSuggestions ? Suggestions.hint(for: word, in: Self.phaseNames) : nil)
                ok = false
            }
        }
        return ok ? set : nil
    }
}
