import ResponderSimCore

/// What a printed recognizer becomes (the categories of README.md, Debugging your own app: gesture recognizers).
enum RecognizerCategory: Equatable {
    case system
    case notInDump
    /// A scroll view's own recognizer: `X.delay` (delay) or `X.pan`.
    case builtIn(delay: Bool)
    /// Not imported; the reason its view's comment gives.
    case leftOut(String)
    case declared(GestureKind)
}

/// One recognizer: an address, with every description printed of it.
struct MappedRecognizer {
    /// The index of its defining description (its first top-level one, else its first list entry).
    var defining: Int
    /// Its other descriptions.
    var others: [Int] = []
    var category: RecognizerCategory = .notInDump
    /// The imported view it is attached to.
    var view: Int?
    /// The kind came from `baseClass`: an app subclass.
    var subclass = false
    var targets: [RecognizerTarget] = []
    /// The key lines of its item (declared) before `requires-failure-of`.
    var keys: [String] = []
    var notPrinted: [String] = []
    /// Its scene name: declared `KIND_SLUG-k`, or `X.delay`/`X.pan`.
    var sceneName = ""
    /// `enabled = NO` was printed.
    var disabled = false
}

/// A warning or error of `--recognizers`, at a byte offset of the recognizers' text (or the dump's start).
struct RecognizerDiagnostic {
    var id: String
    var message: String
    /// The offset in the recognizers' text; nil for the dump's 1:1.
    var offset: Int?
}

struct RecognizerMappingFailure: Error {
    var id: DumpErrorID
    var message: String
    var offset: Int
}

/// Attaches printed recognizers to imported views and maps each to its category, keys and
/// comments (README.md, Debugging your own app: gesture recognizers).
struct RecognizerMapping {
    let descriptions: [RecognizerDescription]
    let views: [ImportedView]
    private(set) var recognizers: [MappedRecognizer] = []
    /// The recognizer of each address.
    private(set) var byAddress: [String: Int] = [:]
    private(set) var warnings: [(id: DumpWarningID, message: String, offset: Int?)] = []
    /// Lines `# built-in differs:` per recognizer (already worded, in text order).
    private(set) var builtInDiffers: [Int: [String]] = [:]

    init(descriptions: [RecognizerDescription], views: [ImportedView]) {
        self.descriptions = descriptions
        self.views = views
    }

    /// Sets the scene name of recognizer `index`.
    mutating func setSceneName(_ index: Int, _ name: String) { recognizers[index].sceneName = name }

    /// Groups descriptions by address, in recognizer order, and warns about the ones that differ.
    mutating func group() {
        var groups: [String: [Int]] = [:]
        var addresses: [String] = []
        for (index, description) in descriptions.enumerated() {
            if groups[description.address] == nil { addresses.append(description.address) }
            groups[description.address, default: []].append(index)
        }
        for address in addresses {
            let all = groups[address] ?? []
            // Its first top-level description, else its first list entry.
            let defining = all.first { descriptions[$0].topLevel } ?? all[0]
            recognizers.append(MappedRecognizer(defining: defining, others: all.filter { $0 != defining }))
        }
        // Those printed at top level first, then those known only from lists, each by their `<`.
        recognizers.sort { a, b in
            let (left, right) = (descriptions[a.defining], descriptions[b.defining])
            return left.topLevel != right.topLevel ? left.topLevel : left.open < right.open
        }
        for (index, recognizer) in recognizers.enumerated() {
            let defining = descriptions[recognizer.defining]
            byAddress[defining.address] = index
            for other in recognizer.others where Self.differs(descriptions[other], defining) {
                warnings.append(
                    (
                        .recognizerDiffers,
                        "this description of \(defining.className) 0x\(defining.address) differs from the first one printed of that address in more than state and spacing; the first one is used",
                        descriptions[other].open
                    ))
            }
        }
    }

    /// Whether two descriptions of one address differ in more than state, id, spacing and lists.
    private static func differs(_ a: RecognizerDescription, _ b: RecognizerDescription) -> Bool {
        func significant(_ description: RecognizerDescription) -> [String] {
            var parts = [description.className, description.name ?? ""]
            for field in description.fields where !["state", "id", "must-fail", "must-fail-for"].contains(field.key) {
                parts.append(field.key)
                parts.append(Self.withoutSpacing(field.text ?? ""))
            }
            return parts
        }
        return significant(a) != significant(b)
    }

