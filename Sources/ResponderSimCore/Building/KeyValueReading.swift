/// What a key's value reads as: a value, or the elements of a list of names that are resolved
/// once the tree (views) or every recognizer is known.
enum KeyRead {
    case value(KeyValue)
    case names([Int])
}

// The one reader of a key's value, by the checked case its declaration names (V4–V6, V12,
// V16): view and scroll-view keys in blocks and `set` lines, recognizer keys in `gestures:` items.
extension ValueReader {
    /// Reads `node` as `type` says, reporting with the key's `name` and what the value must be
    /// (`expected`); nil after reporting. `touchLimit` bounds a limited count (V6). The
    /// delegate's answers (`receiveAnswer`, `beginAnswer`) are read by
    /// `SceneBuilder.readAnswer`, which knows the recognizer's kind.
    func read(
        _ type: KeyValueType, _ node: Int, key name: String, expected: String, touchLimit: Int = 20,
        _ diagnostics: inout DiagnosticBag
    ) -> KeyRead? {
        switch type {
        case .recognizers:
            guard let elements = items(node, key: name, expected: expected, &diagnostics) else { return nil }
            return .names(elements.filter { recognizerName($0, key: name, &diagnostics) != nil })
        case .answer:
            let kind = tree[node].kind
            if kind == .flowList || kind == .list {
                let elements = tree[node].items
                guard !elements.isEmpty else {
                    diagnostics.add(
                        "empty-list", "'\(name)' needs at least one view; write yes or no for every view",
                        at: tree.position(node), end: tree.position(node).offset + 1)
                    return nil
                }
                for element in elements where self.name(element, key: name, &diagnostics) == nil { return nil }
                return .names(elements)
            }
            guard kind == .plain || kind == .quoted else {
                wrongType(node, key: name, expected: expected, &diagnostics)
                return nil
            }
            guard let word = choice(node, key: name, type.answerWords, &diagnostics) else { return nil }
            return .value(.answer(word == "yes" ? .yes : word == "no" ? .no : .default))
        case .receiveAnswer, .beginAnswer:
            return nil
        default:
            return readValue(type, node, key: name, expected: expected, touchLimit: touchLimit, &diagnostics).map(KeyRead.value)
        }
    }

    /// Reads a value that is never a list of names (every type but `recognizers`, `answer`
    /// and the delegate's answers, which ``read(_:_:key:expected:touchLimit:_:)`` reads); nil
    /// after reporting.
    func readValue(
        _ type: KeyValueType, _ node: Int, key name: String, expected: String, touchLimit: Int = 20,
        _ diagnostics: inout DiagnosticBag
    ) -> KeyValue? {
        switch type {
        case .flag:
            return bool(node, key: name, &diagnostics).map { .flag($0) }
        case .number(let lowest, let orEqual, let highest):
            return number(node, key: name, expected: expected, &diagnostics) { number in
                (orEqual ? number >= lowest : number > lowest) && highest.map { number <= $0 } ?? true
            }
            .map { .number($0) }
        case .alpha:
            return alpha(node, key: name, &diagnostics).map { .alpha($0) }
        case .point:
            return point(node, key: name, &diagnostics).map { .point($0) }
        case .offset:
            return point(node, key: name, &diagnostics).map { .pair($0.x, $0.y) }
        case .size:
            guard let values = numbers(node, key: name, names: "[w, h]", count: 2, &diagnostics) else { return nil }
            for (index, label) in [(0, "width"), (1, "height")] where values[index] < 0 {
                let element = tree[node].items[index]
                diagnostics.add(
                    "out-of-range", "'\(name)' \(label) must be at least 0, found \(describe(element))",
                    at: tree.position(element), end: tree.endOffset(element))
                return nil
            }
            return .pair(values[0], values[1])
        case .rect:
            return frame(node, key: name, &diagnostics).map { .rect($0) }
        case .insets:
            return insets(node, key: name, &diagnostics).map { .insets($0) }
        case .duration(let positive, let longest):
            guard let time = duration(node, key: name, expected: expected, &diagnostics) else { return nil }
            guard (!positive || time > 0) && longest.map({ time <= $0 }) ?? true else {
                outOfRange(node, key: name, expected: expected, &diagnostics)
                return nil
            }
            return .duration(time)
        case .count(let limited):
            guard let count = wholeNumber(node, key: name, expected: expected, in: 1...20, &diagnostics) else { return nil }
            if limited && count > touchLimit {
                diagnostics.add(
                    "out-of-range", "'\(name)' must be at most the device's touch limit (\(touchLimit)), found \(describe(node))",
                    at: tree.position(node), end: tree.endOffset(node))
                return nil
            }
            return .count(count)
        case .directions:
            return directions(node, key: name, expected: expected, &diagnostics).map { .directions($0) }
        case .hitTest:
            return hitTest(node, key: name, &diagnostics).map { .hitTest($0) }
        case .rate:
            return choice(node, key: name, DecelerationRate.allCases.map(\.rawValue), &diagnostics)
                .flatMap(DecelerationRate.init(rawValue:)).map { .rate($0) }
        case .dismissMode:
            // UIKit's third mode is named, and refused (TI4).
            if tree.isPlain(node, "interactive") {
                diagnostics.add(
                    "not-modelled", "'\(name): interactive' is not modelled; write none or on-drag (TI4)",
                    at: tree.position(node), end: tree.endOffset(node))
                return nil
            }
            return choice(node, key: name, KeyboardDismissMode.allCases.map(\.rawValue), &diagnostics)
                .flatMap(KeyboardDismissMode.init(rawValue:)).map { .dismissMode($0) }
        case .recognizers, .answer, .receiveAnswer, .beginAnswer:
            return nil
        }
    }

    /// `direction`: a word or a flow list of words, known and not repeated (V12).
    private func directions(_ node: Int, key name: String, expected: String, _ diagnostics: inout DiagnosticBag) -> [SwipeDirection]? {
        let names = SwipeDirection.allCases.map(\.rawValue)
        let syntax = tree[node]
        if syntax.kind == .plain || syntax.kind == .quoted {
            return direction(node, key: name, names, &diagnostics).map { [$0] }
        }
        guard let elements = items(node, key: name, expected: expected, &diagnostics) else { return nil }
        guard !elements.isEmpty else {
            diagnostics.add(
                "empty-list", "'\(name)' needs at least one direction", at: tree.position(node), end: tree.position(node).offset + 1)
            return nil
        }
        var directions: [SwipeDirection] = []
        var valid = true
        for element in elements {
            guard let direction = direction(element, key: name, names, &diagnostics) else {
                valid = false
                continue
            }
            if directions.contains(direction) {
                diagnostics.add(
                    "repeated-direction", "direction '\(direction.rawValue)' is listed twice",
                    at: tree.position(element), end: tree.endOffset(element))
                valid = false
                continue
            }
            directions.append(direction)
        }
        return valid ? directions : nil
    }

    private func direction(_ node: Int, key name: String, _ names: [String], _ diagnostics: inout DiagnosticBag) -> SwipeDirection? {
        guard let word = choice(node, key: name, names, &diagnostics, id: "unknown-direction") else { return nil }
        return SwipeDirection(rawValue: word)
    }
}
