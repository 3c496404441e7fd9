import ResponderSimCore

/// A deterministic synthetic `recursiveDescription` dump (`responder-sim generate --dump`),
/// for measuring `responder-sim import`: a window and a breadth-first tree of views printed
/// depth first as lldb prints them, with labels (quoted texts, some holding quotes), buttons,
/// image views, scrolled views, app classes with a `baseClass`, hidden and faded views.
package struct DumpGenerator: Sendable {
    /// Views below the window.
    package var views: Int
    /// Children per view.
    package var fanout: Int
    /// The seed: the same parameters give the same dump, byte for byte.
    package var seed: UInt64

    package init(views: Int, fanout: Int, seed: UInt64) {
        self.views = views
        self.fanout = fanout
        self.seed = seed
    }

    /// Writes the dump to `output`.
    package func write<Output: TextOutputStream>(to output: inout Output) {
        let count = max(0, views) + 1
        let fanout = max(1, self.fanout)
        var random = SceneGenerator.Random(state: seed)
        // Frames in breadth-first order (node 0 is the window); node i's parent is (i - 1) / fanout.
        var frames = [(x: 0.0, y: 0.0, width: 390.0, height: 844.0)]
        frames.reserveCapacity(count)
        var kinds = [0]
        kinds.reserveCapacity(count)
        for index in 1..<count {
            let parent = frames[(index - 1) / fanout]
            let width = (parent.width * (0.3 + 0.7 * random.unit()) * 3).rounded() / 3
            let height = (parent.height * (0.3 + 0.7 * random.unit()) * 2).rounded() / 2
            let x = ((parent.width - width) * random.unit()).rounded()
            let y = ((parent.height - height) * random.unit() * 2).rounded() / 2
            frames.append((x, y, width, height))
            kinds.append(random.below(10))
        }
        output.write(
            "<UIWindow: 0x7fa1c0000000; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x600000c00000>; "
                + "layer = <UIWindowLayer: 0x600000d00000>>\n")
        // Depth first, without recursion: a stack of (node, depth).
        var stack: [(node: Int, depth: Int)] = []
        var line = ""
        func push(childrenOf node: Int, depth: Int) {
            let first = node * fanout + 1
            guard first < count else { return }
            for child in stride(from: min(count - 1, first + fanout - 1), through: first, by: -1) { stack.append((child, depth)) }
        }
        push(childrenOf: 0, depth: 1)
        while let (node, depth) = stack.popLast() {
            line.removeAll(keepingCapacity: true)
            line += "   |"
            for _ in 1..<depth { line += "    |" }
            line += " "
            let frame = frames[node]
            let address = "0x7fa1c" + String(0x100000 + node * 0x130, radix: 16)
            let layer = "0x6000" + String(0x100000 + node * 0x40, radix: 16)
            let geometry = "frame = (\(number(frame.x)) \(number(frame.y)); \(number(frame.width)) \(number(frame.height)))"
            switch kinds[node] {
            case 4:
                let text = node % 7 == 0 ? "Chef's pick \(node)" : "Item \(node) of the list"
                line += "<UILabel: \(address); \(geometry); text = '\(text)'; opaque = NO; autoresize = RM+BM; "
                line += "userInteractionEnabled = NO; layer = <_UILabelLayer: \(layer)>>"
            case 5:
                line += "<UIButton: \(address); \(geometry); opaque = NO; autoresize = RM+BM; layer = <CALayer: \(layer)>>"
            case 6:
                line += "<UIImageView: \(address); \(geometry); opaque = NO; userInteractionEnabled = NO; "
                line += "layer = <CALayer: \(layer)>> - (null)"
            case 7:
                line += "<UITableView: \(address); \(geometry); clipsToBounds = YES; autoresize = W+H; "
                line += "gestureRecognizers = <NSArray: \(layer)>; layer = <CALayer: \(layer)>; "
                line += "contentOffset: {0, \(node % 5 * 44)}; contentSize: {390, 2200}; adjustedContentInset: {0, 0, 34, 0}>"
            case 8:
                line += "<Shop.CardView: \(address); baseClass = UIView; \(geometry); tag = \(node); layer = <CALayer: \(layer)>>"
            case 9:
                let state = node % 2 == 0 ? "hidden = YES" : "alpha = 0.5"
                line += "<UIView: \(address); \(geometry); \(state); layer = <CALayer: \(layer)>>"
            default:
                line += "<UIView: \(address); \(geometry); autoresize = W+H; layer = <CALayer: \(layer)>>"
            }
            line += "\n"
            output.write(line)
            push(childrenOf: node, depth: depth + 1)
        }
    }

    /// A coordinate as UIKit prints it: six significant digits, no trailing zeros.
    private func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }
}