    /// `text` without blanks and `\n` escapes.
    static func withoutSpacing(_ text: String) -> String {
        text.replacingOccurrences(of: "\\n", with: "").filter { $0 != " " && $0 != "\t" }
    }

    // MARK: Categories

    /// Attaches and maps every recognizer, in recognizer order, stopping at the first error.
    mutating func map() throws(RecognizerMappingFailure) {
        let viewsByAddress = Dictionary(grouping: views.indices.filter { views[$0].address != nil }) { views[$0].address ?? "" }
        let dumpHasAddresses = !viewsByAddress.isEmpty
        var noAddressWarned = false
        var builtInsSeen: Set<String> = []
        var kindWarned: Set<String> = []
        for index in recognizers.indices {
            let description = descriptions[recognizers[index].defining]
            let className = DumpClassTable.withoutModule(description.className)
            let baseClass = description.field("baseClass")?.text.map(DumpClassTable.withoutModule)
            let targets = RecognizerTarget.parse(description.field("target")?.text ?? "")
            recognizers[index].targets = targets
            let isSystem =
                RecognizerClassTable.systemClasses.contains(className) || baseClass.map(RecognizerClassTable.systemClasses.contains) == true
                || (!targets.isEmpty && targets.allSatisfy { RecognizerClassTable.systemTargets.contains($0.className) })
                || RecognizerClassTable.systemNamePrefixes.contains { description.name?.hasPrefix($0) == true }
            if isSystem {
                recognizers[index].category = .system
                recognizers[index].view = try attach(description, viewsByAddress, quiet: true)
                continue
            }
            if !dumpHasAddresses {
                if !noAddressWarned {
                    warnings.append(
                        (.recognizerNoAddress, "the dump prints no view addresses, so no recognizer can be attached to its view", nil))
                    noAddressWarned = true
                }
                // The view value is still checked.
                _ = try viewReference(description)
                recognizers[index].category = .notInDump
                continue
            }
            guard let view = try attach(description, viewsByAddress, quiet: false) else {
                recognizers[index].category = .notInDump
                continue
            }
            recognizers[index].view = view
            if views[view].hasLayer && !views[view].hasGestures, let field = description.field("view") {
                warnings.append(
                    (
                        .recognizerLate,
                        "\(description.className) is on \(views[view].className), whose description prints no gestureRecognizers: it was added after the views were printed",
                        field.valueOffset
                    ))
            }
            let isScrollView = views[view].viewClass.makesScrollView(isWindow: views[view].isWindow)
            if className == RecognizerClassTable.delayClass || className == RecognizerClassTable.panClass {
                let delay = className == RecognizerClassTable.delayClass
                if !isScrollView {
                    recognizers[index].category = .leftOut(RecognizerClassTable.notScrollViewReason)
                } else if !builtInsSeen.insert("\(view) \(delay)").inserted {
                    recognizers[index].category = .leftOut(RecognizerClassTable.secondBuiltInReason)
                    warnings.append(
                        (
                            .recognizerBuiltIn,
                            "a second \(description.className) on \(views[view].className): a scroll view has one; it is left out",
                            description.open
                        ))
                } else {
                    recognizers[index].category = .builtIn(delay: delay)
                    try checkBuiltIn(index, delay: delay)
                }
                continue
            }
            if let reason = RecognizerClassTable.leftOutClasses[className] ?? baseClass.flatMap({ RecognizerClassTable.leftOutClasses[$0] })
            {
                recognizers[index].category = .leftOut(reason)
                continue
            }
            if !targets.isEmpty && targets.allSatisfy({ RecognizerClassTable.webTargets.contains($0.className) }) {
                recognizers[index].category = .leftOut(RecognizerClassTable.webReason)
                continue
            }
            let kind: GestureKind
            if let base = baseClass.flatMap(GestureKind.imported) {
                kind = base.kind
                recognizers[index].subclass = true
            } else if let own = GestureKind.imported(className) {
                kind = own.kind
            } else {
                recognizers[index].category = .leftOut(RecognizerClassTable.unknownReason)
                if kindWarned.insert(description.className).inserted {
                    warnings.append(
                        (
                            .recognizerKind,
                            "no scene kind for \(description.className) (a tap, long press, pan, swipe, pinch or rotation, or a subclass printing one as baseClass); it is left out",
                            description.open
                        ))
                }
                continue
            }
            recognizers[index].category = .declared(kind)
            try mapDeclared(index, kind: kind)
        }
    }

