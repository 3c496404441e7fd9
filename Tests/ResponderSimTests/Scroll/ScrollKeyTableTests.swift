import Testing

@testable import ResponderSimCore

/// The scroll-view key table: each key's field reads and writes its own setting, and only it.
@Suite struct ScrollKeyTableTests {
    /// A value of the same type as `value` and different from it.
    private static func other(than value: KeyValue) -> KeyValue {
        switch value {
        case .flag(let flag): .flag(!flag)
        case .pair(let a, let b): .pair(a + 1, b + 2)
        case .insets(let i): .insets(EdgeInsets(top: i.top + 1, left: i.left + 2, bottom: i.bottom + 3, right: i.right + 4))
        case .number(let number): .number(number + 1)
        case .duration(let time): .duration(time + 1)
        case .answer(let answer): .answer(answer == .no ? .yes : .no)
        case .rate(let rate): .rate(rate == .fast ? .normal : .fast)
        case .dismissMode(let mode): .dismissMode(mode == .onDrag ? .none : .onDrag)
        case .alpha, .point, .rect, .count, .directions, .recognizers, .hitTest, .receive, .begin: value
        }
    }

    @Test func eachKeysFieldWritesItsOwnSettingAndNoOther() throws {
        let defaults = ScrollSettings()
        for key in ScrollKey.allCases {
            guard let field = key.declaration.field else {
                #expect(key == .contentOffset || key == .panRequiresFailureOf, "\(key.name) has no field")
                continue
            }
            let changed = Self.other(than: field.get(defaults))
            var settings = defaults
            settings.set(key, changed)
            #expect(settings.value(of: key) == changed, "\(key.name)")
            for otherKey in ScrollKey.allCases where otherKey != key {
                #expect(settings.value(of: otherKey) == defaults.value(of: otherKey), "\(key.name) changed \(otherKey.name)")
            }
        }
    }

    @Test func aValueOfAnotherTypeChangesNothing() {
        var settings = ScrollSettings()
        settings.set(.bounces, .number(3))
        settings.set(.hysteresis, .flag(false))
        #expect(settings == ScrollSettings())
    }

    @Test func eachKeysTypeReadsTheValueItsExpectationDescribes() {
        for key in ScrollKey.allCases {
            switch key.declaration.type {
            case .flag: #expect(key.expectation == "yes or no", "\(key.name)")
            case .duration: #expect(key.expectation.hasPrefix("a duration"), "\(key.name)")
            case .number(_, let orEqual, _):
                #expect(key.expectation == (orEqual ? "a number at least 0" : "a number greater than 0"), "\(key.name)")
            case .answer:
                #expect(key.expectation.hasPrefix(key.declaration.type.answerWords.joined(separator: ", ")), "\(key.name)")
            case .size, .offset, .insets: #expect(key.expectation.hasPrefix("["), "\(key.name)")
            case .rate: #expect(key.expectation == "normal or fast", "\(key.name)")
            case .dismissMode: #expect(key.expectation == "none or on-drag", "\(key.name)")
            case .alpha, .point, .rect, .count, .directions, .hitTest, .receiveAnswer, .beginAnswer:
                Issue.record("\(key.name) has a type no scroll-view key has")
            case .recognizers: #expect(key == .panRequiresFailureOf)
            }
        }
    }
}
