import Foundation
import Testing

@testable import ResponderSimChecking
@testable import ResponderSimCore
@testable import ResponderSimEditor
@testable import ResponderSimImport
@testable import ResponderSimTeaching

/// Many small random scenes with recognizers, controls and transforms (deterministic seeds,
/// generated here), played and checked for invariants: the run ends, its JSON lines parse and
/// agree with the compact trace, two runs give the same trace, every held call is released,
/// discarded or reported still held, recognizers and controls follow their state machines.
@Suite struct GestureStressTests {
    /// The generator's own SplitMix64, with two conveniences.
    typealias Random = SceneGenerator.Random

    /// One random scene's text.
    static func scene(seed: UInt64) -> String {
        var random = Random(state: seed)
        var lines: [String] = ["scene: stress \(seed)", "window:", "  window: main", "  frame: [0, 0, 320, 480]"]
        if random.chance(50) { lines.append("  handles: all") }
        var recognizers: [String] = []
        var controls: [String] = []
        var views: [String] = []
        /// The layout centres of the top-level views (where most fingers land).
        var centres: [(Int, Int)] = []

        func recognizerLines(indent: String) -> [String] {
            let count = random.below(3)
            guard count > 0 else { return [] }
            var out = [indent + "gestures:"]
            for _ in 0..<count {
                let name = "r\(recognizers.count)"
                let kind = random.pick(["tap", "tap", "long-press", "pan", "swipe", "pinch", "rotation"])
                out.append(indent + "  - \(kind): \(name)")
                let keys = indent + "    "
                switch kind {
                case "tap":
                    if random.chance(50) { out.append(keys + "taps: \(1 + random.below(3))") }
                    if random.chance(20) { out.append(keys + "touches: 2") }
                case "long-press":
                    out.append(keys + "duration: \(random.pick(["0", "0.1", "0.3", "0.5"]))")
                case "pan":
                    if random.chance(30) { out.append(keys + "max-touches: \(1 + random.below(2))") }
                case "swipe":
                    out.append(keys + "direction: \(random.pick(["right", "[left, up]", "down", "[right, left, up, down]"]))")
                default:
                    break
                }
                if random.chance(30) { out.append(keys + "cancels-touches: no") }
                if random.chance(30) { out.append(keys + "delays-began: yes") }
                if random.chance(20) { out.append(keys + "delays-ended: no") }
                if random.chance(10) { out.append(keys + "enabled: no") }
                // Lists name earlier recognizers only: no cycles (V7), never both lists (V11).
                if !recognizers.isEmpty && random.chance(40) {
                    let other = random.pick(recognizers)
                    out.append(keys + (random.chance(50) ? "requires-failure-of: [\(other)]" : "simultaneous-with: [\(other)]"))
                }
                recognizers.append(name)
            }
            return out
        }

        lines += recognizerLines(indent: "  ")
        // Views: a few siblings, some with one subview.
        let topCount = 1 + random.below(4)
        lines.append("  subviews:")
        func viewLines(_ name: String, indent: String, frame: String) -> [String] {
            var out = [indent + "- view: \(name)", indent + "  frame: \(frame)"]
            let keys = indent + "  "
            let viewClass = random.pick(["UIView", "UIView", "UIButton", "UIControl"])
            if viewClass != "UIView" {
                out.append(keys + "class: \(viewClass)")
                controls.append(name)
                if random.chance(20) { out.append(keys + "slop: \(random.pick(["0", "20", "70"]))") }
                if random.chance(15) { out.append(keys + "enabled: no") }
            }
            switch random.below(5) {
            case 0: out.append(keys + "handles: all")
            case 1: out.append(keys + "handles: [began]")
            case 2: out.append(keys + "behavior: log")
            case 3: out.append(keys + "passes-on: [began, ended]")
            default: break
            }
            if random.chance(40) { out.append(keys + "multiple-touch: yes") }
            if random.chance(10) { out.append(keys + "exclusive-touch: yes") }
            if random.chance(35) {
                out.append(keys + "transform:")
                if random.chance(50) { out.append(keys + "  scale: \(random.pick(["0.5", "2", "-1", "[1.5, 0.75]"]))") }
                if random.chance(60) { out.append(keys + "  rotate: \(random.pick(["90", "-90", "180", "30", "45.5", "999999999"]))") }
                if random.chance(40) || out.last?.hasSuffix("transform:") == true {
                    out.append(keys + "  translate: [\(random.below(40) - 20), \(random.below(40) - 20)]")
                }
            }
            out += recognizerLines(indent: keys)
            views.append(name)
            return out
        }
        for index in 0..<topCount {
            let name = "v\(views.count)"
            let (x, y) = (random.below(200), random.below(380))
            let (width, height) = (60 + random.below(200), 60 + random.below(200))
            centres.append((x + width / 2, y + height / 2))
            var block = viewLines(name, indent: "    ", frame: "[\(x), \(y), \(width), \(height)]")
            if random.chance(40) {
                block.append("      subviews:")
                block += viewLines("v\(views.count)", indent: "        ", frame: "[\(random.below(40)), \(random.below(40)), 50, 50]")
            }
            lines += block
            _ = index
        }

        // The script: events of one to three touch changes, and control actions.
        lines.append("script:")
        var time = 0
        var down: [String: (Int, Int)] = [:]
        var nextTouch = 1
        var ignoring = 0
        // Fingers changed at the current time: one change per finger and time (Scenes/README.md, The script).
        var used: Set<String> = []
        var usedTime = -1
        func point() -> (Int, Int) {
            guard random.chance(70) else { return (random.below(330), random.below(490)) }
            let centre = random.pick(centres)
            return (centre.0 + random.below(60) - 30, centre.1 + random.below(60) - 30)
        }
        for _ in 0..<(6 + random.below(22)) {
            time += random.pick([0, 10_000, 40_000, 100_000, 200_000, 400_000])
            if time != usedTime {
                used = []
                usedTime = time
            }
            let stamp = String(format: "%.2f", Double(time) / 1_000_000)
            if ignoring > 0 && random.chance(40) {
                lines.append("  - \(stamp) ignore end")
                ignoring -= 1
                continue
            }
            if random.chance(12) {
                switch random.below(7) {
                case 0: lines.append("  - \(stamp) cancel")
                case 1:
                    lines.append("  - \(stamp) ignore begin")
                    ignoring += 1
                case 2:
                    lines.append("  - \(stamp) wait")
                case 3:
                    if let name = recognizers.isEmpty ? nil : random.pick(recognizers) {
                        lines.append("  - \(stamp) set \(name) enabled \(random.pick(["yes", "no"]))")
                    }
                case 4:
                    if let name = controls.isEmpty ? nil : random.pick(controls) {
                        lines.append("  - \(stamp) set \(name) enabled \(random.pick(["yes", "no"]))")
                    }
                case 5:
                    if random.chance(40) { lines.append("  - \(stamp) remove \(random.pick(views))") }
                default:
                    lines.append(
                        "  - \(stamp) set \(random.pick(views)) \(random.pick(["hidden yes", "hidden no", "user-interaction no"]))")
                }
                continue
            }
            for _ in 0..<(1 + random.below(3)) {
                let choice = random.below(10)
                let available = down.keys.sorted().filter { !used.contains($0) }
                let room = down.count < 3 || (down.count < 6 && random.chance(15))
                if (choice < 4 || available.isEmpty) && room {
                    let name = "t\(nextTouch)"
                    nextTouch += 1
                    let p = point()
                    down[name] = p
                    used.insert(name)
                    lines.append("  - \(stamp) down \(name) \(p.0) \(p.1)")
                } else if !available.isEmpty {
                    let name = random.pick(available)
                    used.insert(name)
                    if choice < 7, let old = down[name] {
                        let p = (old.0 + random.below(140) - 70, old.1 + random.below(140) - 70)
                        down[name] = p
                        lines.append("  - \(stamp) move \(name) \(p.0) \(p.1)")
                    } else {
                        down[name] = nil
                        lines.append("  - \(stamp) up \(name)")
                    }
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Invariants

    /// The recognizers' `gesture` lines follow G7: continuous kinds begin, change and end or
    /// are cancelled; discrete ones are recognized; nothing but a new attempt follows an end.
    static func checkStateMachines(_ trace: [String], _ scene: Scene, seed: UInt64) {
        var active: Set<String> = []
        let continuous = Set(scene.recognizers.filter { $0.kind.isContinuous }.map(\.name))
        for line in trace where line.hasPrefix("gesture ") {
            let words = line.split(separator: " ").map(String.init)
            guard words.count >= 3 else { continue }
            let (name, state) = (words[1], words[2])
            switch state {
            case "began":
                #expect(continuous.contains(name) && !active.contains(name), "seed \(seed): \(line)")
                active.insert(name)
            case "changed":
                #expect(active.contains(name), "seed \(seed): \(line)")
            case "ended", "cancelled":
                #expect(active.contains(name), "seed \(seed): \(line)")
                active.remove(name)
            case "recognized":
                #expect(!continuous.contains(name), "seed \(seed): \(line)")
            case "failed", "pending":
                #expect(!active.contains(name), "seed \(seed): \(line)")
            default:
                Issue.record("seed \(seed): unknown state in \(line)")
            }
        }
    }

    /// Control events come only while the control tracks a touch (after touchDown, until an
    /// up or a cancel).
    static func checkControls(_ trace: [String], seed: UInt64) {
        var tracking: Set<String> = []
        for line in trace where line.hasPrefix("control ") {
            let words = line.split(separator: " ").map(String.init)
            guard words.count == 3 else { continue }
            let (name, event) = (words[1], words[2])
            if event == "touchDown" {
                tracking.insert(name)
                continue
            }
            #expect(tracking.contains(name), "seed \(seed): \(line) while not tracking")
            if ["touchUpInside", "touchUpOutside", "touchCancel"].contains(event) { tracking.remove(name) }
        }
    }

    /// Every held (view, touch) is later released, discarded, or reported `still-held`.
    static func checkHolds(_ trace: [String], seed: UInt64) {
        var open: [String] = []
        func pairs(_ view: String, _ list: Substring) -> [String] {
            list.split(separator: ",").map { "\(view) \($0.trimmingCharacters(in: .whitespaces))" }
        }
        for line in trace {
            guard let open0 = line.firstIndex(of: "["), let close = line.firstIndex(of: "]") else {
                if line.hasPrefix("notice still-held ") {
                    let key = String(line.dropFirst("notice still-held ".count))
                    #expect(open.contains(key), "seed \(seed): \(line) without a hold")
                    open.removeAll { $0 == key }
                }
                continue
            }
            let list = line[line.index(after: open0)..<close]
            if line.hasPrefix("hold ") {
                let view = line.dropFirst("hold ".count).prefix { $0 != "." }
                for pair in pairs(String(view), list) where !open.contains(pair) { open.append(pair) }
            } else if line.hasPrefix("release ") || line.hasPrefix("discard ") {
                let view = line.split(separator: " ")[1]
                for pair in pairs(String(view), list) { open.removeAll { $0 == pair } }
            }
        }
        #expect(open.isEmpty, "seed \(seed): held and never released, discarded or reported: \(open)")
    }

    /// A released call that reaches the window (whose coordinates are the screen's) carries
    /// the window point its touch had in the step that held it (G20).
    static func checkReleasedPoints(_ scene: Scene, seed: UInt64) {
        let steps = GestureScene.jsonText(scene).compactMap { GestureScene.parse($0) }.filter { $0["step"] != nil }
        for step in steps {
            for delivery in step.objects("deliveries")
            where delivery.string("origin") == "release" && delivery.string("role") == "window" {
                guard let heldAt = delivery["heldAt"] as? Int, heldAt >= 1, heldAt <= steps.count,
                    let locations = delivery["locations"] as? [String: [Double]]
                else { continue }
                let changes = steps[heldAt - 1].objects("changes")
                for (touch, location) in locations {
                    let held = changes.first { $0.string("touch") == touch }?["point"] as? [Double]
                    #expect(held == nil || held == location, "seed \(seed): \(touch) released at \(location), held at \(held ?? [])")
                }
            }
        }
    }

    static let seeds: [UInt64] = Array(1...160)

    @Test func randomScenesKeepTheInvariants() throws {
        for seed in Self.seeds {
            let text = Self.scene(seed: seed)
            guard let scene = SceneTesting.scene(text) else {
                Issue.record("seed \(seed) generated an invalid scene:\n\(text)")
                continue
            }
            let trace = ExpectationCheck.compactTrace(of: scene)
            #expect(ExpectationCheck.compactTrace(of: scene) == trace, "seed \(seed): two runs differ")
            GestureJSONTests.checkAgreement(scene)
            Self.checkStateMachines(trace, scene, seed: seed)
            Self.checkControls(trace, seed: seed)
            Self.checkHolds(trace, seed: seed)
            Self.checkReleasedPoints(scene, seed: seed)
        }
    }

    @Test func theGeneratorIsDeterministicAndVaried() {
        #expect(Self.scene(seed: 7) == Self.scene(seed: 7))
        #expect(Self.scene(seed: 7) != Self.scene(seed: 8))
        let texts = Self.seeds.map(Self.scene(seed:))
        for word in [
            "- tap:", "- pan:", "- long-press:", "- swipe:", "- pinch:", "- rotation:", "class: UIButton", "transform:", " cancel",
            "ignore begin", " remove ", "requires-failure-of",
        ] {
            #expect(texts.contains { $0.contains(word) }, "no scene has \(word)")
        }
    }
}

extension SceneGenerator.Random {
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
