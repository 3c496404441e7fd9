/// The rule catalogue as text for a terminal: what `responder-sim rules` prints.
package enum RuleListing {
    /// A rule in full: its id, tag and summary, then its statement and source, wrapped to
    /// `width` columns and indented.
    ///
    /// ```
    /// H6 [doc] UILabel and UIImageView start with user interaction off
    ///   Two classes start with user interaction disabled: …
    ///   Source: Apple: UILabel isUserInteractionEnabled …
    /// ```
    package static func entry(_ rule: Rule, width: Int = 88) -> String {
        var text = "\(rule.id) \(rule.tag.bracketed) \(rule.summary)\n"
        text += wrap(rule.statement, width: width, indent: "  ")
        text += wrap("Source: " + rule.source, width: width, indent: "  ")
        return text
    }

    /// Several rules in full, a blank line between them.
    package static func entries(_ rules: [Rule], width: Int = 88) -> String {
        rules.map { entry($0, width: width) }.joined(separator: "\n")
    }

    /// One line per rule (`  H6   [doc]        UILabel and …`), under a heading per family.
    package static func index(width: Int = 88) -> String {
        var text = ""
        for family in RuleFamily.allCases {
            let rules = family.rules
            guard !rules.isEmpty else { continue }
            if !text.isEmpty { text += "\n" }
            text += "\(family.rawValue): \(family.title)\n"
            for id in rules { text += indexLine(id.rule) }
        }
        text += "\nTags: " + RuleTag.allCases.map { "\($0.bracketed) \($0.meaning)" }.joined(separator: "; ") + ".\n"
        return text
    }

    /// `  H6   [doc]        UILabel and UIImageView start with user interaction off`.
    static func indexLine(_ rule: Rule) -> String {
        "  " + padded(rule.id.rawValue, 5) + padded(rule.tag.bracketed, 13) + rule.summary + "\n"
    }

    /// The lines the text trace ends with: each rule the run cited, with its summary.
    package static func citedBlock(_ ids: some Sequence<RuleID>) -> String {
        let sorted = Set(ids).sorted()
        guard !sorted.isEmpty else { return "" }
        var text = "rules cited (responder-sim rules ID for the whole rule)\n"
        for id in sorted { text += "  " + padded(id.rawValue, 5) + id.rule.summary + "\n" }
        return text
    }

    /// `text` followed by spaces up to `width` characters (at least one space).
    static func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }

    /// Words of `text` in lines of at most `width` characters (a longer word gets a line of its
    /// own), each line starting with `indent` and ending with a line break.
    package static func wrap(_ text: String, width: Int, indent: String = "") -> String {
        var result = ""
        var line = ""
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            if !line.isEmpty && indent.count + line.count + 1 + word.count > width {
                result += indent + line + "\n"
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        if !line.isEmpty { result += indent + line + "\n" }
        return result
    }
}

/// What `responder-sim rules` was asked: nothing (the index), ids and families, or a word.
package enum RulesRequest: Sendable {
    /// `rules`: every rule, one line each.
    case index
    /// `rules H2 m1 GT`: these rules in full; a family's letters stand for its rules.
    case ids([String])
    /// `rules --search WORD`: the rules that contain the word, in full.
    case search(String)

    /// An id that is neither a rule nor a family.
    package struct UnknownID: Error, Sendable, Equatable {
        package let text: String
        package let suggestion: RuleID?
        /// With no rule to suggest, the families one letter away (`SX`: SV, SD, SP, …).
        package var families: [RuleFamily] = []

        /// `unknown rule 'HH2'; did you mean 'H2'?`, `unknown rule 'SX'; did you mean one of
        /// the families 'SV', 'SD', …?`
        package var message: String {
            var message = "unknown rule '\(text)'"
            if let suggestion {
                message += "; did you mean '\(suggestion)'?"
            } else if families.count == 1, let family = families.first {
                message += "; did you mean the family '\(family.rawValue)'?"
            } else if !families.isEmpty {
                message += "; did you mean one of the families " + families.map { "'\($0.rawValue)'" }.joined(separator: ", ") + "?"
            }
            return message + " ('responder-sim rules' lists every rule)"
        }

        /// The families one edit away from `text` when it holds no digit (a family's letters
        /// mistyped), in catalogue order.
        static func families(near text: String) -> [RuleFamily] {
            let typed = Array(text.uppercased().unicodeScalars)
            guard !typed.isEmpty, !typed.contains(where: { ("0"..."9").contains($0) }) else { return [] }
            return RuleFamily.allCases.filter { family in
                let letters = Array(family.rawValue.unicodeScalars)
                let distance = Suggestions.editDistance(typed, letters, limit: 2)
                return distance == 1 && distance < typed.count && distance < letters.count
            }
        }
    }

    /// The text to print, wrapped to `width` columns.
    package func output(width: Int = 88) throws(UnknownID) -> String {
        switch self {
        case .index:
            return RuleListing.index(width: width)
        case .ids(let texts):
            var rules: [Rule] = []
            for text in texts {
                if let rule = Rule.rule(text) {
                    rules.append(rule)
                } else if let family = RuleFamily(rawValue: text.uppercased()) {
                    rules += family.rules.map(\.rule)
                } else {
                    let suggestion = Rule.suggestion(for: text)
                    throw UnknownID(
                        text: text, suggestion: suggestion, families: suggestion == nil ? UnknownID.families(near: text) : [])
                }
            }
            return RuleListing.entries(rules, width: width)
        case .search(let word):
            let found = Rule.search(word)
            guard !found.isEmpty else { return "no rule mentions '\(word)'\n" }
            let count = found.count == 1 ? "1 rule mentions" : "\(found.count) rules mention"
            return count + " '\(word)':\n\n" + RuleListing.entries(found, width: width)
        }
    }
}