    /// The view a description's `view` value names, as (class, address, offset of its `<`), nil for `(nil)`.
    private func viewReference(_ description: RecognizerDescription) throws(RecognizerMappingFailure) -> (String, String, Int)? {
        guard let field = description.field("view"), let text = field.text else { return nil }
        if text == "(nil)" { return nil }
        guard let reference = Self.parseViewReference(text) else {
            throw RecognizerMappingFailure(
                id: .recognizerValue,
                message: "'view' of \(description.className) must be '(nil)', '<CLASS 0xHEX>' or '<CLASS: 0xHEX>', not '\(text)'",
                offset: field.valueOffset)
        }
        return (reference.className, reference.address, field.valueOffset)
    }

    /// `<CLASS 0xHEX>` or `<CLASS: 0xHEX>`: the class and the address (lower case, no leading zeros).
    static func parseViewReference(_ text: String) -> (className: String, address: String, shown: String)? {
        let bytes = Array(text.replacingOccurrences(of: "\\_", with: "_").utf8)
        guard bytes.count > 5, bytes.first == 0x3C, bytes.last == 0x3E, DumpText.isClassStart(bytes[1]) else { return nil }
        var index = 2
        while index < bytes.count && DumpText.isClassByte(bytes[index]) { index += 1 }
        let className = String(decoding: bytes[1..<index], as: UTF8.self)
        if index < bytes.count && bytes[index] == 0x3A { index += 1 }
        guard index + 2 < bytes.count, bytes[index] == 0x20, bytes[index + 1] == 0x30, bytes[index + 2] == 0x78 else { return nil }
        index += 3
        let digits = index
        while index < bytes.count && DumpText.isHex(bytes[index]) { index += 1 }
        guard index > digits, index == bytes.count - 1 else { return nil }
        var address = bytes[digits..<index].map { $0 | 0x20 }.drop { $0 == 0x30 }
        if address.isEmpty { address = [0x30] }
        let shown = className + " 0x" + String(decoding: bytes[digits..<index], as: UTF8.self)
        return (className, String(decoding: address, as: UTF8.self), shown)
    }

    /// The imported view a recognizer is attached to (the rules of attaching; quiet for a system
    /// recognizer, which is attached by the first rule alone, without any check or warning).
    private mutating func attach(
        _ description: RecognizerDescription, _ viewsByAddress: [String: [Int]], quiet: Bool
    ) throws(RecognizerMappingFailure) -> Int? {
        if quiet {
            guard let text = description.field("view")?.text, let reference = Self.parseViewReference(text),
                let found = viewsByAddress[reference.address], found.count == 1,
                ImportedText.stem(views[found[0]].className) == ImportedText.stem(reference.className)
            else { return nil }
            return found[0]
        }
        guard let field = description.field("view") else {
            warnings.append((.recognizerNoView, "\(description.className) prints no view; the recognizer is left out", description.open))
            return nil
        }
        guard let reference = try viewReference(description) else {
            warnings.append(
                (
                    .recognizerNoView, "the view of \(description.className) is (nil): it is on no view; the recognizer is left out",
                    field.valueOffset
                ))
            return nil
        }
        let shown = field.text.flatMap(Self.parseViewReference)?.shown ?? reference.0
        let found = viewsByAddress[reference.1] ?? []
        guard !found.isEmpty else {
            warnings.append(
                (
                    .recognizerNoView, "the view of \(description.className), \(shown), is not in the dump; the recognizer is left out",
                    reference.2
                ))
            return nil
        }
        guard found.count == 1 else {
            throw RecognizerMappingFailure(
                id: .recognizerAmbiguous,
                message:
                    "the view of \(description.className), \(shown), is the address of two views of the dump (lines \(views[found[0]].line) and \(views[found[1]].line)): the dump mixes two stops",
                offset: reference.2)
        }
        guard ImportedText.stem(views[found[0]].className) == ImportedText.stem(reference.0) else {
            warnings.append(
                (
                    .recognizerViewClass,
                    "the view of \(description.className), \(shown), is a \(views[found[0]].className) in the dump (line \(views[found[0]].line)): the address was reused between the two prints; the recognizer is left out",
                    reference.2
                ))
            return nil
        }
        return found[0]
    }

