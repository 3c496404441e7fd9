/// Where a rule's claim comes from.
public enum RuleTag: String, Sendable, CaseIterable {
    /// Apple documents it.
    case doc
    /// Developers observed it on devices, or it was read from UIKit's implementation.
    case obs
    /// No source settles it: the simulator's documented choice.
    case choice
    case docObs = "doc+obs"
    case docChoice = "doc+choice"
    case obsChoice = "obs+choice"
    /// A finding the simulator reports to the reader; no claim about UIKit.
    case notice
    /// A static check of scene files, made before anything runs.
    case check

    /// `[doc+obs]`.
    package var bracketed: String { "[" + rawValue + "]" }

    /// What the tag means, in a few words.
    public var meaning: String {
        switch self {
        case .doc: "Apple documents it"
        case .obs: "observed on devices, or read from UIKit's implementation"
        case .choice: "no source settles it; this is the simulator's documented choice"
        case .docObs: "Apple documents it, and devices confirm the details"
        case .docChoice: "Apple documents the core; the details are the simulator's choice"
        case .obsChoice: "observed; the details are the simulator's choice"
        case .notice: "a finding the simulator reports; not a claim about UIKit"
        case .check: "a check of the scene file, made before the scene runs"
        }
    }
}

/// One rule of the simulator: what UIKit does (or what the simulator chose where nothing
/// settles it), in words a student can read without any other document.
public struct Rule: Sendable, Hashable {
    /// The rule's identifier, such as `H7`.
    public let id: RuleID
    /// Where the rule's claim comes from.
    public let tag: RuleTag
    /// The rule in one line, for listings and hover texts.
    public let summary: String
    /// The whole rule in one paragraph.
    public let statement: String
    /// Where it comes from, in words: Apple's documentation by name, observations.
    public let source: String

    init(_ id: RuleID, _ tag: RuleTag, _ summary: String, statement: String, source: String) {
        self.id = id
        self.tag = tag
        self.summary = summary
        self.statement = statement
        self.source = source
    }

    /// Every rule, in ``RuleID`` order.
    public static let catalogue: [Rule] = {
        let entries = declaredEntries
        return RuleID.allCases.map { id in
            entries.first { $0.id == id } ?? Rule(id, .choice, "(no entry)", statement: "This rule has no entry yet.", source: "")
        }
    }()

    /// Every entry as declared, for the test that each id has exactly one.
    static var declaredEntries: [Rule] {
        hitTestingRules + bindingAndRestrictionRules + chainAndEventRules + recognizerRules + recognizerKindRules + controlRules
            + responderRules + scrollRules + textInputRules + listSelectionRules + sceneChecks + recognizerDelegateRules
    }
}

extension RuleID {
    /// The rule's entry in the catalogue.
    public var rule: Rule { Rule.catalogue[order] }
}

extension Rule {
    /// The rule with this id.
    package static func rule(_ id: RuleID) -> Rule { id.rule }

    /// The rule written `text` (any case), or nil.
    public static func rule(_ text: String) -> Rule? { RuleID(id: text).map(\.rule) }

    /// The rules whose id, summary, statement or source contains `word` (any case), in
    /// catalogue order.
    package static func search(_ word: String) -> [Rule] {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        let needle = String(word.lowercased().drop(while: isSpace).reversed().drop(while: isSpace).reversed())
        guard !needle.isEmpty else { return [] }
        return catalogue.filter { rule in
            rule.id.rawValue.lowercased() == needle || rule.summary.lowercased().contains(needle)
                || rule.statement.lowercased().contains(needle) || rule.source.lowercased().contains(needle)
        }
    }

    /// The id closest to `text`, to suggest when `text` is not an id: in the family its letters
    /// name, the nearest number; otherwise the closest spelling (`HH2` → `H2`).
    package static func suggestion(for text: String) -> RuleID? {
        let upper = text.uppercased()
        let letters = String(upper.prefix { !$0.isNumber })
        if let family = RuleFamily(rawValue: letters), let number = Int(upper.dropFirst(letters.count)) {
            func distance(_ id: RuleID) -> Int {
                abs((Int(id.rawValue.dropFirst(letters.count).prefix { $0.isNumber }) ?? 0) - number)
            }
            return family.rules.min { distance($0) < distance($1) }
        }
        return Suggestions.closest(to: upper, in: RuleID.allCases.map(\.rawValue)).flatMap(RuleID.init(rawValue:))
    }
}
