import ResponderSimCore

// Quiz questions about the responder chain beyond touches: where a search ends (RA2, RA3,
// RK6) and who handles a press, shake or remote-control call (RF9, RK1, RM1, RM4).
extension QuizBuilder {
    /// One question per search (a send with a nil target, a key command) and per press,
    /// motion or remote-control call of the step, in trace order.
    func chainQuestions(_ record: StepRecord) -> [QuizQuestion] {
        var questions: [QuizQuestion] = []
        var index = 0
        let actions = Array(record.lines(of: ActionLine.self))
        while index < actions.count {
            let line = actions[index]
            index += 1
            guard line.line == .command || (line.line == .send && line.target == nil) else { continue }
            var asks: [String] = []
            var performer: Responder?
            while index < actions.count {
                let next = actions[index]
                if next.line == .ask, let responder = next.responder {
                    asks.append("\(scene.name(of: responder)) \(next.answer?.rawValue ?? "")")
                } else if next.line == .perform {
                    performer = next.responder
                } else if next.line != .noTarget {
                    break
                }
                index += 1
                if next.line == .perform || next.line == .noTarget { break }
            }
            questions.append(searchQuestion(line, asks: asks, performer: performer))
        }
        var seenCalls = Set<Int>()
        for delivery in record.deliveries where !seenCalls.contains(delivery.call) {
            let call = record.calls[delivery.call]
            guard let message = call.message else { continue }
            seenCalls.insert(delivery.call)
            let hops = record.deliveries.filter { $0.call == delivery.call }
            let handler = hops.last.flatMap { $0.result == .handled ? $0.responder : nil }
            let item = record.item(of: call)
            let start = scene.name(of: delivery.responder)
            var reasons = [
                RuleNote(
                    message.family == .presses ? .rk2 : .rf9,
                    message.family == .presses
                        ? "A press starts at the responder that was first responder (or the key window) at its began: \(start)."
                        : "An event without a point starts at the key window's first responder, or the key window: \(start).")
            ]
            reasons.append(
                RuleNote(
                    .rc4,
                    "It climbs " + hops.map { "\(scene.name(of: $0.responder)) (\($0.result.rawValue))" }.joined(separator: ", ")
                        + "."))
            questions.append(
                QuizQuestion(
                    subject: .item, touch: item, event: "UIKit calls \(message.methodName) [\(item)]",
                    prompt: "Which responder will handle it?",
                    answer: handler.map { scene.name(of: $0) },
                    outcome: handler.map { "\(scene.name(of: $0)) handles \(message.methodName) [\(item)]." }
                        ?? "No responder handles \(message.methodName) [\(item)]: it falls off the chain.",
                    reasons: reasons))
        }
        return questions
    }

    /// Where a search for an action ends.
    private func searchQuestion(_ line: ActionRecord, asks: [String], performer: Responder?) -> QuizQuestion {
        let start = line.startResponder.map { scene.name(of: $0) } ?? "-"
        let event: String
        var reasons: [RuleNote] = []
        if line.line == .command {
            let declarer = line.responder.map { scene.name(of: $0) } ?? "-"
            event = "the key \(line.key ?? "") matches \(declarer)'s key command for \(line.action)"
            reasons.append(RuleNote(.rk5, "Of the matching key commands on the chain from \(start), \(declarer)'s is farthest up."))
            reasons.append(RuleNote(.rk6, "Its action \(line.action) is searched from \(start), the start (RF9)."))
        } else {
            let sender = line.sender.map { scene.name(of: $0) }
            event = (sender.map { "\($0) sends \(line.action)" } ?? "code sends \(line.action)") + " with a nil target"
            if let kind = line.start { reasons.append(RuleNote(.ra3, "The search " + kind.reason(start) + ".")) }
        }
        reasons.append(
            RuleNote(
                .ra2,
                asks.isEmpty ? "There is no responder to ask." : "It asks " + asks.joined(separator: ", ") + "; the first yes performs it.")
        )
        return QuizQuestion(
            subject: .action, touch: line.action, event: event, prompt: "Which responder will perform \(line.action)?",
            answer: performer.map { scene.name(of: $0) },
            outcome: performer.map { "\(scene.name(of: $0)) performs \(line.action)." }
                ?? "No responder performs \(line.action): the search finds no target.",
            reasons: reasons)
    }
}