    // MARK: Values

    private static let flagKeys = ["enabled", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded"]
    private static let kindFields = ["numberOfTapsRequired", "numberOfTouchesRequired", "minimumPressDuration"]
    /// The keys read on every declared and built-in recognizer.
    private static let commonKeys: Set<String> = [
        "id", "baseClass", "state", "enabled", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded", "view", "target",
        "must-fail", "must-fail-for",
    ]
    private var keyWarned: Set<String> = []

    /// The flag value of `key` (YES or NO), E-RVALUE otherwise; nil when not printed.
    private func flag(_ description: RecognizerDescription, _ key: String) throws(RecognizerMappingFailure) -> Bool? {
        guard let field = description.field(key), let text = field.text else { return nil }
        switch text {
        case "YES": return true
        case "NO": return false
        default:
            throw RecognizerMappingFailure(
                id: .recognizerValue, message: "'\(key)' of \(description.className) must be YES or NO, not '\(text)'",
                offset: field.valueOffset)
        }
    }

    /// Checks every flag's value, in text order.
    private func checkFlags(_ description: RecognizerDescription) throws(RecognizerMappingFailure) {
        for field in description.fields where Self.flagKeys.contains(field.key) { _ = try flag(description, field.key) }
    }

    /// W-RKEY for each key not read, once per key name.
    private mutating func warnKeys(_ description: RecognizerDescription, read: Set<String>) {
        for field in description.fields where !Self.commonKeys.contains(field.key) && !read.contains(field.key) {
            guard keyWarned.insert(field.key).inserted else { continue }
            warnings.append(
                (
                    .recognizerKey,
                    "'\(field.key)' of \(description.className) is not imported (no scene key takes it); the recognizer is imported without it",
                    field.keyOffset
                ))
        }
    }

    /// A scroll view's own recognizer: its flags against the built-in's; W-RBUILTIN for what the scene cannot express.
    private mutating func checkBuiltIn(_ index: Int, delay: Bool) throws(RecognizerMappingFailure) {
        let description = descriptions[recognizers[index].defining]
        try checkFlags(description)
        let which = delay ? "delay" : "pan"
        var differs: [String] = []
        recognizers[index].disabled = try flag(description, "enabled") == false
        // The pan delays ended touches (prints delaysTouchesEnded = NO); a missing flag counts at the head.
        if !delay && description.field("delaysTouchesEnded") == nil {
            differs.append("no delaysTouchesEnded = NO")
            warnBuiltIn(description, "\(description.className) does not print delaysTouchesEnded = NO", at: description.open)
        }
        for field in description.fields {
            let text = field.text ?? ""
            let differing: Bool
            switch field.key {
            case "cancelsTouchesInView": differing = text == "NO"
            case "delaysTouchesBegan": differing = !delay && text == "YES"
            case "delaysTouchesEnded": differing = delay ? text == "NO" : text == "YES"
            case "must-fail": differing = delay
            case _ where Self.kindFields.contains(field.key): differing = true
            default: differing = false
            }
            guard differing else { continue }
            let shown = field.key == "must-fail" ? "must-fail" : "\(field.key) = \(text)"
            differs.append(shown)
            warnBuiltIn(
                description, "\(description.className) prints \(shown), which a scroll view's \(which) recognizer in a scene cannot have",
                at: field.keyOffset)
        }
        builtInDiffers[index] = differs
        warnKeys(description, read: Set(Self.kindFields))
    }

    private mutating func warnBuiltIn(_ description: RecognizerDescription, _ message: String, at offset: Int) {
        warnings.append((.recognizerBuiltIn, message + "; it is ignored", offset))
    }

    /// A declared recognizer: its flags and kind fields to keys, or left out when a value is out of range.
    private mutating func mapDeclared(_ index: Int, kind: GestureKind) throws(RecognizerMappingFailure) {
        let description = descriptions[recognizers[index].defining]
        guard let imported = kind.declaration.imported else { return }
        try checkFlags(description)
        // Kind fields read for this kind, checked in text order.
        var taps: Int?
        var touches: Int?
        var duration: Double?
        var outOfRange: RecognizerField?
        for field in description.fields where imported.readFields.contains(field.key) {
            let text = field.text ?? ""
            if field.key == "minimumPressDuration" {
                guard let value = Self.decimal(text) else {
                    throw RecognizerMappingFailure(
                        id: .recognizerValue, message: "'\(field.key)' of \(description.className) must be a number, not '\(text)'",
                        offset: field.valueOffset)
                }
                duration = value
                if !(0...60).contains(value) && outOfRange == nil { outOfRange = field }
                continue
            }
            guard let value = Self.count(text) else {
                throw RecognizerMappingFailure(
                    id: .recognizerValue, message: "'\(field.key)' of \(description.className) must be a whole number, not '\(text)'",
                    offset: field.valueOffset)
            }
            if field.key == "numberOfTapsRequired" {
                taps = value
                let inRange = imported.hasNoTaps ? value == 0 : (1...20).contains(value)
                if !inRange && outOfRange == nil { outOfRange = field }
            } else {
                touches = value
                if !(1...5).contains(value) && outOfRange == nil { outOfRange = field }
            }
        }
        if let field = outOfRange {
            let shown = "\(field.key) = \(field.text ?? "")"
            recognizers[index].category = .leftOut("\(shown) is outside the scene's range")
            let why =
                imported.hasNoTaps && field.key == "numberOfTapsRequired" ? "a scene's long press has no taps" : "outside the scene's range"
            warnings.append(
                (.recognizerRange, "\(description.className) prints \(shown), \(why); the recognizer is left out", field.valueOffset))
            return
        }
        warnKeys(description, read: imported.readFields)
        var keys: [String] = []
        if kind.keys.contains(.taps), let taps, taps != 1 { keys.append(ImportedSceneWriter.written(GestureKey.taps, .count(taps))) }
        if let touches, touches != 1 { keys.append(ImportedSceneWriter.written(GestureKey.touches, .count(touches))) }
        if let duration, duration != 0.5 { keys.append(GestureKey.duration.written + FixedDecimal.string(duration, decimals: 6)) }
        if try flag(description, "enabled") == false { keys.append(ImportedSceneWriter.written(GestureKey.enabled, .flag(false))) }
        if try flag(description, "cancelsTouchesInView") == false {
            keys.append(ImportedSceneWriter.written(GestureKey.cancelsTouches, .flag(false)))
        }
        if try flag(description, "delaysTouchesBegan") == true {
            keys.append(ImportedSceneWriter.written(GestureKey.delaysBegan, .flag(true)))
        }
        if try flag(description, "delaysTouchesEnded") == false {
            keys.append(ImportedSceneWriter.written(GestureKey.delaysEnded, .flag(false)))
        }
        recognizers[index].keys = keys
        recognizers[index].notPrinted = imported.notPrinted(touchesPrinted: description.field("numberOfTouchesRequired") != nil)
    }

    /// `[0-9]+` as a count (values past a million read as a million: out of every range).
    private static func count(_ text: String) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy(DumpText.isDigit) else { return nil }
        let digits = text.drop { $0 == "0" }
        guard digits.count <= 6 else { return 1_000_000 }
        return Int(digits) ?? 0
    }

    /// `-?[0-9]+(\.[0-9]+)?` as a number.
    private static func decimal(_ text: String) -> Double? {
        var body = Substring(text)
        if body.first == "-" { body = body.dropFirst() }
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.utf8.allSatisfy(DumpText.isDigit) else { return nil }
        if parts.count == 2 { guard !parts[1].isEmpty, parts[1].utf8.allSatisfy(DumpText.isDigit) else { return nil } }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
