// `device:` and `tap:` (Scenes/README.md, The top level).
extension SceneBuilder {
    mutating func readDevice(_ value: Int) {
        let kind = tree[value].kind
        if kind == .plain || kind == .quoted {
            switch reader.choice(value, key: "device", ["iphone", "ipad"], &diagnostics) {
            case "iphone": scene.device = .iphone
            case "ipad": scene.device = .ipad
            default: break
            }
            return
        }
        guard kind == .mapping else {
            reader.wrongType(
                value, key: "device", expected: "'iphone', 'ipad' or a block with 'touches' and 'overflow'",
                &diagnostics)
            return
        }
        var device = Device(name: nil, touchLimit: Device.iphone.touchLimit, overflow: Device.iphone.overflow)
        // "A block sets both" (Scenes/README.md, The top level): unlike `tap:`, each key is required.
        let keys = Set(tree[value].entries.map(\.key))
        for required in Self.deviceKeys where !keys.contains(required) {
            missingKey(required, in: "'device'", mapping: value)
        }
        for entry in tree[value].entries {
            switch entry.key {
            case "touches":
                let expected = "a whole number from 1 to 20"
                guard let node = entry.value else {
                    missingValue(entry, expected: expected)
                    continue
                }
                guard let count = reader.wholeNumber(node, key: "touches", expected: expected, in: 1...20, &diagnostics) else { continue }
                device.touchLimit = count
            case "overflow":
                guard let node = entry.value else {
                    missingValue(entry, expected: "'cancel-all' or 'drop-extra'")
                    continue
                }
                if let word = reader.choice(node, key: "overflow", ["cancel-all", "drop-extra"], &diagnostics),
                    let overflow = Overflow(rawValue: word)
                {
                    device.overflow = overflow
                }
            default:
                unknownKey(entry, in: "'device'", candidates: Self.deviceKeys)
            }
        }
        scene.device = device
    }

    mutating func readTap(_ value: Int) {
        guard tree[value].kind == .mapping else {
            reader.wrongType(value, key: "tap", expected: "a block with 'interval' and 'radius'", &diagnostics)
            return
        }
        for entry in tree[value].entries {
            switch entry.key {
            case "interval":
                guard let node = entry.value else {
                    missingValue(entry, expected: "a duration in seconds")
                    continue
                }
                if let interval = reader.duration(node, key: "interval", &diagnostics) { scene.tap.interval = interval }
            case "radius":
                guard let node = entry.value else {
                    missingValue(entry, expected: "a number greater than 0")
                    continue
                }
                if let radius = reader.positive(node, key: "radius", &diagnostics) { scene.tap.radius = radius }
            default:
                unknownKey(entry, in: "'tap'", candidates: Self.tapKeys)
            }
        }
    }
}
