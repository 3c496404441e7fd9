import ResponderSimCore

// The two forms `diff` prints a comparison in (README.md, Comparing two scenes: `diff`).
extension TraceComparison {
    /// The comparison for people: the two paths, each differing step with its lines marked
    /// `A` or `B` (lines both print, next to a change, unmarked) and the rules each cites, a
    /// count for each run of agreeing steps, and a last line that says whether they agree.
    /// Text from the files is escaped for a terminal (``TerminalText``).
    package func writeText<Output: TextOutputStream>(into output: inout Output) {
        func write(_ line: String) {
            output.write(TerminalText.escaped(line))
            output.write("\n")
        }
        write("A: \(a.path)")
        write("B: \(b.path)")
        for item in items {
            write("")
            switch item {
            case .agree(let count):
                write("… \(count) \(count == 1 ? "step agrees" : "steps agree")")
            case .step(let difference):
                write(Self.heading(difference))
                for line in Self.lines(difference.edits, difference.a?.lines ?? [], difference.b?.lines ?? []) { write(line) }
            case .notices(let edits):
                write("after the last step:")
                for line in Self.lines(edits, a.notices, b.notices) { write(line) }
            }
        }
        write("")
        write(verdict)
    }

    /// The last line of the text form.
    package var verdict: String {
        guard !isEqual else {
            return "A and B agree: \(stepCount) \(stepCount == 1 ? "step" : "steps"), the same lines in each."
        }
        var parts: [String] = []
        if differing > 0 {
            var part = "in \(differing) of \(stepCount) \(stepCount == 1 ? "step" : "steps")"
            let alone = [(onlyA, "A"), (onlyB, "B")].filter { $0.0 > 0 }.map { "\($0.0) only in \($0.1)" }
            if !alone.isEmpty { part += " (" + alone.joined(separator: ", ") + ")" }
            parts.append(part)
        }
        if noticesDiffer { parts.append("in their notices") }
        return "A and B differ " + parts.joined(separator: " and ") + "."
    }

    /// `step 4 at 0.1s, line 18: t1 ended (160, 44)`, with B's step number or line where they
    /// are not A's, `only in A`, or both sides' actions when they differ (`… in A, … in B`).
    static func heading(_ difference: StepDifference) -> String {
        let time = NumberFormatting.seconds(difference.time) + "s"
        guard let a = difference.a, let b = difference.b else {
            guard let step = difference.a ?? difference.b else { return "" }
            let place = step.line.map { "line \($0): \(step.action)" } ?? step.action
            return "step \(step.number) at \(time), only in \(difference.a == nil ? "B" : "A"), \(place)"
        }
        let number = "step \(a.number)" + (b.number == a.number ? "" : " (B: step \(b.number))")
        let action = a.action == b.action ? a.action : "\(a.action) in A, \(b.action) in B"
        guard let lineA = a.line, let lineB = b.line else { return "\(number) at \(time), \(action)" }
        let line = "line \(lineA)" + (lineB == lineA ? "" : " (B: line \(lineB))")
        return "\(number) at \(time), \(line): \(action)"
    }

    /// The aligned lines: `  A  LINE  (RULES)`, `  B  …`, and the lines both print next to a
    /// change unmarked; the other shared lines as a count.
    static func lines(_ edits: [AnchoredAlignment.Edit], _ a: [RecordedRun.CitedLine], _ b: [RecordedRun.CitedLine]) -> [String] {
        func cited(_ marker: String, _ line: RecordedRun.CitedLine, _ rules: String? = nil) -> String {
            let rules = rules ?? line.rules.joined(separator: ", ")
            return "  \(marker)  \(line.text)" + (rules.isEmpty ? "" : "  (\(rules))")
        }
        func isChange(_ index: Int) -> Bool {
            guard edits.indices.contains(index) else { return false }
            if case .same = edits[index] { return false }
            return true
        }
        var lines: [String] = []
        var skipped = 0
        func flush() {
            if skipped > 0 { lines.append("     … \(skipped) \(skipped == 1 ? "line agrees" : "lines agree")") }
            skipped = 0
        }
        for (index, edit) in edits.enumerated() {
            switch edit {
            case .same(let i, let j):
                guard isChange(index - 1) || isChange(index + 1) else {
                    skipped += 1
                    continue
                }
                flush()
                let rulesA = a[i].rules.joined(separator: ", ")
                let rulesB = b[j].rules.joined(separator: ", ")
                lines.append(cited(" ", a[i], rulesA == rulesB ? rulesA : "A: \(rulesA); B: \(rulesB)"))
            case .onlyA(let i):
                flush()
                lines.append(cited("A", a[i]))
            case .onlyB(let j):
                flush()
                lines.append(cited("B", b[j]))
            }
        }
        flush()
        return lines
    }

    /// The comparison as JSON Lines (README.md, Comparing two scenes: `diff`): a `step` record
    /// per differing step, a `notices` record when the notices differ, and a `summary`.
    package func writeJSON<Output: TextOutputStream>(into output: inout Output) {
        for item in items {
            switch item {
            case .agree: continue
            case .step(let difference):
                var record = "{\"kind\":\"step\",\"time\":" + NumberFormatting.seconds(difference.time)
                record += ",\"a\":" + Self.json(difference.a) + ",\"b\":" + Self.json(difference.b)
                record += ",\"lines\":" + Self.json(difference.edits, difference.a?.lines ?? [], difference.b?.lines ?? []) + "}\n"
                output.write(record)
            case .notices(let edits):
                output.write("{\"kind\":\"notices\",\"lines\":" + Self.json(edits, a.notices, b.notices) + "}\n")
            }
        }
        var summary = "{\"kind\":\"summary\",\"equal\":\(isEqual),\"a\":\(Self.json(a.path)),\"b\":\(Self.json(b.path))"
        summary += ",\"steps\":\(stepCount),\"agree\":\(agreeing),\"differ\":\(differing),\"onlyA\":\(onlyA),\"onlyB\":\(onlyB)"
        summary += ",\"stepsA\":\(a.steps.count),\"stepsB\":\(b.steps.count),\"noticesDiffer\":\(noticesDiffer)}\n"
        output.write(summary)
    }

    /// A JSON string literal.
    static func json(_ text: String) -> String {
        var line = TraceLine()
        line.appendJSONString(text)
        return line.string
    }

    /// `{"step":4,"line":18,"action":"…"}`, `line` null for a timer; `null` for a missing step.
    static func json(_ step: RecordedRun.Step?) -> String {
        guard let step else { return "null" }
        return "{\"step\":\(step.number),\"line\":\(step.line.map(String.init) ?? "null"),\"action\":\(json(step.action))}"
    }

    /// The lines of one side only, in order: `{"side":"a","seq":2,"line":"…","rules":["G16"]}`,
    /// `seq` the line's 1-based position among its side's lines of the step.
    static func json(_ edits: [AnchoredAlignment.Edit], _ a: [RecordedRun.CitedLine], _ b: [RecordedRun.CitedLine]) -> String {
        var records: [String] = []
        for edit in edits {
            let (side, index, line): (String, Int, RecordedRun.CitedLine)
            switch edit {
            case .same: continue
            case .onlyA(let i): (side, index, line) = ("a", i, a[i])
            case .onlyB(let j): (side, index, line) = ("b", j, b[j])
            }
            let rules = line.rules.map(json).joined(separator: ",")
            records.append("{\"side\":\"\(side)\",\"seq\":\(index + 1),\"line\":\(json(line.text)),\"rules\":[\(rules)]}")
        }
        return "[" + records.joined(separator: ",") + "]"
    }
}
