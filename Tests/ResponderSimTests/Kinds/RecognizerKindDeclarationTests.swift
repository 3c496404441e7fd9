import Testing

@testable import ResponderSimCore

/// Each recognizer kind's one declaration (`Model/Recognizers/`): what it says matches the rules
/// the kinds had before they were declared, and every consumer's part of it is consistent.
@Suite struct RecognizerKindDeclarationTests {
    private static func fresh(_ kind: GestureKind) -> GestureRecognizer {
        GestureRecognizer(name: "g", kind: kind, view: ViewID(0), location: SourceLocation(line: 1, column: 1))
    }

    @Test func theSceneDeclaresTheSixKindsInCaseOrderAndNeverTheBuiltIns() {
        #expect(GestureKind.declarable == [.tap, .longPress, .pan, .swipe, .pinch, .rotation])
        #expect(GestureKind.allCases.filter(\.isBuiltIn) == [GestureKind(.delay), GestureKind(.pan)])
        #expect(GestureKind(.delay).rawValue == "scroll-delay" && GestureKind(.pan).rawValue == "scroll-pan")
        for builtIn in BuiltInRecognizer.allCases { #expect(builtIn.kind.isBuiltIn) }
    }

    @Test func continuityAndTheRulesOfChangedAndEnded() {
        let continuous: [GestureKind: (RuleID, RuleID)] = [
            .longPress: (.gl2, .gl2), .pan: (.gp3, .gp4), .pinch: (.gz3, .gz4), .rotation: (.gr3, .gr4), .scrollPan: (.gp3, .gp4),
        ]
        for kind in GestureKind.allCases {
            let rules = continuous[kind] ?? (.g11, .g7)
            #expect(kind.isContinuous == (continuous[kind] != nil), "\(kind.name)")
            #expect(kind.changeRule == rules.0 && kind.endRule == rules.1, "\(kind.name)")
        }
    }

    @Test func failureRulesByKind() {
        // The table `GestureFailure.rule(for:)` was before the kinds declared their part.
        let expected: [GestureKind: [GestureFailure: RuleID]] = [
            .tap: [.movement: .gt3, .timeout: .gt1, .touches: .gt2, .lifted: .g13],
            .longPress: [.movement: .gl1, .timeout: .gt1, .touches: .gl1, .lifted: .gl1],
            .pan: [.movement: .gl1, .timeout: .gt1, .touches: .gl1, .lifted: .gp4],
            .swipe: [.movement: .gl1, .timeout: .gw2, .touches: .gw1, .lifted: .gw3],
            .pinch: [.movement: .gl1, .timeout: .gt1, .touches: .gl1, .lifted: .gz4],
            .rotation: [.movement: .gl1, .timeout: .gt1, .touches: .gl1, .lifted: .gr4],
            .scrollDelay: [.movement: .sd3, .timeout: .sd2, .touches: .gl1, .lifted: .sd5],
            .scrollPan: [.movement: .gl1, .timeout: .gt1, .touches: .gl1, .lifted: .gp4],
        ]
        let common: [GestureFailure: RuleID] = [
            .immediate: .sd2, .contentTracking: .sp3, .shouldBegin: .gd2, .cancelled: .g9, .disabled: .g30, .removed: .g28,
            .prevented: .g12, .required: .g12, .control: .u7,
        ]
        for kind in GestureKind.allCases {
            for failure in GestureFailure.allCases {
                let rule = expected[kind]?[failure] ?? common[failure]
                #expect(failure.rule(for: kind) == rule, "\(failure.rawValue) of \(kind.name)")
            }
        }
    }

    @Test func kindDefaultsAsUIKitHasThem() {
        for kind in GestureKind.allCases {
            let recognizer = Self.fresh(kind)
            #expect(recognizer.movement == (kind == .longPress ? 10 : 45), "\(kind.name)")
            #expect(recognizer.maxDuration == (kind == .swipe ? 500_000 : 750_000), "\(kind.name)")
            let hysteresis: [GestureKind: Double] = [.pan: 10, .scrollPan: 10, .pinch: 8, .rotation: 5]
            #expect(recognizer.hysteresis == hysteresis[kind] ?? 0, "\(kind.name)")
            #expect(recognizer.delaysBegan == (kind == .scrollDelay), "\(kind.name)")
            #expect(recognizer.delaysEnded == (kind != .scrollPan), "\(kind.name)")
        }
        #expect(GestureKey.hysteresis.expectation(for: .rotation) == "a number of degrees from 0 to 180")
        #expect(GestureKey.hysteresis.expectation(for: .pinch) == "a number at least 0")
        #expect(GestureKey.shouldBegin.expectation(for: .pan) == "yes, no, horizontal or vertical")
        #expect(GestureKey.shouldBegin.expectation(for: .tap) == "yes or no")
    }

    @Test func theEngineFlagsNameTheKindsTheRulesName() {
        for kind in GestureKind.allCases {
            let declaration = kind.declaration
            #expect(declaration.readsViewRotation == (kind == .pan), "GP2 \(kind.name)")
            #expect(declaration.losesToButtons == (kind == .tap), "U7 \(kind.name)")
            #expect(declaration.preventsOnlyUpToItsTaps == (kind == .tap), "G12a \(kind.name)")
            #expect(declaration.neverBlocks == (kind == .scrollDelay ? .scrollPan : nil), "SD1 \(kind.name)")
            #expect(declaration.answersDelegate == (kind != .scrollDelay), "V65 \(kind.name)")
            #expect(declaration.scrollsContent == (kind == .scrollPan), "\(kind.name)")
            #expect(declaration.takesAxisAnswers == (kind == .pan), "GD2 \(kind.name)")
        }
        #expect(GestureKind.pinch.declaration.rule == .pair(.distance) && GestureKind.rotation.declaration.rule == .pair(.angle))
    }

    @Test func everyKeyOfAKindReadsBackItsDefault() {
        for kind in GestureKind.allCases {
            for key in GestureKey.common + kind.keys {
                let declaration = key.declaration(for: kind)
                var recognizer = Self.fresh(kind)
                declaration.set(&recognizer, declaration.defaultValue)
                #expect(declaration.value(recognizer) == declaration.defaultValue, "\(key.name) of \(kind.name)")
            }
            #expect(Set(kind.keys).isDisjoint(with: GestureKey.common), "\(kind.name)")
        }
    }

    @Test func labelPartsShowOnlyWhatDiffersFromTheDefaults() {
        for kind in GestureKind.allCases {
            let defaults = Self.fresh(kind)
            #expect(kind.declaration.labelParts(defaults, defaults, .scene).isEmpty, "\(kind.name)")
        }
        var tap = Self.fresh(.tap)
        tap.taps = 2
        #expect(GestureKind.tap.declaration.labelParts(tap, Self.fresh(.tap), .scene) == ["2 taps"])
        var pan = Self.fresh(.pan)
        pan.maxTouches = 1
        #expect(GestureKind.pan.declaration.labelParts(pan, Self.fresh(.pan), .scene) == ["max 1 finger"])
    }

    @Test func everyDeclaredKindImportsFromItsOwnUIKitClass() {
        let classes = GestureKind.declarable.compactMap { $0.declaration.imported?.uikitClass }
        #expect(classes.count == GestureKind.declarable.count && Set(classes).count == classes.count)
        #expect(GestureKind.allCases.filter(\.isBuiltIn).allSatisfy { $0.declaration.imported == nil })
        #expect(GestureKind.longPress.declaration.imported?.notPrinted(touchesPrinted: false) == ["touches", "movement"])
        #expect(GestureKind.longPress.declaration.imported?.notPrinted(touchesPrinted: true) == ["movement"])
        #expect(GestureKind.pan.declaration.imported?.notPrinted(touchesPrinted: true) == ["min-touches", "max-touches"])
    }

    @Test func notesCiteTheKindsRule() {
        for kind in GestureKind.allCases {
            var context = KindNoteContext(Self.fresh(kind), words: "g", numbers: .scene)
            context.verb = "begins"
            #expect(kind.declaration.requestNote(context).sentence.hasPrefix("g"), "\(kind.name)")
            #expect(kind.declaration.possibleNote(context).sentence.hasPrefix("g"), "\(kind.name)")
            #expect(kind.declaration.failureNote(context) == nil, "\(kind.name)")
        }
        var context = KindNoteContext(Self.fresh(.tap), words: "g", numbers: .scene)
        context.failure = .timeout
        #expect(GestureKind.tap.declaration.failureNote(context)?.rule == .gt1)
        context.tapIntervalTimer = true
        #expect(GestureKind.tap.declaration.failureNote(context)?.rule == .gt4)
    }
}
