// `transform:` (Scenes/README.md, Transforms; static checks V9 and V10).
extension SceneBuilder {
    /// The keys of a `transform:` block, in the order suggestions consider them.
    static let transformKeys = ["scale", "rotate", "translate"]

    /// Reads a `transform:` block; nil after reporting (or when it is not a block).
    mutating func readTransform(_ entry: SyntaxEntry, _ value: Int) -> ViewTransform? {
        guard tree[value].kind == .mapping else {
            reader.wrongType(
                value, key: entry.key, expected: "a block with 'scale', 'rotate' or 'translate'", &diagnostics)
            return nil
        }
        var transform = ViewTransform()
        let block = knownEntries(
            value, keys: [("scale", "a number other than 0, or [sx, sy]"), ("rotate", "degrees"), ("translate", "[tx, ty]")],
            place: "'transform' (its keys are scale, rotate, translate)")
        var valid = !block.unknownKey && !block.missingValue
        for (key, node) in block.entries {
            switch key {
            case "scale":
                guard let (x, y) = readScale(node) else {
                    valid = false
                    continue
                }
                transform.scaleX = x
                transform.scaleY = y
            case "rotate":
                guard let degrees = reader.number(node, key: "rotate", expected: "a number of degrees", &diagnostics) else {
                    valid = false
                    continue
                }
                transform.rotation = degrees
            default:
                guard let point = reader.point(node, key: "translate", &diagnostics) else {
                    valid = false
                    continue
                }
                transform.translateX = point.x
                transform.translateY = point.y
            }
        }
        return valid ? transform : nil
    }

    /// `scale: s` or `scale: [sx, sy]`, each a number other than 0 (V10).
    private mutating func readScale(_ node: Int) -> (Double, Double)? {
        if tree[node].kind == .flowList || tree[node].kind == .list {
            guard let values = reader.numbers(node, key: "scale", names: "[sx, sy]", count: 2, &diagnostics) else {
                return nil
            }
            for (index, value) in values.enumerated() where !Self.isUsableScale(value) {
                reader.outOfRange(tree[node].items[index], key: "scale", expected: Self.scaleRange, &diagnostics)
                return nil
            }
            return (values[0], values[1])
        }
        let expected = "\(Self.scaleRange), or a list [sx, sy] of two such"
        guard let value = reader.number(node, key: "scale", expected: expected, &diagnostics, where: Self.isUsableScale) else {
            return nil
        }
        return (value, value)
    }

    /// What a scale must be: not 0 (V10), and not so small that dividing by it (H11) leaves the
    /// doubles' range, so every converted point stays finite [choice].
    static let scaleRange = "a number other than 0, at least 0.000000000001 in size"

    static func isUsableScale(_ value: Double) -> Bool {
        abs(value) >= 1e-12
    }

    /// The least and greatest factor by which a view's own coordinates may be scaled on screen,
    /// its scale times its ancestors' [choice]: beyond them a point converted into the view
    /// (H11, H14) or out of it leaves the doubles' range, or its picture the integers', and a
    /// trace would print nan.
    package static let screenScaleRange = (least: 1e-12, greatest: 1e12)

    /// Notes the factors by which the view being built (the next id) is scaled on screen, and
    /// reports a `scale` that, times its superviews', leaves ``screenScaleRange``, at the scale.
    mutating func checkScreenScale(_ transform: ViewTransform?, parent: ViewID?, node: Int?) {
        let inherited = parent.map { screenScales[$0.index] } ?? (least: 1, greatest: 1)
        guard let transform else {
            screenScales.append(inherited)
            return
        }
        let (x, y) = (abs(transform.scaleX), abs(transform.scaleY))
        let scales = (least: inherited.least * min(x, y), greatest: inherited.greatest * max(x, y))
        let range = Self.screenScaleRange
        guard scales.least < range.least || scales.greatest > range.greatest else {
            screenScales.append(scales)
            return
        }
        // Reported once, at the view that leaves the range: its subviews inherit nan, which no
        // comparison finds out of range.
        screenScales.append((.nan, .nan))
        let scaleNode = node.flatMap { node in tree[node].entries.first { $0.key == "scale" }?.value }
        guard let at = scaleNode ?? node else { return }
        let smaller = scales.least < range.least
        diagnostics.add(
            "scale-out-of-range",
            "this 'scale' times the scales of the views it is inside makes the view "
                + (smaller
                    ? "more than 1000000000000 times smaller" : "more than 1000000000000 times larger")
                + " on screen than its own size; a view's scale and its superviews' must multiply to between "
                + "0.000000000001 and 1000000000000 in size", at: tree.position(at), end: tree.endOffset(at))
    }
}
